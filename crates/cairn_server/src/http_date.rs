//! `Last-Modified` values for responses served from memory, in the IMF-fixdate form
//! (`Sun, 06 Nov 1994 08:49:37 GMT`) that the file responses carry too.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The first second the form cannot say: year 10000.
const YEAR_10000: Duration = Duration::from_secs(253_402_300_800);

/// `time` to the second, or `None` before 1970 or after 9999, which the form cannot say
/// (and which `httpdate` would panic on).
pub(crate) fn format(time: SystemTime) -> Option<String> {
    let since_epoch = time.duration_since(UNIX_EPOCH).ok()?;
    (since_epoch < YEAR_10000).then(|| httpdate::fmt_http_date(time))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: u64) -> Option<String> {
        format(UNIX_EPOCH + Duration::from_secs(seconds))
    }

    #[test]
    fn formats_as_imf_fixdate() {
        assert_eq!(at(0).unwrap(), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(at(784_111_777).unwrap(), "Sun, 06 Nov 1994 08:49:37 GMT");
        // A leap day, and the last second of a leap year.
        assert_eq!(at(951_782_400).unwrap(), "Tue, 29 Feb 2000 00:00:00 GMT");
        assert_eq!(at(1_735_689_599).unwrap(), "Tue, 31 Dec 2024 23:59:59 GMT");
        assert_eq!(
            format(UNIX_EPOCH + Duration::from_millis(1_500)).unwrap(),
            "Thu, 01 Jan 1970 00:00:01 GMT"
        );
        assert_eq!(
            at(253_402_300_799).unwrap(),
            "Fri, 31 Dec 9999 23:59:59 GMT"
        );
        assert_eq!(at(253_402_300_800), None);
        assert_eq!(format(UNIX_EPOCH - Duration::from_secs(1)), None);
    }
}
