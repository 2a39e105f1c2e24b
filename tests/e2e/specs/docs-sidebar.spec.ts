import { expect, gotoHydrated, sidebar, test } from '../support/fixtures';

test('categories collapse and expand, and opening one closes its siblings', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const gettingStarted = sidebar(page).getByRole('button', { name: 'Collapse Getting started' });
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeVisible();
  await gettingStarted.click();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeHidden();
  await sidebar(page).getByRole('button', { name: 'Expand Getting started' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeVisible();

  // autoCollapseCategories: opening "Guides" closes "Getting started".
  await sidebar(page).getByRole('button', { name: 'Expand Guides' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Versioning' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toBeHidden();
});

test('the sidebar can be hidden and shown again, and stays hidden across pages', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar(page)).toHaveCount(0);
  await gotoHydrated(page, '/docs/configuration/');
  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Configuration' })).toHaveAttribute('aria-current', 'page');
});

test('a generated index page lists the docs of its category', async ({ page }) => {
  await gotoHydrated(page, '/docs/category/getting-started/');
  await expect(page.locator('h1')).toHaveText('Getting started');
  const cards = page.locator('article .markdown');
  for (const title of ['Installation', 'Configuration', 'Create a doc']) {
    await expect(cards.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  await cards.getByRole('link', { name: /Installation/ }).click();
  await expect(page).toHaveURL('/docs/installation/');
});

test('each docs instance and sidebar keeps its own sidebar', async ({ page }) => {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await gotoHydrated(page, '/');
  await navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL('/docs/cli/');
  await expect(sidebar(page).getByRole('link', { name: 'Configuration guide' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveCount(0);
  await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('aria-current', /.+/);

  await navbar.getByRole('link', { name: 'Community', exact: true }).click();
  await expect(page).toHaveURL('/community/support/');
  await expect(sidebar(page).getByRole('link', { name: 'Contributing' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveCount(0);

  await gotoHydrated(page, '/tests/docs/another/');
  await expect(sidebar(page).getByRole('link', { name: 'Second page' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Admonitions' })).toHaveCount(0);
});

test('tag pages list the docs that carry the tag', async ({ page }) => {
  await gotoHydrated(page, '/tests/docs/tagged/from-tags-file/');
  const tags = page.getByRole('list', { name: 'Tags' });
  await tags.getByRole('link', { name: 'Declared in the tags file' }).click();
  await expect(page).toHaveURL('/tests/docs/tags/declared/');
  await expect(page.locator('h1')).toHaveText('1 doc tagged with "Declared in the tags file"');
  await expect(page.locator('main article').getByRole('link', { name: 'Tags from the tags file' })).toBeVisible();

  await page.getByRole('link', { name: 'View all tags' }).click();
  await expect(page).toHaveURL('/tests/docs/tags/');
  await page.getByRole('link', { name: /^Visibility/ }).click();
  await expect(page.locator('main article').getByRole('link', { name: 'Listed doc' })).toBeVisible();
  // The unlisted doc carries the tag too, but tag pages leave it out.
  await expect(page.locator('main article')).toHaveCount(1);
});

test('doc pages show an edit link and when they were last updated', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/cairn-docs/cairn/edit/main/website/docs/installation.md',
  );
  const updated = page.locator('.cairn-last-updated');
  await expect(updated).toContainText(/Last updated on \w{3} \d{1,2}, \d{4} by \S/);
  expect(await updated.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});
