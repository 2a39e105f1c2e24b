// @ts-check
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeContext, hook, temporaryFolder } from './test-utils.mjs';
import { themeComponentsDir, themeDir } from './themeFiles.mjs';
import { MDX_COMPONENTS_MODULE, themeResolver } from './themeResolver.mjs';

// A site that shadows Navbar, and a plugin theme folder that has its own Navbar and Footer.
const folder = temporaryFolder({
  'site/src/theme/Navbar/index.tsx': "export { default } from '@theme-original/Navbar';\n",
  'site/src/pages/index.js': "import Link from '@docusaurus/ComponentCreator';\nimport Missing from '@theme/Nowhere';\n",
  'plugin/theme/Navbar/index.js': "export { default } from '@theme-original/Navbar';\n",
  'plugin/theme/Footer.jsx': 'export default function Footer() {}\n',
});
afterAll(folder.remove);
const siteDir = path.join(folder.dir, 'site');
const siteTheme = path.join(siteDir, 'src/theme');
const pluginTheme = path.join(folder.dir, 'plugin/theme');
const page = path.join(siteDir, 'src/pages/index.js');

/** A resolver of the site with the plugin's theme folder, and the components it shadowed. */
function resolver() {
  /** @type {Set<string>} */
  const shadowed = new Set();
  const plugin = themeResolver(siteDir, [siteTheme, pluginTheme], shadowed);
  const context = fakeContext();
  /** @param {string} source @param {string} [importer] */
  const resolve = (source, importer) => hook(plugin, 'resolveId').call(context, source, importer, { isEntry: false });
  /** @param {string} id */
  const load = (id) => hook(plugin, 'load').call(context, id);
  return { resolve, load, shadowed };
}

describe('the theme resolver', () => {
  it('finds @theme/X in the site, then in the plugins’ theme folders, then in the theme', () => {
    const { resolve, shadowed } = resolver();
    expect(resolve('@theme/Navbar', page)).toBe(path.join(siteTheme, 'Navbar/index.tsx'));
    expect(resolve('@theme/Footer', page)).toBe(path.join(pluginTheme, 'Footer.jsx'));
    expect(resolve('@theme/Layout', page)).toEqual({
      id: path.join(themeComponentsDir, 'Layout/index.tsx'),
      moduleSideEffects: false,
    });
    expect([...shadowed].sort()).toEqual(['Footer', 'Navbar']);
  });

  it('finds @theme-original/X below the importing file’s folder, and @theme-init/X in the theme', () => {
    const { resolve, shadowed } = resolver();
    const theme = { id: path.join(themeComponentsDir, 'Navbar/index.tsx'), moduleSideEffects: false };
    // The site's wrapper gets the plugin's Navbar; the plugin's wrapper gets the theme's.
    expect(resolve('@theme-original/Navbar', path.join(siteTheme, 'Navbar/index.tsx'))).toBe(
      path.join(pluginTheme, 'Navbar/index.js'),
    );
    expect(resolve('@theme-original/Navbar', path.join(pluginTheme, 'Navbar/index.js'))).toEqual(theme);
    // From any other file, the original is never the site's own.
    expect(resolve('@theme-original/Navbar', page)).toBe(path.join(pluginTheme, 'Navbar/index.js'));
    expect(resolve('@theme-init/Navbar', path.join(siteTheme, 'Navbar/index.tsx'))).toEqual(theme);
    expect(resolve('@theme-init/Footer', page)).toEqual({
      id: path.join(themeComponentsDir, 'Footer/index.tsx'),
      moduleSideEffects: false,
    });
    expect([...shadowed]).toEqual(['Navbar']);
  });

  it('resolves the theme’s public entry points, with their side effects from package.json', () => {
    const { resolve } = resolver();
    expect(resolve('@cairn/theme', page)).toEqual({ id: path.join(themeDir, 'src/index.ts'), moduleSideEffects: false });
    expect(() => resolve('@cairn/theme/src/index.ts', page)).toThrow(
      'cannot resolve "@cairn/theme/src/index.ts": it is not a public entry point of @cairn/theme ("@cairn/theme", "@cairn/theme/internal"',
    );
  });

  it('serves the theme’s MDX components when the site has none of its own', () => {
    const { resolve, load, shadowed } = resolver();
    expect(resolve(MDX_COMPONENTS_MODULE)).toBe(`\0${MDX_COMPONENTS_MODULE}`);
    expect(load(`\0${MDX_COMPONENTS_MODULE}`)).toBe('export default {};');
    expect(load('/elsewhere.js')).toBeNull();
    expect(resolve('@theme/MDXComponents', page)).toEqual({
      id: path.join(themeDir, 'src/content/mdxComponents.tsx'),
      moduleSideEffects: false,
    });
    expect(shadowed.size).toBe(0);
  });

  it('serves the site’s MDX components, which may spread the theme’s', () => {
    const own = temporaryFolder({ 'src/theme/MDXComponents.tsx': 'export default {};\n' });
    try {
      /** @type {Set<string>} */
      const shadowed = new Set();
      const plugin = themeResolver(own.dir, [path.join(own.dir, 'src/theme')], shadowed);
      const file = path.join(own.dir, 'src/theme/MDXComponents.tsx');
      const context = fakeContext();
      expect(hook(plugin, 'load').call(context, `\0${MDX_COMPONENTS_MODULE}`)).toBe(
        `export { default } from ${JSON.stringify(file)};`,
      );
      expect(hook(plugin, 'resolveId').call(context, '@theme/MDXComponents', page, { isEntry: false })).toBe(file);
      expect(hook(plugin, 'resolveId').call(context, '@theme-original/MDXComponents', file, { isEntry: false })).toEqual({
        id: path.join(themeDir, 'src/content/mdxComponents.tsx'),
        moduleSideEffects: false,
      });
      expect([...shadowed]).toEqual(['MDXComponents']);
    } finally {
      own.remove();
    }
  });

  it('gives Docusaurus modules Cairn’s equivalents, and says what else Cairn has', () => {
    const { resolve } = resolver();
    expect(resolve('@docusaurus/BrowserOnly', page)).toEqual({
      id: path.join(themeDir, 'src/compat/docusaurus/BrowserOnly.tsx'),
      moduleSideEffects: false,
    });
    expect(() => resolve('@docusaurus/ComponentCreator', page)).toThrow(
      /^"@docusaurus\/ComponentCreator" \(imported by src\/pages\/index\.js:1:18\) has no Cairn equivalent\. Docusaurus's route loader.* Cairn provides @docusaurus\/BrowserOnly, /,
    );
  });

  it('names the importing file of a component that exists nowhere, and leaves other modules', () => {
    const { resolve } = resolver();
    expect(() => resolve('@theme/Nowhere', page)).toThrow(
      `cannot resolve "@theme/Nowhere" (imported by src/pages/index.js:2:21): no Nowhere in ${siteTheme} or ${themeComponentsDir}`,
    );
    expect(resolve('react', page)).toBeNull();
    expect(resolve('./local', page)).toBeNull();
  });
});
