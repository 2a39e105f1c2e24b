// Calls the functions of a site's code that its options name (`editUrl = { module, export }`,
// `readingTime`), for the engine: every page's arguments come in one request, the answers go
// back in the same order.
//
// argv: <site dir>. Requests come on stdin, one JSON line each (see protocol.cjs):
// - `call` {module, export, arguments: [...]}: loads the module (once) and calls its export
//   with each argument in turn, awaiting each answer → {answers: [...]} (`undefined` is null)
// An argument value `{__cairnStandIn: name, ...}` is replaced by the helper Docusaurus passes
// under that name (`defaultReadingTime`), which JSON cannot carry.
'use strict';

const path = require('node:path');
const { siteModules } = require(path.join(__dirname, 'site-modules.cjs'));
const { serve, PluginError, hook } = require(path.join(__dirname, 'protocol.cjs'));

const siteDir = path.resolve(process.argv[2]);
const { load } = siteModules(siteDir);
const STAND_IN = '__cairnStandIn';

/** Each loaded module, by its name in cairn.toml. */
const modules = new Map();

/** Words in Markdown text, as the engine counts them for a post whose text it has not read. */
function countWords(text) {
  return String(text).split(/\s+/).filter(Boolean).length;
}

/** Docusaurus's `defaultReadingTime({content, locale, options})`: minutes at 200 words a minute
 * (or `options.wordsPerMinute`). Called with the post's own content and no options, it is the
 * engine's count, which reads the rendered text rather than the Markdown. */
function defaultReadingTime(engineMinutes, postContent) {
  return ({ content, options } = {}) => {
    if (content === postContent && !options && typeof engineMinutes === 'number') return engineMinutes;
    const perMinute = options?.wordsPerMinute ?? 200;
    return Math.round((countWords(content) / perMinute) * 100) / 100;
  };
}

/** The argument as the function expects it: stand-ins made into their functions. */
function withHelpers(argument) {
  if (!argument || typeof argument !== 'object' || Array.isArray(argument)) return argument;
  const result = { ...argument };
  for (const [key, value] of Object.entries(argument)) {
    if (value && typeof value === 'object' && value[STAND_IN] === 'defaultReadingTime') {
      result[key] = defaultReadingTime(value.minutes, argument.content);
    }
  }
  return result;
}

async function call(request) {
  const label = `${request.export} of ${request.module}`;
  let exports = modules.get(request.module);
  if (!exports) {
    exports = await hook(label, 'load', () => load(request.module));
    modules.set(request.module, exports);
  }
  const fn = request.export === 'default' && typeof exports === 'function' ? exports : exports?.[request.export];
  if (typeof fn !== 'function') {
    const found = exports && typeof exports === 'object' ? Object.keys(exports).join(', ') || 'none' : typeof exports;
    throw new PluginError(label, 'load', new Error(`the module has no function \`${request.export}\` (its exports: ${found})`));
  }
  const answers = [];
  for (const argument of request.arguments) {
    const answer = await hook(label, 'call', () => fn(withHelpers(argument)));
    answers.push(answer === undefined ? null : answer);
  }
  return { answers };
}

serve({ call });
