//! Docs instances and their versions: which folders hold which version, and where each is
//! served.
//!
//! File names follow the conventions authors of versioned docs know: `versions.json` lists
//! released versions newest first; `versioned_docs/version-<name>/` and
//! `versioned_sidebars/version-<name>-sidebars.<ext>` hold their snapshots. An instance other
//! than `default` prefixes them with its id: `community_versions.json`…

use std::path::{Path, PathBuf};

use cairn_config::{DocsInstance, VersionBanner};

use crate::error::ContentError;
use crate::load::relative_path;

/// The name of the unreleased version, built from the instance's own folder.
pub const CURRENT: &str = "current";

/// One version of one docs instance.
#[derive(Debug, Clone, PartialEq)]
pub struct DocsVersion {
    pub instance_id: String,
    /// `current` or a released name such as `3.4.0`.
    pub name: String,
    pub label: String,
    /// The version visitors get by default.
    pub is_last: bool,
    /// URL path segments below the base URL: route base, then the version's own path.
    pub route_segments: Vec<String>,
    /// Folder of this version's docs.
    pub source_dir: PathBuf,
    /// Folder of the current locale's translations of them
    /// (`i18n/<locale>/docusaurus-plugin-content-docs/current`).
    pub translations: PathBuf,
    /// The current locale's translations of its label and sidebars (`current.json` beside
    /// that folder).
    pub labels: crate::TranslationFile,
    /// Sidebar file of this version, if the instance uses one.
    pub sidebar_file: Option<PathBuf>,
    pub banner: Option<VersionBanner>,
    pub badge: bool,
    pub no_index: bool,
    /// The instance's own table of contents levels, if it sets them.
    pub table_of_contents: Option<cairn_config::TableOfContents>,
    /// Whether `01-` style prefixes are read as order and left out of ids, URLs and labels.
    pub number_prefix_parser: bool,
    /// Whether doc pages show their breadcrumbs.
    pub breadcrumbs: bool,
}

impl DocsVersion {
    /// The name of the version's folder and file of translations: `current`, or
    /// `version-<name>` as its snapshot's folder is named.
    pub fn translations_name(&self) -> String {
        if self.name == CURRENT {
            CURRENT.to_owned()
        } else {
            format!("version-{}", self.name)
        }
    }

    /// URL of a page below the version's base, e.g. `["tags", "release"]` → `/docs/3.4.0/tags/release/`.
    pub fn page_url(&self, urls: &crate::UrlBuilder, below: &[&str]) -> String {
        urls.page(
            self.route_segments
                .iter()
                .map(String::as_str)
                .chain(below.iter().copied()),
        )
    }
}

/// Files of an instance's versioning, named after the instance.
pub struct VersioningFiles {
    pub versions_json: PathBuf,
    pub docs_root: PathBuf,
    pub sidebars_root: PathBuf,
}

impl VersioningFiles {
    pub fn of(site_dir: &Path, instance_id: &str) -> Self {
        let prefix = if instance_id == "default" {
            String::new()
        } else {
            format!("{instance_id}_")
        };
        VersioningFiles {
            versions_json: site_dir.join(format!("{prefix}versions.json")),
            docs_root: site_dir.join(format!("{prefix}versioned_docs")),
            sidebars_root: site_dir.join(format!("{prefix}versioned_sidebars")),
        }
    }

    pub fn version_docs(&self, name: &str) -> PathBuf {
        self.docs_root.join(format!("version-{name}"))
    }

    /// `versioned_sidebars/version-<name>-sidebars.<extension>`.
    pub fn version_sidebars(&self, name: &str, extension: &str) -> PathBuf {
        self.sidebars_root
            .join(format!("version-{name}-sidebars.{extension}"))
    }
}

/// Released version names, newest first, from the instance's `versions.json`.
pub fn released_versions(site_dir: &Path, instance_id: &str) -> Result<Vec<String>, ContentError> {
    let path = VersioningFiles::of(site_dir, instance_id).versions_json;
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = ContentError::read_text(&path, &path)?;
    serde_json::from_str::<Vec<String>>(&text).map_err(|error| ContentError::VersionsFile {
        path: path.clone(),
        message: error.to_string(),
    })
}

