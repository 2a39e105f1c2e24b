import { expect, FIXTURE_URL, gotoHydrated, hasMarker, setMarker, test } from '../support/fixtures';

test('client modules hear about the first page and each client-side navigation', async ({ page }) => {
  await gotoHydrated(page, `${FIXTURE_URL}/docs/long/`);
  await expect.poll(() => page.evaluate(() => window.__routeUpdates)).toEqual(['none → /docs/long/']);
  await setMarker(page);

  await page.getByRole('link', { name: 'the short page' }).click();
  await expect(page.locator('h1')).toHaveText('Short Page');
  await page.getByRole('link', { name: 'the long page' }).click();
  await expect(page.locator('h1')).toHaveText('Long Page');
  await page.getByRole('link', { name: 'Jump to the far section' }).click();

  await expect
    .poll(() => page.evaluate(() => window.__routeUpdates))
    .toEqual(['none → /docs/long/', '/docs/long/ → /docs/short/', '/docs/short/ → /docs/long/', '/docs/long/ → /docs/long/#far-section']);
  expect(await hasMarker(page)).toBe(true);
});

test("the config's head tags and stylesheets reach every page", async ({ page }) => {
  for (const path of ['/', '/docs/short/']) {
    await gotoHydrated(page, `${FIXTURE_URL}${path}`);
    await expect(page.locator('head meta[name="fixture-head-tag"]')).toHaveAttribute('content', 'from cairn.toml');
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--fixture-extra-stylesheet').trim(),
      ),
    ).toBe('loaded');
  }
});
