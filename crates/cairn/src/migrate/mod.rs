//! `cairn migrate docusaurus [DIR]`: reads a Docusaurus site's config with Node, writes the
//! `cairn.toml` that says the same in Cairn's keys, checks that Cairn loads it, and reports
//! what could not be carried over.

mod blog;
mod builtins;
mod carried;
mod check;
mod content;
mod coverage;
mod docs;
mod evaluate;
mod fields;
mod functions;
mod ideal_image;
mod npm2yarn;
mod outputs;
mod package_json;
mod plugins;
mod pwa;
mod report;
mod theme;
mod translate;
mod value;

use std::path::{Path, PathBuf};

use miette::miette;
use toml_edit::{ArrayOfTables, InlineTable, Table};

pub use report::{Note, NoteKind};
#[cfg(test)]
pub use translate::translate;

/// What the translation collects before the document is assembled in order.
pub struct Context {
    pub site: PathBuf,
    pub notes: report::Notes,
    /// Functions of the config that options name, moved to `cairn.functions.cjs`.
    pub functions: functions::FunctionsModule,
    /// remark-math or rehype-katex was configured.
    pub math: bool,
    /// `[markdown.npm2yarn]`, with the config path of the npm2yarn plugin it comes from.
    pub npm2yarn: Option<(String, Table)>,
    /// Docs instances with the config path they come from.
    pub docs: Vec<(String, Table)>,
    /// Blog instances with the config path they come from.
    pub blogs: Vec<(String, Table)>,
    pub navbar: Option<Table>,
    pub navbar_items: Option<ArrayOfTables>,
    /// `docsPluginId`s of navbar items, with the item's path, checked once instances are known.
    pub navbar_plugin_ids: Vec<(String, String)>,
    pub footer: Option<(Table, ArrayOfTables)>,
    pub docs_sidebar: Option<Table>,
    /// `[colorMode]` and `[announcementBar]`.
    pub color_mode: Option<Table>,
    pub announcement_bar: Option<Table>,
    /// `[sitemap]` and `[[redirects]]`.
    pub sitemap: Option<Table>,
    pub redirects: Vec<Table>,
    /// `createRedirects`, a function moved to `cairn.functions.cjs`.
    pub create_redirects: Option<toml_edit::Item>,
    /// `[idealImage]`, from `@docusaurus/plugin-ideal-image`.
    pub ideal_image: Option<Table>,
    /// `[pwa]`, from `@docusaurus/plugin-pwa`.
    pub pwa: Option<pwa::Pwa>,
    /// `[search]`, from `themeConfig.algolia`.
    pub search: Option<Table>,
    /// `[gtag]` and `debug`.
    pub builtins: builtins::Builtins,
    pub table_of_contents: Option<InlineTable>,
    pub head_tags: Vec<Table>,
    /// `scripts`, `stylesheets`, `clientModules`.
    pub resources: Vec<(String, toml_edit::Array)>,
    /// `plugins`: the site's own plugins and community plugins, which Cairn runs as they are.
    pub plugins: toml_edit::Array,
    /// `[markdown]`'s remark and rehype plugin lists (from the pages plugin's), by key.
    pub markdown_plugins: Vec<(String, toml_edit::Array)>,
    /// The classic theme's `customCss` files (`./src/css/custom.css`), which load before the
    /// site's client modules, as in Docusaurus.
    pub custom_css: Vec<String>,
    pub locale: Option<String>,
    /// `i18n.locales`, every locale the site builds.
    pub locales: Vec<String>,
    /// `i18n.path`, when not `i18n`.
    pub i18n_path: Option<String>,
    /// `[i18n.localeConfigs.<locale>]`, by locale.
    pub locale_configs: Vec<(String, Table)>,
    pub markdown_format: Option<String>,
    /// `markdown.mermaid: true`: the site draws diagrams, maybe from its own code too.
    pub markdown_mermaid: bool,
    pub broken_markdown_links: Option<&'static str>,
}

