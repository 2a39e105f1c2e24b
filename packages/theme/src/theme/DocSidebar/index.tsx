import { useEffect, useId, useState } from 'react';
import Link from '@theme/Link';
import { isActivePath, useRoutePath } from '../../hooks/useRoutePath';
import type { SidebarItem } from '../../types';
import styles from './styles.module.css';

function containsPath(items: SidebarItem[], routePath: string): boolean {
  return items.some((item) =>
    item.type === 'link' ? isActivePath(item.href, routePath) : containsPath(item.items, routePath),
  );
}

function SidebarLink({ label, href }: { label: string; href: string }) {
  const active = isActivePath(href, useRoutePath());
  return (
    <li>
      <Link
        to={href}
        className={active ? `${styles.link} ${styles.active}` : styles.link}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
}

function SidebarCategory({ label, items, collapsed: collapsedByDefault }: { label: string; items: SidebarItem[]; collapsed: boolean }) {
  const holdsActivePage = containsPath(items, useRoutePath());
  const [collapsed, setCollapsed] = useState(collapsedByDefault && !holdsActivePage);
  // A collapsed category's items are rendered on first opening, not before: a site with
  // thousands of docs would otherwise put every sidebar link into every page's HTML.
  const [rendered, setRendered] = useState(!collapsed);
  const listId = useId();

  // Navigating into a collapsed category opens it; leaving one keeps the visitor's choice.
  useEffect(() => {
    if (holdsActivePage) {
      setCollapsed(false);
      setRendered(true);
    }
  }, [holdsActivePage]);

  return (
    <li>
      <button
        type="button"
        className={holdsActivePage ? `${styles.category} ${styles.categoryActive}` : styles.category}
        aria-expanded={!collapsed}
        aria-controls={rendered ? listId : undefined}
        onClick={() => {
          setRendered(true);
          setCollapsed((value) => !value);
        }}
      >
        {label}
        <svg className={styles.caret} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="m9 6 6 6-6 6" />
        </svg>
      </button>
      {rendered && (
        <ul id={listId} className={styles.nested} hidden={collapsed}>
          <SidebarItems items={items} />
        </ul>
      )}
    </li>
  );
}

function SidebarItems({ items }: { items: SidebarItem[] }) {
  return items.map((item, index) =>
    item.type === 'link' ? (
      <SidebarLink key={`${index}:${item.href}`} label={item.label} href={item.href} />
    ) : (
      <SidebarCategory key={`${index}:${item.label}`} label={item.label} items={item.items} collapsed={item.collapsed} />
    ),
  );
}

export default function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={styles.list}>
        <SidebarItems items={items} />
      </ul>
    </nav>
  );
}
