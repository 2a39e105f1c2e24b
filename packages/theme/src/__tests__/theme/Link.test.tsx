import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RouteLoaderContext, RoutePathContext } from '../../client/contexts';
import type { RouteLoader } from '../../client/routeLoader';
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
});
