import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorModeScript } from './colorModeScript';

function stubSystemPreference(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

function runScript() {
  new Function(colorModeScript)();
  return document.documentElement.dataset.theme;
}

describe('colour-mode inline script', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses the stored choice over the system preference', () => {
    stubSystemPreference(true);
    localStorage.setItem('theme', 'light');
    expect(runScript()).toBe('light');
    localStorage.setItem('theme', 'dark');
    stubSystemPreference(false);
    expect(runScript()).toBe('dark');
  });

  it('falls back to the system preference without a valid stored choice', () => {
    stubSystemPreference(true);
    expect(runScript()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    stubSystemPreference(false);
    expect(runScript()).toBe('light');
  });

  it('survives unavailable storage', () => {
    stubSystemPreference(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runScript()).toBe('dark');
  });

  it('is a self-contained expression statement', () => {
    expect(colorModeScript.trim()).toMatch(/^\(function \(\) \{[\s\S]*\}\)\(\);$/);
  });
});
