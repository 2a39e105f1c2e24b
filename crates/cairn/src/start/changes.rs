//! Sorting what the watcher saw into what the dev session must do.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

use cairn_build::LiveChange;

/// What a batch of changed files asks for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// `cairn.toml` or a versions file changed: open the site again.
    pub config: bool,
    pub live: HashSet<LiveChange>,
    /// Folders created at the top of the site, to watch from now on.
    pub new_folders: Vec<PathBuf>,
}

/// Where the files of a site are, for sorting.
#[derive(Clone)]
pub struct SiteFiles {
    pub site_dir: PathBuf,
    pub config_file: PathBuf,
    /// The theme's sources when they are a workspace package being worked on (not an
    /// installed copy under `node_modules`).
    pub theme_src: Option<PathBuf>,
    /// The folders of static files (`staticDirectories`).
    pub static_dirs: Vec<PathBuf>,
    /// The folders of the site's own plugins (`plugins` entries given by path): their code
    /// runs when the site is opened, so a change opens it again.
    pub plugin_code: Vec<PathBuf>,
    /// What plugins read their content from (`getPathsToWatch`), known once the site is open;
    /// shared with the watcher's filter, which must let those outside the site through.
    pub plugin_inputs: std::sync::Arc<std::sync::RwLock<Vec<PathBuf>>>,
    /// The scripts under `src/pages/` when last seen: one that appears or goes away adds or
    /// removes a route, which a bundle alone does not.
    pub page_scripts: std::sync::Arc<std::sync::Mutex<HashSet<PathBuf>>>,
}

/// The scripts under `pages_dir` now.
pub fn page_scripts(pages_dir: &Path) -> HashSet<PathBuf> {
    walkdir::WalkDir::new(pages_dir)
        .into_iter()
        .flatten()
        .filter(|entry| entry.file_type().is_file() && kind_of(entry.path()) == LiveChange::Code)
        .map(walkdir::DirEntry::into_path)
        .collect()
}

impl SiteFiles {
    pub fn sort(&self, paths: &[PathBuf]) -> Changes {
        let mut changes = Changes::default();
        for path in paths {
            if self.ignored(path) {
                continue;
            }
            // Versions are read when the site is opened, like the config.
            let versions_file = path.parent() == Some(self.site_dir.as_path())
                && path
                    .file_name()
                    .is_some_and(|name| name.to_string_lossy().ends_with("versions.json"));
            // A locale's JSON files (`code.json`, `navbar.json`…) are read when the site is
            // opened too.
            let translations_file = path.starts_with(self.site_dir.join("i18n"))
                && path
                    .extension()
                    .is_some_and(|extension| extension == "json");
            if path == &self.config_file
                || versions_file
                || translations_file
                || self.plugin_code.iter().any(|dir| path.starts_with(dir))
            {
                changes.config = true;
            } else if self.is_plugin_input(path) {
                // Read by a plugin when content loads: planning again runs `loadContent`.
                changes.live.insert(LiveChange::Content);
                changes.live.insert(kind_of(path));
            } else if self.static_dirs.iter().any(|dir| path.starts_with(dir)) {
                changes.live.insert(LiveChange::Static);
            } else if self
                .theme_src
                .as_ref()
                .is_some_and(|src| path.starts_with(src))
            {
                changes.live.insert(LiveChange::Code);
            } else {
                if path.parent() == Some(self.site_dir.as_path()) && path.is_dir() {
                    changes.new_folders.push(path.clone());
                }
                if self.page_added_or_removed(path) {
                    changes.live.insert(LiveChange::Content);
                }
                changes.live.insert(kind_of(path));
            }
        }
        changes
    }

    /// Whether `path` is a script under `src/pages/` that was not there before, or was and is
    /// gone (a rename is one of each). Remembers what it saw.
    fn page_added_or_removed(&self, path: &Path) -> bool {
        let pages_dir = self.site_dir.join(cairn_content::PAGES_DIR);
        if !path.starts_with(&pages_dir) {
            return false;
        }
        let mut known = self
            .page_scripts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if path.is_dir() {
            // A folder moved in whole, pages and all: its files report no events of their own.
            let inside = page_scripts(path);
            let before = known.len();
            known.extend(inside);
            return known.len() != before;
        }
        if path.is_file() {
            kind_of(path) == LiveChange::Code && known.insert(path.to_path_buf())
        } else {
            let before = known.len();
            // The file, or every page of a folder that is gone.
            known.retain(|known| !known.starts_with(path));
            known.len() != before
        }
    }

