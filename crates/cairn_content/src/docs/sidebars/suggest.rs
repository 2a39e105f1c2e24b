//! "Did you mean …?" for names that match nothing.

/// How many names a hint shows before it stops listing.
const LISTED: usize = 10;

/// Candidates close to `wanted`, closest first: a few typos away, or with the same last path
/// segment (`deploy` for `guides/deploy`).
pub(crate) fn close_matches<'a>(
    wanted: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Vec<&'a str> {
    let wanted_lower = wanted.to_lowercase();
    let wanted_last = last_segment(&wanted_lower);
    let tolerance = (wanted.chars().count() / 3).max(1);
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
        .filter_map(|candidate| {
            let lower = candidate.to_lowercase();
            let distance = edit_distance(&wanted_lower, &lower);
            // A name all of whose letters differ is no typo of it (`x` for `a`).
            if distance <= tolerance && distance < wanted_lower.chars().count() {
                Some((distance, candidate))
            } else if last_segment(&lower) == wanted_last {
                Some((tolerance + 1, candidate))
            } else {
                None
            }
        })
        .collect();
    scored.sort();
    scored.dedup();
    scored.into_iter().take(5).map(|(_, name)| name).collect()
}

/// A hint for an unknown name: the close matches, else the names there are.
pub(crate) fn hint<'a>(
    wanted: &str,
    what: &str,
    candidates: impl IntoIterator<Item = &'a str> + Clone,
) -> String {
    let matches = close_matches(wanted, candidates.clone());
    if !matches.is_empty() {
        return format!("did you mean {}?", quoted_list(&matches, "or"));
    }
    let mut all: Vec<&str> = candidates.into_iter().collect();
    all.sort_unstable();
    all.dedup();
    match all.len() {
        0 => format!("there are no {what}"),
        count if count <= LISTED => format!("the {what} are {}", quoted_list(&all, "and")),
        count => format!(
            "the {what} include {}, … ({count} in all)",
            all[..LISTED]
                .iter()
                .map(|name| format!("`{name}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// `` `a`, `b` or `c` ``.
pub(crate) fn quoted_list(names: &[&str], conjunction: &str) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {conjunction} {last}", rest.join(", ")),
    }
}

fn last_segment(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, in characters; a
/// swap counts once because `intor` is one slip away from `intro`.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // distances[i][j]: from the first i characters of `a` to the first j of `b`.
    let mut distances = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in distances.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in distances[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let replace = distances[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut best = replace
                .min(distances[i - 1][j] + 1)
                .min(distances[i][j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(distances[i - 2][j - 2] + 1);
            }
            distances[i][j] = best;
        }
    }
    distances[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_and_last_segments_match() {
        let ids = ["intro", "guides/deploy", "guides/setup", "api/cli"];
        assert_eq!(close_matches("intor", ids), ["intro"]);
        assert_eq!(close_matches("deploy", ids), ["guides/deploy"]);
        assert_eq!(close_matches("guides/setpu", ids), ["guides/setup"]);
        assert!(close_matches("unrelated", ids).is_empty());
    }

    #[test]
    fn hints_list_names_when_nothing_is_close() {
        assert_eq!(
            hint("x", "doc ids", ["b", "a"]),
            "the doc ids are `a` and `b`"
        );
        assert_eq!(
            hint("labl", "keys", ["label", "href"]),
            "did you mean `label`?"
        );
        let many: Vec<String> = (0..12).map(|n| format!("doc{n:02}")).collect();
        let hint = hint("zzzzzzzz", "doc ids", many.iter().map(String::as_str));
        assert!(hint.ends_with("… (12 in all)"), "{hint}");
    }
}
