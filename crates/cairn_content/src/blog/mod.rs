//! The blog plugin: one instance per `[[blog]]` entry, with Docusaurus's options and file
//! conventions — dated posts, an authors file, tags, paginated lists, an archive, author pages,
//! RSS/Atom/JSON feeds — and Cairn's changelog mode (a blog fed from a CHANGELOG.md).

mod authors;
mod changelog;
mod feed;
mod feed_items;
mod functions;
mod post;
pub(crate) mod props;
mod routes;
mod tag_pages;

use std::path::{Path, PathBuf};

use cairn_config::{BlogInstance, EditUrl, ReportLevel, SiteConfig};
use cairn_markdown::HeadTag;
use globset::GlobSet;

use crate::docs::tags::{Tag, TagContext, TagsFile, read_tags_file, resolve_tags};
use crate::error::{ContentError, Warning};
use crate::i18n::{LocaleFiles, Translation};
use crate::load::{Document, display_path, glob_set, is_markdown};
use crate::plan::{PlanContext, document_title_or};
use crate::plugin::{
    LoadInput, OutputFile, Plugin, PluginContent, PluginRoutes, PostBuildContext, SiteContext,
    SiteOutputs, Source, SourceKind,
};
use authors::{AuthorsMap, post_authors};
use feed::FeedPlan;
use props::BlogAuthor;

pub use post::iso_date;

/// The name global data of blogs is keyed by.
pub const PLUGIN_NAME: &str = "blog";

/// Longest untruncated post (in characters of text) that lists show whole without a warning.
const UNTRUNCATED_LIMIT: usize = 1_500;

/// One blog instance.
pub struct BlogPlugin {
    pub instance: BlogInstance,
    site_dir: PathBuf,
    /// The feeds' `<link rel="alternate">` tags, for every page's head.
    feed_links: Vec<HeadTag>,
    /// The posts' folder and its translations in the locale being built.
    files: LocaleFiles,
}

/// One plugin per blog instance of the site.
pub fn blog_plugins(site_dir: &Path, config: &SiteConfig) -> Vec<BlogPlugin> {
    config
        .blog
        .iter()
        .map(|instance| BlogPlugin {
            feed_links: feed::head_links(instance, config),
            files: LocaleFiles::new(
                config,
                site_dir.join(&instance.path),
                crate::i18n::plugin_translations(config, site_dir, "blog", &instance.id),
            ),
            instance: instance.clone(),
            site_dir: site_dir.to_path_buf(),
        })
        .collect()
}

impl BlogPlugin {
    fn globs(&self, setting: &'static str, globs: &[String]) -> Result<GlobSet, ContentError> {
        glob_set(&self.instance.id, setting, globs)
    }

    fn posts_dir(&self) -> PathBuf {
        self.site_dir.join(&self.instance.path)
    }

    /// Where changelog mode writes its entries as post files.
    fn changelog_dir(&self) -> PathBuf {
        self.site_dir
            .join(".cairn/changelog")
            .join(&self.instance.id)
    }

    fn is_changelog(&self) -> bool {
        self.instance.changelog.is_some()
    }

    /// The authors file, the locale's translation of it when it has one (as Docusaurus reads
    /// `i18n/<locale>/docusaurus-plugin-content-blog/authors.yml` first); empty in changelog
    /// mode, whose authors are its committers, written in each entry.
    fn authors_map(&self) -> Result<AuthorsMap, ContentError> {
        if self.is_changelog() {
            return Ok(AuthorsMap::default());
        }
        let file = &self.instance.authors_map_path;
        let translated = self.files.translations.join(file);
        let path = if self.files.reads_translations && translated.is_file() {
            translated
        } else {
            self.posts_dir().join(file)
        };
        AuthorsMap::read(&path, &display_path(&self.site_dir, &path))
    }

    /// The tags file the instance names, if any.
    fn tags_file(&self) -> Result<Option<TagsFile>, ContentError> {
        let Some(file) = &self.instance.tags else {
            return Ok(None);
        };
        let path = self.posts_dir().join(file);
        Ok(Some(read_tags_file(
            &path,
            &display_path(&self.site_dir, &path),
        )?))
    }

    /// Reports the long posts without a truncate marker (`untruncated`, their files) as
    /// `onUntruncatedBlogPosts` asks: a warning, nothing, or an error.
    fn report_untruncated(
        &self,
        untruncated: &[String],
        warnings: &mut Vec<Warning>,
    ) -> Result<(), ContentError> {
        if untruncated.is_empty() {
            return Ok(());
        }
        let list = untruncated.join(", ");
        match self.instance.on_untruncated_blog_posts {
            ReportLevel::Ignore => {}
            ReportLevel::Warn => warnings.push(Warning {
                location: display_path(&self.site_dir, &self.posts_dir())
                    .display()
                    .to_string(),
                message: format!(
                    "{} long post(s) without a `<!-- truncate -->` marker are shown whole in lists: {list}; add the marker where the excerpt should end, or set onUntruncatedBlogPosts = \"ignore\"",
                    untruncated.len()
                ),
            }),
            ReportLevel::Throw => {
                return Err(ContentError::UntruncatedPosts {
                    count: untruncated.len(),
                    list,
                });
            }
        }
        Ok(())
    }
}

