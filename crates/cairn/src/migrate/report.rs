//! What a migration tells its user: the parts of the Docusaurus config it could not carry over,
//! and what Cairn will read differently, each with the place in the config it is about.

use std::fmt::Write;

/// One thing the user should know about, at a path of the Docusaurus config
/// (`presets[0].docs.remarkPlugins[0]`) or of the site (`sidebars.js`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub kind: NoteKind,
    pub path: String,
    pub message: String,
    pub hint: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoteKind {
    /// Left out of `cairn.toml`.
    Untranslated,
    /// Carried over, but Cairn reads it differently, or the site has something to check.
    Check,
}

/// Collects notes while the config is translated.
#[derive(Debug, Default)]
pub struct Notes {
    pub list: Vec<Note>,
}

impl Notes {
    pub fn untranslated(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.push(NoteKind::Untranslated, path.into(), message.into(), None);
    }

    pub fn untranslated_hint(
        &mut self,
        path: impl Into<String>,
        message: impl Into<String>,
        hint: impl Into<String>,
    ) {
        self.push(
            NoteKind::Untranslated,
            path.into(),
            message.into(),
            Some(hint.into()),
        );
    }

    pub fn check(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.push(NoteKind::Check, path.into(), message.into(), None);
    }

    fn push(&mut self, kind: NoteKind, path: String, message: String, hint: Option<String>) {
        self.list.push(Note {
            kind,
            path,
            message,
            hint,
        });
    }
}

/// The report printed after `cairn.toml` was written; `written` is the file's path as shown.
pub fn render(written: &str, source: &str, notes: &[Note]) -> String {
    let mut text = format!("Wrote {written} from {source}.\n");
    for (kind, heading) in [
        (NoteKind::Untranslated, "Not translated"),
        (NoteKind::Check, "To check"),
    ] {
        let selected: Vec<&Note> = notes.iter().filter(|note| note.kind == kind).collect();
        if selected.is_empty() {
            continue;
        }
        let _ = writeln!(text, "\n{heading} ({}):", selected.len());
        for note in selected {
            let _ = writeln!(text, "  - {}: {}", note.path, note.message);
            if let Some(hint) = &note.hint {
                let _ = writeln!(text, "    hint: {hint}");
            }
        }
    }
    if notes.iter().all(|note| note.kind != NoteKind::Untranslated) {
        text.push_str("\nEverything in the config was translated.\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_notes_by_kind_with_hints() {
        let mut notes = Notes::default();
        notes.untranslated_hint(
            "themeConfig.prism",
            "Prism themes: not translated",
            "none yet",
        );
        notes.check("sidebars.js", "read by Cairn with Node");
        let text = render("site/cairn.toml", "site/docusaurus.config.js", &notes.list);
        assert_eq!(
            text,
            "Wrote site/cairn.toml from site/docusaurus.config.js.\n\n\
             Not translated (1):\n  - themeConfig.prism: Prism themes: not translated\n    hint: none yet\n\n\
             To check (1):\n  - sidebars.js: read by Cairn with Node\n"
        );
    }

    #[test]
    fn says_when_everything_was_translated() {
        let text = render("cairn.toml", "docusaurus.config.js", &[]);
        assert!(text.ends_with("Everything in the config was translated.\n"));
    }
}
