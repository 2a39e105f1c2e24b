//! The `cairn` command.

mod allocator;
mod bench;
mod bench_edit;
mod bench_images;
mod bench_locales;
mod bench_memory;
mod bench_navigation;
mod build;
mod docs_version;
mod i18n;
mod init;
mod interrupt;
mod migrate;
mod process_tree;
mod progress;
mod start;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "cairn",
    version,
    about = "Build fast, static documentation websites"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into static files.
    Build {
        /// The site folder (holding `cairn.toml`).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        /// Where to write the site; defaults to `<SITE_DIR>/build`.
        #[arg(long)]
        out_dir: Option<PathBuf>,
        /// Number of server-rendering workers; defaults to the number of cores minus one.
        #[arg(long)]
        workers: Option<usize>,
        /// A development build: draft docs are built too, marked as drafts.
        #[arg(long)]
        dev: bool,
        /// Build only this locale (into its folder of the output); every locale by default.
        #[arg(long)]
        locale: Option<String>,
        /// Print how long each stage took after the summary.
        #[arg(long)]
        timings: bool,
    },
    /// Build the site and serve it while you edit: pages update as files are saved.
    Start {
        /// The site folder (holding `cairn.toml`).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// Host name or address to listen on; `0.0.0.0` makes the site reachable from other
        /// devices of the network.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Open the site in a browser (the default at a terminal, outside CI).
        #[arg(long, overrides_with = "no_open")]
        open: bool,
        /// Do not open a browser.
        #[arg(long, overrides_with = "open")]
        no_open: bool,
        /// The locale to serve; the default locale by default.
        #[arg(long)]
        locale: Option<String>,
    },
    /// Serve a built site.
    Serve {
        /// The site folder (holding `cairn.toml`).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        /// The built site to serve; defaults to `<SITE_DIR>/build`.
        #[arg(long)]
        dir: Option<PathBuf>,
        #[arg(long, default_value_t = 3000)]
        port: u16,
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
    },
    /// Manage docs: `cairn docs version <name>` releases the current docs as a version.
    Docs {
        #[command(subcommand)]
        command: DocsCommand,
    },
    /// Write the JSON files a locale is translated with (`i18n/<locale>/code.json`, the
    /// navbar's, the footer's, each docs version's and each blog's), keeping what they hold.
    WriteTranslations {
        /// The site folder (holding `cairn.toml`).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        /// The locale to write the files of; the default locale by default.
        #[arg(long)]
        locale: Option<String>,
        /// Replace the messages the files already hold with the default ones.
        #[arg(long = "override")]
        replace: bool,
    },
    /// The site's translations: `cairn i18n status` tells what each locale lacks.
    I18n {
        #[command(subcommand)]
        command: I18nCommand,
    },
    /// Write a cairn.toml for a site made with another tool.
    Migrate {
        #[command(subcommand)]
        command: MigrateCommand,
    },
    /// Create a new site: config, starter pages, and the theme as a package file.
    Init {
        /// The folder to create the site in; it must be empty or not exist yet.
        #[arg(default_value = ".")]
        dir: PathBuf,
        /// Which kind of site to start from.
        #[arg(long, value_enum, default_value = "classic")]
        template: init::Template,
        /// Write into a folder that is not empty, replacing files of the same names.
        #[arg(long)]
        force: bool,
        /// Only replace the theme package file of an existing site with this version's, and
        /// point its package.json at it.
        #[arg(long, conflicts_with_all = ["template", "force"])]
        update_theme: bool,
        /// Write the site as a zip file instead (its entries under a folder named after the
        /// file); DIR is not used, the title comes from the file's name.
        #[arg(long, value_name = "FILE.zip", conflicts_with_all = ["update_theme", "force"])]
        archive: Option<PathBuf>,
    },
    /// Generate a synthetic site and report the time of each build stage.
    Bench {
        /// Number of Markdown pages to generate.
        #[arg(long, default_value_t = 1000)]
        pages: usize,
        /// Folder for the generated site; it must be inside a folder where `@cairn/theme` is
        /// installed (the repository root works).
        #[arg(long, default_value = "target/bench-site")]
        dir: PathBuf,
        /// What the pages are: docs in a sidebar, or blog posts.
        #[arg(long, value_enum, default_value = "docs")]
        content: bench::Content,
        /// Benchmark ideal images instead: process N generated 2000×1200 photos, from an
        /// empty cache and then from the filled one.
        #[arg(long, value_name = "N")]
        images: Option<usize>,
        /// Build the pages in N locales (none translated): what each locale adds.
        #[arg(long, value_name = "N", default_value_t = 1)]
        locales: usize,
        /// Draw a social card for every page (`[socialCards]`): what they cost cold (build
        /// 1) and from the cache (build 2).
        #[arg(long)]
        social_cards: bool,
    },
}

