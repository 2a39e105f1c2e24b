import { type DocNavbarItem as DocItem, isActivePath, useLayoutDoc, useRoutePath } from '@cairn/theme/internal';
import NavbarNavLink from './NavbarNavLink';

/**
 * A link to a doc in the version being read (else the preferred, else the latest one). The
 * docs global data has no titles, so the label is the item's own, else the doc id.
 */
export default function DocNavbarItem({ item, mobile }: { item: DocItem; mobile: boolean }) {
  const doc = useLayoutDoc(item.docId, item.docsPluginId);
  const routePath = useRoutePath();
  // A doc missing from every candidate version (a draft, or a doc removed in a version) is
  // left out rather than linked to a 404.
  if (!doc) return null;
  const active = isActivePath(doc.path, routePath);
  if (doc.unlisted && !active) return null;
  return (
    <NavbarNavLink
      label={item.label ?? item.docId}
      to={doc.path}
      active={active}
      mobile={mobile}
      className={item.className}
    />
  );
}
