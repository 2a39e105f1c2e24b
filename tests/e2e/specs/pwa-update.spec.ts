import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, hasMarker, setMarker, sidebar, test } from '../support/fixtures';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// Offline mode across two builds: a page open in offline mode keeps reading the build it
// started with (whatever it loads, navigates to or reloads) while the new build waits behind
// the reload popup, and Refresh moves it to the new build as a whole.

/** A copy, since the test edits the content between the two builds. */
const SITE_DIR = path.join(E2E_DIR, '.fixtures/pwa-update-site');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/pwa-update');
/** This spec's own server (support/ports.ts lists the shared ones). */
const PORT = 4194;

let site: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await rm(SITE_DIR, { recursive: true, force: true });
  await cp(path.join(E2E_DIR, 'fixtures/pwa-update'), SITE_DIR, { recursive: true });
  await buildSite(SITE_DIR, OUT_DIR);
  site = await serveSite(SITE_DIR, OUT_DIR, PORT, '/docs/intro/');
});

test.afterAll(async () => {
  await site?.close();
  await rm(SITE_DIR, { recursive: true, force: true });
});

async function edit(relative: string, from: string, to: string) {
  const file = path.join(SITE_DIR, relative);
  await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
}

const popup = (page: Page) => page.getByRole('status').filter({ hasText: 'New version available' });

test('a new build waits behind the reload popup, the page never mixes builds, Refresh loads the new one', async ({ page }) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, `${site.url}/docs/intro/?offlineMode=true`);
  // Active means its install step cached every file; claimed, it serves this page's requests.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active !== null && navigator.serviceWorker.controller !== null;
  });
  await expect(page.getByText('This is build one.')).toBeVisible();
  // The site's `swCustom` module runs inside the worker, with its params.
  expect(await page.evaluate(() => fetch('/custom-worker-check').then((response) => response.json()))).toEqual({
    fromCustomWorker: true,
    offlineMode: true,
  });

  await edit('docs/intro.md', 'This is build one.', 'This is build two.');
  await edit('docs/other.md', 'The other page of build one.', 'The other page of build two.');
  await buildSite(SITE_DIR, OUT_DIR);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(popup(page)).toBeVisible({ timeout: 60_000 });
  await setMarker(page);

  // While the new build waits, the open page is build one throughout: a client-side
  // navigation loads build one's data, and loading a page again (still in offline mode: the
  // query string is what activated it) gets build one's page, with the popup.
  await sidebar(page).getByRole('link', { name: 'Other page' }).click();
  await expect(page.getByText('The other page of build one.')).toBeVisible();
  expect(await hasMarker(page)).toBe(true);
  await gotoHydrated(page, `${site.url}/docs/other/?offlineMode=true`);
  await expect(page.getByText('The other page of build one.')).toBeVisible();
  await expect(popup(page)).toBeVisible({ timeout: 30_000 });

  await popup(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('The other page of build two.')).toBeVisible({ timeout: 30_000 });
  await expect(popup(page)).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(page.getByText('This is build two.')).toBeVisible();
});
