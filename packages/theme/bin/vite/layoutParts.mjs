// @ts-check
import { deferReexports, defaultReexports, parseModule, transformResult } from './deferReexports.mjs';

/**
 * The modules of parts a layout renders but whose code the browser loads on demand, the theme's
 * or an ejected copy: the page layout's (Layout/onDemandParts.ts) and a doc's
 * (DocItem/Layout/onDemandParts.ts).
 */
const PARTS_MODULE = /[\\/]Layout[\\/]onDemandParts\.tsx?$/;

/**
 * Serves the `onDemandParts.ts` modules (each file says why its parts can wait) so that the
 * browser's bundle imports their parts on demand: the footer, the announcement bar when the
 * site has one, and a doc's footer.
 *
 * @param {Pick<import('./registry.mjs').RegistryListing, 'announcementBar'>} listing
 * @param {Set<string>} onDemand Receives the modules the browser's bundle imports on demand.
 * @returns {import('vite').Plugin}
 */
export function layoutParts(listing, onDemand) {
  // Without a bar, the layout imports it with the page: its component then renders nothing.
  /** @param {string} name */
  const defer = (name) => name !== 'AnnouncementBar' || listing.announcementBar !== false;
  return {
    name: 'cairn:layout-parts',
    enforce: 'pre',
    async transform(code, id, options) {
      if (options?.ssr || !PARTS_MODULE.test(id.split('?')[0] ?? id)) return null;
      const reexports = defaultReexports(parseModule(this, code, id), code);
      const served = await deferReexports(this, code, id, reexports, defer, onDemand);
      return served && transformResult(served, id);
    },
  };
}
