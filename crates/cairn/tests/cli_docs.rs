#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The CLI page of the website documents every command, argument and option that the binary
//! has: the test reads `cairn --help` and each subcommand's `--help`, the way a user would,
//! and checks `website/docs/cli.md` against them. A command or option added without docs
//! fails here, naming what is missing.

use std::path::PathBuf;
use std::process::Command;

/// The page, relative to the workspace root, as the messages name it.
const PAGE: &str = "website/docs/cli.md";

/// Options every command has, documented once in the page's introduction.
const IGNORED_OPTIONS: &[&str] = &["--help", "--version", "-h", "-V"];

/// One command's `--help`, parsed.
#[derive(Debug, Default)]
struct Help {
    /// The `Usage:` line, without `Usage: `.
    usage: String,
    /// Names listed under `Commands:`, without `help`.
    subcommands: Vec<String>,
    /// Names listed under `Arguments:` (`SITE_DIR`, …).
    arguments: Vec<Entry>,
    /// Long options listed under `Options:` or any other heading (`--port`, …).
    options: Vec<Entry>,
}

#[derive(Debug)]
struct Entry {
    name: String,
    /// The value of `[default: …]`, when the help shows one.
    default: Option<String>,
}

/// What is being parsed: clap starts each block with an unindented `Heading:` line.
#[derive(Clone, Copy, PartialEq)]
enum Block {
    None,
    Commands,
    Arguments,
    Options,
}

fn help(path: &[String]) -> Help {
    let output = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(path)
        .arg("--help")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "1000")
        .output()
        .expect("cairn runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "`{}` failed: {}",
        command_name(path, "--help"),
        String::from_utf8_lossy(&output.stderr)
    );
    parse_help(&text)
}

fn parse_help(text: &str) -> Help {
    let mut help = Help::default();
    let mut block = Block::None;
    // The entry being read and the text of its description so far, for its `[default: …]`.
    let mut current: Option<(Block, String, String)> = None;
    let finish = |current: &mut Option<(Block, String, String)>, help: &mut Help| {
        if let Some((block, name, description)) = current.take() {
            let entry = Entry {
                name,
                default: default_value(&description),
            };
            match block {
                Block::Arguments => help.arguments.push(entry),
                Block::Options => help.options.push(entry),
                Block::Commands | Block::None => {}
            }
        }
    };
    for line in text.lines() {
        let indented = line.starts_with(' ') || line.starts_with('\t');
        let trimmed = line.trim();
        if !indented && !trimmed.is_empty() {
            finish(&mut current, &mut help);
            if let Some(usage) = trimmed.strip_prefix("Usage:") {
                help.usage = usage.trim().to_owned();
                block = Block::None;
            } else if let Some(heading) = trimmed.strip_suffix(':') {
                block = match heading {
                    "Commands" => Block::Commands,
                    "Arguments" => Block::Arguments,
                    // Options, or options under a custom `help_heading`.
                    _ => Block::Options,
                };
            } else {
                // The command's description, before the blocks.
                block = Block::None;
            }
            continue;
        }
        match block {
            Block::None => {}
            Block::Commands => {
                // `  name  Description`; a long description's next lines are indented more.
                let indent = line.len() - line.trim_start().len();
                let name = trimmed.split_whitespace().next().unwrap_or("");
                if indent <= 2 && is_command_name(name) && name != "help" {
                    help.subcommands.push(name.to_owned());
                }
            }
            Block::Arguments => {
                // `  [SITE_DIR]  Description`, `  <NAME>`, `  [FILES]...`; description lines
                // (and `[default: …]` on its own line) do not start with an upper-case name.
                if let Some(name) = argument_name(trimmed) {
                    finish(&mut current, &mut help);
                    current = Some((block, name, String::new()));
                }
                if let Some((_, _, description)) = current.as_mut() {
                    description.push(' ');
                    description.push_str(trimmed);
                }
            }
            Block::Options => {
                // `  -p, --port <PORT>  Description`, `      --dev`, `  -h, --help`; the
                // possible values of a long help (`- classic: …`) have a space after the `-`.
                if let Some(name) = option_name(trimmed) {
                    finish(&mut current, &mut help);
                    current = Some((block, name, String::new()));
                }
                if let Some((_, _, description)) = current.as_mut() {
                    description.push(' ');
                    description.push_str(trimmed);
                }
            }
        }
    }
    finish(&mut current, &mut help);
    help
}

fn is_command_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

fn is_value_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_' || c == '-')
}

fn argument_name(trimmed: &str) -> Option<String> {
    let (open, close) = match trimmed.chars().next()? {
        '[' => ('[', ']'),
        '<' => ('<', '>'),
        _ => return None,
    };
    let inner = trimmed.strip_prefix(open)?;
    let name = &inner[..inner.find(close)?];
    is_value_name(name).then(|| name.to_owned())
}

