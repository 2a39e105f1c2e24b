import { useContext } from 'react';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocSidebarNavbarItem as DocSidebarItem,
  DocsSidebarContext,
  DocsVersionContext,
  useActiveDocContext,
  useSidebarLink,
} from '@cairn/theme/internal';
import NavbarNavLink from './NavbarNavLink';

/** A link to a sidebar's first page; active on every page of that sidebar. */
export default function DocSidebarNavbarItem({ item, mobile }: { item: DocSidebarItem; mobile: boolean }) {
  const pluginId = item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
  const link = useSidebarLink(item.sidebarId, pluginId);
  const { activeDoc } = useActiveDocContext(pluginId);
  // Category pages are no docs of the global data: their page tells which sidebar they are in.
  const pageSidebar = useContext(DocsSidebarContext);
  const pageVersion = useContext(DocsVersionContext);
  const active =
    (activeDoc?.sidebar != null && activeDoc.sidebar === item.sidebarId) ||
    (pageVersion?.pluginId === pluginId && pageSidebar?.name === item.sidebarId);
  return (
    <NavbarNavLink
      label={item.label ?? link.label}
      to={link.path}
      active={active}
      mobile={mobile}
      className={item.className}
    />
  );
}
