//! Facts no llvm-mca table prints, learned from small simulations, many per llvm-mca run (one
//! code region each):
//!
//! * register-file behaviour per instruction (`-register-file-stats` on the instruction alone):
//!   a zero idiom creates no register mapping; an optimizable move is counted as such;
//! * the scheduler buffers each instruction occupies (`-scheduler-stats`, 50 iterations of the
//!   instruction alone), for `supers.rs`;
//! * dependency breaking (`-timeline`): a long-latency producer writes the register that the
//!   `.same` form reads; the probe issues without waiting for it;
//! * ReadAdvance per register operand (`-timeline`): producer `F` writes the operand's register,
//!   the probe reads it; the read was advanced by `E(F) - issue(probe)` cycles, where `E(F)` is
//!   the cycle F's result is written back;
//! * latency per written register (`-timeline`): a consumer with no read-advance reads it; the
//!   write latency is `issue(consumer) - issue(probe)`;
//! * register files: which register kinds each file renames, at what cost, with which move
//!   elimination.
//!
//! Owns the probe shapes and the timeline parser. It refines descriptors built from the tables;
//! it never invents a value it did not observe (unobservable facts keep their defaults).

use std::collections::HashMap;

use iced_x86::{
    Formatter, GasFormatter, Instruction, InstructionInfoFactory, OpAccess, OpKind, Register,
};

use atomir::target::sched::{
    InstrSchedDesc, OperandLatency, OperandRef, RegKind, RegisterClassCost,
};

use crate::llvm::Mca;
use crate::probes::Probe;
use crate::stats::{parse_occupied_buffers, parse_register_files, value_after, Stats};

/// One code region of a probe run.
struct Region {
    name: String,
    body: String,
}

/// Runs regions in chunks; returns region name -> that region's report. Chunks that crash or
/// hang are split; a region that fails alone is left out.
fn run_regions(
    mca: &Mca,
    regions: &[Region],
    args: &[&str],
) -> Result<HashMap<String, String>, String> {
    let mut out = HashMap::new();
    for chunk in regions.chunks(400) {
        run_region_chunk(mca, chunk, args, &mut out)?;
    }
    Ok(out)
}

fn run_region_chunk(
    mca: &Mca,
    regions: &[Region],
    args: &[&str],
    out: &mut HashMap<String, String>,
) -> Result<(), String> {
    let mut input = String::new();
    for r in regions {
        input.push_str(&format!(
            "# LLVM-MCA-BEGIN {}\n{}# LLVM-MCA-END {}\n",
            r.name, r.body, r.name
        ));
    }
    let mut all_args = vec!["-iterations=1", "-skip-unsupported-instructions=any"];
    all_args.extend_from_slice(args);
    let (code, text, _) = mca.run_raw(&input, &all_args)?;
    if code != 0 {
        if regions.len() > 1 {
            let (a, b) = regions.split_at(regions.len() / 2);
            run_region_chunk(mca, a, args, out)?;
            run_region_chunk(mca, b, args, out)?;
        }
        return Ok(());
    }
    let mut name: Option<String> = None;
    let mut body = String::new();
    for l in text.lines() {
        if let Some(rest) = l.strip_prefix('[') {
            if let Some(pos) = rest.find("] Code Region - ") {
                if let Some(n) = name.take() {
                    out.insert(n, std::mem::take(&mut body));
                }
                name = Some(rest[pos + "] Code Region - ".len()..].to_string());
                continue;
            }
        }
        if name.is_some() {
            body.push_str(l);
            body.push('\n');
        }
    }
    if let Some(n) = name {
        out.insert(n, body);
    }
    Ok(())
}

/// One timeline row: dispatch cycle, first execute cycle, write-back cycle.
#[derive(Copy, Clone, Debug)]
struct Row {
    dispatch: Option<usize>,
    issue: Option<usize>,
    written: Option<usize>,
}

