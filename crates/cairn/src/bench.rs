//! `cairn bench`: builds a generated site of N Markdown pages and reports where time goes.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use miette::{IntoDiagnostic, WrapErr};

use cairn_build::{BuildOptions, BuildReport, Quiet, Session, default_workers};

use crate::bench_edit;
use crate::bench_locales::{BENCH_LOCALES, LocalesCost, add_locales};
use crate::bench_memory::PeakMemory;
use crate::bench_navigation::{NavigationData, navigation_data};
use crate::build::open_and_build;

/// Pages per generated sidebar category.
const PAGES_PER_SECTION: usize = 50;
/// A site of more sections than this groups them in categories of [`SECTIONS_PER_GROUP`]: the
/// 2,000 sections of 100,000 pages side by side would put half a megabyte of sidebar in every
/// page, which no real site of that size does.
const MOST_TOP_LEVEL_SECTIONS: usize = 200;
const SECTIONS_PER_GROUP: usize = 20;

/// What the generated site is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Content {
    /// Docs pages in sidebar categories of 50.
    Docs,
    /// Blog posts, one a day, with an authors file, tags and truncate markers.
    Blog,
    /// The docs pages as MDX that holds code: an exported component with a hook, expressions
    /// and a data import on every page, so each page has a module of its own.
    Code,
}

pub fn run(
    pages: usize,
    dir: &Path,
    content: Content,
    locales: usize,
    social_cards: bool,
) -> miette::Result<()> {
    match content {
        Content::Docs => generate_site(dir, pages, false)?,
        Content::Blog => generate_blog(dir, pages)?,
        Content::Code => generate_site(dir, pages, true)?,
    }
    add_locales(dir, locales)?;
    if social_cards {
        append_to_config(dir, "\n[socialCards]\nenabled = true\n")?;
    }
    let options = || BuildOptions {
        site_dir: dir.to_path_buf(),
        out_dir: None,
        workers: default_workers(),
        dev: false,
        locale: None,
    };
    // The first build is cold: no caches (compiled documents, bundle, rendered pages) and no
    // previous output, as on a fresh checkout. The second, in a new session, is `cairn build`
    // run again with nothing changed: every document from the compile cache, the bundle and
    // every page kept; the third rebuilds in that same session. The fourth follows an edit of
    // one page's text.
    let trash = Trash::beside(dir)?;
    trash.take(&[&dir.join(cairn_render::CAIRN_DIR), &dir.join("build")])?;
    let (first, first_peak) = PeakMemory::during(|| open_and_build(options(), &Quiet))?;
    // A session builds one locale: with several, each rebuild is a new build of them all, as
    // a rebuild of one locale alone would replace the others' folders.
    let mut session = (locales == 1)
        .then(|| Session::open(options()))
        .transpose()?;
    let mut rebuild = || match session.as_mut() {
        Some(session) => session.build(&Quiet),
        None => open_and_build(options(), &Quiet),
    };
    let (second, second_peak) = PeakMemory::during(&mut rebuild)?;
    let (third, third_peak) = PeakMemory::during(&mut rebuild)?;
    // What a new build pays after an author edited one page, and what it changes in the
    // output: the page, and the files that list it.
    let edited = edit_one_page(dir, content, pages)?;
    let before = bench_edit::output_files(&dir.join("build"));
    let (fourth, fourth_peak) = PeakMemory::during(|| open_and_build(options(), &Quiet))?;
    let changes =
        bench_edit::OutputChanges::between(&before, &bench_edit::output_files(&dir.join("build")));
    let kind = match content {
        Content::Docs => "Markdown pages",
        Content::Blog => "blog posts",
        Content::Code => "MDX pages with code",
    };
    println!("Synthetic site: {pages} {kind} in {}", dir.display());
    if social_cards {
        println!(
            "Social cards: one per page, drawn in build 1 (their cache is cleared with `.cairn`), taken from the cache in builds 2 and 3"
        );
    }
    if locales > 1 {
        println!(
            "Locales: {} (untranslated: every page of the default locale's is built in each; build 3 is a new session too)",
            BENCH_LOCALES[..locales].join(", ")
        );
    }
    print_report("build 1", &first, first_peak);
    print_report(
        "build 2 (new session, nothing changed)",
        &second,
        second_peak,
    );
    print_report(
        if locales > 1 {
            "build 3 (new session again, nothing changed)"
        } else {
            "build 3 (same session, nothing changed)"
        },
        &third,
        third_peak,
    );
    print_report(
        &format!("build 4 (new session, after editing {})", edited.display()),
        &fourth,
        fourth_peak,
    );
    println!(
        "  output: {} files written ({} pages), {} removed; every other file is the previous build's",
        changes.written.len(),
        changes.pages(),
        changes.removed
    );
    print_cache_size(dir);
    let sample = match content {
        Content::Docs | Content::Code => {
            format!("docs/{}/page-0001/index.html", page_folder(1, pages))
        }
        Content::Blog => "blog/2020/01/02/post-1/index.html".to_owned(),
    };
    let weight = print_sizes(&dir.join("build"), &sample)?;
    // Heading for the last page, which is in the last part of a larger site's manifest.
    let navigation = match content {
        Content::Docs | Content::Code => Some(navigation_data(
            &dir.join("build"),
            &page_url(pages - 1, pages),
            gzip_size,
        )?),
        Content::Blog => None,
    };
    let content_dir = match content {
        Content::Docs | Content::Code => dir.join("docs"),
        Content::Blog => dir.join("blog"),
    };
    let compile_mb_per_second = print_compile_throughput(&content_dir)?;
    // What the other locales add: the same site built cold with every locale and with the
    // default one alone, in rounds.
    let locales_cost = if locales > 1 {
        let options = |locale| BuildOptions {
            locale,
            ..options()
        };
        Some(LocalesCost::measure(dir, locales, options, &trash)?)
    } else {
        None
    };
    print_goals(&Goals {
        pages,
        cold_pages_per_second: first.routes as f64 / first.total.as_secs_f64(),
        cold_peak_bytes: first_peak,
        compile_mb_per_second,
        weight,
        navigation,
        one_edit: (fourth.total, changes.pages()),
        locales: locales_cost,
    });
    trash.empty()
}

