// Cold builds of the same generated docs site by Cairn and by Docusaurus (with Docusaurus
// Faster: Rspack and SWC), side by side in one run, with the first-visit weight of one page.
//
//   node tests/e2e/bench/docusaurus.mjs [--pages 1000] [--rounds 2] [--docusaurus 3.10.2]
//
// The corpus is written by `cairn bench` (its generator is reachable only through that
// command) and copied into a Docusaurus site in the system's temporary folder, outside the
// repository: Docusaurus is installed there from npm, never as a dependency of this project.
// The install is kept between runs (one folder per Docusaurus version). When npm cannot
// install it, the comparison is skipped with a message and the script exits with 0.
//
// Runs alternate (Cairn, Docusaurus, Cairn, …) so that a machine that gets busier or quieter
// during the run affects both tools alike. Peak memory is the largest sum of the resident
// set sizes of the build's whole process tree (render workers, bundler processes), read from
// /proc every 100 ms: `/usr/bin/time` would report only the largest single process. Processes
// share some memory (libraries, the same Node binary), which the sum counts once per process.
// CAIRN_BIN picks the engine (default: the release build).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO, commandLineOptions, installFromNpm, log, median } from './support.mjs';

const options = commandLineOptions();
const pages = Number(options.pages ?? 1000);
const rounds = Number(options.rounds ?? 2);
const docusaurusVersion = options.docusaurus ?? '3.10.2';
const cairn = path.resolve(REPO, process.env.CAIRN_BIN ?? 'target/release/cairn');
// Inside the repository, so that the generated site finds the installed `@cairn/theme`.
const cairnSite = path.join(REPO, 'target/bench-docusaurus/cairn-site');
// Outside the repository, so that Docusaurus's packages never mix with the project's.
const docusaurusSite = path.join(os.tmpdir(), `cairn-bench-docusaurus-${docusaurusVersion}`);
// The page whose first-visit weight is compared: the same route in both builds.
const SAMPLE_ROUTE = '/docs/section-00/page-0001/';
const POLL_MS = 100;
const PAGE_SIZE = Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout) || 4096;
// Cold builds at least this many times faster than Docusaurus Faster.
const GOAL = 20;
// The folders `moveToTrash` filled, emptied after the measured rounds.
const trashed = { folders: new Set(), count: 0 };

for (const [name, value] of [['--pages', pages], ['--rounds', rounds]]) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
}

// 1. Docusaurus, first: without npm there is nothing to compare with.
if (!installDocusaurus()) process.exit(0);

// 2. The corpus, and the Docusaurus site made of it.
await waitForFile(cairn);
log(`Generating ${pages} pages with ${path.relative(REPO, cairn)} bench …`);
const generated = spawnSync(cairn, ['bench', '--pages', String(pages), '--dir', cairnSite], {
  cwd: REPO,
  encoding: 'utf8',
});
if (generated.status !== 0) {
  throw new Error(`cairn bench failed:\n${generated.stdout}\n${generated.stderr}`);
}
writeDocusaurusSite();

// 3. Cold builds, alternating.
const tools = [
  {
    name: 'Cairn',
    command: cairn,
    args: ['build', cairnSite],
    cwd: REPO,
    buildDir: path.join(cairnSite, 'build'),
    // Everything a previous build left: the bundle, the compile cache, the output.
    clean: () => moveToTrash(cairnSite, ['.cairn', 'build']),
  },
  {
    name: 'Cairn, bundle cached',
    command: cairn,
    args: ['build', cairnSite],
    cwd: REPO,
    buildDir: path.join(cairnSite, 'build'),
    // What a content change on a site whose theme code did not change costs: the Vite
    // bundle is reused, every document is compiled and every page rendered again.
    clean: () => moveToTrash(cairnSite, ['.cairn/cache/compile', 'build']),
  },
  {
    name: `Docusaurus ${docusaurusVersion}`,
    command: path.join(docusaurusSite, 'node_modules/.bin/docusaurus'),
    args: ['build'],
    cwd: docusaurusSite,
    buildDir: path.join(docusaurusSite, 'build'),
    // What `docusaurus clear` removes, including Rspack's persistent cache.
    clean: () => moveToTrash(docusaurusSite, ['.docusaurus', 'build', 'node_modules/.cache']),
    // No update check over the network in the middle of a timed build.
    env: { NO_UPDATE_NOTIFIER: '1' },
  },
];
const [cairnCold, cairnCached, docusaurus] = tools;
for (const tool of tools) tool.runs = [];
// Other work on the machine slows both tools: the load averages show how much there was.
const loadBefore = os.loadavg()[0];
// What an interrupted run left in the trash (see `moveToTrash`).
for (const site of [cairnSite, docusaurusSite]) rmSync(trashFolder(site), { recursive: true, force: true });
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const tool of tools) {
      tool.clean();
      const run = await measure(tool);
      if (run.code !== 0) {
        throw new Error(`${tool.name} build failed (exit ${run.code}):\n${run.output.slice(-4000)}`);
      }
      run.pages = countPages(tool.buildDir);
      tool.runs.push(run);
      log(`round ${round}: ${tool.name} ${run.seconds.toFixed(2)} s, peak ${megabytes(run.peakBytes)} MB, ${run.pages} pages`);
    }
  }
} finally {
  emptyTrash();
}

