#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! A build session as a dev server or a feature drives it: stages one by one, warm rebuilds,
//! and plugins that add routes, global data, `<head>` tags and whole-site files.
//!
//! Sites are made under the workspace's `target/` folder, where the installed theme is found.

use std::collections::HashSet;
use std::path::Path;

use cairn_build::{BuildOptions, Quiet, Session};
use cairn_content::plugin::{
    FinishContext, LoadInput, Needs, OutputFile, OutputsOnly, PluginContent, PluginRoutes,
    PostBuildContext, SiteOutputs,
};
use cairn_content::{ContentError, PlanContext, Plugin, Route};

fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let parent = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/build-fixtures");
    std::fs::create_dir_all(&parent).unwrap();
    let dir = tempfile::tempdir_in(parent).unwrap();
    for (path, text) in files {
        let full = dir.path().join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, text).unwrap();
    }
    dir
}

fn open(dir: &Path) -> Session {
    Session::open(BuildOptions {
        site_dir: dir.to_path_buf(),
        out_dir: None,
        workers: 1,
        dev: false,
        locale: None,
    })
    .unwrap()
}

fn read(dir: &Path, path: &str) -> String {
    std::fs::read_to_string(dir.join(path)).unwrap()
}

const CONFIG: &str = r#"title = "Session"
url = "https://session.dev"
clientModules = ["./src/track.ts"]
scripts = [{ src = "https://stats.example/s.js", defer = true }]

[[headTags]]
tagName = "link"
attributes = { rel = "preconnect", href = "https://fonts.example" }
"#;

#[test]
fn a_warm_session_compiles_and_renders_only_what_changed() {
    let dir = site(&[
        ("cairn.toml", CONFIG),
        ("src/pages/index.md", "# Home"),
        ("docs/a.md", "# Alpha\n\nFirst."),
        ("docs/b.md", "# Beta\n\nSecond."),
        ("src/track.ts", "export function onRouteDidUpdate() {}\n"),
    ]);
    let mut session = open(dir.path());
    let first = session.build(&Quiet).unwrap();
    assert_eq!(first.compiled_documents, 3);
    let page = read(dir.path(), "build/docs/a/index.html");
    assert!(
        page.contains("<link href=\"https://fonts.example\" rel=\"preconnect\">"),
        "{page}"
    );
    assert!(
        page.contains("<script defer src=\"https://stats.example/s.js\"></script>"),
        "{page}"
    );
    let registry = read(dir.path(), ".cairn/generated/registry.js");
    assert!(
        registry.contains("import * as clientModule0 from \"@site/src/track.ts\";"),
        "{registry}"
    );

    // Nothing changed: nothing is compiled or bundled again.
    let second = session.build(&Quiet).unwrap();
    assert_eq!(second.compiled_documents, 0);
    assert!(second.bundle_reused);

    // One file changed: a dev server recompiles it and re-renders its page in place.
    std::fs::write(dir.path().join("docs/b.md"), "# Beta\n\nChanged.").unwrap();
    assert_eq!(session.compile().unwrap(), 1);
    session.process_documents().unwrap();
    let changed: HashSet<String> = session
        .plan()
        .unwrap()
        .routes
        .iter()
        .filter(|route| route.path == "/docs/b/")
        .map(|route| route.path.clone())
        .collect();
    session.emit().unwrap();
    assert!(session.bundle().unwrap());
    assert_eq!(session.render(Some(&changed), &Quiet).unwrap(), 1);
    assert!(read(dir.path(), "build/docs/b/index.html").contains("Changed."));
}

/// A React page that asks search engines to stay away through `@docusaurus/Head`, or not.
fn head_page(robots: &str) -> String {
    format!(
        "import Head from '@docusaurus/Head';\nimport Layout from '@theme/Layout';\n\n\
         export default function Private() {{\n  return (\n    <Layout title=\"Private\">\n      \
         <Head>\n        <meta name=\"robots\" content=\"{robots}\" />\n      </Head>\n      \
         <p>Hidden.</p>\n    </Layout>\n  );\n}}\n"
    )
}

