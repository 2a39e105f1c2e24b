import Link from '@theme/Link';
import {
  blogAuthorInitials,
  blogAuthorLink,
  blogAuthorName,
  translatePlural,
  type BlogAuthor as Author,
} from '@cairn/theme/internal';
import { Socials } from './Socials';
import styles from './styles.module.css';

export interface BlogAuthorProps {
  author: Author;
  /** `large`: the card at the top of an author's page, with a bigger picture. */
  size?: 'default' | 'large';
  /** Makes the name a heading of this level (the author page's `h1`, a card's `h2` on the authors list). */
  headingLevel?: 1 | 2 | 3;
  /** How many posts the author wrote, shown as "{count} posts" (the authors list). */
  count?: number;
  className?: string;
}

/** Where the name links: the author's page on the blog, else their address, else their email. */
function authorHref(author: Author): string | undefined {
  return blogAuthorLink(author) ?? (author.email ? `mailto:${author.email}` : undefined);
}

/**
 * An author of a post: picture (or initials), name linking to their page or address, title, and
 * their profiles elsewhere.
 */
export default function BlogAuthor({ author, size = 'default', headingLevel, count, className }: BlogAuthorProps) {
  const name = blogAuthorName(author);
  const href = authorHref(author);
  const socials = author.socials ?? {};
  const nameContent = href ? <Link to={href}>{name}</Link> : name;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const classes = [styles.author, size === 'large' ? styles.large : '', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {author.imageUrl ? (
        <img className={styles.avatar} src={author.imageUrl} alt={name} width={48} height={48} loading="lazy" />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
          {blogAuthorInitials(author)}
        </span>
      )}
      <div className={styles.info}>
        {Heading ? (
          <Heading className={styles.name}>{nameContent}</Heading>
        ) : (
          <span className={styles.name}>{nameContent}</span>
        )}
        {author.title && <span className={styles.title}>{author.title}</span>}
        {count !== undefined && (
          <span className={styles.count}>
            {translatePlural(count, { id: 'theme.blog.post.plurals', message: '1 post|{count} posts' }, { count })}
          </span>
        )}
        <Socials socials={socials} />
      </div>
    </div>
  );
}
