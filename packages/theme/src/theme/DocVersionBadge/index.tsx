import { translate, type DocVersionInfo } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface DocVersionBadgeProps {
  /** The doc's version (`page.version`); shown when its `badge` is set. */
  version: DocVersionInfo;
}

/** The version's label above a doc's title, for versions configured with a badge. */
export default function DocVersionBadge({ version }: DocVersionBadgeProps) {
  if (!version.badge) return null;
  return (
    <span className={styles.versionBadge}>
      {translate(
        { id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' },
        { versionLabel: version.label },
      )}
    </span>
  );
}
