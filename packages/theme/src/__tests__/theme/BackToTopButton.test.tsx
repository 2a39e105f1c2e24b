import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BackToTopButton from '@theme/BackToTopButton';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('BackToTopButton', () => {
  it('is hidden at the top of the page and appears once scrolled down past 300px', () => {
    render(<BackToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll back to top' })).toBeNull();
    scrollTo(200);
    expect(screen.queryByRole('button', { name: 'Scroll back to top' })).toBeNull();
    scrollTo(400);
    const button = screen.getByRole('button', { name: 'Scroll back to top' });
    expect(button.tabIndex).toBe(0);
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll back to top' })).toBeNull();
    expect(button.tabIndex).toBe(-1);
  });

  it('scrolls to the top when clicked', () => {
    const windowScrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTopButton />);
    scrollTo(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll back to top' }));
    expect(windowScrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
