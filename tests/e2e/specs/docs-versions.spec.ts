import { expect, gotoHydrated, sidebar, test } from '../support/fixtures';

const navbar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test('3.3.2 shows its badge and a banner leading to the same page in the current docs', async ({ page }) => {
  await gotoHydrated(page, '/docs/3.3.2/versioning/');
  const notice = page.getByRole('note', { name: 'Version notice' });
  await expect(notice).toContainText('You are reading the docs of 3.3.2, which is no longer maintained.');
  await expect(page.getByText('Version: 3.3.2')).toBeVisible();
  await notice.getByRole('link', { name: 'Read the Canary docs' }).click();
  await expect(page).toHaveURL('/docs/versioning/');
  await expect(page.getByRole('note', { name: 'Version notice' })).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Versioning');
});

test('each version links within itself', async ({ page }) => {
  await page.goto('/docs/3.4.0/');
  await expect(page.locator('h1')).toHaveText('Introduction');
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/docs/3.4.0/installation/');
});

test('the version dropdown keeps the page, and the choice is remembered for doc links elsewhere', async ({ page }) => {
  await gotoHydrated(page, '/docs/versioning/');
  const dropdown = navbar(page).getByRole('button', { name: 'Canary' });
  await dropdown.click();
  await navbar(page).getByRole('link', { name: '3.4.0' }).click();
  await expect(page).toHaveURL('/docs/3.4.0/versioning/');
  await expect(page.getByText('Version: 3.4.0')).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: '3.4.0' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('3.4.0');

  // Outside the docs, the navbar's docs links lead to the remembered version, even after a reload.
  await gotoHydrated(page, '/');
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/3.4.0/');
  await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL('/docs/3.4.0/');
});

test('an unknown docs path offers the version\'s main doc, and the dropdown each version\'s', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404 \(Not Found\)/);
  await gotoHydrated(page, '/docs/nope/');
  await expect(page.getByText('This page does not exist in the Canary version of the docs.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the main page of the Canary docs' }).click();
  await expect(page).toHaveURL('/docs/');
  await navbar(page).getByRole('button', { name: 'Canary' }).click();
  await expect(navbar(page).getByRole('link', { name: '3.3.2' })).toHaveAttribute('href', '/docs/3.3.2/');
});

test('an unlisted doc is reachable by a link, marked, and kept out of the sidebar elsewhere', async ({ page }) => {
  await gotoHydrated(page, '/tests/docs/visibility/listed/');
  await expect(sidebar(page).locator('a[href="/tests/docs/visibility/unlisted/"]')).toHaveCount(0);
  await page.locator('article').getByRole('link', { name: 'unlisted doc' }).click();
  await expect(page).toHaveURL('/tests/docs/visibility/unlisted/');
  await expect(page.getByRole('note', { name: 'Unlisted page' })).toBeVisible();
  // Search engines load pages in full: the built page carries the noindex.
  await gotoHydrated(page, '/tests/docs/visibility/unlisted/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // On its own page, its sidebar shows where it sits.
  await expect(sidebar(page).locator('a[href="/tests/docs/visibility/unlisted/"]')).toHaveAttribute('aria-current', 'page');
});

test('a draft doc is not built in production', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404 \(Not Found\)/);
  const response = await page.goto('/tests/docs/visibility/draft/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a doc in a category shows breadcrumbs leading to the category page', async ({ page }) => {
  await page.goto('/docs/markdown-features/admonitions/');
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Admonitions');
  await trail.getByRole('link', { name: 'Markdown features' }).click();
  await expect(page).toHaveURL(/\/docs\/markdown-features\/$/);
});

test('the dropdown links to the versions page, which lists every version from the docs data', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await navbar(page).getByRole('button', { name: 'Canary' }).click();
  await navbar(page).getByRole('link', { name: 'All versions' }).click();
  await expect(page).toHaveURL('/versions/');
  const released = page.getByRole('table', { name: 'Released versions, newest first' });
  await expect(released.getByRole('rowheader')).toHaveText(['3.4.0', '3.3.2']);
  await released.getByRole('row', { name: /3\.3\.2/ }).getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL('/docs/3.3.2/');
});
