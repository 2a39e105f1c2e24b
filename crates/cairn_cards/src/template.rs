//! A card template: an SVG drawing of 1200×630 whose text boxes are rectangles with known
//! ids. The drawing is the card's background; each box is taken out of it and says where a
//! text goes and how it looks:
//!
//! - `cairn-title` (required): the page's title, on as many lines as fit;
//! - `cairn-section`: the section or version the page belongs to, on one line;
//! - `cairn-site-name`: the site's title, on one line;
//! - `cairn-logo`: where the site's logo is drawn, fitted in the box.
//!
//! A text box's `fill` is the text's colour, its `font-size` the largest size the text is drawn
//! at (a title that does not fit shrinks, down to 60 % of it), its `font-weight` bold or not.
//! Boxes are plain `<rect>` elements with `x`, `y`, `width` and `height` in pixels, outside any
//! `transform`.

use crate::CardError;

pub(crate) const TITLE: &str = "cairn-title";
pub(crate) const SECTION: &str = "cairn-section";
pub(crate) const SITE_NAME: &str = "cairn-site-name";
pub(crate) const LOGO: &str = "cairn-logo";

/// A rectangle of the card, in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
}

/// Where a text goes and how it looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextBox {
    pub rect: Rect,
    /// Red, green, blue, alpha.
    pub color: [u8; 4],
    pub font_size: f32,
    pub bold: bool,
}

/// A template read: its background (the drawing without its boxes, the logo's box replaced
/// by the logo) and its boxes.
#[derive(Debug, Clone, PartialEq)]
pub struct Template {
    pub background: String,
    pub title: TextBox,
    pub section: Option<TextBox>,
    pub site_name: Option<TextBox>,
    /// Whether the background holds the logo: the template has a `cairn-logo` box and a logo
    /// was given.
    pub draws_logo: bool,
}

impl Template {
    /// Reads `svg`; `logo`, a path or URL an `<image>` can load, is drawn in `cairn-logo`.
    pub fn parse(svg: &str, logo: Option<&str>) -> Result<Template, CardError> {
        let document = roxmltree::Document::parse(svg).map_err(|error| {
            let position = error.pos();
            CardError::Template {
                line: position.row,
                column: position.col,
                message: format!("not an SVG drawing: {error}"),
            }
        })?;
        let slot = |id: &str| {
            document
                .descendants()
                .find(|node| node.is_element() && node.attribute("id") == Some(id))
        };
        let error_at = |node: roxmltree::Node<'_, '_>, message: String| {
            let position = document.text_pos_at(node.range().start);
            CardError::Template {
                line: position.row,
                column: position.col,
                message,
            }
        };
        let rect_of = |node: roxmltree::Node<'_, '_>| -> Result<Rect, CardError> {
            let id = node.attribute("id").unwrap_or_default();
            if node.tag_name().name() != "rect" {
                return Err(error_at(
                    node,
                    format!(
                        "`{id}` must be a <rect>, found <{}>",
                        node.tag_name().name()
                    ),
                ));
            }
            let number = |name: &str, default: Option<f32>| match node.attribute(name) {
                Some(value) => value.trim_end_matches("px").parse::<f32>().map_err(|_| {
                    error_at(
                        node,
                        format!("`{id}` has {name}=\"{value}\": expected a number of pixels"),
                    )
                }),
                None => default.ok_or_else(|| error_at(node, format!("`{id}` has no {name}"))),
            };
            Ok(Rect {
                x: number("x", Some(0.0))?,
                y: number("y", Some(0.0))?,
                width: number("width", None)?,
                height: number("height", None)?,
            })
        };
        let text_box = |node: roxmltree::Node<'_, '_>| -> Result<TextBox, CardError> {
            let rect = rect_of(node)?;
            let id = node.attribute("id").unwrap_or_default();
            let color = match node.attribute("fill") {
                Some(fill) => parse_color(fill).ok_or_else(|| {
                    error_at(
                        node,
                        format!("`{id}` has fill=\"{fill}\": expected a colour such as #1c1e21"),
                    )
                })?,
                None => [0, 0, 0, 255],
            };
            let font_size = match node.attribute("font-size") {
                Some(size) => size
                    .trim_end_matches("px")
                    .parse::<f32>()
                    .ok()
                    .filter(|size| *size > 0.0)
                    .ok_or_else(|| {
                        error_at(
                            node,
                            format!("`{id}` has font-size=\"{size}\": expected a number of pixels"),
                        )
                    })?,
                None => rect.height.min(64.0),
            };
            let bold = matches!(
                node.attribute("font-weight"),
                Some("bold" | "bolder" | "600" | "700" | "800" | "900")
            );
            Ok(TextBox {
                rect,
                color,
                font_size,
                bold,
            })
        };

        let title_node = slot(TITLE).ok_or_else(|| CardError::Template {
            line: 1,
            column: 1,
            message: format!(
                "no <rect id=\"{TITLE}\">: the template must say where the page's title goes"
            ),
        })?;
        let title = text_box(title_node)?;
        let section = slot(SECTION).map(text_box).transpose()?;
        let site_name = slot(SITE_NAME).map(text_box).transpose()?;

        // The background: the drawing less its text boxes, the logo in its box.
        let mut replacements: Vec<(std::ops::Range<usize>, String)> = Vec::new();
        for node in [Some(title_node), slot(SECTION), slot(SITE_NAME)]
            .into_iter()
            .flatten()
        {
            replacements.push((node.range(), String::new()));
        }
        let logo_box = slot(LOGO);
        let draws_logo = logo_box.is_some() && logo.is_some();
        if let Some(node) = logo_box {
            let rect = rect_of(node)?;
            let image = logo.map(|href| {
                format!(
                    r#"<image x="{}" y="{}" width="{}" height="{}" preserveAspectRatio="xMidYMid meet" href="{}"/>"#,
                    rect.x,
                    rect.y,
                    rect.width,
                    rect.height,
                    escape_attribute(href)
                )
            });
            replacements.push((node.range(), image.unwrap_or_default()));
        }
        replacements.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
        let mut background = svg.to_owned();
        for (range, text) in replacements {
            background.replace_range(range, &text);
        }
        Ok(Template {
            background,
            title,
            section,
            site_name,
            draws_logo,
        })
    }
}