impl Context {
    fn new(site: &Path) -> Self {
        Context {
            site: site.to_path_buf(),
            notes: report::Notes::default(),
            functions: functions::FunctionsModule::default(),
            math: false,
            npm2yarn: None,
            docs: Vec::new(),
            blogs: Vec::new(),
            navbar: None,
            navbar_items: None,
            navbar_plugin_ids: Vec::new(),
            footer: None,
            docs_sidebar: None,
            color_mode: None,
            announcement_bar: None,
            sitemap: None,
            redirects: Vec::new(),
            create_redirects: None,
            ideal_image: None,
            pwa: None,
            search: None,
            builtins: builtins::Builtins::default(),
            table_of_contents: None,
            head_tags: Vec::new(),
            resources: Vec::new(),
            plugins: toml_edit::Array::new(),
            markdown_plugins: Vec::new(),
            custom_css: Vec::new(),
            locale: None,
            locales: Vec::new(),
            i18n_path: None,
            locale_configs: Vec::new(),
            markdown_format: None,
            markdown_mermaid: false,
            broken_markdown_links: None,
        }
    }
}

/// Runs the command; the report goes to stdout.
pub fn run(site_dir: &Path, force: bool) -> miette::Result<()> {
    let output = migrate(site_dir, force)?;
    print!("{output}");
    Ok(())
}

/// `--check`: the report of what Cairn does not support, on stdout; nothing is written.
pub fn run_check(site_dir: &Path) -> miette::Result<()> {
    let (report, _) = check::run(site_dir)?;
    print!("{report}");
    Ok(())
}

/// Migrates the site and returns the report.
pub fn migrate(site_dir: &Path, force: bool) -> miette::Result<String> {
    let config_file = evaluate::find_config(site_dir)?;
    let target = cairn_config::config_path(site_dir);
    if target.exists() && !force {
        return Err(miette!(
            help = "pass --force to replace it",
            "{} already exists; not overwriting it",
            target.display()
        ));
    }
    let evaluated = evaluate::evaluate(&config_file, site_dir)?;
    let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_owned());
    let scope = carried::ConfigScope::read(&config_file);
    let translation = translate::translate_with_scope(&evaluated.config, &site, scope);
    let text = format!(
        "# Written by `cairn migrate docusaurus` from {}.\n# Every key is described at https://cairn.dev/docs/api/cairn-config/\n\n{}",
        config_file
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default(),
        translation.document
    );
    // A config Cairn refuses is a bug of the translation, never the user's to fix: stop before
    // writing it.
    cairn_config::parse(&text, &target).map_err(|error| {
        miette!(
            "the cairn.toml translated from {} is not valid, which is a bug in `cairn migrate`; please report it\n{:?}",
            config_file.display(),
            miette::Report::new(*error)
        )
    })?;
    let config_name = config_file
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    // The moved functions' modules: each checked before any is written.
    let modules: Vec<(PathBuf, String)> = translation
        .functions
        .text(&config_name)
        .map(|text| (site_dir.join(functions::MODULE), text))
        .into_iter()
        .chain(
            translation
                .functions
                .plugin_files(&config_name)
                .into_iter()
                .map(|(module, text)| (site_dir.join(module.trim_start_matches("./")), text)),
        )
        .collect();
    if let Some((path, _)) = modules.iter().find(|(path, _)| path.exists() && !force) {
        return Err(miette!(
            help = "pass --force to replace it",
            "{} already exists; not overwriting it",
            path.display()
        ));
    }
    for (path, text) in modules {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)
                .map_err(|error| miette!("could not create {}: {error}", folder.display()))?;
        }
        std::fs::write(&path, text)
            .map_err(|error| miette!("could not write {}: {error}", path.display()))?;
    }
    std::fs::write(&target, &text)
        .map_err(|error| miette!("could not write {}: {error}", target.display()))?;
    let mut notes = report::Notes {
        list: translation.notes,
    };
    if !evaluated.stubbed.is_empty() {
        // Said once: each place a stub ended up in is reported on its own above.
        notes.list.push(Note {
            kind: NoteKind::Check,
            path: "packages".to_owned(),
            message: format!(
                "not installed, replaced by stubs while the config was read: {}",
                evaluated.stubbed.join(", ")
            ),
            hint: None,
        });
    }
    let plugin_packages = plugins::package_names(&evaluated.config, &site);
    let keeps_plugins =
        cairn_config::parse(&text, &target).is_ok_and(|config| !config.plugin_entries().is_empty());
    let packages = install_theme(site_dir, &plugin_packages, keeps_plugins, &mut notes)?;
    let mut text = report::render(
        &target.display().to_string(),
        &config_file.display().to_string(),
        &notes.list,
    );
    text.push_str(&packages);
    Ok(text)
}

