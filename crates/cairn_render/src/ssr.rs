//! A pool of long-lived Node.js processes that server-render routes.
//!
//! Rust feeds each worker one JSON line per route and reads one line back; starting Node once
//! per worker instead of once per page is what keeps rendering at thousands of pages a second.

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use cairn_content::Chunk;
use serde::Deserialize;
use serde_json::Value;

use crate::node::ThemeLocation;
use crate::server_content::{Fragment, ServerContent, expand, prerender_page};
use crate::shared_markup::{PageBody, SharedMarkup};
use crate::{RenderError, RenderedHead};
use pipeline::{Stage, Written};

mod pipeline;

/// One route to render.
#[derive(Debug, Clone)]
pub struct RenderJob {
    pub path: String,
    pub component: String,
    /// The route's props, one chunk per prop.
    pub props: Vec<(String, Chunk)>,
    pub source: Option<PathBuf>,
    /// Set when the route's `page` prop holds a content tree the engine may render parts of
    /// (`server_content`).
    pub content: Option<ServerContent>,
    /// The label of a heading's `#` link in the page's locale, `{heading}` standing for the
    /// heading's text (the theme's `theme.common.headingLinkTitle`).
    pub heading_link_label: std::sync::Arc<str>,
}

/// The English label of a heading's `#` link, which a locale's messages may replace.
pub const HEADING_LINK_LABEL: &str = "Direct link to {heading}";

/// The site data a worker starts with, and the data chunks it names by URL (each docs
/// instance's lists of docs, the static images' data), which the server resolves without
/// fetching.
#[derive(Debug, Clone, Copy)]
pub struct SiteInput<'a> {
    pub site: &'a Chunk,
    /// `(URL, chunk)`.
    pub chunks: &'a [(String, Chunk)],
}

impl SiteInput<'_> {
    /// `{"type":"init","bundle":…,"site":{…},"chunks":{url: {…}},"markupMark":…}`, chunks
    /// spliced in as they are.
    fn init_message(&self, ssr_entry: &Path, markup_mark: &str) -> String {
        let mut message = format!(
            "{{\"type\":\"init\",\"bundle\":{},\"site\":{},\"chunks\":",
            Value::from(ssr_entry.to_string_lossy().as_ref()),
            self.site.json()
        );
        push_object(
            &mut message,
            self.chunks
                .iter()
                .map(|(url, chunk)| (url.as_str(), chunk.json())),
        );
        message.push_str(",\"markupMark\":");
        message.push_str(&Value::from(markup_mark).to_string());
        message.push('}');
        message
    }
}

/// Chunks used by several routes (a sidebar) are sent to each worker once and then named by
/// hash; re-sending and re-parsing them per page would cost more than rendering the page.
#[derive(Debug, Default)]
pub struct SharedChunks {
    shared: HashSet<String>,
}

impl SharedChunks {
    pub fn new<'a>(jobs: impl IntoIterator<Item = &'a RenderJob>) -> Self {
        let mut uses: HashMap<&str, usize> = HashMap::new();
        for job in jobs {
            for (_, chunk) in &job.props {
                *uses.entry(chunk.hash()).or_default() += 1;
            }
        }
        SharedChunks {
            shared: uses
                .into_iter()
                .filter(|(_, count)| *count > 1)
                .map(|(hash, _)| hash.to_owned())
                .collect(),
        }
    }

    fn is_shared(&self, chunk: &Chunk) -> bool {
        self.shared.contains(chunk.hash())
    }
}

/// What a worker says back.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum Reply {
    Ready {
        /// Export names of each module content takes components from.
        #[serde(default, rename = "contentExports")]
        content_exports: ContentExports,
    },
    /// The page's HTML follows the line: `bytes` of UTF-8, unescaped.
    Rendered {
        #[serde(default, skip_deserializing)]
        body: PageBody,
        bytes: usize,
        #[serde(default)]
        head: Option<RenderedHead>,
        #[serde(default, flatten)]
        reads: PageReads,
        /// Markup the page rendered first, which later pages name by id.
        #[serde(default)]
        markup: HashMap<String, String>,
    },
    Error {
        message: String,
        #[serde(default)]
        stack: String,
    },
    Math {
        html: String,
        #[serde(default)]
        error: Option<String>,
    },
}

/// The export names of each content module (`@site/src/components/Card` → `["default"]`), as
/// the SSR bundle found them.
pub type ContentExports = std::collections::BTreeMap<String, Vec<String>>;

