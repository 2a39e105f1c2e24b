import { useDocsData, versionMainDocPath, type DocsVersionData } from '@cairn/theme';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import styles from './_versions.module.css';

function VersionRow({ version }: { version: DocsVersionData }) {
  return (
    <tr>
      <th scope="row">{version.label}</th>
      <td>
        <Link to={versionMainDocPath(version)}>Documentation</Link>
      </td>
      <td>
        {version.name === 'current' ? (
          <Link href="https://github.com/cairn-docs/cairn/commits/main">Changes on main</Link>
        ) : (
          <Link href={`https://github.com/cairn-docs/cairn/releases/tag/v${version.name}`}>Release notes</Link>
        )}
      </td>
    </tr>
  );
}

function VersionTable({ caption, versions }: { caption: string; versions: DocsVersionData[] }) {
  if (versions.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <tbody>
        {versions.map((version) => (
          <VersionRow key={version.name} version={version} />
        ))}
      </tbody>
    </table>
  );
}

/** Every version of the main docs, from the docs global data: nothing here is written by hand. */
export default function Versions() {
  const { versions } = useDocsData('default');
  const current = versions.filter((version) => version.name === 'current');
  const released = versions.filter((version) => version.name !== 'current');
  return (
    <Layout title="Versions" description="Every version of the Cairn documentation.">
      <div className={styles.page}>
        <h1>Cairn documentation versions</h1>
        <p>
          The docs follow Cairn's releases. The version the navbar's dropdown remembers is the one the site opens
          for you next time.
        </p>
        <VersionTable caption="In development (the main branch)" versions={current} />
        <VersionTable caption="Released versions, newest first" versions={released} />
      </div>
    </Layout>
  );
}
