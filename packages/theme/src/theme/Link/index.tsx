import { useContext, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import {
  addBaseUrl,
  isStaticFilePath,
  NavigateContext,
  RouteLoaderContext,
  SiteDataContext,
  useRoutePath,
  withoutQueryAndHash,
} from '@cairn/theme/internal';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A site path (`/docs/intro/`, `#section`), opened by the client router. As with Docusaurus's
   * Link, the site's `baseUrl` goes in front of a path from the site's root, unless the path
   * already starts with it (paths from Cairn's data do).
   */
  to?: string;
  /** Any URL; site paths behave like `to`. */
  href?: string;
}

/** Site-absolute paths and same-page anchors are client navigations; `//host` is not. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#') || href.startsWith('?');
}

function isHttpUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export default function Link({
  to,
  href,
  target,
  rel,
  download,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const routeLoader = useContext(RouteLoaderContext);
  const navigate = useContext(NavigateContext);
  const site = useContext(SiteDataContext);
  const routePath = useRoutePath();
  const given = to ?? href ?? '';
  // A path from the site's root, under `baseUrl`; with `baseUrl = "/"` it returns at once.
  const destination = site !== null && given.startsWith('/') ? addBaseUrl(site.baseUrl, given) : given;
  const pathname = withoutQueryAndHash(destination);
  const routed =
    isInternalHref(destination) && target === undefined && download === undefined && !isStaticFilePath(pathname);
  // A bare "#id" would resolve against the browser's URL, which may differ from the canonical
  // path the server rendered with (`/docs/intro` vs `/docs/intro/`): anchor it to the route.
  const anchorHref = routed && destination.startsWith('#') && routePath ? `${routePath}${destination}` : destination;
  // Each anchor's props are one object literal that spreads the caller's props last. A literal
  // that spreads one object and then adds keys or spreads another leaves V8's fast path for
  // object spread: rendering a page of 1,100 links took three to five times as long that way.
  //
  // A plain anchor, with the caller's own handlers only, for links the router does not follow,
  // and on the server for every link: a docs page has hundreds of links, and making four
  // closures for each was a measurable part of rendering a large site.
  if (!routed || (!navigate && !routeLoader)) {
    const opensElsewhere = !routed && target === undefined && isHttpUrl(destination);
    const finalTarget = opensElsewhere ? '_blank' : target;
    return (
      <a
        href={anchorHref}
        target={finalTarget}
        rel={rel ?? (finalTarget === '_blank' ? 'noopener noreferrer' : undefined)}
        download={download}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
        {...props}
      />
    );
  }
  const preload = () => {
    if (pathname) routeLoader?.preload(pathname);
  };
  // A plain anchor with one click handler: the hrefs are already resolved site paths, so
  // there is nothing to resolve per link (pages have hundreds of sidebar links).
  return (
    <a
      href={anchorHref}
      rel={rel}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(anchorHref);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        preload();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}

/** Modified clicks (new tab, new window, download) are left to the browser. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
