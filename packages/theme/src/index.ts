/** The public API of @cairn/theme for a site's own React code. */
export { default as Layout, type LayoutProps } from './theme/Layout';
export { default as Link, type LinkProps } from './theme/Link';
export { ContentTree, renderTree, type ContentComponents } from './content/ContentTree';
export { defaultContentComponents } from './content/components';
export { BrowserOnly, type BrowserOnlyProps } from './content/BrowserOnly';
export { ErrorBoundary, type ErrorBoundaryProps } from './content/ErrorBoundary';
export { readStorage, storageSlot, writeStorage, type StorageKind, type StorageSlot } from './hooks/storage';
export { default as Admonition, type AdmonitionProps, type AdmonitionType } from './theme/Admonition';
export { default as CodeBlock, type CodeBlockProps } from './theme/CodeBlock';
export { default as Tabs, type TabsProps } from './theme/Tabs';
export { default as TabItem, type TabItemProps } from './theme/TabItem';
export { default as Details } from './theme/Details';
export { default as Mermaid } from './theme/Mermaid';
export { default as TOCInline } from './theme/TOCInline';
export { default as DocCardList, type DocCardItem } from './theme/DocCardList';
export {
  default as IdealImage,
  type IdealImageData,
  type IdealImageProps,
  type IdealImageVariant,
} from './theme/IdealImage';
export * from './hooks/public';
export { default as NavbarItem, type NavbarItemProps } from './theme/NavbarItem';
export { colorModeScript } from './client/colorModeScript';
export type { ClientModule, RouteLocation, RouteUpdate } from './client/clientModules';
export type { Location, NavigateOptions, NavigationType } from './client/router';
export type * from './types';
