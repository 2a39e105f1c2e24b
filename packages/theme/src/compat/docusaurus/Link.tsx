// `@docusaurus/Link` for site code written for Docusaurus: Cairn's link, which puts the site's
// base URL in front of site paths as Docusaurus's Link does.
import Link, { type LinkProps } from '@theme/Link';

export type Props = LinkProps;

export default Link;
