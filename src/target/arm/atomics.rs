//! The 32-bit ARM atomic tables: ARMv7-A and ARMv6 (exclusive-load/store loops between
//! barriers), ARMv8-A AArch32 (acquire/release loads, stores and exclusives, no barrier) and
//! ARMv5TE (`__sync_*` library calls).
//!
//! Owns: the rows of the four tables, their placeholder legend and ordering marks. Must not
//! touch: code generation (`src/lower/arm.rs` loads the registers the legend names, substitutes
//! the placeholders and stores the results).
//!
//! Fence placement, as llc-22 -O2 emits it (checked with `scripts/lower-fences.sh`):
//! - ARMv7: acquire and seq_cst loads `ldr; dmb ish` (no leading barrier); release stores
//!   `dmb ish; str`; seq_cst stores `dmb ish; str; dmb ish`; read-modify-writes and cmpxchg
//!   `dmb ish` before the loop when the ordering releases, after it when it acquires; every
//!   fence `dmb ish`; singlethread fences nothing. Seed 001 names `dmb` for ARM; the seed's
//!   table has no `ish` domain, LLVM 22's inner-shareable one is what Linux needs.
//! - ARMv6: the same places with the CP15 barrier `mcr p15, #0, r12, c7, c10, #5` (r12 zeroed
//!   first, as llc-22 zeroes its register: the ARMv6 manual says the register should be zero).
//!   The i8/i16/i64 exclusives (`ldrexb`/`ldrexh`/`ldrexd`) are ARMv6K's, as llc-22 uses them
//!   for `armv6`; the output says `.arch armv6k` so that GNU as accepts them.
//! - ARMv5TE (soft float, no exclusives): monotonic/unordered loads and stores of up to 32
//!   bits are plain; every other access, cmpxchg and xchg/add/sub/and/or/xor/nand calls
//!   libgcc's `__sync_*` functions (full barriers: Linux's kernel helpers), fences call
//!   `__sync_synchronize`, as llc-22. Corrections: max/min/umax/umin are loops around
//!   `__sync_val_compare_and_swap_N` because llc-22's `__sync_fetch_and_max_N` calls do not
//!   link (libgcc has none); uinc/udec_wrap and usub_cond/sat, which llc-22 cannot select for
//!   armv5te, are the same loops; narrow results of the `_1`/`_2` functions are re-extended
//!   (libgcc returns them sign-extended).
//! - ARMv8-A AArch32: acquire/seq_cst loads `lda`, release/seq_cst stores `stl`, loops with
//!   `ldaex` when the ordering acquires and `stlex` when it releases; fences `dmb ish`.
//!
//! Differences from llc-22 (instruction selection only, the barriers are the same): a strong
//! cmpxchg puts its leading barrier before the first exclusive load where llc-22 puts it after
//! the first compare (on the path that will store); atomir's failure path therefore also pays
//! the leading barrier, which orders more, never less. i64 loads of every ordering are
//! `ldrexd; clrex` (an aligned `ldrd` is not single-copy atomic without LPAE), as llc-22.
//! i128 has no row: llc-22 calls the generic `__atomic_*` functions (size 16 through memory),
//! which atomir does not emit yet, so it is a clear error.

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet,
};

const N: u8 = WidthSet::W8 | WidthSet::W16 | WidthSet::W32;
const W64: u8 = WidthSet::W64;
const F32: u8 = WidthSet::W32;

const LEGEND: &str = "registers: r0 = the address; up to 32 bits: r1 = the operand (cmpxchg: the expected value),\n\
    r2 = the old value (the result), r3 = the new value (loops compute it), r12 = the store-exclusive status,\n\
    r4/r5 scratch; 64 bits: r2:r3 = the operand (cmpxchg: the expected value), r4:r5 = the old value,\n\
    r6:r7 = the new value, r8 scratch; cmpxchg leaves its success flag (0/1) in r8;\n\
    narrow values are zero-extended in registers (ldrexb/ldrexh do so);\n\
    {x} = b/h/(nothing) for 8/16/32 bits; {sx} = sxtb/sxth/mov (sign-extends a field);\n\
    floats: s0/s1 (d0/d1 for doubles) hold the old value and the operand;\n\
    ARMv6/v7: {l} = the barrier before (the ordering releases), {a} = the one after (it acquires);\n\
    ARMv8: {a} = a/r (lda, ldaex or ldr, ldrex), {l} = l/r (stl, stlex or str, strex);\n\
    a line '; '-separated is several instructions (the ARMv6 barrier)";

