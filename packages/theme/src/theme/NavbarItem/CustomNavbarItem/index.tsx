import type { CustomTypeNavbarItem } from '@cairn/theme/internal';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

export interface CustomNavbarItemProps {
  /** The item as configured: `type = "custom-<name>"`, its `label`, `to`, `href`, `value`, `props`. */
  item: CustomTypeNavbarItem;
  /** Rendered in the mobile drawer (as a list item) rather than in the bar. */
  mobile: boolean;
}

/**
 * Renders the navbar items of the site's own types (`type = "custom-<name>"`) with the
 * component the site registers for the type in `src/theme/NavbarItem/ComponentTypes`, as
 * Docusaurus does: the item's keys are its props. (A site may also wrap this component and
 * render the original for the types it does not handle.) A type nobody registered fails loudly.
 * Without a `ComponentTypes` of the site's, the bundle leaves the lookup out.
 */
export default function CustomNavbarItem({ item, mobile }: CustomNavbarItemProps) {
  const Component =
    import.meta.env.CAIRN_NAVBAR_COMPONENT_TYPES && Object.hasOwn(ComponentTypes, item.type)
      ? ComponentTypes[item.type]
      : undefined;
  if (!Component) {
    throw new Error(
      `No NavbarItem component found for type "${item.type}". Register it in src/theme/NavbarItem/CustomNavbarItem.`,
    );
  }
  const { type: _type, props, ...keys } = item;
  return <Component {...props} {...keys} mobile={mobile} />;
}