/// `in_order`: a model without a reorder buffer dispatches an instruction in the cycle it
/// issues, and its timeline marks executing cycles from the next one ("DeeE" is issued at `D`);
/// out of order, the issue cycle is the first `e` (or `E`) after the dispatch.
fn parse_timeline(report: &str, in_order: bool) -> Vec<Row> {
    let mut width = 0;
    let mut rows = Vec::new();
    let mut in_view = false;
    for l in report.lines() {
        if l.starts_with("Timeline view:") {
            in_view = true;
            continue;
        }
        if !in_view {
            continue;
        }
        if let Some(h) = l.strip_prefix("Index     ") {
            width = h.len();
            continue;
        }
        if l.starts_with("[0,") {
            let cells: Vec<char> = l.chars().skip(10).take(width).collect();
            let find = |pred: &dyn Fn(char) -> bool| cells.iter().position(|c| pred(*c));
            let dispatch = find(&|c| c == 'D');
            rows.push(Row {
                dispatch,
                issue: if in_order {
                    dispatch
                } else {
                    find(&|c| c == 'e' || c == 'E')
                },
                written: find(&|c| c == 'E'),
            });
        } else if l.starts_with("Average Wait times") {
            break;
        }
    }
    rows
}

/// AT&T name of a register (`%r8b`, `%xmm3`).
fn reg_name(fmt: &mut GasFormatter, r: Register) -> String {
    let n = fmt.format_register(r).to_string();
    if n.starts_with('%') {
        n
    } else {
        format!("%{n}")
    }
}

/// A long-latency instruction writing (the full register of) `r`, or `None` for registers we
/// do not probe. Each reads memory so it also has a latency the consumer can wait on.
/// `ymm_ok`: the model schedules 256-bit `vmulps` (Atom and Silvermont do not: an XMM operand
/// is then fed by the 128-bit form, and YMM operands are not probed).
fn producer_for(fmt: &mut GasFormatter, r: Register, ymm_ok: bool) -> Option<String> {
    let kind = RegKind::of(r)?;
    let full = r.full_register();
    Some(match kind {
        RegKind::Gpr => format!("imulq (%rsi), {}", reg_name(fmt, full)),
        RegKind::Xmm if !ymm_ok => {
            let x = reg_name(fmt, Register::XMM0 + r.number() as u32);
            format!("vmulps (%rsi), {x}, {x}")
        }
        RegKind::Ymm if !ymm_ok => return None,
        RegKind::Xmm | RegKind::Ymm => {
            let y = Register::YMM0 + r.number() as u32;
            let y = reg_name(fmt, y);
            format!("vmulps (%rsi), {y}, {y}")
        }
        RegKind::XmmHi | RegKind::YmmHi | RegKind::Zmm => {
            let z = reg_name(fmt, Register::ZMM0 + r.number() as u32);
            format!("vmulps (%rsi), {z}, {z}")
        }
        RegKind::Mmx => format!("pmaddwd (%rsi), {}", reg_name(fmt, r)),
        RegKind::Mask => format!("kmovw (%rsi), {}", reg_name(fmt, r)),
        RegKind::Flags | RegKind::X87 => return None,
    })
}

/// An instruction with no read-advance that reads `r` and depends on nothing else in the
/// region.
fn consumer_for(fmt: &mut GasFormatter, r: Register) -> Option<String> {
    let kind = RegKind::of(r)?;
    Some(match kind {
        RegKind::Gpr => format!("addq {}, %r13", reg_name(fmt, r.full_register())),
        RegKind::Xmm | RegKind::XmmHi => format!("vorps {}, %xmm14, %xmm14", reg_name(fmt, r)),
        RegKind::Ymm | RegKind::YmmHi => format!("vorps {}, %ymm14, %ymm14", reg_name(fmt, r)),
        RegKind::Zmm => format!("vorps {}, %zmm14, %zmm14", reg_name(fmt, r)),
        RegKind::Mmx => format!("por {}, %mm7", reg_name(fmt, r)),
        RegKind::Mask => format!("korw {}, %k5, %k5", reg_name(fmt, r)),
        RegKind::Flags | RegKind::X87 => return None,
    })
}

const FLAGS_CONSUMER: &str = "setb %r13b";

fn is_read(a: OpAccess) -> bool {
    matches!(
        a,
        OpAccess::Read | OpAccess::CondRead | OpAccess::ReadWrite | OpAccess::ReadCondWrite
    )
}

fn is_write(a: OpAccess) -> bool {
    matches!(
        a,
        OpAccess::Write | OpAccess::CondWrite | OpAccess::ReadWrite | OpAccess::ReadCondWrite
    )
}

