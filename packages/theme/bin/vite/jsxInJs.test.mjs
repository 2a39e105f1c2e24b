// @ts-check
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxInJsFiles } from './jsxInJs.mjs';
import { hook } from './test-utils.mjs';

const site = path.resolve('/sites/acme');
const transform = hook(jsxInJsFiles(site, undefined), 'transform');

describe('JSX in the site’s .js files', () => {
  it('is compiled with the automatic runtime, as Docusaurus does', async () => {
    const code = "export default function Home() {\n  return <main className=\"home\"><h1>Hi</h1></main>;\n}\n";
    const result = await transform(code, path.join(site, 'src/pages/index.js'));
    expect(result?.code).toContain('react/jsx-runtime');
    expect(result?.code).not.toContain('<main');
  });

  it('leaves packages, generated files and files without JSX to Vite', async () => {
    const jsx = 'export const A = () => <b />;\n';
    expect(await transform(jsx, path.join(site, 'node_modules/x/index.js'))).toBeNull();
    expect(await transform(jsx, path.join(site, '.cairn/generated/registry.js'))).toBeNull();
    expect(await transform(jsx, path.join(site, 'src/pages/index.tsx'))).toBeNull();
    expect(await transform('export const a = 1 < 2;\n', path.join(site, 'src/a.js'))).toBeNull();
  });
});
