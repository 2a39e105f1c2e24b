// @ts-check
// The engine's listing of what the bundle holds (`.cairn/generated/registry.json`, written with
// registry.js by `write_registry` in the engine's emit.rs).
import { readFileSync } from 'node:fs';

/**
 * The listing as the engine writes it: its own keys, and beside them the flags plugins give the
 * bundle (`diagrams` from the Mermaid plugin, `navbarItemTypes` and `announcementBar` from the
 * layout parts'). A flag is missing when no plugin gave it, so the script reads each with a
 * default; the optional keys of the engine's own are optional here too, so that a test's
 * listing can leave them out.
 *
 * @typedef {object} RegistryListingKeys
 * @property {string[]} routeComponents The components of route pages (`@theme/DocPage`,
 *   `@site/src/pages/index.js`…), each its own import specifier.
 * @property {string[]} contentComponents The site's components used in Markdown content.
 * @property {string[]} [clientModules] The client modules of plugins and the site, in order.
 * @property {string[]} [themePaths] The theme folders of plugins (`getThemePath`), in order.
 * @property {[string, string][]} [aliases] Plugins' module names and the paths they stand for.
 * @property {boolean} [diagrams] Whether any page draws a diagram.
 * @property {Record<string, boolean>} [navbarItemTypes] Whether the navbar has an item of each
 *   built-in type (`dropdown`, `docsVersionDropdown`…).
 * @property {boolean} [announcementBar] Whether the site has an announcement bar.
 */

/** @typedef {RegistryListingKeys & Record<string, unknown>} RegistryListing */

/**
 * A component the registry imports, by its id (which is its own import specifier), and whether
 * it is a site component used in content rather than a route component.
 *
 * @typedef {{ id: string, specifier: string, inContent: boolean }} RegistryImport
 */

/**
 * Component ids, from `registry.json`, which the engine writes beside registry.js: the route
 * components and the site components used in content alike, so the engine can modulepreload
 * either kind. An id is its own import specifier.
 *
 * @param {string} registryFile The path of registry.js.
 * @returns {RegistryListing}
 */
export function readRegistryListing(registryFile) {
  return JSON.parse(readFileSync(registryFile.replace(/\.js$/, '.json'), 'utf8'));
}

/**
 * @param {string} registryFile The path of registry.js.
 * @returns {RegistryImport[]}
 */
export function readRegistryImports(registryFile) {
  const listing = readRegistryListing(registryFile);
  return [
    ...listing.routeComponents.map((id) => ({ id, specifier: id, inContent: false })),
    ...listing.contentComponents.map((id) => ({ id, specifier: id, inContent: true })),
  ];
}
