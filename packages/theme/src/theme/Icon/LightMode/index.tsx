import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A sun: the light colour mode. */
export default function IconLightMode(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: 24, height: 24 })}>
      {props.title && <title>{props.title}</title>}
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 1.5v2M12 20.5v2M1.5 12h2M20.5 12h2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M4.6 19.4 6 18M18 6l1.4-1.4"
      />
    </svg>
  );
}
