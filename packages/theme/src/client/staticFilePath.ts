/**
 * A path whose last segment has an extension other than `.html` is a static file (a PDF,
 * an image…): it is served by the host, never by the client router.
 */
export function isStaticFilePath(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment) && !/\.html?$/i.test(lastSegment);
}