/// Where a run puts what it clears before a cold build, emptied once every figure is
/// measured. Deleting tens of thousands of files just before a build makes the build slower
/// on ext4, which avoids reusing inodes freed in the last minutes: a cold build measured
/// right after deleting the previous one's output took up to half as long again.
pub(crate) struct Trash {
    folder: std::path::PathBuf,
    /// Paths moved in so far: each goes to a name of its own.
    taken: std::cell::Cell<usize>,
}

impl Trash {
    /// `<site>.trash` beside the site, emptied of what an interrupted run left there.
    fn beside(site: &Path) -> miette::Result<Self> {
        let site = std::fs::canonicalize(site).into_diagnostic()?;
        let mut name = site.file_name().unwrap_or_default().to_os_string();
        name.push(".trash");
        let trash = Trash {
            folder: site.with_file_name(name),
            taken: std::cell::Cell::new(0),
        };
        trash.empty()?;
        Ok(trash)
    }

    /// Moves each of `paths` that exists into the trash.
    pub(crate) fn take(&self, paths: &[&Path]) -> miette::Result<()> {
        std::fs::create_dir_all(&self.folder).into_diagnostic()?;
        for path in paths {
            if path.exists() {
                let index = self.taken.get();
                self.taken.set(index + 1);
                std::fs::rename(path, self.folder.join(index.to_string()))
                    .into_diagnostic()
                    .wrap_err_with(|| format!("cannot move `{}` aside", path.display()))?;
            }
        }
        Ok(())
    }

    fn empty(&self) -> miette::Result<()> {
        if self.folder.exists() {
            std::fs::remove_dir_all(&self.folder)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot delete `{}`", self.folder.display()))?;
        }
        Ok(())
    }
}

