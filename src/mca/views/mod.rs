//! The views: each listens to hardware events and prints one section of llvm-mca's report.
//! One file per view; each file's doc shows a sample of its output. Views never drive the
//! simulation. [`ViewContext`] carries the static facts every view may print.
//!
//! Views write their text to a [`std::io::Write`] as they produce it ([`TextOut`]): a row is
//! built in a small buffer (the padding helpers look back to the start of the row) and handed to
//! the writer once the buffer passes [`TextOut::CHUNK`] bytes, so no view ever holds its whole
//! text. The timeline's rows are as long as its cycle window, its row count is the instructions
//! of its iteration window: tens of gigabytes of text cost one row of memory.

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
pub mod timeline_svg;

use super::instr::{InstrDesc, ResourceTable};
use crate::decimal::push_u64;
use crate::target::sched::{InstrSched, SchedModel};
use std::io::{self, Write};

/// A view's text on its way to the writer: rows are appended to [`TextOut::buf`] and
/// [`TextOut::row_end`] hands the buffer over once it holds [`TextOut::CHUNK`] bytes, so the
/// memory a view's text costs is one chunk plus one row, however long the report.
pub struct TextOut<'w> {
    /// The text not yet written; holds whole rows plus the row being built.
    pub buf: String,
    out: &'w mut dyn Write,
}

impl<'w> TextOut<'w> {
    /// How much text is gathered before a write (a few hundred short rows).
    pub const CHUNK: usize = 1 << 16;

    pub fn new(out: &'w mut dyn Write) -> TextOut<'w> {
        TextOut {
            buf: String::with_capacity(Self::CHUNK + 4096),
            out,
        }
    }

    /// Marks the end of a row (the text in `buf` ends with a newline): writes the buffer out
    /// once it is big enough.
    pub fn row_end(&mut self) -> io::Result<()> {
        if self.buf.len() >= Self::CHUNK {
            self.out.write_all(self.buf.as_bytes())?;
            self.buf.clear();
        }
        Ok(())
    }

    /// Writes what is left.
    pub fn finish(self) -> io::Result<()> {
        self.out.write_all(self.buf.as_bytes())
    }
}

/// Writes the text `print` appends to a fresh string: for the views whose text is a few
/// rows per resource or register file, bounded by the model and not by the run.
pub fn write_small(out: &mut dyn Write, print: impl FnOnce(&mut String)) -> io::Result<()> {
    let mut s = String::new();
    print(&mut s);
    out.write_all(s.as_bytes())
}

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
    let mut out = String::new();
    push_rounded(&mut out, x, digits);
    out
}

/// Appends [`round_fmt`]`(x, digits)` to `out`. The rounded value is a whole number `k` of
/// 10^-N units computed in `f64` exactly as LLVM does; `k / 10^N` printed with N decimals is `k`'s
/// digits with a point before the last N (for `k < 2^40` the double nearest `k / 10^N` is far
/// closer than half a unit), so `k` is written with integer arithmetic. Other values (negative,
/// huge, not finite) go through `fmt`.
pub fn push_rounded(out: &mut String, x: f64, digits: i32) {
    let p = 10f64.powi(digits);
    let k = (x * p + 0.5).floor();
    if !(0..=6).contains(&digits) || !(0.0..1_099_511_627_776.0).contains(&k) {
        use std::fmt::Write;
        let _ = write!(out, "{:.*}", digits.max(0) as usize, k / p);
        return;
    }
    let k = k as u64;
    let scale = 10u64.pow(digits as u32);
    push_u64(out, k / scale);
    if digits > 0 {
        out.push('.');
        let frac = k % scale;
        let mut div = scale / 10;
        while div > 0 {
            out.push(char::from(b'0' + (frac / div % 10) as u8));
            div /= 10;
        }
    }
}

/// Appends `x` as `format!("{x:.N}")` writes it (exact decimal rounding, ties to even). When `x` is
/// the double nearest to a whole number `n` of 10^-N units, as the two-decimal values of a model
/// file are, that text is `n`'s digits with a point before the last N and is written with
/// integer arithmetic; anything else goes through `fmt`.
pub fn push_fixed(out: &mut String, x: f64, digits: i32) {
    let p = 10f64.powi(digits);
    let n = (x * p).round();
    if (0..=6).contains(&digits) && (0.0..1_099_511_627_776.0).contains(&n) && n / p == x {
        // `n` is the `k` of `push_rounded`: `floor(x * p + 0.5)` rounds `x * p`, which is
        // within an ulp of the whole number `n`, to `n`.
        push_rounded(out, n / p, digits);
        return;
    }
    use std::fmt::Write;
    let _ = write!(out, "{:.*}", digits.max(0) as usize, x);
}

/// Appends spaces until the row that began at byte `row_start` of `out` is `col` bytes long, at
/// least one (like [`pad_to_column`], for rows whose text so far has no tab or newline: cells of
/// numbers and blanks).
pub fn pad_row(out: &mut String, row_start: usize, col: usize) {
    let cur = out.len() - row_start;
    let n = if col > cur { col - cur } else { 1 };
    const BLANKS: &str = "                                                                ";
    if n <= BLANKS.len() {
        out.push_str(&BLANKS[..n]);
    } else {
        out.extend(std::iter::repeat_n(' ', n));
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The old formatting: `fmt` of the rounded double.
    fn by_fmt(x: f64, digits: i32) -> String {
        let p = 10f64.powi(digits);
        let v = (x * p + 0.5).floor() / p;
        format!("{:.*}", digits as usize, v)
    }

    #[test]
    fn rounded_numbers_match_fmt() {
        // Resource cycles over executions, percentages, and values on rounding boundaries.
        for digits in [1, 2] {
            for num in 0..2000u32 {
                for den in [1u32, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 100, 101, 300, 999] {
                    for scale in [1.0, 100.0] {
                        let x = num as f64 / den as f64 * scale;
                        assert_eq!(round_fmt(x, digits), by_fmt(x, digits), "{x} {digits}");
                    }
                }
            }
            for x in [
                0.005,
                0.015,
                0.125,
                2.675,
                1e9 + 0.005,
                1e13,
                1e300,
                -0.5,
                -3.25159,
            ] {
                assert_eq!(round_fmt(x, digits), by_fmt(x, digits), "{x} {digits}");
            }
        }
        assert_eq!(round_fmt(f64::NAN, 2), by_fmt(f64::NAN, 2));
        assert_eq!(round_fmt(f64::INFINITY, 1), by_fmt(f64::INFINITY, 1));
    }

    #[test]
    fn fixed_numbers_match_fmt() {
        for digits in [1, 2] {
            for num in 0..20000u32 {
                for x in [num as f64 / 100.0, num as f64 / 1000.0, num as f64 / 3.0] {
                    let mut s = String::new();
                    push_fixed(&mut s, x, digits);
                    assert_eq!(s, format!("{:.*}", digits as usize, x), "{x} {digits}");
                }
            }
        }
        let mut s = String::new();
        push_fixed(&mut s, 0.125, 2);
        push_fixed(&mut s, -1.5, 2);
        push_fixed(&mut s, f64::NAN, 2);
        assert_eq!(s, "0.12-1.50NaN");
    }

    #[test]
    fn integers_and_row_padding() {
        let mut s = String::from("x\n");
        let row = s.len();
        push_u64(&mut s, 0);
        pad_row(&mut s, row, 7);
        push_u64(&mut s, 18_446_744_073_709_551_615);
        pad_row(&mut s, row, 7);
        assert_eq!(s, "x\n0      18446744073709551615 ");
    }
}