/// The long name of an option entry (`--port`), or its short one when it has no long name.
fn option_name(trimmed: &str) -> Option<String> {
    let spec = trimmed.split("  ").next()?;
    let mut short = None;
    for flag in spec.split([',', ' ']).filter(|flag| !flag.is_empty()) {
        let name = flag.split(['=', '<', '[']).next().unwrap_or(flag);
        if let Some(long) = name.strip_prefix("--") {
            if is_command_name(long) {
                return Some(name.to_owned());
            }
        } else if let Some(letter) = name.strip_prefix('-') {
            let mut chars = letter.chars();
            if chars.next().is_some_and(|c| c.is_ascii_alphanumeric()) && chars.next().is_none() {
                short = Some(name.to_owned());
            }
        }
        if !flag.starts_with('-') {
            break;
        }
    }
    short
}

fn default_value(description: &str) -> Option<String> {
    let start = description.find("[default: ")? + "[default: ".len();
    let rest = &description[start..];
    Some(rest[..rest.find(']')?].trim().to_owned())
}

/// Argument names the `Usage:` line shows (`<NAME>`, `[SITE_DIR]`), without `[OPTIONS]` and
/// `<COMMAND>`.
fn usage_arguments(usage: &str) -> Vec<String> {
    usage
        .split_whitespace()
        .filter_map(argument_name)
        .filter(|name| name != "OPTIONS" && name != "COMMAND")
        .collect()
}

fn command_name(path: &[String], suffix: &str) -> String {
    let mut words = vec!["cairn".to_owned()];
    words.extend(path.iter().cloned());
    if !suffix.is_empty() {
        words.push(suffix.to_owned());
    }
    words.join(" ")
}

/// A command of the binary, found by walking the `Commands:` lists.
struct Found {
    path: Vec<String>,
    help: Help,
}

fn all_commands() -> Vec<Found> {
    let mut found = Vec::new();
    let mut queue = vec![Vec::<String>::new()];
    while let Some(path) = queue.pop() {
        let help = help(&path);
        for subcommand in &help.subcommands {
            let mut child = path.clone();
            child.push(subcommand.clone());
            queue.push(child);
        }
        found.push(Found { path, help });
    }
    found.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

/// A heading of the page and the text under it, up to the next heading of its level or above.
struct Section<'a> {
    title: String,
    body: Vec<&'a str>,
}

fn sections(page: &str) -> Vec<Section<'_>> {
    let lines: Vec<&str> = page.lines().collect();
    let level = |line: &str| {
        let hashes = line.len() - line.trim_start_matches('#').len();
        (hashes > 0 && line[hashes..].starts_with(' ')).then_some(hashes)
    };
    // Headings inside fenced code blocks (a shell comment, a TOML comment) are not headings.
    let mut in_fence = false;
    let mut headings = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        } else if !in_fence && let Some(level) = level(line) {
            headings.push((index, level));
        }
    }
    headings
        .iter()
        .enumerate()
        .map(|(position, &(index, heading_level))| {
            let end = headings[position + 1..]
                .iter()
                .find(|&&(_, other)| other <= heading_level)
                .map_or(lines.len(), |&(other_index, _)| other_index);
            Section {
                title: lines[index][heading_level..]
                    .replace('`', "")
                    .trim()
                    .to_owned(),
                body: lines[index + 1..end].to_vec(),
            }
        })
        .collect()
}

