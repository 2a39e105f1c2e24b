import { expect, test } from '../support/fixtures';

// The playground page (website/docs/playground.mdx): one downloadable starter per
// `cairn init` template, zipped by `cairn init --archive` when the website is built.

const STARTERS = ['classic', 'docs-only', 'blog-only'];

test('the playground lists the three starters, each with a preview and a zip to download', async ({ page }) => {
  await page.goto('/docs/playground/');
  await expect(page.locator('h1')).toHaveText('Playground');

  for (const starter of STARTERS) {
    const preview = page.locator(`article img[src="/img/starters/${starter}.png"]`);
    await expect(preview).toHaveAttribute('alt', /starter's home page/);
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    const href = `/starters/cairn-${starter}.zip`;
    const link = page.locator(`a[href="${href}"]`);
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toContainText(`cairn-${starter}.zip`);

    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    const body = await response.body();
    expect(body.subarray(0, 2).toString('latin1'), `${href} starts with the zip signature`).toBe('PK');
  }

  // Each starter has the commands to run after unzipping.
  for (const starter of STARTERS) {
    await expect(page.locator('pre', { hasText: `cd cairn-${starter}` })).toContainText('npm install');
  }
  await expect(page.locator('article a[href="/docs/installation/#build-the-cairn-binary"]')).toBeVisible();
});

test('/playground/ sends the visitor to the docs page', async ({ page }) => {
  await page.goto('/playground/');
  await expect(page).toHaveURL('/docs/playground/');
  await expect(page.locator('h1')).toHaveText('Playground');
});

test('the home page links to the playground', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'playground', exact: true }).click();
  await expect(page).toHaveURL('/docs/playground/');
});
