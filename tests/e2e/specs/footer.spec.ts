import { useColorMode } from '../support/accessibility';
import { expect, gotoHydrated, test } from '../support/fixtures';

// The website's footer (cairn.toml [footer]): titled columns of links, external links marked.

test('the footer has its four columns of links', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const footer = page.getByRole('contentinfo');
  for (const title of ['Learn', 'Community', 'More', 'Legal']) await expect(footer.getByText(title, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/docs/installation/');
  await expect(footer).toContainText('Copyright © 2026 The Cairn authors');
});

test('external footer links open in a new tab, with the external-link icon', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const footer = page.getByRole('contentinfo');
  const license = footer.getByRole('link', { name: 'License (MIT)' });
  await expect(license).toHaveAttribute('target', '_blank');
  await expect(license.locator('svg')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Installation' }).locator('svg')).toHaveCount(0);
});

test('an internal footer link navigates in the browser', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.evaluate(() => {
    (window as unknown as { __marker?: boolean }).__marker = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/community\/support\/$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
});

test('the footer logo links home, with its own image in each colour mode; the hidden one is not fetched', async ({ page }) => {
  const logos: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/img/logo')) logos.push(pathname);
  });
  await gotoHydrated(page, '/docs/');
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: 'Cairn' });
  await expect(link).toHaveAttribute('href', '/');
  const images = link.locator('img');
  await expect(images).toHaveCount(2);

  const shows = async (visible: number, src: string) => {
    await link.scrollIntoViewIfNeeded();
    await expect(images.nth(visible)).toBeVisible();
    await expect(images.nth(1 - visible)).toBeHidden();
    await expect(images.nth(visible)).toHaveAttribute('src', src);
    await expect.poll(() => images.nth(visible).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  };
  await shows(0, '/img/logo.svg');
  // Lazy images: the dark one, hidden in light mode, is not downloaded even with the footer in view.
  expect(logos).not.toContain('/img/logo-dark.svg');
  await useColorMode(page, 'dark');
  await shows(1, '/img/logo-dark.svg');
  await useColorMode(page, 'light');
});
