// `@docusaurus/router` for site code written for Docusaurus, whose router is React Router 5:
// `useLocation`, `useHistory`, `Redirect` and `matchPath` over Cairn's own router.
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from '../../hooks/useLocation';
import type { Location } from '../../client/router';

export { useLocation };

/** The part of React Router 5's `history` object that site code uses. */
export interface History {
  location: Location;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

export function useHistory(): History {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      location,
      push: (path, state) => navigate(path, { state }),
      replace: (path, state) => navigate(path, { replace: true, state }),
      go: (delta) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }),
    [location, navigate],
  );
}

/**
 * Goes to `to` once rendered in the browser, replacing the current entry unless `push`. The
 * server renders nothing: a redirect page's HTML is the engine's (`[[redirects]]`).
 */
export function Redirect({ to, push = false }: { to: string | { pathname: string; search?: string; hash?: string }; push?: boolean }): null {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  useEffect(() => navigate(target, { replace: !push }), [navigate, target, push]);
  return null;
}

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** A React Router 5 pattern (`/docs/:id`, `/blog/*`, `/a/:b?`) as a regular expression. */
function patternRegExp(pattern: string, { exact = false, strict = false, sensitive = false }: MatchOptions) {
  const names: string[] = [];
  let source = '';
  for (const part of pattern.split(/(\/:[A-Za-z_$][\w$]*\??|\*)/)) {
    const parameter = /^\/:([A-Za-z_$][\w$]*)(\?)?$/.exec(part);
    if (parameter) {
      names.push(parameter[1]!);
      source += parameter[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else if (part === '*') {
      names.push(String(names.filter((name) => /^\d+$/.test(name)).length));
      source += '(.*)';
    } else {
      source += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  if (!strict) source = source.replace(/\/$/, '') + '/?';
  source += exact ? '$' : '(?=/|$)';
  return { regExp: new RegExp(`^${source}`, sensitive ? '' : 'i'), names };
}

/** React Router 5's `matchPath`: the match of `pathname` against a route pattern, or null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const settings: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const patterns = settings.path === undefined ? [] : ([] as string[]).concat(settings.path);
  for (const path of patterns) {
    if (!path && path !== '') continue;
    const { regExp, names } = patternRegExp(path, settings);
    const found = regExp.exec(pathname);
    if (!found) continue;
    const url = path === '/' && found[0] === '' ? '/' : found[0];
    const isExact = pathname === url;
    if (settings.exact && !isExact) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = value;
    });
    return { path, url, isExact, params };
  }
  return null;
}
