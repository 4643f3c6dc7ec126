//! Instruction info view: micro-ops, latency, reciprocal throughput and memory/side-effect
//! flags of every instruction, as the scheduling model states them; with `-show-barriers` the
//! load/store barrier columns, with `-show-encoding` the encoding size and bytes.
//!
//! ```text
//! Instruction Info:
//! [1]: #uOps
//! [2]: Latency
//! [3]: RThroughput
//! [4]: MayLoad
//! [5]: MayStore
//! [6]: HasSideEffects (U)
//!
//! [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
//!  1      2     1.00                        vmulps    %xmm0, %xmm1, %xmm2
//! ```

use super::{pad_to_column, push_fixed, TextOut, ViewContext};
use crate::decimal::push_u64;
use std::io::{self, Write};

/// Prints the table; static, so no listener is needed. `barriers` adds llvm-mca's
/// `-show-barriers` columns (load and store barriers as the load/store unit sees them).
pub fn print(ctx: &ViewContext, barriers: bool, out: &mut dyn Write) -> io::Result<()> {
    let mut w = TextOut::new(out);
    let out = &mut w.buf;
    out.push_str("\n\nInstruction Info:\n[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n");
    let mut columns = 6;
    if barriers {
        out.push_str("[7]: LoadBarrier\n[8]: StoreBarrier\n");
        columns = 8;
    }
    let encodings = !ctx.encodings.is_empty();
    if encodings {
        columns += 1;
        out.push_str(&format!("[{columns}]: Encoding Size\n"));
    }
    out.push('\n');
    for c in 1..=columns {
        out.push_str(&format!("[{c}]"));
        pad_to_column(out, 7 * c);
    }
    if encodings {
        out.push_str(ENCODINGS_HEADER);
    }
    out.push_str("Instructions:\n");
    for (i, s) in ctx.sched.iter().enumerate() {
        let out = &mut w.buf;
        row(out, s);
        if barriers {
            let d = &ctx.descs[i];
            out.push_str(if d.load_barrier { " *     " } else { "       " });
            out.push_str(if d.store_barrier {
                " *     "
            } else {
                "       "
            });
        }
        if encodings {
            encoding_columns(out, &ctx.encodings[i], 7 * columns - 6);
        }
        out.push_str(&ctx.text[i]);
        out.push('\n');
        w.row_end()?;
    }
    w.finish()
}

/// The six leading columns of one row.
pub fn row(out: &mut String, s: &crate::target::sched::InstrSchedDesc) {
    out.push(' ');
    push_u64(out, u64::from(s.uops));
    out.push_str("    ");
    if s.uops < 10 {
        out.push_str("  ");
    } else if s.uops < 100 {
        out.push(' ');
    }
    push_u64(out, u64::from(s.latency));
    out.push_str("   ");
    if s.latency < 10 {
        out.push_str("  ");
    } else if s.latency < 100 {
        out.push(' ');
    }
    match s.rthroughput {
        Some(rt) => {
            push_fixed(out, rt, 2);
            out.push(' ');
            if rt < 10.0 {
                out.push_str("  ");
            } else if rt < 100.0 {
                out.push(' ');
            }
        }
        None => out.push_str(" -     "),
    }
    out.push_str(if s.may_load { " *     " } else { "       " });
    out.push_str(if s.may_store { " *     " } else { "       " });
    out.push_str(if s.has_side_effects {
        " U     "
    } else {
        "       "
    });
}

/// The `InstructionInfoView` object of `-json`.
pub fn to_json(ctx: &ViewContext) -> serde_json::Value {
    let list: Vec<serde_json::Value> = ctx
        .sched
        .iter()
        .enumerate()
        .map(|(i, s)| {
            serde_json::json!({
                "Instruction": i,
                "Latency": s.latency,
                "NumMicroOpcodes": s.uops,
                "RThroughput": super::json::num(exact_rthroughput(ctx, s)),
                "hasUnmodeledSideEffects": s.has_side_effects,
                "mayLoad": s.may_load,
                "mayStore": s.may_store,
            })
        })
        .collect();
    serde_json::json!({ "InstructionList": list })
}

/// LLVM's MCSchedModel::getReciprocalThroughput from the raw resource list (the model file keeps
/// only the two-decimal value the text view prints).
pub fn exact_rthroughput(ctx: &ViewContext, s: &crate::target::sched::InstrSched) -> f64 {
    let mut best: Option<f64> = None;
    for u in &s.resources {
        if u.release_at == 0 || u.release_at == u.acquire_at {
            continue;
        }
        let units = ctx.model.resources[u.resource as usize].units.max(1) as f64;
        let t = units / (u.release_at as f64 - u.acquire_at as f64);
        best = Some(best.map_or(t, |b: f64| b.min(t)));
    }
    match best {
        Some(t) => 1.0 / t,
        None => s.uops as f64 / ctx.model.dispatch_width.max(1) as f64,
    }
}

/// Header of the `-show-encoding` bytes column.
pub const ENCODINGS_HEADER: &str = "Encodings:                    ";

/// With `-show-encoding`: the encoding size at column `size_col`, the bytes six columns
/// later, and the instruction text 30 columns after that (each at least one blank apart).
pub fn encoding_columns(out: &mut String, bytes: &[u8], size_col: usize) {
    pad_to_column(out, size_col);
    out.push_str(&bytes.len().to_string());
    pad_to_column(out, size_col + 6);
    out.push_str(&crate::mca::asm::encoding::hex_bytes(bytes));
    pad_to_column(out, size_col + 6 + ENCODINGS_HEADER.len());
}
