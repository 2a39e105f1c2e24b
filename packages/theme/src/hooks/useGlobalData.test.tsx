import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { docsSite, InApp, testDocs } from '../test-utils';
import { useGlobalData, usePluginData } from './useGlobalData';

function Show({ read }: { read: () => unknown }) {
  return <output>{JSON.stringify(read())}</output>;
}

function shown(read: () => unknown): string {
  const site = { ...docsSite(), globalData: { docs: testDocs, blog: { default: { posts: 3 } } } };
  const { container } = render(
    <InApp site={site}>
      <Show read={read} />
    </InApp>,
  );
  return container.textContent ?? '';
}

describe('global data hooks', () => {
  it('read each plugin instance by name and id', () => {
    expect(shown(() => Object.keys(useGlobalData()))).toBe('["docs","blog"]');
    expect(shown(() => usePluginData('blog'))).toBe('{"posts":3}');
    expect(shown(() => (usePluginData('docs', 'default') as { path: string }).path)).toBe('"/docs"');
  });

  it('name the instances there are when one is missing', () => {
    expect(() => shown(() => usePluginData('blog', 'news'))).toThrow(
      /^No global data for plugin "blog" with id "news"\. Available: docs\/default, .*blog\/default\.$/,
    );
  });
});
