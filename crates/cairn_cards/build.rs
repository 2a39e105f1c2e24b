//! Copies the fonts social cards are drawn with into `OUT_DIR`, for `src/fonts.rs` to embed.
//!
//! They come from the repository's npm install (`npm ci` at the root, which `make` runs first):
//! the Noto Sans families of Google Fonts, under the SIL Open Font License 1.1, which each font
//! file carries in its `name` table. Noto Sans draws Latin, Greek and Cyrillic; the others
//! draw the scripts it lacks: Simplified Chinese (whose font also holds Japanese kana),
//! Korean, Arabic and Hebrew.

use std::path::PathBuf;

/// `(package folder, file)` under `node_modules/@expo-google-fonts/`.
const FONTS: [(&str, &str); 6] = [
    ("noto-sans", "400Regular/NotoSans_400Regular.ttf"),
    ("noto-sans", "700Bold/NotoSans_700Bold.ttf"),
    ("noto-sans-sc", "700Bold/NotoSansSC_700Bold.ttf"),
    ("noto-sans-kr", "700Bold/NotoSansKR_700Bold.ttf"),
    ("noto-sans-arabic", "700Bold/NotoSansArabic_700Bold.ttf"),
    ("noto-sans-hebrew", "700Bold/NotoSansHebrew_700Bold.ttf"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let fonts = manifest.join("../../node_modules/@expo-google-fonts");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    for (package, file) in FONTS {
        let source = fonts.join(package).join(file);
        println!("cargo:rerun-if-changed={}", source.display());
        let bytes = std::fs::read(&source).unwrap_or_else(|_| {
            panic!(
                "{} is missing: run `npm ci` at the repository's root before building Cairn (`make` does it)",
                source.display()
            )
        });
        let name = file.rsplit('/').next().expect("a file name");
        let target = out.join(name);
        std::fs::write(&target, bytes)
            .unwrap_or_else(|error| panic!("cannot write {}: {error}", target.display()));
    }
}
