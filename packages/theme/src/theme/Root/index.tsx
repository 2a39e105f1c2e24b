import type { ReactNode } from 'react';

/**
 * Wraps the whole app, above every route, and stays mounted across navigations: a site's
 * `src/theme/Root` (Docusaurus's name) replaces it to add providers or state that outlive a
 * page. The theme's renders its children.
 */
export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