// 4. The report. The last Cairn build in the output folder is a bundle-cached one, which
// writes the same files as a cold one.
console.log(
  `\nCold builds of ${pages} generated Markdown pages, ${rounds} round(s), ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after:\n`,
);
console.log(table(tools));
const medianSeconds = (tool) => median(tool.runs.map((run) => run.seconds));
const ratio = medianSeconds(docusaurus) / medianSeconds(cairnCold);
const memoryRatio = median(docusaurus.runs.map((run) => run.peakBytes)) / median(cairnCold.runs.map((run) => run.peakBytes));
console.log(
  `\nDocusaurus / Cairn (cold, medians): ${ratio.toFixed(1)}× the time (goal ≥ ${GOAL}×: ${ratio >= GOAL ? 'met' : 'not met'}), ${memoryRatio.toFixed(1)}× the peak memory`,
);
console.log(`Docusaurus / Cairn with its bundle cached: ${(medianSeconds(docusaurus) / medianSeconds(cairnCached)).toFixed(1)}× the time`);
console.log(`\nFirst visit of ${SAMPLE_ROUTE} (raw / gzip -9): the HTML, and the JS, CSS and data loaded before it hydrates`);
console.log(weightLine(cairnCold.name, firstVisitWeight(cairnCold.buildDir, SAMPLE_ROUTE)));
console.log(
  weightLine(
    docusaurus.name,
    firstVisitWeight(docusaurus.buildDir, SAMPLE_ROUTE, docusaurusRouteChunks(docusaurusSite, SAMPLE_ROUTE)),
  ),
);
const warnings = [...new Set(docusaurus.runs.flatMap((run) => run.output.split('\n')).filter((line) => /\bwarn/i.test(line)))];
if (warnings.length > 0) console.log(`\nDocusaurus warnings:\n${warnings.slice(0, 10).join('\n')}`);

