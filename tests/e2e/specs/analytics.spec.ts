import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// Google Analytics ([gtag]) on a fixture site. The test answers gtag.js's request with an empty
// script, so the page's own `gtag()` calls stay in `window.dataLayer`, where they are read.

const SITE_DIR = path.join(E2E_DIR, 'fixtures/analytics');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/analytics');
/** This spec's server (support/ports.ts lists the shared ones). */
const PORT = 4189;

let served: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildSite(SITE_DIR, OUT_DIR);
  served = await serveSite(SITE_DIR, OUT_DIR, PORT);
});

test.afterAll(async () => {
  await served?.close();
});

/** The `gtag()` calls the page made, as plain arrays. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: IArguments[] }).dataLayer ?? []).map((call) => Array.from(call)),
  );
}

test('gtag.js is loaded with the measurement id, and each client-side navigation is a page view', async ({ page }) => {
  const scripts: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.route('https://www.google-analytics.com/**', (route) => route.abort());

  await gotoHydrated(page, `${served.url}/docs/first/`);
  expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-FIXTURE1']);
  const first = await gtagCalls(page);
  expect(first).toContainEqual(['config', 'G-FIXTURE1', { anonymize_ip: true }]);

  // A hash change is not a new page; another page is.
  await page.locator('article').getByRole('link', { name: 'a section of this page' }).click();
  await page.locator('article').getByRole('link', { name: 'the second page' }).click();
  await expect(page).toHaveURL(`${served.url}/docs/second/`);
  await expect
    .poll(async () => (await gtagCalls(page)).filter((call) => call[0] === 'event'))
    .toEqual([
      [
        'event',
        'page_view',
        {
          page_title: 'Second | Analytics Fixture',
          page_location: `${served.url}/docs/second/`,
          page_path: '/docs/second/',
        },
      ],
    ]);
});

test('a component sends its own events through window.gtag', async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await gotoHydrated(page, `${served.url}/docs/first/`);
  await page.evaluate(() => (window as Window & { gtag?: (...args: unknown[]) => void }).gtag?.('event', 'custom', { value: 1 }));
  expect(await gtagCalls(page)).toContainEqual(['event', 'custom', { value: 1 }]);
});
