import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextColorModeChoice, useColorMode } from './useColorMode';

function Probe() {
  const { colorMode, colorModeChoice, toggleColorMode } = useColorMode();
  return (
    <button type="button" onClick={toggleColorMode}>
      {colorMode}/{colorModeChoice ?? 'none'}
    </button>
  );
}

const html = document.documentElement;
let systemDark = false;
const systemListeners = new Set<() => void>();

describe('useColorMode', () => {
  beforeEach(() => {
    localStorage.clear();
    html.dataset.theme = 'light';
    delete html.dataset.respectPrefersColorScheme;
    delete html.dataset.defaultMode;
    systemDark = false;
    systemListeners.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('dark') ? systemDark : !systemDark;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => systemListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => systemListeners.delete(listener),
    }));
  });

  it('toggles the mode, persists it and updates <html data-theme>', async () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button'));
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByText('dark/dark')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(html.dataset.theme).toBe('light');
  });

  it('follows changes made in another tab', async () => {
    render(<Probe />);
    localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(html.dataset.theme).toBe('dark');
    expect(await screen.findByText('dark/dark')).toBeTruthy();
  });

  it('cycles light → dark → system when the site respects the system preference', async () => {
    html.dataset.respectPrefersColorScheme = '';
    systemDark = true;
    html.dataset.theme = 'dark';
    render(<Probe />);
    expect(await screen.findByText('dark/none')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('light/light')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('dark/dark')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('dark/none')).toBeTruthy();
    expect(localStorage.getItem('theme')).toBeNull();
    // Without a choice the mode follows the system, live.
    systemDark = false;
    await act(async () => systemListeners.forEach((listener) => listener()));
    expect(html.dataset.theme).toBe('light');
    expect(await screen.findByText('light/none')).toBeTruthy();
  });

  it('computes the next choice', () => {
    // Light ↔ dark when the site does not follow the system.
    expect(nextColorModeChoice(null, 'light', false)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', false)).toBe('light');
    // A light system: system → dark → light → system.
    expect(nextColorModeChoice(null, 'light', true, 'light')).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', true, 'light')).toBe('light');
    expect(nextColorModeChoice('light', 'light', true, 'light')).toBeNull();
  });
});
