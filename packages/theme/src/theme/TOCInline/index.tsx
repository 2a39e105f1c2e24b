import Link from '@theme/Link';
import { nestToc, translate, type TocItem, type TocNode } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** A heading as Docusaurus's `toc` lists it, for a `toc` computed by a page's code. */
interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

function TocInlineList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={`#${node.id}`}>{node.text}</Link>
          {node.children.length > 0 && <TocInlineList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/** A heading in Cairn's form; Docusaurus's `value` is HTML, escaped by the engine. */
function asTocItem(item: TocItem | DocusaurusTocItem): TocItem {
  if ('text' in item) return item;
  const text = new DOMParserLike(item.value).text;
  return { id: item.id, text, level: item.level };
}

/** The text of a little HTML (a heading's), on the server too, where there is no DOM. */
class DOMParserLike {
  readonly text: string;
  constructor(html: string) {
    this.text = html
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
}

/**
 * `<TOCInline />` in MDX: the page's headings as nested links. The engine gives them filtered;
 * a `toc` the page's code computes (`toc={toc.slice(2)}`) is filtered here, by
 * `minHeadingLevel` and `maxHeadingLevel` (2 and 3 unless given), as in Docusaurus.
 */
export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly (TocItem | DocusaurusTocItem)[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  // The engine's items come filtered; Docusaurus's (`value`) come from the page's code.
  const inLevels = (item: TocItem | DocusaurusTocItem) =>
    !('value' in item) || (item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  const items = toc.filter(inLevels).map(asTocItem);
  if (items.length === 0) return null;
  return (
    <nav
      className={`toc-inline ${styles.tocInline}`}
      aria-label={translate({ id: 'theme.cairn.TOCInline.ariaLabel', message: 'Contents of this page' })}
    >
      <TocInlineList nodes={nestToc(items)} />
    </nav>
  );
}
