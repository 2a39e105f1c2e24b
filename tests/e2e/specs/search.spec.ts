import type { Page } from '@playwright/test';
import { CONTENT_URL, expect, gotoHydrated, test, waitForHydration } from '../support/fixtures';

// Local search on the website: the Pagefind index the engine builds under /pagefind/, the
// lazily loaded modal, contextual (version-aware) results and the /search/ page.

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => modal(page).getByRole('combobox', { name: 'Search' });
const options = (page: Page) => modal(page).getByRole('option');
const searchButton = (page: Page) => page.locator('nav').getByRole('button', { name: /^Search/ }).first();

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test('the modal code and the index load only when the visitor wants to search', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/docs/installation/');
  expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
  const before = requests.length;

  await searchButton(page).hover();
  await expect.poll(() => requests.slice(before).some((path) => path.endsWith('.js'))).toBe(true);
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
  await input(page).fill('versioning');
  await expect(options(page).first()).toBeVisible();
  expect(requests.some((path) => path === '/pagefind/pagefind.js')).toBe(true);

  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('Ctrl+K and / open the modal, but / typed in a field stays in the field', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  await expect(searchButton(page)).toContainText(/Ctrl\s*K/);
  await openWithShortcut(page);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');

  // A field of the page itself: the slash is text, the modal stays closed.
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'typing-here';
    field.setAttribute('aria-label', 'typing here');
    document.querySelector('main')?.prepend(field);
  });
  await page.locator('#typing-here').fill('');
  await page.locator('#typing-here').press('/');
  await expect(page.locator('#typing-here')).toHaveValue('/');
  await expect(modal(page)).toBeHidden();
});

test('results are grouped with highlights, and the keyboard picks one', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openWithShortcut(page);
  await input(page).fill('sidebar');
  await expect(options(page).first()).toBeVisible();
  await expect(modal(page).getByRole('group').first()).toBeVisible();
  await expect(modal(page).locator('mark').first()).toBeVisible();

  await page.keyboard.press('ArrowDown');
  const selected = modal(page).locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  const href = await selected.getAttribute('href');
  expect(href).toMatch(/^\//);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(new URL(href ?? '/', page.url()).href);
});

test('on a 3.3.2 docs page, docs results come from 3.3.2; elsewhere from the latest or the preferred version', async ({ page }) => {
  const docsLinks = async () =>
    (await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter((href) =>
      href.startsWith('/docs/'),
    );
  const search = async (path: string) => {
    await gotoHydrated(page, path);
    await openWithShortcut(page);
    await input(page).fill('versioning');
    await expect.poll(async () => (await docsLinks()).length).toBeGreaterThan(0);
    const links = await docsLinks();
    await page.keyboard.press('Escape');
    return links;
  };

  // A first visit, outside the docs: the latest release (3.4.0, served at /docs/).
  for (const href of await search('/blog/')) expect(href).not.toMatch(/^\/docs\/(3\.3\.2|3\.4\.0|next)\//);
  // Reading 3.3.2: its own version.
  for (const href of await search('/docs/3.3.2/installation/')) expect(href).toMatch(/^\/docs\/3\.3\.2\//);
  // Back outside the docs, the version the visitor last read is now the preferred one.
  for (const href of await search('/blog/')) expect(href).toMatch(/^\/docs\/3\.3\.2\//);
});

test('opened results are remembered as recent searches, and can become favourites', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openWithShortcut(page);
  await expect(modal(page)).toContainText('No recent searches');
  await input(page).fill('versioning');
  await options(page).first().click();
  await expect(modal(page)).toBeHidden();

  // The shortcut listens once the page has hydrated.
  await page.reload();
  await waitForHydration(page);
  await openWithShortcut(page);
  const recent = modal(page).getByRole('region', { name: /Recent/ });
  await expect(recent.getByRole('link')).toHaveCount(1);
  await recent.getByRole('button', { name: 'Save this search' }).click();
  await expect(modal(page).getByRole('region', { name: /Favorites/ }).getByRole('link')).toHaveCount(1);

  // The shortcut listens once the page has hydrated.
  await page.reload();
  await waitForHydration(page);
  await openWithShortcut(page);
  await expect(modal(page).getByRole('region', { name: /Favorites/ }).getByRole('link')).toHaveCount(1);
});

test('no results, and an unreachable index, each get their screen', async ({ page, consoleGuard }) => {
  await gotoHydrated(page, '/');
  await openWithShortcut(page);
  await input(page).fill('zzqxjwv');
  await expect(modal(page)).toContainText('No results for');
  await expect(modal(page)).toContainText('Believe this query should return results?');
  await page.keyboard.press('Escape');

  // The browser itself logs the refused request; the page must show the error screen.
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED .*\/pagefind\//);
  await page.route('**/pagefind/**', (route) => route.abort());
  await gotoHydrated(page, '/docs/installation/');
  await openWithShortcut(page);
  await input(page).fill('install');
  await expect(modal(page)).toContainText('Unable to fetch results');
  await expect(modal(page)).toContainText('You might want to check your network connection.');
});

test('"See all results" leads to the search page, which keeps the query in the URL', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openWithShortcut(page);
  await input(page).fill('markdown');
  const seeAll = modal(page).getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=markdown$/);
  await expect(page).toHaveTitle(/Search results for "markdown"/);
  await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);

  const field = page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('textbox')).first();
  await field.fill('sidebar items');
  await expect(page).toHaveURL(/\/search\/\?q=sidebar(\+|%20)items$/);
  await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);
  // The results page asks search engines not to index it.
  expect(await (await page.request.get('/search/')).text()).toContain('<meta name="robots" content="noindex, nofollow">');
});

