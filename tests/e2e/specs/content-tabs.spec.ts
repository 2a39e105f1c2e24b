import type { Locator, Page } from '@playwright/test';
import { CONTENT_URL, expect, gotoHydrated, hasMarker, setMarker, test, trackDocumentRequests } from '../support/fixtures';

const TABS_PAGE = `${CONTENT_URL}/docs/tabs/`;

/**
 * The page's Tabs, in order: install (groupId pm), upgrade (groupId pm), OS (queryString os),
 * fruit (default Banana), uninstall (groupId pm, inside an `mdx-code-block` fence).
 */
const tabsAt = (page: Page, index: number) => page.locator('article .tabs-container').nth(index);
const installTabs = (page: Page) => tabsAt(page, 0);
const upgradeTabs = (page: Page) => tabsAt(page, 1);
const osTabs = (page: Page) => tabsAt(page, 2);
const fruitTabs = (page: Page) => tabsAt(page, 3);
const uninstallTabs = (page: Page) => tabsAt(page, 4);

/** The selected tab's label and the only panel a visitor can see. */
async function expectSelected(tabs: Locator, label: string, panelText: string | RegExp): Promise<void> {
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText([label]);
  // Hidden panels are not in the accessibility tree: exactly one panel is shown.
  await expect(tabs.getByRole('tabpanel')).toHaveText([panelText]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server markup shows each Tabs' default panel and hides the others", async ({ page }) => {
    const response = await page.goto(TABS_PAGE);
    expect(response?.status()).toBe(200);

    await expectSelected(installTabs(page), 'npm', 'First group: run npm install cairn.');
    await expect(installTabs(page).getByText('yarn add cairn')).toBeHidden();
    await expectSelected(upgradeTabs(page), 'npm', 'Second group: run npm update cairn.');
    await expectSelected(osTabs(page), 'macOS', 'Instructions for macOS.');

    // The `default` TabItem wins over the first one.
    const fruit = fruitTabs(page);
    await expectSelected(fruit, 'Banana', 'Bananas are the default.');
    await expect(fruit.getByText('An apple a day.')).toBeHidden();
    await expect(fruit.getByText('Cherries are last.')).toBeHidden();
    // Every panel is in the HTML (for search engines), the unselected ones `hidden`.
    await expect(fruit.locator('[role="tabpanel"]')).toHaveCount(3);
    await expect(fruit.locator('[role="tabpanel"][hidden]')).toHaveCount(2);
    await expect(fruit.getByRole('tab')).toHaveText(['Apple', 'Banana', 'Cherry']);
  });
});

test('MDX page: a `# Title` after the imports is the page title, not a second h1', async ({ page }) => {
  await gotoHydrated(page, TABS_PAGE);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('Tabs');
});

test('choosing a tab switches every Tabs of its group, and the choice survives a reload', async ({ page }) => {
  await gotoHydrated(page, TABS_PAGE);
  expect(await page.evaluate(() => localStorage.getItem('cairn.tab.pm'))).toBeNull();
  await expect(upgradeTabs(page)).not.toBeInViewport();

  const yarn = installTabs(page).getByRole('tab', { name: 'yarn' });
  await yarn.click();
  await expectSelected(installTabs(page), 'yarn', 'First group: run yarn add cairn.');
  await expect(yarn).toBeInViewport();
  await expectSelected(upgradeTabs(page), 'yarn', 'Second group: run yarn upgrade cairn.');
  // Tabs without the group keep their own selection.
  await expectSelected(osTabs(page), 'macOS', 'Instructions for macOS.');
  expect(await page.evaluate(() => localStorage.getItem('cairn.tab.pm'))).toBe('yarn');

  // The stored choice is applied after hydration, never in the server markup (no mismatch:
  // the console guard fails the test on any hydration error).
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/aria-selected="true"[^>]*>npm<\/button>/);
  expect(html).not.toMatch(/aria-selected="true"[^>]*>yarn<\/button>/);
  await expectSelected(installTabs(page), 'yarn', 'First group: run yarn add cairn.');
  await expectSelected(upgradeTabs(page), 'yarn', 'Second group: run yarn upgrade cairn.');

  // Still interactive after the reload: back to npm, in both groups.
  await upgradeTabs(page).getByRole('tab', { name: 'npm' }).click();
  await expectSelected(upgradeTabs(page), 'npm', 'Second group: run npm update cairn.');
  await expectSelected(installTabs(page), 'npm', 'First group: run npm install cairn.');
  expect(await page.evaluate(() => localStorage.getItem('cairn.tab.pm'))).toBe('npm');
});

