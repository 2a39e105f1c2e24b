import Link from '@theme/Link';
import { nestToc, type TocItem, type TocNode } from '@cairn/theme/internal';
import styles from './styles.module.css';

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

/** `<TOCInline />` in MDX: the page's headings (already filtered by the engine) as nested links. */
export default function TOCInline({ toc }: { toc: TocItem[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className={`toc-inline ${styles.tocInline}`} aria-label="Contents of this page">
      <TocInlineList nodes={nestToc(toc)} />
    </nav>
  );
}
