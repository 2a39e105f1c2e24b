import { expect, test } from '../support/fixtures';

test('an older version shows its badge and a banner leading to the current docs', async ({ page }) => {
  await page.goto('/docs/3.3.2/introduction/');
  const notice = page.getByRole('note', { name: 'Version notice' });
  await expect(notice).toContainText('You are reading the docs of 3.3.2, which is no longer maintained.');
  await expect(page.getByText('Version: 3.3.2')).toBeVisible();
  await notice.getByRole('link', { name: 'Read the Canary docs' }).click();
  await expect(page).toHaveURL(/\/docs\/introduction\/$/);
  await expect(page.getByRole('note', { name: 'Version notice' })).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Introduction');
});

test('each version links within itself', async ({ page }) => {
  await page.goto('/docs/3.4.0/introduction/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/docs/3.4.0/installation/');
});

test('an unlisted doc is reachable, marked, and kept out of the sidebar and search engines', async ({ page }) => {
  const response = await page.goto('/tests/docs/visibility/unlisted/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('note', { name: 'Unlisted page' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('a[href="/tests/docs/visibility/unlisted/"]')).toHaveCount(0);
});

test('a draft doc is not built', async ({ page, consoleGuard }) => {
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
