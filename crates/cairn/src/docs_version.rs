//! `cairn docs version <name>`: freezes the current docs of an instance as a release.

use std::path::Path;

use cairn_content::VersioningFiles;
use miette::{IntoDiagnostic, WrapErr, miette};

pub fn run(site_dir: &Path, name: &str, instance_id: &str) -> miette::Result<()> {
    let config = cairn_config::load(site_dir).map_err(|error| miette::Report::new(*error))?;
    let instances = config.docs_instances();
    let Some(instance) = instances.iter().find(|instance| instance.id == instance_id) else {
        let ids: Vec<&str> = instances
            .iter()
            .map(|instance| instance.id.as_str())
            .collect();
        return Err(miette!(
            help = format!("the docs instances are: {}", ids.join(", ")),
            "there is no docs instance `{instance_id}`"
        ));
    };
    cairn_content::check_version_name(name).map_err(|reason| {
        miette!(
            help = "version names look like `3.4.0` or `2024-06`",
            "{reason}"
        )
    })?;
    let mut released = cairn_content::released_versions(site_dir, instance_id)?;
    if released.iter().any(|existing| existing == name) {
        return Err(miette!(
            help =
                "pick a new name, or delete the old snapshot and its entry in versions.json first",
            "version `{name}` of docs `{instance_id}` already exists"
        ));
    }
    let source = site_dir.join(&instance.path);
    if !source.is_dir() {
        return Err(miette!(
            "docs `{instance_id}` has no folder `{}` to snapshot",
            source.display()
        ));
    }
    let files = VersioningFiles::of(site_dir, instance_id);
    let target = files.version_docs(name);
    if target.exists() {
        return Err(miette!(
            help = "remove the folder, or pick another name",
            "`{}` already exists, though versions.json does not list `{name}`",
            target.display()
        ));
    }

    // Copy into a temporary folder first, so a failure leaves no half snapshot behind.
    let staging = files.docs_root.join(format!(".version-{name}.partial"));
    let copied = copy_tree(&source, &staging).and_then(|count| {
        std::fs::rename(&staging, &target)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot create `{}`", target.display()))?;
        Ok(count)
    });
    let count = match copied {
        Ok(count) => count,
        Err(error) => {
            let _ = std::fs::remove_dir_all(&staging);
            return Err(error);
        }
    };
    let sidebar = match &instance.sidebar_path {
        Some(path) => {
            let from = site_dir.join(path);
            let extension = from.extension().map_or("yml".to_owned(), |extension| {
                extension.to_string_lossy().into_owned()
            });
            let to = files.version_sidebars(name, &extension);
            std::fs::create_dir_all(&files.sidebars_root).into_diagnostic()?;
            std::fs::copy(&from, &to)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot copy the sidebar file `{}`", from.display()))?;
            Some(to)
        }
        None => None,
    };
    released.insert(0, name.to_owned());
    let json = serde_json::to_string_pretty(&released).into_diagnostic()?;
    std::fs::write(&files.versions_json, format!("{json}\n"))
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot write `{}`", files.versions_json.display()))?;

    println!(
        "Created version {name} of docs `{instance_id}`: {count} files in {}{}",
        target.display(),
        sidebar
            .map(|path| format!(", sidebar {}", path.display()))
            .unwrap_or_default()
    );
    Ok(())
}

/// Copies a folder; returns the number of files.
fn copy_tree(from: &Path, to: &Path) -> miette::Result<usize> {
    let mut count = 0;
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.into_diagnostic()?;
        let relative = entry.path().strip_prefix(from).into_diagnostic()?;
        let target = to.join(relative);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).into_diagnostic()?;
        } else {
            std::fs::copy(entry.path(), &target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot copy `{}`", entry.path().display()))?;
            count += 1;
        }
    }
    Ok(count)
}
