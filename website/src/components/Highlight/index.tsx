import type { ReactNode } from 'react';
import styles from './styles.module.css';

export interface HighlightProps {
  /** Any CSS colour; the theme's primary colour when absent. */
  color?: string;
  /** Draws a thin outline instead of a filled background. */
  outline?: boolean;
  children?: ReactNode;
}

/**
 * A word or phrase set off with a coloured background, for use in MDX:
 * `<Highlight color="#2e8555">new</Highlight>`. Used by the "React in Markdown" doc.
 */
export default function Highlight({ color, outline = false, children }: HighlightProps) {
  const className = outline ? `${styles.highlight} ${styles.outline}` : styles.highlight;
  return (
    <mark className={className} style={color ? { ['--highlight-color' as string]: color } : undefined}>
      {children}
    </mark>
  );
}
