import BlogPostItem from '@theme/BlogPostItem';
import { BlogPostContext, type BlogPostSummary } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostItemsProps {
  posts: BlogPostSummary[];
  /** The entries of a changelog (see `BlogPostItem/Header`). */
  changelog?: boolean;
}

/** The posts of a list page, each with its excerpt, one below the other. */
export default function BlogPostItems({ posts, changelog = false }: BlogPostItemsProps) {
  if (posts.length === 0) return <p className={styles.empty}>No posts yet.</p>;
  return (
    <div className={styles.posts}>
      {posts.map((post) => (
        <BlogPostContext.Provider key={post.permalink} value={{ post, isBlogPostPage: false }}>
          <BlogPostItem post={post} changelog={changelog} />
        </BlogPostContext.Provider>
      ))}
    </div>
  );
}
