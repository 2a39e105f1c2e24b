import { expect, gotoHydrated, test } from '../support/fixtures';

// The React test pages of website/src/pages/tests/pages/: the crash screen, error boundaries,
// hydration, concurrent React, an empty layout, stacking under the navbar.

test('a page that crashes shows the crash screen with its cause chain, and Try again reloads it', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/crashed on purpose|A nested cause|The above error occurred/);
  await gotoHydrated(page, '/tests/pages/crash-test/');
  await page.getByRole('button', { name: 'Crash this page' }).click();
  const crash = page.getByRole('alert');
  await expect(crash.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(crash.locator('pre')).toHaveText(
    'The crash test page crashed on purpose.\n\nCause:\nA nested cause, to show the cause chain.',
  );
  await crash.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
});

test('an error boundary replaces only its part, with Page Error or a custom fallback', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/threw on purpose|a part of the page crashed|The above error occurred/);
  await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
  await page.getByRole('button', { name: 'Break the first part' }).click();
  const block = page.getByRole('alert').filter({ hasText: 'Page Error' });
  await expect(block.getByRole('heading', { name: 'Page Error' })).toBeVisible();
  await expect(block).toContainText('the first part threw on purpose.');
  // The rest of the page, navbar included, keeps working.
  await page.getByRole('button', { name: 'Break the second part' }).click();
  await expect(page.getByText('Custom fallback: the second part threw on purpose.')).toBeVisible();
  await block.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Break the first part' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Break the second part' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('server and browser renders agree, then browser-only parts appear', async ({ page, request }) => {
  const html = await (await request.get('/tests/pages/hydration-tests/')).text();
  expect(html).toContain('Rendered on the server');
  expect(html).toContain('useIsBrowser: false');
  expect(html).toContain('Fallback on the server');
  // The consoleGuard fixture fails the test on any hydration warning.
  await gotoHydrated(page, '/tests/pages/hydration-tests/');
  await expect(page.getByTestId('after-mount')).toHaveText('Mounted in the browser');
  await expect(page.getByTestId('environment')).toHaveText('useIsBrowser: true');
  await expect(page.getByTestId('browser-only')).toHaveText('Only in the browser: /tests/pages/hydration-tests/');
  await expect(page.getByTestId('date')).toHaveText('June 14, 2017');
  await expect(page.getByLabel('A field whose id comes from useId')).toHaveValue('same id on both sides');
});

test('concurrent React works in a page: deferred values, transitions, Suspense', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/react-18/');
  await page.getByLabel('Filter').fill('word-199');
  // word-199 and word-1990 to word-1999.
  await expect(page.getByTestId('results').locator('li')).toHaveCount(11);
  await page.getByRole('button', { name: /Load in a transition/ }).click();
  await expect(page.getByTestId('late')).toHaveText('Loaded through Suspense');
});

test('a layout without children still has its navbar and footer', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/layout-no-children/');
  await expect(page).toHaveTitle('Layout without children | Cairn');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('the navbar stays above content with high z-index values', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/z-index-tests/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const sticky = page.getByText('A sticky paragraph with z-index 500.');
  // Down past the sticky paragraph's start, so it sticks under the navbar; the website's navbar
  // hides while scrolling down, so a little back up brings it back.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
  await page.mouse.wheel(0, -40);
  // Wait for the slide-in to end: measuring mid-transition would test a moving target.
  await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
  const bar = (await navbar.boundingBox())!;
  const under = (await sticky.boundingBox())!;
  expect(under.y).toBeLessThan(bar.y + bar.height);
  const point = { x: under.x + 10, y: Math.max(under.y, bar.y) + 5 };
  const hit = await page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y);
    return element === null ? 'nothing' : element.closest('nav') !== null ? 'navbar' : 'content';
  }, point);
  expect(hit).toBe('navbar');
});

test('a lazily loaded part whose chunk fails shows the error with Retry, and Retry loads it', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to fetch dynamically imported module|Failed to load resource/);
  let block = true;
  await page.route(/mermaid|chunk/, (route) => {
    const url = route.request().url();
    if (block && /\/assets\/js\/.*mermaid/i.test(url)) return route.abort();
    return route.continue();
  });
  await gotoHydrated(page, '/tests/pages/diagrams/');
  const failure = page.getByRole('alert').filter({ hasText: 'Error' }).first();
  await expect(failure).toContainText(/Failed to fetch|error loading|Importing a module script failed/i);
  block = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.mermaid-diagram svg').first()).toBeVisible({ timeout: 15_000 });
});

test('the analytics test page says when no analytics is configured', async ({ page }) => {
  await gotoHydrated(page, '/tests/pages/analytics/');
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByRole('status')).toHaveText('Analytics is not configured on this site: no event was sent.');
});
