// Runs a site's Docusaurus plugins with their documented lifecycle, for the engine.
//
// argv: <site dir>. Requests come on stdin, one JSON object a line; each gets one reply line on
// stdout that starts with REPLY (a plugin may print to stdout too: the engine passes on every
// other line). Requests:
// - `init` {siteConfig, siteConfigPath, outDir, generatedFilesDir, currentLocale, localizationDir,
//   plugins: [{module, options}]}:
//   loads each module (with jiti, as Docusaurus does), validates its options, calls it with the
//   context and its options → {plugins: [{name, id, clientModules, themePaths, watch, unused}]}
// - `load`: `loadContent` of every plugin (at once), then `contentLoaded` of each with its
//   actions, then `allContentLoaded`, then `injectHtmlTags` → {}
// - `loaded` {plugin}: what that plugin's actions made → {routes, globalData?, tags}
// - `postBuild` {plugin, outDir, routesPaths} → {}
// An error is {error: {plugin, hook, message, stack}}. The host exits when stdin closes.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { siteJiti } = require(path.join(__dirname, 'site-jiti.cjs'));
const { serve, PluginError, hook } = require(path.join(__dirname, 'protocol.cjs'));

const siteDir = path.resolve(process.argv[2]);

/** Hooks of Docusaurus's webpack build, which Cairn's Vite bundle does not run as such
 * (`configureWebpack`'s `resolve.alias` is applied, see `bundlerAliases`). */
const BUNDLER_HOOKS = ['configureWebpack', 'configurePostCss'];

let jiti;
let context;
/** Each plugin: {module, name, id, instance, options, content, made}. */
let plugins = [];

/** The file a plugin entry names: a path from the site, a package, or Docusaurus's shorthand
 * (`sass` for `docusaurus-plugin-sass`, `@org/x` for `@org/docusaurus-plugin-x`). */
