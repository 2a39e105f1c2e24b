import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** An "m" in a speech bubble: Mastodon. */
export default function Mastodon(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 9a5 5 0 0 1 5-5h6a5 5 0 0 1 5 5v3.5a5 5 0 0 1-5 5h-4.5c-1.4 0-2.6.8-3 2M8 14V10a1.5 1.5 0 0 1 3 0v2.5M11 12.5V10a1.5 1.5 0 0 1 3 0v4"
      />
    </svg>
  );
}
