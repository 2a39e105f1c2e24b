import type { ReactNode } from 'react';

export interface Props {
  readonly children: ReactNode;
}

/**
 * Docusaurus's `@theme/ThemeProvider` wraps the app in the theme's contexts. Cairn's app
 * provides its contexts itself, so this renders its children as they are; a site's wrapper of
 * it (to add a provider of its own) still works.
 */
export default function ThemeProvider({ children }: Props) {
  return <>{children}</>;
}
