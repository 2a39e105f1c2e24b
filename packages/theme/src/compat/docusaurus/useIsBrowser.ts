// `@docusaurus/useIsBrowser` for site code written for Docusaurus.
export { useIsBrowser as default } from '../../hooks/useIsBrowser';