impl Plugin for BlogPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.instance.id
    }

    /// The posts `include` matches and `exclude` does not; in changelog mode, one file per
    /// section of the changelog.
    fn sources(&self) -> Result<Vec<Source>, ContentError> {
        if let Some(changelog) = &self.instance.changelog {
            let path = self.site_dir.join(changelog);
            let shown = display_path(&self.site_dir, &path);
            let files = changelog::write_posts(&path, &shown, &self.changelog_dir())?;
            return Ok(files
                .into_iter()
                .map(|path| Source {
                    relative_path: path
                        .file_name()
                        .map(|name| name.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                    path,
                    group: 0,
                    kind: SourceKind::Markdown,
                    translation: Translation::Original,
                    counterpart: None,
                })
                .collect());
        }
        let include = self.globs("include", &self.instance.include)?;
        let exclude = self.globs("exclude", &self.instance.exclude)?;
        Ok(self
            .files
            .files()?
            .into_iter()
            .filter(|file| {
                let relative = &file.relative;
                is_markdown(relative) && include.is_match(relative) && !exclude.is_match(relative)
            })
            .map(|file| Source::in_locale(file, 0, SourceKind::Markdown))
            .collect())
    }

    fn load_content<'a>(
        &'a self,
        input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(BlogContent::load(self, input)?))
    }

    fn head_tags(&self) -> Vec<HeadTag> {
        self.feed_links.clone()
    }
}

/// A post, read from its document.
pub(crate) struct Post<'a> {
    pub document: &'a Document,
    pub title: String,
    pub description: Option<String>,
    pub permalink: String,
    /// Unix milliseconds.
    pub date: i64,
    pub authors: Vec<BlogAuthor>,
    pub tags: Vec<Tag>,
    /// Minutes.
    pub reading_time: Option<f64>,
    /// "Edit this page": the `editUrl` base with the post's path, or what its function gave.
    pub edit_url: Option<String>,
    pub draft: bool,
    pub unlisted: bool,
}

/// A blog's posts, newest first (in changelog mode: in the changelog's order).
pub(crate) struct BlogContent<'a> {
    plugin: &'a BlogPlugin,
    site: &'a SiteContext<'a>,
    posts: Vec<Post<'a>>,
    authors: AuthorsMap,
    warnings: Vec<Warning>,
}

impl<'a> BlogContent<'a> {
    fn load(plugin: &'a BlogPlugin, input: LoadInput<'a>) -> Result<Self, ContentError> {
        let site = input.site;
        let instance = &plugin.instance;
        let authors = plugin.authors_map()?;
        let tags_file = plugin.tags_file()?;
        let tags_url = |slug: &str| {
            site.urls
                .page([&*instance.route_base_path, &*instance.tags_base_path, slug])
        };
        let tag_context = TagContext {
            file: tags_file.as_ref(),
            on_inline_tags: instance.on_inline_tags,
            tags_url: &tags_url,
        };
        let mut warnings = authors.warnings.clone();
        warnings.extend(plugin.files.orphan_warnings(&plugin.site_dir)?);
        let (mut posts, untruncated) = read_posts(
            &input.documents,
            plugin,
            site,
            &authors,
            &tag_context,
            &mut warnings,
        )?;
        plugin.report_untruncated(&untruncated, &mut warnings)?;
        functions::apply(&mut posts, plugin, site)?;
        if !plugin.is_changelog() {
            posts.sort_by(|a, b| {
                b.date
                    .cmp(&a.date)
                    .then_with(|| a.permalink.cmp(&b.permalink))
            });
        }
        Ok(BlogContent {
            plugin,
            site,
            posts,
            authors,
            warnings,
        })
    }
}

