import type { Locator } from '@playwright/test';
import { CONTENT_URL, expect, gotoHydrated, test, trackRequests } from '../support/fixtures';

const isMermaidChunk = (url: string) => /mermaid/i.test(new URL(url).pathname);

/** The fill colour of the diagram's first node, and the SVG's id (new on every render). */
const diagramLook = (svg: Locator) =>
  svg.evaluate((element) => {
    const node = element.querySelector('.node rect, .node polygon, .node path');
    return { id: element.id, fill: node ? getComputedStyle(node).fill : null };
  });

test('a Mermaid diagram renders as SVG and is re-rendered for dark mode', async ({ page }) => {
  const requests = trackRequests(page);
  await gotoHydrated(page, `${CONTENT_URL}/docs/diagram/`);

  const svg = page.locator('article .mermaid-diagram svg');
  await expect(svg).toBeVisible();
  await expect(svg).toContainText('Write docs');
  await expect(svg).toContainText('Publish');
  const box = await svg.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(20);
  // The source stays in the page as the diagram's text equivalent, out of sight.
  const source = page.locator('article pre.mermaid-source');
  await expect(source).toHaveText(/flowchart LR/);
  // Clipped away: no point of its box shows it (hit testing follows clip-path).
  const sourceShows = await source.evaluate((pre) => {
    const box = pre.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ] as const;
    const onScreen = box.top >= 0 && box.bottom <= window.innerHeight && box.width > 4 && box.height > 4;
    return { onScreen, hit: points.some(([x, y]) => pre.contains(document.elementFromPoint(x, y))) };
  });
  expect(sourceShows).toEqual({ onScreen: true, hit: false });
  expect(requests.filter(isMermaidChunk).length).toBeGreaterThan(0);

  const light = await diagramLook(svg);
  expect(light.fill).not.toBeNull();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch between dark and light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await diagramLook(svg)).id).not.toBe(light.id);
  await expect(svg).toHaveCount(1);
  await expect(svg).toBeVisible();
  const dark = await diagramLook(svg);
  expect(dark.fill).not.toBe(light.fill);
});

test('a page without diagrams loads no Mermaid code', async ({ page }) => {
  const requests = trackRequests(page);
  await gotoHydrated(page, `${CONTENT_URL}/docs/headings/`);
  await expect(page.locator('h1')).toHaveText('Headings');
  // Anything loaded lazily after mounting would be requested by now.
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('/assets/js/')).length).toBeGreaterThan(0);
  expect(requests.filter(isMermaidChunk)).toEqual([]);
});
