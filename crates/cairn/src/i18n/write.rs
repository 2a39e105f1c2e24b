//! `cairn write-translations`: the JSON files a locale is translated with, as Docusaurus's
//! command of the same name writes them (`i18n/<locale>/code.json`, the navbar's and footer's,
//! each docs version's, each blog's), each id with its message and a description. Messages
//! already translated are kept.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use cairn_build::{BuildOptions, Session, default_workers};
use cairn_content::{SourceMessage, TranslationSource};
use miette::{IntoDiagnostic, WrapErr, miette};
use serde::{Deserialize, Serialize};

/// What `cairn write-translations` is asked.
pub struct WriteArgs {
    pub site_dir: PathBuf,
    /// The locale to write for; the default locale when `None`.
    pub locale: Option<String>,
    /// Replace messages already in the files with the default ones.
    pub replace: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Entry {
    message: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    description: String,
}

pub fn run(args: &WriteArgs) -> miette::Result<()> {
    let written = write(args)?;
    for file in &written {
        println!(
            "{}: {} message{}, {} new",
            file.shown,
            file.messages,
            if file.messages == 1 { "" } else { "s" },
            file.added
        );
    }
    Ok(())
}

/// One file written.
pub struct Written {
    pub shown: String,
    pub messages: usize,
    pub added: usize,
}

pub fn write(args: &WriteArgs) -> miette::Result<Vec<Written>> {
    let config = cairn_config::load(&args.site_dir).map_err(|error| miette::Report::new(*error))?;
    let locale = args
        .locale
        .clone()
        .unwrap_or_else(|| config.i18n.default_locale.clone());
    if !config.i18n.locales().contains(&locale) {
        return Err(miette!(
            help = "write the files of one of the locales `[i18n] locales` lists",
            "`{locale}` is not a locale of this site; its locales are {}",
            config.i18n.locales().join(", ")
        ));
    }
    // What is translated is read in the default locale: its labels are the source texts.
    let mut session = Session::open(BuildOptions {
        site_dir: args.site_dir.clone(),
        out_dir: None,
        workers: default_workers(),
        dev: false,
        locale: None,
    })?;
    session.compile()?;
    let site_dir = session.site_dir().to_path_buf();
    let loaded = session
        .loaded()
        .ok_or_else(|| miette!("the site's Markdown was not compiled"))?;
    let options = cairn_content::PlanOptions {
        functions: cairn_build::function_runner(&site_dir, session.config()),
        ..Default::default()
    };
    let mut sources =
        cairn_content::translation_sources(session.config(), loaded, session.plugins(), &options)?;
    sources.insert(0, code_source(&site_dir, &locale)?);

    let locale_dir = session
        .config()
        .for_locale(&locale)
        .i18n
        .translations_dir(&site_dir);
    sources
        .iter()
        .filter(|source| !source.messages.is_empty())
        .map(|source| {
            write_file(
                &locale_dir.join(&source.path),
                source,
                args.replace,
                &site_dir,
            )
        })
        .collect()
}

/// `code.json`: the theme's messages (in the locale when the theme translates them) and the
/// messages of the site's code and Markdown.
fn code_source(site_dir: &Path, locale: &str) -> miette::Result<TranslationSource> {
    let theme = cairn_render::find_theme(site_dir)?;
    let translated = cairn_content::theme_messages(&theme.dir, locale)?;
    let mut source = TranslationSource::new("code.json");
    for message in cairn_content::site_messages(site_dir) {
        source.add(
            message.id,
            &message.message,
            message.description.unwrap_or_default(),
        );
    }
    for (id, english) in cairn_content::theme_message_table(&theme.dir) {
        let message = translated.get(&id).unwrap_or(&english);
        source.add(id, message, String::new());
    }
    Ok(source)
}

/// Writes `source` to `path`, keeping the messages the file already has (unless `replace`)
/// and the ids it has that the site no longer uses.
fn write_file(
    path: &Path,
    source: &TranslationSource,
    replace: bool,
    site_dir: &Path,
) -> miette::Result<Written> {
    let shown = path
        .strip_prefix(site_dir)
        .unwrap_or(path)
        .display()
        .to_string();
    let mut entries: BTreeMap<String, Entry> = match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text)
            .into_diagnostic()
            .wrap_err_with(|| {
                format!("{shown} is not a translation file; fix it or move it away")
            })?,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => BTreeMap::new(),
        Err(error) => {
            return Err(error)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot read {shown}"));
        }
    };
    let mut added = 0;
    for (
        id,
        SourceMessage {
            message,
            description,
        },
    ) in &source.messages
    {
        match entries.get_mut(id) {
            Some(entry) => {
                if replace {
                    message.clone_into(&mut entry.message);
                }
                description.clone_into(&mut entry.description);
            }
            None => {
                added += 1;
                entries.insert(
                    id.clone(),
                    Entry {
                        message: message.clone(),
                        description: description.clone(),
                    },
                );
            }
        }
    }
    let mut text = serde_json::to_string_pretty(&entries).into_diagnostic()?;
    text.push('\n');
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot create the folder of {shown}"))?;
    }
    std::fs::write(path, text)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot write {shown}"))?;
    Ok(Written {
        shown,
        messages: entries.len(),
        added,
    })
}
