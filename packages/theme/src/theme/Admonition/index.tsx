import type { ReactNode } from 'react';
import { translate, type TranslateParam } from '@cairn/theme/internal';
import styles from './styles.module.css';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

/** Each type's default title, translated when the admonition renders. */
const DEFAULT_TITLES: Record<AdmonitionType, TranslateParam> = {
  note: { id: 'theme.admonition.note', message: 'Note' },
  tip: { id: 'theme.admonition.tip', message: 'Tip' },
  info: { id: 'theme.admonition.info', message: 'Info' },
  warning: { id: 'theme.admonition.warning', message: 'Warning' },
  danger: { id: 'theme.admonition.danger', message: 'Danger' },
};

/**
 * Other types Docusaurus's `<Admonition>` takes, each drawn as one of the five with its own
 * default title: the names the compiler maps for `:::caution` and the like, for the
 * component written in JSX.
 */
const ALIASES: Record<string, { drawn: AdmonitionType; title: TranslateParam }> = {
  caution: { drawn: 'warning', title: { id: 'theme.admonition.caution', message: 'Caution' } },
  important: { drawn: 'info', title: { id: 'theme.cairn.admonition.important', message: 'Important' } },
  secondary: { drawn: 'note', title: { id: 'theme.cairn.admonition.secondary', message: 'Secondary' } },
  success: { drawn: 'tip', title: { id: 'theme.cairn.admonition.success', message: 'Success' } },
};

function isAdmonitionType(value: unknown): value is AdmonitionType {
  return typeof value === 'string' && Object.hasOwn(DEFAULT_TITLES, value);
}

/** The type to draw and its default title; an unknown type is drawn as a note. */
function resolveType(type: string): { kind: AdmonitionType; defaultTitle: string } {
  if (isAdmonitionType(type)) return { kind: type, defaultTitle: translate(DEFAULT_TITLES[type]) };
  const alias = Object.hasOwn(ALIASES, type) ? ALIASES[type] : undefined;
  if (alias) return { kind: alias.drawn, defaultTitle: translate(alias.title) };
  return { kind: 'note', defaultTitle: translate(DEFAULT_TITLES.note) };
}

// 24×24 outline icons drawn for Cairn; `currentColor` lets each type's colour through.
const ICON_PATHS: Record<AdmonitionType, ReactNode> = {
  // A page with a folded corner.
  note: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h7M9 16h5" />
    </>
  ),
  // A light bulb.
  tip: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
    </>
  ),
  // An "i" in a circle.
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  // An exclamation mark in a triangle.
  warning: (
    <>
      <path d="M12 3.5 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </>
  ),
  // An exclamation mark in an octagon, like a stop sign.
  danger: (
    <>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </>
  ),
};

function AdmonitionIcon({ type }: { type: AdmonitionType }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[type]}
    </svg>
  );
}

export interface AdmonitionProps {
  type?: string;
  title?: string | null;
  /** Shown instead of the type's icon: an emoji (`icon="💡"`) or an element. */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * `:::note Title` … `:::` blocks, compiled by the engine to `["Admonition", {type, title?}, …]`.
 * An `aside` with `role="note"`, named by its visible title; when a custom title hides the
 * type, screen readers still hear it through a visually hidden prefix.
 */
export default function Admonition({ type = 'note', title, icon, children }: AdmonitionProps) {
  const { kind, defaultTitle } = resolveType(type);
  const shownTitle = title?.trim() ? title : defaultTitle;
  return (
    <aside
      className={`admonition admonition-${kind} ${styles.admonition} ${styles[kind] ?? ''}`}
      role="note"
      aria-label={
        shownTitle === defaultTitle
          ? defaultTitle
          : translate(
              { id: 'theme.cairn.admonition.ariaLabel', message: '{type}: {title}' },
              { type: defaultTitle, title: shownTitle },
            )
      }
    >
      <p className={`admonition-title ${styles.title}`}>
        {icon == null || icon === false ? (
          <AdmonitionIcon type={kind} />
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span>{shownTitle}</span>
      </p>
      <div className={`admonition-content ${styles.content}`}>{children}</div>
    </aside>
  );
}
