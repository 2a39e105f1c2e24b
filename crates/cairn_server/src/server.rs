//! Binding, running and stopping the server.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::path::Path;

use std::sync::Arc;
use std::time::Duration;

use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

use crate::{ServeError, ServeOptions, site_router};

/// Serves `options.root` until Ctrl-C (or SIGTERM on Unix), then finishes in-flight
/// requests and returns.
///
/// `on_ready` receives the bound address (useful with port 0) once the server accepts
/// connections; the caller prints it, so this library stays silent.
pub async fn serve(
    options: ServeOptions,
    on_ready: impl FnOnce(SocketAddr),
) -> Result<(), ServeError> {
    serve_until(options, on_ready, shutdown_signal()).await
}

/// [`serve`] with the stop signal supplied by the caller, so tests can stop it.
pub(crate) async fn serve_until(
    options: ServeOptions,
    on_ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    check_root(&options.root)?;
    let listener = bind(&options.host, options.port).await?;
    on_ready(listener.local_addr()?);
    run(
        listener,
        site_router(options.root, &options.base_url, options.trailing_slash),
        shutdown,
    )
    .await
}

/// Listens on `host:port`; a port in use is its own error, with a hint.
pub async fn bind(host: &str, port: u16) -> Result<TcpListener, ServeError> {
    let addr = display_addr(host, port);
    TcpListener::bind((host, port))
        .await
        .map_err(|source| match source.kind() {
            io::ErrorKind::AddrInUse => ServeError::AddrInUse {
                addr: addr.clone(),
                source,
            },
            _ => ServeError::Bind {
                addr: addr.clone(),
                source,
            },
        })
}

/// What the server grants one client, so that idle or slow clients cannot hold it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// How long a connection may take to send a request's head, counted from when the
    /// server waits for it: a new connection's first request, or the next one on a kept-alive
    /// connection. A client that sends nothing, or a head a byte at a time, is let go.
    pub header_read_timeout: Duration,
    /// The most connections served at once; the next ones wait to be accepted. With the
    /// timeout, idle or slow clients cannot hold every file descriptor.
    pub max_connections: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_read_timeout: Duration::from_secs(20),
            max_connections: 512,
        }
    }
}

/// The most a request's head may take in memory (hyper's default is about 400 KB).
const MAX_HEAD_BYTES: usize = 64 * 1024;

/// How long in-flight requests may take to finish once the server is told to stop.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Serves `router` on `listener` until `shutdown` resolves, then finishes in-flight requests.
pub(crate) async fn run(
    listener: TcpListener,
    router: axum::Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    run_with(listener, router, shutdown, Limits::default()).await
}

/// [`run`] with the limits given.
pub(crate) async fn run_with(
    listener: TcpListener,
    router: axum::Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    limits: Limits,
) -> Result<(), ServeError> {
    // HTTP/1.1 only: browsers speak HTTP/2 over TLS alone, which a preview server lacks.
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_buf_size(MAX_HEAD_BYTES);
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let slot = tokio::select! {
            slot = Arc::clone(&slots).acquire_owned() => slot,
            () = &mut shutdown => break,
        };
        let Ok(slot) = slot else { break };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of descriptors, or a connection reset before it was accepted: wait a
                // little rather than spin, and go on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // A response goes out in more than one write (its head, then its body). With Nagle's
        // algorithm the second waits for the acknowledgement of the first, which the client
        // delays by about 40 ms: most requests of a kept-alive connection took that long.
        // Failing leaves the connection slower, not broken: nothing to report.
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let service = service_fn(move |request: hyper::Request<Incoming>| {
            router.clone().oneshot(request.map(axum::body::Body::new))
        });
        let connection = builder.serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            // A connection's end (closed, timed out, malformed) is the client's business.
            let _ = connection.await;
            drop(slot);
        });
    }
    // Stop accepting, let in-flight requests finish; a stream that never ends (the dev
    // server's events) is cut after a grace period.
    drop(listener);
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await;
    Ok(())
}

