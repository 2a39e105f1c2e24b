import type { Page } from '@playwright/test';
import { expect, gotoHydrated, sidebar, test } from '../support/fixtures';

test('categories collapse and expand, and opening one closes its siblings', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const gettingStarted = sidebar(page).getByRole('button', { name: 'Collapse Getting started' });
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeVisible();
  await gettingStarted.click();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeHidden();
  await sidebar(page).getByRole('button', { name: 'Expand Getting started' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeVisible();

  // autoCollapseCategories: opening "Guides" closes "Getting started".
  await sidebar(page).getByRole('button', { name: 'Expand Guides' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Versioning' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeHidden();
});

test('every category caret sits in one column, whether the category has a page of its own or not', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/installation/');
  // "Getting started" and "Guides" have their own page (a link and a caret toggle beside it);
  // "Advanced" has none (one button, its caret drawn at its end). A caret is the last thing in
  // its control's content box, so where that box ends is where the caret ends.
  const caretEnds = await sidebar(page)
    .getByRole('button', { name: /^(Collapse Getting started|Expand Guides|Advanced)$/ })
    .evaluateAll((toggles) =>
      toggles.map((toggle) => {
        const style = getComputedStyle(toggle);
        if (getComputedStyle(toggle, '::after').width !== '16px') return `no caret in ${toggle.textContent}`;
        return Math.round(toggle.getBoundingClientRect().right - parseFloat(style.paddingInlineEnd));
      }),
    );
  expect(caretEnds).toHaveLength(3);
  expect(new Set(caretEnds).size, `caret ends: ${caretEnds.join(', ')}`).toBe(1);
});

test('the sidebar can be hidden and shown again, and stays hidden across pages', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar(page)).toHaveCount(0);
  await gotoHydrated(page, '/docs/configuration/');
  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Configuration' })).toHaveAttribute('aria-current', 'page');
});

test('a generated index page lists the docs of its category', async ({ page }) => {
  await gotoHydrated(page, '/docs/category/getting-started/');
  await expect(page.locator('h1')).toHaveText('Getting started');
  const cards = page.locator('article .markdown');
  for (const title of ['Installation', 'Configuration', 'Create a doc']) {
    await expect(cards.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  await cards.getByRole('link', { name: /Installation/ }).click();
  await expect(page).toHaveURL('/docs/installation/');
});

test('each docs instance and sidebar keeps its own sidebar', async ({ page }) => {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await gotoHydrated(page, '/');
  await navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL('/docs/cli/');
  await expect(sidebar(page).getByRole('link', { name: 'Configuration guide' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveCount(0);
  await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('aria-current', /.+/);

  await navbar.getByRole('link', { name: 'Community', exact: true }).click();
  await expect(page).toHaveURL('/community/support/');
  await expect(sidebar(page).getByRole('link', { name: 'Contributing' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveCount(0);

  await gotoHydrated(page, '/tests/docs/another/');
  await expect(sidebar(page).getByRole('link', { name: 'Second page' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Admonitions' })).toHaveCount(0);
});

test('tag pages list the docs that carry the tag', async ({ page }) => {
  await gotoHydrated(page, '/tests/docs/tagged/from-tags-file/');
  const tags = page.getByRole('list', { name: 'Tags' });
  await tags.getByRole('link', { name: 'Declared in the tags file' }).click();
  await expect(page).toHaveURL('/tests/docs/tags/declared/');
  await expect(page.locator('h1')).toHaveText('1 doc tagged with "Declared in the tags file"');
  await expect(page.locator('main article').getByRole('link', { name: 'Tags from the tags file' })).toBeVisible();

  await page.getByRole('link', { name: 'View all tags' }).click();
  await expect(page).toHaveURL('/tests/docs/tags/');
  await page.getByRole('link', { name: /^Visibility/ }).click();
  await expect(page.locator('main article').getByRole('link', { name: 'Listed doc' })).toBeVisible();
  // The unlisted doc carries the tag too, but tag pages leave it out.
  await expect(page.locator('main article')).toHaveCount(1);
});

test('doc pages show an edit link and when they were last updated', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/cairn-docs/cairn/edit/main/website/docs/installation.md',
  );
  const updated = page.locator('.cairn-last-updated');
  await expect(updated).toContainText(/Last updated on \w{3} \d{1,2}, \d{4} by \S/);
  expect(await updated.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

/** The data chunks a page's HTML names for its route (its props), by prop. */
async function routeData(page: Page): Promise<Record<string, string>> {
  const boot = await page.locator('#__cairn_route').textContent();
  return (JSON.parse(boot ?? '{}') as { data?: Record<string, string> }).data ?? {};
}

/** The text of the data chunks a page starts with. */
async function firstData(page: Page): Promise<string> {
  const urls = Object.values(await routeData(page));
  const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return texts.join('\n');
}

/** Where the page's sidebar says the items of the category `label` are. */
async function itemsUrlOf(page: Page, label: string): Promise<string> {
  const { sidebar: url } = await routeData(page);
  const data = (await (await page.request.get(url!)).json()) as { items: { label?: string; itemsUrl?: string }[] };
  const category = data.items.find((item) => item.label === label);
  expect(category?.itemsUrl, `${label} names its items`).toBeTruthy();
  return category!.itemsUrl!;
}

/** The paths of the data chunks the page requests from now on. */
function recordDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/data/')) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

test('a collapsed category comes without its links, which load when it is opened', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  const data = await firstData(page);
  // The category is there, its links are not: they are a chunk of their own.
  expect(data).toContain('"label":"Advanced"');
  expect(data).not.toContain('/docs/advanced/architecture/');
  const itemsUrl = await itemsUrlOf(page, 'Advanced');
  expect(await (await page.request.get(itemsUrl)).text()).toContain('/docs/advanced/architecture/');

  const requests = recordDataRequests(page);
  const advanced = sidebar(page).getByRole('button', { name: 'Advanced' });
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('link', { name: 'Architecture' })).toHaveCount(0);
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Architecture' })).toBeVisible();
  expect(requests).toContain(itemsUrl);

  // Opened once, the category needs no second fetch, on this page or the next.
  await advanced.click();
  await advanced.click();
  await expect(sidebar(page).getByRole('link', { name: 'Architecture' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Architecture' }).click();
  await expect(page).toHaveURL('/docs/advanced/architecture/');
  await expect(sidebar(page).getByRole('link', { name: 'Architecture' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: 'Routing' })).toBeVisible();
  expect(requests.filter((url) => url === itemsUrl)).toHaveLength(1);
});

test('a page in a collapsed category has that category open from its first HTML, without a fetch', async ({
  page,
}) => {
  const requests = recordDataRequests(page);
  const html = await (await page.request.get('/docs/advanced/routing/')).text();
  expect(html).toContain('href="/docs/advanced/architecture/"');
  await gotoHydrated(page, '/docs/advanced/routing/');
  expect(Object.keys(await routeData(page))).toContain('sidebarBranch');
  const itemsUrl = await itemsUrlOf(page, 'Advanced');
  const advanced = sidebar(page).getByRole('button', { name: 'Advanced' });
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Routing' })).toHaveAttribute('aria-current', 'page');
  // Another page of the category, and closing and opening the category: still no fetch.
  await sidebar(page).getByRole('link', { name: 'Architecture' }).click();
  await expect(page).toHaveURL('/docs/advanced/architecture/');
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await advanced.click();
  await advanced.click();
  await expect(sidebar(page).getByRole('link', { name: 'Routing' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).not.toContain(itemsUrl);
});
