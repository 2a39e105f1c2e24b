//! What a post's file says about it: its date and URL slug (from its name, as Docusaurus
//! reads `2021-08-26-welcome.md`, `2021-08-26-welcome/index.md` and `2021/08/26/welcome.md`),
//! and how long it takes to read.

use crate::docs::last_update::parse_date;

/// A date found in a post's path, and the slug the path gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PathInfo {
    /// Unix milliseconds of the date in the path, if it has one.
    pub date: Option<i64>,
    /// `2021/08/26/welcome` for a dated path, else the path without extension or `/index`.
    pub slug: String,
    /// The file name without date and extension, for a title when nothing else gives one.
    pub name: String,
    /// A date-shaped part of the path that is no date (`2026-13-45`): the post would
    /// otherwise be dated when it was built.
    pub bad_date: Option<String>,
}

/// Reads `relative` (the post's path inside the blog folder, `/`-separated).
pub(crate) fn path_info(relative: &str) -> PathInfo {
    let without_extension = relative
        .strip_suffix(".mdx")
        .or_else(|| relative.strip_suffix(".md"))
        .unwrap_or(relative);
    let without_index = without_extension
        .strip_suffix("/index")
        .unwrap_or(without_extension);
    // The first `YYYY-MM-DD` or `YYYY/MM/DD` in the path, with what comes before and after.
    let mut bad_date = None;
    for (start, _) in without_index.char_indices() {
        if start > 0 && !without_index[..start].ends_with('/') {
            continue;
        }
        let rest = &without_index[start..];
        let Some((date_text, after)) = leading_date(rest) else {
            continue;
        };
        let Some(date) = parse_date(&date_text) else {
            bad_date.get_or_insert(date_text);
            continue;
        };
        let after = after.trim_start_matches(['-', '/']);
        let folder = &without_index[..start];
        let (year, month, day) = (&date_text[..4], &date_text[5..7], &date_text[8..10]);
        let slug = if after.is_empty() {
            format!("{folder}{year}/{month}/{day}")
        } else {
            format!("{folder}{year}/{month}/{day}/{after}")
        };
        return PathInfo {
            date: Some(date),
            slug,
            name: after.rsplit('/').next().unwrap_or(after).to_owned(),
            bad_date: None,
        };
    }
    PathInfo {
        date: None,
        slug: without_index.to_owned(),
        name: without_index
            .rsplit('/')
            .next()
            .unwrap_or(without_index)
            .to_owned(),
        bad_date,
    }
}

/// `2021-08-26-rest` or `2021/08/26/rest` → (`2021-08-26`, `-rest`); months and days may have
/// one digit.
fn leading_date(text: &str) -> Option<(String, &str)> {
    let mut parts = Vec::new();
    let mut rest = text;
    for (index, width) in [(0, 4), (1, 2), (2, 2)] {
        let digits = rest
            .char_indices()
            .take_while(|(_, character)| character.is_ascii_digit())
            .count();
        if digits == 0 || digits > width || (index == 0 && digits != 4) {
            return None;
        }
        parts.push(&rest[..digits]);
        rest = &rest[digits..];
        if index < 2 {
            rest = rest.strip_prefix(['-', '/'])?;
        }
    }
    if !(rest.is_empty() || rest.starts_with(['-', '/'])) {
        return None;
    }
    Some((
        format!("{}-{:0>2}-{:0>2}", parts[0], parts[1], parts[2]),
        rest,
    ))
}

/// Reading time in minutes, at 200 words a minute (what readers of technical text manage and
/// what Docusaurus assumes), rounded to a hundredth.
pub(crate) fn reading_time(words: usize) -> f64 {
    (words as f64 / 200.0 * 100.0).round() / 100.0
}

/// `2024-05-01T00:00:00.000Z` for Unix milliseconds.
pub fn iso_date(milliseconds: i64) -> String {
    let seconds = milliseconds.div_euclid(1000);
    let millis = milliseconds.rem_euclid(1000);
    let days = seconds.div_euclid(86_400);
    let second_of_day = seconds.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{millis:03}Z",
        second_of_day / 3600,
        second_of_day % 3600 / 60,
        second_of_day % 60
    )
}

/// Days since 1970-01-01 → (year, month, day), proleptic Gregorian calendar.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_index + 2) / 5 + 1) as u32;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dated_names_of_every_form() {
        let info = path_info("2021-08-26-welcome.md");
        assert_eq!(info.slug, "2021/08/26/welcome");
        assert_eq!(iso_date(info.date.unwrap()), "2021-08-26T00:00:00.000Z");
        assert_eq!(info.name, "welcome");
        assert_eq!(
            path_info("2019-05-30-long-post/index.mdx").slug,
            "2019/05/30/long-post"
        );
        assert_eq!(
            path_info("2021/08/26/welcome.md").slug,
            "2021/08/26/welcome"
        );
        assert_eq!(path_info("2021-8-6-short.md").slug, "2021/08/06/short");
        // A folder before the date stays in front, as in Docusaurus.
        assert_eq!(
            path_info("2022/nested/deep/2022-06-06-deep-post.md").slug,
            "2022/nested/deep/2022/06/06/deep-post"
        );
    }

    #[test]
    fn undated_names_keep_their_path() {
        let info = path_info("releases/3.4.mdx");
        assert_eq!((info.date, info.slug.as_str()), (None, "releases/3.4"));
        assert_eq!(path_info("guides/index.md").slug, "guides");
        // A date-shaped name that is no date is kept, for the error that names it.
        let bad = path_info("2021-13-01-bad-month.md");
        assert_eq!(
            (bad.date, bad.bad_date.as_deref()),
            (None, Some("2021-13-01"))
        );
        assert_eq!(path_info("20210826-no-dashes.md").date, None);
        assert_eq!(path_info("20210826-no-dashes.md").bad_date, None);
    }

    #[test]
    fn dates_print_in_utc() {
        assert_eq!(iso_date(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(
            iso_date(parse_date("2024-02-29T23:59:58.5Z").unwrap()),
            "2024-02-29T23:59:58.000Z"
        );
        assert_eq!(reading_time(1000), 5.0);
        assert_eq!(reading_time(333), 1.67);
    }
}
