import type { ComponentType } from 'react';

/**
 * The components of the site's own navbar item types, by type, as Docusaurus sites register
 * them: a site's `src/theme/NavbarItem/ComponentTypes` spreads this map and adds
 * `'custom-<name>': Component`, which renders each item of that type with the item's keys as
 * props (its `props` table, `label`, `to`, `href`, `value`, `className`, `position`) and
 * `mobile`. Cairn renders its built-in types itself, so the theme's map is empty.
 */
// A site's components take whatever props its items give them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ComponentTypes: Record<string, ComponentType<any>> = {};
export default ComponentTypes;
