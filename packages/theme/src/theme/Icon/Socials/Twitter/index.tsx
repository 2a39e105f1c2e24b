import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A bird: Twitter. */
export default function Twitter(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="currentColor"
        d="M3.5 17.5c4.3 2.2 9.6 1 12.3-3.6 1.3-2.2 1.8-4.6 1.5-6.1l2.6-1.8-2.8-.4c-1.7-1.6-4.3-1.2-5.2.7-.5 1-.5 2-.2 2.9-3-.2-5.5-1.8-7.2-3.9-.8 2-.1 4 1.5 5.1l-1.7-.2c.3 1.6 1.4 2.6 2.9 3.1l-1.8.3c.6 1.2 1.7 1.9 3.2 2-1.3 1.3-2.9 1.9-5.1 1.9Z"
      />
    </svg>
  );
}
