import type { CustomTypeNavbarItem, NavbarItem as NavbarItemConfig } from '@cairn/theme/internal';
import CustomNavbarItem from '@theme/NavbarItem/CustomNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DefaultNavbarItem from './DefaultNavbarItem';
import DocNavbarItem from './DocNavbarItem';
import DocSidebarNavbarItem from './DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem';
import DocsVersionNavbarItem from './DocsVersionNavbarItem';
import DropdownNavbarItem from './DropdownNavbarItem';
import HtmlNavbarItem from './HtmlNavbarItem';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem';
import NavbarItemErrorBoundary from './NavbarItemErrorBoundary';

export interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Rendered in the mobile drawer (as a list item) rather than in the bar. */
  mobile?: boolean;
}

function NavbarItemOfType({ item, mobile }: { item: NavbarItemConfig; mobile: boolean }) {
  switch (item.type) {
    case undefined:
    case 'default':
      return <DefaultNavbarItem item={item} mobile={mobile} />;
    case 'dropdown':
      return <DropdownNavbarItem item={item} mobile={mobile} />;
    case 'html':
      return <HtmlNavbarItem item={item} mobile={mobile} />;
    case 'doc':
      return <DocNavbarItem item={item} mobile={mobile} />;
    case 'docSidebar':
      return <DocSidebarNavbarItem item={item} mobile={mobile} />;
    case 'docsVersion':
      return <DocsVersionNavbarItem item={item} mobile={mobile} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdownNavbarItem item={item} mobile={mobile} />;
    case 'search':
      return <SearchNavbarItem item={item} mobile={mobile} />;
    case 'localeDropdown':
      return <LocaleDropdownNavbarItem item={item} mobile={mobile} />;
    default: {
      // The site's own types go to the component a site wraps to register them.
      const type: unknown = (item as { type?: unknown }).type;
      if (typeof type === 'string' && type.startsWith('custom-') && type.length > 'custom-'.length) {
        return <CustomNavbarItem item={item as CustomTypeNavbarItem} mobile={mobile} />;
      }
      // The engine refuses unknown types, but site data can be written by other means.
      throw new Error(`No NavbarItem component found for type "${String(type)}".`);
    }
  }
}

/** One navbar item of any type, isolated from the others by an error boundary. */
export default function NavbarItem({ item, mobile = false }: NavbarItemProps) {
  return (
    <NavbarItemErrorBoundary mobile={mobile}>
      <NavbarItemOfType item={item} mobile={mobile} />
    </NavbarItemErrorBoundary>
  );
}
