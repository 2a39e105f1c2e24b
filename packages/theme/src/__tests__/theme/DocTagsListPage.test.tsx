import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import DocTagsListPage, { groupTagsByLetter } from '@theme/DocTagsListPage';

const tags = [
  { label: 'adoption', permalink: '/docs/tags/adoption/', count: 1 },
  { label: 'Alpha', permalink: '/docs/tags/alpha/', count: 3 },
  { label: 'Release', permalink: '/docs/tags/release/', description: 'Releasing versions', count: 2 },
];

describe('DocTagsListPage', () => {
  it('groups tags by their first letter', () => {
    expect(groupTagsByLetter(tags).map(([letter, group]) => [letter, group.map((tag) => tag.label)])).toEqual([
      ['A', ['adoption', 'Alpha']],
      ['R', ['Release']],
    ]);
  });

  it('lists every tag with its count, under its letter', () => {
    render(
      <InApp path="/docs/tags/">
        <DocTagsListPage
          page={{ title: 'Tags', permalink: '/docs/tags/', pluginId: 'default', versionName: 'current', tags }}
        />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tags');
    const r = screen.getByRole('region', { name: 'R' });
    const release = within(r).getByRole('link', { name: 'Release' });
    expect(release.getAttribute('href')).toBe('/docs/tags/release/');
    expect(release.closest('li')?.textContent).toBe('Release 2');
    expect(within(screen.getByRole('region', { name: 'A' })).getAllByRole('link')).toHaveLength(2);
  });
});

describe('DocTagDocListPage', () => {
  it('shows the tag, its docs and a way back to all tags', () => {
    render(
      <InApp path="/docs/tags/release/">
        <DocTagDocListPage
          page={{
            title: '2 docs tagged with "Release"',
            permalink: '/docs/tags/release/',
            pluginId: 'default',
            versionName: 'current',
            allTagsPath: '/docs/tags/',
            tag: tags[2]!,
            docs: [
              { id: 'a', title: 'Cutting a release', description: 'Step by step.', permalink: '/docs/a/' },
              { id: 'b', title: 'Versioning', permalink: '/docs/b/' },
            ],
          }}
        />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('2 docs tagged with "Release"');
    expect(screen.getByText('Releasing versions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all tags' }).getAttribute('href')).toBe('/docs/tags/');
    const docs = screen.getAllByRole('article');
    expect(docs.map((doc) => doc.textContent)).toEqual(['Cutting a releaseStep by step.', 'Versioning']);
    expect(within(docs[0]!).getByRole('link', { name: 'Cutting a release' }).getAttribute('href')).toBe('/docs/a/');
    expect(document.title).toBe('2 docs tagged with "Release" | Test Site');
  });
});
