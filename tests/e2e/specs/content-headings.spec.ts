import type { Page } from '@playwright/test';
import { CONTENT_URL, expect, gotoHydrated, hasMarker, setMarker, test, trackDocumentRequests } from '../support/fixtures';

const HEADINGS_PAGE = `${CONTENT_URL}/docs/headings/`;

/** The heading's top edge sits just below the sticky navbar: it was scrolled to, not merely on screen. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate((headingId) => {
        const navbar = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
        const top = document.getElementById(headingId)!.getBoundingClientRect().top;
        return Math.round(top - navbar.bottom);
      }, id),
    )
    .toBeGreaterThanOrEqual(0);
  const gap = await page.evaluate((headingId) => {
    const navbar = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
    return document.getElementById(headingId)!.getBoundingClientRect().top - navbar.bottom;
  }, id);
  expect(gap).toBeLessThan(60);
}

test('headings get GitHub-style ids, or the custom id they ask for', async ({ page }) => {
  await gotoHydrated(page, HEADINGS_PAGE);
  const headings = page.locator('article .markdown').locator('h2, h3');
  const found = await headings.evaluateAll((elements) => elements.map((element) => [element.tagName, element.id]));
  expect(found).toEqual([
    ['H2', 'getting-started'],
    ['H3', 'install-the-cli'],
    ['H2', 'custom-id'],
    ['H3', 'whats-new-in-20'],
    ['H2', 'far-away'],
  ]);
  // The `{#custom-id}` marker is not part of the text.
  await expect(page.locator('#custom-id')).toHaveText(/^Custom anchor/);
  await expect(page.locator('#custom-id')).not.toContainText('{#');
  await expect(page.locator('#custom-id a.hash-link')).toHaveAttribute('href', '/docs/headings/#custom-id');
  await expect(page.locator('#custom-id a.hash-link')).toHaveAccessibleName('Direct link to Custom anchor');
});

test('hovering a heading shows its # anchor, and clicking it scrolls there and updates the URL', async ({ page }) => {
  await gotoHydrated(page, HEADINGS_PAGE);
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  for (const id of ['custom-id', 'whats-new-in-20']) {
    const heading = page.locator(`#${id}`);
    const anchor = heading.locator('a.hash-link');
    await heading.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(anchor).toHaveCSS('opacity', '0');

    await heading.hover();
    await expect(anchor).toHaveCSS('opacity', '1');
    await anchor.click();
    await expect(page).toHaveURL(`${HEADINGS_PAGE}#${id}`);
    await expectScrolledTo(page, id);
  }

  expect(await hasMarker(page)).toBe(true);
  expect(documents).toEqual([]);
});

test('opening a URL with a custom-id hash scrolls to that heading below the navbar', async ({ page }) => {
  await gotoHydrated(page, `${HEADINGS_PAGE}#far-away`);
  await expectScrolledTo(page, 'far-away');
});
