import { expect, gotoHydrated, test } from '../support/fixtures';
import { expectAccessible, useColorMode } from '../support/accessibility';

// Cairn's own blog (website/blog), changelog (CHANGELOG.md) and test blog (website/tests/blog).

test('the list pages page through every post, five at a time', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  await expect(page.locator('h1').first()).toHaveText('Cairn blog');
  const posts = page.locator('main article');
  await expect(posts).toHaveCount(5);
  const paginator = page.getByRole('navigation', { name: 'Blog list page navigation' });
  await expect(paginator.getByRole('link', { name: /Newer entries/ })).toHaveCount(0);
  await page.evaluate(() => (window.__marker = 1));
  await paginator.getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL('/blog/page/2/');
  await expect(posts).toHaveCount(5);
  expect(await page.evaluate(() => window.__marker)).toBe(1);

  await gotoHydrated(page, '/blog/page/5/');
  await expect(posts).toHaveCount(3);
  await expect(paginator.getByRole('link', { name: /Older entries/ })).toHaveCount(0);
  expect((await page.request.get('/blog/page/6/')).status()).toBe(404);
});

test('a post opens from the list, with its excerpt, and leads to the newer and older posts', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  const first = page.locator('main article').first();
  await expect(first.getByRole('link', { name: /Read more/ })).toBeVisible();
  const title = await first.locator('h2').innerText();
  await first.locator('h2 a').click();
  await expect(page.locator('h1').first()).toHaveText(title);
  await expect(page.locator('article time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Blog post page navigation' });
  const older = nav.getByRole('link', { name: /Older post/ });
  const olderTitle = (await older.innerText()).replace(/Older post/, '').replace(/[»«]/g, '').trim();
  await older.click();
  await expect(page.locator('h1').first()).toHaveText(olderTitle);
  await expect(nav.getByRole('link', { name: /Newer post/ })).toContainText(title);
});

test('a release post has its authors, tags and table of contents', async ({ page }) => {
  await gotoHydrated(page, '/blog/releases/3.4/');
  await expect(page.locator('h1').first()).toHaveText('Cairn 3.4');
  const article = page.locator('main article').first();
  await expect(article.locator('time')).toHaveAttribute('datetime', '2024-12-10T00:00:00.000Z');
  await expect(article.getByRole('link', { name: 'Release', exact: true })).toHaveAttribute('href', '/blog/tags/release/');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('tag pages are paginated like the list, and the tag list counts posts', async ({ page }) => {
  await gotoHydrated(page, '/blog/tags/');
  await expect(page.locator('h1').first()).toHaveText('Tags');
  await expect(page.getByRole('link', { name: /^Release/ }).first()).toContainText('12');
  await gotoHydrated(page, '/blog/tags/release/');
  await expect(page.locator('h1').first()).toHaveText('12 posts tagged with "Release"');
  await expect(page.locator('main article')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'View all tags' })).toHaveAttribute('href', '/blog/tags/');
  expect((await page.request.get('/blog/tags/release/page/3/')).status()).toBe(200);
  expect((await page.request.get('/blog/tags/release/page/4/')).status()).toBe(404);
});

test('the archive lists every listed post by year', async ({ page }) => {
  await gotoHydrated(page, '/blog/archive/');
  await expect(page.locator('h1').first()).toHaveText('Archive');
  for (const year of ['2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024']) {
    await expect(page.getByRole('heading', { name: year, exact: true })).toBeVisible();
  }
  await expect(page.locator('main').getByRole('link')).toHaveCount(23);
  await expect(page.getByText('Our release checklist')).toHaveCount(0);
});

test('authors have pages listing their posts', async ({ page }) => {
  await gotoHydrated(page, '/blog/authors/');
  await expect(page.locator('h1').first()).toHaveText('Authors');
  const firstAuthor = page.locator('main').getByRole('link').first();
  const href = await firstAuthor.getAttribute('href');
  expect(href).toMatch(/^\/blog\/authors\/[a-z]+\/$/);
  await firstAuthor.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('link', { name: 'View all authors' })).toHaveAttribute('href', '/blog/authors/');
  await expect(page.locator('main article').first()).toBeVisible();
});

