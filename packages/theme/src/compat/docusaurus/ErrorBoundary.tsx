// `@docusaurus/ErrorBoundary` for site code written for Docusaurus.
export { ErrorBoundary as default, type ErrorBoundaryProps as Props } from '../../content/ErrorBoundary';
