import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, hasMarker, setMarker, test } from '../support/fixtures';
import { DOCUSAURUS_CODE_PORT } from '../support/ports';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// tests/e2e/fixtures/docusaurus-code is written as a Docusaurus site is: a classic-template home
// page in a .js file (Infima hero, Heading, useDocusaurusContext), a page calling each group of
// Docusaurus's client API, an ejected Footer, a wrapped DocItem/Footer, a navbar item type
// registered in NavbarItem/ComponentTypes, a Root provider and an MDXComponents override.

const SITE_DIR = path.join(E2E_DIR, 'fixtures/docusaurus-code');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/docusaurus-code');

let site: ServedSite;
const url = (route: string) => `${site.url}/code${route}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildSite(SITE_DIR, OUT_DIR);
  site = await serveSite(SITE_DIR, OUT_DIR, DOCUSAURUS_CODE_PORT, '/code/');
});

test.afterAll(async () => {
  await site?.close();
});

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const hookRow = (page: Page, name: string) => page.locator(`[data-hook="${name}"] dd`);

test.describe('desktop', () => {
  test('the classic-template home page renders with Infima and the site config', async ({ page }) => {
    await gotoHydrated(page, url('/'));
    const hero = page.locator('header.hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Lantern');
    await expect(hero.locator('.hero__subtitle')).toHaveText('Field notes for night walkers');
    // The hero takes the site's --ifm-color-primary; its button is Infima's secondary one.
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(194, 65, 12)');
    const start = hero.getByRole('link', { name: 'Start the 12 km walk' });
    // trailingSlash is unset: links keep the form they are written in, as in Docusaurus.
    await expect(start).toHaveAttribute('href', '/code/docs/intro');
    const startBox = await start.boundingBox();
    expect(startBox?.height).toBeGreaterThan(40); // button--lg
    // Three feature columns side by side, each with its image under the base URL, loaded.
    const columns = page.locator('main .row > .col--4');
    await expect(columns).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((index) => columns.nth(index).boundingBox()));
    expect(boxes.every((box) => box && Math.abs(box.y - boxes[0]!.y) < 1)).toBe(true);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    const image = columns.first().locator('img');
    await expect(image).toHaveAttribute('src', '/code/img/lantern.svg');
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await expect(columns.nth(1).getByRole('heading', { level: 3 })).toHaveText('Pack light');
    // Sass in a CSS module (nested rules, a variable), and TypeScript under a tsconfig that
    // extends a package the site has not installed.
    expect(await image.evaluate((element) => getComputedStyle(element).width)).toBe('120px');
    await expect(columns.nth(2)).toContainText('within 20 km.');
  });

  test('Root keeps its state across client-side navigations', async ({ page }) => {
    await gotoHydrated(page, url('/'));
    await setMarker(page);
    await page.getByRole('button', { name: 'Log a visit' }).click();
    await page.getByRole('button', { name: 'Log a visit' }).click();
    await expect(page.locator('.trail-log')).toHaveText('Visits this session: 2');
    await navbar(page).getByRole('link', { name: 'Hooks' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooks');
    await expect(page.locator('.trail-log')).toHaveText('Visits this session: 2');
    expect(await hasMarker(page)).toBe(true);
  });

  test('the navbar renders the item type the site registers, with its props', async ({ page }) => {
    await gotoHydrated(page, url('/'));
    const status = navbar(page).locator('.trail-status');
    await expect(status).toHaveText('North ridge: open');
    // Styled by the site's custom.scss, a client module.
    expect(await status.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');
  });

  test('the ejected Footer renders the footer config through the Footer parts', async ({ page }) => {
    await gotoHydrated(page, url('/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('.footer-motto')).toHaveText('Leave no trace.');
    await expect(footer).toContainText('Lantern field notes');
    await expect(footer.getByText('Read', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/code/blog');
    await expect(footer.getByRole('link', { name: 'Example' })).toHaveAttribute('href', 'https://example.com/');
  });

  test('the wrapped DocItem/Footer reads the doc and its version', async ({ page }) => {
    await gotoHydrated(page, url('/docs/intro/'));
    await expect(page.locator('.doc-edition')).toHaveText('Introduction, 1.0 edition (1.0)');
    await gotoHydrated(page, url('/docs/next/intro/'));
    await expect(page.locator('.doc-edition')).toHaveText('Introduction, Next edition (current)');
    // The theme's own footer is still there under the wrapper's line: the pager to the next doc.
    await expect(page.getByRole('link', { name: /Gear/ }).last()).toBeVisible();
  });

  test('MDX pages get the components the site registers and hooks in their code', async ({ page }) => {
    await gotoHydrated(page, url('/docs/next/gear/'));
    const content = page.locator('article .markdown');
    // The site's MDXContent wrapper puts its notice above the content.
    await expect(content.locator('.content-notice')).toHaveText('Trails close at midnight.');
    await expect(content.locator('.content-notice + p')).toContainText('Pack light.');
    await expect(content.locator('.trailhead')).toHaveText('Trailhead: North ridge');
    await expect(content.getByRole('link', { name: 'map of the ridge' })).toHaveAttribute('data-external', 'yes');
    await expect(content.locator('.lamp-picture')).toHaveAttribute('href', '/code/img/lantern.svg');
    await expect(content.locator('.lamp-state')).toHaveText('The lamp is off.');
    await useColorMode(page, 'dark');
    await expect(content.locator('.lamp-state')).toHaveText('The lamp is lit.');
  });

  test("a post page renders the site's BlogPostItem wrapper, and MDXContent's", async ({ page }) => {
    await gotoHydrated(page, url('/blog/2026/10/01/first-walk/'));
    await expect(page.locator('article .content-notice')).toHaveText('Trails close at midnight.');
    await expect(page.locator('article')).toContainText('The lamp stayed off the whole way.');
    await expect(page.getByRole('region', { name: 'Comments' })).toHaveText('Comments on “The first walk”');
    // The list shows the post through the same wrapper, which adds nothing there.
    await page.getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('heading', { name: 'The first walk' })).toBeVisible();
    await expect(page.locator('article .content-notice')).toHaveText('Trails close at midnight.');
    await expect(page.getByRole('region', { name: 'Comments' })).toHaveCount(0);
  });

  test('each group of the client API answers as in Docusaurus', async ({ page }) => {
    await gotoHydrated(page, url('/hooks/'));
    // @docusaurus/theme-common
    await expect(hookRow(page, 'useColorMode').locator('.color-mode')).toHaveText('light');
    await expect(hookRow(page, 'useThemeConfig')).toHaveText('Lantern, 2 footer columns');
    await expect(hookRow(page, 'useWindowSize')).toHaveText('desktop');
    await expect(hookRow(page, 'usePluralForm')).toHaveText('3 lamps');
    await expect(hookRow(page, 'ThemeClassNames').locator('.main-wrapper')).toHaveText('main-wrapper');
    // @docusaurus/plugin-content-docs/client
    await expect(hookRow(page, 'useAllDocsData')).toHaveText('default');
    await expect(hookRow(page, 'useVersions')).toHaveText('current, 1.0');
    await expect(hookRow(page, 'useLatestVersion').getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/code/docs/intro/');
    await expect(hookRow(page, 'useActivePlugin')).toHaveText('none on this page');
    // Core modules
    await expect(hookRow(page, 'useDocusaurusContext')).toHaveText('/code/ · Ada & Bo · Lantern');
    await expect(hookRow(page, 'useGlobalData')).toHaveText('docs data');
    await expect(hookRow(page, 'usePluginData')).toHaveText('2 versions');
    await expect(hookRow(page, 'useBaseUrl').locator('.lamp-link')).toHaveAttribute('href', '/code/img/lantern.svg');
    await expect(hookRow(page, 'useBaseUrlUtils')).toHaveText('https://lantern.fixture.example/code/blog');
    await expect(hookRow(page, 'useIsBrowser')).toHaveText('browser');
    await expect(hookRow(page, 'useLocation')).toHaveText('hooks');
    await expect(hookRow(page, 'isInternalUrl')).toHaveText('true/false');
    await expect(hookRow(page, 'ExecutionEnvironment')).toHaveText('DOM');
    await expect(hookRow(page, 'BrowserOnly')).toHaveText('in a window');
    await expect(hookRow(page, 'Interpolate')).toHaveText('Walk the North ridge tonight');
    await expect(hookRow(page, 'Translate')).toHaveText('Good evening, walker Safe travels');

    // The colour mode set through useColorMode is the page's, and the reader's next visit's.
    await hookRow(page, 'useColorMode').getByRole('button', { name: 'Switch to dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(hookRow(page, 'useColorMode').locator('.color-mode')).toHaveText('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the server renders what it can know, and the hooks that need a browser say so', async ({ request }) => {
    // React separates adjacent text with comments; a reader sees the text joined.
    const html = (await (await request.get(url('/hooks/'))).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<dd>ssr</dd>');
    expect(html).toContain('<dd>server</dd>');
    expect(html).toContain('<span>loading</span>');
    expect(html).toContain('<dd>not checked yet</dd>');
    expect(html).toContain('/code/ · Ada &amp; Bo · Lantern');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`home, hooks and doc pages are accessible in ${mode} mode`, async ({ page }) => {
      for (const route of ['/', '/hooks/', '/docs/next/gear/']) {
        await gotoHydrated(page, url(route));
        await useColorMode(page, mode);
        await expectAccessible(page);
      }
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the feature columns stack and the custom navbar item is in the drawer', async ({ page }) => {
    await gotoHydrated(page, url('/'));
    const columns = page.locator('main .row > .col--4');
    const first = await columns.nth(0).boundingBox();
    const second = await columns.nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.menu__list-item .trail-status')).toHaveText('North ridge: open');
  });

  test('useWindowSize says mobile', async ({ page }) => {
    await gotoHydrated(page, url('/hooks/'));
    await expect(hookRow(page, 'useWindowSize')).toHaveText('mobile');
  });
});