/// Writes the theme tarball and points the site's `package.json` at it, as `cairn init` does;
/// returns what the report says about it, with the commands to run next.
fn install_theme(
    site_dir: &Path,
    plugin_packages: &[String],
    keeps_plugins: bool,
    notes: &mut report::Notes,
) -> miette::Result<String> {
    use std::fmt::Write;
    let theme = package_json::Theme {
        dependency: &crate::init::theme_dependency(),
        react: crate::init::REACT_VERSION,
        react_dom: crate::init::REACT_DOM_VERSION,
        plugin_packages,
        keeps_plugins,
        uses_sass: uses_sass(site_dir),
    };
    let mut text = String::new();
    if site_dir.join("package.json").is_file() {
        let migrated = package_json::migrate_file(site_dir, &theme, notes)?;
        let _ = writeln!(
            text,
            "\nUpdated package.json (the original is kept as {}):",
            package_json::BACKUP
        );
        if !migrated.removed.is_empty() {
            let _ = writeln!(text, "  - removed {}", migrated.removed.join(", "));
        }
        let _ = writeln!(
            text,
            "  - added @cairn/theme ({}), with react and react-dom {}",
            theme.dependency, theme.react
        );
        if let Some(version) = &migrated.plugin_libraries {
            let _ = writeln!(
                text,
                "  - kept {} ({version}): the plugins Cairn runs import them",
                package_json::PLUGIN_LIBRARIES.join(", ")
            );
        }
        if migrated.added_sass {
            let _ = writeln!(
                text,
                "  - added {} ({}): Vite compiles the site's .scss and .sass files with it",
                package_json::SASS_PACKAGE,
                package_json::SASS_VERSION
            );
        }
        for (name, old, new) in &migrated.scripts {
            let _ = writeln!(text, "  - scripts.{name}: `{old}` → `{new}`");
        }
    } else {
        let name = crate::init::package_name(&crate::init::site_title(site_dir));
        std::fs::write(
            site_dir.join("package.json"),
            crate::init::package_json(&name),
        )
        .map_err(|error| miette!("could not write package.json: {error}"))?;
        let _ = writeln!(
            text,
            "\nWrote package.json, with the theme as its dependency."
        );
    }
    crate::init::write_theme(site_dir)?;
    let _ = writeln!(
        text,
        "Wrote {}/{}: commit it with the site, package.json installs the theme from it.",
        crate::init::VENDOR_DIR,
        crate::init::theme_file_name()
    );
    text.push_str("\nNext:\n");
    if site_dir != Path::new(".") && !site_dir.as_os_str().is_empty() {
        let _ = writeln!(text, "  cd {}", site_dir.display());
    }
    let _ = writeln!(text, "  {}\n  cairn build", install_command(site_dir));
    Ok(text)
}

/// Whether the site's code (`src/`) has Sass stylesheets.
fn uses_sass(site_dir: &Path) -> bool {
    walkdir::WalkDir::new(site_dir.join("src"))
        .into_iter()
        .filter_entry(|entry| entry.file_name() != "node_modules")
        .filter_map(Result::ok)
        .any(|entry| {
            entry
                .path()
                .extension()
                .is_some_and(|extension| extension == "scss" || extension == "sass")
        })
}

/// The install command of the package manager whose lockfile the site has (in its folder or a
/// workspace above it).
fn install_command(site_dir: &Path) -> &'static str {
    let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_owned());
    for folder in site.ancestors() {
        for (lockfile, command) in [
            ("pnpm-lock.yaml", "pnpm install"),
            ("yarn.lock", "yarn install"),
            ("bun.lockb", "bun install"),
            ("bun.lock", "bun install"),
            ("package-lock.json", "npm install"),
        ] {
            if folder.join(lockfile).is_file() {
                return command;
            }
        }
    }
    "npm install"
}

#[cfg(test)]
mod tests;
