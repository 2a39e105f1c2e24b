//! The docs plugin: one instance per `[[docs]]` entry, each with its versions, sidebars, tags
//! and global data.

pub(crate) mod doc_meta;
pub(crate) mod doc_sidebars;
mod entry;
pub(crate) mod global_data;
pub(crate) mod last_update;
pub(crate) mod list_parts;
mod routes;
pub(crate) mod sidebars;
pub(crate) mod tags;
pub(crate) mod versions;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use cairn_config::{DocsInstance, EditUrl, SiteConfig};
use globset::GlobSet;

pub use last_update::{
    LastUpdate, LastUpdates, needs_last_updates, read_last_updates, wants_git_dates,
};
pub use versions::{
    CURRENT, DocsVersion, VersioningFiles, check_version_name, docs_versions, released_versions,
    resolve_versions,
};

use crate::error::{ContentError, Warning};
use crate::functions::call_each;
use crate::i18n::LocaleFiles;
use crate::load::{display_path, glob_set, is_markdown, site_path};
use crate::plan::PlanContext;
use crate::plugin::{
    LoadInput, Plugin, PluginContent, PluginRoutes, SiteContext, Source, SourceKind,
};
use doc_meta::edit_url_of;
use doc_sidebars::VersionSidebars;
use entry::DocEntry;
use sidebars::{ItemsGenerator, SidebarDoc, SidebarOptions, Warnings, build_sidebars};
use tags::{TagsFile, read_tags_file};

/// The name global data of docs is keyed by.
pub const PLUGIN_NAME: &str = "docs";

/// One docs instance and its versions (current first, then released ones newest first).
#[derive(Debug, Clone)]
pub struct DocsPlugin {
    pub instance: DocsInstance,
    pub versions: Vec<DocsVersion>,
    site_dir: PathBuf,
    /// Whether the pages are built in the site's default locale.
    default_locale: bool,
    /// Whether the locale's translations are read (its `translate` is not false).
    reads_translations: bool,
}

/// One plugin per docs instance of the site, with the versions its files describe.
pub fn docs_plugins(site_dir: &Path, config: &SiteConfig) -> Result<Vec<DocsPlugin>, ContentError> {
    let mut versions = docs_versions(site_dir, config)?;
    Ok(config
        .docs_instances()
        .into_iter()
        .map(|instance| {
            let (own, others) = versions
                .drain(..)
                .partition(|version| version.instance_id == instance.id);
            versions = others;
            DocsPlugin {
                instance,
                versions: own,
                site_dir: site_dir.to_path_buf(),
                default_locale: config.i18n.is_default(),
                reads_translations: config.i18n.translates_current(),
            }
        })
        .collect())
}

impl DocsPlugin {
    fn globs(&self, setting: &'static str, globs: &[String]) -> Result<GlobSet, ContentError> {
        glob_set(&self.instance.id, setting, globs)
    }

    /// The current version's folder inside the site, `/`-separated (`docs`, or `../docs` for a
    /// folder beside the site).
    pub(crate) fn current_site_path(&self) -> String {
        site_path(&self.site_dir, &self.site_dir.join(&self.instance.path))
    }

    /// Where `version`'s files come from in the locale being built.
    fn locale_files(&self, version: &DocsVersion) -> LocaleFiles {
        LocaleFiles {
            source: version.source_dir.clone(),
            translations: version.translations.clone(),
            default_locale: self.default_locale,
            reads_translations: self.reads_translations,
        }
    }
}

impl Plugin for DocsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.instance.id
    }

    /// The Markdown files of every version that `include` matches and `exclude` does not.
    fn sources(&self) -> Result<Vec<Source>, ContentError> {
        let include = self.globs("include", &self.instance.include)?;
        let exclude = self.globs("exclude", &self.instance.exclude)?;
        let mut sources = Vec::new();
        for (group, version) in self.versions.iter().enumerate() {
            for file in self.locale_files(version).files()? {
                if is_markdown(&file.relative)
                    && include.is_match(&file.relative)
                    && !exclude.is_match(&file.relative)
                {
                    sources.push(Source::in_locale(file, group, SourceKind::Markdown));
                }
            }
        }
        Ok(sources)
    }

    fn load_content<'a>(
        &'a self,
        input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(DocsContent::load(self, input)?))
    }
}

