import type { ComponentProps } from 'react';
import CodeBlock from '@theme/CodeBlock';

/**
 * `code` in MDX: inline code, unless it is a block (a language class, or text over several
 * lines), which the theme's `CodeBlock` renders.
 */
export default function MDXCode({ children, className, ...props }: ComponentProps<'code'>) {
  const isBlock =
    /\blanguage-/.test(className ?? '') || (typeof children === 'string' && children.includes('\n'));
  if (!isBlock) {
    return (
      <code className={className} {...props}>
        {children}
      </code>
    );
  }
  const language = /\blanguage-(\S+)/.exec(className ?? '')?.[1];
  return <CodeBlock language={language}>{typeof children === 'string' ? children : String(children ?? '')}</CodeBlock>;
}
