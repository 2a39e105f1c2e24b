import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocsVersionNavbarItem as DocsVersionItem,
  useActiveVersion,
  useDocsVersionCandidates,
  versionMainDocPath,
} from '@cairn/theme/internal';
import NavbarNavLink from './NavbarNavLink';

/** A link to the main doc of the version being read (else the preferred, else the latest one). */
export default function DocsVersionNavbarItem({ item, mobile }: { item: DocsVersionItem; mobile: boolean }) {
  const pluginId = item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
  const [version] = useDocsVersionCandidates(pluginId);
  const activeVersion = useActiveVersion(pluginId);
  if (!version) return null;
  return (
    <NavbarNavLink
      label={item.label ?? version.label}
      to={item.to ?? versionMainDocPath(version)}
      active={activeVersion?.name === version.name}
      mobile={mobile}
      className={item.className}
    />
  );
}
