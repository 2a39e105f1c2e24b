import { expectAccessible, useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The feature request board (website/src/pages/feature-requests/): a list read from a data
// file, a status filter kept in the query string, and one page per request.

const requests = (page: Page) => page.getByTestId('request');
const statusButton = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: 'Filter by status' }).getByRole('button', { name });

test('the board lists every request, most votes first, on the server too', async ({ page, request }) => {
  const html = await (await request.get('/feature-requests/')).text();
  expect(html.match(/data-testid="request"/g)).toHaveLength(13);
  await gotoHydrated(page, '/feature-requests/');
  await expect(requests(page)).toHaveCount(13);
  await expect(requests(page).first().locator('h2')).toHaveText('Search that works offline');
  const votes = await requests(page).locator('[class*="voteCount"]').allTextContents();
  expect(votes.map(Number)).toEqual([...votes.map(Number)].sort((a, b) => b - a));
});

test('the status filter is kept in the URL and restored by Back', async ({ page }) => {
  await gotoHydrated(page, '/feature-requests/');
  await statusButton(page, /^Done/).click();
  await expect(page).toHaveURL(/\/feature-requests\/\?status=done$/);
  await expect(statusButton(page, /^Done/)).toHaveAttribute('aria-pressed', 'true');
  await expect(requests(page)).toHaveCount(3);
  await expect(page.getByTestId('requests-count')).toHaveText('3 requests done');
  await statusButton(page, /^In progress/).click();
  await expect(page).toHaveURL(/\?status=in-progress$/);
  await expect(requests(page)).toHaveCount(3);
  await page.goBack();
  await expect(requests(page)).toHaveCount(3);
  await expect(statusButton(page, /^Done/)).toHaveAttribute('aria-pressed', 'true');
  await statusButton(page, /^All/).click();
  await expect(page).toHaveURL(/\/feature-requests\/$/);
  await expect(requests(page)).toHaveCount(13);
});

test('a filtered address opens filtered', async ({ page }) => {
  await gotoHydrated(page, '/feature-requests/?status=declined');
  await expect(requests(page)).toHaveCount(2);
  await expect(statusButton(page, /^Declined/)).toHaveAttribute('aria-pressed', 'true');
});

test('each request has its own page, reached from the board', async ({ page }) => {
  await gotoHydrated(page, '/feature-requests/');
  await page.getByRole('link', { name: 'Accept the configuration in YAML' }).click();
  await expect(page).toHaveURL('/feature-requests/yaml-config/');
  await expect(page.locator('h1')).toHaveText('Accept the configuration in YAML');
  await expect(page).toHaveTitle('Accept the configuration in YAML · Feature requests | Cairn');
  const article = page.locator('article');
  await expect(article).toContainText('Declined');
  await expect(article).toContainText('23 votes');
  await expect(article.locator('time')).toHaveText('October 3, 2025');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Feature requests' }).click();
  await expect(requests(page)).toHaveCount(13);
});

test('every request page is built', async ({ request }) => {
  for (const slug of ['offline-search', 'sitemap', 'social-cards', 'right-to-left-theme']) {
    const response = await request.get(`/feature-requests/${slug}/`);
    expect(response.status(), slug).toBe(200);
    expect(await response.text()).toContain('<h1>');
  }
});

test('the board and a request page are accessible and fit a phone screen', async ({ page }) => {
  await gotoHydrated(page, '/feature-requests/?status=planned');
  await expectAccessible(page);
  await gotoHydrated(page, '/feature-requests/pdf-export/');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/feature-requests/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a request page is accessible in dark mode', async ({ page }) => {
  await gotoHydrated(page, '/feature-requests/pdf-export/');
  await useColorMode(page, 'dark');
  await expectAccessible(page);
});
