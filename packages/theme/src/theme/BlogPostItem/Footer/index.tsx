import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import Link from '@theme/Link';
import TagsListInline from '@theme/TagsListInline';
import { translate, type BlogPostItemData, type BlogPostPageData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostItemFooterProps {
  /** The post; on its own page, with the edit link and last update of `BlogPostPageData`. */
  post: BlogPostItemData & Partial<Pick<BlogPostPageData, 'editUrl' | 'lastUpdatedAt' | 'lastUpdatedBy'>>;
  /** On the post's own page: the edit link and last update instead of "Read more". */
  isBlogPostPage?: boolean;
}

/** Below a post: its tags, then "Read more" in lists, or the edit link and last update on its page. */
export default function BlogPostItemFooter({ post, isBlogPostPage = false }: BlogPostItemFooterProps) {
  const readMore = !isBlogPostPage && post.truncated === true;
  const editUrl = isBlogPostPage ? post.editUrl : undefined;
  const hasLastUpdated = isBlogPostPage && (post.lastUpdatedAt != null || !!post.lastUpdatedBy);
  if (post.tags.length === 0 && !readMore && !editUrl && !hasLastUpdated) return null;
  return (
    <footer className={isBlogPostPage ? `${styles.footer} ${styles.postPage}` : styles.footer}>
      {post.tags.length > 0 && <TagsListInline tags={post.tags} />}
      {readMore && (
        <Link
          to={post.permalink}
          className={styles.readMore}
          aria-label={translate(
            { id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' },
            { title: post.title },
          )}
        >
          {translate({ id: 'theme.blog.post.readMore', message: 'Read more' })}
        </Link>
      )}
      {(editUrl || hasLastUpdated) && (
        <div className={styles.meta}>
          {editUrl && <EditThisPage editUrl={editUrl} />}
          {hasLastUpdated && <LastUpdated lastUpdatedAt={post.lastUpdatedAt} lastUpdatedBy={post.lastUpdatedBy} />}
        </div>
      )}
    </footer>
  );
}
