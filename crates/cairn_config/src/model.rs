//! The shape of `cairn.toml`. Keys are camelCase, like the JavaScript frameworks docs authors
//! come from, so that their knowledge carries over.

use std::ops::Range;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::functions::{EditUrl, SiteFunction};
use crate::i18n::I18n;

pub use crate::analytics::GtagConfig;
pub use crate::blog::BlogInstance;
pub use crate::chrome::{AnnouncementBar, ColorModeConfig, SiteStorage};
use crate::defaults::default_true;
pub use crate::head::{ExternalResource, HeadTagConfig};
pub use crate::ideal_image::IdealImageConfig;
pub use crate::llms::LlmsConfig;
pub use crate::pwa::PwaConfig;
pub use crate::search::SearchConfig;
pub use crate::site_outputs::{Redirect, SitemapConfig};

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SiteConfig {
    /// Site title: shown in the navbar and appended to every page title.
    pub title: String,
    #[serde(default)]
    pub tagline: String,
    /// Absolute URL of the deployed site, without its base path: `https://example.com`.
    pub url: String,
    /// Path the site is served under; starts and ends with `/`.
    #[serde(default = "default_base_url")]
    pub base_url: String,
    /// Whether page URLs end with `/` (`/docs/intro/`).
    #[serde(default = "default_true")]
    pub trailing_slash: bool,
    /// Path of the favicon, relative to `static/`.
    #[serde(default)]
    pub favicon: Option<String>,
    /// Folders whose files are copied to the root of the build, relative to the site, as
    /// Docusaurus's option of the same name; a later folder's file replaces an earlier one's.
    #[serde(default = "default_static_directories")]
    pub static_directories: Vec<String>,
    #[serde(default)]
    pub navbar: Navbar,
    #[serde(default)]
    pub footer: Footer,
    /// Heading levels shown in tables of contents, unless a page says otherwise.
    #[serde(default)]
    pub table_of_contents: TableOfContents,
    /// What to do about a relative link to a Markdown file that does not exist.
    #[serde(default)]
    pub on_broken_markdown_links: ReportLevel,
    /// What to do about a link of a rendered page to a page or file the site does not have.
    #[serde(default = "throw")]
    pub on_broken_links: ReportLevel,
    /// What to do about a link to `#id` that the target page does not have. Warns by default,
    /// as in Docusaurus: an anchor is often written by hand or made by a component.
    #[serde(default)]
    pub on_broken_anchors: ReportLevel,
    /// What to do about two pages at one URL. Warns by default, as in Docusaurus; the page
    /// planned first is kept.
    #[serde(default)]
    pub on_duplicate_routes: ReportLevel,
    /// Docs instances (`[[docs]]`); a site without any has one: `docs/` served at `/docs/`.
    #[serde(default)]
    pub docs: Vec<DocsInstance>,
    /// How docs sidebars behave in the browser.
    #[serde(default)]
    pub docs_sidebar: DocsSidebarOptions,
    /// Blog instances (`[[blog]]`); a site has none unless it declares one.
    #[serde(default)]
    pub blog: Vec<BlogInstance>,
    /// The site's language.
    #[serde(default)]
    pub i18n: I18n,
    /// How Markdown is read.
    #[serde(default)]
    pub markdown: MarkdownOptions,
    /// Tags added to every page's `<head>`.
    #[serde(default)]
    pub head_tags: Vec<HeadTagConfig>,
    /// Scripts every page loads: URLs, or attribute tables with `src`.
    #[serde(default)]
    pub scripts: Vec<ExternalResource>,
    /// Stylesheets every page links: URLs, or attribute tables with `href`.
    #[serde(default)]
    pub stylesheets: Vec<ExternalResource>,
    /// Modules the browser loads before the first render (`./src/analytics.ts`, relative to
    /// the site, or a package name); each may export `onRouteDidUpdate`.
    #[serde(default)]
    pub client_modules: Vec<String>,
    /// The site's own plugins, written for Docusaurus: local modules or npm packages, with
    /// their options, run in Node with Docusaurus's lifecycle.
    #[serde(default)]
    pub plugins: Vec<crate::plugins::PluginEntry>,
    /// A dismissible message above the navbar of every page.
    #[serde(default)]
    pub announcement_bar: Option<AnnouncementBar>,
    #[serde(default)]
    pub color_mode: ColorModeConfig,
    /// Where the visitor's choices (colour mode, tabs, docs version…) are kept.
    #[serde(default)]
    pub site_storage: SiteStorage,
    /// Old paths that send visitors to new ones (`[[redirects]]`).
    #[serde(default)]
    pub redirects: Vec<Redirect>,
    /// A function of the site's code that gives, for each page's path, the old paths that
    /// send visitors to it (Docusaurus's `createRedirects`).
    #[serde(default)]
    pub create_redirects: Option<SiteFunction>,
    /// `sitemap.xml`, written unless `[sitemap] enabled = false`.
    #[serde(default)]
    pub sitemap: SitemapConfig,
    /// `llms.txt` and Markdown copies of the pages, when `[llms] enabled = true`.
    #[serde(default)]
    pub llms: LlmsConfig,
    /// Static pages under `/__cairn/debug/` showing what the build saw: config, plugins,
    /// routes, global data, the component registry. Off unless a site asks for them.
    #[serde(default)]
    pub debug: bool,
    /// Google Analytics (gtag.js): page views on every page and client-side navigation.
    #[serde(default)]
    pub gtag: Option<GtagConfig>,
    /// Site search: the local index (default) or hosted DocSearch.
    #[serde(default)]
    pub search: SearchConfig,
    /// Responsive images resized at build time (`<IdealImage>`).
    #[serde(default)]
    pub ideal_image: IdealImageConfig,
    /// A picture drawn for each page, shown where it is shared.
    #[serde(default)]
    pub social_cards: crate::social_cards::SocialCardsConfig,
    /// Offline mode and an installable app (`manifest.json`, `/sw.js`), when present.
    #[serde(default)]
    pub pwa: Option<PwaConfig>,
    /// What a site written for Docusaurus needs of it besides its client API.
    #[serde(default)]
    pub docusaurus: DocusaurusCompat,
    /// The site's own values, for its code: `useDocusaurusContext().siteConfig.customFields`.
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub custom_fields: serde_json::Map<String, serde_json::Value>,
}