/// ARMv6/v7: the barrier lines {l} (before, when the ordering releases) and {a} (after, when
/// it acquires).
const V7_MARKS: &[(Ordering, &str, &str, &str)] = &[
    (Ordering::Unordered, "", "", ""),
    (Ordering::Monotonic, "", "", ""),
    (Ordering::Acquire, "dmb ish", "", ""),
    (Ordering::Release, "", "dmb ish", ""),
    (Ordering::AcqRel, "dmb ish", "dmb ish", ""),
    (Ordering::SeqCst, "dmb ish", "dmb ish", ""),
];
const V6_BARRIER: &str = "mov r12, #0; mcr p15, #0, r12, c7, c10, #5";
const V6_MARKS: &[(Ordering, &str, &str, &str)] = &[
    (Ordering::Unordered, "", "", ""),
    (Ordering::Monotonic, "", "", ""),
    (Ordering::Acquire, V6_BARRIER, "", ""),
    (Ordering::Release, "", V6_BARRIER, ""),
    (Ordering::AcqRel, V6_BARRIER, V6_BARRIER, ""),
    (Ordering::SeqCst, V6_BARRIER, V6_BARRIER, ""),
];
/// ARMv8 AArch32: the letter that makes a load or exclusive load acquiring ({a}: `lda`,
/// `ldaex`; else `ldr`, `ldrex`) and a store or exclusive store releasing ({l}: `stl`, `stlex`).
const V8_MARKS: &[(Ordering, &str, &str, &str)] = &[
    (Ordering::Unordered, "r", "r", ""),
    (Ordering::Monotonic, "r", "r", ""),
    (Ordering::Acquire, "a", "r", ""),
    (Ordering::Release, "r", "l", ""),
    (Ordering::AcqRel, "a", "l", ""),
    (Ordering::SeqCst, "a", "l", ""),
];

/// The templates of one style: `v7` (barrier lines, ARMv6 and ARMv7) or `v8` (acquire/release
/// instructions).
macro_rules! tpl {
    (v7; load) => { &["ldr{x} r2, [r0]", "{a}"] };
    (v8; load) => { &["ld{a}{x} r2, [r0]"] };
    (v7; store) => { &["{l}", "str{x} r1, [r0]", "{a}"] };
    (v8; store) => { &["st{l}{x} r1, [r0]"] };
    (v7; load64) => { &["ldrexd r4, r5, [r0]", "clrex", "{a}"] };
    (v8; load64) => { &["ld{a}exd r4, r5, [r0]", "clrex"] };
    (v7; store64) => {
        &["{l}", "1:", "ldrexd r4, r5, [r0]", "strexd r12, r2, r3, [r0]", "cmp r12, #0", "bne 1b", "{a}"]
    };
    (v8; store64) => {
        &["1:", "ld{a}exd r4, r5, [r0]", "st{l}exd r12, r2, r3, [r0]", "cmp r12, #0", "bne 1b"]
    };
    (v7; cas) => {
        &[
            "{l}", "1:", "ldrex{x} r2, [r0]", "cmp r2, r1", "bne 2f", "strex{x} r12, r3, [r0]",
            "cmp r12, #0", "bne 1b", "mov r8, #1", "b 3f", "2:", "clrex", "mov r8, #0", "3:", "{a}",
        ]
    };
    (v8; cas) => {
        &[
            "1:", "ld{a}ex{x} r2, [r0]", "cmp r2, r1", "bne 2f", "st{l}ex{x} r12, r3, [r0]",
            "cmp r12, #0", "bne 1b", "mov r8, #1", "b 3f", "2:", "clrex", "mov r8, #0", "3:",
        ]
    };
    (v7; cas64) => {
        &[
            "{l}", "1:", "ldrexd r4, r5, [r0]", "cmp r4, r2", "cmpeq r5, r3", "bne 2f",
            "strexd r12, r6, r7, [r0]", "cmp r12, #0", "bne 1b", "mov r8, #1", "b 3f", "2:",
            "clrex", "mov r8, #0", "3:", "{a}",
        ]
    };
    (v8; cas64) => {
        &[
            "1:", "ld{a}exd r4, r5, [r0]", "cmp r4, r2", "cmpeq r5, r3", "bne 2f",
            "st{l}exd r12, r6, r7, [r0]", "cmp r12, #0", "bne 1b", "mov r8, #1", "b 3f", "2:",
            "clrex", "mov r8, #0", "3:",
        ]
    };
    (v7; loop32; $($c:expr),*) => {
        &["{l}", "1:", "ldrex{x} r2, [r0]", $($c,)* "strex{x} r12, r3, [r0]", "cmp r12, #0", "bne 1b", "{a}"]
    };
    (v8; loop32; $($c:expr),*) => {
        &["1:", "ld{a}ex{x} r2, [r0]", $($c,)* "st{l}ex{x} r12, r3, [r0]", "cmp r12, #0", "bne 1b"]
    };
    (v7; loop64; $($c:expr),*) => {
        &["{l}", "1:", "ldrexd r4, r5, [r0]", $($c,)* "strexd r12, r6, r7, [r0]", "cmp r12, #0", "bne 1b", "{a}"]
    };
    (v8; loop64; $($c:expr),*) => {
        &["1:", "ld{a}exd r4, r5, [r0]", $($c,)* "st{l}exd r12, r6, r7, [r0]", "cmp r12, #0", "bne 1b"]
    };
}

