import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_DELAY_MS, ProgressBarView } from './ProgressBar';

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const bar = () => screen.queryByRole('progressbar');

  it('stays hidden for navigations shorter than the delay', () => {
    const { rerender } = render(<ProgressBarView pending />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DELAY_MS - 1));
    expect(bar()).toBeNull();
    rerender(<ProgressBarView pending={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('appears once a navigation has been pending for 200 ms and hides when it ends', () => {
    expect(PROGRESS_BAR_DELAY_MS).toBe(200);
    const { rerender } = render(<ProgressBarView pending />);
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).not.toBeNull();
    rerender(<ProgressBarView pending={false} />);
    expect(bar()).toBeNull();
  });

  it('restarts the delay for the next navigation', () => {
    const { rerender } = render(<ProgressBarView pending />);
    act(() => vi.advanceTimersByTime(250));
    rerender(<ProgressBarView pending={false} />);
    rerender(<ProgressBarView pending />);
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).not.toBeNull();
  });
});
