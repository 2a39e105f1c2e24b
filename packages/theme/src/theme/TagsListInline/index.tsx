import Tag from '@theme/Tag';
import { translate, type DocTag } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface TagsListInlineProps {
  /** The page's tags (`page.tags`), each linking to its tag page. */
  tags: DocTag[];
}

/** "Tags:" and the page's tags as pills, below a doc's content. */
export default function TagsListInline({ tags }: TagsListInlineProps) {
  return (
    <div className={`cairn-doc-tags ${styles.tags}`}>
      <b>{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</b>
      <ul aria-label={translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' })}>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </div>
  );
}
