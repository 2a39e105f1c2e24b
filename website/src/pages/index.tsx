import Layout from '@theme/Layout';
import Link from '@theme/Link';
import styles from './_home.module.css';

const TAGLINE = 'Documentation sites that build in a blink and load in a flash';

interface Feature {
  title: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    title: 'A Rust build pipeline',
    body:
      'Config, Markdown compilation, routing and output are Rust. Markdown compiles on every core at once, and the Vite bundle is reused when only content changed.',
  },
  {
    title: 'Static HTML, then instant navigation',
    body:
      'Every page is pre-rendered, so it reads before any JavaScript runs. After that, links load the next page’s code and data on hover, and a click just swaps the content.',
  },
  {
    title: 'A bundle that does not grow',
    body:
      'Pages are content-hashed JSON data, not JavaScript. The route list is fetched on demand, so a site with a thousand pages ships the same bundle as one with ten.',
  },
  {
    title: 'Mistakes stop the build',
    body:
      'An unknown key or a wrong type in cairn.toml is an error with its key path, file, line and column. Unknown front matter keys and broken Markdown links are reported too.',
  },
  {
    title: 'Markdown you already write',
    body:
      'GitHub-flavoured Markdown with familiar front matter: title, slug, tags, sidebar_position. Folders become sidebar categories, or write sidebars by hand; relative .md links become page links.',
  },
  {
    title: 'A React theme you can replace',
    body:
      'Navbar, sidebar, table of contents and footer are React components. Put your own version in src/theme/ to replace one, and write whole pages in TSX.',
  },
];

const QUICK_START = `cargo build --release -p cairn
npm ci
./target/release/cairn build website
./target/release/cairn serve website --port 3000`;

function Hero() {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>Open-source static documentation framework</p>
          <h1 className={styles.title}>Cairn</h1>
          <p className={styles.tagline}>{TAGLINE}.</p>
          <p className={styles.lead}>
            Write Markdown, get a fast static website: a Rust engine plans and pre-renders every page, and a
            React theme makes moving between them feel instant.
          </p>
          <div className={styles.actions}>
            <Link to="/docs/" className={`cairn-button ${styles.primary}`}>
              Get started
            </Link>
            <Link to="/docs/installation/" className={styles.secondary}>
              Installation
            </Link>
            <Link to="/showcase/" className={styles.secondary}>
              Showcase
            </Link>
          </div>
        </div>
        <div className={styles.stones} aria-hidden="true">
          <span className={`${styles.stone} ${styles.stone4}`} />
          <span className={`${styles.stone} ${styles.stone3}`} />
          <span className={`${styles.stone} ${styles.stone2}`} />
          <span className={`${styles.stone} ${styles.stone1}`} />
        </div>
      </div>
    </header>
  );
}

function Features() {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.sectionTitle}>
        What you get
      </h2>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.featureBody}>{feature.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuickStart() {
  return (
    <section className={`${styles.section} ${styles.quickStart}`} aria-labelledby="quick-start-heading">
      <div className={styles.quickStartText}>
        <h2 id="quick-start-heading" className={styles.sectionTitle}>
          Quick start
        </h2>
        <p>
          From a checkout of the repository, build the <code>cairn</code> binary, install the theme, then build and
          serve this very website. It is made by Cairn, from the <code>website/</code> folder.
        </p>
        <p>
          <Link to="/docs/installation/">Read the installation guide</Link> to set up a site of your own, or{' '}
          <Link to="/docs/api/cairn-config/">browse the configuration reference</Link>.
        </p>
        <p className={styles.underlined}>
          See what others have made in the <Link to="/showcase/">showcase</Link>, download a starter site from the{' '}
          <Link to="/docs/playground/">playground</Link>, follow new releases on{' '}
          <Link to="/blog/">the blog</Link>, and tell us what is missing on the{' '}
          <Link to="/feature-requests/">feature request board</Link>.
        </p>
      </div>
      <pre className={styles.code}>
        <code>{QUICK_START}</code>
      </pre>
    </section>
  );
}

export default function Home() {
  return (
    <Layout title="Cairn" description={TAGLINE}>
      <Hero />
      <Features />
      <QuickStart />
    </Layout>
  );
}
