//! The fonts embedded in the binary (see `build.rs`), so that a card looks the same on every
//! machine, and the fallback that picks one for each script of a title.

use std::sync::Arc;

use cosmic_text::{Fallback, FontSystem, fontdb};
use unicode_script::Script;

/// The family of every card's text: Noto Sans, the other families for the scripts it lacks.
pub(crate) const FAMILY: &str = "Noto Sans";

static FONTS: [&[u8]; 6] = [
    include_bytes!(concat!(env!("OUT_DIR"), "/NotoSans_400Regular.ttf")),
    include_bytes!(concat!(env!("OUT_DIR"), "/NotoSans_700Bold.ttf")),
    include_bytes!(concat!(env!("OUT_DIR"), "/NotoSansSC_700Bold.ttf")),
    include_bytes!(concat!(env!("OUT_DIR"), "/NotoSansKR_700Bold.ttf")),
    include_bytes!(concat!(env!("OUT_DIR"), "/NotoSansArabic_700Bold.ttf")),
    include_bytes!(concat!(env!("OUT_DIR"), "/NotoSansHebrew_700Bold.ttf")),
];

/// A font system holding the embedded fonts only: what the machine has installed never
/// changes a card. The fonts are read in place, not copied.
pub(crate) fn font_system() -> FontSystem {
    let mut database = fontdb::Database::new();
    for font in FONTS {
        database.load_font_source(fontdb::Source::Binary(Arc::new(font)));
    }
    FontSystem::new_with_locale_and_db_and_fallback("en".to_owned(), database, ScriptFallback)
}

/// Which embedded family draws a script Noto Sans lacks. Japanese kanji take the Chinese
/// font's forms, which differ from Japanese ones in a few characters.
struct ScriptFallback;

impl Fallback for ScriptFallback {
    fn common_fallback(&self) -> &[&'static str] {
        &[
            FAMILY,
            "Noto Sans SC",
            "Noto Sans KR",
            "Noto Sans Arabic",
            "Noto Sans Hebrew",
        ]
    }

    fn forbidden_fallback(&self) -> &[&'static str] {
        &[]
    }

    fn script_fallback(&self, script: Script, _locale: &str) -> &[&'static str] {
        match script {
            Script::Han | Script::Hiragana | Script::Katakana | Script::Bopomofo => {
                &["Noto Sans SC"]
            }
            Script::Hangul => &["Noto Sans KR"],
            Script::Arabic => &["Noto Sans Arabic"],
            Script::Hebrew => &["Noto Sans Hebrew"],
            _ => &[],
        }
    }
}
