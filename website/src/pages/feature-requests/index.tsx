import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { useQueryState } from '@site/src/components/QueryState';
import {
  FEATURE_REQUESTS,
  STATUSES,
  STATUS_LABELS,
  statusParam,
  type Status,
} from '@site/src/data/feature-requests';
import { StatusBadge, Votes, formatDate, requestPath } from './_components';
import board from './_board.module.css';
import styles from './_feature-requests.module.css';

const BY_VOTES = [...FEATURE_REQUESTS].sort((a, b) => b.votes - a.votes || a.title.localeCompare(b.title, 'en'));

function statusFrom(value: string | null): Status | null {
  return STATUSES.find((status) => statusParam(status) === value) ?? null;
}

/** The board: every request, most wanted first, filtered by `?status=`. */
export default function FeatureRequests() {
  const [params, setParams] = useQueryState();
  const status = statusFrom(params.get('status'));
  const requests = status ? BY_VOTES.filter((request) => request.status === status) : BY_VOTES;

  const choose = (next: Status | null) => {
    const query = new URLSearchParams();
    if (next) query.set('status', statusParam(next));
    setParams(query);
  };
  const count = (value: Status | null) =>
    value ? FEATURE_REQUESTS.filter((request) => request.status === value).length : FEATURE_REQUESTS.length;

  return (
    <Layout title="Feature requests" description="What people asked Cairn to do, and where each request stands.">
      <div className={styles.page}>
        <h1>Feature requests</h1>
        <p>
          The ideas people sent us for Cairn, with where each one stands. The board is a page of this site, made from
          a data file in its repository, so it changes with each release. Open a request to read more about it.
        </p>

        <ul className={board.statusFilters} aria-label="Filter by status">
          {[null, ...STATUSES].map((value) => (
            <li key={value ?? 'all'}>
              <button
                type="button"
                className={board.statusToggle}
                aria-pressed={status === value}
                onClick={() => choose(value)}
              >
                {value ? STATUS_LABELS[value] : 'All'} <span className={board.statusCount}>({count(value)})</span>
              </button>
            </li>
          ))}
        </ul>

        <p className={board.count} role="status" aria-live="polite" data-testid="requests-count">
          {status
            ? `${requests.length} ${requests.length === 1 ? 'request' : 'requests'} ${STATUS_LABELS[status].toLowerCase()}`
            : `${requests.length} requests`}
        </p>

        <ol className={board.board}>
          {requests.map((request) => (
            <li key={request.slug} className={board.item} data-testid="request">
              <div className={board.itemVotes}>
                <Votes votes={request.votes} />
              </div>
              <div className={board.itemBody}>
                <h2 className={board.itemTitle}>
                  <Link to={requestPath(request)}>{request.title}</Link>
                </h2>
                <p className={board.itemMeta}>
                  <StatusBadge status={request.status} /> opened{' '}
                  <time dateTime={request.date}>{formatDate(request.date)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Layout>
  );
}
