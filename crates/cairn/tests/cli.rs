#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The `cairn` command as users run it: exit codes, messages, and what is left on disk.
//!
//! Each test makes a small site of its own. Sites that need the theme are made under the
//! workspace's `target/` folder, where `node_modules/@cairn/theme` is found by walking up.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn cairn(current_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .current_dir(current_dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A site in a fresh temporary folder; messages then name it `site/…`.
struct Fixture {
    root: tempfile::TempDir,
}

impl Fixture {
    fn new(files: &[(&str, &str)]) -> Self {
        Self::new_in(std::env::temp_dir(), files)
    }

    /// Inside the workspace, so the installed theme is found.
    fn with_theme(files: &[(&str, &str)]) -> Self {
        let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/cli-fixtures");
        std::fs::create_dir_all(&target).unwrap();
        Self::new_in(target, files)
    }

    fn new_in(parent: PathBuf, files: &[(&str, &str)]) -> Self {
        let root = tempfile::tempdir_in(parent).unwrap();
        for (path, text) in files {
            let full = root.path().join("site").join(path);
            std::fs::create_dir_all(full.parent().unwrap()).unwrap();
            std::fs::write(full, text).unwrap();
        }
        Fixture { root }
    }

    fn dir(&self) -> &Path {
        self.root.path()
    }

    fn build(&self) -> Output {
        cairn(self.dir(), &["build", "site"])
    }
}

const CONFIG: &str = "title = \"Fixture\"\nurl = \"https://fixture.dev\"\n";

/// True when no staging folder (`.build.partial-<pid>`) is left in the site.
fn no_partial_output(fixture: &Fixture) -> bool {
    std::fs::read_dir(fixture.dir().join("site")).map_or(true, |entries| {
        entries
            .filter_map(Result::ok)
            .all(|entry| !entry.file_name().to_string_lossy().contains(".partial"))
    })
}

fn assert_failed_cleanly(fixture: &Fixture, output: &Output) {
    assert_eq!(output.status.code(), Some(1), "{}", stderr(output));
    assert!(!stderr(output).contains("panicked"), "{}", stderr(output));
    assert!(
        !fixture.dir().join("site/build").exists(),
        "no output may be left"
    );
    assert!(no_partial_output(fixture), "no partial output may be left");
}

#[test]
fn missing_site_dir() {
    let fixture = Fixture::new(&[]);
    let output = cairn(fixture.dir(), &["build", "nowhere"]);
    assert_eq!(output.status.code(), Some(1));
    insta::assert_snapshot!(stderr(&output));
}

