import Link from '@theme/Link';
import { classNames } from './classNames';
import ExternalLinkIcon, { isExternalUrl } from './ExternalLinkIcon';
import styles from './styles.module.css';

export interface NavbarNavLinkProps {
  label: string;
  to?: string;
  href?: string;
  active: boolean;
  /** In the mobile drawer: a list item of its own. */
  mobile: boolean;
  className?: string;
  onClick?: () => void;
}

/** The link every link-like navbar item renders, in the bar or in the drawer. */
export default function NavbarNavLink({ label, to, href, active, mobile, className, onClick }: NavbarNavLinkProps) {
  const link = (
    <Link
      to={to}
      href={to ? undefined : href}
      className={classNames(mobile ? styles.drawerLink : styles.link, active && styles.active, className)}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {label}
      {!to && isExternalUrl(href) && <ExternalLinkIcon />}
    </Link>
  );
  return mobile ? <li>{link}</li> : link;
}
