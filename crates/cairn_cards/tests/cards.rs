#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Cards drawn for real: their size, ink where the texts go, right-to-left titles from the
//! right, long titles shrunk then cut.

use cairn_cards::{CardPainter, CardText, Colors, HEIGHT, Template, WIDTH, default_template};

const COLORS: Colors<'static> = Colors {
    background: "#ffffff",
    text: "#000000",
    accent: "#2e8555",
};

struct Decoded {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
}

fn decode(png_bytes: &[u8]) -> Decoded {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgba).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    assert!(
        rgba.chunks_exact(4).all(|pixel| pixel[3] == 255),
        "an opaque card"
    );
    Decoded {
        width: info.width,
        height: info.height,
        rgba,
    }
}

impl Decoded {
    /// How many pixels of the rectangle are darker than mid-grey: the text's ink on white.
    fn ink(&self, x: std::ops::Range<u32>, y: std::ops::Range<u32>) -> usize {
        y.flat_map(|row| x.clone().map(move |column| (row, column)))
            .filter(|(row, column)| {
                let at = ((row * self.width + column) * 4) as usize;
                self.rgba[at..at + 3]
                    .iter()
                    .map(|&c| u32::from(c))
                    .sum::<u32>()
                    < 3 * 100
            })
            .count()
    }
}

fn painter() -> CardPainter {
    CardPainter::new(Template::parse(&default_template(COLORS, false), None).unwrap()).unwrap()
}

fn card(title: &str) -> Decoded {
    decode(&painter().draw(&CardText {
        title,
        section: Some("Docs › Guides"),
        site_name: "Trails",
    }))
}

#[test]
fn a_card_is_1200_by_630_with_ink_where_the_title_is() {
    let card = card("Installation");
    assert_eq!((card.width, card.height), (WIDTH, HEIGHT));
    // The title's box starts at (80, 258); its first line is within 100 px of its top.
    assert!(card.ink(80..700, 258..360) > 2_000);
    // Nothing below the title's box, nor in the margins.
    assert_eq!(card.ink(0..1200, 560..630), 0);
    assert_eq!(card.ink(0..60, 20..630), 0);
}

#[test]
fn a_right_to_left_title_starts_at_the_right() {
    let card = card("التثبيت");
    let right = card.ink(800..1120, 258..360);
    let left = card.ink(80..400, 258..360);
    assert!(right > 1_000, "{right}");
    assert_eq!(left, 0);
}

#[test]
fn a_long_title_wraps_then_shrinks_then_is_cut_within_its_box() {
    let long = "A title that goes on and on ".repeat(12);
    let card = card(&long);
    assert!(card.ink(80..1120, 258..558) > 10_000);
    assert_eq!(card.ink(0..1200, 560..630), 0);
}

#[test]
fn the_same_texts_make_the_same_bytes() {
    let text = CardText {
        title: "設定ガイド",
        section: None,
        site_name: "Trails",
    };
    let mut painter = painter();
    assert_eq!(painter.draw(&text), painter.draw(&text));
}
