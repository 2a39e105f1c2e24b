import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import type { ReactNode } from 'react';
import { ContentTree, type BlogPostItemData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostItemProps {
  /** A list page's post (`BlogPostSummary`: its excerpt when `truncated`), or a post page's data. */
  post: BlogPostItemData;
  /** The post's own page: the title is the `h1` and no "Read more" link is shown. */
  isBlogPostPage?: boolean;
  /** A changelog entry (see `BlogPostItem/Header`). */
  changelog?: boolean;
  /** The post as its own page shows it (BlogPostPage's article), in place of the list's. */
  children?: ReactNode;
}

/**
 * One post, on a list page and on its own page alike (as in Docusaurus, so a site's wrapper
 * of it, say for comments under a post, shows on both): header (title, date, reading time,
 * authors), its content in `.markdown` (the engine's feeds read the post from
 * `article .markdown`), then tags and "Read more". The post's own page gives its article as
 * `children` (with the table of contents and the links to the newer and older posts), so
 * that its styles stay in that page's stylesheet.
 */
export default function BlogPostItem({ post, isBlogPostPage = false, changelog = false, children }: BlogPostItemProps) {
  if (children !== undefined) return <>{children}</>;
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