/// The figures the performance goals are stated in, from this run.
struct Goals {
    pages: usize,
    cold_pages_per_second: f64,
    cold_peak_bytes: Option<u64>,
    compile_mb_per_second: f64,
    weight: PageWeight,
    /// What the first in-place navigation fetches besides the next page's data (docs sites).
    navigation: Option<NavigationData>,
    /// The rebuild after one page's text was edited: its time, and the pages it wrote.
    one_edit: (std::time::Duration, usize),
    /// With `--locales N`: what the other locales add to a cold build.
    locales: Option<LocalesCost>,
}

/// Each goal with this run's figure and whether it is met. The throughput and memory goals
/// are for a site of 10,000 pages (`--pages 10000`), with their own for 100,000 pages; with
/// another size they are judged as for 10,000 pages, saying so.
fn print_goals(goals: &Goals) {
    let verdict = |met: bool| if met { "met" } else { "not met" };
    let large = goals.pages == 100_000;
    let at_size = if goals.pages == 10_000 || large {
        String::new()
    } else {
        format!(
            " (the goal is for 10,000 pages; this run had {} pages)",
            goals.pages
        )
    };
    println!("\nGoals:");
    if large {
        let seconds = goals.pages as f64 / goals.cold_pages_per_second;
        println!(
            "  cold build           {:>6.0} pages/s   {seconds:.1} s; goal ≤ 90 s at 100,000 pages, and at least 80 % of the pages/s of a 10,000-page run: {}",
            goals.cold_pages_per_second,
            verdict(seconds <= 90.0)
        );
    } else {
        println!(
            "  cold build           {:>6.0} pages/s   goal ≥ 1,500 pages/s (2,000 aimed at): {}{at_size}",
            goals.cold_pages_per_second,
            verdict(goals.cold_pages_per_second >= 1500.0)
        );
    }
    let (memory_goal, memory_label) = if large {
        (2_500_000_000, "2,500 MB")
    } else {
        (800_000_000, "800 MB")
    };
    match goals.cold_peak_bytes {
        Some(bytes) => println!(
            "  cold build memory    {:>6.0} MB        goal ≤ {memory_label}: {}{at_size}",
            bytes as f64 / 1e6,
            verdict(bytes <= memory_goal)
        ),
        None => {
            println!("  cold build memory    not measured on this system (it is read from /proc)")
        }
    }
    println!(
        "  compile              {:>6.1} MB/s      goal ≥ 10 MB/s (with highlighting): {}",
        goals.compile_mb_per_second,
        verdict(goals.compile_mb_per_second >= 10.0)
    );
    let (edit_took, edit_pages) = goals.one_edit;
    println!(
        "  one edit             {:>6.2} s, {edit_pages} page{} written   goal ≤ 2 s, one page: {}{at_size}",
        edit_took.as_secs_f64(),
        if edit_pages == 1 { "" } else { "s" },
        verdict(edit_took.as_secs_f64() <= 2.0 && edit_pages == 1)
    );
    let kilobytes = |bytes: usize| bytes as f64 / 1024.0;
    let total = goals.weight.total_gzip();
    println!(
        "  first visit          {:>6.1} KB gzip, {:.1} KB of JS   goal ≤ 110 KB with ≤ 80 KB of JS: {}",
        kilobytes(total),
        kilobytes(goals.weight.js_gzip),
        verdict(total <= 110 * 1024 && goals.weight.js_gzip <= 80 * 1024)
    );
    if let Some(navigation) = &goals.navigation {
        let manifest = match navigation.part {
            Some(part) => format!(
                "route manifest {:.1}, its part {:.1}",
                kilobytes(navigation.manifest),
                kilobytes(part)
            ),
            None => format!(
                "route manifest of every route {:.1}",
                kilobytes(navigation.manifest)
            ),
        };
        println!(
            "  first navigation     {:>6.1} KB gzip   ({manifest}, docs lists or their parts {:.1}); goal: the same at any number of pages",
            kilobytes(navigation.total()),
            kilobytes(navigation.site_chunks),
        );
    }
    if let Some(cost) = &goals.locales {
        cost.print_goal(verdict);
    }
}

