import type { ComponentProps } from 'react';

/** `pre` in MDX: its `code` child renders the block (`MDXComponents/Code`), so it adds nothing. */
export default function MDXPre({ children }: ComponentProps<'pre'>) {
  return <>{children}</>;
}
