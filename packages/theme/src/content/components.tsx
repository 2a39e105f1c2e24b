import CodeBlock from '@theme/CodeBlock';
import { BrowserOnly } from './BrowserOnly';
import { elementComponents } from './elements';
import type { ContentComponents } from './ContentTree';
import originalMdxComponents from './mdxComponents';
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
  // Markdown uses without an import. Empty unless the site has that file.
  ...siteComponents(siteMdxComponents),
};

/**
 * The entries of a site's MDX components the content tree can use: components under the names
 * content uses them by. An entry the theme already has under that name (the site's map spreads
 * the original one) keeps the theme's, which renders the engine's nodes.
 */
function siteComponents(map: Readonly<Record<string, unknown>>): ContentComponents {
  const own: ContentComponents = {};
  for (const [name, component] of Object.entries(map)) {
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) continue;
    if (component === originalMdxComponents[name]) continue;
    own[name] = component as ContentComponents[string];
  }
  return own;
}
