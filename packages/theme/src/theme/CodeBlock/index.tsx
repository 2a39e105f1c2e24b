import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useKeptInnerHtml } from '@cairn/theme/internal';
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

/**
 * Names the buttons' markup, kept by the server: before a visitor clicks them, the buttons of
 * every code block are the same (about half of a code block's server rendering, measured on
 * pages with four short blocks).
 */
const BUTTONS_MARKUP = {};

/** How long the Copy button says "Copied". */
const COPIED_FEEDBACK_MS = 1500;

/** For pages served over plain HTTP, where `navigator.clipboard` does not exist. */
function copyWithSelection(text: string): void {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  try {
    document.execCommand('copy');
  } finally {
    textarea.remove();
  }
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
  else copyWithSelection(text);
}

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      },
      (error: unknown) => console.error('Cairn: could not copy the code.', error),
    );
  };

  return (
    <>
      <button
        type="button"
        className={copied ? `${styles.button} ${styles.copied}` : styles.button}
        aria-label="Copy code to clipboard"
        title="Copy"
        onClick={copy}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.buttonIcon}>
          {copied ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          ) : (
            <>
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </>
          )}
        </svg>
        <span className={styles.buttonText}>{copied ? 'Copied' : 'Copy'}</span>
      </button>
      {/* The button's name stays put; this announces the result to screen readers. */}
      <span role="status" className="cairn-visually-hidden">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}

function WrapButton({ wrapped, onToggle }: { wrapped: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Toggle word wrap"
      aria-pressed={wrapped}
      title={wrapped ? 'Do not wrap lines' : 'Wrap long lines'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.buttonIcon}>
        <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M4 18h5" />
        <path d="M14 16l-2 2 2 2" />
      </svg>
    </button>
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
  const buttons = useKeptInnerHtml(BUTTONS_MARKUP);

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
        <div className={styles.buttons} {...buttons.props}>
          {buttons.kept ? null : (
            <>
              <WrapButton wrapped={wrapped} onToggle={() => setWrapped((value) => !value)} />
              <CopyButton code={code} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
