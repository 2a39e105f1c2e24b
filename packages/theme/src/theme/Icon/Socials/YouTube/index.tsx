import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A play button: YouTube. */
export default function YouTube(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: '1em', height: '1em' })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 4v6l5-3-5-3Z"
      />
    </svg>
  );
}
