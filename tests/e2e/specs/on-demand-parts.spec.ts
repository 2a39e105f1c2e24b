import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { firstVisitFiles, firstVisitModules, readBundleManifest } from '../support/firstVisit';

// Parts of the layout that the server renders with every page but whose code the browser loads
// after the page's own: the navbar's dropdowns, the footer, the announcement bar and the mobile
// drawer, and on a docs page the doc's footer (tags, edit link, last update). Their markup and
// styles must be there before any script runs, and each must work once its code has arrived.

const manifestFile = new URL('../../../website/.cairn/client/cairn-manifest.json', import.meta.url);
const PAGE = '/docs/installation/';

const ON_DEMAND_MODULES: [string, RegExp][] = [
  ['dropdown menus', /\/src\/theme\/NavbarItem\/(NavbarDropdown|DropdownNavbarItem|DocsVersionDropdownNavbarItem|LocaleDropdownNavbarItem)\.tsx$/],
  ['footer', /\/src\/theme\/Footer\/index\.tsx$/],
  ['announcement bar', /\/src\/theme\/AnnouncementBar\/index\.tsx$/],
  ['mobile drawer', /\/src\/theme\/Navbar\/MobileDrawer\.tsx$/],
  ["doc's footer", /\/src\/theme\/(DocItem\/Footer|EditThisPage|LastUpdated|TagsListInline)\/index\.tsx$/],
  ['page actions', /\/src\/theme\/PageActions\//],
];

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test("the layout's on-demand parts are in the page's markup and styles, not in its first visit", async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  const modules = firstVisitModules(html, readBundleManifest(manifestFile));
  expect(modules).toContainEqual(expect.stringMatching(/\/src\/theme\/Layout\/index\.tsx$/));
  for (const [what, pattern] of ON_DEMAND_MODULES) {
    expect(modules.filter((module) => pattern.test(module)), `${what} in the first visit`).toEqual([]);
  }

  // The server rendered them whole.
  expect(html).toMatch(/<footer [^>]*class="footer_/);
  expect(html).toContain('Copyright © 2026 The Cairn authors');
  expect(html).toMatch(/<div class="bar_[\w-]+"[^>]*role="banner"[^>]*aria-label="Announcement"/);
  expect(html).toMatch(/<div class="dropdown_[^"]*cairn-docs-version-dropdown"><button [^>]*aria-expanded="false"[^>]*>Canary/);
  expect(html).toMatch(/<footer class="docFooter_[\w-]+">.*>Edit this page<\/a>.*Last updated/s);
  expect(html).toMatch(/<div class="actions_[\w-]+"><button [^>]*>.*Copy page/);

  // Their rules are in the site-wide stylesheet the page links, so nothing is unstyled while
  // their code loads. (Class names are the CSS modules' own: `footer_<hash>`.)
  const [siteWide] = firstVisitFiles(html).stylesheets;
  expect(siteWide).toMatch(/\/style-[\w-]+\.css$/);
  const css = await (await request.get(siteWide!)).text();
  for (const className of [/class="(footer_[\w-]+)/, /class="(bar_[\w-]+)"/, /class="(dropdown_[\w-]+)/, /class="(docFooter_[\w-]+)/, /class="(actions_[\w-]+)"/]) {
    const name = className.exec(html)?.[1];
    expect(name, `${className} in the page`).toBeDefined();
    expect(css, `.${name} in ${siteWide}`).toContain(`.${name}`);
  }
});

test('each on-demand part hydrates and works once its code has loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, PAGE);
  expect(scripts).toContainEqual(expect.stringMatching(/\/Footer-[\w-]+\.js$/));
  expect(scripts).toContainEqual(expect.stringMatching(/\/NavbarDropdown-[\w-]+\.js$/));
  expect(scripts).toContainEqual(expect.stringMatching(/\/DocItemFooter-[\w-]+\.js$/));

  // The version dropdown opens from the keyboard, which only its code handles.
  const versions = navbar(page).getByRole('button', { name: 'Canary' });
  await versions.focus();
  await page.keyboard.press('Enter');
  await expect(versions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(versions).toHaveAttribute('aria-expanded', 'false');

  // A footer link navigates in the browser, without loading a new document.
  await page.evaluate(() => {
    (window as unknown as { __kept: boolean }).__kept = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/community\/support\/$/);
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});

test("a page that re-renders while they load keeps their server markup: they never blink", async ({ page }) => {
  // The search page reads its query right after hydrating, and re-renders its layout then.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches('footer, [aria-label="Announcement"], .cairn-docs-version-dropdown') || node.querySelector('footer, .cairn-docs-version-dropdown')) {
              removed.push(node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await gotoHydrated(page, '/search/?q=sidebar');
  await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
});

test("a part whose code cannot be fetched is left out; the page stays", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module|ChunkLoadError|the footer could not be shown/);
  await page.route(/\/assets\/js\/Footer-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  // The rest of the page hydrated: the version dropdown answers the keyboard.
  const versions = navbar(page).getByRole('button', { name: 'Canary' });
  await versions.focus();
  await page.keyboard.press('Enter');
  await expect(versions).toHaveAttribute('aria-expanded', 'true');
});

test("a dropdown whose code cannot be fetched is left out, not blamed on the navbar config", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module|ChunkLoadError|navbar item.s code could not be loaded/);
  await page.route(/\/assets\/js\/NavbarDropdown-[\w-]+\.js$/, (route) => route.abort());
  await gotoHydrated(page, PAGE);
  await expect(navbar(page).getByRole('button', { name: 'Canary' })).toHaveCount(0);
  await expect(page.getByText('Navbar item error')).toHaveCount(0);
  // The items that loaded are there and work.
  await expect(navbar(page).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens from the menu button, its code fetched once the page is idle', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, PAGE);
    await expect.poll(() => scripts.filter((script) => /\/MobileDrawer-[\w-]+\.js$/.test(script)).length).toBe(1);
    await navbar(page).getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('a drawer whose code cannot be fetched stays closed, and the page works on', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module|navigation drawer could not be loaded/);
    await page.route(/\/assets\/js\/MobileDrawer-[\w-]+\.js$/, (route) => route.abort());
    await gotoHydrated(page, PAGE);
    const menu = navbar(page).getByRole('button', { name: 'Toggle navigation bar' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  });
});

test('a desktop-wide page does not fetch the mobile drawer', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => /\/MobileDrawer-[\w-]+\.js$/.test(script))).toEqual([]);
});
