import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A speech box with two bars: Twitch. */
export default function Twitch(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5 3 3.5 6.5V19h4v2.5h2.5L12.5 19h4l4-4V3H5ZM11 8v4.5M15.5 8v4.5"
      />
    </svg>
  );
}
