// @ts-check
// The client build's stylesheets, joined into the files pages link (see cairnManifest).
import { createHash } from 'node:crypto';

/** @typedef {import('vite').Rolldown.OutputBundle} OutputBundle */
/** @typedef {Pick<import('vite').Rolldown.PluginContext, 'emitFile'>} EmittingContext */

/**
 * The stylesheets of a chunk and of the chunks it reaches through static imports, in the order
 * Vite gives them (its preload helper and its HTML both do): the sheets of a chunk's imports
 * before its own, so a component's rules come after those of the components it renders.
 *
 * @param {OutputBundle} bundle
 * @param {string} fileName
 * @param {Set<string>} [visited]
 * @param {Set<string>} [sheets] Receives the sheets, in order.
 * @returns {Set<string>} `sheets`
 */
export function stylesheetsInCascadeOrder(bundle, fileName, visited = new Set(), sheets = new Set()) {
  if (visited.has(fileName)) return sheets;
  visited.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return sheets;
  for (const imported of chunk.imports) stylesheetsInCascadeOrder(bundle, imported, visited, sheets);
  for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  return sheets;
}

/**
 * The text of a stylesheet of the bundle.
 *
 * @param {OutputBundle} bundle
 * @param {string} sheet
 * @returns {string}
 */
function stylesheetText(bundle, sheet) {
  const asset = bundle[sheet];
  if (asset?.type !== 'asset') throw new Error(`${sheet}: not a stylesheet of the bundle`);
  const source = asset.source;
  return typeof source === 'string' ? source : Buffer.from(source).toString('utf8');
}

/**
 * Stylesheets joined in the given order into one file named by its content
 * (`assets/css/<name>-<hash>.css`), emitted into the bundle; returns its file name.
 *
 * @param {EmittingContext} context
 * @param {OutputBundle} bundle
 * @param {string} name
 * @param {string[]} sheets
 * @returns {string}
 */
