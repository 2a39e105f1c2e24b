import { expectAccessible, useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, test } from '../support/fixtures';

// The page chrome (announcement bar, navbar, code colours…) passes axe's WCAG 2.1 AA rules on
// the home page and a docs page with code blocks, in both colour modes.

for (const path of ['/', '/docs/installation/', '/docs/styling-layout/']) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${path} is accessible in ${mode} mode, announcement bar included`, async ({ page }) => {
      await gotoHydrated(page, path);
      await useColorMode(page, mode);
      await expect(page.getByRole('banner', { name: 'Announcement' })).toBeVisible();
      await expectAccessible(page);
    });
  }
}

// Search: the results page with results, and the modal open over a docs page.
for (const mode of ['light', 'dark'] as const) {
  test(`the search page and the search modal are accessible in ${mode} mode`, async ({ page }) => {
    await gotoHydrated(page, '/search/?q=sidebar');
    await useColorMode(page, mode);
    await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);
    await expectAccessible(page);

    await gotoHydrated(page, '/docs/installation/');
    await useColorMode(page, mode);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('versioning');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectAccessible(page);
  });
}
