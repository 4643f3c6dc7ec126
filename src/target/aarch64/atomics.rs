//! The AArch64 atomic table: LSE rows (guarded by `+lse`) before their exclusive-load/store
//! fallbacks, `+rcpc` acquire loads before `ldar`, i128 through libatomic (loops around
//! `__atomic_compare_exchange_16` for the operations it has no function for).
//!
//! Owns: the AArch64 rows, the placeholder legend and the ordering marks `{a}`/`{l}`.
//! Must not touch: code generation (`src/lower/aarch64.rs`).
//!
//! Fence placement: acquire and release are properties of the instructions (`ldar`, `stlr`,
//! `ldaxr`, `stlxr`, the `a`/`l` forms of the LSE instructions), so no `dmb` surrounds an
//! atomic access; seq_cst loads are `ldar` (not `ldapr`: RCpc loads may pass an earlier
//! `stlr`, which seq_cst forbids) and seq_cst stores `stlr`; fences are `dmb ishld` (acquire)
//! and `dmb ish` (the rest). This is LLVM 22's placement (`llc -O2`, v8.0, +lse, +rcpc).
//! Seed 000's ARM sequences (for 32-bit ARM) do not carry over; its `lss` (`sub r3,r0,r2`:
//! old minus delta) is right.

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW, WIDE,
};

const N: u8 = WidthSet::UP_TO_64;
const W128: u8 = WidthSet::W128;
const LSE: &[&str] = &["lse"];

/// An exclusive-load/store loop computing `{new}` from `{res}` (old) and `{val}`.
macro_rules! llsc {
    ($($compute:expr),* $(,)?) => {
        &[
            "1:",
            "ld{a}xr{b} {res}, [{ptr}]",
            $($compute,)*
            "st{l}xr{b} w13, {new}, [{ptr}]",
            "cbnz w13, 1b",
        ]
    };
}

const fn rmw(op: RmwOp, widths: u8, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        Expansion::LlSc,
        template,
        "",
    )
}
const fn lse(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        N,
        LSE,
        Expansion::Native,
        template,
        "",
    )
}
const fn libcall(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        W128,
        &[],
        Expansion::Libcall,
        name,
        "i128 through libatomic (not yet inline ldxp/stxp or casp)",
    )
}

/// An i128 read-modify-write libatomic has no function for: a loop around
/// `__atomic_compare_exchange_16` (every feature set; llc-22 inlines ldxp/stxp or casp loops
/// instead, a deliberate difference listed in scripts/lower-fences/differences.tsv: the
/// ordering is libatomic's to honour, as for the other i128 rows). The template computes the
/// new value in x3:x2 (high:low, the call's desired argument) from the value seen in x13:x12
/// and the operand in x15:x14, with x16 free; local labels 2 and 3.
const fn casloop128(op: RmwOp, compute: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        W128,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        "i128 through a loop around __atomic_compare_exchange_16 (libatomic has no function for it)",
    )
}
/// Flags of the 128-bit subtraction x13:x12 - x15:x14 (the value seen minus the operand).
const CMP128: [&str; 2] = ["cmp x12, x14", "sbcs xzr, x13, x15"];