/// `[docusaurus]`: what a site written for Docusaurus needs besides its client API, which
/// Cairn's theme always answers.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct DocusaurusCompat {
    /// Infima's classes (`container`, `row`, `col col--4`, `button button--primary`, `hero`…)
    /// and `--ifm-*` variables, mapped onto Cairn's design: for pages and CSS written for
    /// Docusaurus's classic theme. Off by default; `cairn migrate docusaurus` turns it on.
    #[serde(default)]
    pub infima: bool,
}

/// Markdown options shared by every document.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct MarkdownOptions {
    /// `$…$` and `$$…$$` are formulas; `false` keeps every dollar as text.
    #[serde(default = "default_true")]
    pub math: bool,
    /// How `.md` files are read: `detect` (MDX when the file uses MDX), `mdx` or `md`.
    /// `.mdx` files are always MDX.
    #[serde(default)]
    pub format: MarkdownFormat,
    /// Bundle the diagram library even when no page has a diagram: for site code that
    /// renders `@theme/Mermaid` itself. Pages' `mermaid` code blocks need nothing.
    #[serde(default)]
    pub mermaid: bool,
    /// What a code block marked `npm2yarn` shows beside npm's commands.
    #[serde(default)]
    pub npm2yarn: Npm2YarnOptions,
    /// GitHub's alerts (`> [!NOTE]`, `> [!TIP]`, `> [!IMPORTANT]`, `> [!WARNING]`,
    /// `> [!CAUTION]`) are admonitions; `false` keeps them quotes.
    #[serde(default = "default_true")]
    pub github_alerts: bool,
    /// remark plugins run on every document's syntax tree (each docs and blog instance may add its own) before Cairn reads it (local modules
    /// or npm packages, with options, as `plugins` entries), after `beforeDefaultRemarkPlugins`.
    #[serde(default)]
    pub remark_plugins: Vec<crate::plugins::PluginEntry>,
    /// remark plugins run first, before `remarkPlugins`.
    #[serde(default)]
    pub before_default_remark_plugins: Vec<crate::plugins::PluginEntry>,
    /// rehype plugins run on the HTML tree (hast) the compiler made of each document, after
    /// `beforeDefaultRehypePlugins`.
    #[serde(default)]
    pub rehype_plugins: Vec<crate::plugins::PluginEntry>,
    /// rehype plugins run first, before `rehypePlugins`.
    #[serde(default)]
    pub before_default_rehype_plugins: Vec<crate::plugins::PluginEntry>,
}

