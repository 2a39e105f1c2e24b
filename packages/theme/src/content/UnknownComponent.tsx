import type { ReactNode } from 'react';

const reported = new Set<string>();

/**
 * Stands in for a capitalised tag the component map does not know. The build validates
 * component names, so this only shows up when a theme override dropped one: never crash the
 * page for it, but make it visible while developing.
 */
export function UnknownComponent({ name, children }: { name: string; children?: ReactNode }) {
  if (!reported.has(name)) {
    reported.add(name);
    console.error(`Cairn: <${name}> is not in the content component map.`);
  }
  if (!import.meta.env.DEV) return <>{children}</>;
  return (
    <div className="cairn-unknown-component" role="alert">
      <strong>Unknown component &lt;{name}&gt;</strong>
      <div>{children}</div>
    </div>
  );
}
