import { docsListUrls } from '../hooks/docsLists';
import { staticImagesUrls } from '../hooks/staticImages';
import type { SiteData } from '../types';

/** Every site data chunk the site data names: the docs lists and the static images' data. */
export function siteChunkUrls(site: SiteData): string[] {
  return [...docsListUrls(site), ...staticImagesUrls(site)];
}
