// @ts-check
// What the plugins' tests share: a hook called as the bundler calls it, with a small context
// that parses with the bundler's own parser and resolves without files.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The function behind a plugin context's `this.parse` (deprecated as an export of Vite only in
// favour of `parseSync`, which returns errors instead of throwing them).
import { parseAst } from 'vite';
import { vi } from 'vitest';

/** @typedef {'resolveId' | 'load' | 'transform' | 'generateBundle'} HookName */

/**
 * A plugin's hook, written as a function or as `{ handler }`, as a function to `call` with a
 * test's context. Its type is loose: a test's context has only what the hook uses.
 *
 * @param {import('vite').Plugin} plugin
 * @param {HookName} name
 * @returns {(this: unknown, ...args: any[]) => any}
 */
export function hook(plugin, name) {
  const value = plugin[name];
  const handler = typeof value === 'object' && value !== null ? value.handler : value;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return /** @type {(this: unknown, ...args: any[]) => any} */ (handler);
}

/**
 * A plugin context: `resolve` gives `/abs/<specifier>`, `warn` records, `error` throws as the
 * bundler's does, `emitFile` records, `parse` is the bundler's parser.
 */
export function fakeContext() {
  return {
    resolve: vi.fn(async (/** @type {string} */ source, /** @type {string | undefined} */ _importer) => ({
      id: `/abs/${source}`,
    })),
    warn: vi.fn(),
    /** @param {string | { message: string }} message @returns {never} */
    error(message) {
      throw new Error(typeof message === 'string' ? message : message.message);
    },
    /** @type {{ fileName: string, source: string }[]} */
    emitted: [],
    /** @param {{ fileName: string, source: string }} file */
    emitFile(file) {
      this.emitted.push(file);
      return file.fileName;
    },
    getModuleInfo: () => null,
    parse: parseAst,
  };
}

/**
 * A folder of files for one test, from `{ relative path: text }`; `remove` deletes it.
 *
 * @param {Record<string, string>} files
 */
export function temporaryFolder(files = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cairn-bin-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
