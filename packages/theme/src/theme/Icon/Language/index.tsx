import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';

export type Props = SvgIconProps;

/** A globe: the locale menu. */
export default function IconLanguage(props: Props) {
  return (
    <svg {...svgIconProps(props, { width: 20, height: 20 })}>
      {props.title && <title>{props.title}</title>}
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z" />
      </g>
    </svg>
  );
}