fn check_root(root: &Path) -> Result<(), ServeError> {
    match std::fs::metadata(root) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(ServeError::RootNotDirectory(root.to_path_buf())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            Err(ServeError::RootMissing(root.to_path_buf()))
        }
        Err(source) => Err(ServeError::RootUnreadable {
            path: root.to_path_buf(),
            source,
        }),
    }
}

/// `host:port` as a user would type it, bracketing IPv6 literals.
fn display_addr(host: &str, port: u16) -> String {
    if host.contains(':') && !host.starts_with('[') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}

/// Ctrl-C, or SIGTERM on Unix.
pub async fn shutdown_signal() {
    // If a handler cannot be installed, never resolve: shutting down immediately would be
    // worse, and the default signal disposition still ends the process.
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut stream) => {
                stream.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;
    use tokio::sync::oneshot;
    use tokio::time::timeout;

    use super::*;

    fn options(root: &Path, port: u16) -> ServeOptions {
        ServeOptions {
            root: root.to_path_buf(),
            host: "127.0.0.1".to_owned(),
            port,
            base_url: "/".to_owned(),
            trailing_slash: true,
        }
    }

    type Running = (
        SocketAddr,
        oneshot::Sender<()>,
        tokio::task::JoinHandle<Result<(), ServeError>>,
    );

    async fn start(root: &Path) -> Running {
        let (ready_tx, ready_rx) = oneshot::channel();
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let server = tokio::spawn(serve_until(
            options(root, 0),
            move |addr| {
                let _ = ready_tx.send(addr);
            },
            async move {
                let _ = stop_rx.await;
            },
        ));
        let addr = timeout(Duration::from_secs(10), ready_rx)
            .await
            .unwrap()
            .unwrap();
        (addr, stop_tx, server)
    }

    async fn stop((_, stop_tx, server): Running) {
        stop_tx.send(()).unwrap();
        let result = timeout(Duration::from_secs(10), server)
            .await
            .unwrap()
            .unwrap();
        assert!(result.is_ok(), "{result:?}");
    }

    /// One raw HTTP/1.1 exchange, so the test exercises the real listener and parser.
    async fn raw_get(addr: SocketAddr, target: &str) -> String {
        let raw = raw_exchange(addr, "GET", target, "").await;
        String::from_utf8_lossy(&raw).into_owned()
    }

    /// A request with `headers` (each line ending with CRLF), and everything the server sent.
    async fn raw_exchange(addr: SocketAddr, method: &str, target: &str, headers: &str) -> Vec<u8> {
        let exchange = async {
            let mut stream = TcpStream::connect(addr).await.unwrap();
            let request = format!(
                "{method} {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{headers}\r\n"
            );
            stream.write_all(request.as_bytes()).await.unwrap();
            let mut raw = Vec::new();
            stream.read_to_end(&mut raw).await.unwrap();
            raw
        };
        timeout(Duration::from_secs(10), exchange).await.unwrap()
    }

    #[tokio::test]
    async fn serves_a_real_http_request_and_shuts_down() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<h1>hello over tcp</h1>").unwrap();
        let running = start(dir.path()).await;
        let addr = running.0;
        assert!(addr.ip().is_loopback());
        assert_ne!(addr.port(), 0);

        let response = raw_get(addr, "/").await;
        assert!(response.starts_with("HTTP/1.1 200 OK\r\n"), "{response}");
        assert!(
            response
                .to_ascii_lowercase()
                .contains("content-type: text/html; charset=utf-8")
        );
        assert!(response.ends_with("<h1>hello over tcp</h1>"), "{response}");

        stop(running).await;
    }

    /// A compressed response goes out with its own length, and HEAD with the same headers.
    #[tokio::test]
    async fn compressed_responses_say_their_length_over_tcp() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>page</p>\n".repeat(500)).unwrap();
        let running = start(dir.path()).await;
        let heads = futures_util::future::join_all(["GET", "HEAD"].map(|method| async move {
            let raw = raw_exchange(running.0, method, "/", "Accept-Encoding: br\r\n").await;
            let end = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
            let head = String::from_utf8_lossy(&raw[..end]).to_ascii_lowercase();
            (head, raw.len() - end)
        }))
        .await;
        let [(get, body_len), (head, no_body)] = <[_; 2]>::try_from(heads).unwrap();
        assert!(get.starts_with("http/1.1 200"), "{get}");
        assert!(get.contains("content-encoding: br\r\n"), "{get}");
        assert!(
            get.contains(&format!("content-length: {body_len}\r\n")),
            "{get}"
        );
        assert!(body_len < 200, "{body_len}");
        assert!(
            head.contains(&format!("content-length: {body_len}\r\n")),
            "{head}"
        );
        assert!(head.contains("content-encoding: br\r\n"), "{head}");
        assert_eq!(no_body, 0);
        stop(running).await;
    }

    /// Reads one response of a kept-alive connection: its head, then its body by length.
    async fn read_response(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> String {
        let head_end = loop {
            if let Some(end) = buffer.windows(4).position(|window| window == b"\r\n\r\n") {
                break end + 4;
            }
            let mut chunk = [0; 16 * 1024];
            let read = stream.read(&mut chunk).await.unwrap();
            assert_ne!(read, 0, "the server closed the connection");
            buffer.extend_from_slice(&chunk[..read]);
        };
        let head = String::from_utf8_lossy(&buffer[..head_end]).into_owned();
        let length: usize = head
            .lines()
            .find_map(|line| {
                let (name, value) = line.split_once(':')?;
                name.eq_ignore_ascii_case("content-length")
                    .then(|| value.trim().parse().ok())?
            })
            .unwrap();
        while buffer.len() < head_end + length {
            let mut chunk = [0; 16 * 1024];
            let read = stream.read(&mut chunk).await.unwrap();
            assert_ne!(read, 0, "the server closed the connection");
            buffer.extend_from_slice(&chunk[..read]);
        }
        buffer.drain(..head_end + length);
        head
    }

    /// A response is written in more than one piece (its head, then its body): with Nagle's
    /// algorithm on, the second waits for the client's delayed acknowledgement of the first,
    /// about 40 ms on Linux, on most requests of a kept-alive connection.
    #[tokio::test]
    async fn requests_on_a_kept_alive_connection_do_not_wait_for_delayed_acks() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>page</p>".repeat(2_000)).unwrap();
        let running = start(dir.path()).await;
        let exchange = async {
            let mut stream = TcpStream::connect(running.0).await.unwrap();
            let mut buffer = Vec::new();
            let mut slowest = Duration::ZERO;
            let started = std::time::Instant::now();
            for _ in 0..40 {
                let sent = std::time::Instant::now();
                stream
                    .write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
                    .await
                    .unwrap();
                let head = read_response(&mut stream, &mut buffer).await;
                assert!(head.starts_with("HTTP/1.1 200"), "{head}");
                slowest = slowest.max(sent.elapsed());
            }
            (started.elapsed(), slowest)
        };
        let (total, slowest) = timeout(Duration::from_secs(30), exchange).await.unwrap();
        // Without the fix, about 35 of the 40 requests took 40 ms or more (1.5 s in all).
        assert!(
            total < Duration::from_millis(600),
            "40 requests took {total:?}, the slowest {slowest:?}"
        );
        stop(running).await;
    }

    /// A server of `root` with `limits`, stopped when the returned sender is dropped.
    async fn start_limited(root: &Path, limits: Limits) -> (SocketAddr, oneshot::Sender<()>) {
        let listener = bind("127.0.0.1", 0).await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        tokio::spawn(run_with(
            listener,
            crate::site_router(root.to_path_buf(), "/", true),
            async move {
                let _ = stop_rx.await;
            },
            limits,
        ));
        (addr, stop_tx)
    }

    /// A client that sends half a request head and then nothing (slowloris) is let go once the
    /// header-read timeout passes, and so is one that sends nothing at all.
    #[tokio::test]
    async fn clients_that_do_not_finish_a_request_head_are_let_go() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>hi</p>").unwrap();
        let limits = Limits {
            header_read_timeout: Duration::from_millis(300),
            ..Limits::default()
        };
        let (addr, _stop) = start_limited(dir.path(), limits).await;
        for sent in [&b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "[..], b""] {
            let mut stream = TcpStream::connect(addr).await.unwrap();
            stream.write_all(sent).await.unwrap();
            let started = std::time::Instant::now();
            let mut rest = Vec::new();
            // The server closes the connection (after a 408 or nothing): the read ends.
            timeout(Duration::from_secs(5), stream.read_to_end(&mut rest))
                .await
                .expect("the server let the connection go")
                .ok();
            assert!(started.elapsed() >= Duration::from_millis(250));
        }
    }

    /// With every connection slot held by idle clients, a new client waits until their
    /// header-read timeout frees one, then is served: it is never locked out.
    #[tokio::test]
    async fn idle_clients_holding_every_slot_do_not_lock_others_out() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>served</p>").unwrap();
        let limits = Limits {
            header_read_timeout: Duration::from_millis(400),
            max_connections: 2,
        };
        let (addr, _stop) = start_limited(dir.path(), limits).await;
        let _idle = [
            TcpStream::connect(addr).await.unwrap(),
            TcpStream::connect(addr).await.unwrap(),
        ];
        tokio::time::sleep(Duration::from_millis(50)).await;
        let started = std::time::Instant::now();
        let response = raw_get(addr, "/").await;
        assert!(response.starts_with("HTTP/1.1 200"), "{response}");
        assert!(response.ends_with("<p>served</p>"), "{response}");
        // Served once a slot was free, not before.
        assert!(
            started.elapsed() >= Duration::from_millis(250),
            "{:?}",
            started.elapsed()
        );
    }

    #[tokio::test]
    async fn raw_traversal_requests_do_not_leak() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("site");
        std::fs::create_dir(&root).unwrap();
        std::fs::write(dir.path().join("secret"), "TOP SECRET").unwrap();
        let running = start(&root).await;
        for target in [
            "/../secret",
            "/..\\secret",
            "/%2e%2e/secret",
            "/assets/..%2f..%2fsecret",
        ] {
            let response = raw_get(running.0, target).await;
            // hyper may refuse some of these outright (400); either way, no file.
            assert!(
                response.starts_with("HTTP/1.1 404") || response.starts_with("HTTP/1.1 400"),
                "{target}: {response}"
            );
            assert!(!response.contains("TOP SECRET"), "{target}");
        }
        stop(running).await;
    }

    #[tokio::test]
    async fn missing_root_says_to_build_first() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("build");
        let error = serve(options(&missing, 0), |_| panic!("must not bind"))
            .await
            .unwrap_err();
        assert!(matches!(error, ServeError::RootMissing(_)), "{error:?}");
        let message = error.to_string();
        assert!(message.contains("cairn build"), "{message}");
        assert!(
            message.contains(&missing.display().to_string()),
            "{message}"
        );
    }

    #[tokio::test]
    async fn root_that_is_a_file_is_rejected() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("build");
        std::fs::write(&file, "").unwrap();
        let error = serve(options(&file, 0), |_| panic!("must not bind"))
            .await
            .unwrap_err();
        assert!(
            matches!(error, ServeError::RootNotDirectory(_)),
            "{error:?}"
        );
        assert!(error.to_string().contains("cairn build"));
    }

    #[tokio::test]
    async fn port_in_use_names_the_address_and_hints_port_flag() {
        let dir = tempfile::tempdir().unwrap();
        let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = taken.local_addr().unwrap().port();
        let error = serve(options(dir.path(), port), |_| panic!("must not bind"))
            .await
            .unwrap_err();
        assert!(matches!(error, ServeError::AddrInUse { .. }), "{error:?}");
        let message = error.to_string();
        assert!(message.contains(&format!("127.0.0.1:{port}")), "{message}");
        assert!(message.contains("--port"), "{message}");
    }

    #[test]
    fn ipv6_hosts_are_bracketed() {
        assert_eq!(display_addr("::1", 3000), "[::1]:3000");
        assert_eq!(display_addr("localhost", 3000), "localhost:3000");
    }
}
