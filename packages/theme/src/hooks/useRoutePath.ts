import { useContext } from 'react';
import { RoutePathContext } from '../client/contexts';

/**
 * The canonical path of the current route. Use it rather than `location.pathname` for
 * "is this link active" checks: the browser may show `/docs/intro` or `/docs/intro/index.html`
 * for the page the server rendered as `/docs/intro/`, and markup must match for hydration.
 */
export function useRoutePath(): string {
  return useContext(RoutePathContext) ?? '';
}

/** Whether `href` points at `routePath` (exactly, or as an ancestor when `prefix` is set). */
export function isActivePath(href: string | undefined, routePath: string, prefix = false): boolean {
  if (!href || !routePath) return false;
  const withoutSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  const target = withoutSlash(href.split(/[?#]/)[0] ?? '');
  const current = withoutSlash(routePath);
  if (target === current) return true;
  // The home page is an ancestor of everything, which would make it always active.
  if (!prefix || target === '' || target === '/') return false;
  return current.startsWith(`${target}/`);
}
