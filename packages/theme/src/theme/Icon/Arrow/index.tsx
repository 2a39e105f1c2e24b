import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A double chevron pointing forwards: the button that opens or closes the docs sidebar (rotated by its caller). */
export default function IconArrow(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: 20, height: 20 })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m6 17 5-5-5-5M13 17l5-5-5-5"
      />
    </svg>
  );
}
