// @ts-check
// Serving a module of re-exports (NavbarItem/itemTypes.ts, Layout/onDemandParts.ts) with some
// of them imported on demand. The module is parsed, and only the statements that change are
// rewritten, by their positions: comments, other statements and their formatting stay as the
// file has them.
import path from 'node:path';
import MagicString from 'magic-string';
import { themeDir } from './themeFiles.mjs';

/** @typedef {import('vite').ESTree.Program} Program */

/**
 * What the helpers here need of a plugin's context; a transform hook's `this` has it.
 *
 * @typedef {object} ModuleContext
 * @property {(source: string, importer?: string) => Promise<{ id: string } | null>} resolve
 * @property {(code: string, options?: { lang?: 'js' | 'jsx' | 'ts' | 'tsx' }) => Program} parse
 */

/**
 * `export { default as <name> } from '<module>';`: the shape of a statement the bundler can
 * serve on demand. `start` and `end` are its position in the module's code, `quoted` the
 * module's name as the file writes it (quotes included).
 *
 * @typedef {{ name: string, specifier: string, quoted: string, start: number, end: number }} DefaultReexport
 */

/**
 * Parses a module with the bundler's parser, as TypeScript when its file is.
 *
 * @param {ModuleContext} context
 * @param {string} code
 * @param {string} id
 * @returns {Program}
 */
export function parseModule(context, code, id) {
  const extension = path.extname(id.split('?')[0] ?? id);
  /** @type {'js' | 'jsx' | 'ts' | 'tsx'} */
  const lang = extension === '.tsx' ? 'tsx' : extension === '.jsx' ? 'jsx' : /^\.[cm]?ts$/.test(extension) ? 'ts' : 'js';
  return context.parse(code, { lang });
}

/**
 * The module's statements of the shape `export { default as <name> } from '<module>';`, in
 * the order of the file. A statement that re-exports more than one name, or a type, is of
 * another shape.
 *
 * @param {Program} program
 * @param {string} code The code `program` was parsed from.
 * @returns {DefaultReexport[]}
 */
export function defaultReexports(program, code) {
  /** @type {DefaultReexport[]} */
  const found = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source || statement.exportKind === 'type') continue;
    if (statement.specifiers.length !== 1 || statement.attributes.length > 0) continue;
    const [specifier] = statement.specifiers;
    if (!specifier || specifier.exportKind === 'type') continue;
    const { local, exported } = specifier;
    if (local.type !== 'Identifier' || local.name !== 'default') continue;
    if (exported.type !== 'Identifier' || exported.name === 'default') continue;
    const source = statement.source;
    found.push({
      name: exported.name,
      specifier: source.value,
      quoted: code.slice(source.start, source.end),
      start: statement.start,
      end: statement.end,
    });
  }
  return found;
}

/**
 * The declarator of `export const onDemand = …`, where the module lists the names it imports
 * on demand, or null when the module has no such export.
 *
 * @param {Program} program
 * @returns {{ start: number, end: number } | null}
 */
export function onDemandDeclarator(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    const declarator = declaration.declarations.find(
      (candidate) => candidate.id.type === 'Identifier' && candidate.id.name === 'onDemand',
    );
    if (declarator) return { start: declarator.start, end: declarator.end };
  }
  return null;
}

/**
 * The module whose `chunkLoadError` turns a failed download into a `ChunkLoadError`, which error
 * boundaries tell from a component's own errors. The served modules import it: a copy in each
 * would be one in every chunk holding one.
 */
export const CHUNK_LOAD_ERROR_MODULE = path.join(themeDir, 'src/client/chunkLoadError.ts');

/**
 * The module (`code`, `id`, its statements `reexports`) for the browser's bundle, with the
 * re-exports whose name `defer` picks turned into `lazy` imports, or `null` when it picks none.
 * The modules those statements name are added to `onDemand`: the server renders them with the
 * page, so cairnManifest puts their stylesheets in the site-wide file.
 *
 * @param {ModuleContext} context
 * @param {string} code
 * @param {string} id
 * @param {DefaultReexport[]} reexports
 * @param {(name: string) => boolean} defer
 * @param {Set<string>} onDemand
 * @returns {Promise<MagicString | null>}
 */
export async function deferReexports(context, code, id, reexports, defer, onDemand) {
  const deferred = reexports.filter(({ name }) => defer(name));
  if (deferred.length === 0) return null;
  for (const { specifier } of deferred) {
    const resolved = await context.resolve(specifier, id);
    if (resolved) onDemand.add(resolved.id);
  }
  const served = new MagicString(code);
  for (const { name, quoted, start, end } of deferred) {
    served.overwrite(start, end, `export const ${name} = lazy(() => import(${quoted}).catch(chunkLoadError));`);
  }
  return served.prepend(
    `import { lazy } from 'react';\nimport { chunkLoadError } from ${JSON.stringify(CHUNK_LOAD_ERROR_MODULE)};\n`,
  );
}

/**
 * The result of a transform hook from the edited module, with its source map.
 *
 * @param {MagicString} served
 * @param {string} id
 * @returns {{ code: string, map: import('magic-string').SourceMap }}
 */
export function transformResult(served, id) {
  return { code: served.toString(), map: served.generateMap({ source: id, includeContent: true, hires: 'boundary' }) };
}
