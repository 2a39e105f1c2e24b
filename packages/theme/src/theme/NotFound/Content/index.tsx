import { useEffect, useState } from 'react';
import Link from '@theme/Link';
import {
  type DocsVersionData,
  findActivePlugin,
  findActiveVersion,
  findLatestVersion,
  interpolate,
  translate,
  useAllDocsData,
  useLocation,
  useRoutePath,
  useSiteData,
  versionMainDocPath,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

function safeDecodeURI(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The unknown path. The build renders this page once, as 404.html, with the route path
 * `/404.html`, and a host serves that file for every unknown URL: once hydrated (the first
 * render must match that markup), the address the visitor asked for is the router's.
 */
function useMissingPath(): string {
  const routePath = useRoutePath();
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Routes are keyed by their Unicode form; the browser's address is percent-encoded.
  return hydrated ? safeDecodeURI(pathname) : routePath;
}

/** The docs version an unknown path would belong to, and the latest version of its instance. */
function useMissingDocVersion(): { version: DocsVersionData; latest: DocsVersionData } | null {
  const all = useAllDocsData();
  const path = useMissingPath();
  const plugin = findActivePlugin(all, path);
  if (!plugin) return null;
  const latest = findLatestVersion(plugin.pluginData);
  const version = findActiveVersion(plugin.pluginData, path) ?? latest;
  return version && latest ? { version, latest } : null;
}

function MissingDocHelp({ version, latest }: { version: DocsVersionData; latest: DocsVersionData }) {
  return (
    <>
      <p>
        {interpolate(
          translate({
            id: 'theme.cairn.NotFound.missingDoc',
            message:
              'This page does not exist in the {versionLabel} version of the docs. It may have been moved, renamed, or added in another version.',
          }),
          { versionLabel: <strong>{version.label}</strong> },
        )}
      </p>
      <ul className={styles.docLinks}>
        <li>
          <Link to={versionMainDocPath(version)}>
            {translate(
              { id: 'theme.cairn.NotFound.versionMainDoc', message: 'Go to the main page of the {versionLabel} docs' },
              { versionLabel: version.label },
            )}
          </Link>
        </li>
        {latest.name !== version.name && (
          <li>
            <Link to={versionMainDocPath(latest)}>
              {translate(
                { id: 'theme.cairn.NotFound.latestVersion', message: 'Go to the latest version of the docs ({versionLabel})' },
                { versionLabel: latest.label },
              )}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}

export interface Props {
  readonly className?: string;
}

/**
 * The "Page Not Found" text of the 404 page (Docusaurus's `@theme/NotFound/Content`): inside a
 * docs version, where to find its pages; elsewhere, that the link is broken. A link home ends it.
 */
export default function NotFoundContent({ className }: Props) {
  const { baseUrl } = useSiteData();
  const docs = useMissingDocVersion();
  return (
    <div className={[styles.notFound, className].filter(Boolean).join(' ')}>
      <h1>{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
      {docs ? (
        <MissingDocHelp version={docs.version} latest={docs.latest} />
      ) : (
        <>
          <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
          <p>
            {translate({
              id: 'theme.NotFound.p2',
              message:
                'The link that brought you here may be out of date, or the address may be mistyped. Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
            })}
          </p>
        </>
      )}
      <p>
        <Link to={baseUrl} className="cairn-button">
          {translate({ id: 'theme.cairn.NotFound.homeLink', message: 'Go to the home page' })}
        </Link>
      </p>
    </div>
  );
}
