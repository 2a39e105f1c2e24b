import { expect, gotoHydrated, test } from '../support/fixtures';

test('the home page renders and hydrates cleanly', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle('Cairn');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('main a[href="/docs/"]').first()).toBeVisible();
  // The navbar's "Docs" item opens the introduction.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
    'href',
    '/docs/',
  );
});
