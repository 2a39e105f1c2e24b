//! `npm2yarn` code blocks, as Docusaurus's npm2yarn plugin shows them: a block of npm commands
//! becomes tabs, one per package manager, each with the commands that manager would run.
//!
//! Each command of the block (a line, or a part of it between `&&`, `||`, `;` or `|`) that
//! starts with `npm` is rewritten; everything else is kept as written.

/// A package manager an `npm2yarn` block also shows its commands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PackageManager {
    Yarn,
    Pnpm,
    Bun,
}

impl PackageManager {
    /// The tab's value, which is also the command's name.
    pub fn value(self) -> &'static str {
        match self {
            PackageManager::Yarn => "yarn",
            PackageManager::Pnpm => "pnpm",
            PackageManager::Bun => "bun",
        }
    }

    /// The tab's label, as each project writes its name.
    pub fn label(self) -> &'static str {
        match self {
            PackageManager::Yarn => "Yarn",
            PackageManager::Pnpm => "pnpm",
            PackageManager::Bun => "Bun",
        }
    }
}

/// `code` with each npm command written for `manager`.
pub(crate) fn convert(code: &str, manager: PackageManager) -> String {
    let mut out = String::with_capacity(code.len() + 16);
    for line in code.split_inclusive('\n') {
        let mut rest = line;
        while let Some((start, length)) = next_separator(rest) {
            out.push_str(&convert_command(&rest[..start], manager));
            out.push_str(&rest[start..start + length]);
            rest = &rest[start + length..];
        }
        out.push_str(&convert_command(rest, manager));
    }
    out
}

/// Where the next `&&`, `||`, `;` or `|` outside quotes starts, and its length.
fn next_separator(text: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut quote: Option<u8> = None;
    for (index, &byte) in bytes.iter().enumerate() {
        match (quote, byte) {
            (Some(open), _) if byte == open => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(byte),
            (None, b'&') if bytes.get(index + 1) == Some(&b'&') => return Some((index, 2)),
            (None, b'|') if bytes.get(index + 1) == Some(&b'|') => return Some((index, 2)),
            (None, b'|' | b';') => return Some((index, 1)),
            _ => {}
        }
    }
    None
}

/// One command, its surrounding whitespace kept; unchanged unless it runs npm.
fn convert_command(command: &str, manager: PackageManager) -> String {
    let body = command.trim();
    let Some(arguments) = body
        .strip_prefix("npm")
        .filter(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace))
    else {
        return command.to_owned();
    };
    let lead = &command[..command.len() - command.trim_start().len()];
    let trail = &command[command.trim_end().len()..];
    let words: Vec<&str> = arguments.split_whitespace().collect();
    format!("{lead}{}{trail}", rewrite(&words, manager).join(" "))
}

/// The words of `npm <words>` for `manager`.
fn rewrite<'w>(words: &[&'w str], manager: PackageManager) -> Vec<&'w str> {
    let name = manager.value();
    let Some((&command, arguments)) = words.split_first() else {
        return vec![name];
    };
    match command {
        "install" | "i" | "in" | "ins" | "inst" | "insta" | "instal" | "isnt" | "isnta"
        | "isntal" | "isntall" | "add" => install(arguments, manager),
        "ci" | "clean-install" | "ic" | "install-clean" | "isntall-clean" => {
            [&[name, "install", "--frozen-lockfile"], arguments].concat()
        }
        "uninstall" | "unlink" | "un" | "remove" | "rm" | "r" => remove(arguments, manager),
        "run" | "run-script" | "rum" | "urn" => match arguments.split_first() {
            Some((&script, rest)) => run(script, rest, manager),
            None => vec![name, "run"],
        },
        "test" | "t" | "tst" => run("test", arguments, manager),
        "start" | "stop" | "restart" => run(command, arguments, manager),
        "init" | "create" | "innit" => init(command, arguments, manager),
        "update" | "up" | "upgrade" | "udpate" => {
            let update = if manager == PackageManager::Yarn {
                "upgrade"
            } else {
                "update"
            };
            [&[name, update], arguments].concat()
        }
        "exec" | "x" => {
            let arguments = without_separator(arguments);
            match manager {
                PackageManager::Yarn => [&[name], arguments.as_slice()].concat(),
                PackageManager::Pnpm => [&[name, "exec"], arguments.as_slice()].concat(),
                PackageManager::Bun => [&["bunx"], arguments.as_slice()].concat(),
            }
        }
        "list" | "ls" | "ll" | "la" => match manager {
            PackageManager::Bun => [&[name, "pm", "ls"], arguments].concat(),
            _ => [&[name, "list"], arguments].concat(),
        },
        _ => [&[name], words].concat(),
    }
}

fn is_global(word: &str) -> bool {
    word == "-g" || word == "--global"
}

