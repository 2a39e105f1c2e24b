import { expectAccessible } from '../support/accessibility';
import { expect, gotoHydrated, hasMarker, setMarker, test } from '../support/fixtures';

// The example pages (website/src/pages/examples/) and the test pages of
// website/src/pages/tests/pages/ about embeds, head tags, tables of contents and links.

test('the Markdown page example renders as a page with a table of contents and no sidebar', async ({ page }) => {
  await gotoHydrated(page, '/examples/markdownPageExample/');
  await expect(page.locator('h1')).toHaveText('Markdown page example');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc.getByRole('link', { name: 'A third-level heading' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'A fourth-level heading' })).toHaveCount(0);
  await expect(page.locator('#a-fourth-level-heading')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  await expect(page.locator('main pre code.language-ts')).toContainText("import Layout from '@theme/Layout';");
  await expectAccessible(page);
});

test('the noIndex example asks robots not to index it, once', async ({ page }) => {
  await gotoHydrated(page, '/examples/noIndex/');
  const robots = page.locator('head meta[name="robots"]');
  await expect(robots).toHaveCount(1);
  await expect(robots).toHaveAttribute('content', 'noindex, nofollow');
  // The block is not shown in the page.
  await expect(page.locator('main meta')).toHaveCount(0);
});

test('an unlisted Markdown page says so and asks robots not to index it', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/unlisted/');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByText(/unlisted/i).first()).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: /Unlisted/i })).toHaveCount(1);
});

test('head metadata from a head block: the title as written, meta and link tags', async ({ page, request }) => {
  // The HTML file has the block's title; the theme writes "title | site" once the page runs.
  const html = await (await request.get('/tests/pages/head-metadata/')).text();
  expect(html).toContain('<title>Head metadata tests — title from the head block</title>');
  await page.goto('/tests/pages/head-metadata/');
  await expect(page.locator('h1')).toHaveText('Head metadata tests');
  const head = page.locator('head');
  await expect(head.locator('meta[name="author"]')).toHaveAttribute('content', 'The Cairn test pages');
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  await expect(head.locator('link[rel="license"]')).toHaveAttribute('href', 'https://example.com/license/');
  await expect(head.locator('link[rel="author"]')).toHaveAttribute('href', 'https://example.com/authors/');
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
});

test('<Head> in a React page: its meta, link and script tags are in the built head', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/tests/pages/head-component/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(head).toContain('<meta property="og:image" content="https://example.com/img/head-component-card.png">');
  expect(head).toContain('<link rel="author" href="https://example.com/authors/">');
  // The page's social card title replaces the one Cairn writes; the document title stays.
  expect(head.match(/property="og:title"/g)).toHaveLength(1);
  expect(head).toContain('<meta property="og:title" content="Head component tests, as a social card">');
  expect(head).toContain('<title>Head component tests | Cairn</title>');
  expect(head).not.toContain('Not a head tag');
  // The structured data is one script element whose text is the JSON the page gave.
  const structured = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(head);
  expect(JSON.parse(structured?.[1] ?? '')).toMatchObject({
    '@type': 'WebPage',
    description: 'Tags written with <Head>, and a </script> that stays inside its element.',
  });

  // It hydrates cleanly: `<Head>` renders nothing on either side.
  await gotoHydrated(page, '/tests/pages/head-component/');
  await expect(page.locator('h1')).toHaveText('Head component tests');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('SEO front matter: description, keywords and an absolute social image', async ({ page }) => {
  await page.goto('/tests/pages/seo/');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'A page with a description, keywords and a social card image in its front matter.',
  );
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', 'search engines, social card, Cairn test page');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/[^/]+\/img\/social-card\.png$/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
});

