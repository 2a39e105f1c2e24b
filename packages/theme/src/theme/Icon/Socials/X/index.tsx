import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A heavy and a light stroke crossing: X. */
export default function X(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path fill="currentColor" d="M3.5 3.5h5l12 17h-5Z" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M20 3.5 13.8 10.6M10.2 13.4 4 20.5"
      />
    </svg>
  );
}
