// Cold builds of real Docusaurus sites by Cairn and by Docusaurus with Faster on, side by side:
// time, peak memory, the routes each wrote, and the first-visit bytes of one docs page.
//
//   node tests/e2e/bench/real-sites.mjs [--sites tests/e2e/bench/real-sites.json] [--rounds 1]
//                                       [--docusaurus 3.10.2]
//   node tests/e2e/bench/real-sites.mjs --site DIR|GIT_URL [--route /docs/a/page] [--npm-args "…"]
//
// The sites are public repositories named in `real-sites.json` (a URL and a commit), cloned
// into the system's temporary folder; `--site` measures one site instead: a folder (copied,
// never changed) or a Git URL. Their content never enters this repository.
//
// Each site is copied twice, outside the repository, as a user would try it:
// - the Docusaurus copy gets Docusaurus <version> in place of the one it pins (every
//   `@docusaurus/*` package overridden) with `@docusaurus/faster`, and is built through a
//   config that imports the site's own and turns `future.faster` on;
// - the Cairn copy installs the site's own dependencies, is migrated with `cairn migrate
//   docusaurus`, installs the migrated ones, and is built with `cairn build`.
// Both install the site's dependencies from npm (`npmArgs` of the site, or `--npm-args`); the
// installs are kept for the next run while the source is the same. A site that cannot be cloned
// or installed is skipped with a message; a build that fails is reported and the run exits 1.
//
// Builds alternate (Cairn, Docusaurus, …) and are cold: each starts without the caches and
// output of the one before, with its own files in the operating system's file cache (see
// `warmFileCache`). CAIRN_BIN picks the engine (default: the release build).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  alternateBuilds,
  docusaurusRouteChunks,
  firstVisitWeight,
  moveToTrash,
  routesOf,
  table,
  trashFolder,
  waitForFile,
  weightLine,
} from './measure.mjs';
import { REPO, commandLineOptions, log, median, npmInstall } from './support.mjs';

const options = commandLineOptions();
const rounds = Number(options.rounds ?? 1);
// The Docusaurus a site is compared with: `--docusaurus`, else the site's `docusaurus` in the
// list (a site whose own code needs an older 3.x), else this one.
const DEFAULT_DOCUSAURUS = '3.10.2';
const cairn = path.resolve(REPO, process.env.CAIRN_BIN ?? 'target/release/cairn');
const workRoot = path.join(os.tmpdir(), 'cairn-bench-real-sites');
// Issue goals: cold builds this many times faster, this fraction of the memory and of the
// first visit's bytes.
const GOALS = { speed: 20, memory: 1 / 4, firstVisit: 1 / 2 };
// What a copy of a site leaves out: installs, outputs and caches of either tool.
const NOT_COPIED = new Set(['node_modules', 'build', '.docusaurus', '.cairn', '.git']);
// The config the Docusaurus copy is built with, beside the site's own.
const BENCH_CONFIG = 'docusaurus.bench.config.mjs';
const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.cjs'];

if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive whole number');

const sites = options.site ? [siteFromCommandLine()] : readSiteList(options.sites ?? path.join(REPO, 'tests/e2e/bench/real-sites.json'));
await waitForFile(cairn);
const results = [];
for (const site of sites) {
  const result = await benchSite(site);
  if (result) results.push(result);
}
const failed = results.filter((result) => result.failure);
console.log(`\n${results.length - failed.length} of ${sites.length} real site(s) built by both tools.`);
process.exit(failed.length > 0 ? 1 : 0);

function siteFromCommandLine() {
  const source = options.site;
  const folder = existsSync(source) ? path.resolve(source) : undefined;
  return {
    name: path.basename(source.replace(/\.git$/, '').replace(/\/$/, '')),
    folder,
    repository: folder ? undefined : source,
    route: options.route,
    npmArgs: options['npm-args'] ? options['npm-args'].split(' ').filter(Boolean) : [],
  };
}

function readSiteList(file) {
  const list = JSON.parse(readFileSync(file, 'utf8'));
  return list.sites.map((site) => ({ npmArgs: [], ...site }));
}

