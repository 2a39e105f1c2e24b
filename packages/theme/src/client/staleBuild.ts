/**
 * The route manifest is another build's: the site was deployed again since this page loaded,
 * and this page's code and site data may not fit the new routes. Not an error to report: the
 * router loads the page in full instead.
 */
export class StaleBuildError extends Error {
  constructor(manifestUrl: string) {
    super(`${manifestUrl} is of a newer build of the site than this page`);
    this.name = 'StaleBuildError';
  }
}