function emitCombinedStylesheet(context, bundle, name, sheets) {
  const text = sheets
    .map((sheet) =>
      // `@charset` is only valid at the start of a file; pages and their CSS are UTF-8 anyway.
      stylesheetText(bundle, sheet)
        .replace(/^@charset "[^"]*";/i, '')
        .trimEnd(),
    )
    .join('\n');
  const fileName = `assets/css/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
  context.emitFile({ type: 'asset', fileName, source: `${text}\n` });
  return fileName;
}

/**
 * Splits the client build's CSS into the files pages link: one site-wide file, and one file per
 * component a page or client navigation loads.
 *
 * A "unit" is a chunk that is loaded on its own: a registry component's chunk (a page type, or a
 * site component used in content) or any other chunk some code imports dynamically (the search
 * modal, a content component of `lazyContent.tsx`…). The site-wide file holds the entry's sheets,
 * those of the content components, the theme's (loaded lazily) and the site's alike, and those
 * of the layout's parts served on demand (navbar dropdowns, the footer…): their server-rendered
 * HTML needs its styles before their code arrives, and a page links no file per component its
 * Markdown uses. It also holds every sheet that the static closures of two or more units
 * import (the layout, tags, the content tree…). Every other sheet then belongs to exactly one
 * unit, and a unit's sheets are joined into one file. No rule is in two files: a page that
 * later loads another unit's file never repeats rules after ones that were meant to override
 * them, and never downloads them twice.
 *
 * Returns the site-wide file, each unit's file (or none), and, for every original sheet, what
 * replaces it: the unit's file, or `null` when it is in the site-wide file.
 *
 * @param {EmittingContext} context
 * @param {OutputBundle} bundle
 * @param {{ entryFile: string, serverRenderedFiles: string[], units: string[] }} files
 * @returns {{ siteWideFile: string | null, unitFile: Map<string, string>, replacement: Map<string, string | null> }}
 */
export function splitStylesheets(context, bundle, { entryFile, serverRenderedFiles, units }) {
  const siteWide = new Set(stylesheetsInCascadeOrder(bundle, entryFile));
  for (const file of serverRenderedFiles) stylesheetsInCascadeOrder(bundle, file, new Set(), siteWide);

  const sheetsOfUnit = new Map(
    units.map((unit) => [unit, [...stylesheetsInCascadeOrder(bundle, unit)].filter((sheet) => !siteWide.has(sheet))]),
  );
  /** @type {Map<string, number>} */
  const importers = new Map();
  for (const sheets of sheetsOfUnit.values())
    for (const sheet of sheets) importers.set(sheet, (importers.get(sheet) ?? 0) + 1);
  // Shared sheets in their first unit's cascade order, after the entry's and content components':
  // where they stood relative to those before (after them, like every page's own sheets).
  for (const [sheet, count] of importers) if (count > 1) siteWide.add(sheet);

  /** @type {Map<string, string | null>} */
  const replacement = new Map([...siteWide].map((sheet) => [sheet, null]));
  /** @type {Map<string, string>} */
  const unitFile = new Map();
  for (const [unit, sheets] of sheetsOfUnit) {
    const own = sheets.filter((sheet) => !siteWide.has(sheet));
    const [first] = own;
    if (first === undefined) continue;
    const unitName = bundle[unit]?.name ?? unit;
    const file = own.length === 1 ? first : emitCombinedStylesheet(context, bundle, unitName, own);
    unitFile.set(unit, file);
    for (const sheet of own) replacement.set(sheet, file);
  }
  const siteWideFile = siteWide.size > 0 ? emitCombinedStylesheet(context, bundle, 'style', [...siteWide]) : null;
  return { siteWideFile, unitFile, replacement };
}

/**
 * Points the preload lists Vite wrote into the chunks (`__vite__mapDeps`) at the combined files.
 *
 * Vite's preload helper, which loads a dynamically imported chunk's dependencies first, fetches
 * each stylesheet of the chunk's closure unless the page already links that very URL, and waits
 * for it. Left alone it would fetch the parts of the combined files again: the sheets of the
 * first page's route while it hydrates, the entry's sheet when the search modal opens. So a sheet
 * of the site-wide file leaves the lists (every page links that file), and a unit's sheet becomes
 * the unit's file, which the helper then skips on a page that links it and loads, before the new
 * page renders, on client navigation to another page type. (`build.modulePreload.
 * resolveDependencies` cannot do this: Vite hands it the JavaScript files only and appends the
 * stylesheets after it.) The replaced names derive from the same content-hashed files as the
 * originals, so a chunk whose list changes already has a new file name.
 *
 * The entry's chunk and the chunks it imports leave the lists too: every page loads them before
 * any of its code runs, so the helper would only look them up in the page to find them there.
 *
 * @param {OutputBundle} bundle
 * @param {Map<string, string | null>} replacement
 * @param {ReadonlySet<string>} [loadedFirst] The entry's chunk and its static imports.
 */
export function rewritePreloadLists(bundle, replacement, loadedFirst = new Set()) {
  const listPattern = /(m\.f\|\|\(m\.f=)(\[[^\]]*\])/;
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps')) continue;
    const listMatch = listPattern.exec(chunk.code);
    // Another shape of Vite's helper: left as it is, pages would fetch every stylesheet twice.
    if (!listMatch) throw new Error(`${chunk.fileName}: Vite's preload list (__vite__mapDeps) has an unknown shape`);
    const [list, assignment = '', filesText = ''] = listMatch;
    /** @type {string[]} */
    const files = JSON.parse(filesText);
    /** @type {string[]} */
    const newFiles = [];
    /** @param {string} file */
    const indexOf = (file) => {
      const index = newFiles.indexOf(file);
      return index === -1 ? newFiles.push(file) - 1 : index;
    };
    const body = chunk.code.slice(listMatch.index + list.length);
    const rewrittenBody = body.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, /** @type {string} */ indices) => {
      /** @type {Set<string>} */
      const deps = new Set();
      for (const index of indices.split(',').filter(Boolean)) {
        const file = files[Number(index)];
        if (file === undefined) throw new Error(`${chunk.fileName}: Vite's preload list has no file ${index}`);
        const replaced = loadedFirst.has(file) ? null : replacement.has(file) ? replacement.get(file) : file;
        if (replaced !== null && replaced !== undefined) deps.add(replaced);
      }
      return `__vite__mapDeps([${[...deps].map(indexOf).join(',')}])`;
    });
    chunk.code = chunk.code.slice(0, listMatch.index) + assignment + JSON.stringify(newFiles) + rewrittenBody;
  }
}
