import type { Locator, Page } from '@playwright/test';
import { CONTENT_URL, expect, gotoHydrated, test } from '../support/fixtures';

const CODE_PAGE = `${CONTENT_URL}/docs/code/`;

/** The page's code blocks, in order: hello.js (title, {2}, showLineNumbers), magic comment (from 10), long line. */
const codeBlock = (page: Page, index: number) => page.locator('article .theme-code-block').nth(index);
const lines = (block: Locator) => block.locator('pre > code > .token-line');

test('code is highlighted, with the title, highlighted lines and line numbers asked for', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  const hello = codeBlock(page, 0);

  await expect(hello.getByText('hello.js', { exact: true })).toBeVisible();
  await expect(hello.locator('pre > code')).toHaveClass(/\blanguage-js\b/);
  await expect(lines(hello)).toHaveText([
    "const greeting = 'hello';",
    'console.log(greeting);',
    'export default greeting;',
  ]);

  // Tokens are coloured by the highlighting stylesheet.
  const keyword = hello.locator('span.hl-k').first();
  await expect(keyword).toHaveText('const');
  expect(await hello.locator('[class^="hl-"]').count()).toBeGreaterThan(3);
  const plainColor = await hello.locator('pre > code').evaluate((code) => getComputedStyle(code).color);
  await expect(keyword).not.toHaveCSS('color', plainColor);

  // Line 2 ({2}) is highlighted, and looks it.
  await expect(lines(hello).nth(1)).toHaveClass(/\bhighlighted-line\b/);
  await expect(lines(hello).nth(0)).not.toHaveClass(/\bhighlighted-line\b/);
  await expect(lines(hello).nth(2)).not.toHaveClass(/\bhighlighted-line\b/);
  const background = (line: Locator) => line.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(lines(hello).nth(1))).not.toBe(await background(lines(hello).nth(0)));

  // The magic comment is gone and highlights the next line.
  const add = codeBlock(page, 1);
  await expect(lines(add)).toHaveText(['function add(a, b) {', '  return a + b;', '}']);
  await expect(lines(add).nth(1)).toHaveClass(/\bhighlighted-line\b/);
  await expect(add.locator('.highlighted-line')).toHaveCount(1);

  // Line numbers are a CSS counter (a visible gutter, never text), starting at 1 and at 10.
  const counterReset = (block: Locator) =>
    block.locator('pre > code').evaluate((code) => getComputedStyle(code).counterReset);
  expect(await counterReset(hello)).toBe('cairn-line 0');
  expect(await counterReset(add)).toBe('cairn-line 9');
  const gutter = await lines(add)
    .first()
    .evaluate((line) => {
      const before = getComputedStyle(line, '::before');
      return { content: before.content, increment: before.counterIncrement, width: parseFloat(before.width) };
    });
  expect(gutter).toEqual({ content: 'counter(cairn-line)', increment: 'cairn-line 1', width: expect.any(Number) });
  expect(gutter.width).toBeGreaterThan(0);
  // The long-line block asked for no numbers.
  expect(await counterReset(codeBlock(page, 2))).toBe('none');
  expect(await lines(codeBlock(page, 2)).first().evaluate((line) => getComputedStyle(line, '::before').content)).toBe(
    'none',
  );
});

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the Copy button copies the exact code, without magic comments or line numbers', async ({ page }) => {
    await gotoHydrated(page, CODE_PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    const add = codeBlock(page, 1);
    const copy = add.getByRole('button', { name: 'Copy code to clipboard' });

    await add.hover();
    await expect(copy).toHaveCSS('opacity', '1');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(add.getByRole('status')).toHaveText('Copied');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('function add(a, b) {\n  return a + b;\n}');
    // The feedback goes away again.
    await expect(copy).toHaveText('Copy');

    await codeBlock(page, 0).hover();
    await codeBlock(page, 0).getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe("const greeting = 'hello';\nconsole.log(greeting);\nexport default greeting;");
  });
});

test('code reads left to right on a right-to-left page', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  // What a site whose locale is written right to left gets: <html dir="rtl">.
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  await expect(page.locator('article p').first()).toHaveCSS('direction', 'rtl');
  const hello = codeBlock(page, 0);
  await expect(hello.locator('pre > code')).toHaveCSS('direction', 'ltr');
  // The first line's first word (`const`) is at the block's left, not its right.
  const block = (await hello.locator('pre').boundingBox())!;
  const firstWord = (await hello.locator('span.hl-k').first().boundingBox())!;
  expect(firstWord.x - block.x).toBeLessThan(block.width / 4);
});

test('the soft-wrap toggle wraps the long line, and unwraps it again', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  const block = codeBlock(page, 2);
  const pre = block.locator('pre');
  const toggle = block.getByRole('button', { name: 'Toggle word wrap' });
  const overflow = () => pre.evaluate((element) => element.scrollWidth - element.clientWidth);
  const lineHeight = () =>
    lines(block)
      .first()
      .evaluate((line) => line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));

  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await overflow()).toBeGreaterThan(100);
  expect(await lineHeight()).toBeCloseTo(1, 1);

  await block.hover();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  expect(await lineHeight()).toBeGreaterThanOrEqual(2);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(overflow).toBeGreaterThan(100);
});

test('npm2yarn blocks show the commands of each package manager in tabs that switch together', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  const tabs = page.locator('article .tabs-container');
  await expect(tabs).toHaveCount(2);
  const [install, build] = [tabs.nth(0), tabs.nth(1)];
  await expect(install.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await expect(install.getByRole('tabpanel')).toContainText('npm install @cairn/theme');

  await install.getByRole('tab', { name: 'pnpm' }).click();
  await expect(install.getByRole('tabpanel')).toContainText('pnpm add @cairn/theme');
  // `sync = true`: every npm2yarn block follows, and keeps its title.
  await expect(build.getByRole('tab', { selected: true })).toHaveText('pnpm');
  await expect(build.getByRole('tabpanel')).toContainText('pnpm run build');
  await expect(build.getByRole('tabpanel')).toContainText('Build');
  await build.getByRole('tab', { name: 'Yarn' }).click();
  await expect(build.getByRole('tabpanel')).toContainText('yarn build');
  await expect(install.getByRole('tabpanel')).toContainText('yarn add @cairn/theme');
});
