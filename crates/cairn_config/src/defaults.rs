//! Defaults that several sections of the config share, for `#[serde(default = "…")]`.

/// For the many switches that are on unless the config turns them off.
pub(crate) fn default_true() -> bool {
    true
}