/// `npm install`: every package of `package.json` without names, else the named ones added.
fn install<'w>(arguments: &[&'w str], manager: PackageManager) -> Vec<&'w str> {
    let name = manager.value();
    let global = arguments.iter().any(|word| is_global(word));
    let has_packages = arguments.iter().any(|word| !word.starts_with('-'));
    if !has_packages && !global {
        return [&[name, "install"], arguments].concat();
    }
    let mut out = match (manager, global) {
        (PackageManager::Yarn, true) => vec![name, "global", "add"],
        _ => vec![name, "add"],
    };
    for &word in arguments {
        let mapped = match (word, manager) {
            ("-g" | "--global", PackageManager::Yarn) => None,
            ("-S" | "--save" | "-P" | "--save-prod", _) => None,
            ("-D" | "--save-dev", PackageManager::Pnpm) => Some("--save-dev"),
            ("-D" | "--save-dev", _) => Some("--dev"),
            ("-E" | "--save-exact", PackageManager::Pnpm) => Some("--save-exact"),
            ("-E" | "--save-exact", _) => Some("--exact"),
            ("-O" | "--save-optional", PackageManager::Pnpm) => Some("--save-optional"),
            ("-O" | "--save-optional", _) => Some("--optional"),
            ("--save-peer", PackageManager::Pnpm) => Some("--save-peer"),
            ("--save-peer", _) => Some("--peer"),
            _ => Some(word),
        };
        out.extend(mapped);
    }
    out
}

/// `npm uninstall <packages>`.
fn remove<'w>(arguments: &[&'w str], manager: PackageManager) -> Vec<&'w str> {
    let name = manager.value();
    let global = arguments.iter().any(|word| is_global(word));
    let mut out = match (manager, global) {
        (PackageManager::Yarn, true) => vec![name, "global", "remove"],
        _ => vec![name, "remove"],
    };
    // Where a package was saved is for npm to say: the others remove it from every list.
    let npm_only = |word: &str| {
        matches!(
            word,
            "-S" | "--save" | "-D" | "--save-dev" | "-O" | "--save-optional" | "--no-save"
        )
    };
    // `yarn global remove` says it already.
    let yarn_global = |word: &str| manager == PackageManager::Yarn && is_global(word);
    out.extend(
        arguments
            .iter()
            .copied()
            .filter(|word| !(npm_only(word) || yarn_global(word))),
    );
    out
}

/// The arguments without the `--` npm needs before those it passes on: the others pass on
/// every argument after the script's name.
fn without_separator<'w>(arguments: &[&'w str]) -> Vec<&'w str> {
    let mut arguments = arguments.to_vec();
    if let Some(position) = arguments.iter().position(|word| *word == "--") {
        arguments.remove(position);
    }
    arguments
}

/// Commands of Yarn 1 that a script of the same name cannot shadow: `yarn <name>` would run
/// the command, so such a script needs `yarn run`.
const YARN_COMMANDS: &[&str] = &[
    "add",
    "audit",
    "autoclean",
    "bin",
    "cache",
    "check",
    "config",
    "create",
    "exec",
    "global",
    "help",
    "import",
    "info",
    "init",
    "install",
    "licenses",
    "link",
    "list",
    "login",
    "logout",
    "node",
    "outdated",
    "owner",
    "pack",
    "policies",
    "publish",
    "remove",
    "tag",
    "team",
    "unlink",
    "upgrade",
    "version",
    "versions",
    "why",
    "workspace",
    "workspaces",
];

