import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR } from './sites';

/**
 * Fixture sites whose `src/theme/` replaces every component of the theme, the two ways the
 * docs (website/docs/swizzling.md) describe: a copy of the component's folder (eject), or a
 * wrapper of the original (wrap). They are generated from the theme's folders at test time,
 * so a component added to the theme is covered without touching the tests.
 */

const THEME_COMPONENTS_DIR = path.resolve(E2E_DIR, '../../packages/theme/src/theme');
/** Pages, docs and configuration shared by both sites. */
const SOURCE_SITE = path.join(E2E_DIR, 'fixtures/swizzle');
/** Inside the repository (and ignored by git): the sites find @cairn/theme and React in its node_modules. */
const GENERATED_DIR = path.join(E2E_DIR, '.fixtures');

export type Replacement = 'eject' | 'wrap';

/** The components whose replacement leaves a visible trace: the site footer's frame and the doc footer. */
export const MARKED_COMPONENTS = ['Footer/Layout', 'DocItem/Footer'] as const;

/** Every theme component by name (`Footer`, `DocItem/Layout`): the folders of src/theme with an index file. */
export function themeComponentNames(dir = THEME_COMPONENTS_DIR, prefix = ''): string[] {
  return readdirSync(dir)
    .filter((entry) => statSync(path.join(dir, entry)).isDirectory())
    .flatMap((entry) => {
      const name = prefix + entry;
      const own = ['index.tsx', 'index.ts'].some((file) => existsSync(path.join(dir, entry, file))) ? [name] : [];
      return [...own, ...themeComponentNames(path.join(dir, entry), `${name}/`)];
    });
}

/** Copies the component's folder, as a site author ejecting it would. */
function eject(themeDir: string, name: string) {
  cpSync(path.join(THEME_COMPONENTS_DIR, name), path.join(themeDir, name), { recursive: true });
}

/** Makes an ejected copy recognisable in the page: `data-ejected` on its `<footer>`. */
function markEjected(themeDir: string, name: string) {
  const file = path.join(themeDir, name, 'index.tsx');
  const source = readFileSync(file, 'utf8');
  const marked = source.replace('<footer className=', `<footer data-ejected="${name}" className=`);
  if (marked === source) throw new Error(`${file} has no "<footer className=" to mark; update the e2e fixture`);
  writeFileSync(file, marked);
}

/** A wrapper that renders the original with the same props; marked ones add a hidden trace after it. */
function wrap(themeDir: string, name: string, marked: boolean) {
  const trace = marked ? `<span data-wrapped="${name}" hidden />` : '';
  const source = [
    "import type { ComponentProps } from 'react';",
    `import Original from '@theme-original/${name}';`,
    '',
    'export default function Wrapped(props: ComponentProps<typeof Original>) {',
    `  return <><Original {...props} />${trace}</>;`,
    '}',
    '',
  ].join('\n');
  mkdirSync(path.join(themeDir, name), { recursive: true });
  writeFileSync(path.join(themeDir, name, 'index.tsx'), source);
}

/**
 * Writes the site (`.fixtures/swizzle-<kind>`) and returns its folder. The engine's cache
 * (`.cairn`) is kept: the files come out the same each time, so the bundle is reused until the
 * theme changes.
 */
export function writeReplacementSite(kind: Replacement): { siteDir: string; outDir: string; components: string[] } {
  const siteDir = path.join(GENERATED_DIR, `swizzle-${kind}`);
  if (existsSync(siteDir)) {
    for (const entry of readdirSync(siteDir)) if (entry !== '.cairn') rmSync(path.join(siteDir, entry), { recursive: true });
  }
  cpSync(SOURCE_SITE, siteDir, { recursive: true });

  const themeDir = path.join(siteDir, 'src/theme');
  const components = themeComponentNames();
  for (const name of components) {
    const marked = (MARKED_COMPONENTS as readonly string[]).includes(name);
    if (kind === 'eject') eject(themeDir, name);
    else wrap(themeDir, name, marked);
  }
  if (kind === 'eject') for (const name of MARKED_COMPONENTS) markEjected(themeDir, name);
  return { siteDir, outDir: path.join(GENERATED_DIR, `swizzle-${kind}-build`), components };
}
