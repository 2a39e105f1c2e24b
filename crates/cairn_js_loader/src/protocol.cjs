// The protocol the engine speaks with its long-lived Node helpers (the plugin host, the remark
// runner): one JSON request a line on stdin, one reply a line on stdout that starts with
// REPLY, so that what plugins print on stdout cannot be taken for one. Requests are handled
// one at a time, in order; the process exits when stdin closes.
'use strict';

const fs = require('node:fs');

const REPLY = '\u0000cairn-plugin-host\u0000';
// Plugins log as they please; the protocol's lines carry a prefix no log line starts with.
for (const method of ['log', 'info', 'debug']) console[method] = console.error;

/** An error of a plugin's code, with the plugin and the hook it came from. */
class PluginError extends Error {
  constructor(plugin, hook, cause) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.plugin = plugin;
    this.hook = hook;
    this.cause = cause;
  }
}

/** Runs one hook of one plugin; what it throws names both. */
async function hook(plugin, name, run) {
  try {
    return await run();
  } catch (error) {
    throw error instanceof PluginError ? error : new PluginError(plugin, name, error);
  }
}

/** The stack's frames in the site's and plugins' code, not the helpers' nor Node's. */
function siteFrames(stack) {
  return stack
    .split('\n')
    .filter((line) => !/^\s+at /.test(line) || !(line.includes(__dirname) || /\bnode:|Promise\.all|<anonymous>/.test(line)))
    .join('\n');
}

function reply(message) {
  fs.writeSync(1, `${REPLY}${JSON.stringify(message)}\n`);
}

function failure(error) {
  const cause = error instanceof PluginError ? error.cause : error;
  return {
    error: {
      plugin: error instanceof PluginError ? error.plugin : undefined,
      hook: error instanceof PluginError ? error.hook : undefined,
      message: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
      stack: cause instanceof Error ? siteFrames(String(cause.stack ?? '')) : '',
    },
  };
}

/** Answers the requests on stdin with `handlers[request.type](request)`. */
function serve(handlers) {
  let queue = Promise.resolve();
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (!line.trim()) continue;
      // One request at a time, in order: a hook may be slow, the next waits for it.
      queue = queue.then(async () => {
        try {
          const request = JSON.parse(line);
          const handler = handlers[request.type];
          if (!handler) throw new Error(`unknown request \`${request.type}\``);
          reply({ ok: (await handler(request)) ?? {} });
        } catch (error) {
          reply(failure(error));
        }
      });
    }
  });
  process.stdin.on('end', () => {
    queue.then(() => process.exit(0));
  });
}

module.exports = { PluginError, hook, serve };
