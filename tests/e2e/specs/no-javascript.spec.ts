import { expect, sidebar, test } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

test('a docs page is complete without JavaScript', async ({ page }) => {
  const response = await page.goto('/docs/installation/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Installation | Cairn');

  await expect(page.locator('h1')).toHaveText('Installation');
  const paragraphs = page.locator('article .markdown p');
  await expect(paragraphs.first()).toBeVisible();
  expect((await paragraphs.first().innerText()).trim()).not.toBe('');

  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/introduction/');

  const links = sidebar(page).getByRole('link');
  await expect(links).toHaveText(['Introduction', 'Installation', 'Configuration'], { useInnerText: true });
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/docs/introduction/');
  await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: 'Configuration' })).toHaveAttribute('href', '/docs/configuration/');

  const footer = page.locator('footer');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('Cairn');
});
