import type { Page } from '@playwright/test';
import { useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, test } from '../support/fixtures';

// The website's navbar (cairn.toml [navbar]): every kind of item it has, dropdowns, the
// test-only custom item, hideOnScroll and the dark-mode logo.

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the html element has the locale language and direction', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the repository link is an icon with a name, opening in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const github = navbar(page).getByRole('link', { name: 'GitHub repository' });
  await expect(github).toHaveAttribute('href', 'https://github.com/cairn-docs/cairn');
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(github.locator('svg')).toBeVisible();
});

test('a link is active on the pages below its path', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  const blog = navbar(page).getByRole('link', { name: 'Blog', exact: true });
  await expect(blog).toHaveAttribute('aria-current', 'page');
  await blog.click();
  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(/\/blog\/.+\//);
  await expect(blog).toHaveAttribute('aria-current', 'page');
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test.describe('dropdowns', () => {
  const versions = (page: Page) => navbar(page).getByRole('button', { name: 'Canary' });
  const allVersions = (page: Page) => navbar(page).getByRole('link', { name: 'All versions' });

  test('open on hover and close when the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    await versions(page).hover();
    await expect(allVersions(page)).toBeVisible();
    await expect(versions(page)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 400);
    await expect(allVersions(page)).toBeHidden();
  });

  test('open with Enter and Space, close with Escape and when focus leaves', async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    await versions(page).focus();
    await page.keyboard.press('Enter');
    await expect(allVersions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(allVersions(page)).toBeHidden();
    await expect(versions(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(allVersions(page)).toBeVisible();
    // Tab through the entries and out of the dropdown: it closes.
    const entries = await navbar(page).locator('[aria-expanded="true"] + ul a').count();
    for (let index = 0; index <= entries; index += 1) await page.keyboard.press('Tab');
    await expect(allVersions(page)).toBeHidden();
  });

  test('close on a click outside', async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    await versions(page).focus();
    await page.keyboard.press('Enter');
    await expect(allVersions(page)).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(allVersions(page)).toBeHidden();
  });

  test('the locale dropdown lists English with a language icon', async ({ page }) => {
    await gotoHydrated(page, '/docs/installation/');
    const locale = navbar(page).getByRole('button', { name: 'English' });
    await expect(locale.locator('svg').first()).toHaveAttribute('width', '20');
    await locale.click();
    await expect(navbar(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/docs/installation/');
  });
});

test('the custom test button is on the test pages only, and raises an alert', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await expect(navbar(page).getByRole('button', { name: 'Test button' })).toHaveCount(0);
  await gotoHydrated(page, '/tests/docs/');
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.dismiss();
  });
  await navbar(page).getByRole('button', { name: 'Test button' }).click();
  await expect.poll(() => messages).toEqual(['The custom navbar item works']);
});

test('hideOnScroll hides the navbar scrolling down and shows it scrolling up', async ({ page }) => {
  await gotoHydrated(page, '/docs/configuration/');
  const bar = navbar(page);
  await page.mouse.wheel(0, 800);
  await expect(bar).toHaveAttribute('data-hidden', 'true');
  await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect(bar).not.toHaveAttribute('data-hidden');
  await page.mouse.wheel(0, 800);
  await expect(bar).toHaveAttribute('data-hidden', 'true');
  // A navigation to another page shows it again.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toHaveAttribute('data-hidden', 'true');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(bar).not.toHaveAttribute('data-hidden');
});

test('hideOnScroll leaves the navbar hidden when following a link to an anchor', async ({ page }) => {
  await gotoHydrated(page, '/docs/configuration/');
  await page.mouse.wheel(0, 600);
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
  const anchor = page.locator('main h2[id] a.hash-link').nth(2);
  await anchor.evaluate((element: HTMLElement) => element.click());
  await expect(page).toHaveURL(/#/);
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
});

test('the dark logo shows in dark mode, from the first paint', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const images = navbar(page).locator('a img');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toBeVisible();
  await expect(images.nth(1)).toBeHidden();
  await useColorMode(page, 'dark');
  await expect(images.nth(0)).toBeHidden();
  await expect(images.nth(1)).toBeVisible();
  await expect(images.nth(1)).toHaveAttribute('src', '/img/favicon.svg');
  await useColorMode(page, 'light');
});
