import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { docsSite, InApp } from '../../test-utils';
import ErrorPageContent from '@theme/ErrorPageContent';
import NotFoundContent from '@theme/NotFound/Content';

describe('NotFound/Content', () => {
  it('says the page was not found and leads home, without the page layout around it', () => {
    const { container } = render(
      <InApp path="/nowhere/" site={docsSite()}>
        <NotFoundContent className="mine" />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('We could not find what you were looking for.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect((container.firstElementChild as HTMLElement).classList.contains('mine')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("helps inside a docs version, as the 404 page does", () => {
    render(
      <InApp path="/docs/3.4.0/removed/" site={docsSite()}>
        <NotFoundContent />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Go to the main page of the 3.4.0 docs' }).getAttribute('href')).toBe(
      '/docs/3.4.0/',
    );
  });
});

describe('ErrorPageContent', () => {
  it('says the page crashed, with the error and its cause, and renders it again on "Try again"', () => {
    const tryAgain = vi.fn();
    const error = new Error('Cannot read the config', { cause: new Error('file missing') });
    render(<ErrorPageContent error={error} tryAgain={tryAgain} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    expect(alert.textContent).toContain('Cannot read the config');
    expect(alert.textContent).toContain('file missing');
    expect(tryAgain).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });
});
