import type { CustomTypeNavbarItem } from '@cairn/theme/internal';

export interface CustomNavbarItemProps {
  /** The item as configured: `type = "custom-<name>"` and its `label`, `to`, `href`, `value`. */
  item: CustomTypeNavbarItem;
  /** Rendered in the mobile drawer (as a list item) rather than in the bar. */
  mobile: boolean;
}

/**
 * Renders the navbar items of the site's own types (`type = "custom-<name>"`). The theme knows
 * none: a site adds its types by wrapping this component in
 * `src/theme/NavbarItem/CustomNavbarItem` and rendering the original for the types it does not
 * handle, so that an unknown type still fails loudly.
 */
export default function CustomNavbarItem({ item }: CustomNavbarItemProps): never {
  throw new Error(
    `No NavbarItem component found for type "${item.type}". Register it in src/theme/NavbarItem/CustomNavbarItem.`,
  );
}
