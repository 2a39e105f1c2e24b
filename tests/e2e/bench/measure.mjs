// How the benchmarks measure a build and what it wrote: wall time and the peak memory of the
// build's whole process tree, the routes and first-visit bytes of a build folder, and the trash
// that keeps a previous build's clean-up out of the next build's time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, median } from './support.mjs';

const POLL_MS = 100;
const PAGE_SIZE = Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout) || 4096;
// The folders `moveToTrash` filled, emptied by `emptyTrash`.
const trashed = { folders: new Set(), count: 0 };

/** Waits for a file that another build may be replacing (the release binary). */
export async function waitForFile(file) {
  for (let waited = 0; !existsSync(file); waited += 5) {
    if (waited >= 300) throw new Error(`${file} is missing: run \`make engine\``);
    if (waited === 0) log(`waiting for ${file} …`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

export function remove(root, entries) {
  for (const entry of entries) rmSync(path.join(root, entry), { recursive: true, force: true });
}

/**
 * Clears a previous build's folders by moving them into a trash folder beside the site, which
 * is emptied once every round is measured. Deleting thousands of files just before a build
 * slows the build's own file creation on some file systems (ext4 without a journal skips the
 * inodes of files deleted in the last minutes when it allocates new ones): that would charge a
 * fast build for the benchmark's clean-up rather than for its own work.
 */
export function moveToTrash(root, entries) {
  const trash = trashFolder(root);
  mkdirSync(trash, { recursive: true });
  for (const entry of entries) {
    const from = path.join(root, entry);
    if (!existsSync(from)) continue;
    trashed.count += 1;
    renameSync(from, path.join(trash, `${trashed.count}-${path.basename(entry)}`));
    trashed.folders.add(trash);
  }
}

/** Beside the site, on the same file system, so that moving a folder there is a rename. */
export function trashFolder(root) {
  return `${root}.trash`;
}

export function emptyTrash() {
  for (const trash of trashed.folders) rmSync(trash, { recursive: true, force: true });
  trashed.folders.clear();
}

/** Runs one build; returns its wall time, exit code, output and the peak RSS of its process tree. */
export function measure({ command, args, cwd, env }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakBytes = 0;
    const poll = setInterval(() => {
      peakBytes = Math.max(peakBytes, treeRss(child.pid));
    }, POLL_MS);
    child.on('error', (error) => {
      clearInterval(poll);
      reject(error);
    });
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(poll);
      resolve({ code, output, seconds, peakBytes });
    });
  });
}

/** Sum of the resident set sizes of a process and all its descendants, in bytes. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // The command name may hold spaces and parentheses: fields are counted after the last ')'.
    // There, index 1 is the parent's id and index 21 the resident set size in pages.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(name));
    rss.set(Number(name), Number(fields[21]) * PAGE_SIZE);
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** HTML files in a build folder: the pages a visitor can open. */
export function countPages(dir) {
  return readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.html')).length;
}

/**
 * What a first visit to `route` downloads, by kind, raw and gzipped (level 9, as a static host
 * would serve them): the HTML, every script, module preload, stylesheet and preloaded file its
 * tags name, and `moreUrls`: files the page's code fetches before it hydrates. Fonts, images
 * and chunks fetched later (on navigation or hover) are not counted.
 */