/** Waits for a file that another build may be replacing (the release binary). */
async function waitForFile(file) {
  for (let waited = 0; !existsSync(file); waited += 5) {
    if (waited >= 300) throw new Error(`${file} is missing: run \`make engine\``);
    if (waited === 0) log(`waiting for ${file} …`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

function remove(root, entries) {
  for (const entry of entries) rmSync(path.join(root, entry), { recursive: true, force: true });
}

/**
 * Clears a previous build's folders by moving them into a trash folder beside the site, which
 * is emptied once every round is measured. Deleting thousands of files just before a build
 * slows the build's own file creation on some file systems (ext4 without a journal skips the
 * inodes of files deleted in the last minutes when it allocates new ones): that would charge a
 * fast build for the benchmark's clean-up rather than for its own work.
 */
function moveToTrash(root, entries) {
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
function trashFolder(root) {
  return `${root}.trash`;
}

function emptyTrash() {
  for (const trash of trashed.folders) rmSync(trash, { recursive: true, force: true });
  trashed.folders.clear();
}

/** Installs Docusaurus into its temporary site once; false (with a message) when npm cannot. */
function installDocusaurus() {
  return installFromNpm(
    docusaurusSite,
    {
      name: 'cairn-bench-docusaurus',
      private: true,
      // No `"type": "module"`: with it, Docusaurus's generated route registry is bundled as
      // strict ESM and its `require.resolveWeak` calls fail at static generation.
      dependencies: {
        '@docusaurus/core': docusaurusVersion,
        '@docusaurus/faster': docusaurusVersion,
        '@docusaurus/preset-classic': docusaurusVersion,
        react: '^19.0.0',
        'react-dom': '^19.0.0',
      },
    },
    { label: `Docusaurus ${docusaurusVersion}`, purpose: 'the comparison with Docusaurus' },
  );
}

/** The Docusaurus twin of the generated Cairn site: same docs, home page, navbar and URLs. */
function writeDocusaurusSite() {
  remove(docusaurusSite, ['docs', 'src']);
  cpSync(path.join(cairnSite, 'docs'), path.join(docusaurusSite, 'docs'), { recursive: true });
  mkdirSync(path.join(docusaurusSite, 'src/pages'), { recursive: true });
  cpSync(path.join(cairnSite, 'src/pages/index.md'), path.join(docusaurusSite, 'src/pages/index.md'));
  // The generator writes no `_category_` files: categories come from the section folders and
  // pages are ordered by their `sidebar_position`, as in Cairn's sidebar.
  writeFileSync(
    path.join(docusaurusSite, 'sidebars.js'),
    "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
  );
  const config = {
    title: 'Bench',
    tagline: 'A generated site',
    url: 'https://bench.example',
    baseUrl: '/',
    // Cairn's default: every page is `route/index.html`, linked with a trailing slash.
    trailingSlash: true,
    // Every generated link resolves, so a broken one is a mistake of this script and fails
    // the build (Docusaurus's default for Markdown file links is only a warning).
    onBrokenLinks: 'throw',
    // `.md` files are CommonMark, as in Cairn by default; `.mdx` files would be MDX.
    markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'throw' } },
    // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads) and the v4 defaults.
    future: { v4: true, faster: true },
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
    themeConfig: {
      navbar: { title: 'Bench', items: [{ label: 'Docs', to: '/docs/section-00/page-0000/', position: 'left' }] },
      footer: { copyright: 'Generated' },
    },
  };
  writeFileSync(
    path.join(docusaurusSite, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify(config, null, 2)};\n`,
  );
}

/** Runs one build; returns its wall time, exit code, output and the peak RSS of its process tree. */
function measure({ command, args, cwd, env }) {
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
function countPages(dir) {
  return readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.html')).length;
}

/**
 * What a first visit to `route` downloads, by kind, raw and gzipped (level 9, as a static host
 * would serve them): the HTML, every script, module preload, stylesheet and preloaded file its
 * tags name, and `moreUrls`: files the page's code fetches before it hydrates. Fonts, images
 * and chunks fetched later (on navigation or hover) are not counted.
 */
function firstVisitWeight(buildDir, route, moreUrls = []) {
  const html = readFileSync(path.join(buildDir, route, 'index.html'));
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
    const file = path.join(buildDir, url.split(/[?#]/)[0]);
    if (!existsSync(file)) continue;
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
function docusaurusRouteChunks(siteDir, route) {
  const generated = path.join(siteDir, '.docusaurus');
  const routes = readFileSync(path.join(generated, 'routes.js'), 'utf8');
  const chunkNames = JSON.parse(readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(generated, 'client-manifest.json'), 'utf8'));
  const names = [];
  for (const [, routePath, hash, exact] of routes.matchAll(/ComponentCreator\('([^']*)', '([^']*)'\)(,\s*exact: true)?/g)) {
    if (exact ? routePath === route : route.startsWith(routePath)) {
      collectStrings(chunkNames[`${routePath}-${hash}`], names);
    }
  }
  return names
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((chunk) => Object.values(manifest.assets[chunk] ?? {}).flat())
    .map((asset) => asset.publicPath);
}

function collectStrings(value, into) {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

function sizes(bytes) {
  return [bytes.length, gzipSync(bytes, { level: 9 }).length];
}

function weightLine(name, weight) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const parts = Object.entries(weight).map(([kind, [raw, gzipped]]) => `${kind} ${kb(raw)} / ${kb(gzipped)} KB`);
  const total = Object.values(weight).reduce((sum, [, gzipped]) => sum + gzipped, 0);
  return `  ${name.padEnd(18)} ${parts.join(', ')}; total ${kb(total)} KB gzip`;
}

function megabytes(bytes) {
  return Math.round(bytes / 1e6);
}

function table(rows) {
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