/// An instance's docs, loaded: each version's docs and sidebars.
pub(crate) struct DocsContent<'a> {
    plugin: &'a DocsPlugin,
    site: &'a SiteContext<'a>,
    /// Every doc built (drafts only in development builds).
    docs: Vec<DocEntry<'a>>,
    /// Drafts left out of this build: only their ids remain, so that the theme can tell
    /// "a draft" from "no such doc".
    drafts: Vec<DocEntry<'a>>,
    /// By version index.
    tags_files: HashMap<usize, TagsFile>,
    /// By version index: the sidebars a page of that version shows.
    sidebars: BTreeMap<usize, VersionSidebars>,
    /// What the sidebar and category files say that was left out, and translations left out
    /// because their original is gone.
    sidebar_warnings: Vec<Warning>,
    /// Each doc's edit link by its path in the site, when a function of the site's code
    /// gives them (`editUrl = { module, export }`).
    edit_urls: HashMap<String, Option<String>>,
}

impl<'a> DocsContent<'a> {
    fn load(plugin: &'a DocsPlugin, input: LoadInput<'a>) -> Result<Self, ContentError> {
        let site = input.site;
        let all_docs: Vec<DocEntry<'a>> = input
            .documents
            .into_iter()
            .map(|document| {
                let version = plugin.versions.get(document.group).ok_or_else(|| {
                    ContentError::Unreadable {
                        path: document.source_path.clone(),
                        source: std::io::Error::other("a doc without a docs version"),
                    }
                })?;
                DocEntry::new(document, site.urls, version)
            })
            .collect::<Result<_, _>>()?;
        let (docs, drafts): (Vec<DocEntry>, Vec<DocEntry>) = all_docs
            .into_iter()
            .partition(|doc| site.options.include_drafts || !doc.draft);
        let mut tags_files = HashMap::new();
        if let Some(file) = plugin.instance.tags.as_deref() {
            for (index, version) in plugin.versions.iter().enumerate() {
                let path = version.source_dir.join(file);
                // A version released before the tags file existed has none: its tags are inline.
                if version.name == CURRENT || path.exists() {
                    let shown = display_path(&plugin.site_dir, &path);
                    tags_files.insert(index, read_tags_file(&path, &shown)?);
                }
            }
        }
        let mut orphans = Vec::new();
        for version in &plugin.versions {
            orphans.extend(
                plugin
                    .locale_files(version)
                    .orphan_warnings(&plugin.site_dir)?,
            );
        }
        let mut content = DocsContent {
            plugin,
            site,
            docs,
            drafts,
            tags_files,
            sidebars: BTreeMap::new(),
            sidebar_warnings: orphans,
            edit_urls: HashMap::new(),
        };
        content.edit_urls = content.edit_urls_from_function()?;
        for index in 0..plugin.versions.len() {
            let warnings = Warnings::default();
            let sidebars = content.version_sidebars(index, &warnings)?;
            content.sidebars.insert(index, sidebars);
            content.sidebar_warnings.extend(warnings.into_inner());
        }
        Ok(content)
    }

