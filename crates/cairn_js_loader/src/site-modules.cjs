// Loading a site's own modules (its remark plugins, the functions its options name): a path
// from the site's folder with jiti, as Docusaurus loads its config; an installed package by
// its entry for `import`.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const { siteJiti } = require(path.join(__dirname, 'site-jiti.cjs'));

/** The loaders of the site in `siteDir`. */
function siteModules(siteDir) {
  /** The file an npm package's entry is: `require`'s answer, or for a package that only has
   * an ES module entry, its `exports` for `import`. */
  function resolvePackage(name) {
    const require = createRequire(path.join(siteDir, 'package.json'));
    try {
      return require.resolve(name);
    } catch (error) {
      if (!['MODULE_NOT_FOUND', 'ERR_PACKAGE_PATH_NOT_EXPORTED'].includes(error?.code)) throw error;
    }
    const parts = name.split('/');
    const packageName = name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const subpath = name.slice(packageName.length);
    for (let dir = siteDir; ; dir = path.dirname(dir)) {
      const packageDir = path.join(dir, 'node_modules', packageName);
      const manifest = path.join(packageDir, 'package.json');
      if (fs.existsSync(manifest)) {
        const { exports, module, main } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
        const target = exportTarget(exports, `.${subpath}`) ?? (subpath ? subpath.slice(1) : module ?? main ?? 'index.js');
        return path.join(packageDir, target);
      }
      if (dir === path.dirname(dir)) break;
    }
    const error = new Error(`cannot find the package \`${name}\` from ${siteDir}: install it with npm`);
    error.stack = `Error: ${error.message}`;
    throw error;
  }

  /** What `exports` gives `import` for `key` (`.`, `./sub`). */
  function exportTarget(exports, key) {
    if (!exports) return null;
    const conditional = typeof exports === 'object' && !Array.isArray(exports);
    const bySubpath = conditional && Object.keys(exports).some((entry) => entry.startsWith('.'));
    const entry = bySubpath ? exports[key] : key === '.' ? exports : undefined;
    const pick = (value) => {
      if (typeof value === 'string') return value;
      if (Array.isArray(value)) return pick(value[0]);
      if (value && typeof value === 'object') return pick(value.import ?? value.node ?? value.default ?? value.require);
      return null;
    };
    return pick(entry);
  }

  /** A module's export: its default, or the module itself. */
  async function load(name) {
    if (name.startsWith('.') || path.isAbsolute(name)) {
      const file = createRequire(path.join(siteDir, 'package.json')).resolve(path.resolve(siteDir, name));
      return siteJiti(siteDir)(file);
    }
    const file = resolvePackage(name);
    // A package whose entry is TypeScript (a workspace package of the site's repository): jiti
    // reads it, as it reads the Docusaurus config that imports it.
    if (/\.[cm]?tsx?$/.test(file)) return siteJiti(siteDir)(file);
    const module = await import(pathToFileURL(file).href);
    return module.default ?? module;
  }

  return { load, resolvePackage };
}

module.exports = { siteModules };
