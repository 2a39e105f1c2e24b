import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

interface PackageJson {
  name: string;
  exports: Record<string, string>;
}

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJson;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `@cairn/theme` and its public subpaths (`@cairn/theme/internal`) resolve to this package's
 * sources, as bin/vite/themeResolver.mjs resolves them for a site: the same files, so one copy of each context.
 */
const publicEntryAliases = Object.entries(packageJson.exports).map(([subpath, target]) => ({
  find: new RegExp(`^${escapeRegExp(packageJson.name + subpath.slice(1))}$`),
  replacement: fileURLToPath(new URL(target, import.meta.url)),
}));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@theme(-original)?\//, replacement: fileURLToPath(new URL('./src/theme/', import.meta.url)) },
      ...publicEntryAliases,
      {
        find: /^@generated\/mdx-components$/,
        replacement: fileURLToPath(new URL('./src/client/__fixtures__/mdxComponents.ts', import.meta.url)),
      },
      {
        find: /^@generated\/registry$/,
        replacement: fileURLToPath(new URL('./src/client/__fixtures__/registry.ts', import.meta.url)),
      },
    ],
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'theme',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      // The bundle script's plugins run in Node, without the DOM or the theme's test setup.
      { extends: true, test: { name: 'bin', environment: 'node', include: ['bin/**/*.test.{mjs,ts}'] } },
    ],
  },
});
