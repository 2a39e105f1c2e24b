import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// Hosted search ([search] provider = "docsearch") on a fixture site with a versioned docs
// instance (1.0.0 at /docs/, the unreleased version at /docs/next/). The test answers
// Algolia's queries itself, so nothing leaves the machine, and reads what the page asked.

const SITE_DIR = path.join(E2E_DIR, 'fixtures/docsearch');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/docsearch');
/** This spec's server (support/ports.ts lists the shared ones). Not 4190: fetch and Chromium refuse it (a "bad port", sieve). */
const PORT = 4191;

const ALGOLIA_HOST = 'https://fixtureapp-dsn.algolia.net';

let served: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildSite(SITE_DIR, OUT_DIR);
  served = await serveSite(SITE_DIR, OUT_DIR, PORT);
});

test.afterAll(async () => {
  await served?.close();
});

/** A query the page sent: the URL's parameters and the JSON body's one request. */
interface SentQuery {
  url: URL;
  params: Record<string, unknown>;
}

/** Records the page's DocSearch queries; `respond` answers each (default: `HITS`). */
async function answerQueries(page: Page, respond: (route: Route) => Promise<void> = (route) => fulfilHits(route)): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  await page.route(`${ALGOLIA_HOST}/**`, (route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as { requests?: Record<string, unknown>[] };
    expect(body.requests).toHaveLength(1);
    sent.push({ url: new URL(request.url()), params: body.requests![0]! });
    return respond(route);
  });
  return sent;
}

/** Algolia's answer, readable by the page (the query is cross-origin). */
function fulfilHits(route: Route, nbHits = HITS.length): Promise<void> {
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({ results: [{ hits: HITS, nbHits, page: 0, nbPages: 1 }] }),
  });
}

/** Records crawled from the production site, under the unreleased version's path. */
const HITS = [
  {
    objectID: 'intro-setup',
    url: 'https://prod.example.com/docs/next/intro/#setup',
    type: 'content',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Intro', lvl2: 'Setup', lvl3: null },
    content: 'Install it before the setup.',
    cairn_tag: ['docs-default-current'],
    _highlightResult: { hierarchy: { lvl2: { value: '<mark>Setup</mark>' } } },
    _snippetResult: { content: { value: 'Install it before the <mark>setup</mark>.' } },
  },
  {
    objectID: 'guide-page',
    url: 'https://prod.example.com/docs/next/guide/',
    type: 'lvl1',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Guide' },
    content: null,
    cairn_tag: ['docs-default-current'],
    _highlightResult: { hierarchy: { lvl1: { value: 'Guide' } } },
  },
  {
    objectID: 'external-setup',
    url: 'https://external.example/setup/',
    type: 'lvl1',
    hierarchy: { lvl0: 'Elsewhere', lvl1: 'External setup' },
    content: null,
    cairn_tag: 'default',
    _highlightResult: { hierarchy: { lvl1: { value: 'External <mark>setup</mark>' } } },
  },
];

