import { type DropdownNavbarItem as DropdownItem, useRoutePath } from '@cairn/theme/internal';
import NavbarDropdown, { linkEntry, type DropdownEntry } from './NavbarDropdown';

export default function DropdownNavbarItem({ item, mobile }: { item: DropdownItem; mobile: boolean }) {
  const routePath = useRoutePath();
  const entries: DropdownEntry[] = item.items.map((link, index) =>
    linkEntry(link, `${index}:${link.label}`, routePath),
  );
  return (
    <NavbarDropdown
      label={item.label}
      entries={entries}
      mobile={mobile}
      position={item.position}
      className={item.className}
    />
  );
}
