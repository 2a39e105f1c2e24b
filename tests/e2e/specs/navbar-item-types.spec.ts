import { expect, FIXTURE_URL, gotoHydrated, test } from '../support/fixtures';
import { firstVisitModules, readBundleManifest } from '../support/firstVisit';

// The browser's bundle carries the code of the navbar item types a site's config uses. The
// fixture site's navbar has one plain link; its /navbar-item-types/ page renders a dropdown
// item from its own code, whose code must then load when the page shows it.

const manifestFile = new URL('../fixtures/site/.cairn/client/cairn-manifest.json', import.meta.url);
const DROPDOWN_MODULE = /\/src\/theme\/NavbarItem\/DropdownNavbarItem\.tsx$/;
const PAGE = `${FIXTURE_URL}/navbar-item-types/`;

test("a dropdown the config has none of stays out of the first visit; the server renders it and it works once loaded", async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  const modules = firstVisitModules(html, readBundleManifest(manifestFile));
  expect(modules).toContainEqual(expect.stringMatching(/\/src\/theme\/NavbarItem\/index\.tsx$/));
  expect(modules.filter((module) => DROPDOWN_MODULE.test(module))).toEqual([]);
  // The server render has the item whole, so it shows before its code arrives.
  expect(html).toContain('More pages');
  expect(html).toContain('The long page');

  await gotoHydrated(page, PAGE);
  const own = page.getByRole('navigation', { name: 'Own items' });
  // The dropdown marks itself once its own code has hydrated it.
  await expect(own.locator('[data-hydrated]')).toHaveCount(1);
  const toggle = own.getByRole('button', { name: 'More pages' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await own.getByRole('link', { name: 'The long page' }).click();
  await expect(page).toHaveURL(`${FIXTURE_URL}/docs/long/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a docs page of a navbar without dropdowns loads no dropdown code', async ({ request }) => {
  const html = await (await request.get(`${FIXTURE_URL}/docs/long/`)).text();
  const modules = firstVisitModules(html, readBundleManifest(manifestFile));
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.filter((module) => /\/src\/theme\/NavbarItem\/(Dropdown|LocaleDropdown|DocsVersionDropdown)NavbarItem\.tsx$|\/NavbarDropdown\.tsx$/.test(module))).toEqual([]);
});
