import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { translate, type DocTagDocListPageData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface DocTagDocListPageProps {
  page: DocTagDocListPageData;
}

/** `@theme/DocTagDocListPage`: the docs of a version that carry one tag. */
export default function DocTagDocListPage({ page }: DocTagDocListPageProps) {
  const { tag } = page;
  return (
    <Layout title={page.title} description={tag.description ?? undefined}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className="cairn-page-title">{page.title}</h1>
          {tag.description && <p className={styles.description}>{tag.description}</p>}
          <Link to={page.allTagsPath}>{translate({ id: 'theme.tags.tagsPageLink', message: 'View all tags' })}</Link>
        </header>
        <ul className={styles.docs}>
          {page.docs.map((doc) => (
            <li key={doc.permalink}>
              <article className={styles.doc}>
                <h2>
                  <Link to={doc.permalink}>{doc.title}</Link>
                </h2>
                {doc.description && <p>{doc.description}</p>}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
