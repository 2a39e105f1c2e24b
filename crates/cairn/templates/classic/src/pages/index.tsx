// The home page, a React component: edit it like any React code. Files in src/pages/
// become pages (index.tsx is `/`); names starting with `_` are not pages.
import { useBaseUrl } from '@cairn/theme';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import styles from './_index.module.css';

const TITLE = "{{title}}";

const CARDS = [
  {
    title: 'Write docs',
    body: 'Each Markdown file in docs/ is a page, placed in the sidebar by sidebars.yml.',
    to: '/docs/intro/',
  },
  {
    title: 'Post news',
    body: 'Each file in blog/ is a post, with authors, tags and feeds.',
    to: '/blog/',
  },
  {
    title: 'Make it yours',
    body: 'Set the title, navbar and footer in cairn.toml, and change this page in src/pages/.',
    to: '/docs/next-steps/',
  },
];

// Site paths go through useBaseUrl, so the links still work when the site is published under a
// sub-path (`baseUrl = "/project/"`).
function Card({ title, body, to }: (typeof CARDS)[number]) {
  return (
    <Link className={styles.card} to={useBaseUrl(to)}>
      <h2>{title}</h2>
      <p>{body}</p>
    </Link>
  );
}

export default function Home() {
  return (
    <Layout title="Home" description="The home page of the documentation">
      <header className={styles.hero}>
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={96} />
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.tagline}>Documentation, guides and news</p>
        <Link className={styles.button} to={useBaseUrl('/docs/intro/')}>
          Get started
        </Link>
      </header>
      <section className={styles.cards}>
        {CARDS.map((card) => (
          <Card key={card.title} {...card} />
        ))}
      </section>
    </Layout>
  );
}