/// Registers an instruction writes, as operand references: explicit register operands, then
/// implicit registers, then the flags.
fn written_operands(
    info_f: &mut InstructionInfoFactory,
    ins: &Instruction,
) -> Vec<(OperandRef, Register)> {
    let info = info_f.info(ins);
    let mut out = Vec::new();
    let mut explicit: Vec<Register> = Vec::new();
    for i in 0..ins.op_count() {
        if ins.op_kind(i) == OpKind::Register && is_write(info.op_access(i)) {
            out.push((OperandRef::Op(i as u8), ins.op_register(i)));
            explicit.push(ins.op_register(i).full_register());
        }
    }
    for u in info.used_registers() {
        let r = u.register();
        if is_write(u.access())
            && RegKind::of(r).is_some()
            && !explicit.contains(&r.full_register())
            && r.full_register() != Register::RSP
        {
            out.push((OperandRef::Implicit(r.full_register()), r));
            explicit.push(r.full_register());
        }
    }
    if ins.rflags_modified() != 0 {
        out.push((OperandRef::Flags, Register::None));
    }
    out
}

/// Registers the instruction reads, each with a region-name key: explicit register operands,
/// the memory operand's base and index, implicit registers, and the flags (register `None`).
/// A register that feeds two of these at once is left out (a producer would feed both).
fn read_operands(
    info_f: &mut InstructionInfoFactory,
    ins: &Instruction,
) -> Vec<(OperandRef, Register, String)> {
    let info = info_f.info(ins);
    let mut out: Vec<(OperandRef, Register, String)> = Vec::new();
    let mut uses: Vec<Register> = Vec::new();
    for i in 0..ins.op_count() {
        match ins.op_kind(i) {
            OpKind::Register => {
                let r = ins.op_register(i);
                uses.push(r.full_register());
                if is_read(info.op_access(i)) {
                    out.push((OperandRef::Op(i as u8), r, format!("o{i}")));
                }
            }
            OpKind::Memory => {
                let (b, x) = (ins.memory_base(), ins.memory_index());
                if b != Register::None && b != Register::RIP {
                    uses.push(b.full_register());
                    out.push((OperandRef::MemBase, b, "b".into()));
                }
                if x != Register::None {
                    uses.push(x.full_register());
                    out.push((OperandRef::MemIndex, x, "x".into()));
                }
            }
            _ => {}
        }
    }
    for (n, u) in info.used_registers().iter().enumerate() {
        let r = u.register();
        let full = r.full_register();
        if uses.contains(&full) || full == Register::RSP || full == Register::RIP {
            continue;
        }
        uses.push(full);
        if is_read(u.access()) && RegKind::of(r).is_some() {
            out.push((OperandRef::Implicit(full), r, format!("i{n}")));
        }
    }
    // Drop registers that occur twice among all uses (explicit, address, implicit).
    out.retain(|(_, r, _)| uses.iter().filter(|u| **u == r.full_register()).count() == 1);
    if ins.rflags_read() != 0 {
        out.push((OperandRef::Flags, Register::None, "f".into()));
    }
    out
}

/// Producer of the flags with a long latency (the flags are written when the result is).
const FLAGS_PRODUCER: &str = "imulq (%rsi), %r15";

