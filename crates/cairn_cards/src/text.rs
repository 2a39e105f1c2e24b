//! Laying a text out in a box and drawing it: the largest size at which it fits, down to 60 %
//! of the box's font size, then cut with an ellipsis.

use cosmic_text::{
    Attrs, Buffer, Color, Family, FontSystem, Metrics, Shaping, SwashCache, Weight, Wrap,
};
use tiny_skia::Pixmap;

use crate::fonts::FAMILY;
use crate::template::TextBox;

/// How many lines a box holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lines {
    One,
    /// As many as its height allows.
    Many,
}

const LINE_HEIGHT: f32 = 1.2;
const SMALLEST: f32 = 0.6;

/// Draws `content` in `text_box` of `card`.
pub(crate) fn draw(
    card: &mut Pixmap,
    fonts: &mut FontSystem,
    glyphs: &mut SwashCache,
    content: &str,
    text_box: &TextBox,
    lines: Lines,
) {
    let content = one_line(content);
    if content.is_empty() {
        return;
    }
    let mut buffer = fitted(fonts, &content, text_box, lines);
    let [red, green, blue, alpha] = text_box.color;
    let (left, top) = (
        text_box.rect.x.round() as i32,
        text_box.rect.y.round() as i32,
    );
    let (width, height) = (card.width() as i32, card.height() as i32);
    let pixels = card.data_mut();
    buffer.draw(
        fonts,
        glyphs,
        Color::rgba(red, green, blue, alpha),
        |x, y, w, h, color| {
            let coverage = u32::from(color.a());
            if coverage == 0 {
                return;
            }
            let (x, y) = (x + left, y + top);
            for row in y.max(0)..(y + h as i32).min(height) {
                for column in x.max(0)..(x + w as i32).min(width) {
                    let at = ((row * width + column) * 4) as usize;
                    blend(
                        &mut pixels[at..at + 4],
                        [color.r(), color.g(), color.b()],
                        coverage,
                    );
                }
            }
        },
    );
}

/// Paints a colour with `coverage` (0–255) over a premultiplied pixel.
fn blend(pixel: &mut [u8], rgb: [u8; 3], coverage: u32) {
    let keep = 255 - coverage;
    for (channel, value) in pixel.iter_mut().zip(rgb) {
        *channel = ((u32::from(value) * coverage + u32::from(*channel) * keep + 127) / 255) as u8;
    }
    pixel[3] = (coverage + (u32::from(pixel[3]) * keep + 127) / 255) as u8;
}

/// A title is one paragraph: line breaks and runs of spaces become single spaces.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text laid out at the largest size at which it fits the box, or at the smallest size
/// cut to what fits, ending with "…".
fn fitted(fonts: &mut FontSystem, content: &str, text_box: &TextBox, lines: Lines) -> Buffer {
    let largest = text_box.font_size;
    let mut size = largest;
    loop {
        let buffer = laid_out(fonts, content, text_box, size, lines);
        if fits(&buffer, text_box, size, lines) {
            return buffer;
        }
        if size <= largest * SMALLEST {
            break;
        }
        size = (size * 0.92).max(largest * SMALLEST);
    }
    // Cut at a word (or a character, for scripts without spaces) until it fits.
    let mut cut: Vec<char> = content.chars().collect();
    while !cut.is_empty() {
        cut.pop();
        while cut
            .last()
            .is_some_and(|c| c.is_whitespace() || c.is_ascii_punctuation())
        {
            cut.pop();
        }
        let shorter = format!("{}…", cut.iter().collect::<String>());
        let buffer = laid_out(fonts, &shorter, text_box, size, lines);
        if fits(&buffer, text_box, size, lines) {
            return buffer;
        }
    }
    laid_out(fonts, "", text_box, size, lines)
}

fn laid_out(
    fonts: &mut FontSystem,
    content: &str,
    text_box: &TextBox,
    size: f32,
    lines: Lines,
) -> Buffer {
    let mut buffer = Buffer::new(fonts, Metrics::new(size, size * LINE_HEIGHT));
    let mut buffer_ref = buffer.borrow_with(fonts);
    buffer_ref.set_wrap(match lines {
        Lines::One => Wrap::None,
        Lines::Many => Wrap::WordOrGlyph,
    });
    buffer_ref.set_size(Some(text_box.rect.width), None);
    let weight = if text_box.bold {
        Weight::BOLD
    } else {
        Weight::NORMAL
    };
    let attrs = Attrs::new().family(Family::Name(FAMILY)).weight(weight);
    buffer_ref.set_text(content, &attrs, Shaping::Advanced, None);
    buffer_ref.shape_until_scroll(false);
    buffer
}

fn fits(buffer: &Buffer, text_box: &TextBox, size: f32, lines: Lines) -> bool {
    let mut count = 0;
    for run in buffer.layout_runs() {
        count += 1;
        if run.line_w > text_box.rect.width + 0.5 {
            return false;
        }
    }
    match lines {
        Lines::One => count <= 1,
        Lines::Many => count as f32 * size * LINE_HEIGHT <= text_box.rect.height + 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coverage_blends_over_an_opaque_pixel() {
        let mut pixel = [255, 255, 255, 255];
        blend(&mut pixel, [0, 0, 0], 255);
        assert_eq!(pixel, [0, 0, 0, 255]);
        let mut pixel = [255, 255, 255, 255];
        blend(&mut pixel, [0, 0, 0], 128);
        assert_eq!(pixel, [127, 127, 127, 255]);
    }

    #[test]
    fn every_script_of_the_supported_languages_has_its_glyphs() {
        let mut fonts = crate::fonts::font_system();
        let text_box = TextBox {
            rect: crate::Rect {
                x: 0.0,
                y: 0.0,
                width: 4000.0,
                height: 100.0,
            },
            color: [0, 0, 0, 255],
            font_size: 40.0,
            bold: true,
        };
        for title in [
            "Installation et déploiement",
            "Установка",
            "安装与配置",
            "安裝與設定",
            "インストール",
            "설치 안내서",
            "التثبيت",
            "התקנה",
            "Ελληνικά",
        ] {
            let buffer = laid_out(&mut fonts, title, &text_box, 40.0, Lines::One);
            let glyphs: Vec<_> = buffer
                .layout_runs()
                .flat_map(|run| run.glyphs.iter())
                .collect();
            assert!(!glyphs.is_empty(), "{title}");
            // Glyph 0 is a font's "missing" box.
            assert!(glyphs.iter().all(|glyph| glyph.glyph_id != 0), "{title}");
        }
    }

    #[test]
    fn a_title_is_one_paragraph() {
        assert_eq!(one_line(" Install\n  the  binary "), "Install the binary");
    }
}
