import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A half-filled disc: the colour mode follows the system's. */
export default function IconSystemColorMode(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: 24, height: 24 })}>
      {props.title && <title>{props.title}</title>}
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z" />
    </svg>
  );
}