function resolvePlugin(name) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  if (name.startsWith('.') || path.isAbsolute(name)) {
    try {
      return require.resolve(path.resolve(siteDir, name));
    } catch (error) {
      if (error?.code !== 'MODULE_NOT_FOUND') throw error;
      throw located(new Error(`cannot find \`${name}\` from the site's folder (${siteDir}): a path starts from the folder of cairn.toml`));
    }
  }
  const candidates = [name];
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/');
    candidates.push(rest ? `${scope}/docusaurus-plugin-${rest}` : `${scope}/docusaurus-plugin`);
  } else {
    candidates.push(`docusaurus-plugin-${name}`, `docusaurus-theme-${name}`);
  }
  for (const candidate of candidates) {
    try {
      return require.resolve(candidate);
    } catch (error) {
      if (error?.code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  throw located(new Error(
    `cannot find the plugin \`${name}\` from ${siteDir} (tried ${candidates.map((c) => `\`${c}\``).join(', ')}): install it with npm, or give a path that starts with ./`,
  ));
}

/** An error whose message says all: its stack (Cairn's own frames) is left out. */
function located(error) {
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

/** Docusaurus's option check: the plugin's schema with an `id`, validated without conversion. */
function validate(schema, options) {
  let finalSchema = schema;
  const Joi = schema?.$_root;
  if (Joi && typeof schema.append === 'function') {
    finalSchema = schema.append({ id: Joi.string().default('default') });
  }
  const { error, value } = finalSchema.validate(options, { convert: false });
  if (error) throw error;
  return value;
}

async function init({
  siteConfig,
  siteConfigPath,
  outDir,
  generatedFilesDir,
  currentLocale,
  localizationDir,
  plugins: entries,
}) {
  jiti = siteJiti(siteDir);
  const packageJson = path.join(siteDir, 'package.json');
  let siteVersion;
  try {
    siteVersion = JSON.parse(fs.readFileSync(packageJson, 'utf8')).version;
  } catch {}
  const locale = siteConfig.i18n?.defaultLocale ?? 'en';
  // Each locale's build has its own plugins, told which locale theirs is.
  const current = currentLocale ?? locale;
  context = {
    siteDir,
    siteVersion,
    siteConfig,
    siteConfigPath,
    outDir,
    generatedFilesDir,
    baseUrl: siteConfig.baseUrl,
    i18n: {
      defaultLocale: locale,
      locales: siteConfig.i18n?.locales ?? [locale],
      currentLocale: current,
      path: 'i18n',
      localeConfigs: {},
    },
    localizationDir: localizationDir ?? path.join(siteDir, 'i18n', current),
    codeTranslations: {},
    siteStorage: siteConfig.siteStorage ?? { type: 'localStorage', namespace: '' },
  };
  plugins = [];
  for (const [position, entry] of entries.entries()) {
    const label = `plugins[${position}] (${entry.module})`;
    const loaded = await hook(label, 'load', () => jiti(resolvePlugin(entry.module)));
    const create = typeof loaded === 'function' ? loaded : loaded?.default;
    if (typeof create !== 'function') {
      throw new PluginError(label, 'load', new Error('the module exports no plugin function (a default export that takes (context, options))'));
    }
    const validateOptions = loaded.validateOptions ?? create.validateOptions;
    const given = entry.options ?? {};
    const options = validateOptions
      ? await hook(label, 'validateOptions', () => validateOptions({ validate, options: given }))
      : { ...given, id: given.id ?? 'default' };
    const instance = await hook(label, 'plugin', () => create(context, options));
    // A plugin may switch itself off by returning nothing.
    if (!instance) continue;
    if (typeof instance.name !== 'string' || !instance.name) {
      throw new PluginError(label, 'plugin', new Error('the plugin object has no `name`'));
    }
    const name = instance.name;
    const plugin = { label: `${name} (${entry.module})`, name, id: options.id ?? 'default', instance, options };
    plugins.push(plugin);
  }
  const described = [];
  for (const plugin of plugins) {
    const { instance } = plugin;
    const call = async (name, ...args) =>
      typeof instance[name] === 'function' ? hook(plugin.label, name, () => instance[name](...args)) : undefined;
    described.push({
      name: plugin.name,
      id: plugin.id,
      clientModules: ((await call('getClientModules')) ?? []).map(String),
      themePaths: [await call('getThemePath')].filter(Boolean).map((dir) => path.resolve(dir)),
      watch: ((await call('getPathsToWatch')) ?? []).map(String),
      // `configureWebpack` is run at load for its aliases; what it sets besides is reported then.
      unused: BUNDLER_HOOKS.filter((name) => name !== 'configureWebpack' && typeof instance[name] === 'function'),
    });
  }
  return { plugins: described };
}

/** What a plugin's actions and hooks have made before its content loads. */
function nothingMade() {
  return { routes: [], files: new Map(), globalData: undefined, tags: {}, aliases: {}, ignored: [] };
}

/** What `contentLoaded` and `allContentLoaded` may do, for one plugin. */
function actions(plugin) {
  const dataDir = path.join(context.generatedFilesDir, plugin.name, plugin.id);
  return {
    addRoute(config) {
      plugin.made.routes.push(route(plugin, config));
    },
    async createData(name, data) {
      const file = path.join(dataDir, name);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data);
      plugin.made.files.set(file, String(data));
      return file;
    },
    setGlobalData(data) {
      plugin.made.globalData = data;
    },
  };
}

/** A route of `addRoute`, with its modules read: Cairn hands a route component its props as data. */
function route(plugin, config) {
  if (!config || typeof config.path !== 'string' || typeof config.component !== 'string') {
    throw new Error('addRoute needs a `path` and a `component` (strings)');
  }
  if (Array.isArray(config.routes) && config.routes.length > 0) {
    throw new Error(`route ${config.path}: nested \`routes\` (a layout route) are not supported by Cairn; add each page as a route of its own`);
  }
  const props = {};
  for (const [name, module] of Object.entries(config.modules ?? {})) {
    props[name] = moduleValue(plugin, config.path, name, module);
  }
  Object.assign(props, config.props ?? {});
  let component = config.component;
  if (path.isAbsolute(component) && component.startsWith(siteDir + path.sep)) {
    component = `@site/${path.relative(siteDir, component).split(path.sep).join('/')}`;
  }
  // Docusaurus's route metadata, for the sitemap's `lastmod` and the Markdown copies.
  const { sourceFilePath, lastUpdatedAt } = config.metadata ?? {};
  const metadata = {
    sourceFilePath: typeof sourceFilePath === 'string' ? path.resolve(siteDir, sourceFilePath) : undefined,
    lastUpdatedAt: Number.isFinite(lastUpdatedAt) ? Math.round(lastUpdatedAt) : undefined,
  };
  return { path: config.path, component, props, metadata };
}