impl Default for MarkdownOptions {
    fn default() -> Self {
        MarkdownOptions {
            math: true,
            format: MarkdownFormat::Detect,
            mermaid: false,
            npm2yarn: Npm2YarnOptions::default(),
            github_alerts: true,
            remark_plugins: Vec::new(),
            before_default_remark_plugins: Vec::new(),
            rehype_plugins: Vec::new(),
            before_default_rehype_plugins: Vec::new(),
        }
    }
}

/// `[markdown.npm2yarn]`: the options of Docusaurus's npm2yarn plugin, which Cairn has built in.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Npm2YarnOptions {
    /// Every npm2yarn block's tabs switch together, and the choice is remembered.
    #[serde(default)]
    pub sync: bool,
    /// The package managers shown after npm, in this order.
    #[serde(default = "default_converters")]
    pub converters: Vec<PackageManagerName>,
}

impl Default for Npm2YarnOptions {
    fn default() -> Self {
        Npm2YarnOptions {
            sync: false,
            converters: default_converters(),
        }
    }
}

fn default_converters() -> Vec<PackageManagerName> {
    vec![PackageManagerName::Yarn, PackageManagerName::Pnpm]
}

/// A package manager an npm2yarn block can show.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
pub enum PackageManagerName {
    Yarn,
    Pnpm,
    Bun,
}

/// How `.md` files are read (`[markdown] format`).
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MarkdownFormat {
    /// MDX when the file has an `import`/`export` line, a capitalised component or a
    /// `{/* … */}` comment outside code; otherwise CommonMark with HTML.
    #[default]
    Detect,
    /// Every `.md` file is MDX, as in Docusaurus.
    Mdx,
    /// Every `.md` file is CommonMark with HTML.
    Md,
}

/// Docs sidebar behaviour shared by every instance.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct DocsSidebarOptions {
    /// A button at the bottom of the desktop sidebar hides it.
    #[serde(default)]
    pub hideable: bool,
    /// Opening a category closes its sibling categories.
    #[serde(default)]
    pub auto_collapse_categories: bool,
}

fn default_static_directories() -> Vec<String> {
    vec!["static".to_owned()]
}

impl SiteConfig {
    /// This config as it builds `locale`'s pages: the locale is the current one, served from
    /// its own `url` and `baseUrl` (`<baseUrl><locale>/` for a locale other than the default
    /// one, unless it says otherwise).
    pub fn for_locale(&self, locale: &str) -> SiteConfig {
        let mut config = self.clone();
        let site_base_url = self.site_base_url().to_owned();
        let site_url = self.site_url().to_owned();
        config.base_url = self.i18n.locale_base_url(&site_base_url, locale);
        config.url = self.i18n.locale_url(&site_url, locale);
        config.i18n.site_base_url = Some(site_base_url);
        config.i18n.site_url = Some(site_url);
        config.i18n.current_locale = Some(locale.to_owned());
        config
    }

