// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_ERROR_MODULE } from './deferReexports.mjs';
import { layoutParts } from './layoutParts.mjs';
import { fakeContext, hook } from './test-utils.mjs';
import { themeComponentsDir } from './themeFiles.mjs';

const id = path.join(themeComponentsDir, 'Layout/onDemandParts.ts');
const code = readFileSync(id, 'utf8');
const HELPER = `import { lazy } from 'react';\nimport { chunkLoadError } from ${JSON.stringify(CHUNK_LOAD_ERROR_MODULE)};\n`;
const BAR = "export { default as AnnouncementBar } from '@theme/AnnouncementBar';";
const FOOTER = "export { default as Footer } from '@theme/Footer';";
const LAZY_BAR = "export const AnnouncementBar = lazy(() => import('@theme/AnnouncementBar').catch(chunkLoadError));";
const LAZY_FOOTER = "export const Footer = lazy(() => import('@theme/Footer').catch(chunkLoadError));";

/**
 * @param {{ announcementBar?: boolean }} listing
 * @param {{ ssr?: boolean, file?: string }} [options]
 */
async function serve(listing, { ssr = false, file = id } = {}) {
  /** @type {Set<string>} */
  const onDemand = new Set();
  const result = await hook(layoutParts(listing, onDemand), 'transform').call(fakeContext(), code, file, { ssr });
  return { result, onDemand };
}

describe('the layout parts served on demand', () => {
  it('are the footer and the announcement bar when the site has one', async () => {
    const { result, onDemand } = await serve({ announcementBar: true });
    expect(result.code).toBe(HELPER + code.replace(BAR, LAZY_BAR).replace(FOOTER, LAZY_FOOTER));
    expect([...onDemand]).toEqual(['/abs/@theme/AnnouncementBar', '/abs/@theme/Footer']);
  });

  it('are the footer only when the site has no announcement bar', async () => {
    const { result, onDemand } = await serve({ announcementBar: false });
    expect(result.code).toBe(HELPER + code.replace(FOOTER, LAZY_FOOTER));
    expect(result.code).toContain(BAR);
    expect([...onDemand]).toEqual(['/abs/@theme/Footer']);
  });

  it('count the announcement bar in when the listing does not say', async () => {
    const { result } = await serve({});
    expect(result.code).toContain(LAZY_BAR);
  });

  it('are a doc’s footer and page actions in a doc’s layout', async () => {
    const file = path.join(themeComponentsDir, 'DocItem/Layout/onDemandParts.ts');
    const docCode = readFileSync(file, 'utf8');
    /** @type {Set<string>} */
    const onDemand = new Set();
    const result = await hook(layoutParts({ announcementBar: false }, onDemand), 'transform').call(
      fakeContext(),
      docCode,
      file,
      { ssr: false },
    );
    expect(result.code).toBe(
      HELPER +
        docCode
          .replace(
            "export { default as DocItemFooter } from '@theme/DocItem/Footer';",
            "export const DocItemFooter = lazy(() => import('@theme/DocItem/Footer').catch(chunkLoadError));",
          )
          .replace(
            "export { default as PageActions } from '@theme/PageActions';",
            "export const PageActions = lazy(() => import('@theme/PageActions').catch(chunkLoadError));",
          ),
    );
    expect([...onDemand]).toEqual(['/abs/@theme/DocItem/Footer', '/abs/@theme/PageActions']);
  });

  it('are imported with the page by the server’s bundle, and other modules are left alone', async () => {
    expect((await serve({ announcementBar: true }, { ssr: true })).result).toBeNull();
    const other = await serve({ announcementBar: true }, { file: path.join(themeComponentsDir, 'Layout/index.tsx') });
    expect(other.result).toBeNull();
    expect(other.onDemand.size).toBe(0);
  });
});