/// Appends a paragraph to one generated page; returns its path inside the site.
fn edit_one_page(dir: &Path, content: Content, pages: usize) -> miette::Result<std::path::PathBuf> {
    let folder = match content {
        Content::Docs | Content::Code => dir.join("docs").join(page_folder(0, pages)),
        Content::Blog => dir.join("blog"),
    };
    let mut pages: Vec<_> = std::fs::read_dir(&folder)
        .into_diagnostic()?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.extension()
                .is_some_and(|extension| extension == "md" || extension == "mdx")
        })
        .collect();
    pages.sort();
    let page = pages
        .first()
        .ok_or_else(|| miette::miette!("no page in {}", folder.display()))?;
    let mut text = std::fs::read_to_string(page).into_diagnostic()?;
    text.push_str("\nAn edited paragraph.\n");
    std::fs::write(page, text).into_diagnostic()?;
    Ok(page.strip_prefix(dir).unwrap_or(page).to_path_buf())
}

/// Entries and bytes of the compile cache on disk.
fn print_cache_size(site_dir: &Path) {
    let (entries, bytes) = cairn_content::compile_cache_size(site_dir);
    println!(
        "compile cache: {entries} entries, {:.1} MB in {}",
        bytes as f64 / 1e6,
        site_dir.join(cairn_content::COMPILE_CACHE_DIR).display()
    );
}

/// Markdown compilation alone, on all cores, with the generated pages' code blocks
/// highlighted and again with their languages removed; returns the MB/s with highlighting.
fn print_compile_throughput(content_dir: &Path) -> miette::Result<f64> {
    use rayon::prelude::*;

    let mut sources = Vec::new();
    for entry in walkdir::WalkDir::new(content_dir) {
        let entry = entry.into_diagnostic()?;
        let is_markdown = entry
            .path()
            .extension()
            .is_some_and(|extension| extension == "md" || extension == "mdx");
        if entry.file_type().is_file() && is_markdown {
            let text = std::fs::read_to_string(entry.path()).into_diagnostic()?;
            sources.push((entry.path().to_path_buf(), text));
        }
    }
    let bytes: usize = sources.iter().map(|(_, text)| text.len()).sum();
    let plain: Vec<_> = sources
        .iter()
        .map(|(path, text)| (path.clone(), text.replace("```rust", "```")))
        .collect();
    println!(
        "\nCompile only ({} pages, {:.1} MB, {} threads):",
        sources.len(),
        bytes as f64 / 1e6,
        rayon::current_num_threads()
    );
    let mut highlighted_mb_per_second = 0.0;
    for (label, documents, highlighted) in [
        ("with highlighting", &sources, true),
        ("without highlighting", &plain, false),
    ] {
        let compiler = cairn_markdown::Compiler::new();
        let started = std::time::Instant::now();
        let failures = documents
            .par_iter()
            .filter(|(path, text)| compiler.compile(text, path).is_err())
            .count();
        let seconds = started.elapsed().as_secs_f64();
        let mb_per_second = bytes as f64 / 1e6 / seconds;
        if highlighted {
            highlighted_mb_per_second = mb_per_second;
        }
        println!(
            "  {label:<22} {:>6.1} MB/s {:>8.0} pages/s{}",
            mb_per_second,
            documents.len() as f64 / seconds,
            if failures > 0 {
                format!(" ({failures} failed)")
            } else {
                String::new()
            }
        );
    }
    Ok(highlighted_mb_per_second)
}

