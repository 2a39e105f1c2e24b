// @ts-check
import { deferReexports, defaultReexports, parseModule, transformResult } from './deferReexports.mjs';

/**
 * Serves Layout/onDemandParts.ts (the theme's, or an ejected layout's) so that the browser's
 * bundle imports the footer, and the announcement bar when the site has one, on demand (the
 * file says why).
 *
 * @param {Pick<import('./registry.mjs').RegistryListing, 'announcementBar'>} listing
 * @param {Set<string>} onDemand Receives the modules the browser's bundle imports on demand.
 * @returns {import('vite').Plugin}
 */
export function layoutParts(listing, onDemand) {
  const deferred = new Set(['Footer', ...(listing.announcementBar === false ? [] : ['AnnouncementBar'])]);
  return {
    name: 'cairn:layout-parts',
    enforce: 'pre',
    async transform(code, id, options) {
      if (options?.ssr || !/[\\/]Layout[\\/]onDemandParts\.tsx?$/.test(id.split('?')[0] ?? id)) return null;
      const reexports = defaultReexports(parseModule(this, code, id), code);
      const served = await deferReexports(this, code, id, reexports, (name) => deferred.has(name), onDemand);
      return served && transformResult(served, id);
    },
  };
}
