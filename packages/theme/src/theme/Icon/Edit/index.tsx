import { svgIconProps, type SvgIconProps } from '@cairn/theme/internal';
import styles from './styles.module.css';

export type Props = SvgIconProps;

/** A pencil: the "Edit this page" link. */
export default function IconEdit(props: Props) {
  const className = [styles.iconEdit, props.className].filter(Boolean).join(' ');
  return (
    <svg {...svgIconProps({ ...props, className }, { width: 20, height: 20 })}>
      {props.title && <title>{props.title}</title>}
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 20h4L19 9l-4-4L4 16v4ZM13 7l4 4"
      />
    </svg>
  );
}
