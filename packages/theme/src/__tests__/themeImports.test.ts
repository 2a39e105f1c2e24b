// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A site replaces a theme component by copying its folder into `src/theme/` (or wraps it
 * through `@theme-original/…`). That only works while every component reaches the rest of
 * the theme through public specifiers: these tests read the component sources and hold them
 * to it, so a relative import across folders cannot come back unnoticed.
 */

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const componentsDir = path.join(packageDir, 'src/theme');
const packageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string>;
  dependencies: Record<string, string>;
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

const sourceFiles = walk(componentsDir).filter((file) => /\.(tsx?|css)$/.test(file));

/**
 * Component names (`Footer`, `DocItem/Layout`): the folders under src/theme holding an index
 * file, and the maps Docusaurus names as files (`NavbarItem/ComponentTypes`).
 */
const componentNames = new Set([
  ...sourceFiles
    .filter((file) => /[\\/]index\.tsx?$/.test(file))
    .map((file) => path.relative(componentsDir, path.dirname(file)).split(path.sep).join('/')),
  'NavbarItem/ComponentTypes',
]);

const SCRIPT_SPECIFIERS = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const STYLESHEET_SPECIFIERS = [
  /@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/g,
  /\bcomposes:[^;]*\bfrom\s+['"]([^'"]+)['"]/g,
  /\burl\(\s*['"]?([^'")]+)/g,
];

/** Every module specifier a file names: imports, re-exports and dynamic imports; in CSS, imports and urls. */
function specifiersOf(source: string, kind: 'script' | 'stylesheet' = 'script'): string[] {
  const patterns = kind === 'script' ? SCRIPT_SPECIFIERS : STYLESHEET_SPECIFIERS;
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

const internalEntry = `${packageJson.name}/internal`;
const publicEntries = new Set(Object.keys(packageJson.exports).map((subpath) => packageJson.name + subpath.slice(1)));
const dependencies = new Set(Object.keys(packageJson.dependencies));

/** Why `specifier` may not appear in a theme component, or null when it may. */
function problemWith(specifier: string): string | null {
  if (specifier.startsWith('data:') || specifier.startsWith('#')) return null;
  if (specifier.startsWith('.')) {
    return specifier.split('/').includes('..') ? 'leaves its component folder; import through a public entry point' : null;
  }
  if (specifier.startsWith('@theme-original/')) {
    return "is for a site's wrappers; the theme's own components import @theme/… so a site's replacement is used";
  }
  if (specifier.startsWith('@theme/')) {
    const name = specifier.slice('@theme/'.length);
    return componentNames.has(name) ? null : `names no component folder of src/theme`;
  }
  if (specifier === packageJson.name) {
    // The root re-exports components: importing it from a component would put every one of
    // them in that component's chunk, and make a site's replacement of them import itself.
    return `is for sites' own code; components import ${internalEntry}`;
  }
  if (specifier.startsWith(`${packageJson.name}/`)) {
    return publicEntries.has(specifier) ? null : 'is not a public entry point (package.json "exports")';
  }
  const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  if (dependencies.has(packageName)) return null;
  return `is neither a public entry point nor a dependency in package.json`;
}

/**
 * Values (not types) a file imports by name from other components. A site's wrapper of a
 * component exports only its default, so such an import would break when the site wraps it.
 */
function namedValueImportsFromComponents(source: string): string[] {
  const pattern = /\b(?:import|export)\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"](@theme\/[^'"]+)['"]/g;
  return [...source.matchAll(pattern)].flatMap(([, names, specifier]) =>
    names!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ') && !/^default\b/.test(name))
      .map((name) => `${name} from ${specifier}`),
  );
}

describe('theme components', () => {
  it('are found', () => {
    // Guards the scan itself: an empty list would make the checks below pass vacuously.
    expect(componentNames.size).toBeGreaterThan(20);
    expect(componentNames).toContain('Footer');
  });

  it('import only their own folder, @theme/…, public entry points of the theme and dependencies', () => {
    const problems = sourceFiles.flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'), file.endsWith('.css') ? 'stylesheet' : 'script').flatMap((specifier) => {
        const problem = problemWith(specifier);
        return problem ? [`${path.relative(componentsDir, file)}: "${specifier}" ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('import only the default export of other components, which a wrapper keeps', () => {
    const problems = sourceFiles
      .filter((file) => !file.endsWith('.css'))
      .flatMap((file) =>
        namedValueImportsFromComponents(readFileSync(file, 'utf8')).map(
          (name) => `${path.relative(componentsDir, file)}: ${name}; share it through ${internalEntry} instead`,
        ),
      );
    expect(problems).toEqual([]);
  });

  it('keep their tests outside the component folders, so a copied folder holds only the component', () => {
    expect(sourceFiles.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });
});

describe('the import check', () => {
  it('sees every kind of specifier and refuses the ones that break a copied component', () => {
    const source = [
      "import Link from '@theme/Link';",
      "import { useSiteData, type SiteData } from '../../hooks/useSiteData';",
      "export { nestToc } from '../TOC/nestToc';",
      "import styles from './styles.module.css';",
      "const mermaid = import('mermaid');",
      "import '@theme-original/Footer';",
    ].join('\n');
    expect(specifiersOf(source).sort()).toEqual(
      ['../../hooks/useSiteData', '../TOC/nestToc', './styles.module.css', '@theme-original/Footer', '@theme/Link', 'mermaid'].sort(),
    );
    expect(specifiersOf("@import '../Footer/styles.css';\n.a { background: url(./bg.svg); }", 'stylesheet')).toEqual([
      '../Footer/styles.css',
      './bg.svg',
    ]);
    expect(problemWith('../../hooks/useSiteData')).toMatch(/leaves its component folder/);
    expect(problemWith('@theme-original/Footer')).toMatch(/wrappers/);
    expect(problemWith('@theme/NoSuchComponent')).toMatch(/no component folder/);
    expect(problemWith('@cairn/theme')).toMatch(/components import @cairn\/theme\/internal/);
    expect(problemWith('@cairn/theme/src/hooks/useSiteData')).toMatch(/not a public entry point/);
    expect(problemWith('left-pad')).toMatch(/neither/);
    expect(
      namedValueImportsFromComponents(
        "import Tabs, { type TabsProps, initialTabValue } from '@theme/Tabs';\nimport type { TabItemProps } from '@theme/TabItem';",
      ),
    ).toEqual(['initialTabValue from @theme/Tabs']);
    for (const allowed of ['./styles.module.css', '@theme/Link', '@cairn/theme/internal', 'react-dom/client', 'mermaid']) {
      expect(problemWith(allowed)).toBeNull();
    }
  });
});
