//! `@docusaurus/plugin-pwa` options → `[pwa]`, which keeps their names. Docusaurus links a
//! `manifest.json` the site keeps in `static/`; Cairn writes the manifest from `[pwa]`, so the
//! manifest's name, colours and largest icon are read into the table instead of linked.

use std::path::Path;

use serde_json::Value;
use toml_edit::{Array, ArrayOfTables, Item, Table, value};

use super::Context;
use super::fields::{flag, order, set_text, text};
use super::value::{describe, index, join, marker_kind, site_relative};

/// What the plugin's options give, finished by [`place`] once `baseUrl` is known: the head
/// tags' paths and the manifest's location depend on it.
#[derive(Debug, Default)]
pub struct Pwa {
    table: Table,
    /// `pwaHead` entries as the config gives them, with their paths.
    head: Vec<(String, Value)>,
}

const STRATEGIES: &[&str] = &[
    "appInstalled",
    "queryString",
    "standalone",
    "mobile",
    "saveData",
    "always",
];
const DISPLAYS: &[&str] = &["fullscreen", "standalone", "minimal-ui", "browser"];
const ICON_EXTENSIONS: &[&str] = &["png", "jpg", "jpeg", "webp"];
const ORDER: &[&str] = &[
    "offlineModeActivationStrategies",
    "debug",
    "swCustom",
    "swRegister",
    "name",
    "shortName",
    "startUrl",
    "display",
    "themeColor",
    "backgroundColor",
    "icon",
    "pwaHead",
];
const HEAD_ORDER: &[&str] = &["tagName", "rel", "name", "property", "href", "content"];
const PRECACHE_HINT: &str = "Cairn makes the precache list itself from every file of the build a page can need (HTML, scripts, styles, data, fonts, images, the search index); add other caching rules with Workbox in the `swCustom` module";

/// One `@docusaurus/plugin-pwa` entry's options, at `at`.
pub fn pwa(option: &Value, at: &str, cx: &mut Context) {
    let mut pwa = cx.pwa.take().unwrap_or_default();
    for (key, setting) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "debug" => {
                if let Some(debug) = flag(setting, &here, &mut cx.notes) {
                    pwa.table["debug"] = value(debug);
                }
            }
            "offlineModeActivationStrategies" => strategies(setting, &here, &mut pwa, cx),
            "swCustom" => {
                if let Some(module) = text(setting, &here, &mut cx.notes) {
                    sw_custom(module, &here, &mut pwa, cx);
                }
            }
            "swRegister" => sw_register(setting, &here, &mut pwa, cx),
            "pwaHead" => match setting.as_array() {
                Some(tags) => pwa.head.extend(
                    tags.iter()
                        .enumerate()
                        .map(|(position, tag)| (index(&here, position), tag.clone())),
                ),
                None => cx.notes.untranslated(
                    &here,
                    format!(
                        "expected a list of tags, found {}: not translated",
                        describe(setting)
                    ),
                ),
            },
            "injectManifestConfig" => match setting
                .as_object()
                .filter(|_| marker_kind(setting).is_none())
            {
                Some(workbox) => {
                    for (name, workbox_option) in workbox {
                        cx.notes.untranslated_hint(
                            join(&here, name),
                            format!(
                                "Workbox option ({}): not translated",
                                describe(workbox_option)
                            ),
                            PRECACHE_HINT,
                        );
                    }
                }
                None => cx.notes.untranslated_hint(
                    &here,
                    format!("{}: not translated", describe(setting)),
                    PRECACHE_HINT,
                ),
            },
            "reloadPopup" => {
                if setting.as_str() != Some("@theme/PwaReloadPopup") {
                    cx.notes.untranslated_hint(
                        &here,
                        format!("{}: not translated", describe(setting)),
                        "Cairn shows `@theme/PwaReloadPopup` when a new version waits; shadow it in src/theme/PwaReloadPopup (see Swizzling) to change or hide it",
                    );
                }
            }
            _ => cx
                .notes
                .untranslated(&here, format!("{}: not translated", describe(setting))),
        }
    }
    cx.pwa = Some(pwa);
}

