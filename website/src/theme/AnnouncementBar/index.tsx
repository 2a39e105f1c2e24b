import { useMemo } from 'react';
import { useSiteData } from '@cairn/theme';
import { addBaseUrl, SiteDataContext } from '@cairn/theme/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

/** An `href` that is a path from the site's root (`/blog/`, not `//host/` or `https:`). */
const SITE_PATH_HREF = /\bhref="(\/(?!\/)[^"]*)"/g;

/**
 * The theme's announcement bar, with the links of its HTML (cairn.toml) under the site's
 * baseUrl. The theme shows that HTML as written, and no link written there could reach a page
 * from every page of every deployment: the bar is on every page, so a relative link would
 * depend on the page's depth, and a path from the root on the baseUrl. So the config writes
 * site paths from the root, as everywhere else in cairn.toml, and they get the baseUrl here,
 * on the server too: the links work without script, and the build checks them.
 */
export default function WebsiteAnnouncementBar() {
  const site = useSiteData();
  const withBaseUrl = useMemo(() => {
    const bar = site.announcementBar;
    if (!bar || site.baseUrl === '/') return site;
    const content = bar.content.replace(SITE_PATH_HREF, (_, path: string) => `href="${addBaseUrl(site.baseUrl, path)}"`);
    return { ...site, announcementBar: { ...bar, content } };
  }, [site]);
  return (
    <SiteDataContext.Provider value={withBaseUrl}>
      <AnnouncementBar />
    </SiteDataContext.Provider>
  );
}