/** Prepares, builds and reports one site; undefined when it was skipped. */
async function benchSite(site) {
  console.log(`\n## ${site.name}${site.repository ? ` (${site.repository}${site.commit ? ` @ ${site.commit.slice(0, 10)}` : ''})` : ''}\n`);
  const source = site.folder ?? clone(site);
  if (!source) return undefined;
  const siteRoot = path.join(workRoot, site.name);
  const identity = sourceIdentity(source);
  const docusaurusVersion = options.docusaurus ?? site.docusaurus ?? DEFAULT_DOCUSAURUS;
  site.docusaurusVersion = docusaurusVersion;
  const docusaurusCopy = path.join(siteRoot, `docusaurus-${docusaurusVersion}`);
  const cairnCopy = path.join(siteRoot, 'cairn');
  // The Docusaurus copy depends on Docusaurus's version, the Cairn copy on the engine that
  // migrated it.
  if (!prepareCopy(source, docusaurusCopy, `${identity} ${docusaurusVersion}`, site, prepareDocusaurusCopy)) return undefined;
  const migrated = prepareCopy(source, cairnCopy, `${identity} ${statSync(cairn).mtimeMs}`, site, prepareCairnCopy);
  if (migrated === 'failed') return { failure: 'migrate' };
  if (!migrated) return undefined;

  const tools = [
    {
      name: 'Cairn',
      command: cairn,
      args: ['build', cairnCopy],
      cwd: cairnCopy,
      buildDir: path.join(cairnCopy, 'build'),
      clean: () => moveToTrash(cairnCopy, ['.cairn', 'build']),
      warm: [cairnCopy, cairn],
    },
    {
      name: `Docusaurus ${docusaurusVersion}`,
      command: path.join(docusaurusCopy, 'node_modules/.bin/docusaurus'),
      args: ['build', '--config', BENCH_CONFIG],
      cwd: docusaurusCopy,
      buildDir: path.join(docusaurusCopy, 'build'),
      clean: () => moveToTrash(docusaurusCopy, ['.docusaurus', 'build', 'node_modules/.cache']),
      warm: [docusaurusCopy],
      env: { NO_UPDATE_NOTIFIER: '1' },
    },
  ];
  writeBenchConfig(docusaurusCopy, site, docusaurusVersion);
  for (const copy of [cairnCopy, docusaurusCopy]) rmSync(trashFolder(copy), { recursive: true, force: true });
  const loadBefore = os.loadavg()[0];
  const failed = await alternateBuilds(tools, rounds, { count: (dir) => routesOf(dir).length, unit: 'routes' });
  if (failed) {
    console.log(`${failed.tool.name} failed to build ${site.name} (exit ${failed.run.code}):\n${failed.run.output.slice(-3000)}`);
    return { failure: failed.tool.name };
  }
  report(site, tools, loadBefore);
  return {};
}

/** Clones `site.repository` at `site.commit` once; undefined, with a message, when Git cannot. */
function clone(site) {
  const folder = path.join(workRoot, site.name, 'source');
  const head = spawnSync('git', ['-C', folder, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  if (head.status === 0 && (!site.commit || head.stdout.trim() === site.commit)) return folder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  log(`Cloning ${site.repository} …`);
  const steps = [
    ['clone', ['clone', '--quiet', '--filter=blob:none', '--no-checkout', site.repository, folder]],
    ['checkout', ['-C', folder, 'checkout', '--quiet', site.commit ?? 'HEAD']],
  ];
  for (const [name, args] of steps) {
    const git = spawnSync('git', args, { encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
    if (git.status !== 0) {
      console.log(`skipped: ${site.name} could not be cloned (git ${name}):\n${git.stderr.trim().split('\n').slice(-3).join('\n')}`);
      return undefined;
    }
  }
  return folder;
}

/**
 * What identifies a source: the paths, sizes and modification times of its files (a clone's
 * stay the same while it is kept at its commit). A copy made of the same source keeps its
 * install.
 */
function sourceIdentity(folder) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (NOT_COPIED.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = statSync(file, { throwIfNoEntry: false });
        hash.update(`${path.relative(folder, file)}\0${stat?.size}\0${stat?.mtimeMs}\n`);
      }
    }
  };
  walk(folder);
  return hash.digest('hex');
}

/**
 * Copies `source` to `copy` and runs `prepare` (which installs) unless a prepared copy of the
 * same source is there. Returns true when the copy is ready, false when it was skipped,
 * 'failed' when Cairn refused it.
 */
function prepareCopy(source, copy, identity, site, prepare) {
  const stamp = path.join(copy, '.cairn-bench-source');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === identity) {
    log(`${path.basename(copy)} copy of ${site.name} already prepared`);
    return true;
  }
  rmSync(copy, { recursive: true, force: true });
  cpSync(source, copy, { recursive: true, filter: (file) => !NOT_COPIED.has(path.basename(file)) });
  const outcome = prepare(copy, site);
  if (outcome === true) writeFileSync(stamp, identity);
  return outcome;
}