pub(crate) fn print_report(name: &str, report: &BuildReport, peak_bytes: Option<u64>) {
    println!(
        "\n{name}: {} routes in {:.2} s, {:.0} pages/s, {} render worker{}, {} documents compiled{}",
        report.routes,
        report.total.as_secs_f64(),
        report.routes as f64 / report.total.as_secs_f64(),
        report.workers,
        if report.workers == 1 { "" } else { "s" },
        report.compiled_documents,
        if report.bundle_reused {
            ", bundle reused"
        } else {
            ""
        }
    );
    if let Some(bytes) = peak_bytes {
        println!(
            "  peak memory {:.0} MB (this process and its render workers and bundler, summed)",
            bytes as f64 / 1e6
        );
    }
    for (stage, duration) in &report.stages {
        let mut line = format!("  {stage:<8} {:>9.1} ms", duration.as_secs_f64() * 1000.0);
        if *stage == "compile" {
            let _ = write!(
                line,
                "   ({:.1} MB/s of Markdown)",
                report.markdown_bytes as f64 / 1e6 / duration.as_secs_f64()
            );
        }
        if *stage == "render" && report.kept_pages > 0 {
            let _ = write!(
                line,
                "   ({} pages rendered, {} kept from the previous build)",
                report.pages.saturating_sub(report.kept_pages),
                report.kept_pages
            );
        } else if *stage == "render" {
            let _ = write!(
                line,
                "   ({:.0} pages/s; the engine wrote part of the content of {} pages)",
                report.routes as f64 / duration.as_secs_f64(),
                report.server_content_pages
            );
        }
        println!("{line}");
        if *stage == "post" {
            for (plugin, duration) in &report.post_build {
                println!(
                    "    {plugin:<22} {:>7.1} ms",
                    duration.as_secs_f64() * 1000.0
                );
            }
        }
    }
}

/// What the first visit of the sample page downloads, gzipped.
struct PageWeight {
    js_gzip: usize,
    css_gzip: usize,
    data_gzip: usize,
    html_gzip: usize,
}

impl PageWeight {
    fn total_gzip(&self) -> usize {
        self.js_gzip + self.css_gzip + self.data_gzip + self.html_gzip
    }
}

/// Bytes a visitor downloads for one docs page: JS (entry, its imports and the page
/// component), CSS and the HTML itself, raw and gzipped.
fn print_sizes(out_dir: &Path, sample: &str) -> miette::Result<PageWeight> {
    let page = out_dir.join(sample);
    let html = std::fs::read_to_string(&page)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot read {}", page.display()))?;
    let scripts = attribute_values(&html, "<script type=\"module\" src=\"")
        .into_iter()
        .chain(attribute_values(
            &html,
            "<link rel=\"modulepreload\" href=\"",
        ));
    let styles = attribute_values(&html, "<link rel=\"stylesheet\" href=\"");
    let data = attribute_values(&html, "crossorigin=\"anonymous\" href=\"");
    let total = |urls: Vec<String>| -> miette::Result<(usize, usize)> {
        let mut raw = 0;
        let mut gzipped = 0;
        for url in urls {
            let bytes = std::fs::read(out_dir.join(url.trim_start_matches('/')))
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot read {url}"))?;
            raw += bytes.len();
            gzipped += gzip_size(&bytes);
        }
        Ok((raw, gzipped))
    };
    let (js, js_gz) = total(scripts.collect())?;
    let (css, css_gz) = total(styles)?;
    let (json, json_gz) = total(data)?;
    println!("\nPer page, /{sample} (raw / gzip):");
    println!("  JS    {:>8} B / {:>7} B", js, js_gz);
    println!("  CSS   {:>8} B / {:>7} B", css, css_gz);
    println!("  data  {:>8} B / {:>7} B", json, json_gz);
    let html_gz = gzip_size(html.as_bytes());
    println!("  HTML  {:>8} B / {:>7} B", html.len(), html_gz);
    Ok(PageWeight {
        js_gzip: js_gz,
        css_gzip: css_gz,
        data_gzip: json_gz,
        html_gzip: html_gz,
    })
}

fn attribute_values(html: &str, prefix: &str) -> Vec<String> {
    html.match_indices(prefix)
        .filter_map(|(index, _)| {
            let rest = &html[index + prefix.len()..];
            rest.find('"').map(|end| rest[..end].to_owned())
        })
        .collect()
}

/// The gzipped size at level 9, as files compressed ahead for a static host are, and as the
/// comparison with Docusaurus (`tests/e2e/bench/docusaurus.mjs`) counts both sites.
fn gzip_size(bytes: &[u8]) -> usize {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let _ = encoder.write_all(bytes);
    encoder.finish().map_or(0, |out| out.len())
}

