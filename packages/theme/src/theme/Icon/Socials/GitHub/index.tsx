import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A cat's head in a ring: GitHub. */
export default function GitHub(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <circle
        cx="12"
        cy="12"
        r="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        fill="currentColor"
        d="M8.2 8.4 7.9 5.4l2.6 1.5h3l2.6-1.5-.3 3c.8.9 1.2 1.9 1.2 3 0 2.6-2 4.2-5 4.2s-5-1.6-5-4.2c0-1.1.4-2.1 1.2-3Z"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M10.5 16v4.5M13.5 16v4.5"
      />
    </svg>
  );
}
