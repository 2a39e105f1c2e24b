import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoHydrated, hasMarker, setMarker, test, trackRequests } from '../support/fixtures';

interface GlobalDoc {
  id: string;
  path: string;
}

interface RouteBoot {
  site: string;
  docs?: Record<string, Record<string, GlobalDoc[]>>;
  siteChunks?: string[];
}

async function bootOf(request: APIRequestContext, path: string): Promise<{ html: string; boot: RouteBoot }> {
  const html = await (await request.get(path)).text();
  const json = /<script id="__cairn_route" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, `${path} has its boot data`).toBeDefined();
  return { html, boot: JSON.parse(json!) as RouteBoot };
}

/** The URL of the main docs instance's lists, and the lists (version name → docs). */
async function mainDocsLists(request: APIRequestContext) {
  const { boot } = await bootOf(request, '/');
  const site = (await (await request.get(boot.site)).json()) as {
    globalData: { docs: Record<string, { docsUrl: string; versions: { name: string; docs?: unknown }[] }> };
  };
  const instance = site.globalData.docs.default!;
  // The site data names the lists; it does not hold them.
  expect(instance.versions.every((version) => version.docs === undefined)).toBe(true);
  const lists = (await (await request.get(instance.docsUrl)).json()) as Record<string, GlobalDoc[]>;
  return { url: instance.docsUrl, lists };
}

const requestsFor = (requests: string[], url: string) => requests.filter((requested) => new URL(requested).pathname === url);
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test("a docs page carries its own doc in every version and loads the docs lists only on the way to another page", async ({
  page,
  request,
}) => {
  const { url, lists } = await mainDocsLists(request);
  const { boot } = await bootOf(request, '/docs/versioning/');
  expect(boot.siteChunks).toBeUndefined();
  const carried = boot.docs?.default ?? {};
  expect(Object.keys(carried).sort()).toEqual(Object.keys(lists).sort());
  for (const [version, docs] of Object.entries(carried)) {
    expect(docs.map((doc) => doc.id)).toEqual(['versioning']);
    expect(lists[version]).toContainEqual(docs[0]);
  }

  const requests = trackRequests(page);
  await gotoHydrated(page, '/docs/versioning/');
  await page.waitForLoadState('networkidle');
  expect(requestsFor(requests, url)).toEqual([]);
  // The version dropdown links to the same page in every version from what the page carries.
  await navbar(page).getByRole('button', { name: 'Canary' }).click();
  await expect(navbar(page).getByRole('link', { name: '3.3.2' })).toHaveAttribute('href', '/docs/3.3.2/versioning/');

  // Another page carries nothing of its own once the lists are there: its dropdown comes from them.
  await setMarker(page);
  await page.getByRole('link', { name: 'Installation' }).first().click();
  await expect(page).toHaveURL('/docs/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  expect(await hasMarker(page)).toBe(true);
  expect(requestsFor(requests, url)).toHaveLength(1);
  await navbar(page).getByRole('button', { name: 'Canary' }).click();
  await expect(navbar(page).getByRole('link', { name: '3.3.2' })).toHaveAttribute('href', '/docs/3.3.2/installation/');
});

test('a doc site code looks up while rendering comes with the page; one looked up later waits for the lists', async ({
  page,
  request,
}) => {
  const { url, lists } = await mainDocsLists(request);
  const { html, boot } = await bootOf(request, '/tests/pages/docs-lookups/');
  expect(html).toContain('data-testid="doc-installation"');
  expect(Object.values(boot.docs?.default ?? {}).flat().map((doc) => doc.id)).toEqual(['installation']);

  const requests = trackRequests(page);
  await gotoHydrated(page, '/tests/pages/docs-lookups/');
  await page.waitForLoadState('networkidle');
  expect(requestsFor(requests, url)).toEqual([]);
  const installation = page.getByTestId('doc-installation');
  await expect(installation).toHaveAttribute('href', /\/installation\/$/);

  await page.getByRole('button', { name: 'Look up another doc' }).click();
  const cli = page.getByTestId('doc-cli');
  await expect(cli).toBeVisible();
  // Both come from the same version: the latest, outside the docs.
  const installationPath = await installation.getAttribute('href');
  const [, docs] = Object.entries(lists).find(([, docs]) => docs.some((doc) => doc.path === installationPath))!;
  await expect(cli).toHaveAttribute('href', docs.find((doc) => doc.id === 'cli')!.path);
  expect(requestsFor(requests, url)).toHaveLength(1);
});

test('a page whose site code reads every doc loads the lists before it hydrates, and shows the same counts', async ({
  page,
  request,
}) => {
  const { url, lists } = await mainDocsLists(request);
  const { html, boot } = await bootOf(request, '/tests/pages/docs-lists/');
  expect(boot.siteChunks).toEqual([url]);
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);
  for (const [version, docs] of Object.entries(lists)) {
    expect(html).toMatch(new RegExp(`data-testid="version-${version.replaceAll('.', '\\.')}">[^<]+<!-- -->: <!-- -->${docs.length}<`));
  }

  const requests = trackRequests(page);
  // The console guard fails the test on a hydration warning.
  await gotoHydrated(page, '/tests/pages/docs-lists/');
  for (const [version, docs] of Object.entries(lists)) {
    await expect(page.getByTestId(`version-${version}`)).toContainText(`: ${docs.length} docs`);
  }
  expect(requestsFor(requests, url)).toHaveLength(1);
});
