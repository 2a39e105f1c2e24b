import type { ReactNode } from 'react';

/**
 * Wraps the Markdown and MDX content of every page (docs, blog posts, Markdown pages) under
 * Docusaurus's name, so that a site's `src/theme/MDXContent` wrapper can put something around
 * it. Cairn gives content its components through the content tree, so the theme's renders
 * its children; without a site's own, the content tree leaves it out.
 */
export default function MDXContent({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