/** A route module's value: the data a `createData` file (or another JSON file) holds. */
function moduleValue(plugin, routePath, prop, module) {
  if (module && typeof module === 'object' && !Array.isArray(module)) {
    if (module.__import) return moduleValue(plugin, routePath, prop, module.path);
    return Object.fromEntries(
      Object.entries(module).map(([key, value]) => [key, moduleValue(plugin, routePath, `${prop}.${key}`, value)]),
    );
  }
  if (typeof module !== 'string') throw new Error(`route ${routePath}: module \`${prop}\` is not a path`);
  const file = module.startsWith('@site/') ? path.join(siteDir, module.slice('@site/'.length)) : module;
  let text = plugin.made.files.get(file);
  if (text === undefined && file.endsWith('.json') && fs.existsSync(file)) text = fs.readFileSync(file, 'utf8');
  if (text === undefined || !file.endsWith('.json')) {
    throw new Error(
      `route ${routePath}: module \`${prop}\` is \`${module}\`; Cairn gives route components JSON data only (a \`createData\` file whose name ends in .json)`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`route ${routePath}: module \`${prop}\` (${module}) is not valid JSON: ${error.message}`);
  }
}

async function load() {
  for (const plugin of plugins) {
    plugin.made = nothingMade();
  }
  await Promise.all(
    plugins.map(async (plugin) => {
      plugin.content = await hook(plugin.label, 'loadContent', () => plugin.instance.loadContent?.());
    }),
  );
  for (const plugin of plugins) {
    await hook(plugin.label, 'contentLoaded', () =>
      plugin.instance.contentLoaded?.({ content: plugin.content, actions: actions(plugin) }),
    );
  }
  const allContent = {};
  for (const plugin of plugins) {
    allContent[plugin.name] ??= {};
    allContent[plugin.name][plugin.id] = plugin.content;
  }
  for (const plugin of plugins) {
    await hook(plugin.label, 'allContentLoaded', () =>
      plugin.instance.allContentLoaded?.({ allContent, actions: actions(plugin) }),
    );
  }
  for (const plugin of plugins) {
    const tags = await hook(plugin.label, 'injectHtmlTags', () =>
      plugin.instance.injectHtmlTags?.({ content: plugin.content }),
    );
    plugin.made.tags = {
      headTags: htmlTags(tags?.headTags),
      preBodyTags: htmlTags(tags?.preBodyTags),
      postBodyTags: htmlTags(tags?.postBodyTags),
    };
    Object.assign(plugin.made, await bundlerAliases(plugin));
  }
  return {};
}

/** What `configureWebpack` gives that Vite can take: `resolve.alias` (module name → path);
 * the names of the other settings it returns, which are not applied. */
async function bundlerAliases(plugin) {
  if (typeof plugin.instance.configureWebpack !== 'function') return { aliases: {}, ignored: [] };
  const config = { mode: 'production', resolve: { alias: {} }, module: { rules: [] }, plugins: [] };
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack' } };
  const returned = await hook(plugin.label, 'configureWebpack', () =>
    plugin.instance.configureWebpack(config, false, utils, plugin.content),
  );
  const aliases = {};
  for (const [name, target] of Object.entries(returned?.resolve?.alias ?? {})) {
    // webpack's `false` (an empty module) and lists of fallbacks have no Vite form.
    if (typeof target === 'string') aliases[name.replace(/\$$/, '')] = target;
  }
  const ignored = [];
  for (const [key, value] of Object.entries(returned ?? {})) {
    if (key === 'mergeStrategy') continue;
    if (key === 'resolve' && value && typeof value === 'object') {
      ignored.push(...Object.keys(value).filter((inner) => inner !== 'alias').map((inner) => `resolve.${inner}`));
    } else {
      ignored.push(key);
    }
  }
  return { aliases, ignored };
}

/** `injectHtmlTags` tags as HTML: a string is HTML already; an object is {tagName, attributes, innerHTML}. */
function htmlTags(tags) {
  if (tags === undefined || tags === null) return [];
  return (Array.isArray(tags) ? tags : [tags]).map((tag) => {
    if (typeof tag === 'string') return tag;
    const attributes = Object.entries(tag.attributes ?? {})
      .filter(([, value]) => value !== false && value !== undefined && value !== null)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
      .join('');
    const voidElement = ['link', 'meta', 'base', 'img', 'br', 'hr', 'input'].includes(tag.tagName);
    return voidElement ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
  });
}

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function loaded({ plugin: index }) {
  const plugin = plugins[index];
  const { routes, globalData, tags, aliases, ignored } = plugin.made;
  return { routes, globalData, tags, aliases, ignoredWebpack: ignored };
}

async function postBuild({ plugin: index, outDir, routesPaths }) {
  const plugin = plugins[index];
  await hook(plugin.label, 'postBuild', () =>
    plugin.instance.postBuild?.({
      ...context,
      outDir,
      content: plugin.content,
      routesPaths,
      // Docusaurus gives each route's react-helmet state; Cairn's pages hold their head tags.
      head: {},
      plugins: plugins.map(({ name, options, content }) => ({ name, options, content })),
    }),
  );
  return {};
}

serve({ init, load, loaded, postBuild });
