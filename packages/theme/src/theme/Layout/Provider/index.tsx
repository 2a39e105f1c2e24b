import type { ReactNode } from 'react';

export interface Props {
  readonly children: ReactNode;
}

/**
 * Docusaurus's `@theme/Layout/Provider` puts the theme's providers (colour mode, navbar,
 * announcement bar…) around each page's layout. Cairn's app provides those itself, so this
 * renders its children as they are; a site's wrapper of it still works.
 */
export default function LayoutProvider({ children }: Props) {
  return <>{children}</>;
}