fn strategies(setting: &Value, at: &str, pwa: &mut Pwa, cx: &mut Context) {
    let Some(list) = setting.as_array() else {
        cx.notes.untranslated(
            at,
            format!(
                "expected a list of strategies, found {}: not translated",
                describe(setting)
            ),
        );
        return;
    };
    let mut kept = Array::new();
    for (position, strategy) in list.iter().enumerate() {
        match strategy.as_str() {
            Some(name) if STRATEGIES.contains(&name) => kept.push(name),
            _ => cx.notes.untranslated(
                index(at, position),
                format!(
                    "{}: not translated; Cairn's strategies are {}",
                    describe(strategy),
                    STRATEGIES.join(", ")
                ),
            ),
        }
    }
    pwa.table["offlineModeActivationStrategies"] = value(kept);
}

/// The module bundled into the worker: Cairn reads it relative to the site's folder, which is
/// where `cairn.toml` is written, so a path inside the site becomes `./relative`.
fn sw_custom(module: &str, at: &str, pwa: &mut Pwa, cx: &mut Context) {
    if module.trim().is_empty() {
        return;
    }
    // A file missing when the config ran comes back as a stub's name.
    let module = module.strip_prefix("cairn-stub:").unwrap_or(module);
    let relative = site_relative(module, &cx.site);
    let written = if Path::new(&relative).is_absolute() || relative.starts_with("../") {
        relative
    } else {
        format!("./{relative}")
    };
    if !cx.site.join(&written).is_file() {
        cx.notes.check(
            at,
            format!("`{written}` is not a file of the site: `cairn build` stops until it exists"),
        );
    }
    set_text(&mut pwa.table, "swCustom", &written);
}

/// `false`, or the registration module: Docusaurus's own is what Cairn does by default.
fn sw_register(setting: &Value, at: &str, pwa: &mut Pwa, cx: &mut Context) {
    match setting {
        Value::Bool(false) => pwa.table["swRegister"] = value(false),
        Value::Bool(true) => {}
        Value::String(module) if module.contains("@docusaurus/plugin-pwa") => {}
        other => cx.notes.untranslated_hint(
            at,
            format!("registration module {}: not translated", describe(other)),
            "Cairn's pages register the worker themselves; to keep your own registration, set `swRegister = false` in [pwa] and load the module with `clientModules` (it cannot read Docusaurus's PWA_* webpack variables)",
        ),
    }
}

/// Writes `[pwa]` into the document's root, once `baseUrl` is there.
pub fn place(root: &mut Table, cx: &mut Context) {
    let Some(Pwa { mut table, head }) = cx.pwa.take() else {
        return;
    };
    let base = root
        .get("baseUrl")
        .and_then(Item::as_str)
        .unwrap_or("/")
        .to_owned();
    let mut tags = ArrayOfTables::new();
    for (at, tag) in head {
        if let Some(written) = head_tag(&tag, &at, &base, &mut table, cx) {
            tags.push(written);
        }
    }
    if !tags.is_empty() {
        table["pwaHead"] = Item::ArrayOfTables(tags);
    }
    order(&mut table, ORDER);
    root["pwa"] = Item::Table(table);
    if cx.site.join("static/manifest.json").is_file() {
        cx.notes.check(
            "static/manifest.json",
            "kept: Cairn serves it as the site's manifest, as plugin-pwa does; the values read from it into [pwa] are used once you delete it",
        );
    }
}

