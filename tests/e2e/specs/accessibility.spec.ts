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
