import { CONTENT_URL, expect, gotoHydrated, test } from '../support/fixtures';

// tests/e2e/fixtures/content/docs/imports.mdx imports components the ways Docusaurus docs do.
const IMPORTS = `${CONTENT_URL}/docs/imports/`;

test('components imported by relative path, @site, namespace and package render and hydrate', async ({ page }) => {
  await gotoHydrated(page, IMPORTS);
  const content = page.locator('article .markdown');

  // A named export by relative path, styled by the CSS module it imports.
  const callout = content.locator('aside[data-kind="info"]');
  await expect(callout).toHaveText('A named export imported by a relative path.');
  expect(await callout.evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(12, 34, 56)');

  // A default export that is interactive once hydrated, styled by a plain CSS import.
  const counter = content.getByRole('button', { name: 'Clicked 2 times' });
  expect(await counter.evaluate((element) => getComputedStyle(element).outlineColor)).toBe('rgb(200, 100, 0)');
  await counter.click();
  await expect(content.getByRole('button', { name: 'Clicked 3 times' })).toBeVisible();

  // `<Shapes.Square>` from `import * as Shapes`, and a component from an installed package.
  await expect(content.getByRole('img', { name: 'Square of size 3' })).toHaveAttribute('data-size', '3');
  await expect(content.locator('.fixture-badge')).toHaveText('From a package');
});

test('a Markdown partial is inlined with its props, and its links resolve from its own folder', async ({ page }) => {
  await gotoHydrated(page, IMPORTS);
  const warning = page.getByRole('note', { name: 'Warning: Shared warning' });
  await expect(warning.locator('.admonition-content')).toHaveText('Cairn reads partials. See the tabs page.');
  await warning.getByRole('link', { name: 'the tabs page' }).click();
  await expect(page).toHaveURL(`${CONTENT_URL}/docs/tabs/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Docusaurus modules work in Markdown and in site components', async ({ page }) => {
  await gotoHydrated(page, IMPORTS);
  const content = page.locator('article .markdown');
  // `<Link to>` from @docusaurus/Link is a client-side link.
  await page.evaluate(() => (window.__marker = 1));
  await content.getByRole('link', { name: 'the headings page' }).click();
  await expect(page).toHaveURL(`${CONTENT_URL}/docs/headings/`);
  expect(await page.evaluate(() => window.__marker)).toBe(1);
  await page.goBack();

  // A component written for Docusaurus: context, Translate, useBaseUrl, Link, useIsBrowser.
  const greeting = page.locator('.fixture-greeting');
  await expect(greeting).toContainText('Welcome to Content Fixture');
  await expect(greeting).toHaveAttribute('title', 'Greeting from Content Fixture');
  await expect(greeting.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/img/favicon.svg');
  await expect(greeting.getByRole('link', { name: 'Code blocks' })).toHaveAttribute('href', '/docs/code/');
  await expect(greeting.locator('.fixture-environment')).toHaveText('browser');
  // BrowserOnly children appear once the page runs in a browser.
  await expect(content.locator('.fixture-browser-only')).toHaveText('Only in the browser');
  // @docusaurus/router: the location, and history.push as a client-side navigation.
  await expect(greeting.locator('.fixture-path')).toHaveText(new URL(IMPORTS).pathname);
  await page.evaluate(() => (window.__marker = 2));
  await greeting.getByRole('button', { name: 'Open the code blocks page' }).click();
  await expect(page).toHaveURL(`${CONTENT_URL}/docs/code/`);
  expect(await page.evaluate(() => window.__marker)).toBe(2);
});

test('an imported image is its URL, and an SVG imported or required is a component, as in Docusaurus', async ({
  page,
}) => {
  await gotoHydrated(page, IMPORTS);
  const content = page.locator('article .markdown');
  const banner = content.getByRole('img', { name: 'Imported banner' });
  await expect(banner).toHaveAttribute('src', /^\/assets\/media\/banner-[0-9a-f]+\.png$/);
  expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);

  // The SVG's own markup in the page, with the props and the title given.
  const mark = content.locator('aside[data-kind="note"] svg.fixture-mdx-mark');
  await expect(mark.locator('ellipse')).toHaveCount(4);
  await expect(mark.locator('title')).toHaveText('Fixture mark');
  // `require('@site/static/img/favicon.svg').default` in a site component.
  const required = page.locator('.fixture-greeting svg.fixture-mark');
  await expect(required).toHaveAttribute('width', '16');
  await expect(required.locator('ellipse')).toHaveCount(4);
});

test('a ThemedImage shows the image of the current colour mode, and the other once the mode is switched', async ({
  page,
}) => {
  await gotoHydrated(page, IMPORTS);
  const images = page.locator('article img.themedImage');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAttribute('src', /^\/assets\/media\/banner-[0-9a-f]+\.png$/);
  await expect(images.nth(1)).toHaveAttribute('src', /^\/assets\/media\/banner-dark-[0-9a-f]+\.png$/);
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const expectShown = async (mode: string) => {
    const [shown, hidden] = mode === 'dark' ? [1, 0] : [0, 1];
    await expect(images.nth(shown)).toBeVisible();
    await expect(images.nth(hidden)).toBeHidden();
    await expect.poll(() => images.nth(shown).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  };
  const before = await theme();
  await expectShown(before);

  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark and light mode/ });
  // The toggle may pass through "system" first: click until the mode changes.
  await expect
    .poll(async () => {
      await toggle.click();
      return theme();
    })
    .not.toBe(before);
  await expectShown(await theme());
});

test('the server-rendered page holds the imported components but not the browser-only parts', async ({ request }) => {
  const html = await (await request.get(IMPORTS)).text();
  expect(html).toContain('A named export imported by a relative path.');
  expect(html).toContain('Clicked <!-- -->2<!-- --> times');
  expect(html).toContain('Cairn<!-- --> reads partials.');
  expect(html).not.toContain('Only in the browser');
  expect(html).toContain('<span class="fixture-environment">server</span>');
});
