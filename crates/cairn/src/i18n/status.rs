//! `cairn i18n status`: for each locale other than the default one, the pages translated,
//! missing and out of date (the original changed in Git after its translation), with the
//! files.

use std::fmt::Write as _;
use std::path::Path;

use cairn_content::LocaleStatus;
use miette::miette;

pub fn run(site_dir: &Path, locale: Option<&str>) -> miette::Result<()> {
    print!("{}", report(site_dir, locale)?);
    Ok(())
}

/// The report, one section per locale.
pub fn report(site_dir: &Path, locale: Option<&str>) -> miette::Result<String> {
    let config = cairn_config::load(site_dir).map_err(|error| miette::Report::new(*error))?;
    let i18n = &config.i18n;
    let locales: Vec<String> = match locale {
        Some(locale) if locale == i18n.default_locale => {
            return Ok(format!(
                "`{locale}` is the default locale: its pages are the originals the other locales translate.\n"
            ));
        }
        Some(locale) if i18n.locales().iter().any(|known| known == locale) => {
            vec![locale.to_owned()]
        }
        Some(locale) => {
            return Err(miette!(
                help = "ask for one of the locales `[i18n] locales` lists",
                "`{locale}` is not a locale of this site; its locales are {}",
                i18n.locales().join(", ")
            ));
        }
        None => i18n
            .locales()
            .into_iter()
            .filter(|locale| *locale != i18n.default_locale)
            .collect(),
    };
    if locales.is_empty() {
        return Ok(format!(
            "The site has one locale, `{}`: there is nothing to translate.\n",
            i18n.default_locale
        ));
    }
    let history = cairn_content::read_last_updates(site_dir);
    let mut text = String::new();
    if let Err(reason) = &history {
        let _ = writeln!(
            text,
            "Git's history cannot be read ({reason}): out-of-date translations are not found.\n"
        );
    }
    for locale in &locales {
        let status =
            cairn_content::translation_status(site_dir, &config, locale, history.as_ref().ok())?;
        write_status(&mut text, &status);
    }
    Ok(text)
}

fn write_status(text: &mut String, status: &LocaleStatus) {
    let _ = writeln!(
        text,
        "{}: {} of {} page{} translated, {} missing, {} out of date",
        status.locale,
        status.translated.len(),
        status.pages,
        if status.pages == 1 { "" } else { "s" },
        status.missing.len(),
        status.outdated.len()
    );
    if !status.missing.is_empty() {
        let _ = writeln!(text, "  missing (shown in the default locale):");
        for path in &status.missing {
            let _ = writeln!(text, "    {path}");
        }
    }
    if !status.outdated.is_empty() {
        let _ = writeln!(
            text,
            "  out of date (the original changed after the translation):"
        );
        for (translation, original) in &status.outdated {
            let _ = writeln!(text, "    {translation} (original: {original})");
        }
    }
}
