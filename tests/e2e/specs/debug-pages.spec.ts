import { expect, test } from '../support/fixtures';

// The website's debug pages (`debug = true` in website/cairn.toml): static HTML under
// /__cairn/debug/, written after rendering with the build's own data.

const PAGES = ['', 'config/', 'content/', 'globalData/', 'metadata/', 'registry/', 'routes/'];

test('every debug page answers, asks not to be indexed and links the others', async ({ page }) => {
  for (const name of PAGES) {
    const response = await page.goto(`/__cairn/debug/${name}`);
    expect(response?.status(), name).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // Plain HTML: no script, so no React takes the page over.
    await expect(page.locator('script')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Debug pages' });
    await expect(nav.getByRole('link')).toHaveCount(PAGES.length);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('the debug pages show the build’s data', async ({ page }) => {
  await page.goto('/__cairn/debug/');
  await expect(page.getByRole('row', { name: /Routes .* routes/ })).toContainText(/\d+ routes/);

  await page.goto('/__cairn/debug/routes/');
  const installation = page.getByRole('row').filter({
    has: page.getByRole('link', { name: '/docs/installation/', exact: true }),
  });
  await expect(installation).toContainText('@theme/DocPage');
  await expect(installation.getByRole('link', { name: /\/assets\/data\/.*\.json/ }).first()).toBeVisible();

  await page.goto('/__cairn/debug/config/');
  await expect(page.locator('.json')).toContainText('"title": "Cairn"');
  await expect(page.locator('.json')).toContainText('"debug": true');

  await page.goto('/__cairn/debug/globalData/');
  // The top level: one entry per plugin name.
  const topLevel = page.locator('.json > details > ul > li > details > summary');
  await expect(topLevel.filter({ hasText: /^"docs"/ })).toBeVisible();

  await page.goto('/__cairn/debug/content/');
  await expect(page.getByRole('row', { name: /^docs community/ })).toBeVisible();

  await page.goto('/__cairn/debug/metadata/');
  await expect(page.getByRole('row', { name: /^Cairn \d+\.\d+\.\d+/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Node\.js v\d+/ })).toBeVisible();

  await page.goto('/__cairn/debug/registry/');
  await expect(page.getByRole('row', { name: /^@theme\/DocPage/ })).toContainText(/assets\/js\/.*\.js/);
});

test('a collapsed JSON branch opens on click', async ({ page }) => {
  await page.goto('/__cairn/debug/globalData/');
  // The first two levels start open; the third is collapsed.
  const all = page.locator('.json details');
  // Found by position: a `:not([open])` locator would move on to the next one once it opens.
  const index = await all.evaluateAll((elements) =>
    elements.findIndex((element) => !element.hasAttribute('open')),
  );
  expect(index).toBeGreaterThan(0);
  const closed = all.nth(index);
  await expect(closed).toBeVisible();
  const inside = closed.locator(':scope > ul');
  await expect(inside).toBeHidden();
  await closed.locator(':scope > summary').click();
  await expect(closed).toHaveAttribute('open', '');
  await expect(inside).toBeVisible();
});

test('the debug pages are not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('__cairn');
});
