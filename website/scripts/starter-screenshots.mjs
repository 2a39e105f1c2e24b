// Takes the playground's preview screenshots (website/static/img/starters/<template>.png):
// for each `cairn init` template, makes the site in target/starters/ (inside the repository,
// so the workspace's node_modules/@cairn/theme is found without an npm install), builds it,
// serves it and photographs its home page at 1280×800 in Chromium, at half scale to keep the
// files small. Run it again when a template's look changes, then commit the PNGs:
//
//   cargo build -p cairn && node website/scripts/starter-screenshots.mjs
//
// CAIRN_BIN picks another binary (default: target/debug/cairn); CHROMIUM_PATH another browser.

import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cairn = process.env.CAIRN_BIN ?? join(root, 'target/debug/cairn');
const templates = ['classic', 'docs-only', 'blog-only'];
const outDir = join(root, 'website/static/img/starters');
const firstPort = 3470;

async function waitForServer(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [index, template] of templates.entries()) {
    // Named like the downloadable zip, so the site's title is the same: "Cairn classic"…
    const site = join(root, 'target/starters', `cairn-${template}`);
    rmSync(site, { recursive: true, force: true });
    execFileSync(cairn, ['init', site, '--template', template], { stdio: 'ignore' });
    execFileSync(cairn, ['build', site], { stdio: ['ignore', 'ignore', 'inherit'] });

    const port = firstPort + index;
    const server = spawn(cairn, ['serve', site, '--port', String(port)], { stdio: 'ignore' });
    try {
      const url = `http://127.0.0.1:${port}/`;
      await waitForServer(url);
      const page = await browser.newPage({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 0.5,
        colorScheme: 'light',
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const file = join(outDir, `${template}.png`);
      await page.screenshot({ path: file });
      await page.close();
      console.log(`${template}: ${file}`);
    } finally {
      server.kill();
    }
  }
} finally {
  await browser.close();
}
