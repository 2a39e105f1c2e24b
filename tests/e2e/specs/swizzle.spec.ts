import type { Page } from '@playwright/test';
import { expect, gotoHydrated, hasMarker, setMarker, sidebar, test, trackDocumentRequests } from '../support/fixtures';
import { EJECT_PORT, WRAP_PORT } from '../support/ports';
import { MARKED_COMPONENTS, writeReplacementSite, type Replacement } from '../support/replacedTheme';
import { buildSite, serveSite, type ServedSite } from '../support/sites';

// Two sites replace every theme component, by a copy of its folder (eject) or by a wrapper of
// the original (wrap); both must bundle, render on the server and hydrate like the theme itself.

const KINDS: Replacement[] = ['eject', 'wrap'];
const PORTS: Record<Replacement, number> = { eject: EJECT_PORT, wrap: WRAP_PORT };
/** The attribute a marked component's replacement leaves in the page (see support/replacedTheme.ts). */
const TRACE_ATTRIBUTE: Record<Replacement, string> = { eject: 'data-ejected', wrap: 'data-wrapped' };
const trace = (kind: Replacement, name: string) => `${TRACE_ATTRIBUTE[kind]}="${name}"`;

const sites = new Map<Replacement, ServedSite>();

test.beforeAll(async () => {
  // Each site is bundled and rendered once for every test here; a cold bundle takes a while.
  test.setTimeout(300_000);
  await Promise.all(
    KINDS.map(async (kind) => {
      const { siteDir, outDir, components } = writeReplacementSite(kind);
      // The generated folder list is what makes the sites cover every component: guard it.
      expect(components.length).toBeGreaterThan(30);
      expect(components).toEqual(expect.arrayContaining(['Footer', 'DocItem/Layout', 'DocPage', 'NavbarItem']));
      await buildSite(siteDir, outDir);
      sites.set(kind, await serveSite(siteDir, outDir, PORTS[kind], '/docs/intro/'));
    }),
  );
});

test.afterAll(async () => {
  await Promise.all([...sites.values()].map((site) => site.close()));
});

function siteUrl(kind: Replacement): string {
  const site = sites.get(kind);
  if (!site) throw new Error(`the ${kind} site was not built`);
  return site.url;
}

/** The replacement's trace, which an ejected component shows and a wrapper keeps hidden. */
async function expectTrace(page: Page, kind: Replacement, name: string) {
  const element = page.locator(`[${trace(kind, name)}]`);
  if (kind === 'eject') await expect(element).toBeVisible();
  else await expect(element).toHaveCount(1);
}

for (const kind of KINDS) {
  test.describe(`every theme component replaced (${kind})`, () => {
    test('the server renders the replacements', async ({ request }) => {
      const html = await (await request.get(`${siteUrl(kind)}/docs/intro/`)).text();
      for (const name of MARKED_COMPONENTS) expect(html).toContain(trace(kind, name));
    });

    test('a doc page hydrates, with every part of the doc, and navigates client-side', async ({ page }) => {
      await gotoHydrated(page, `${siteUrl(kind)}/docs/intro/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
      await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('note', { name: 'Version notice' })).toContainText('which is not released yet');
      await expect(page.getByText('Version: Canary')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tags' })).toHaveText('fixture');
      await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
        'href',
        'https://example.com/edit/main/docs/intro.mdx',
      );
      for (const name of MARKED_COMPONENTS) await expectTrace(page, kind, name);

      // The content components work once hydrated.
      await page.getByRole('tab', { name: 'yarn' }).click();
      await expect(page.getByRole('tabpanel')).toHaveText('Run yarn.');

      // Through the generated category page (cards of its docs) to the next doc, in the browser.
      await setMarker(page);
      const documents = trackDocumentRequests(page);
      const nextPage = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
      await nextPage.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
      await expect(page.locator('article').getByRole('link', { name: /Setup/ }).first()).toBeVisible();
      await nextPage.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup');
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Guides');
      expect(await hasMarker(page), 'the page was loaded in full').toBe(true);
      expect(documents).toEqual([]);
    });

    test('a Markdown page hydrates with its table of contents', async ({ page }) => {
      await gotoHydrated(page, `${siteUrl(kind)}/about/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
      await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')).toHaveText(['Who', 'Where']);
      await expectTrace(page, kind, 'Footer/Layout');
    });

    test('tag pages and the not-found page hydrate', async ({ page, consoleGuard }) => {
      await gotoHydrated(page, `${siteUrl(kind)}/docs/tags/`);
      await page.getByRole('link', { name: /fixture/ }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('fixture');
      await expect(page.getByRole('link', { name: 'Setup' }).last()).toBeVisible();

      // Chromium logs the 404 status of the document itself as a console error.
      consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      await gotoHydrated(page, `${siteUrl(kind)}/docs/intro/nope/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    });
  });
}
