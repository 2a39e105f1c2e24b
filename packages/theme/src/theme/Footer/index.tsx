import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import { useSiteData } from '@cairn/theme/internal';

/**
 * The site's `[footer]`, from Docusaurus's parts (`Footer/Layout`, `Footer/Links`,
 * `Footer/Logo`, `Footer/Copyright`), so that a site may replace any one of them.
 */
export default function Footer() {
  const { footer } = useSiteData();
  const { columns, links, logo, copyright } = footer;
  if (columns.length === 0 && links.length === 0 && !logo && !copyright) return null;
  const shownLinks = columns.length > 0 ? columns : links;
  return (
    <FooterLayout
      style={footer.style}
      links={shownLinks.length > 0 ? <FooterLinks links={shownLinks} /> : null}
      logo={logo ? <FooterLogo logo={logo} /> : null}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : null}
    />
  );
}
