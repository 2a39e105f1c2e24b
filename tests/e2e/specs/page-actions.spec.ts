import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, trackRequests } from '../support/fixtures';

// The page-actions menu beside the title of every page llms.txt lists (`[llms.pageActions]`):
// "Copy page" puts the page's Markdown twin on the clipboard; the menu views the twin and opens
// the page in an assistant. The menu's code is fetched only when the visitor reaches for it.

const PAGE = '/docs/installation/';
const TWIN = '/docs/installation/index.md';

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page', exact: true });
const menuButton = (page: Page) => page.getByRole('button', { name: 'More page actions' });
const menuItems = (page: Page) => page.getByRole('menu', { name: 'Page actions' }).getByRole('menuitem');

test('"Copy page" puts the twin on the clipboard', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  await copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const twin = await (await request.get(TWIN)).text();
  expect(twin.startsWith('# Installation\n')).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  // And back to its name.
  await expect(copyButton(page)).toBeVisible({ timeout: 4_000 });
});

test("the menu's code comes when the visitor reaches for it, and the menu works with the keyboard", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const requests = trackRequests(page);
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /PageActionsMenu/.test(url))).toEqual([]);

  await menuButton(page).focus();
  await expect.poll(() => requests.filter((url) => /PageActionsMenu-[\w-]+\.js$/.test(url)).length).toBe(1);
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuItems(page)).toHaveText([
    'Copy page as Markdown',
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
  ]);
  await expect(menuItems(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItems(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(menuItems(page).nth(3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItems(page).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  // ↑ opens it on its last item; Enter on the first copies the page.
  await page.keyboard.press('ArrowUp');
  await expect(menuItems(page).nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);
});

test('the menu opens the twin and asks an assistant to read it at the site\'s address', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  await menuButton(page).click();
  const view = menuItems(page).nth(1);
  await expect(view).toHaveAttribute('href', TWIN);
  const claude = new URL((await menuItems(page).nth(3).getAttribute('href'))!);
  expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
  expect(claude.searchParams.get('q')).toBe('Read https://cairn.dev/docs/installation/index.md so I can ask questions about it.');
  await expect(menuItems(page).nth(3)).toHaveAttribute('target', '_blank');

  const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(TWIN);
  expect(await tab.locator('body').innerText()).toMatch(/^# Installation\n/);
  await tab.close();

  // A click elsewhere closes it.
  await menuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('a page llms.txt leaves out has no page actions', async ({ page }) => {
  // The test pages are ignored by `[llms] ignorePatterns`.
  await gotoHydrated(page, '/tests/docs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(copyButton(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the actions sit under the title and the menu stays on screen', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const copy = await copyButton(page).boundingBox();
    expect(copy!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
    await menuButton(page).click();
    const menu = await page.getByRole('menu').boundingBox();
    expect(menu!.x).toBeGreaterThanOrEqual(0);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(390);
  });
});
