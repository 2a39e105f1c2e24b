import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InApp, testSite } from '../../test-utils';
import ColorModeToggle from '@theme/ColorModeToggle';
import type { SiteData } from '../../types';

function Toggle({ site = testSite }: { site?: SiteData }) {
  return (
    <InApp path="/" site={site}>
      <ColorModeToggle />
    </InApp>
  );
}

describe('ColorModeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'light';
    delete document.documentElement.dataset.respectPrefersColorScheme;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('light'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('names the current mode and switches it', async () => {
    render(<Toggle />);
    const button = screen.getByRole('button', { name: /currently light mode/ });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /currently dark mode/ })).toBeTruthy();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('says "system mode" when the site follows the system and the visitor chose nothing', async () => {
    document.documentElement.dataset.respectPrefersColorScheme = '';
    const site = { ...testSite, colorMode: { ...testSite.colorMode, respectPrefersColorScheme: true } };
    render(<Toggle site={site} />);
    expect(screen.getByRole('button', { name: /currently system mode/ })).toBeTruthy();
    // The system is light here: the first click picks the other mode.
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('button', { name: /currently dark mode/ })).toBeTruthy();
  });

  it('is hidden when the switch is disabled', () => {
    const site = { ...testSite, colorMode: { ...testSite.colorMode, disableSwitch: true } };
    render(<Toggle site={site} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
