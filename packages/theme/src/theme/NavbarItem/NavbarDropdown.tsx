import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import Link from '@theme/Link';
import { isActivePath, type NavbarLinkItem, useRoutePath } from '@cairn/theme/internal';
import { classNames } from './classNames';
import ExternalLinkIcon, { isExternalUrl } from './ExternalLinkIcon';
import styles from './styles.module.css';

export interface DropdownEntry {
  /** Unique among the dropdown's entries. */
  key: string;
  label: string;
  to?: string;
  href?: string;
  className?: string;
  active: boolean;
  onClick?: () => void;
  /** Raw HTML from the site's config (`type = "html"`), shown instead of a link. */
  html?: string;
  /** The language of the label, when it is not the page's (a locale's own name). */
  lang?: string;
  /**
   * The language of the page `href` opens, in another locale: a plain link that loads the page
   * in full, since another locale is another set of pages and data, which the router cannot open.
   */
  hrefLang?: string;
}

/** A configured dropdown link as an entry, active when it leads to the current page. */
export function linkEntry(link: NavbarLinkItem, key: string, routePath: string): DropdownEntry {
  return {
    key,
    label: link.label,
    to: link.to,
    href: link.href,
    className: link.className,
    active: isActivePath(link.to, routePath),
    html: link.html,
  };
}

export interface NavbarDropdownProps {
  label: string;
  entries: DropdownEntry[];
  mobile: boolean;
  position?: 'left' | 'right';
  className?: string;
  /** Shown before the label (the locale dropdown's language icon). */
  icon?: ReactNode;
}

function Caret() {
  return (
    <svg className={styles.caret} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 9 6 6 6-6" />
    </svg>
  );
}

function EntryLink({ entry, className, close }: { entry: DropdownEntry; className?: string; close?: () => void }) {
  const routePath = useRoutePath();
  if (entry.html !== undefined) {
    // Trusted like the rest of the site's config.
    return <div className={classNames(styles.menuHtml, entry.className)} dangerouslySetInnerHTML={{ __html: entry.html }} />;
  }
  const classes = classNames(className, entry.active && styles.active, entry.className);
  if (entry.hrefLang !== undefined) {
    return (
      <a
        href={entry.href}
        hrefLang={entry.hrefLang}
        lang={entry.lang}
        className={classes}
        aria-current={entry.active ? 'page' : undefined}
        onClick={close}
      >
        {entry.label}
      </a>
    );
  }
  // An active entry that is not this very page (the version being read, seen from one of its
  // category pages) is current, but not the current page.
  const current = isActivePath(entry.to, routePath) ? 'page' : entry.active ? 'true' : undefined;
  return (
    <Link
      to={entry.to}
      href={entry.to ? undefined : entry.href}
      className={classes}
      aria-current={current}
      lang={entry.lang}
      onClick={() => {
        entry.onClick?.();
        close?.();
      }}
    >
      {entry.label}
      {!entry.to && isExternalUrl(entry.href) && <ExternalLinkIcon />}
    </Link>
  );
}

/**
 * A disclosure (button + list of links) rather than an ARIA menu: the entries are plain
 * links, reachable with Tab, and screen readers announce them as such.
 */
function DesktopDropdown({ label, entries, position, className, icon }: Omit<NavbarDropdownProps, 'mobile'>) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the dropdown by hovering must not close it again.
  const openedByHover = useRef(false);
  const menuId = useId();
  const routePath = useRoutePath();

  // Until hydration, CSS opens the dropdown on hover and focus; afterwards state does.
  useEffect(() => setHydrated(true), []);
  useEffect(() => setOpen(false), [routePath]);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
    };
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = !open;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false);
  };
  const onToggleClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((value) => !value);
  };

  return (
    <div
      ref={root}
      className={classNames(
        styles.dropdown,
        // Items default to the right side, where a menu must open leftwards to stay on screen.
        position !== 'left' && styles.dropdownRight,
        open && styles.dropdownOpen,
        className,
      )}
      data-hydrated={hydrated || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={toggle}
        type="button"
        className={classNames(styles.link, entries.some((entry) => entry.active) && styles.active)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggleClick}
      >
        {icon}
        {label}
        <Caret />
      </button>
      <ul id={menuId} className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryLink entry={entry} className={styles.menuLink} close={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** In the drawer: a collapsible sub-list, open when it holds the page being read. */
function MobileDropdown({ label, entries, className, icon }: Omit<NavbarDropdownProps, 'mobile'>) {
  const holdsActive = entries.some((entry) => entry.active);
  const [open, setOpen] = useState(holdsActive);
  const listId = useId();
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  return (
    <li className={className}>
      <button
        type="button"
        className={classNames(styles.drawerLink, holdsActive && styles.active)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.drawerLabel}>
          {icon}
          {label}
        </span>
        <Caret />
      </button>
      <ul id={listId} className={styles.drawerSubList} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryLink entry={entry} className={styles.drawerLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function NavbarDropdown({ mobile, ...props }: NavbarDropdownProps) {
  return mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}
