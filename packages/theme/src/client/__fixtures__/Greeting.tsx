import type { ReactNode } from 'react';

/** A site component as `.mdx` content would import it from `@site/src/components/`. */
export default function Greeting({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <p className="greeting">
      Hello, {name}! {children}
    </p>
  );
}
