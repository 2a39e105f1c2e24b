// @ts-check
import path from 'node:path';
import { rolldownVersion } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { svgComponents } from './svgComponents.mjs';
import { fakeContext, hook, temporaryFolder } from './test-utils.mjs';

const folder = temporaryFolder({
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
});
afterAll(folder.remove);

describe('SVG components', () => {
  const plugin = svgComponents(undefined);

  it('are what SVG imports load, bare or with ?react, and nothing else', () => {
    const { load } = plugin;
    const filter = typeof load === 'object' ? load?.filter?.id : undefined;
    if (!(filter instanceof RegExp)) throw new Error('the load hook has no id filter');
    expect(filter.test('/site/static/img/logo.svg')).toBe(true);
    expect(filter.test('/site/static/img/logo.svg?react')).toBe(true);
    expect(filter.test('/site/static/img/logo.svg?url')).toBe(false);
    expect(filter.test('/site/static/img/logo.png')).toBe(false);
    expect(filter.test('/site/src/svg.js')).toBe(false);
  });

  it('are React components with a title prop', async () => {
    // SVGR compiles its JSX with Oxc when the bundler says it is Rolldown, as Vite's does.
    const context = { ...fakeContext(), meta: { rolldownVersion } };
    const result = await hook(plugin, 'load').call(context, path.join(folder.dir, 'logo.svg'));
    const code = typeof result === 'string' ? result : result.code;
    expect(code).toContain('export default');
    // `titleProp`: a `title` becomes the SVG's <title>, labelled by `titleId`.
    expect(code).toContain('titleId');
    expect(code).toMatch(/jsx|createElement/);
  });
});
