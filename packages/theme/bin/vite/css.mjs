// @ts-check
// How the site's CSS is compiled: Lightning CSS, or PostCSS when the site needs it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The class a CSS module's `.name` becomes under PostCSS; the client and SSR builds agree on it.
 *
 * @param {string} siteDir
 * @returns {(name: string, filename: string) => string}
 */
export function scopedClassName(siteDir) {
  return (name, filename) => {
    const file = path.relative(siteDir, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
    return `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
  };
}

/**
 * The PostCSS configuration files Vite reads in a site's folder (the engine hashes the same
 * files: `bundle.rs`).
 */
export const POSTCSS_CONFIG_FILES = [
  ...['js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((extension) => `postcss.config.${extension}`),
  ...['', '.json', '.yaml', '.yml', '.js', '.cjs', '.mjs', '.ts'].map((extension) => `.postcssrc${extension}`),
];

/**
 * Whether a CSS module in `dir` or below uses `@value`, which Lightning CSS does not support.
 *
 * @param {string} dir
 * @returns {boolean}
 */
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
 *
 * @param {string} siteDir
 * @returns {import('vite').CSSOptions}
 */
export function cssOptions(siteDir) {
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
