import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadCollectorContext, type CollectedHead } from '../../client/contexts';
import { InApp, testSite } from '../../test-utils';
import Head from './Head';
import { readHeadChildren } from './headTags';

describe('readHeadChildren', () => {
  it('gives the title and description apart and the other head tags as HTML attributes', () => {
    const content = readHeadChildren(
      <>
        <title>Pricing</title>
        <meta name="description" content="What it costs" />
        <meta property="og:image" content="https://example.com/card.png" />
        <meta httpEquiv="refresh" content="30" />
        <link rel="alternate" hrefLang="fr" href="https://example.com/fr/" crossOrigin="anonymous" />
        <script async src="/analytics.js" data-site={7} defer={false} onLoad={() => undefined} />
        <script type="application/ld+json">{'{"@type":"Organization"}'}</script>
        <script dangerouslySetInnerHTML={{ __html: 'window.a = 1;' }} />
      </>,
    );
    expect(content.title).toBe('Pricing');
    expect(content.description).toBe('What it costs');
    expect(content.tags).toEqual([
      { tag: 'meta', attributes: [['property', 'og:image'], ['content', 'https://example.com/card.png']], text: null },
      { tag: 'meta', attributes: [['http-equiv', 'refresh'], ['content', '30']], text: null },
      {
        tag: 'link',
        attributes: [['rel', 'alternate'], ['hreflang', 'fr'], ['href', 'https://example.com/fr/'], ['crossorigin', 'anonymous']],
        text: null,
      },
      { tag: 'script', attributes: [['async', ''], ['src', '/analytics.js'], ['data-site', '7']], text: null },
      { tag: 'script', attributes: [['type', 'application/ld+json']], text: '{"@type":"Organization"}' },
      { tag: 'script', attributes: [], text: 'window.a = 1;' },
    ]);
  });

  it('leaves out what is not a head tag, and a style object', () => {
    const content = readHeadChildren(
      <>
        <div>not a head tag</div>
        <style>{'body { color: red }'}</style>
        <meta name="robots" content="noindex" style={{ color: 'red' }} />
        text
      </>,
    );
    expect(content.tags).toEqual([{ tag: 'meta', attributes: [['name', 'robots'], ['content', 'noindex']], text: null }]);
  });

  it('keeps the last of two tags that name the same thing', () => {
    const content = readHeadChildren(
      <>
        <meta name="robots" content="index" />
        <link rel="canonical" href="/a/" />
        <link rel="stylesheet" href="/a.css" />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href="/b/" />
        <link rel="stylesheet" href="/b.css" />
      </>,
    );
    expect(content.tags.map(({ attributes }) => attributes)).toEqual([
      [['rel', 'stylesheet'], ['href', '/a.css']],
      [['name', 'robots'], ['content', 'noindex']],
      [['rel', 'canonical'], ['href', '/b/']],
      [['rel', 'stylesheet'], ['href', '/b.css']],
    ]);
  });
});

describe('Head', () => {
  it('hands its tags to the server render, the later <Head> winning', () => {
    const head: CollectedHead = {};
    renderToString(
      <HeadCollectorContext.Provider value={head}>
        <InApp>
          <Head>
            <title>Outer</title>
            <meta name="robots" content="index" />
            <meta property="og:type" content="website" />
          </Head>
          <Head>
            <title>Inner</title>
            <meta name="robots" content="noindex" />
          </Head>
        </InApp>
      </HeadCollectorContext.Provider>,
    );
    expect(head).toEqual({
      title: 'Inner',
      tags: [
        { tag: 'meta', attributes: [['property', 'og:type'], ['content', 'website']], text: null },
        { tag: 'meta', attributes: [['name', 'robots'], ['content', 'noindex']], text: null },
      ],
    });
  });

  it('sets the document title and description in the browser, and renders nothing', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    const { container } = render(
      <InApp>
        <Head>
          <title>Pricing</title>
          <meta name="description" content="What it costs" />
          <meta name="robots" content="noindex" />
        </Head>
      </InApp>,
    );
    expect(container.innerHTML).toBe('');
    expect(document.title).toBe(`Pricing | ${testSite.title}`);
    expect(meta.content).toBe('What it costs');
    meta.remove();
  });
});