/// Refines `descs` (aligned with `probes`; `present` marks supported ones) in place.
pub fn refine(
    mca: &Mca,
    probes: &[Probe],
    present: &[bool],
    descs: &mut [InstrSchedDesc],
    stats: &mut Stats,
) -> Result<(), String> {
    let in_order = stats.in_order;
    let ymm_ok = mca.run_raw("vmulps (%rsi), %ymm1, %ymm1\n", &[])?.0 == 0;
    let mut fmt = crate::probes::formatter();
    let mut info_f = InstructionInfoFactory::new();
    let usable: Vec<usize> = (0..probes.len())
        .filter(|&i| present[i] && !stats.bad_texts.contains(&probes[i].text))
        .collect();

    // 1. Register-file behaviour of each instruction alone.
    let regions: Vec<Region> = usable
        .iter()
        .map(|&i| Region {
            name: format!("p{i}"),
            body: format!("{}\n", probes[i].text),
        })
        .collect();
    let rf = run_regions(
        mca,
        &regions,
        &[
            "-register-file-stats",
            "-instruction-info=false",
            "-resource-pressure=false",
        ],
    )?;
    // The buffers each instruction occupies: 50 iterations alone, so that an instruction that
    // cannot issue as fast as it dispatches piles up in its schedulers (one instance alone issues
    // in the cycle it is dispatched and shows no occupancy).
    let sched = run_regions(
        mca,
        &regions,
        &[
            "-iterations=50",
            "-scheduler-stats",
            "-instruction-info=false",
            "-resource-pressure=false",
        ],
    )?;
    for &i in &usable {
        if let Some(rep) = sched.get(&format!("p{i}")) {
            stats
                .occupied_buffers
                .insert(i, parse_occupied_buffers(rep));
        }
    }
    let mut mappings: HashMap<usize, u64> = HashMap::new();
    for &i in &usable {
        let Some(rep) = rf.get(&format!("p{i}")) else {
            continue;
        };
        if let Some(m) =
            value_after(rep, "Total number of mappings created:").and_then(|v| v.parse().ok())
        {
            mappings.insert(i, m);
        }
        if parse_register_files(rep)
            .iter()
            .any(|f| f.optimizable_moves > 0)
        {
            descs[i].optimizable_move = true;
        }
    }
    for &i in &usable {
        if let Some(&m) = mappings.get(&i) {
            // An optimizable move eliminated even alone still renames its one destination when
            // it is not eliminated.
            let m = if descs[i].optimizable_move && m == 0 {
                1
            } else {
                m
            };
            descs[i].renamed_writes = Some(m as u32);
        }
    }

    // 2. Timeline probes: dependency breaking, read advance, write latencies.
    let mut regions: Vec<Region> = Vec::new();
    for &i in &usable {
        let p = &probes[i];
        let ins = &p.instr;
        if p.variant.same_regs {
            // The shared source register (the last register operand; iced reports no read for
            // the operands of idioms it knows, so access information cannot be used here).
            let last_reg = (0..ins.op_count())
                .rev()
                .find(|&k| ins.op_kind(k) == OpKind::Register)
                .map(|k| ins.op_register(k));
            if let Some(r) = last_reg {
                // An idiom that also reads the flags (`sbb %ecx, %ecx`, dependency-breaking on
                // the Zen models) would wait for the flags `imul` writes whether or not the
                // register dependency is broken: its producer is a load, which writes the
                // register alone.
                let producer = if ins.rflags_read() != 0 && RegKind::of(r) == Some(RegKind::Gpr) {
                    Some(format!(
                        "movq (%rsi), {}",
                        reg_name(&mut fmt, r.full_register())
                    ))
                } else {
                    producer_for(&mut fmt, r, ymm_ok)
                };
                if let Some(f) = producer {
                    regions.push(Region {
                        name: format!("d{i}"),
                        body: format!("{f}\n{}\n", p.text),
                    });
                }
            }
            continue;
        }
        for (op, r, key) in read_operands(&mut info_f, ins) {
            let producer = if op == OperandRef::Flags {
                Some(FLAGS_PRODUCER.to_string())
            } else {
                producer_for(&mut fmt, r, ymm_ok)
            };
            if let Some(f) = producer {
                regions.push(Region {
                    name: format!("r{i}_{key}"),
                    body: format!("{f}\n{}\n", p.text),
                });
            }
            // The `imul` producer and a multiplying probe share the multiplier, which can hold
            // the probe back a cycle and hide part of its read advance (Znver1's
            // `imull (%rsi), %edx`): a load producer, which takes no ALU, probes it again.
            if matches!(op, OperandRef::Op(_)) && RegKind::of(r) == Some(RegKind::Gpr) {
                regions.push(Region {
                    name: format!("l{i}_{key}"),
                    body: format!(
                        "movq (%rsi), {}\n{}\n",
                        reg_name(&mut fmt, r.full_register()),
                        p.text
                    ),
                });
            }
        }
        for (n, (op, r)) in written_operands(&mut info_f, ins).into_iter().enumerate() {
            let consumer = if op == OperandRef::Flags {
                Some(FLAGS_CONSUMER.to_string())
            } else {
                consumer_for(&mut fmt, r)
            };
            if let Some(c) = consumer {
                regions.push(Region {
                    name: format!("w{i}_{n}"),
                    body: format!("{}\n{c}\n", p.text),
                });
            }
        }
    }
    eprintln!("{}: {} timeline probes", mca.cpu, regions.len());
    let tl = run_regions(
        mca,
        &regions,
        &[
            "-timeline",
            "-timeline-max-cycles=0",
            "-instruction-info=false",
            "-resource-pressure=false",
        ],
    )?;
    let debug = std::env::var("MCA_GEN_DEBUG").ok();
    for &i in &usable {
        let p = &probes[i];
        let ins = &p.instr;
        if debug.as_deref().is_some_and(|d| p.text == d) {
            for (k, v) in &tl {
                if *k == format!("d{i}")
                    || k.starts_with(&format!("r{i}_"))
                    || k.starts_with(&format!("w{i}_"))
                {
                    eprintln!("== {k}\n{v}");
                }
            }
        }
        if p.variant.same_regs {
            // A move llvm-mca eliminates completes at dispatch and creates no mapping whether
            // or not it is an idiom, so neither test tells anything about it (Znver3's
            // `movq %rax, %rax` is eliminated, not a zero idiom: the register does not
            // become known zero).
            if descs[i].optimizable_move {
                continue;
            }
            if let Some(rows) = tl
                .get(&format!("d{i}"))
                .map(|r| parse_timeline(r, in_order))
            {
                if let [f, probe] = rows[..] {
                    if let (Some(fi), Some(fw)) = (f.issue, f.written) {
                        // Independent: issued (or completed without executing) before the
                        // producer's result could have been read.
                        let pi = probe.issue.or(probe.dispatch).unwrap_or(usize::MAX);
                        if pi < fw && fw > fi {
                            descs[i].dep_breaking = true;
                            if mappings.get(&i) == Some(&0) {
                                descs[i].zero_idiom = true;
                            }
                        }
                    }
                }
            }
            continue;
        }
        let mut reads = Vec::new();
        for (op, _, key) in read_operands(&mut info_f, ins) {
            let Some(rows) = tl
                .get(&format!("r{i}_{key}"))
                .map(|r| parse_timeline(r, in_order))
            else {
                continue;
            };
            let [f, probe] = rows[..] else { continue };
            let (Some(fi), Some(fw), Some(pi)) = (f.issue, f.written, probe.issue) else {
                continue;
            };
            // Issued the cycle after its producer: perhaps held back by a shared unit rather
            // than by the value; the load producer's probe tells when it measures more.
            if pi == fi + 1 && !in_order {
                let load_probe = tl
                    .get(&format!("l{i}_{key}"))
                    .map(|r| parse_timeline(r, in_order));
                if let Some([lf, lp]) = load_probe.as_deref() {
                    if let (Some(lfi), Some(lfw), Some(lpi)) = (lf.issue, lf.written, lp.issue) {
                        let measured = fw as i64 - pi as i64;
                        if lpi > lfi && (lfw as i64 - lpi as i64) > measured {
                            reads.push(OperandLatency {
                                operand: op,
                                cycles: (lfw as i64 - lpi as i64) as i32,
                            });
                            continue;
                        }
                        let table = descs[i].latency as i64 - descs[i].bypass_latency as i32 as i64;
                        if lpi <= lfi && table > measured && table >= lfw as i64 - lfi as i64 {
                            reads.push(OperandLatency {
                                operand: op,
                                cycles: table as i32,
                            });
                            continue;
                        }
                    }
                }
            }
            // A wait of more than 8 cycles past the producer's write is taken as a (negative)
            // read advance only when the table's bypass latency says the same (BdVer2's
            // integer-to-FPU reads, `cvtsi2sd %rax, %xmm1`, wait 10 cycles).
            let table_advance = descs[i].latency as i64 - descs[i].bypass_latency as i32 as i64;
            if pi > fi && (pi <= fw + 8 || table_advance == fw as i64 - pi as i64) {
                let mut advance = fw as i32 - pi as i32;
                // In order, a probe that shares a unit with its producer (Atom: `imulq` then
                // `imull (%rdi), %r8d`, both on port 0) cannot issue before the unit is free,
                // which hides its read advance; the table's bypass latency still tells it.
                if in_order
                    && advance == 0
                    && table_advance > 0
                    && op != OperandRef::MemBase
                    && op != OperandRef::MemIndex
                {
                    advance = table_advance as i32;
                }
                if advance != 0 {
                    reads.push(OperandLatency {
                        operand: op,
                        cycles: advance,
                    });
                }
            } else if pi <= fi && op != OperandRef::MemBase && op != OperandRef::MemIndex {
                // Issued with its producer: the read advance covers the producer's whole
                // latency, so the timeline cannot measure it. The table's bypass latency is
                // the latency minus the read advance (printed unsigned when negative).
                let bypass = descs[i].bypass_latency as i32 as i64;
                let advance = descs[i].latency as i64 - bypass;
                if advance >= (fw as i64 - fi as i64) && advance > 0 {
                    reads.push(OperandLatency {
                        operand: op,
                        cycles: advance as i32,
                    });
                }
            }
        }
        descs[i].reads = reads;
        let mut writes = Vec::new();
        for (n, (op, _)) in written_operands(&mut info_f, ins).into_iter().enumerate() {
            let Some(rows) = tl
                .get(&format!("w{i}_{n}"))
                .map(|r| parse_timeline(r, in_order))
            else {
                continue;
            };
            let [probe, c] = rows[..] else { continue };
            let (Some(pi), Some(ci)) = (probe.issue, c.issue) else {
                continue;
            };
            let lat = (ci.saturating_sub(pi)) as u32;
            // Port conflicts can only delay the consumer; a write is never later than the max.
            if lat < descs[i].latency {
                writes.push(OperandLatency {
                    operand: op,
                    cycles: lat as i32,
                });
            }
        }
        descs[i].writes = writes;
    }

    // 3. Register files: kinds, costs, move elimination.
    register_files(mca, stats)?;
    Ok(())
}