#[test]
fn a_head_noindex_keeps_a_page_out_of_the_sitemap_until_a_build_renders_it_without() {
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Head\"\nurl = \"https://head.dev\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/intro.md", "# Intro\n\nHi."),
        ("src/pages/private.tsx", &head_page("noindex, nofollow")),
    ]);
    let mut session = open(dir.path());
    session.build(&Quiet).unwrap();
    let page = read(dir.path(), "build/private/index.html");
    assert!(
        page.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"),
        "{page}"
    );
    let sitemap = read(dir.path(), "build/sitemap.xml");
    assert!(
        sitemap.contains("https://head.dev/docs/intro/"),
        "{sitemap}"
    );
    assert!(!sitemap.contains("/private/"), "{sitemap}");

    // The page no longer asks: the next build of the same session lists it.
    std::fs::write(
        dir.path().join("src/pages/private.tsx"),
        head_page("index, follow"),
    )
    .unwrap();
    session.build(&Quiet).unwrap();
    let sitemap = read(dir.path(), "build/sitemap.xml");
    assert!(sitemap.contains("https://head.dev/private/"), "{sitemap}");
    assert!(
        sitemap.contains("https://head.dev/docs/intro/"),
        "{sitemap}"
    );
}

/// A feature outside the engine: one page, global data, a `<head>` tag and a file.
struct Greeter {
    file: &'static str,
}

struct Greeting {
    file: &'static str,
}

impl Plugin for Greeter {
    fn name(&self) -> &str {
        "greeter"
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(Greeting { file: self.file }))
    }

    fn head_tags(&self) -> Vec<cairn_markdown::HeadTag> {
        vec![cairn_markdown::HeadTag {
            tag: "meta".to_owned(),
            attributes: vec![
                ("name".to_owned(), "greeting".to_owned()),
                ("content".to_owned(), "hello".to_owned()),
            ],
            text: None,
        }]
    }
}

/// The greeter's file: the paths of the plan's routes.
struct RouteList {
    file: &'static str,
}

impl SiteOutputs for RouteList {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        let paths: Vec<&str> = context
            .plan
            .routes
            .iter()
            .map(|route| route.path.as_str())
            .collect();
        Ok(vec![OutputFile {
            path: self.file.to_owned(),
            bytes: paths.join("\n").into_bytes(),
        }])
    }
}

impl PluginContent for Greeting {
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        Ok(PluginRoutes {
            routes: vec![Route::new(
                context.urls().page(["hello"]),
                "@theme/NotFound",
            )],
            global_data: Some(serde_json::json!({ "greeting": "hello" })),
            outputs: Some(Box::new(RouteList { file: self.file })),
            ..PluginRoutes::default()
        })
    }
}

#[test]
fn a_plugin_adds_routes_global_data_head_tags_and_files() {
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Plugins\"\nurl = \"https://plugins.dev\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/intro.md", "# Intro\n\nHi."),
    ]);
    let mut session = open(dir.path());
    session.add_plugin(Box::new(Greeter { file: "routes.txt" }));
    session.build(&Quiet).unwrap();
    let hello = read(dir.path(), "build/hello/index.html");
    assert!(
        hello.contains("<meta name=\"greeting\" content=\"hello\">"),
        "{hello}"
    );
    assert!(read(dir.path(), "build/docs/intro/index.html").contains("name=\"greeting\""));
    assert_eq!(
        read(dir.path(), "build/routes.txt"),
        "/\n/docs/intro/\n/hello/\n/search/"
    );
    let plan = session.plan_ref().unwrap();
    let site: serde_json::Value = serde_json::from_str(plan.site.json()).unwrap();
    assert_eq!(
        site["globalData"]["greeter"]["default"]["greeting"],
        "hello"
    );
    assert!(site["globalData"]["docs"]["default"].is_object());
}

#[test]
fn a_post_build_file_may_not_replace_a_page() {
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Clash\"\nurl = \"https://clash.dev\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/intro.md", "# Intro"),
    ]);
    let mut session = open(dir.path());
    session.add_plugin(Box::new(Greeter { file: "404.html" }));
    let error = format!("{:?}", session.build(&Quiet).err().unwrap());
    assert!(
        error.contains("plugin `greeter` wants to write `404.html`, which the build already has"),
        "{error}"
    );
    assert!(
        !dir.path().join("build").exists(),
        "a failed build leaves no output"
    );
}

