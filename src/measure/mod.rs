//! `measure`: measured core cycles per iteration of a basic block on this machine, BHive's way.
//!
//! Owns: the measuring engine. [`block`] reads and encodes the regions of an assembly text (with
//! `mca::asm`'s reader and matcher and atomir's own encoder), [`layout`] places the block, unrolled
//! A and B times, and an add chain of known latency into timed programs at fixed addresses,
//! [`runner`] runs them in a forked child (x86-64 Linux), [`stats`] turns TSC ticks into core
//! cycles and summarises the repetitions, and this file ties them together and renders the report
//! (text or JSON) as a string. Must not touch: files, stdout, exit codes (`cli::measure`), the mca
//! simulator (only `mca::asm` is read).
//!
//! Method: per repetition, `samples` interleaved runs of each program; each run executes its
//! unrolled body `LOOP_TRIPS` times, every trip from freshly set registers (see
//! `layout::LOOP_TRIPS`: the TSC here advances in 10 ns steps); the block's cycles per
//! iteration are `(min t_B - min t_A) / ((B - A) * trips)` TSC ticks, divided by the ticks per cycle of the
//! add chain (`addq $1, %rax`, one cycle of latency per iteration) measured the same way in the
//! same repetition (this machine has no performance counters and its TSC-to-core-clock ratio
//! moves). The reported figure takes the minima over the samples of all repetitions pooled
//! (`stats::pooled`); the spread is the minimum, median, nearest-rank 90th percentile and
//! `(p90 - min) / min` of the per-repetition estimates.
//!
//! JSON (`-json`), one object; keys are printed sorted:
//! ```text
//! { "schema": "atomir-measure/1",
//!   "file": "<input name>",
//!   "method": { "unroll": [A, B], "chain_unroll": [500, 1500], "loop_trips": 100,
//!               "repetitions": N, "samples": S,
//!               "cpu": K | null, "page_limit": P, "timeout_seconds": T, "dry_run": bool,
//!               "registers": { "rsp": R, "rdx": R, "others": R } },
//!   "regions": [ { "index": i, "name": "<region name, empty for the whole file>",
//!                  "instructions": n, "bytes": len of one copy,
//!                  "status": "measured" | "cannot measure" | "dry-run",
//!                  -- when "measured":
//!                  "cycles": pooled estimate, "min": min, "median": m, "p90": p, "spread": (p90-min)/min,
//!                  "estimates": [per repetition], "ticks_per_cycle": [per repetition],
//!                  "pages": pages mapped, "rsp": rsp at the start (8 lower than the
//!                  method's after a general-protection fault with the first),
//!                  -- when "cannot measure": "reason": "<why>",
//!                  -- when "dry-run": "layout": { "programs": [ { "kind", "address", "copies",
//!                         "bytes", "body_at" } ], "block": [ { "offset", "hex", "text" } ] } } ] }
//! ```
//! Cycle figures are rounded to 1/10,000. A later `calibrate` reuses [`measure_block`] on
//! generated blocks and the same record.

pub mod block;
pub mod calibrate;
pub mod layout;
pub mod runner;
pub mod stats;

use block::EncodedBlock;
use layout::{
    Layout, ProgramKind, CHAIN_UNROLL, LOOP_TRIPS, RDX_VALUE, REGISTER_VALUE, STACK_VALUE,
    STACK_VALUE_AT_ENTRY,
};
use runner::RunConfig;
use serde_json::{json, Value};

/// Everything that decides a measurement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeasureOptions {
    pub unroll: (u32, u32),
    pub run: RunConfig,
    /// Lay the programs out and report them instead of running them.
    pub dry_run: bool,
}

/// A measured block.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// `rsp` when the block started (the second value after a general-protection fault).
    pub stack_value: u64,
    /// The reported figure: core cycles per iteration from the minima of all samples pooled
    /// ([`stats::pooled`]).
    pub cycles: f64,
    /// Core cycles per iteration, one per repetition that gave an estimate.
    pub estimates: Vec<f64>,
    pub ticks_per_cycle: Vec<f64>,
    pub spread: stats::Spread,
    pub pages: u32,
}

/// What became of one region.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Measured(Measurement),
    CannotMeasure(String),
    DryRun(Layout),
}

