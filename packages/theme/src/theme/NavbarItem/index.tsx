import { memo, Suspense, type ComponentType } from 'react';
import type { CustomTypeNavbarItem, NavbarItem as NavbarItemConfig } from '@cairn/theme/internal';
import CustomNavbarItem from '@theme/NavbarItem/CustomNavbarItem';
import DefaultNavbarItem from './DefaultNavbarItem';
import * as itemTypes from './itemTypes';
import NavbarItemErrorBoundary from './NavbarItemErrorBoundary';

/**
 * The component for a built-in type. Dropdowns, and the types the site's navbar has no item
 * of, are loaded on demand in the browser (see itemTypes.ts): the server's markup stays on
 * screen, and the rest of the page hydrates without waiting for their code. The boundary is
 * in the server render too, so that both sides agree on the markup.
 */
function itemType<P extends object>(type: string, Component: ComponentType<P>): ComponentType<P> {
  if (!itemTypes.onDemand.has(type)) return Component;
  // Memoized: until its code arrives the boundary holds the server's markup, and React would
  // replace that markup with the (empty) fallback if the navbar re-rendered the boundary
  // meanwhile. An item's props are its config object and a flag, the same on each render.
  return memo(function OnDemandNavbarItem(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}

const DropdownNavbarItem = itemType('dropdown', itemTypes.dropdown);
const HtmlNavbarItem = itemType('html', itemTypes.html);
const DocNavbarItem = itemType('doc', itemTypes.doc);
const DocSidebarNavbarItem = itemType('docSidebar', itemTypes.docSidebar);
const DocsVersionNavbarItem = itemType('docsVersion', itemTypes.docsVersion);
const DocsVersionDropdownNavbarItem = itemType('docsVersionDropdown', itemTypes.docsVersionDropdown);
const SearchNavbarItem = itemType('search', itemTypes.search);
const LocaleDropdownNavbarItem = itemType('localeDropdown', itemTypes.localeDropdown);

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
