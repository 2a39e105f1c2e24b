// `@docusaurus/Head` for site code written for Docusaurus. A `<title>` and a description
// `<meta>` among its children set the page's, on the server and after navigation, like
// `<Layout title description>`. Its `meta`, `link`, `base` and `script` children go into the
// page's `<head>` when the engine writes it at build time, which is what search engines, link
// previews and the first page a visitor opens read; after a client-side navigation they stay
// those of the first page, like every head tag but the title and description.
import { useContext, useEffect, type ReactNode } from 'react';
import { HeadCollectorContext } from '../../client/contexts';
import { useSiteData } from '../../hooks/useSiteData';
import { addHeadTag, readHeadChildren } from './headTags';

export default function Head({ children }: { children?: ReactNode }) {
  const { title, description, tags } = readHeadChildren(children);
  const collector = useContext(HeadCollectorContext);
  const site = useSiteData();
  if (collector) {
    if (title !== undefined) collector.title = title;
    if (description !== undefined) collector.description = description;
    if (tags.length > 0) {
      collector.tags ??= [];
      for (const tag of tags) addHeadTag(collector.tags, tag);
    }
  }
  useEffect(() => {
    if (title !== undefined) document.title = title.trim() === site.title ? site.title : `${title} | ${site.title}`;
    if (description !== undefined) {
      document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, site.title]);
  return null;
}
