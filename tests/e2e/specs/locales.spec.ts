import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { LOCALES_PORT } from '../support/ports';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// tests/e2e/fixtures/locales is a site in three locales built in one run: English (the
// default, at /), French (/fr/) and Arabic (/ar/, right to left), from Docusaurus's i18n/
// folder. What a visitor of each locale reads and does: the language and direction of the
// pages, the translated interface, the locale dropdown, pages not translated yet, and search
// within the locale.

const SITE_DIR = path.join(E2E_DIR, 'fixtures/locales');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/locales');

/** The theme's messages in `locale`, as the theme ships them. */
function themeMessages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(E2E_DIR, `../../packages/theme/locales/${locale}.json`), 'utf8'));
}
const french = themeMessages('fr');

let site: ServedSite;
const url = (route: string) => `${site.url}${route}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildSite(SITE_DIR, OUT_DIR);
  site = await serveSite(SITE_DIR, OUT_DIR, LOCALES_PORT, '/fr/');
});

test.afterAll(async () => {
  await site?.close();
});

/** The navbar: the page's first navigation landmark, whatever its name in the locale. */
const navbar = (page: Page) => page.locator('nav').first();
const localeButton = (page: Page) => navbar(page).getByRole('button', { name: /English|Français|العربية/ });

test('each locale has its pages, language and direction, and its translated interface', async ({ page }) => {
  await gotoHydrated(page, url('/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walk with us');

  await gotoHydrated(page, url('/fr/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marchez avec nous');
  await expect(navbar(page).getByRole('link', { name: 'Guides FR' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Sentiers, un site d’essai'.replace('’', "'"));

  await gotoHydrated(page, url('/ar/docs/intro/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الخطوات الأولى');
  // Right to left: the sidebar is on the right of the article.
  const sidebarBox = await page.locator('aside').first().boundingBox();
  const articleBox = await page.locator('article').first().boundingBox();
  expect(sidebarBox!.x).toBeGreaterThan(articleBox!.x);
});

test('a docs page names the same page in every locale for search engines', async ({ page }) => {
  await page.goto(url('/fr/docs/intro/'));
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', 'https://trails.example/docs/intro/'],
    ['x-default', 'https://trails.example/docs/intro/'],
    ['fr', 'https://trails.example/fr/docs/intro/'],
    ['ar', 'https://trails.example/ar/docs/intro/'],
  ]);
});

test('the locale dropdown leads to the same page in another locale', async ({ page }) => {
  await gotoHydrated(page, url('/fr/docs/guide/packing/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le sac');
  await localeButton(page).click();
  const arabic = navbar(page).getByRole('link', { name: 'العربية' });
  await expect(arabic).toHaveAttribute('href', '/ar/docs/guide/packing/');
  await expect(navbar(page).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
  await arabic.click();
  await expect(page).toHaveURL(url('/ar/docs/guide/packing/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await localeButton(page).click();
  await navbar(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(url('/docs/guide/packing/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packing');
});

test('a page without a translation says so, in the locale, and links to the original', async ({ page }) => {
  await gotoHydrated(page, url('/fr/docs/guide/setup/'));
  const notice = page.getByRole('note', { name: french['theme.cairn.UntranslatedNotice.title'] });
  await expect(notice).toBeVisible();
  // The text is the default locale's, and marked as English for assistive technology.
  await expect(page.locator('article .markdown')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article .markdown')).toContainText('Lace your boots');
  // Its <Translate> message is the French one.
  await expect(page.locator('article')).toContainText('Partez tôt, rentrez tôt.');
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(url('/docs/guide/setup/'));
  await expect(page.getByRole('note', { name: 'Not translated yet' })).toHaveCount(0);

  // A translated page has no notice.
  await gotoHydrated(page, url('/fr/docs/intro/'));
  await expect(page.getByRole('note', { name: french['theme.cairn.UntranslatedNotice.title'] })).toHaveCount(0);
});

test("search finds the locale's own pages", async ({ page }) => {
  const results = async (route: string, buttonName: string, query: string) => {
    await gotoHydrated(page, url(route));
    await navbar(page).getByRole('button', { name: new RegExp(`^${buttonName}`) }).click();
    const box = page.getByRole('dialog').getByRole('combobox');
    await box.fill(query);
    const options = page.getByRole('dialog').getByRole('option');
    await expect(options.first()).toBeVisible();
    return options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? link.querySelector('a')?.getAttribute('href') ?? ''));
  };
  const inFrench = await results('/fr/docs/intro/', french['theme.SearchBar.label']!, 'sentiers');
  expect(inFrench.length).toBeGreaterThan(0);
  for (const href of inFrench) expect(href).toMatch(/^\/fr\//);
  const inEnglish = await results('/docs/intro/', 'Search', 'trails');
  expect(inEnglish.length).toBeGreaterThan(0);
  for (const href of inEnglish) expect(href).not.toMatch(/^\/(fr|ar)\//);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the locales are in the menu', async ({ page }) => {
    await gotoHydrated(page, url('/fr/about/'));
    await page.getByRole('button', { name: french['theme.docs.sidebar.toggleSidebarButtonAriaLabel'] }).click();
    const menu = page.getByRole('dialog');
    // The list holding the page being read is open.
    await expect(menu.getByRole('button', { name: /Français/ })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(url('/about/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the trails');
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`a right-to-left page is accessible in ${mode} mode`, async ({ page }) => {
    await gotoHydrated(page, url('/ar/docs/intro/'));
    await useColorMode(page, mode);
    await expectAccessible(page);
  });
}
