import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  gotoHydrated,
  hasMarker,
  pageTitle,
  setMarker,
  sidebar,
  test,
  trackDocumentRequests,
  trackRequests,
} from '../support/fixtures';
import { buildSite, E2E_DIR, serveSite, type ServedSite } from '../support/sites';

// A site too large for one route manifest and for one docs list: 1,200 docs in six sections
// of 200, and a released version 1.0 of the first section. The manifest names parts of
// consecutive paths, the docs lists come in parts by path and by id, and a visitor following
// links fetches only the parts of the pages they head for, whatever the size of the site.

const SITE_DIR = path.join(E2E_DIR, '.fixtures/route-parts/site');
const OUT_DIR = path.join(E2E_DIR, '.fixtures/route-parts/build');
const SECTIONS = 6;
const PAGES_PER_SECTION = 200;
/** This spec's server (support/ports.ts lists the shared ones). */
const PORT = 4204;

const pagePath = (section: number, page: number) =>
  `/docs/section-${section}/page-${String(page).padStart(3, '0')}/`;

interface Manifest {
  routes: Record<string, unknown>;
  parts?: { first: string; url: string }[];
  site: string;
}
interface DocsData {
  docsUrl: string;
  docsParts?: { byPath: { url: string }[]; byId: { url: string }[] };
}

let served: ServedSite;
let manifest: Manifest;
let docs: DocsData;