/// A formula rendered by KaTeX; `error` is KaTeX's complaint about an invalid one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedMath {
    pub html: String,
    pub error: Option<String>,
}

/// Renders formulas (`(tex, display)`) with KaTeX in one worker, which needs no bundle.
pub fn render_math(
    theme: &ThemeLocation,
    formulas: &[(String, bool)],
) -> Result<Vec<RenderedMath>, RenderError> {
    let mut worker = Worker::spawn(theme)?;
    formulas
        .iter()
        .enumerate()
        .map(|(id, (tex, display))| {
            let request = format!(
                "{{\"type\":\"math\",\"id\":{id},\"tex\":{},\"display\":{display}}}",
                Value::from(tex.as_str())
            );
            match worker.exchange(&request) {
                Ok(Reply::Math { html, error }) => Ok(RenderedMath { html, error }),
                Ok(Reply::Error { message, .. }) | Err(message) => Err(RenderError::WorkerStart {
                    reason: format!("rendering math failed: {message}"),
                }),
                Ok(_) => Err(RenderError::WorkerStart {
                    reason: "unexpected reply to a math request".to_owned(),
                }),
            }
        })
        .collect()
}

/// What a page read of the site data's chunks while it rendered. The browser must give the
/// same answers when it hydrates the page, before it has loaded any of those chunks.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
pub struct PageReads {
    /// The docs the page looked up, beyond every page's layout docs: instance id → version
    /// name → docs.
    #[serde(default)]
    pub docs: Option<Value>,
    /// URLs of the site data chunks the page read whole (site code listing a version's docs,
    /// an image of `[idealImage] staticImages`): the browser loads them before it hydrates
    /// the page.
    #[serde(default, rename = "siteChunks")]
    pub chunks: Vec<String>,
}

/// The result of rendering one route.
#[derive(Debug, Clone)]
pub struct RenderedPage {
    pub body: PageBody,
    pub head: RenderedHead,
    pub reads: PageReads,
    /// Runs of the page's content the engine wrote instead of the worker (`server_content`).
    pub server_content_runs: usize,
}

struct Worker {
    content_exports: ContentExports,
    /// `None` once closed, which asks the worker to exit.
    stdin: Option<BufWriter<ChildStdin>>,
    /// The hashes of the shared chunks this worker was sent.
    defined: HashSet<String>,
    replies: Replies,
}

/// The reading side of a worker: its output, and the process, whose exit status explains an
/// output that ended.
struct Replies {
    child: Child,
    stdout: BufReader<ChildStdout>,
    line: String,
    /// Markup this worker sent, which its pages name.
    markup: SharedMarkup,
}

impl Worker {
    fn start(
        theme: &ThemeLocation,
        ssr_entry: &Path,
        site: &SiteInput<'_>,
    ) -> Result<Self, RenderError> {
        let mut worker = Worker::spawn(theme)?;
        let init = site.init_message(ssr_entry, worker.replies.markup.mark());
        match worker.exchange(&init) {
            Ok(Reply::Ready { content_exports }) => {
                worker.content_exports = content_exports;
                Ok(worker)
            }
            Ok(Reply::Error { message, stack }) => Err(RenderError::WorkerStart {
                reason: format!("{message}\n{stack}"),
            }),
            Ok(_) => Err(RenderError::WorkerStart {
                reason: "unexpected reply to init".to_owned(),
            }),
            Err(reason) => Err(RenderError::WorkerStart { reason }),
        }
    }

    /// Gives a started worker another site's data (another locale's pages): the bundle it
    /// loaded stays, and with it V8's optimised code, which a new worker would have to warm up
    /// again (its first pages cost about three times the later ones). The markup it kept for
    /// the previous site is dropped on both sides.
    fn switch_site(&mut self, ssr_entry: &Path, site: &SiteInput<'_>) -> Result<(), RenderError> {
        self.replies.markup = SharedMarkup::new();
        let init = site.init_message(ssr_entry, self.replies.markup.mark());
        match self.exchange(&init) {
            Ok(Reply::Ready { content_exports }) => {
                self.content_exports = content_exports;
                Ok(())
            }
            Ok(Reply::Error { message, stack }) => Err(RenderError::WorkerStart {
                reason: format!("{message}\n{stack}"),
            }),
            Ok(_) => Err(RenderError::WorkerStart {
                reason: "unexpected reply to init".to_owned(),
            }),
            Err(reason) => Err(RenderError::WorkerStart { reason }),
        }
    }

