import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

/** Structured data about this page, as a site would describe a product or an article. */
const STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: 'Head component tests',
  // A `</script>` in the data must not end the script element early.
  description: 'Tags written with <Head>, and a </script> that stays inside its element.',
};

/**
 * `<Head>` from `@docusaurus/Head` in a React page: its tags go into the built page's `<head>`,
 * its `og:title` replaces Cairn's, and a child that is not a head tag is left out.
 */
export default function HeadComponentTests() {
  return (
    <Layout title="Head component tests" description="Meta, link and script tags a React page adds with Head.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
        <meta property="og:title" content="Head component tests, as a social card" />
        <meta property="og:image" content="https://example.com/img/head-component-card.png" />
        <link rel="author" href="https://example.com/authors/" />
        <script type="application/ld+json">{JSON.stringify(STRUCTURED_DATA)}</script>
        <div>Not a head tag: left out.</div>
      </Head>
      <div className={styles.page}>
        <h1>Head component tests</h1>
        <p>
          This page adds a <code>robots</code> tag, a social card title and image, an author link and structured data
          with <code>&lt;Head&gt;</code>. They are in the HTML file Cairn writes, where search engines and link previews
          read them.
        </p>
      </div>
    </Layout>
  );
}
