/**
 * The images of `[idealImage] staticImages`, which site code names by their path under
 * `static/` (`<IdealImage img="/img/showcase/a.png" />`). Their data is a site data chunk
 * (see client/siteChunks.ts): only the pages that show one load it.
 */
import { readSiteChunk } from '../client/siteChunks';
import type { SiteData } from '../types';
import { useGlobalData } from './useGlobalData';

interface StaticImagesData {
  /** The chunk of every static image's data, by site path. */
  imagesUrl?: string;
  /** The same data in the site data itself, as engines before 3.4 wrote it. */
  images?: Record<string, unknown>;
}

function staticImagesData(globalData: SiteData['globalData']): StaticImagesData | undefined {
  return (globalData?.['ideal-image'] as Record<string, StaticImagesData> | undefined)?.default;
}

/** The URL of the static images' chunk, when the site has one. */
export function staticImagesUrls(site: SiteData): string[] {
  const url = staticImagesData(site.globalData)?.imagesUrl;
  return typeof url === 'string' && url !== '' ? [url] : [];
}

/** The data of the static image at `path`, or undefined when the engine did not process it. */
export function useStaticImage(path: string | null): unknown {
  const data = staticImagesData(useGlobalData());
  if (path === null || !data) return undefined;
  const images = (data.imagesUrl ? readSiteChunk(data.imagesUrl) : data.images) as Record<string, unknown> | undefined;
  return images && Object.hasOwn(images, path) ? images[path] : undefined;
}
