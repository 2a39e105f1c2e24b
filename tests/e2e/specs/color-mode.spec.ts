import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from '../support/fixtures';

declare global {
  interface Window {
    __themeAtBody?: string;
    __themeAtDomContentLoaded?: string;
  }
}

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch between dark and light mode' });

test('a docs page hydrates and its colour-mode toggle works and persists without a flash', async ({ page }) => {
  // Records the colour mode when <body> is parsed (before anything is painted) and at DOMContentLoaded.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.__themeAtBody = document.documentElement.dataset.theme;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      window.__themeAtDomContentLoaded = document.documentElement.dataset.theme;
    });
  });

  await gotoHydrated(page, '/docs/configuration/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => window.__themeAtBody)).toBe('dark');
  expect(await page.evaluate(() => window.__themeAtDomContentLoaded)).toBe('dark');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  // Still interactive after a dark reload, and back to light.
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the page opens dark and the toggle switches to light', async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test('the toggle names the current mode and cycles back to the system mode', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  // The website follows the system (light here) until the visitor chooses.
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  // Without a choice, a change of the system preference applies at once.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('a choice made in one tab applies in the others', async ({ page, context }) => {
  await gotoHydrated(page, '/docs/installation/');
  const other = await context.newPage();
  await gotoHydrated(other, '/');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(html(other)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(other)).toHaveAccessibleName(/currently dark mode/);
  await other.close();
});
