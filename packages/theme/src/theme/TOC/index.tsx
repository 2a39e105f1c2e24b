import { useEffect, useState } from 'react';
import Link from '@theme/Link';
import { nestToc, translate, type TocItem, type TocNode } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** How far below the top of the viewport a heading counts as "being read" (clears the navbar). */
const ACTIVE_OFFSET_PX = 96;

/** The id of the last heading scrolled past; null until the browser reports a scroll position. */
function useActiveHeading(ids: string[]): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  const idsKey = ids.join('\n');
  useEffect(() => {
    const headingIds = idsKey ? idsKey.split('\n') : [];
    let frame = 0;
    const update = () => {
      let current: string | null = headingIds[0] ?? null;
      for (const id of headingIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= ACTIVE_OFFSET_PX) current = id;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [idsKey]);
  return activeId;
}

function TocList({ nodes, activeId, nested }: { nodes: TocNode[]; activeId: string | null; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={`#${node.id}`} className={node.id === activeId ? `${styles.link} ${styles.active}` : styles.link}>
            {node.text}
          </Link>
          {node.children.length > 0 && <TocList nodes={node.children} activeId={activeId} nested />}
        </li>
      ))}
    </ul>
  );
}

export interface TOCProps {
  toc: TocItem[];
  /** A collapsible block for narrow screens instead of the sticky side column. */
  collapsible?: boolean;
  className?: string;
}

export default function TOC({ toc, collapsible, className }: TOCProps) {
  const activeId = useActiveHeading(collapsible ? [] : toc.map((item) => item.id));
  if (toc.length === 0) return null;
  const list = <TocList nodes={nestToc(toc)} activeId={activeId} />;
  const heading = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  if (collapsible) {
    return (
      <details className={[styles.collapsible, className].filter(Boolean).join(' ')}>
        <summary>{heading}</summary>
        {list}
      </details>
    );
  }
  return (
    <nav
      className={[styles.toc, className].filter(Boolean).join(' ')}
      aria-label={translate({ id: 'theme.cairn.TOC.ariaLabel', message: 'Table of contents' })}
    >
      <p className={styles.heading}>{heading}</p>
      {list}
    </nav>
  );
}
