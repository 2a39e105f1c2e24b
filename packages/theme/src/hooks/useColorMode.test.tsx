import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useColorMode } from './useColorMode';

function Probe() {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <button type="button" onClick={toggleColorMode}>
      {colorMode}
    </button>
  );
}

describe('useColorMode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'light';
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('toggles the mode, persists it and updates <html data-theme>', async () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByText('dark')).toBeTruthy();
  });

  it('follows changes made in another tab', async () => {
    render(<Probe />);
    localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByText('dark')).toBeTruthy();
  });
});
