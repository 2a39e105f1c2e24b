import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import IconCopy from '@theme/Icon/Copy';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { translate, type PageActionsConfig } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface PageActionsMenuProps {
  id: string;
  actions: PageActionsConfig;
  /** The twin's address on this site. */
  markdown: string;
  /** The twin's absolute URL on the site's origin: what an assistant is asked to read. */
  markdownUrl: string;
  title: string;
  /** The item that takes focus when the menu opens (the last one after ↑ on the button). */
  initialFocus: 'first' | 'last';
  /** The menu button: a click on it is not a click outside. */
  toggle: RefObject<HTMLButtonElement | null>;
  onCopy(): void;
  /** Closes the menu; `refocus` gives the focus back to the menu button. */
  onClose(refocus: boolean): void;
}

/** An assistant's address with the prompt in place of `{prompt}`. */
export function assistantUrl(template: string, prompt: string): string {
  return template.replaceAll('{prompt}', encodeURIComponent(prompt));
}

/**
 * The page-actions menu (`@theme/PageActions/Menu`), as the WAI-ARIA menu-button pattern has
 * it: ↑ and ↓ move between the items, Home and End go to the ends, Escape closes and gives the
 * focus back to the button, Tab and a click elsewhere close.
 */
export default function PageActionsMenu({
  id,
  actions,
  markdown,
  markdownUrl,
  title,
  initialFocus,
  toggle,
  onCopy,
  onClose,
}: PageActionsMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const all = items();
    (initialFocus === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, toggle]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const prompt = actions.prompt.replaceAll('{url}', markdownUrl).replaceAll('{title}', title);
  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={translate({ id: 'theme.cairn.pageActions.menu', message: 'Page actions' })}
      className={styles.menu}
      onKeyDown={onKeyDown}
    >
      {actions.copy && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          onClick={() => {
            onCopy();
            onClose(true);
          }}
        >
          <IconCopy width={16} height={16} />
          {translate({ id: 'theme.cairn.pageActions.copyMarkdown', message: 'Copy page as Markdown' })}
        </button>
      )}
      {actions.view && (
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={markdown}
          target="_blank"
          rel="noopener"
          onClick={() => onClose(false)}
        >
          <IconExternalLink width={16} height={16} />
          {translate({ id: 'theme.cairn.pageActions.view', message: 'View as Markdown' })}
        </a>
      )}
      {actions.assistants.map((assistant) => (
        <a
          key={assistant.label}
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={assistantUrl(assistant.url, prompt)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onClose(false)}
        >
          <IconExternalLink width={16} height={16} />
          {translate(
            { id: 'theme.cairn.pageActions.openIn', message: 'Open in {assistant}' },
            { assistant: assistant.label },
          )}
        </a>
      ))}
    </div>
  );
}
