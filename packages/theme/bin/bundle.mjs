#!/usr/bin/env node
// @ts-check
// Builds a Cairn site's React code: the client bundle (.cairn/client) and the SSR bundle
// (.cairn/ssr/server.mjs), plus .cairn/client/cairn-manifest.json for the engine. The plugins
// it gives Vite are in ./vite/, one a file.
// Usage: node bundle.mjs --site <abs site dir> --base <baseUrl>
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientModulesModule } from './vite/clientModules.mjs';
import { cssOptions } from './vite/css.mjs';
import { uninstalledPackages } from './vite/importErrors.mjs';
import { jsxInJsFiles } from './vite/jsxInJs.mjs';
import { layoutParts } from './vite/layoutParts.mjs';
import { cairnManifest } from './vite/manifest.mjs';
import { navbarItemTypes } from './vite/navbarItemTypes.mjs';
import { readRegistryListing } from './vite/registry.mjs';
import { siteTsconfig } from './vite/siteTsconfig.mjs';
import { svgComponents } from './vite/svgComponents.mjs';
import { findComponentFile, themeDir } from './vite/themeFiles.mjs';
import { themeResolver } from './vite/themeResolver.mjs';

process.env.NODE_ENV = 'production';

const clientEntry = path.join(themeDir, 'src/client/entry.tsx');
const serverEntry = path.join(themeDir, 'src/client/server.tsx');

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  process.stderr.write(`cairn bundle: ${message}\n`);
  process.exit(1);
}

/** @returns {{ siteDir: string, base: string, registryFile: string }} */
function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({ options: { site: { type: 'string' }, base: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\nUsage: node bundle.mjs --site <abs site dir> --base <baseUrl>`);
  }
  if (!values.site || !path.isAbsolute(values.site)) fail('--site must be an absolute path to the site directory.');
  if (!existsSync(values.site)) fail(`the site directory ${values.site} does not exist.`);
  const base = values.base ?? '/';
  if (!base.startsWith('/') || !base.endsWith('/')) fail(`--base must start and end with "/" (got "${base}").`);
  const registryFile = path.join(values.site, '.cairn/generated/registry.js');
  if (!existsSync(registryFile)) fail(`${registryFile} is missing; the engine writes it before bundling.`);
  return { siteDir: values.site, base, registryFile };
}

/**
 * What an article page renders besides its own component before its first paint: the article
 * layout and its table of contents, the content renderer and its code blocks, the hook that
 * loads the page's stylesheets, and the locale settings that give an untranslated page's
 * content its language. Docs, blog posts and Markdown pages share these modules in different
 * combinations, which left each page a handful of small chunks; with what they import, they are
 * one chunk instead (on this website's docs pages, 1.1 KB less gzipped JavaScript; the locale
 * settings alone were a request of 157 bytes).
 */
const ARTICLE_MODULES =
  /[\\/]src[\\/](theme[\\/](ArticleLayout|TOC)[\\/]index\.tsx|content[\\/]ContentTree\.tsx|hooks[\\/]usePageStylesheets\.ts|i18n[\\/]locales\.ts)$/;

/**
 * What articles show besides their content that a docs page's first paint does without: the
 * tags, the edit link and the last update (which a doc's footer, loaded after the page's own
 * code, renders: DocItem/Layout/onDemandParts.ts), blog dates, messages holding elements
 * (`interpolate`: notices, the last update, the not-found page) and plural forms (blog and tag
 * pages). One chunk: blog posts and tag pages load it with the page, docs pages after it, and
 * each of these modules on its own would be a request of a few hundred bytes.
 */
const EXTRAS_MODULES =
  /[\\/]src[\\/](theme[\\/](TagsListInline|Tag|LastUpdated|EditThisPage)[\\/]index\.tsx|content[\\/]dates\.ts|i18n[\\/](interpolate\.tsx|plural\.ts))$/;

/**
 * The name of the chunk of a component in a folder of another (`DocItem/Footer` →
 * `DocItemFooter`), which the bundler would name after its own folder only: a doc's footer and
 * the site's would both be `Footer-<hash>.js`. Null for any other chunk, which keeps its name.
 *
 * @param {string | null} moduleId The module the chunk is the facade of.
 * @returns {string | null}
 */
function componentChunkName(moduleId) {
  const folders = /[\\/]src[\\/]theme[\\/]((?:[\w-]+[\\/]){2,})index\.[jt]sx?$/.exec(moduleId ?? '')?.[1];
  return folders ? folders.split(/[\\/]/).join('') : null;
}

/**
 * What the client and the server builds share.
 *
 * @param {{ siteDir: string, base: string, registryFile: string, tsconfig: string | undefined }} options
 * @param {typeof import('@vitejs/plugin-react').default} react
 * @param {Set<string>} onDemand Receives the modules the browser's bundle imports on demand.
 * @param {Set<string>} shadowed Receives the theme components the site replaces.
 * @returns {import('vite').InlineConfig & { define: Record<string, string>, plugins: import('vite').PluginOption[] }}
 */
function sharedConfig({ siteDir, base, registryFile, tsconfig }, react, onDemand, shadowed) {
  const listing = readRegistryListing(registryFile);
  // The site's components, then those of its plugins' theme folders.
  const componentDirs = [path.join(siteDir, 'src/theme'), ...(listing.themePaths ?? [])];
  /** @param {string} name */
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
  /** @type {Set<string>} */
  const onDemand = new Set();
  // The `@theme/…` components resolved to the site's own files.
  /** @type {Set<string>} */
  const shadowed = new Set();
  const settings = { ...options, tsconfig: await siteTsconfig(options.siteDir) };
  const shared = sharedConfig(settings, react, onDemand, shadowed);
  // The server's bundle is made at the same time, with sets of its own: what the browser's
  // manifest lists must come from the browser's bundle alone, whichever build ends first.
  const server = sharedConfig(settings, react, new Set(), new Set());
  const cairnDir = path.join(options.siteDir, '.cairn');

  // Side by side: each build's JavaScript hooks run while the other's Rust bundler works.
  const browserBuild = build({
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
          chunkFileNames: (chunk) => `assets/js/${componentChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
          // React and React DOM in one chunk of their own: most of every page's JavaScript, and
          // it changes only with their versions, so a visitor's cached copy outlives site changes.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              // What the entry imports goes in its chunk, however many route chunks share it: every
              // page loads it anyway, and small shared chunks only cost requests and compression.
              { name: 'entry', tags: ['$initial'], priority: 1 },
              { name: 'article', test: ARTICLE_MODULES },
              { name: 'extras', test: EXTRAS_MODULES },
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

  const serverBuild = build({
    ...server,
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
  await Promise.all([browserBuild, serverBuild]);
}

main().catch((error) => {
  // A failed build is about the site's code, and its message names the file: the bundler's
  // own stack would only bury it. Anything else is a fault here, where the stack helps.
  const message = String(error?.message ?? error);
  if (/^Build failed/.test(message)) fail(message.replace(/^\s+at .*\n?/gm, '').trimEnd());
  fail(`${message}${error?.stack ? `\n${error.stack}` : ''}`);
});
