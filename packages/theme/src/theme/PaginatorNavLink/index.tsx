import type { ReactNode } from 'react';
import Link from '@theme/Link';
import styles from './styles.module.css';

export interface Props {
  readonly permalink: string;
  readonly title: ReactNode;
  /** The line above the title ("Previous", "Next"). */
  readonly subLabel?: ReactNode;
  /** The link to the following page: aligned to the end, with the arrow after the title. */
  readonly isNext?: boolean;
}

/** One link of a previous/next pair (docs pages, blog posts), as Docusaurus's `@theme/PaginatorNavLink`. */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: Props) {
  // Docusaurus's class names too, which sites' stylesheets aim at.
  const className = isNext
    ? `pagination-nav__link pagination-nav__link--next ${styles.link} ${styles.next}`
    : `pagination-nav__link pagination-nav__link--prev ${styles.link} ${styles.previous}`;
  return (
    <Link to={permalink} className={className}>
      {subLabel && <div className={`pagination-nav__sublabel ${styles.subLabel}`}>{subLabel}</div>}
      <div className={`pagination-nav__label ${styles.label}`}>{title}</div>
    </Link>
  );
}
