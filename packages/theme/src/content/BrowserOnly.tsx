import type { ReactNode } from 'react';
import { useIsBrowser } from '../hooks/useIsBrowser';

export interface BrowserOnlyProps {
  /** What to render in the browser: nodes, or a function called only there. */
  children?: ReactNode | (() => ReactNode);
  /** Rendered on the server and during hydration. */
  fallback?: ReactNode;
}

/**
 * Renders its children only in the browser, after hydration: for widgets that need `window`.
 * The server-rendered HTML holds the fallback, so hydration stays clean.
 */
export function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback}</>;
  return <>{typeof children === 'function' ? children() : children}</>;
}
