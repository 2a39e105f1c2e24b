/**
 * The notices above a page that few pages show, one chunk for all of them (lazyContent.tsx
 * says when it loads): a page showing one may well show another, and each chunk of its own
 * would cost every page a loader and a file name.
 */
export { default as DocVersionBanner } from '@theme/DocVersionBanner';
export { default as DraftBanner } from '@theme/DraftBanner';
export { default as UnlistedBanner } from '@theme/UnlistedBanner';
export { default as UntranslatedNotice } from '@theme/UntranslatedNotice';
