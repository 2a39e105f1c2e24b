import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import type { FooterLinkColumn, FooterLinkItem } from '@cairn/theme/internal';

export interface FooterLinksProps {
  /** Columns of links (`{title, items}`), or the links of a simple footer. */
  links: FooterLinkColumn[] | FooterLinkItem[];
}

function isColumns(links: FooterLinksProps['links']): links is FooterLinkColumn[] {
  const first = links[0];
  return first !== undefined && 'items' in first;
}

/** The footer's links: in columns, or in one row (Docusaurus's "simple" footer). */
export default function FooterLinks({ links }: FooterLinksProps) {
  return isColumns(links) ? <FooterLinksMultiColumn columns={links} /> : <FooterLinksSimple links={links} />;
}
