import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** An at sign: Threads. */
export default function Threads(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Zm0 0v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1"
      />
    </svg>
  );
}
