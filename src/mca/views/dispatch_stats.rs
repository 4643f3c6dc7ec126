//! Dispatch statistics: stall events by cause and a histogram of micro-ops dispatched per cycle.
//!
//! ```text
//! Dynamic Dispatch Stall Cycles:
//! RAT     - Register unavailable:                      0
//! RCU     - Retire tokens unavailable:                 0
//! SCHEDQ  - Scheduler full:                            72  (34.1%)
//! ...
//! Dispatch Logic - number of cycles where we saw N micro opcodes dispatched:
//! [# dispatched], [# cycles]
//!  0,              25  (11.8%)
//! ```

use super::round_fmt;
use crate::mca::events::{kind, HwEvent, Listener, StallKind};
use std::collections::BTreeMap;

#[derive(Default)]
pub struct DispatchStatsView {
    stalls: [u64; 6],
    dispatched: u32,
    histogram: BTreeMap<u32, u64>,
    cycles: u64,
}

fn stall_index(k: StallKind) -> usize {
    match k {
        StallKind::RegisterFileStall => 0,
        StallKind::RetireControlUnitStall => 1,
        StallKind::SchedulerQueueFull => 2,
        StallKind::LoadQueueFull => 3,
        StallKind::StoreQueueFull => 4,
        StallKind::DispatchGroupStall => 5,
    }
}

impl Listener for DispatchStatsView {
    fn on_event(&mut self, ev: &HwEvent) {
        match ev {
            HwEvent::Stall { kind, .. } => self.stalls[stall_index(*kind)] += 1,
            HwEvent::Dispatched { uops, .. } => self.dispatched += uops,
            HwEvent::CycleEnd => {
                *self.histogram.entry(self.dispatched).or_default() += 1;
                self.dispatched = 0;
                self.cycles += 1;
            }
            _ => {}
        }
    }

    fn interests(&self) -> u32 {
        kind::STALL | kind::DISPATCHED | kind::CYCLE_END
    }
}

impl DispatchStatsView {
    /// Writes the view (a few rows per dispatch width).
    pub fn print(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        super::write_small(out, |s| self.print_text(s))
    }

    fn print_text(&self, out: &mut String) {
        let cycles = self.cycles.max(1) as f64;
        let stall = |n: u64| -> String {
            if n == 0 {
                "0".to_string()
            } else {
                format!("{n}  ({}%)", round_fmt(n as f64 / cycles * 100.0, 1))
            }
        };
        out.push_str("\n\nDynamic Dispatch Stall Cycles:\n");
        out.push_str(&format!(
            "RAT     - Register unavailable:                      {}\n",
            stall(self.stalls[0])
        ));
        out.push_str(&format!(
            "RCU     - Retire tokens unavailable:                 {}\n",
            stall(self.stalls[1])
        ));
        out.push_str(&format!(
            "SCHEDQ  - Scheduler full:                            {}\n",
            stall(self.stalls[2])
        ));
        out.push_str(&format!(
            "LQ      - Load queue full:                           {}\n",
            stall(self.stalls[3])
        ));
        out.push_str(&format!(
            "SQ      - Store queue full:                          {}\n",
            stall(self.stalls[4])
        ));
        out.push_str(&format!(
            "GROUP   - Static restrictions on the dispatch group: {}\n",
            stall(self.stalls[5])
        ));
        out.push_str("USH     - Uncategorised Structural Hazard:           0\n");
        out.push_str("\n\nDispatch Logic - number of cycles where we saw N micro opcodes dispatched:\n[# dispatched], [# cycles]\n");
        for (k, v) in &self.histogram {
            out.push_str(&format!(
                " {k},              {v}  ({}%)\n",
                round_fmt(*v as f64 / cycles * 100.0, 1)
            ));
        }
    }
}

impl DispatchStatsView {
    /// The `DispatchStatistics` object of `-json`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "GROUP": self.stalls[5],
            "LQ": self.stalls[3],
            "RAT": self.stalls[0],
            "RCU": self.stalls[1],
            "SCHEDQ": self.stalls[2],
            "SQ": self.stalls[4],
            "USH": 0,
        })
    }
}
