//! The commands for a site's translations.

pub mod status;
pub mod write;
