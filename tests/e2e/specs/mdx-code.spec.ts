import { CONTENT_URL, expect, gotoHydrated, test } from '../support/fixtures';

// tests/e2e/fixtures/content/docs/code-pages.mdx holds code the ways Docusaurus docs do: exports
// used before their definition, hooks, a data import, a CSS import, expressions, JSX in props,
// `toc` as a value, components registered for every page, and a partial with code of its own.
const CODE_PAGE = `${CONTENT_URL}/docs/code-pages/`;

test('the code of an MDX page renders on the server and works once hydrated', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  const content = page.locator('article .markdown');

  // An exported component with a hook, used above its definition: interactive after hydration.
  await content.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(content.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();

  // Imported data, front matter and plain JavaScript in expressions; a hook reading the route.
  await expect(content.locator('.fixture-version')).toHaveText('4.2.0');
  await expect(content).toContainText('on the beta channel');
  await expect(content.locator('.fixture-sum')).toHaveText('6');
  await expect(content.locator('.fixture-path')).toHaveText('/docs/code-pages/');

  // A side-effect CSS import styles the page.
  const banner = content.locator('.fixture-code-banner');
  await expect(banner).toHaveText('Requires React ^19.0.0.');
  expect(await banner.evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(0, 128, 0)');

  // JSX and a template literal in props.
  const tip = page.getByRole('note', { name: 'Tip: Since 4.2.0' });
  await expect(tip.locator('.fixture-icon')).toHaveText('💡');

  // `toc` filtered by the page's own code: the headings starting with "Se", levels 2 to 3.
  const inline = content.getByRole('navigation', { name: 'Contents of this page' });
  await expect(inline.getByRole('link')).toHaveText(['Second section', 'Setup']);

  // A component the site registers in src/theme/MDXComponents, and Docusaurus's `Details`,
  // both used without an import.
  await expect(content.locator('.fixture-package-link')).toHaveAttribute(
    'href',
    'https://www.npmjs.com/package/fixture-release',
  );
  await content.getByText('Global details').click();
  await expect(content.getByText('Inside the details, 15 letters.')).toBeVisible();

  // A partial with an export of its own and code reading its props, one computed by the page.
  await expect(content.locator('.fixture-shout')).toHaveText('RELEASE');
  await expect(content).toContainText('42 doubled.');

  // An expression that gives elements.
  await expect(content.locator('.fixture-list li')).toHaveText(['one', 'two']);

  // A GitHub alert is an admonition.
  const alert = content.locator('aside.admonition-info');
  await expect(alert.locator('.admonition-title')).toHaveText('Important');
  await expect(alert.locator('.admonition-content')).toHaveText('A GitHub alert is an admonition.');
});

test('a client-side navigation to a code page loads its code', async ({ page }) => {
  await gotoHydrated(page, `${CONTENT_URL}/docs/headings/`);
  await page.evaluate(() => (window.__marker = 3));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Code pages' }).click();
  await expect(page).toHaveURL(CODE_PAGE);
  expect(await page.evaluate(() => window.__marker)).toBe(3);
  await expect(page.locator('.fixture-version')).toHaveText('4.2.0');
  await page.locator('article .markdown').getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
});
