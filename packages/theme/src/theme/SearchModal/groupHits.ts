import type { SearchHit } from '@cairn/theme/internal';

/** One page of the site among the results: its own row, then a row per matching section. */
export interface PageResults {
  page: SearchHit;
  sections: SearchHit[];
}

export interface ResultGroup {
  lvl0: string;
  pages: PageResults[];
}

function pageUrlOf(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Groups hits by `lvl0`, then by page, in the order they rank (a group or page appears where
 * its best hit does). A page matched only in its sections still gets a row of its own, which
 * leads to the top of the page.
 */
export function groupHits(hits: readonly SearchHit[]): ResultGroup[] {
  const groups = new Map<string, Map<string, PageResults>>();
  // Pages whose row was made from a section, until the page's own hit (if any) arrives.
  const madeUp = new Set<PageResults>();
  for (const hit of hits) {
    let pages = groups.get(hit.lvl0);
    if (!pages) {
      pages = new Map();
      groups.set(hit.lvl0, pages);
    }
    const pageUrl = pageUrlOf(hit.url);
    const isPage = hit.heading === undefined;
    const existing = pages.get(pageUrl);
    if (!existing) {
      const page: SearchHit = isPage
        ? hit
        : { id: `${hit.id}#page`, url: pageUrl, lvl0: hit.lvl0, title: hit.title, category: hit.category, excerptHtml: '', type: hit.type, external: hit.external };
      const entry = { page, sections: isPage ? [] : [hit] };
      if (!isPage) madeUp.add(entry);
      pages.set(pageUrl, entry);
    } else if (isPage && madeUp.has(existing)) {
      existing.page = hit;
      madeUp.delete(existing);
    } else if (isPage) {
      // Two page results for one URL (the text before the first heading, found twice): one row is enough.
      continue;
    } else {
      existing.sections.push(hit);
    }
  }
  return [...groups].map(([lvl0, pages]) => ({ lvl0, pages: [...pages.values()] }));
}

/** The hits in the order their rows show, for keyboard selection. */
export function rowsOf(groups: readonly ResultGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.pages.flatMap(({ page, sections }) => [page, ...sections]));
}
