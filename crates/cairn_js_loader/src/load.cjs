// Loads one module of a site (a Docusaurus config, a sidebars file) as Docusaurus does, with
// jiti and Docusaurus's options, and prints its export as JSON after a marker line (the module
// itself may print to stdout).
//
// argv: <module file> <site dir> <options as JSON>; options:
// - `stubMissing`: a package that is not installed becomes a stand-in that records its name,
//   so that a site that has not run `npm install` yet can still be read;
// - `callFunction`: an exported function is called and awaited (a config creator);
// - `markUntranslatable`: what JSON cannot hold becomes `{"__cairn_untranslatable": kind}`
//   instead of being dropped.
'use strict';

const Module = require('node:module');
const path = require('node:path');

const [file, siteDir, optionsText] = process.argv.slice(2);
const options = JSON.parse(optionsText || '{}');
const MARKER = '\n@@cairn-module-result@@\n';
const stubs = new WeakMap();
const stubbedModules = new Set();

// The module's own console output must not mix with the result.
for (const method of ['log', 'info', 'debug']) console[method] = console.error;

const EMPTY_ITERATOR = function* () {};

/** A value standing for anything read from a missing package. Every property read, call and
 * `new` gives another stand-in, so `require('x').themes.github`, `remarkMath()` or
 * `new Plugin()` work; it can also be spread (`...x.styles`), iterated (`for (const a of x)`),
 * turned into a string, and awaited (it is not thenable). */
function stub(moduleName, access = '') {
  const target = function () {};
  const proxy = new Proxy(target, {
    get(_target, property) {
      if (property === 'then' || property === 'toJSON') return undefined;
      if (property === '__esModule') return false;
      if (property === Symbol.toPrimitive) return () => `[${moduleName}${access}]`;
      if (property === Symbol.iterator || property === Symbol.asyncIterator) return EMPTY_ITERATOR;
      if (typeof property === 'symbol') return undefined;
      if (property === 'prototype') return target.prototype;
      return stub(moduleName, `${access}.${property}`);
    },
    apply: () => stub(moduleName, `${access}()`),
    construct: () => stub(moduleName, `new ${access}`),
    // Spreading reads the own enumerable keys: a stand-in has none, so `{...x}` is `{}`.
    ownKeys: () => Reflect.ownKeys(target),
  });
  stubs.set(proxy, { module: moduleName, access });
  stubbedModules.add(moduleName);
  return proxy;
}

const isBare = (request) =>
  !request.startsWith('.') && !request.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(request) &&
  !request.startsWith('node:') && !request.startsWith('file:') && !request.startsWith('data:');

if (options.stubMissing) {
  // jiti resolves through Node's `Module._resolveFilename`: a missing package resolves to a
  // cached module whose exports are a stand-in, so `require('x')`, `import x from 'x'` and
  // `require.resolve('x')` (which gives `cairn-stub:x`) all succeed.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    try {
      return resolveFilename.call(this, request, ...rest);
    } catch (error) {
      if (error?.code !== 'MODULE_NOT_FOUND' || !isBare(request) || lookingUp) throw error;
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
}

