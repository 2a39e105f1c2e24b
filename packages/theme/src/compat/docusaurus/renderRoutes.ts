// `@docusaurus/renderRoutes`: Docusaurus renders its nested route tree with it. Cairn's pages are
// whole routes that its router renders, so there is no child route to render.
import { sayInert } from './inert';

export default function renderRoutes(_routes?: unknown, _extraProps?: unknown): null {
  sayInert('renderRoutes()', "Cairn's router renders each page as one route, with no nested routes.");
  return null;
}
