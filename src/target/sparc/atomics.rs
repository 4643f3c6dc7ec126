//! The SPARC V9 atomic table: `membar` masks around `cas`/`casx` compare-and-swap loops (every
//! read-modify-write is a load, then a loop computing the new value and swapping it in with
//! `cas`), i8/i16 masked inside the aligned word, as LLVM 22 does (LLVM uses `swap` for a
//! 32-bit xchg; atomir uses the same `cas` loop for every operation: the barriers are the same).
//!
//! Owns: the rows, the placeholder legend and the ordering marks. Must not touch: code
//! generation (`src/lower/sparc.rs`).
//!
//! Fence placement (LLVM 22's, checked with `llc -O2 -mtriple=sparcv9-linux-gnu`): acquire and
//! seq_cst loads `ld; membar #LoadLoad | #LoadStore`; release stores
//! `membar #LoadStore | #StoreStore; st`; seq_cst stores add a trailing full membar
//! (`#LoadLoad | #StoreLoad | #LoadStore | #StoreStore`); read-modify-writes and cmpxchg take
//! the release membar before when the ordering releases and the acquire membar after when it
//! acquires; fences: acquire `#LoadLoad | #LoadStore`, release `#LoadStore | #StoreStore`,
//! acq_rel `#LoadLoad | #LoadStore | #StoreStore`, seq_cst all four; singlethread fences the
//! same (LLVM 22 does not drop them). Seed 000's SPARC `lss` sequence subtracts in the wrong
//! order (it computes `val - old`); atomir's sub row computes `old - val`, which execution
//! checks (lss yields 32, 28, 26 and leaves 21).
//!
//! Registers: {ptr} = %l2, {val} = %l1, {res} = %l0 (the old value), {new} = %l3 (cmpxchg's new
//! value; loops compute the new value in %l3), scratch %l4-%l7, %o2-%o3, %g1, %g4, %g5 (never
//! %g2/%g3, so no `.register` directive is needed), the cmpxchg success flag in %o2, {tmp} = a
//! frame scratch doubleword for moving float bits (V9 has no integer-to-float register move).

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{ord, row, AtomicTable, Expansion, OpPattern, Row, NARROW, WIDE};

const ACQ: &str = "membar #LoadLoad | #LoadStore";
const REL: &str = "membar #LoadStore | #StoreStore";
const FULL: &str = "membar #LoadLoad | #StoreLoad | #LoadStore | #StoreStore";

/// A cas loop computing %l3 from {res} (the value last seen) and {val}; a failed cas leaves
/// the value it saw in {res} (the delay slot of the branch).
macro_rules! casloop {
    ($($compute:expr),* $(,)?) => {
        &[
            "{l}",
            "{ld} [{ptr}], {res}",
            "1:",
            $($compute,)*
            "{cas} [{ptr}], {res}, %l3",
            "cmp %l3, {res}",
            "bne {cc}, 1b",
            " mov %l3, {res}",
            "{a}",
        ]
    };
}

/// A masked partword cas loop: the aligned word at %l4, the field's shift in %l5 (big-endian
/// byte offset), its mask in %l6 and unshifted in %g4, the operand shifted in %l7; the word
/// last seen in {res}; the new field computed into %l3 (in the shifted domain) and merged under
/// the mask; the old field comes back zero-extended in {res}.
macro_rules! masked {
    ($($compute:expr),* $(,)?) => {
        &[
            "{l}",
            "and {ptr}, -4, %l4",
            "and {ptr}, 3, %l5",
            "xor %l5, {bx}, %l5",
            "sll %l5, 3, %l5",
            "set {m}, %g4",
            "sll %g4, %l5, %l6",
            "sll {val}, %l5, %l7",
            "lduw [%l4], {res}",
            "1:",
            $($compute,)*
            "and %l3, %l6, %l3",
            "andn {res}, %l6, %g1",
            "or %g1, %l3, %l3",
            "cas [%l4], {res}, %l3",
            "cmp %l3, {res}",
            "bne %icc, 1b",
            " mov %l3, {res}",
            "srl {res}, %l5, {res}",
            "and {res}, %g4, {res}",
            "{a}",
        ]
    };
}

