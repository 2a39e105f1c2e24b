import type { Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expect, FIXTURE_URL, gotoHydrated, test, waitForHydration } from '../support/fixtures';
import { firstVisitFiles } from '../support/firstVisit';

// The website announces release 3.4 in a closeable bar above the navbar.

declare global {
  interface Window {
    /** The bar's display and the navbar's top edge when the DOM is parsed, before any script of the bundle. */
    __atParse?: { barDisplay: string | null; navbarTop: number | null };
  }
}

const bar = (page: Page) => page.getByRole('banner', { name: 'Announcement' });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function recordAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector('[data-announcement-id]');
      const nav = document.querySelector('nav[aria-label="Main"]');
      window.__atParse = {
        barDisplay: element ? getComputedStyle(element).display : null,
        navbarTop: nav ? nav.getBoundingClientRect().top : null,
      };
    });
  });
}

test('the bar is shown above the navbar on every page, with its link', async ({ page }) => {
  for (const path of ['/', '/docs/installation/']) {
    await gotoHydrated(page, path);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Cairn 3.4 is out');
    const barBox = await bar(page).boundingBox();
    const navbarBox = await navbar(page).boundingBox();
    expect(barBox && navbarBox && barBox.y + barBox.height <= navbarBox.y + 1).toBe(true);
  }
  await bar(page).getByRole('link', { name: 'Read the release notes' }).click();
  await expect(page).toHaveURL(/\/blog\/releases\/3\.4\/$/);
});

test('closing hides the bar for good: no flash and no layout shift after a reload', async ({ page }) => {
  await recordAtParse(page);
  await gotoHydrated(page, '/docs/installation/');
  const close = bar(page).getByRole('button', { name: 'Close' });
  const icon = await close.locator('svg').boundingBox();
  expect(icon?.width).toBe(14);
  await close.click();
  await expect(bar(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('docusaurus.announcement.dismiss'),
      localStorage.getItem('docusaurus.announcement.id'),
    ]),
  ).toEqual(['true', 'release-3.4']);
  const before = await navbar(page).boundingBox();

  await page.reload();
  // Decided before first paint: hidden (not laid out) when the DOM is parsed.
  expect(await page.evaluate(() => window.__atParse)).toEqual({ barDisplay: 'none', navbarTop: before?.y });
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);
  expect(await navbar(page).boundingBox()).toEqual(before);
});

test('a new announcement id shows the bar again to a visitor who closed the previous one', async ({ page }) => {
  await recordAtParse(page);
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'release-3.3');
  });
  await page.reload();
  expect((await page.evaluate(() => window.__atParse))?.barDisplay).toBe('flex');
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
});

/** The JavaScript a page's first visit loads (its modulepreloads and entry script), joined. */
async function firstVisitScripts(request: APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  const scripts = firstVisitFiles(html).scripts.map((href) => new URL(href, url).href);
  expect(scripts.length).toBeGreaterThan(1);
  const bodies = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
  return bodies.join('\n');
}

test("a site without an announcement bar has none of the bar's code in its pages", async ({ request }) => {
  // The bar names its region "Announcement": the website's pages carry that code, the
  // fixture site, which has no [announcementBar], does not.
  const website = await firstVisitScripts(request, new URL('/docs/installation/', test.info().project.use.baseURL).href);
  expect(website.includes('Announcement'), "the bar's code in the website's first visit").toBe(true);
  const fixture = await firstVisitScripts(request, `${FIXTURE_URL}/docs/long/`);
  expect(fixture.includes('Announcement'), "the bar's code in the fixture site's first visit").toBe(false);
});
