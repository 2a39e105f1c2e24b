import { expect, gotoHydrated, hasMarker, setMarker, sidebar, test, trackDocumentRequests } from '../support/fixtures';

test('a sidebar link navigates without a full page load', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  const installation = sidebar(page).getByRole('link', { name: 'Installation' });
  await installation.click();

  await expect(page).toHaveURL('/docs/installation/');
  await expect(page).toHaveTitle('Installation | Cairn');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(installation).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current');
  expect(await hasMarker(page)).toBe(true);
  expect(documents).toEqual([]);
});

test('back and forward return to the previous pages without a full page load', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  await sidebar(page).getByRole('link', { name: 'Installation' }).click();
  await expect(page.locator('h1')).toHaveText('Installation');
  await sidebar(page).getByRole('link', { name: 'Configuration' }).click();
  await expect(page.locator('h1')).toHaveText('Configuration');

  await page.goBack();
  await expect(page).toHaveURL('/docs/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page).toHaveTitle('Installation | Cairn');
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL('/docs/');
  await expect(page.locator('h1')).toHaveText('Introduction');

  await page.goForward();
  await expect(page).toHaveURL('/docs/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');

  expect(await hasMarker(page)).toBe(true);
  expect(documents).toEqual([]);
});

test('the navbar "Docs" link opens the introduction from the home page without a full page load', async ({ page }) => {
  await gotoHydrated(page, '/');
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();

  await expect(page).toHaveURL('/docs/');
  await expect(page).toHaveTitle('Introduction | Cairn');
  await expect(page.locator('h1')).toHaveText('Introduction');
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  expect(await hasMarker(page)).toBe(true);
  expect(documents).toEqual([]);
});

test('a newer build\'s route manifest makes the next page load in full, quietly', async ({ page }) => {
  // The manifest keeps its name from build to build: as if the site were deployed again since
  // this page loaded, the manifest served names other site data than the page's.
  const cacheControl: string[] = [];
  await page.route('**/cairn-routes.json', async (route) => {
    const response = await route.fetch();
    cacheControl.push(response.headers()['cache-control'] ?? '');
    const manifest = (await response.json()) as { site: string };
    expect(manifest.site).toMatch(/^\/assets\/data\/.+\.json$/);
    await route.fulfill({ response, json: { ...manifest, site: '/assets/data/a-later-build.json' } });
  });
  await gotoHydrated(page, '/docs/');
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  await sidebar(page).getByRole('link', { name: 'Installation' }).click();

  await expect(page).toHaveURL('/docs/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  expect(documents).toEqual([expect.stringMatching(/\/docs\/installation\/$/)]);
  expect(await hasMarker(page)).toBe(false);
  // Served like a page, revalidated: never cached for good like the hashed data chunks.
  expect(cacheControl.length).toBeGreaterThan(0);
  expect(cacheControl[0]).toContain('must-revalidate');
});
