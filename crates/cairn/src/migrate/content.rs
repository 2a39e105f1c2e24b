//! Files of the site that Cairn reads differently from Docusaurus, found by looking at the
//! folder rather than at the config.

use super::Context;

pub fn check(cx: &mut Context) {
    let site = cx.site.clone();
    // Docusaurus reads `sidebars.js` when no `sidebarPath` is given; Cairn generates a sidebar
    // from the folders instead, so a file that no instance names would silently stop applying.
    let named_sidebar = cx
        .docs
        .iter()
        .any(|(_, table)| table.contains_key("sidebarPath"));
    if !named_sidebar {
        for name in [
            "sidebars.js",
            "sidebars.ts",
            "sidebars.json",
            "sidebars.cjs",
            "sidebars.mjs",
        ] {
            if site.join(name).is_file() {
                cx.notes.check(
                    name,
                    "no docs instance names this sidebar file, so Cairn generates the sidebar from the folders; add `sidebarPath` to the [[docs]] entry to use it",
                );
            }
        }
    }
    if site.join("src/theme").is_dir() {
        cx.notes.check(
            "src/theme/",
            "swizzled components: Cairn uses the components of src/theme/ in place of its own, but their props differ from Docusaurus's (see Swizzling); check each one",
        );
    }
    if site.join("versions.json").is_file() {
        cx.notes.check(
            "versions.json",
            "read as is, with versioned_docs/ and versioned_sidebars/",
        );
    }
}
