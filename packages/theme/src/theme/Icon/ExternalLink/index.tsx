import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';
import styles from './styles.module.css';

export type Props = SvgIconProps;

/** An arrow leaving a box: marks a link that opens another site. */
export default function IconExternalLink(props: Props) {
  const className = [styles.iconExternalLink, props.className].filter(Boolean).join(' ');
  return (
    <svg {...svgIconProps({ ...props, className }, { width: 13.5, height: 13.5 })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      />
    </svg>
  );
}
