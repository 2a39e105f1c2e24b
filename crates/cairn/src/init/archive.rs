//! `cairn init --archive FILE.zip`: the same site as `cairn init`, written as one zip file
//! whose entries sit under a top folder named after the file (`cairn-classic.zip` holds
//! `cairn-classic/cairn.toml`, …), so unzipping it gives a folder to `npm install` in.
//!
//! The bytes depend only on the binary and the template: entries are sorted and carry a
//! fixed time and fixed permissions. The first blog post's date is the only thing that
//! changes from day to day, as it does for `cairn init`.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use miette::{IntoDiagnostic, WrapErr, miette};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

use super::Template;

/// `cairn init --archive FILE.zip`: writes the template's site as a zip file.
pub fn run(archive: &Path, template: Template) -> miette::Result<()> {
    let top = check_archive_path(archive)?;
    let title = super::site_title(Path::new(&top));
    let files = super::site_files(template, &title, &super::today());
    let bytes = zip_bytes(&top, &files)?;
    super::write(archive, &bytes)?;

    println!(
        "Wrote a {} site to {} ({} files, {} KB).",
        super::template_name(template),
        archive.display(),
        files.len(),
        bytes.len().div_ceil(1024)
    );
    println!();
    println!("Next:");
    println!("  unzip {}", file_name(archive));
    println!("  cd {top}");
    println!("  npm install     # the theme, from vendor/, and its dependencies");
    println!("  cairn start     # build and serve with live reload while you edit");
    Ok(())
}

/// The name of the archive's top folder (the file's stem), once the path is checked: it ends
/// in `.zip`, is not a folder, and its parent folder exists.
fn check_archive_path(archive: &Path) -> miette::Result<String> {
    let is_zip = archive
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("zip"));
    let stem = archive
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .filter(|stem| !stem.is_empty() && !stem.starts_with('.'));
    let (true, Some(stem)) = (is_zip, stem) else {
        return Err(miette!(
            code = "cairn::init::not_a_zip_path",
            help = "name the file to write, ending in `.zip`: `cairn init --archive my-site.zip`",
            "`{}` is not the path of a `.zip` file",
            archive.display()
        ));
    };
    if archive.is_dir() {
        return Err(miette!(
            code = "cairn::init::archive_is_a_folder",
            help = "pass the path of the file to write, e.g. `cairn init --archive my-site.zip`",
            "`{}` is a folder",
            archive.display()
        ));
    }
    let parent = archive
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !parent.is_dir() {
        return Err(miette!(
            code = "cairn::init::no_archive_folder",
            help = format!(
                "create it first (`mkdir -p {}`), or write the archive elsewhere",
                parent.display()
            ),
            "the folder `{}` for the archive does not exist",
            parent.display()
        ));
    }
    Ok(stem)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}

/// The zip file's bytes: `files` under `top/`, in path order, at a fixed time (1980-01-01,
/// zip's earliest) with fixed permissions. The theme tarball is already gzip-compressed, so
/// it is stored as it is.
fn zip_bytes(top: &str, files: &BTreeMap<String, Vec<u8>>) -> miette::Result<Vec<u8>> {
    let mut writer = ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .last_modified_time(DateTime::default())
        .unix_permissions(0o644);
    for (path, bytes) in files {
        let method = if path.ends_with(".tgz") {
            CompressionMethod::Stored
        } else {
            CompressionMethod::Deflated
        };
        writer
            .start_file(format!("{top}/{path}"), options.compression_method(method))
            .and_then(|()| writer.write_all(bytes).map_err(Into::into))
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot add `{path}` to the archive"))?;
    }
    let cursor = writer
        .finish()
        .into_diagnostic()
        .wrap_err("cannot finish the archive")?;
    Ok(cursor.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_files_same_bytes() {
        let files = super::super::site_files(Template::DocsOnly, "Site", "2026-01-02");
        let first = zip_bytes("site", &files).unwrap();
        assert_eq!(first, zip_bytes("site", &files).unwrap());
        assert_eq!(&first[..2], b"PK");
    }

    #[test]
    fn archive_paths() {
        assert!(check_archive_path(Path::new("site.tar")).is_err());
        assert!(check_archive_path(Path::new(".zip")).is_err());
        assert!(check_archive_path(Path::new("missing-folder/site.zip")).is_err());
        assert_eq!(
            check_archive_path(Path::new("cairn-classic.zip")).unwrap(),
            "cairn-classic"
        );
    }
}
