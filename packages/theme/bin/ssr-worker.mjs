#!/usr/bin/env node
// @ts-check
// A long-lived SSR worker fed by the engine over stdio, one JSON message per line:
//   → {"type":"init","bundle":"/abs/server.mjs","site":{…},"chunks":{url: value},"markupMark"?:"…"}
//   ← {"type":"ready","contentExports":{module: [name]}}
//   → {"type":"render","id":7,"path":"…","component":"…","props":{…},"shared":{key: hash},"define":{hash: value}}
//   ← {"type":"rendered","id":7,"bytes":N,"head":{"title"?,"description"?,"tags"?},"docs"?:{…},"siteChunks"?:[url],
//      "markup"?:{id: html}}
//     and then N bytes of UTF-8 HTML, where `<!--{markupMark}:{id}-->` stands for markup this
//     worker sent before (once each, with the page that first rendered it)
//     | {"type":"error","id":7,"message":"…","stack":"…"}
//   → {"type":"math","id":3,"tex":"e^{i\\pi}","display":false}   (no init needed)
//   ← {"type":"math","id":3,"html":"…","error"?:"…"}
// stdout carries protocol messages only; everything else is diverted to stderr.
import { readSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * A message from the engine (see the protocol above).
 *
 * @typedef {{ type: 'init', bundle: string, site: unknown, chunks?: Record<string, unknown>, markupMark?: string }
 *   | { type: 'render', id: number, path: string, component: string, props?: Record<string, unknown>,
 *       shared?: Record<string, string>, define?: Record<string, unknown> }
 *   | { type: 'math', id: number, tex: string, display?: boolean }} Request
 */

/**
 * A page as the server bundle renders it (`RenderResult` of src/client/server.tsx).
 *
 * @typedef {{ html: string, head: unknown, docs?: unknown, siteChunks?: string[], markup?: Record<number, string> }} RenderedPage
 */

/**
 * The server bundle (src/client/server.tsx), as this worker calls it.
 *
 * @typedef {object} ServerBundle
 * @property {(site: unknown, chunks: Record<string, unknown>, options: { markupMark?: string }) =>
 *   Promise<{ contentExports: Record<string, string[]> }>} init
 * @property {(request: { path: string, component: string, props: Record<string, unknown> }) => RenderedPage} render
 */

/** @typedef {{ type: 'ready', contentExports: Record<string, string[]> } | { type: 'math', id: number, html: string, error?: string }} Reply */
/** @typedef {{ type: 'rendered', id: number } & RenderedPage} RenderedReply */

// Must happen before the bundle (or anything it imports) is loaded: a stray console.log on
// stdout would corrupt the protocol stream. `process.stdout` is never created, so file
// descriptor 1 stays the blocking pipe the engine handed over and protocol writes go straight
// to it. (Escaping the HTML as JSON and Node's stream layer took about 18 % of a worker's busy
// time in a profile of a 1,000-page build.)
Object.defineProperty(process, 'stdout', { configurable: true, enumerable: true, get: () => process.stderr });
for (const method of /** @type {const} */ (['log', 'info', 'debug', 'warn'])) console[method] = console.error.bind(console);

const STDIN = 0;
const STDOUT = 1;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `data` to stdout, waiting while the pipe is full.
 *
 * @param {string | Buffer} data
 */
function writeProtocol(data) {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(STDOUT, bytes, written, bytes.length - written);
    } catch (error) {
      // Only if something made the pipe non-blocking after all: wait for the engine to read.
      if (errorCode(error) !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

/**
 * Reads `fd` to its end, one line at a time (without the newline), waiting for each read.
 * Lines are cut at newline bytes, which never occur inside a UTF-8 sequence, and each is
 * decoded on its own by `Buffer#toString`: V8 then keeps an ASCII line as one byte per
 * character. `TextDecoder` gave two-byte strings whatever the text, which every string parsed
 * from the request inherited (about 2 % of a worker's time, in decoding and JSON parsing).
 *
 * @param {number} fd
 * @returns {Generator<string>}
 */
function* readLines(fd) {
  const chunk = Buffer.allocUnsafe(1 << 20);
  // The start of a line that did not end in the chunks read so far.
  /** @type {Buffer[]} */
  let pending = [];
  for (;;) {
    let read;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      if (errorCode(error) === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 1);
        continue;
      }
      if (errorCode(error) === 'EOF') break;
      throw error;
    }
    if (read === 0) break;
    const data = chunk.subarray(0, read);
    let start = 0;
    for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
      if (pending.length === 0) {
        yield data.toString('utf8', start, end);
      } else {
        pending.push(Buffer.from(data.subarray(start, end)));
        yield Buffer.concat(pending).toString('utf8');
        pending = [];
      }
      start = end + 1;
    }
    // The chunk is reused by the next read: what is left of a line is copied.
    if (start < read) pending.push(Buffer.from(data.subarray(start)));
  }
  if (pending.length > 0) yield Buffer.concat(pending).toString('utf8');
}

