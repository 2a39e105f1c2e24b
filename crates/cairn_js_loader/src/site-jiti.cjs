// jiti as Docusaurus creates it to read a site's modules (`loadFreshModule` in
// `@docusaurus/utils`): shared by the one-shot loader (`load.cjs`) and the plugin host.
'use strict';

const path = require('node:path');

/** A jiti that loads modules relative to `siteDir`, with Docusaurus's options. */
function siteJiti(siteDir, { requireCache = false } = {}) {
  const createJiti = require(path.join(__dirname, 'jiti.js'));
  let babel;
  return createJiti(path.join(path.resolve(siteDir), 'index.js'), {
    cache: true,
    interopDefault: true,
    // Docusaurus bypasses Node's require cache; stand-ins for missing packages live in it.
    requireCache,
    onError(error) {
      throw error;
    },
    // Babel is only read when a file needs transpiling (ES modules, TypeScript), and not at
    // all when jiti's cache already holds the result.
    transform(transformOptions) {
      babel ??= require(path.join(__dirname, 'babel.js'));
      return babel(transformOptions);
    },
  });
}

module.exports = { siteJiti };
