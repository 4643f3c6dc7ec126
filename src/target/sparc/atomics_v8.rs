//! The SPARC V8 (32-bit, `sparc-linux-gnu`) atomic table: V8 has no compare-and-swap, so every
//! atomic load, store, read-modify-write and cmpxchg is a libatomic call (`__atomic_*_N` with
//! the C11 memory order as its last argument), as LLVM 22 does for this triple (checked with
//! `llc -O2 -mtriple=sparc-linux-gnu`); only fences are inline (`stbar`, `ldstub`).
//!
//! Owns: the rows, the placeholder legend and the ordering marks. Must not touch: code
//! generation (`src/lower/sparcv8.rs`).
//!
//! Rows: loads `__atomic_load_N`, stores `__atomic_store_N`, cmpxchg
//! `__atomic_compare_exchange_N` (strong and weak alike), xchg/add/sub/and/or/xor/nand the
//! matching `__atomic_exchange_N` / `__atomic_fetch_<op>_N`; the operations libatomic has no
//! function for (max, min, umax, umin, uinc_wrap, udec_wrap, usub_cond, usub_sat, fadd, fsub,
//! fmax, fmin) are a loop around `__atomic_compare_exchange_N`, as LLVM 22 does (its loop
//! starts from a plain load; atomir's from `__atomic_load_N` relaxed: no barrier either way).
//! The template of such a row computes the desired value from the value seen and the operand.
//! Seed 000's `lss` subtracted in the wrong order (`val - old`); here `lss` is
//! `__atomic_fetch_sub_N`, which computes `old - val` (execution checks 32, 28, 26 and 21).
//!
//! Fences, LLVM 22's placement: acquire nothing (SPARC V8 orders loads, TSO and PSO alike),
//! release `stbar`, acq_rel and seq_cst `stbar; ldstub [%sp-1], %g0` (the ldstub is an atomic
//! load-store, which orders the stores before it against the loads after it); singlethread
//! fences the same (LLVM 22 does not drop them).
//!
//! Registers of the loop templates: i8..i32 the value seen {rl} = %l3, the operand {vl} = %l5
//! (both zero-extended), the desired value into {nl} = %l1; i64 (and double) the same as pairs
//! {rh}:{rl} = %l2:%l3, {vh}:{vl} = %l4:%l5, {nh}:{nl} = %l0:%l1 (high word first); scratch
//! %l6, %g1; float rows move bits through the doubleword at [%l7] (V8 has no move between
//! integer and floating-point registers) and keep %f0 (value seen) and %f1/%f2 (operand).

use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{ord, row, AtomicTable, Expansion, OpPattern, Row, WidthSet};

const UP_TO_32: u8 = WidthSet::W8 | WidthSet::W16 | WidthSet::W32;
const UP_TO_64: u8 = UP_TO_32 | WidthSet::W64;

const fn libcall(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        UP_TO_64,
        &[],
        Expansion::Libcall,
        name,
        "V8 has no compare-and-swap: libatomic, as LLVM 22",
    )
}
const fn casloop(op: RmwOp, widths: u8, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        Expansion::CmpXchgLoop,
        template,
        "around __atomic_compare_exchange_N, as LLVM 22",
    )
}

/// i8..i32: `{sh}` = 24/16/0 sign-extends a field with `sll`/`sra`. The desired value is the
/// old one when the branch is taken (its delay slot sets it), the operand otherwise.
macro_rules! pick32 {
    ($br:expr, $signed:expr) => {
        if $signed {
            &[
                "sll {rl}, {sh}, %l6",
                "sra %l6, {sh}, %l6",
                "sll {vl}, {sh}, %g1",
                "sra %g1, {sh}, %g1",
                "cmp %l6, %g1",
                $br,
                " mov {rl}, {nl}",
                "mov {vl}, {nl}",
                "1:",
            ]
        } else {
            &[
                "cmp {rl}, {vl}",
                $br,
                " mov {rl}, {nl}",
                "mov {vl}, {nl}",
                "1:",
            ]
        }
    };
}

