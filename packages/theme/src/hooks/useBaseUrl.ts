import { useSiteData } from './useSiteData';

/** `https:`, `mailto:`, `//host`: a URL that is not a path of the site. */
export function hasProtocol(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/**
 * `url` under the site's `baseUrl`, as Docusaurus's `addBaseUrl` puts it: a path that already
 * starts with `baseUrl` (every path in Cairn's data does), an empty string, a `#hash` and a URL
 * with a protocol come back as they are; the base URL written without its trailing slash (`/sub`
 * for `/sub/`) becomes the base URL; anything else gets `baseUrl` in front, once (`/docs/` →
 * `/sub/docs/`, `/subway/` → `/sub/subway/`).
 *
 * With `baseUrl = "/"`, a site path returns at the first test: links call this each time they
 * render, hundreds of times a page.
 */
export function addBaseUrl(baseUrl: string, url: string): string {
  if (url.startsWith(baseUrl) || url === '' || url.startsWith('#') || hasProtocol(url)) return url;
  if (url === baseUrl.slice(0, -1)) return baseUrl;
  return baseUrl + (url.startsWith('/') ? url.slice(1) : url);
}

/**
 * Prefixes a site-relative path with the site's baseUrl, for hand-written links and assets in
 * a site's React pages (engine-provided paths already include it). Absolute URLs pass through.
 */
export function useBaseUrl(path: string): string {
  return addBaseUrl(useSiteData().baseUrl, path);
}
