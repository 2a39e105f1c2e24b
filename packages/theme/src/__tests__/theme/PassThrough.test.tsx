import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadCollectorContext, type CollectedHead } from '../../client/contexts';
import { InApp } from '../../test-utils';
import CodeInline from '@theme/CodeInline';
import LayoutProvider from '@theme/Layout/Provider';
import SearchMetadata from '@theme/SearchMetadata';
import SiteMetadata from '@theme/SiteMetadata';
import ThemeProvider from '@theme/ThemeProvider';

describe('CodeInline', () => {
  it('is a <code> with the props given', () => {
    render(
      <CodeInline className="mine" title="A command">
        npm run build
      </CodeInline>,
    );
    const code = screen.getByText('npm run build');
    expect(code.tagName).toBe('CODE');
    expect(code.className).toBe('mine');
    expect(code.getAttribute('title')).toBe('A command');
  });
});

describe('SearchMetadata', () => {
  it('shows nothing on the page', () => {
    const { container } = render(<SearchMetadata locale="en" version="current" tag="docs-default-current" />);
    expect(container.innerHTML).toBe('');
  });

  it("puts the page's search facets into the head while server rendering, once each", () => {
    const head: CollectedHead = {};
    const html = renderToString(
      <InApp>
        <HeadCollectorContext.Provider value={head}>
          <SearchMetadata locale="fr" version="2.0" tag="docs-default-2.0" />
          <SearchMetadata locale="en" version="3.0" tag="docs-default-3.0" />
        </HeadCollectorContext.Provider>
      </InApp>,
    );
    expect(html).toBe('');
    const metas = Object.fromEntries(
      (head.tags ?? []).map((tag) => {
        expect(tag.tag).toBe('meta');
        const value = (key: string) => tag.attributes.find(([name]) => name === key)![1];
        return [value('name'), value('content')];
      }),
    );
    expect(head.tags).toHaveLength(6);
    expect(metas).toEqual({
      docusaurus_locale: 'en',
      docusaurus_version: '3.0',
      docusaurus_tag: 'docs-default-3.0',
      'docsearch:language': 'en',
      'docsearch:version': '3.0',
      'docsearch:docusaurus_tag': 'docs-default-3.0',
    });
  });

  it('leaves out the facets it is not given', () => {
    const head: CollectedHead = {};
    renderToString(
      <HeadCollectorContext.Provider value={head}>
        <SearchMetadata locale="en" />
      </HeadCollectorContext.Provider>,
    );
    expect(head.tags?.map((tag) => tag.attributes[0]![1])).toEqual(['docusaurus_locale', 'docsearch:language']);
  });
});

describe('SiteMetadata', () => {
  it('renders nothing: the engine writes the head', () => {
    const head: CollectedHead = {};
    const html = renderToString(
      <HeadCollectorContext.Provider value={head}>
        <SiteMetadata />
      </HeadCollectorContext.Provider>,
    );
    expect(html).toBe('');
    expect(head).toEqual({});
  });
});

describe('ThemeProvider and Layout/Provider', () => {
  it('render their children as they are', () => {
    const { container } = render(
      <ThemeProvider>
        <LayoutProvider>
          <p>Page</p>
        </LayoutProvider>
      </ThemeProvider>,
    );
    expect(container.innerHTML).toBe('<p>Page</p>');
  });
});
