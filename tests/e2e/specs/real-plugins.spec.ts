import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, gotoHydrated, hasMarker, pageTitle, setMarker, test } from '../support/fixtures';
import { LAYOUTS } from '../support/layouts';
import { CAIRN_BIN } from '../support/sites';
import { serveStatic } from '../support/staticServer';

// Plugins from npm, installed and listed the way a Docusaurus user does: a site made by
// `cairn init` in a temporary folder gets `remark-github-admonitions-to-directives` (a remark
// plugin that turns GitHub's alerts into directives), `remark-math` and `rehype-katex` (listed
// as Docusaurus sites list them; the engine reads and renders formulas itself) and
// `docusaurus-plugin-sass` (a plugin whose only hook is `configureWebpack`) with `sass`, the
// compiler that Cairn's bundler uses for `.scss` files. The site is built once and served as a
// static host would; a visitor must see admonitions, formulas and the Sass rules. Without the
// npm registry the tests are skipped, saying so.
const exec = promisify(execFile);
/** This spec's server (support/ports.ts lists the shared ones). */
const PORT = 4199;
const PACKAGES = ['remark-github-admonitions-to-directives', 'remark-math', 'rehype-katex', 'docusaurus-plugin-sass', 'sass'];

/** Top-level keys: TOML puts every key after a `[table]` header into that table. */
const TOP_LEVEL = `# Docusaurus plugins from npm.
plugins = ["docusaurus-plugin-sass"]
# Site-wide Sass, on every page.
clientModules = ["./src/css/custom.scss"]
`;

const MARKDOWN = `
[markdown]
# GitHub's alerts are the remark plugin's work here, not Cairn's own reading of them.
githubAlerts = false
beforeDefaultRemarkPlugins = ["remark-github-admonitions-to-directives"]
remarkPlugins = ["remark-math"]
rehypePlugins = ["rehype-katex"]
`;

/**
 * The plugin maps `[!CAUTION]` to `:::danger`, titled "Danger"; Cairn's own alerts make it
 * a danger admonition titled "Caution". The title tells which of the two did the work.
 */
const DOC = `---
title: Plugins from npm
---

> [!WARNING]
> Read this before you deploy.

> [!CAUTION]
> Back up the database first.

Einstein wrote $E = mc^2$ in one line.

$$
\\int_0^1 x\\,dx = \\frac{1}{2}
$$

See [the styled page](/styled/).
`;

/** Global Sass (a client module): a variable, nesting with `&`, a mixin. */
const CUSTOM_SCSS = `$ink: rgb(12, 34, 56);

@mixin dotted-rule($width) {
  border-top: $width dotted $ink;
}

.sass-global {
  color: $ink;

  &__rule {
    @include dotted-rule(3px);
  }
}
`;

/** A page's CSS module in Sass: a variable, arithmetic and a nested rule. */
const MODULE_SCSS = `$frame: 4px;
$frame-color: rgb(200, 30, 60);

.box {
  border: $frame solid $frame-color;

  .label {
    font-weight: 700;
    letter-spacing: $frame * 0.5;
  }
}
`;

const STYLED_PAGE = `import Layout from '@theme/Layout';
import styles from './_styled.module.scss';

export default function Styled() {
  return (
    <Layout title="Styled with Sass">
      <div className="sass-global">
        <h1>Styled with Sass</h1>
        <div className={styles.box} data-testid="sass-box">
          <span className={styles.label}>A CSS module compiled by Sass</span>
        </div>
        <p className="sass-global__rule">A rule from the site-wide Sass.</p>
      </div>
    </Layout>
  );
}
`;

let served: { url: string; close(): Promise<void> } | undefined;
let root: string | undefined;
let buildOutput = '';
let skipReason: string | undefined;

/** Runs a command to its end, resolving with what it printed; fails with that output otherwise. */
async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