test('the arrow keys, Home and End move the focus and the selection', async ({ page }) => {
  await gotoHydrated(page, TABS_PAGE);
  const fruit = fruitTabs(page);
  const [apple, banana, cherry] = [
    fruit.getByRole('tab', { name: 'Apple' }),
    fruit.getByRole('tab', { name: 'Banana' }),
    fruit.getByRole('tab', { name: 'Cherry' }),
  ];
  const expectOnly = async (tab: Locator, panelText: string) => {
    await expect(tab).toBeFocused();
    for (const other of [apple, banana, cherry]) {
      await expect(other).toHaveAttribute('aria-selected', other === tab ? 'true' : 'false');
      await expect(other).toHaveAttribute('tabindex', other === tab ? '0' : '-1');
    }
    await expect(fruit.getByRole('tabpanel')).toHaveText([panelText]);
  };

  // Only the selected tab is in the Tab order.
  await banana.focus();
  await expect(banana).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expectOnly(cherry, 'Cherries are last.');
  await page.keyboard.press('ArrowRight'); // wraps around
  await expectOnly(apple, 'An apple a day.');
  await page.keyboard.press('ArrowLeft'); // wraps around backwards
  await expectOnly(cherry, 'Cherries are last.');
  await page.keyboard.press('ArrowLeft');
  await expectOnly(banana, 'Bananas are the default.');
  await page.keyboard.press('Home');
  await expectOnly(apple, 'An apple a day.');
  await page.keyboard.press('End');
  await expectOnly(cherry, 'Cherries are last.');
});

test('a queryString Tabs follows the URL and writes the choice back to it', async ({ page }) => {
  await gotoHydrated(page, `${TABS_PAGE}?os=linux#operating-system`);
  await expectSelected(osTabs(page), 'Linux', 'Instructions for Linux.');
  await setMarker(page);
  const documents = trackDocumentRequests(page);

  await osTabs(page).getByRole('tab', { name: 'Windows' }).click();
  await expectSelected(osTabs(page), 'Windows', 'Instructions for Windows.');
  await expect(page).toHaveURL(`${TABS_PAGE}?os=windows#operating-system`);
  expect(await hasMarker(page)).toBe(true);
  expect(documents).toEqual([]);

  // A value naming no tab is ignored: the default stays.
  await gotoHydrated(page, `${TABS_PAGE}?os=beos`);
  await expectSelected(osTabs(page), 'macOS', 'Instructions for macOS.');
});

test('Tabs written inside an `mdx-code-block` fence are MDX, not code, and switch with their group', async ({
  page,
}) => {
  await gotoHydrated(page, TABS_PAGE);
  await expect(page.locator('article pre').filter({ hasText: 'TabItem' })).toHaveCount(0);
  await expect(page.locator('article')).not.toContainText('mdx-code-block');
  await expectSelected(uninstallTabs(page), 'npm', 'Fenced group: run npm uninstall cairn.');
  await installTabs(page).getByRole('tab', { name: 'yarn' }).click();
  await expectSelected(uninstallTabs(page), 'yarn', 'Fenced group: run yarn remove cairn.');
  await expect(page.getByRole('heading', { name: 'Uninstall' })).toBeVisible();
});
