// `@docusaurus/plugin-content-blog/client` for site code written for Docusaurus: the post being
// rendered, the blog's metadata and the sidebar helpers, over Cairn's blog data.
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import Link from '@theme/Link';
import {
  BlogPostContext,
  isActivePath,
  useRoutePath,
  useSiteData,
  type BlogPluginData,
  type BlogPostContextValue,
  type BlogPostPageData,
  type BlogPostSummary,
  type BlogSidebarItem,
} from '@cairn/theme/internal';

/** The post being rendered, in the shape of Docusaurus's `useBlogPost()`. */
export interface DocusaurusBlogPost {
  metadata: {
    permalink: string;
    title: string;
    description: string;
    date: string;
    tags: BlogPostSummary['tags'];
    authors: BlogPostSummary['authors'];
    readingTime?: number;
    hasTruncateMarker: boolean;
    editUrl?: string;
    unlisted: boolean;
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  isBlogPostPage: boolean;
  toc: { value: string; id: string; level: number }[];
  assets: { image?: string };
}

function isFullPost(post: BlogPostPageData | BlogPostSummary): post is BlogPostPageData {
  return 'toc' in post;
}

function blogPostValue({ post, isBlogPostPage }: BlogPostContextValue): DocusaurusBlogPost {
  const full = isFullPost(post) ? post : undefined;
  // The site's own keys (`frontMatter` of the page data), then the ones Cairn reads.
  const frontMatter: Record<string, unknown> = { ...full?.frontMatter, title: post.title };
  if (post.description !== undefined) frontMatter.description = post.description;
  return {
    metadata: {
      permalink: post.permalink,
      title: post.title,
      description: post.description ?? '',
      date: post.date,
      tags: post.tags,
      authors: post.authors,
      readingTime: post.readingTime,
      hasTruncateMarker: !full && (post as BlogPostSummary).truncated,
      editUrl: full?.editUrl,
      unlisted: full?.unlisted ?? false,
      frontMatter,
    },
    frontMatter,
    isBlogPostPage,
    toc: (full?.toc ?? []).map(({ id, text, level }) => ({ value: text, id, level })),
    assets: {},
  };
}

export function useBlogPost(): DocusaurusBlogPost {
  const context = useContext(BlogPostContext);
  if (!context) {
    throw new Error('useBlogPost() was called outside a blog post: list pages and post pages provide their posts.');
  }
  return useMemo(() => blogPostValue(context), [context]);
}

/** Provides a post to `useBlogPost()` (Cairn's list and post pages already do). */
export function BlogPostProvider({
  content,
  isBlogPostPage = false,
  children,
}: {
  content: BlogPostPageData | BlogPostSummary;
  isBlogPostPage?: boolean;
  children: ReactNode;
}): ReactNode {
  const value = useMemo(() => ({ post: content, isBlogPostPage }), [content, isBlogPostPage]);
  return createElement(BlogPostContext.Provider, { value }, children);
}

/** The blog the current page belongs to (the first blog elsewhere), as Docusaurus names it. */
export function useBlogMetadata(): { blogBasePath: string; blogTitle: string; authorsListPath?: string } {
  const blogs = useSiteData().globalData?.blog ?? {};
  const path = useRoutePath();
  const instances = Object.values(blogs) as BlogPluginData[];
  const blog = instances.find((instance) => isActivePath(instance.path, path, true)) ?? instances[0];
  if (!blog) throw new Error('useBlogMetadata() was called on a site without a blog.');
  return { blogBasePath: blog.path, blogTitle: blog.title, authorsListPath: blog.authorsListPath };
}

/** The sidebar's posts a visitor should see (Cairn's sidebar data holds only those). */
export function useVisibleBlogSidebarItems(items: BlogSidebarItem[]): BlogSidebarItem[] {
  return items;
}

/** The posts by year of publication, newest year first as the posts come. */
export function groupBlogSidebarItemsByYear(items: BlogSidebarItem[]): [string, BlogSidebarItem[]][] {
  const byYear = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const list = byYear.get(year);
    if (list) list.push(item);
    else byYear.set(year, [item]);
  }
  return [...byYear];
}

export function BlogSidebarItemList({
  items,
  ulClassName,
  liClassName,
  linkClassName,
  linkActiveClassName,
}: {
  items: BlogSidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}): ReactNode {
  const path = useRoutePath();
  return createElement(
    'ul',
    { className: ulClassName },
    items.map((item) =>
      createElement(
        'li',
        { key: item.permalink, className: liClassName },
        createElement(
          Link,
          {
            to: item.permalink,
            className: [linkClassName, isActivePath(item.permalink, path) ? linkActiveClassName : undefined]
              .filter(Boolean)
              .join(' '),
          },
          item.title,
        ),
      ),
    ),
  );
}

/** The schema.org `BlogPosting` of the post being rendered. */
export function useBlogPostStructuredData(): Record<string, unknown> {
  const { metadata } = useBlogPost();
  const site = useSiteData();
  const url = `${site.url}${metadata.permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: metadata.date,
    author: metadata.authors.map((author) => ({ '@type': 'Person', name: author.name })),
    keywords: metadata.tags.map((tag) => tag.label),
  };
}

/** The schema.org `Blog` of a list page. */
export function useBlogListPageStructuredData({
  metadata,
  items,
}: {
  metadata: { permalink: string; blogTitle?: string; blogDescription?: string };
  items: { content: { metadata: { permalink: string; title: string; date: string } } }[];
}): Record<string, unknown> {
  const site = useSiteData();
  const url = `${site.url}${metadata.permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: metadata.blogTitle,
    description: metadata.blogDescription,
    blogPost: items.map(({ content: { metadata: post } }) => ({
      '@type': 'BlogPosting',
      url: `${site.url}${post.permalink}`,
      headline: post.title,
      datePublished: post.date,
    })),
  };
}
