import BlogAuthor from '@theme/BlogAuthor';
import Link from '@theme/Link';
import {
  blogAuthorName,
  formatBlogDate,
  formatReadingTime,
  translate,
  useSiteData,
  type BlogAuthor as Author,
  type BlogPostItemData,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostItemHeaderProps {
  post: BlogPostItemData;
  /** On the post's own page the title is the page's `h1`; in lists an `h2` linking to the post. */
  isBlogPostPage?: boolean;
  /** A changelog entry: no reading time, and the authors as a short list of names. */
  changelog?: boolean;
}

function authorsLabel(): string {
  return translate({ id: 'theme.cairn.blog.post.authorsAriaLabel', message: 'Authors' });
}

/** A changelog's authors: their names, each linking to the author's address when there is one. */
function AuthorNames({ authors }: { authors: Author[] }) {
  return (
    <ul className={styles.authorNames} aria-label={authorsLabel()}>
      {authors.map((author, index) => {
        const name = blogAuthorName(author);
        return (
          // Authors written in a post have no key, and two may share a name: the position is their identity.
          <li key={index}>{author.url ? <Link href={author.url}>{name}</Link> : name}</li>
        );
      })}
    </ul>
  );
}

/** A post's title, date, reading time and authors. */
export default function BlogPostItemHeader({ post, isBlogPostPage = false, changelog = false }: BlogPostItemHeaderProps) {
  const { lang, i18n } = useSiteData();
  const showReadingTime = !changelog && post.readingTime != null;
  return (
    <header className={styles.header}>
      {isBlogPostPage ? (
        <h1 className={`cairn-page-title ${styles.title}`}>{post.title}</h1>
      ) : (
        <h2 className={styles.title}>
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
      )}
      <div className={styles.meta}>
        <time dateTime={post.date}>{formatBlogDate(post.date, lang, 'long', i18n.calendar)}</time>
        {showReadingTime && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{formatReadingTime(post.readingTime!)}</span>
          </>
        )}
      </div>
      {post.authors.length > 0 &&
        (changelog ? (
          <AuthorNames authors={post.authors} />
        ) : (
          <ul className={styles.authors} aria-label={authorsLabel()}>
            {post.authors.map((author, index) => (
              <li key={author.key ?? index}>
                <BlogAuthor author={author} />
              </li>
            ))}
          </ul>
        ))}
    </header>
  );
}
