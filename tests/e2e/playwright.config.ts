import { defineConfig } from '@playwright/test';
import { CONTENT_PORT, FIXTURE_PORT, WEBSITE_PORT } from './support/ports';

// `make test` points this at the debug binary `cargo test` already built; default: release.
const cairn = process.env.CAIRN_BIN ?? '../../target/release/cairn';
const reuseExistingServer = !process.env.CI;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 15_000,
  expect: { timeout: 5_000 },
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${WEBSITE_PORT}`,
    browserName: 'chromium',
    // Wide enough for the desktop layout: the docs sidebar and the table of contents are columns.
    viewport: { width: 1280, height: 720 },
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The website must already be built (the Makefile runs `cairn build website` first).
      command: `${cairn} serve ../../website --port ${WEBSITE_PORT}`,
      url: `http://127.0.0.1:${WEBSITE_PORT}/`,
      reuseExistingServer,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Built here rather than in a globalSetup, because Playwright starts web servers first.
      // The Vite bundle is cached in fixtures/site/.cairn, so rebuilding takes about a second.
      command: `${cairn} build fixtures/site --out-dir .fixtures/site && ${cairn} serve fixtures/site --dir .fixtures/site --port ${FIXTURE_PORT}`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // One page per content component the compiler emits (tabs, code blocks, math, diagrams…).
      command: `${cairn} build fixtures/content --out-dir .fixtures/content && ${cairn} serve fixtures/content --dir .fixtures/content --port ${CONTENT_PORT}`,
      url: `http://127.0.0.1:${CONTENT_PORT}/docs/headings/`,
      reuseExistingServer,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
