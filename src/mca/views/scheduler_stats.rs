//! Scheduler statistics: a histogram of micro-ops issued per cycle and the average and maximum
//! occupancy of every buffered resource (reservation station).
//!
//! ```text
//! Schedulers - number of cycles where we saw N micro opcodes issued:
//! [# issued], [# cycles]
//!  0,          8  (3.8%)
//!
//! Scheduler's queue usage:
//! [1] Resource name.
//! [2] Average number of used buffer entries.
//! [3] Maximum number of used buffer entries.
//! [4] Total number of buffer entries.
//!
//!  [1]            [2]        [3]        [4]
//! JALU01           0          0          20
//! ```

use super::pad_to_column;
use crate::mca::events::{kind, HwEvent, Listener};
use crate::mca::instr::InstrDesc;
use std::collections::BTreeMap;

pub struct SchedulerStatsView<'a> {
    descs: &'a [InstrDesc],
    block: u32,
    issued: u32,
    histogram: BTreeMap<u32, u64>,
    cycles: u64,
    in_use: Vec<i64>,
    cumulative: Vec<i64>,
    max_used: Vec<i64>,
    /// The model resources that are the load and store queues (counted per instruction).
    lq: Option<usize>,
    sq: Option<usize>,
    last_load: Option<u32>,
    last_store: Option<u32>,
}

/// The resource llvm-mca treats as the load (or store) queue: buffered like the queue size.
pub fn queue_resource(
    model: &crate::target::sched::SchedModel,
    size: u32,
    word: &str,
) -> Option<usize> {
    if size == 0 {
        return None;
    }
    let same = |r: &&crate::target::sched::ProcResourceDesc| {
        r.buffer_size > 0 && r.buffer_size as u32 == size
    };
    model
        .resources
        .iter()
        .position(|r| same(&r) && r.name.contains(word))
        .or_else(|| model.resources.iter().position(|r| same(&r)))
}

impl<'a> SchedulerStatsView<'a> {
    pub fn new(
        descs: &'a [InstrDesc],
        model: &crate::target::sched::SchedModel,
    ) -> SchedulerStatsView<'a> {
        let num_resources = model.resources.len();
        SchedulerStatsView {
            lq: queue_resource(model, model.load_queue_size, "Load"),
            sq: queue_resource(model, model.store_queue_size, "Store"),
            last_load: None,
            last_store: None,
            descs,
            block: descs.len() as u32,
            issued: 0,
            histogram: BTreeMap::new(),
            cycles: 0,
            in_use: vec![0; num_resources],
            cumulative: vec![0; num_resources],
            max_used: vec![0; num_resources],
        }
    }

    /// Writes the view (a few rows per scheduler buffer).
    pub fn print(
        &self,
        ctx: &super::ViewContext,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        super::write_small(out, |s| self.print_text(ctx, s))
    }

    fn print_text(&self, ctx: &super::ViewContext, out: &mut String) {
        let cycles = self.cycles.max(1) as f64;
        out.push_str("\n\nSchedulers - number of cycles where we saw N micro opcodes issued:\n[# issued], [# cycles]\n");
        for (k, v) in &self.histogram {
            out.push_str(&format!(
                " {k},          {v}  ({:.1}%)\n",
                *v as f64 / cycles * 100.0
            ));
        }
        out.push_str("\nScheduler's queue usage:\n");
        let buffered: Vec<usize> = (0..ctx.model.resources.len())
            .filter(|&i| ctx.model.resources[i].buffer_size > 0)
            .collect();
        if buffered.iter().all(|&i| self.max_used[i] == 0) {
            out.push_str("No scheduler resources used.\n");
            return;
        }
        out.push_str("[1] Resource name.\n[2] Average number of used buffer entries.\n[3] Maximum number of used buffer entries.\n[4] Total number of buffer entries.\n\n [1]            [2]        [3]        [4]\n");
        for i in buffered {
            let r = &ctx.model.resources[i];
            let avg = self.cumulative[i] as f64 / cycles;
            let norm = ((avg * 10.0 + 0.5).floor() / 10.0) as u64;
            out.push_str(&r.name);
            pad_to_column(out, 17);
            out.push_str(&norm.to_string());
            pad_to_column(out, 28);
            out.push_str(&self.max_used[i].to_string());
            pad_to_column(out, 39);
            out.push_str(&format!("{}\n", r.buffer_size));
        }
    }
}

impl Listener for SchedulerStatsView<'_> {
    fn on_event(&mut self, ev: &HwEvent) {
        match ev {
            HwEvent::Issued { index, .. } => {
                self.issued += self.descs[*index as usize].num_micro_ops
            }
            HwEvent::Buffers { reserved, mask } => {
                let mut m = *mask;
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if Some(i) == self.lq || Some(i) == self.sq {
                        continue;
                    }
                    self.in_use[i] += if *reserved { 1 } else { -1 };
                }
            }
            HwEvent::Dispatched { iid, .. } => {
                let d = &self.descs[(*iid % self.block) as usize];
                if let Some(lq) = self.lq {
                    if d.may_load && self.last_load != Some(*iid) {
                        self.in_use[lq] += 1;
                        self.last_load = Some(*iid);
                    }
                }
                if let Some(sq) = self.sq {
                    if d.may_store && self.last_store != Some(*iid) {
                        self.in_use[sq] += 1;
                        self.last_store = Some(*iid);
                    }
                }
            }
            HwEvent::Executed { iid } => {
                let d = &self.descs[(*iid % self.block) as usize];
                if let Some(lq) = self.lq {
                    if d.may_load {
                        self.in_use[lq] -= 1;
                    }
                }
                if let Some(sq) = self.sq {
                    if d.may_store {
                        self.in_use[sq] -= 1;
                    }
                }
            }
            HwEvent::CycleEnd => {
                for i in 0..self.in_use.len() {
                    self.cumulative[i] += self.in_use[i];
                    self.max_used[i] = self.max_used[i].max(self.in_use[i]);
                }
                *self.histogram.entry(self.issued).or_default() += 1;
                self.issued = 0;
                self.cycles += 1;
            }
            _ => {}
        }
    }

    fn interests(&self) -> u32 {
        kind::ISSUED | kind::BUFFERS | kind::DISPATCHED | kind::EXECUTED | kind::CYCLE_END
    }
}
