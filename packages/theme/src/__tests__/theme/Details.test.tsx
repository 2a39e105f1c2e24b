import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Details, { collapseDuration } from '@theme/Details';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener() {},
    removeEventListener() {},
  }));
}

function renderDetails(open?: boolean) {
  const { container } = render(
    <Details open={open}>
      <summary>More</summary>
      <p>Hidden text</p>
    </Details>,
  );
  const details = container.querySelector('details')!;
  return { details, summary: screen.getByText('More'), content: details.querySelector('p')!.parentElement! };
}

describe('Details', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('server-renders the open attribute as given, with the summary first', () => {
    expect(renderToStaticMarkup(<Details open><summary>S</summary>x</Details>)).toMatch(
      /^<details open="" class="details [^"]+"><summary class="[^"]+">S<\/summary><div class="[^"]+">x<\/div><\/details>$/,
    );
    expect(renderToStaticMarkup(<Details><summary>S</summary>x</Details>)).not.toContain('open');
  });

  it('takes longer for taller content, within bounds, and 1 ms with reduced motion', () => {
    expect(collapseDuration(0, false)).toBe(150);
    expect(collapseDuration(100, false)).toBe(270);
    expect(collapseDuration(400, false)).toBe(390);
    expect(collapseDuration(100_000, false)).toBe(600);
    expect(collapseDuration(400, true)).toBe(1);
  });

  it('opens at once and animates the height from zero', () => {
    mockReducedMotion(false);
    const { details, summary, content } = renderDetails();
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(content.style.height).toBe('0px'); // jsdom measures everything as 0 px tall
    expect(content.style.transition).toBe('height 150ms ease-in-out');
    act(() => vi.advanceTimersByTime(150));
    expect(content.getAttribute('style')).toBeNull();
    expect(details.open).toBe(true);
  });

  it('closes only when the animation ends', () => {
    mockReducedMotion(false);
    const { details, summary, content } = renderDetails(true);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(content.style.overflow).toBe('hidden');
    act(() => vi.advanceTimersByTime(149));
    expect(details.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(details.open).toBe(false);
    expect(content.getAttribute('style')).toBeNull();
  });

  it('animates for 1 ms under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const { details, summary, content } = renderDetails(true);
    fireEvent.click(summary);
    expect(content.style.transition).toBe('height 1ms ease-in-out');
    act(() => vi.advanceTimersByTime(1));
    expect(details.open).toBe(false);
  });

  it('reverses when clicked again mid-animation', () => {
    mockReducedMotion(false);
    const { details, summary } = renderDetails(true);
    fireEvent.click(summary);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(summary);
    act(() => vi.advanceTimersByTime(600));
    expect(details.open).toBe(true);
  });

  it('lets links in the summary work without toggling', () => {
    const { container } = render(
      <Details>
        <summary>
          See <a href="#x">x</a>
        </summary>
        body
      </Details>,
    );
    const link = screen.getByRole('link');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(container.querySelector('details')!.open).toBe(false);
  });
});
