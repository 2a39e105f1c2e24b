import { useEffect, useState } from 'react';
import { translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** How far down the page (in pixels) the button appears. */
const THRESHOLD = 300;

/**
 * A round button in the page's corner that scrolls back to the top, shown once the visitor has
 * scrolled down (Docusaurus's `@theme/BackToTopButton`). It is always in the markup, hidden at
 * first, so the server's page and the first render agree.
 */
export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const scrollToTop = () => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const label = translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' });
  return (
    <button
      type="button"
      className={['clean-btn theme-back-to-top-button', styles.button, shown && styles.shown].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      // Hidden, it is out of the way of keyboards and screen readers too.
      aria-hidden={shown ? undefined : true}
      tabIndex={shown ? undefined : -1}
      onClick={scrollToTop}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m6 15 6-6 6 6"
        />
      </svg>
    </button>
  );
}
