import { readFileSync } from 'node:fs';

/** What the bundle script reports about a site's chunks (`.cairn/client/cairn-manifest.json`). */
export interface BundleManifest {
  components: Record<string, string[]>;
  /** Chunk file (without the leading slash) → the source modules it holds. */
  modules: Record<string, string[]>;
}

export function readBundleManifest(file: URL): BundleManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as BundleManifest;
}

/**
 * What a first visit to a page downloads before it can render and hydrate: the scripts and
 * stylesheets its <head> links (modulepreloads and the entry script; stylesheets), as written.
 */
export function firstVisitFiles(html: string): { scripts: string[]; stylesheets: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[1]!);
  return {
    scripts: [
      ...hrefs(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g),
      ...hrefs(/<script type="module" src="([^"]+)"><\/script>/g),
    ],
    stylesheets: hrefs(/<link rel="stylesheet" href="(\/[^"]+)">/g),
  };
}

/** The source modules in the chunks a page's first visit loads. */
export function firstVisitModules(html: string, manifest: BundleManifest): string[] {
  return firstVisitFiles(html).scripts.flatMap((href) => manifest.modules[href.replace(/^\//, '')] ?? []);
}
