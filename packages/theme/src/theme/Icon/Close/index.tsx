import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A cross: closes a popup, a banner or the mobile menu. */
export default function IconClose(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: 21, height: 21 })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5 5l14 14M19 5 5 19"
      />
    </svg>
  );
}