/** Docusaurus `site.docusaurusVersion` with Faster in place of the site's own version. */
function prepareDocusaurusCopy(copy, site) {
  const docusaurusVersion = site.docusaurusVersion;
  const manifestPath = path.join(copy, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const docusaurusPackages = new Set(['@docusaurus/core', '@docusaurus/faster']);
  const lock = path.join(copy, 'package-lock.json');
  if (existsSync(lock)) {
    // The packages released with Docusaurus itself, which carry its version; others under the
    // same scope (`@docusaurus/react-loadable`, `responsive-loader`) have their own.
    const locked = JSON.parse(readFileSync(lock, 'utf8')).packages ?? {};
    const coreVersion = locked['node_modules/@docusaurus/core']?.version;
    for (const [name, entry] of Object.entries(locked)) {
      const match = /(?:^|\/)node_modules\/(@docusaurus\/[^/]+)$/.exec(name);
      if (match && entry.version === coreVersion) docusaurusPackages.add(match[1]);
    }
  }
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) if (name.startsWith('@docusaurus/')) docusaurusPackages.add(name);
  }
  manifest.dependencies = { ...manifest.dependencies };
  for (const name of docusaurusPackages) {
    // npm accepts an override of a direct dependency only when both say the same version.
    if (manifest.devDependencies?.[name]) manifest.devDependencies[name] = docusaurusVersion;
    else if (manifest.dependencies[name] || name === '@docusaurus/faster' || name === '@docusaurus/core') {
      manifest.dependencies[name] = docusaurusVersion;
    }
  }
  manifest.overrides = { ...manifest.overrides, ...Object.fromEntries([...docusaurusPackages].map((name) => [name, docusaurusVersion])) };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // The lock pins the site's own Docusaurus; other package managers' locks are not npm's.
  for (const file of ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml']) rmSync(path.join(copy, file), { force: true });

  return npmInstall(copy, site.npmArgs, {
    label: `${site.name}'s dependencies with Docusaurus ${docusaurusVersion}`,
    purpose: 'the comparison with Docusaurus',
  });
}

/**
 * The config the Docusaurus copy is built with: the site's own, with Docusaurus Faster on.
 * Written before each run, so that a change here needs no new install. An async function,
 * since a site's config may be one and a config module cannot await at its top level once
 * Docusaurus's loader has made it CommonJS.
 */
function writeBenchConfig(copy, site, version) {
  const config = DOCUSAURUS_CONFIGS.find((name) => existsSync(path.join(copy, name)));
  if (!config) throw new Error(`${site.name} has no docusaurus.config.* at its root`);
  const [major, minor] = version.split('.').map(Number);
  const atLeast = (wantedMinor) => major > 3 || (major === 3 && minor >= wantedMinor);
  // Faster came in 3.6 as `experimental_faster`, renamed `faster` in 3.10. From 3.8 on, its
  // SSG worker threads need the v4 head-attribute change, which earlier versions lack.
  const fasterKey = atLeast(10) ? 'faster' : 'experimental_faster';
  const v4 = atLeast(8)
    ? "future.v4 === true ? true : { ...future.v4, removeLegacyPostBuildHeadAttribute: true }"
    : 'future.v4';
  if (!atLeast(6)) throw new Error(`Docusaurus ${version} has no Faster: compare with 3.6 or later`);
  writeFileSync(
    path.join(copy, BENCH_CONFIG),
    `// Written by Cairn's benchmark: the site's config with Docusaurus Faster on.
import site from './${config}';

export default async function createConfig(...args) {
  const config = typeof site === 'function' ? await site(...args) : await site;
  const future = config.future ?? {};
  return { ...config, future: { ...future, v4: ${v4}, ${fasterKey}: true } };
}
`,
  );
}

/**
 * As a user moves a site over: the site's own dependencies installed (its config may read
 * files of `node_modules`), `cairn migrate docusaurus`, then the migrated dependencies.
 */
