/** Cairn's own website (built by `cairn build website` before the tests run). */
export const WEBSITE_PORT = 4173;
/** A small fixture site (tests/e2e/fixtures/site) for pages the real website need not have. */
export const FIXTURE_PORT = 4174;
/** A fixture site for the content components (tests/e2e/fixtures/content): tabs, code, math, diagrams. */
export const CONTENT_PORT = 4175;
/** The fixture site whose src/theme holds a copy of every theme component (specs/swizzle.spec.ts). */
export const EJECT_PORT = 4176;
/** The fixture site whose src/theme wraps every theme component (specs/swizzle.spec.ts). */
export const WRAP_PORT = 4177;
/** The fixture site written like a Docusaurus site (specs/docusaurus-code.spec.ts). */
export const DOCUSAURUS_CODE_PORT = 4195;
/** The three-locale fixture site (specs/locales.spec.ts): English, French, Arabic. */
export const LOCALES_PORT = 4203;
