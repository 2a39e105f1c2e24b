import { type DefaultNavbarItem as DefaultItem, isActivePath, useRoutePath } from '@cairn/theme/internal';
import NavbarNavLink from './NavbarNavLink';

/** Whether `path` matches the item's `activeBaseRegex`; an invalid expression matches nothing. */
function matchesRegex(source: string, path: string): boolean {
  try {
    return new RegExp(source).test(path);
  } catch {
    return false;
  }
}

/**
 * A plain link; active on its page and below it, or as `activeBaseRegex` (which wins) or
 * `activeBasePath` say, like Docusaurus's.
 */
export default function DefaultNavbarItem({ item, mobile }: { item: DefaultItem; mobile: boolean }) {
  const routePath = useRoutePath();
  const active = item.activeBaseRegex
    ? matchesRegex(item.activeBaseRegex, routePath)
    : isActivePath(item.activeBasePath ?? item.to, routePath, true);
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
