import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A tray with a stack of leaning bars: Stack Overflow. */
export default function StackOverflow(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5 14v6h13v-6M8.5 17h6M8.7 13.8l6.4 1.2M9.6 10.6l6 2.6M11.4 7.6l5.2 4M14.2 4.9l3.8 5.2"
      />
    </svg>
  );
}
