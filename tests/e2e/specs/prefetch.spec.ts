import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

/** The data chunks the page requests from now on. */
function recordDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/data/')) requests.push(request.url());
  });
  return requests;
}

test('hovering a link prefetches the next page, so the navigation needs no new data request', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const requests = recordDataRequests(page);
  const link = page.locator('article').getByRole('link', { name: 'Installation' }).first();
  await link.hover();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  // The manifest first, then the page's chunks.
  await page.waitForLoadState('networkidle');
  const prefetched = requests.length;
  await link.click();
  await expect(page).toHaveURL('/docs/installation/');
  expect(requests.length).toBe(prefetched);
});

for (const [name, connection] of [
  ['data saver', { saveData: true, effectiveType: '4g' }],
  ['a 2g connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`nothing is prefetched with ${name}; the navigation still works`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
    await gotoHydrated(page, '/docs/');
    const requests = recordDataRequests(page);
    const link = page.locator('article').getByRole('link', { name: 'Installation' }).first();
    await link.hover();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await link.click();
    await expect(page).toHaveURL('/docs/installation/');
    await expect(page.locator('h1')).toHaveText('Installation');
  });
}
