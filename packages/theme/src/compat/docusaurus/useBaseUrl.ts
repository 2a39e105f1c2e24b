// `@docusaurus/useBaseUrl` for site code written for Docusaurus.
import { useSiteData } from '../../hooks/useSiteData';
import { useBaseUrl as cairnUseBaseUrl } from '../../hooks/useBaseUrl';

export interface BaseUrlOptions {
  /** Prefix even a path that already starts with the base URL. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL with the site's origin. */
  absolute?: boolean;
}

function withBaseUrl(baseUrl: string, siteUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  const prefixed =
    options.forcePrependBaseUrl || !url.startsWith(baseUrl) ? `${baseUrl}${url.replace(/^\//, '')}` : url;
  return options.absolute ? `${siteUrl.replace(/\/$/, '')}${prefixed}` : prefixed;
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const site = useSiteData();
  const plain = cairnUseBaseUrl(url);
  return options.forcePrependBaseUrl || options.absolute ? withBaseUrl(site.baseUrl, site.url, url, options) : plain;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteData();
  return { withBaseUrl: (url, options) => withBaseUrl(site.baseUrl, site.url, url, options) };
}