/// i64: keep the old value when the high words decide with `$hi` or, equal, the low words
/// with `$lo` (unsigned); else take the operand.
macro_rules! pick64 {
    ($hi:expr, $lo:expr) => {
        &[
            "mov {rh}, {nh}",
            "mov {rl}, {nl}",
            "cmp {rh}, {vh}",
            $hi,
            " nop",
            "bne 4f",
            " nop",
            "cmp {rl}, {vl}",
            $lo,
            " nop",
            "4:",
            "mov {vh}, {nh}",
            "mov {vl}, {nl}",
            "5:",
        ]
    };
}

/// Single-precision: the value seen in %f0, the operand in %f1, the result back into {nl}.
macro_rules! fop32 {
    ($($compute:expr),* $(,)?) => {
        &[
            "st {rl}, [%l7]",
            "ld [%l7], %f0",
            "st {vl}, [%l7]",
            "ld [%l7], %f1",
            $($compute,)*
            "st %f0, [%l7]",
            "ld [%l7], {nl}",
        ]
    };
}

/// Double-precision: the value seen in %f0:%f1, the operand in %f2:%f3.
macro_rules! fop64 {
    ($($compute:expr),* $(,)?) => {
        &[
            "st {rh}, [%l7]",
            "st {rl}, [%l7+4]",
            "ldd [%l7], %f0",
            "st {vh}, [%l7]",
            "st {vl}, [%l7+4]",
            "ldd [%l7], %f2",
            $($compute,)*
            "std %f0, [%l7]",
            "ld [%l7], {nh}",
            "ld [%l7+4], {nl}",
        ]
    };
}

/// maxnum/minnum: a NaN operand yields the other one; `$br` branches to take the operand
/// when the value seen orders before (max: `fbl`) or after (min: `fbg`) it. V8 needs an
/// instruction between a floating-point compare and the branch on its result.
macro_rules! fminmax32 {
    ($br:expr) => {
        &[
            "mov {rl}, {nl}",
            "st {rl}, [%l7]",
            "ld [%l7], %f0",
            "st {vl}, [%l7]",
            "ld [%l7], %f1",
            "fcmps %f0, %f0",
            "nop",
            "fbu 4f",
            " nop",
            "fcmps %f1, %f1",
            "nop",
            "fbu 5f",
            " nop",
            "fcmps %f0, %f1",
            "nop",
            $br,
            " nop",
            "ba 5f",
            " nop",
            "4:",
            "mov {vl}, {nl}",
            "5:",
        ]
    };
}

macro_rules! fminmax64 {
    ($br:expr) => {
        &[
            "mov {rh}, {nh}",
            "mov {rl}, {nl}",
            "st {rh}, [%l7]",
            "st {rl}, [%l7+4]",
            "ldd [%l7], %f0",
            "st {vh}, [%l7]",
            "st {vl}, [%l7+4]",
            "ldd [%l7], %f2",
            "fcmpd %f0, %f0",
            "nop",
            "fbu 4f",
            " nop",
            "fcmpd %f2, %f2",
            "nop",
            "fbu 5f",
            " nop",
            "fcmpd %f0, %f2",
            "nop",
            $br,
            " nop",
            "ba 5f",
            " nop",
            "4:",
            "mov {vh}, {nh}",
            "mov {vl}, {nl}",
            "5:",
        ]
    };
}

const SEQ_FENCE: &[&str] = &["stbar", "ldstub [%sp-1], %g0"];