test('an unlisted post can be read but is listed nowhere and asks not to be indexed', async ({ page }) => {
  await gotoHydrated(page, '/blog/2024/07/02/release-checklist/');
  await expect(page.getByText(/unlisted/i).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  for (const list of ['/blog/', '/blog/page/2/', '/blog/archive/']) {
    const html = await (await page.request.get(list)).text();
    expect(html).not.toContain('/blog/2024/07/02/release-checklist/');
  }
  const rss = await (await page.request.get('/blog/rss.xml')).text();
  expect(rss).not.toContain('release-checklist');
});

test('the feeds are served as XML and JSON, parse, and hold full posts with absolute links', async ({ page }) => {
  const rss = await page.request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('xml');
  const atom = await page.request.get('/blog/atom.xml');
  expect(atom.headers()['content-type']).toContain('xml');
  const json = await page.request.get('/blog/feed.json');
  expect(json.headers()['content-type']).toContain('application/json');
  await page.goto('/blog/');
  const parsed = await page.evaluate(
    ({ rssText, atomText }) => {
      const parser = new DOMParser();
      const rssDoc = parser.parseFromString(rssText, 'application/xml');
      const atomDoc = parser.parseFromString(atomText, 'application/xml');
      const firstItem = rssDoc.querySelector('item');
      return {
        errors: rssDoc.querySelectorAll('parsererror').length + atomDoc.querySelectorAll('parsererror').length,
        items: rssDoc.querySelectorAll('item').length,
        entries: atomDoc.getElementsByTagName('entry').length,
        link: firstItem?.querySelector('link')?.textContent ?? '',
        content: firstItem?.getElementsByTagName('content:encoded')[0]?.textContent ?? '',
      };
    },
    { rssText: await rss.text(), atomText: await atom.text() },
  );
  expect(parsed.errors).toBe(0);
  expect(parsed.items).toBe(20);
  expect(parsed.entries).toBe(20);
  expect(parsed.link).toMatch(/^https:\/\/cairn\.dev\/blog\//);
  expect(parsed.content).toContain('<p>');
  expect(parsed.content).not.toMatch(/(href|src)="\/[^/]/);
  const feed = (await json.json()) as { items: { url: string }[] };
  expect(feed.items[0]!.url).toBe(parsed.link);
  // Every page announces the feeds.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', '/blog/rss.xml');
});

test('the changelog has a page per release, twenty a list page, each linking back', async ({ page }) => {
  await gotoHydrated(page, '/changelog/');
  await expect(page.locator('main article')).toHaveCount(20);
  expect((await page.request.get('/changelog/page/5/')).status()).toBe(200);
  expect((await page.request.get('/changelog/page/6/')).status()).toBe(404);
  await gotoHydrated(page, '/changelog/3.4.0/');
  await expect(page.locator('h1').first()).toHaveText('3.4.0');
  await page.getByRole('link', { name: /Back to Changelog/ }).click();
  await expect(page).toHaveURL('/changelog/');
  expect((await page.request.get('/changelog/2.0.0-alpha.19/')).status()).toBe(200);
  expect((await page.request.get('/changelog/V2%20Changelog/')).status()).toBe(200);
});

test('the test blog pages three posts at a time, tag pages too', async ({ page }) => {
  await gotoHydrated(page, '/tests/blog/');
  await expect(page.locator('main article')).toHaveCount(3);
  for (const [url, status] of [
    ['/tests/blog/page/6/', 200],
    ['/tests/blog/page/7/', 404],
    ['/tests/blog/tags/paginated/page/4/', 200],
    ['/tests/blog/tags/paginated/page/5/', 404],
    ['/tests/blog/archive/', 200],
  ] as const) {
    expect((await page.request.get(url)).status(), url).toBe(status);
  }
});

test('blog pages are accessible in both colour modes', async ({ page }) => {
  for (const url of ['/blog/', '/blog/releases/3.4/']) {
    await gotoHydrated(page, url);
    await expectAccessible(page);
    await useColorMode(page, 'dark');
    await expectAccessible(page);
    await useColorMode(page, 'light');
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a post fits the screen and its recent posts are in the menu', async ({ page }) => {
    await gotoHydrated(page, '/blog/releases/3.4/');
    await expect(page.locator('h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('navigation', { name: 'Blog recent posts' })).toBeHidden();
  });
});
