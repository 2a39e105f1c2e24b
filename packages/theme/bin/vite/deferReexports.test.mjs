// @ts-check
import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_ERROR_MODULE,
  defaultReexports,
  deferReexports,
  onDemandDeclarator,
  parseModule,
} from './deferReexports.mjs';
import { fakeContext } from './test-utils.mjs';

const code = [
  '/** Non-ASCII text before the statements (“é”, 😀) moves none of their positions. */',
  "export { default as Footer } from '@theme/Footer';",
  'export { default as Bar } from "./Bar";',
  "export { Baz } from './Baz';",
  'export const onDemand: ReadonlySet<string> = new Set();',
  '',
].join('\n');

describe('a module of re-exports', () => {
  it('is read by its syntax: each `default as` re-export, with its position and quoted module', () => {
    const program = parseModule(fakeContext(), code, '/theme/Layout/onDemandParts.ts');
    const found = defaultReexports(program, code);
    expect(found.map(({ name, specifier, quoted }) => [name, specifier, quoted])).toEqual([
      ['Footer', '@theme/Footer', "'@theme/Footer'"],
      ['Bar', './Bar', '"./Bar"'],
    ]);
    for (const { start, end, name } of found) expect(code.slice(start, end)).toMatch(new RegExp(`^export \\{ default as ${name} \\}.*;$`));
    const declarator = onDemandDeclarator(program);
    expect(declarator && code.slice(declarator.start, declarator.end)).toBe('onDemand: ReadonlySet<string> = new Set()');
  });

  it('has no onDemand list without an exported const of that name', () => {
    const context = fakeContext();
    expect(onDemandDeclarator(parseModule(context, 'const onDemand = new Set();\n', '/a.ts'))).toBeNull();
    expect(onDemandDeclarator(parseModule(context, 'export let onDemand = new Set();\n', '/a.ts'))).toBeNull();
    expect(onDemandDeclarator(parseModule(context, 'export const onDemandTypes = 1;\n', '/a.js'))).toBeNull();
  });

  it('is served with the picked re-exports imported lazily, and their modules listed', async () => {
    const context = fakeContext();
    const reexports = defaultReexports(parseModule(context, code, '/theme/a.ts'), code);
    /** @type {Set<string>} */
    const onDemand = new Set();
    const served = await deferReexports(context, code, '/theme/a.ts', reexports, (name) => name === 'Bar', onDemand);
    expect(served?.toString()).toContain(
      'export const Bar = lazy(() => import("./Bar").catch(chunkLoadError));\nexport { Baz }',
    );
    // One copy of the helper, which every served module imports.
    expect(
      served
        ?.toString()
        .startsWith(`import { lazy } from 'react';\nimport { chunkLoadError } from ${JSON.stringify(CHUNK_LOAD_ERROR_MODULE)};\n`),
    ).toBe(true);
    expect([...onDemand]).toEqual(['/abs/./Bar']);
    expect(await deferReexports(context, code, '/theme/a.ts', reexports, () => false, onDemand)).toBeNull();
  });
});
