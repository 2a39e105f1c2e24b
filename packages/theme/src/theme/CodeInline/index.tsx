import type { ComponentProps } from 'react';

export type Props = ComponentProps<'code'>;

/**
 * Inline code (Docusaurus's `@theme/CodeInline`): a plain `<code>`, there to be replaced by a
 * site that wants its inline code drawn differently.
 */
export default function CodeInline(props: Props) {
  return <code {...props} />;
}