/// `needle` as a whole word of `haystack`: `--dir` is not found in `--dir-name` or
/// `--out-dir`, `DIR` is not found in `SITE_DIR`.
fn mentions(haystack: &str, needle: &str) -> bool {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    haystack.match_indices(needle).any(|(start, _)| {
        let before = haystack[..start].chars().next_back();
        let after = haystack[start + needle.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// Table rows of a section whose first cell names `name`.
fn table_rows<'a>(section: &Section<'a>, name: &str) -> Vec<&'a str> {
    section
        .body
        .iter()
        .copied()
        .filter(|line| {
            let Some(row) = line.trim().strip_prefix('|') else {
                return false;
            };
            mentions(row.split('|').next().unwrap_or(""), name)
        })
        .collect()
}

fn page_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(PAGE)
}

#[test]
fn the_help_parser_reads_clap_blocks() {
    let help = parse_help(
        "Does things\n\nUsage: cairn thing [OPTIONS] <NAME> [SITE_DIR]\n\nArguments:\n  <NAME>\n          The name\n\n          [default: x]\n\n  [SITE_DIR]  The folder [default: .]\n\nOptions:\n      --port <PORT>  [default: 3000]\n      --template <TEMPLATE>\n          Which one\n\n          Possible values:\n          - classic:   Docs\n          - docs-only: Only docs\n\n          [default: classic]\n\n  -q, --quiet  Say less\n  -h, --help   Print help\n\nCommands:\n  sub   A subcommand\n  help  Print this message\n",
    );
    assert_eq!(help.usage, "cairn thing [OPTIONS] <NAME> [SITE_DIR]");
    assert_eq!(help.subcommands, ["sub"]);
    let names = |entries: &[Entry]| -> Vec<(String, Option<String>)> {
        entries
            .iter()
            .map(|entry| (entry.name.clone(), entry.default.clone()))
            .collect()
    };
    assert_eq!(
        names(&help.arguments),
        [
            ("NAME".to_owned(), Some("x".to_owned())),
            ("SITE_DIR".to_owned(), Some(".".to_owned()))
        ]
    );
    assert_eq!(
        names(&help.options),
        [
            ("--port".to_owned(), Some("3000".to_owned())),
            ("--template".to_owned(), Some("classic".to_owned())),
            ("--quiet".to_owned(), None),
            ("--help".to_owned(), None),
        ]
    );
    assert_eq!(usage_arguments(&help.usage), ["NAME", "SITE_DIR"]);
}

#[test]
fn cli_page_documents_every_command_argument_and_option() {
    let page = std::fs::read_to_string(page_path())
        .unwrap_or_else(|error| panic!("cannot read {PAGE}: {error}"));
    let sections = sections(&page);
    let commands = all_commands();

    // The parser must have found the commands; an empty list would check nothing.
    let leaves: Vec<&Found> = commands
        .iter()
        .filter(|command| command.help.subcommands.is_empty())
        .collect();
    assert!(
        leaves.len() >= 5
            && leaves
                .iter()
                .any(|command| command.path == ["build"] && !command.help.options.is_empty()),
        "the `--help` output was not understood: found {:?}",
        commands
            .iter()
            .map(|command| command_name(&command.path, ""))
            .collect::<Vec<_>>()
    );

    let mut missing = Vec::new();
    for command in &commands {
        let name = command_name(&command.path, "");
        let help = &command.help;
        let arguments: Vec<&str> = help.arguments.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(
            usage_arguments(&help.usage),
            arguments,
            "`{name} --help`: the Usage line and the Arguments block disagree (the help's \
             format changed?)"
        );
        let options: Vec<&Entry> = help
            .options
            .iter()
            .filter(|option| !IGNORED_OPTIONS.contains(&option.name.as_str()))
            .collect();

        if !help.subcommands.is_empty() {
            // A command that only groups others (`cairn docs`): its subcommands have the
            // sections; an option of its own must still be mentioned somewhere.
            for option in &options {
                if !mentions(&page, &option.name) {
                    missing.push(format!(
                        "`{name}` has the option `{}`, which the page never mentions",
                        option.name
                    ));
                }
            }
            continue;
        }

        // `## cairn start`, or else a heading that starts with it (`## cairn start: …`).
        let Some(section) = sections
            .iter()
            .find(|section| section.title == name)
            .or_else(|| {
                sections
                    .iter()
                    .find(|section| mentions_command(&section.title, &name))
            })
        else {
            missing.push(format!(
                "no section for `{name}`: add a heading `## {name}` with what it does, its \
                 usage and a table of its arguments and options (see `{name} --help`)"
            ));
            continue;
        };
        let body = section.body.join("\n");
        if !mentions(&body, &name) {
            missing.push(format!(
                "section `{}`: no usage example, `{name} …`, in its text or code",
                section.title
            ));
        }
        for entry in help.arguments.iter().chain(options.iter().copied()) {
            let rows = table_rows(section, &entry.name);
            if rows.is_empty() {
                missing.push(format!(
                    "section `{}`: no table row for `{}` (add a row `| {} | default | meaning |`)",
                    section.title, entry.name, entry.name
                ));
                continue;
            }
            if let Some(default) = &entry.default
                && !rows
                    .iter()
                    .any(|row| default_cell(row).contains(default.as_str()))
            {
                missing.push(format!(
                    "section `{}`: the Default column of `{}` does not give its default, \
                     `{default}`",
                    section.title, entry.name
                ));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{PAGE} is behind the `cairn` binary; edit {PAGE}:\n  - {}\n",
        missing.join("\n  - ")
    );
}

/// The second cell of a table row: the Default column of the page's tables.
fn default_cell(row: &str) -> &str {
    row.trim()
        .trim_start_matches('|')
        .split('|')
        .nth(1)
        .unwrap_or("")
}

/// A heading such as `cairn start: the dev server` names the command `cairn start`.
fn mentions_command(title: &str, name: &str) -> bool {
    title
        .strip_prefix(name)
        .is_some_and(|rest| rest.starts_with([':', ' ', '(', ',']))
}