pub static TABLE_SPARC32: AtomicTable = AtomicTable {
    target: "sparc-linux-gnu",
    legend: "libcalls: {n} = the access's size in bytes; arguments in %o0.. (pointer, value or\n\
             expected-value address, desired value, memory orders; i64 values as %oN:%oN+1, high word first);\n\
             cas loops: {rh}:{rl} = %l2:%l3 (the value seen), {vh}:{vl} = %l4:%l5 (the operand),\n\
             {nh}:{nl} = %l0:%l1 (the desired value; i8..i32 use the low words only, zero-extended);\n\
             {sh} = 24/16/0 (the shift that sign-extends an i8/i16/i32 field); scratch %l6, %g1;\n\
             float rows move bits through the doubleword at [%l7]",
    // No ordering marks: no template places a barrier by ordering (libatomic orders).
    marks: &[],
    rows: &[
        row(OpPattern::Fence, ord::ACQUIRE, 0, &[], Expansion::Nothing, &["! acquire fence: nothing (V8 keeps loads in order), as LLVM 22"], "singlethread fences too, as LLVM 22"),
        row(OpPattern::Fence, ord::RELEASE, 0, &[], Expansion::Native, &["stbar"], ""),
        row(OpPattern::Fence, ord::ACQ_REL | ord::SEQ_CST, 0, &[], Expansion::Native, SEQ_FENCE, "ldstub orders earlier stores against later loads"),
        libcall(OpPattern::Load, &["__atomic_load_{n}"]),
        libcall(OpPattern::Store, &["__atomic_store_{n}"]),
        libcall(OpPattern::CmpXchg, &["__atomic_compare_exchange_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Xchg), &["__atomic_exchange_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Add), &["__atomic_fetch_add_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Sub), &["__atomic_fetch_sub_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::And), &["__atomic_fetch_and_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Or), &["__atomic_fetch_or_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Xor), &["__atomic_fetch_xor_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Nand), &["__atomic_fetch_nand_{n}"]),
        casloop(RmwOp::Max, UP_TO_32, pick32!("bg 1f", true)),
        casloop(RmwOp::Min, UP_TO_32, pick32!("bl 1f", true)),
        casloop(RmwOp::UMax, UP_TO_32, pick32!("bgu 1f", false)),
        casloop(RmwOp::UMin, UP_TO_32, pick32!("blu 1f", false)),
        casloop(RmwOp::UIncWrap, UP_TO_32, &["cmp {rl}, {vl}", "bgeu 1f", " mov 0, {nl}", "add {rl}, 1, {nl}", "1:"]),
        casloop(RmwOp::UDecWrap, UP_TO_32, &["cmp {rl}, 0", "be 1f", " mov {vl}, {nl}", "cmp {rl}, {vl}", "bgu 1f", " nop", "sub {rl}, 1, {nl}", "1:"]),
        casloop(RmwOp::USubCond, UP_TO_32, &["cmp {rl}, {vl}", "bgeu 1f", " sub {rl}, {vl}, {nl}", "mov {rl}, {nl}", "1:"]),
        casloop(RmwOp::USubSat, UP_TO_32, &["cmp {rl}, {vl}", "bgu 1f", " sub {rl}, {vl}, {nl}", "mov 0, {nl}", "1:"]),
        casloop(RmwOp::Max, WidthSet::W64, pick64!("bg 5f", "bgu 5f")),
        casloop(RmwOp::Min, WidthSet::W64, pick64!("bl 5f", "blu 5f")),
        casloop(RmwOp::UMax, WidthSet::W64, pick64!("bgu 5f", "bgu 5f")),
        casloop(RmwOp::UMin, WidthSet::W64, pick64!("blu 5f", "blu 5f")),
        casloop(
            RmwOp::UIncWrap, WidthSet::W64,
            &["cmp {rh}, {vh}", "bgu 4f", " nop", "bne 5f", " nop", "cmp {rl}, {vl}", "blu 5f", " nop",
              "4:", "mov 0, {nh}", "ba 6f", " mov 0, {nl}",
              "5:", "addcc {rl}, 1, {nl}", "addx {rh}, 0, {nh}", "6:"],
        ),
        casloop(
            RmwOp::UDecWrap, WidthSet::W64,
            &["orcc {rh}, {rl}, %g0", "be 4f", " nop",
              "cmp {rh}, {vh}", "bgu 4f", " nop", "bne 5f", " nop", "cmp {rl}, {vl}", "bgu 4f", " nop",
              "5:", "subcc {rl}, 1, {nl}", "subx {rh}, 0, {nh}", "ba 6f", " nop",
              "4:", "mov {vh}, {nh}", "mov {vl}, {nl}", "6:"],
        ),
        casloop(
            RmwOp::USubCond, WidthSet::W64,
            &["mov {rh}, {nh}", "mov {rl}, {nl}",
              "cmp {rh}, {vh}", "bgu 4f", " nop", "bne 5f", " nop", "cmp {rl}, {vl}", "blu 5f", " nop",
              "4:", "subcc {rl}, {vl}, {nl}", "subx {rh}, {vh}, {nh}", "5:"],
        ),
        casloop(
            RmwOp::USubSat, WidthSet::W64,
            &["mov 0, {nh}", "mov 0, {nl}",
              "cmp {rh}, {vh}", "bgu 4f", " nop", "bne 5f", " nop", "cmp {rl}, {vl}", "bleu 5f", " nop",
              "4:", "subcc {rl}, {vl}, {nl}", "subx {rh}, {vh}, {nh}", "5:"],
        ),
        casloop(RmwOp::FAdd, WidthSet::W32, fop32!("fadds %f0, %f1, %f0")),
        casloop(RmwOp::FSub, WidthSet::W32, fop32!("fsubs %f0, %f1, %f0")),
        casloop(RmwOp::FMax, WidthSet::W32, fminmax32!("fbl 4f")),
        casloop(RmwOp::FMin, WidthSet::W32, fminmax32!("fbg 4f")),
        casloop(RmwOp::FAdd, WidthSet::W64, fop64!("faddd %f0, %f2, %f0")),
        casloop(RmwOp::FSub, WidthSet::W64, fop64!("fsubd %f0, %f2, %f0")),
        casloop(RmwOp::FMax, WidthSet::W64, fminmax64!("fbl 4f")),
        casloop(RmwOp::FMin, WidthSet::W64, fminmax64!("fbg 4f")),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::instructions::Ordering;
    use crate::target::atomic_table::{AtomicKey, AtomicOp};

    fn key(op: AtomicOp, ordering: Ordering, width: u32) -> AtomicKey {
        AtomicKey {
            op,
            ordering,
            width,
            single_thread: false,
        }
    }

    #[test]
    fn every_operation_has_a_row_and_none_is_inline() {
        for &op in RmwOp::ALL {
            if matches!(op, RmwOp::FMaximum | RmwOp::FMinimum) {
                continue;
            }
            let widths: &[u32] = if op.is_float() {
                &[32, 64]
            } else {
                &[8, 16, 32, 64]
            };
            for &w in widths {
                let row = TABLE_SPARC32
                    .lookup(&key(AtomicOp::Rmw(op), Ordering::Monotonic, w), &[])
                    .unwrap_or_else(|| panic!("{op:?} i{w}"));
                assert!(matches!(
                    row.expansion,
                    Expansion::Libcall | Expansion::CmpXchgLoop
                ));
            }
            assert!(TABLE_SPARC32
                .lookup(&key(AtomicOp::Rmw(op), Ordering::SeqCst, 128), &[])
                .is_none());
        }
        for op in [AtomicOp::Load, AtomicOp::Store, AtomicOp::CmpXchg] {
            let row = TABLE_SPARC32.lookup(&key(op, Ordering::SeqCst, 8), &[]);
            assert_eq!(row.unwrap().expansion, Expansion::Libcall);
        }
    }

    /// Seed 000's `lss` subtracted in the wrong order; libatomic's fetch_sub is `old - val`.
    #[test]
    fn sub_is_fetch_sub() {
        let row = TABLE_SPARC32
            .lookup(&key(AtomicOp::Rmw(RmwOp::Sub), Ordering::SeqCst, 32), &[])
            .unwrap();
        assert_eq!(row.template, &["__atomic_fetch_sub_{n}"]);
    }

    #[test]
    fn fences_by_ordering() {
        let fence = |o| {
            TABLE_SPARC32
                .lookup(&key(AtomicOp::Fence, o, 0), &[])
                .unwrap()
                .template
        };
        assert_eq!(fence(Ordering::Acquire).len(), 1);
        assert!(fence(Ordering::Acquire)[0].starts_with('!'));
        assert_eq!(fence(Ordering::Release), &["stbar"]);
        assert_eq!(fence(Ordering::SeqCst), SEQ_FENCE);
        assert_eq!(fence(Ordering::AcqRel), SEQ_FENCE);
    }
}