/// What a page of `Content::Code` holds besides the docs page's text.
const CODE_PAGE: &str = "import { useState } from 'react';\nimport release from '../../release.json';\n\nexport const Counter = ({start}) => {\n  const [count, setCount] = useState(start);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n};\n\nBuilt for {release.name} {release.version}, page {frontMatter.title.length} of {['a', 'b', 'c'].map((item) => item.toUpperCase()).join(', ')}: <Counter start={3} />\n\n";

fn generate_site(dir: &Path, pages: usize, code: bool) -> miette::Result<()> {
    let docs = dir.join("docs");
    if docs.exists() {
        std::fs::remove_dir_all(&docs).into_diagnostic()?;
    }
    std::fs::create_dir_all(&docs).into_diagnostic()?;
    std::fs::write(
        dir.join("cairn.toml"),
        format!(
            "title = \"Bench\"\ntagline = \"A generated site\"\nurl = \"https://bench.example\"\n\n[[navbar.items]]\nlabel = \"Docs\"\nto = \"{}\"\nposition = \"left\"\n\n[footer]\ncopyright = \"Generated\"\n",
            page_url(0, pages)
        ),
    )
    .into_diagnostic()?;
    // The home page the navbar's title links to.
    let home = dir.join("src/pages");
    std::fs::create_dir_all(&home).into_diagnostic()?;
    std::fs::write(
        home.join("index.md"),
        format!(
            "# Bench\n\nA generated site: start with [the first page]({}).\n",
            page_url(0, pages)
        ),
    )
    .into_diagnostic()?;
    if code {
        std::fs::write(
            dir.join("release.json"),
            "{\"name\": \"bench\", \"version\": \"1.0.0\"}\n",
        )
        .into_diagnostic()?;
    }
    for index in 0..pages {
        let folder = docs.join(page_folder(index, pages));
        std::fs::create_dir_all(&folder).into_diagnostic()?;
        let text = page_text(index, pages);
        let (name, text) = if code {
            // The code goes after the front matter; links stay to `.md` files' pages.
            let (front, body) = text.split_once("---\n\n").unwrap_or(("", &text));
            (
                format!("page-{index:04}.mdx"),
                format!("{front}---\n\n{CODE_PAGE}{}", body.replace(".md)", ".mdx)")),
            )
        } else {
            (format!("page-{index:04}.md"), text)
        };
        std::fs::write(folder.join(name), text).into_diagnostic()?;
    }
    Ok(())
}

/// Adds `tables` at the end of the generated site's `cairn.toml`.
pub(crate) fn append_to_config(dir: &Path, tables: &str) -> miette::Result<()> {
    let path = dir.join("cairn.toml");
    let mut config = std::fs::read_to_string(&path).into_diagnostic()?;
    config.push_str(tables);
    std::fs::write(&path, config).into_diagnostic()
}

/// A blog of `posts` posts, one a day from 2020-01-01, by three authors, with tags.
fn generate_blog(dir: &Path, posts: usize) -> miette::Result<()> {
    for folder in ["docs", "blog"] {
        if dir.join(folder).exists() {
            std::fs::remove_dir_all(dir.join(folder)).into_diagnostic()?;
        }
    }
    let blog = dir.join("blog");
    std::fs::create_dir_all(&blog).into_diagnostic()?;
    std::fs::write(
        dir.join("cairn.toml"),
        "title = \"Bench\"\ntagline = \"A generated blog\"\nurl = \"https://bench.example\"\n\n[[navbar.items]]\nlabel = \"Blog\"\nto = \"/blog/\"\nposition = \"left\"\n\n[footer]\ncopyright = \"Generated\"\n\n[[blog]]\nfeedOptions = { type = \"all\" }\n",
    )
    .into_diagnostic()?;
    let home = dir.join("src/pages");
    std::fs::create_dir_all(&home).into_diagnostic()?;
    std::fs::write(
        home.join("index.md"),
        "# Bench\n\nA generated [blog](/blog/).\n",
    )
    .into_diagnostic()?;
    std::fs::write(
        blog.join("authors.yml"),
        "ada:\n  name: Ada\n  socials: {github: ada}\n  page: true\nsam:\n  name: Sam\nmei:\n  name: Mei\n  page: true\n",
    )
    .into_diagnostic()?;
    const AUTHORS: [&str; 3] = ["ada", "sam", "mei"];
    const TAGS: [&str; 5] = ["release", "engine", "theme", "community", "performance"];
    let day = 86_400_000_i64;
    let start = 1_577_836_800_000_i64; // 2020-01-01
    for index in 0..posts {
        let date = &cairn_content::iso_date(start + index as i64 * day)[..10];
        let mut text = format!(
            "---\ntitle: Post {index}\nauthors: [{}]\ntags: [{}, {}]\n---\n\nThe opening paragraph of post {index}, shown in lists.\n\n<!-- truncate -->\n\n",
            AUTHORS[index % 3],
            TAGS[index % 5],
            TAGS[(index + 2) % 5]
        );
        let next = (index + 1) % posts.max(1);
        text.push_str(&page_body(
            index,
            &format!(
                "https://example.com/section-{:02}/page-{next:04}.md",
                next / PAGES_PER_SECTION
            ),
        ));
        std::fs::write(blog.join(format!("{date}-post-{index}.md")), text).into_diagnostic()?;
    }
    Ok(())
}

