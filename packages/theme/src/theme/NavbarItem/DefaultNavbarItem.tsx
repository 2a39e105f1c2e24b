import { type DefaultNavbarItem as DefaultItem, isActivePath, useRoutePath } from '@cairn/theme/internal';
import NavbarNavLink from './NavbarNavLink';

/** A plain link; active on its page and below it. */
export default function DefaultNavbarItem({ item, mobile }: { item: DefaultItem; mobile: boolean }) {
  const active = isActivePath(item.to, useRoutePath(), true);
  return (
    <NavbarNavLink
      label={item.label}
      to={item.to}
      href={item.href}
      active={active}
      mobile={mobile}
      className={item.className}
    />
  );
}
