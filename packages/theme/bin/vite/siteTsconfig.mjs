// @ts-check
// A site's tsconfig.json is for its editor and type checker; Docusaurus builds without reading
// it. Vite reads it (and what it extends) for every TypeScript file, and stops the build when
// it cannot: a tsconfig extending `@docusaurus/tsconfig` before `npm install`, or after the
// package was removed. Then the site is built as Docusaurus builds it, with no tsconfig.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Errors of a tsconfig that cannot be loaded, as Vite's transform reports them. */
const TSCONFIG_ERROR = /TSCONFIG_ERROR|Failed to load tsconfig/;

/**
 * The tsconfig Vite is to read for the site: undefined (its own, found next to each file) when
 * it loads, else an empty one written in `.cairn/`.
 *
 * @param {string} siteDir
 * @returns {Promise<string | undefined>}
 */
export async function siteTsconfig(siteDir) {
  const { transformWithOxc } = await import('vite');
  // A file that does not exist: only its folder matters, for finding the nearest tsconfig.
  const probe = path.join(siteDir, 'src', 'cairn-tsconfig-probe.ts');
  try {
    await transformWithOxc('export {};', probe, { lang: 'ts' });
    return undefined;
  } catch (error) {
    if (!TSCONFIG_ERROR.test(error instanceof Error ? error.message : String(error))) throw error;
  }
  const fallback = path.join(siteDir, '.cairn', 'tsconfig.json');
  mkdirSync(path.dirname(fallback), { recursive: true });
  writeFileSync(fallback, '{\n  "compilerOptions": {}\n}\n');
  return fallback;
}
