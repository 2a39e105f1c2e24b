/**
 * `@cairn/theme/gtag`: the client module of `[gtag]`. gtag.js reports the first page view
 * itself; this module reports each client-side navigation to another page (not a change of
 * hash alone), once the new page has set its title.
 */
import type { RouteUpdate } from './clientModules';

type Gtag = (...args: unknown[]) => void;

/** The longest a page view waits for the new page's title. */
const TITLE_WAIT_MS = 500;

/**
 * Calls `send` once the new page has set its `<title>` (the page does it after rendering), or
 * after a short wait when the title stays the same.
 */
function afterTitleChange(send: () => void): void {
  let done = false;
  const title = document.querySelector('title');
  const observer = new MutationObserver(() => finish());
  const timer = setTimeout(() => finish(), TITLE_WAIT_MS);
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    send();
  }
  if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
}

export function onRouteDidUpdate({ location, previousLocation }: RouteUpdate): void {
  if (!previousLocation) return;
  if (location.pathname === previousLocation.pathname && location.search === previousLocation.search) return;
  const pagePath = `${location.pathname}${location.search}${location.hash}`;
  afterTitleChange(() => {
    const gtag = (window as Window & { gtag?: Gtag }).gtag;
    gtag?.('event', 'page_view', {
      page_title: document.title,
      page_location: window.location.href,
      page_path: pagePath,
    });
  });
}
