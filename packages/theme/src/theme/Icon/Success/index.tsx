import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A check mark: an action (a copy) succeeded. */
export default function IconSuccess(props: Props) {
  return (
    <svg {...svgIconProps(props)}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m5 12.5 4.5 4.5L19 7.5"
      />
    </svg>
  );
}
