import Layout from '@theme/Layout';
import Link from '@theme/Link';
import {
  FEATURE_REQUESTS,
  STATUS_LABELS,
  findRequest,
  statusParam,
  type FeatureRequest,
  type Status,
} from '@site/src/data/feature-requests';
import styles from './_feature-requests.module.css';

export const BOARD_PATH = '/feature-requests/';

export const requestPath = (request: FeatureRequest) => `${BOARD_PATH}${request.slug}/`;

/** "March 2, 2026", the same on the server and in every browser time zone. */
export function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.badge} data-status={statusParam(status)}>
      {STATUS_LABELS[status]}
    </span>
  );
}

export function Votes({ votes }: { votes: number }) {
  return (
    <span className={styles.votes}>
      <span className={styles.voteCount}>{votes}</span> {votes === 1 ? 'vote' : 'votes'}
    </span>
  );
}

/** The page of one request; each generated page file renders this with its slug. */
export function RequestPage({ slug }: { slug: string }) {
  const request = findRequest(slug);
  const others = FEATURE_REQUESTS.filter((entry) => entry.status === request.status && entry.slug !== slug);
  return (
    <Layout title={`${request.title} · Feature requests`} description={request.description[0]}>
      <div className={styles.page}>
        <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
          <Link to={BOARD_PATH}>Feature requests</Link> <span aria-hidden="true">/</span>{' '}
          <span aria-current="page">{request.title}</span>
        </nav>
        <article className={styles.request}>
          <h1>{request.title}</h1>
          <p className={styles.meta}>
            <StatusBadge status={request.status} /> <Votes votes={request.votes} />{' '}
            <span>
              opened <time dateTime={request.date}>{formatDate(request.date)}</time>
            </span>
          </p>
          {request.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
        {others.length > 0 && (
          <section aria-labelledby="same-status" className={styles.related}>
            <h2 id="same-status">Also {STATUS_LABELS[request.status].toLowerCase()}</h2>
            <ul>
              {others.map((entry) => (
                <li key={entry.slug}>
                  <Link to={requestPath(entry)}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <Link to={BOARD_PATH}>Back to all feature requests</Link>
        </p>
      </div>
    </Layout>
  );
}
