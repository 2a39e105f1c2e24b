#!/usr/bin/env node
// Builds a Cairn site's React code: the client bundle (.cairn/client) and the SSR bundle
// (.cairn/ssr/server.mjs), plus .cairn/client/cairn-manifest.json for the engine.
// Usage: node bundle.mjs --site <abs site dir> --base <baseUrl>
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importerName, uninstalledPackages } from './importErrors.mjs';
import { jsxInJsFiles } from './jsxInJs.mjs';
import { siteTsconfig } from './siteTsconfig.mjs';

process.env.NODE_ENV = 'production';

const themeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const themeComponentsDir = path.join(themeDir, 'src/theme');
// Docusaurus's client modules that Cairn has an equivalent of, for site code written for it,
// listed with the rest of what Cairn gives such code in coverage.json.
const docusaurusCompatDir = path.join(themeDir, 'src/compat/docusaurus');
const docusaurusCoverage = JSON.parse(readFileSync(path.join(docusaurusCompatDir, 'coverage.json'), 'utf8'));
const clientEntry = path.join(themeDir, 'src/client/entry.tsx');
const serverEntry = path.join(themeDir, 'src/client/server.tsx');
const COMPONENT_FILES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

function fail(message) {
  process.stderr.write(`cairn bundle: ${message}\n`);
  process.exit(1);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({ options: { site: { type: 'string' }, base: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${error.message}\nUsage: node bundle.mjs --site <abs site dir> --base <baseUrl>`);
  }
  if (!values.site || !path.isAbsolute(values.site)) fail('--site must be an absolute path to the site directory.');
  if (!existsSync(values.site)) fail(`the site directory ${values.site} does not exist.`);
  const base = values.base ?? '/';
  if (!base.startsWith('/') || !base.endsWith('/')) fail(`--base must start and end with "/" (got "${base}").`);
  const registryFile = path.join(values.site, '.cairn/generated/registry.js');
  if (!existsSync(registryFile)) fail(`${registryFile} is missing; the engine writes it before bundling.`);
  return { siteDir: values.site, base, registryFile };
}

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** `X` inside a components dir → the file it names: `X/index.tsx`…, or `X` / `X.tsx`… itself. */
function findComponentFile(dir, name) {
  const target = path.join(dir, name);
  for (const file of COMPONENT_FILES) if (isFile(path.join(target, file))) return path.join(target, file);
  if (isFile(target)) return target;
  for (const extension of SOURCE_EXTENSIONS) if (isFile(target + extension)) return target + extension;
  return null;
}

/**
 * The public entry points of @cairn/theme (`@cairn/theme`, `@cairn/theme/internal`…), by
 * specifier, from the `exports` of the theme's package.json.
 */
function readPublicEntries() {
  const { name, exports } = JSON.parse(readFileSync(path.join(themeDir, 'package.json'), 'utf8'));
  return new Map(
    Object.entries(exports).map(([subpath, target]) => [name + subpath.slice(1), path.join(themeDir, target)]),
  );
}

/**
 * Whether a file of the theme has side effects when imported, by the `sideEffects` list of its
 * package.json. Rolldown reads that list itself for the imports it resolves; the resolver below
 * answers for those it resolves (`@theme/X`, `@cairn/theme/internal`…), so that a module no code
 * uses (a component a barrel re-exports) stays out of the chunks that import the barrel.
 */
function themeSideEffects() {
  const { sideEffects } = JSON.parse(readFileSync(path.join(themeDir, 'package.json'), 'utf8'));
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
 */
function themeResolver(siteDir, componentDirs, shadowed) {
  const siteComponentsDir = componentDirs[0];
  const publicEntries = readPublicEntries();
  const hasSideEffects = themeSideEffects();
  const themeSources = path.join(themeDir, 'src') + path.sep;
  // A site's own files keep the bundler's default: they may have side effects.
  const resolvedTo = (file) =>
    file.startsWith(themeSources) ? { id: file, moduleSideEffects: hasSideEffects(file) } : file;
  const siteMdxComponents = findComponentFile(siteComponentsDir, 'MDXComponents');
  return {
    name: 'cairn:theme-resolver',
    enforce: 'pre',
    resolveId(source, importer) {
      if (publicEntries.has(source)) return resolvedTo(publicEntries.get(source));
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
      if (source.startsWith('@docusaurus/')) return resolveDocusaurusModule.call(this, source, importer, siteDir);
      if (source.startsWith('@cairn/theme/')) {
        const known = [...publicEntries.keys()].map((entry) => `"${entry}"`).join(', ');
        this.error(`cannot resolve "${source}": it is not a public entry point of @cairn/theme (${known})`);
      }
      // `@theme-init/X` is the first theme's component, which Cairn's theme is.
      const match = /^@theme(-original|-init)?\/(.+)$/.exec(source);
      if (!match) return null;
      const [, original, name] = match;
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

/** The module that gives the site's MDX components to the theme's content component map. */
const MDX_COMPONENTS_MODULE = '@generated/mdx-components';

/** What the docs say of Docusaurus's modules and components, for messages. */
const COMPATIBILITY_PAGE = 'the Docusaurus compatibility table of the migration guide';

/**
 * `@docusaurus/Link`, `@docusaurus/theme-common`… → Cairn's equivalent (coverage.json names its
 * file); any other `@docusaurus/` module is an error that names the importing file and says
 * what Cairn has.
 */
function resolveDocusaurusModule(source, importer, siteDir) {
  const module = docusaurusCoverage.modules[source];
  if (module?.file) return { id: path.join(docusaurusCompatDir, module.file), moduleSideEffects: false };
  const from = importer ? ` (imported by ${importerName(importer, siteDir, source)})` : '';
  const why = module?.note ? ` ${module.note}` : '';
  const known = Object.entries(docusaurusCoverage.modules)
    .filter(([, entry]) => entry.file)
    .map(([name]) => name)
    .join(', ');
  this.error(
    `"${source}"${from} has no Cairn equivalent.${why} Cairn provides ${known} (see ${COMPATIBILITY_PAGE}); ` +
      'replace other Docusaurus modules with Cairn\'s hooks from "@cairn/theme" or your own code.',
  );
}

/** Why `@theme/X` cannot be resolved: the importing file, and what Cairn has instead. */
function missingComponentMessage(source, name, importer, siteDir, siteComponentsDir) {
  const from = importer ? ` (imported by ${importerName(importer, siteDir, source)})` : '';
  const docusaurus = docusaurusCoverage.components[name];
  if (docusaurus) {
    const instead = docusaurus.note ? ` ${docusaurus.note}` : '';
    return `"${source}"${from} is a component of Docusaurus's theme that Cairn does not have.${instead} (See ${COMPATIBILITY_PAGE}.)`;
  }
  return `cannot resolve "${source}"${from}: no ${name} in ${siteComponentsDir} or ${themeComponentsDir}`;
}

/**
 * Component ids, from `registry.json`, which the engine writes beside registry.js: the route
 * components and the site components used in content alike, so the engine can modulepreload
 * either kind. An id is its own import specifier.
 */
function readRegistryListing(registryFile) {
  return JSON.parse(readFileSync(registryFile.replace(/\.js$/, '.json'), 'utf8'));
}

function readRegistryImports(registryFile) {
  const listing = readRegistryListing(registryFile);
  return [
    ...listing.routeComponents.map((id) => ({ id, specifier: id, inContent: false })),
    ...listing.contentComponents.map((id) => ({ id, specifier: id, inContent: true })),
  ];
}

/**
 * `@generated/client-modules`: the client modules of the engine's listing, imported in order,
 * as the array `clientModules`. The entry imports this module rather than the registry, which
 * lists them too, so that the registry can be a chunk of its own that a first visit never loads.
 * Specifiers resolve as they do from registry.js.
 */
function clientModulesModule(registryFile) {
  const moduleId = '\0cairn:client-modules';
  return {
    name: 'cairn:client-modules',
    resolveId: (source) => (source === '@generated/client-modules' ? moduleId : null),
    async load(id) {
      if (id !== moduleId) return null;
      const specifiers = readRegistryListing(registryFile).clientModules ?? [];
      const lines = [];
      for (const [index, specifier] of specifiers.entries()) {
        const resolved = await this.resolve(specifier, registryFile);
        if (!resolved) this.error(`cannot resolve the client module "${specifier}"`);
        lines.push(`import * as clientModule${index} from ${JSON.stringify(resolved.id)};`);
      }
      const names = specifiers.map((_, index) => `clientModule${index}`).join(', ');
      return `${lines.join('\n')}\nexport const clientModules = [${names}];\n`;
    },
  };
}

/** Every chunk `fileName` reaches through static imports, itself included. */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The stylesheets of a chunk and of the chunks it reaches through static imports, in the order
 * Vite gives them (its preload helper and its HTML both do): the sheets of a chunk's imports
 * before its own, so a component's rules come after those of the components it renders.
 */
function stylesheetsInCascadeOrder(bundle, fileName, visited = new Set(), sheets = new Set()) {
  if (visited.has(fileName)) return sheets;
  visited.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return sheets;
  for (const imported of chunk.imports) stylesheetsInCascadeOrder(bundle, imported, visited, sheets);
  for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  return sheets;
}

/**
 * Stylesheets joined in the given order into one file named by its content
 * (`assets/css/<name>-<hash>.css`), emitted into the bundle; returns its file name.
 */
function emitCombinedStylesheet(context, bundle, name, sheets) {
  const text = sheets
    .map((sheet) => {
      const source = bundle[sheet].source;
      const css = typeof source === 'string' ? source : Buffer.from(source).toString('utf8');
      // `@charset` is only valid at the start of a file; pages and their CSS are UTF-8 anyway.
      return css.replace(/^@charset "[^"]*";/i, '').trimEnd();
    })
    .join('\n');
  const fileName = `assets/css/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
  context.emitFile({ type: 'asset', fileName, source: `${text}\n` });
  return fileName;
}

/**
 * Splits the client build's CSS into the files pages link: one site-wide file, and one file per
 * component a page or client navigation loads.
 *
 * A "unit" is a chunk that is loaded on its own: a registry component's chunk (a page type, or a
 * site component used in content) or any other chunk some code imports dynamically (the search
 * modal, a content component of `lazyContent.tsx`…). The site-wide file holds the entry's sheets,
 * those of the content components, the theme's (loaded lazily) and the site's alike, and those
 * of the layout's parts served on demand (navbar dropdowns, the footer…): their server-rendered
 * HTML needs its styles before their code arrives, and a page links no file per component its
 * Markdown uses. It also holds every sheet that the static closures of two or more units
 * import (the layout, tags, the content tree…). Every other sheet then belongs to exactly one
 * unit, and a unit's sheets are joined into one file. No rule is in two files: a page that
 * later loads another unit's file never repeats rules after ones that were meant to override
 * them, and never downloads them twice.
 *
 * Returns the site-wide file, each unit's file (or none), and, for every original sheet, what
 * replaces it: the unit's file, or `null` when it is in the site-wide file.
 */
function splitStylesheets(context, bundle, { entryFile, serverRenderedFiles, units }) {
  const siteWide = new Set(stylesheetsInCascadeOrder(bundle, entryFile));
  for (const file of serverRenderedFiles) stylesheetsInCascadeOrder(bundle, file, new Set(), siteWide);

  const sheetsOfUnit = new Map(
    units.map((unit) => [unit, [...stylesheetsInCascadeOrder(bundle, unit)].filter((sheet) => !siteWide.has(sheet))]),
  );
  const importers = new Map();
  for (const sheets of sheetsOfUnit.values())
    for (const sheet of sheets) importers.set(sheet, (importers.get(sheet) ?? 0) + 1);
  // Shared sheets in their first unit's cascade order, after the entry's and content components':
  // where they stood relative to those before (after them, like every page's own sheets).
  for (const [sheet, count] of importers) if (count > 1) siteWide.add(sheet);

  const replacement = new Map([...siteWide].map((sheet) => [sheet, null]));
  const unitFile = new Map();
  for (const [unit, sheets] of sheetsOfUnit) {
    const own = sheets.filter((sheet) => !siteWide.has(sheet));
    if (own.length === 0) continue;
    const file = own.length === 1 ? own[0] : emitCombinedStylesheet(context, bundle, bundle[unit].name, own);
    unitFile.set(unit, file);
    for (const sheet of own) replacement.set(sheet, file);
  }
  const siteWideFile = siteWide.size > 0 ? emitCombinedStylesheet(context, bundle, 'style', [...siteWide]) : null;
  return { siteWideFile, unitFile, replacement };
}

/**
 * Points the preload lists Vite wrote into the chunks (`__vite__mapDeps`) at the combined files.
 *
 * Vite's preload helper, which loads a dynamically imported chunk's dependencies first, fetches
 * each stylesheet of the chunk's closure unless the page already links that very URL, and waits
 * for it. Left alone it would fetch the parts of the combined files again: the sheets of the
 * first page's route while it hydrates, the entry's sheet when the search modal opens. So a sheet
 * of the site-wide file leaves the lists (every page links that file), and a unit's sheet becomes
 * the unit's file, which the helper then skips on a page that links it and loads, before the new
 * page renders, on client navigation to another page type. (`build.modulePreload.
 * resolveDependencies` cannot do this: Vite hands it the JavaScript files only and appends the
 * stylesheets after it.) The replaced names derive from the same content-hashed files as the
 * originals, so a chunk whose list changes already has a new file name.
 */
function rewritePreloadLists(bundle, replacement) {
  const listPattern = /(m\.f\|\|\(m\.f=)(\[[^\]]*\])/;
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps')) continue;
    const listMatch = listPattern.exec(chunk.code);
    // Another shape of Vite's helper: left as it is, pages would fetch every stylesheet twice.
    if (!listMatch) throw new Error(`${chunk.fileName}: Vite's preload list (__vite__mapDeps) has an unknown shape`);
    const files = JSON.parse(listMatch[2]);
    const newFiles = [];
    const indexOf = (file) => {
      const index = newFiles.indexOf(file);
      return index === -1 ? newFiles.push(file) - 1 : index;
    };
    const body = chunk.code.slice(listMatch.index + listMatch[0].length);
    const rewrittenBody = body.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, indices) => {
      const deps = new Set();
      for (const index of indices.split(',').filter(Boolean)) {
        const file = files[Number(index)];
        const replaced = replacement.has(file) ? replacement.get(file) : file;
        if (replaced !== null) deps.add(replaced);
      }
      return `__vite__mapDeps([${[...deps].map(indexOf).join(',')}])`;
    });
    chunk.code =
      chunk.code.slice(0, listMatch.index) + listMatch[1] + JSON.stringify(newFiles) + rewrittenBody;
  }
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
 */
