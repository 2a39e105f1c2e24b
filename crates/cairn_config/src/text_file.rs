//! Reading a site's text files (config, Markdown, sidebars, data): UTF-8 only, and a message
//! that points at the first byte that is not, because `stream did not contain valid UTF-8`
//! leaves an author searching a long file for one accented letter saved by an old editor.

use std::fmt;
use std::path::Path;

/// Why a file's text could not be had.
#[derive(Debug)]
pub enum ReadTextError {
    Io(std::io::Error),
    NotUtf8(NotUtf8),
}

/// Where a file stops being UTF-8, and what it probably is instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotUtf8 {
    /// Offset of the first byte that does not decode, from the start of the file.
    pub byte: usize,
    /// 1-based line and column (in characters) of that byte.
    pub line: usize,
    pub column: usize,
    /// The bytes that do not decode (at most four), for the message.
    pub found: Vec<u8>,
}

impl NotUtf8 {
    /// What to do about it, guessed from the bytes.
    pub fn hint(&self) -> &'static str {
        match self.found.as_slice() {
            [0xFF, 0xFE, ..] | [0xFE, 0xFF, ..] if self.byte == 0 => {
                "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8"
            }
            [byte, ..] if *byte >= 0x80 => {
                "the file was probably saved as Latin-1 or Windows-1252 (where `é` is one byte); save it as UTF-8"
            }
            _ => "save the file as UTF-8",
        }
    }
}

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let found: Vec<String> = self.found.iter().map(|b| format!("0x{b:02X}")).collect();
        write!(
            f,
            "line {}, column {} (byte {}): {} is not UTF-8",
            self.line,
            self.column,
            self.byte,
            found.join(" ")
        )
    }
}

/// Reads `path` as UTF-8 text. A byte-order mark at the start is dropped, as editors on Windows
/// write one and no parser expects it.
pub fn read(path: &Path) -> Result<String, ReadTextError> {
    let bytes = std::fs::read(path).map_err(ReadTextError::Io)?;
    decode(bytes).map_err(ReadTextError::NotUtf8)
}

/// [`read`] for bytes already in memory.
pub fn decode(bytes: Vec<u8>) -> Result<String, NotUtf8> {
    match String::from_utf8(bytes) {
        Ok(mut text) => {
            if text.starts_with('\u{FEFF}') {
                text.drain(..'\u{FEFF}'.len_utf8());
            }
            Ok(text)
        }
        Err(error) => Err(locate(error.as_bytes(), error.utf8_error())),
    }
}

fn locate(bytes: &[u8], error: std::str::Utf8Error) -> NotUtf8 {
    let byte = error.valid_up_to();
    // Everything before `byte` is valid, so it can be counted as text.
    let before = std::str::from_utf8(&bytes[..byte]).unwrap_or_default();
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    let line = before.matches('\n').count() + 1;
    let column = before[line_start..].chars().count() + 1;
    let utf16_mark = byte == 0 && matches!(bytes, [0xFF, 0xFE, ..] | [0xFE, 0xFF, ..]);
    let bad_len = match error.error_len() {
        _ if utf16_mark => 2,
        Some(len) => len,
        None => bytes.len() - byte,
    }
    .clamp(1, 4);
    let end = (byte + bad_len).min(bytes.len());
    NotUtf8 {
        byte,
        line,
        column,
        found: bytes[byte..end].to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_text_is_returned_without_its_byte_order_mark() {
        assert_eq!(
            decode(b"\xEF\xBB\xBFtitle = 1".to_vec()).unwrap(),
            "title = 1"
        );
        assert_eq!(decode("é\nà".as_bytes().to_vec()).unwrap(), "é\nà");
    }

    #[test]
    fn the_first_bad_byte_is_located_by_line_and_character_column() {
        let error = decode(b"# Title\n\nCaf\xE9 cr\xE8me\n".to_vec()).unwrap_err();
        assert_eq!((error.line, error.column, error.byte), (3, 4, 12));
        assert_eq!(error.found, vec![0xE9]);
        assert!(error.hint().contains("Latin-1"), "{}", error.hint());
        assert_eq!(
            error.to_string(),
            "line 3, column 4 (byte 12): 0xE9 is not UTF-8"
        );
        // Columns count characters, not bytes.
        let error = decode(
            "ééé\u{FF}"
                .as_bytes()
                .iter()
                .copied()
                .chain([0xC0])
                .collect(),
        )
        .unwrap_err();
        assert_eq!((error.line, error.column), (1, 5));
    }

    #[test]
    fn utf16_files_are_named_as_such() {
        let error = decode(vec![0xFF, 0xFE, b'#', 0]).unwrap_err();
        assert_eq!((error.line, error.column, error.byte), (1, 1, 0));
        assert!(error.hint().contains("UTF-16"), "{}", error.hint());
    }

    #[test]
    fn a_truncated_sequence_at_the_end_is_located() {
        let error = decode(b"ok \xE2\x82".to_vec()).unwrap_err();
        assert_eq!((error.line, error.column, error.byte), (1, 4, 3));
        assert_eq!(error.found, vec![0xE2, 0x82]);
    }
}
