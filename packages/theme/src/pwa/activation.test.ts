import { describe, expect, it } from 'vitest';
import { isOfflineMode, type VisitFacts } from './activation';
import { candidateUrls, parseWorkerParams, workerUrl } from './params';

const plain: VisitFacts = { search: '', appInstalled: false, standalone: false, mobile: false, saveData: false };
const defaults = ['appInstalled', 'queryString', 'standalone'];

describe('isOfflineMode', () => {
  it('is off for a plain visit with the default strategies', () => {
    expect(isOfflineMode(defaults, plain)).toBe(false);
  });

  it.each([
    ['appInstalled', { appInstalled: true }],
    ['queryString', { search: '?offlineMode=true' }],
    ['standalone', { standalone: true }],
    ['mobile', { mobile: true }],
    ['saveData', { saveData: true }],
    ['always', {}],
  ] as const)('turns on by %s', (strategy, facts) => {
    expect(isOfflineMode([strategy], { ...plain, ...facts })).toBe(true);
    expect(isOfflineMode([], { ...plain, ...facts })).toBe(false);
  });

  it('needs the strategy to be listed', () => {
    expect(isOfflineMode(defaults, { ...plain, mobile: true, saveData: true })).toBe(false);
    expect(isOfflineMode(['standalone'], { ...plain, search: '?offlineMode=true' })).toBe(false);
    expect(isOfflineMode(defaults, { ...plain, search: '?offlineMode=false' })).toBe(false);
  });
});

describe('worker params', () => {
  it('round-trip through the worker URL', () => {
    const url = workerUrl('/base/sw.js', { offlineMode: true, debug: false });
    expect(url).toBe('/base/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D');
    expect(parseWorkerParams(new URL(url, 'https://x.dev').search)).toEqual({ offlineMode: true, debug: false });
  });

  it('read a broken URL as no offline mode', () => {
    expect(parseWorkerParams('?params=%7Bnot')).toEqual({ offlineMode: false, debug: false });
    expect(parseWorkerParams('')).toEqual({ offlineMode: false, debug: false });
  });

  it('look a page up with and without its index.html, ignoring query and hash', () => {
    expect(candidateUrls('https://x.dev/docs/intro/?q=1#top')).toEqual([
      'https://x.dev/docs/intro/',
      'https://x.dev/docs/intro/index.html',
    ]);
    expect(candidateUrls('https://x.dev/docs/intro')).toEqual([
      'https://x.dev/docs/intro',
      'https://x.dev/docs/intro/index.html',
      'https://x.dev/docs/intro.html',
    ]);
  });
});
