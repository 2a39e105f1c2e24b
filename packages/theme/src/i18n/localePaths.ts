/**
 * `path`, a path of the current locale's pages (under its `baseUrl`), in the locale whose pages
 * start at `localeBaseUrl`: `/fr/docs/intro/` from `/fr/` to `/` is `/docs/intro/`.
 */
export function pathInLocale(path: string, baseUrl: string, localeBaseUrl: string): string {
  let rest = path;
  if (path.startsWith(baseUrl)) rest = path.slice(baseUrl.length);
  // The locale's home page may be written without its trailing slash (`/fr`).
  else if (path === baseUrl.slice(0, -1)) rest = '';
  else if (path.startsWith('/')) rest = path.slice(1);
  return localeBaseUrl + rest;
}