/// The versions of `instance` to build, newest first (`current` leads when included).
pub fn resolve_versions(
    site_dir: &Path,
    instance: &DocsInstance,
    base_segments: &[&str],
) -> Result<Vec<DocsVersion>, ContentError> {
    let released = released_versions(site_dir, &instance.id)?;
    let names = version_names(instance, &released)?;
    let last = last_version(instance, &names)?;
    let resolver = VersionResolver {
        site_dir,
        instance,
        base_segments,
        files: VersioningFiles::of(site_dir, &instance.id),
        last_position: released.iter().position(|name| *name == last),
        released: &released,
        last: &last,
        many: names.len() > 1,
    };
    names.iter().map(|name| resolver.version(name)).collect()
}

/// The names of the versions to build: `current` when included, then the released ones,
/// narrowed to `onlyIncludeVersions`; every version the settings name must exist.
fn version_names(
    instance: &DocsInstance,
    released: &[String],
) -> Result<Vec<String>, ContentError> {
    let mut names: Vec<String> = Vec::new();
    if instance.include_current_version {
        names.push(CURRENT.to_owned());
    }
    names.extend(released.iter().cloned());
    if let Some(only) = &instance.only_include_versions {
        for name in only {
            if !names.contains(name) {
                return Err(ContentError::UnknownVersion {
                    instance: instance.id.clone(),
                    name: name.clone(),
                    setting: "onlyIncludeVersions".to_owned(),
                    available: names.join(", "),
                });
            }
        }
        names.retain(|name| only.contains(name));
    }
    for name in instance.versions.keys() {
        if name != CURRENT && !released.contains(name) {
            return Err(ContentError::UnknownVersion {
                instance: instance.id.clone(),
                name: name.clone(),
                setting: format!("docs.versions.\"{name}\""),
                available: std::iter::once(CURRENT.to_owned())
                    .chain(released.iter().cloned())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    }
    if names.is_empty() {
        return Err(ContentError::NoVersions {
            instance: instance.id.clone(),
        });
    }
    Ok(names)
}

/// The version visitors get by default: `lastVersion`, else the newest release, else the
/// current docs.
fn last_version(instance: &DocsInstance, names: &[String]) -> Result<String, ContentError> {
    match &instance.last_version {
        Some(last) if names.contains(last) => Ok(last.clone()),
        Some(last) => Err(ContentError::UnknownVersion {
            instance: instance.id.clone(),
            name: last.clone(),
            setting: "lastVersion".to_owned(),
            available: names.join(", "),
        }),
        None => Ok(names
            .iter()
            .find(|name| *name != CURRENT)
            .unwrap_or(&names[0])
            .clone()),
    }
}

/// What resolving each version of an instance needs to know of the others.
struct VersionResolver<'r> {
    site_dir: &'r Path,
    instance: &'r DocsInstance,
    base_segments: &'r [&'r str],
    files: VersioningFiles,
    /// Released versions, newest first.
    released: &'r [String],
    /// The name of the version visitors get by default, and its place among the releases.
    last: &'r str,
    last_position: Option<usize>,
    /// Whether more than one version is built: their pages then show a badge.
    many: bool,
}

impl VersionResolver<'_> {
    /// The version `name`, with its options applied; its folder (and sidebar file, when it
    /// names one) must exist.
    fn version(&self, name: &str) -> Result<DocsVersion, ContentError> {
        let instance = self.instance;
        let options = instance.versions.get(name).cloned().unwrap_or_default();
        let is_last = name == self.last;
        let is_current = name == CURRENT;
        let default_path = if is_last {
            String::new()
        } else if is_current {
            "next".to_owned()
        } else {
            name.to_owned()
        };
        let version_path = options.path.clone().unwrap_or(default_path);
        let banner = match options
            .banner
            .or(self.default_banner(name, is_last, is_current))
        {
            Some(VersionBanner::None) => None,
            other => other,
        };
        let source_dir = self.source_dir(name, is_current)?;
        let sidebar_file = self.sidebar_file(name, is_current)?;
        let route_segments = self
            .base_segments
            .iter()
            .map(|segment| (*segment).to_owned())
            .chain(
                [
                    instance.route_base_path.trim_matches('/'),
                    version_path.trim_matches('/'),
                ]
                .into_iter()
                .filter(|segment| !segment.is_empty())
                .map(str::to_owned),
            )
            .collect();
        Ok(DocsVersion {
            instance_id: instance.id.clone(),
            name: name.to_owned(),
            label: options.label.clone().unwrap_or_else(|| {
                if is_current {
                    "Next".to_owned()
                } else {
                    name.to_owned()
                }
            }),
            is_last,
            route_segments,
            // Set for the site's locale by `docs_versions`.
            translations: PathBuf::new(),
            labels: crate::TranslationFile::default(),
            source_dir,
            sidebar_file,
            banner,
            badge: options.badge.unwrap_or(self.many),
            no_index: options.no_index,
            table_of_contents: instance.table_of_contents,
            number_prefix_parser: instance.number_prefix_parser,
            breadcrumbs: instance.breadcrumbs,
        })
    }

    /// The banner a version shows unless its options choose one: none on the last version,
    /// "unreleased" on the current docs and on releases newer than the last, "unmaintained" on
    /// older ones.
    fn default_banner(&self, name: &str, is_last: bool, is_current: bool) -> Option<VersionBanner> {
        if is_last {
            None
        } else if is_current {
            Some(VersionBanner::Unreleased)
        } else {
            let position = self.released.iter().position(|other| other == name);
            match (position, self.last_position) {
                (Some(position), Some(last)) if position < last => Some(VersionBanner::Unreleased),
                _ => Some(VersionBanner::Unmaintained),
            }
        }
    }

    /// The folder of the version's docs: the instance's own for the current docs, its
    /// snapshot for a release.
    fn source_dir(&self, name: &str, is_current: bool) -> Result<PathBuf, ContentError> {
        let source_dir = if is_current {
            self.site_dir.join(&self.instance.path)
        } else {
            self.files.version_docs(name)
        };
        if !source_dir.is_dir() && is_current {
            return Err(ContentError::MissingDocsFolder {
                instance: self.instance.id.clone(),
                folder: relative_path(self.site_dir, &source_dir),
                at: None,
            });
        }
        if !source_dir.is_dir() {
            return Err(ContentError::MissingVersionFolder {
                instance: self.instance.id.clone(),
                name: name.to_owned(),
                folder: source_dir,
            });
        }
        Ok(source_dir)
    }

    /// The version's sidebar file: `sidebarPath` for the current docs (which must exist), the
    /// snapshot's for a release, if it has one.
    fn sidebar_file(&self, name: &str, is_current: bool) -> Result<Option<PathBuf>, ContentError> {
        let sidebar_file = if is_current {
            self.instance
                .sidebar_path
                .as_ref()
                .map(|path| self.site_dir.join(path))
        } else {
            ["yml", "yaml", "toml", "json", "js", "cjs", "mjs", "ts"]
                .iter()
                .map(|extension| self.files.version_sidebars(name, extension))
                .find(|path| path.is_file())
        };
        if let Some(file) = sidebar_file.as_ref().filter(|file| !file.is_file()) {
            return Err(ContentError::MissingSidebarFile {
                instance: self.instance.id.clone(),
                file: relative_path(self.site_dir, file),
                at: None,
            });
        }
        Ok(sidebar_file)
    }
}

