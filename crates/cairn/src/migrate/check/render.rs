//! The text of a check's report: the findings grouped, each with its place, then a summary.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::{Group, Report};

/// How many findings of one group are listed; the rest are counted.
const SHOWN_PER_GROUP: usize = 40;

pub(super) fn render(report: &Report) -> String {
    let mut text = String::from("Nothing was written: this is what Cairn does not support yet.\n");
    let groups: BTreeSet<Group> = report.findings.iter().map(|(group, _)| *group).collect();
    for group in groups {
        let findings: Vec<_> = report
            .findings
            .iter()
            .filter(|(of, _)| *of == group)
            .map(|(_, finding)| finding)
            .collect();
        let files: BTreeSet<_> = findings
            .iter()
            .filter_map(|finding| finding.file.as_ref())
            .collect();
        let _ = write!(
            text,
            "\n{} ({}",
            group.title(),
            plural(findings.len(), "use")
        );
        if !files.is_empty() {
            let _ = write!(text, " in {}", plural(files.len(), "file"));
        }
        text.push_str("):\n");
        for finding in findings.iter().take(SHOWN_PER_GROUP) {
            let place = match &finding.file {
                Some(file) => format!("{}{}", file.display(), finding.place),
                None => finding.place.clone(),
            };
            if place.is_empty() {
                let _ = writeln!(text, "  - {}", finding.message);
            } else {
                let _ = writeln!(text, "  - {place}: {}", finding.message);
            }
        }
        if findings.len() > SHOWN_PER_GROUP {
            let _ = writeln!(text, "  … and {} more", findings.len() - SHOWN_PER_GROUP);
        }
    }
    text.push('\n');
    text.push_str(&summary(report));
    text
}

/// `412 files read: 398 supported, 14 with 23 unsupported uses` (and the config's own).
fn summary(report: &Report) -> String {
    let with_findings: BTreeSet<_> = report
        .findings
        .iter()
        .filter_map(|(_, finding)| finding.file.as_ref())
        .filter(|file| report.files_read.contains(*file))
        .collect();
    let in_files = report
        .findings
        .iter()
        .filter(|(_, finding)| {
            finding
                .file
                .as_ref()
                .is_some_and(|file| report.files_read.contains(file))
        })
        .count();
    let read = report.files_read.len();
    let mut line = format!(
        "{} read: {} supported, {} with {}",
        plural(read, "file"),
        read - with_findings.len(),
        with_findings.len(),
        plural(in_files, "unsupported use")
    );
    let elsewhere = report.findings.len() - in_files;
    if elsewhere > 0 {
        let _ = write!(line, "; {elsewhere} more in the config and elsewhere");
    }
    line.push('\n');
    line
}

fn plural(count: usize, word: &str) -> String {
    if count == 1 {
        format!("1 {word}")
    } else {
        format!("{count} {word}s")
    }
}
