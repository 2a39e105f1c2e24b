import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageStylesheets } from './usePageStylesheets';

function Page({ stylesheets }: { stylesheets?: string[] | null }) {
  usePageStylesheets(stylesheets);
  return null;
}

function linkedStylesheets(): string[] {
  return [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!);
}

describe('usePageStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links each stylesheet once, leaving ones already in <head> alone', () => {
    // As the engine writes it for the first page: a site-absolute URL.
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/css/katex-1.css">';
    const { rerender, unmount } = render(
      <Page stylesheets={['/assets/css/katex-1.css', '/assets/css/extra-2.css']} />,
    );
    expect(linkedStylesheets()).toEqual(['/assets/css/katex-1.css', '/assets/css/extra-2.css']);

    // Another page with the same stylesheets, and a remount: nothing is added twice.
    rerender(<Page stylesheets={['/assets/css/extra-2.css', '/assets/css/katex-1.css']} />);
    unmount();
    render(<Page stylesheets={['/assets/css/katex-1.css', '/assets/css/extra-2.css']} />);
    expect(linkedStylesheets()).toEqual(['/assets/css/katex-1.css', '/assets/css/extra-2.css']);
  });

  it('does nothing for pages without stylesheets', () => {
    render(<Page stylesheets={null} />);
    render(<Page />);
    expect(linkedStylesheets()).toEqual([]);
  });
});
