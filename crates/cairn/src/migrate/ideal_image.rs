//! `@docusaurus/plugin-ideal-image` options → `[idealImage]`, which keeps their names.

use serde_json::Value;
use toml_edit::{Array, value};

use super::Context;
use super::value::{describe, join};

pub fn ideal_image(option: &Value, at: &str, cx: &mut Context) {
    let mut table = cx.ideal_image.take().unwrap_or_default();
    for (key, setting) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match (key.as_str(), setting) {
            ("quality" | "min" | "max" | "steps", Value::Number(number))
                if number.as_u64().is_some() =>
            {
                table[key.as_str()] = value(number.as_u64().unwrap_or_default() as i64);
            }
            ("sizes", Value::Array(sizes)) if sizes.iter().all(Value::is_u64) => {
                let widths: Array = sizes
                    .iter()
                    .filter_map(Value::as_u64)
                    .map(|width| width as i64)
                    .collect();
                table["sizes"] = value(widths);
            }
            // One width is a list of one.
            ("size", Value::Number(number)) if number.as_u64().is_some() => {
                let width = number.as_u64().unwrap_or_default() as i64;
                table["sizes"] = value(std::iter::once(width).collect::<Array>());
            }
            ("disableInDev", Value::Bool(disabled)) => table["disableInDev"] = value(*disabled),
            ("name", _) => cx.notes.untranslated_hint(
                &here,
                format!("{}: not translated", describe(setting)),
                "Cairn names the files itself: `<name>-<hash>-<width>.<ext>` under assets/ideal-img/",
            ),
            _ => cx
                .notes
                .untranslated(&here, format!("{}: not translated", describe(setting))),
        }
    }
    cx.notes.check(
        at,
        "images are resized by `<IdealImage img=\"./a.png\" />` in MDX; a React page's `require('./a.png')` needs the file in static/ and `[idealImage] staticImages` (see Static assets)",
    );
    cx.ideal_image = Some(table);
}
