/**
 * The parts of the layout whose code the browser loads after the page's own. The bundler
 * serves this module to the browser with them imported on demand (see
 * bin/vite/layoutParts.mjs): their server-rendered markup shows until their code arrives, and the rest
 * of the page hydrates without waiting for them.
 * - The footer is below the fold.
 * - The announcement bar's code only closes it; the inline colour-mode script hides a bar the
 *   visitor closed before first paint. (A site without one gets it with the page: its
 *   component then renders nothing, and fetching it would be a request for nothing.)
 *
 * Keep the lines' shape when editing an ejected copy; a line of another shape is imported with
 * the page.
 */
export { default as AnnouncementBar } from '@theme/AnnouncementBar';
export { default as Footer } from '@theme/Footer';
