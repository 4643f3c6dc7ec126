//! The views: each listens to hardware events and prints one section of llvm-mca's report.
//! One file per view; each file's doc shows a sample of its output. Views never drive the
//! simulation. [`ViewContext`] carries the static facts every view may print.

pub mod bottleneck;
pub mod dispatch_stats;
pub mod instruction_info;
pub mod instruction_tables;
pub mod json;
pub mod register_file_stats;
pub mod resource_pressure;
pub mod retire_stats;
pub mod scheduler_stats;
pub mod summary;
pub mod timeline;

use super::instr::{InstrDesc, ResourceTable};
use crate::target::sched::{InstrSched, SchedModel};

/// Static facts about the block being simulated.
pub struct ViewContext<'a> {
    pub model: &'a SchedModel,
    pub table: &'a ResourceTable,
    pub descs: &'a [InstrDesc],
    pub sched: &'a [InstrSched<'a>],
    /// Printed text of each instruction (no leading blanks).
    pub text: &'a [String],
    /// Machine-code bytes of each instruction with `-show-encoding`; empty otherwise.
    pub encodings: &'a [Vec<u8>],
    pub iterations: u32,
    pub dispatch_width: u32,
}

/// Formats like C's `%.Nf` after LLVM's `floor(x * 10^N + 0.5) / 10^N` rounding.
pub fn round_fmt(x: f64, digits: i32) -> String {
    let p = 10f64.powi(digits);
    let v = (x * p + 0.5).floor() / p;
    format!("{:.*}", digits as usize, v)
}

/// Appends spaces until `line` (the text after the last newline of `out`) reaches `col`;
/// at least one space, like LLVM's formatted_raw_ostream::PadToColumn.
pub fn pad_to_column(out: &mut String, col: usize) {
    let line_start = out.rfind('\n').map_or(0, |i| i + 1);
    // Columns as llvm::formatted_raw_ostream counts them: a tab moves up to a multiple of 8.
    let mut cur = 0usize;
    for ch in out[line_start..].chars() {
        if ch == '\t' {
            // A tab at a tab stop does not move the column (formatted_raw_ostream's rule).
            cur += (8 - (cur & 7)) & 7;
        } else {
            cur += 1;
        }
    }
    let n = if col > cur { col - cur } else { 1 };
    for _ in 0..n {
        out.push(' ');
    }
}

/// Names of the resource units in the order the resource views print them: `[i]` or `[i.j]`.
pub fn unit_columns(ctx: &ViewContext) -> Vec<(String, String)> {
    unit_columns_of(ctx.model, ctx.table)
}

/// [`unit_columns`] from the model alone.
pub fn unit_columns_of(model: &SchedModel, table: &ResourceTable) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut idx = 0;
    for (mi, r) in model.resources.iter().enumerate() {
        if table.is_group[mi] || r.units == 0 {
            continue;
        }
        for j in 0..r.units {
            let label = if r.units > 1 {
                format!("[{idx}.{j}]")
            } else {
                format!("[{idx}]")
            };
            out.push((label, r.name.clone()));
        }
        idx += 1;
    }
    out
}

/// Unit names as `-json` lists them: a resource with several units appears once per unit, as
/// `Name.` followed by the unit number as a raw character (what llvm-mca 22 prints).
pub fn json_unit_names(model: &SchedModel, table: &ResourceTable) -> Vec<String> {
    let mut out = Vec::new();
    for (mi, r) in model.resources.iter().enumerate() {
        if table.is_group[mi] || r.units == 0 {
            continue;
        }
        if r.units == 1 {
            out.push(r.name.clone());
            continue;
        }
        for j in 0..r.units {
            out.push(format!("{}.{}", r.name, char::from_u32(j).unwrap_or('?')));
        }
    }
    out
}
