import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { docsSite, InApp, testSite } from '../../test-utils';
import NotFound from '@theme/NotFound';

describe('NotFound', () => {
  it('says a docs page does not exist in its version, and leads to that version and the latest one', () => {
    render(
      <InApp path="/docs/3.4.0/removed/" site={docsSite()}>
        <NotFound />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText(/does not exist in the/).textContent).toContain('3.4.0 version of the docs');
    expect(screen.getByRole('link', { name: 'Go to the main page of the 3.4.0 docs' }).getAttribute('href')).toBe(
      '/docs/3.4.0/',
    );
    expect(
      screen.getByRole('link', { name: 'Go to the latest version of the docs (Canary)' }).getAttribute('href'),
    ).toBe('/docs/');
  });

  it('offers no second link inside the latest version', () => {
    render(
      <InApp path="/tests/docs/gone/" site={docsSite()}>
        <NotFound />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Go to the main page of the Canary docs' }).getAttribute('href')).toBe(
      '/tests/docs/',
    );
    expect(screen.queryByRole('link', { name: /latest version/ })).toBeNull();
  });

  it('is unchanged outside the docs', () => {
    render(
      <InApp path="/definitely/not/here/" site={docsSite()}>
        <NotFound />
      </InApp>,
    );
    expect(screen.getByText('We could not find what you were looking for.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('renders as 404.html on the server, with or without docs data', () => {
    for (const site of [testSite, docsSite()]) {
      const html = renderToString(
        <InApp path="/404.html" site={site}>
          <NotFound />
        </InApp>,
      );
      expect(html).toContain('We could not find what you were looking for.');
    }
  });
});
