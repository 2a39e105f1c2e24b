import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { type BundleManifest, firstVisitFiles, readBundleManifest } from '../support/firstVisit';

// What a first visit to a docs page downloads before it can render and hydrate: the files its
// <head> links (stylesheets, modulepreloads, the entry script). The bundle's manifest names the
// source files each chunk holds, so the checks name modules, not hashed file names.

const manifestFile = new URL('../../../website/.cairn/client/cairn-manifest.json', import.meta.url);

// The JavaScript budget is the project's own for a docs page's first visit: 80 KB gzip (-9).
// Measured: 91.8 KB when the route registry left the entry, 92.1 KB once the modules the entry
// imports stayed in its chunk, 83.8 KB since the theme stays on React 19.2 (19.3's view
// transitions, which the theme does not use, weighed 8.4 KB), 81.7 KB once the layout joined
// the entry's chunk and the modules article pages share became one chunk, 79.7 KB since the
// navbar's dropdowns, the footer, the announcement bar and the mobile drawer load on demand
// (on-demand-parts.spec.ts), 79.4 KB since the website's colour-generator client module loads
// the code applying a visitor's choice only when there is one, 79.6 KB since those parts are
// left out rather than crashing the page when their code cannot be downloaded, 79.8 KB
// (81,752 bytes, 9 more) with ThemedImage's loader, the loaders of the on-demand content
// components written without repeating their names, 79.95 KB (81,866 bytes) with MDX that holds
// code (the content tree's branch for code and the site's MDX components; the code's runtime
// comes with each code page's module), 79.7 KB (81,632 bytes) since code blocks' buttons come
// after the page's code, which also pays for Link putting baseUrl in front of site paths (about
// 130 bytes), 81.2 KB (83,128 bytes) once the interface's strings became translatable messages,
// 79.5 KB (81,392 bytes) since plural rules, the draft, unlisted and version notices and a
// doc's footer (tags, edit link, last update) load on demand and preload lists leave out the
// chunks every page loads first, 79.9 KB (81,783 bytes, 109 more) with route manifests and
// docs lists in parts, whose lookups came with the code that follows a link (candidate paths
// and the not-found and full-load fallbacks), now a chunk fetched with the manifest on the
// first hover. A change that makes it heavier must lower something else.
const DOCS_PAGE_JS_BUDGET = 80.0 * 1024;
// CSS: measured 9.1 KB in three files (site-wide, highlighting, DocPage's own) since the sheets
// several page types share joined the site-wide file; it was 9.3 KB in eight files before.
const DOCS_PAGE_CSS_BUDGET = 9.6 * 1024;

/** A listed blog post, which a docs page (`/docs/blog/`) links to. */
const BLOG_POST = '/blog/releases/3.4/';

function readManifest(): BundleManifest {
  return readBundleManifest(manifestFile);
}

