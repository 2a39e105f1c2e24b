import type { ComponentType } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Head from '../compat/docusaurus/Head';
import { BrowserOnly } from './BrowserOnly';
import { elementComponents } from './elements';
import { lazyContentComponents, type LazyContentComponent } from './lazyContent';

const lazy = (tag: string): LazyContentComponent => lazyContentComponents[tag]!;

/**
 * The MDX components of every page, under Docusaurus's names: what `@theme/MDXComponents` (and
 * `@theme-original/MDXComponents`, which a site's own `src/theme/MDXComponents` spreads to add
 * components) gives. Markdown, and the code in it, uses these without an import.
 */
// Components receive whatever props MDX gives them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MDXComponents: Readonly<Record<string, ComponentType<any>>> = {
  ...elementComponents,
  Head,
  details: lazy('details'),
  Details: lazy('details'),
  admonition: lazy('Admonition'),
  Admonition: lazy('Admonition'),
  mermaid: lazy('Mermaid'),
  Mermaid: lazy('Mermaid'),
  CodeBlock,
  BrowserOnly,
  Tabs: lazy('Tabs'),
  TabItem: lazy('TabItem'),
  TOCInline: lazy('TOCInline'),
  DocCardList: lazy('DocCardList'),
  IdealImage: lazy('IdealImage'),
  ThemedImage: lazy('ThemedImage'),
};

export default MDXComponents;