async function npmReachable(): Promise<boolean> {
  try {
    await exec('npm', ['view', PACKAGES[0]!, 'version'], { timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

test.beforeAll(async () => {
  // One npm install (some 300 packages) and one build.
  test.setTimeout(300_000);
  if (!(await npmReachable())) {
    skipReason = 'npm cannot reach its registry to install the plugins';
    return;
  }
  root = mkdtempSync(path.join(tmpdir(), 'cairn-real-plugins-'));
  const site = path.join(root, 'site');
  await run(CAIRN_BIN, ['init', site], root);

  const configFile = path.join(site, 'cairn.toml');
  const config = readFileSync(configFile, 'utf8');
  const firstTable = config.search(/^\[/m);
  if (firstTable < 0) throw new Error('the cairn.toml of `cairn init` has no [table] to put the top-level keys before');
  writeFileSync(configFile, `${config.slice(0, firstTable)}${TOP_LEVEL}\n${config.slice(firstTable)}${MARKDOWN}`);
  write(path.join(site, 'docs/plugins.md'), DOC);
  write(path.join(site, 'src/css/custom.scss'), CUSTOM_SCSS);
  write(path.join(site, 'src/pages/_styled.module.scss'), MODULE_SCSS);
  write(path.join(site, 'src/pages/styled.tsx'), STYLED_PAGE);

  // Installs the plugins and, with them, what package.json already lists (the theme, from
  // vendor/). docusaurus-plugin-sass names @docusaurus/core as a peer, which a Cairn site has
  // not: npm would refuse it without --legacy-peer-deps.
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline', '--legacy-peer-deps', ...PACKAGES], site);
  buildOutput = await run(CAIRN_BIN, ['build'], site);
  served = await serveStatic(path.join(site, 'build'), PORT);
});

test.afterAll(async () => {
  await served?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function url(sitePath: string): string {
  if (!served) throw new Error('the site was not built');
  return `${served.url}${sitePath}`;
}

test("the build says which of docusaurus-plugin-sass's webpack settings are not applied", () => {
  test.skip(skipReason !== undefined, skipReason);
  // `run` has already failed beforeAll, with the build's output, had it not exited with 0.
  expect(buildOutput).toMatch(/Built \d+ routes/);
  // Its loader rules are webpack's; only a `resolve.alias` would apply.
  expect(buildOutput).toMatch(
    /warning: plugin docusaurus-plugin-sass: of what `configureWebpack` sets, Cairn applies `resolve\.alias` only/,
  );
  expect(buildOutput).toMatch(/not applied: module/);
});

for (const [layout, options] of LAYOUTS) {
  test.describe(`on ${layout}`, () => {
    test.use(options);
    test.beforeEach(() => {
      test.skip(skipReason !== undefined, skipReason);
    });

    test('GitHub alerts are admonitions, made by the remark plugin', async ({ page }) => {
      await gotoHydrated(page, url('/docs/plugins/'));
      await expect(pageTitle(page)).toHaveText('Plugins from npm');
      const article = page.locator('article');
      const admonitions = article.getByRole('note');
      await expect(admonitions).toHaveCount(2);

      const warning = article.getByRole('note', { name: 'Warning', exact: true });
      await expect(warning).toBeVisible();
      await expect(warning).toHaveClass(/\badmonition-warning\b/);
      await expect(warning.locator('.admonition-title')).toHaveText('Warning');
      await expect(warning.locator('.admonition-content')).toHaveText('Read this before you deploy.');

      // The plugin's mapping: CAUTION is `:::danger`, with the kind's own title.
      const danger = article.getByRole('note', { name: 'Danger', exact: true });
      await expect(danger).toBeVisible();
      await expect(danger).toHaveClass(/\badmonition-danger\b/);
      await expect(danger.locator('.admonition-title')).toHaveText('Danger');
      await expect(danger.locator('.admonition-content')).toHaveText('Back up the database first.');

      // Nothing is left as a quote, nor the alert's marker as text.
      await expect(article.locator('blockquote')).toHaveCount(0);
      await expect(article).not.toContainText('[!');
    });

    test('formulas are rendered by KaTeX at build time, inline and displayed', async ({ page }) => {
      const response = await gotoHydrated(page, url('/docs/plugins/'));
      // In the HTML the server sends: rendered by the build, not in the browser.
      expect(await response?.text()).toContain('class="katex-display"');

      const article = page.locator('article');
      await expect(article.locator('.katex')).toHaveCount(2);
      const inline = article.locator('p .katex');
      const display = article.locator('.katex-display .katex');
      await expect(inline).toHaveCount(1);
      await expect(display).toHaveCount(1);
      await expect(inline.locator('annotation')).toHaveText('E = mc^2');
      await expect(display.locator('annotation')).toHaveText('\\int_0^1 x\\,dx = \\frac{1}{2}');
      for (const formula of [inline, display]) {
        await expect(formula).toBeVisible();
        // KaTeX's stylesheet applies: its fonts.
        await expect(formula).toHaveCSS('font-family', /KaTeX_Main/);
      }
      await expect(article.locator('.katex-display')).toHaveCSS('display', 'block');
      expect((await display.boundingBox())!.height).toBeGreaterThan((await inline.boundingBox())!.height);
      // No dollar sign left as text.
      await expect(article).not.toContainText('$');
    });

    test("Sass rules apply: a page's CSS module and the site-wide client module, also after client navigation", async ({ page }) => {
      await gotoHydrated(page, url('/docs/plugins/'));
      await setMarker(page);
      await page.locator('article').getByRole('link', { name: 'the styled page' }).click();
      await expect(page).toHaveURL(url('/styled/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Styled with Sass');
      expect(await hasMarker(page), 'a full page load instead of client navigation').toBe(true);

      const check = async () => {
        const box = page.getByTestId('sass-box');
        await expect(box).toHaveCSS('border-top-width', '4px');
        await expect(box).toHaveCSS('border-top-style', 'solid');
        await expect(box).toHaveCSS('border-top-color', 'rgb(200, 30, 60)');
        const label = box.locator('span');
        await expect(label).toHaveCSS('font-weight', '700');
        await expect(label).toHaveCSS('letter-spacing', '2px');
        const global = page.locator('.sass-global');
        await expect(global).toHaveCSS('color', 'rgb(12, 34, 56)');
        const rule = page.locator('.sass-global__rule');
        await expect(rule).toHaveCSS('border-top-style', 'dotted');
        await expect(rule).toHaveCSS('border-top-width', '3px');
        await expect(rule).toHaveCSS('border-top-color', 'rgb(12, 34, 56)');
      };
      await check();
      // And on a full page load of the page itself.
      await gotoHydrated(page, url('/styled/'));
      await check();
    });
  });
}
