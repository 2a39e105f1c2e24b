import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DocsVersionContext, type DocsVersionMetadata } from '../hooks/docsContexts';
import { savePreferredVersionName } from '../hooks/useDocs';
import { InApp, docsSite, testSite } from '../test-utils';
import { DEFAULT_SEARCH_TAG, searchTagOf, useContextualSearchTags } from './contextual';

beforeEach(() => localStorage.clear());

function tagsAt(path: string, site = docsSite(), pageVersion: DocsVersionMetadata | null = null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InApp path={path} site={site}>
      <DocsVersionContext.Provider value={pageVersion}>{children}</DocsVersionContext.Provider>
    </InApp>
  );
  return renderHook(() => useContextualSearchTags(), { wrapper });
}

describe('searchTagOf', () => {
  it('names a docs version as the engine does', () => {
    expect(searchTagOf('default', '3.4.0')).toBe('docs-default-3.4.0');
    expect(DEFAULT_SEARCH_TAG).toBe('default');
  });
});

describe('useContextualSearchTags', () => {
  it('is only the default tag on a site without docs', () => {
    expect(tagsAt('/blog/', testSite).result.current).toEqual(['default']);
  });

  it('searches the latest version of every instance outside docs', () => {
    expect(tagsAt('/blog/').result.current).toEqual([
      'default',
      'docs-default-current',
      'docs-community-current',
      'docs-tests-current',
    ]);
  });

  it('searches the version being read in its instance', () => {
    expect(tagsAt('/docs/3.4.0/install/').result.current).toEqual([
      'default',
      'docs-default-3.4.0',
      'docs-community-current',
      'docs-tests-current',
    ]);
  });

  it("follows the doc page's own version", () => {
    const pageVersion: DocsVersionMetadata = {
      pluginId: 'default',
      name: '3.4.0',
      label: '3.4.0',
      badge: true,
      banner: null,
      isLast: false,
    };
    expect(tagsAt('/docs/3.4.0/', docsSite(), pageVersion).result.current[1]).toBe('docs-default-3.4.0');
  });

  it('uses the preferred version outside the instance, and follows changes to it', () => {
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
    const { result } = tagsAt('/blog/');
    expect(result.current[1]).toBe('docs-default-3.4.0');
    act(() => savePreferredVersionName('default', 'current'));
    expect(result.current[1]).toBe('docs-default-current');
  });

  it('lets the version being read win over the preferred one, and ignores a stale preference', () => {
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
    expect(tagsAt('/docs/install/').result.current[1]).toBe('docs-default-current');
    localStorage.setItem('docs-preferred-version-default', '1.0.0');
    expect(tagsAt('/blog/').result.current[1]).toBe('docs-default-current');
  });
});
