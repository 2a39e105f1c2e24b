import { memo } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentComponentsContext } from '../client/contexts';
import { InApp } from '../test-utils';
import type { TreeNode } from '../types';
import { ContentTree } from './ContentTree';

function html(tree: TreeNode, path?: string): string {
  return renderToStaticMarkup(
    <InApp path={path}>
      <ContentTree tree={tree} />
    </InApp>,
  );
}

describe('ContentTree', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders text, escaping it', () => {
    expect(html('a < b & c')).toBe('a &lt; b &amp; c');
  });

  it('renders nested elements with and without props', () => {
    expect(html(['p', 'Hello ', ['strong', { className: 'x' }, 'world'], '!'])).toBe(
      '<p>Hello <strong class="x">world</strong>!</p>',
    );
  });

  it('passes React-named props through, including style objects', () => {
    expect(html(['label', { htmlFor: 'q', style: { color: 'red' } }, 'Q'])).toBe(
      '<label for="q" style="color:red">Q</label>',
    );
  });

  it('never gives children to void elements', () => {
    expect(html(['p', 'a', ['br'], ['hr', {}, 'stray'], ['input', { type: 'checkbox', disabled: true }, 'x']])).toBe(
      '<p>a<br/><hr/><input type="checkbox" disabled=""/></p>',
    );
  });

  it('lazy-loads images', () => {
    expect(html(['img', { src: '/a.png', alt: 'A' }])).toBe('<img loading="lazy" alt="A" src="/a.png"/>');
  });

  it('wraps tables for horizontal scrolling', () => {
    expect(html(['table', ['tbody', ['tr', ['td', '1']]]])).toBe(
      '<div class="table-wrapper"><table><tbody><tr><td>1</td></tr></tbody></table></div>',
    );
  });

  it('renders internal links as router links and external ones in a new tab', () => {
    const markup = html([
      'p',
      ['a', { href: '/docs/next/' }, 'next'],
      ['a', { href: 'https://react.dev' }, 'react'],
      ['a', { href: 'mailto:a@b.c' }, 'mail'],
      ['a', { href: '/files/guide.pdf' }, 'pdf'],
    ]);
    expect(markup).toContain('<a href="/docs/next/">next</a>');
    expect(markup).toContain('<a href="https://react.dev" target="_blank" rel="noopener noreferrer">react</a>');
    expect(markup).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(markup).toContain('<a href="/files/guide.pdf">pdf</a>');
  });

  it('anchors same-page links to the canonical route path', () => {
    expect(html(['a', { href: '#usage' }, 'usage'], '/docs/intro/')).toBe('<a href="/docs/intro/#usage">usage</a>');
  });

  it('gives headings with an id a hover anchor', () => {
    expect(html(['h2', { id: 'get-started' }, 'Get ', ['code', 'started']])).toBe(
      '<h2 id="get-started" class="anchor">Get <code>started</code>' +
        '<a href="/docs/intro/#get-started" class="hash-link" aria-label="Direct link to Get started">#</a></h2>',
    );
    expect(html(['h3', 'No id'])).toBe('<h3>No id</h3>');
  });

  it('renders admonitions from the component map', () => {
    const markup = html(['Admonition', { type: 'warning' }, ['p', 'Careful']]);
    expect(markup).toMatch(/^<aside class="admonition admonition-warning [^"]*" role="note" aria-label="Warning">/);
    expect(markup).toContain('<p>Careful</p>');
  });

  it('gives Tabs its TabItem children as elements with their props', () => {
    const markup = html([
      'Tabs',
      { defaultValue: 'b' },
      ['TabItem', { value: 'a', label: 'Apple' }, ['p', 'A']],
      ['TabItem', { value: 'b', label: 'Banana' }, ['p', 'B']],
    ]);
    expect(markup).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Apple</);
    expect(markup).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Banana</);
    expect(markup).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*><p>A<\/p>/);
  });

  it('renders every content component of the contract', () => {
    const markup = html([
      'Fragment',
      ['CodeBlock', { code: 'x', lines: ['x'], highlight: [] }],
      ['details', { open: true }, ['summary', 'S'], 'D'],
      ['Mermaid', { code: 'graph TD' }],
      ['Math', { display: false, html: '<i>m</i>' }],
      ['TOCInline', { toc: [{ id: 'a', text: 'A', level: 2 }] }],
      ['DocCardList', { items: [{ title: 'T', href: '/docs/t/' }] }],
    ]);
    expect(markup).toContain('<span class="token-line">x</span>');
    expect(markup).toMatch(/<details open=""/);
    expect(markup).toContain('>graph TD</pre>');
    expect(markup).toContain('<span class="math math-inline"><i>m</i></span>');
    expect(markup).toContain('<a href="/docs/intro/#a">A</a>');
    expect(markup).toMatch(/<a href="\/docs\/t\/" class="doc-card/);
  });

  it('resolves module#export tags to the exports of the modules the route loaded', () => {
    const Chart = ({ kind, children }: { kind: string; children?: React.ReactNode }) => (
      <figure data-kind={kind}>{children}</figure>
    );
    const Star = memo(() => <b>★</b>);
    const markup = renderToStaticMarkup(
      <InApp>
        <ContentComponentsContext.Provider
          value={{ '@site/src/components/Chart': { default: Chart, Named: Chart }, 'icon-pack': { Star } }}
        >
          <ContentTree
            tree={[
              'Fragment',
              ['@site/src/components/Chart#default', { kind: 'bar' }, 'caption'],
              ['@site/src/components/Chart#Named', { kind: 'pie' }],
              ['icon-pack#Star'],
            ]}
          />
        </ContentComponentsContext.Provider>
      </InApp>,
    );
    expect(markup).toBe('<figure data-kind="bar">caption</figure><figure data-kind="pie"></figure><b>★</b>');
  });

  it('falls back to the unknown-component box for a module or export that was not loaded', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const markup = renderToStaticMarkup(
      <InApp>
        <ContentComponentsContext.Provider value={{ 'icon-pack': { version: '1.0' } }}>
          <ContentTree
            tree={['div', ['@site/src/components/Gone#default', { a: 1 }, 'still here'], ['icon-pack#version', 'v']]}
          />
        </ContentComponentsContext.Provider>
      </InApp>,
    );
    expect(markup).toContain('Unknown component &lt;@site/src/components/Gone#default&gt;');
    expect(markup).toContain('still here');
    expect(markup).toContain('Unknown component &lt;icon-pack#version&gt;');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<@site/src/components/Gone#default>'));
  });

  it('never treats Object.prototype members as components', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(html(['p', ['constructor', 'x']])).toBe('<p><constructor>x</constructor></p>');
  });

  it('shows unknown components as an error box without crashing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const markup = html(['div', ['NoSuchThing', { a: 1 }, 'inner text']]);
    expect(markup).toContain('Unknown component &lt;NoSuchThing&gt;');
    expect(markup).toContain('inner text');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<NoSuchThing>'));
  });

  it('skips malformed nodes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(html(['p', 'ok', 42 as unknown as TreeNode])).toBe('<p>ok</p>');
  });
});
