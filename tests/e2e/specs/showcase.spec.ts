import { expectAccessible, useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, hasMarker, setMarker, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The showcase (website/src/pages/showcase/): tag filters with OR/AND, a name search, all of it
// kept in the query string; the server renders the whole list.

const TOTAL = 26;

const cards = (page: Page) => page.getByTestId('showcase-card');
const count = (page: Page) => page.getByTestId('showcase-count');
const tag = (page: Page, name: string) => page.getByRole('list', { name: 'Tags', exact: true }).getByRole('button', { name });
const titles = (page: Page) => cards(page).locator('h3').allTextContents();

test('the server renders every site, with no filter applied', async ({ request }) => {
  const html = await (await request.get('/showcase/')).text();
  expect(html.match(/data-testid="showcase-card"/g)).toHaveLength(TOTAL);
  expect(html).toContain(`${TOTAL} sites`);
  expect(html).toContain('aria-pressed="false"');
  expect(html).not.toContain('aria-pressed="true"');
});

test('tag filters: any tag (OR) by default, every tag with AND, kept in the URL', async ({ page }) => {
  await gotoHydrated(page, '/showcase/');
  await expect(cards(page)).toHaveCount(TOTAL);
  await setMarker(page);

  await tag(page, 'Right to left').click();
  await expect(tag(page, 'Right to left')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/showcase\/\?tags=rtl$/);
  await expect(cards(page)).toHaveCount(4);
  await expect(count(page)).toHaveText(`4 of ${TOTAL} sites`);

  await tag(page, 'Personal').click();
  await expect(page).toHaveURL(/\?tags=rtl&tags=personal$/);
  // rtl (4) or personal (4), one site has both.
  await expect(cards(page)).toHaveCount(7);

  await page.getByLabel('every selected tag (AND)').check();
  await expect(page).toHaveURL(/\?tags=rtl&tags=personal&operator=AND$/);
  await expect(cards(page)).toHaveCount(1);
  expect(await titles(page)).toEqual(['Farsi Type Notes']);

  // Filtering never loaded a new document.
  expect(await hasMarker(page)).toBe(true);
});

test('the name search filters as you type and is kept in the URL', async ({ page }) => {
  await gotoHydrated(page, '/showcase/');
  await page.getByLabel('Search by name').fill('cairn');
  await expect(page).toHaveURL(/\?name=cairn$/);
  expect(await titles(page)).toEqual(['Cairn Plugin Atlas', 'Cairn Recipes', 'Cairn Theme Gallery']);
  await expect(count(page)).toHaveText(`3 of ${TOTAL} sites`);
  await page.getByLabel('Search by name').fill('no such site');
  await expect(page.getByText('No site matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expect(cards(page)).toHaveCount(TOTAL);
});

test('a filtered address opens filtered, without hydration warnings', async ({ page }) => {
  await gotoHydrated(page, '/showcase/?tags=meta&tags=design&operator=AND&name=gallery');
  expect(await titles(page)).toEqual(['Cairn Theme Gallery']);
  await expect(tag(page, 'Meta')).toHaveAttribute('aria-pressed', 'true');
  await expect(tag(page, 'Design')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('every selected tag (AND)')).toBeChecked();
  await expect(page.getByLabel('Search by name')).toHaveValue('gallery');
});

test('Back and Forward restore the previous filters, also after leaving the page', async ({ page }) => {
  await gotoHydrated(page, '/showcase/');
  await tag(page, 'Meta').click();
  await expect(cards(page)).toHaveCount(3);
  await tag(page, 'Open source').click();
  await expect(page).toHaveURL(/\?tags=meta&tags=opensource$/);
  await setMarker(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?tags=meta$/);
  await expect(tag(page, 'Open source')).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expect(cards(page)).toHaveCount(TOTAL);
  await page.goForward();
  await expect(cards(page)).toHaveCount(3);

  // Away to another page and back: the filter is still there.
  await page.getByRole('main').getByRole('link', { name: 'feature request' }).click();
  await expect(page.locator('h1')).toHaveText('Feature requests');
  await page.goBack();
  await expect(page).toHaveURL(/\?tags=meta$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(tag(page, 'Meta')).toHaveAttribute('aria-pressed', 'true');
  expect(await hasMarker(page)).toBe(true);
});

test('the showcase is accessible and fits a phone screen', async ({ page }) => {
  await gotoHydrated(page, '/showcase/?tags=favorite');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await cards(page).first().boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
});

test('the showcase is accessible in dark mode', async ({ page }) => {
  await gotoHydrated(page, '/showcase/?tags=favorite');
  await useColorMode(page, 'dark');
  await expectAccessible(page);
});

test('previews are responsive images resized at build time, loaded lazily without layout shift', async ({ page, request }) => {
  await gotoHydrated(page, '/showcase/');
  const previews = cards(page).locator('img');
  await expect(previews).toHaveCount(TOTAL);
  const first = previews.first();
  // [idealImage] min = 640, max = 1030, steps = 2: two widths from the 2048 px source.
  await expect(first).toHaveAttribute('srcset', /^\/assets\/ideal-img\/[\w-]+-640\.png 640w, \/assets\/ideal-img\/[\w-]+-1030\.png 1030w$/);
  await expect(first).toHaveAttribute('width', '1030');
  await expect(first).toHaveAttribute('height', '579');
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('decoding', 'async');
  const srcset = (await first.getAttribute('srcset'))!;
  for (const candidate of srcset.split(', ')) {
    const response = await request.get(candidate.split(' ')[0]!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  // Every preview is one of these images; the browser picks a file and shows it.
  const others = await previews.evaluateAll((images) => images.map((image) => image.getAttribute('srcset') ?? ''));
  expect(others.every((value) => value.includes('640w') && value.includes('1030w'))).toBe(true);
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test('the previews’ data is a chunk that only the showcase loads, before it hydrates', async ({ page, request }) => {
  const bootOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const json = /<script id="__cairn_route" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    return { html, boot: JSON.parse(json!) as { site: string; siteChunks?: string[] } };
  };
  const { boot: docsBoot } = await bootOf('/docs/installation/');
  const site = (await (await request.get(docsBoot.site)).json()) as {
    globalData: { 'ideal-image': { default: { imagesUrl: string; images?: unknown } } };
  };
  // Every page loads the site data: it names the images' chunk instead of holding their data.
  const { imagesUrl, images } = site.globalData['ideal-image'].default;
  expect(images).toBeUndefined();
  expect(docsBoot.siteChunks).toBeUndefined();
  const chunk = (await (await request.get(imagesUrl)).json()) as Record<string, { width: number }>;
  expect(Object.keys(chunk)).toHaveLength(TOTAL);

  const { html, boot } = await bootOf('/showcase/');
  expect(boot.siteChunks).toEqual([imagesUrl]);
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${imagesUrl}">`);
  await gotoHydrated(page, '/showcase/');
  await expect(cards(page).locator('img').first()).toHaveAttribute('width', '1030');
});