/**
 * The code of a system error (`EAGAIN`…), if `error` is one.
 *
 * @param {unknown} error
 * @returns {string | undefined}
 */
function errorCode(error) {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** @param {Reply | ReturnType<typeof errorMessage>} message */
function send(message) {
  writeProtocol(`${JSON.stringify(message)}\n`);
}

/**
 * A rendered page goes out as a header line naming its length in bytes, then the HTML as it
 * is: no JSON escaping here and no unescaping in the engine, for the largest message by far.
 */
/** @param {RenderedReply} reply */
function sendRendered({ id, html, head, docs, siteChunks, markup }) {
  const bytes = Buffer.byteLength(html, 'utf8');
  const header = `${JSON.stringify({ type: 'rendered', id, bytes, head, docs, siteChunks, markup })}\n`;
  // One buffer, one write: the engine's reader wakes once per page rather than once for the
  // header and again for the page.
  const headerBytes = Buffer.byteLength(header, 'utf8');
  const message = Buffer.allocUnsafe(headerBytes + bytes);
  message.write(header, 0, 'utf8');
  message.write(html, headerBytes, 'utf8');
  writeProtocol(message);
}

/**
 * @param {number | undefined} id The request's, when it has one.
 * @param {unknown} error
 */
function errorMessage(id, error) {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : '';
  return id === undefined ? { type: 'error', message, stack } : { type: 'error', id, message, stack };
}

// Stray async failures inside page code must not take the worker (and the build) down.
process.on('unhandledRejection', (reason) => console.error('ssr-worker: unhandled rejection', reason));
process.on('uncaughtException', (error) => console.error('ssr-worker: uncaught exception', error));

/** @type {ServerBundle | null} */
let server = null;
/** @type {typeof import('katex').default | null} */
let katex = null;
// Chunks several routes share (a sidebar), sent once by the engine and then named by hash.
// Rendering never mutates props, so one parsed object serves every page.
/** @type {Map<string, unknown>} */
const sharedChunks = new Map();

/**
 * @param {Request} message
 * @returns {Promise<Reply | RenderedReply>}
 */
async function handle(message) {
  switch (message.type) {
    case 'init': {
      /** @type {ServerBundle} */
      const bundle = await import(pathToFileURL(message.bundle).href);
      // `chunks`: the data the site data names by URL (docs lists), resolved without fetching.
      const { contentExports } = await bundle.init(message.site, message.chunks ?? {}, {
        markupMark: message.markupMark,
      });
      server = bundle;
      return { type: 'ready', contentExports };
    }
    case 'render': {
      if (!server) throw new Error('render before init: send {"type":"init"} first');
      for (const [hash, value] of Object.entries(message.define ?? {})) sharedChunks.set(hash, value);
      const props = { ...message.props };
      for (const [key, hash] of Object.entries(message.shared ?? {})) {
        if (!sharedChunks.has(hash)) throw new Error(`shared chunk ${hash} was never defined`);
        props[key] = sharedChunks.get(hash);
      }
      const rendered = server.render({ path: message.path, component: message.component, props });
      return { type: 'rendered', id: message.id, ...rendered };
    }
    case 'math': {
      // Formulas are rendered once at build time and shipped as HTML, so KaTeX never
      // reaches the browser. A formula KaTeX rejects is still rendered (in red) and reported.
      katex ??= (await import('katex')).default;
      /** @type {import('katex').KatexOptions} */
      const options = { displayMode: Boolean(message.display), output: 'htmlAndMathml' };
      try {
        return { type: 'math', id: message.id, html: katex.renderToString(message.tex, { ...options, throwOnError: true }) };
      } catch (error) {
        const html = katex.renderToString(message.tex, { ...options, throwOnError: false });
        return { type: 'math', id: message.id, html, error: error instanceof Error ? error.message : String(error) };
      }
    }
    default:
      // Whatever else the engine sent: the types above are all it sends today.
      throw new Error(`unknown message type "${/** @type {{ type: unknown }} */ (message).type}"`);
  }
}

// Requests are read from file descriptor 0 with blocking reads, not through a stream: the
// worker has nothing else to wait for, and a stream costs an event-loop turn and a wake-up per
// page (about 0.14 ms of CPU a page in a profile of a 10,000-page build).
for (const line of readLines(STDIN)) {
  if (!line.trim()) continue;
  /** @type {Request} */
  let message;
  try {
    message = JSON.parse(line);
  } catch (error) {
    send(errorMessage(undefined, new Error(`invalid JSON message: ${error instanceof Error ? error.message : error}`)));
    continue;
  }
  // Messages are handled one at a time, in order: a render never overtakes the init before it.
  try {
    const reply = await handle(message);
    if (reply.type === 'rendered') sendRendered(reply);
    else send(reply);
  } catch (error) {
    // The line may be any JSON (even `null`), which `handle` then rejected.
    send(errorMessage(/** @type {{ id?: number } | null} */ (message)?.id, error));
  }
}

// stdin closed: the engine is done with this worker, even if page code left timers behind.
process.exit(0);
