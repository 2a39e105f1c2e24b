//! The threads of [`RenderPool::render_all`](super::RenderPool::render_all): for each worker,
//! one writes its requests and one reads its replies, and all of them share the next route to
//! take and the failures met so far.

use std::collections::HashSet;
use std::io::BufWriter;
use std::process::ChildStdin;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};

use super::{
    RenderJob, RenderedPage, Replies, Reply, SharedChunks, printable, render_request, send,
};
use crate::RenderError;
use crate::server_content::Fragment;

/// Most failing routes one render reports before it stops.
const SHOWN_FAILURES: usize = 20;

/// A request as the writer hands it to the reader: its index and the fragments its reply's
/// placeholders stand for, or its index and why it could not be written.
pub(super) type Written = Result<(usize, Vec<Fragment>), (usize, String)>;

/// What the threads of one render share.
#[derive(Default)]
pub(super) struct Stage {
    /// The index of the next job a worker takes.
    next: AtomicUsize,
    /// Set when the render stops: no worker takes another job.
    failed: AtomicBool,
    /// `(job index, failure)`, in the order the threads met them.
    errors: Mutex<Vec<(usize, RenderError)>>,
}

impl Stage {
    /// Records the failure of job `index`. A page that threw lets the others render, up to
    /// `SHOWN_FAILURES` of them; any other failure stops the render.
    fn fail(&self, index: usize, error: RenderError) {
        let stops = !matches!(error, RenderError::RenderFailed { .. });
        let mut errors = self
            .errors
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        errors.push((index, error));
        if stops || errors.len() >= SHOWN_FAILURES {
            self.failed.store(true, Ordering::SeqCst);
        }
    }

    /// A worker's writing side: takes the next job until none is left or the render stops,
    /// writes its request and passes it on to the reader, in order. A request that cannot be
    /// written is passed on as its index's failure, and ends the writing.
    pub(super) fn write_requests(
        &self,
        jobs: &[RenderJob],
        shared: &SharedChunks,
        stdin: &mut Option<BufWriter<ChildStdin>>,
        defined: &mut HashSet<String>,
        mark: &str,
        sent: SyncSender<Written>,
    ) {
        while !self.failed.load(Ordering::SeqCst) {
            let index = self.next.fetch_add(1, Ordering::SeqCst);
            let Some(job) = jobs.get(index) else { break };
            let (request, fragments) = render_request(index, job, shared, defined, mark);
            let written = send(stdin, &request);
            let stop = written.is_err();
            let queued = sent.send(
                written
                    .map(|()| (index, fragments))
                    .map_err(|reason| (index, reason)),
            );
            // The reader stops only after a failure; the stage is over then.
            if stop || queued.is_err() {
                break;
            }
        }
    }

    /// A worker's reading side: reads the reply to each request the writer passed on and
    /// hands the page to `on_rendered`, until the writer is done or the worker is lost.
    pub(super) fn read_replies(
        &self,
        jobs: &[RenderJob],
        replies: &mut Replies,
        to_read: Receiver<Written>,
        on_rendered: &impl Fn(usize, RenderedPage) -> Result<(), RenderError>,
    ) {
        for written in to_read {
            let (index, reply, server_content_runs) = match written {
                Ok((index, fragments)) => (index, replies.next(&fragments), fragments.len()),
                Err((index, reason)) => (index, Err(reason), 0),
            };
            let outcome = hand_over(index, &jobs[index], reply, server_content_runs, on_rendered);
            if let Err(error) = outcome {
                let crashed = matches!(error, RenderError::WorkerCrashed { .. });
                self.fail(index, error);
                if crashed {
                    break;
                }
            }
        }
    }

    /// The failures, in route order whichever worker met them first: none, one, or many.
    pub(super) fn into_result(self) -> Result<(), RenderError> {
        let mut errors = self
            .errors
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner());
        errors.sort_by_key(|(index, _)| *index);
        let mut errors: Vec<RenderError> = errors.into_iter().map(|(_, error)| error).collect();
        match errors.len() {
            0 => Ok(()),
            1 => Err(errors.remove(0)),
            count => Err(RenderError::Many { count, errors }),
        }
    }
}

/// Hands job `index`'s rendered page to `on_rendered`, or gives the failure its reply stands
/// for: the page threw, or the worker said something else or nothing.
fn hand_over(
    index: usize,
    job: &RenderJob,
    reply: Result<Reply, String>,
    server_content_runs: usize,
    on_rendered: &impl Fn(usize, RenderedPage) -> Result<(), RenderError>,
) -> Result<(), RenderError> {
    match reply {
        Ok(Reply::Rendered {
            body, head, reads, ..
        }) => {
            let mut head = head.unwrap_or_default();
            head.keep_writable_tags();
            let page = RenderedPage {
                body,
                head,
                reads,
                server_content_runs,
            };
            // The worker renders its next routes meanwhile: they wait in its pipe, and its
            // page in the engine's.
            on_rendered(index, page)
        }
        Ok(Reply::Error { message, stack }) => Err(RenderError::RenderFailed {
            route: job.path.clone(),
            source_file: job.source.clone(),
            message: printable(&message),
            stack: printable(&stack),
        }),
        Ok(Reply::Ready { .. } | Reply::Math { .. }) => Err(RenderError::WorkerCrashed {
            route: job.path.clone(),
            reason: "unexpected reply".to_owned(),
        }),
        Err(reason) => Err(RenderError::WorkerCrashed {
            route: job.path.clone(),
            reason,
        }),
    }
}