    /// A worker process that has not loaded the SSR bundle yet.
    fn spawn(theme: &ThemeLocation) -> Result<Self, RenderError> {
        let mut child = Command::new("node")
            // V8's young generation grows to 16 MiB semi-spaces by default. A render's garbage
            // is short-lived and small, so 4 MiB collects it as cheaply (no measurable change in
            // CPU time replaying a 10,000-page build's requests) and keeps each worker about
            // 30 MB smaller.
            .arg(format!("--max-semi-space-size={WORKER_SEMI_SPACE_MIB}"))
            // A worker's collections are small and frequent; V8's helper threads for them
            // only contend with the other workers for the cores (4 % less CPU replaying a
            // 10,000-page build's requests through one worker, with a core to spare).
            .arg("--single-threaded-gc")
            .arg(theme.worker_script())
            .env("NODE_ENV", "production")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| RenderError::NodeMissing {
                reason: error.to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(RenderError::WorkerStart {
                reason: "no stdio pipes".to_owned(),
            });
        };
        widen_pipe(&stdin);
        widen_pipe(&stdout);
        Ok(Worker {
            content_exports: ContentExports::new(),
            stdin: Some(BufWriter::new(stdin)),
            defined: HashSet::new(),
            replies: Replies {
                child,
                stdout: BufReader::new(stdout),
                line: String::new(),
                markup: SharedMarkup::new(),
            },
        })
    }

    /// Sends `message` and waits for the reply.
    fn exchange(&mut self, message: &str) -> Result<Reply, String> {
        send(&mut self.stdin, message)?;
        self.replies.next(&[])
    }
}

/// Writes one message line to a worker.
fn send(stdin: &mut Option<BufWriter<ChildStdin>>, message: &str) -> Result<(), String> {
    let stdin = stdin
        .as_mut()
        .ok_or_else(|| "the worker was stopped".to_owned())?;
    stdin
        .write_all(message.as_bytes())
        .and_then(|()| stdin.write_all(b"\n"))
        .and_then(|()| stdin.flush())
        .map_err(|error| format!("cannot write to the worker: {error}"))
}

impl Replies {
    /// Reads the worker's next reply, with the page that follows a `rendered` line, where the
    /// `fragments` of its request go in place of their placeholders.
    fn next(&mut self, fragments: &[Fragment]) -> Result<Reply, String> {
        self.line.clear();
        let read = self
            .stdout
            .read_line(&mut self.line)
            .map_err(|error| format!("cannot read from the worker: {error}"))?;
        if read == 0 {
            let status = self.exit_status().map_or_else(
                || "closed its output".to_owned(),
                |s| format!("exited with {s}"),
            );
            return Err(format!("the worker {status}"));
        }
        let mut reply: Reply = serde_json::from_str(&self.line)
            .map_err(|error| format!("unreadable reply ({error}): {}", self.line.trim()))?;
        if let Reply::Rendered {
            body,
            bytes,
            markup,
            ..
        } = &mut reply
        {
            let html = expand(self.read_body(*bytes)?, self.markup.mark(), fragments)?;
            self.markup.define(std::mem::take(markup))?;
            *body = self.markup.body(html)?;
        }
        Ok(reply)
    }

    /// How the worker ended, waiting up to `EXIT_GRACE` for it to be gone (its output has
    /// closed, or its input has). `None` if it is still running, or cannot be asked.
    fn exit_status(&mut self) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + EXIT_GRACE;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Ok(None) | Err(_) => return None,
            }
        }
    }

    /// The `bytes` of UTF-8 that follow a reply's line.
    fn read_body(&mut self, bytes: usize) -> Result<String, String> {
        let mut body = vec![0; bytes];
        self.stdout.read_exact(&mut body).map_err(|error| {
            format!("cannot read a page of {bytes} bytes from the worker: {error}")
        })?;
        String::from_utf8(body)
            .map_err(|error| format!("the worker sent a page that is not UTF-8: {error}"))
    }
}

