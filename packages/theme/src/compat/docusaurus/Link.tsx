// `@docusaurus/Link` for site code written for Docusaurus: Cairn's link, with the site's base
// URL put in front of site paths as Docusaurus's Link does.
import Link, { type LinkProps } from '@theme/Link';
import { useBaseUrl } from '../../hooks/useBaseUrl';

export type Props = LinkProps;

export default function DocusaurusLink({ to, href, ...props }: LinkProps) {
  const destination = to ?? href ?? '';
  const withBase = useBaseUrl(destination);
  const prefixed = destination.startsWith('/') && !destination.startsWith('//') ? withBase : destination;
  return <Link {...props} href={prefixed} />;
}
