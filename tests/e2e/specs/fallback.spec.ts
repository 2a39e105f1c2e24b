import { expect, gotoHydrated, hasMarker, setMarker, sidebar, test, trackDocumentRequests, waitForHydration } from '../support/fixtures';

test('a data chunk that fails to load falls back to a full page load', async ({ page, consoleGuard }) => {
  // Expected: the network errors of the aborted requests, and the theme's note about the fallback.
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
  consoleGuard.allow(/Cairn: could not load \/docs\/installation\/ in place; loading the page in full\./);

  await gotoHydrated(page, '/docs/');
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  // Every data chunk the current document asks for fails; the next document loads normally.
  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) failing = false;
  });
  let aborted = 0;
  await page.route('**/assets/data/*.json', async (route) => {
    if (!failing) return route.continue();
    aborted += 1;
    return route.abort('failed');
  });

  await sidebar(page).getByRole('link', { name: 'Installation' }).click();

  await page.waitForURL('/docs/installation/', { waitUntil: 'load' });
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page).toHaveTitle('Installation | Cairn');
  expect(await hasMarker(page)).toBe(false);
  expect(documents).toEqual([expect.stringMatching(/\/docs\/installation\/$/)]);
  expect(aborted).toBeGreaterThan(0);

  // The fully loaded page hydrates and navigates in place again.
  await page.unrouteAll({ behavior: 'wait' });
  await waitForHydration(page);
  await setMarker(page);
  await sidebar(page).getByRole('link', { name: 'Configuration' }).click();
  await expect(page.locator('h1')).toHaveText('Configuration');
  expect(await hasMarker(page)).toBe(true);
  expect(documents).toHaveLength(1);
});
