#!/usr/bin/env node
// @ts-check
// Bundles the offline mode's service worker (src/pwa/sw.ts) with the site's optional
// `swCustom` module and writes it to stdout; the engine then injects the precache list in
// place of `self.__WB_MANIFEST`. Rolldown is the bundler Vite itself runs on.
// Usage: node bundle-sw.mjs --site <abs site dir> [--custom <abs module path>]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const themeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CUSTOM_ID = 'cairn:sw-custom';
const EMPTY_ID = '\0cairn:sw-custom-empty';

const { values } = parseArgs({ options: { site: { type: 'string' }, custom: { type: 'string' } }, strict: true });

// Rolldown comes with Vite; resolving it from Vite finds the copy Vite uses.
const require = createRequire(import.meta.url);
const fromVite = createRequire(require.resolve('vite/package.json'));
/** @type {{ build: typeof import('vite').Rolldown.build }} */
const { build } = await import(pathToFileURL(fromVite.resolve('rolldown')).href);

const result = await build({
  input: path.join(themeDir, 'src/pwa/sw.ts'),
  cwd: values.site ?? process.cwd(),
  platform: 'browser',
  write: false,
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  plugins: [
    {
      name: 'cairn-sw-custom',
      resolveId(source) {
        if (source === CUSTOM_ID) return values.custom ?? EMPTY_ID;
        return null;
      },
      load(id) {
        return id === EMPTY_ID ? 'export default undefined;' : null;
      },
    },
  ],
  output: { format: 'iife', minify: true },
});
const chunk = result.output.find((item) => item.type === 'chunk');
if (!chunk) {
  process.stderr.write('cairn bundle-sw: no output\n');
  process.exit(1);
}
process.stdout.write(chunk.code);
