/** The public API of @cairn/theme for a site's own React code. */
export { default as Layout, type LayoutProps } from './theme/Layout';
export { default as Link, type LinkProps } from './theme/Link';
export { ContentTree, renderTree, type ContentComponents } from './content/ContentTree';
export { defaultContentComponents } from './content/components';
export { Admonition } from './content/Admonition';
export { useSiteData } from './hooks/useSiteData';
export { useColorMode, setColorMode, type ColorMode } from './hooks/useColorMode';
export { useRoutePath, isActivePath } from './hooks/useRoutePath';
export { useBaseUrl } from './hooks/useBaseUrl';
export { colorModeScript } from './client/colorModeScript';
export type * from './types';
