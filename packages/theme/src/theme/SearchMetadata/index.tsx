import { useContext } from 'react';
import { HeadCollectorContext, type CollectedHead } from '@cairn/theme/internal';

export interface Props {
  readonly locale?: string;
  readonly version?: string;
  readonly tag?: string;
}

/** Puts a `<meta name content>` into the collected head, in place of an earlier one of that name. */
function setMeta(head: CollectedHead, name: string, content: string): void {
  const tags = (head.tags ??= []);
  const same = tags.findIndex(
    (tag) => tag.tag === 'meta' && tag.attributes.some(([key, value]) => key === 'name' && value === name),
  );
  if (same !== -1) tags.splice(same, 1);
  tags.push({ tag: 'meta', attributes: [['name', name], ['content', content]], text: null });
}

/**
 * The page's search facets as `<meta>` tags (Docusaurus's `@theme/SearchMetadata`): Algolia
 * DocSearch's (`docsearch:language`, `docsearch:version`, `docsearch:docusaurus_tag`) and those
 * local search plugins read (`docusaurus_locale`, `docusaurus_version`, `docusaurus_tag`).
 * Renders nothing: the tags go to the head collector during server rendering, and the engine
 * writes them into the page's `<head>`, where crawlers read them. In the browser there is no
 * collector, and nothing to do: a crawler reads the built page.
 */
export default function SearchMetadata({ locale, version, tag }: Props) {
  const head = useContext(HeadCollectorContext);
  if (head) {
    const metas: [string, string | undefined][] = [
      ['docusaurus_locale', locale],
      ['docusaurus_version', version],
      ['docusaurus_tag', tag],
      ['docsearch:language', locale],
      ['docsearch:version', version],
      ['docsearch:docusaurus_tag', tag],
    ];
    for (const [name, content] of metas) if (content) setMeta(head, name, content);
  }
  return null;
}
