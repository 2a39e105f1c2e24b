import { useEffect, useRef, useState } from 'react';
import { translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

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

  const copyLabel = translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
  const copiedLabel = translate({ id: 'theme.CodeBlock.copied', message: 'Copied' });
  return (
    <>
      <button
        type="button"
        className={copied ? `${styles.button} ${styles.copied}` : styles.button}
        aria-label={translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' })}
        title={copyLabel}
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
        <span className={styles.buttonText}>{copied ? copiedLabel : copyLabel}</span>
      </button>
      {/* The button's name stays put; this announces the result to screen readers. */}
      <span role="status" className="cairn-visually-hidden">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}

function WrapButton({ wrapped, onToggle }: { wrapped: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' })}
      aria-pressed={wrapped}
      title={
        wrapped
          ? translate({ id: 'theme.cairn.CodeBlock.unwrapLines', message: 'Do not wrap lines' })
          : translate({ id: 'theme.cairn.CodeBlock.wrapLines', message: 'Wrap long lines' })
      }
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.buttonIcon}>
        <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M4 18h5" />
        <path d="M14 16l-2 2 2 2" />
      </svg>
    </button>
  );
}

export interface ButtonsProps {
  /** The raw text, for copying. */
  code: string;
  wrapped: boolean;
  onToggle: () => void;
}

/** A code block's buttons: wrapping long lines, copying the code. Loaded after the page's own code. */
export default function Buttons({ code, wrapped, onToggle }: ButtonsProps) {
  return (
    <div className={styles.buttons}>
      <WrapButton wrapped={wrapped} onToggle={onToggle} />
      <CopyButton code={code} />
    </div>
  );
}
