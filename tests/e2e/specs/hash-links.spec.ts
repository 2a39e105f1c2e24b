import type { Page } from '@playwright/test';
import { expect, FIXTURE_URL, gotoHydrated, hasMarker, setMarker, test, trackDocumentRequests } from '../support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The heading is in the viewport and not hidden under the sticky navbar. */
async function expectHeadingShown(page: Page, id: string): Promise<void> {
  const heading = page.locator(`#${id}`);
  await expect(heading).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate((headingId) => {
        const navbar = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
        const box = document.getElementById(headingId)!.getBoundingClientRect();
        return box.top >= navbar.bottom - 1 && box.top < window.innerHeight;
      }, id),
    )
    .toBe(true);
}

test.describe('Cairn website', () => {
  test('opening a URL with a #hash shows its heading', async ({ page }) => {
    await gotoHydrated(page, '/docs/#why-cairn');
    await expectHeadingShown(page, 'why-cairn');
    await expect(page.locator('#why-cairn')).toHaveText(/Why Cairn/);
  });

  test("a heading's # anchor and its table-of-contents link lead to it", async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    await setMarker(page);
    const documents = trackDocumentRequests(page);
    const heading = page.locator('#why-cairn');

    await heading.locator('a.hash-link').click();
    await expect(page).toHaveURL('/docs/#why-cairn');
    await expectHeadingShown(page, 'why-cairn');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Why Cairn' }).click();
    await expect(page).toHaveURL('/docs/#why-cairn');
    await expectHeadingShown(page, 'why-cairn');

    expect(await hasMarker(page)).toBe(true);
    expect(documents).toEqual([]);
  });
});

test.describe('long fixture page', () => {
  test('opening a URL with a #hash scrolls down to its heading', async ({ page }) => {
    await gotoHydrated(page, `${FIXTURE_URL}/docs/long/#far-section`);
    await expectHeadingShown(page, 'far-section');
    expect(await scrollY(page)).toBeGreaterThan(1000);
  });

  test('an in-page #hash link in the content scrolls to its heading without a full page load', async ({ page }) => {
    await gotoHydrated(page, `${FIXTURE_URL}/docs/long/`);
    await setMarker(page);
    const documents = trackDocumentRequests(page);
    const farSection = page.locator('#far-section');
    await expect(farSection).not.toBeInViewport();

    await page.locator('.markdown').getByRole('link', { name: 'Jump to the far section' }).click();

    await expect(page).toHaveURL(`${FIXTURE_URL}/docs/long/#far-section`);
    await expectHeadingShown(page, 'far-section');
    expect(await hasMarker(page)).toBe(true);
    expect(documents).toEqual([]);
  });

  test('a table-of-contents link scrolls to its heading, and back returns to the top', async ({ page }) => {
    await gotoHydrated(page, `${FIXTURE_URL}/docs/long/`);

    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Far Section' }).click();
    await expect(page).toHaveURL(`${FIXTURE_URL}/docs/long/#far-section`);
    await expectHeadingShown(page, 'far-section');

    await page.goBack();
    await expect(page).toHaveURL(`${FIXTURE_URL}/docs/long/`);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('another page opens at the top, and back returns to where the visitor was', async ({ page }) => {
    await gotoHydrated(page, `${FIXTURE_URL}/docs/long/#far-section`);
    await setMarker(page);
    await expect(page.locator('#far-section')).toBeInViewport();
    const farScroll = await scrollY(page);

    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Short Page' }).click();
    await expect(page.locator('h1')).toHaveText('Short Page');
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Long Page');
    await expect(page.locator('#far-section')).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBe(farScroll);
    expect(await hasMarker(page)).toBe(true);
  });
});
