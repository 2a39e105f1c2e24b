import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocsVersionDropdownNavbarItem as DocsVersionDropdownItem,
  useActiveDocContext,
  useDocsData,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useRoutePath,
  versionMainDocPath,
} from '@cairn/theme/internal';
import { classNames } from './classNames';
import NavbarDropdown, { linkEntry, type DropdownEntry } from './NavbarDropdown';

/** Global class for site styles and end-to-end tests (module classes are hashed). */
export const VERSION_DROPDOWN_CLASS = 'cairn-docs-version-dropdown';

/**
 * Switches between the versions of a docs instance: each version entry opens the same doc in
 * that version when it exists there, else the version's main doc, and remembers the choice.
 */
export default function DocsVersionDropdownNavbarItem({
  item,
  mobile,
}: {
  item: DocsVersionDropdownItem;
  mobile: boolean;
}) {
  const pluginId = item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
  const { versions } = useDocsData(pluginId);
  const { activeVersion, alternateDocVersions } = useActiveDocContext(pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const [shownVersion] = useDocsVersionCandidates(pluginId);
  const routePath = useRoutePath();
  if (versions.length <= 1 || !shownVersion) return null;

  const entries: DropdownEntry[] = [
    ...(item.dropdownItemsBefore ?? []).map((link, index) => linkEntry(link, `before:${index}`, routePath)),
    ...versions.map((version) => ({
      key: `version:${version.name}`,
      label: version.label,
      to: alternateDocVersions[version.name]?.path ?? versionMainDocPath(version),
      active: version.name === activeVersion?.name,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...(item.dropdownItemsAfter ?? []).map((link, index) => linkEntry(link, `after:${index}`, routePath)),
  ];
  return (
    <NavbarDropdown
      label={shownVersion.label}
      entries={entries}
      mobile={mobile}
      position={item.position}
      className={classNames(VERSION_DROPDOWN_CLASS, item.className)}
    />
  );
}
