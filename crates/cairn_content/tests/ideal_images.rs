#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Ideal images in planning: `<IdealImage>` paths and opted-in Markdown images become the
//! processed data the theme renders, static images are global data, bad files are located.

mod support;

use std::path::Path;

use cairn_content::PlanOptions;
use miette::{GraphicalReportHandler, GraphicalTheme};
use support::*;

fn write_png(dir: &Path, path: &str, width: u32, height: u32) {
    let full = dir.join(path);
    std::fs::create_dir_all(full.parent().unwrap()).unwrap();
    image::RgbImage::from_fn(width, height, |x, y| image::Rgb([x as u8, y as u8, 90]))
        .save(full)
        .unwrap();
}

fn render(error: &cairn_content::ContentError, dir: &Path) -> String {
    let mut out = String::new();
    GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .render_report(&mut out, error)
        .unwrap();
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    out.replace(&dir.display().to_string(), "<site>")
        .replace(&name, "site")
}

#[test]
fn mdx_ideal_images_get_variants_placeholder_and_size() {
    let dir = site(&[(
        "docs/shots.mdx",
        "# Shots\n\n<IdealImage img=\"./img/shot.png\" alt=\"The editor\" />\n",
    )]);
    write_png(dir.path(), "docs/img/shot.png", 1200, 600);
    let plan = plan_with(
        dir.path(),
        "baseUrl = \"/site/\"\n[idealImage]\nquality = 70\n",
    )
    .unwrap();
    let page = chunk_json(&plan, "/site/docs/shots/", "page");
    let image = &page["content"][1];
    assert_eq!(image[0], "IdealImage");
    let props = &image[1];
    assert_eq!(props["alt"], "The editor");
    let img = &props["img"];
    assert_eq!(
        (img["width"].as_u64(), img["height"].as_u64()),
        (Some(1030), Some(515))
    );
    let widths: Vec<u64> = img["images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|variant| variant["width"].as_u64().unwrap())
        .collect();
    assert_eq!(widths, [640, 1030]);
    let src = img["src"].as_str().unwrap();
    assert!(
        src.starts_with("/site/assets/ideal-img/shot-") && src.ends_with("-1030.png"),
        "{src}"
    );
    assert!(img["preSrc"].as_str().unwrap().starts_with("data:image/"));
    let outputs: Vec<&str> = plan
        .assets
        .iter()
        .map(|asset| asset.output.as_str())
        .collect();
    assert_eq!(outputs.len(), 2);
    assert!(plan.assets.iter().all(|asset| asset.source.is_file()));
    // The cache lives in the site's folder.
    assert!(dir.path().join(".cairn/cache/ideal-img").is_dir());
}

#[test]
fn markdown_images_opt_in_and_development_builds_use_the_original() {
    let dir = site(&[(
        "docs/a.md",
        "# A\n\n![A chart](./chart.png \"Sales\")\n\n<img src=\"./chart.png\" width=\"100\" />\n",
    )]);
    write_png(dir.path(), "docs/chart.png", 700, 350);

    let off = plan_with(dir.path(), "").unwrap();
    assert_eq!(
        chunk_json(&off, "/docs/a/", "page")["content"][1][1][0],
        "img"
    );

    let on = plan_with(dir.path(), "[idealImage]\nmarkdownImages = true\n").unwrap();
    let image = &chunk_json(&on, "/docs/a/", "page")["content"][1][1];
    assert_eq!(image[0], "IdealImage");
    assert_eq!(image[1]["alt"], "A chart");
    assert_eq!(image[1]["title"], "Sales");
    // 700 px wide: 640 and the source's own width, never 1030.
    let widths: Vec<u64> = image[1]["img"]["images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|variant| variant["width"].as_u64().unwrap())
        .collect();
    assert_eq!(widths, [640, 700]);
    // An image its author sized stays a plain image.
    let sized = &chunk_json(&on, "/docs/a/", "page")["content"][2];
    assert_eq!(
        (&sized[0], &sized[1]["width"]),
        (&"img".into(), &"100".into()),
        "{sized}"
    );

    let dev = plan_with_options(
        dir.path(),
        "[idealImage]\nmarkdownImages = true\n",
        &PlanOptions {
            dev: true,
            ..PlanOptions::default()
        },
    )
    .unwrap();
    let image = &chunk_json(&dev, "/docs/a/", "page")["content"][1][1];
    assert_eq!(image[0], "img", "disableInDev keeps Markdown images plain");
}

#[test]
fn static_images_are_a_site_data_chunk_by_site_path() {
    let dir = site(&[("docs/a.md", "# A\n")]);
    write_png(dir.path(), "static/img/showcase/one.png", 1100, 620);
    write_png(dir.path(), "static/img/other.png", 50, 50);
    let plan = plan_with(
        dir.path(),
        "[idealImage]\nstaticImages = [\"img/showcase/*.png\"]\n",
    )
    .unwrap();
    // Not in the site data itself, which every page loads: in a chunk it names.
    let data = &site_json(&plan)["globalData"]["ideal-image"]["default"];
    assert!(data.get("images").is_none());
    let images = &global_chunk(&plan, &data["imagesUrl"]);
    let keys: Vec<&String> = images.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["/img/showcase/one.png"]);
    let one = &images["/img/showcase/one.png"];
    assert_eq!(one["width"], 1030);
    // Every page that shows one loads them all: a colour, not an inlined image, stands in.
    assert!(one.get("preSrc").is_none());
    assert!(one["color"].as_str().unwrap().starts_with('#'));
}

#[test]
fn missing_and_broken_images_are_all_reported_where_they_are_used() {
    let dir = site(&[
        ("docs/a.mdx", "# A\n\n<IdealImage img=\"./gone.png\" />\n"),
        (
            "docs/b.mdx",
            "# B\n\nText.\n\n<IdealImage img=\"./broken.png\" alt=\"x\" />\n",
        ),
        ("docs/broken.png", "this is text, not a PNG"),
    ]);
    let error = plan_site(dir.path()).unwrap_err();
    insta::assert_snapshot!(render(&error, dir.path()));
}
