import Layout from '@theme/Layout';
import Link from '@theme/Link';

export default function Home() {
  return (
    <Layout title="Cairn" description="Documentation sites that build in a blink and load in a flash">
      <main>
        <h1>Cairn</h1>
        <p>Documentation sites that build in a blink and load in a flash.</p>
        <Link to="/docs/introduction/">Get started</Link>
      </main>
    </Layout>
  );
}
