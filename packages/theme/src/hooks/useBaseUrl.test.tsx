import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import DocusaurusUseBaseUrl, { useBaseUrlUtils } from '../compat/docusaurus/useBaseUrl';
import { InApp, testSite } from '../test-utils';
import { addBaseUrl, useBaseUrl } from './useBaseUrl';

describe('addBaseUrl', () => {
  it('puts the base URL in front of a site path once, as Docusaurus does', () => {
    expect(addBaseUrl('/sub/', '/docs/intro/')).toBe('/sub/docs/intro/');
    expect(addBaseUrl('/sub/', 'docs/intro/')).toBe('/sub/docs/intro/');
    expect(addBaseUrl('/sub/', '/')).toBe('/sub/');
    expect(addBaseUrl('/sub/', '/docs/?tab=1#part')).toBe('/sub/docs/?tab=1#part');
    // Already under the base URL: left alone.
    expect(addBaseUrl('/sub/', '/sub/docs/')).toBe('/sub/docs/');
    expect(addBaseUrl('/sub/', '/sub/')).toBe('/sub/');
    // The base URL without its trailing slash is the base URL; a longer name is a path under it.
    expect(addBaseUrl('/sub/', '/sub')).toBe('/sub/');
    expect(addBaseUrl('/sub/', '/subway/')).toBe('/sub/subway/');
    expect(addBaseUrl('/sub/', '/sub.html')).toBe('/sub/sub.html');
    expect(addBaseUrl('/a/b/', '/a/b')).toBe('/a/b/');
    expect(addBaseUrl('/a/b/', '/a/')).toBe('/a/b/a/');
  });

  it('leaves hashes, full URLs and protocol URLs alone', () => {
    for (const url of ['', '#part', 'https://example.com/', 'http://example.com/x', '//cdn.example.com/a.js', 'mailto:a@example.com', 'tel:+331234', 'data:image/png;base64,AA']) {
      expect(addBaseUrl('/sub/', url)).toBe(url);
    }
  });

  it('returns every site path unchanged, the same string, when the base URL is "/"', () => {
    for (const url of ['/', '/docs/intro/', '/img/logo.svg', '//cdn.example.com/a.js']) {
      expect(addBaseUrl('/', url)).toBe(url);
    }
    expect(addBaseUrl('/', 'docs/')).toBe('/docs/');
  });
});

describe('useBaseUrl', () => {
  const underSub = { ...testSite, baseUrl: '/sub/', url: 'https://example.com' };
  const wrapper = ({ children }: { children: ReactNode }) => <InApp site={underSub}>{children}</InApp>;
  const hook = <T,>(callback: () => T) => renderHook(callback, { wrapper }).result.current;

  it("is Cairn's and Docusaurus's, with Docusaurus's options", () => {
    expect(hook(() => useBaseUrl('/img/logo.svg'))).toBe('/sub/img/logo.svg');
    expect(hook(() => useBaseUrl('/sub'))).toBe('/sub/');
    expect(hook(() => DocusaurusUseBaseUrl('/img/logo.svg'))).toBe('/sub/img/logo.svg');
    expect(hook(() => DocusaurusUseBaseUrl('/sub/img/logo.svg'))).toBe('/sub/img/logo.svg');
    expect(hook(() => DocusaurusUseBaseUrl('/sub/x/', { forcePrependBaseUrl: true }))).toBe('/sub/sub/x/');
    expect(hook(() => DocusaurusUseBaseUrl('/docs/', { absolute: true }))).toBe('https://example.com/sub/docs/');
    expect(hook(() => DocusaurusUseBaseUrl('https://other.example/', { forcePrependBaseUrl: true }))).toBe(
      'https://other.example/',
    );
    expect(hook(() => useBaseUrlUtils().withBaseUrl('#top', { absolute: true }))).toBe('#top');
  });
});
