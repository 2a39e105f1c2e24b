import BlogLayout from '@theme/BlogLayout';
import Link from '@theme/Link';
import {
  groupByFirstLetter,
  translate,
  translatePlural,
  type BlogSidebarData,
  type BlogTagsListPageData,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogTagsListPageProps {
  page: BlogTagsListPageData;
  sidebar?: BlogSidebarData;
}

/**
 * `@theme/BlogTagsListPage`: every tag of the blog, grouped by letter, each a pill that links to
 * the tag's posts and counts them.
 */
export default function BlogTagsListPage({ page, sidebar }: BlogTagsListPageProps) {
  const groups = groupByFirstLetter(page.tags);
  return (
    <BlogLayout title={page.title} sidebar={sidebar}>
      <div className={styles.page}>
        <h1 className="cairn-page-title">{page.title}</h1>
        {groups.length === 0 ? (
          <p>{translate({ id: 'theme.cairn.BlogTagsListPage.empty', message: 'No posts are tagged yet.' })}</p>
        ) : (
          groups.map(([letter, tags]) => (
            <section key={letter} className={styles.group} aria-labelledby={`blog-tags-${letter}`}>
              <h2 id={`blog-tags-${letter}`}>{letter}</h2>
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag.permalink}>
                    {/* `@theme/Tag` has no count; the count belongs inside the link, as in Docusaurus. */}
                    <Link to={tag.permalink} className={styles.tag} title={tag.description ?? undefined}>
                      {tag.label}
                      <span className={styles.count} aria-hidden="true">
                        {tag.count}
                      </span>
                      <span className="cairn-visually-hidden">
                        {', '}
                        {translatePlural(
                          tag.count,
                          { id: 'theme.blog.post.plurals', message: '1 post|{count} posts' },
                          { count: tag.count },
                        )}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </BlogLayout>
  );
}
