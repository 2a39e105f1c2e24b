import styles from './styles.module.css';

export interface MathProps {
  /** A display (block) formula rather than one inside a sentence. */
  display?: boolean | null;
  /** KaTeX's HTML, rendered by the engine at build time. */
  html: string;
}

/** A formula pre-rendered by the engine: no KaTeX JavaScript reaches the browser. */
export default function MathFormula({ display, html }: MathProps) {
  if (display) {
    return <div className={`math math-display ${styles.display}`} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <span className="math math-inline" dangerouslySetInnerHTML={{ __html: html }} />;
}
