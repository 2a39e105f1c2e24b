import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { SearchIcon, translate, useIsBrowser, useKeptInnerHtml } from '@cairn/theme/internal';
import type { SearchModalProps } from '@theme/SearchModal';
import styles from './styles.module.css';

type ModalModule = { default: ComponentType<SearchModalProps> };

/** Names the button's markup, which the server writes the same on every page. */
const BUTTON_MARKUP = {};

// One import for the whole page: every bar (and every retry after a failure) shares it.
let modalModule: Promise<ModalModule> | null = null;

/** Starts loading the modal's code (kept out of the first-visit bundle). */
export function loadSearchModal(): Promise<ModalModule> {
  modalModule ??= import('@theme/SearchModal').catch((error: unknown) => {
    modalModule = null;
    throw error;
  });
  return modalModule;
}

function isApplePlatform(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return /mac|iphone|ipad|ipod/i.test(data?.platform || navigator.platform || navigator.userAgent);
}

/** Typing `/` there is text, not a shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) || target.isContentEditable) return true;
  // isContentEditable is missing in some environments (jsdom); the attribute says the same.
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/**
 * The navbar's search button (`@theme/SearchBar`). The modal is another chunk, fetched when the
 * visitor shows interest (hover, focus, touch) so that it is usually there by the click.
 */
export default function SearchBar() {
  const isBrowser = useIsBrowser();
  const apple = isBrowser && isApplePlatform();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const inside = useKeptInnerHtml(BUTTON_MARKUP);

  const preload = useCallback(() => {
    if (Modal) return;
    loadSearchModal().then(
      (module) => setModal(() => module.default),
      // Offline or a removed chunk: the next interaction tries again.
      (error: unknown) => console.error('Cairn: the search modal could not be loaded.', error),
    );
  }, [Modal]);

  const openModal = useCallback(() => {
    preload();
    setOpen(true);
  }, [preload]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (open) close();
        else openModal();
      } else if (
        event.key === '/' &&
        !open &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditable(event.target)
      ) {
        event.preventDefault();
        openModal();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openModal, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={openModal}
        {...inside.props}
      >
        {inside.kept ? null : (
          <>
            <SearchIcon className={styles.icon} size={18} />
            <span className={styles.label}>{translate({ id: 'theme.SearchBar.label', message: 'Search' })}</span>
            {/* Server and hydration render an empty box of the same width: the platform is only known in the browser. */}
            {/* Not hidden from assistive technology: the accessible name must contain the visible text. */}
            <span className={styles.keys}>
              {isBrowser && (
                <>
                  <kbd className={styles.key}>{apple ? '⌘' : 'Ctrl'}</kbd>
                  <kbd className={styles.key}>K</kbd>
                </>
              )}
            </span>
          </>
        )}
      </button>
      {open && Modal && <Modal onClose={close} />}
    </>
  );
}
