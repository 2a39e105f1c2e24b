import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import { translate } from '@cairn/theme/internal';

/**
 * Rendered for unknown paths, both client-side and into build/404.html. Its text is
 * `@theme/NotFound/Content`, which a site can replace without touching the page around it.
 */
export default function NotFound() {
  return (
    <Layout title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}>
      <NotFoundContent />
    </Layout>
  );
}