/// `#rgb`, `#rrggbb` or `#rrggbbaa`.
pub(crate) fn parse_color(text: &str) -> Option<[u8; 4]> {
    let hex = text.trim().strip_prefix('#')?;
    let digit = |index: usize, width: usize| {
        u8::from_str_radix(hex.get(index..index + width)?, 16)
            .ok()
            .map(|value| if width == 1 { value * 17 } else { value })
    };
    match hex.len() {
        3 => Some([digit(0, 1)?, digit(1, 1)?, digit(2, 1)?, 255]),
        6 => Some([digit(0, 2)?, digit(2, 2)?, digit(4, 2)?, 255]),
        8 => Some([digit(0, 2)?, digit(2, 2)?, digit(4, 2)?, digit(6, 2)?]),
        _ => None,
    }
}

fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#fff"/>
  <rect id="cairn-logo" x="80" y="60" width="64" height="64"/>
  <rect id="cairn-site-name" x="160" y="70" width="600" height="44" fill="#333" font-size="36"/>
  <rect id="cairn-title" x="80" y="180" width="1040" height="300" fill="#1c1e21" font-size="72" font-weight="bold"/>
</svg>"##;

    #[test]
    fn boxes_are_read_and_taken_out_of_the_background() {
        let template = Template::parse(SVG, Some("/site/static/img/logo.svg")).unwrap();
        assert_eq!(
            template.title,
            TextBox {
                rect: Rect {
                    x: 80.0,
                    y: 180.0,
                    width: 1040.0,
                    height: 300.0
                },
                color: [0x1c, 0x1e, 0x21, 255],
                font_size: 72.0,
                bold: true,
            }
        );
        assert_eq!(template.site_name.unwrap().color, [0x33, 0x33, 0x33, 255]);
        assert!(template.section.is_none());
        assert!(!template.background.contains("cairn-"));
        assert!(template.background.contains(
            r#"<image x="80" y="60" width="64" height="64" preserveAspectRatio="xMidYMid meet" href="/site/static/img/logo.svg"/>"#
        ));
        assert!(template.draws_logo);
        // No logo given, or no box to draw it in: the background has none.
        let without_logo = Template::parse(SVG, None).unwrap();
        assert!(!without_logo.draws_logo);
        assert!(!without_logo.background.contains("<image"));
        let no_box = SVG.replace(
            r#"<rect id="cairn-logo" x="80" y="60" width="64" height="64"/>"#,
            "",
        );
        assert!(
            !Template::parse(&no_box, Some("/logo.svg"))
                .unwrap()
                .draws_logo
        );
    }

    #[test]
    fn a_template_without_a_title_box_or_with_a_wrong_box_is_refused_where_it_is() {
        let missing = Template::parse(r#"<svg xmlns="http://www.w3.org/2000/svg"/>"#, None);
        assert!(missing.unwrap_err().to_string().contains("cairn-title"));
        let wrong = Template::parse(
            "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <circle id=\"cairn-title\" r=\"4\"/>\n</svg>",
            None,
        )
        .unwrap_err();
        assert_eq!(
            wrong.to_string(),
            "line 2, column 3: `cairn-title` must be a <rect>, found <circle>"
        );
        let broken = Template::parse("<svg", None).unwrap_err();
        assert!(
            broken.to_string().contains(": not an SVG drawing"),
            "{broken}"
        );
    }

    #[test]
    fn colours_are_read_in_their_three_forms() {
        assert_eq!(parse_color("#abc"), Some([0xaa, 0xbb, 0xcc, 255]));
        assert_eq!(parse_color("#2e8555"), Some([0x2e, 0x85, 0x55, 255]));
        assert_eq!(parse_color("#2e855580"), Some([0x2e, 0x85, 0x55, 0x80]));
        assert_eq!(parse_color("green"), None);
    }
}
