import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, sidebar, test } from '../support/fixtures';

// A site whose locale is written right to left gets <html dir="rtl">; the theme's indents,
// accent borders and chevrons must then sit on the side the text starts from, the right.
// The tests turn a page of this (left-to-right) website around, as that attribute does.

/** A docs page with a table of contents, a nested sidebar list and a warning admonition. */
const PAGE = '/docs/search/';

async function turnRightToLeft(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

/** The widths of an element's left and right borders, in pixels. */
async function sideBorders(element: Locator): Promise<{ left: number; right: number }> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { left: parseFloat(style.borderLeftWidth), right: parseFloat(style.borderRightWidth) };
  });
}

test.describe('right to left', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('accent borders and indents start from the right', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const nested = sidebar(page).locator('ul ul').first();
    const admonition = page.getByRole('note').first();
    const list = page.locator('article .markdown ul').first();

    // As written: on the left.
    expect(await sideBorders(toc)).toMatchObject({ right: 0 });
    expect((await sideBorders(toc)).left).toBeGreaterThan(0);
    expect((await sideBorders(admonition)).left).toBeGreaterThan((await sideBorders(admonition)).right);

    await turnRightToLeft(page);
    for (const element of [toc, nested, admonition]) {
      const borders = await sideBorders(element);
      expect(borders.right, await element.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThan(borders.left);
    }
    await expect(nested).toHaveCSS('padding-left', '0px');
    expect(parseFloat(await nested.evaluate((node) => getComputedStyle(node).paddingRight))).toBeGreaterThan(0);
    await expect(list).toHaveCSS('padding-left', '0px');
    expect(parseFloat(await list.evaluate((node) => getComputedStyle(node).paddingRight))).toBeGreaterThan(0);
  });

  test("a closed sidebar category's caret points to the left, an open one's down", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const closed = sidebar(page).locator('[aria-expanded="false"]').first();
    const open = sidebar(page).locator('[aria-expanded="true"]').first();
    // The caret (drawn after the toggle's label) as a matrix: a negative first value mirrors
    // it, a rotation by a quarter turn has 0 there and 1 as its second value.
    const transform = (toggle: Locator) => toggle.evaluate((node) => getComputedStyle(node, '::after').transform);

    expect(await transform(closed)).toBe('none');
    await turnRightToLeft(page);
    // The caret turns with a short transition: wait for where it ends.
    await expect.poll(() => transform(closed)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect.poll(() => transform(open)).toBe('matrix(0, 1, -1, 0, 0, 0)');
  });
});
