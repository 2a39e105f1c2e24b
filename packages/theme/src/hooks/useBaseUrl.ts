import { useSiteData } from './useSiteData';

/**
 * Prefixes a site-relative path with the site's baseUrl, for hand-written links and assets in
 * a site's React pages (engine-provided paths already include it). Absolute URLs pass through.
 */
export function useBaseUrl(path: string): string {
  const { baseUrl } = useSiteData();
  if (/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(path)) return path;
  if (path.startsWith(baseUrl)) return path;
  return `${baseUrl}${path.replace(/^\//, '')}`;
}
