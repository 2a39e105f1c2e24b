import CodeBlock from '@theme/CodeBlock';
import { BrowserOnly } from './BrowserOnly';
import { elementComponents } from './elements';
import type { ContentComponents } from './ContentTree';
import { lazyContentComponents } from './lazyContent';
import siteMdxComponents from '@generated/mdx-components';

/**
 * Tags the engine's content trees use that need more than the plain HTML element, and the
 * content components of ARCHITECTURE.md. All but `CodeBlock` and the elements are chunks of
 * their own (`lazyContent.tsx`), which a route loads when its content uses them; Mermaid then
 * loads its library on demand. Through `@theme/…` imports a site can shadow any of them.
 */
export const defaultContentComponents: ContentComponents = {
  ...elementComponents,
  CodeBlock,
  BrowserOnly,
  ...lazyContentComponents,
  // What the site registers in `src/theme/MDXComponents` (Docusaurus's way): components its
  // Markdown uses without an import. Empty unless the site has that file; the entries it
  // spreads from `@theme-original/MDXComponents` are the theme's own components.
  // (Without such a file, the bundle leaves this out: `CAIRN_MDX_COMPONENTS` is false.)
  ...(import.meta.env.CAIRN_MDX_COMPONENTS ? (siteMdxComponents as ContentComponents) : {}),
};
