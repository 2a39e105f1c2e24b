// @ts-check
// Docusaurus compiles a site's `.js` files with JSX enabled, so sites written for it put JSX
// in `.js` files (the classic template's `src/pages/index.js` does); Vite reads JSX only in
// `.jsx` and `.tsx`. This plugin compiles the JSX of the site's own `.js` files before Vite's
// transform sees them, with React's automatic runtime, as Docusaurus does. Files of packages
// (`node_modules`) and files without a `<` are left to Vite.
import path from 'node:path';

const JS_FILE = /\.[cm]?js$/;
// A `<` followed by a tag name or `>` (a fragment): a cheap test before parsing a file.
const MAY_HAVE_JSX = /<[A-Za-z>]/;

/**
 * @param {string} siteDir
 * @param {string | undefined} tsconfig The tsconfig to read instead of each file's own (see
 *   siteTsconfig.mjs), if any.
 * @returns {import('vite').Plugin}
 */
export function jsxInJsFiles(siteDir, tsconfig) {
  const root = siteDir.endsWith(path.sep) ? siteDir : siteDir + path.sep;
  const ignored = [`${path.sep}node_modules${path.sep}`, `${path.sep}.cairn${path.sep}`];
  return {
    name: 'cairn:jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!JS_FILE.test(file) || !file.startsWith(root) || ignored.some((part) => file.includes(part))) return null;
      if (!MAY_HAVE_JSX.test(code)) return null;
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(code, file, {
        lang: 'jsx',
        jsx: { runtime: 'automatic' },
        sourcemap: true,
        ...(tsconfig && { tsconfig }),
      });
      return { code: result.code, map: result.map };
    },
  };
}
