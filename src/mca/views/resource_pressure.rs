//! Resource pressure view: cycles each resource unit was used, per iteration and per
//! instruction, averaged over the iterations.
//!
//! ```text
//! Resources:
//! [0]   - JALU0
//! [1]   - JALU1
//!
//! Resource pressure per iteration:
//! [0]    [1]
//!  -     2.00
//!
//! Resource pressure by instruction:
//! [0]    [1]    Instructions:
//!  -     1.00   vmulps    %xmm0, %xmm1, %xmm2
//! ```

use super::{pad_row, pad_to_column, push_rounded, unit_columns, TextOut, ViewContext};
use crate::mca::events::{kind, HwEvent, Listener};
use crate::mca::instr::ResourceTable;
use crate::mca::prefetch::{ahead, is_hinted, prefetch, DISTANCE};
use std::io::{self, Write};

/// Accumulates resource cycles from `Issued` events.
pub struct ResourcePressureView {
    /// Column of the first unit of each resource state index.
    first_column: Vec<usize>,
    first_column_of_model: Vec<usize>,
    num_columns: usize,
    block: usize,
    /// Fractional cycles added by [`ResourcePressureView::add`] (instruction tables).
    usage: Vec<f64>,
    /// Whole cycles from `Issued` events (half the memory of `f64`, which a big block's
    /// per-instruction rows feel in the cache). Only the instruction rows are kept per event;
    /// the per-iteration row is their sum, taken when printed.
    cycles: Vec<u32>,
    last_dispatched: u32,
}

impl ResourcePressureView {
    pub fn new(table: &ResourceTable, block: usize) -> ResourcePressureView {
        let mut first_column = vec![usize::MAX; 64];
        let mut first_column_of_model = vec![usize::MAX; table.len()];
        let mut col = 0;
        for mi in 0..table.len() {
            if table.is_group[mi] || table.units[mi] == 0 {
                continue;
            }
            first_column[super::super::instr::state_index(table.masks[mi])] = col;
            first_column_of_model[mi] = col;
            col += table.units[mi] as usize;
        }
        ResourcePressureView {
            first_column,
            first_column_of_model,
            num_columns: col,
            block,
            usage: vec![0.0; col * (block + 1)],
            cycles: vec![0; col * (block + 1)],
            last_dispatched: 0,
        }
    }

    /// Cycles of cell `i` (a view is filled either by `add` or by events, so the sum is exact).
    fn at(&self, i: usize) -> f64 {
        let n = self.num_columns;
        if i < n * self.block {
            return self.usage[i] + self.cycles[i] as f64;
        }
        let col = i - n * self.block;
        let events: u64 = (0..self.block)
            .map(|src| self.cycles[col + n * src] as u64)
            .sum();
        self.usage[i] + events as f64
    }

    /// Adds `cycles` of unit `unit` of model resource `mi` to instruction `src` (static use).
    pub fn add(&mut self, src: usize, mi: usize, unit: u32, cycles: f64) {
        let base = self.first_column_of_model[mi];
        if base == usize::MAX {
            return;
        }
        let col = base + unit as usize;
        self.usage[col + self.num_columns * src] += cycles;
        self.usage[col + self.num_columns * self.block] += cycles;
    }

    /// Writes the view; the rows by instruction are handed to `out` as they are made.
    pub fn print(&self, ctx: &ViewContext, out: &mut dyn Write) -> io::Result<()> {
        let mut w = TextOut::new(out);
        let out = &mut w.buf;
        let cols = unit_columns(ctx);
        out.push_str("\n\nResources:\n");
        for (label, name) in &cols {
            out.push_str(label);
            pad_to_column(out, 6);
            out.push_str("- ");
            out.push_str(name);
            out.push('\n');
        }
        let executions = (self.last_dispatched as usize / self.block + 1) as f64;
        out.push_str("\n\nResource pressure per iteration:\n");
        let header = |out: &mut String| {
            for (i, (label, _)) in cols.iter().enumerate() {
                out.push_str(label);
                pad_to_column(out, (i + 1) * 7);
            }
        };
        header(out);
        out.push('\n');
        let row_start = out.len();
        for i in 0..self.num_columns {
            cell(
                out,
                row_start,
                self.at(i + self.num_columns * self.block) / executions,
                (i + 1) * 7,
            );
        }
        out.push_str("\n\nResource pressure by instruction:\n");
        header(out);
        out.push_str("Instructions:\n");
        for (li, text) in ctx.text.iter().enumerate() {
            let out = &mut w.buf;
            let row_start = out.len();
            for j in 0..self.num_columns {
                cell(
                    out,
                    row_start,
                    self.at(j + li * self.num_columns) / executions,
                    (j + 1) * 7,
                );
            }
            out.push_str(text);
            out.push('\n');
            w.row_end()?;
        }
        w.finish()
    }
}

impl ResourcePressureView {
    /// The `ResourcePressureView` object of `-json`.
    pub fn to_json(&self) -> serde_json::Value {
        let executions = (self.last_dispatched as usize / self.block + 1) as f64;
        let mut list = Vec::new();
        for i in 0..=self.block {
            for j in 0..self.num_columns {
                let u = self.at(j + i * self.num_columns);
                if u == 0.0 {
                    continue;
                }
                let v = ((u / executions) * 100.0 + 0.5).floor() / 100.0;
                list.push(serde_json::json!({
                    "InstructionIndex": i,
                    "ResourceIndex": j,
                    "ResourceUsage": super::json::num(v),
                }));
            }
        }
        serde_json::json!({ "ResourcePressureInfo": list })
    }
}

/// One cell of a row that began at `row_start`: ` - ` or the value with two decimals, padded to
/// column `col`.
fn cell(out: &mut String, row_start: usize, v: f64, col: usize) {
    if v == 0.0 || v < 0.005 {
        out.push_str(" - ");
    } else {
        push_rounded(out, v, 2);
    }
    pad_row(out, row_start, col);
}

impl Listener for ResourcePressureView {
    fn on_event(&mut self, ev: &HwEvent) {
        if let HwEvent::Issued {
            iid, index, used, ..
        } = ev
        {
            {
                // Every dispatched instruction issues (eliminated moves too), so the last
                // dispatched one is the youngest issued.
                self.last_dispatched = self.last_dispatched.max(*iid);
                let src = *index as usize;
                if is_hinted(self.block) {
                    // Instructions issue roughly in program order: ask for the row of one
                    // some places ahead (see `crate::mca::prefetch`).
                    let next = ahead(src, DISTANCE, self.block);
                    prefetch(self.cycles.as_ptr().wrapping_add(self.num_columns * next));
                }
                for &((mask, sub), cycles) in used.iter() {
                    let base = self.first_column[super::super::instr::state_index(mask)];
                    if base == usize::MAX {
                        continue;
                    }
                    let col = base + sub.trailing_zeros() as usize;
                    self.cycles[col + self.num_columns * src] += cycles;
                }
            }
        }
    }

    fn interests(&self) -> u32 {
        kind::ISSUED
    }
}
