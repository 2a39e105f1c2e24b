/**
 * What the route loader loads before the visitor reaches another page, for the docs lookups
 * there (see docsLists.ts). Only navigations need it, so it is a chunk of its own, which the
 * first page's bundle does not carry.
 */
import type { SiteData } from '../types';
import { loadedSiteChunk, loadSiteChunks } from '../client/siteChunks';
import { partFor } from '../client/keyParts';
import type { DocsLists } from './docsLists';
import { isPathWithin } from './useDocs';
import { comparableRoutePath } from './useRoutePath';

/**
 * Loads what lookups on the page at `pathname` need, before the visitor reaches it: each
 * smaller instance's lists; for a larger one whose pages the path is among, the part holding
 * the path and the part holding its doc's id (that doc in every version, for the version
 * dropdown). Lookups of other docs wait for their own parts.
 */
export async function loadDocsFor(site: SiteData, pathname: string): Promise<void> {
  const key = comparableRoutePath(safeDecodeURI(pathname));
  await Promise.all(
    Object.values(site.globalData?.docs ?? {}).map(async (instance) => {
      const url = instance.docsUrl;
      if (typeof url !== 'string' || url === '') return;
      const parts = instance.docsParts;
      if (!parts) return loadSiteChunks([url]);
      if (!isPathWithin(key, instance.path)) return;
      const byPath = partFor(parts.byPath, key);
      if (!byPath) return;
      await loadSiteChunks([byPath.url]);
      const lists = loadedSiteChunk(byPath.url) as DocsLists;
      const doc = Object.values(lists)
        .flat()
        .find((candidate) => comparableRoutePath(candidate.path) === key);
      const byId = doc && partFor(parts.byId, doc.id);
      if (byId) await loadSiteChunks([byId.url]);
    }),
  );
}

// The same as client/routes.ts's: importing it from that chunk would add the chunk to this
// one's dependencies, which every page's entry lists (21 bytes of a first visit).
function safeDecodeURI(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
