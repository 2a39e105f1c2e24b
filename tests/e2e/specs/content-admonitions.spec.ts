import { CONTENT_URL, expect, gotoHydrated, test } from '../support/fixtures';

test('admonitions show their titles, nest, and are named notes for assistive technology', async ({ page }) => {
  await gotoHydrated(page, `${CONTENT_URL}/docs/admonitions/`);
  const content = page.locator('article .markdown');
  await expect(content.getByRole('note')).toHaveCount(4);

  const note = content.getByRole('note', { name: 'Note', exact: true });
  await expect(note).toBeVisible();
  await expect(note.locator('.admonition-title')).toHaveText('Note');
  await expect(note.locator('.admonition-content')).toHaveText('A plain note.');

  // A custom title replaces the visible title; the type stays in the accessible name.
  const tip = content.getByRole('note', { name: 'Tip: Custom title', exact: true });
  await expect(tip).toBeVisible();
  await expect(tip.locator('.admonition-title')).toHaveText('Custom title');
  await expect(tip).toHaveClass(/\badmonition-tip\b/);

  const warning = content.getByRole('note', { name: 'Warning', exact: true });
  const danger = warning.getByRole('note', { name: 'Danger', exact: true });
  await expect(warning.locator('> .admonition-title')).toHaveText('Warning');
  await expect(danger).toBeVisible();
  await expect(danger.locator('.admonition-title')).toHaveText('Danger');
  await expect(danger.locator('.admonition-content')).toHaveText('The inner danger.');
  // The inner one is drawn inside the outer one, in its own colour.
  const [outerBox, innerBox] = [await warning.boundingBox(), await danger.boundingBox()];
  expect(innerBox!.x).toBeGreaterThan(outerBox!.x);
  expect(innerBox!.y).toBeGreaterThan(outerBox!.y);
  expect(innerBox!.x + innerBox!.width).toBeLessThan(outerBox!.x + outerBox!.width);
  expect(innerBox!.y + innerBox!.height).toBeLessThan(outerBox!.y + outerBox!.height);
  const accent = (locator: typeof warning) => locator.evaluate((element) => getComputedStyle(element).borderLeftColor);
  expect(await accent(danger)).not.toBe(await accent(warning));
  expect(await accent(note)).not.toBe(await accent(tip));
  // Icons are decoration.
  await expect(danger.locator('.admonition-title svg')).toHaveAttribute('aria-hidden', 'true');
});

test('Docusaurus 3 admonition forms: bracket titles, important, deeper nesting', async ({ page }) => {
  await gotoHydrated(page, `${CONTENT_URL}/docs/admonition-forms/`);
  const content = page.locator('article .markdown');
  const tip = content.getByRole('note', { name: 'Tip: Bracket title', exact: true });
  await expect(tip.locator('.admonition-title')).toHaveText('Bracket title');
  await expect(tip.locator('.admonition-content')).toHaveText('A title in brackets.');

  const important = content.getByRole('note', { name: /^Info/ });
  await expect(important).toHaveClass(/\badmonition-info\b/);
  await expect(important.locator('.admonition-content')).toHaveText('Important is shown as info.');

  const outer = content.getByRole('note', { name: 'Note: Outer', exact: true });
  const middle = outer.getByRole('note', { name: 'Tip: Middle', exact: true });
  const inner = middle.getByRole('note', { name: 'Danger: Inner', exact: true });
  await expect(inner.locator('.admonition-content')).toHaveText('Three levels deep.');
});

test('Docusaurus admonition names and JSX props: caution, success, an icon, a paragraph over several lines', async ({
  page,
}) => {
  await gotoHydrated(page, `${CONTENT_URL}/docs/admonition-forms/`);
  const content = page.locator('article .markdown');
  const caution = content.getByRole('note', { name: 'Warning: Caution', exact: true });
  await expect(caution).toHaveClass(/\badmonition-warning\b/);
  await expect(caution.locator('.admonition-title')).toHaveText('Caution');

  const success = content.getByRole('note', { name: 'Success: Written in JSX', exact: true });
  await expect(success).toHaveClass(/\badmonition-tip\b/);
  await expect(success.locator('.admonition-title')).toHaveText('🚀Written in JSX');
  await expect(success.locator('.admonition-title svg')).toHaveCount(0);
  // One paragraph, not a paragraph inside a paragraph (which the browser would split, and
  // hydration would then report).
  await expect(success.locator('.admonition-content p')).toHaveText(['A paragraph written over several lines.']);
});