// A dynamic `import('x')` is left to Node's ES module loader, which does not go through
// `Module._resolveFilename`: resolve and load hooks give it the same stand-ins. A stand-in
// module cannot know its export names, so they are read from the importing file's
// `import { a, b as c } from 'x'`.
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
  const lines = ['const stub = globalThis[Symbol.for("cairn.module.stub")](' + JSON.stringify(name) + ');', 'export default stub;'];
  for (const exported of importedNames(parent, name)) lines.push('export const ' + exported + ' = stub.' + exported + ';');
  return { shortCircuit: true, format: 'module', source: lines.join('\n') };
}
`;
if (options.stubMissing) {
  globalThis[Symbol.for('cairn.module.stub')] = (name) => stub(name);
  Module.register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
}

function loader() {
  return require(path.join(__dirname, 'site-jiti.cjs')).siteJiti(siteDir, {
    // Docusaurus bypasses Node's require cache; the stand-ins live in it, and a process
    // that loads one module sees no difference.
    requireCache: Boolean(options.stubMissing),
  });
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
  if (typeof value === 'function') {
    return mark('function', {
      name: value.name || undefined,
      module: functionOrigins().get(value),
      source: functionSource(value),
    });
  }
  if (ancestors.includes(value)) return mark('circular');
  if (value instanceof RegExp) return mark('regexp', { text: String(value) });
  const inner = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item) => serialise(item, inner) ?? null);
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

/** The function's text as an expression another module can hold (`cairn migrate` moves a
 * config's `editUrl` there): an arrow or `function` as written, a method (`editUrl(x) {…}`)
 * made a `function`; none for a built-in or a bound function, or a very long one. */
function functionSource(fn) {
  const text = Function.prototype.toString.call(fn);
  if (text.length > 20_000 || /\{\s*\[native code\]\s*\}$/.test(text)) return undefined;
  const asFunction = text.replace(/^(async\s+)?(\*\s*)?/, (_, async = '', star = '') => `${async}function${star ? '*' : ''} `);
  for (const candidate of [text, asFunction]) {
    try {
      new Function(`return (${candidate});`);
      return candidate;
    } catch {
      // Not an expression as it is: try the next form.
    }
  }
  return undefined;
}

let origins;
/** True while the loader looks a package up for itself: a package it cannot find is no
 * stand-in of the module's. */
let lookingUp = false;
/** The file each function a loaded module exports (as itself or as its default) came from:
 * a config's `require('remark-x')` is a function, and the file names its package. */
function functionOrigins() {
  if (origins) return origins;
  origins = new Map();
  for (const module of Object.values(Module._cache)) {
    const exported = module?.exports;
    const fn = typeof exported === 'function' ? exported : typeof exported?.default === 'function' ? exported.default : null;
    if (fn && !stubs.has(fn) && !origins.has(fn) && module.filename && !module.filename.startsWith('cairn-stub:')) {
      origins.set(fn, packageEntry(module.filename) ?? module.filename);
    }
  }
  return origins;
}

/** The package name whose entry `file` is, as the site resolves it: a workspace package is
 * linked into node_modules, and Node gives its real path, outside the site. */
function packageEntry(file) {
  const fs = require('node:fs');
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    let name;
    try {
      name = JSON.parse(fs.readFileSync(manifest, 'utf8')).name;
    } catch {
      return undefined;
    }
    if (!name) return undefined;
    lookingUp = true;
    try {
      const resolved = Module.createRequire(path.join(path.resolve(siteDir), 'package.json')).resolve(name);
      return fs.realpathSync(resolved) === fs.realpathSync(file) ? name : undefined;
    } catch {
      return undefined;
    } finally {
      lookingUp = false;
    }
  }
  return undefined;
}

function isModuleNamespace(value) {
  return Object.prototype.toString.call(value) === '[object Module]';
}

/** `file:line:column` of the first place in the site the error points at. */
function location(error) {
  const root = path.resolve(siteDir);
  const inSite = (candidate) => {
    const absolute = path.resolve(candidate);
    return absolute.startsWith(root) && !absolute.includes(`${path.sep}node_modules${path.sep}`);
  };
  // A syntax error found while transpiling: jiti puts `file:line:column` in the message.
  const message = String(error?.message ?? '');
  const transpiled = /(\/[^\s:]+|[A-Za-z]:\\[^\s:]+):(\d+):(\d+)\s*$/.exec(message);
  if (transpiled && inSite(transpiled[1])) {
    // Babel counts columns from 0.
    return { file: transpiled[1], line: Number(transpiled[2]), column: Number(transpiled[3]) + 1 };
  }
  const stack = String(error?.stack ?? '');
  const frames = stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+|[A-Za-z]:\\[^\s():]+):(\d+)(?::(\d+))?/g);
  for (const [, frameFile, line, column] of frames) {
    if (inSite(frameFile)) {
      // jiti runs a module inside Node's CommonJS wrapper, written on the module's first
      // line, so a column there counts the wrapper too: it is left out.
      const known = column && Number(line) > 1;
      return { file: frameFile, line: Number(line), column: known ? Number(column) : undefined };
    }
  }
  return undefined;
}

/** The message without jiti's location suffix, which `location` reports on its own. */
function describe(error) {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.replace(/\s*\n\s*(\/[^\s:]+|[A-Za-z]:\\[^\s:]+):\d+:\d+\s*$/, '');
  // jiti reports a syntax error as an `Error` whose message names the kind already.
  return /^\w*Error: /.test(message) ? message : `${error.name}: ${message}`;
}

function finish(result) {
  process.stdout.write(MARKER + JSON.stringify(result), () => process.exit(0));
}

(async () => {
  try {
    let value = loader()(path.resolve(file));
    if (options.callFunction && typeof value === 'function' && !stubs.has(value)) value = value();
    value = await value;
    const json = options.markUntranslatable ? serialise(value) : JSON.parse(JSON.stringify(value) ?? 'null');
    finish({ ok: { value: json ?? null, stubbed: [...stubbedModules].sort() } });
  } catch (error) {
    const stubbed = [...stubbedModules].sort();
    finish({ error: { message: describe(error), location: location(error), stubbed } });
  }
})();