    /// The site's own `baseUrl`, whichever locale this config builds.
    pub fn site_base_url(&self) -> &str {
        self.i18n.site_base_url.as_deref().unwrap_or(&self.base_url)
    }

    /// The site's own `url`, whichever locale this config builds.
    pub fn site_url(&self) -> &str {
        self.i18n.site_url.as_deref().unwrap_or(&self.url)
    }

    /// The folders of static files, in order, as paths.
    pub fn static_dirs(&self, site_dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        self.static_directories
            .iter()
            .map(|dir| site_dir.join(dir))
            .collect()
    }

    /// The file at `relative` in the last static folder that has it (`img/logo.png`).
    pub fn static_file(
        &self,
        site_dir: &std::path::Path,
        relative: &str,
    ) -> Option<std::path::PathBuf> {
        self.static_dirs(site_dir)
            .into_iter()
            .rev()
            .map(|dir| dir.join(relative))
            .find(|path| path.is_file())
    }

    /// The docs instances to build: the declared ones, or the default one.
    /// `cairn.toml:12:8`: where `key` of the `[[docs]]` entry `instance_id` is written (or the
    /// entry, without that key); `None` for the docs a site has without a `[[docs]]` entry.
    pub fn docs_key_location(
        &self,
        site_dir: &std::path::Path,
        instance_id: &str,
        key: &str,
    ) -> Option<String> {
        let index = self.docs.iter().position(|docs| docs.id == instance_id)?;
        crate::config_location(site_dir, &format!("docs[{index}].{key}"))
    }

    pub fn docs_instances(&self) -> Vec<DocsInstance> {
        if self.docs.is_empty() {
            vec![DocsInstance::default_instance()]
        } else {
            self.docs.clone()
        }
    }
}

/// One folder of docs with its own routes, versions and sidebars.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct DocsInstance {
    /// Names the instance in navbar items and in versioning files; `default` for the first.
    #[serde(default = "default_docs_id")]
    pub id: String,
    /// Folder of the current version's docs, relative to the site.
    #[serde(default = "default_docs_path")]
    pub path: String,
    /// URL path the docs are served under, relative to the base URL; `""` serves them at the root.
    #[serde(default = "default_docs_path")]
    pub route_base_path: String,
    /// Sidebar file (YAML or TOML), relative to the site; without one, the sidebar is
    /// generated from the folder.
    #[serde(default)]
    pub sidebar_path: Option<String>,
    /// The version visitors get by default; the newest released version unless set.
    #[serde(default)]
    pub last_version: Option<String>,
    /// Whether the unreleased docs in `path` are built as the `current` version.
    #[serde(default = "default_true")]
    pub include_current_version: bool,
    /// Build only these versions (`current` included by name).
    #[serde(default)]
    pub only_include_versions: Option<Vec<String>>,
    /// Per-version options, by version name (`current`, `3.4.0`…).
    #[serde(default)]
    pub versions: std::collections::BTreeMap<String, VersionOptions>,
    /// Base of "Edit this page" links; the doc's path inside the site is appended. Or a
    /// function of the site's code that gives each doc's link.
    #[serde(default)]
    pub edit_url: Option<EditUrl>,
    /// Edit links of released versions point at the current version's file.
    #[serde(default)]
    pub edit_current_version: bool,
    /// Show when a doc was last changed, from git.
    #[serde(default)]
    pub show_last_update_time: bool,
    /// Show who changed a doc last, from git.
    #[serde(default)]
    pub show_last_update_author: bool,
    /// Tags file (YAML) listing the tags docs may use, relative to each version's folder.
    #[serde(default)]
    pub tags: Option<String>,
    /// What to do about a front matter tag the tags file does not list.
    #[serde(default)]
    pub on_inline_tags: ReportLevel,
    #[serde(default = "default_true")]
    pub breadcrumbs: bool,
    /// Strip `01-` style prefixes from file and folder names in ids, URLs and labels.
    #[serde(default = "default_true")]
    pub number_prefix_parser: bool,
    /// This instance's table of contents levels, instead of the site's.
    #[serde(default)]
    pub table_of_contents: Option<TableOfContents>,
    /// Whether sidebar categories start collapsed when they do not say.
    #[serde(default = "default_true")]
    pub sidebar_collapsed: bool,
    /// Whether sidebar categories can be collapsed when they do not say; `false` keeps every
    /// category open, without a toggle.
    #[serde(default = "default_true")]
    pub sidebar_collapsible: bool,
    /// A function of the site's code that makes the items of each `autogenerated` sidebar item
    /// (Docusaurus's `sidebarItemsGenerator`), in place of Cairn's generation from folders.
    #[serde(default)]
    pub sidebar_items_generator: Option<crate::SiteFunction>,
    /// Globs of the files (relative to each version's folder) that are docs.
    #[serde(default = "default_docs_include")]
    pub include: Vec<String>,
    /// Globs of files left out among those `include` matches.
    #[serde(default = "default_docs_exclude")]
    pub exclude: Vec<String>,
    /// remark plugins run on each of the instance's documents before Cairn reads it (local modules
    /// or npm packages, with options, as `plugins` entries), after `beforeDefaultRemarkPlugins`.
    #[serde(default)]
    pub remark_plugins: Vec<crate::plugins::PluginEntry>,
    /// remark plugins run first, before `remarkPlugins`.
    #[serde(default)]
    pub before_default_remark_plugins: Vec<crate::plugins::PluginEntry>,
    /// rehype plugins run on the HTML tree (hast) the compiler made of each document, after
    /// `beforeDefaultRehypePlugins`.
    #[serde(default)]
    pub rehype_plugins: Vec<crate::plugins::PluginEntry>,
    /// rehype plugins run first, before `rehypePlugins`.
    #[serde(default)]
    pub before_default_rehype_plugins: Vec<crate::plugins::PluginEntry>,
}

