import type { Page } from '@playwright/test';
import { CONTENT_URL, expect, gotoHydrated, sidebar, test, trackRequests } from '../support/fixtures';

const katexStylesheet = (page: Page) => page.locator('link[rel="stylesheet"][href*="katex"]');
const isKatexScript = (url: string) => /katex[^/]*\.m?js(\?|$)/i.test(new URL(url).pathname);

test('formulas are rendered at build time and styled by KaTeX CSS, with no KaTeX JavaScript', async ({ page }) => {
  const requests = trackRequests(page);
  await gotoHydrated(page, `${CONTENT_URL}/docs/math/`);

  await expect(page.locator('.math')).toHaveCount(2);
  const inline = page.locator('article p span.math.math-inline .katex');
  const display = page.locator('article div.math.math-display .katex-display .katex');
  for (const formula of [inline, display]) {
    await expect(formula).toBeVisible();
    const box = await formula.boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    expect(box?.height).toBeGreaterThan(10);
    // KaTeX's own fonts: the stylesheet applies.
    await expect(formula).toHaveCSS('font-family', /KaTeX_Main/);
  }
  // The MathML copy is for screen readers only; what is seen is KaTeX's HTML.
  await expect(inline.locator('.katex-mathml annotation')).toHaveText('e^{i\\pi}+1=0');
  const mathmlBox = await inline.locator('.katex-mathml').boundingBox();
  expect((mathmlBox?.width ?? 0) * (mathmlBox?.height ?? 0)).toBeLessThanOrEqual(1);
  // The display formula sits on its own, centred, wider than the inline one.
  expect((await display.boundingBox())!.height).toBeGreaterThan((await inline.boundingBox())!.height);

  await expect(katexStylesheet(page)).toHaveCount(1);
  const href = await katexStylesheet(page).getAttribute('href');
  const css = await page.request.get(new URL(href!, page.url()).href);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toMatch(/text\/css/);

  await page.waitForLoadState('load');
  expect(requests.filter(isKatexScript)).toEqual([]);
});

test('pages without math do not link the KaTeX stylesheet', async ({ page }) => {
  const requests = trackRequests(page);
  await gotoHydrated(page, `${CONTENT_URL}/docs/code/`);
  await expect(page.locator('h1')).toHaveText('Code');
  await expect(katexStylesheet(page)).toHaveCount(0);
  await page.waitForLoadState('load');
  expect(requests.filter((url) => url.includes('katex'))).toEqual([]);
});

test('navigating client-side to the math page adds the KaTeX stylesheet', async ({ page }) => {
  const requests = trackRequests(page);
  await gotoHydrated(page, `${CONTENT_URL}/docs/code/`);
  await expect(katexStylesheet(page)).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Math' }).click();
  await expect(page.locator('h1')).toHaveText('Math');
  await expect(katexStylesheet(page)).toHaveCount(1);
  await expect(page.locator('.math-inline .katex')).toHaveCSS('font-family', /KaTeX_Main/);
  expect(requests.filter(isKatexScript)).toEqual([]);
});