/// Room for a whole request or page in the pipe, so neither side waits for the other to be
/// scheduled halfway through a message: a docs page of a large site is over 64 KiB, Linux's
/// default. Best effort; the kernel caps the size (`/proc/sys/fs/pipe-max-size`).
#[cfg(target_os = "linux")]
fn widen_pipe(pipe: &impl std::os::fd::AsFd) {
    const PIPE_BYTES: usize = 1 << 20;
    let _ = rustix::pipe::fcntl_setpipe_size(pipe, PIPE_BYTES);
}

#[cfg(not(target_os = "linux"))]
fn widen_pipe<T>(_pipe: &T) {}

/// The size, in MiB, of each of a worker's two young-generation spaces.
const WORKER_SEMI_SPACE_MIB: u32 = 4;

/// How long a worker may take to exit after its input is closed.
const EXIT_GRACE: Duration = Duration::from_secs(2);

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing stdin tells the worker to exit; kill is the fallback for a stuck one.
        drop(self.stdin.take());
        if self.replies.exit_status().is_some() {
            return;
        }
        let _ = self.replies.child.kill();
        let _ = self.replies.child.wait();
    }
}

/// Started workers, ready to render.
pub struct RenderPool {
    workers: Vec<Worker>,
}

impl RenderPool {
    /// Starts `size` workers (at least one) in parallel.
    pub fn start(
        theme: &ThemeLocation,
        ssr_entry: &Path,
        site: &SiteInput<'_>,
        size: usize,
    ) -> Result<Self, RenderError> {
        let started: Vec<Result<Worker, RenderError>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..size.max(1))
                .map(|_| scope.spawn(|| Worker::start(theme, ssr_entry, site)))
                .collect();
            handles
                .into_iter()
                .map(|handle| {
                    handle.join().unwrap_or_else(|_| {
                        Err(RenderError::WorkerStart {
                            reason: "worker start-up thread panicked".to_owned(),
                        })
                    })
                })
                .collect()
        });
        let workers = started.into_iter().collect::<Result<Vec<_>, _>>()?;
        Ok(RenderPool { workers })
    }

    pub fn size(&self) -> usize {
        self.workers.len()
    }

    /// Gives every worker another site's data, for a build of several locales that share one
    /// bundle (see `Worker::switch_site`).
    pub fn switch_site(
        &mut self,
        ssr_entry: &Path,
        site: &SiteInput<'_>,
    ) -> Result<(), RenderError> {
        for worker in &mut self.workers {
            worker.switch_site(ssr_entry, site)?;
        }
        Ok(())
    }

    /// The export names of each content module, as the workers loaded them.
    pub fn content_exports(&self) -> &ContentExports {
        static EMPTY: ContentExports = ContentExports::new();
        self.workers
            .first()
            .map_or(&EMPTY, |worker| &worker.content_exports)
    }

    /// Renders every job, calling `on_rendered(index, page)` as each finishes (from the thread
    /// that reads the worker's replies, while the worker renders its next routes, which wait
    /// in its pipe: handing each page to a thread of its own cost a wake-up per page). A page
    /// that throws is reported and the others still render, so one build shows every failing
    /// route (up to `SHOWN_FAILURES`); a worker that dies, or output that cannot be written,
    /// stops the stage.
    pub fn render_all(
        &mut self,
        jobs: &[RenderJob],
        shared: &SharedChunks,
        on_rendered: impl Fn(usize, RenderedPage) -> Result<(), RenderError> + Sync,
    ) -> Result<(), RenderError> {
        let stage = Stage::default();
        std::thread::scope(|scope| {
            for worker in &mut self.workers {
                let (stage, on_rendered) = (&stage, &on_rendered);
                // Requests go out ahead of the replies, from a thread of their own: the worker
                // finds its next route waiting when it finishes one, instead of sleeping until
                // the engine has read its page and written the next request.
                let (sent, to_read) = std::sync::mpsc::sync_channel::<Written>(REQUESTS_AHEAD);
                let Worker {
                    stdin,
                    defined,
                    replies,
                    ..
                } = worker;
                let mark = replies.markup.mark().to_owned();
                scope.spawn(move || {
                    stage.write_requests(jobs, shared, stdin, defined, &mark, sent);
                });
                scope.spawn(move || stage.read_replies(jobs, replies, to_read, on_rendered));
            }
        });
        stage.into_result()
    }
}

/// Written requests that may wait for the reader to start on their replies, beyond the one it
/// is reading (the writer may have one more on its way): a worker that finishes a page finds
/// the next requests in its pipe. Replaying a 10,000-page build's requests, keeping up to four
/// in flight took about a tenth less of a worker's CPU time than one at a time.
const REQUESTS_AHEAD: usize = 2;

