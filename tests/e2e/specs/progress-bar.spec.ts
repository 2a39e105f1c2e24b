import type { Page, Route } from '@playwright/test';
import { expect, gotoHydrated, hasMarker, setMarker, sidebar, test } from '../support/fixtures';

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Loading page' });

/** Holds every data chunk request until `release()` is called. */
async function holdDataChunks(page: Page): Promise<{ release(): void; held(): number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/data/*.json', async (route: Route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

test('a slow navigation shows the progress bar until the page arrives', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await setMarker(page);
  const chunks = await holdDataChunks(page);

  await sidebar(page).getByRole('link', { name: 'Installation' }).click();

  // The bar appears once the navigation has been pending for 200 ms; the old page stays meanwhile.
  await expect(progressBar(page)).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Introduction');
  expect(chunks.held()).toBeGreaterThan(0);

  chunks.release();
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page).toHaveURL('/docs/installation/');
  await expect(progressBar(page)).toHaveCount(0);
  expect(await hasMarker(page)).toBe(true);
});

test('a fast navigation never shows the progress bar', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  // Remembers whether a progress bar was ever put into the page.
  await page.evaluate(() => {
    const seen = { progressBar: false };
    (window as Window & { __seen?: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.progressBar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  await sidebar(page).getByRole('link', { name: 'Installation' }).click();
  await expect(page.locator('h1')).toHaveText('Installation');
  await sidebar(page).getByRole('link', { name: 'Configuration' }).click();
  await expect(page.locator('h1')).toHaveText('Configuration');

  expect(await page.evaluate(() => (window as Window & { __seen?: { progressBar: boolean } }).__seen?.progressBar)).toBe(false);
  await expect(progressBar(page)).toHaveCount(0);
});
