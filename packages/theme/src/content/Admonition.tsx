/** Kept for imports of the original location; the component lives in `@theme/Admonition`. */
export { default as Admonition, type AdmonitionProps, type AdmonitionType } from '@theme/Admonition';
