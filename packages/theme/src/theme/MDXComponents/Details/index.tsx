import type { ComponentProps } from 'react';
import Details from '@theme/Details';

/** `<details>` in MDX: the theme's collapsible `Details`. */
export default function MDXDetails(props: ComponentProps<typeof Details>) {
  return <Details {...props} />;
}
