import { expect, FIXTURE_URL, gotoHydrated, hasMarker, setMarker, test, trackDocumentRequests } from '../support/fixtures';

test('an unknown path answers 404 with the not-found page', async ({ page, consoleGuard }) => {
  // Chromium logs the 404 status of the document itself as a console error.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);

  const response = await gotoHydrated(page, '/definitely/not/here/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/definitely/not/here/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Cairn');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('a client-side link to an unknown path shows the not-found page without a full page load', async ({ page }) => {
  await gotoHydrated(page, `${FIXTURE_URL}/docs/long/`);
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  await page.locator('.markdown').getByRole('link', { name: 'a broken link' }).click();

  await expect(page).toHaveURL(`${FIXTURE_URL}/nope/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Fixture');
  expect(await hasMarker(page)).toBe(true);
  expect(documents).toEqual([]);

  // And the not-found page's own link leads on, still in place.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${FIXTURE_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture Home');
  await expect(page).toHaveTitle('Fixture');
  expect(await hasMarker(page)).toBe(true);
});
