#!/usr/bin/env node
// Builds a Cairn site's React code: the client bundle (.cairn/client) and the SSR bundle
// (.cairn/ssr/server.mjs), plus .cairn/client/cairn-manifest.json for the engine.
// Usage: node bundle.mjs --site <abs site dir> --base <baseUrl>
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

process.env.NODE_ENV = 'production';

const themeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const themeComponentsDir = path.join(themeDir, 'src/theme');
// Docusaurus's client modules that Cairn has an equivalent of, for site code written for it.
const docusaurusCompatDir = path.join(themeDir, 'src/compat/docusaurus');
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
 * `@theme/X` is the site's `src/theme/X` when it exists (shadowing), else the theme's own.
 * `@theme-original/X` is always the theme's, so a shadowing component can wrap the original.
 * `@cairn/theme` and its public subpaths are this theme's files, wherever the site is: a copy
 * of a component in the site then shares the theme's modules (one React context of each kind)
 * even when the site's folder cannot reach the package through node_modules.
 */
function themeResolver(siteDir) {
  const siteComponentsDir = path.join(siteDir, 'src/theme');
  const publicEntries = readPublicEntries();
  const hasSideEffects = themeSideEffects();
  const themeSources = path.join(themeDir, 'src') + path.sep;
  // A site's own files keep the bundler's default: they may have side effects.
  const resolvedTo = (file) =>
    file.startsWith(themeSources) ? { id: file, moduleSideEffects: hasSideEffects(file) } : file;
  return {
    name: 'cairn:theme-resolver',
    enforce: 'pre',
    resolveId(source, importer) {
      if (publicEntries.has(source)) return resolvedTo(publicEntries.get(source));
      if (source.startsWith('@docusaurus/')) return resolveDocusaurusModule.call(this, source, importer, siteDir);
      if (source.startsWith('@cairn/theme/')) {
        const known = [...publicEntries.keys()].map((entry) => `"${entry}"`).join(', ');
        this.error(`cannot resolve "${source}": it is not a public entry point of @cairn/theme (${known})`);
      }
      const match = /^@theme(-original)?\/(.+)$/.exec(source);
      if (!match) return null;
      const [, original, name] = match;
      const resolved =
        (!original && findComponentFile(siteComponentsDir, name)) || findComponentFile(themeComponentsDir, name);
      if (!resolved) this.error(`cannot resolve "${source}": no ${name} in ${siteComponentsDir} or ${themeComponentsDir}`);
      return resolvedTo(resolved);
    },
  };
}

/**
 * `@docusaurus/Link`, `@docusaurus/useBaseUrl`… → Cairn's equivalent; any other `@docusaurus/`
 * module is an error that names the importing file and lists what exists.
 */