/** The stylesheets a page fetches (paths), in request order, from now on. */
function trackStylesheets(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** The engine's generated registry: a lazy import of every route and content component. */
const REGISTRY_MODULE = /(^|\/)\.cairn\/generated\/registry\.js$/;

/** Code a docs page does not render: the blog, the search modal and page, the PWA's registration, the dev client. */
const NOT_FOR_DOCS_PAGES: [string, RegExp][] = [
  ['blog helpers', /\/src\/content\/blog\.ts$/],
  ['blog components', /\/src\/theme\/Blog[^/]*\//],
  ['search modal and page', /\/src\/theme\/Search(Modal|Page)\//],
  ['search backends', /\/src\/search\/(local|docsearch|history)\.ts$/],
  ['service worker registration', /\/src\/pwa\/registerWorker\.ts$/],
  ['dev client', /\/src\/client\/devClient\.ts$/],
  // The page's boot data names its own modules; the registry is for the pages a visitor opens next.
  ['route registry', REGISTRY_MODULE],
];

test("a docs page's first visit loads no other page type's code and stays within its budget", async ({ request }) => {
  const manifest = readManifest();
  const response = await request.get('/docs/installation/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const { scripts, stylesheets } = firstVisitFiles(html);
  expect(scripts.length).toBeGreaterThan(1);
  // The page paints without its JavaScript: the chunks must not compete with its stylesheets.
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(1);
  expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);

  const modules = scripts.flatMap((href) => {
    const held = manifest.modules[href.replace(/^\//, '')];
    expect(held, `${href} is not a chunk of the bundle's manifest`).toBeDefined();
    return held ?? [];
  });
  expect(modules).toContainEqual(expect.stringMatching(/\/src\/theme\/DocPage\/index\.tsx$/));
  for (const [what, pattern] of NOT_FOR_DOCS_PAGES) {
    expect(modules.filter((module) => pattern.test(module)), `${what} in a docs page's first visit`).toEqual([]);
  }

  const gzipped = async (hrefs: string[]) => {
    let total = 0;
    for (const href of hrefs) total += gzipSync(await (await request.get(href)).body(), { level: 9 }).length;
    return total;
  };
  const js = await gzipped(scripts);
  const css = await gzipped(stylesheets);
  expect(js, `JavaScript: ${(js / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(DOCS_PAGE_JS_BUDGET);
  expect(css, `CSS: ${(css / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(DOCS_PAGE_CSS_BUDGET);
});

// The site-wide stylesheet, the highlighting one and one for the page's component: each more is
// a render-blocking request before the first paint.
for (const path of ['/docs/installation/', BLOG_POST]) {
  test(`${path} links at most three stylesheets`, async ({ request }) => {
    const { stylesheets } = firstVisitFiles(await (await request.get(path)).text());
    expect(stylesheets.length, stylesheets.join(', ')).toBeGreaterThan(1);
    expect(stylesheets.length, stylesheets.join(', ')).toBeLessThanOrEqual(3);
  });

  test(`${path} fetches only the stylesheets its HTML links, each once, while its client starts`, async ({ page }) => {
    const requested = trackStylesheets(page);
    const response = await page.goto(path);
    const { stylesheets } = firstVisitFiles((await response?.text()) ?? '');
    await page.waitForLoadState('networkidle');
    expect(stylesheets.length).toBeGreaterThan(1);
    expect([...requested].sort()).toEqual([...stylesheets].sort());
  });
}

test("client navigation to a blog post fetches the blog's stylesheet once, before the post shows", async ({ page }) => {
  const blogSheets = (readManifest().components['@theme/BlogPostPage'] ?? [])
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/${file}`);
  expect(blogSheets).toHaveLength(1);
  await gotoHydrated(page, '/docs/blog/');
  await page.waitForLoadState('networkidle');
  const requested = trackStylesheets(page);
  // The post's pager is laid out by the blog's stylesheet (a grid): its style when it enters the
  // document, before the browser paints it, tells whether the stylesheet came first.
  await page.evaluate(() => {
    const pager = () => document.querySelector('nav[class^="paginator_"]');
    new MutationObserver((_, observer) => {
      const element = pager();
      if (!element) return;
      document.documentElement.dataset.pagerDisplayOnInsert = getComputedStyle(element).display;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await page.locator(`article a[href="${BLOG_POST}"]`).first().click();
  await expect(page).toHaveURL(BLOG_POST);
  await expect(page.locator('nav[class^="paginator_"]')).toBeVisible();
  expect(documents, 'a full page load instead of client navigation').toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-pager-display-on-insert', 'grid');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual(blogSheets);
});

test('opening the search modal fetches its own stylesheet only, not the site-wide one again', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  await page.waitForLoadState('networkidle');
  const requested = trackStylesheets(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([expect.stringMatching(/^\/assets\/css\/SearchModal-[\w-]+\.css$/)]);
});

test('a docs page hydrates without the route registry, which loads once when the visitor heads for another page', async ({ page }) => {
  const registryChunks = Object.entries(readManifest().modules)
    .filter(([, modules]) => modules.some((module) => REGISTRY_MODULE.test(module)))
    .map(([file]) => `/${file}`);
  expect(registryChunks).toHaveLength(1);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/docs/blog/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => registryChunks.includes(script))).toEqual([]);

  await page.locator(`article a[href="${BLOG_POST}"]`).first().click();
  await expect(page).toHaveURL(BLOG_POST);
  await expect(page.locator('nav[class^="paginator_"]')).toBeVisible();
  await page.locator('a[href="/docs/installation/"]').first().click();
  await expect(page).toHaveURL('/docs/installation/');
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  expect(scripts.filter((script) => registryChunks.includes(script))).toEqual(registryChunks);
});
