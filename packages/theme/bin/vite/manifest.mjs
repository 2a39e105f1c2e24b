// @ts-check
import path from 'node:path';
import { readRegistryImports } from './registry.mjs';
import { rewritePreloadLists, splitStylesheets } from './stylesheets.mjs';
import { themeDir } from './themeFiles.mjs';

/** @typedef {import('vite').Rolldown.OutputBundle} OutputBundle */
/** @typedef {import('vite').Rolldown.OutputChunk} OutputChunk */

/**
 * What the engine reads of the client build (`cairn-manifest.json`); `modules` is for tests
 * and audits only.
 *
 * @typedef {object} CairnManifest
 * @property {string} entry
 * @property {string[]} entryImports
 * @property {string[]} css
 * @property {Record<string, string[]>} components
 * @property {Record<string, string>} componentModules
 * @property {string[]} shadowed
 * @property {Record<string, string[]>} modules
 */

/**
 * Every chunk `fileName` reaches through static imports, itself included.
 *
 * @param {OutputBundle} bundle
 * @param {string} fileName
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Emits cairn-manifest.json: what the engine links for the entry and for each registry component.
 *
 * `css` (every page) is the site-wide stylesheet; `components[id]` is the component's chunk, the
 * chunks it imports (transitively, minus the entry's), then its own stylesheet, if it has one
 * (splitStylesheets): a page links at most those two, plus the engine's highlighting stylesheet.
 * `componentModules[id]` is the chunk a page's entry imports the component from by URL.
 * `onDemand` holds the modules the browser's bundle imports on demand while the server renders
 * them with the page (see `deferReexports`).
 *
 * @param {string} registryFile The path of registry.js.
 * @param {string} siteDir
 * @param {Set<string>} onDemand
 * @param {Set<string>} shadowed The theme components the site replaces.
 * @returns {import('vite').Plugin}
 */
export function cairnManifest(registryFile, siteDir, onDemand, shadowed) {
  const lazyContentModule = path.join(themeDir, 'src/content/lazyContent.tsx');
  return {
    name: 'cairn:manifest',
    // After Vite's own generateBundle hooks: they add the stylesheets and the preload lists.
    generateBundle: {
      order: 'post',
      async handler(_outputOptions, bundle) {
        /** @type {OutputChunk[]} */
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entryChunk = chunks.find((chunk) => chunk.isEntry);
        if (!entryChunk) this.error('the client build produced no entry chunk');
        const entryClosure = staticClosure(bundle, entryChunk.fileName);
        /** @param {string} moduleId */
        const chunkOf = (moduleId) =>
          chunks.find((candidate) => candidate.facadeModuleId === moduleId) ??
          chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
        /** @param {string} moduleId */
        const fileOf = (moduleId) => chunkOf(moduleId)?.fileName ?? [];

        // The chunks of content components: the theme's, loaded lazily, and the site's.
        const contentFiles = (this.getModuleInfo(lazyContentModule)?.dynamicallyImportedIds ?? []).flatMap(fileOf);
        /** @type {Map<string, string>} */
        const registryChunks = new Map();
        /** @type {Record<string, string>} */
        const componentModules = {};
        for (const { id, specifier, inContent } of readRegistryImports(registryFile)) {
          const resolved = await this.resolve(specifier, registryFile);
          if (!resolved) this.error(`cannot resolve registry component "${id}"`);
          const chunk = chunkOf(resolved.id);
          if (!chunk) this.error(`no chunk contains registry component "${id}" (${resolved.id})`);
          registryChunks.set(id, chunk.fileName);
          // The chunk is the module itself, with its export names, when it is the facade of a
          // dynamic import: a page's entry can then import it by URL instead of through the registry.
          if (chunk.facadeModuleId === resolved.id && chunk.isDynamicEntry) componentModules[id] = chunk.fileName;
          if (inContent) contentFiles.push(chunk.fileName);
        }
        const units = [
          ...new Set([
            ...registryChunks.values(),
            ...chunks.flatMap((chunk) => chunk.dynamicImports.filter((file) => bundle[file]?.type === 'chunk')),
          ]),
        ];
        const onDemandFiles = [...onDemand].flatMap(fileOf);
        const { siteWideFile, unitFile, replacement } = splitStylesheets(this, bundle, {
          entryFile: entryChunk.fileName,
          serverRenderedFiles: [...contentFiles, ...onDemandFiles],
          units,
        });
        rewritePreloadLists(bundle, replacement, entryClosure);
        // The sheets now inside a combined file: no page or chunk names them any more.
        for (const [sheet, replaced] of replacement) if (replaced !== sheet) delete bundle[sheet];

        /** @type {Record<string, string[]>} */
        const components = {};
        for (const [id, unit] of registryChunks) {
          const closure = [...staticClosure(bundle, unit)].filter((file) => !entryClosure.has(file));
          const sheet = unitFile.get(unit);
          components[id] = sheet ? [...closure, sheet] : closure;
        }
        /** @type {CairnManifest} */
        const manifest = {
          entry: entryChunk.fileName,
          entryImports: [...entryClosure].filter((file) => file !== entryChunk.fileName),
          css: siteWideFile ? [siteWideFile] : [],
          components,
          componentModules,
          // The theme components the site replaces (`Link`, `DocItem/Layout`…): the engine
          // renders content the way the theme's own components do only where they are in use.
          shadowed: [...shadowed].sort(),
          // What each chunk holds (source files, relative to the site), for tests and audits of
          // what a page loads; the engine does not read it.
          modules: Object.fromEntries(
            chunks.map((chunk) => [
              chunk.fileName,
              chunk.moduleIds.map((id) => (path.isAbsolute(id) ? path.relative(siteDir, id) : id).replaceAll('\\', '/').replace(/^\0/, '')),
            ]),
          ),
        };
        this.emitFile({ type: 'asset', fileName: 'cairn-manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      },
    },
  };
}