/// The same for operations that compare the field: the old field extracted into %l3
/// (zero-extended), the new field computed there from it and {val} (zero-extended; `{hs}` is
/// the shift that sign-extends a field), then shifted into place.
macro_rules! masked_cmp {
    ($($compute:expr),* $(,)?) => {
        masked!(
            "srl {res}, %l5, %l3",
            "and %l3, %g4, %l3",
            $($compute,)*
            "sll %l3, %l5, %l3"
        )
    };
}

/// Float bits through the frame scratch: {res} to %f0, {val} to %f1 (`{fs}`/`{fl}` = st/ld for
/// float, stx/ldd for double with %f0/%f2), the result back into %l3.
macro_rules! fop {
    ($($compute:expr),* $(,)?) => {
        casloop!(
            "{ist} {res}, {tmp}",
            "{fld} {tmp}, %f0",
            "{ist} {val}, {tmp}",
            "{fld} {tmp}, {f1}",
            $($compute,)*
            "{fst} %f0, {tmp}",
            "{ild} {tmp}, %l3"
        )
    };
}

const fn rmw(op: RmwOp, widths: u8, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        Expansion::CmpXchgLoop,
        template,
        "",
    )
}
const fn part(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        NARROW,
        &[],
        Expansion::MaskedPartword,
        template,
        "",
    )
}

const MARKS: &[(Ordering, &str, &str, &str)] = &[
    (
        Ordering::Unordered,
        "! (no trailing membar)",
        "! (no leading membar)",
        "",
    ),
    (
        Ordering::Monotonic,
        "! (no trailing membar)",
        "! (no leading membar)",
        "",
    ),
    (Ordering::Acquire, ACQ, "! (no leading membar)", ""),
    (Ordering::Release, "! (no trailing membar)", REL, ""),
    (Ordering::AcqRel, ACQ, REL, ""),
    (Ordering::SeqCst, ACQ, REL, ""),
];

const ALL: u8 = NARROW | WIDE;

