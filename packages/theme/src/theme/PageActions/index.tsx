import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import IconCopy from '@theme/Icon/Copy';
import type { PageActionsMenuProps } from '@theme/PageActions/Menu';
import { localeData, translate, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface PageActionsProps {
  /** The address of the page's Markdown twin (`page.markdown`); no menu without one. */
  markdown?: string;
  /** The page's title, for the prompt's `{title}`. */
  title: string;
}

type MenuModule = { default: ComponentType<PageActionsMenuProps> };

// One import for the whole page, retried after a failure.
let menuModule: Promise<MenuModule> | null = null;

/** Starts loading the menu's code (kept out of the page's first-visit bundle). */
function loadMenu(): Promise<MenuModule> {
  menuModule ??= import('@theme/PageActions/Menu').catch((error: unknown) => {
    menuModule = null;
    throw error;
  });
  return menuModule;
}

/**
 * Puts the twin on the clipboard. The text is handed over as a promise, in the click's own
 * task: browsers that ask for a user gesture (Safari) accept the write although the text
 * arrives later.
 */
export function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return text.then((markdown) => navigator.clipboard.writeText(markdown));
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Beside the title of each page `llms.txt` lists (`[llms.pageActions]`): a button that copies
 * the page as Markdown and a menu button for the rest (view the twin, open the page in an
 * assistant). The menu is a chunk of its own, fetched when the visitor shows interest.
 */
export default function PageActions({ markdown, title }: PageActionsProps) {
  const site = useSiteData();
  const actions = site.pageActions;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [Menu, setMenu] = useState<ComponentType<PageActionsMenuProps> | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const preload = useCallback(() => {
    if (Menu) return;
    loadMenu().then(
      (module) => setMenu(() => module.default),
      (error: unknown) => console.error('Cairn: the page actions could not be loaded.', error),
    );
  }, [Menu]);

  const copy = useCallback(() => {
    if (!markdown) return;
    clearTimeout(timer.current);
    copyMarkdown(markdown).then(
      () => setCopyState('copied'),
      (error: unknown) => {
        console.error('Cairn: the page could not be copied.', error);
        setCopyState('failed');
      },
    );
    timer.current = setTimeout(() => setCopyState('idle'), 2500);
  }, [markdown]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);

  if (!actions || !markdown) return null;
  const { i18n } = site;
  const origin = localeData(i18n, i18n.currentLocale)?.url ?? site.url;
  const hasMenu = actions.view || actions.assistants.length > 0;

  const openMenu = (focus: 'first' | 'last') => {
    preload();
    setOpen(focus);
  };
  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const copyLabel =
    copyState === 'copied'
      ? translate({ id: 'theme.cairn.pageActions.copied', message: 'Copied' })
      : copyState === 'failed'
        ? translate({ id: 'theme.cairn.pageActions.copyFailed', message: 'Copy failed' })
        : translate({ id: 'theme.cairn.pageActions.copy', message: 'Copy page' });

  return (
    <div className={styles.actions}>
      {actions.copy && (
        <button type="button" className={styles.button} onClick={copy}>
          <IconCopy width={16} height={16} />
          <span aria-live="polite">{copyLabel}</span>
        </button>
      )}
      {hasMenu && (
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.button} ${styles.toggle}`}
          aria-label={translate({ id: 'theme.cairn.pageActions.more', message: 'More page actions' })}
          aria-haspopup="menu"
          aria-expanded={open !== false}
          aria-controls={open !== false ? menuId : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
          onClick={() => (open ? close(false) : openMenu('first'))}
          onKeyDown={onToggleKeyDown}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {open !== false && Menu && (
        <Menu
          id={menuId}
          actions={actions}
          markdown={markdown}
          markdownUrl={new URL(markdown, origin).href}
          title={title}
          initialFocus={open}
          toggle={toggleRef}
          onCopy={copy}
          onClose={close}
        />
      )}
    </div>
  );
}
