import type { ComponentProps } from 'react';
import Heading from '@theme/Heading';

/** A Markdown heading: the theme's `Heading`, with its anchor link. */
export default function MDXHeading(props: ComponentProps<typeof Heading>) {
  return <Heading {...props} />;
}
