import type { ComponentProps, ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@theme/Link';

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

/** The HTML elements of content trees that render through a component of the theme. */
export const elementComponents = {
  a: Anchor,
  h2: createHeading(2),
  h3: createHeading(3),
  h4: createHeading(4),
  h5: createHeading(5),
  h6: createHeading(6),
  table: Table,
  img: Img,
};