    fn is_plugin_input(&self, path: &Path) -> bool {
        self.plugin_inputs
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .any(|input| path.starts_with(input))
    }

    /// Paths no build reads: output, caches, installed packages, version control, the files
    /// editors write beside the one being saved.
    pub fn ignored(&self, path: &Path) -> bool {
        let Ok(relative) = path.strip_prefix(&self.site_dir) else {
            // The theme's sources and plugins' inputs, watched apart from the site.
            let watched = self
                .theme_src
                .as_ref()
                .is_some_and(|src| path.starts_with(src))
                || self.is_plugin_input(path);
            return !watched || is_editor_file(path);
        };
        let mut parts = relative.components();
        let top_level_output = matches!(
            parts.next(),
            Some(Component::Normal(first)) if first == "build"
        );
        top_level_output
            || relative.components().any(|part| {
                matches!(part, Component::Normal(name)
                    if [".git", ".cairn", "node_modules", ".docusaurus"].contains(&name.to_string_lossy().as_ref())
                        || name.to_string_lossy().starts_with(".build.partial-"))
            })
            || is_editor_file(path)
    }
}

/// Markdown is content; scripts and styles are code the bundle holds; anything else (YAML
/// sidebars, JSON category files, authors, images a document links to) is read while
/// planning, so it is content too.
fn kind_of(path: &Path) -> LiveChange {
    let extension = path
        .extension()
        .map(|extension| extension.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    match extension.as_str() {
        "js" | "jsx" | "ts" | "tsx" | "mjs" | "cjs" | "mts" | "cts" | "css" | "scss" => {
            LiveChange::Code
        }
        _ => LiveChange::Content,
    }
}

/// Swap, backup and probe files of vim, emacs and others.
fn is_editor_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.starts_with(".#")
        || name.ends_with('~')
        || name == "4913"
        || [".swp", ".swx", ".swo", ".tmp"]
            .iter()
            .any(|suffix| name.ends_with(suffix))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files() -> SiteFiles {
        SiteFiles {
            site_dir: PathBuf::from("/site"),
            config_file: PathBuf::from("/site/cairn.toml"),
            theme_src: Some(PathBuf::from("/repo/packages/theme/src")),
            static_dirs: vec![PathBuf::from("/site/static"), PathBuf::from("/site/public")],
            plugin_code: vec![PathBuf::from("/site/plugins")],
            plugin_inputs: std::sync::Arc::new(std::sync::RwLock::new(vec![
                PathBuf::from("/site/data/releases.json"),
                PathBuf::from("/elsewhere/changelog"),
            ])),
            page_scripts: Default::default(),
        }
    }

    #[test]
    fn a_plugin_file_opens_the_site_again_and_a_plugin_input_plans_again() {
        let files = files();
        assert!(
            files
                .sort(&[PathBuf::from("/site/plugins/releases.mjs")])
                .config
        );
        let changes = files.sort(&[PathBuf::from("/site/data/releases.json")]);
        assert!(!changes.config);
        assert!(changes.live.contains(&LiveChange::Content));
        let outside = PathBuf::from("/elsewhere/changelog/1.0.md");
        assert!(!files.ignored(&outside));
        assert!(files.sort(&[outside]).live.contains(&LiveChange::Content));
        assert!(files.ignored(Path::new("/elsewhere/other.md")));
    }

    fn sort(paths: &[&str]) -> Changes {
        files().sort(&paths.iter().map(PathBuf::from).collect::<Vec<_>>())
    }

    #[test]
    fn each_kind_of_file_asks_for_its_own_work() {
        assert!(sort(&["/site/cairn.toml"]).config);
        assert!(sort(&["/site/i18n/fr/code.json"]).config);
        assert!(!sort(&["/site/i18n/fr/docusaurus-plugin-content-docs/current/a.md"]).config);
        assert!(sort(&["/site/versions.json"]).config);
        assert!(sort(&["/site/community_versions.json"]).config);
        let live = |paths: &[&str]| {
            let mut kinds: Vec<_> = sort(paths).live.into_iter().collect();
            kinds.sort_by_key(|kind| format!("{kind:?}"));
            kinds
        };
        assert_eq!(live(&["/site/docs/intro.md"]), [LiveChange::Content]);
        assert_eq!(live(&["/site/sidebars.yml"]), [LiveChange::Content]);
        assert_eq!(live(&["/site/docs/img/flow.png"]), [LiveChange::Content]);
        assert_eq!(live(&["/site/src/pages/index.tsx"]), [LiveChange::Code]);
        assert_eq!(live(&["/site/src/css/custom.css"]), [LiveChange::Code]);
        assert_eq!(live(&["/site/src/pages/about.md"]), [LiveChange::Content]);
        assert_eq!(live(&["/site/static/img/logo.svg"]), [LiveChange::Static]);
        assert_eq!(live(&["/site/public/robots.txt"]), [LiveChange::Static]);
        assert_eq!(
            live(&["/repo/packages/theme/src/theme/Navbar/index.tsx"]),
            [LiveChange::Code]
        );
    }

    #[test]
    fn a_react_page_that_appears_or_goes_away_plans_the_routes_again() {
        let site = tempfile::tempdir().unwrap();
        let pages = site.path().join("src/pages");
        std::fs::create_dir_all(&pages).unwrap();
        std::fs::write(pages.join("index.tsx"), "").unwrap();
        let files = SiteFiles {
            site_dir: site.path().to_path_buf(),
            config_file: site.path().join("cairn.toml"),
            page_scripts: std::sync::Arc::new(std::sync::Mutex::new(page_scripts(&pages))),
            ..files()
        };
        let live = |path: PathBuf| {
            let mut kinds: Vec<_> = files.sort(&[path]).live.into_iter().collect();
            kinds.sort_by_key(|kind| format!("{kind:?}"));
            kinds
        };
        let both = [LiveChange::Code, LiveChange::Content];
        // An edit of a known page is a bundle's business only.
        assert_eq!(live(pages.join("index.tsx")), [LiveChange::Code]);
        std::fs::write(pages.join("good.tsx"), "").unwrap();
        assert_eq!(live(pages.join("good.tsx")), both);
        assert_eq!(live(pages.join("good.tsx")), [LiveChange::Code]);
        std::fs::remove_file(pages.join("good.tsx")).unwrap();
        assert_eq!(live(pages.join("good.tsx")), both);
        // A folder of pages moved in, then deleted whole.
        std::fs::create_dir_all(pages.join("guides")).unwrap();
        std::fs::write(pages.join("guides/one.jsx"), "").unwrap();
        assert!(live(pages.join("guides")).contains(&LiveChange::Content));
        std::fs::remove_dir_all(pages.join("guides")).unwrap();
        assert!(live(pages.join("guides")).contains(&LiveChange::Content));
        // Scripts elsewhere are code only, even new ones.
        std::fs::create_dir_all(site.path().join("src/components")).unwrap();
        std::fs::write(site.path().join("src/components/new.tsx"), "").unwrap();
        assert_eq!(
            live(site.path().join("src/components/new.tsx")),
            [LiveChange::Code]
        );
    }

    #[test]
    fn output_caches_and_editor_files_are_ignored() {
        for path in [
            "/site/build/index.html",
            "/site/.cairn/generated/registry.js",
            "/site/node_modules/react/index.js",
            "/site/.git/index",
            "/site/docs/.intro.md.swp",
            "/site/docs/intro.md~",
            "/site/docs/.#intro.md",
            "/site/docs/4913",
            "/site/.build.partial-42/index.html",
            "/elsewhere/file.md",
        ] {
            assert!(files().ignored(Path::new(path)), "{path}");
        }
        assert!(!files().ignored(Path::new("/site/docs/build/index.md")));
        assert_eq!(sort(&["/site/build/x.html"]), Changes::default());
    }
}
