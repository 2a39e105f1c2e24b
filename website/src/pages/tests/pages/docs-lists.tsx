import { useDocsData } from '@cairn/theme';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

/** Site code reading every doc of every version: the page loads the docs lists before it hydrates. */
export default function DocsLists() {
  const { versions } = useDocsData();
  return (
    <Layout title="Docs lists tests" description="Every version's docs, counted by site code.">
      <div className={styles.page}>
        <h1>Docs lists tests</h1>
        <ul>
          {versions.map((version) => (
            <li key={version.name} data-testid={`version-${version.name}`}>
              {version.label}: {version.docs.length} docs
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
