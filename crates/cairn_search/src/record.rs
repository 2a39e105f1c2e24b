//! A page as the HTML Pagefind indexes: not the rendered page (re-reading it would cost a
//! parse of every page's full markup) but a small document built from the page's sections,
//! where each heading keeps its id so a result can link to the section it matched in.

use cairn_content::{DEFAULT_SEARCH_TAG, Route, SearchDocument};
use cairn_markdown::{escape_attribute, escape_text_into};

/// The HTML Pagefind reads for `route`: meta `title`, `lvl0` and `category`, filters
/// `cairn_tag` and `type` (in `<meta>` elements, so they add no words to the page's text),
/// and one heading with its id per section.
pub fn record_html(route: &Route, document: &SearchDocument, lang: &str) -> String {
    let title = route.title.as_deref().unwrap_or(&route.path);
    let tag = document.tag.as_deref().unwrap_or(DEFAULT_SEARCH_TAG);
    let size: usize = document
        .sections
        .iter()
        .map(|section| section.text.len() + section.title.as_ref().map_or(0, String::len) + 40)
        .sum();
    let mut html = String::with_capacity(size + 512);
    html.push_str("<html lang=\"");
    html.push_str(&escape_attribute(lang));
    html.push_str("\"><head>");
    let mut meta = |kind: &str, name: &str, value: &str| {
        html.push_str("<meta data-pagefind-");
        html.push_str(kind);
        html.push_str("=\"");
        html.push_str(name);
        html.push_str("[content]\" content=\"");
        html.push_str(&escape_attribute(value));
        html.push_str("\">");
    };
    meta("meta", "title", title);
    meta("meta", "lvl0", &document.group);
    if let Some(category) = &document.category {
        meta("meta", "category", category);
    }
    meta("filter", "cairn_tag", tag);
    meta("filter", "type", document.kind.as_str());
    html.push_str("</head><body>");
    for section in &document.sections {
        if let (Some(anchor), Some(heading)) = (&section.anchor, &section.title) {
            let level = section.level.clamp(2, 6);
            html.push_str(&format!("<h{level} id=\""));
            html.push_str(&escape_attribute(anchor));
            html.push_str("\">");
            escape_text_into(&mut html, heading);
            html.push_str(&format!("</h{level}>"));
        }
        if !section.text.is_empty() {
            html.push_str("<p>");
            escape_text_into(&mut html, &section.text);
            html.push_str("</p>");
        }
    }
    html.push_str("</body></html>");
    html
}

#[cfg(test)]
mod tests {
    use cairn_content::SearchKind;
    use cairn_markdown::Section;

    use super::*;

    #[test]
    fn sections_keep_their_anchors_and_facets_stay_out_of_the_text() {
        let mut route = Route::new("/docs/a/".to_owned(), "@theme/DocPage");
        route.title = Some("Install <Cairn>".to_owned());
        let document = SearchDocument {
            group: "Docs".to_owned(),
            category: Some("Guides › Setup".to_owned()),
            kind: SearchKind::Docs,
            tag: Some("docs-default-current".to_owned()),
            sections: vec![
                Section {
                    anchor: None,
                    title: None,
                    level: 1,
                    text: "Intro & more".to_owned(),
                },
                Section {
                    anchor: Some("npm".to_owned()),
                    title: Some("With npm".to_owned()),
                    level: 2,
                    text: "Run npm install.".to_owned(),
                },
            ],
        };
        let html = record_html(&route, &document, "en");
        assert_eq!(
            html,
            "<html lang=\"en\"><head>\
             <meta data-pagefind-meta=\"title[content]\" content=\"Install &lt;Cairn&gt;\">\
             <meta data-pagefind-meta=\"lvl0[content]\" content=\"Docs\">\
             <meta data-pagefind-meta=\"category[content]\" content=\"Guides › Setup\">\
             <meta data-pagefind-filter=\"cairn_tag[content]\" content=\"docs-default-current\">\
             <meta data-pagefind-filter=\"type[content]\" content=\"docs\">\
             </head><body><p>Intro &amp; more</p>\
             <h2 id=\"npm\">With npm</h2><p>Run npm install.</p></body></html>"
        );
    }
}
