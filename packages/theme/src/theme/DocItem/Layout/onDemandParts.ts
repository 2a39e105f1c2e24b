/**
 * The parts of a doc whose code the browser loads after the page's own. The bundler serves this
 * module to the browser with them imported on demand (see bin/vite/layoutParts.mjs), as it does
 * the site's footer (Layout/onDemandParts.ts):
 * - The doc's footer (its tags, edit link and last update) is below the content: its
 *   server-rendered markup shows until its code arrives, and the rest of the page hydrates
 *   without waiting for it.
 * - The page actions beside the title (`[llms.pageActions]`): their buttons are on screen from
 *   the first paint, and only a click needs their code.
 *
 * Keep the lines' shape when editing an ejected copy; a line of another shape is imported with
 * the page.
 */
export { default as DocItemFooter } from '@theme/DocItem/Footer';
export { default as PageActions } from '@theme/PageActions';