    /// The docs' edit links, from the function `editUrl` names, called once per doc with
    /// what Docusaurus gives it: the version's name and folder, the doc's path in that folder,
    /// its permalink and the locale. An answer that is not a string hides the link.
    fn edit_urls_from_function(&self) -> Result<HashMap<String, Option<String>>, ContentError> {
        let Some(EditUrl::Function(function)) = &self.plugin.instance.edit_url else {
            return Ok(HashMap::new());
        };
        let docs: Vec<&DocEntry<'_>> = self.docs.iter().chain(&self.drafts).collect();
        let arguments: Vec<serde_json::Value> = docs
            .iter()
            .map(|doc| {
                let version = &self.plugin.versions[doc.document.group];
                serde_json::json!({
                    "version": version.name,
                    "versionDocsDirPath": site_path(&self.plugin.site_dir, &version.source_dir),
                    "docPath": doc.document.relative_path,
                    "permalink": doc.permalink,
                    "locale": self.site.config.i18n.current(),
                })
            })
            .collect();
        let option = format!("[[docs]] `{}` editUrl", self.plugin.instance.id);
        let answers = call_each(
            self.site.options.functions.as_ref(),
            function,
            &option,
            &arguments,
        )?;
        Ok(docs
            .iter()
            .zip(answers)
            .map(|(doc, answer)| {
                let url = answer
                    .as_str()
                    .filter(|url| !url.is_empty())
                    .map(str::to_owned);
                (doc.document.site_path.clone(), url)
            })
            .collect())
    }

    /// A doc's "Edit this page" link: its front matter's, else the one `editUrl` gives.
    pub(crate) fn edit_url(&self, doc: &DocEntry<'_>) -> Option<String> {
        if let Some(custom) = &doc.document.compiled.front_matter.custom_edit_url {
            return custom.clone();
        }
        match self.edit_urls.get(&doc.document.site_path) {
            Some(url) => url.clone(),
            None => edit_url_of(
                doc.document,
                &self.plugin.instance,
                &self.plugin.current_site_path(),
            ),
        }
    }

    /// Each version has its own sidebars; a page shows the one that lists it and its
    /// previous/next links follow that sidebar.
    fn version_sidebars(
        &self,
        index: usize,
        warnings: &Warnings,
    ) -> Result<VersionSidebars, ContentError> {
        let version = &self.plugin.versions[index];
        let config = self.site.config;
        let members: Vec<&DocEntry<'_>> = self.docs_of(index).collect();
        let sidebar_docs: Vec<SidebarDoc> = members
            .iter()
            .map(|doc| {
                let front_matter = &doc.document.compiled.front_matter;
                SidebarDoc {
                    id: doc.id.clone(),
                    relative_path: doc.document.relative_path.clone(),
                    permalink: doc.permalink.clone(),
                    title: doc.title.clone(),
                    sidebar_label: front_matter.sidebar_label.clone(),
                    sidebar_position: front_matter.sidebar_position,
                    sidebar_class_name: front_matter.sidebar_class_name.clone(),
                    sidebar_custom_props: front_matter.sidebar_custom_props.clone(),
                    unlisted: front_matter.unlisted == Some(true),
                }
            })
            .collect();
        let category_base = format!(
            "{}/",
            version
                .page_url(self.site.urls, &["category"])
                .trim_end_matches('/')
        );
        let mut sidebars = build_sidebars(
            version.sidebar_file.as_deref(),
            &sidebar_docs,
            &SidebarOptions {
                version_dir: &version.source_dir,
                category_base: &category_base,
                trailing_slash: config.trailing_slash,
                number_prefix_parser: version.number_prefix_parser,
                base_url: &config.base_url,
                draft_ids: &self
                    .drafts
                    .iter()
                    .filter(|draft| draft.document.group == index)
                    .map(|draft| draft.id.clone())
                    .collect::<Vec<_>>(),
                collapsed: self.plugin.instance.sidebar_collapsed,
                collapsible: self.plugin.instance.sidebar_collapsible,
                warnings,
                generator: self.items_generator(index, &members)?,
            },
        )?;
        sidebars.translate(&version.labels);
        let titles = members
            .iter()
            .map(|doc| (doc.permalink.clone(), doc.pagination_label.clone()))
            .chain(
                sidebars
                    .generated_indexes
                    .iter()
                    .map(|index| (index.permalink.clone(), index.title.clone())),
            )
            .collect();
        Ok(VersionSidebars::new(sidebars, titles, self.site.urls))
    }