const fn ll(op: RmwOp, widths: u8, template: &'static [&'static str]) -> Row {
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

/// The whole row list of a style, with its fence template.
macro_rules! arm_rows {
    ($s:tt, $fence:expr) => {
        &[
            Row {
                op: OpPattern::Fence,
                orderings: OrderingSet::from_bits(ord::ANY),
                widths: WidthSet(WidthSet::NONE),
                scope: ScopeSet::SingleThread,
                features: &[],
                expansion: Expansion::Nothing,
                template: &["@ singlethread fence: compiler barrier only"],
                note: "",
            },
            row(OpPattern::Fence, ord::ANY, 0, &[], Expansion::Native, $fence, "every ordering: a full barrier, as llc-22"),
            row(OpPattern::Load, ord::ANY, N, &[], Expansion::Native, tpl!($s; load), ""),
            row(OpPattern::Load, ord::ANY, W64, &[], Expansion::Native, tpl!($s; load64), "ldrd is not single-copy atomic without LPAE"),
            row(OpPattern::Store, ord::ANY, N, &[], Expansion::Native, tpl!($s; store), ""),
            row(OpPattern::Store, ord::ANY, W64, &[], Expansion::LlSc, tpl!($s; store64), "strd is not single-copy atomic without LPAE"),
            row(OpPattern::CmpXchg, ord::ANY, N, &[], Expansion::LlSc, tpl!($s; cas), "strong and weak alike"),
            row(OpPattern::CmpXchg, ord::ANY, W64, &[], Expansion::LlSc, tpl!($s; cas64), "strong and weak alike"),
            ll(RmwOp::Xchg, N, tpl!($s; loop32; "mov r3, r1")),
            ll(RmwOp::Add, N, tpl!($s; loop32; "add r3, r2, r1")),
            ll(RmwOp::Sub, N, tpl!($s; loop32; "sub r3, r2, r1")),
            ll(RmwOp::And, N, tpl!($s; loop32; "and r3, r2, r1")),
            ll(RmwOp::Or, N, tpl!($s; loop32; "orr r3, r2, r1")),
            ll(RmwOp::Xor, N, tpl!($s; loop32; "eor r3, r2, r1")),
            ll(RmwOp::Nand, N, tpl!($s; loop32; "and r3, r2, r1", "mvn r3, r3")),
            ll(RmwOp::Max, N, tpl!($s; loop32; "{sx} r4, r2", "{sx} r5, r1", "cmp r4, r5", "movge r3, r2", "movlt r3, r1")),
            ll(RmwOp::Min, N, tpl!($s; loop32; "{sx} r4, r2", "{sx} r5, r1", "cmp r4, r5", "movle r3, r2", "movgt r3, r1")),
            ll(RmwOp::UMax, N, tpl!($s; loop32; "cmp r2, r1", "movhs r3, r2", "movlo r3, r1")),
            ll(RmwOp::UMin, N, tpl!($s; loop32; "cmp r2, r1", "movls r3, r2", "movhi r3, r1")),
            ll(RmwOp::UIncWrap, N, tpl!($s; loop32; "cmp r2, r1", "addlo r3, r2, #1", "movhs r3, #0")),
            ll(RmwOp::UDecWrap, N, tpl!($s; loop32; "sub r3, r2, #1", "cmp r2, #0", "moveq r3, r1", "cmp r2, r1", "movhi r3, r1")),
            ll(RmwOp::USubCond, N, tpl!($s; loop32; "cmp r2, r1", "subhs r3, r2, r1", "movlo r3, r2")),
            ll(RmwOp::USubSat, N, tpl!($s; loop32; "subs r3, r2, r1", "movls r3, #0")),
            ll(RmwOp::FAdd, F32, tpl!($s; loop32; "vmov s0, r2", "vmov s1, r1", "vadd.f32 s0, s0, s1", "vmov r3, s0")),
            ll(RmwOp::FSub, F32, tpl!($s; loop32; "vmov s0, r2", "vmov s1, r1", "vsub.f32 s0, s0, s1", "vmov r3, s0")),
            ll(
                RmwOp::FMax, F32,
                tpl!($s; loop32; "vmov s0, r2", "vmov s1, r1",
                    "vcmp.f32 s1, s1", "vmrs APSR_nzcv, fpscr", "vmovvs.f32 s1, s0",
                    "vcmp.f32 s0, s0", "vmrs APSR_nzcv, fpscr", "vmovvs.f32 s0, s1",
                    "vcmp.f32 s0, s1", "vmrs APSR_nzcv, fpscr", "vmovlt.f32 s0, s1", "vmov r3, s0"),
            ),
            ll(
                RmwOp::FMin, F32,
                tpl!($s; loop32; "vmov s0, r2", "vmov s1, r1",
                    "vcmp.f32 s1, s1", "vmrs APSR_nzcv, fpscr", "vmovvs.f32 s1, s0",
                    "vcmp.f32 s0, s0", "vmrs APSR_nzcv, fpscr", "vmovvs.f32 s0, s1",
                    "vcmp.f32 s0, s1", "vmrs APSR_nzcv, fpscr", "vmovgt.f32 s0, s1", "vmov r3, s0"),
            ),
            ll(RmwOp::Xchg, W64, tpl!($s; loop64; "mov r6, r2", "mov r7, r3")),
            ll(RmwOp::Add, W64, tpl!($s; loop64; "adds r6, r4, r2", "adc r7, r5, r3")),
            ll(RmwOp::Sub, W64, tpl!($s; loop64; "subs r6, r4, r2", "sbc r7, r5, r3")),
            ll(RmwOp::And, W64, tpl!($s; loop64; "and r6, r4, r2", "and r7, r5, r3")),
            ll(RmwOp::Or, W64, tpl!($s; loop64; "orr r6, r4, r2", "orr r7, r5, r3")),
            ll(RmwOp::Xor, W64, tpl!($s; loop64; "eor r6, r4, r2", "eor r7, r5, r3")),
            ll(RmwOp::Nand, W64, tpl!($s; loop64; "and r6, r4, r2", "and r7, r5, r3", "mvn r6, r6", "mvn r7, r7")),
            ll(RmwOp::Max, W64, tpl!($s; loop64; "subs r8, r4, r2", "sbcs r8, r5, r3", "movge r6, r4", "movge r7, r5", "movlt r6, r2", "movlt r7, r3")),
            ll(RmwOp::Min, W64, tpl!($s; loop64; "subs r8, r2, r4", "sbcs r8, r3, r5", "movge r6, r4", "movge r7, r5", "movlt r6, r2", "movlt r7, r3")),
            ll(RmwOp::UMax, W64, tpl!($s; loop64; "subs r8, r4, r2", "sbcs r8, r5, r3", "movhs r6, r4", "movhs r7, r5", "movlo r6, r2", "movlo r7, r3")),
            ll(RmwOp::UMin, W64, tpl!($s; loop64; "subs r8, r2, r4", "sbcs r8, r3, r5", "movhs r6, r4", "movhs r7, r5", "movlo r6, r2", "movlo r7, r3")),
            ll(RmwOp::UIncWrap, W64, tpl!($s; loop64; "adds r6, r4, #1", "adc r7, r5, #0", "subs r8, r4, r2", "sbcs r8, r5, r3", "movhs r6, #0", "movhs r7, #0")),
            ll(
                RmwOp::UDecWrap, W64,
                tpl!($s; loop64; "subs r6, r4, #1", "sbc r7, r5, #0", "orrs r8, r4, r5", "moveq r6, r2", "moveq r7, r3",
                    "subs r8, r2, r4", "sbcs r8, r3, r5", "movlo r6, r2", "movlo r7, r3"),
            ),
            ll(RmwOp::USubCond, W64, tpl!($s; loop64; "subs r6, r4, r2", "sbcs r7, r5, r3", "movlo r6, r4", "movlo r7, r5")),
            ll(RmwOp::USubSat, W64, tpl!($s; loop64; "subs r6, r4, r2", "sbcs r7, r5, r3", "movlo r6, #0", "movlo r7, #0")),
            ll(RmwOp::FAdd, W64, tpl!($s; loop64; "vmov d0, r4, r5", "vmov d1, r2, r3", "vadd.f64 d0, d0, d1", "vmov r6, r7, d0")),
            ll(RmwOp::FSub, W64, tpl!($s; loop64; "vmov d0, r4, r5", "vmov d1, r2, r3", "vsub.f64 d0, d0, d1", "vmov r6, r7, d0")),
            ll(
                RmwOp::FMax, W64,
                tpl!($s; loop64; "vmov d0, r4, r5", "vmov d1, r2, r3",
                    "vcmp.f64 d1, d1", "vmrs APSR_nzcv, fpscr", "vmovvs.f64 d1, d0",
                    "vcmp.f64 d0, d0", "vmrs APSR_nzcv, fpscr", "vmovvs.f64 d0, d1",
                    "vcmp.f64 d0, d1", "vmrs APSR_nzcv, fpscr", "vmovlt.f64 d0, d1", "vmov r6, r7, d0"),
            ),
            ll(
                RmwOp::FMin, W64,
                tpl!($s; loop64; "vmov d0, r4, r5", "vmov d1, r2, r3",
                    "vcmp.f64 d1, d1", "vmrs APSR_nzcv, fpscr", "vmovvs.f64 d1, d0",
                    "vcmp.f64 d0, d0", "vmrs APSR_nzcv, fpscr", "vmovvs.f64 d0, d1",
                    "vcmp.f64 d0, d1", "vmrs APSR_nzcv, fpscr", "vmovgt.f64 d0, d1", "vmov r6, r7, d0"),
            ),
        ]
    };
}

pub static TABLE_V7: AtomicTable = AtomicTable {
    target: "armv7-linux-gnueabihf",
    legend: LEGEND,
    marks: V7_MARKS,
    rows: arm_rows!(v7, &["dmb ish"]),
};

pub static TABLE_V6: AtomicTable = AtomicTable {
    target: "armv6-linux-gnueabihf",
    legend: LEGEND,
    marks: V6_MARKS,
    rows: arm_rows!(v7, &["mov r12, #0", "mcr p15, #0, r12, c7, c10, #5"]),
};

pub static TABLE_V8: AtomicTable = AtomicTable {
    target: "armv8a-linux-gnueabihf",
    legend: LEGEND,
    marks: V8_MARKS,
    rows: arm_rows!(v8, &["dmb ish"]),
};

/// ARMv5TE: no barriers of its own (every `__sync_*` function is a full barrier).
const V5_MARKS: &[(Ordering, &str, &str, &str)] = &[];

const V5_LEGEND: &str =
    "no exclusives: plain monotonic/unordered loads and stores (r0 = the address,\n\
    r1 = the value, r2 = the result), everything else a call into libgcc's __sync_* functions\n\
    ({n} = the size in bytes; loads are __sync_val_compare_and_swap_{n}(p, 0, 0), stores\n\
    __sync_lock_test_and_set_{n}), or a loop around __sync_val_compare_and_swap_{n} whose\n\
    template computes the new value: old value r8 (r8:r9), operand r6 (r6:r7), new value r4\n\
    (r4:r5), r0-r3 scratch; {sxo}/{sxv} sign-extend the old value/the operand into r0/r1;\n\
    fences (singlethread ones too, as llc-22) call __sync_synchronize";

const fn sync(op: OpPattern, widths: u8, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        widths,
        &[],
        Expansion::Libcall,
        name,
        "libgcc's kernel-helper __sync_*, as llc-22",
    )
}
const fn v5loop(
    op: RmwOp,
    widths: u8,
    compute: &'static [&'static str],
    note: &'static str,
) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        note,
    )
}
const ALL64: u8 = N | W64;
const NO_SYNC_MINMAX: &str = "a loop around __sync_val_compare_and_swap_{n}: llc-22 calls __sync_fetch_and_{max,min,umax,umin}_{n}, which libgcc does not provide (link error)";
const LLC_CRASHES: &str = "a loop around __sync_val_compare_and_swap_{n}: llc-22 stops with 'Cannot select' on this operation for armv5te";

