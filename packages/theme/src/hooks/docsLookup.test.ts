import { describe, expect, it } from 'vitest';
import type { DocsVersionData, GlobalDoc } from '../types';
import { findDocById, findDocForPath, versionMainDocPath } from './useDocs';
import { isActivePath } from './useRoutePath';

const doc = (id: string, path: string, extra: Partial<GlobalDoc> = {}): GlobalDoc => ({ id, path, ...extra });

function versionOf(docs: GlobalDoc[], mainDocId = 'intro'): DocsVersionData {
  return { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId, docs, layoutDocs: [], draftIds: [], sidebars: {} };
}

const docs = [
  doc('intro', '/docs/'),
  doc('install', '/docs/install/'),
  doc('no-slash', '/docs/no-slash'),
  doc('query', '/docs/query/?tab=npm'),
  doc('hash', '/docs/hash#top'),
  doc('unlisted', '/docs/unlisted/', { unlisted: true }),
  doc('short', '/doc/'),
  doc('install-again', '/docs/install'),
  doc('install', '/docs/second-install/'),
  doc('empty', ''),
  doc('home', '/'),
];
const version = versionOf(docs);

const routePaths = [
  '',
  '/',
  '//',
  '/docs',
  '/docs/',
  '/docs//',
  '/doc',
  '/doc/',
  '/docs/install',
  '/docs/install/',
  '/docs/install/x/',
  '/docs/no-slash/',
  '/docs/query/',
  '/docs/query/?tab=npm',
  '/docs/hash/',
  '/docs/hash#top',
  '/docs/unlisted/',
  '/docs/second-install/',
  '/elsewhere/',
];

describe('docs lookups', () => {
  it('find the doc of a path exactly as a search of the list with isActivePath', () => {
    for (const path of routePaths) {
      expect(findDocForPath(version, path), path).toBe(docs.find((candidate) => isActivePath(candidate.path, path)));
    }
  });

  it('keep the first doc when two share a path or an id', () => {
    expect(findDocForPath(version, '/docs/install/')?.id).toBe('install');
    expect(findDocById(version, 'install')?.path).toBe('/docs/install/');
  });

  it('find docs by id, unlisted ones included', () => {
    for (const id of ['intro', 'unlisted', 'empty', 'home', 'missing', '__proto__', 'constructor']) {
      expect(findDocById(version, id), id).toBe(docs.find((candidate) => candidate.id === id));
    }
  });

  it('link a version to its main doc, else to its root', () => {
    expect(versionMainDocPath(version)).toBe('/docs/');
    expect(versionMainDocPath(versionOf(docs, 'install'))).toBe('/docs/install/');
    expect(versionMainDocPath(versionOf(docs, 'missing'))).toBe('/docs/');
  });

  it('index each docs list by itself: a new list gets its own answers', () => {
    const first = versionOf([doc('a', '/docs/a/')]);
    const second = { ...first, docs: [doc('b', '/docs/a/')] };
    expect(findDocForPath(first, '/docs/a/')?.id).toBe('a');
    expect(findDocForPath(second, '/docs/a/')?.id).toBe('b');
  });
});