test('embeds: a titled iframe, a video with a captions track, an inline SVG', async ({ page, request }) => {
  await gotoHydrated(page, '/tests/pages/embeds/');
  const frame = page.getByTestId('frame');
  await expect(frame).toHaveAttribute('title', 'An example document shown in a frame');
  await expect(page.frameLocator('[data-testid="frame"]').locator('#frame-text')).toContainText('inside an iframe');

  const track = page.getByTestId('video').locator('track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('srclang', 'en');
  const captions = await request.get((await track.getAttribute('src'))!);
  expect(captions.status()).toBe(200);
  expect(await captions.text()).toMatch(/^WEBVTT/);
  const poster = await request.get((await page.getByTestId('video').getAttribute('poster'))!);
  expect(poster.status()).toBe(200);

  await expect(page.getByRole('img', { name: 'Four stones stacked into a cairn' })).toBeVisible();
  await expectAccessible(page);
});

test('page TOC levels: front matter keeps headings of levels 2 to 4', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/page-toc-tests/');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  // 3 sections, 2 subsections each, one level-4 heading under each subsection.
  await expect(toc.getByRole('link')).toHaveCount(15);
  await expect(toc.getByRole('link', { name: 'Section 2', exact: true })).toHaveAttribute('href', /#section-2$/);
  await expect(toc.getByRole('link', { name: 'Section 3.2.1', exact: true })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Section 1.1.1.1', exact: true })).toHaveCount(0);
  await expect(toc.getByRole('link', { name: 'Section 1.1.1.1.1', exact: true })).toHaveCount(0);
  // Levels 5 and 6 are on the page with their ids all the same.
  await expect(page.locator('h5#section-1111')).toBeVisible();
  await expect(page.locator('h6#section-11111')).toBeVisible();
  await toc.getByRole('link', { name: 'Section 3.1', exact: true }).click();
  await expect(page).toHaveURL(/#section-31$/);
});

test('link tests: every internal link leads to a page or file that exists, and to its heading', async ({ page, request }) => {
  await gotoHydrated(page, '/tests/pages/link-tests/');
  const hrefs = await page.locator('article a[href^="/"], article a[href^="#"]').evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(18);
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    const response = await request.get(url.pathname);
    expect(response.status(), href).toBe(200);
    if (url.hash.length > 1) {
      const id = decodeURIComponent(url.hash.slice(1));
      expect(await response.text(), `${href}: heading id`).toContain(`id="${id}"`);
    }
  }
});

test('link tests: links open their targets in place; static files load in full', async ({ page, consoleGuard }) => {
  // A bare SVG file has no favicon link: the browser asks for /favicon.ico.
  consoleGuard.allow(/favicon\.ico/);
  await gotoHydrated(page, '/tests/pages/link-tests/');
  await setMarker(page);
  const article = page.locator('article');

  await article.getByRole('link', { name: 'Markdown tests', exact: true }).click();
  await expect(page).toHaveURL('/tests/pages/markdown-tests/');
  await expect(page.locator('h1')).toHaveText('Markdown tests');
  expect(await hasMarker(page)).toBe(true);
  await page.goBack();

  await article.getByRole('link', { name: 'the third section of the TOC tests', exact: true }).click();
  await expect(page).toHaveURL('/tests/pages/page-toc-tests/#section-3');
  await expect(page.locator('#section-3')).toBeInViewport();
  await page.goBack();

  await article.getByRole('link', { name: 'Links to static files', exact: true }).click();
  await expect(page).toHaveURL(/\/tests\/pages\/link-tests\/#links-to-static-files$/);
  await expect(page.locator('#links-to-static-files')).toBeInViewport();

  await article.getByRole('link', { name: 'the showcase', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Showcase');
  expect(await hasMarker(page)).toBe(true);
  await page.goBack();

  // A file is not a route: the browser loads it in full.
  await article.getByRole('link', { name: 'the logo', exact: true }).click();
  await expect(page).toHaveURL('/img/logo.svg');
  expect(await hasMarker(page)).toBe(false);
});

test('link tests: a static HTML file that no route has loads in full, not as the not-found page', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/link-tests/');
  await setMarker(page);
  await page.locator('article').getByRole('link', { name: 'the embedded frame', exact: true }).click();
  await expect(page).toHaveURL('/media/embed-frame.html');
  expect(await hasMarker(page)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
});
