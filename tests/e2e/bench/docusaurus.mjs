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
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  alternateBuilds,
  countPages,
  docusaurusRouteChunks,
  firstVisitWeight,
  moveToTrash,
  remove,
  table,
  trashFolder,
  waitForFile,
  weightLine,
} from './measure.mjs';
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
// Cold builds at least this many times faster than Docusaurus Faster.
const GOAL = 20;

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
    warm: [cairnSite, cairn, path.join(REPO, 'node_modules')],
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
    warm: [cairnSite, cairn, path.join(REPO, 'node_modules')],
  },
  {
    name: `Docusaurus ${docusaurusVersion}`,
    command: path.join(docusaurusSite, 'node_modules/.bin/docusaurus'),
    args: ['build'],
    cwd: docusaurusSite,
    buildDir: path.join(docusaurusSite, 'build'),
    // What `docusaurus clear` removes, including Rspack's persistent cache.
    clean: () => moveToTrash(docusaurusSite, ['.docusaurus', 'build', 'node_modules/.cache']),
    warm: [docusaurusSite],
    // No update check over the network in the middle of a timed build.
    env: { NO_UPDATE_NOTIFIER: '1' },
  },
];
const [cairnCold, cairnCached, docusaurus] = tools;
// Other work on the machine slows both tools: the load averages show how much there was.
const loadBefore = os.loadavg()[0];
// What an interrupted run left in the trash (see `moveToTrash`).
for (const site of [cairnSite, docusaurusSite]) rmSync(trashFolder(site), { recursive: true, force: true });
const failed = await alternateBuilds(tools, rounds, { count: countPages, unit: 'pages' });
if (failed) {
  throw new Error(`${failed.tool.name} build failed (exit ${failed.run.code}):\n${failed.run.output.slice(-4000)}`);
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
