//! Summary view: iterations, instructions, cycles, micro-ops, dispatch width, IPC and the
//! block reciprocal throughput.
//!
//! ```text
//! Iterations:        100
//! Instructions:      300
//! Total Cycles:      211
//! Total uOps:        300
//!
//! Dispatch Width:    2
//! uOps Per Cycle:    1.42
//! IPC:               1.42
//! Block RThroughput: 2.0
//! ```

use super::{round_fmt, ViewContext};

/// The cycle count of the simulation (what `Pipeline::run` returns: one per `CycleEnd`, as
/// llvm-mca's view counts them, without a listener call per cycle); everything else is static.
#[derive(Default)]
pub struct SummaryView {
    pub total_cycles: u32,
}

/// LLVM's computeBlockRThroughput over the static descriptors.
pub fn block_rthroughput(ctx: &ViewContext) -> f64 {
    let uops: u32 = ctx.descs.iter().map(|d| d.num_micro_ops).sum();
    let mut max = uops as f64 / ctx.dispatch_width as f64;
    let mut usage = vec![0u64; ctx.table.len()];
    for d in ctx.descs {
        for r in &d.resources {
            if r.cycles > 0 {
                usage[ctx.table.model_index(r.mask)] += r.cycles as u64;
            }
        }
    }
    for (i, &u) in usage.iter().enumerate() {
        if u == 0 {
            continue;
        }
        let units = ctx.table.units[i].max(1);
        let units = if ctx.table.is_group[i] {
            ctx.model.resources[i].members.len().max(1) as u32
        } else {
            units
        };
        max = max.max(u as f64 / units as f64);
    }
    max
}

impl SummaryView {
    /// Writes the view (a dozen rows).
    pub fn print(&self, ctx: &ViewContext, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        super::write_small(out, |s| self.print_text(ctx, s))
    }

    fn print_text(&self, ctx: &ViewContext, out: &mut String) {
        let n = ctx.descs.len() as u64;
        let iterations = ctx.iterations as u64;
        let instructions = n * iterations;
        let uops: u64 = ctx
            .descs
            .iter()
            .map(|d| d.num_micro_ops as u64)
            .sum::<u64>()
            * iterations;
        let cycles = self.total_cycles.max(1) as f64;
        out.push_str(&format!("Iterations:        {iterations}\n"));
        out.push_str(&format!("Instructions:      {instructions}\n"));
        out.push_str(&format!("Total Cycles:      {}\n", self.total_cycles));
        out.push_str(&format!("Total uOps:        {uops}\n\n"));
        out.push_str(&format!("Dispatch Width:    {}\n", ctx.dispatch_width));
        out.push_str(&format!(
            "uOps Per Cycle:    {}\n",
            round_fmt(uops as f64 / cycles, 2)
        ));
        out.push_str(&format!(
            "IPC:               {}\n",
            round_fmt(instructions as f64 / cycles, 2)
        ));
        out.push_str(&format!(
            "Block RThroughput: {}\n",
            round_fmt(block_rthroughput(ctx), 1)
        ));
    }
}

impl SummaryView {
    /// The `SummaryView` object of `-json`.
    pub fn to_json(&self, ctx: &ViewContext) -> serde_json::Value {
        let n = ctx.descs.len() as u64;
        let iterations = ctx.iterations as u64;
        let instructions = n * iterations;
        let uops: u64 = ctx
            .descs
            .iter()
            .map(|d| d.num_micro_ops as u64)
            .sum::<u64>()
            * iterations;
        let cycles = self.total_cycles.max(1) as f64;
        serde_json::json!({
            "BlockRThroughput": super::json::num(block_rthroughput(ctx)),
            "DispatchWidth": ctx.dispatch_width,
            "IPC": super::json::num(instructions as f64 / cycles),
            "Instructions": instructions,
            "Iterations": iterations,
            "TotalCycles": self.total_cycles,
            "TotaluOps": uops,
            "uOpsPerCycle": super::json::num(uops as f64 / cycles),
        })
    }
}
