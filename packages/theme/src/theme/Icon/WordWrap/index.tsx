import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A line folding back under itself: toggles a code block's word wrap. */
export default function IconWordWrap(props: Props) {
  return (
    <svg {...svgIconProps(props)}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M4 18h5M14.5 16 12.5 18l2 2"
      />
    </svg>
  );
}
