import { useContext, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { HeadCollectorContext, onDemandPart, translate, useSiteData } from '@cairn/theme/internal';
import Navbar from '@theme/Navbar';
import { AnnouncementBar, Footer } from './onDemandParts';
import styles from './styles.module.css';

export interface LayoutProps {
  /** The page's own title; the document title becomes "{title} | {site title}". */
  title?: string;
  description?: string;
  /** Extra content for the mobile navigation drawer (docs pages put their sidebar there). */
  mobileSidebar?: ReactNode;
  /** Leaves the footer out (Docusaurus's prop, for pages that fill the screen). */
  noFooter?: boolean;
  /** A class for the `<main>` element (Docusaurus's prop). */
  wrapperClassName?: string;
  children?: ReactNode;
}

export function formatDocumentTitle(title: string | undefined, siteTitle: string): string {
  const trimmed = title?.trim();
  return trimmed && trimmed !== siteTitle ? `${trimmed} | ${siteTitle}` : siteTitle;
}

/** Keeps <title> and the description meta in step after client-side navigation. */
function useDocumentHead(title: string | undefined, description: string | undefined) {
  const site = useSiteData();
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    // Server rendering: effects never run there, so the engine learns the head from here.
    if (title !== undefined) collector.title = title;
    if (description !== undefined) collector.description = description;
  }
  useEffect(() => {
    document.title = formatDocumentTitle(title, site.title);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, site.title]);
}

const AnnouncementBarPart = onDemandPart('announcement bar', AnnouncementBar);
const FooterPart = onDemandPart('footer', Footer);

export default function Layout({
  title,
  description,
  mobileSidebar,
  noFooter = false,
  wrapperClassName,
  children,
}: LayoutProps) {
  useDocumentHead(title, description);
  const main = useRef<HTMLElement>(null);

  // Focus moves into the content without touching the URL or the scroll history.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <div className={styles.layout}>
      <a href="#__cairn_main" className={styles.skipLink} onClick={skipToContent}>
        {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
      </a>
      <AnnouncementBarPart />
      <Navbar mobileSidebar={mobileSidebar} />
      <main id="__cairn_main" ref={main} tabIndex={-1} className={`${styles.main} ${wrapperClassName ?? ''}`.trim()}>
        {children}
      </main>
      {!noFooter && <FooterPart />}
    </div>
  );
}
