import type { ReactNode } from 'react';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

function isAdmonitionType(value: string): value is AdmonitionType {
  return Object.hasOwn(DEFAULT_TITLES, value);
}

/** `:::note[Title]` … `:::` blocks, compiled by the engine to `["Admonition", {type, title?}, …]`. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: string; children?: ReactNode }) {
  const kind = isAdmonitionType(type) ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`}>
      <p className="admonition-title">{title ?? DEFAULT_TITLES[kind]}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