/// `{"type":"render",…,"props":{inline chunks},"shared":{key: hash},"define":{hash: chunk}}`,
/// where `define` holds the shared chunks the worker has not seen (tracked in `defined`).
/// Chunks are spliced in as JSON text, never re-serialised, except a `page` whose content the
/// engine renders in part: that one holds placeholders (with `mark`) for the fragments given
/// back with the request.
fn render_request(
    id: usize,
    job: &RenderJob,
    shared: &SharedChunks,
    defined: &mut HashSet<String>,
    mark: &str,
) -> (String, Vec<Fragment>) {
    let (by_hash, inline): (Vec<_>, Vec<_>) = job
        .props
        .iter()
        .partition(|(_, chunk)| shared.is_shared(chunk));
    let mut request = format!(
        "{{\"type\":\"render\",\"id\":{id},\"path\":{},\"component\":{},\"props\":",
        Value::from(job.path.as_str()),
        Value::from(job.component.as_str()),
    );
    let mut fragments = Vec::new();
    let mut prerendered = None;
    if let Some(rules) = job.content
        && let Some((_, page)) = inline.iter().find(|(key, _)| key == "page")
        && let Some((json, rendered)) =
            prerender_page(page.json(), &job.path, rules, &job.heading_link_label, mark)
    {
        prerendered = Some(json);
        fragments = rendered;
    }
    push_object(
        &mut request,
        inline.iter().map(|(key, chunk)| match &prerendered {
            Some(json) if key == "page" => (key.as_str(), json.as_str()),
            _ => (key.as_str(), chunk.json()),
        }),
    );
    request.push_str(",\"shared\":");
    let names: Vec<(&str, String)> = by_hash
        .iter()
        .map(|(key, chunk)| (key.as_str(), Value::from(chunk.hash()).to_string()))
        .collect();
    push_object(
        &mut request,
        names.iter().map(|(key, hash)| (*key, hash.as_str())),
    );
    request.push_str(",\"define\":");
    let new_chunks: Vec<&Chunk> = by_hash
        .iter()
        .map(|(_, chunk)| chunk)
        .filter(|chunk| defined.insert(chunk.hash().to_owned()))
        .collect();
    push_object(
        &mut request,
        new_chunks.iter().map(|chunk| (chunk.hash(), chunk.json())),
    );
    request.push('}');
    (request, fragments)
}

/// Appends `{"key":json,…}` with the values spliced in as they are.
fn push_object<'a>(out: &mut String, entries: impl Iterator<Item = (&'a str, &'a str)>) {
    out.push('{');
    for (index, (key, json)) in entries.enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&Value::from(key).to_string());
        out.push(':');
        out.push_str(json);
    }
    out.push('}');
}

