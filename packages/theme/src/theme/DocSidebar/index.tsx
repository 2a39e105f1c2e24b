import { useEffect, useId, useState } from 'react';
import Link from '@theme/Link';
import { isActivePath, useRoutePath } from '../../hooks/useRoutePath';
import type { SidebarItem } from '../../types';
import styles from './styles.module.css';

function containsPath(items: SidebarItem[], routePath: string): boolean {
  return items.some((item) => {
    if (item.type === 'link') return isActivePath(item.href, routePath);
    if (item.type === 'html') return false;
    return (item.href !== undefined && isActivePath(item.href, routePath)) || containsPath(item.items, routePath);
  });
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

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

function SidebarCategory({ category }: { category: CategoryItem }) {
  const { label, items, href, collapsible = true } = category;
  const routePath = useRoutePath();
  const isActive = href !== undefined && isActivePath(href, routePath);
  const holdsActivePage = isActive || containsPath(items, routePath);
  const collapsedByDefault = collapsible && category.collapsed;
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

  const caret = (
    <svg className={styles.caret} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="m9 6 6 6-6 6" />
    </svg>
  );
  const toggle = () => {
    setRendered(true);
    setCollapsed((value) => !value);
  };
  const categoryClass = [styles.category, holdsActivePage ? styles.categoryActive : '', category.className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <li>
      {href !== undefined ? (
        // A category with its own page: the label opens the page, the caret folds the list.
        <div className={styles.categoryRow}>
          <Link to={href} className={categoryClass} aria-current={isActive ? 'page' : undefined}>
            {label}
          </Link>
          {collapsible && (
            <button
              type="button"
              className={styles.caretButton}
              aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${label}`}
              aria-expanded={!collapsed}
              aria-controls={rendered ? listId : undefined}
              onClick={toggle}
            >
              {caret}
            </button>
          )}
        </div>
      ) : collapsible ? (
        <button
          type="button"
          className={categoryClass}
          aria-expanded={!collapsed}
          aria-controls={rendered ? listId : undefined}
          onClick={toggle}
        >
          {label}
          {caret}
        </button>
      ) : (
        <span className={categoryClass}>{label}</span>
      )}
      {rendered && (
        <ul id={listId} className={styles.nested} hidden={collapsed}>
          <SidebarItems items={items} />
        </ul>
      )}
    </li>
  );
}

function SidebarItems({ items }: { items: SidebarItem[] }) {
  return items.map((item, index) => {
    switch (item.type) {
      case 'link':
        return <SidebarLink key={`${index}:${item.href}`} label={item.label} href={item.href} />;
      case 'category':
        return <SidebarCategory key={`${index}:${item.label}`} category={item} />;
      case 'html':
        // Written by the site's authors in their sidebar file, like the rest of the site.
        return <li key={`${index}:html`} className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    }
  });
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
