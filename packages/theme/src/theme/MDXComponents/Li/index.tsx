import type { ComponentProps } from 'react';

/** A Markdown list item. */
export default function MDXLi(props: ComponentProps<'li'>) {
  return <li {...props} />;
}
