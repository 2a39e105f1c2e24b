// Runs a site's remark or rehype plugins on documents' syntax trees (mdast or hast), for the
// engine's compiler.
//
// argv: <site dir>. Requests come on stdin, one JSON line each; each gets one reply line on
// stdout starting with REPLY (plugins' own output goes to stderr):
// - `init` {plugins: [{module, options}]}: loads each plugin (a path from the site with jiti,
//   as Docusaurus loads its config; a package by its `import` entry) and calls it with its
//   options, as unified's `use` does, keeping the transformers → {}
// - `transform` {tree, path, source}: runs the transformers in order on the tree, with a file
//   object for the document → {tree, messages}
// An error is {error: {plugin, hook, message, stack}}. The runner exits when stdin closes.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const { siteJiti } = require(path.join(__dirname, 'site-jiti.cjs'));
const { serve, PluginError, hook } = require(path.join(__dirname, 'protocol.cjs'));

const siteDir = path.resolve(process.argv[2]);

/** Each plugin: {label, transformer}. */
let chain = [];

/** The file an npm package's entry is: `require`'s answer, or for a package that only has
 * an ES module entry, its `exports` for `import`. */
function resolvePackage(name) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  try {
    return require.resolve(name);
  } catch (error) {
    if (!['MODULE_NOT_FOUND', 'ERR_PACKAGE_PATH_NOT_EXPORTED'].includes(error?.code)) throw error;
  }
  const parts = name.split('/');
  const packageName = name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = name.slice(packageName.length);
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const packageDir = path.join(dir, 'node_modules', packageName);
    const manifest = path.join(packageDir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { exports, module, main } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      const target = exportTarget(exports, `.${subpath}`) ?? (subpath ? subpath.slice(1) : module ?? main ?? 'index.js');
      return path.join(packageDir, target);
    }
    if (dir === path.dirname(dir)) break;
  }
  const error = new Error(`cannot find the package \`${name}\` from ${siteDir}: install it with npm`);
  error.stack = `Error: ${error.message}`;
  throw error;
}

/** What `exports` gives `import` for `key` (`.`, `./sub`). */
function exportTarget(exports, key) {
  if (!exports) return null;
  const conditional = typeof exports === 'object' && !Array.isArray(exports);
  const bySubpath = conditional && Object.keys(exports).some((entry) => entry.startsWith('.'));
  const entry = bySubpath ? exports[key] : key === '.' ? exports : undefined;
  const pick = (value) => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return pick(value[0]);
    if (value && typeof value === 'object') return pick(value.import ?? value.node ?? value.default ?? value.require);
    return null;
  };
  return pick(entry);
}

/** A plugin module's export: its default, or the module itself. */
async function load(name) {
  if (name.startsWith('.') || path.isAbsolute(name)) {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve(path.resolve(siteDir, name));
    return siteJiti(siteDir)(file);
  }
  const file = resolvePackage(name);
  // A package whose entry is TypeScript (a workspace package of the site's repository): jiti
  // reads it, as it reads the Docusaurus config that imports it.
  if (/\.[cm]?tsx?$/.test(file)) return siteJiti(siteDir)(file);
  const module = await import(pathToFileURL(file).href);
  return module.default ?? module;
}

/** What a plugin's `this` is when unified calls it: its data store, where syntax plugins
 * register parser extensions (which do nothing here: the engine has parsed the file). */
function processor() {
  const store = {};
  return {
    data(key, value) {
      if (key === undefined) return store;
      if (typeof key === 'object') return Object.assign(store, key);
      if (value === undefined) return store[key];
      store[key] = value;
      return this;
    },
  };
}

async function init({ plugins }) {
  chain = [];
  const shared = processor();
  for (const entry of plugins) {
    const label = entry.module;
    const attacher = await hook(label, 'load', () => load(entry.module));
    if (typeof attacher !== 'function') {
      throw new PluginError(label, 'load', new Error('the module exports no plugin function'));
    }
    const options = entry.options && Object.keys(entry.options).length > 0 ? entry.options : undefined;
    const transformer = await hook(label, 'attach', () => attacher.call(shared, options));
    if (typeof transformer === 'function') chain.push({ label, transformer });
  }
  return {};
}

/** The document as plugins see it: a VFile's fields and methods. */
function documentFile(filePath, value) {
  const messages = [];
  const say = (reason, place) => {
    const start = place?.start ?? place?.position?.start ?? place;
    const message = {
      message: String(reason?.message ?? reason),
      line: typeof start?.line === 'number' ? start.line : undefined,
      column: typeof start?.column === 'number' ? start.column : undefined,
    };
    messages.push(message);
    return message;
  };
  return {
    path: filePath,
    history: [filePath],
    cwd: siteDir,
    value,
    data: {},
    messages,
    dirname: path.dirname(filePath),
    basename: path.basename(filePath),
    extname: path.extname(filePath),
    stem: path.basename(filePath, path.extname(filePath)),
    message: say,
    info: say,
    fail(reason, place) {
      const said = say(reason, place);
      messages.pop();
      throw reason instanceof Error ? reason : new Error(said.message);
    },
    toString() {
      return value;
    },
  };
}

/** Runs one transformer as unified does: it may return a tree, a promise, or call back. */
function run(transformer, tree, file) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (error, result) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(result);
    };
    let result;
    try {
      result = transformer(tree, file, done);
    } catch (error) {
      done(error);
      return;
    }
    if (transformer.length >= 3 && result === undefined) return;
    Promise.resolve(result).then((value) => done(null, value), done);
  });
}

async function transform({ tree, path: sitePath, source }) {
  const file = documentFile(path.resolve(siteDir, sitePath), source);
  let current = tree;
  for (const { label, transformer } of chain) {
    const result = await hook(label, 'transformer', () => run(transformer, current, file));
    if (result && typeof result === 'object' && typeof result.type === 'string') current = result;
  }
  return { tree: current, messages: file.messages };
}

serve({ init, transform });
