import { useEffect } from 'react';

function isLinked(href: string): boolean {
  const absolute = new URL(href, document.baseURI).href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) {
    if (link.href === absolute) return true;
  }
  return false;
}

/**
 * Makes sure each stylesheet a page's content needs (KaTeX for math) is linked once in
 * `<head>`. The engine links them for the page a visitor lands on; after a client-side
 * navigation this adds the missing ones. They stay after leaving the page: they only style
 * their own classes, and a later page is likely to need them again.
 */
export function usePageStylesheets(stylesheets: readonly string[] | null | undefined): void {
  const key = (stylesheets ?? []).join('\n');
  useEffect(() => {
    if (!key) return;
    for (const href of key.split('\n')) {
      if (isLinked(href)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, [key]);
}