/// A message from the worker as a terminal can show it: control characters other than line
/// breaks and tabs (a NUL inside an exception's text, say) are written as `\u{…}` escapes.
fn printable(text: &str) -> String {
    text.chars()
        .map(|character| {
            if character.is_control() && character != '\n' && character != '\t' {
                character.escape_unicode().to_string()
            } else {
                character.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worker_messages_lose_their_control_characters() {
        assert_eq!(
            printable("Invalid tag: \0html\nnext\tline"),
            "Invalid tag: \\u{0}html\nnext\tline"
        );
    }

    #[test]
    fn shared_chunks_are_defined_once_per_worker() {
        let sidebar = Chunk::from_json("[1,2]".to_owned());
        let job = |page: &str| RenderJob {
            path: format!("/{page}/"),
            component: "@theme/DocPage".to_owned(),
            props: vec![
                (
                    "page".to_owned(),
                    Chunk::from_json(format!("{{\"p\":\"{page}\"}}")),
                ),
                ("sidebar".to_owned(), sidebar.clone()),
            ],
            source: None,
            heading_link_label: HEADING_LINK_LABEL.into(),
            content: None,
        };
        let jobs = [job("a"), job("b")];
        let shared = SharedChunks::new(&jobs);
        let mut defined = HashSet::new();
        let (first, _) = render_request(0, &jobs[0], &shared, &mut defined, "m");
        let (second, _) = render_request(1, &jobs[1], &shared, &mut defined, "m");
        let hash = sidebar.hash();
        assert_eq!(
            first,
            format!(
                r#"{{"type":"render","id":0,"path":"/a/","component":"@theme/DocPage","props":{{"page":{{"p":"a"}}}},"shared":{{"sidebar":"{hash}"}},"define":{{"{hash}":[1,2]}}}}"#
            )
        );
        assert_eq!(
            second,
            format!(
                r#"{{"type":"render","id":1,"path":"/b/","component":"@theme/DocPage","props":{{"page":{{"p":"b"}}}},"shared":{{"sidebar":"{hash}"}},"define":{{}}}}"#
            )
        );
        for request in [first, second] {
            serde_json::from_str::<Value>(&request).unwrap();
        }
    }

    #[test]
    fn a_worker_starts_with_the_site_data_and_the_chunks_it_names() {
        let site = Chunk::from_json(r#"{"title":"T"}"#.to_owned());
        let chunks = [(
            "/assets/data/l.json".to_owned(),
            Chunk::from_json("[1]".to_owned()),
        )];
        let input = SiteInput {
            site: &site,
            chunks: &chunks,
        };
        let message = input.init_message(Path::new("/site/server.mjs"), "cairn-markup-1f");
        assert_eq!(
            message,
            r#"{"type":"init","bundle":"/site/server.mjs","site":{"title":"T"},"chunks":{"/assets/data/l.json":[1]},"markupMark":"cairn-markup-1f"}"#
        );
    }

    #[test]
    fn a_worker_reads_long_lines_of_any_characters() {
        let theme = crate::node::find_theme(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        let mut worker = Worker::spawn(&theme).unwrap();
        // Longer than the worker's 1 MiB read buffer, in characters of two, three and four
        // bytes: the pipe hands the line over in pieces that cut through some of them.
        let kind = "é€😀".repeat(120_000);
        let message = format!("{{\"type\":{}}}", Value::from(kind.as_str()));
        match worker.exchange(&message) {
            Ok(Reply::Error { message, .. }) => {
                assert!(message == format!("unknown message type \"{kind}\""));
            }
            other => panic!("not the error expected: {other:?}"),
        }
        // The next line starts where that one ended.
        match worker.exchange(r#"{"type":"math","id":1,"tex":"x^2","display":false}"#) {
            Ok(Reply::Math { html, error: None }) => assert!(html.contains("katex"), "{html}"),
            other => panic!("not a formula: {other:?}"),
        }
    }

    #[test]
    fn replies_parse() {
        let reply: Reply = serde_json::from_str(r#"{"type":"rendered","id":1,"bytes":8}"#).unwrap();
        assert!(matches!(
            reply,
            Reply::Rendered {
                bytes: 8,
                head: None,
                ..
            }
        ));
        let reply: Reply = serde_json::from_str(
            r#"{"type":"rendered","id":2,"bytes":3,"docs":{"default":{"current":[{"id":"a","path":"/docs/a/"}]}},"siteChunks":["/assets/data/1.json"]}"#,
        )
        .unwrap();
        let Reply::Rendered { reads, .. } = reply else {
            panic!("not a rendered page: {reply:?}")
        };
        assert_eq!(
            reads,
            PageReads {
                docs: Some(
                    serde_json::json!({"default": {"current": [{"id": "a", "path": "/docs/a/"}]}})
                ),
                chunks: vec!["/assets/data/1.json".to_owned()],
            }
        );
        let reply: Reply = serde_json::from_str(
            r#"{"type":"rendered","id":3,"bytes":1,"markup":{"0":"<b>A</b>","12":"B"}}"#,
        )
        .unwrap();
        let Reply::Rendered { markup, .. } = reply else {
            panic!("not a rendered page: {reply:?}")
        };
        assert_eq!(
            markup,
            HashMap::from([
                ("0".to_owned(), "<b>A</b>".to_owned()),
                ("12".to_owned(), "B".to_owned())
            ])
        );
        let reply: Reply =
            serde_json::from_str(r#"{"type":"error","id":1,"message":"boom","stack":"at X"}"#)
                .unwrap();
        assert!(matches!(reply, Reply::Error { message, .. } if message == "boom"));
        let reply: Reply = serde_json::from_str(
            r#"{"type":"ready","contentExports":{"@site/src/components/Card":["default","Grid"]}}"#,
        )
        .unwrap();
        assert!(
            matches!(reply, Reply::Ready { content_exports } if content_exports["@site/src/components/Card"] == ["default", "Grid"])
        );
    }
}
