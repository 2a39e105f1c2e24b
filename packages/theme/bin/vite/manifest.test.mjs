// @ts-check
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cairnManifest } from './manifest.mjs';
import { fakeContext, hook, temporaryFolder } from './test-utils.mjs';

const folder = temporaryFolder({
  'site/.cairn/generated/registry.json': JSON.stringify({
    routeComponents: ['@theme/DocPage'],
    contentComponents: ['@site/src/components/Chart.js'],
  }),
});
afterAll(folder.remove);
const siteDir = path.join(folder.dir, 'site');
const registryFile = path.join(siteDir, '.cairn/generated/registry.js');

/**
 * A chunk of the fake bundle: what the manifest plugin reads of one.
 *
 * @param {string} name
 * @param {{ imports?: string[], dynamicImports?: string[], css?: string[], modules?: string[], isEntry?: boolean, code?: string }} [options]
 */
function chunk(name, { imports = [], dynamicImports = [], css = [], modules = [], isEntry = false, code = '' } = {}) {
  return {
    type: /** @type {const} */ ('chunk'),
    name,
    fileName: `assets/js/${name}-1.js`,
    isEntry,
    isDynamicEntry: !isEntry,
    facadeModuleId: modules[0] ?? null,
    moduleIds: modules,
    imports,
    dynamicImports,
    code,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
}

/** @param {string} name @param {string} source */
const asset = (name, source) => ({ type: /** @type {const} */ ('asset'), fileName: `assets/css/${name}.css`, names: [`${name}.css`], source });

/**
 * A client build: the entry, which imports React and, through Vite's preload helper, the doc
 * page; the doc page and the search modal, which share a chunk; a site component used in
 * content; a footer the browser imports on demand.
 */
function fakeBundle() {
  const preload =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/js/DocPage-1.js","assets/js/react-1.js","assets/css/DocPage.css","assets/css/shared.css","assets/css/entry.css"])))=>i.map(i=>d[i]);\n' +
    'import(__vite__mapDeps([0,1,2,3,4]));\n';
  const chunks = [
    chunk('entry', {
      isEntry: true,
      imports: ['assets/js/react-1.js'],
      dynamicImports: ['assets/js/DocPage-1.js', 'assets/js/Search-1.js', 'assets/js/Chart-1.js', 'assets/js/Footer-1.js'],
      css: ['assets/css/entry.css'],
      modules: ['/theme/src/client/entry.tsx', path.join(siteDir, 'src/theme/Root.js'), '\0cairn:client-modules'],
      code: preload,
    }),
    chunk('react', { modules: ['/node_modules/react/index.js'] }),
    chunk('DocPage', { imports: ['assets/js/shared-1.js'], css: ['assets/css/DocPage.css'], modules: ['/abs/@theme/DocPage'] }),
    chunk('Search', {
      imports: ['assets/js/shared-1.js'],
      css: ['assets/css/Search.css', 'assets/css/SearchResults.css'],
      modules: ['/theme/src/theme/SearchModal/index.tsx'],
    }),
    chunk('shared', { css: ['assets/css/shared.css'], modules: ['/theme/src/theme/Tag/index.tsx'] }),
    chunk('Chart', { css: ['assets/css/Chart.css'], modules: ['/abs/@site/src/components/Chart.js'] }),
    chunk('Footer', { css: ['assets/css/Footer.css'], modules: ['/theme/src/theme/Footer/index.tsx'] }),
  ];
  const sheets = ['entry', 'DocPage', 'Search', 'SearchResults', 'shared', 'Chart', 'Footer'].map((name) =>
    asset(name, `@charset "UTF-8";.${name} { color: red; }\n`),
  );
  return Object.fromEntries([...chunks, ...sheets].map((output) => [output.fileName, output]));
}

async function build() {
  const bundle = fakeBundle();
  const context = fakeContext();
  const plugin = cairnManifest(registryFile, siteDir, new Set(['/theme/src/theme/Footer/index.tsx']), new Set(['Root', 'Footer']));
  await hook(plugin, 'generateBundle').call(context, {}, bundle);
  const emitted = Object.fromEntries(context.emitted.map(({ fileName, source }) => [fileName, source]));
  const manifest = JSON.parse(emitted['cairn-manifest.json'] ?? 'null');
  return { bundle, emitted, manifest };
}

describe('the Cairn manifest', () => {
  it('lists the entry, each registry component’s chunks and the shadowed components', async () => {
    const { manifest } = await build();
    expect(manifest.entry).toBe('assets/js/entry-1.js');
    expect(manifest.entryImports).toEqual(['assets/js/react-1.js']);
    expect(manifest.components['@theme/DocPage']).toEqual([
      'assets/js/DocPage-1.js',
      'assets/js/shared-1.js',
      'assets/css/DocPage.css',
    ]);
    expect(manifest.components['@site/src/components/Chart.js']).toEqual(['assets/js/Chart-1.js']);
    expect(manifest.componentModules).toEqual({
      '@theme/DocPage': 'assets/js/DocPage-1.js',
      '@site/src/components/Chart.js': 'assets/js/Chart-1.js',
    });
    expect(manifest.shadowed).toEqual(['Footer', 'Root']);
    // Files relative to the site, virtual modules without their `\0`.
    expect(manifest.modules['assets/js/entry-1.js']).toEqual([
      path.relative(siteDir, '/theme/src/client/entry.tsx'),
      'src/theme/Root.js',
      'cairn:client-modules',
    ]);
  });

  it('joins the entry’s, the content components’, the on-demand parts’ and the shared sheets into one file', async () => {
    const { manifest, emitted } = await build();
    expect(manifest.css).toEqual([expect.stringMatching(/^assets\/css\/style-[\w-]{8}\.css$/)]);
    // The entry's first, then those pages render with the server's markup, then the shared ones;
    // `@charset` is left out, as it may only start a file.
    expect(emitted[manifest.css[0]]).toBe(
      '.entry { color: red; }\n.Chart { color: red; }\n.Footer { color: red; }\n.shared { color: red; }\n',
    );
  });

  it('gives a unit its own sheet, or one file joining its sheets', async () => {
    const { bundle, emitted } = await build();
    const searchFile = Object.keys(emitted).find((file) => file.startsWith('assets/css/Search-'));
    expect(searchFile).toMatch(/^assets\/css\/Search-[\w-]{8}\.css$/);
    expect(emitted[searchFile ?? '']).toBe('.Search { color: red; }\n.SearchResults { color: red; }\n');
    // The originals now in a joined file are gone; a unit's only sheet stays as it is.
    expect(Object.keys(bundle).filter((file) => file.endsWith('.css'))).toEqual(['assets/css/DocPage.css']);
  });

  it('points Vite’s preload lists at the files pages link, without the chunks every page loads first', async () => {
    const { bundle } = await build();
    const entry = bundle['assets/js/entry-1.js'];
    expect(entry?.type === 'chunk' && entry.code).toBe(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/js/DocPage-1.js","assets/css/DocPage.css"])))=>i.map(i=>d[i]);\n' +
        'import(__vite__mapDeps([0,1]));\n',
    );
  });

  it('fails on a registry component that no chunk holds', async () => {
    const bundle = fakeBundle();
    delete bundle['assets/js/DocPage-1.js'];
    const plugin = cairnManifest(registryFile, siteDir, new Set(), new Set());
    await expect(hook(plugin, 'generateBundle').call(fakeContext(), {}, bundle)).rejects.toThrow(
      'no chunk contains registry component "@theme/DocPage" (/abs/@theme/DocPage)',
    );
  });
});
