import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { category, docsSite, InApp, sidebarOf, testDocs, testSite } from '../test-utils';
import type { DocsPluginData, DocsVersionData, SiteData } from '../types';
import { DocsSidebarContext, DocsVersionContext, type DocsVersionMetadata } from './docsContexts';
import {
  findActivePlugin,
  isPathWithin,
  useActiveDocContext,
  useActivePlugin,
  useActiveVersion,
  useAllDocsData,
  useCurrentSidebarCategory,
  useDocById,
  useDocsData,
  useDocsPreferredVersion,
  useDocsVersion,
  useLatestVersion,
  useLayoutDoc,
  useSidebarLink,
} from './useDocs';

type Outcome<T> = { value: T; error?: undefined } | { value?: undefined; error: Error };

interface HookOptions {
  path?: string;
  site?: SiteData;
  wrap?: (children: ReactNode) => ReactNode;
}

/** Runs a hook inside the app's providers; an error it throws is returned, not logged by React. */
function runHook<T>(hook: () => T, { path = '/docs/', site = docsSite(), wrap = (c) => c }: HookOptions = {}) {
  return renderHook(
    (): Outcome<T> => {
      try {
        return { value: hook() };
      } catch (error) {
        return { error: error as Error };
      }
    },
    {
      wrapper: ({ children }) => (
        <InApp path={path} site={site}>
          {wrap(children)}
        </InApp>
      ),
    },
  );
}

const valueOf = <T,>(hook: () => T, options?: HookOptions): T => {
  const outcome = runHook(hook, options).result.current;
  if (outcome.error) throw outcome.error;
  return outcome.value as T;
};

const errorOf = (hook: () => unknown, options?: HookOptions): string => {
  const outcome = runHook(hook, options).result.current;
  if (!outcome.error) throw new Error('expected the hook to throw');
  return outcome.error.message;
};

const version = (pluginId: string, name: string): DocsVersionData =>
  testDocs[pluginId]!.versions.find((candidate) => candidate.name === name)!;

beforeEach(() => localStorage.clear());

describe('docs instances', () => {
  it('reads no instance from site data without docs', () => {
    expect(valueOf(useAllDocsData, { site: testSite })).toEqual({});
  });

  it('names the available instances when an id is unknown', () => {
    expect(errorOf(() => useDocsData('nope'))).toBe(
      'No docs plugin found with id "nope". Available: default, community, tests.',
    );
    expect(errorOf(() => useDocsData(), { site: testSite })).toBe(
      'No docs plugin found with id "default". Available: (none).',
    );
    expect(valueOf(() => useDocsData('community')).path).toBe('/community');
  });

  it('matches instance paths on segment boundaries', () => {
    expect(isPathWithin('/docs/intro/', '/docs')).toBe(true);
    expect(isPathWithin('/docs', '/docs')).toBe(true);
    expect(isPathWithin('/docsfoo/', '/docs')).toBe(false);
    expect(isPathWithin('/anything/', '/')).toBe(true);
    expect(valueOf(() => useActivePlugin(), { path: '/docs/install/' })?.pluginId).toBe('default');
    expect(valueOf(() => useActivePlugin(), { path: '/docsfoo/' })).toBeUndefined();
    expect(valueOf(() => useActivePlugin(), { path: '/tests/docs/x/' })?.pluginId).toBe('tests');
  });

  it('prefers the most specific instance, the root instance last', () => {
    const instance = (path: string): DocsPluginData => ({ path, versions: [], docsUrl: '' });
    const all = { root: instance('/'), docs: instance('/docs'), tests: instance('/tests'), nested: instance('/tests/docs') };
    expect(findActivePlugin(all, '/tests/docs/a/')?.pluginId).toBe('nested');
    expect(findActivePlugin(all, '/tests/other/')?.pluginId).toBe('tests');
    expect(findActivePlugin(all, '/docs/')?.pluginId).toBe('docs');
    expect(findActivePlugin(all, '/blog/')?.pluginId).toBe('root');
  });

  it('fails fast when asked to', () => {
    expect(errorOf(() => useActivePlugin({ failfast: true }), { path: '/blog/' })).toBe(
      'No docs plugin found for path "/blog/".',
    );
  });
});

