import { createContext } from 'react';
import type { BlogPostPageData, BlogPostSummary } from '../types';

/** The blog post being rendered: in full on its page, or as an entry of a list page. */
export interface BlogPostContextValue {
  post: BlogPostPageData | BlogPostSummary;
  isBlogPostPage: boolean;
}

/**
 * Provided around each post of a list page and around a post's page, so that code reading the
 * post (Docusaurus's `useBlogPost()`) works in a component that wraps `BlogPostItem`.
 */
export const BlogPostContext = createContext<BlogPostContextValue | null>(null);
BlogPostContext.displayName = 'BlogPostContext';
