import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocsPluginData, DocsVersionData, GlobalDoc, SiteData } from '../types';
import { docsSite } from '../test-utils';
import { forgetSiteChunks, setSiteChunksFetch } from '../client/siteChunks';
import { attachDocsLists, leaveFirstPage, setPageDocs, type DocsLists } from './docsLists';
import { loadDocsFor } from './loadDocsFor';
import { findDocById, findDocForPath } from './useDocs';

// A larger instance as the engine writes it: the lists whole, and in parts by path and by id.
const IDS = ['a/1', 'a/2', 'a/3', 'b/1', 'b/2', 'b/3'];
const docsOf = (prefix: string): GlobalDoc[] => IDS.map((id) => ({ id, path: `/docs${prefix}/${id}/` }));
const LISTS: DocsLists = { current: docsOf(''), '1.0': docsOf('/1.0').filter((doc) => doc.id !== 'b/3') };

/** The docs of the lists whose key is in [first, end). */
function part(key: (doc: GlobalDoc) => string, first: string, end?: string): DocsLists {
  const within = (doc: GlobalDoc) => key(doc) >= first && (end === undefined || key(doc) < end);
  return Object.fromEntries(Object.entries(LISTS).map(([name, docs]) => [name, docs.filter(within)]));
}
const pathKey = (doc: GlobalDoc) => doc.path.replace(/\/$/, '');
const CHUNKS: Record<string, DocsLists> = {
  '/d/lists.json': LISTS,
  '/d/path-0.json': part(pathKey, '/docs/1.0/a/1', '/docs/a/1'),
  '/d/path-1.json': part(pathKey, '/docs/a/1'),
  '/d/id-0.json': part((doc) => doc.id, 'a/1', 'b/1'),
  '/d/id-1.json': part((doc) => doc.id, 'b/1'),
};

/** Each version's layout docs: its main doc, and the navbar's doc `b/3`, which 1.0 lacks. */
function version(name: string, path: string): DocsVersionData {
  const layoutDocs = (LISTS[name] ?? []).filter((doc) => doc.id === 'a/1' || (name === 'current' && doc.id === 'b/3'));
  return { name, label: name, isLast: name === 'current', path, mainDocId: 'a/1', layoutDocs, draftIds: [], sidebars: {} } as unknown as DocsVersionData;
}

/** New objects each time, as each page load has its own site data. */
function siteWith(parts: boolean): { site: SiteData; current: DocsVersionData; released: DocsVersionData } {
  const current = version('current', '/docs');
  const released = version('1.0', '/docs/1.0');
  const instance: DocsPluginData = {
    path: '/docs',
    docsUrl: '/d/lists.json',
    versions: [current, released],
    ...(parts && {
      docsParts: {
        byPath: [
          { first: '/docs/1.0/a/1', url: '/d/path-0.json' },
          { first: '/docs/a/1', url: '/d/path-1.json' },
        ],
        byId: [
          { first: 'a/1', url: '/d/id-0.json' },
          { first: 'b/1', url: '/d/id-1.json' },
        ],
      },
    }),
  };
  const site = { ...docsSite(), globalData: { docs: { default: instance } } } as SiteData;
  attachDocsLists(site);
  return { site, current, released };
}

let fetched: string[] = [];
let held: (() => void)[] = [];
let holding = false;

beforeEach(() => {
  forgetSiteChunks();
  fetched = [];
  held = [];
  holding = false;
  setSiteChunksFetch(async (url) => {
    fetched.push(url);
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    return CHUNKS[url];
  });
  setPageDocs({ default: { current: [LISTS.current![0]!] } });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('docs lists in parts', () => {
  it('answer the first page from the docs it carries, fetching nothing', () => {
    const { current } = siteWith(true);
    expect(findDocById(current, 'a/1')?.path).toBe('/docs/a/1/');
    expect(findDocById(current, 'b/2')).toBeUndefined();
    expect(findDocForPath(current, '/docs/b/2/')).toBeUndefined();
    expect(fetched).toEqual([]);
  });

  it("load, before the next page, the part of its path and the part of its doc's id", async () => {
    const { site, current, released } = siteWith(true);
    await loadDocsFor(site, '/docs/b/2/');
    expect(fetched).toEqual(['/d/path-1.json', '/d/id-1.json']);
    leaveFirstPage();
    expect(findDocForPath(current, '/docs/b/2/')?.id).toBe('b/2');
    expect(findDocForPath(current, '/docs/b/2')?.id).toBe('b/2');
    // The version dropdown's lookups: the doc in every version, from the id's part.
    expect(findDocById(released, 'b/2')?.path).toBe('/docs/1.0/b/2/');
    // A path the loaded part covers and no doc has is no doc's.
    expect(findDocForPath(current, '/docs/b/9/')).toBeUndefined();
    // A path sorting before every part is no doc's, without a fetch.
    expect(findDocForPath(current, '/blog/')).toBeUndefined();
    expect(fetched).toEqual(['/d/path-1.json', '/d/id-1.json']);
  });

  it("answer the layout docs' lookups on later pages without a part: a navbar doc a version lacks is no doc of it", () => {
    const { current, released } = siteWith(true);
    leaveFirstPage();
    expect(findDocById(current, 'b/3')?.path).toBe('/docs/b/3/');
    expect(findDocById(released, 'b/3')).toBeUndefined();
    expect(findDocById(released, 'a/1')?.path).toBe('/docs/1.0/a/1/');
    expect(fetched).toEqual([]);
  });

  it('load nothing for a page outside the instance', async () => {
    const { site } = siteWith(true);
    await loadDocsFor(site, '/blog/2024/post/');
    expect(fetched).toEqual([]);
  });

  it("load a smaller instance's lists whole", async () => {
    const { site, released } = siteWith(false);
    await loadDocsFor(site, '/docs/b/2/');
    expect(fetched).toEqual(['/d/lists.json']);
    leaveFirstPage();
    expect(findDocById(released, 'a/3')?.path).toBe('/docs/1.0/a/3/');
  });

  it('make a later page wait for the part of a doc it looks up, then answer from it', async () => {
    const { site, current } = siteWith(true);
    leaveFirstPage();
    holding = true;
    function MainDoc() {
      return <p>{findDocById(current, 'a/3')?.path ?? 'none'}</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <MainDoc />
        </Suspense>,
      );
    });
    expect(container.textContent).toBe('Loading');
    expect(fetched).toEqual(['/d/id-0.json']);
    await act(async () => held.forEach((release) => release()));
    expect(container.textContent).toBe('/docs/a/3/');
    expect(site.globalData?.docs?.default?.docsParts).toBeDefined();
    act(() => root.unmount());
  });
});
