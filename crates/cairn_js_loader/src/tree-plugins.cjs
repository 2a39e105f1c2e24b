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

const path = require('node:path');
const { siteModules } = require(path.join(__dirname, 'site-modules.cjs'));
const { serve, PluginError, hook } = require(path.join(__dirname, 'protocol.cjs'));

const siteDir = path.resolve(process.argv[2]);
const { load } = siteModules(siteDir);

/** Each plugin: {label, transformer}. */
let chain = [];

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