describe('versions and docs', () => {
  it('finds the active version by the most specific version path', () => {
    expect(valueOf(() => useActiveVersion(), { path: '/docs/3.4.0/install/' })?.name).toBe('3.4.0');
    expect(valueOf(() => useActiveVersion(), { path: '/docs/install/' })?.name).toBe('current');
    expect(valueOf(() => useActiveVersion(), { path: '/blog/' })).toBeUndefined();
    expect(valueOf(() => useLatestVersion()).name).toBe('current');
  });

  it('takes the version of the doc page being rendered first', () => {
    const pageVersion: DocsVersionMetadata = {
      pluginId: 'default',
      name: '3.4.0',
      label: '3.4.0',
      badge: true,
      banner: null,
      isLast: false,
    };
    const wrap = (children: ReactNode) => (
      <DocsVersionContext.Provider value={pageVersion}>{children}</DocsVersionContext.Provider>
    );
    expect(valueOf(() => useActiveVersion(), { path: '/docs/category/x/', wrap })?.name).toBe('3.4.0');
    expect(valueOf(useDocsVersion, { wrap })).toBe(pageVersion);
  });

  it('gives the active doc and the same doc in every version', () => {
    const context = valueOf(() => useActiveDocContext(), { path: '/docs/3.4.0/install/' });
    expect(context.activeVersion?.name).toBe('3.4.0');
    expect(context.activeDoc?.id).toBe('install');
    expect(context.alternateDocVersions.current?.path).toBe('/docs/install/');
    expect(context.alternateDocVersions['3.4.0']?.path).toBe('/docs/3.4.0/install/');

    const newDoc = valueOf(() => useActiveDocContext(), { path: '/docs/new-feature/' });
    expect(newDoc.alternateDocVersions['3.4.0']).toBeUndefined();
  });

  it('names the missing provider when useDocsVersion() is used outside a doc page', () => {
    expect(errorOf(useDocsVersion)).toMatch(/^useDocsVersion\(\) was called outside a docs page: .*DocsVersionContext/);
  });

  it('finds docs by id in the active or latest version, null for drafts', () => {
    expect(valueOf(() => useDocById('install'), { path: '/docs/3.4.0/' })?.path).toBe('/docs/3.4.0/install/');
    expect(valueOf(() => useDocById('install'), { path: '/blog/' })?.path).toBe('/docs/install/');
    expect(valueOf(() => useDocById('wip'))).toBeNull();
    expect(errorOf(() => useDocById('nope'))).toBe(
      'No doc with id "nope" in version "current" of docs plugin "default". Available ids: intro, install, cli, new-feature, secret',
    );
  });

  it('shortens long lists of ids', () => {
    const docs = Array.from({ length: 40 }, (_, index) => ({ id: `doc-${index}`, path: `/docs/doc-${index}/` }));
    const site = docsSite([], {
      globalData: { docs: { default: { path: '/docs', docsUrl: '', versions: [{ ...version('default', 'current'), docs }] } } },
    });
    const message = errorOf(() => useDocById('nope'), { site });
    expect(message).toContain('doc-29, … (10 more)');
    expect(message).not.toContain('doc-30');
  });

  it('links sidebars to their first page, and says when a sidebar is missing or empty', () => {
    expect(valueOf(() => useSidebarLink('api'))).toEqual({ path: '/docs/cli/', label: 'CLI' });
    expect(valueOf(() => useSidebarLink('api'), { path: '/docs/3.4.0/' }).path).toBe('/docs/3.4.0/cli/');
    expect(errorOf(() => useSidebarLink('nope'))).toMatch(
      /^No sidebar with id "nope" in version\(s\) "current" of docs plugin "default"\. Available: docs, api, empty\.$/,
    );
    expect(errorOf(() => useSidebarLink('empty'))).toMatch(/^Sidebar with id "empty" has nothing to link to/);
  });

  it('finds the category of a category page, and refuses other pages', () => {
    const sidebar = sidebarOf([
      category({
        label: 'Guides',
        href: '/docs/category/guides/',
        collapsed: false,
        items: [{ type: 'link', label: 'Deploy', href: '/docs/deploy/' }],
      }),
    ]);
    const wrap = (children: ReactNode) => (
      <DocsSidebarContext.Provider value={sidebar}>{children}</DocsSidebarContext.Provider>
    );
    expect(valueOf(useCurrentSidebarCategory, { path: '/docs/category/guides/', wrap }).label).toBe('Guides');
    expect(errorOf(useCurrentSidebarCategory, { path: '/docs/deploy/', wrap })).toBe(
      'useCurrentSidebarCategory() should only be used on category index pages.',
    );
    expect(errorOf(useCurrentSidebarCategory)).toMatch(
      /^useCurrentSidebarCategory\(\) should only be used on category index pages\. .*DocsSidebarContext/,
    );
  });
});

describe('preferred version', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is remembered per instance in localStorage', () => {
    const { result } = runHook(() => useDocsPreferredVersion('default'), { path: '/blog/' });
    expect(result.current.value?.preferredVersion).toBeNull();
    act(() => result.current.value?.savePreferredVersionName('3.4.0'));
    expect(result.current.value?.preferredVersion?.name).toBe('3.4.0');
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('3.4.0');
    expect(localStorage.getItem('docs-preferred-version-community')).toBeNull();
  });

  it('ignores a stored name that is no longer a version', () => {
    localStorage.setItem('docs-preferred-version-default', '1.0.0');
    expect(valueOf(() => useDocsPreferredVersion()).preferredVersion).toBeNull();
  });

  it('steers navbar doc links on pages outside the docs, falling back to the latest version', () => {
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
    expect(valueOf(() => useLayoutDoc('install'), { path: '/blog/' })?.path).toBe('/docs/3.4.0/install/');
    expect(valueOf(() => useLayoutDoc('new-feature'), { path: '/blog/' })?.path).toBe('/docs/new-feature/');
    // On a docs page the version being read wins over the preference.
    expect(valueOf(() => useLayoutDoc('install'), { path: '/docs/cli/' })?.path).toBe('/docs/install/');
    expect(valueOf(() => useLayoutDoc('wip'), { path: '/blog/' })).toBeUndefined();
  });

  it('warns once and does nothing when storage is unavailable', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const { result } = runHook(() => useDocsPreferredVersion());
    act(() => result.current.value?.savePreferredVersionName('3.4.0'));
    act(() => result.current.value?.savePreferredVersionName('current'));
    expect(result.current.error).toBeUndefined();
    expect(result.current.value?.preferredVersion).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/browser storage is unavailable/);
  });
});
