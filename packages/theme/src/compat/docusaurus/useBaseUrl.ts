// `@docusaurus/useBaseUrl` for site code written for Docusaurus.
import { useSiteData } from '../../hooks/useSiteData';
import { addBaseUrl, hasProtocol } from '../../hooks/useBaseUrl';

export interface BaseUrlOptions {
  /** Prefix even a path that already starts with the base URL. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL with the site's origin. */
  absolute?: boolean;
}

function withBaseUrl(baseUrl: string, siteUrl: string, url: string, options: BaseUrlOptions = {}): string {
  // Nothing goes in front of a hash or a full URL, whatever the options say.
  if (url === '' || url.startsWith('#') || hasProtocol(url)) return url;
  const prefixed = options.forcePrependBaseUrl ? `${baseUrl}${url.replace(/^\//, '')}` : addBaseUrl(baseUrl, url);
  return options.absolute ? `${siteUrl.replace(/\/$/, '')}${prefixed}` : prefixed;
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const site = useSiteData();
  return withBaseUrl(site.baseUrl, site.url, url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteData();
  return { withBaseUrl: (url, options) => withBaseUrl(site.baseUrl, site.url, url, options) };
}
