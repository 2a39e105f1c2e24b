import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { docsSite, InApp, testDocs } from '../test-utils';
import { useGlobalData, usePluginData } from './useGlobalData';

function Show({ read }: { read: () => unknown }) {
  return <output>{JSON.stringify(read())}</output>;
}

function shown(read: () => unknown): string {
  const site = { ...docsSite(), globalData: { docs: testDocs, 'my-plugin': { default: { posts: 3 } } } };
  const { container } = render(
    <InApp site={site}>
      <Show read={read} />
    </InApp>,
  );
  return container.textContent ?? '';
}

describe('global data hooks', () => {
  it('read each plugin instance by name and id', () => {
    expect(shown(() => Object.keys(useGlobalData()))).toBe('["docs","my-plugin"]');
    expect(shown(() => usePluginData('my-plugin'))).toBe('{"posts":3}');
    expect(shown(() => (usePluginData('docs', 'default') as { path: string }).path)).toBe('"/docs"');
  });

  it('name the instances there are when one is missing', () => {
    expect(() => shown(() => usePluginData('my-plugin', 'news'))).toThrow(
      /^No global data for plugin "my-plugin" with id "news"\. Available: docs\/default, .*my-plugin\/default\.$/,
    );
  });
});