export function firstVisitWeight(buildDir, route, moreUrls = []) {
  const html = readFileSync(pageFile(buildDir, route));
  const weight = { html: sizes(html), js: [0, 0], css: [0, 0], data: [0, 0] };
  const tagUrls = [];
  for (const [tag] of html.toString('utf8').matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    // Minified HTML may leave attribute values unquoted.
    const url = /\b(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag)?.slice(1).find((value) => value !== undefined);
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && (/^<script/i.test(tag) || ['stylesheet', 'modulepreload', 'preload'].includes(rel))) tagUrls.push(url);
  }
  const seen = new Set();
  for (const url of [...tagUrls, ...moreUrls]) {
    if (/^(https?:)?\/\//.test(url) || seen.has(url)) continue;
    seen.add(url);
    const file = assetFile(buildDir, url.split(/[?#]/)[0]);
    if (!file) continue;
    const kind = { js: 'js', mjs: 'js', css: 'css', json: 'data' }[path.extname(file).slice(1)];
    if (!kind) continue;
    const [raw, gzipped] = sizes(readFileSync(file));
    weight[kind][0] += raw;
    weight[kind][1] += gzipped;
  }
  return weight;
}

/**
 * The chunks Docusaurus's client loads for `route` before it hydrates the page (its entry
 * waits for `preload(location.pathname)`): the page's HTML names only the entry scripts. The
 * route's chunk names come from the generated routes (every layout route that contains it and
 * the page itself), their files from the client manifest of the last build.
 */
export function docusaurusRouteChunks(siteDir, route) {
  const generated = path.join(siteDir, '.docusaurus');
  const routes = readFileSync(path.join(generated, 'routes.js'), 'utf8');
  const chunkNames = JSON.parse(readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(generated, 'client-manifest.json'), 'utf8'));
  const names = [];
  for (const [, routePath, hash, exact] of routes.matchAll(/ComponentCreator\('([^']*)', '([^']*)'\)(,\s*exact: true)?/g)) {
    // Routes are written with a trailing slash or without, as the site's `trailingSlash` says.
    if (exact ? withoutSlash(routePath) === withoutSlash(route) : route.startsWith(routePath)) {
      collectStrings(chunkNames[`${routePath}-${hash}`], names);
    }
  }
  return names
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((chunk) => Object.values(manifest.assets[chunk] ?? {}).flat())
    .map((asset) => asset.publicPath);
}

/**
 * The file of an asset URL in a build folder. A site served under a base URL (`/docs/`) names
 * its assets with it (`/docs/assets/app.js`), while the build folder is the base URL's root:
 * the URL's leading folders are dropped until a file is found.
 */
function assetFile(buildDir, url) {
  const parts = url.split('/').filter(Boolean);
  for (let skipped = 0; skipped < parts.length; skipped += 1) {
    const file = path.join(buildDir, ...parts.slice(skipped));
    if (existsSync(file)) return file;
  }
  return undefined;
}

function withoutSlash(route) {
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** The HTML file of `route`: `route/index.html`, or `route.html` when the site writes that. */
function pageFile(buildDir, route) {
  const folderPage = path.join(buildDir, route, 'index.html');
  return existsSync(folderPage) ? folderPage : path.join(buildDir, `${withoutSlash(route)}.html`);
}

function collectStrings(value, into) {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

function sizes(bytes) {
  return [bytes.length, gzipSync(bytes, { level: 9 }).length];
}

export function weightLine(name, weight) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const parts = Object.entries(weight).map(([kind, [raw, gzipped]]) => `${kind} ${kb(raw)} / ${kb(gzipped)} KB`);
  const total = Object.values(weight).reduce((sum, [, gzipped]) => sum + gzipped, 0);
  return `  ${name.padEnd(18)} ${parts.join(', ')}; total ${kb(total)} KB gzip`;
}

export function megabytes(bytes) {
  return Math.round(bytes / 1e6);
}

export function table(rows) {
  const header = ['tool', ...rows[0].runs.map((_, index) => `run ${index + 1}`), 'median', 'peak (median)', 'pages/s'];
  const lines = rows.map((tool) => {
    const seconds = median(tool.runs.map((run) => run.seconds));
    return [
      tool.name,
      ...tool.runs.map((run) => `${run.seconds.toFixed(2)} s, ${megabytes(run.peakBytes)} MB`),
      `${seconds.toFixed(2)} s`,
      `${megabytes(median(tool.runs.map((run) => run.peakBytes)))} MB`,
      `${(tool.runs[0].pages / seconds).toFixed(0)}`,
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column].length)));
  const format = (line) => line.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

/**
 * The page routes of a build folder, sorted: `a/b/index.html` and `a/b.html` are both `/a/b`,
 * and pages that only redirect (a refresh tag, as redirect plugins write them) and the 404
 * page are left out, so that builds with other trailing-slash habits compare route by route.
 */
export function routesOf(buildDir) {
  const routes = new Set();
  for (const file of readdirSync(buildDir, { recursive: true })) {
    if (!file.endsWith('.html') || /(^|\/)404(\/index)?\.html$/.test(file)) continue;
    const head = readFileSync(path.join(buildDir, file), 'utf8').slice(0, 4096);
    if (/<meta[^>]+http-equiv=["']?refresh/i.test(head)) continue;
    const route = `/${file}`.replace(/(\/index)?\.html$/, '');
    routes.add(route === '' ? '/' : route);
  }
  return [...routes].sort();
}

/**
 * Reads every file under `paths` (folders or files) so that the next build finds them in the
 * operating system's file cache. Builds of the two tools alternate, and a build of several
 * gigabytes pushes the other tool's files out of the cache: without this, each build would be
 * charged for reading its own dependencies back from disk because of the build before it. A
 * developer who builds a site again has them cached; so do both tools here. Outputs and caches
 * of the builds themselves are left out: they are removed before each build anyway.
 */
export function warmFileCache(paths) {
  const skipped = new Set(['build', '.cairn', '.docusaurus', '.git']);
  const visit = (file) => {
    let stat;
    try {
      stat = lstatSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      if (skipped.has(path.basename(file)) || path.basename(file).endsWith('.trash')) return;
      for (const name of readdirSync(file)) visit(path.join(file, name));
    } else if (stat.isFile()) {
      try {
        readFileSync(file);
      } catch {
        // unreadable: the build will say so if it needs it
      }
    }
  };
  for (const file of paths) visit(file);
}

/**
 * Cold builds of `tools`, taking turns, `rounds` times, so that a machine that gets busier or
 * quieter during the run affects every tool alike. Before each build the tool's `clean()`
 * moves its previous output and caches to the trash and its `warm` files are read (see
 * `warmFileCache`); `count(buildDir)` gives the number the log line shows with `unit`. Each
 * run goes to the tool's `runs`; the trash is emptied at the end. Returns the first failed
 * build as `{ tool, run }`, after which no other is made.
 */
export async function alternateBuilds(tools, rounds, { count, unit }) {
  for (const tool of tools) tool.runs = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const tool of tools) {
        tool.clean();
        warmFileCache(tool.warm ?? []);
        const run = await measure(tool);
        if (run.code !== 0) return { tool, run };
        run.pages = count(tool.buildDir);
        tool.runs.push(run);
        log(`round ${round}: ${tool.name} ${run.seconds.toFixed(2)} s, peak ${megabytes(run.peakBytes)} MB, ${run.pages} ${unit}`);
      }
    }
  } finally {
    emptyTrash();
  }
  return undefined;
}
