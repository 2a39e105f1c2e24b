import type { ComponentProps } from 'react';
import Link from '@theme/Link';

/** A Markdown link, as Docusaurus's MDX components name it: the theme's `Link`. */
export default function MDXA(props: ComponentProps<'a'>) {
  return <Link {...props} />;
}