pub static TABLE_SPARC64: AtomicTable = AtomicTable {
    target: "sparc64-linux-gnu",
    legend: "placeholders: {ptr} = %l2 (address); {val} = %l1 (operand; cmpxchg: the expected value);\n\
             {res} = %l0 (result: the old value); {new} = %l3 (cmpxchg's new value; loops compute it in %l3);\n\
             {ld}/{st} = the plain load/store for the width (zero-extending loads); {cas} = cas/casx;\n\
             {cc} = %icc/%xcc; {sxr}/{sxv} = sign-extend {res}/{val} into %l4/%l5 (sra x, 0 for i32, mov for i64);\n\
             {a} = the acquire membar after, {l} = the release membar before, by ordering;\n\
             i8/i16: {m} = 255/65535, {bx} = 3/2 (big-endian byte offset), {hs} = 56/48;\n\
             floats: {tmp} = a frame scratch doubleword, {ist}/{ild} = st/lduw or stx/ldx,\n\
             {fld}/{fst} = ld/st or ldd/std, {f1} = %f1/%f2, {fop} = s/d; cmpxchg leaves its flag in %o2",
    marks: MARKS,
    rows: &[
        row(OpPattern::Fence, ord::ACQUIRE, 0, &[], Expansion::Native, &[ACQ], "singlethread fences too, as LLVM 22"),
        row(OpPattern::Fence, ord::RELEASE, 0, &[], Expansion::Native, &[REL], ""),
        row(OpPattern::Fence, ord::ACQ_REL, 0, &[], Expansion::Native, &["membar #LoadLoad | #LoadStore | #StoreStore"], ""),
        row(OpPattern::Fence, ord::SEQ_CST, 0, &[], Expansion::Native, &[FULL], ""),
        row(OpPattern::Load, ord::UNORDERED | ord::MONOTONIC, ALL, &[], Expansion::Native, &["{ld} [{ptr}], {res}"], ""),
        row(OpPattern::Load, ord::ACQUIRE | ord::SEQ_CST, ALL, &[], Expansion::Native, &["{ld} [{ptr}], {res}", ACQ], "no leading membar: seq_cst stores end with a full one"),
        row(OpPattern::Store, ord::UNORDERED | ord::MONOTONIC, ALL, &[], Expansion::Native, &["{st} {val}, [{ptr}]"], ""),
        row(OpPattern::Store, ord::RELEASE, ALL, &[], Expansion::Native, &[REL, "{st} {val}, [{ptr}]"], ""),
        row(OpPattern::Store, ord::SEQ_CST, ALL, &[], Expansion::Native, &[REL, "{st} {val}, [{ptr}]", FULL], ""),
        row(
            OpPattern::CmpXchg, ord::ANY, WIDE, &[], Expansion::Native,
            &[
                "{l}",
                "mov {new}, %l3",
                "{cas} [{ptr}], {val}, %l3",
                "cmp %l3, {val}",
                "mov 0, %o2",
                "move {cc}, 1, %o2",
                "mov %l3, {res}",
                "{a}",
            ],
            "strong and weak alike",
        ),
        row(
            OpPattern::CmpXchg, ord::ANY, NARROW, &[], Expansion::MaskedPartword,
            &[
                "{l}",
                "and {ptr}, -4, %l4",
                "and {ptr}, 3, %l5",
                "xor %l5, {bx}, %l5",
                "sll %l5, 3, %l5",
                "set {m}, %g4",
                "sll %g4, %l5, %l6",
                "sll {val}, %l5, %l7",
                "sll {new}, %l5, %g5",
                "lduw [%l4], {res}",
                "1:",
                "andn {res}, %l6, %g1",
                "or %g1, %l7, %o3",
                "or %g1, %g5, %l3",
                "cas [%l4], %o3, %l3",
                "cmp %l3, %o3",
                "be %icc, 2f",
                " mov %l3, {res}",
                "and %l3, %l6, %g1",
                "cmp %g1, %l7",
                "be %icc, 1b",
                " nop",
                "ba 3f",
                " mov 0, %o2",
                "2:",
                "mov 1, %o2",
                "3:",
                "srl {res}, %l5, {res}",
                "and {res}, %g4, {res}",
                "{a}",
            ],
            "a change outside the field retries; a different field fails",
        ),
        rmw(RmwOp::Xchg, WIDE, casloop!("mov {val}, %l3")),
        rmw(RmwOp::Add, WIDE, casloop!("add {res}, {val}, %l3")),
        rmw(RmwOp::Sub, WIDE, casloop!("sub {res}, {val}, %l3")),
        rmw(RmwOp::And, WIDE, casloop!("and {res}, {val}, %l3")),
        rmw(RmwOp::Or, WIDE, casloop!("or {res}, {val}, %l3")),
        rmw(RmwOp::Xor, WIDE, casloop!("xor {res}, {val}, %l3")),
        rmw(RmwOp::Nand, WIDE, casloop!("and {res}, {val}, %l3", "not %l3")),
        rmw(RmwOp::Max, WIDE, casloop!("{sxr}", "{sxv}", "mov {res}, %l3", "cmp %l4, %l5", "movl %xcc, {val}, %l3")),
        rmw(RmwOp::Min, WIDE, casloop!("{sxr}", "{sxv}", "mov {res}, %l3", "cmp %l4, %l5", "movg %xcc, {val}, %l3")),
        rmw(RmwOp::UMax, WIDE, casloop!("mov {res}, %l3", "cmp {res}, {val}", "movcs %xcc, {val}, %l3")),
        rmw(RmwOp::UMin, WIDE, casloop!("mov {res}, %l3", "cmp {res}, {val}", "movgu %xcc, {val}, %l3")),
        rmw(RmwOp::UIncWrap, WIDE, casloop!("add {res}, 1, %l3", "cmp {res}, {val}", "movcc %xcc, 0, %l3")),
        rmw(RmwOp::UDecWrap, WIDE, casloop!("sub {res}, 1, %l3", "cmp {res}, {val}", "movgu %xcc, {val}, %l3", "movrz {res}, {val}, %l3")),
        rmw(RmwOp::USubCond, WIDE, casloop!("sub {res}, {val}, %l4", "mov {res}, %l3", "cmp {res}, {val}", "movcc %xcc, %l4, %l3")),
        rmw(RmwOp::USubSat, WIDE, casloop!("sub {res}, {val}, %l3", "cmp {res}, {val}", "movleu %xcc, 0, %l3")),
        rmw(RmwOp::FAdd, WIDE, fop!("fadd{fop} %f0, {f1}, %f0")),
        rmw(RmwOp::FSub, WIDE, fop!("fsub{fop} %f0, {f1}, %f0")),
        rmw(RmwOp::FMax, WIDE, fop!("fcmp{fop} %fcc0, {f1}, {f1}", "fmov{fop}u %fcc0, %f0, {f1}", "fcmp{fop} %fcc0, %f0, {f1}", "fmov{fop}ul %fcc0, {f1}, %f0")),
        rmw(RmwOp::FMin, WIDE, fop!("fcmp{fop} %fcc0, {f1}, {f1}", "fmov{fop}u %fcc0, %f0, {f1}", "fcmp{fop} %fcc0, %f0, {f1}", "fmov{fop}ug %fcc0, {f1}, %f0")),
        part(RmwOp::Xchg, masked!("mov %l7, %l3")),
        part(RmwOp::Add, masked!("add {res}, %l7, %l3")),
        part(RmwOp::Sub, masked!("sub {res}, %l7, %l3")),
        part(RmwOp::And, masked!("and {res}, %l7, %l3")),
        part(RmwOp::Or, masked!("or {res}, %l7, %l3")),
        part(RmwOp::Xor, masked!("xor {res}, %l7, %l3")),
        part(RmwOp::Nand, masked!("and {res}, %l7, %l3", "not %l3")),
        part(RmwOp::Max, masked_cmp!("sllx %l3, {hs}, %g5", "srax %g5, {hs}, %g5", "sllx {val}, {hs}, %g1", "srax %g1, {hs}, %g1", "cmp %g5, %g1", "movl %xcc, {val}, %l3")),
        part(RmwOp::Min, masked_cmp!("sllx %l3, {hs}, %g5", "srax %g5, {hs}, %g5", "sllx {val}, {hs}, %g1", "srax %g1, {hs}, %g1", "cmp %g5, %g1", "movg %xcc, {val}, %l3")),
        part(RmwOp::UMax, masked_cmp!("cmp %l3, {val}", "movcs %xcc, {val}, %l3")),
        part(RmwOp::UMin, masked_cmp!("cmp %l3, {val}", "movgu %xcc, {val}, %l3")),
        part(RmwOp::UIncWrap, masked_cmp!("cmp %l3, {val}", "add %l3, 1, %l3", "movcc %xcc, 0, %l3")),
        part(RmwOp::UDecWrap, masked_cmp!("mov %l3, %g5", "sub %l3, 1, %l3", "cmp %g5, {val}", "movgu %xcc, {val}, %l3", "movrz %g5, {val}, %l3")),
        part(RmwOp::USubCond, masked_cmp!("cmp %l3, {val}", "sub %l3, {val}, %g5", "movcc %xcc, %g5, %l3")),
        part(RmwOp::USubSat, masked_cmp!("cmp %l3, {val}", "sub %l3, {val}, %l3", "movleu %xcc, 0, %l3")),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
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
    fn every_operation_has_a_row() {
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
                assert!(
                    TABLE_SPARC64
                        .lookup(&key(AtomicOp::Rmw(op), Ordering::Monotonic, w), &[])
                        .is_some(),
                    "{op:?} i{w}"
                );
            }
        }
        assert!(TABLE_SPARC64
            .lookup(&key(AtomicOp::CmpXchg, Ordering::SeqCst, 128), &[])
            .is_none());
    }

    /// The seed's `lss` computed `val - old`; the row subtracts the operand from the old value.
    #[test]
    fn sub_is_old_minus_operand() {
        let row = TABLE_SPARC64
            .lookup(&key(AtomicOp::Rmw(RmwOp::Sub), Ordering::SeqCst, 32), &[])
            .unwrap();
        assert!(row.template.contains(&"sub {res}, {val}, %l3"));
    }

    #[test]
    fn membar_masks_by_ordering() {
        let fence = |o| {
            TABLE_SPARC64
                .lookup(&key(AtomicOp::Fence, o, 0), &[])
                .unwrap()
                .template[0]
        };
        assert_eq!(fence(Ordering::Acquire), "membar #LoadLoad | #LoadStore");
        assert_eq!(fence(Ordering::Release), "membar #LoadStore | #StoreStore");
        assert_eq!(
            fence(Ordering::SeqCst),
            "membar #LoadLoad | #StoreLoad | #LoadStore | #StoreStore"
        );
    }
}