#[derive(Subcommand)]
enum DocsCommand {
    /// Snapshot the current docs (and sidebar file) as version NAME.
    Version {
        /// The version's name, e.g. `3.4.0`.
        name: String,
        /// The site folder (holding `cairn.toml`).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        /// The docs instance to version.
        #[arg(long, default_value = "default")]
        instance: String,
    },
}

#[derive(Subcommand)]
enum I18nCommand {
    /// For each locale but the default one: pages translated, missing, and out of date (the
    /// original changed in Git after its translation), with the files.
    Status {
        /// The site folder (holding `cairn.toml`).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        /// Only this locale.
        #[arg(long)]
        locale: Option<String>,
    },
}

#[derive(Subcommand)]
enum MigrateCommand {
    /// Translate docusaurus.config.(js|cjs|mjs|ts) into cairn.toml, point package.json at
    /// Cairn's theme, and list what could not be carried over.
    Docusaurus {
        /// The Docusaurus site folder (holding docusaurus.config.js).
        #[arg(default_value = ".")]
        site_dir: PathBuf,
        /// Replace an existing cairn.toml.
        #[arg(long)]
        force: bool,
        /// Write nothing: list every option, plugin, swizzled component, import and piece of
        /// content Cairn does not support, with its place, and a summary.
        #[arg(long, conflicts_with = "force")]
        check: bool,
    },
}

fn main() -> ExitCode {
    allocator::configure();
    let cli = Cli::parse();
    if matches!(cli.command, Command::Build { .. } | Command::Bench { .. }) {
        // A build makes its search index while its pages render: the index gives way to them.
        cairn_search::priority::index_on_a_pool_that_gives_way();
    }
    let result = match cli.command {
        Command::Build {
            site_dir,
            out_dir,
            workers,
            dev,
            locale,
            timings,
        } => interrupt::clean_up_on_signals().and_then(|()| {
            build::run(build::BuildArgs {
                site_dir,
                out_dir,
                workers,
                dev,
                locale,
                timings,
            })
        }),
        Command::Start {
            site_dir,
            port,
            host,
            open,
            no_open,
            locale,
        } => interrupt::note_signals().and_then(|()| {
            start::run(start::StartOptions {
                site_dir,
                host,
                port,
                locale,
                open: match (open, no_open) {
                    (true, _) => Some(true),
                    (_, true) => Some(false),
                    _ => None,
                },
            })
        }),
        Command::Serve {
            site_dir,
            dir,
            port,
            host,
        } => serve(site_dir, dir, host, port),
        Command::Bench {
            pages,
            dir,
            content,
            images,
            locales,
            social_cards,
        } => match images {
            Some(count) => bench_images::run(count, &dir.join("ideal-images")),
            None => bench::run(pages, &dir, content, locales, social_cards),
        },
        Command::Docs {
            command:
                DocsCommand::Version {
                    name,
                    site_dir,
                    instance,
                },
        } => docs_version::run(&site_dir, &name, &instance),
        Command::I18n {
            command: I18nCommand::Status { site_dir, locale },
        } => i18n::status::run(&site_dir, locale.as_deref()),
        Command::WriteTranslations {
            site_dir,
            locale,
            replace,
        } => i18n::write::run(&i18n::write::WriteArgs {
            site_dir,
            locale,
            replace,
        }),
        Command::Migrate {
            command:
                MigrateCommand::Docusaurus {
                    site_dir,
                    force,
                    check,
                },
        } => match check {
            true => migrate::run_check(&site_dir),
            false => migrate::run(&site_dir, force),
        },
        Command::Init {
            dir,
            template,
            force,
            update_theme,
            archive,
        } => {
            if update_theme {
                init::update_theme(&dir)
            } else if let Some(archive) = archive {
                init::run_archive(&archive, template)
            } else {
                init::run(&dir, template, force)
            }
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) if interrupt::exiting() => interrupt::wait_for_exit(),
        Err(report) => {
            eprintln!("{report:?}");
            ExitCode::FAILURE
        }
    }
}

fn serve(site_dir: PathBuf, dir: Option<PathBuf>, host: String, port: u16) -> miette::Result<()> {
    let root = dir.unwrap_or_else(|| site_dir.join("build"));
    // The site is served under its baseUrl, as on its host; a folder without a config (a
    // build copied elsewhere) is served at `/`.
    let (base_url, trailing_slash) = if cairn_config::config_path(&site_dir).is_file() {
        let config = cairn_config::load(&site_dir).map_err(|error| miette::Report::new(*error))?;
        (config.base_url, config.trailing_slash)
    } else {
        ("/".to_owned(), true)
    };
    let runtime = tokio::runtime::Runtime::new().map_err(|error| miette::miette!("{error}"))?;
    let shown = root.display().to_string();
    runtime
        .block_on(cairn_server::serve(
            cairn_server::ServeOptions {
                root,
                host,
                port,
                base_url: base_url.clone(),
                trailing_slash,
            },
            |address| println!("Serving {shown} at http://{address}{base_url}"),
        ))
        .map_err(|error| miette::miette!("{error}"))
}
