import type { ComponentProps, ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Link from '@theme/Link';
import { BrowserOnly } from './BrowserOnly';
import type { ContentComponents } from './ContentTree';
import { lazyContentComponents } from './lazyContent';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Markdown's `##` to `######`: `@theme/Heading`, which site pages use too. */
function createHeading(level: HeadingLevel) {
  const tag = `h${level}` as const;
  function ContentHeading(props: ComponentProps<typeof tag>) {
    return <Heading as={tag} {...props} />;
  }
  ContentHeading.displayName = `Heading${level}`;
  return ContentHeading;
}

function Table(props: ComponentProps<'table'>) {
  // Wide tables scroll on their own instead of widening the page.
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

function Img({ loading = 'lazy', alt = '', ...props }: ComponentProps<'img'>) {
  return <img loading={loading} alt={alt} {...props} />;
}

function Anchor({ href, children, ...props }: ComponentProps<'a'> & { children?: ReactNode }) {
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}

/**
 * Tags the engine's content trees use that need more than the plain HTML element, and the
 * content components of ARCHITECTURE.md. All but `CodeBlock` and the elements are chunks of
 * their own (`lazyContent.tsx`), which a route loads when its content uses them; Mermaid then
 * loads its library on demand. Through `@theme/…` imports a site can shadow any of them.
 */
export const defaultContentComponents: ContentComponents = {
  a: Anchor,
  h2: createHeading(2),
  h3: createHeading(3),
  h4: createHeading(4),
  h5: createHeading(5),
  h6: createHeading(6),
  table: Table,
  img: Img,
  CodeBlock,
  BrowserOnly,
  ...lazyContentComponents,
};
