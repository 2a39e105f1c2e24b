import Layout from '@theme/Layout';
import Link from '@theme/Link';
import {
  formatBlogDate,
  groupBlogPostsByYear,
  useSiteData,
  type BlogArchivePageData,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogArchivePageProps {
  page: BlogArchivePageData;
}

/** `@theme/BlogArchivePage`: every post of the blog, by year, newest first. */
export default function BlogArchivePage({ page }: BlogArchivePageProps) {
  const { lang, i18n } = useSiteData();
  const years = groupBlogPostsByYear(page.posts);
  return (
    <Layout title={page.title} description={page.description || undefined}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className="cairn-page-title">{page.title}</h1>
          {page.description && <p className={styles.description}>{page.description}</p>}
        </header>
        {years.map(([year, posts]) => (
          <section key={year} className={styles.year} aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`}>{year}</h2>
            <ul className={styles.posts}>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <Link to={post.permalink}>
                    <time dateTime={post.date} className={styles.date}>
                      {formatBlogDate(post.date, lang, 'monthDay', i18n.calendar)}
                    </time>
                    {' - '}
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
