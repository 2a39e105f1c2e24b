/**
 * The worker's params travel in its own URL (`sw.js?params=<JSON>`): a worker has no page to
 * read options from, and a change of params is a new script URL, so the browser installs the
 * worker again with the new behaviour.
 */
export interface WorkerParams {
  offlineMode: boolean;
  debug: boolean;
}

export function parseWorkerParams(search: string): WorkerParams {
  const raw = new URLSearchParams(search).get('params');
  let parsed: Partial<WorkerParams> = {};
  try {
    parsed = raw ? (JSON.parse(raw) as Partial<WorkerParams>) : {};
  } catch {
    // A hand-written or truncated URL: the safe reading is "no offline mode".
  }
  return { offlineMode: parsed.offlineMode === true, debug: parsed.debug === true };
}

export function workerUrl(swPath: string, params: WorkerParams): string {
  return `${swPath}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/**
 * The precached URLs a request may be stored under, ignoring query and hash: the URL itself,
 * its `index.html`, and `.html`, since page URLs are written with or without a trailing slash.
 */
export function candidateUrls(href: string): string[] {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  const base = url.href;
  if (base.endsWith('/')) return [base, `${base}index.html`];
  return [base, `${base}/index.html`, `${base}.html`];
}
