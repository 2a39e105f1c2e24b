import type { HtmlNavbarItem as HtmlItem } from '@cairn/theme/internal';
import { classNames } from './classNames';
import styles from './styles.module.css';

/** Raw HTML from the site's own config, trusted like the rest of the site's source. */
export default function HtmlNavbarItem({ item, mobile }: { item: HtmlItem; mobile: boolean }) {
  const html = { __html: item.value };
  return mobile ? (
    <li className={classNames(styles.drawerHtml, item.className)} dangerouslySetInnerHTML={html} />
  ) : (
    <div className={classNames(styles.html, item.className)} dangerouslySetInnerHTML={html} />
  );
}
