import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// Every stored choice goes through one storage layer: [siteStorage] picks the area and a key
// suffix, and storage that throws costs one warning, never a broken page.

const SITE_DIR = path.join(E2E_DIR, 'fixtures/chrome');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/chrome-storage');
/** This spec's own server (support/ports.ts lists the shared ones). */
const PORT = 4188;

let chrome: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildSite(SITE_DIR, OUT_DIR);
  chrome = await serveSite(SITE_DIR, OUT_DIR, PORT, '/other/');
});

test.afterAll(async () => {
  await chrome?.close();
});

const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });
const bar = (page: Page) => page.getByRole('banner', { name: 'Announcement' });

test('storage that throws: one warning, and the page still works', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Cairn: browser storage is unavailable/);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await gotoHydrated(page, '/docs/installation/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toHaveCount(0);
  // Client-side navigation reads the preferred version and tab choices through the layer too.
  await page.getByRole('link', { name: 'Configuration', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/configuration\/$/);
  expect(warnings.filter((text) => text.startsWith('Cairn: browser storage is unavailable'))).toHaveLength(1);
});

test('[siteStorage] keeps choices in sessionStorage under suffixed keys', async ({ page }) => {
  await gotoHydrated(page, `${chrome.url}/other/docs/intro/`);
  // [colorMode] defaultMode = "dark", and the system preference (light here) is not followed.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(
    await page.evaluate(() => [sessionStorage.getItem('theme-site-a'), sessionStorage.getItem('theme'), localStorage.length]),
  ).toEqual(['light', null, 0]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // A bar that is not closeable has no close button.
  await expect(bar(page)).toContainText('A message that stays');
  await expect(bar(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
});

test('an unsuffixed choice made before the namespace existed moves to the suffixed key', async ({ page }) => {
  await page.goto(`${chrome.url}/other/`);
  await page.evaluate(() => sessionStorage.setItem('theme', 'light'));
  await gotoHydrated(page, `${chrome.url}/other/docs/intro/`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect
    .poll(() => page.evaluate(() => [sessionStorage.getItem('theme-site-a'), sessionStorage.getItem('theme')]))
    .toEqual(['light', null]);
});