/// One region and its outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionReport {
    pub block: EncodedBlock,
    pub outcome: Outcome,
}

/// Measures one encoded block (the engine's entry point). A block that stops on a
/// general-protection fault is run once more with `rsp` 8 bytes lower
/// ([`layout::STACK_VALUE_AT_ENTRY`]): compilers align SSE stack slots for one of the two.
pub fn measure_block(block: &EncodedBlock, opts: &MeasureOptions) -> Outcome {
    let first = measure_layout(block, opts, STACK_VALUE);
    match &first {
        Outcome::CannotMeasure(why) if why.starts_with(runner::GENERAL_PROTECTION) => {
            match measure_layout(block, opts, STACK_VALUE_AT_ENTRY) {
                second @ Outcome::Measured(_) => second,
                _ => first,
            }
        }
        _ => first,
    }
}

fn measure_layout(block: &EncodedBlock, opts: &MeasureOptions, stack_value: u64) -> Outcome {
    let layout = layout::build(block, opts.unroll, stack_value);
    if opts.dry_run {
        return Outcome::DryRun(layout);
    }
    match runner::run(&layout, &opts.run) {
        Err(why) => Outcome::CannotMeasure(why),
        Ok(raw) => {
            let estimates: Vec<stats::Estimate> = raw
                .repetitions
                .iter()
                .filter_map(|r| stats::estimate(r, opts.unroll, CHAIN_UNROLL, LOOP_TRIPS))
                .collect();
            if estimates.is_empty() {
                return Outcome::CannotMeasure(
                    "no repetition gave a valid sample (pages kept being mapped, or the clock did not advance)"
                        .to_string(),
                );
            }
            let cycles: Vec<f64> = estimates.iter().map(|e| e.cycles).collect();
            let pooled = stats::pooled(&raw.repetitions, opts.unroll, CHAIN_UNROLL, LOOP_TRIPS)
                .expect("a repetition gave an estimate, so the pooled samples do");
            if pooled.cycles <= 0.0 {
                return Outcome::CannotMeasure(format!(
                    "{} copies ran no slower than {} ({:.4} cycles per iteration): the block has no steady state (its values change what it costs)",
                    opts.unroll.1, opts.unroll.0, pooled.cycles
                ));
            }
            Outcome::Measured(Measurement {
                stack_value,
                cycles: pooled.cycles,
                spread: stats::spread(&cycles),
                estimates: cycles,
                ticks_per_cycle: estimates.iter().map(|e| e.ticks_per_cycle).collect(),
                pages: raw.pages,
            })
        }
    }
}

/// Measures every region of `source` in order (serially: one block at a time on one CPU).
/// `Err` is the rendered diagnostics of an input that cannot be read or encoded.
pub fn measure_source(
    name: &str,
    source: &[u8],
    opts: &MeasureOptions,
) -> Result<Vec<RegionReport>, Vec<u8>> {
    let blocks = block::encode_regions(name, source)?;
    Ok(blocks
        .into_iter()
        .map(|block| {
            let outcome = measure_block(&block, opts);
            RegionReport { block, outcome }
        })
        .collect())
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The human-readable report.
pub fn render_text(reports: &[RegionReport]) -> String {
    let mut out = String::new();
    let named = reports.len() > 1 || reports.iter().any(|r| !r.block.name.is_empty());
    for (i, r) in reports.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if named {
            out.push_str(&format!("[{i}] Code Region - {}\n\n", r.block.name));
        }
        match &r.outcome {
            Outcome::Measured(m) => {
                out.push_str(&format!("Cycles per iteration: {:.2}\n", m.cycles));
                out.push_str(&format!(
                    "Spread:               min {:.2}, median {:.2}, (p90-min)/min {:.1}% over {} repetitions\n",
                    m.spread.min,
                    m.spread.median,
                    m.spread.relative * 100.0,
                    m.estimates.len()
                ));
            }
            Outcome::CannotMeasure(why) => {
                out.push_str(&format!("Cycles per iteration: cannot measure: {why}\n"));
            }
            Outcome::DryRun(layout) => render_layout(&mut out, &r.block, layout),
        }
    }
    out
}

