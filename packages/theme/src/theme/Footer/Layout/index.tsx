import type { ReactNode } from 'react';
import styles from './styles.module.css';

export interface FooterLayoutProps {
  style: 'light' | 'dark';
  links: ReactNode;
  logo: ReactNode;
  copyright: ReactNode;
}

/** The footer's frame: the links, then the logo and copyright below them (Docusaurus's parts). */
export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={`${styles.footer} ${style === 'dark' ? styles.dark : ''}`}>
      <div className={styles.inner}>
        {links}
        {(logo || copyright) && (
          <div className={styles.bottom}>
            {logo}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