#[test]
fn broken_links_and_anchors_stop_the_build_or_warn() {
    let files = |extra: &'static str| {
        site(&[
            (
                "cairn.toml",
                Box::leak(
                    format!("title = \"Links\"\nurl = \"https://links.dev\"\n{extra}")
                        .into_boxed_str(),
                ),
            ),
            (
                "src/pages/index.md",
                "# Home\n\n[Intro](/docs/intro/#setup)",
            ),
            (
                "docs/intro.md",
                "# Intro\n\n## Setup\n\n[gone](/docs/gone/), [no anchor](/docs/intro/#nowhere), [logo](/img/logo.svg)",
            ),
            (
                "static/img/logo.svg",
                "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            ),
        ])
    };
    let dir = files("onBrokenAnchors = \"throw\"\n");
    let error = open(dir.path()).build(&Quiet).err().unwrap().to_string();
    assert!(error.contains("1 broken link(s):"), "{error}");
    assert!(
        error.contains("/docs/intro/ links to `/docs/gone/`: no such page"),
        "{error}"
    );
    assert!(error.contains("1 broken anchor(s):"), "{error}");
    assert!(
        error.contains("/docs/intro/ links to `/docs/intro/#nowhere`: /docs/intro/ has no element with id `nowhere`"),
        "{error}"
    );
    assert!(
        !dir.path().join("build").exists(),
        "a failed build leaves no output"
    );

    let dir = files("onBrokenLinks = \"warn\"\nonBrokenAnchors = \"ignore\"\n");
    let report = open(dir.path()).build(&Quiet).unwrap();
    assert_eq!(
        report.warnings,
        ["broken link: /docs/intro/ links to `/docs/gone/`: no such page"]
    );

    // Docusaurus's defaults: a broken link stops the build, a broken anchor is a warning.
    let dir = files("");
    let error = open(dir.path()).build(&Quiet).err().unwrap().to_string();
    assert!(error.contains("1 broken link(s):"), "{error}");
    assert!(!error.contains("broken anchor"), "{error}");
    let dir = files("onBrokenLinks = \"warn\"\n");
    let report = open(dir.path()).build(&Quiet).unwrap();
    assert_eq!(report.warnings.len(), 2, "{:?}", report.warnings);
    assert!(
        report.warnings[1]
            .starts_with("broken anchor: /docs/intro/ links to `/docs/intro/#nowhere`"),
        "{:?}",
        report.warnings
    );
}

#[test]
fn pages_larger_than_a_pipe_with_multibyte_text_arrive_whole() {
    // The workers send a page's HTML as raw bytes after a header naming their count: a page far
    // larger than a pipe's buffer, with characters of two to four bytes, must arrive intact.
    let paragraph = "Grüße, 日本語 and 🪨 stacked into a cairn. ";
    let body = paragraph.repeat(40_000);
    let page = format!("# Wide\n\n{body}\n\nThe last line: fin ✓\n");
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Wide\"\nurl = \"https://wide.dev\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/wide.md", &page),
        ("docs/small.md", "# Small\n\nÀ bientôt.\n"),
    ]);
    let mut session = open(dir.path());
    session.build(&Quiet).unwrap();
    let html = read(dir.path(), "build/docs/wide/index.html");
    assert!(html.len() > 1 << 20, "the page has {} bytes", html.len());
    assert!(html.contains(&format!("<p>{}</p>", body.trim_end())));
    assert!(html.contains("The last line: fin ✓"));
    assert!(html.trim_end().ends_with("</html>"));
    assert!(read(dir.path(), "build/docs/small/index.html").contains("À bientôt."));
}

/// A site whose home page is a box styled by the CSS module `css`.
fn box_site(css: &str) -> tempfile::TempDir {
    site(&[
        (
            "cairn.toml",
            "title = \"Styles\"\nurl = \"https://styles.dev\"\n",
        ),
        (
            "src/pages/index.tsx",
            "import styles from './_box.module.css';\n\
             export default function Home() { return <div className={styles.box}>Box</div>; }\n",
        ),
        ("src/pages/_box.module.css", css),
    ])
}