pub static TABLE: AtomicTable = AtomicTable {
    target: "aarch64-linux-gnu",
    legend: "placeholders: {ptr} = x9 (address); {val} = operand in w10/x10 (cmpxchg: the expected value);\n\
             {res} = w11/x11 (result: the old value); {new} = w12/x12 (cmpxchg's new value; loops compute it);\n\
             {t} = w14/x14 and {u} = w15/x15 scratch; {zr} = wzr/xzr; {b} = b/h/\"\" by width;\n\
             {sx} = sxtb/sxth (narrow signed compares); floats: {f} = s/d registers;\n\
             cmpxchg leaves its success flag in w14; libcall rows name the __atomic_* function",
    marks: &[
        (Ordering::Unordered, "", "", ""),
        (Ordering::Monotonic, "", "", ""),
        (Ordering::Acquire, "a", "", "a"),
        (Ordering::Release, "", "l", "l"),
        (Ordering::AcqRel, "a", "l", "al"),
        (Ordering::SeqCst, "a", "l", "al"),
    ],
    rows: &[
        Row {
            op: OpPattern::Fence,
            orderings: OrderingSet::from_bits(ord::ANY),
            widths: WidthSet(WidthSet::NONE),
            scope: ScopeSet::SingleThread,
            features: &[],
            expansion: Expansion::Nothing,
            template: &["// singlethread fence: compiler barrier only"],
            note: "",
        },
        row(OpPattern::Fence, ord::ACQUIRE, 0, &[], Expansion::Native, &["dmb ishld"], "orders earlier loads before later loads and stores"),
        row(OpPattern::Fence, ord::RELEASE | ord::ACQ_REL | ord::SEQ_CST, 0, &[], Expansion::Native, &["dmb ish"], ""),
        row(OpPattern::Load, ord::UNORDERED | ord::MONOTONIC, N, &[], Expansion::Native, &["ldr{b} {res}, [{ptr}]"], ""),
        row(OpPattern::Load, ord::ACQUIRE, N, &["rcpc"], Expansion::Native, &["ldapr{b} {res}, [{ptr}]"], "RCpc: enough for acquire, not for seq_cst"),
        row(OpPattern::Load, ord::ACQUIRE | ord::SEQ_CST, N, &[], Expansion::Native, &["ldar{b} {res}, [{ptr}]"], ""),
        libcall(OpPattern::Load, &["__atomic_load_16"]),
        row(OpPattern::Store, ord::UNORDERED | ord::MONOTONIC, N, &[], Expansion::Native, &["str{b} {val}, [{ptr}]"], ""),
        row(OpPattern::Store, ord::RELEASE | ord::SEQ_CST, N, &[], Expansion::Native, &["stlr{b} {val}, [{ptr}]"], "stlr then a later ldar are ordered, so seq_cst needs no dmb"),
        libcall(OpPattern::Store, &["__atomic_store_16"]),
        row(
            OpPattern::CmpXchg, ord::ANY, N, LSE, Expansion::Native,
            &["mov {res}, {val}", "cas{a}{l}{b} {res}, {new}, [{ptr}]", "cmp {res}, {val}", "cset w14, eq"],
            "casb/cash zero-extend the old value, as the expected value is",
        ),
        row(
            OpPattern::CmpXchg, ord::ANY, N, &[], Expansion::LlSc,
            &[
                "1:",
                "ld{a}xr{b} {res}, [{ptr}]",
                "cmp {res}, {val}",
                "b.ne 2f",
                "st{l}xr{b} w13, {new}, [{ptr}]",
                "cbnz w13, 1b",
                "mov w14, #1",
                "b 3f",
                "2:",
                "clrex",
                "mov w14, #0",
                "3:",
            ],
            "strong and weak alike (the loop retries a failed store-exclusive)",
        ),
        libcall(OpPattern::CmpXchg, &["__atomic_compare_exchange_16"]),
        lse(RmwOp::Xchg, &["swp{a}{l}{b} {val}, {res}, [{ptr}]"]),
        lse(RmwOp::Add, &["ldadd{a}{l}{b} {val}, {res}, [{ptr}]"]),
        lse(RmwOp::Sub, &["neg {t}, {val}", "ldadd{a}{l}{b} {t}, {res}, [{ptr}]"]),
        lse(RmwOp::And, &["mvn {t}, {val}", "ldclr{a}{l}{b} {t}, {res}, [{ptr}]"]),
        lse(RmwOp::Or, &["ldset{a}{l}{b} {val}, {res}, [{ptr}]"]),
        lse(RmwOp::Xor, &["ldeor{a}{l}{b} {val}, {res}, [{ptr}]"]),
        row(OpPattern::Rmw(RmwOp::Max), ord::ANY, WIDE, LSE, Expansion::Native, &["ldsmax{a}{l} {val}, {res}, [{ptr}]"], ""),
        row(OpPattern::Rmw(RmwOp::Min), ord::ANY, WIDE, LSE, Expansion::Native, &["ldsmin{a}{l} {val}, {res}, [{ptr}]"], ""),
        row(
            OpPattern::Rmw(RmwOp::Max), ord::ANY, NARROW, LSE, Expansion::Native,
            &["{sx} {t}, {val}", "ldsmax{a}{l}{b} {t}, {res}, [{ptr}]"],
            "the operand is sign-extended; the old value comes back zero-extended",
        ),
        row(
            OpPattern::Rmw(RmwOp::Min), ord::ANY, NARROW, LSE, Expansion::Native,
            &["{sx} {t}, {val}", "ldsmin{a}{l}{b} {t}, {res}, [{ptr}]"],
            "",
        ),
        lse(RmwOp::UMax, &["ldumax{a}{l}{b} {val}, {res}, [{ptr}]"]),
        lse(RmwOp::UMin, &["ldumin{a}{l}{b} {val}, {res}, [{ptr}]"]),
        rmw(RmwOp::Xchg, N, llsc!("mov {new}, {val}")),
        rmw(RmwOp::Add, N, llsc!("add {new}, {res}, {val}")),
        rmw(RmwOp::Sub, N, llsc!("sub {new}, {res}, {val}")),
        rmw(RmwOp::And, N, llsc!("and {new}, {res}, {val}")),
        rmw(RmwOp::Nand, N, llsc!("and {new}, {res}, {val}", "mvn {new}, {new}")),
        rmw(RmwOp::Or, N, llsc!("orr {new}, {res}, {val}")),
        rmw(RmwOp::Xor, N, llsc!("eor {new}, {res}, {val}")),
        rmw(RmwOp::Max, WIDE, llsc!("cmp {res}, {val}", "csel {new}, {res}, {val}, gt")),
        rmw(RmwOp::Min, WIDE, llsc!("cmp {res}, {val}", "csel {new}, {res}, {val}, lt")),
        rmw(RmwOp::Max, NARROW, llsc!("{sx} {t}, {res}", "{sx} {u}, {val}", "cmp {t}, {u}", "csel {new}, {res}, {val}, gt")),
        rmw(RmwOp::Min, NARROW, llsc!("{sx} {t}, {res}", "{sx} {u}, {val}", "cmp {t}, {u}", "csel {new}, {res}, {val}, lt")),
        rmw(RmwOp::UMax, N, llsc!("cmp {res}, {val}", "csel {new}, {res}, {val}, hi")),
        rmw(RmwOp::UMin, N, llsc!("cmp {res}, {val}", "csel {new}, {res}, {val}, lo")),
        rmw(RmwOp::UIncWrap, N, llsc!("cmp {res}, {val}", "csinc {new}, {zr}, {res}, hs")),
        rmw(
            RmwOp::UDecWrap,
            N,
            llsc!("sub {t}, {res}, #1", "cmp {res}, {val}", "csel {new}, {val}, {t}, hi", "cmp {res}, #0", "csel {new}, {val}, {new}, eq"),
        ),
        rmw(RmwOp::USubCond, N, llsc!("sub {t}, {res}, {val}", "cmp {res}, {val}", "csel {new}, {t}, {res}, hs")),
        rmw(RmwOp::USubSat, N, llsc!("sub {t}, {res}, {val}", "cmp {res}, {val}", "csel {new}, {t}, {zr}, hi")),
        rmw(RmwOp::FAdd, WIDE, llsc!("fmov {f}0, {res}", "fmov {f}1, {val}", "fadd {f}0, {f}0, {f}1", "fmov {new}, {f}0")),
        rmw(RmwOp::FSub, WIDE, llsc!("fmov {f}0, {res}", "fmov {f}1, {val}", "fsub {f}0, {f}0, {f}1", "fmov {new}, {f}0")),
        rmw(RmwOp::FMax, WIDE, llsc!("fmov {f}0, {res}", "fmov {f}1, {val}", "fmaxnm {f}0, {f}0, {f}1", "fmov {new}, {f}0")),
        rmw(RmwOp::FMin, WIDE, llsc!("fmov {f}0, {res}", "fmov {f}1, {val}", "fminnm {f}0, {f}0, {f}1", "fmov {new}, {f}0")),
        casloop128(RmwOp::Max, &[CMP128[0], CMP128[1], "csel x2, x14, x12, lt", "csel x3, x15, x13, lt"]),
        casloop128(RmwOp::Min, &[CMP128[0], CMP128[1], "csel x2, x12, x14, lt", "csel x3, x13, x15, lt"]),
        casloop128(RmwOp::UMax, &[CMP128[0], CMP128[1], "csel x2, x14, x12, lo", "csel x3, x15, x13, lo"]),
        casloop128(RmwOp::UMin, &[CMP128[0], CMP128[1], "csel x2, x12, x14, lo", "csel x3, x13, x15, lo"]),
        // old <u val ? old + 1 : 0
        casloop128(
            RmwOp::UIncWrap,
            &["adds x2, x12, #1", "adc x3, x13, xzr", CMP128[0], CMP128[1], "csel x2, x2, xzr, lo", "csel x3, x3, xzr, lo"],
        ),
        // (old == 0 || val <u old) ? val : old - 1
        casloop128(
            RmwOp::UDecWrap,
            &[
                "subs x2, x12, #1", "sbc x3, x13, xzr", "orr x16, x12, x13", "cbz x16, 3f",
                "cmp x14, x12", "sbcs xzr, x15, x13", "b.hs 2f", "3:", "mov x2, x14", "mov x3, x15", "2:",
            ],
        ),
        // old >=u val ? old - val : old (the flags of the subtraction itself)
        casloop128(RmwOp::USubCond, &["subs x2, x12, x14", "sbcs x3, x13, x15", "csel x2, x2, x12, hs", "csel x3, x3, x13, hs"]),
        // old >=u val ? old - val : 0
        casloop128(RmwOp::USubSat, &["subs x2, x12, x14", "sbcs x3, x13, x15", "csel x2, x2, xzr, hs", "csel x3, x3, xzr, hs"]),
        libcall(OpPattern::Rmw(RmwOp::Xchg), &["__atomic_exchange_16"]),
        libcall(OpPattern::Rmw(RmwOp::Add), &["__atomic_fetch_add_16"]),
        libcall(OpPattern::Rmw(RmwOp::Sub), &["__atomic_fetch_sub_16"]),
        libcall(OpPattern::Rmw(RmwOp::And), &["__atomic_fetch_and_16"]),
        libcall(OpPattern::Rmw(RmwOp::Or), &["__atomic_fetch_or_16"]),
        libcall(OpPattern::Rmw(RmwOp::Xor), &["__atomic_fetch_xor_16"]),
        libcall(OpPattern::Rmw(RmwOp::Nand), &["__atomic_fetch_nand_16"]),
    ],
};