/// One write of each register kind, and one register move of each kind.
const KIND_PROBES: [(RegKind, &str, Option<&str>); 9] = [
    (RegKind::Gpr, "movq $1, %rcx", Some("movq %rcx, %rdx")),
    (RegKind::Flags, "cmpq %rcx, %rdx", None),
    (
        RegKind::Xmm,
        "vaddps %xmm1, %xmm2, %xmm3",
        Some("vmovaps %xmm1, %xmm2"),
    ),
    (
        RegKind::Ymm,
        "vaddps %ymm1, %ymm2, %ymm3",
        Some("vmovaps %ymm1, %ymm2"),
    ),
    (
        RegKind::XmmHi,
        "vaddps %xmm17, %xmm18, %xmm19",
        Some("vmovaps %xmm17, %xmm18"),
    ),
    (
        RegKind::YmmHi,
        "vaddps %ymm17, %ymm18, %ymm19",
        Some("vmovaps %ymm17, %ymm18"),
    ),
    (
        RegKind::Zmm,
        "vaddps %zmm1, %zmm2, %zmm3",
        Some("vmovaps %zmm1, %zmm2"),
    ),
    (RegKind::Mask, "kandw %k1, %k2, %k3", Some("kmovw %k1, %k2")),
    (RegKind::Mmx, "paddd %mm1, %mm2", Some("movq %mm1, %mm2")),
];

