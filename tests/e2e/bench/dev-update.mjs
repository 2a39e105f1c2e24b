// How long a saved Markdown edit takes to show in a page open on `cairn start`, measured in
// real Chromium: from the moment the file is written to the moment the new text is in the
// page's DOM (a MutationObserver in the page records it; both clocks are this machine's).
//
//   node tests/e2e/bench/dev-update.mjs [--site website] [--page /docs/installation/]
//                                       [--file docs/installation.md] [--runs 20]
//
// The site is served where it is (the website reads files beside it, such as the repository's
// CHANGELOG.md); the edited file is restored at the end. CAIRN_BIN picks the engine (default:
// the release build).
import { spawn } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REPO, commandLineOptions } from './support.mjs';

const options = commandLineOptions();
const site = path.resolve(REPO, options.site ?? 'website');
const pagePath = options.page ?? '/docs/installation/';
const file = options.file ?? 'docs/installation.md';
const runs = Number(options.runs ?? 20);
const port = Number(options.port ?? 4193);
const cairn = path.resolve(REPO, process.env.CAIRN_BIN ?? 'target/release/cairn');
const server = spawn(cairn, ['start', site, '--port', String(port), '--no-open'], { stdio: ['ignore', 'pipe', 'pipe'] });
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));
const url = `http://127.0.0.1:${port}`;
const started = Date.now();
for (;;) {
  if (server.exitCode !== null) throw new Error(`cairn start exited:\n${log}`);
  const status = await fetch(`${url}${pagePath}`).then((response) => response.status, () => 0);
  if (status === 200) break;
  if (Date.now() - started > 180_000) {
    server.kill('SIGINT');
    throw new Error(`cairn start did not serve ${url}${pagePath}:\n${log}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const ready = Date.now() - started;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const latencies = [];
try {
  const page = await browser.newPage();
  await page.goto(`${url}${pagePath}`);
  await page.waitForFunction(() => document.documentElement.dataset.cairnDevBuild);
  const target = path.join(site, file);
  const original = await readFile(target, 'utf8');
  try {
    for (let run = 1; run <= runs; run += 1) {
      const text = `Benchmark edit number ${run}.`;
      await page.evaluate((expected) => {
        window.__seenAt = undefined;
        const observer = new MutationObserver(() => {
          if (document.body.innerText.includes(expected)) {
            window.__seenAt = Date.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }, text);
      const saved = Date.now();
      await writeFile(target, `${original}\n\n${text}\n`);
      await page.waitForFunction(() => window.__seenAt !== undefined, undefined, { timeout: 10_000 });
      latencies.push((await page.evaluate(() => window.__seenAt)) - saved);
      // Let the server finish rendering the page again, as between two saves of an author.
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  } finally {
    await writeFile(target, original);
  }
} finally {
  await browser.close();
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
}

const sorted = [...latencies].sort((a, b) => a - b);
const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
const serverTimes = [...log.matchAll(/→ update in (\d+) ms/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
const routes = /Built (\d+) routes/.exec(log)?.[1];
const summary = [
  `site: ${path.relative(REPO, site)} (${routes} routes), ready in ${(ready / 1000).toFixed(1)} s`,
  `save → text on screen, ${runs} edits of ${file}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`,
  `server (save seen → pages told): median ${serverTimes[Math.floor(serverTimes.length / 2)]} ms`,
  `last update as the server logged it: ${log.split('\n').filter((line) => line.includes('→ update')).at(-1)}`,
];
console.log(summary.join('\n'));
if (process.env.BENCH_LOG) await appendFile(process.env.BENCH_LOG, `${summary.join('\n')}\n`);
