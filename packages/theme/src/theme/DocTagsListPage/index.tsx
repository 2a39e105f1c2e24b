import Layout from '@theme/Layout';
import Tag from '@theme/Tag';
import { translate, translatePlural, type DocTagsListPageData, type DocTagWithCount } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface DocTagsListPageProps {
  page: DocTagsListPageData;
}

/** Tags grouped by their first letter, in the engine's (label) order. */
export function groupTagsByLetter(tags: readonly DocTagWithCount[]): [letter: string, tags: DocTagWithCount[]][] {
  const groups = new Map<string, DocTagWithCount[]>();
  for (const tag of tags) {
    // A fixed locale: the server and the browser must group identically.
    const letter = (tag.label.trim().charAt(0) || '#').toLocaleUpperCase('en-US');
    const group = groups.get(letter);
    if (group) group.push(tag);
    else groups.set(letter, [tag]);
  }
  return [...groups];
}

/** `@theme/DocTagsListPage`: every tag of a docs version, with how many docs carry it. */
export default function DocTagsListPage({ page }: DocTagsListPageProps) {
  const groups = groupTagsByLetter(page.tags);
  return (
    <Layout title={page.title}>
      <div className={styles.page}>
        <h1 className="cairn-page-title">{page.title}</h1>
        {groups.length === 0 ? (
          <p>{translate({ id: 'theme.cairn.DocTagsListPage.empty', message: 'No docs are tagged yet.' })}</p>
        ) : (
          groups.map(([letter, tags]) => (
            <section key={letter} className={styles.group} aria-labelledby={`tags-${letter}`}>
              <h2 id={`tags-${letter}`}>{letter}</h2>
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag.permalink}>
                    <Tag label={tag.label} permalink={tag.permalink} description={tag.description} />{' '}
                    <span
                      className={styles.count}
                      title={translatePlural(
                        tag.count,
                        { id: 'theme.cairn.DocTagsListPage.docCount.plurals', message: '1 doc|{count} docs' },
                        { count: tag.count },
                      )}
                    >
                      {tag.count}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </Layout>
  );
}