/// Zeroing idiom for the source of a kind's move probe.
fn zero_source(kind: RegKind) -> Option<&'static str> {
    Some(match kind {
        RegKind::Gpr => "xorl %ecx, %ecx",
        RegKind::Xmm => "vxorps %xmm1, %xmm1, %xmm1",
        RegKind::Ymm => "vxorps %ymm1, %ymm1, %ymm1",
        RegKind::XmmHi => "vpxord %xmm17, %xmm17, %xmm17",
        RegKind::YmmHi => "vpxord %ymm17, %ymm17, %ymm17",
        RegKind::Zmm => "vpxord %zmm1, %zmm1, %zmm1",
        RegKind::Mask => "kxorw %k1, %k1, %k1",
        RegKind::Mmx => "pxor %mm1, %mm1",
        _ => return None,
    })
}

fn register_files(mca: &Mca, stats: &mut Stats) -> Result<(), String> {
    if stats.register_files.is_empty() {
        return Ok(());
    }
    let mut regions = Vec::new();
    for (kind, write, mv) in KIND_PROBES {
        regions.push(Region {
            name: format!("k{kind:?}"),
            body: format!("{write}\n"),
        });
        if let Some(mv) = mv {
            regions.push(Region {
                name: format!("m{kind:?}"),
                body: format!("{mv}\n"),
            });
            if let Some(z) = zero_source(kind) {
                regions.push(Region {
                    name: format!("z{kind:?}"),
                    body: format!("{z}\n{mv}\n"),
                });
            }
        }
    }
    let out = run_regions(
        mca,
        &regions,
        &[
            "-register-file-stats",
            "-instruction-info=false",
            "-resource-pressure=false",
        ],
    )?;
    let nfiles = stats.register_files.len();
    for (kind, _, mv) in KIND_PROBES {
        let Some(rep) = out.get(&format!("k{kind:?}")) else {
            continue;
        };
        let files = parse_register_files(rep);
        if files.len() != nfiles {
            continue;
        }
        let moves = mv
            .and_then(|_| out.get(&format!("m{kind:?}")))
            .map(|r| parse_register_files(r));
        let zmoves = mv
            .and_then(|_| out.get(&format!("z{kind:?}")))
            .map(|r| parse_register_files(r));
        for (fi, f) in files.iter().enumerate() {
            if f.mappings == 0 {
                continue;
            }
            let eliminated_any = moves
                .as_ref()
                .map(|m| m[fi].eliminated > 0)
                .unwrap_or(false);
            let eliminated_zero = zmoves
                .as_ref()
                .map(|m| m[fi].eliminated > 0)
                .unwrap_or(false);
            let file = &mut stats.register_files[fi];
            file.classes.push(RegisterClassCost {
                class: kind,
                cost: f.mappings as u32,
                allow_move_elimination: eliminated_any || eliminated_zero,
            });
            if eliminated_zero && !eliminated_any {
                file.allow_zero_move_elimination_only = true;
            }
        }
    }
    // Moves eliminated per cycle: many independent eliminable moves of one kind per file.
    for fi in 0..nfiles {
        let Some(class) = stats.register_files[fi]
            .classes
            .iter()
            .find(|c| c.allow_move_elimination)
            .cloned()
        else {
            continue;
        };
        let zero_only = stats.register_files[fi].allow_zero_move_elimination_only;
        let mut body = String::new();
        let pairs: &[(&str, &str)] = match class.class {
            RegKind::Gpr => &[
                ("%rax", "%rbx"),
                ("%rcx", "%rdx"),
                ("%rsi", "%rdi"),
                ("%r8", "%r9"),
                ("%r10", "%r11"),
                ("%r12", "%r13"),
                ("%r14", "%r15"),
            ],
            _ => &[
                ("%xmm0", "%xmm1"),
                ("%xmm2", "%xmm3"),
                ("%xmm4", "%xmm5"),
                ("%xmm6", "%xmm7"),
                ("%xmm8", "%xmm9"),
                ("%xmm10", "%xmm11"),
                ("%xmm12", "%xmm13"),
                ("%xmm14", "%xmm15"),
            ],
        };
        // All zeroing idioms first, then all the moves: interleaved, the dispatch width would
        // cap the moves per cycle below what the register file allows.
        let gpr = class.class == RegKind::Gpr;
        if zero_only {
            for (s, _) in pairs {
                if gpr {
                    let s32 = match *s {
                        "%rax" => "%eax",
                        "%rcx" => "%ecx",
                        "%rsi" => "%esi",
                        "%r8" => "%r8d",
                        "%r10" => "%r10d",
                        "%r12" => "%r12d",
                        _ => "%r14d",
                    };
                    body.push_str(&format!("xorl {s32}, {s32}\n"));
                } else {
                    body.push_str(&format!("vxorps {s}, {s}, {s}\n"));
                }
            }
        }
        for (s, d) in pairs {
            body.push_str(&if gpr {
                format!("movq {s}, {d}\n")
            } else {
                format!("vmovaps {s}, {d}\n")
            });
        }
        let region = [Region {
            name: "elim".into(),
            body,
        }];
        let out = run_regions(
            mca,
            &region,
            &[
                "-register-file-stats",
                "-instruction-info=false",
                "-resource-pressure=false",
            ],
        )?;
        if let Some(rep) = out.get("elim") {
            let files = parse_register_files(rep);
            if let Some(f) = files.get(fi) {
                let observed = f.max_eliminated_per_cycle as u32;
                if observed > 0 && observed < stats.dispatch_width {
                    stats.register_files[fi].max_moves_eliminated_per_cycle = observed;
                }
            }
        }
    }
    Ok(())
}
