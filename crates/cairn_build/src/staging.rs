//! The output folder: written beside its final place, swapped in only when the build succeeded.

use std::path::{Path, PathBuf};

use miette::{IntoDiagnostic, WrapErr, miette};

/// Output is written next to its final place and swapped in only when the whole build
/// succeeded; a failed build leaves the previous output untouched and no partial one.
pub struct Staging {
    path: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl Staging {
    pub fn create(target: &Path) -> miette::Result<Self> {
        let name = target
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_else(|| "build".to_owned());
        // Per process: two builds of one site at once must not write into each other's.
        let path = target.with_file_name(format!(".{name}.partial-{}", std::process::id()));
        if path.exists() {
            std::fs::remove_dir_all(&path)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot remove a stale `{}`", path.display()))?;
        }
        std::fs::create_dir_all(&path)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot create `{}`", path.display()))?;
        Ok(Staging {
            path,
            target: target.to_path_buf(),
            committed: false,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn commit(mut self) -> miette::Result<()> {
        if self.target.exists() {
            std::fs::remove_dir_all(&self.target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot replace `{}`", self.target.display()))?;
        }
        std::fs::rename(&self.path, &self.target)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot move the build into `{}`", self.target.display()))?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// The output folder is replaced on every build, so it must never be the site itself, one of
/// its parents, or a folder of something else.
pub fn check_out_dir(site_dir: &Path, out_dir: &Path) -> miette::Result<()> {
    if site_dir.starts_with(out_dir) {
        return Err(miette!(
            help = "pick a folder of its own, e.g. `--out-dir build`",
            "the output folder `{}` contains the site itself; it would be deleted",
            out_dir.display()
        ));
    }
    let is_empty = std::fs::read_dir(out_dir).map_or(true, |mut entries| entries.next().is_none());
    let looks_built = out_dir.join("404.html").is_file() && out_dir.join("assets").is_dir();
    if out_dir.is_dir() && !is_empty && !looks_built {
        return Err(miette!(
            help = "remove it yourself, or pass another `--out-dir`",
            "refusing to replace `{}`: it is not empty and is not the output of a Cairn build",
            out_dir.display()
        ));
    }
    Ok(())
}

pub fn write_file(path: &Path, text: &str) -> Result<(), cairn_render::RenderError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|source| cairn_render::RenderError::Write {
            path: parent.to_path_buf(),
            source,
        })?;
    }
    std::fs::write(path, text).map_err(|source| cairn_render::RenderError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Copies a folder's files into another, keeping relative paths; a missing source is fine.
pub fn copy_dir(from: &Path, to: &Path) -> miette::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.into_diagnostic()?;
        let relative = entry.path().strip_prefix(from).into_diagnostic()?;
        let target = to.join(relative);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot create `{}`", target.display()))?;
        } else {
            std::fs::copy(entry.path(), &target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot copy `{}`", entry.path().display()))?;
        }
    }
    Ok(())
}
