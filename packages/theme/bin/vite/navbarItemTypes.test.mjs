// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_ERROR_MODULE } from './deferReexports.mjs';
import { navbarItemTypes } from './navbarItemTypes.mjs';
import { fakeContext, hook } from './test-utils.mjs';
import { themeComponentsDir } from './themeFiles.mjs';

const id = path.join(themeComponentsDir, 'NavbarItem/itemTypes.ts');
const code = readFileSync(id, 'utf8');
// A navbar with a doc link, a search box and an HTML item; no dropdown of any kind, no sidebar link.
const navbarItemTypesOfSite = {
  default: true,
  doc: true,
  docSidebar: false,
  docsVersion: false,
  docsVersionDropdown: false,
  dropdown: false,
  html: true,
  localeDropdown: false,
  search: true,
};

/**
 * Runs the plugin's transform on `text` as the theme's itemTypes.ts.
 *
 * @param {string} text
 * @param {{ ssr?: boolean, listing?: { navbarItemTypes?: Record<string, boolean> }, file?: string }} [options]
 */
async function serve(text, { ssr = false, listing = { navbarItemTypes: navbarItemTypesOfSite }, file = id } = {}) {
  /** @type {Set<string>} */
  const onDemand = new Set();
  const context = fakeContext();
  const result = await hook(navbarItemTypes(listing, onDemand), 'transform').call(context, text, file, { ssr });
  return { result, onDemand, context };
}

/** @param {string} type @param {string} module */
const lazyLine = (type, module) => `export const ${type} = lazy(() => import('${module}').catch(chunkLoadError));`;

describe('the navbar item types module', () => {
  it('imports, in the browser’s bundle, the unused and the popup types on demand', async () => {
    const { result, onDemand, context } = await serve(code);
    const expected =
      `import { lazy } from 'react';\nimport { chunkLoadError } from ${JSON.stringify(CHUNK_LOAD_ERROR_MODULE)};\n` +
      code
        .replace("export { default as dropdown } from './DropdownNavbarItem';", lazyLine('dropdown', './DropdownNavbarItem'))
        .replace(
          "export { default as docSidebar } from './DocSidebarNavbarItem';",
          lazyLine('docSidebar', './DocSidebarNavbarItem'),
        )
        .replace(
          "export { default as docsVersion } from './DocsVersionNavbarItem';",
          lazyLine('docsVersion', './DocsVersionNavbarItem'),
        )
        .replace(
          "export { default as docsVersionDropdown } from './DocsVersionDropdownNavbarItem';",
          lazyLine('docsVersionDropdown', './DocsVersionDropdownNavbarItem'),
        )
        .replace(
          "export { default as localeDropdown } from './LocaleDropdownNavbarItem';",
          lazyLine('localeDropdown', './LocaleDropdownNavbarItem'),
        )
        .replace(
          'export const onDemand: ReadonlySet<string> = new Set();',
          'export const onDemand = new Set(["dropdown","docSidebar","docsVersion","docsVersionDropdown","localeDropdown"]);',
        );
    expect(result.code).toBe(expected);
    // The types in use stay imported with the page.
    expect(result.code).toContain("export { default as html } from './HtmlNavbarItem';");
    expect(result.code).toContain("export { default as search } from '@theme/NavbarItem/SearchNavbarItem';");
    expect([...onDemand]).toEqual([
      '/abs/./DropdownNavbarItem',
      '/abs/./DocSidebarNavbarItem',
      '/abs/./DocsVersionNavbarItem',
      '/abs/./DocsVersionDropdownNavbarItem',
      '/abs/./LocaleDropdownNavbarItem',
    ]);
    expect(context.resolve).toHaveBeenCalledWith('./DropdownNavbarItem', id);
    expect(result.map.sources).toEqual([id]);
    expect(result.map.mappings).not.toBe('');
  });

  it('defers the popup types even when the navbar has an item of each', async () => {
    const everyType = Object.fromEntries(Object.keys(navbarItemTypesOfSite).map((type) => [type, true]));
    const { result } = await serve(code, { listing: { navbarItemTypes: everyType } });
    expect(result.code).toContain(
      'export const onDemand = new Set(["dropdown","docsVersionDropdown","localeDropdown"]);',
    );
    expect(result.code).toContain("export { default as docSidebar } from './DocSidebarNavbarItem';");
    expect(result.code).toContain(lazyLine('dropdown', './DropdownNavbarItem'));
  });

  it('imports every type with the page in the server’s bundle, and still lists the deferred ones', async () => {
    const { result, onDemand, context } = await serve(code, { ssr: true });
    expect(result.code).toBe(
      code.replace(
        'export const onDemand: ReadonlySet<string> = new Set();',
        'export const onDemand = new Set(["dropdown","docSidebar","docsVersion","docsVersionDropdown","localeDropdown"]);',
      ),
    );
    expect(onDemand.size).toBe(0);
    expect(context.resolve).not.toHaveBeenCalled();
  });

  it('warns and bundles every type with the page when the onDemand export is missing', async () => {
    const withoutList = code.replace(/^export const onDemand.*$/m, '');
    for (const ssr of [false, true]) {
      const { result, onDemand, context } = await serve(withoutList, { ssr });
      expect(result).toBeNull();
      expect(onDemand.size).toBe(0);
      expect(context.warn).toHaveBeenCalledWith(
        `${id}: no \`export const onDemand\` line; every navbar item type is bundled with the page`,
      );
    }
  });

  it('rewrites re-exports by their syntax, whatever their layout, and leaves other shapes alone', async () => {
    const ejected = [
      '// An ejected copy: “comments” stay where they are.',
      'export {',
      '  default as dropdown,',
      '} from "./DropdownNavbarItem"',
      "export { default as html, default as doc } from './HtmlNavbarItem';",
      "export type { default as localeDropdown } from './LocaleDropdownNavbarItem';",
      "export { default } from './Other';",
      'export const onDemand: ReadonlySet<string> = new Set(), other = 1;',
      '',
    ].join('\n');
    const { result } = await serve(ejected);
    expect(result.code).toContain(
      '// An ejected copy: “comments” stay where they are.\n' +
        'export const dropdown = lazy(() => import("./DropdownNavbarItem").catch(chunkLoadError));\n' +
        "export { default as html, default as doc } from './HtmlNavbarItem';\n" +
        "export type { default as localeDropdown } from './LocaleDropdownNavbarItem';\n" +
        "export { default } from './Other';\n" +
        'export const onDemand = new Set(["dropdown"]), other = 1;\n',
    );
  });

  it('leaves the module alone when no type is deferred, and other modules untouched', async () => {
    const onlyUsed = "export { default as html } from './HtmlNavbarItem';\nexport const onDemand = new Set();\n";
    expect((await serve(onlyUsed)).result).toBeNull();
    const other = path.join(themeComponentsDir, 'NavbarItem/index.tsx');
    const { result, context } = await serve(code, { file: other });
    expect(result).toBeNull();
    expect(context.warn).not.toHaveBeenCalled();
  });

  it('serves an ejected copy in the site, whatever the query after its name', async () => {
    const ejected = path.resolve('/sites/acme/src/theme/NavbarItem/itemTypes.tsx');
    const { result } = await serve(code, { file: `${ejected}?v=1` });
    expect(result.code).toContain(lazyLine('dropdown', './DropdownNavbarItem'));
  });
});
