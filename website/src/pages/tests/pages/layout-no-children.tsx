import Layout from '@theme/Layout';

/** `<Layout>` with nothing inside: the navbar and footer render around an empty main area. */
export default function LayoutNoChildren() {
  return <Layout title="Layout without children" description="A page whose layout has no children." />;
}
