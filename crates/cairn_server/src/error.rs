use std::io;
use std::path::PathBuf;

/// Why the server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServeError {
    #[error("site directory `{}` does not exist; run `cairn build` first", .0.display())]
    RootMissing(PathBuf),

    #[error("`{}` is not a directory; run `cairn build` first and serve its output directory", .0.display())]
    RootNotDirectory(PathBuf),

    #[error("cannot read site directory `{}`: {source}", .path.display())]
    RootUnreadable {
        path: PathBuf,
        #[source]
        source: io::Error,
    },

    #[error(
        "address {addr} is already in use; stop the other server or pick another port with `--port`"
    )]
    AddrInUse {
        addr: String,
        #[source]
        source: io::Error,
    },

    #[error("cannot listen on {addr}: {source}; check `--host` or pick another port with `--port`")]
    Bind {
        addr: String,
        #[source]
        source: io::Error,
    },

    #[error("server error: {0}")]
    Io(#[from] io::Error),
}
