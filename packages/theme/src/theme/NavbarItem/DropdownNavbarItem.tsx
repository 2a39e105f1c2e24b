import { isActivePath, useRoutePath } from '../../hooks/useRoutePath';
import type { DropdownNavbarItem as DropdownItem } from '../../types';
import NavbarDropdown, { type DropdownEntry } from './NavbarDropdown';

export default function DropdownNavbarItem({ item, mobile }: { item: DropdownItem; mobile: boolean }) {
  const routePath = useRoutePath();
  const entries: DropdownEntry[] = item.items.map((link, index) => ({
    key: `${index}:${link.label}`,
    label: link.label,
    to: link.to,
    href: link.href,
    className: link.className,
    active: isActivePath(link.to, routePath),
  }));
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
