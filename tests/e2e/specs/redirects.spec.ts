import { expect, test } from '../support/fixtures';

test('a docs path without its trailing slash redirects (301) to the canonical URL', async ({ page }) => {
  const response = await page.goto('/docs/introduction');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/introduction/');

  const redirect = await response?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);
  expect(redirect?.url()).toMatch(/\/docs\/introduction$/);
  expect(await redirect?.headerValue('location')).toBe('/docs/introduction/');

  await expect(page.locator('h1')).toHaveText('Introduction');
});
