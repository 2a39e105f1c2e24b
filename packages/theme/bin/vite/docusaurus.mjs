// @ts-check
// Docusaurus's client modules that Cairn has an equivalent of, for site code written for it,
// listed with the rest of what Cairn gives such code in coverage.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importerName } from './importErrors.mjs';
import { themeComponentsDir, themeDir } from './themeFiles.mjs';

/**
 * What coverage.json says of one module or component: the file of Cairn's equivalent, if any,
 * and a note for messages.
 *
 * @typedef {{ file?: string, status?: string, note?: string }} CoverageEntry
 */

/** @typedef {{ modules: Record<string, CoverageEntry>, components: Record<string, CoverageEntry> }} Coverage */

const docusaurusCompatDir = path.join(themeDir, 'src/compat/docusaurus');
/** @type {Coverage} */
const docusaurusCoverage = JSON.parse(readFileSync(path.join(docusaurusCompatDir, 'coverage.json'), 'utf8'));

/** What the docs say of Docusaurus's modules and components, for messages. */
const COMPATIBILITY_PAGE = 'the Docusaurus compatibility table of the migration guide';

/**
 * `@docusaurus/Link`, `@docusaurus/theme-common`… → the file of Cairn's equivalent (coverage.json
 * names it), or null when Cairn has none.
 *
 * @param {string} source
 * @returns {string | null}
 */
export function docusaurusModuleFile(source) {
  const file = docusaurusCoverage.modules[source]?.file;
  return file ? path.join(docusaurusCompatDir, file) : null;
}

/**
 * Why a `@docusaurus/` module Cairn has no equivalent of cannot be imported: the message names
 * the importing file and says what Cairn has.
 *
 * @param {string} source
 * @param {string | undefined} importer
 * @param {string} siteDir
 * @returns {string}
 */
export function unknownDocusaurusModuleMessage(source, importer, siteDir) {
  const module = docusaurusCoverage.modules[source];
  const from = importer ? ` (imported by ${importerName(importer, siteDir, source)})` : '';
  const why = module?.note ? ` ${module.note}` : '';
  const known = Object.entries(docusaurusCoverage.modules)
    .filter(([, entry]) => entry.file)
    .map(([name]) => name)
    .join(', ');
  return (
    `"${source}"${from} has no Cairn equivalent.${why} Cairn provides ${known} (see ${COMPATIBILITY_PAGE}); ` +
    'replace other Docusaurus modules with Cairn\'s hooks from "@cairn/theme" or your own code.'
  );
}

/**
 * Why `@theme/X` cannot be resolved: the importing file, and what Cairn has instead.
 *
 * @param {string} source
 * @param {string} name
 * @param {string | undefined} importer
 * @param {string} siteDir
 * @param {string} siteComponentsDir
 * @returns {string}
 */
export function missingComponentMessage(source, name, importer, siteDir, siteComponentsDir) {
  const from = importer ? ` (imported by ${importerName(importer, siteDir, source)})` : '';
  const docusaurus = docusaurusCoverage.components[name];
  if (docusaurus) {
    const instead = docusaurus.note ? ` ${docusaurus.note}` : '';
    return `"${source}"${from} is a component of Docusaurus's theme that Cairn does not have.${instead} (See ${COMPATIBILITY_PAGE}.)`;
  }
  return `cannot resolve "${source}"${from}: no ${name} in ${siteComponentsDir} or ${themeComponentsDir}`;
}
