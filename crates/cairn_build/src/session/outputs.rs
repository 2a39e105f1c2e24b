//! The plugins' outputs of a build (search index, sitemap, feeds…): their steps after the
//! render, and the files they produce written into the output.

use std::collections::HashSet;
use std::path::Path;
use std::time::{Duration, Instant};

use cairn_content::plugin::{
    FinishContext, OutputFile, PluginOutputs, PostBuildContext, SiteOutputs,
};
use cairn_render::OutputWrites;
use miette::{IntoDiagnostic, WrapErr, miette};

use super::{Session, too_early};

impl Session {
    /// Tells the plugins' outputs that the plan of a full build is made, so steps that need
    /// only the plan (the search index) can run while the pages render.
    pub(super) fn start_outputs(&mut self) -> miette::Result<()> {
        let out = self.output_dir().to_path_buf();
        let steps = self.output_steps(&out)?;
        for outputs in steps.outputs {
            outputs.outputs.start(&steps.context);
        }
        Ok(())
    }

    /// Runs every plugin's post-build step and writes the files they produce, each plugin's
    /// before the next one runs. A file that another stage or plugin already wrote is an
    /// error: two outputs cannot share a path.
    pub fn post_build(&mut self) -> miette::Result<usize> {
        let writes = self.writes();
        let out = self.output_dir().to_path_buf();
        let steps = self.output_steps(&out)?;
        steps.timings.clear();
        let context = steps.context;
        run_output_step(
            steps.outputs,
            steps.timings,
            &writes,
            false,
            &out,
            |outputs| outputs.post_build(&context),
        )
    }

    /// The plugins' outputs, for their `start` and `post_build` steps into the output folder
    /// `out`.
    fn output_steps<'a>(&'a mut self, out: &'a Path) -> miette::Result<OutputSteps<'a>> {
        let Session {
            config,
            plan,
            site_dir,
            rendered_no_index,
            outputs,
            post_build_timings,
            ..
        } = self;
        let plan = plan
            .as_ref()
            .ok_or_else(|| too_early("post-build", "plan"))?;
        let context = PostBuildContext {
            config,
            plan,
            site_dir,
            out_dir: out,
            rendered_no_index,
        };
        Ok(OutputSteps {
            outputs,
            timings: post_build_timings,
            context,
        })
    }

    /// Runs every plugin's last step (see [`SiteOutputs::finish`]) and writes the files they
    /// produce, as [`Session::post_build`] does. Its time counts in the plugin's post-build
    /// time.
    pub fn finish(&mut self) -> miette::Result<usize> {
        let writes = self.writes();
        let out = self.output_dir().to_path_buf();
        let context = FinishContext {
            config: &self.config,
            site_dir: &self.site_dir,
            out_dir: &out,
        };
        run_output_step(
            &mut self.outputs,
            &mut self.post_build_timings,
            &writes,
            true,
            &out,
            |outputs| outputs.finish(&context),
        )
    }
}

/// The plugins' outputs and their post-build timings, beside the context their steps read:
/// borrowed from the session side by side.
struct OutputSteps<'a> {
    outputs: &'a mut [PluginOutputs],
    timings: &'a mut Vec<(String, Duration)>,
    context: PostBuildContext<'a>,
}

/// Runs `step` for each plugin's outputs in order, adds its time to the plugin's in
/// `timings`, and writes the files it produced into `out` before the next plugin's step runs;
/// returns how many files were written. After the `last` step, what an older output left in
/// the folders a plugin owns and it did not write goes.
fn run_output_step(
    outputs: &mut [PluginOutputs],
    timings: &mut Vec<(String, Duration)>,
    writes: &OutputWrites,
    last: bool,
    out: &Path,
    step: impl Fn(&mut dyn SiteOutputs) -> Result<Vec<OutputFile>, cairn_content::ContentError>,
) -> miette::Result<usize> {
    let mut written = 0;
    for each in outputs {
        let started = Instant::now();
        let files = step(each.outputs.as_mut())?;
        let took = started.elapsed();
        match timings.iter_mut().find(|(name, _)| *name == each.plugin) {
            Some((_, total)) => *total += took,
            None => timings.push((each.plugin.clone(), took)),
        }
        written += write_outputs(writes, out, &each.plugin, files)?;
        if last {
            for folder in each.outputs.own_folders() {
                let folder = out.join(folder);
                writes.remove_unwritten_within(&folder).into_diagnostic()?;
            }
        }
    }
    Ok(written)
}

/// Writes the files the plugin `plugin` produced into `out`, on every core (the search index
/// is one file per page); returns how many. None is written unless every path is new and
/// inside the output folder.
fn write_outputs(
    writes: &OutputWrites,
    out: &Path,
    plugin: &str,
    files: Vec<OutputFile>,
) -> miette::Result<usize> {
    use rayon::prelude::*;

    let mut paths = HashSet::with_capacity(files.len());
    for file in &files {
        let target = out.join(&file.path);
        let outside = file.path.split('/').any(|segment| segment == "..");
        if outside || !paths.insert(file.path.as_str()) || !writes.is_free(&target) {
            return Err(miette!(
                "plugin `{plugin}` wants to write `{}`, which {}",
                file.path,
                if outside {
                    "is outside the output folder"
                } else {
                    "the build already has"
                }
            ));
        }
    }
    files.par_iter().try_for_each(|file| {
        let target = out.join(&file.path);
        writes
            .write(&target, &file.bytes)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot write `{}`", target.display()))
    })?;
    Ok(files.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plugin_outputs_are_written_all_or_none() {
        let dir = tempfile::tempdir().unwrap();
        let file = |path: &str| OutputFile {
            path: path.to_owned(),
            bytes: path.as_bytes().to_vec(),
        };
        let writes = OutputWrites::InPlace;
        let many: Vec<OutputFile> = (0..50)
            .map(|index| file(&format!("index/{index}.txt")))
            .collect();
        assert_eq!(
            write_outputs(&writes, dir.path(), "search", many).unwrap(),
            50
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("index/49.txt")).unwrap(),
            "index/49.txt"
        );

        for (files, expected) in [
            (
                vec![file("new.txt"), file("index/3.txt")],
                "plugin `p` wants to write `index/3.txt`, which the build already has",
            ),
            (
                vec![file("twice.txt"), file("twice.txt")],
                "plugin `p` wants to write `twice.txt`, which the build already has",
            ),
            (
                vec![file("fine.txt"), file("../away.txt")],
                "plugin `p` wants to write `../away.txt`, which is outside the output folder",
            ),
        ] {
            let error = write_outputs(&writes, dir.path(), "p", files).unwrap_err();
            assert_eq!(error.to_string(), expected);
        }
        for unwritten in ["new.txt", "twice.txt", "fine.txt"] {
            assert!(!dir.path().join(unwritten).exists(), "{unwritten}");
        }
        assert!(!dir.path().parent().unwrap().join("away.txt").exists());
    }
}