/// A few KB of typical docs Markdown: headings, prose, lists, a table, code, links.
fn page_text(index: usize, pages: usize) -> String {
    let next = (index + 1) % pages;
    let up = "../".repeat(page_folder(index, pages).split('/').count());
    let next_link = format!("{up}{}/page-{next:04}.md", page_folder(next, pages));
    format!(
        "---\ntitle: Page {index}\ndescription: Generated page number {index}.\nsidebar_position: {}\n---\n\n{}",
        index % PAGES_PER_SECTION,
        page_body(index, &next_link)
    )
}

/// The folder of page `index`'s file in `docs/`, in a site of `pages` pages: its section's,
/// inside its group's when the site has groups.
fn page_folder(index: usize, pages: usize) -> String {
    let section = index / PAGES_PER_SECTION;
    if pages.div_ceil(PAGES_PER_SECTION) > MOST_TOP_LEVEL_SECTIONS {
        format!(
            "group-{:02}/section-{section:02}",
            section / SECTIONS_PER_GROUP
        )
    } else {
        format!("section-{section:02}")
    }
}

/// The URL of page `index` in a site of `pages` pages.
fn page_url(index: usize, pages: usize) -> String {
    format!("/docs/{}/page-{index:04}/", page_folder(index, pages))
}

/// The Markdown of a page below its front matter, linking to `next_link`.
fn page_body(index: usize, next_link: &str) -> String {
    let mut text = String::new();
    for section in 0..4 {
        let _ = write!(
            text,
            "## Section {section} of page {index}\n\nCairn builds **static** sites from Markdown. This paragraph has *emphasis*, `inline code` and a [link to the next page]({next_link}). It goes on for a while so that the page weighs what real documentation weighs, with sentences about configuration, routing and deployment.\n\n- First item with `code`\n- Second item with a [external link](https://example.com/{index})\n  - Nested item\n- Third item\n\n### Details {section}\n\n| Option | Type | Default |\n|--------|------|---------|\n| `title` | string | none |\n| `baseUrl` | string | `/` |\n\n```rust\nfn section_{section}() -> usize {{\n    let pages = {index};\n    pages * 2 // doubled\n}}\n```\n\n> A blockquote that cites something worth remembering about page {index}.\n\n"
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_site_groups_its_sections_and_links_across_groups() {
        assert_eq!(page_folder(120, 10_000), "section-02");
        assert_eq!(page_url(9_999, 10_000), "/docs/section-199/page-9999/");
        assert_eq!(page_folder(120, 100_000), "group-00/section-02");
        assert_eq!(page_folder(99_999, 100_000), "group-99/section-1999");
        // The last page of a group links to the first of the next one, from two folders down.
        let text = page_text(999, 100_000);
        assert!(
            text.contains("](../../group-01/section-20/page-1000.md)"),
            "{text}"
        );
        let text = page_text(49, 1_000);
        assert!(text.contains("](../section-01/page-0050.md)"), "{text}");
    }
}
