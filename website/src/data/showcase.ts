/**
 * Sites on the showcase page (/showcase/). These are made-up documentation sites: they show
 * what a showcase entry looks like, and the filters have something to filter.
 */

export const TAG_IDS = [
  'favorite',
  'opensource',
  'product',
  'design',
  'i18n',
  'versioning',
  'large',
  'meta',
  'personal',
  'rtl',
] as const;

export type TagId = (typeof TAG_IDS)[number];

export interface TagInfo {
  label: string;
  description: string;
}

export const TAGS: Record<TagId, TagInfo> = {
  favorite: { label: 'Favorite', description: 'Sites the Cairn maintainers like to point people at.' },
  opensource: { label: 'Open source', description: 'Documentation of an open-source project.' },
  product: { label: 'Product', description: 'Documentation of a commercial product or service.' },
  design: { label: 'Design', description: 'Sites with a look of their own, well beyond the default theme.' },
  i18n: { label: 'Translated', description: 'Sites available in more than one language.' },
  versioning: { label: 'Versioned', description: 'Sites that keep the docs of several releases.' },
  large: { label: 'Large', description: 'Sites with hundreds of pages or more.' },
  meta: { label: 'Meta', description: 'Sites about Cairn itself, its plugins or its themes.' },
  personal: { label: 'Personal', description: 'Personal sites, notes and digital gardens.' },
  rtl: { label: 'Right to left', description: 'Sites written in a right-to-left language.' },
};

export interface ShowcaseSite {
  title: string;
  description: string;
  /** Site path of the preview image, under static/img/showcase/ (resized at build time: `[idealImage] staticImages`). */
  preview: string;
  website: string;
  source?: string;
  tags: TagId[];
}

const preview = (name: string) => `/img/showcase/${name}.png`;

