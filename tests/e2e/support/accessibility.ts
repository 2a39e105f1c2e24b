import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is and fails with each violation,
 * its impact and the elements it found.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  const report = violations.map((violation) => `${violation.impact ?? 'unknown'}: ${violation.id} — ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  expect(report, 'accessibility violations (axe-core, WCAG 2.1 AA)').toEqual([]);
}

/** Switches the colour mode as a visitor's stored choice would, then reloads. */
export async function useColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}