impl DocsInstance {
    /// The instance a site gets when `cairn.toml` declares none.
    pub fn default_instance() -> Self {
        DocsInstance {
            id: default_docs_id(),
            path: default_docs_path(),
            route_base_path: default_docs_path(),
            sidebar_path: None,
            last_version: None,
            include_current_version: true,
            only_include_versions: None,
            versions: Default::default(),
            edit_url: None,
            edit_current_version: false,
            show_last_update_time: false,
            show_last_update_author: false,
            tags: None,
            on_inline_tags: ReportLevel::Warn,
            breadcrumbs: true,
            number_prefix_parser: true,
            table_of_contents: None,
            sidebar_collapsed: true,
            sidebar_collapsible: true,
            sidebar_items_generator: None,
            include: default_docs_include(),
            exclude: default_docs_exclude(),
            remark_plugins: Vec::new(),
            before_default_remark_plugins: Vec::new(),
            rehype_plugins: Vec::new(),
            before_default_rehype_plugins: Vec::new(),
        }
    }
}

/// Docusaurus's default: every Markdown and MDX file.
pub(crate) fn default_docs_include() -> Vec<String> {
    vec!["**/*.{md,mdx}".to_owned()]
}

/// Docusaurus's default: partials (`_`-prefixed files and folders) and tests.
pub(crate) fn default_docs_exclude() -> Vec<String> {
    [
        "**/_*.{js,jsx,ts,tsx,md,mdx}",
        "**/_*/**",
        "**/*.test.{js,jsx,ts,tsx}",
        "**/__tests__/**",
    ]
    .map(str::to_owned)
    .to_vec()
}

/// Options of one version of a docs instance.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct VersionOptions {
    pub label: Option<String>,
    /// URL segment of the version below the route base; `""` for the root.
    pub path: Option<String>,
    pub banner: Option<VersionBanner>,
    /// Show the version's label on its pages.
    pub badge: Option<bool>,
    /// Ask search engines not to index the version.
    #[serde(default)]
    pub no_index: bool,
}

