import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

// The animated <details> of docs/markdown-features/react.mdx ("What does "static" mean here?").
const PAGE = '/docs/markdown-features/react/';

/** Clicks the summary and reads the height transition the block animates with, right away. */
async function toggleAndReadTransition(page: Page): Promise<string> {
  return page.evaluate(() => {
    const details = [...document.querySelectorAll('article details')].find((element) =>
      element.querySelector('summary')?.textContent?.includes('static'),
    );
    const summary = details?.querySelector('summary');
    if (!details || !summary) throw new Error('no details block');
    summary.click();
    const animated = [...details.children].find((child) => child.tagName !== 'SUMMARY') as HTMLElement | undefined;
    return animated?.style.transition ?? '';
  });
}

test('a collapsible opens and closes with an ease-in-out height animation sized by its height', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const details = page.locator('article details').filter({ hasText: 'static' });
  const opening = await toggleAndReadTransition(page);
  expect(opening).toMatch(/^height (\d+)ms ease-in-out$/);
  const duration = Number(/height (\d+)ms/.exec(opening)![1]);
  expect(duration).toBeGreaterThanOrEqual(150);
  expect(duration).toBeLessThanOrEqual(600);
  await expect(details).toHaveAttribute('open', '');
  await page.waitForTimeout(duration + 50);
  await toggleAndReadTransition(page);
  await expect(details).not.toHaveAttribute('open');
});

test('with reduced motion the animation takes 1 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, PAGE);
  expect(await toggleAndReadTransition(page)).toBe('height 1ms ease-in-out');
  await expect(page.locator('article details').filter({ hasText: 'static' })).toHaveAttribute('open', '');
});
