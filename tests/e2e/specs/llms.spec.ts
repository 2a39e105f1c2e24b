import { expect, test } from '@playwright/test';

/** The site's origin as `cairn.toml` gives it: llms.txt links to the twins there. */
const ORIGIN = 'https://cairn.dev';

/** `markdown` less its fenced code blocks and code spans, where code may show any syntax. */
function proseOf(markdown: string): string {
  const prose: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    prose.push(line.replace(/(`+).*?\1/g, ''));
  }
  return prose.join('\n');
}

test('llms.txt links every listed page to its Markdown twin, which holds no import and no JSX', async ({ request }) => {
  const index = await request.get('/llms.txt');
  expect(index.ok()).toBe(true);
  const listing = await index.text();
  const links = [...listing.matchAll(/\]\((https:\/\/cairn\.dev\/[^)\s]+\/index\.md)\)/g)].map(
    (match) => match[1]!.slice(ORIGIN.length),
  );
  // Every line of the lists is a link the pattern reads: none holds a space or is cut short.
  expect(links.length).toBe(listing.split('\n').filter((line) => line.startsWith('- [')).length);
  expect(links.length).toBeGreaterThan(100);
  for (const link of links) {
    const twin = await request.get(link);
    expect(twin.ok(), link).toBe(true);
    expect(twin.headers()['content-type'], link).toContain('text/markdown');
    const text = await twin.text();
    expect(text.startsWith('# '), link).toBe(true);
    const prose = proseOf(text);
    expect(prose, link).not.toMatch(/^\s*(import|export) /m);
    expect(prose, link).not.toMatch(/<[A-Za-z][\w.]*[\s/>]/);
  }
  // llms-full.txt: every listed page, in the same order, each after its URL.
  const full = await (await request.get('/llms-full.txt')).text();
  const urls = [...full.matchAll(/^URL: (https:\/\/cairn\.dev\/\S*)$/gm)].map((match) => match[1]!.slice(ORIGIN.length));
  expect(urls).toEqual(links.map((link) => link.replace(/index\.md$/, '')));
});

test('a twin gives an admonition as a quote, tabs by label and links as absolute URLs', async ({ request }) => {
  const text = await (await request.get('/docs/markdown-features/code-blocks/index.md')).text();
  expect(text.startsWith('# Code blocks\n\n')).toBe(true);
  expect(text).toMatch(/^> \*\*Note\*\*\n>\n> \S/m);
  // The npm2yarn tabs: each manager's label, then its commands.
  expect(text).toMatch(/^\*\*npm\*\*\n\n```bash\nnpm install /m);
  expect(text).toMatch(/^\*\*Yarn\*\*\n\n```bash\nyarn add /m);
  expect(text).toContain('](https://cairn.dev/docs/swizzling/)');
});

test('a page names its twin in its head', async ({ request }) => {
  const html = await (await request.get('/docs/markdown-features/code-blocks/')).text();
  expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs/markdown-features/code-blocks/index.md">');
});