fn render_layout(out: &mut String, block: &EncodedBlock, layout: &Layout) {
    out.push_str(&format!(
        "Dry run: {} instructions, {} bytes per iteration\n",
        block.insts.len(),
        block.len()
    ));
    out.push_str(&format!(
        "Registers: rsp = {STACK_VALUE:#x}, rdx = {RDX_VALUE:#x}, every other = {REGISTER_VALUE:#x}\n"
    ));
    for p in &layout.programs {
        out.push_str(&format!(
            "Program {:<8} at {:#x}: {} copies, {} bytes, body at +{}\n",
            p.kind.name(),
            p.address,
            p.copies,
            p.bytes.len(),
            p.body_at
        ));
    }
    let b = layout.program(ProgramKind::BlockA);
    let mut offset = 0;
    for inst in &block.insts {
        let placed = &b.bytes[b.body_at + offset..b.body_at + offset + inst.bytes.len()];
        out.push_str(&format!(
            "  +{offset:<4} {:<32} {}\n",
            hex(placed),
            inst.text
        ));
        offset += inst.bytes.len();
    }
}

/// The JSON report (schema in the module doc).
pub fn render_json(name: &str, opts: &MeasureOptions, reports: &[RegionReport]) -> String {
    let regions: Vec<Value> = reports
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut v = json!({
                "index": i,
                "name": r.block.name,
                "instructions": r.block.insts.len(),
                "bytes": r.block.len(),
            });
            let obj = v.as_object_mut().expect("an object");
            match &r.outcome {
                Outcome::Measured(m) => {
                    obj.insert("status".into(), json!("measured"));
                    obj.insert("cycles".into(), json!(round4(m.cycles)));
                    obj.insert("min".into(), json!(round4(m.spread.min)));
                    obj.insert("median".into(), json!(round4(m.spread.median)));
                    obj.insert("p90".into(), json!(round4(m.spread.p90)));
                    obj.insert("spread".into(), json!(round4(m.spread.relative)));
                    let e: Vec<f64> = m.estimates.iter().map(|&x| round4(x)).collect();
                    obj.insert("estimates".into(), json!(e));
                    let t: Vec<f64> = m.ticks_per_cycle.iter().map(|&x| round4(x)).collect();
                    obj.insert("ticks_per_cycle".into(), json!(t));
                    obj.insert("pages".into(), json!(m.pages));
                    obj.insert("rsp".into(), json!(m.stack_value));
                }
                Outcome::CannotMeasure(why) => {
                    obj.insert("status".into(), json!("cannot measure"));
                    obj.insert("reason".into(), json!(why));
                }
                Outcome::DryRun(layout) => {
                    obj.insert("status".into(), json!("dry-run"));
                    let programs: Vec<Value> = layout
                        .programs
                        .iter()
                        .map(|p| {
                            json!({"kind": p.kind.name(), "address": p.address, "copies": p.copies,
                                   "bytes": p.bytes.len(), "body_at": p.body_at})
                        })
                        .collect();
                    let b = layout.program(ProgramKind::BlockA);
                    let mut offset = 0;
                    let insts: Vec<Value> = r
                        .block
                        .insts
                        .iter()
                        .map(|inst| {
                            let at = b.body_at + offset;
                            let v = json!({"offset": offset,
                                           "hex": hex(&b.bytes[at..at + inst.bytes.len()]),
                                           "text": inst.text});
                            offset += inst.bytes.len();
                            v
                        })
                        .collect();
                    obj.insert(
                        "layout".into(),
                        json!({"programs": programs, "block": insts}),
                    );
                }
            }
            v
        })
        .collect();
    let doc = json!({
        "schema": "atomir-measure/1",
        "file": name,
        "method": {
            "unroll": [opts.unroll.0, opts.unroll.1],
            "chain_unroll": [CHAIN_UNROLL.0, CHAIN_UNROLL.1],
            "loop_trips": LOOP_TRIPS,
            "repetitions": opts.run.repetitions,
            "samples": opts.run.samples,
            "cpu": opts.run.cpu,
            "page_limit": opts.run.page_limit,
            "timeout_seconds": opts.run.timeout_seconds,
            "dry_run": opts.dry_run,
            "registers": {"rsp": STACK_VALUE, "rdx": RDX_VALUE, "others": REGISTER_VALUE},
        },
        "regions": regions,
    });
    let mut s = serde_json::to_string_pretty(&doc).expect("JSON values serialise");
    s.push('\n');
    s
}
