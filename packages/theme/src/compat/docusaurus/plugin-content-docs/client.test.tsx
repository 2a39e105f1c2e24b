import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../contract.generated';
import { DocProvider, useDoc } from './client';

const page: PageData = {
  title: 'Installing',
  description: 'How to install',
  permalink: '/docs/install/',
  content: ['Fragment'],
  toc: [],
  frontMatter: { contributors: ['ada', 'grace'], title: 'Not this one' },
};

function docOf(content: PageData) {
  const wrapper = ({ children }: { children: ReactNode }) => <DocProvider content={content}>{children}</DocProvider>;
  return renderHook(() => useDoc(), { wrapper }).result.current;
}

describe('useDoc', () => {
  it("gives the site's own front matter keys to its components, with the ones Cairn reads on top", () => {
    const doc = docOf(page);
    expect(doc.frontMatter.contributors).toEqual(['ada', 'grace']);
    expect(doc.frontMatter.title).toBe('Installing');
    expect(doc.metadata.frontMatter).toBe(doc.frontMatter);
  });

  it('has only the keys Cairn reads when the file has no others', () => {
    const { frontMatter, ...withoutCustom } = page;
    void frontMatter;
    expect(docOf(withoutCustom).frontMatter).toEqual({ title: 'Installing', description: 'How to install' });
  });
});