/// `npm run <script>`, and the scripts npm runs by their own name (`npm test`, `npm start`).
fn run<'w>(script: &'w str, arguments: &[&'w str], manager: PackageManager) -> Vec<&'w str> {
    let arguments = without_separator(arguments);
    let command: &[&str] = match manager {
        PackageManager::Yarn if YARN_COMMANDS.contains(&script) => &["yarn", "run", script],
        PackageManager::Yarn => &["yarn", script],
        // `pnpm test` and `pnpm start` run the scripts; other names need `run`.
        PackageManager::Pnpm if matches!(script, "test" | "start") => &["pnpm", script],
        PackageManager::Pnpm => &["pnpm", "run", script],
        // `bun test` is Bun's own test runner: scripts always go through `bun run`.
        PackageManager::Bun => &["bun", "run", script],
    };
    [command, arguments.as_slice()].concat()
}

/// `npm init` (a new `package.json`) and `npm init <initializer>` / `npm create
/// <initializer>` (a `create-<initializer>` package's starter).
fn init<'w>(command: &'w str, arguments: &[&'w str], manager: PackageManager) -> Vec<&'w str> {
    let name = manager.value();
    let arguments = without_separator(arguments);
    let has_initializer = arguments.iter().any(|word| !word.starts_with('-'));
    if command == "create" || has_initializer {
        return [&[name, "create"], arguments.as_slice()].concat();
    }
    // `pnpm init` asks no questions, and has no `--yes`.
    let arguments = arguments
        .into_iter()
        .filter(|word| !(manager == PackageManager::Pnpm && matches!(*word, "-y" | "--yes")));
    [name, "init"].into_iter().chain(arguments).collect()
}

#[cfg(test)]
mod tests {
    use super::PackageManager::{Bun, Pnpm, Yarn};
    use super::*;

    /// `npm_command` for Yarn, pnpm and Bun.
    fn all(npm_command: &str) -> [String; 3] {
        [Yarn, Pnpm, Bun].map(|manager| convert(npm_command, manager))
    }

    #[test]
    fn installs() {
        assert_eq!(
            all("npm install"),
            ["yarn install", "pnpm install", "bun install"]
        );
        assert_eq!(
            all("npm i"),
            ["yarn install", "pnpm install", "bun install"]
        );
        assert_eq!(
            all("npm install @cairn/theme"),
            [
                "yarn add @cairn/theme",
                "pnpm add @cairn/theme",
                "bun add @cairn/theme"
            ]
        );
        assert_eq!(
            all("npm i -D typescript --save-exact"),
            [
                "yarn add --dev typescript --exact",
                "pnpm add --save-dev typescript --save-exact",
                "bun add --dev typescript --exact"
            ]
        );
        assert_eq!(
            all("npm install --save react react-dom"),
            [
                "yarn add react react-dom",
                "pnpm add react react-dom",
                "bun add react react-dom"
            ]
        );
        assert_eq!(
            all("npm install -g serve"),
            [
                "yarn global add serve",
                "pnpm add -g serve",
                "bun add -g serve"
            ]
        );
        assert_eq!(
            all("npm ci"),
            [
                "yarn install --frozen-lockfile",
                "pnpm install --frozen-lockfile",
                "bun install --frozen-lockfile"
            ]
        );
    }

    #[test]
    fn removes() {
        assert_eq!(
            all("npm uninstall --save-dev lodash"),
            [
                "yarn remove lodash",
                "pnpm remove lodash",
                "bun remove lodash"
            ]
        );
        assert_eq!(
            all("npm rm -g serve"),
            [
                "yarn global remove serve",
                "pnpm remove -g serve",
                "bun remove -g serve"
            ]
        );
    }

    #[test]
    fn runs_scripts() {
        assert_eq!(
            all("npm run build"),
            ["yarn build", "pnpm run build", "bun run build"]
        );
        assert_eq!(
            all("npm run start -- --port 3001"),
            [
                "yarn start --port 3001",
                "pnpm start --port 3001",
                "bun run start --port 3001"
            ]
        );
        assert_eq!(all("npm test"), ["yarn test", "pnpm test", "bun run test"]);
        assert_eq!(
            all("npm run install"),
            ["yarn run install", "pnpm run install", "bun run install"]
        );
        assert_eq!(
            all("npm exec -- cairn build"),
            [
                "yarn cairn build",
                "pnpm exec cairn build",
                "bunx cairn build"
            ]
        );
    }

    #[test]
    fn creates_and_inits() {
        assert_eq!(
            all("npm init cairn@latest my-site -- --template classic"),
            [
                "yarn create cairn@latest my-site --template classic",
                "pnpm create cairn@latest my-site --template classic",
                "bun create cairn@latest my-site --template classic"
            ]
        );
        assert_eq!(
            all("npm create vite"),
            ["yarn create vite", "pnpm create vite", "bun create vite"]
        );
        assert_eq!(
            all("npm init -y"),
            ["yarn init -y", "pnpm init", "bun init -y"]
        );
    }

    #[test]
    fn other_commands_keep_their_name() {
        assert_eq!(
            all("npm update"),
            ["yarn upgrade", "pnpm update", "bun update"]
        );
        assert_eq!(
            all("npm publish --access public"),
            [
                "yarn publish --access public",
                "pnpm publish --access public",
                "bun publish --access public"
            ]
        );
        assert_eq!(all("npm ls"), ["yarn list", "pnpm list", "bun pm ls"]);
    }

    #[test]
    fn only_npm_commands_change_and_the_rest_of_the_text_stays() {
        let script = "# Install, then build\ncd my-site && npm install\n  npm run build; echo done\nnpx cairn serve\necho 'npm install stays quoted' | npm run lint\n";
        assert_eq!(
            convert(script, Yarn),
            "# Install, then build\ncd my-site && yarn install\n  yarn build; echo done\nnpx cairn serve\necho 'npm install stays quoted' | yarn lint\n"
        );
        assert_eq!(convert("npmrc\nnpm\n", Pnpm), "npmrc\npnpm\n");
    }
}
