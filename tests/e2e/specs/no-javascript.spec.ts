import { expect, sidebar, test } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

test('a docs page is complete without JavaScript', async ({ page, consoleGuard }) => {
  // Without JavaScript nothing fetches the preloaded data chunks, and Chromium says so.
  consoleGuard.allow(/was preloaded using link preload but not used/);
  const response = await page.goto('/docs/installation/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Installation | Cairn');

  await expect(page.locator('h1')).toHaveText('Installation');
  const paragraphs = page.locator('article .markdown p');
  await expect(paragraphs.first()).toBeVisible();
  expect((await paragraphs.first().innerText()).trim()).not.toBe('');

  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/');

  const links = sidebar(page).getByRole('link');
  const labels = (await links.allInnerTexts()).map((label) => label.trim());
  expect(labels.slice(0, 3)).toEqual(['Introduction', 'Getting started', 'Installation']);
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/docs/');
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: 'Configuration' })).toHaveAttribute('href', '/docs/configuration/');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('Cairn');
});
