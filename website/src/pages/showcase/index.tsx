import { useId, type ChangeEvent } from 'react';
import Layout from '@theme/Layout';
import IdealImage from '@theme/IdealImage';
import Link from '@theme/Link';
import { useQueryState } from '@site/src/components/QueryState';
import { SITES, TAGS, TAG_IDS, type ShowcaseSite, type TagId } from '@site/src/data/showcase';
import styles from './_showcase.module.css';

type Operator = 'OR' | 'AND';

interface Filters {
  tags: TagId[];
  operator: Operator;
  name: string;
}

function isTagId(value: string): value is TagId {
  return (TAG_IDS as readonly string[]).includes(value);
}

/** Filters from the query string: `tags=` (repeated), `operator=OR|AND`, `name=`. */
function readFilters(params: URLSearchParams): Filters {
  const tags = params.getAll('tags').filter(isTagId);
  const operator = params.get('operator')?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  return { tags: [...new Set(tags)], operator, name: params.get('name') ?? '' };
}

function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const tag of filters.tags) params.append('tags', tag);
  if (filters.operator === 'AND') params.set('operator', 'AND');
  if (filters.name !== '') params.set('name', filters.name);
  return params;
}

function filterSites(sites: readonly ShowcaseSite[], { tags, operator, name }: Filters): ShowcaseSite[] {
  const query = name.trim().toLowerCase();
  return sites.filter((site) => {
    if (query !== '' && !site.title.toLowerCase().includes(query)) return false;
    if (tags.length === 0) return true;
    return operator === 'AND' ? tags.every((tag) => site.tags.includes(tag)) : tags.some((tag) => site.tags.includes(tag));
  });
}

/** Favourites first, then by title. */
const SORTED_SITES = [...SITES].sort((a, b) => {
  const favorite = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
  return favorite !== 0 ? favorite : a.title.localeCompare(b.title, 'en');
});

function TagFilters({ selected, onToggle }: { selected: readonly TagId[]; onToggle: (tag: TagId) => void }) {
  return (
    <ul className={styles.tagFilters} aria-label="Tags">
      {TAG_IDS.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className={styles.tagToggle}
            aria-pressed={selected.includes(tag)}
            title={TAGS[tag].description}
            onClick={() => onToggle(tag)}
          >
            {TAGS[tag].label}
          </button>
        </li>
      ))}
    </ul>
  );
}

function OperatorChoice({ value, onChange }: { value: Operator; onChange: (operator: Operator) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.operator}>
      <legend>Sites must have</legend>
      <label>
        <input type="radio" name={name} value="OR" checked={value === 'OR'} onChange={() => onChange('OR')} /> any
        selected tag (OR)
      </label>
      <label>
        <input type="radio" name={name} value="AND" checked={value === 'AND'} onChange={() => onChange('AND')} /> every
        selected tag (AND)
      </label>
    </fieldset>
  );
}

function SiteCard({ site }: { site: ShowcaseSite }) {
  return (
    <li className={styles.card} data-testid="showcase-card">
      {/* Cards are 16rem to about 24rem wide: the 640 px file is enough even on dense screens. */}
      <IdealImage className={styles.preview} img={site.preview} alt="" sizes="(max-width: 600px) 100vw, 384px" />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={site.website}>{site.title}</Link>
        </h3>
        <p className={styles.description}>{site.description}</p>
        <ul className={styles.cardTags} aria-label={`Tags of ${site.title}`}>
          {site.tags.map((tag) => (
            <li key={tag} className={styles.cardTag}>
              {TAGS[tag].label}
            </li>
          ))}
        </ul>
        {site.source && (
          <p className={styles.source}>
            <Link href={site.source} aria-label={`Source of ${site.title}`}>
              Source
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

export default function Showcase() {
  const [params, setParams] = useQueryState();
  const filters = readFilters(params);
  const sites = filterSites(SORTED_SITES, filters);
  const searchId = useId();
  const filtered = filters.tags.length > 0 || filters.name.trim() !== '';

  const update = (next: Partial<Filters>, mode: 'push' | 'replace' = 'push') =>
    setParams(writeFilters({ ...filters, ...next }), mode);
  const toggleTag = (tag: TagId) =>
    update({ tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });
  const onName = (event: ChangeEvent<HTMLInputElement>) => update({ name: event.target.value }, 'replace');

  return (
    <Layout title="Showcase" description="Documentation sites built with Cairn, filtered by what they do.">
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>Showcase</h1>
          <p>
            A gallery of documentation sites made with Cairn. Filter them by tag or look one up by name; the filters
            stay in the address, so a filtered list can be shared. Want your site here? Tell us in a{' '}
            <Link to="/feature-requests/">feature request</Link>.
          </p>
        </header>

        <section className={styles.filters} aria-labelledby="showcase-filters">
          <h2 id="showcase-filters" className={styles.filtersTitle}>
            Filters
          </h2>
          <TagFilters selected={filters.tags} onToggle={toggleTag} />
          <div className={styles.filterRow}>
            <OperatorChoice value={filters.operator} onChange={(operator) => update({ operator })} />
            <div className={styles.search}>
              <label htmlFor={searchId}>Search by name</label>
              <input id={searchId} type="search" value={filters.name} onChange={onName} placeholder="Site name" />
            </div>
            <button
              type="button"
              className={styles.clear}
              disabled={!filtered && filters.operator === 'OR'}
              onClick={() => setParams(new URLSearchParams())}
            >
              Clear filters
            </button>
          </div>
        </section>

        <section aria-labelledby="showcase-sites">
          <h2 id="showcase-sites" className={styles.resultsTitle}>
            Sites
          </h2>
          <p className={styles.count} role="status" aria-live="polite" data-testid="showcase-count">
            {filtered ? `${sites.length} of ${SITES.length} sites` : `${SITES.length} sites`}
          </p>
          {sites.length > 0 ? (
            <ul className={styles.grid}>
              {sites.map((site) => (
                <SiteCard key={site.title} site={site} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No site matches these filters.</p>
          )}
        </section>
      </div>
    </Layout>
  );
}
