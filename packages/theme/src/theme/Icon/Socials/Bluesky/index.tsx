import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A butterfly: Bluesky. */
export default function Bluesky(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="currentColor"
        d="M12 11C10 7.3 6.6 4 4.3 4 2.9 4 2.3 5 2.3 6.5c0 1.6.8 4.8 2.4 5.5 1.3.6 2.9.5 4.1.2-2.1.6-3.9 1.9-2.6 3.9 1.4 2.1 3.6 2.1 5.8-2.1 2.2 4.2 4.4 4.2 5.8 2.1 1.3-2-.5-3.3-2.6-3.9 1.2.3 2.8.4 4.1-.2 1.6-.7 2.4-3.9 2.4-5.5C21.7 5 21.1 4 19.7 4 17.4 4 14 7.3 12 11Z"
      />
    </svg>
  );
}
