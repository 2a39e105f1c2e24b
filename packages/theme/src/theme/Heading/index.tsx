import type { ComponentProps, ReactNode } from 'react';
import Link from '@theme/Link';
import { textContent, translate } from '@cairn/theme/internal';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type HeadingProps = ComponentProps<Level> & {
  /** The heading element; Docusaurus's name for the prop. */
  as: Level;
  children?: ReactNode;
};

/**
 * A heading with a link to itself, as Markdown headings are drawn: given an `id`, the heading
 * gets the `anchor` class and a `#` link that appears on hover. A page title (`h1`) or a
 * heading without an `id` is a plain heading. Site pages written for Docusaurus use it as
 * `<Heading as="h2" id="features">`.
 */
export default function Heading({ as: Tag, id, children, ...props }: HeadingProps) {
  if (Tag === 'h1' || !id) {
    return (
      <Tag id={id} {...props}>
        {children}
      </Tag>
    );
  }
  const label = translate(
    { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' },
    { heading: textContent(children) },
  );
  return (
    <Tag id={id} {...props} className={['anchor', props.className].filter(Boolean).join(' ')}>
      {children}
      <Link className="hash-link" to={`#${id}`} aria-label={label}>
        #
      </Link>
    </Tag>
  );
}
