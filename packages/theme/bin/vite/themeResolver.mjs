// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docusaurusModuleFile, missingComponentMessage, unknownDocusaurusModuleMessage } from './docusaurus.mjs';
import { findComponentFile, themeComponentsDir, themeDir } from './themeFiles.mjs';

/** The module that gives the site's MDX components to the theme's content component map. */
export const MDX_COMPONENTS_MODULE = '@generated/mdx-components';

/**
 * The parts of the theme's package.json read here.
 *
 * @typedef {{ name: string, exports: Record<string, string>, sideEffects?: boolean | string[] }} ThemePackage
 */

/** @returns {ThemePackage} */
function readThemePackage() {
  return JSON.parse(readFileSync(path.join(themeDir, 'package.json'), 'utf8'));
}

/**
 * The public entry points of @cairn/theme (`@cairn/theme`, `@cairn/theme/internal`…), by
 * specifier, from the `exports` of the theme's package.json.
 *
 * @returns {Map<string, string>}
 */
function readPublicEntries() {
  const { name, exports } = readThemePackage();
  return new Map(
    Object.entries(exports).map(([subpath, target]) => [name + subpath.slice(1), path.join(themeDir, target)]),
  );
}

/**
 * Whether a file of the theme has side effects when imported, by the `sideEffects` list of its
 * package.json. Rolldown reads that list itself for the imports it resolves; the resolver below
 * answers for those it resolves (`@theme/X`, `@cairn/theme/internal`…), so that a module no code
 * uses (a component a barrel re-exports) stays out of the chunks that import the barrel.
 *
 * @returns {(file: string) => boolean}
 */
function themeSideEffects() {
  const { sideEffects } = readThemePackage();
  const files = new Set((Array.isArray(sideEffects) ? sideEffects : []).map((file) => path.join(themeDir, file)));
  return (file) => sideEffects === undefined || sideEffects === true || files.has(file);
}

/**
 * `@theme/X` is the site's `src/theme/X` when it exists (shadowing), else the first plugin
 * theme folder (`getThemePath`) that has it, else the theme's own. `@theme-original/X` is the
 * one below the importing file's folder (a plugin's X for the site's wrapper of it, Cairn's for
 * the plugin's), and `@theme-init/X` always Cairn's.
 * `@cairn/theme` and its public subpaths are this theme's files, wherever the site is: a copy
 * of a component in the site then shares the theme's modules (one React context of each kind)
 * even when the site's folder cannot reach the package through node_modules.
 *
 * @param {string} siteDir
 * @param {string[]} componentDirs The site's `src/theme`, then the plugins' theme folders.
 * @param {Set<string>} shadowed Receives the name of each component resolved to a file of the
 *   site or of a plugin rather than the theme's.
 * @returns {import('vite').Plugin}
 */
export function themeResolver(siteDir, componentDirs, shadowed) {
  const siteComponentsDir = /** @type {string} */ (componentDirs[0]);
  const publicEntries = readPublicEntries();
  const hasSideEffects = themeSideEffects();
  const themeSources = path.join(themeDir, 'src') + path.sep;
  // A site's own files keep the bundler's default: they may have side effects.
  /** @param {string} file */
  const resolvedTo = (file) =>
    file.startsWith(themeSources) ? { id: file, moduleSideEffects: hasSideEffects(file) } : file;
  const siteMdxComponents = findComponentFile(siteComponentsDir, 'MDXComponents');
  return {
    name: 'cairn:theme-resolver',
    enforce: 'pre',
    resolveId(source, importer) {
      const publicEntry = publicEntries.get(source);
      if (publicEntry) return resolvedTo(publicEntry);
      // The MDX components of every page: the site's own (`src/theme/MDXComponents`, which may
      // spread `@theme-original/MDXComponents`), else none beyond the theme's.
      if (source === MDX_COMPONENTS_MODULE) return `\0${MDX_COMPONENTS_MODULE}`;
      if (source === '@theme/MDXComponents' || source === '@theme-original/MDXComponents') {
        if (source === '@theme/MDXComponents' && siteMdxComponents) {
          shadowed.add('MDXComponents');
          return siteMdxComponents;
        }
        return resolvedTo(path.join(themeDir, 'src/content/mdxComponents.tsx'));
      }
      // `@docusaurus/Link`… → Cairn's equivalent; any other `@docusaurus/` module is an error.
      if (source.startsWith('@docusaurus/')) {
        const file = docusaurusModuleFile(source);
        if (file) return { id: file, moduleSideEffects: false };
        this.error(unknownDocusaurusModuleMessage(source, importer, siteDir));
      }
      if (source.startsWith('@cairn/theme/')) {
        const known = [...publicEntries.keys()].map((entry) => `"${entry}"`).join(', ');
        this.error(`cannot resolve "${source}": it is not a public entry point of @cairn/theme (${known})`);
      }
      // `@theme-init/X` is the first theme's component, which Cairn's theme is.
      const match = /^@theme(-original|-init)?\/(.+)$/.exec(source);
      if (!match) return null;
      const [, original, name = ''] = match;
      // The folders to look in: the site's and the plugins', or below the importer's for an original.
      let dirs = componentDirs;
      if (original === '-init') dirs = [];
      else if (original) {
        const importerDir = componentDirs.findIndex((dir) => importer?.startsWith(dir + path.sep));
        dirs = componentDirs.slice(importerDir + 1).filter((dir) => dir !== siteComponentsDir);
      }
      const own = dirs.map((dir) => findComponentFile(dir, name)).find(Boolean) ?? null;
      if (own) shadowed.add(name);
      const resolved = own ?? findComponentFile(themeComponentsDir, name);
      if (!resolved) this.error(missingComponentMessage(source, name, importer, siteDir, siteComponentsDir));
      return resolvedTo(resolved);
    },
    load(id) {
      if (id !== `\0${MDX_COMPONENTS_MODULE}`) return null;
      if (!siteMdxComponents) return 'export default {};';
      shadowed.add('MDXComponents');
      return `export { default } from ${JSON.stringify(siteMdxComponents)};`;
    },
  };
}
