import { expect, test } from '../support/fixtures';

// The static pages `[[redirects]]` writes (website/cairn.toml). Unlike the server's own 301s
// (redirects.spec.ts), these work on any static host: the page itself sends the visitor on.

test('a moved docs page sends the visitor on, keeping the query string and hash', async ({ page }) => {
  await page.goto('/docs/support/?a=1#x');
  await expect(page).toHaveURL('/community/support/?a=1#x');
  await expect(page.locator('h1')).toHaveText('Support');
});

test('the old path of the next version redirects too', async ({ page }) => {
  await page.goto('/docs/next/team/');
  await expect(page).toHaveURL('/community/team/');
});

test('/home/ goes to the home page', async ({ page }) => {
  await page.goto('/home/');
  await expect(page).toHaveURL('/');
});

test('a target with its own hash keeps it rather than the visitor\'s', async ({ page }) => {
  await page.goto('/home/installation/?from=old');
  await expect(page).toHaveURL('/docs/installation/#requirements');
});

test('a redirect page works without JavaScript through its refresh', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/home/blog/');
  await expect(page).toHaveURL('/blog/');
  await context.close();
});

test('a redirect to another site names it, without being followed here', async ({ page, request }) => {
  // No network in tests: the page is fetched and parsed (DOMParser runs no script), not visited.
  const response = await request.get('/home/github/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const read = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'text/html');
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    // The refresh is inside <noscript>, which a scripting-disabled parse reads as markup.
    const noscript = document.querySelector('noscript')?.textContent ?? '';
    const fallback = new DOMParser().parseFromString(noscript, 'text/html');
    return {
      canonical: attribute('link[rel="canonical"]', 'href'),
      robots: attribute('meta[name="robots"]', 'content'),
      refresh:
        attribute('meta[http-equiv="refresh"]', 'content') ??
        fallback.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content') ??
        null,
      link: attribute('body a', 'href'),
      text: document.body.textContent?.trim(),
    };
  }, html);
  expect(read).toEqual({
    canonical: 'https://github.com/cairn-docs/cairn',
    robots: 'noindex',
    refresh: '0; url=https://github.com/cairn-docs/cairn',
    link: 'https://github.com/cairn-docs/cairn',
    text: 'This page has moved to https://github.com/cairn-docs/cairn.',
  });
});
