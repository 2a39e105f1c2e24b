// `@docusaurus/BrowserOnly` for site code written for Docusaurus.
export { BrowserOnly as default, type BrowserOnlyProps as Props } from '../../content/BrowserOnly';
