// Evaluates a Docusaurus config file and prints it as JSON for `cairn migrate docusaurus`.
//
// argv: <config file> <site dir> <mode>, mode being `plain`, `strip-types` (Node strips the
// types of a .ts file) or `typescript` (the site's `typescript` package transpiles it).
//
// A config names packages that a site being migrated may not have installed (presets, plugins,
// remark plugins, prism-react-renderer). A missing package must not stop the evaluation, so it
// is replaced by a stub that remembers its module name: the converter then says which plugin
// could not be translated instead of failing on the first `require`.
//
// The result is printed after a marker line, because the config itself may print to stdout.

import Module, { createRequire, register } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const [configFile, siteDir, mode] = process.argv.slice(1);
const MARKER = '\n@@cairn-migrate-result@@\n';
const STUB = Symbol.for('cairn.migrate.stub');
const stubs = new WeakMap();
const stubbedModules = new Set();

// The config's own console output must not mix with the result.
for (const method of ['log', 'info', 'debug']) console[method] = console.error;

/** A value standing for anything read from a missing module: every property, call and `new`
 * gives another stub, so `require('x').themes.github` or `remarkMath()` work. */
function stub(moduleName, access = '') {
  const target = function () {};
  const proxy = new Proxy(target, {
    get(_target, property) {
      // Not thenable, so that `await` on a stub (an async preset) returns it.
      if (property === 'then') return undefined;
      if (property === '__esModule') return false;
      if (property === Symbol.toPrimitive) return () => `[${moduleName}${access}]`;
      if (typeof property === 'symbol') return undefined;
      if (property === 'prototype') return target.prototype;
      return stub(moduleName, `${access}.${property}`);
    },
    apply: () => stub(moduleName, `${access}()`),
    construct: () => stub(moduleName, `new ${access}`),
    ownKeys: () => Reflect.ownKeys(target),
  });
  stubs.set(proxy, { module: moduleName, access });
  stubbedModules.add(moduleName);
  return proxy;
}
globalThis[STUB] = (name) => stub(name);

// Written without imports: it is also copied into the hooks module.
const isBare = (request) =>
  !request.startsWith('.') && !request.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(request) &&
  !request.startsWith('node:') && !request.startsWith('file:') && !request.startsWith('data:');

// CommonJS: a missing package resolves to a cached module whose exports are a stub, so both
// `require('x')` and `require.resolve('x')` succeed (the latter gives `cairn-stub:x`).
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND' || !isBare(request)) throw error;
    const filename = `cairn-stub:${request}`;
    if (!Module._cache[filename]) {
      const module = new Module(filename);
      module.filename = filename;
      module.loaded = true;
      module.exports = stub(request);
      Module._cache[filename] = module;
    }
    return filename;
  }
};

// ES modules: the same, with resolve and load hooks. A stub module cannot know its export
// names, so they are read from the importing file's `import { a, b as c } from 'x'`.
const HOOKS = String.raw`
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const isBare = ${isBare.toString()};
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!isBare(specifier)) throw error;
    const parent = context.parentURL ?? '';
    return { shortCircuit: true, url: 'cairn-stub:' + encodeURIComponent(specifier) + '?' + encodeURIComponent(parent) };
  }
}
function importedNames(parentURL, specifier) {
  let source = '';
  try { source = readFileSync(fileURLToPath(parentURL), 'utf8'); } catch { return []; }
  const names = new Set();
  const pattern = /(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    if (match[2] !== specifier) continue;
    for (const part of match[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names];
}
export async function load(url, context, next) {
  if (!url.startsWith('cairn-stub:')) return next(url, context);
  const [name, parent] = url.slice('cairn-stub:'.length).split('?').map(decodeURIComponent);
  const lines = ['const stub = globalThis[Symbol.for("cairn.migrate.stub")](' + JSON.stringify(name) + ');', 'export default stub;'];
  for (const exported of importedNames(parent, name)) lines.push('export const ' + exported + ' = stub.' + exported + ';');
  return { shortCircuit: true, format: 'module', source: lines.join('\n') };
}
`;
register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);

/** Loads a file as CommonJS whatever the package's `type`, as Docusaurus's loader does. */
function loadCommonJs(filename, source) {
  const module = new Module(filename, null);
  module.filename = filename;
  module.paths = Module._nodeModulePaths(path.dirname(filename));
  module._compile(source, filename);
  module.loaded = true;
  return module.exports;
}

