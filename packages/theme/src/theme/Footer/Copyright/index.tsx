import styles from './styles.module.css';

/** The copyright line, HTML written by the site's author in the config. */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: copyright }} />;
}
