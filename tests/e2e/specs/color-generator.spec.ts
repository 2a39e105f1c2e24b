import { expect, gotoHydrated, test } from '../support/fixtures';

// The colour generator of docs/styling-layout.md.
const PAGE = '/docs/styling-layout/';

const primary = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cairn-color-primary').trim());

test('a chosen primary colours the whole site for the tab, and Reset brings the theme back', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const generator = page.getByRole('region', { name: 'Colour generator' });
  await expect(generator).toHaveAttribute('data-loaded', 'true');
  expect(await primary(page)).toBe('#2e8555');

  await generator.getByLabel('Light mode primary', { exact: true }).fill('#1f5fbf');
  expect(await primary(page)).toBe('#1f5fbf');
  await expect(generator.getByTestId('generated-css')).toContainText('--cairn-color-primary: #1f5fbf;');
  await expect(generator.getByRole('row', { name: /--cairn-color-primary-darkest/ })).toContainText('#16438');

  // The choice follows the visitor to other pages, and survives a reload, in this tab.
  await gotoHydrated(page, '/docs/installation/');
  expect(await primary(page)).toBe('#1f5fbf');
  await page.goto(PAGE);
  await expect(page.getByRole('region', { name: 'Colour generator' })).toHaveAttribute('data-loaded', 'true');
  expect(await primary(page)).toBe('#1f5fbf');
  expect(await page.evaluate(() => sessionStorage.getItem('cairn.color-generator'))).toContain('#1f5fbf');
  expect(await page.evaluate(() => localStorage.getItem('cairn.color-generator'))).toBeNull();

  await page.getByRole('button', { name: 'Reset' }).click();
  expect(await primary(page)).toBe('#2e8555');
  expect(await page.evaluate(() => sessionStorage.getItem('cairn.color-generator'))).toBeNull();
});

test('a primary too light for links is flagged', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const generator = page.getByRole('region', { name: 'Colour generator' });
  await expect(generator).toHaveAttribute('data-loaded', 'true');
  await expect(generator.getByTestId('contrast-verdict')).toContainText('reach 4.5:1');
  await generator.getByLabel('Light mode primary', { exact: true }).fill('#9fd4b8');
  await expect(generator.getByTestId('contrast-verdict')).toContainText('hard to read');
});