    /// The instance's `sidebarItemsGenerator` with what it is given about version `index`:
    /// the docs as Docusaurus describes them and its category files (only made when the site
    /// has such a function).
    fn items_generator<'s>(
        &'s self,
        index: usize,
        members: &[&DocEntry<'_>],
    ) -> Result<Option<ItemsGenerator<'s>>, ContentError> {
        let Some(function) = &self.plugin.instance.sidebar_items_generator else {
            return Ok(None);
        };
        let version = &self.plugin.versions[index];
        let site_dir = &self.plugin.site_dir;
        let docs = members
            .iter()
            .map(|doc| {
                let relative = &doc.document.relative_path;
                let folder = relative.rsplit_once('/').map_or(".", |(folder, _)| folder);
                let front_matter = &doc.document.compiled.front_matter;
                serde_json::json!({
                    "id": doc.id,
                    "unversionedId": doc.id,
                    "title": doc.title,
                    "source": format!("@site/{}", doc.document.site_path),
                    "sourceDirName": folder,
                    "sidebarPosition": front_matter.sidebar_position,
                    "frontMatter": front_matter,
                })
            })
            .collect();
        Ok(Some(ItemsGenerator {
            function,
            runner: self.site.options.functions.as_ref(),
            option: format!(
                "[[docs]] `{}` sidebarItemsGenerator",
                self.plugin.instance.id
            ),
            version: serde_json::json!({
                "contentPath": site_path(site_dir, &version.source_dir),
                "versionName": version.name,
            }),
            docs: serde_json::Value::Array(docs),
            categories: sidebars::categories_metadata(&version.source_dir)?,
        }))
    }

    /// The sidebar a doc's page shows: front matter `displayed_sidebar` when the version has
    /// a sidebar of that name (none when it is `null`), else the sidebar that lists the doc.
    pub(crate) fn displayed_sidebar(&self, doc: &DocEntry<'_>) -> Option<&str> {
        let sidebars = self.sidebars.get(&doc.document.group)?;
        match &doc.document.compiled.front_matter.displayed_sidebar {
            Some(None) => None,
            Some(Some(name)) if sidebars.chunks.contains_key(name.as_str()) => sidebars
                .chunks
                .get_key_value(name.as_str())
                .map(|(name, _)| name.as_str()),
            _ => sidebars.sidebar_of_doc(&doc.id),
        }
    }

    /// The built docs of version `index`.
    fn docs_of(&self, index: usize) -> impl Iterator<Item = &DocEntry<'a>> {
        self.docs
            .iter()
            .filter(move |doc| doc.document.group == index)
    }
}

impl PluginContent for DocsContent<'_> {
    fn permalinks(&self) -> Vec<(String, String)> {
        self.docs
            .iter()
            .map(|doc| (doc.document.site_path.clone(), doc.permalink.clone()))
            .collect()
    }

    /// One file per version (`current.json`, `version-2.0.json`): its label and its
    /// sidebars' category and link labels.
    fn translation_sources(&self) -> Vec<crate::i18n::TranslationSource> {
        let folder = crate::i18n::plugin_folder("docs", &self.plugin.instance.id);
        self.plugin
            .versions
            .iter()
            .enumerate()
            .map(|(index, version)| {
                let name = version.translations_name();
                let mut source =
                    crate::i18n::TranslationSource::new(format!("{folder}/{name}.json"));
                source.add(
                    "version.label".into(),
                    &version.label,
                    format!("The label for version {}", version.name),
                );
                if let Some(sidebars) = self.sidebars.get(&index) {
                    sidebars.sidebars.translation_messages(&mut source);
                }
                source
            })
            .collect()
    }

    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        context
            .warnings
            .extend(self.sidebar_warnings.iter().cloned());
        routes::plan(self, context)
    }
}