/// One `pwaHead` entry as a table, or `None` when it is reported or became another key.
fn head_tag(tag: &Value, at: &str, base: &str, pwa: &mut Table, cx: &mut Context) -> Option<Table> {
    let Some(map) = tag.as_object().filter(|_| marker_kind(tag).is_none()) else {
        cx.notes
            .untranslated(at, format!("{}: not translated", describe(tag)));
        return None;
    };
    let Some(name) = map.get("tagName").and_then(Value::as_str) else {
        cx.notes
            .untranslated(at, "a head tag without `tagName`: not translated");
        return None;
    };
    if !cairn_config::HEAD_TAG_NAMES.contains(&name) {
        cx.notes.untranslated(
            at,
            format!("`<{name}>` is not a <head> element: not translated"),
        );
        return None;
    }
    let attribute = |key: &str| map.get(key).and_then(Value::as_str);
    if name == "link"
        && attribute("rel") == Some("manifest")
        && let Some(href) = attribute("href")
    {
        manifest(href, at, base, pwa, cx);
        return None;
    }
    // A plain theme-color (one without `media`) is what `themeColor` writes.
    if name == "meta"
        && map.len() == 3
        && attribute("name") == Some("theme-color")
        && let Some(colour) = attribute("content").filter(|colour| is_colour(colour))
    {
        set_text(pwa, "themeColor", colour);
        cx.notes.check(
            at,
            "became `themeColor`: Cairn writes the theme-color meta tag and the manifest's theme_color from it",
        );
        return None;
    }
    let mut table = Table::new();
    set_text(&mut table, "tagName", name);
    for (key, attribute) in map.iter().filter(|(key, _)| *key != "tagName") {
        let here = join(at, key);
        match attribute {
            Value::String(text) => {
                let written = with_base(key, text, base);
                if written != *text {
                    cx.notes.check(
                        &here,
                        format!("`{text}` became `{written}`: Docusaurus puts baseUrl before pwaHead paths, Cairn writes them as given"),
                    );
                }
                set_text(&mut table, key, &written);
            }
            Value::Bool(flag) => table[key.as_str()] = value(*flag),
            Value::Number(number) => set_text(&mut table, key, &number.to_string()),
            other => cx.notes.untranslated(
                here,
                format!("an attribute that is {}: not translated", describe(other)),
            ),
        }
    }
    order(&mut table, HEAD_ORDER);
    if table.len() == 1 {
        cx.notes
            .untranslated(at, "a head tag without attributes: not translated");
        return None;
    }
    Some(table)
}

/// Docusaurus's rule for `href` and `content`: a value with a file extension that does not
/// start with `baseUrl` gets it in front. Full URLs are left alone.
fn with_base(key: &str, text: &str, base: &str) -> String {
    let file = text.rsplit('/').next().unwrap_or_default();
    let has_extension = file.rfind('.').is_some_and(|dot| dot > 0);
    if !matches!(key, "href" | "content")
        || !has_extension
        || text.starts_with(base)
        || text.contains("://")
        || text.starts_with("data:")
    {
        return text.to_owned();
    }
    format!(
        "{}/{}",
        base.trim_end_matches('/'),
        text.trim_start_matches('/')
    )
}

/// Text Cairn's `themeColor` and `backgroundColor` accept.
fn is_colour(text: &str) -> bool {
    !text.is_empty() && !text.contains(['"', '<', '>', ';'])
}

/// The path under `static/` a URL of the site is served from, when it is one.
fn static_path(url: &str, base: &str) -> Option<String> {
    if url.contains("://") || url.starts_with("data:") {
        return None;
    }
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let inside = path.strip_prefix(base).or_else(|| path.strip_prefix('/'))?;
    let mut segments: Vec<&str> = Vec::new();
    for segment in inside.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop()?;
            }
            other => segments.push(other),
        }
    }
    Some(segments.join("/"))
}

