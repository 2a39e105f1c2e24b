import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import TOCInline from '@theme/TOCInline';

describe('TOCInline', () => {
  it('nests links to the headings by level', () => {
    const html = renderToStaticMarkup(
      <InApp path="/docs/intro/">
        <TOCInline
          toc={[
            { id: 'a', text: 'A', level: 2 },
            { id: 'a1', text: 'A.1', level: 3 },
            { id: 'a1x', text: 'A.1.x', level: 4 },
            { id: 'b', text: 'B', level: 2 },
          ]}
        />
      </InApp>,
    );
    expect(html.replace(/ class="[^"]*"/g, '')).toBe(
      '<nav aria-label="Contents of this page"><ul>' +
        '<li><a href="/docs/intro/#a">A</a><ul>' +
        '<li><a href="/docs/intro/#a1">A.1</a><ul><li><a href="/docs/intro/#a1x">A.1.x</a></li></ul></li>' +
        '</ul></li>' +
        '<li><a href="/docs/intro/#b">B</a></li>' +
        '</ul></nav>',
    );
  });

  it('renders nothing for an empty list', () => {
    expect(renderToStaticMarkup(<TOCInline toc={[]} />)).toBe('');
  });
});
