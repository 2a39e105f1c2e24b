import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NavigateContext, RouteLoaderContext, RoutePathContext, SiteDataContext } from '../../client/contexts';
import type { RouteLoader } from '../../client/routeLoader';
import { testSite } from '../../test-utils';
import Link from '@theme/Link';

function renderWithLoader(link: ReactNode) {
  const preload = vi.fn();
  const loader = { preload } as unknown as RouteLoader;
  render(
      <RouteLoaderContext.Provider value={loader}>{link}</RouteLoaderContext.Provider>,
  );
  return preload;
}

describe('Link', () => {
  it('prefetches internal routes on hover, focus and touch', () => {
    const onMouseEnter = vi.fn();
    const preload = renderWithLoader(
      <Link to="/docs/next/?tab=1#part" onMouseEnter={onMouseEnter}>
        next
      </Link>,
    );
    const link = screen.getByRole('link');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(preload.mock.calls).toEqual([['/docs/next/'], ['/docs/next/'], ['/docs/next/']]);
    expect(onMouseEnter).toHaveBeenCalledOnce();
  });

  it('does not prefetch external links, which open in a new tab', () => {
    const preload = renderWithLoader(<Link href="https://example.com/">out</Link>);
    const link = screen.getByRole('link');
    fireEvent.mouseEnter(link);
    expect(preload).not.toHaveBeenCalled();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves links with an explicit target to the browser', () => {
    renderWithLoader(
      <Link to="/docs/" target="_self">
        docs
      </Link>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('renders plain anchors on the server, with the caller\'s props and a same-page anchor tied to the route', () => {
    const onServer = (link: ReactNode) =>
      renderToStaticMarkup(<RoutePathContext.Provider value="/docs/intro/">{link}</RoutePathContext.Provider>);
    expect(
      onServer(
        <Link to="/docs/a/" className="link active" aria-current="page">
          A
        </Link>,
      ),
    ).toBe('<a href="/docs/a/" class="link active" aria-current="page">A</a>');
    expect(onServer(<Link to="#usage">Usage</Link>)).toBe('<a href="/docs/intro/#usage">Usage</a>');
    expect(onServer(<Link href="https://example.com/" title="Out">out</Link>)).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer" title="Out">out</a>',
    );
    expect(
      onServer(
        <Link to="/files/guide.pdf" download="guide.pdf">
          PDF
        </Link>,
      ),
    ).toBe('<a href="/files/guide.pdf" download="guide.pdf">PDF</a>');
  });

  describe('under a base URL', () => {
    const underSub = { ...testSite, baseUrl: '/sub/' };
    const onServer = (link: ReactNode, site = underSub) =>
      renderToStaticMarkup(
        <SiteDataContext.Provider value={site}>
          <RoutePathContext.Provider value="/sub/docs/intro/">{link}</RoutePathContext.Provider>
        </SiteDataContext.Provider>,
      );

    it('puts the base URL in front of site paths given as `to` or `href`, once', () => {
      expect(onServer(<Link to="/docs/">Docs</Link>)).toBe('<a href="/sub/docs/">Docs</a>');
      expect(onServer(<Link href="/blog/?page=2#top">Blog</Link>)).toBe('<a href="/sub/blog/?page=2#top">Blog</a>');
      expect(onServer(<Link to="/">Home</Link>)).toBe('<a href="/sub/">Home</a>');
      // Paths from Cairn's data already start with the base URL.
      expect(onServer(<Link to="/sub/docs/">Docs</Link>)).toBe('<a href="/sub/docs/">Docs</a>');
      expect(onServer(<Link to="/sub">Home</Link>)).toBe('<a href="/sub/">Home</a>');
      expect(onServer(<Link to="/subway/">Subway</Link>)).toBe('<a href="/sub/subway/">Subway</a>');
      expect(onServer(<Link to="/files/guide.pdf">PDF</Link>)).toBe('<a href="/sub/files/guide.pdf">PDF</a>');
    });

    it('leaves hashes, queries, protocol-relative and full URLs alone', () => {
      expect(onServer(<Link to="#usage">Usage</Link>)).toBe('<a href="/sub/docs/intro/#usage">Usage</a>');
      expect(onServer(<Link to="?tab=2">Tab</Link>)).toBe('<a href="?tab=2">Tab</a>');
      expect(onServer(<Link href="//cdn.example.com/a.js">CDN</Link>)).toBe(
        '<a href="//cdn.example.com/a.js" target="_blank" rel="noopener noreferrer">CDN</a>',
      );
      expect(onServer(<Link href="mailto:team@example.com">Mail</Link>)).toBe('<a href="mailto:team@example.com">Mail</a>');
      expect(onServer(<Link href="https://example.com/docs/">Out</Link>)).toBe(
        '<a href="https://example.com/docs/" target="_blank" rel="noopener noreferrer">Out</a>',
      );
    });

    it('leaves site paths as they are when the base URL is "/"', () => {
      expect(onServer(<Link to="/docs/">Docs</Link>, testSite)).toBe('<a href="/docs/">Docs</a>');
    });

    it('navigates and preloads the prefixed path in the browser', () => {
      const preload = vi.fn();
      const navigate = vi.fn();
      render(
        <SiteDataContext.Provider value={underSub}>
          <NavigateContext.Provider value={navigate}>
            <RouteLoaderContext.Provider value={{ preload } as unknown as RouteLoader}>
              <Link to="/docs/next/">next</Link>
            </RouteLoaderContext.Provider>
          </NavigateContext.Provider>
        </SiteDataContext.Provider>,
      );
      const link = screen.getByRole('link');
      expect(link.getAttribute('href')).toBe('/sub/docs/next/');
      fireEvent.mouseEnter(link);
      fireEvent.click(link);
      expect(preload).toHaveBeenCalledWith('/sub/docs/next/');
      expect(navigate).toHaveBeenCalledWith('/sub/docs/next/');
    });
  });
});
