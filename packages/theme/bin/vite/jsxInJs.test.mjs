// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a script of the bundler, written in JavaScript without types.
import { jsxInJsFiles } from '../../bin/jsxInJs.mjs';

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;

const site = path.resolve('/sites/acme');
const plugin = jsxInJsFiles(site) as { transform: Transform };

describe('JSX in the site’s .js files', () => {
  it('is compiled with the automatic runtime, as Docusaurus does', async () => {
    const code = "export default function Home() {\n  return <main className=\"home\"><h1>Hi</h1></main>;\n}\n";
    const result = await plugin.transform(code, path.join(site, 'src/pages/index.js'));
    expect(result?.code).toContain('react/jsx-runtime');
    expect(result?.code).not.toContain('<main');
  });

  it('leaves packages, generated files and files without JSX to Vite', async () => {
    const jsx = 'export const A = () => <b />;\n';
    expect(await plugin.transform(jsx, path.join(site, 'node_modules/x/index.js'))).toBeNull();
    expect(await plugin.transform(jsx, path.join(site, '.cairn/generated/registry.js'))).toBeNull();
    expect(await plugin.transform(jsx, path.join(site, 'src/pages/index.tsx'))).toBeNull();
    expect(await plugin.transform('export const a = 1 < 2;\n', path.join(site, 'src/a.js'))).toBeNull();
  });
});
