import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// The chrome fixture is built for baseUrl "/other/". Served at the root by a plain static
// server (a deployment that forgot the base URL), its bundle's URLs are wrong: the inline
// banner script alone must explain what happened.

const SITE_DIR = path.join(E2E_DIR, 'fixtures/chrome');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/chrome-base-url');
/** Ports of this spec's two servers (support/ports.ts lists the shared ones). */
const ROOT_PORT = 4186;
const BASE_PORT = 4187;

let root: Server;
let served: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildSite(SITE_DIR, OUT_DIR);
  root = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(OUT_DIR, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => root.listen(ROOT_PORT, '127.0.0.1', resolve));
  served = await serveSite(SITE_DIR, OUT_DIR, BASE_PORT, '/other/');
});

test.afterAll(async () => {
  await new Promise((resolve) => root?.close(resolve));
  await served?.close();
});

test('a page opened outside the base URL says so, without the bundle', async ({ page, consoleGuard }) => {
  // The failure being reported: the stylesheet and scripts under /other/ do not exist here.
  consoleGuard.allow(/Failed to load resource/);
  await page.goto(`http://127.0.0.1:${ROOT_PORT}/docs/intro/`, { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Your Cairn site did not load properly.');
  await expect(banner).toContainText('Current configured baseUrl = /other/');
  await expect(banner).toContainText('we suggest trying baseUrl = /');
  expect(await banner.textContent()).toMatch(/baseUrl = \/$/);
});

test('the banner suggests the prefix the site is actually served under', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource/);
  // The build's files, reached through /wrong/…: the suggestion keeps that prefix.
  await page.route(`http://127.0.0.1:${ROOT_PORT}/wrong/**`, async (route) => {
    const url = new URL(route.request().url());
    url.pathname = url.pathname.slice('/wrong'.length);
    await route.fulfill({ response: await page.request.fetch(url.toString()) });
  });
  await page.goto(`http://127.0.0.1:${ROOT_PORT}/wrong/docs/intro/`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('alert')).toContainText('we suggest trying baseUrl = /wrong/');
});

test('no banner under the right base URL', async ({ page }) => {
  await page.goto(`${served.url}/other/docs/intro/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.locator('#__cairn_base_url_issue')).toHaveCount(0);
  // Without a trailing slash too (a server may redirect, or not).
  await page.goto(`${served.url}/other`);
  await expect(page.locator('#__cairn_base_url_issue')).toHaveCount(0);
});
