// `@docusaurus/isInternalUrl`: whether a link stays on this site, as Docusaurus decides it.

/** Whether `url` starts with a scheme (`https:`, `mailto:`, `data:`…). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** A link without a scheme (a path, `#anchor`, `?query`) is internal; an absent one is not. */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
