//! Long-lived Node processes that run a site's plugins: its Docusaurus plugins
//! (`plugin-host.cjs`, where their content lives between their hooks, as it lives in
//! Docusaurus's process) and its remark and rehype plugins (`tree-plugins.cjs`).
//!
//! Requests and replies are JSON lines, one reply a request, in order. A reply line starts with
//! a prefix no log line has; whatever else a plugin prints on stdout goes on to stderr, where
//! its `console.log` goes too.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};

use serde::Deserialize;
use serde_json::Value;

use crate::unpack;

/// Which helper a process runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Helper {
    /// The site's Docusaurus plugins, with their lifecycle.
    PluginHost,
    /// The site's remark or rehype plugins, on documents' syntax trees.
    TreePlugins,
    /// The functions of the site's code its options name (`editUrl`, `readingTime`).
    Functions,
}

impl Helper {
    pub(crate) const fn script(self) -> &'static str {
        match self {
            Helper::PluginHost => "plugin-host.cjs",
            Helper::TreePlugins => "tree-plugins.cjs",
            Helper::Functions => "functions.cjs",
        }
    }
}

const REPLY: &str = "\u{0}cairn-plugin-host\u{0}";

/// What went wrong in the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostError {
    /// A plugin's hook threw: the plugin (`name (module)` or `plugins[2] (module)` before its
    /// name is known), the hook, the error's message and its stack.
    Plugin {
        plugin: Option<String>,
        hook: Option<String>,
        message: String,
        stack: String,
    },
    /// Node could not be started, or stopped before it replied.
    Process(String),
}

impl std::fmt::Display for HostError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostError::Plugin {
                plugin,
                hook,
                message,
                ..
            } => {
                if let Some(plugin) = plugin {
                    write!(formatter, "plugin {plugin}")?;
                    if let Some(hook) = hook {
                        write!(formatter, ", in `{hook}`")?;
                    }
                    formatter.write_str(": ")?;
                }
                formatter.write_str(message)
            }
            HostError::Process(message) => formatter.write_str(message),
        }
    }
}

impl HostError {
    /// The error as shown to the author: what `Display` says, then the frames of the stack (a
    /// JavaScript stack starts with the error's own message, which that holds already).
    pub fn with_stack(&self) -> String {
        with_frames(self.to_string(), self)
    }

    /// What the code threw, without naming a plugin or hook, then the frames of its stack:
    /// for callers whose own message says where it ran (a function an option names).
    pub fn thrown_with_stack(&self) -> String {
        match self {
            HostError::Plugin { message, .. } => with_frames(message.clone(), self),
            HostError::Process(message) => message.clone(),
        }
    }
}

/// `text`, then each frame of the error's stack on a line of its own.
fn with_frames(mut text: String, error: &HostError) -> String {
    if let HostError::Plugin { stack, .. } = error {
        for frame in stack
            .lines()
            .skip_while(|line| !line.trim_start().starts_with("at "))
        {
            text.push('\n');
            text.push_str(frame);
        }
    }
    text
}

impl std::error::Error for HostError {}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
enum Reply {
    Ok(Box<serde_json::value::RawValue>),
    Error {
        plugin: Option<String>,
        hook: Option<String>,
        message: String,
        #[serde(default)]
        stack: String,
    },
}

struct Connection {
    stdin: ChildStdin,
    replies: Receiver<String>,
}

/// A Node process of a site's plugins; stopped when dropped.
pub struct PluginHost {
    connection: Mutex<Connection>,
    child: Mutex<Child>,
}

impl PluginHost {
    /// Starts Node with the helper's script, in the site's folder.
    pub fn start(site_dir: &Path, helper: Helper) -> Result<PluginHost, HostError> {
        let folder = unpack().map_err(|error| HostError::Process(error.to_string()))?;
        let mut child = Command::new("node")
            .arg("--no-warnings")
            .arg(folder.join(helper.script()))
            .arg(site_dir)
            .current_dir(site_dir)
            // A plugin may run the engine that runs it (an archive of `cairn init`'s output),
            // as a Cargo build script finds Cargo in `CARGO`.
            .envs(
                std::env::current_exe()
                    .ok()
                    .map(|exe| ("CAIRN_EXECUTABLE", exe)),
            )
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| HostError::Process(format!("could not run `node`: {error}")))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (sender, replies) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                match line.strip_prefix(REPLY) {
                    Some(reply) => {
                        if sender.send(reply.to_owned()).is_err() {
                            break;
                        }
                    }
                    None => eprintln!("{line}"),
                }
            }
        });
        Ok(PluginHost {
            connection: Mutex::new(Connection { stdin, replies }),
            child: Mutex::new(child),
        })
    }

    /// Sends one request (an object with a `type`) and waits for its reply's value.
    pub fn request(&self, request: &Value) -> Result<Value, HostError> {
        let reply = self.request_text(request.to_string())?;
        serde_json::from_str(&reply).map_err(|error| {
            HostError::Process(format!(
                "the plugins' Node process replied with something unreadable: {error}"
            ))
        })
    }

    /// Sends one request, written as JSON on one line by the caller (a large tree need not
    /// become a `Value` first), and gives its reply's value as JSON text.
    pub fn request_text(&self, mut line: String) -> Result<String, HostError> {
        let connection = self
            .connection
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        line.push('\n');
        let stopped = || HostError::Process("the plugins' Node process stopped".to_owned());
        let mut stdin = &connection.stdin;
        stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.flush())
            .map_err(|_| stopped())?;
        let reply = connection.replies.recv().map_err(|_| stopped())?;
        match serde_json::from_str(&reply) {
            Ok(Reply::Ok(value)) => Ok(value.get().to_owned()),
            Ok(Reply::Error {
                plugin,
                hook,
                message,
                stack,
            }) => Err(HostError::Plugin {
                plugin,
                hook,
                message,
                stack,
            }),
            Err(error) => Err(HostError::Process(format!(
                "the plugins' Node process replied with something unreadable: {error}"
            ))),
        }
    }
}

impl Drop for PluginHost {
    fn drop(&mut self) {
        let child = self
            .child
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let _ = child.kill();
        let _ = child.wait();
    }
}