/** The generated site; its `.cairn` stays from run to run, so the bundle is reused. */
async function writeSite(): Promise<void> {
  await rm(path.join(SITE_DIR, 'docs'), { recursive: true, force: true });
  await mkdir(SITE_DIR, { recursive: true });
  await writeFile(
    path.join(SITE_DIR, 'cairn.toml'),
    // Each page links to a missing page on purpose: the visitor gets the not-found page.
    'title = "Route parts"\nurl = "https://parts.example"\nbaseUrl = "/"\nfavicon = "img/favicon.svg"\nonBrokenLinks = "ignore"\n\n[navbar]\ntitle = "Route parts"\n\n[[navbar.items]]\ntype = "doc"\ndocId = "section-5/page-000"\nlabel = "Last section"\nposition = "left"\n\n[[navbar.items]]\ntype = "docsVersionDropdown"\nposition = "right"\n\n[[docs]]\nid = "default"\nlastVersion = "current"\n\n[docs.versions.current]\nlabel = "Next"\n',
  );
  await mkdir(path.join(SITE_DIR, 'static/img'), { recursive: true });
  await writeFile(
    path.join(SITE_DIR, 'static/img/favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>\n',
  );
  // Version 1.0 has the first section's pages.
  await rm(path.join(SITE_DIR, 'versioned_docs'), { recursive: true, force: true });
  await writeFile(path.join(SITE_DIR, 'versions.json'), '["1.0"]\n');
  const released = path.join(SITE_DIR, 'versioned_docs/version-1.0/section-0');
  await mkdir(released, { recursive: true });
  for (let page = 0; page < PAGES_PER_SECTION; page += 1) {
    const name = `page-${String(page).padStart(3, '0')}`;
    await writeFile(path.join(released, `${name}.md`), `---\ntitle: Section 0, page ${page}\n---\n\nAs it was in 1.0.\n`);
  }
  for (let section = 0; section < SECTIONS; section += 1) {
    const folder = path.join(SITE_DIR, `docs/section-${section}`);
    await mkdir(folder, { recursive: true });
    await Promise.all(
      Array.from({ length: PAGES_PER_SECTION }, (_, page) => {
        const name = `page-${String(page).padStart(3, '0')}`;
        const far = pagePath(SECTIONS - 1 - section, page);
        const text = `---\ntitle: Section ${section}, page ${page}\n---\n\nPage ${page} of section ${section}. Further: [a page in another section](${far}), [a page nobody wrote](/docs/section-${section}/missing/).\n`;
        return writeFile(path.join(folder, `${name}.md`), text);
      }),
    );
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await writeSite();
  await buildSite(SITE_DIR, OUT_DIR);
  manifest = JSON.parse(await readFile(path.join(OUT_DIR, 'cairn-routes.json'), 'utf8')) as Manifest;
  const site = JSON.parse(await readFile(path.join(OUT_DIR, manifest.site), 'utf8')) as {
    globalData: { docs: { default: DocsData } };
  };
  docs = site.globalData.docs.default;
  served = await serveSite(SITE_DIR, OUT_DIR, PORT);
});

test.afterAll(async () => {
  await served?.close();
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test('the route manifest of a larger site names parts instead of every route', async () => {
  expect(manifest.routes).toEqual({});
  expect(manifest.parts?.length).toBeGreaterThan(1);
  // Parts begin where a section does, so a section's pages are in one part.
  for (const part of manifest.parts!.slice(1)) expect(part.first).toMatch(/^\/docs\/section-\d\/(page-000\/)?$/);
});

test('the docs lists of a larger instance come in parts too', () => {
  expect(docs.docsParts?.byPath.length).toBeGreaterThan(1);
  expect(docs.docsParts?.byId.length).toBeGreaterThan(1);
});

const navbar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test("after a navigation in place, the version dropdown finds the page's doc in each version from their parts", async ({
  page,
}) => {
  await gotoHydrated(page, pagePath(0, 0));
  await setMarker(page);
  const requests = trackRequests(page);
  await sidebar(page).getByRole('link', { name: 'Section 0, page 7', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('Section 0, page 7');
  await navbar(page).getByRole('button', { name: 'Next' }).click();
  await expect(navbar(page).getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/docs/1.0/section-0/page-007/');

  // A page 1.0 does not have: the dropdown offers 1.0's main doc.
  await page.getByRole('link', { name: 'a page in another section' }).click();
  await expect(pageTitle(page)).toHaveText('Section 5, page 7');
  await navbar(page).getByRole('button', { name: 'Next' }).click();
  await expect(navbar(page).getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/docs/1.0/section-0/page-000/');

  // Into 1.0 (the dropdown is still open), which lacks the navbar's doc: the link leads to
  // the version that has it.
  await navbar(page).getByRole('link', { name: '1.0' }).click();
  await expect(page).toHaveURL('/docs/1.0/section-0/page-000/');
  await expect(page.getByText('As it was in 1.0.')).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Last section' })).toHaveAttribute('href', pagePath(5, 0));

  expect(await hasMarker(page)).toBe(true);
  const paths = requests.map((url) => new URL(url).pathname);
  expect(paths).not.toContain(docs.docsUrl);
  const partUrls = [...docs.docsParts!.byPath, ...docs.docsParts!.byId].map((part) => part.url);
  expect(paths.filter((url) => partUrls.includes(url)).length).toBeGreaterThan(0);
});

test('following links fetches only the parts of the pages reached, in place', async ({ page }) => {
  await gotoHydrated(page, pagePath(0, 0));
  await setMarker(page);
  const documents = trackDocumentRequests(page);
  const requests = trackRequests(page);
  const partsFetched = () =>
    manifest.parts!.filter((part) => requests.some((url) => new URL(url).pathname === part.url)).map((p) => p.first);

  await sidebar(page).getByRole('link', { name: 'Section 0, page 1', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('Section 0, page 1');
  expect(partsFetched()).toHaveLength(1);

  // The last section is in another part than the first.
  const partOf = (pathname: string) => manifest.parts!.filter((part) => part.first <= pathname).at(-1);
  expect(partOf(pagePath(5, 1))).not.toBe(partOf(pagePath(0, 1)));
  await page.getByRole('link', { name: 'a page in another section' }).click();
  await expect(page).toHaveURL(pagePath(5, 1));
  await expect(pageTitle(page)).toHaveText('Section 5, page 1');
  expect(partsFetched()).toHaveLength(2);
  expect(documents).toEqual([]);
  expect(await hasMarker(page)).toBe(true);

  await page.getByRole('link', { name: 'a page nobody wrote' }).click();
  await expect(page).toHaveURL('/docs/section-5/missing/');
  await expect(pageTitle(page)).toHaveText('Page Not Found');
  expect(partsFetched()).toHaveLength(2);
  expect(documents).toEqual([]);
});
