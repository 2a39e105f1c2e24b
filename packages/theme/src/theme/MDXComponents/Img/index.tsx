import type { ComponentProps } from 'react';

/** A Markdown image: loaded lazily, as Docusaurus's MDX components render it. */
export default function MDXImg(props: ComponentProps<'img'>) {
  return <img decoding="async" loading="lazy" {...props} />;
}
