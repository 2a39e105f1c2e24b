import { expect, test } from '../support/fixtures';

// The website's sitemap.xml ([sitemap] in website/cairn.toml), read with the browser's XML parser.

async function sitemapPaths(page: import('@playwright/test').Page, text: string) {
  return page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
    const namespace = document.documentElement.namespaceURI;
    const entries = [...document.getElementsByTagNameNS(namespace, 'url')];
    return {
      root: document.documentElement.localName,
      namespace,
      urls: entries.map((entry) => ({
        loc: entry.getElementsByTagNameNS(namespace, 'loc')[0]?.textContent ?? '',
        lastmod: entry.getElementsByTagNameNS(namespace, 'lastmod')[0]?.textContent ?? null,
        changefreq: entry.getElementsByTagNameNS(namespace, 'changefreq')[0]?.textContent ?? null,
      })),
    };
  }, text);
}

test('sitemap.xml is served and lists the indexable pages, none that asks not to be indexed', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const sitemap = await sitemapPaths(page, await response.text());
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

  const paths = sitemap.urls.map((url) => url.loc.replace('https://cairn.dev', ''));
  for (const listed of ['/', '/docs/installation/', '/blog/', '/community/support/']) {
    expect(paths).toContain(listed);
  }
  for (const url of sitemap.urls) {
    expect(url.loc).toMatch(/^https:\/\/cairn\.dev\//);
    expect(url.changefreq).toBe('weekly');
  }
  // lastmod = "date": docs carry the day they last changed.
  const installation = sitemap.urls.find((url) => url.loc.endsWith('/docs/installation/'));
  expect(installation?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Unlisted posts, redirect pages, the not-found page and the test areas are left out.
  for (const absent of [
    '/blog/2024/07/02/release-checklist/',
    '/docs/support/',
    '/home/',
    '/404.html',
  ]) {
    expect(paths).not.toContain(absent);
  }
  expect(paths.filter((path) => path.startsWith('/tests/'))).toEqual([]);
});

test('a page left out of the sitemap does ask not to be indexed', async ({ page }) => {
  await page.goto('/blog/2024/07/02/release-checklist/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