/// The posts of `documents`, drafts left out unless the build includes them, and the files of
/// the long posts that have no truncate marker; every post's error, when some fail.
fn read_posts<'a>(
    documents: &[&'a Document],
    plugin: &BlogPlugin,
    site: &SiteContext<'_>,
    authors: &AuthorsMap,
    tags: &TagContext<'_>,
    warnings: &mut Vec<Warning>,
) -> Result<(Vec<Post<'a>>, Vec<String>), ContentError> {
    let mut errors = Vec::new();
    let mut posts = Vec::new();
    let mut untruncated = Vec::new();
    for &document in documents {
        match read_post(document, plugin, site, authors, tags, warnings) {
            Ok(post) if post.draft && !site.options.include_drafts => {}
            Ok(post) => {
                if !plugin.is_changelog() && is_long_untruncated(document) {
                    untruncated.push(document.display_path.display().to_string());
                }
                posts.push(post);
            }
            Err(error) => errors.push(error),
        }
    }
    if !errors.is_empty() {
        return Err(ContentError::many(errors));
    }
    Ok((posts, untruncated))
}

/// A post without a truncate marker whose text is longer than lists show whole quietly.
fn is_long_untruncated(document: &Document) -> bool {
    document.compiled.excerpt.is_none()
        && document
            .compiled
            .sections
            .iter()
            .map(|section| section.text.chars().count())
            .sum::<usize>()
            > UNTRUNCATED_LIMIT
}

/// A post's date, URL, authors and tags.
fn read_post<'a>(
    document: &'a Document,
    plugin: &BlogPlugin,
    site: &SiteContext<'_>,
    authors: &AuthorsMap,
    tags: &TagContext<'_>,
    warnings: &mut Vec<Warning>,
) -> Result<Post<'a>, ContentError> {
    let instance = &plugin.instance;
    let front_matter = &document.compiled.front_matter;
    let path_info = post::path_info(&document.relative_path);
    let date = match &front_matter.date {
        Some(text) => {
            crate::docs::last_update::parse_date(text).ok_or_else(|| ContentError::BadPostDate {
                post: document.display_path.clone(),
                value: text.clone(),
            })?
        }
        None => match (path_info.date, path_info.bad_date) {
            (Some(date), _) => date,
            (None, Some(value)) => {
                return Err(ContentError::BadPostFileDate {
                    post: document.display_path.clone(),
                    value,
                });
            }
            (None, None) => fallback_date(document, site),
        },
    };
    let slug = match &front_matter.slug {
        Some(slug) => slug.trim_matches('/').to_owned(),
        None => path_info.slug.clone(),
    };
    let permalink = site.urls.page([&*instance.route_base_path, &*slug]);
    let post_authors = post_authors(
        front_matter,
        authors,
        instance.on_inline_authors,
        &document.display_path,
        warnings,
    )?
    .into_iter()
    .map(|author| authors::with_base_url(author, site.urls.base_url()))
    .collect();
    let tags = match &front_matter.tags {
        Some(references) => resolve_tags(references, tags, &document.display_path, warnings)?,
        None => Vec::new(),
    };
    let words: usize = document
        .compiled
        .sections
        .iter()
        .map(|section| section.text.split_whitespace().count())
        .sum();
    Ok(Post {
        title: document_title_or(document, &path_info.name),
        description: front_matter.description.clone(),
        permalink,
        date,
        authors: post_authors,
        tags,
        reading_time: (instance.show_reading_time && !plugin.is_changelog())
            .then(|| post::reading_time(words)),
        edit_url: instance
            .edit_url
            .as_ref()
            .and_then(EditUrl::base)
            .map(|base| {
                // As in Docusaurus, the post's path inside the site is appended; a
                // changelog's entries all come from one file, whose URL `editUrl` is.
                if plugin.is_changelog() {
                    base.to_owned()
                } else {
                    format!("{}/{}", base.trim_end_matches('/'), document.site_path)
                }
            }),
        draft: front_matter.draft == Some(true),
        unlisted: front_matter.unlisted == Some(true),
        document,
    })
}

/// A post without a date in its front matter or name: when it was first committed, else when
/// the file was last modified.
fn fallback_date(document: &Document, site: &SiteContext<'_>) -> i64 {
    if let Some(created) = site.options.last_updates.created(&document.site_path) {
        return created;
    }
    std::fs::metadata(&document.source_path)
        .and_then(|metadata| metadata.modified())
        .ok()
        .and_then(|modified| modified.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_millis() as i64)
}

impl PluginContent for BlogContent<'_> {
    fn permalinks(&self) -> Vec<(String, String)> {
        self.posts
            .iter()
            .map(|post| (post.document.site_path.clone(), post.permalink.clone()))
            .collect()
    }

    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        context.warnings.extend(self.warnings.iter().cloned());
        let (routes, feeds) = routes::plan(self, context)?;
        Ok(PluginRoutes {
            outputs: feeds.map(|feeds| Box::new(Feeds(feeds)) as Box<dyn SiteOutputs>),
            ..routes
        })
    }
}

/// The feeds of one plan, written once the posts they hold are rendered.
struct Feeds(FeedPlan);

impl SiteOutputs for Feeds {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        feed::write(&self.0, context)
    }
}
