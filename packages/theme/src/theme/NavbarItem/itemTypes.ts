/**
 * The component of each built-in navbar item type but `default`, one export per line, named
 * after the type.
 *
 * The bundler serves each site a version of this module made from its config (see
 * bin/vite/navbarItemTypes.mjs): in the browser's bundle, a type the site's navbar has
 * no item of, and each dropdown type (its menu is a popup), is imported on demand (`lazy`), so
 * its code stays out of every page's first visit, and `onDemand` lists those types. Keep the
 * lines' shape when editing an ejected copy; a line of another shape is left as it is
 * (imported with the page).
 */
export { default as dropdown } from './DropdownNavbarItem';
export { default as html } from './HtmlNavbarItem';
export { default as doc } from './DocNavbarItem';
export { default as docSidebar } from './DocSidebarNavbarItem';
export { default as docsVersion } from './DocsVersionNavbarItem';
export { default as docsVersionDropdown } from './DocsVersionDropdownNavbarItem';
export { default as search } from '@theme/NavbarItem/SearchNavbarItem';
export { default as localeDropdown } from './LocaleDropdownNavbarItem';

/** The types imported on demand: none, here; the bundler's version lists the site's. */
export const onDemand: ReadonlySet<string> = new Set();
