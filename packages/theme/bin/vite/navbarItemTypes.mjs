// @ts-check
import MagicString from 'magic-string';
import { deferReexports, defaultReexports, onDemandDeclarator, parseModule, transformResult } from './deferReexports.mjs';

/**
 * The item types whose menu is a popup: the server's markup shows their toggle, the menu opens
 * on hover and focus without script (NavbarItem/styles.module.css), and first paint needs none
 * of their code.
 */
const POPUP_ITEM_TYPES = ['dropdown', 'docsVersionDropdown', 'localeDropdown'];

/**
 * Serves NavbarItem/itemTypes.ts (the theme's, or a site's ejected copy) as the site's navbar
 * needs it. In the browser's bundle, two kinds of type are imported with `lazy` rather than
 * with the page, and listed in `onDemand`: the built-in types the navbar has no item of (only a
 * site's own component could still render one), and the popup types, which hydrate once their
 * code arrives, after the page's own. Their code then stays out of every page's first visit.
 * The server's bundle imports every type, so that it renders whatever it is given.
 *
 * @param {Pick<import('./registry.mjs').RegistryListing, 'navbarItemTypes'>} listing
 * @param {Set<string>} onDemand Receives the modules the browser's bundle imports on demand.
 * @returns {import('vite').Plugin}
 */
export function navbarItemTypes(listing, onDemand) {
  const used = listing.navbarItemTypes ?? {};
  const deferred = new Set([...Object.keys(used).filter((type) => used[type] === false), ...POPUP_ITEM_TYPES]);
  return {
    name: 'cairn:navbar-item-types',
    enforce: 'pre',
    async transform(code, id, options) {
      if (!/[\\/]NavbarItem[\\/]itemTypes\.tsx?$/.test(id.split('?')[0] ?? id)) return null;
      const program = parseModule(this, code, id);
      // Without the export that lists them, NavbarItem would not know which types to wait for:
      // every type is then imported with the page, as the file says.
      const onDemandList = onDemandDeclarator(program);
      if (!onDemandList) {
        this.warn(`${id}: no \`export const onDemand\` line; every navbar item type is bundled with the page`);
        return null;
      }
      const reexports = defaultReexports(program, code);
      const types = reexports.map(({ name }) => name).filter((type) => deferred.has(type));
      if (types.length === 0) return null;
      const served = options?.ssr
        ? new MagicString(code)
        : await deferReexports(this, code, id, reexports, (type) => deferred.has(type), onDemand);
      // `types` is not empty, so the browser's version defers at least one re-export.
      if (!served) return null;
      served.overwrite(onDemandList.start, onDemandList.end, `onDemand = new Set(${JSON.stringify(types)})`);
      return transformResult(served, id);
    },
  };
}
