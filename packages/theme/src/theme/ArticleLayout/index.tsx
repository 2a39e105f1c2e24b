import type { ReactNode } from 'react';
import TOC from '@theme/TOC';
import type { TocItem } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface ArticleLayoutProps {
  /** The page's title, the article's only `h1`. */
  title: string;
  /** Leave the title's `h1` out (a doc's front matter `hide_title`); the `<title>` keeps it. */
  hideTitle?: boolean;
  /** The page's headings: a column beside the article on wide screens, a folded block above the content on narrow ones. */
  toc: TocItem[];
  /** Above the title: breadcrumbs, notices, badges. */
  header?: ReactNode;
  /** Below the content: tags, edit link, pagination. */
  footer?: ReactNode;
  /** At the end of the title's line (the page-actions menu); its own line without a title. */
  actions?: ReactNode;
  /**
   * The layout shares its row with a sidebar column (the docs page's): it fills the width the
   * column leaves, and the table of contents gets its own column only from 1200px wide.
   */
  besideSidebar?: boolean;
  /**
   * The language of the title and the content when it is not the page's: an untranslated
   * page shows the default locale's text in another locale's interface.
   */
  contentLang?: string;
  /** The page's content, styled as Markdown (`.markdown`). */
  children?: ReactNode;
}

/** An article with its table of contents: the body of doc pages and Markdown pages alike. */
export default function ArticleLayout({
  title,
  hideTitle = false,
  toc,
  header,
  footer,
  actions,
  besideSidebar = false,
  contentLang,
  children,
}: ArticleLayoutProps) {
  const heading = !hideTitle && (
    <h1 className="cairn-page-title" lang={contentLang}>
      {title}
    </h1>
  );
  return (
    <div className={besideSidebar ? `${styles.body} ${styles.besideSidebar}` : styles.body}>
      <article className={styles.article}>
        {header}
        {actions ? (
          <div className={styles.titleRow}>
            {heading}
            {actions}
          </div>
        ) : (
          heading
        )}
        <TOC toc={toc} collapsible className={styles.tocInline} />
        <div className="markdown" lang={contentLang}>
          {children}
        </div>
        {footer}
      </article>
      {toc.length > 0 && (
        <div className={styles.tocColumn}>
          <TOC toc={toc} />
        </div>
      )}
    </div>
  );
}
