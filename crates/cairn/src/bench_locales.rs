//! `cairn bench --locales N`: what the locales besides the default one add to a cold build.
//!
//! The generated pages are given `N` locales, none of them translated, so every other locale
//! builds the default locale's pages again: the cost of a locale alone. The comparison builds
//! the site cold with every locale and cold with the default locale alone (as
//! `cairn build --locale en` does), in alternating rounds, and compares the medians: on a
//! 2-core machine one cold build of 1,000 pages varies by a tenth from run to run, as much as
//! the difference measured.

use std::path::Path;
use std::time::Duration;

use cairn_build::{BuildOptions, BuildReport, Quiet};

use crate::bench::{Trash, append_to_config, print_report};
use crate::bench_memory::PeakMemory;
use crate::build::open_and_build;

/// The locales `--locales N` gives the site, the default one first.
pub(crate) const BENCH_LOCALES: [&str; 5] = ["en", "fr", "de", "ja", "ar"];

/// Pairs of cold builds (every locale, the default alone) the comparison makes.
const ROUNDS: usize = 3;

/// Makes the generated site's pages `count` locales' (the first `count` of [`BENCH_LOCALES`]),
/// with a locale dropdown; no page is translated, so each locale shows the default locale's
/// text: the cost of a locale alone.
pub(crate) fn add_locales(dir: &Path, count: usize) -> miette::Result<()> {
    if count <= 1 {
        return Ok(());
    }
    if count > BENCH_LOCALES.len() {
        return Err(miette::miette!(
            "--locales goes up to {}",
            BENCH_LOCALES.len()
        ));
    }
    let locales: Vec<String> = BENCH_LOCALES[..count]
        .iter()
        .map(|locale| format!("\"{locale}\""))
        .collect();
    append_to_config(
        dir,
        &format!(
            "\n[[navbar.items]]\ntype = \"localeDropdown\"\nposition = \"right\"\n\n[i18n]\ndefaultLocale = \"en\"\nlocales = [{}]\n",
            locales.join(", ")
        ),
    )
}

/// Cold builds of every locale against cold builds of the default locale alone.
pub(crate) struct LocalesCost {
    locales: usize,
    /// The total time of each cold build of every locale.
    all: Vec<Duration>,
    /// The total time of each cold build of the default locale alone.
    alone: Vec<Duration>,
}

impl LocalesCost {
    /// Builds the site at `dir` cold [`ROUNDS`] times with its `locales` locales and as many
    /// times with the default locale alone, alternating which comes first; prints the first
    /// build of the default locale alone in full, then every build's time.
    pub(crate) fn measure(
        dir: &Path,
        locales: usize,
        options: impl Fn(Option<String>) -> BuildOptions,
        trash: &Trash,
    ) -> miette::Result<LocalesCost> {
        let cold = |locale: Option<String>| -> miette::Result<(BuildReport, Option<u64>)> {
            trash.take(&[&dir.join(cairn_render::CAIRN_DIR), &dir.join("build")])?;
            PeakMemory::during(|| open_and_build(options(locale), &Quiet))
        };
        let default = || Some(BENCH_LOCALES[0].to_owned());
        let mut cost = LocalesCost {
            locales,
            all: Vec::with_capacity(ROUNDS),
            alone: Vec::with_capacity(ROUNDS),
        };
        for round in 0..ROUNDS {
            let alone_first = round % 2 == 0;
            if !alone_first {
                cost.all.push(cold(None)?.0.total);
            }
            let (alone, peak) = cold(default())?;
            if round == 0 {
                print_report("build 5 (cold, the default locale alone)", &alone, peak);
            }
            cost.alone.push(alone.total);
            if alone_first {
                cost.all.push(cold(None)?.0.total);
            }
        }
        println!(
            "  {ROUNDS} rounds of cold builds, alternating: {locales} locales {}; the default alone {}",
            seconds(&cost.all),
            seconds(&cost.alone)
        );
        Ok(cost)
    }

    /// What each locale besides the default one adds to the median build time, on average,
    /// as a fraction of the default locale's median.
    fn added_per_locale(&self) -> f64 {
        (median(&self.all) / median(&self.alone) - 1.0) / (self.locales - 1) as f64
    }

    /// The goal's line: what each further locale added, against at most 35 %.
    pub(crate) fn print_goal(&self, verdict: impl Fn(bool) -> &'static str) {
        let added = self.added_per_locale();
        println!(
            "  each further locale  {:>+6.0} %        (medians: {} locales {:.2} s, the default alone {:.2} s); goal ≤ +35 % for an untranslated locale: {}",
            added * 100.0,
            self.locales,
            median(&self.all),
            median(&self.alone),
            verdict(added <= 0.35)
        );
    }
}

/// The middle of `times`, in seconds (the mean of the two middle ones for an even count).
fn median(times: &[Duration]) -> f64 {
    let mut seconds: Vec<f64> = times.iter().map(Duration::as_secs_f64).collect();
    seconds.sort_by(f64::total_cmp);
    match seconds.len() {
        0 => 0.0,
        count if count % 2 == 1 => seconds[count / 2],
        count => (seconds[count / 2 - 1] + seconds[count / 2]) / 2.0,
    }
}

/// `2.41, 2.38, 2.52 s`.
fn seconds(times: &[Duration]) -> String {
    let each: Vec<String> = times
        .iter()
        .map(|time| format!("{:.2}", time.as_secs_f64()))
        .collect();
    format!("{} s", each.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(locales: usize, all: &[f64], alone: &[f64]) -> LocalesCost {
        let times = |each: &[f64]| each.iter().copied().map(Duration::from_secs_f64).collect();
        LocalesCost {
            locales,
            all: times(all),
            alone: times(alone),
        }
    }

    #[test]
    fn the_median_leaves_out_a_slow_run() {
        assert_eq!(median(&[Duration::from_secs(3)]), 3.0);
        let one_slow = cost(2, &[2.5, 9.0, 2.4], &[2.0, 2.0, 1.9]);
        assert!((one_slow.added_per_locale() - 0.25).abs() < 1e-9);
        assert!((median(&one_slow.alone[..2]) - 2.0).abs() < 1e-9);
    }

    #[test]
    fn the_cost_is_shared_among_the_further_locales() {
        // Three locales taking twice the time: each of the two further ones added half.
        let three = cost(3, &[4.0, 4.0, 4.0], &[2.0, 2.0, 2.0]);
        assert!((three.added_per_locale() - 0.5).abs() < 1e-9);
    }
}
