import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hasMarker, pageTitle, setMarker, test, waitForHydration } from '../support/fixtures';
import { LAYOUTS } from '../support/layouts';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// Cairn's website under a sub-path, as a project site on GitHub Pages is served (/<repo>/): a
// copy of website/ built with baseUrl "/sub/" and served under /sub/ by `cairn serve`. Every
// link the site writes, from its config, its content, its React pages and the theme, must stay
// under /sub/, for the link check and for a visitor.

const REPOSITORY = path.resolve(E2E_DIR, '../..');
const WEBSITE = path.join(REPOSITORY, 'website');
/**
 * The copy keeps the repository's layout: website/ beside CHANGELOG.md, which the changelog
 * reads as `../CHANGELOG.md`. The theme and React resolve from the repository's node_modules,
 * a parent folder, as they do for website/ itself.
 */
const COPY = path.join(E2E_DIR, '.fixtures/website-sub');
const SITE_DIR = path.join(COPY, 'website');
const OUT_DIR = path.join(COPY, 'build');
/** Outputs of a build, not sources. The copy's own `.cairn` stays from run to run: the engine reuses what has not changed. */
const NOT_COPIED = new Set(['.cairn', 'build', 'node_modules']);
const BASE = '/sub/';
/** This spec's server (support/ports.ts lists the shared ones). */
const PORT = 4198;

let served: ServedSite;
let buildOutput = '';

/** website/ as it is now (starter zips and all, when a build made them), with `baseUrl = "/sub/"`. */
async function copyWebsite(): Promise<void> {
  await mkdir(SITE_DIR, { recursive: true });
  for (const entry of await readdir(SITE_DIR)) {
    if (entry !== '.cairn') await rm(path.join(SITE_DIR, entry), { recursive: true, force: true });
  }
  for (const entry of await readdir(WEBSITE)) {
    if (!NOT_COPIED.has(entry)) await cp(path.join(WEBSITE, entry), path.join(SITE_DIR, entry), { recursive: true });
  }
  await cp(path.join(REPOSITORY, 'CHANGELOG.md'), path.join(COPY, 'CHANGELOG.md'));
  const configFile = path.join(SITE_DIR, 'cairn.toml');
  const config = await readFile(configFile, 'utf8');
  const underSub = config.replace(/^baseUrl = "\/"$/m, `baseUrl = "${BASE}"`);
  if (underSub === config) throw new Error(`website/cairn.toml has no line \`baseUrl = "/"\` for this spec to change`);
  await writeFile(configFile, underSub);
}

test.beforeAll(async () => {
  // A full build of the website: its bundle, 475 pages, the search index and the worker.
  test.setTimeout(300_000);
  await copyWebsite();
  buildOutput = await buildSite(SITE_DIR, OUT_DIR);
  served = await serveSite(SITE_DIR, OUT_DIR, PORT, BASE);
});

test.afterAll(async () => {
  await served?.close();
});

const at = (sitePath: string) => `${served.url}${BASE}${sitePath.replace(/^\//, '')}`;

async function open(page: Page, sitePath: string): Promise<void> {
  await page.goto(at(sitePath));
  await waitForHydration(page);
}

/** The page's links to its own server that are not under the base URL once (`/docs/`, `/sub/sub/docs/`). */
function linksNotUnderBase(page: Page): Promise<string[]> {
  return page.evaluate((base) => {
    const wrong: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const { origin, pathname } = new URL(link.href, document.baseURI);
      if (origin !== location.origin) continue;
      if (!pathname.startsWith(base) || pathname.startsWith(`${base}${base.slice(1)}`)) wrong.push(link.getAttribute('href') ?? '');
    }
    return wrong;
  }, BASE);
}

test('the build checks every link of the site under /sub/ and finds none broken', () => {
  // The website leaves `onBrokenLinks` at its default, "throw": a broken link fails the build
  // (then beforeAll fails with the list). A setting that only warns would print them.
  expect(buildOutput).not.toMatch(/broken link/i);
  expect(buildOutput).toMatch(/Built \d+ routes/);
});

for (const [layout, options] of LAYOUTS) {
  test.describe(`on ${layout}`, () => {
    test.use(options);

    test('client navigation from the home page to the docs and to the blog stays under /sub/', async ({ page }) => {
      await open(page, '/');
      expect(await linksNotUnderBase(page)).toEqual([]);
      await setMarker(page);
      await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
      await expect(page).toHaveURL(at('/docs/'));
      await expect(pageTitle(page)).toHaveText('Introduction');
      expect(await hasMarker(page), 'a full page load instead of client navigation').toBe(true);
      expect(await linksNotUnderBase(page)).toEqual([]);

      await page.goBack();
      await expect(page).toHaveURL(at('/'));
      await page.getByRole('main').getByRole('link', { name: 'the blog' }).click();
      await expect(page).toHaveURL(at('/blog/'));
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(await hasMarker(page), 'a full page load instead of client navigation').toBe(true);
      expect(await linksNotUnderBase(page)).toEqual([]);
    });

    test('search finds a page, and its result opens under /sub/', async ({ page }) => {
      await open(page, '/docs/installation/');
      await page.locator('nav').getByRole('button', { name: /^Search/ }).first().click();
      const modal = page.getByRole('dialog', { name: 'Search' });
      const input = modal.getByRole('combobox', { name: 'Search' });
      await expect(input).toBeFocused();
      await input.fill('versioning');
      const result = modal.getByRole('option').first();
      await expect(result).toBeVisible();
      await expect(result).toHaveAttribute('href', /^\/sub\//);
      const href = (await result.getAttribute('href')) ?? '';
      await setMarker(page);
      await result.click();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(`${served.url}${href}`);
      await expect(pageTitle(page)).toBeVisible();
      expect(await hasMarker(page), 'a full page load instead of client navigation').toBe(true);
    });

    test("the offline mode's service worker registers with the scope /sub/", async ({ page }) => {
      await open(page, '/docs/installation/');
      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
      });
      expect(registration.scope).toBe(at('/'));
      expect(new URL(registration.script).pathname).toBe('/sub/sw.js');
    });

    test("the announcement bar's link opens its post under /sub/", async ({ page }) => {
      await open(page, '/docs/installation/');
      const link = page.getByRole('banner', { name: 'Announcement' }).getByRole('link', { name: 'Read the release notes' });
      await expect(link).toHaveAttribute('href', '/sub/blog/releases/3.4/');
      await link.click();
      await expect(page).toHaveURL(at('/blog/releases/3.4/'));
      await expect(pageTitle(page)).toContainText('3.4');
    });
  });
}
