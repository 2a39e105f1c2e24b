//! `cairn start`: builds the site into a temporary folder (never `build/`), serves it, and
//! on each save updates the open pages — data swapped in place for content, a reload for code
//! and static files — or shows the error over them.

mod builder;
mod changes;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::mpsc;

use cairn_server::ServeOptions;
use cairn_server::dev::{DevHub, FileWatcher};
use miette::{IntoDiagnostic, WrapErr, miette};

use builder::{Builder, Message};
use changes::SiteFiles;

pub struct StartOptions {
    pub site_dir: PathBuf,
    pub host: String,
    pub port: u16,
    /// Open a browser: `Some(true)` with `--open`, `Some(false)` with `--no-open`; by
    /// default when a person is at the terminal.
    pub open: Option<bool>,
    /// The locale to build and serve; the default locale when `None`.
    pub locale: Option<String>,
}

pub fn run(options: StartOptions) -> miette::Result<()> {
    // A config that does not load stops here: there is no site to serve yet. Later edits that
    // break it are shown in the page instead.
    let config =
        cairn_config::load(&options.site_dir).map_err(|error| miette::Report::new(*error))?;
    let locale = options
        .locale
        .clone()
        .unwrap_or_else(|| config.i18n.default_locale.clone());
    let locale_base_url = config.i18n.locale_base_url(&config.base_url, &locale);
    if !config.i18n.locales().contains(&locale) {
        return Err(miette!(
            help = "serve one of the locales `[i18n] locales` lists",
            "`{locale}` is not a locale of this site; its locales are {}",
            config.i18n.locales().join(", ")
        ));
    }
    let site_dir = std::path::absolute(&options.site_dir).into_diagnostic()?;
    let out = tempfile::Builder::new()
        .prefix("cairn-start-")
        .tempdir()
        .into_diagnostic()
        .wrap_err("cannot create a folder for the dev build")?;
    let runtime = tokio::runtime::Runtime::new().into_diagnostic()?;
    let listener = runtime
        .block_on(cairn_server::bind(&options.host, options.port))
        .map_err(|error| miette!("{error}"))?;
    let address = listener.local_addr().into_diagnostic()?;

    let (sender, messages) = mpsc::channel();
    let files = site_files(&site_dir);
    let watcher = watch(&files, sender.clone())?;
    let hub = DevHub::new();
    let builder = Builder {
        site_dir: site_dir.clone(),
        out_dir: out.path().join("site"),
        files,
        hub: hub.clone(),
        watcher,
        locale: options.locale.clone(),
    };
    let build_thread = std::thread::Builder::new()
        .name("cairn-start".to_owned())
        .spawn(move || builder.run(&messages))
        .into_diagnostic()?;

    let host = if address.ip().is_loopback() {
        "localhost".to_owned()
    } else {
        address.ip().to_string()
    };
    let url = format!("http://{host}:{}{locale_base_url}", address.port());
    println!("Cairn dev server at {url} (Ctrl+C stops it)");
    let wants_browser = options
        .open
        .unwrap_or_else(|| std::io::stdout().is_terminal() && std::env::var_os("CI").is_none());
    if wants_browser && let Err(error) = open::that_detached(&url) {
        eprintln!("warning: cannot open a browser ({error}); open {url} yourself");
    }

    let serve_options = ServeOptions {
        root: out.path().join("site"),
        host: options.host,
        port: address.port(),
        base_url: config.base_url,
        trailing_slash: config.trailing_slash,
    };
    let served = runtime.block_on(cairn_server::dev::serve_dev(
        listener,
        &serve_options,
        hub,
        cairn_server::shutdown_signal(),
    ));
    let _ = sender.send(Message::Stop);
    let _ = build_thread.join();
    println!("Stopped.");
    served.map_err(|error| miette!("{error}"))
}

fn site_files(site_dir: &Path) -> SiteFiles {
    // The theme's sources are watched when they are being worked on in a workspace (a
    // symlinked package), not when they are an installed copy.
    let theme_src = cairn_render::find_theme(site_dir)
        .ok()
        .and_then(|theme| theme.dir.canonicalize().ok())
        .filter(|dir| {
            !dir.components()
                .any(|part| part.as_os_str() == "node_modules")
        })
        .map(|dir| dir.join("src"));
    // Read once: a change of `staticDirectories` takes a restart of `cairn start`.
    let config = cairn_config::load(site_dir).ok();
    let static_dirs = config
        .as_ref()
        .map(|config| config.static_dirs(site_dir))
        .unwrap_or_else(|| vec![site_dir.join("static")]);
    // A local plugin may import files beside it: its whole folder is its code. remark and
    // rehype plugins are the compiler's, so a change of theirs opens the site again too.
    let plugin_code = config
        .iter()
        .flat_map(cairn_config::SiteConfig::plugin_entries)
        .filter(|entry| entry.module().starts_with('.'))
        .filter_map(|entry| {
            site_dir
                .join(entry.module())
                .parent()
                .map(Path::to_path_buf)
        })
        .filter(|dir| dir != site_dir)
        .collect();
    SiteFiles {
        site_dir: site_dir.to_path_buf(),
        config_file: cairn_config::config_path(site_dir),
        theme_src,
        static_dirs,
        plugin_code,
        plugin_inputs: Default::default(),
        page_scripts: std::sync::Arc::new(std::sync::Mutex::new(changes::page_scripts(
            &site_dir.join(cairn_content::PAGES_DIR),
        ))),
    }
}

/// Watches the site's own entries and every folder at its top except the ignored ones:
/// watching `node_modules` recursively would spend the OS's watch limit on files no build
/// reads.
fn watch(files: &SiteFiles, sender: mpsc::Sender<Message>) -> miette::Result<FileWatcher> {
    let ignore_files = files.clone();
    let mut watcher = FileWatcher::new(
        move |path| ignore_files.ignored(path),
        move |event| {
            let _ = sender.send(Message::Watch(event));
        },
    )
    .map_err(|error| miette!("cannot watch the site's files: {error}"))?;
    watcher
        .watch(&files.site_dir, false)
        .map_err(|error| miette!("{error}"))?;
    let entries = std::fs::read_dir(&files.site_dir)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot read `{}`", files.site_dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && !files.ignored(&path) {
            watcher
                .watch(&path, true)
                .map_err(|error| miette!("{error}"))?;
        }
    }
    if let Some(src) = &files.theme_src {
        watcher
            .watch(src, true)
            .map_err(|error| miette!("{error}"))?;
    }
    Ok(watcher)
}