const searchButton = (page: Page) => page.getByRole('button', { name: /^Search/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const modalInput = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search' });
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' });

test('every page preconnects to the Algolia host and carries the crawler facets', async ({ page }) => {
  await page.route(`${ALGOLIA_HOST}/**`, (route) => route.abort());
  for (const [pagePath, tag] of [
    ['/', 'default'],
    ['/docs/intro/', 'docs-default-1.0.0'],
    ['/docs/next/guide/', 'docs-default-current'],
  ] as const) {
    await gotoHydrated(page, `${served.url}${pagePath}`);
    const head = page.locator('head');
    await expect(head.locator(`link[rel="preconnect"][href="${ALGOLIA_HOST}"]`)).toHaveCount(1);
    await expect(head.locator('meta[name="docsearch:cairn_tag"]')).toHaveAttribute('content', tag);
    await expect(head.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
  }
});

test('the modal queries the index with the credentials and the contextual facets of the latest version', async ({ page }) => {
  const sent = await answerQueries(page);
  await gotoHydrated(page, `${served.url}/`);
  await searchButton(page).click();
  await modalInput(page).fill('setup');

  await expect(results(page)).toBeVisible();
  expect(sent).toHaveLength(1);
  const [query] = sent;
  expect(`${query!.url.origin}${query!.url.pathname}`).toBe(`${ALGOLIA_HOST}/1/indexes/*/queries`);
  expect(query!.url.searchParams.get('x-algolia-application-id')).toBe('FIXTUREAPP');
  expect(query!.url.searchParams.get('x-algolia-api-key')).toBe('public-key');
  expect(query!.params).toMatchObject({
    indexName: 'fixture',
    query: 'setup',
    page: 0,
    // The site's searchParameters win over the modal's own hitsPerPage.
    hitsPerPage: 5,
    facetFilters: ['language:en', ['cairn_tag:default', 'cairn_tag:docs-default-1.0.0']],
  });

  // Hits: grouped by lvl0, the section under a row for its page, the match highlighted.
  const options = results(page).getByRole('option');
  await expect(options).toHaveCount(4);
  const setup = options.nth(1);
  await expect(setup).toContainText('Setup');
  await expect(setup).toHaveAttribute('href', '/docs/intro/#setup');
  await expect(setup.locator('mark')).toHaveText('setup');
  await expect(options.filter({ hasText: 'Guide' })).toHaveAttribute('href', '/docs/guide/');
  // The external record keeps its address.
  await expect(options.filter({ hasText: 'External setup' })).toHaveAttribute('href', 'https://external.example/setup/');
  await expect(dialog(page).getByRole('link', { name: 'See all 3 results' })).toHaveAttribute('href', '/search/?q=setup');

  // The first row is the page (made up from its section); the next one is the section.
  await expect(options.nth(0)).toHaveAttribute('href', '/docs/intro/');
  await modalInput(page).press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await modalInput(page).press('Enter');
  await expect(page).toHaveURL(`${served.url}/docs/intro/#setup`);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('article')).toContainText('The introduction of 1.0.0.');
});

test('Ctrl+K opens the modal, and on a docs page the query keeps to the version being read', async ({ page }) => {
  const sent = await answerQueries(page);
  await gotoHydrated(page, `${served.url}/docs/next/guide/`);
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.type('guide');
  await expect(results(page).getByRole('option', { name: /Guide/ })).toBeVisible();
  // Typed a key at a time: the last query is the whole word (earlier ones may have gone out too).
  await expect.poll(() => sent.at(-1)?.params.query).toBe('guide');
  expect(sent.at(-1)!.params).toMatchObject({
    facetFilters: ['language:en', ['cairn_tag:default', 'cairn_tag:docs-default-current']],
  });
  expect(sent.every((query) => query.url.searchParams.get('x-algolia-application-id') === 'FIXTUREAPP')).toBe(true);

  // A click opens the page client-side: /docs/next/guide/ becomes /docs/guide/.
  await results(page).getByRole('option', { name: /Guide/ }).click();
  await expect(page).toHaveURL(`${served.url}/docs/guide/`);
  await expect(page.locator('article')).toContainText('The guide of 1.0.0.');

  // Ctrl+K again, and Escape closes.
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test('an error from the service shows the error screen', async ({ page, consoleGuard }) => {
  // The browser reports the failed request itself.
  consoleGuard.allow(/status of 500|Failed to load resource/);
  await answerQueries(page, (route) =>
    route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await gotoHydrated(page, `${served.url}/`);
  await searchButton(page).click();
  await modalInput(page).fill('setup');
  await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(dialog(page).getByText('You might want to check your network connection.')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('an unreachable service shows the error screen too', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
  await answerQueries(page, (route) => route.abort());
  await gotoHydrated(page, `${served.url}/`);
  await searchButton(page).click();
  await modalInput(page).fill('setup');
  await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(dialog(page).getByText('You might want to check your network connection.')).toBeVisible();
});

test('the search page lists the hits and the number of documents found', async ({ page }) => {
  const sent = await answerQueries(page, (route) => fulfilHits(route, 42));
  await gotoHydrated(page, `${served.url}/search/?q=setup`);
  await expect(page.locator('h1')).toHaveText('Search results for "setup"');
  await expect(page.getByRole('status')).toContainText('42 documents found');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Intro', exact: true })).toHaveAttribute('href', '/docs/intro/');
  await expect(main.getByRole('link', { name: 'Setup', exact: true })).toHaveAttribute('href', '/docs/intro/#setup');
  await expect(main.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', '/docs/guide/');
  await expect(main.locator('mark').first()).toHaveText('setup');
  const external = main.getByRole('link', { name: 'External setup' });
  await expect(external).toHaveAttribute('href', 'https://external.example/setup/');
  await expect(external).toHaveAttribute('target', '_blank');
  expect(sent.at(-1)!.params).toMatchObject({
    indexName: 'fixture',
    query: 'setup',
    page: 0,
    facetFilters: ['language:en', ['cairn_tag:default', 'cairn_tag:docs-default-1.0.0']],
  });

  // Another version of the docs: the next query keeps to its tag.
  await page.getByLabel('Docs version').selectOption('current');
  await expect.poll(() => sent.at(-1)!.params.facetFilters).toEqual(['language:en', ['cairn_tag:default', 'cairn_tag:docs-default-current']]);
});
