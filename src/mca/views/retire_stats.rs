//! Retire statistics: a histogram of instructions retired per cycle and reorder-buffer usage.
//!
//! ```text
//! Retire Control Unit - number of cycles where we saw N instructions retired:
//! [# retired], [# cycles]
//!  0,           35  (16.6%)
//!
//! Total ROB Entries:                64
//! Max Used ROB Entries:             37  ( 57.8% )
//! Average Used ROB Entries per cy:  31  ( 48.4% )
//! ```

use super::round_fmt;
use crate::mca::events::{kind, HwEvent, Listener};
use crate::mca::instr::InstrDesc;
use std::collections::BTreeMap;

pub struct RetireStatsView<'a> {
    descs: &'a [InstrDesc],
    block: u32,
    retired: u32,
    histogram: BTreeMap<u32, u64>,
    cycles: u64,
    in_use: i64,
    max_used: i64,
    sum_used: i64,
}

impl<'a> RetireStatsView<'a> {
    pub fn new(descs: &'a [InstrDesc]) -> RetireStatsView<'a> {
        RetireStatsView {
            descs,
            block: descs.len() as u32,
            retired: 0,
            histogram: BTreeMap::new(),
            cycles: 0,
            in_use: 0,
            max_used: 0,
            sum_used: 0,
        }
    }

    /// Writes the view (a few rows per retire width).
    pub fn print(&self, rob_entries: u32, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        super::write_small(out, |s| self.print_text(rob_entries, s))
    }

    fn print_text(&self, rob_entries: u32, out: &mut String) {
        let cycles = self.cycles.max(1) as f64;
        out.push_str("\n\nRetire Control Unit - number of cycles where we saw N instructions retired:\n[# retired], [# cycles]\n");
        for (k, v) in &self.histogram {
            let sep = if *k < 10 {
                ",           "
            } else {
                ",          "
            };
            out.push_str(&format!(
                " {k}{sep}{v}  ({:.1}%)\n",
                *v as f64 / cycles * 100.0
            ));
        }
        let avg = (self.sum_used as f64 / cycles) as u64;
        let rob = rob_entries.max(1) as f64;
        out.push_str(&format!(
            "\nTotal ROB Entries:                {rob_entries}\n"
        ));
        out.push_str(&format!(
            "Max Used ROB Entries:             {}  ( {}% )\n",
            self.max_used,
            round_fmt(self.max_used as f64 / rob * 100.0, 1)
        ));
        out.push_str(&format!(
            "Average Used ROB Entries per cy:  {avg}  ( {}% )\n",
            round_fmt(avg as f64 / rob * 100.0, 1)
        ));
    }
}

impl Listener for RetireStatsView<'_> {
    fn on_event(&mut self, ev: &HwEvent) {
        match ev {
            HwEvent::Dispatched { uops, .. } => self.in_use += *uops as i64,
            HwEvent::Retired { iid, .. } => {
                self.in_use -= self.descs[(*iid % self.block) as usize].num_micro_ops as i64;
                self.retired += 1;
            }
            HwEvent::CycleEnd => {
                *self.histogram.entry(self.retired).or_default() += 1;
                self.retired = 0;
                self.cycles += 1;
                self.max_used = self.max_used.max(self.in_use);
                self.sum_used += self.in_use;
            }
            _ => {}
        }
    }

    fn interests(&self) -> u32 {
        kind::DISPATCHED | kind::RETIRED | kind::CYCLE_END
    }
}
