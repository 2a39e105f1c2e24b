import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import TagsListInline from '@theme/TagsListInline';
import type { Doc } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface DocItemFooterProps {
  page: Doc;
}

/** Below a doc's content: its tags, the edit link and the last update; nothing when it has none of them. */
export default function DocItemFooter({ page }: DocItemFooterProps) {
  const tags = page.tags ?? [];
  const hasLastUpdated = page.lastUpdatedAt != null || !!page.lastUpdatedBy;
  if (tags.length === 0 && !page.editUrl && !hasLastUpdated) return null;
  return (
    <footer className={styles.docFooter}>
      {tags.length > 0 && <TagsListInline tags={tags} />}
      {(page.editUrl || hasLastUpdated) && (
        <div className={styles.docMeta}>
          {page.editUrl && <EditThisPage editUrl={page.editUrl} />}
          {hasLastUpdated && <LastUpdated lastUpdatedAt={page.lastUpdatedAt} lastUpdatedBy={page.lastUpdatedBy} />}
        </div>
      )}
    </footer>
  );
}
