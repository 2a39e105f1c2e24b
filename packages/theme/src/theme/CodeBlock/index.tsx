import { lazy, Suspense, useState, type ComponentType, type CSSProperties } from 'react';
import { useIsBrowser } from '@cairn/theme/internal';
import type { ButtonsProps } from './Buttons';
import styles from './styles.module.css';

export interface CodeBlockProps {
  language?: string | null;
  title?: string | null;
  /** The raw text, for copying. */
  code?: string;
  /**
   * The code as children, as site components written for Docusaurus pass it
   * (`<CodeBlock language="js">{source}</CodeBlock>`): shown without highlighting.
   */
  children?: string;
  /** One HTML string per line, highlighted (`hl-*` spans) and escaped by the engine. */
  lines?: string[] | null;
  /** 1-based numbers of the lines to highlight. */
  highlight?: number[] | null;
  /** The first line's number; line numbers are shown only when present. */
  lineNumbers?: number | null;
  /**
   * The fence's options as written, when some are not Cairn's (```` ```jsx live ````), as
   * Docusaurus passes them: for a site's own `CodeBlock` to read. This one ignores it.
   */
  metastring?: string | null;
}

/** One download for every block of every page; none when it fails, and the code stays readable. */
const LazyButtons = lazy(
  (): Promise<{ default: ComponentType<ButtonsProps> }> =>
    import('./Buttons').catch((error: unknown) => {
      console.error('Cairn: the buttons of code blocks could not be loaded.', error);
      return { default: () => null };
    }),
);

/**
 * The wrap and copy buttons, once the page's script runs: they do nothing without it. The
 * server leaves them out, as it would write the same markup for every block of the page, and
 * their code comes after the page's own; placed over the block's corner, they move nothing
 * when they appear.
 */
function Buttons(props: ButtonsProps) {
  if (!useIsBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <LazyButtons {...props} />
    </Suspense>
  );
}

/**
 * A fenced code block. Each line is a `.token-line` span of engine-escaped HTML; the lines are
 * separated by real newline text nodes, so selecting and copying keep the line breaks, and
 * line numbers are CSS counters, so they are never copied.
 */
export default function CodeBlock({
  language,
  title,
  code: codeProp,
  children,
  lines,
  highlight,
  lineNumbers,
}: CodeBlockProps) {
  const code = codeProp ?? (typeof children === 'string' ? children.replace(/\n$/, '') : '');
  const [wrapped, setWrapped] = useState(false);
  const highlighted = new Set(highlight ?? []);
  const showLineNumbers = typeof lineNumbers === 'number' && Number.isFinite(lineNumbers);
  const languageClass = language ? `language-${language}` : undefined;

  const lineCount = lines?.length ?? 0;
  const firstLine = showLineNumbers ? Math.trunc(lineNumbers) : 1;
  // The gutter fits the widest number; the counter starts one before the first line because
  // each line increments it before showing it.
  const codeStyle = showLineNumbers
    ? ({
        counterReset: `cairn-line ${firstLine - 1}`,
        '--cairn-line-number-width': `${String(firstLine + Math.max(lineCount - 1, 0)).length}ch`,
      } as CSSProperties)
    : undefined;

  const codeClassName = [languageClass, styles.code, showLineNumbers && styles.withLineNumbers]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={['theme-code-block', styles.codeBlock, languageClass && `${languageClass}-block`]
        .filter(Boolean)
        .join(' ')}
    >
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* tabIndex: a scrollable region must be reachable from the keyboard. */}
        <pre className={wrapped ? `${styles.pre} ${styles.wrapped}` : styles.pre} tabIndex={0}>
          {lines && lines.length > 0 ? (
            <code className={codeClassName} style={codeStyle}>
              {lines.flatMap((line, index) => {
                const span = (
                  <span
                    key={index}
                    className={
                      highlighted.has(index + 1) ? `token-line highlighted-line ${styles.highlighted}` : 'token-line'
                    }
                    dangerouslySetInnerHTML={{ __html: line }}
                  />
                );
                return index === 0 ? [span] : ['\n', span];
              })}
            </code>
          ) : (
            <code className={codeClassName}>{code}</code>
          )}
        </pre>
        <Buttons code={code} wrapped={wrapped} onToggle={() => setWrapped((value) => !value)} />
      </div>
    </div>
  );
}
