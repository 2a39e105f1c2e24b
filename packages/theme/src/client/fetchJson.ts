export type FetchJson = (url: string) => Promise<unknown>;

/**
 * The default mode of `fetch` ("cors", credentials "same-origin") is what a
 * `<link rel=preload as=fetch crossorigin=anonymous>` requests, so the preloaded
 * response is reused instead of downloaded twice.
 */
export const fetchJsonOverNetwork: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
};
