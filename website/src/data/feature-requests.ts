/**
 * The feature request board (/feature-requests/). One entry per request; each has its own
 * page at /feature-requests/<slug>/, a file generated from this list by
 * `node src/data/generate-feature-request-pages.mjs` (run it after adding or renaming one).
 */

export const STATUSES = ['planned', 'in progress', 'done', 'declined'] as const;

export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  planned: 'Planned',
  'in progress': 'In progress',
  done: 'Done',
  declined: 'Declined',
};

/** The value of `status=` in the query string (no spaces). */
export const statusParam = (status: Status) => status.replace(' ', '-');

export interface FeatureRequest {
  slug: string;
  title: string;
  status: Status;
  votes: number;
  /** ISO date the request was opened. */
  date: string;
  /** Paragraphs. */
  description: string[];
}

export const FEATURE_REQUESTS: FeatureRequest[] = [
  {
    slug: 'offline-search',
    title: 'Search that works offline',
    status: 'in progress',
    votes: 184,
    date: '2026-03-02',
    description: [
      'Build a search index at build time and query it in the browser, so search works without a hosted service and on a site opened from a file share.',
      'The index should be split per section so a large site does not download everything on the first keystroke.',
    ],
  },
  {
    slug: 'pdf-export',
    title: 'Export a version of the docs as one PDF',
    status: 'planned',
    votes: 142,
    date: '2026-01-18',
    description: [
      'Produce a single printable document from a docs version, in sidebar order, with a table of contents and working cross-references.',
    ],
  },
  {
    slug: 'sitemap',
    title: 'Generate a sitemap',
    status: 'done',
    votes: 131,
    date: '2025-11-07',
    description: [
      'Write sitemap.xml with every public page after the build, leaving out pages that ask not to be indexed.',
    ],
  },
  {
    slug: 'redirects',
    title: 'Client-side redirects for moved pages',
    status: 'done',
    votes: 97,
    date: '2025-12-12',
    description: [
      'When a page moves, keep its old address working: a small HTML page at the old path that sends visitors to the new one and tells search engines where it went.',
    ],
  },
  {
    slug: 'llms-txt',
    title: 'An llms.txt file for language models',
    status: 'in progress',
    votes: 76,
    date: '2026-04-21',
    description: [
      'Write a plain-text summary of the site with links to its pages, following the llms.txt proposal, so assistants can find the right page.',
    ],
  },
  {
    slug: 'image-zoom',
    title: 'Zoom into images',
    status: 'planned',
    votes: 64,
    date: '2026-02-09',
    description: [
      'Open an image in a larger view when it is clicked, with keyboard support and a visible way to close it.',
    ],
  },
  {
    slug: 'live-code-playground',
    title: 'Editable React examples in pages',
    status: 'planned',
    votes: 58,
    date: '2026-05-30',
    description: [
      'A code block whose React example can be edited and previewed in the page, loaded only where it is used.',
    ],
  },
  {
    slug: 'yaml-config',
    title: 'Accept the configuration in YAML',
    status: 'declined',
    votes: 23,
    date: '2025-10-03',
    description: [
      'Read cairn.yaml as an alternative to cairn.toml.',
      'Declined: one format keeps the docs, the error messages and the migration tool simple, and TOML already gives located errors for every key.',
    ],
  },
  {
    slug: 'docs-feedback-widget',
    title: '“Was this page helpful?” buttons',
    status: 'declined',
    votes: 31,
    date: '2026-01-05',
    description: [
      'Ask readers at the end of each doc whether the page helped.',
      'Declined for the core theme: it needs a service to send answers to. A site can add it by wrapping the doc footer component.',
    ],
  },
  {
    slug: 'incremental-dev-server',
    title: 'Rebuild only changed pages in the dev server',
    status: 'done',
    votes: 119,
    date: '2025-09-14',
    description: [
      'Compile only the Markdown files that changed and render only the routes whose data changed, so saving a page shows the result almost at once.',
    ],
  },
  {
    slug: 'openapi-reference',
    title: 'Pages from an OpenAPI description',
    status: 'planned',
    votes: 88,
    date: '2026-06-11',
    description: [
      'Generate one page per operation from an OpenAPI file, with request and response schemas and examples.',
    ],
  },
  {
    slug: 'right-to-left-theme',
    title: 'Right-to-left layout in the theme',
    status: 'in progress',
    votes: 45,
    date: '2026-03-27',
    description: [
      'Mirror the sidebar, table of contents, pagination and admonitions for right-to-left languages, driven by the locale’s direction.',
    ],
  },
  {
    slug: 'social-cards',
    title: 'Generated social card images',
    status: 'planned',
    votes: 39,
    date: '2026-07-02',
    description: [
      'Draw a social card for each page from its title and the site’s logo at build time, for pages without an image of their own.',
    ],
  },
];

export function findRequest(slug: string): FeatureRequest {
  const request = FEATURE_REQUESTS.find((entry) => entry.slug === slug);
  if (!request) throw new Error(`No feature request with the slug "${slug}".`);
  return request;
}
