//! The cycle arithmetic: from raw TSC samples to core cycles per iteration and their spread.
//!
//! Owns: the per-repetition estimate (BHive's difference of two unroll factors, converted from TSC
//! ticks to core cycles by the add chain timed in the same repetition) and the summary over
//! repetitions (min, median, 90th percentile, relative spread). Pure functions over numbers.
//! Must not touch: how samples are taken (`runner`).

/// Raw TSC ticks of one repetition: `samples` runs of each timed program (a failed or disturbed
/// run is `u64::MAX`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RepetitionTicks {
    pub chain_a: Vec<u64>,
    pub chain_b: Vec<u64>,
    pub block_a: Vec<u64>,
    pub block_b: Vec<u64>,
}

/// One repetition's estimate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// TSC ticks per core cycle (ticks per iteration of the 1-cycle add chain).
    pub ticks_per_cycle: f64,
    /// Core cycles per iteration of the block.
    pub cycles: f64,
}

fn min_valid(v: &[u64]) -> Option<u64> {
    v.iter().copied().filter(|&t| t != u64::MAX).min()
}

/// `(min over samples of t_B - min over samples of t_A) / (B - A)`: the minimum of each unroll
/// factor filters interruptions and migrations (noise only ever adds time) before the difference
/// removes the fixed cost of the prologue and epilogue. `None` without a valid sample of each.
/// `trips` is how many times each run executes its unrolled body.
pub fn ticks_per_iteration(a: &[u64], b: &[u64], unroll: (u32, u32), trips: u32) -> Option<f64> {
    let (ta, tb) = (min_valid(a)?, min_valid(b)?);
    Some((tb as f64 - ta as f64) / (f64::from(unroll.1 - unroll.0) * f64::from(trips)))
}

/// The estimate of one repetition, or `None` when a program had no valid sample or the chain
/// did not advance (a clock that cannot be read).
pub fn estimate(
    t: &RepetitionTicks,
    unroll: (u32, u32),
    chain_unroll: (u32, u32),
    trips: u32,
) -> Option<Estimate> {
    let ticks_per_cycle = ticks_per_iteration(&t.chain_a, &t.chain_b, chain_unroll, trips)?;
    if ticks_per_cycle <= 0.0 {
        return None;
    }
    let ticks = ticks_per_iteration(&t.block_a, &t.block_b, unroll, trips)?;
    Some(Estimate {
        ticks_per_cycle,
        cycles: ticks / ticks_per_cycle,
    })
}

/// The estimate from every repetition's samples pooled: the minimum of each program over all
/// of them. This is the reported figure: a repetition whose every sample of one program was
/// disturbed makes its own estimate wrong in either direction, the pooled minima are not moved
/// unless every sample of the whole measurement was.
pub fn pooled(
    reps: &[RepetitionTicks],
    unroll: (u32, u32),
    chain_unroll: (u32, u32),
    trips: u32,
) -> Option<Estimate> {
    let mut all = RepetitionTicks::default();
    for r in reps {
        all.chain_a.extend(&r.chain_a);
        all.chain_b.extend(&r.chain_b);
        all.block_a.extend(&r.block_a);
        all.block_b.extend(&r.block_b);
    }
    estimate(&all, unroll, chain_unroll, trips)
}

/// The summary of repeated estimates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    pub min: f64,
    pub median: f64,
    pub p90: f64,
    /// `(p90 - min) / min`; 0 when `min` is not positive.
    pub relative: f64,
}

/// Nearest-rank percentile `p` (0..=100) of sorted values.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil().max(1.0) as usize;
    sorted[rank.min(sorted.len()) - 1]
}

/// Min, median (the mean of the two middle values for an even count), nearest-rank 90th
/// percentile and `(p90 - min) / min` of `values` (not empty).
pub fn spread(values: &[f64]) -> Spread {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    let median = if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    };
    let min = v[0];
    let p90 = percentile(&v, 90.0);
    Spread {
        min,
        median,
        p90,
        relative: if min > 0.0 { (p90 - min) / min } else { 0.0 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difference_of_minima_per_iteration() {
        // 100 and 200 copies; the minimum of each side is used.
        let a = [1_000, 900, u64::MAX, 950];
        let b = [1_400, 1_300, 1_350];
        assert_eq!(ticks_per_iteration(&a, &b, (100, 200), 1), Some(4.0));
        assert_eq!(ticks_per_iteration(&a, &b, (100, 200), 2), Some(2.0));
        assert_eq!(ticks_per_iteration(&[u64::MAX], &b, (100, 200), 1), None);
    }

    #[test]
    fn ticks_are_converted_by_the_chain() {
        // The chain: 1,000 more adds take 700 more ticks -> 0.7 ticks per core cycle; the
        // block: 100 more iterations take 280 more ticks -> 2.8 ticks = 4 cycles per iteration.
        let t = RepetitionTicks {
            chain_a: vec![400, 380],
            chain_b: vec![1_080, 1_100],
            block_a: vec![500, 520],
            block_b: vec![780, 800],
        };
        let e = estimate(&t, (100, 200), (500, 1500), 1).unwrap();
        assert!((e.ticks_per_cycle - 0.7).abs() < 1e-12);
        assert!((e.cycles - 4.0).abs() < 1e-12);
    }

    #[test]
    fn pooled_minima_ignore_a_disturbed_repetition() {
        let good = RepetitionTicks {
            chain_a: vec![400],
            chain_b: vec![1_100],
            block_a: vec![500],
            block_b: vec![780],
        };
        // Every block-a sample of this repetition was interrupted: alone it says 2 cycles.
        let disturbed = RepetitionTicks {
            block_a: vec![640],
            ..good.clone()
        };
        assert!(
            (estimate(&disturbed, (100, 200), (500, 1500), 1)
                .unwrap()
                .cycles
                - 2.0)
                .abs()
                < 1e-12
        );
        let p = pooled(&[good, disturbed], (100, 200), (500, 1500), 1).unwrap();
        assert!((p.cycles - 4.0).abs() < 1e-12);
    }

    #[test]
    fn a_chain_that_does_not_advance_gives_no_estimate() {
        let t = RepetitionTicks {
            chain_a: vec![400],
            chain_b: vec![400],
            block_a: vec![1],
            block_b: vec![2],
        };
        assert_eq!(estimate(&t, (100, 200), (500, 1500), 1), None);
    }

    #[test]
    fn spread_of_estimates() {
        let s = spread(&[4.4, 4.0, 4.1, 4.2, 4.0, 4.05, 4.0, 4.3, 4.0, 4.1]);
        assert_eq!(s.min, 4.0);
        assert!((s.median - 4.075).abs() < 1e-12);
        assert_eq!(s.p90, 4.3);
        assert!((s.relative - 0.075).abs() < 1e-12);
        let one = spread(&[2.0]);
        assert_eq!(
            (one.min, one.median, one.p90, one.relative),
            (2.0, 2.0, 2.0, 0.0)
        );
        assert_eq!(percentile(&[1.0, 2.0, 3.0, 4.0], 50.0), 2.0);
    }
}
