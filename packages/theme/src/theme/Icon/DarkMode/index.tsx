import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A crescent moon: the dark colour mode. */
export default function IconDarkMode(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: 24, height: 24 })}>
      {props.title && <title>{props.title}</title>}
      <path fill="currentColor" d="M20.7 14.6A8.9 8.9 0 0 1 9.4 3.3 9 9 0 1 0 20.7 14.6Z" />
    </svg>
  );
}
