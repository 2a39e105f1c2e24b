import DocSidebar from '@theme/DocSidebar';
import { translate, useDocsSidebarHidden, useDocsSidebarOptions, type SidebarItem } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** The desktop sidebar column; with `docsSidebar.hideable` the visitor can fold it away. */
export function SidebarColumn({ items }: { items: SidebarItem[] }) {
  const { hideable } = useDocsSidebarOptions();
  const [hiddenByVisitor, setHidden] = useDocsSidebarHidden();
  if (hideable && hiddenByVisitor) {
    const label = translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar' });
    return (
      <aside className={styles.sidebarHidden}>
        <button
          type="button"
          className={styles.expandButton}
          onClick={() => setHidden(false)}
          title={label}
          aria-label={label}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="m13 17 5-5-5-5M6 17l5-5-5-5" />
          </svg>
        </button>
      </aside>
    );
  }
  return (
    <aside className={styles.sidebar}>
      <DocSidebar items={items} onCollapse={hideable ? () => setHidden(true) : undefined} />
    </aside>
  );
}
