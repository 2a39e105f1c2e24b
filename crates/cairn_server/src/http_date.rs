//! `Last-Modified` values for responses served from memory, in the IMF-fixdate form
//! (`Sun, 06 Nov 1994 08:49:37 GMT`) that the file responses carry too.

use std::time::{SystemTime, UNIX_EPOCH};

const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// `time` to the second, or `None` before 1970 or after 9999, which the form cannot say.
pub(crate) fn format(time: SystemTime) -> Option<String> {
    let seconds = time.duration_since(UNIX_EPOCH).ok()?.as_secs();
    let days = seconds / 86_400;
    let of_day = seconds % 86_400;
    let (year, month, day) = civil_from_days(days);
    if year > 9999 {
        return None;
    }
    Some(format!(
        "{}, {day:02} {} {year:04} {:02}:{:02}:{:02} GMT",
        WEEKDAYS[usize::try_from(days % 7).ok()?],
        MONTHS[usize::try_from(month - 1).ok()?],
        of_day / 3600,
        of_day % 3600 / 60,
        of_day % 60,
    ))
}

/// The proleptic Gregorian date of a count of days since 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, for non-negative counts).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

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