/// The `rel="manifest"` link: Cairn links its own manifest, so the one in `static/` is read
/// into `[pwa]` instead.
fn manifest(href: &str, at: &str, base: &str, pwa: &mut Table, cx: &mut Context) {
    // The manifest's own URL, against which its relative URLs are read.
    let url = with_base("href", href, base);
    let file = static_path(&url, base).map(|path| cx.site.join("static").join(path));
    let Some(json) = file
        .as_ref()
        .and_then(|file| std::fs::read_to_string(file).ok())
        .and_then(|text| serde_json::from_str::<Value>(&text).ok())
        .filter(Value::is_object)
    else {
        cx.notes.untranslated_hint(
            at,
            format!("manifest link `{href}`: not translated; no JSON manifest found under static/ to read"),
            "Cairn writes manifest.json itself and links it from every page: set `name`, `shortName`, `themeColor`, `backgroundColor` and `icon` in [pwa]",
        );
        return;
    };
    let shown = file
        .as_deref()
        .map(|file| site_relative(&file.to_string_lossy(), &cx.site))
        .unwrap_or_default();
    cx.notes.check(
        at,
        format!("manifest link not needed: Cairn writes manifest.json from [pwa] and links it; its fields were read from {shown}"),
    );
    let directory = url.rsplit_once('/').map_or("/", |(directory, _)| directory);
    let mut left: Vec<&str> = Vec::new();
    for (key, field) in json.as_object().into_iter().flatten() {
        let here = format!("{shown}: {key}");
        match (key.as_str(), field) {
            ("name", Value::String(text)) if !text.trim().is_empty() => {
                set_text(pwa, "name", text);
            }
            ("short_name", Value::String(text)) if !text.trim().is_empty() => {
                set_text(pwa, "shortName", text);
            }
            ("start_url", Value::String(start)) => {
                let resolved = resolve(start, directory);
                if resolved.starts_with('/') && resolved != base {
                    set_text(pwa, "startUrl", &resolved);
                }
            }
            ("display", Value::String(display)) if DISPLAYS.contains(&display.as_str()) => {
                set_text(pwa, "display", display);
            }
            ("theme_color" | "background_color", Value::String(colour)) if is_colour(colour) => {
                let target = if key == "theme_color" {
                    "themeColor"
                } else {
                    "backgroundColor"
                };
                if !pwa.contains_key(target) {
                    set_text(pwa, target, colour);
                }
            }
            ("icons", Value::Array(icons)) => icon(icons, &here, directory, base, pwa, cx),
            // Cairn writes these from the site's tagline and baseUrl.
            ("description" | "scope" | "$schema", _) => {}
            _ => left.push(key),
        }
    }
    if !left.is_empty() {
        cx.notes.untranslated_hint(
            shown,
            format!("manifest fields {}: not translated", left.join(", ")),
            "Cairn's manifest takes its name, start URL, display, colours and icons from [pwa], its description from `tagline` and its scope from `baseUrl`; it has no place for other fields",
        );
    }
}

/// A URL of the manifest (`.`, `img/a.png`, `/docs/`) as a path of the site.
fn resolve(url: &str, directory: &str) -> String {
    if url.starts_with('/') || url.contains("://") {
        return url.to_owned();
    }
    let relative = url.trim_start_matches("./");
    let relative = if relative == "." { "" } else { relative };
    format!("{directory}/{relative}")
}

/// The manifest's largest raster icon becomes `icon`, which Cairn resizes to every size.
fn icon(icons: &[Value], at: &str, directory: &str, base: &str, pwa: &mut Table, cx: &mut Context) {
    let size = |icon: &Value| {
        icon.get("sizes")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|size| size.split_once(['x', 'X'])?.0.parse::<u32>().ok())
            .max()
            .unwrap_or(0)
    };
    let raster = |src: &&str| {
        src.rsplit_once('.').is_some_and(|(_, extension)| {
            ICON_EXTENSIONS.contains(&extension.to_ascii_lowercase().as_str())
        })
    };
    let best = icons
        .iter()
        .filter_map(|icon| Some((icon.get("src")?.as_str().filter(raster)?, size(icon))))
        .max_by_key(|(_, size)| *size);
    let Some((src, _)) = best else {
        cx.notes.untranslated_hint(
            at,
            "no PNG, JPEG or WebP icon: not translated",
            "set `icon` in [pwa] to a square PNG, JPEG or WebP image under static/; Cairn resizes it to every icon size",
        );
        return;
    };
    let Some(path) = static_path(&resolve(src, directory), base)
        .filter(|path| cx.site.join("static").join(path).is_file())
    else {
        cx.notes.untranslated_hint(
            at,
            format!("icon `{src}` is not a file under static/: not translated"),
            "set `icon` in [pwa] to a square PNG, JPEG or WebP image under static/",
        );
        return;
    };
    cx.notes.check(
        at,
        format!("`icon = \"{path}\"`: Cairn resizes this one image to every icon size; the manifest's other icons are not used"),
    );
    set_text(pwa, "icon", &path);
}

#[cfg(test)]
#[path = "pwa_tests.rs"]
mod tests;
