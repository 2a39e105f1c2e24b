export interface FetchJsonOptions {
  /**
   * Ask the server whether the file changed (`cache: 'no-cache'`) instead of taking a cached
   * copy: for a file whose name stays the same when its content changes (the route manifest).
   */
  revalidate?: boolean;
}

export type FetchJson = (url: string, options?: FetchJsonOptions) => Promise<unknown>;

/**
 * The default mode of `fetch` ("cors", credentials "same-origin") is what a
 * `<link rel=preload as=fetch crossorigin=anonymous>` requests, so the preloaded
 * response is reused instead of downloaded twice.
 */
export const fetchJsonOverNetwork: FetchJson = async (url, options) => {
  const response = await fetch(url, options?.revalidate ? { cache: 'no-cache' } : undefined);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
};
