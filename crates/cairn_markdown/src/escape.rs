//! HTML escaping, for text content and for double-quoted attribute values.

/// Appends `text` to `out` with `&`, `<` and `>` escaped: safe as element content.
pub fn escape_text_into(out: &mut String, text: &str) {
    for character in text.chars() {
        match character {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            other => out.push(other),
        }
    }
}

/// `text` with `&`, `<`, `>` and quotes escaped: safe as content and in attribute values.
pub fn escape_attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => escape_text_into(&mut out, other.encode_utf8(&mut [0; 4])),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        let mut text = String::new();
        escape_text_into(&mut text, "a < b && \"c\"");
        assert_eq!(text, "a &lt; b &amp;&amp; \"c\"");
        assert_eq!(
            escape_attribute("<a href='x'>\"é\"</a>"),
            "&lt;a href=&#39;x&#39;&gt;&quot;é&quot;&lt;/a&gt;"
        );
    }
}
