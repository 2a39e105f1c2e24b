/**
 * Docusaurus's `@theme/SiteMetadata` puts the site's tags (favicon, canonical URL, alternate
 * languages, search metadata) into every page's head from React. Cairn's engine writes those
 * tags into each page's HTML itself, so this renders nothing; it exists so that a site's
 * layout that renders it keeps working.
 */
export default function SiteMetadata() {
  return null;
}
