import type { ReactNode } from 'react';

export interface TabItemProps {
  /** Identifies the tab within its Tabs, in the URL and in the tab group's storage. */
  value: string;
  /** The tab's text; the value when absent. */
  label?: string | null;
  /** Selected first when the Tabs has no `defaultValue`. */
  default?: boolean | null;
  className?: string;
  children?: ReactNode;
  // Set by Tabs, which reads the props above to build its tab list.
  id?: string;
  'aria-labelledby'?: string;
  hidden?: boolean;
}

/** One tab's panel. Tabs gives it its id, label reference and visibility. */
export default function TabItem({ className, children, id, hidden, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      hidden={hidden}
      className={['tabs-panel', className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
