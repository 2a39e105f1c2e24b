import { expect, test } from '../support/fixtures';

test('a docs path without its trailing slash redirects (301) to the canonical URL', async ({ page }) => {
  const response = await page.goto('/docs/installation');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/installation/');

  const redirect = await response?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);
  expect(redirect?.url()).toMatch(/\/docs\/installation$/);
  expect(await redirect?.headerValue('location')).toBe('/docs/installation/');

  await expect(page.locator('h1')).toHaveText('Installation');
});
