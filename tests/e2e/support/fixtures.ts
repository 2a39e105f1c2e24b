import { test as base, expect, type Page, type Request } from '@playwright/test';
import { CONTENT_PORT, FIXTURE_PORT } from './ports';

export { expect };

/** The fixture site (tests/e2e/fixtures/site); `baseURL` is Cairn's own website. */
export const FIXTURE_URL = `http://127.0.0.1:${FIXTURE_PORT}`;
/** The content fixture site (tests/e2e/fixtures/content): one page per content component. */
export const CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;

declare global {
  interface Window {
    /** Set by a test before a navigation; a full page load loses it. */
    __marker?: number;
    /** What the fixture site's client module recorded, one entry per route update. */
    __routeUpdates?: string[];
  }
}

export interface ConsoleGuard {
  /** Tolerates console messages / page errors matching `pattern` (for a test that provokes them). */
  allow(pattern: RegExp): void;
}

/**
 * Fails the test on any `console.error` / `console.warn` (React reports hydration mismatches
 * there) and on uncaught page errors. Messages are checked when the test ends, so each one is
 * listed in the failure with its source location.
 */
export function guardConsole(page: Page): { allow(pattern: RegExp): void; unexpected(): string[] } {
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const { url, lineNumber } = message.location();
    problems.push(`console.${type}: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  return {
    allow: (pattern) => void allowed.push(pattern),
    unexpected: () => problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
  };
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const guard = guardConsole(page);
      await use({ allow: guard.allow });
      expect(guard.unexpected(), 'console errors/warnings or uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the server-rendered page (until then a click on a link is
 * an ordinary full page load). There is no public signal for this, so it reads the hydration
 * root's state: `isDehydrated` turns false when the hydrating render has been committed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // The root hydrates first; the parts the browser loads on demand (navbar dropdowns, the
  // footer…) hydrate when their code arrives, each in a Suspense boundary that stays
  // dehydrated until then. A visitor's click on one before that reaches the server's markup.
  await page.waitForFunction(() => {
    type Fiber = { tag: number; memoizedState?: { dehydrated?: unknown; isDehydrated?: boolean } | null; child: Fiber | null; sibling: Fiber | null };
    const container = document.getElementById('__cairn') as (HTMLElement & Record<string, unknown>) | null;
    if (!container) return false;
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
    if (!key) return false;
    const root = (container[key] as { stateNode?: { current?: Fiber } }).stateNode?.current;
    if (!root || root.memoizedState?.isDehydrated !== false) return false;
    // React's tag for a Suspense boundary; its state holds the server's markup until it hydrates.
    const SUSPENSE = 13;
    const pending: Fiber[] = [root];
    for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
      if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false;
      if (fiber.sibling) pending.push(fiber.sibling);
      if (fiber.child) pending.push(fiber.child);
    }
    return true;
  });
}

/** Opens `url` and waits for the page to hydrate. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Marks the current document; `hasMarker` is false once the browser has loaded a new one. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__marker = 1;
  });
}

export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__marker === 1);
}

/** Records the URL of every document (full page) request the page makes from now on. */
export function trackDocumentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') urls.push(request.url());
  });
  return urls;
}

/** Records the URL of every request the page makes from now on (documents, scripts, styles…). */
export function trackRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => void urls.push(request.url()));
  return urls;
}

/** Locators shared by the specs. */
export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');
export const pageTitle = (page: Page) => page.locator('h1');