export const SITES: ShowcaseSite[] = [
  {
    title: 'Lanternfly',
    description: 'A lightweight job queue for Rust services, with guides for retries, scheduling and dead letters.',
    preview: preview('lanternfly'),
    website: 'https://example.com/lanternfly/',
    source: 'https://example.com/lanternfly/source/',
    tags: ['favorite', 'opensource', 'versioning'],
  },
  {
    title: 'Quillstone',
    description: 'Reference and tutorials for a typesetting engine that turns plain text into print-ready books.',
    preview: preview('quillstone'),
    website: 'https://example.com/quillstone/',
    source: 'https://example.com/quillstone/source/',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Harbor Ledger',
    description: 'API documentation of a bookkeeping service for small shipping companies.',
    preview: preview('harbor-ledger'),
    website: 'https://example.com/harbor-ledger/',
    tags: ['product', 'versioning', 'large'],
  },
  {
    title: 'Mossgrid',
    description: 'A CSS layout toolkit documented with live examples on every page.',
    preview: preview('mossgrid'),
    website: 'https://example.com/mossgrid/',
    source: 'https://example.com/mossgrid/source/',
    tags: ['favorite', 'opensource', 'design'],
  },
  {
    title: 'Tidewater Maps',
    description: 'Guides for a mapping SDK, translated into seven languages by its community.',
    preview: preview('tidewater-maps'),
    website: 'https://example.com/tidewater/',
    tags: ['product', 'i18n', 'large'],
  },
  {
    title: 'Cairn Plugin Atlas',
    description: 'A community index of Cairn plugins and themes, each with a short guide.',
    preview: preview('plugin-atlas'),
    website: 'https://example.com/plugin-atlas/',
    source: 'https://example.com/plugin-atlas/source/',
    tags: ['meta', 'opensource', 'favorite'],
  },
  {
    title: 'Nadia’s Notebook',
    description: 'A personal garden of notes on databases, cooking and long-distance cycling.',
    preview: preview('nadias-notebook'),
    website: 'https://example.com/nadia/',
    tags: ['personal', 'design'],
  },
  {
    title: 'Sahar Docs',
    description: 'Developer documentation for a payments platform, written first in Arabic and then in English.',
    preview: preview('sahar-docs'),
    website: 'https://example.com/sahar/',
    tags: ['product', 'i18n', 'rtl'],
  },
  {
    title: 'Orbit CLI',
    description: 'A command-line tool for managing cloud sandboxes; every command has its own page.',
    preview: preview('orbit-cli'),
    website: 'https://example.com/orbit-cli/',
    source: 'https://example.com/orbit-cli/source/',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Fernwood UI',
    description: 'A component library for admin dashboards, with design tokens and accessibility notes.',
    preview: preview('fernwood-ui'),
    website: 'https://example.com/fernwood/',
    source: 'https://example.com/fernwood/source/',
    tags: ['design', 'opensource', 'versioning'],
  },
  {
    title: 'Kestrel Telemetry',
    description: 'Handbook for an observability product: agents, dashboards, alert rules and billing.',
    preview: preview('kestrel-telemetry'),
    website: 'https://example.com/kestrel/',
    tags: ['product', 'large'],
  },
  {
    title: 'Shalom Tables',
    description: 'A spreadsheet engine’s user guide, available in Hebrew and English.',
    preview: preview('shalom-tables'),
    website: 'https://example.com/shalom-tables/',
    tags: ['product', 'i18n', 'rtl'],
  },
  {
    title: 'Pebblebase',
    description: 'An embedded key-value store; docs kept for every minor release since 0.4.',
    preview: preview('pebblebase'),
    website: 'https://example.com/pebblebase/',
    source: 'https://example.com/pebblebase/source/',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    title: 'Juniper Labs Handbook',
    description: 'How a small research team works: onboarding, rituals, and the tools they chose.',
    preview: preview('juniper-handbook'),
    website: 'https://example.com/juniper/',
    tags: ['personal'],
  },
  {
    title: 'Starling Sync',
    description: 'File synchronisation for teams; guides for administrators in five languages.',
    preview: preview('starling-sync'),
    website: 'https://example.com/starling/',
    tags: ['product', 'i18n', 'versioning'],
  },
  {
    title: 'Cairn Theme Gallery',
    description: 'Ready-made themes for Cairn sites, each shown on the same sample pages.',
    preview: preview('theme-gallery'),
    website: 'https://example.com/theme-gallery/',
    source: 'https://example.com/theme-gallery/source/',
    tags: ['meta', 'design'],
  },
  {
    title: 'Woodpecker Compiler',
    description: 'A teaching compiler for a small language, with a chapter per compiler pass.',
    preview: preview('woodpecker'),
    website: 'https://example.com/woodpecker/',
    source: 'https://example.com/woodpecker/source/',
    tags: ['opensource', 'favorite'],
  },
  {
    title: 'Aurora Robotics SDK',
    description: 'Motion planning and sensor drivers; thousands of generated API pages.',
    preview: preview('aurora-robotics'),
    website: 'https://example.com/aurora/',
    tags: ['product', 'large', 'versioning'],
  },
  {
    title: 'Farsi Type Notes',
    description: 'A type designer’s notes on Persian lettering, set right to left.',
    preview: preview('farsi-type-notes'),
    website: 'https://example.com/farsi-type/',
    tags: ['personal', 'rtl', 'design'],
  },
  {
    title: 'Gridlock Games Wiki',
    description: 'Modding guides for a city-builder game, written by its players.',
    preview: preview('gridlock-wiki'),
    website: 'https://example.com/gridlock/',
    source: 'https://example.com/gridlock/source/',
    tags: ['opensource', 'large', 'i18n'],
  },
  {
    title: 'Basalt Auth',
    description: 'Sign-in as a service: quick starts per framework and a full REST reference.',
    preview: preview('basalt-auth'),
    website: 'https://example.com/basalt/',
    tags: ['product', 'versioning'],
  },
  {
    title: 'Marginalia',
    description: 'A reading log with short notes on books about software design.',
    preview: preview('marginalia'),
    website: 'https://example.com/marginalia/',
    tags: ['personal', 'favorite'],
  },
  {
    title: 'Cairn Recipes',
    description: 'Small recipes for Cairn sites: search, analytics, custom navbar items and more.',
    preview: preview('cairn-recipes'),
    website: 'https://example.com/cairn-recipes/',
    source: 'https://example.com/cairn-recipes/source/',
    tags: ['meta', 'opensource'],
  },
  {
    title: 'Halcyon Health API',
    description: 'Integration docs for a clinic scheduling API, in English, Spanish and Arabic.',
    preview: preview('halcyon-health'),
    website: 'https://example.com/halcyon/',
    tags: ['product', 'i18n', 'rtl', 'large'],
  },
  {
    title: 'Driftwood',
    description: 'A static-site deploy tool; short docs that fit on a dozen pages.',
    preview: preview('driftwood'),
    website: 'https://example.com/driftwood/',
    source: 'https://example.com/driftwood/source/',
    tags: ['opensource'],
  },
  {
    title: 'Saffron Kitchen OS',
    description: 'Point-of-sale software for restaurants; the staff guide has a printable version.',
    preview: preview('saffron-kitchen'),
    website: 'https://example.com/saffron/',
    tags: ['product', 'design'],
  },
];
