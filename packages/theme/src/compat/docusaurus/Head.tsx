// `@docusaurus/Head` for site code written for Docusaurus: a `<title>` and a description
// `<meta>` among its children set the page's, on the server and after navigation, like
// `<Layout title description>`. Other tags are not supported.
import { Children, isValidElement, useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import { HeadCollectorContext } from '../../client/contexts';
import { useSiteData } from '../../hooks/useSiteData';

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

function readHead(children: ReactNode): { title?: string; description?: string } {
  const head: { title?: string; description?: string } = {};
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<{ children?: ReactNode; name?: string; content?: string }>;
    if (element.type === 'title') head.title = textOf(element.props.children);
    if (element.type === 'meta' && element.props.name === 'description') head.description = element.props.content;
  });
  return head;
}

export default function Head({ children }: { children?: ReactNode }) {
  const { title, description } = readHead(children);
  const collector = useContext(HeadCollectorContext);
  const site = useSiteData();
  if (collector) {
    if (title !== undefined) collector.title = title;
    if (description !== undefined) collector.description = description;
  }
  useEffect(() => {
    if (title !== undefined) document.title = title.trim() === site.title ? site.title : `${title} | ${site.title}`;
    if (description !== undefined) {
      document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, site.title]);
  return null;
}