function prepareCairnCopy(copy, site) {
  const installed = npmInstall(copy, site.npmArgs, {
    label: `${site.name}'s own dependencies`,
    purpose: 'migrating the site',
  });
  if (!installed) return false;
  const migrate = spawnSync(cairn, ['migrate', 'docusaurus', copy], { encoding: 'utf8' });
  if (migrate.status !== 0) {
    console.log(`cairn migrate docusaurus failed on ${site.name} (exit ${migrate.status}):\n${migrate.stderr.slice(-3000)}`);
    return 'failed';
  }
  return npmInstall(copy, site.npmArgs, { label: `${site.name}'s dependencies with Cairn`, purpose: 'building the migrated site' });
}

function report(site, tools, loadBefore) {
  const [cairnTool, docusaurus] = tools;
  console.log(
    `\nCold builds of ${site.name}, ${rounds} round(s), ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after:\n`,
  );
  console.log(table(tools));
  const seconds = (tool) => median(tool.runs.map((run) => run.seconds));
  const peak = (tool) => median(tool.runs.map((run) => run.peakBytes));
  const speed = seconds(docusaurus) / seconds(cairnTool);
  const memory = peak(cairnTool) / peak(docusaurus);
  const verdict = (met) => (met ? 'met' : 'not met');
  console.log(`\nDocusaurus / Cairn: ${speed.toFixed(1)}× the time (goal ≥ ${GOALS.speed}×: ${verdict(speed >= GOALS.speed)})`);
  console.log(`Cairn / Docusaurus: ${(memory * 100).toFixed(0)} % of the peak memory (goal ≤ ${GOALS.memory * 100} %: ${verdict(memory <= GOALS.memory)})`);

  const cairnRoutes = routesOf(cairnTool.buildDir);
  const docusaurusRoutes = routesOf(docusaurus.buildDir);
  const inCairn = new Set(cairnRoutes);
  const inDocusaurus = new Set(docusaurusRoutes);
  const onlyDocusaurus = docusaurusRoutes.filter((route) => !inCairn.has(route));
  const onlyCairn = cairnRoutes.filter((route) => !inDocusaurus.has(route));
  console.log(`\nRoutes: Docusaurus ${docusaurusRoutes.length}, Cairn ${cairnRoutes.length}, both ${docusaurusRoutes.length - onlyDocusaurus.length}`);
  for (const [label, routes] of [['only Docusaurus', onlyDocusaurus], ['only Cairn', onlyCairn]]) {
    if (routes.length > 0) console.log(`  ${label} (${routes.length}): ${routes.slice(0, 8).join(' ')}${routes.length > 8 ? ' …' : ''}`);
  }

  const route = site.route ?? docusaurusRoutes.find((candidate) => inCairn.has(candidate) && candidate.split('/').length > 3);
  if (!route || !inCairn.has(route) || !inDocusaurus.has(route)) {
    console.log(`\nFirst visit: ${route ?? 'no docs route'} is not a page of both builds, so it is not compared`);
    return;
  }
  const cairnWeight = firstVisitWeight(cairnTool.buildDir, route);
  // Docusaurus's route table names routes with the site's base URL; build folders do not.
  const baseUrl = /"baseUrl":\s*"([^"]*)"/.exec(readFileSync(path.join(docusaurus.cwd, '.docusaurus/docusaurus.config.mjs'), 'utf8'))?.[1] ?? '/';
  const chunks = docusaurusRouteChunks(docusaurus.cwd, `${baseUrl}${route.slice(1)}`);
  const docusaurusWeight = firstVisitWeight(docusaurus.buildDir, route, chunks);
  const total = (weight) => Object.values(weight).reduce((sum, [, gzipped]) => sum + gzipped, 0);
  const share = total(cairnWeight) / total(docusaurusWeight);
  console.log(`\nFirst visit of ${route} (raw / gzip -9): the HTML, and the JS, CSS and data loaded before it hydrates`);
  console.log(weightLine(cairnTool.name, cairnWeight));
  console.log(weightLine(docusaurus.name, docusaurusWeight));
  console.log(`Cairn / Docusaurus: ${(share * 100).toFixed(0)} % of the bytes (goal ≤ ${GOALS.firstVisit * 100} %: ${verdict(share <= GOALS.firstVisit)})`);
}
