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

const SLASH = 0x2f;

/**
 * `routePath` as active-path checks compare it: without one trailing slash (`/` stays `/`).
 * Indexes of links (sidebars, docs) store their keys in this form, so a lookup is one `get`.
 */
export function comparableRoutePath(routePath: string): string {
  return routePath.length > 1 && routePath.charCodeAt(routePath.length - 1) === SLASH
    ? routePath.slice(0, -1)
    : routePath;
}

/** The path part of `href`: everything before its first `?` or `#`. */
export function withoutQueryAndHash(href: string): string {
  // Two searches rather than a regular expression split: this runs for every link of every page.
  const query = href.indexOf('?');
  const hash = href.indexOf('#');
  const end = query === -1 ? hash : hash === -1 ? query : Math.min(query, hash);
  return end === -1 ? href : href.slice(0, end);
}

/** `href` as active-path checks compare it: without its query and hash, then as comparableRoutePath. */
export function comparableHref(href: string): string {
  return comparableRoutePath(withoutQueryAndHash(href));
}

/** Whether `href` points at `routePath` (exactly, or as an ancestor when `prefix` is set). */
export function isActivePath(href: string | undefined, routePath: string, prefix = false): boolean {
  if (!href || !routePath) return false;
  const target = comparableHref(href);
  const current = comparableRoutePath(routePath);
  if (target === current) return true;
  // The home page is an ancestor of everything, which would make it always active.
  if (!prefix || target === '' || target === '/') return false;
  return current.startsWith(`${target}/`);
}