function resolveDocusaurusModule(source, importer, siteDir) {
  const name = source.slice('@docusaurus/'.length);
  const resolved = /^[A-Za-z]+$/.test(name) ? findComponentFile(docusaurusCompatDir, name) : null;
  if (resolved) return resolved;
  const known = readdirSync(docusaurusCompatDir)
    .map((file) => `@docusaurus/${file.replace(/\.tsx?$/, '')}`)
    .sort()
    .join(', ');
  const from = importer ? ` (imported by ${path.relative(siteDir, importer)})` : '';
  this.error(
    `"${source}"${from} has no Cairn equivalent. Cairn provides ${known}; ` +
      'replace other Docusaurus modules with Cairn\'s hooks from "@cairn/theme" or your own code.',
  );
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
  return [...listing.routeComponents, ...listing.contentComponents].map((id) => ({ id, specifier: id }));
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
 * One stylesheet holding the given ones in order, written beside them and named by its content
 * (`assets/css/<name>-<hash>.css`): every page links one site-wide file instead of a file per
 * chunk. (A lazily loaded content component's chunk still brings its own file, which Vite's
 * preload helper adds, once, when a page first uses that component: a few hundred bytes.)
 */
function combineStylesheets(outDir, name, sheets) {
  const files = [...sheets];
  if (files.length === 0) return [];
  // `@charset` is only valid at the start of a file; pages and their CSS are UTF-8 anyway.
  const read = (file) => readFileSync(path.join(outDir, file), 'utf8').replace(/^@charset "[^"]*";/i, '').trimEnd();
  const text = files.map(read).join('\n');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  const file = `assets/css/${name}-${hash}.css`;
  writeFileSync(path.join(outDir, file), `${text}\n`);
  return [file];
}

/** The stylesheets of the given chunks (Vite's `importedCss`), in order, each once. */
function stylesheetsOf(bundle, files) {
  const sheets = new Set();
  for (const file of files) for (const sheet of bundle[file]?.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  return sheets;
}

/**
 * Emits cairn-manifest.json: what the engine links for the entry and for each route component.
 *
 * CSS is split like the code: a page links the stylesheets of its route component's chunks, not
 * those of every page type. `css` (every page) holds the entry's and those of the content
 * components that are chunks of their own (`lazyContent.tsx`): those are in the server-rendered
 * HTML of any page that uses them, so their styles must be there before the code.
 */
function cairnManifest(registryFile, siteDir) {
  const lazyContentModule = path.join(themeDir, 'src/content/lazyContent.tsx');
  return {
    name: 'cairn:manifest',
    // writeBundle, not generateBundle: Vite adds the CSS files and their `importedCss` late.
    async writeBundle(outputOptions, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      if (!entryChunk) this.error('the client build produced no entry chunk');
      const entryClosure = staticClosure(bundle, entryChunk.fileName);

      const lazyContentClosure = new Set();
      for (const id of this.getModuleInfo(lazyContentModule)?.dynamicallyImportedIds ?? []) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (chunk) staticClosure(bundle, chunk.fileName, lazyContentClosure);
      }
      const css = stylesheetsOf(bundle, [...entryClosure, ...lazyContentClosure]);

      const components = {};
      for (const { id, specifier } of readRegistryImports(registryFile)) {
        const resolved = await this.resolve(specifier, registryFile);
        if (!resolved) this.error(`cannot resolve registry component "${id}"`);
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === resolved.id) ??
          chunks.find((candidate) => candidate.moduleIds.includes(resolved.id));
        if (!chunk) this.error(`no chunk contains registry component "${id}" (${resolved.id})`);
        const closure = [...staticClosure(bundle, chunk.fileName)].filter((file) => !entryClosure.has(file));
        const sheets = [...stylesheetsOf(bundle, closure)].filter((sheet) => !css.has(sheet));
        // Each chunk's own file, not one combined file: Vite's preload helper, which loads a
        // route's stylesheets with its chunks, skips those the page links already, and would
        // download the parts of a combined file again before the first page hydrates.
        components[id] = [...closure, ...sheets];
      }

      const manifest = {
        entry: entryChunk.fileName,
        entryImports: [...entryClosure].filter((file) => file !== entryChunk.fileName),
        css: combineStylesheets(outputOptions.dir, 'style', css),
        components,
        // What each chunk holds (source files, relative to the site), for tests and audits of
        // what a page loads; the engine does not read it.
        modules: Object.fromEntries(
          chunks.map((chunk) => [
            chunk.fileName,
            chunk.moduleIds.map((id) => (path.isAbsolute(id) ? path.relative(siteDir, id) : id).replaceAll('\\', '/').replace(/^\0/, '')),
          ]),
        ),
      };
      writeFileSync(path.join(outputOptions.dir, 'cairn-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** The class a CSS module's `.name` becomes; the client and SSR builds agree on it. */
function scopedClassName(siteDir) {
  return (name, filename) => {
    const file = path.relative(siteDir, filename.split('?')[0]).replaceAll('\\', '/');
    return `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
  };
}

function sharedConfig({ siteDir, base, registryFile }, react) {
  return {
    configFile: false,
    root: siteDir,
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
      'import.meta.env.CAIRN_DIAGRAMS': JSON.stringify(readRegistryListing(registryFile).diagrams !== false),
    },
    plugins: [themeResolver(siteDir), react()],
    // CSS module classes as `<local name>_<hash of the file's path>` (`notice_x7f2a`): unique per
    // file like Vite's default (`_notice_x7f2a_1`), shorter in every stylesheet and class map.
    css: { modules: { generateScopedName: scopedClassName(siteDir) } },
    resolve: {
      alias: [
        { find: /^@generated\/registry$/, replacement: registryFile },
        { find: /^@site\//, replacement: `${siteDir}/` },
      ],
    },
  };
}

async function main() {
  const options = readOptions();
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const shared = sharedConfig(options, react);
  const cairnDir = path.join(options.siteDir, '.cairn');

  await build({
    ...shared,
    plugins: [...shared.plugins, cairnManifest(options.registryFile, options.siteDir)],
    build: {
      outDir: path.join(cairnDir, 'client'),
      emptyOutDir: true,
      // A stylesheet per chunk, linked by the pages whose chunks need it (cairnManifest).
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
            groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
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
