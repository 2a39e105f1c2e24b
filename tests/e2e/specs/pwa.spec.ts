import type { Page } from '@playwright/test';
import { expect, gotoHydrated, pageTitle, sidebar, test } from '../support/fixtures';

// Offline mode ([pwa] in the website's cairn.toml): the registration module, /sw.js with its
// precache list, and the site read without a network.

/** The active worker's params, once a worker is active. */
async function activeWorkerParams(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const scriptURL = registration.active?.scriptURL ?? '';
    return JSON.parse(new URL(scriptURL).searchParams.get('params') ?? 'null');
  });
}

/** How many requests the worker's caches hold, and whether a given page is among them. */
async function cached(page: Page, path: string): Promise<{ entries: number; hasPage: boolean }> {
  return page.evaluate(async (path) => {
    let entries = 0;
    let hasPage = false;
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      entries += (await cache.keys()).length;
      if (await cache.match(path, { ignoreSearch: true })) hasPage = true;
    }
    return { entries, hasPage };
  }, path);
}

test('?offlineMode=true precaches the site, which then works without a network', async ({ page, context }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/?offlineMode=true');
  // The worker becomes active only once its install step has cached every file.
  expect(await activeWorkerParams(page)).toEqual({ offlineMode: true, debug: false });
  expect((await cached(page, '/docs/markdown-features/code-blocks/index.html')).hasPage).toBe(true);

  await context.setOffline(true);
  await gotoHydrated(page, '/docs/markdown-features/code-blocks/');
  await expect(pageTitle(page)).toBeVisible();

  // Client-side navigation: the next route's code and data chunks come from the cache.
  await sidebar(page).getByRole('link', { name: 'Admonitions' }).first().click();
  await expect(page).toHaveURL(/\/docs\/markdown-features\/admonitions\/$/);
  await expect(pageTitle(page)).toHaveText('Admonitions');

  // Search: Pagefind's script, index and fragments are precached too.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();
  await input.fill('versioning');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  await context.setOffline(false);
});

test('a plain visit registers a worker that precaches nothing', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  expect(await activeWorkerParams(page)).toEqual({ offlineMode: false, debug: false });
  expect(await cached(page, '/docs/installation/index.html')).toEqual({ entries: 0, hasPage: false });
});

test('every page links the web app manifest, whose icons exist', async ({ page, request }) => {
  await gotoHydrated(page, '/docs/installation/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2e8555');
  const manifest = await (await request.get('/manifest.json')).json();
  expect(manifest).toMatchObject({ name: 'Cairn documentation', short_name: 'Cairn', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
});
