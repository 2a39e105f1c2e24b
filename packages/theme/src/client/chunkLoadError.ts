/**
 * What a part of a page loaded on demand throws when its code could not be downloaded: the
 * bundle script's plugins serve `lazy(() => import(…).catch(chunkLoadError))` (see
 * bin/vite/deferReexports.mjs), and error boundaries tell a `ChunkLoadError` from a component's
 * own errors (NavbarItemErrorBoundary: no "check the config" notice for a network failure).
 * A module of its own, imported by every served module: the entry and each page chunk that
 * loads parts on demand would otherwise carry a copy.
 */
export function chunkLoadError(cause: unknown): never {
  throw Object.assign(new Error('the code of a part of the page could not be loaded', { cause }), {
    name: 'ChunkLoadError',
  });
}