/// The versions of every docs instance of the site, instance by instance.
pub fn docs_versions(
    site_dir: &Path,
    config: &cairn_config::SiteConfig,
) -> Result<Vec<DocsVersion>, ContentError> {
    let mut versions = Vec::new();
    for instance in config.docs_instances() {
        // A site that declares no docs and has no `docs/` folder simply has no docs.
        let implicit = config.docs.is_empty();
        if implicit
            && !site_dir.join(&instance.path).is_dir()
            && released_versions(site_dir, &instance.id)?.is_empty()
        {
            continue;
        }
        let located = |key: &str| config.docs_key_location(site_dir, &instance.id, key);
        let resolved = resolve_versions(site_dir, &instance, &[]).map_err(|error| match error {
            ContentError::MissingDocsFolder {
                instance, folder, ..
            } => ContentError::MissingDocsFolder {
                at: located("path"),
                instance,
                folder,
            },
            ContentError::MissingSidebarFile { instance, file, .. } => {
                ContentError::MissingSidebarFile {
                    at: located("sidebarPath"),
                    instance,
                    file,
                }
            }
            other => other,
        })?;
        let translations = crate::i18n::plugin_translations(config, site_dir, "docs", &instance.id);
        for mut version in resolved {
            let folder = version.translations_name();
            version.translations = translations.join(&folder);
            if config.i18n.translates_current() {
                version.labels = crate::TranslationFile::read(
                    site_dir,
                    &translations.join(format!("{folder}.json")),
                )?;
            }
            version.labels.apply("version.label", &mut version.label);
            versions.push(version);
        }
    }
    Ok(versions)
}