pub static TABLE_V5TE: AtomicTable = AtomicTable {
    target: "armv5te-linux-gnueabi",
    legend: V5_LEGEND,
    marks: V5_MARKS,
    rows: &[
        row(
            OpPattern::Fence,
            ord::ANY,
            0,
            &[],
            Expansion::Libcall,
            &["bl __sync_synchronize"],
            "every fence, singlethread too, as llc-22",
        ),
        row(
            OpPattern::Load,
            ord::UNORDERED | ord::MONOTONIC,
            N,
            &[],
            Expansion::Native,
            &["ldr{x} r2, [r0]"],
            "single-copy atomic, no ordering needed",
        ),
        row(
            OpPattern::Store,
            ord::UNORDERED | ord::MONOTONIC,
            N,
            &[],
            Expansion::Native,
            &["str{x} r1, [r0]"],
            "single-copy atomic, no ordering needed",
        ),
        sync(OpPattern::Load, ALL64, &["__sync_val_compare_and_swap_{n}"]),
        sync(OpPattern::Store, ALL64, &["__sync_lock_test_and_set_{n}"]),
        sync(
            OpPattern::CmpXchg,
            ALL64,
            &["__sync_val_compare_and_swap_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::Xchg),
            ALL64,
            &["__sync_lock_test_and_set_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::Add),
            ALL64,
            &["__sync_fetch_and_add_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::Sub),
            ALL64,
            &["__sync_fetch_and_sub_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::And),
            ALL64,
            &["__sync_fetch_and_and_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::Or),
            ALL64,
            &["__sync_fetch_and_or_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::Xor),
            ALL64,
            &["__sync_fetch_and_xor_{n}"],
        ),
        sync(
            OpPattern::Rmw(RmwOp::Nand),
            ALL64,
            &["__sync_fetch_and_nand_{n}"],
        ),
        v5loop(
            RmwOp::Max,
            N,
            &[
                "{sxo}",
                "{sxv}",
                "cmp r0, r1",
                "movge r4, r8",
                "movlt r4, r6",
            ],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::Min,
            N,
            &[
                "{sxo}",
                "{sxv}",
                "cmp r0, r1",
                "movle r4, r8",
                "movgt r4, r6",
            ],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::UMax,
            N,
            &["cmp r8, r6", "movhs r4, r8", "movlo r4, r6"],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::UMin,
            N,
            &["cmp r8, r6", "movls r4, r8", "movhi r4, r6"],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::UIncWrap,
            N,
            &["cmp r8, r6", "addlo r4, r8, #1", "movhs r4, #0"],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::UDecWrap,
            N,
            &[
                "sub r4, r8, #1",
                "cmp r8, #0",
                "moveq r4, r6",
                "cmp r8, r6",
                "movhi r4, r6",
            ],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::USubCond,
            N,
            &["cmp r8, r6", "subhs r4, r8, r6", "movlo r4, r8"],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::USubSat,
            N,
            &["subs r4, r8, r6", "movls r4, #0"],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::FAdd,
            F32,
            &["mov r0, r8", "mov r1, r6", "bl __aeabi_fadd", "mov r4, r0"],
            "soft float: the AEABI helper, as llc-22",
        ),
        v5loop(
            RmwOp::FSub,
            F32,
            &["mov r0, r8", "mov r1, r6", "bl __aeabi_fsub", "mov r4, r0"],
            "soft float: the AEABI helper, as llc-22",
        ),
        v5loop(
            RmwOp::FMax,
            F32,
            &["mov r0, r8", "mov r1, r6", "bl fmaxf", "mov r4, r0"],
            "C's fmaxf is LLVM's maxnum (libm)",
        ),
        v5loop(
            RmwOp::FMin,
            F32,
            &["mov r0, r8", "mov r1, r6", "bl fminf", "mov r4, r0"],
            "C's fminf is LLVM's minnum (libm)",
        ),
        v5loop(
            RmwOp::Max,
            W64,
            &[
                "subs r0, r8, r6",
                "sbcs r0, r9, r7",
                "movge r4, r8",
                "movge r5, r9",
                "movlt r4, r6",
                "movlt r5, r7",
            ],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::Min,
            W64,
            &[
                "subs r0, r6, r8",
                "sbcs r0, r7, r9",
                "movge r4, r8",
                "movge r5, r9",
                "movlt r4, r6",
                "movlt r5, r7",
            ],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::UMax,
            W64,
            &[
                "subs r0, r8, r6",
                "sbcs r0, r9, r7",
                "movhs r4, r8",
                "movhs r5, r9",
                "movlo r4, r6",
                "movlo r5, r7",
            ],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::UMin,
            W64,
            &[
                "subs r0, r6, r8",
                "sbcs r0, r7, r9",
                "movhs r4, r8",
                "movhs r5, r9",
                "movlo r4, r6",
                "movlo r5, r7",
            ],
            NO_SYNC_MINMAX,
        ),
        v5loop(
            RmwOp::UIncWrap,
            W64,
            &[
                "adds r4, r8, #1",
                "adc r5, r9, #0",
                "subs r0, r8, r6",
                "sbcs r0, r9, r7",
                "movhs r4, #0",
                "movhs r5, #0",
            ],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::UDecWrap,
            W64,
            &[
                "subs r4, r8, #1",
                "sbc r5, r9, #0",
                "orrs r0, r8, r9",
                "moveq r4, r6",
                "moveq r5, r7",
                "subs r0, r6, r8",
                "sbcs r0, r7, r9",
                "movlo r4, r6",
                "movlo r5, r7",
            ],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::USubCond,
            W64,
            &[
                "subs r4, r8, r6",
                "sbcs r5, r9, r7",
                "movlo r4, r8",
                "movlo r5, r9",
            ],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::USubSat,
            W64,
            &[
                "subs r4, r8, r6",
                "sbcs r5, r9, r7",
                "movlo r4, #0",
                "movlo r5, #0",
            ],
            LLC_CRASHES,
        ),
        v5loop(
            RmwOp::FAdd,
            W64,
            &[
                "mov r0, r8",
                "mov r1, r9",
                "mov r2, r6",
                "mov r3, r7",
                "bl __aeabi_dadd",
                "mov r4, r0",
                "mov r5, r1",
            ],
            "soft float: the AEABI helper, as llc-22",
        ),
        v5loop(
            RmwOp::FSub,
            W64,
            &[
                "mov r0, r8",
                "mov r1, r9",
                "mov r2, r6",
                "mov r3, r7",
                "bl __aeabi_dsub",
                "mov r4, r0",
                "mov r5, r1",
            ],
            "soft float: the AEABI helper, as llc-22",
        ),
        v5loop(
            RmwOp::FMax,
            W64,
            &[
                "mov r0, r8",
                "mov r1, r9",
                "mov r2, r6",
                "mov r3, r7",
                "bl fmax",
                "mov r4, r0",
                "mov r5, r1",
            ],
            "C's fmax is LLVM's maxnum (libm)",
        ),
        v5loop(
            RmwOp::FMin,
            W64,
            &[
                "mov r0, r8",
                "mov r1, r9",
                "mov r2, r6",
                "mov r3, r7",
                "bl fmin",
                "mov r4, r0",
                "mov r5, r1",
            ],
            "C's fmin is LLVM's minnum (libm)",
        ),
    ],
};
