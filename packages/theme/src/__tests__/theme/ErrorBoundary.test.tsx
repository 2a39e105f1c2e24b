import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../content/ErrorBoundary';
import { errorChain } from '../../content/errorChain';
import Loading from '@theme/Loading';

function Bomb({ armed }: { armed: boolean }) {
  if (armed) throw new Error('The part failed', { cause: new Error('Its cause') });
  return <p>The part works.</p>;
}

function Harness() {
  const [armed, setArmed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setArmed((value) => !value)}>
        Toggle
      </button>
      <ErrorBoundary>
        <Bomb armed={armed} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary and the Page Error block', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces only the part that threw, shows the cause chain, and tries again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('Page Error');
    expect(alert.querySelector('pre')?.textContent).toBe('The part failed\n\nCause:\nIts cause');
    // The rest of the page still works.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The part works.')).toBeTruthy();
  });

  it('takes a custom fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={({ error }) => <p>Custom: {error.message}</p>}>
        <Bomb armed />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Custom: The part failed')).toBeTruthy();
  });

  it('joins at most five messages of a cause chain', () => {
    let error: Error = new Error('e0');
    for (let index = 1; index < 8; index += 1) error = new Error(`e${index}`, { cause: error });
    expect(errorChain(error).split('Cause:').length).toBe(5);
    expect(errorChain('plain')).toBe('plain');
  });
});

describe('Loading', () => {
  it('shows nothing before the delay, a spinner after it, and an error with Retry', async () => {
    const retry = vi.fn();
    const { container, rerender } = render(<Loading pastDelay={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<Loading pastDelay />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    rerender(<Loading error={new Error('Failed to fetch dynamically imported module')} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Error: Failed to fetch dynamically imported module');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(retry).toHaveBeenCalledOnce();
  });
});