/// The rule, in the built site's stylesheets, of the class the home page's box has.
fn box_rule(dir: &Path) -> String {
    let html = read(dir, "build/index.html");
    let class = html
        .split("class=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .find(|class| class.starts_with("box_"))
        .unwrap_or_else(|| panic!("no box in {html}"));
    let css: String = std::fs::read_dir(dir.join("build/assets/css"))
        .unwrap()
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    let start = css
        .find(&format!(".{class}{{"))
        .unwrap_or_else(|| panic!("no rule for .{class} in {css}"));
    css[start..start + css[start..].find('}').unwrap() + 1].to_owned()
}

#[test]
fn css_modules_compile_with_lightning_css_or_with_postcss_when_the_site_needs_it() {
    // Lightning CSS: the server's class is the stylesheet's.
    let plain = box_site(".box { color: rgb(1, 2, 3); }\n");
    open(plain.path()).build(&Quiet).unwrap();
    let rule = box_rule(plain.path());
    assert!(rule.ends_with("{color:#010203}"), "{rule}");

    // `@value`, which Docusaurus's CSS loader supports and Lightning CSS does not.
    let values = box_site("@value brand: rgb(4, 5, 6);\n.box { color: brand; }\n");
    open(values.path()).build(&Quiet).unwrap();
    let rule = box_rule(values.path());
    assert!(rule.ends_with("{color:#040506}"), "{rule}");

    // A PostCSS configuration of the site runs its plugins; adding one makes the bundle again.
    std::fs::write(
        plain.path().join("postcss.config.cjs"),
        "module.exports = { plugins: [{ postcssPlugin: 'teal', Declaration: { color: (decl) => { decl.value = 'rgb(0, 128, 128)'; } } }] };\n",
    )
    .unwrap();
    let report = open(plain.path()).build(&Quiet).unwrap();
    assert!(!report.bundle_reused);
    let rule = box_rule(plain.path());
    assert!(rule.ends_with("{color:teal}"), "{rule}");
}

#[test]
fn a_session_that_builds_once_writes_the_same_site_and_reports_its_markdown() {
    let files = [
        (
            "cairn.toml",
            "title = \"Once\"\nurl = \"https://once.dev\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/a.md", "# Alpha\n\nSee [Beta](./b.md).\n"),
        ("docs/b.md", "# Beta\n\n```js\nconst b = 2;\n```\n"),
    ];
    let kept = site(&files);
    let mut session = open(kept.path());
    let kept_report = session.build(&Quiet).unwrap();
    let once = site(&files);
    // The compiled documents are let go after planning, the workers and the plan before the
    // last step; rendering needs only the plan.
    let once_report = open(once.path()).build_once(&Quiet).unwrap();
    assert_eq!(once_report.markdown_bytes, kept_report.markdown_bytes);
    assert!(once_report.markdown_bytes > 0);
    assert_eq!(once_report.routes, kept_report.routes);
    assert_eq!(once_report.workers, kept_report.workers);
    assert!(once_report.workers > 0);
    for page in [
        "build/docs/a/index.html",
        "build/docs/b/index.html",
        "build/index.html",
        "build/pagefind/pagefind-entry.json",
    ] {
        assert_eq!(read(once.path(), page), read(kept.path(), page), "{page}");
    }
}

/// Lists the output as its last step, as the PWA's precache list does.
struct Lister;

impl Plugin for Lister {
    fn name(&self) -> &str {
        "lister"
    }

    /// Added before the greeter, it still lists the greeter's file and the search index.
    fn needs(&self) -> Needs {
        Needs::EveryOutput
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(OutputsOnly(|| Listing)))
    }
}

struct Listing;

impl SiteOutputs for Listing {
    fn finish(&mut self, context: &FinishContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        let mut paths: Vec<String> = walkdir::WalkDir::new(context.out_dir)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_file())
            .filter_map(|entry| {
                let relative = entry.path().strip_prefix(context.out_dir).ok()?;
                Some(relative.to_string_lossy().replace('\\', "/"))
            })
            .filter(|path| !path.starts_with("assets/"))
            .collect();
        paths.sort();
        Ok(vec![OutputFile {
            path: "listing.txt".to_owned(),
            bytes: paths.join("\n").into_bytes(),
        }])
    }
}

#[test]
fn the_last_step_sees_every_page_post_build_output_and_the_search_index() {
    let files = [
        (
            "cairn.toml",
            "title = \"Last\"\nurl = \"https://last.dev\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/intro.md", "# Intro\n\nHi."),
    ];
    for once in [false, true] {
        let dir = site(&files);
        let mut session = open(dir.path());
        session.add_plugin(Box::new(Lister));
        session.add_plugin(Box::new(Greeter { file: "routes.txt" }));
        let report = if once {
            session.build_once(&Quiet).unwrap()
        } else {
            session.build(&Quiet).unwrap()
        };
        let listing = read(dir.path(), "build/listing.txt");
        for expected in [
            "docs/intro/index.html",
            "routes.txt",
            "sitemap.xml",
            "pagefind/pagefind-entry.json",
        ] {
            assert!(
                listing.lines().any(|line| line == expected),
                "{expected} missing (once: {once}):\n{listing}"
            );
        }
        assert!(
            report
                .post_build
                .iter()
                .any(|(plugin, _)| plugin == "lister"),
            "{:?}",
            report.post_build
        );
    }
}