/** The `typescript` package of the site (or a folder above it). */
function typescriptCompiler() {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return require('typescript');
}

function transpile(ts, source, fileName) {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      inlineSourceMap: true,
    },
  }).outputText;
}

const ESM_SYNTAX = /Cannot use import statement|Unexpected token 'export'|await is only valid|import\.meta/;

async function loadConfig() {
  const extension = path.extname(configFile);
  const typescript = ['.ts', '.mts', '.cts'].includes(extension);
  if (extension === '.mjs' || (typescript && mode === 'strip-types')) {
    return import(pathToFileURL(configFile).href);
  }
  if (typescript) {
    const ts = typescriptCompiler();
    // Files the config requires may be TypeScript too (`./src/plugins/x.ts`).
    Module._extensions['.ts'] = (module, filename) =>
      module._compile(transpile(ts, readFileSync(filename, 'utf8'), filename), filename);
    return loadCommonJs(configFile, transpile(ts, readFileSync(configFile, 'utf8'), configFile));
  }
  if (extension === '.cjs') return loadCommonJs(configFile, readFileSync(configFile, 'utf8'));
  try {
    return loadCommonJs(configFile, readFileSync(configFile, 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError && ESM_SYNTAX.test(error.message)) {
      return import(pathToFileURL(configFile).href);
    }
    throw error;
  }
}

/** Copies the value into JSON; what JSON cannot hold becomes `{"__cairn_untranslatable": …}`. */
function serialise(value, ancestors = []) {
  const mark = (kind, extra = {}) => ({ __cairn_untranslatable: kind, ...extra });
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : mark('number', { text: String(value) });
  if (typeof value === 'undefined') return undefined;
  if (typeof value === 'bigint') return mark('bigint', { text: String(value) });
  if (typeof value === 'symbol') return mark('symbol', { text: String(value.description ?? '') });
  if (stubs.has(value)) return mark('stub', stubs.get(value));
  if (typeof value === 'function') return mark('function', { name: value.name || undefined });
  if (ancestors.includes(value)) return mark('circular');
  if (value instanceof RegExp) return mark('regexp', { text: String(value) });
  const inner = [...ancestors, value];
  if (Array.isArray(value)) {
    return value.map((item) => serialise(item, inner) ?? null);
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null && !isModuleNamespace(value)) {
    return mark('instance', { name: value.constructor?.name || undefined });
  }
  const result = {};
  for (const key of Object.keys(value)) {
    const item = serialise(value[key], inner);
    if (item !== undefined) result[key] = item;
  }
  return result;
}

function isModuleNamespace(value) {
  return Object.prototype.toString.call(value) === '[object Module]';
}

/** `file:line:column` of the first stack frame in the site, for the error message. */
function location(error) {
  const stack = String(error?.stack ?? '');
  const root = path.resolve(siteDir);
  const frames = stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+|[A-Za-z]:\\[^\s():]+):(\d+)(?::(\d+))?/g);
  for (const [, file, line, column] of frames) {
    if (path.resolve(file).startsWith(root) && !file.includes('node_modules')) {
      return { file, line: Number(line), column: column ? Number(column) : undefined };
    }
  }
  // Node does not say where a syntax error of an ES module is; `node --check` does.
  if (error instanceof SyntaxError && !['.ts', '.mts', '.cts'].includes(path.extname(configFile))) {
    const check = spawnSync(process.execPath, ['--check', configFile], { encoding: 'utf8' });
    const found = /^(?:file:\/\/)?(.+?):(\d+)$/m.exec(check.stderr ?? '');
    if (found) return { file: found[1], line: Number(found[2]) };
  }
  return undefined;
}

function finish(result) {
  process.stdout.write(MARKER + JSON.stringify(result), () => process.exit(0));
}

try {
  const loaded = await loadConfig();
  let config = loaded?.__esModule || isModuleNamespace(loaded) ? (loaded.default ?? loaded) : loaded;
  if (typeof config === 'function' && !stubs.has(config)) config = await config();
  config = await config;
  finish({ ok: { config: serialise(config) ?? null, stubbed: [...stubbedModules].sort() } });
} catch (error) {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  finish({ error: { message, location: location(error) } });
}