/// The banner above a version's pages.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "lowercase")]
pub enum VersionBanner {
    None,
    Unreleased,
    Unmaintained,
}

fn default_docs_id() -> String {
    "default".to_owned()
}

fn default_docs_path() -> String {
    "docs".to_owned()
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct TableOfContents {
    #[serde(default = "default_min_heading_level")]
    pub min_heading_level: u8,
    #[serde(default = "default_max_heading_level")]
    pub max_heading_level: u8,
}

impl Default for TableOfContents {
    fn default() -> Self {
        TableOfContents {
            min_heading_level: default_min_heading_level(),
            max_heading_level: default_max_heading_level(),
        }
    }
}

fn default_min_heading_level() -> u8 {
    2
}

fn default_max_heading_level() -> u8 {
    3
}

fn throw() -> ReportLevel {
    ReportLevel::Throw
}

/// How a problem the build can live with is reported.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ReportLevel {
    Ignore,
    #[default]
    Warn,
    Throw,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Navbar {
    /// Text next to the logo; defaults to the site title.
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub logo: Option<Logo>,
    #[serde(default)]
    pub items: Vec<NavbarItem>,
    /// Hide the navbar while the visitor scrolls down; it comes back on scrolling up.
    #[serde(default)]
    pub hide_on_scroll: bool,
    /// `primary` or `dark`: a coloured navbar in both colour modes.
    #[serde(default)]
    pub style: Option<NavbarStyle>,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "lowercase")]
pub enum NavbarStyle {
    Primary,
    Dark,
}

/// An image size: pixels, or any CSS length (`"2rem"`).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(untagged)]
pub enum Dimension {
    Pixels(u32),
    Css(String),
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Logo {
    pub src: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub src_dark: Option<String>,
    #[serde(default)]
    pub alt: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<Dimension>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<Dimension>,
}

/// One navbar entry. `type` says what it is; the keys each type needs are checked after
/// parsing, so that a mistake gets a message about that type rather than about every key.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NavbarItem {
    /// One of `NAVBAR_ITEM_TYPES`, or `custom-<name>` for a type the site's theme renders.
    #[serde(default = "default_navbar_type", rename = "type")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A page of this site.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// Any URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(default)]
    pub position: NavbarPosition,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class_name: Option<String>,
    /// A dropdown's links.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<NavbarLink>,
    /// An `html` item's markup.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// A `doc` item's doc.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doc_id: Option<String>,
    /// A `docSidebar` item's sidebar.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sidebar_id: Option<String>,
    /// The docs instance a docs item is about.
    #[serde(default = "default_docs_id")]
    pub docs_plugin_id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dropdown_items_before: Vec<NavbarLink>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dropdown_items_after: Vec<NavbarLink>,
    /// A link is also active on the pages below this path (default: below `to`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_base_path: Option<String>,
    /// A link is active on the pages whose path matches this regular expression.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_base_regex: Option<String>,
    /// Prefix an `href` that is a path with the base URL.
    #[serde(default)]
    pub prepend_base_url_to_href: bool,
    /// A `custom-…` item's own keys, given to its component as props (Docusaurus writes them
    /// beside `type`).
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub props: serde_json::Map<String, serde_json::Value>,
}

/// The navbar item types, with the keys each one reads besides `type`, `position`,
/// `className`.
pub const NAVBAR_ITEM_TYPES: &[(&str, &[&str])] = &[
    (
        "default",
        &[
            "label",
            "to",
            "href",
            "activeBasePath",
            "activeBaseRegex",
            "prependBaseUrlToHref",
        ],
    ),
    ("dropdown", &["label", "items"]),
    ("html", &["value"]),
    ("doc", &["docId", "docsPluginId", "label"]),
    ("docSidebar", &["sidebarId", "docsPluginId", "label"]),
    ("docsVersion", &["docsPluginId", "label", "to"]),
    (
        "docsVersionDropdown",
        &["docsPluginId", "dropdownItemsBefore", "dropdownItemsAfter"],
    ),
    // Filled by the search feature; accepted so that sites can place it already.
    ("search", &[]),
    (
        "localeDropdown",
        &["dropdownItemsBefore", "dropdownItemsAfter"],
    ),
];