/// A version name that can be a folder and a URL segment.
pub fn check_version_name(name: &str) -> Result<(), String> {
    if name.is_empty() || name == CURRENT || name == "next" {
        return Err(format!(
            "`{name}` is reserved; use a release name such as `1.2.0`"
        ));
    }
    if name.starts_with('.')
        || !name
            .chars()
            .all(|character| character.is_ascii_alphanumeric() || "._-".contains(character))
    {
        return Err(format!(
            "`{name}` cannot be a version name: use letters, digits, `.`, `-` and `_`, not starting with `.`"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn instance(toml: &str) -> DocsInstance {
        let config = cairn_config::parse(
            &format!("title = \"T\"\nurl = \"https://t.dev\"\n[[docs]]\n{toml}"),
            Path::new("cairn.toml"),
        )
        .unwrap();
        config.docs[0].clone()
    }

    fn site(versions: &[&str]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("docs")).unwrap();
        for name in versions {
            std::fs::create_dir_all(dir.path().join(format!("versioned_docs/version-{name}")))
                .unwrap();
        }
        if !versions.is_empty() {
            std::fs::write(
                dir.path().join("versions.json"),
                serde_json::to_string(versions).unwrap(),
            )
            .unwrap();
        }
        dir
    }

    fn summary(versions: &[DocsVersion]) -> Vec<String> {
        versions
            .iter()
            .map(|version| {
                format!(
                    "{} {:?} /{} last={} banner={:?} badge={}",
                    version.name,
                    version.label,
                    version.route_segments.join("/"),
                    version.is_last,
                    version.banner,
                    version.badge
                )
            })
            .collect()
    }

    #[test]
    fn defaults_follow_the_newest_release() {
        let dir = site(&["3.4.0", "3.3.2"]);
        let versions = resolve_versions(dir.path(), &instance(""), &[]).unwrap();
        assert_eq!(
            summary(&versions),
            [
                "current \"Next\" /docs/next last=false banner=Some(Unreleased) badge=true",
                "3.4.0 \"3.4.0\" /docs last=true banner=None badge=true",
                "3.3.2 \"3.3.2\" /docs/3.3.2 last=false banner=Some(Unmaintained) badge=true",
            ]
        );
    }

    #[test]
    fn the_website_setup_current_as_last_at_the_root() {
        let dir = site(&["3.4.0", "3.3.2"]);
        let setup = instance(
            "lastVersion = \"current\"\n[docs.versions.current]\nlabel = \"Canary\"\npath = \"\"\n",
        );
        let versions = resolve_versions(dir.path(), &setup, &[]).unwrap();
        assert_eq!(
            summary(&versions),
            [
                "current \"Canary\" /docs last=true banner=None badge=true",
                "3.4.0 \"3.4.0\" /docs/3.4.0 last=false banner=Some(Unmaintained) badge=true",
                "3.3.2 \"3.3.2\" /docs/3.3.2 last=false banner=Some(Unmaintained) badge=true",
            ]
        );
        assert!(
            versions[1]
                .source_dir
                .ends_with("versioned_docs/version-3.4.0")
        );
    }

    #[test]
    fn only_current_without_versions_file() {
        let dir = site(&[]);
        let versions = resolve_versions(dir.path(), &instance(""), &["base"]).unwrap();
        assert_eq!(
            summary(&versions),
            ["current \"Next\" /base/docs last=true banner=None badge=false"]
        );
    }

    #[test]
    fn mistakes_are_named() {
        let dir = site(&["1.0.0"]);
        let error =
            resolve_versions(dir.path(), &instance("lastVersion = \"2.0.0\"\n"), &[]).unwrap_err();
        assert!(error.to_string().contains("`2.0.0`"), "{error}");
        let error = resolve_versions(
            dir.path(),
            &instance("onlyIncludeVersions = [\"9\"]\n"),
            &[],
        )
        .unwrap_err();
        assert!(error.to_string().contains("onlyIncludeVersions"), "{error}");
        std::fs::remove_dir_all(dir.path().join("versioned_docs/version-1.0.0")).unwrap();
        let error = resolve_versions(dir.path(), &instance(""), &[]).unwrap_err();
        assert!(error.to_string().contains("version-1.0.0"), "{error}");
        assert!(check_version_name("1.2.0").is_ok());
        assert!(check_version_name("current").is_err());
        assert!(check_version_name("../x").is_err());
    }
}
