//! What file and folder names say: number prefixes, labels, slugs, index docs.

/// A file or folder name read for the sidebar: `02-guides` → position 2, name `guides`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Name<'a> {
    /// The number prefix, which orders the entry when nothing else does.
    pub prefix: Option<f64>,
    /// The name without its number prefix.
    pub name: &'a str,
}

/// Splits a number prefix (`01-intro`, `2. Guides`, `03_setup`) off `name` when `enabled`.
///
/// Names that merely start with numbers are left alone: dates (`2024-05-01-release`) and
/// versions (`1.2-notes`, `3.4.0`), where the digits are part of the name.
pub(crate) fn parse_name(name: &str, enabled: bool) -> Name<'_> {
    let unprefixed = Name { prefix: None, name };
    if !enabled {
        return unprefixed;
    }
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return unprefixed;
    }
    let rest = &name[digits..];
    let is_separator = |character: char| matches!(character, '-' | '_' | '.');
    let mut after_first_separator = rest.trim_start_matches(is_separator);
    if after_first_separator.len() < rest.len()
        && after_first_separator.starts_with(|c: char| c.is_ascii_digit())
    {
        return unprefixed;
    }
    let spaced = rest.trim_start();
    after_first_separator = spaced.trim_start_matches(is_separator);
    if after_first_separator.len() == spaced.len() {
        return unprefixed;
    }
    let suffix = after_first_separator.trim_start();
    if suffix.is_empty() || suffix.starts_with(is_separator) {
        return unprefixed;
    }
    match name[..digits].parse::<u64>() {
        Ok(number) => Name {
            prefix: Some(number as f64),
            name: suffix,
        },
        Err(_) => unprefixed,
    }
}

/// Whether a doc file (stem, number prefix removed) is the index of its folder: `index`,
/// `README`, or the folder's own name, in any case.
pub(crate) fn is_index_doc(stem: &str, folder: &str) -> bool {
    stem.eq_ignore_ascii_case("index")
        || stem.eq_ignore_ascii_case("readme")
        || (!folder.is_empty() && stem.to_lowercase() == folder.to_lowercase())
}

/// `guides/setup.md` → `setup`.
pub(crate) fn file_stem(file_name: &str) -> &str {
    match file_name.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem,
        _ => file_name,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(name: &str) -> (Option<f64>, &str) {
        let name = parse_name(name, true);
        (name.prefix, name.name)
    }

    #[test]
    fn number_prefixes_are_split_off() {
        assert_eq!(parsed("01-intro"), (Some(1.0), "intro"));
        assert_eq!(parsed("2. Guides"), (Some(2.0), "Guides"));
        assert_eq!(parsed("03_setup"), (Some(3.0), "setup"));
        assert_eq!(parsed("10 - Advanced"), (Some(10.0), "Advanced"));
        assert_eq!(parse_name("01-intro", false).name, "01-intro");
    }

    #[test]
    fn digits_that_belong_to_the_name_stay() {
        assert_eq!(parsed("intro"), (None, "intro"));
        assert_eq!(parsed("2024-05-01-release"), (None, "2024-05-01-release"));
        assert_eq!(parsed("3.4.0"), (None, "3.4.0"));
        assert_eq!(parsed("1.2-notes"), (None, "1.2-notes"));
        assert_eq!(parsed("01-"), (None, "01-"));
        assert_eq!(parsed("404"), (None, "404"));
        assert_eq!(parsed("1 - - x"), (None, "1 - - x"));
    }

    #[test]
    fn labels_and_slugs() {}

    #[test]
    fn index_docs() {
        assert!(is_index_doc("index", "guides"));
        assert!(is_index_doc("README", "guides"));
        assert!(is_index_doc("Guides", "guides"));
        assert!(!is_index_doc("deploy", "guides"));
        assert!(!is_index_doc("", ""));
        assert_eq!(file_stem("setup.md"), "setup");
        assert_eq!(file_stem("v1.2.mdx"), "v1.2");
    }
}