/// The engine writes the plain parts of the content of docs, Markdown pages and blog posts
/// itself (byte for byte React's, which `crates/cairn/tests/server_content.rs` checks), unless
/// the site replaces a component between the route and its content, which may read it.
#[test]
fn the_engine_writes_plain_content_unless_a_component_holding_it_is_replaced() {
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Content\"\nurl = \"https://content.dev\"\n\n[[blog]]\n",
        ),
        ("src/pages/index.md", "# Home\n\nSome *text*."),
        (
            "docs/a.md",
            "# Alpha\n\n## X {#x}\n\nA [link](#x) and a list:\n\n- one\n",
        ),
        (
            "blog/2024-01-02-post.md",
            "---\ntitle: Post\n---\n\nA **post**.\n",
        ),
    ]);
    let report = open(dir.path()).build(&Quiet).unwrap();
    // The home page, the doc, the post and the blog's list page; not the archive, which shows
    // no content.
    assert_eq!(report.server_content_pages, 4);

    std::fs::create_dir_all(dir.path().join("src/theme/DocItem/Layout")).unwrap();
    std::fs::write(
        dir.path().join("src/theme/DocItem/Layout/index.tsx"),
        "import Layout from '@theme-original/DocItem/Layout';\n\nexport default function SiteLayout(props: any) {\n  return <Layout {...props} />;\n}\n",
    )
    .unwrap();
    let report = open(dir.path()).build(&Quiet).unwrap();
    assert_eq!(report.server_content_pages, 3, "docs are left to React");
    assert!(read(dir.path(), "build/docs/a/index.html").contains("<ul><li>one</li></ul>"));
}

#[test]
fn a_site_past_the_index_part_size_is_searched_in_parts_the_browser_is_told_of() {
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Parts\"\nurl = \"https://parts.dev\"\nbaseUrl = \"/base/\"\n\n[search]\npagesPerIndexPart = 2\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("docs/a.md", "# Alpha\n\nFirst page."),
        ("docs/b.md", "# Beta\n\nSecond page."),
        ("docs/c.md", "# Gamma\n\nThird page."),
        ("docs/d.md", "# Delta\n\nFourth page."),
        ("docs/e.md", "# Epsilon\n\nFifth page."),
    ]);
    open(dir.path()).build_once(&Quiet).unwrap();
    // Six pages in parts of at most two: three parts, each with its own index.
    for entry in [
        "build/pagefind/pagefind-entry.json",
        "build/pagefind/part-1/pagefind-entry.json",
        "build/pagefind/part-2/pagefind-entry.json",
    ] {
        assert!(read(dir.path(), entry).contains("page_count"), "{entry}");
    }
    assert!(!dir.path().join("build/pagefind/part-3").exists());
    // The search plugin's global data, in the site data the browser reads, names the parts
    // after the first, base URL included.
    let site_data: Vec<serde_json::Value> = walkdir::WalkDir::new(dir.path().join("build/assets"))
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().ends_with(".json"))
        .filter_map(|entry| serde_json::from_slice(&std::fs::read(entry.path()).ok()?).ok())
        .filter_map(|data: serde_json::Value| data.pointer("/globalData/search/default").cloned())
        .collect();
    assert_eq!(site_data.len(), 1, "{site_data:?}");
    assert_eq!(site_data[0]["indexUrl"], "/base/pagefind/");
    assert_eq!(
        site_data[0]["indexPartUrls"],
        serde_json::json!(["/base/pagefind/part-1/", "/base/pagefind/part-2/"])
    );
}

#[test]
fn a_site_with_its_own_web_app_manifest_keeps_it() {
    // plugin-pwa sites keep `static/manifest.json`; Cairn serves it instead of writing one.
    let own =
        "{\"name\": \"Own\", \"icons\": [{\"src\": \"/img/own.png\", \"sizes\": \"192x192\"}]}\n";
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Offline\"\nurl = \"https://offline.dev\"\n\n[pwa]\nname = \"From config\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("static/manifest.json", own),
    ]);
    open(dir.path()).build(&Quiet).unwrap();
    assert_eq!(read(dir.path(), "build/manifest.json"), own);
    assert!(dir.path().join("build/sw.js").is_file());
    assert!(read(dir.path(), "build/index.html").contains("rel=\"manifest\""));
}

#[test]
fn every_static_directory_is_copied_the_later_winning() {
    let dir = site(&[
        (
            "cairn.toml",
            "title = \"Static\"\nurl = \"https://static.dev\"\nstaticDirectories = [\"static\", \"public\"]\n",
        ),
        ("src/pages/index.md", "# Home"),
        ("static/robots.txt", "from static"),
        ("static/img/a.svg", "<svg/>"),
        ("public/robots.txt", "from public"),
        ("public/files/b.txt", "b"),
    ]);
    open(dir.path())
        .build(&Quiet)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(read(dir.path(), "build/img/a.svg"), "<svg/>");
    assert_eq!(read(dir.path(), "build/files/b.txt"), "b");
    assert_eq!(read(dir.path(), "build/robots.txt"), "from public");
}
