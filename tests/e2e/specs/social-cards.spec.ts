import { expect, test } from '@playwright/test';

// `[socialCards]` on the website: every titled page names a card drawn at build time, by an
// absolute URL on the site's origin; a page whose front matter sets `image` keeps its own.

const ORIGIN = 'https://cairn.dev';

function meta(html: string, attribute: string, name: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`).exec(html)?.[1];
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

for (const path of ['/docs/installation/', '/blog/releases/3.4/', '/']) {
  test(`${path} names a 1200×630 card`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const image = meta(html, 'property', 'og:image');
    expect(image).toMatch(/^https:\/\/cairn\.dev\/assets\/social\/[0-9a-f]{16}\.png$/);
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const card = await request.get(image!.slice(ORIGIN.length));
    expect(card.ok()).toBe(true);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual([1200, 630]);
  });
}

test('pages with different titles have different cards, and a page with its own image keeps it', async ({ request }) => {
  const cardOf = async (path: string) => meta(await (await request.get(path)).text(), 'property', 'og:image');
  expect(await cardOf('/docs/installation/')).not.toBe(await cardOf('/docs/configuration/'));
  const own = await (await request.get('/docs/markdown-features/head-metadata/')).text();
  expect(meta(own, 'property', 'og:image')).toBe('https://cairn.dev/img/social-card.png');
  expect(own.match(/property="og:image"/g)).toHaveLength(1);
});

test("React pages, whose titles are known only once they render, show the site's card", async ({ request }) => {
  const cardOf = async (path: string) => meta(await (await request.get(path)).text(), 'property', 'og:image');
  const site = await cardOf('/');
  expect(site).toMatch(/\/assets\/social\/[0-9a-f]{16}\.png$/);
  expect(await cardOf('/showcase/')).toBe(site);
  expect(await cardOf('/docs/installation/')).not.toBe(site);
});