function cairnManifest(registryFile, siteDir, onDemand, shadowed) {
  const lazyContentModule = path.join(themeDir, 'src/content/lazyContent.tsx');
  return {
    name: 'cairn:manifest',
    // After Vite's own generateBundle hooks: they add the stylesheets and the preload lists.
    generateBundle: {
      order: 'post',
      async handler(_outputOptions, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entryChunk = chunks.find((chunk) => chunk.isEntry);
        if (!entryChunk) this.error('the client build produced no entry chunk');
        const entryClosure = staticClosure(bundle, entryChunk.fileName);
        const chunkOf = (moduleId) =>
          chunks.find((candidate) => candidate.facadeModuleId === moduleId) ??
          chunks.find((candidate) => candidate.moduleIds.includes(moduleId));

        // The chunks of content components: the theme's, loaded lazily, and the site's.
        const contentFiles = (this.getModuleInfo(lazyContentModule)?.dynamicallyImportedIds ?? [])
          .map((id) => chunkOf(id)?.fileName)
          .filter(Boolean);
        const registryChunks = new Map();
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
        const onDemandFiles = [...onDemand].map((id) => chunkOf(id)?.fileName).filter(Boolean);
        const { siteWideFile, unitFile, replacement } = splitStylesheets(this, bundle, {
          entryFile: entryChunk.fileName,
          serverRenderedFiles: [...contentFiles, ...onDemandFiles],
          units,
        });
        rewritePreloadLists(bundle, replacement);
        // The sheets now inside a combined file: no page or chunk names them any more.
        for (const [sheet, replaced] of replacement) if (replaced !== sheet) delete bundle[sheet];

        const components = {};
        for (const [id, unit] of registryChunks) {
          const closure = [...staticClosure(bundle, unit)].filter((file) => !entryClosure.has(file));
          components[id] = unitFile.has(unit) ? [...closure, unitFile.get(unit)] : closure;
        }
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

/**
 * `export { default as <name> } from '<module>';`: the shape of a line the bundler can serve on
 * demand (NavbarItem/itemTypes.ts, Layout/onDemandParts.ts).
 */
const DEFAULT_REEXPORT = /^export \{ default as (\w+) \} from ('[^']+'|"[^"]+");$/gm;
const ON_DEMAND_EXPORT = /^export const onDemand\b.*$/m;

/**
 * `code` (a module of re-export lines, `id`) for the browser's bundle, with the lines whose name
 * `defer` picks turned into `lazy` imports, or `null` when it picks none. The modules those
 * lines name are added to `onDemand`: the server renders them with the page, so cairnManifest
 * puts their stylesheets in the site-wide file.
 */
async function deferReexports(context, code, id, defer, onDemand) {
  const lines = [...code.matchAll(DEFAULT_REEXPORT)].filter(([, name]) => defer(name));
  if (lines.length === 0) return null;
  for (const [, , quoted] of lines) {
    const resolved = await context.resolve(quoted.slice(1, -1), id);
    if (resolved) onDemand.add(resolved.id);
  }
  const deferred = new Set(lines.map(([, name]) => name));
  // A failed download is a `ChunkLoadError`, which error boundaries tell from a component's own
  // errors (NavbarItemErrorBoundary: no "check the config" notice for a network failure).
  const rewritten = code.replace(DEFAULT_REEXPORT, (line, name, quoted) =>
    deferred.has(name) ? `export const ${name} = lazy(() => import(${quoted}).catch(chunkLoadError));` : line,
  );
  const helper =
    'function chunkLoadError(cause) {\n' +
    "  throw Object.assign(new Error('the code of a part of the page could not be loaded', { cause }), { name: 'ChunkLoadError' });\n" +
    '}\n';
  return `import { lazy } from 'react';\n${helper}${rewritten}`;
}

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
 */
function navbarItemTypes(listing, onDemand) {
  const used = listing.navbarItemTypes ?? {};
  const deferred = new Set([...Object.keys(used).filter((type) => used[type] === false), ...POPUP_ITEM_TYPES]);
  return {
    name: 'cairn:navbar-item-types',
    enforce: 'pre',
    async transform(code, id, options) {
      if (!/[\\/]NavbarItem[\\/]itemTypes\.tsx?$/.test(id.split('?')[0])) return null;
      // Without the line that lists them, NavbarItem would not know which types to wait for:
      // every type is then imported with the page, as the file says.
      if (!ON_DEMAND_EXPORT.test(code)) {
        this.warn(`${id}: no \`export const onDemand\` line; every navbar item type is bundled with the page`);
        return null;
      }
      const types = [...code.matchAll(DEFAULT_REEXPORT)].map(([, type]) => type).filter((type) => deferred.has(type));
      if (types.length === 0) return null;
      const served = options?.ssr ? code : await deferReexports(this, code, id, (type) => deferred.has(type), onDemand);
      const rewritten = served.replace(ON_DEMAND_EXPORT, `export const onDemand = new Set(${JSON.stringify(types)});`);
      return { code: rewritten, map: null };
    },
  };
}

/**
 * Serves Layout/onDemandParts.ts (the theme's, or an ejected layout's) so that the browser's
 * bundle imports the footer, and the announcement bar when the site has one, on demand (the
 * file says why).
 */
function layoutParts(listing, onDemand) {
  const deferred = new Set(['Footer', ...(listing.announcementBar === false ? [] : ['AnnouncementBar'])]);
  return {
    name: 'cairn:layout-parts',
    enforce: 'pre',
    async transform(code, id, options) {
      if (options?.ssr || !/[\\/]Layout[\\/]onDemandParts\.tsx?$/.test(id.split('?')[0])) return null;
      const served = await deferReexports(this, code, id, (name) => deferred.has(name), onDemand);
      return served && { code: served, map: null };
    },
  };
}

/**
 * What an article page renders besides its own component: the article layout (table of
 * contents, banners), the content renderer and its code blocks, the tags, date and edit link
 * under it, and the hook that loads the page's stylesheets. Docs, blog posts and Markdown
 * pages share these modules in different combinations, which left each page a handful of
 * small chunks; with what they import, they are one chunk instead (on this website's docs
 * pages, 1.1 KB less gzipped JavaScript).
 */
const ARTICLE_MODULES =
  /[\\/]src[\\/](theme[\\/](ArticleLayout|TOC|UnlistedBanner|DraftBanner|TagsListInline|LastUpdated|EditThisPage)[\\/]index\.tsx|content[\\/]ContentTree\.tsx|hooks[\\/]usePageStylesheets\.ts)$/;

/** The class a CSS module's `.name` becomes under PostCSS; the client and SSR builds agree on it. */
function scopedClassName(siteDir) {
  return (name, filename) => {
    const file = path.relative(siteDir, filename.split('?')[0]).replaceAll('\\', '/');
    return `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
  };
}

/**
 * The PostCSS configuration files Vite reads in a site's folder (the engine hashes the same
 * files: `bundle.rs`).
 */
const POSTCSS_CONFIG_FILES = [
  ...['js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((extension) => `postcss.config.${extension}`),
  ...['', '.json', '.yaml', '.yml', '.js', '.cjs', '.mjs', '.ts'].map((extension) => `.postcssrc${extension}`),
];

/** Whether a CSS module in `dir` or below uses `@value`, which Lightning CSS does not support. */
function usesModuleValues(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name !== 'node_modules' && usesModuleValues(file);
    return entry.name.endsWith('.module.css') && /@value\b/.test(readFileSync(file, 'utf8'));
  });
}

/**
 * How the site's CSS is compiled. Lightning CSS by default, CSS modules included: the bundle
 * of a docs site took about a quarter less time (and 30 % less CPU) than with PostCSS, which
 * Vite otherwise runs on every CSS module for each of the two builds. PostCSS when the site
 * asks for it: a PostCSS configuration in its folder (or in its `package.json`), or a CSS
 * module of its `src/` using `@value`, which Docusaurus's CSS loader supports and Lightning
 * CSS does not. Declarations Lightning CSS cannot parse are dropped, as browsers do, rather
 * than failing the build.
 */
function cssOptions(siteDir) {
  const sitePackage = path.join(siteDir, 'package.json');
  const postcss =
    POSTCSS_CONFIG_FILES.some((name) => existsSync(path.join(siteDir, name))) ||
    (existsSync(sitePackage) && 'postcss' in JSON.parse(readFileSync(sitePackage, 'utf8'))) ||
    usesModuleValues(path.join(siteDir, 'src'));
  // CSS module classes as `<local name>_<hash of the file's path>` (`notice_x7f2a`): unique per
  // file like Vite's default (`_notice_x7f2a_1`), shorter in every stylesheet and class map.
  if (postcss) return { modules: { generateScopedName: scopedClassName(siteDir) } };
  return {
    transformer: 'lightningcss',
    // No browser targets here: Vite's minifier applies them, and applying them twice wrote
    // each prefixed declaration twice.
    lightningcss: { cssModules: { pattern: '[local]_[hash]' }, errorRecovery: true, targets: {} },
  };
}

/**
 * An SVG imported by code or MDX is a React component, as Docusaurus makes it (with SVGR):
 * `import Logo from '@site/static/img/logo.svg'` then `<Logo />`, or
 * `require('…/undraw.svg').default` in the classic template's home page; `title` becomes the
 * SVG's `<title>`. `?url` still gives the file's URL, and stylesheets' `url()` are not imports.
 * The hook's filter keeps the bundler from calling it for other modules, and SVGR is loaded
 * only when a site imports an SVG.
 */
function svgComponents(tsconfig) {
  let svgr;
  return {
    name: 'cairn:svg-components',
    enforce: 'pre',
    load: {
      filter: { id: /\.svg(?:\?react)?$/ },
      async handler(id) {
        svgr ??= import('vite-plugin-svgr').then(({ default: plugin }) =>
          plugin({
            include: ['**/*.svg', '**/*.svg?react'],
            svgrOptions: { titleProp: true },
            ...(tsconfig && { oxcOptions: { tsconfig } }),
          }),
        );
        return (await svgr).load.call(this, id);
      },
    },
  };
}

function sharedConfig({ siteDir, base, registryFile, tsconfig }, react, onDemand, shadowed) {
  const listing = readRegistryListing(registryFile);
  // The site's components, then those of its plugins' theme folders.
  const componentDirs = [path.join(siteDir, 'src/theme'), ...(listing.themePaths ?? [])];
  const hasOwn = (name) => componentDirs.some((dir) => findComponentFile(dir, name) !== null);
  return {
    configFile: false,
    root: siteDir,
    // Undefined: each file's nearest tsconfig.json; else one standing in for a site's that does not load.
    ...(tsconfig && { tsconfig }),
    base,
    mode: 'production',
    logLevel: 'warn',
    // The engine copies the site's static files itself.
    publicDir: false,
    // A deploy preview's pages log their route changes (the engine hashes this variable into
    // the bundle's inputs, so switching it rebuilds).
    define: {
      'import.meta.env.CAIRN_DEPLOY_PREVIEW': JSON.stringify(process.env.CAIRN_DEPLOY_PREVIEW ?? ''),
      // False when no page draws a diagram: the Mermaid component's import of the library is
      // then dead code, and the library (most of a bundle's build time) is left out.
      'import.meta.env.CAIRN_DIAGRAMS': JSON.stringify(listing.diagrams !== false),
      // False when the site has no `[announcementBar]`: the bar's component is then left out.
      'import.meta.env.CAIRN_ANNOUNCEMENT_BAR': JSON.stringify(listing.announcementBar !== false),
      // True when the site wraps the app in its own `src/theme/Root`: the theme's renders
      // nothing of its own, so without one the app leaves it out.
      'import.meta.env.CAIRN_SITE_ROOT': JSON.stringify(hasOwn('Root')),
      // True when the site wraps page content in its own `src/theme/MDXContent`.
      'import.meta.env.CAIRN_SITE_MDX_CONTENT': JSON.stringify(hasOwn('MDXContent')),
      // True when the site registers navbar item types (`src/theme/NavbarItem/ComponentTypes`).
      'import.meta.env.CAIRN_NAVBAR_COMPONENT_TYPES': JSON.stringify(hasOwn('NavbarItem/ComponentTypes')),
      // True when the site registers MDX components (`src/theme/MDXComponents`).
      'import.meta.env.CAIRN_MDX_COMPONENTS': JSON.stringify(hasOwn('MDXComponents')),
    },
    plugins: [
      themeResolver(siteDir, componentDirs, shadowed),
      clientModulesModule(registryFile),
      navbarItemTypes(listing, onDemand),
      layoutParts(listing, onDemand),
      svgComponents(tsconfig),
      jsxInJsFiles(siteDir, tsconfig),
      react(),
      uninstalledPackages(siteDir),
    ],
    css: cssOptions(siteDir),
    resolve: {
      alias: [
        { find: /^@generated\/registry$/, replacement: registryFile },
        // The code of MDX documents that hold code, one module per document, written by the engine.
        { find: /^@generated\/mdx\//, replacement: `${path.join(siteDir, '.cairn/generated/mdx')}/` },
        { find: /^@site\//, replacement: `${siteDir}/` },
        // Plugins' module names (`resolve.alias` of a Docusaurus plugin's `configureWebpack`):
        // the name, or a path under it, as webpack matches them.
        ...(listing.aliases ?? []).map(([find, replacement]) => ({ find, replacement })),
      ],
    },
  };
}

async function main() {
  const options = readOptions();
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  // Modules the browser's bundle imports on demand although the server renders them.
  const onDemand = new Set();
  // The `@theme/…` components resolved to the site's own files.
  const shadowed = new Set();
  const shared = sharedConfig({ ...options, tsconfig: await siteTsconfig(options.siteDir) }, react, onDemand, shadowed);
  const cairnDir = path.join(options.siteDir, '.cairn');

  await build({
    ...shared,
    // True in the browser's bundle only: code that only server rendering runs (the sidebar's
    // kept rows) is then dead code there, and left out.
    define: { ...shared.define, 'import.meta.env.CAIRN_BROWSER': 'true' },
    plugins: [...shared.plugins, cairnManifest(options.registryFile, options.siteDir, onDemand, shadowed)],
    build: {
      outDir: path.join(cairnDir, 'client'),
      emptyOutDir: true,
      // A stylesheet per chunk, which cairnManifest then joins into the files pages link.
      cssCodeSplit: true,
      minify: true,
      // Mermaid's lazily loaded chunks are large by nature (and only fetched by pages with a
      // diagram); the default 500 kB warning would be noise in every build.
      chunkSizeWarningLimit: 2048,
      manifest: false,
      rolldownOptions: {
        input: { entry: clientEntry },
        output: {
          entryFileNames: 'assets/js/[name]-[hash].js',
          chunkFileNames: 'assets/js/[name]-[hash].js',
          // React and React DOM in one chunk of their own: most of every page's JavaScript, and
          // it changes only with their versions, so a visitor's cached copy outlives site changes.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              // What the entry imports goes in its chunk, however many route chunks share it: every
              // page loads it anyway, and small shared chunks only cost requests and compression.
              { name: 'entry', tags: ['$initial'], priority: 1 },
              { name: 'article', test: ARTICLE_MODULES },
            ],
          },
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/css/[name]-[hash][extname]'
              : 'assets/media/[name]-[hash][extname]',
        },
      },
    },
  });

  await build({
    ...shared,
    build: {
      ssr: serverEntry,
      outDir: path.join(cairnDir, 'ssr'),
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        output: { format: 'es', entryFileNames: 'server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
}

main().catch((error) => {
  // A failed build is about the site's code, and its message names the file: the bundler's
  // own stack would only bury it. Anything else is a fault here, where the stack helps.
  const message = String(error?.message ?? error);
  if (/^Build failed/.test(message)) fail(message.replace(/^\s+at .*\n?/gm, '').trimEnd());
  fail(`${message}${error?.stack ? `\n${error.stack}` : ''}`);
});