/// Prefix of the types a site's own theme renders (`custom-testButton`).
pub const CUSTOM_NAVBAR_ITEM_PREFIX: &str = "custom-";

/// Keys a `custom-…` item may set besides `type`, `position`, `className`; the site's
/// component gets them as its item.
pub const CUSTOM_NAVBAR_ITEM_KEYS: &[&str] = &["label", "to", "href", "value", "props"];

impl NavbarItem {
    /// Whether this item's type reads `key` (a camelCase key of `NAVBAR_ITEM_TYPES`).
    pub fn reads(&self, key: &str) -> bool {
        if self.is_custom() {
            return CUSTOM_NAVBAR_ITEM_KEYS.contains(&key);
        }
        NAVBAR_ITEM_TYPES
            .iter()
            .any(|(kind, keys)| *kind == self.kind && keys.contains(&key))
    }

    /// Whether the site's theme renders this item (`type = "custom-…"`).
    pub fn is_custom(&self) -> bool {
        self.kind
            .strip_prefix(CUSTOM_NAVBAR_ITEM_PREFIX)
            .is_some_and(|name| !name.is_empty())
    }
}

fn default_navbar_type() -> String {
    "default".to_owned()
}

/// An entry of a navbar dropdown: a link (`label` with `to` or `href`), or raw HTML
/// (`type = "html"` with `value`).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NavbarLink {
    /// `default` (a link) or `html`.
    #[serde(default = "default_navbar_type", rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class_name: Option<String>,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "lowercase")]
pub enum NavbarPosition {
    Left,
    #[default]
    Right,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Footer {
    #[serde(default)]
    pub style: FooterStyle,
    /// Either columns (entries with `title` and `items`) or a flat row of links (entries with
    /// `label`, `to`/`href`, or `html`); not both.
    #[serde(default)]
    pub links: Vec<FooterEntry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo: Option<Logo>,
    /// HTML.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copyright: Option<String>,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "lowercase")]
pub enum FooterStyle {
    Light,
    #[default]
    Dark,
}

/// One `[[footer.links]]` entry: a column (`title`, `items`) or a link of a flat row. One
/// struct rather than an untagged enum, so that a mistake gets a message about its key.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FooterEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<FooterLink>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
}

impl FooterEntry {
    /// Whether this entry is a column rather than a link.
    pub fn is_column(&self) -> bool {
        self.title.is_some() || !self.items.is_empty()
    }

    /// The entry read as a link of a flat row.
    pub fn link(&self) -> FooterLink {
        FooterLink {
            label: self.label.clone(),
            to: self.to.clone(),
            href: self.href.clone(),
            html: self.html.clone(),
        }
    }
}

/// A footer link: `label` with `to` (a page of the site) or `href` (any URL), or `html`.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FooterLink {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    /// Raw HTML shown instead of a link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
}

fn default_base_url() -> String {
    "/".to_owned()
}

/// Why deserialisation failed, in terms a message can use.
pub(crate) struct Failure {
    pub span: Option<Range<usize>>,
    pub key_path: String,
    pub message: String,
}

pub(crate) fn deserialize(source: &str) -> Result<SiteConfig, Failure> {
    let deserializer = toml::Deserializer::parse(source).map_err(|err| Failure {
        span: err.span(),
        key_path: String::new(),
        message: err.message().trim().to_owned(),
    })?;
    serde_path_to_error::deserialize(deserializer).map_err(|err| {
        let key_path = err.path().to_string();
        let inner = err.into_inner();
        Failure {
            span: inner.span(),
            key_path: if key_path == "." {
                String::new()
            } else {
                key_path
            },
            message: inner.message().trim().to_owned(),
        }
    })
}
