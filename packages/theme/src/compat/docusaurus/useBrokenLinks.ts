// `@docusaurus/useBrokenLinks`: Docusaurus components report the links and anchors they render
// through it, for its broken-link check. Cairn checks links and anchors in the built HTML, which
// holds every link and `id` a component renders, so the reports are not needed.
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const accepted: BrokenLinks = { collectLink() {}, collectAnchor() {} };

export default function useBrokenLinks(): BrokenLinks {
  return accepted;
}