#[test]
fn missing_config_file() {
    let fixture = Fixture::new(&[("docs/a.md", "A")]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    insta::assert_snapshot!(stderr(&output));
}

#[test]
fn invalid_toml() {
    let fixture = Fixture::new(&[("cairn.toml", "title = \"Fixture\nurl = 3\n")]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    insta::assert_snapshot!(stderr(&output));
}

#[test]
fn unknown_key() {
    let fixture = Fixture::new(&[("cairn.toml", &format!("{CONFIG}[navbar]\ntitel = \"x\"\n"))]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    insta::assert_snapshot!(stderr(&output));
}

#[test]
fn wrong_type() {
    let fixture = Fixture::new(&[("cairn.toml", &format!("{CONFIG}trailingSlash = 1\n"))]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    insta::assert_snapshot!(stderr(&output));
}

#[test]
fn bad_front_matter() {
    let fixture = Fixture::with_theme(&[
        ("cairn.toml", CONFIG),
        ("docs/good.md", "# Good\n"),
        (
            "docs/bad.md",
            "---\ntitle: Bad\nsidebar_position: [1\n---\n\n# Bad\n",
        ),
    ]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    insta::assert_snapshot!(stderr(&output));
}

#[test]
fn hostile_and_careless_content_is_reported_file_by_file() {
    // Nesting that used to overflow the stack, an element never closed, an alias bomb in front
    // matter and a file saved as Latin-1: every one named with its place, in one report.
    let quotes = format!("# Deep\n\n{} x\n", ">".repeat(1_500));
    let mut bomb = String::from("---\na: &a [x, x, x, x, x, x, x, x, x]\n");
    for (name, previous) in ["b", "c", "d", "e", "f", "g", "h"]
        .iter()
        .zip(["a", "b", "c", "d", "e", "f", "g"])
    {
        let refs = vec![format!("*{previous}"); 9].join(", ");
        bomb.push_str(&format!("{name}: &{name} [{refs}]\n"));
    }
    bomb.push_str("---\n# Bomb\n");
    let fixture = Fixture::with_theme(&[
        ("cairn.toml", CONFIG),
        ("docs/good.md", "# Good\n"),
        ("docs/deep.md", &quotes),
        ("docs/unclosed.mdx", "# Unclosed\n\n<div>\n\nText\n"),
        ("docs/bomb.md", &bomb),
    ]);
    std::fs::write(fixture.dir().join("site/docs/latin1.md"), b"# Caf\xE9\n").unwrap();
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    let report = stderr(&output);
    for expected in [
        "4 errors",
        "docs/deep.md:3:",
        "nest more than 100 levels deep",
        "docs/unclosed.mdx:3:1: `<div>` is never closed",
        "docs/bomb.md:",
        "the YAML is too large once its aliases are expanded",
        "docs/latin1.md: line 1, column 6 (byte 5): 0xE9 is not UTF-8",
    ] {
        assert!(report.contains(expected), "{expected}\n{report}");
    }
}

#[test]
fn node_missing() {
    let fixture = Fixture::new(&[("cairn.toml", CONFIG), ("docs/a.md", "A")]);
    let empty_path = fixture.dir().join("empty-bin");
    std::fs::create_dir_all(&empty_path).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(["build", "site"])
        .current_dir(fixture.dir())
        .env("NO_COLOR", "1")
        .env("PATH", &empty_path)
        .output()
        .unwrap();
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    assert!(message.contains("Node.js was not found"), "{message}");
    assert!(
        message.contains("install it and make sure `node` is on PATH"),
        "{message}"
    );
}

#[test]
fn theme_not_installed() {
    let fixture = Fixture::new(&[("cairn.toml", CONFIG), ("docs/a.md", "A")]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    assert!(
        message.contains("`@cairn/theme`) is not installed"),
        "{message}"
    );
    assert!(message.contains("run `npm install`"), "{message}");
}

#[test]
fn bad_arguments_exit_with_usage() {
    let fixture = Fixture::new(&[]);
    let output = cairn(fixture.dir(), &["build", "--workers", "many"]);
    assert_eq!(
        output.status.code(),
        Some(2),
        "clap's usage errors use exit code 2"
    );
    assert!(stderr(&output).contains("invalid value 'many'"));
}

#[test]
fn out_dir_that_holds_the_site_is_refused() {
    let fixture = Fixture::new(&[("cairn.toml", CONFIG)]);
    let output = cairn(fixture.dir(), &["build", "site", "--out-dir", "."]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("contains the site itself"),
        "{}",
        stderr(&output)
    );
    assert!(fixture.dir().join("site/cairn.toml").exists());
}

#[test]
fn foreign_out_dir_is_not_replaced() {
    let fixture = Fixture::new(&[("cairn.toml", CONFIG), ("precious/notes.txt", "keep me")]);
    let output = cairn(
        fixture.dir(),
        &["build", "site", "--out-dir", "site/precious"],
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("is not the output of a Cairn build"));
    assert!(fixture.dir().join("site/precious/notes.txt").exists());
}

#[test]
fn ssr_error_names_the_route_and_leaves_no_output() {
    let fixture = Fixture::with_theme(&[
        ("cairn.toml", CONFIG),
        ("docs/a.md", "# A\n"),
        (
            "src/pages/boom.tsx",
            "export default function Boom(): never {\n  throw new Error('the boom page always fails');\n}\n",
        ),
        (
            "src/pages/crash.tsx",
            "export default function Crash(): never {\n  throw new Error('the crash page fails too');\n}\n",
        ),
    ]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    // Every failing route is reported, not only the first.
    assert!(message.contains("2 routes failed to render"), "{message}");
    assert!(
        message.contains("server rendering failed for route `/boom/`"),
        "{message}"
    );
    assert!(message.contains("boom.tsx"), "{message}");
    assert!(message.contains("the boom page always fails"), "{message}");
    assert!(
        message.contains("server rendering failed for route `/crash/`"),
        "{message}"
    );
    assert!(message.contains("the crash page fails too"), "{message}");
}

#[test]
fn a_worker_that_dies_stops_the_build_with_the_route_it_was_rendering() {
    // Requests go to a worker ahead of its replies: the ones it never answers must end the
    // build with an error, not leave it waiting.
    let mut files = vec![
        ("cairn.toml".to_owned(), CONFIG.to_owned()),
        (
            "src/pages/exit.tsx".to_owned(),
            "export default function Exit(): never {\n  process.exit(7);\n}\n".to_owned(),
        ),
    ];
    files.extend((0..20).map(|n| (format!("docs/page-{n}.md"), format!("# Page {n}\n"))));
    files.extend((0..20).map(|n| (format!("src/pages/later-{n}.md"), format!("# Later {n}\n"))));
    let files: Vec<(&str, &str)> = files
        .iter()
        .map(|(path, text)| (path.as_str(), text.as_str()))
        .collect();
    let fixture = Fixture::with_theme(&files);
    let output = cairn(fixture.dir(), &["build", "site", "--workers", "1"]);
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    assert!(
        message.contains("worker stopped unexpectedly while rendering `/exit/`"),
        "{message}"
    );
    assert!(message.contains("exit status: 7"), "{message}");
}

#[test]
fn builds_a_small_site() {
    let fixture = Fixture::with_theme(&[
        (
            "cairn.toml",
            &format!("{CONFIG}tagline = \"Small and quick\"\n"),
        ),
        (
            "docs/intro.md",
            "---\ndescription: The first page.\n---\n# Intro\n\nHello **world**.\n\n## Part\n",
        ),
        (
            "docs/guide/setup.md",
            "# Setup\n\nBack to [intro](../intro.md).\n",
        ),
        ("src/pages/about.md", "# About\n\nAbout page.\n"),
        (
            "src/pages/index.tsx",
            "import Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout title=\"Welcome\"><h1>Home</h1></Layout>;\n}\n",
        ),
        ("static/robots.txt", "User-agent: *\n"),
    ]);
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let stdout = String::from_utf8_lossy(&output.stdout);
    // Two docs, the category page of `guide/` (it has no index doc), two pages, the search page.
    assert!(stdout.starts_with("Built 6 routes in "), "{stdout}");

    let build = fixture.dir().join("site/build");
    let read = |path: &str| std::fs::read_to_string(build.join(path)).unwrap();
    let intro = read("docs/intro/index.html");
    assert!(intro.contains("<title>Intro | Fixture</title>"), "{intro}");
    assert!(intro.contains("<meta name=\"description\" content=\"The first page.\">"));
    assert!(intro.contains("<link rel=\"canonical\" href=\"https://fixture.dev/docs/intro/\">"));
    assert!(intro.contains("<html lang=\"en\""));
    assert!(intro.contains("rel=\"modulepreload\""));
    assert!(intro.contains(
        "<link rel=\"preload\" as=\"fetch\" crossorigin=\"anonymous\" href=\"/assets/data/"
    ));
    assert!(
        intro.contains("Hello <strong>world</strong>."),
        "content is server-rendered"
    );
    assert!(intro.contains("id=\"part\""));
    let setup = read("docs/guide/setup/index.html");
    assert!(
        setup.contains("href=\"/docs/intro/\""),
        "Markdown links resolve to routes"
    );
    let home = read("index.html");
    assert!(
        home.contains("<title>Welcome | Fixture</title>"),
        "a React page sets its title"
    );
    assert!(read("about/index.html").contains("About page."));
    let category = read("docs/category/guide/index.html");
    assert!(
        category.contains("href=\"/docs/guide/setup/\""),
        "the category page lists its docs"
    );
    assert!(read("404.html").contains("Page Not Found"));
    assert_eq!(read("robots.txt"), "User-agent: *\n");

    // A second build reuses the bundle and replaces the output.
    let again = fixture.build();
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(no_partial_output(&fixture));

    // `--timings`: a line a stage, in order, after the summary.
    let timed = cairn(fixture.dir(), &["build", "site", "--timings"]);
    assert!(timed.status.success(), "{}", stderr(&timed));
    let stdout = String::from_utf8_lossy(&timed.stdout);
    let stages: Vec<&str> = stdout
        .lines()
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert_eq!(
        stages,
        [
            "config", "compile", "process", "plan", "emit", "bundle", "render", "post", "write"
        ],
        "{stdout}"
    );
    assert!(
        stdout
            .lines()
            .nth(1)
            .is_some_and(|line| line.ends_with('%')),
        "{stdout}"
    );
}

#[test]
fn base_url_prefixes_every_url() {
    let fixture = Fixture::with_theme(&[
        // A home page, which the navbar's title links to: without it, that link is broken.
        ("src/pages/index.md", "# Home"),
        (
            "cairn.toml",
            &format!("{CONFIG}baseUrl = \"/sub/\"\nfavicon = \"icon.svg\"\n"),
        ),
        ("docs/intro.md", "# Intro\n\nSee [more](./more.md).\n"),
        ("docs/more.md", "# More\n"),
        (
            "static/icon.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ),
    ]);
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let build = fixture.dir().join("site/build");
    let intro = std::fs::read_to_string(build.join("docs/intro/index.html")).unwrap();
    assert!(
        intro.contains("<link rel=\"canonical\" href=\"https://fixture.dev/sub/docs/intro/\">")
    );
    assert!(intro.contains("<link rel=\"icon\" href=\"/sub/icon.svg\">"));
    assert!(
        intro.contains("href=\"/sub/docs/more/\""),
        "content links carry the base"
    );
    for (index, _) in intro.match_indices("/assets/") {
        assert!(
            intro[..index].ends_with("/sub"),
            "asset URL without base near {index}"
        );
    }
    assert!(build.join("icon.svg").is_file());
}

#[test]
fn mdx_components_highlighting_and_admonitions_render() {
    let fixture = Fixture::with_theme(&[
        // A home page, which the navbar's title links to: without it, that link is broken.
        ("src/pages/index.md", "# Home"),
        ("cairn.toml", CONFIG),
        (
            "docs/guide.mdx",
            "---\ntitle: Guide\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Badge from '@site/src/components/Badge';\n\n:::tip Before you start\nRead this **first**.\n:::\n\n<Tabs groupId=\"pm\">\n  <TabItem value=\"npm\" label=\"npm\">\n\n```bash\nnpm install cairn\n```\n\n  </TabItem>\n  <TabItem value=\"yarn\" label=\"Yarn\">Use yarn.</TabItem>\n</Tabs>\n\n<Badge text=\"new\" count={3} />\n",
        ),
        (
            "src/components/Badge.tsx",
            "export default function Badge({ text, count }: { text: string; count: number }) {\n  return <span className=\"badge\">{text} ({count})</span>;\n}\n",
        ),
    ]);
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let build = fixture.dir().join("site/build");
    let html = std::fs::read_to_string(build.join("docs/guide/index.html")).unwrap();
    assert!(html.contains("Before you start"), "admonition title");
    assert!(
        html.contains("Read this <strong>first</strong>."),
        "admonition body"
    );
    assert!(html.contains("role=\"tablist\""), "tabs");
    assert!(
        html.contains("<span class=\"hl-f\">npm</span>"),
        "highlighted code"
    );
    assert!(
        html.contains("<span class=\"badge\">new<!-- --> (<!-- -->3<!-- -->)</span>"),
        "site component: {html}"
    );
    assert!(
        html.contains("\"contentComponents\":[\"@site/src/components/Badge\"]"),
        "boot data"
    );
    assert!(
        html.contains("/assets/css/highlight-"),
        "highlight stylesheet"
    );
}

/// The diagram library is most of a bundle's build time and size: a site bundles it only
/// when a page draws a diagram (or `[markdown] mermaid = true` asks for it).
#[test]
fn the_diagram_library_is_bundled_only_for_sites_with_diagrams() {
    let fixture = Fixture::with_theme(&[
        ("src/pages/index.md", "# Home"),
        ("cairn.toml", CONFIG),
        ("docs/a.md", "# A\n\nNo diagram here.\n"),
    ]);
    let scripts = |fixture: &Fixture| -> Vec<String> {
        std::fs::read_dir(fixture.dir().join("site/build/assets/js"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect()
    };
    // The library's chunks (`mermaid.core-…`); the theme's `Mermaid-…` component chunk, which
    // loads it, is there either way.
    let has_mermaid = |names: &[String]| names.iter().any(|name| name.starts_with("mermaid"));
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let without = scripts(&fixture);
    assert!(!has_mermaid(&without), "{without:?}");

    std::fs::write(
        fixture.dir().join("site/docs/a.md"),
        "# A\n\n```mermaid\ngraph TD\n  A --> B\n```\n",
    )
    .unwrap();
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let with = scripts(&fixture);
    assert!(has_mermaid(&with), "{with:?}");
    assert!(
        with.len() > without.len() + 20,
        "{} → {}",
        without.len(),
        with.len()
    );

    // Site code may render the component itself: the config keeps the library.
    std::fs::write(fixture.dir().join("site/docs/a.md"), "# A\n").unwrap();
    std::fs::write(
        fixture.dir().join("site/cairn.toml"),
        format!("{CONFIG}\n[markdown]\nmermaid = true\n"),
    )
    .unwrap();
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(has_mermaid(&scripts(&fixture)));
}

#[test]
fn missing_site_component_names_the_document() {
    let fixture = Fixture::with_theme(&[
        ("cairn.toml", CONFIG),
        (
            "docs/a.mdx",
            "import Nope from '@site/src/components/Nope';\n\n<Nope />\n",
        ),
    ]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    assert!(
        message.contains("docs/a.mdx:1:1: the component module `@site/src/components/Nope` does"),
        "{message}"
    );
}

#[test]
fn math_is_rendered_at_build_time_with_css_only_where_needed() {
    let fixture = Fixture::with_theme(&[
        // A home page, which the navbar's title links to: without it, that link is broken.
        ("src/pages/index.md", "# Home"),
        ("cairn.toml", CONFIG),
        (
            "docs/math.md",
            "# Math\n\nEuler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nBroken: $\\frac{1}{$.\n",
        ),
        ("docs/plain.md", "# Plain\n\nNo formulas.\n"),
    ]);
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let warnings = stderr(&output);
    assert!(
        warnings.contains("docs/math.md: invalid formula `\\frac{1}{`"),
        "{warnings}"
    );
    let build = fixture.dir().join("site/build");
    let math = std::fs::read_to_string(build.join("docs/math/index.html")).unwrap();
    assert!(math.contains("class=\"katex\""), "inline formula rendered");
    assert!(
        math.contains("class=\"katex-display\""),
        "block formula rendered"
    );
    assert!(
        math.contains("<math xmlns=\"http://www.w3.org/1998/Math/MathML\""),
        "MathML for screen readers"
    );
    let stylesheet = math
        .split("<link rel=\"stylesheet\" href=\"")
        .find_map(|part| part.split('"').next().filter(|href| href.contains("katex")))
        .expect("KaTeX stylesheet linked");
    assert!(
        build.join(stylesheet.trim_start_matches('/')).is_file(),
        "{stylesheet}"
    );
    let fonts = build
        .join(stylesheet.trim_start_matches('/'))
        .with_file_name("fonts");
    assert!(
        std::fs::read_dir(fonts).unwrap().count() > 10,
        "KaTeX fonts copied"
    );
    let plain = std::fs::read_to_string(build.join("docs/plain/index.html")).unwrap();
    assert!(
        !plain.contains("katex"),
        "no KaTeX CSS on pages without math"
    );
    let js_mentions_katex = std::fs::read_dir(build.join("assets/js"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            !name.contains("katex") && !name.contains("mermaid")
        })
        .any(|entry| {
            std::fs::read_to_string(entry.path())
                .unwrap_or_default()
                .contains("renderToString(")
                && std::fs::read_to_string(entry.path())
                    .unwrap_or_default()
                    .contains("KaTeX")
        });
    assert!(!js_mentions_katex, "no KaTeX code in the page bundles");
}

#[test]
fn a_parser_crash_is_a_clean_error() {
    let fixture = Fixture::with_theme(&[("cairn.toml", CONFIG), ("docs/odd.md", "# \n- ```\n1. ")]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    assert!(
        message.contains("the Markdown parser failed on site/docs/odd.md"),
        "{message}"
    );
}

#[test]
fn docs_version_snapshots_current_docs_and_refuses_bad_names() {
    let fixture = Fixture::new(&[
        (
            "cairn.toml",
            &format!("{CONFIG}[[docs]]\nsidebarPath = \"sidebars.yml\"\n"),
        ),
        ("docs/intro.md", "# Intro\n"),
        ("docs/guides/setup.md", "# Setup\n"),
        ("sidebars.yml", "docs:\n  - intro\n"),
        ("versions.json", "[\"1.0.0\"]"),
    ]);
    let output = cairn(fixture.dir(), &["docs", "version", "2.0.0", "site"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let site = fixture.dir().join("site");
    assert!(
        site.join("versioned_docs/version-2.0.0/guides/setup.md")
            .is_file()
    );
    assert!(
        site.join("versioned_sidebars/version-2.0.0-sidebars.yml")
            .is_file()
    );
    let versions: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(site.join("versions.json")).unwrap())
            .unwrap();
    assert_eq!(versions, ["2.0.0", "1.0.0"]);

    for (args, expected) in [
        (
            vec!["docs", "version", "2.0.0", "site"],
            "version `2.0.0` of docs `default` already exists",
        ),
        (
            vec!["docs", "version", "current", "site"],
            "`current` is reserved",
        ),
        (
            vec!["docs", "version", "../up", "site"],
            "cannot be a version name",
        ),
        (
            vec!["docs", "version", "3.0.0", "site", "--instance", "api"],
            "there is no docs instance `api`",
        ),
    ] {
        let output = cairn(fixture.dir(), &args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&output).contains(expected),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn dev_builds_include_drafts_and_tag_pages_render() {
    let fixture = Fixture::with_theme(&[
        // A home page, which the navbar's title links to: without it, that link is broken.
        ("src/pages/index.md", "# Home"),
        ("cairn.toml", CONFIG),
        (
            "docs/intro.md",
            "---\ntags: [guide]\n---\n# Intro\n\nSee the notes.\n",
        ),
        (
            "docs/notes.md",
            "---\ndraft: true\ntags: [guide]\n---\n# Notes\n\nNot ready.\n",
        ),
    ]);
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let build = fixture.dir().join("site/build");
    assert!(
        !build.join("docs/notes/index.html").exists(),
        "no drafts in production"
    );
    let tag = std::fs::read_to_string(build.join("docs/tags/guide/index.html")).unwrap();
    assert!(tag.contains("1 doc tagged with"), "{tag}");
    assert!(tag.contains("href=\"/docs/intro/\""), "{tag}");

    let dev = cairn(fixture.dir(), &["build", "site", "--dev"]);
    assert!(dev.status.success(), "{}", stderr(&dev));
    let notes = std::fs::read_to_string(build.join("docs/notes/index.html")).unwrap();
    assert!(
        notes.contains("Draft page"),
        "dev builds show drafts, marked"
    );
    assert!(notes.contains("noindex"));
    let tag = std::fs::read_to_string(build.join("docs/tags/guide/index.html")).unwrap();
    assert!(tag.contains("2 docs tagged with"), "{tag}");
}

#[test]
fn a_page_component_without_a_default_export_fails_the_build() {
    let fixture = Fixture::with_theme(&[
        ("cairn.toml", CONFIG),
        ("docs/intro.md", "# Intro\n"),
        (
            "src/pages/index.tsx",
            "export function Home() { return <p>Home</p>; }\n",
        ),
    ]);
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    // miette wraps long lines: read the words, not the layout.
    let message = stderr(&output)
        .replace('│', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        message.contains("The page component \"@site/ src/pages/index.tsx\" has no default export, making rendering impossible; consider default-exporting a component.")
            || message.contains("The page component \"@site/src/pages/index.tsx\" has no default export, making rendering impossible; consider default-exporting a component."),
        "{message}"
    );
}

/// A PNG of `width` × `height`, as bytes.
fn png(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbImage::from_fn(width, height, |x, y| image::Rgb([x as u8, y as u8, 90]))
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .unwrap();
    bytes
}

#[test]
fn ideal_images_are_resized_into_the_output_and_bad_ones_stop_the_build() {
    let config = format!("{CONFIG}onBrokenLinks = \"ignore\"\n");
    let fixture = Fixture::with_theme(&[
        ("cairn.toml", &config),
        (
            "docs/a.mdx",
            "# A\n\n<IdealImage img=\"./shot.png\" alt=\"Shot\" />\n",
        ),
    ]);
    std::fs::write(fixture.dir().join("site/docs/shot.png"), png(900, 450)).unwrap();
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let html = std::fs::read_to_string(fixture.dir().join("site/build/docs/a/index.html")).unwrap();
    assert!(html.contains(" 640w, /assets/ideal-img/shot-"), "{html}");
    assert!(html.contains(r#"width="900" height="450""#), "{html}");
    let files = std::fs::read_dir(fixture.dir().join("site/build/assets/ideal-img"))
        .unwrap()
        .count();
    assert_eq!(files, 2, "640 px and the source's own 900 px");

    // A missing file and one that is not an image: both reported, at their lines.
    std::fs::write(
        fixture.dir().join("site/docs/b.mdx"),
        "# B\n\n<IdealImage img=\"./gone.png\" />\n\n<IdealImage img=\"./notes.png\" />\n",
    )
    .unwrap();
    std::fs::write(fixture.dir().join("site/docs/notes.png"), "text").unwrap();
    std::fs::remove_dir_all(fixture.dir().join("site/build")).unwrap();
    let output = fixture.build();
    assert_failed_cleanly(&fixture, &output);
    let message = stderr(&output);
    assert!(
        message.contains("docs/b.mdx:3:1: the image `./gone.png` does not exist"),
        "{message}"
    );
    assert!(message.contains("docs/b.mdx:5:1: `"), "{message}");
    assert!(
        message.contains("notes.png` is not an image Cairn can resize"),
        "{message}"
    );
}
