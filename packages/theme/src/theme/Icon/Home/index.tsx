import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A house: the breadcrumbs' link to the docs' home page. */
export default function IconHome(props: Props) {
  return (
    <svg {...svgIconProps(props)}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5"
      />
    </svg>
  );
}
