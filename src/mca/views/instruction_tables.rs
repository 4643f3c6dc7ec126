//! Instruction tables (`-instruction-tables[=full]`): no simulation; every instruction's
//! resource cycles are spread evenly over the units it may use, and with `=full` the resource
//! list and per-instruction bypass latency, resources and LLVM opcode name are printed too.
//!
//! ```text
//! Resources:
//! [0]   - JALU0:1
//! [2]   - JALU01:2    JALU0, JALU1
//!
//! [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]                                        [9]                        Instructions:
//!  1      2     1.00                         2     JFPM,JFPU1,JFPU01,JFPX                     VMULPSrr                   vmulps    %xmm0, %xmm1, %xmm2
//! ```

use super::resource_pressure::ResourcePressureView;
use super::{pad_to_column, TextOut, ViewContext};
use std::io::{self, Write};

/// Feeds the static resource distribution of every instruction into `pressure`.
pub fn distribute(ctx: &ViewContext, pressure: &mut ResourcePressureView) {
    for (src, d) in ctx.descs.iter().enumerate() {
        for r in &d.resources {
            if r.cycles == 0 {
                continue;
            }
            let mi = ctx.table.model_index(r.mask);
            let res = &ctx.model.resources[mi];
            let cycles = r.cycles as f64;
            if !ctx.table.is_group[mi] {
                for j in 0..res.units {
                    pressure.add(src, mi, j, cycles / res.units as f64);
                }
                continue;
            }
            let n = res.members.len() as f64;
            for m in &res.members {
                let Some(si) = ctx.model.resource_index(m) else {
                    continue;
                };
                let sub = &ctx.model.resources[si as usize];
                for j in 0..sub.units {
                    pressure.add(src, si as usize, j, cycles / (n * sub.units as f64));
                }
            }
        }
    }
}

/// The `Resources:` list printed first by `-instruction-tables=full`.
pub fn print_resources(ctx: &ViewContext, out: &mut dyn Write) -> io::Result<()> {
    super::write_small(out, |s| resources_text(ctx, s))
}

fn resources_text(ctx: &ViewContext, out: &mut String) {
    out.push_str("\n\nResources:\n");
    for (i, r) in ctx.model.resources.iter().enumerate() {
        out.push_str(&format!("[{i}]"));
        pad_to_column(out, 6);
        out.push_str(&format!("- {}:{}", r.name, r.units));
        if !r.members.is_empty() {
            pad_to_column(out, 20);
            out.push_str(&r.members.join(", "));
        }
        out.push('\n');
    }
}

/// The instruction info table with the `=full` columns.
pub fn print_full_info(ctx: &ViewContext, out: &mut dyn Write) -> io::Result<()> {
    let mut w = TextOut::new(out);
    let out = &mut w.buf;
    let encodings = !ctx.encodings.is_empty();
    out.push_str("\n\nInstruction Info:\n[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n[7]: Bypass Latency\n[8]: Resources (<Name> | <Name>[<ReleaseAtCycle>] | <Name>[<AcquireAtCycle>,<ReleaseAtCycle])\n[9]: LLVM Opcode Name\n");
    if encodings {
        out.push_str("[10]: Encoding Size\n");
    }
    out.push_str("\n[1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]                                        [9]                        ");
    if encodings {
        out.push_str("[10]   ");
        out.push_str(super::instruction_info::ENCODINGS_HEADER);
    }
    out.push_str("Instructions:\n");
    for (i, s) in ctx.sched.iter().enumerate() {
        let out = &mut w.buf;
        super::instruction_info::row(out, s);
        out.push(' ');
        out.push_str(&s.bypass_latency.to_string());
        pad_to_column(out, 49);
        let res: Vec<String> = s
            .resources
            .iter()
            .map(|u| {
                let name = &ctx.model.resources[u.resource as usize].name;
                if u.acquire_at != 0 {
                    format!("{name}[{},{}]", u.acquire_at, u.release_at)
                } else if u.release_at != 1 {
                    format!("{name}[{}]", u.release_at)
                } else {
                    name.clone()
                }
            })
            .collect();
        out.push_str(&res.join(","));
        pad_to_column(out, 92);
        out.push_str(s.opcode);
        if encodings {
            super::instruction_info::encoding_columns(out, &ctx.encodings[i], 120);
        } else {
            pad_to_column(out, 119);
        }
        out.push_str(&ctx.text[i]);
        out.push_str("\t\n");
        w.row_end()?;
    }
    w.finish()
}
