import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorModeScript } from './colorModeScript';

const html = document.documentElement;

function stubSystemPreference(dark: boolean | null) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark !== null && query.includes(dark ? 'dark' : 'light'),
    media: query,
  }));
}

function runScript() {
  new Function(colorModeScript)();
  return html.dataset.theme;
}

function setAttributes(attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) html.setAttribute(name, value);
}

describe('colour-mode inline script', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const name of html.getAttributeNames()) if (name.startsWith('data-')) html.removeAttribute(name);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the stored choice over the defaults and the system preference', () => {
    setAttributes({ 'data-default-mode': 'dark', 'data-respect-prefers-color-scheme': '' });
    stubSystemPreference(true);
    localStorage.setItem('theme', 'light');
    expect(runScript()).toBe('light');
    localStorage.setItem('theme', 'dark');
    stubSystemPreference(false);
    expect(runScript()).toBe('dark');
  });

  it('uses the default mode, ignoring the system, unless the site respects it', () => {
    stubSystemPreference(true);
    expect(runScript()).toBe('light');
    setAttributes({ 'data-default-mode': 'dark' });
    stubSystemPreference(false);
    expect(runScript()).toBe('dark');
    setAttributes({ 'data-respect-prefers-color-scheme': '' });
    expect(runScript()).toBe('light');
    // A system without a preference gets the default.
    stubSystemPreference(null);
    expect(runScript()).toBe('dark');
  });

  it('ignores a stored choice when the switch is disabled, or an invalid one', () => {
    localStorage.setItem('theme', 'purple');
    stubSystemPreference(false);
    expect(runScript()).toBe('light');
    localStorage.setItem('theme', 'dark');
    setAttributes({ 'data-disable-switch': '' });
    expect(runScript()).toBe('light');
  });

  it('reads the namespaced key in the configured storage, and an unmigrated one', () => {
    setAttributes({ 'data-storage-type': 'sessionStorage', 'data-storage-namespace': 'site-a' });
    localStorage.setItem('theme-site-a', 'dark');
    expect(runScript()).toBe('light');
    sessionStorage.setItem('theme', 'dark');
    expect(runScript()).toBe('dark');
    sessionStorage.setItem('theme-site-a', 'light');
    expect(runScript()).toBe('light');
  });

  it('marks a dismissed announcement with the same id before first paint', () => {
    setAttributes({ 'data-announcement-bar-id': 'release-3.4' });
    runScript();
    expect(html.hasAttribute('data-announcement-bar-initially-dismissed')).toBe(false);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'release-3.3');
    runScript();
    expect(html.hasAttribute('data-announcement-bar-initially-dismissed')).toBe(false);
    localStorage.setItem('docusaurus.announcement.id', 'release-3.4');
    runScript();
    expect(html.hasAttribute('data-announcement-bar-initially-dismissed')).toBe(true);
  });

  it('survives unavailable storage', () => {
    setAttributes({ 'data-respect-prefers-color-scheme': '' });
    stubSystemPreference(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const warn = vi.spyOn(console, 'warn');
    expect(runScript()).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is a self-contained expression statement', () => {
    expect(colorModeScript.trim()).toMatch(/^\(function \(\) \{[\s\S]*\}\)\(\);$/);
  });
});