test('the search page reads ?q= on a first visit and offers a version per versioned instance', async ({ page }) => {
  const indexScripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/pagefind/pagefind.js') indexScripts.push(request.url());
  });
  const response = await page.goto('/search/?q=installation');
  // The page preloads the index's script with its own chunks, and the preload is what it uses.
  expect(await response?.text()).toContain('<link rel="modulepreload" href="/pagefind/pagefind.js">');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);
  expect(indexScripts).toHaveLength(1);
  const version = page.getByRole('combobox').first();
  await expect(version).toBeVisible();
  await version.selectOption({ label: '3.3.2' });
  await expect
    .poll(async () =>
      (await page.getByRole('main').locator('a[href^="/docs/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).every(
        (href) => href.startsWith('/docs/3.3.2/'),
      ),
    )
    .toBe(true);
});

test('a site whose index is made in parts finds the pages of every part', async ({ page }) => {
  // The content fixture's index is in parts of three pages (`pagesPerIndexPart`), and the pages
  // with "page" in them are spread over several parts.
  const indexFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/pagefind/')) indexFiles.push(path);
  });
  await gotoHydrated(page, `${CONTENT_URL}/search/?q=page`);
  await expect(page.getByRole('status')).toContainText('5 documents found');
  const results = page.getByRole('main').locator('a[href]');
  for (const path of ['/', '/docs/code-pages/', '/docs/headings/', '/docs/imports/', '/docs/tabs/']) {
    await expect(results.and(page.locator(`[href="${path}"]`)).first()).toBeVisible();
  }
  // One library and one wasm, each part's own index.
  expect(indexFiles.filter((path) => path.endsWith('/pagefind.js'))).toEqual(['/pagefind/pagefind.js']);
  expect(indexFiles.filter((path) => path.endsWith('.pagefind'))).toHaveLength(1);
  for (const part of ['/pagefind/', '/pagefind/part-1/', '/pagefind/part-2/']) {
    expect(indexFiles).toContain(`${part}pagefind-entry.json`);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the search button opens a full-screen modal', async ({ page }) => {
    await gotoHydrated(page, '/docs/installation/');
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await input(page).fill('versioning');
    await expect(options(page).first()).toBeVisible();
    const box = await modal(page).boundingBox();
    expect(box?.width).toBeGreaterThan(380);
  });

  test('results arriving on the search page push no visible content (layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/search/?q=sidebar');
    await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    // Web Vitals call a cumulative layout shift under 0.1 good; the footer pushed down scored 0.4.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
  });
});
