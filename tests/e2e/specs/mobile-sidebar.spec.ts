import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

// Below 997px the navbar items and the page's sidebar live in a drawer.

test.use({ viewport: { width: 390, height: 844 } });

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
const backButton = (page: Page) => drawer(page).getByRole('button', { name: '← Back to main menu' });

test('the menu icon is 30px and opens the docs sidebar, with a way back to the main menu', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  const box = await toggle(page).locator('svg').boundingBox();
  expect(box?.width).toBe(30);
  await toggle(page).click();
  await expect(drawer(page)).toBeVisible();
  // On a docs page the secondary menu (the docs sidebar) comes first.
  await expect(drawer(page).getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  await backButton(page).click();
  await expect(drawer(page).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  // The version dropdown holds the version being read: it is open.
  await expect(drawer(page).getByRole('button', { name: 'Canary' })).toHaveAttribute('aria-expanded', 'true');
});

test('the page does not scroll while the drawer is open', async ({ page }) => {
  await gotoHydrated(page, '/docs/configuration/');
  await toggle(page).click();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await drawer(page).getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('a link of the drawer navigates and closes it', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await toggle(page).click();
  await drawer(page).getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await expect(drawer(page)).toHaveCount(0);
});

test('the drawer closes on back navigation', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.getByRole('main').getByRole('link', { name: /installation/i }).first().click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await toggle(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(drawer(page)).toHaveCount(0);
});

test('the drawer closes when the viewport becomes desktop-wide', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await toggle(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('on a blog page the secondary menu is the recent posts', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  await toggle(page).click();
  await expect(drawer(page).getByRole('navigation', { name: 'Blog recent posts' })).toBeVisible();
  await backButton(page).click();
  await expect(drawer(page).getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
  // A dropdown without the current page is collapsed.
  const versions = drawer(page).getByRole('button', { name: 'Canary' });
  await expect(versions).toHaveAttribute('aria-expanded', 'false');
  await versions.click();
  await expect(drawer(page).getByRole('link', { name: 'All versions' })).toBeVisible();
});

test('a collapsed category of the drawer loads its links when opened', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/data/')) requests.push(request.url());
  });
  await toggle(page).click();
  const advanced = drawer(page).getByRole('button', { name: 'Advanced' });
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page).getByRole('link', { name: 'Architecture' })).toHaveCount(0);
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page).getByRole('link', { name: 'Architecture' })).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
  await drawer(page).getByRole('link', { name: 'Architecture' }).click();
  await expect(page).toHaveURL(/\/docs\/advanced\/architecture\/$/);
  await expect(drawer(page)).toHaveCount(0);
});
