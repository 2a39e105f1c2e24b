import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

// What a first visit to a docs page downloads before it can render and hydrate: the files its
// <head> links (stylesheets, modulepreloads, the entry script). The bundle's manifest names the
// source files each chunk holds, so the checks name modules, not hashed file names.

const manifestFile = new URL('../../../website/.cairn/client/cairn-manifest.json', import.meta.url);

// The measured figures (gzip -9) when the budget was set, plus about 5%: a change that makes a
// docs page's first visit heavier must lower something else or raise these on purpose.
const DOCS_PAGE_JS_BUDGET = 98.4 * 1024; // measured 93.7 KB
const DOCS_PAGE_CSS_BUDGET = 9.8 * 1024; // measured 9.3 KB (site-wide, highlighting and the page's stylesheets)

interface BundleManifest {
  modules: Record<string, string[]>;
}

/** Code a docs page does not render: the blog, the search modal and page, the PWA's registration, the dev client. */
const NOT_FOR_DOCS_PAGES: [string, RegExp][] = [
  ['blog helpers', /\/src\/content\/blog\.ts$/],
  ['blog components', /\/src\/theme\/Blog[^/]*\//],
  ['search modal and page', /\/src\/theme\/Search(Modal|Page)\//],
  ['search backends', /\/src\/search\/(local|docsearch|history)\.ts$/],
  ['service worker registration', /\/src\/pwa\/registerWorker\.ts$/],
  ['dev client', /\/src\/client\/devClient\.ts$/],
];

function firstVisitFiles(html: string): { scripts: string[]; stylesheets: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[1]!);
  return {
    scripts: [
      ...hrefs(/<link rel="modulepreload" href="([^"]+)">/g),
      ...hrefs(/<script type="module" src="([^"]+)"><\/script>/g),
    ],
    stylesheets: hrefs(/<link rel="stylesheet" href="(\/[^"]+)">/g),
  };
}

test("a docs page's first visit loads no other page type's code and stays within its budget", async ({ request }) => {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BundleManifest;
  const response = await request.get('/docs/installation/');
  expect(response.status()).toBe(200);
  const { scripts, stylesheets } = firstVisitFiles(await response.text());
  expect(scripts.length).toBeGreaterThan(1);

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

test('the first page fetches only the stylesheets its HTML links, each once, while its client starts', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/docs/installation/');
  const { stylesheets } = firstVisitFiles((await response?.text()) ?? '');
  await page.waitForLoadState('networkidle');
  expect(stylesheets.length).toBeGreaterThan(1);
  expect([...requested].sort()).toEqual([...stylesheets].sort());
});
