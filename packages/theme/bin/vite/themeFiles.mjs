// @ts-check
// Where the theme's files are, and how a component name becomes a file, for the bundle script
// and its plugins alike.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The theme package's folder (the one holding its package.json). */
export const themeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The theme's own components, which `@theme/X` falls back to. */
export const themeComponentsDir = path.join(themeDir, 'src/theme');

const COMPONENT_FILES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * @param {string} file
 * @returns {boolean}
 */
function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/**
 * `X` inside a components dir → the file it names: `X/index.tsx`…, or `X` / `X.tsx`… itself.
 *
 * @param {string} dir
 * @param {string} name
 * @returns {string | null}
 */
export function findComponentFile(dir, name) {
  const target = path.join(dir, name);
  for (const file of COMPONENT_FILES) if (isFile(path.join(target, file))) return path.join(target, file);
  if (isFile(target)) return target;
  for (const extension of SOURCE_EXTENSIONS) if (isFile(target + extension)) return target + extension;
  return null;
}
