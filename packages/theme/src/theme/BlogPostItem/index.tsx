import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import { ContentTree, type BlogPostItemData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostItemProps {
  /** A list page's post (`BlogPostSummary`: its excerpt when `truncated`), or a post page's data. */
  post: BlogPostItemData;
  /** The post's own page: the title is the `h1` and no "Read more" link is shown. */
  isBlogPostPage?: boolean;
  /** A changelog entry (see `BlogPostItem/Header`). */
  changelog?: boolean;
}

/**
 * One post: header (title, date, reading time, authors), its content in `.markdown` (the
 * engine's feeds read the post from `article .markdown`), then tags and "Read more".
 */
export default function BlogPostItem({ post, isBlogPostPage = false, changelog = false }: BlogPostItemProps) {
  return (
    <article className={styles.post}>
      <BlogPostItemHeader post={post} isBlogPostPage={isBlogPostPage} changelog={changelog} />
      <div className="markdown">
        <ContentTree tree={post.content} />
      </div>
      <BlogPostItemFooter post={post} isBlogPostPage={isBlogPostPage} />
    </article>
  );
}
