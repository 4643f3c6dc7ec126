//! The Itanium atomic table: `ld.acq`/`st.rel`, `cmpxchg{1,2,4,8}` with `ar.ccv`, `xchg`,
//! `fetchadd{4,8}` for its immediates, compare-and-swap loops for the rest, `mf`.
//!
//! Owns: the rows, their placeholder legend and the reasons. Must not touch: code generation
//! (`src/lower/itanium.rs`).
//!
//! Sources: seed 000 (the proposal names `ld.acq`, `st.rel`, `cmpxchg.acq/.rel`, `fetchadd`,
//! `mf`) and the GCC ia64 back end's C11 mappings (`../shared/corpus/lower/alpha-ia64.md`).
//! IA-64 has compare-and-swap for 1, 2, 4 and 8 bytes, so there is no partword masking; it
//! compares `ar.ccv` with the zero-extended memory value, so operands are kept zero-extended.
//! Every instruction is followed by a stop (`;;`): each is its own instruction group, which
//! is never wrong, and `ia64-linux-gnu-as -x` (explicit mode) checks that no dependency is
//! violated. Fence placement per ordering:
//! - loads: unordered/monotonic `ld`, acquire/seq_cst `ld.acq` (no `mf`: seq_cst stores carry
//!   the trailing one); stores: `st`, release `st.rel`, seq_cst `st.rel; mf`;
//! - cmpxchg and the compare-and-swap loops: monotonic/acquire `cmpxchg.acq`, release
//!   `cmpxchg.rel`, acq_rel/seq_cst `cmpxchg.rel; mf`. Deliberately stronger than GCC's loops,
//!   which end acq_rel/seq_cst read-modify-writes with `cmpxchg.rel` after an `ld.acq` and no
//!   `mf`: a later load could then be satisfied before the `cmpxchg.rel`'s store is visible
//!   (store->load), which seq_cst forbids;
//! - `xchg` is always acquire: release and stronger put `mf` before it; `fetchadd`:
//!   monotonic/acquire `.acq`, release `.rel`, acq_rel/seq_cst `mf; fetchadd.acq` (as GCC);
//! - fences: seq_cst `mf`; acquire, release and acq_rel also `mf` (IA-64 has no lighter fence;
//!   Linux uses `mf` for smp_rmb/smp_wmb). Deliberate difference from GCC, which emits nothing
//!   for them: a release fence before a plain `st` must order the earlier accesses, and only
//!   `mf` does; singlethread fences: nothing.
//!
//! Seed 000 corrections: its `lss` subtracts the operand from memory; the loop here computes
//! `old - val` (the order the seed's worked example, 32 -> 28 -> 26 -> 21, needs).

use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW,
};

/// i8..i64.
const N: u8 = WidthSet::UP_TO_64;
/// i8..i32: the widths whose signed compares need the value sign-extended first.
const NS: u8 = NARROW | WidthSet::W32;
const W64: u8 = WidthSet::W64;
/// fetchadd's widths.
const FA: u8 = WidthSet::W32 | WidthSet::W64;
/// The orderings whose compare-and-swap is `.acq`, `.rel`, and `.rel` then `mf`.
const MA: u8 = ord::MONOTONIC | ord::ACQUIRE;
const R: u8 = ord::RELEASE;
const AS: u8 = ord::ACQ_REL | ord::SEQ_CST;

/// A compare-and-swap loop: the old value in {res} (and {old}), the new one computed into
/// {new}, retried while memory changed. `$sem` is the cmpxchg's completer; `$post` lines follow
/// the loop.
macro_rules! cas_loop {
    ($sem:literal; [$($compute:expr),* $(,)?] $(, $post:expr)*) => {
        &[
            "ld{n} {res} = [{ptr}] ;;",
            "1:",
            "mov {old} = {res} ;;",
            "mov ar.ccv = {res} ;;",
            $($compute,)*
            concat!("cmpxchg{n}", $sem, " {res} = [{ptr}], {new}, ar.ccv ;;"),
            "cmp.ne p6, p7 = {res}, {old} ;;",
            "(p6) br.cond.dptk.many 1b ;;",
            $($post,)*
        ]
    };
}

/// Three rows for one read-modify-write computed in a loop: .acq, .rel, .rel + mf.
macro_rules! loop_rows {
    ($op:expr, $widths:expr, [$($compute:expr),* $(,)?]) => {
        [
            row(OpPattern::Rmw($op), MA, $widths, &[], Expansion::CmpXchgLoop,
                cas_loop!(".acq"; [$($compute),*]), ""),
            row(OpPattern::Rmw($op), R, $widths, &[], Expansion::CmpXchgLoop,
                cas_loop!(".rel"; [$($compute),*]), ""),
            row(OpPattern::Rmw($op), AS, $widths, &[], Expansion::CmpXchgLoop,
                cas_loop!(".rel"; [$($compute),*], "mf ;;"),
                "mf after: a later load must not pass the cmpxchg.rel (GCC omits it)"),
        ]
    };
}

const FADD: [&str; 4] = [
    "setf.{fs} f6 = {res} ;;",
    "setf.{fs} f7 = {val} ;;",
    "fadd.{fs} f8 = f6, f7 ;;",
    "getf.{fs} {new} = f8 ;;",
];

const ROWS_FENCE_LOAD_STORE: [Row; 12] = [
    Row {
        op: OpPattern::Fence,
        orderings: OrderingSet::from_bits(ord::ANY),
        widths: WidthSet(WidthSet::NONE),
        scope: ScopeSet::SingleThread,
        features: &[],
        expansion: Expansion::Nothing,
        template: &["// singlethread fence: compiler barrier only"],
        note: "a signal handler runs on the same processor: program order suffices",
    },
    row(OpPattern::Fence, ord::SEQ_CST, 0, &[], Expansion::Native, &["mf ;;"], ""),
    row(
        OpPattern::Fence,
        ord::ACQUIRE | ord::RELEASE | ord::ACQ_REL,
        0,
        &[],
        Expansion::Native,
        &["mf ;;"],
        "IA-64 has no lighter fence (GCC emits nothing, which a release fence before a plain st cannot afford)",
    ),
    row(OpPattern::Load, ord::UNORDERED | ord::MONOTONIC, N, &[], Expansion::Native, &["ld{n} {res} = [{ptr}] ;;"], ""),
    row(OpPattern::Load, ord::ACQUIRE | ord::SEQ_CST, N, &[], Expansion::Native, &["ld{n}.acq {res} = [{ptr}] ;;"],
        "seq_cst needs no mf: seq_cst stores end with one"),
    row(OpPattern::Store, ord::UNORDERED | ord::MONOTONIC, N, &[], Expansion::Native, &["st{n} [{ptr}] = {val} ;;"], ""),
    row(OpPattern::Store, ord::RELEASE, N, &[], Expansion::Native, &["st{n}.rel [{ptr}] = {val} ;;"], ""),
    row(OpPattern::Store, ord::SEQ_CST, N, &[], Expansion::Native, &["st{n}.rel [{ptr}] = {val} ;;", "mf ;;"], ""),
    row(
        OpPattern::CmpXchg, MA, N, &[], Expansion::Native,
        &["mov ar.ccv = {val} ;;", "cmpxchg{n}.acq {res} = [{ptr}], {new}, ar.ccv ;;", "cmp.eq p6, p7 = {res}, {val} ;;", "mov {flag} = r0 ;;", "(p6) mov {flag} = 1 ;;"],
        "strong and weak alike (cmpxchg never fails spuriously)",
    ),
    row(
        OpPattern::CmpXchg, R, N, &[], Expansion::Native,
        &["mov ar.ccv = {val} ;;", "cmpxchg{n}.rel {res} = [{ptr}], {new}, ar.ccv ;;", "cmp.eq p6, p7 = {res}, {val} ;;", "mov {flag} = r0 ;;", "(p6) mov {flag} = 1 ;;"],
        "",
    ),
    row(
        OpPattern::CmpXchg, AS, N, &[], Expansion::Native,
        &["mov ar.ccv = {val} ;;", "cmpxchg{n}.rel {res} = [{ptr}], {new}, ar.ccv ;;", "mf ;;", "cmp.eq p6, p7 = {res}, {val} ;;", "mov {flag} = r0 ;;", "(p6) mov {flag} = 1 ;;"],
        "as GCC: cmpxchg.rel then mf",
    ),
    row(OpPattern::Rmw(RmwOp::Xchg), MA, N, &[], Expansion::Native, &["xchg{n} {res} = [{ptr}], {val} ;;"],
        "xchg is always acquire"),
];

const ROWS_XCHG_FETCHADD: [Row; 7] = [
    row(
        OpPattern::Rmw(RmwOp::Xchg),
        R | AS,
        N,
        &[],
        Expansion::Native,
        &["mf ;;", "xchg{n} {res} = [{ptr}], {val} ;;"],
        "mf before: xchg has acquire semantics only",
    ),
    // `+imm` rows: the code generator selects them itself when the operand is a constant
    // whose value (negated for sub) is one of fetchadd's increments, -16, -8, -4, -1, 1, 4, 8,
    // 16; `-mattr` cannot enable them.
    row(
        OpPattern::Rmw(RmwOp::Add),
        MA,
        FA,
        &["imm"],
        Expansion::Native,
        &["fetchadd{n}.acq {res} = [{ptr}], {imm} ;;"],
        "",
    ),
    row(
        OpPattern::Rmw(RmwOp::Add),
        R,
        FA,
        &["imm"],
        Expansion::Native,
        &["fetchadd{n}.rel {res} = [{ptr}], {imm} ;;"],
        "",
    ),
    row(
        OpPattern::Rmw(RmwOp::Add),
        AS,
        FA,
        &["imm"],
        Expansion::Native,
        &["mf ;;", "fetchadd{n}.acq {res} = [{ptr}], {imm} ;;"],
        "as GCC",
    ),
    row(
        OpPattern::Rmw(RmwOp::Sub),
        MA,
        FA,
        &["imm"],
        Expansion::Native,
        &["fetchadd{n}.acq {res} = [{ptr}], {imm} ;;"],
        "{imm} is the negated operand",
    ),
    row(
        OpPattern::Rmw(RmwOp::Sub),
        R,
        FA,
        &["imm"],
        Expansion::Native,
        &["fetchadd{n}.rel {res} = [{ptr}], {imm} ;;"],
        "{imm} is the negated operand",
    ),
    row(
        OpPattern::Rmw(RmwOp::Sub),
        AS,
        FA,
        &["imm"],
        Expansion::Native,
        &["mf ;;", "fetchadd{n}.acq {res} = [{ptr}], {imm} ;;"],
        "{imm} is the negated operand",
    ),
];

const ADD: [Row; 3] = loop_rows!(RmwOp::Add, N, ["add {new} = {res}, {val} ;;"]);
const SUB: [Row; 3] = loop_rows!(RmwOp::Sub, N, ["sub {new} = {res}, {val} ;;"]);
const AND: [Row; 3] = loop_rows!(RmwOp::And, N, ["and {new} = {res}, {val} ;;"]);
const OR: [Row; 3] = loop_rows!(RmwOp::Or, N, ["or {new} = {res}, {val} ;;"]);
const XOR: [Row; 3] = loop_rows!(RmwOp::Xor, N, ["xor {new} = {res}, {val} ;;"]);
const NAND: [Row; 3] = loop_rows!(
    RmwOp::Nand,
    N,
    ["and {new} = {res}, {val} ;;", "andcm {new} = -1, {new} ;;"]
);
const MAX_N: [Row; 3] = loop_rows!(
    RmwOp::Max,
    NS,
    [
        "{sxt} {t} = {res} ;;",
        "{sxt} {u} = {val} ;;",
        "mov {new} = {res} ;;",
        "cmp.lt p6, p7 = {t}, {u} ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const MAX_64: [Row; 3] = loop_rows!(
    RmwOp::Max,
    W64,
    [
        "mov {new} = {res} ;;",
        "cmp.lt p6, p7 = {res}, {val} ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const MIN_N: [Row; 3] = loop_rows!(
    RmwOp::Min,
    NS,
    [
        "{sxt} {t} = {res} ;;",
        "{sxt} {u} = {val} ;;",
        "mov {new} = {res} ;;",
        "cmp.lt p6, p7 = {u}, {t} ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const MIN_64: [Row; 3] = loop_rows!(
    RmwOp::Min,
    W64,
    [
        "mov {new} = {res} ;;",
        "cmp.lt p6, p7 = {val}, {res} ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const UMAX: [Row; 3] = loop_rows!(
    RmwOp::UMax,
    N,
    [
        "mov {new} = {res} ;;",
        "cmp.ltu p6, p7 = {res}, {val} ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const UMIN: [Row; 3] = loop_rows!(
    RmwOp::UMin,
    N,
    [
        "mov {new} = {res} ;;",
        "cmp.ltu p6, p7 = {val}, {res} ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const UINC: [Row; 3] = loop_rows!(
    RmwOp::UIncWrap,
    N,
    [
        "adds {new} = 1, {res} ;;",
        "cmp.geu p6, p7 = {res}, {val} ;;",
        "(p6) mov {new} = r0 ;;"
    ]
);
const UDEC: [Row; 3] = loop_rows!(
    RmwOp::UDecWrap,
    N,
    [
        "adds {new} = -1, {res} ;;",
        "cmp.ltu p6, p7 = {val}, {res} ;;",
        "(p6) mov {new} = {val} ;;",
        "cmp.eq p6, p7 = {res}, r0 ;;",
        "(p6) mov {new} = {val} ;;"
    ]
);
const USUB_COND: [Row; 3] = loop_rows!(
    RmwOp::USubCond,
    N,
    [
        "mov {new} = {res} ;;",
        "cmp.geu p6, p7 = {res}, {val} ;;",
        "(p6) sub {new} = {res}, {val} ;;"
    ]
);
const USUB_SAT: [Row; 3] = loop_rows!(
    RmwOp::USubSat,
    N,
    [
        "sub {new} = {res}, {val} ;;",
        "cmp.ltu p6, p7 = {res}, {val} ;;",
        "(p6) mov {new} = r0 ;;"
    ]
);
const FLOATS: u8 = WidthSet::W32 | WidthSet::W64;
const FADD_ROWS: [Row; 3] = loop_rows!(RmwOp::FAdd, FLOATS, [FADD[0], FADD[1], FADD[2], FADD[3]]);
const FSUB_ROWS: [Row; 3] = loop_rows!(
    RmwOp::FSub,
    FLOATS,
    [FADD[0], FADD[1], "fsub.{fs} f8 = f6, f7 ;;", FADD[3]]
);
// fmax/fmin give their second operand when either is a NaN: with the operand first and the
// old value second a NaN operand keeps the old value; an old NaN takes the operand (maxnum).
const FMAX_ROWS: [Row; 3] = loop_rows!(
    RmwOp::FMax,
    FLOATS,
    [
        FADD[0],
        FADD[1],
        "fmax f8 = f7, f6 ;;",
        "fcmp.unord p6, p7 = f6, f6 ;;",
        "(p6) mov f8 = f7 ;;",
        FADD[3]
    ]
);
const FMIN_ROWS: [Row; 3] = loop_rows!(
    RmwOp::FMin,
    FLOATS,
    [
        FADD[0],
        FADD[1],
        "fmin f8 = f7, f6 ;;",
        "fcmp.unord p6, p7 = f6, f6 ;;",
        "(p6) mov f8 = f7 ;;",
        FADD[3]
    ]
);

/// All rows, in lookup order (the `+imm` fetchadd rows before the add/sub loops).
const ROWS: [Row; 19 + 3 * 20] = {
    let groups: [&[Row]; 22] = [
        &ROWS_FENCE_LOAD_STORE,
        &ROWS_XCHG_FETCHADD,
        &ADD,
        &SUB,
        &AND,
        &OR,
        &XOR,
        &NAND,
        &MAX_N,
        &MAX_64,
        &MIN_N,
        &MIN_64,
        &UMAX,
        &UMIN,
        &UINC,
        &UDEC,
        &USUB_COND,
        &USUB_SAT,
        &FADD_ROWS,
        &FSUB_ROWS,
        &FMAX_ROWS,
        &FMIN_ROWS,
    ];
    let mut out = [ROWS_FENCE_LOAD_STORE[0]; 19 + 3 * 20];
    let mut k = 0;
    let mut g = 0;
    while g < groups.len() {
        let mut i = 0;
        while i < groups[g].len() {
            out[k] = groups[g][i];
            k += 1;
            i += 1;
        }
        g += 1;
    }
    out
};

static ROW_LIST: [Row; 19 + 3 * 20] = ROWS;

pub static TABLE: AtomicTable = AtomicTable {
    target: "ia64-linux-gnu",
    legend: "placeholders: {ptr} = r14 (address); {val} = r15 (operand, zero-extended to 64 bits;\n\
             cmpxchg: the expected value); {new} = r16 (cmpxchg's new value; loops compute it);\n\
             {res} = r8 (the old value, zero-extended as ld and cmpxchg leave it); {old} = r17 (the\n\
             value a loop round started from); {t} = r18, {u} = r19 scratch; {flag} = r9 (cmpxchg's\n\
             success); {n} = 1/2/4/8 bytes; {sxt} = sxt1/sxt2/sxt4; floats: {fs} = s/d, f6-f8 scratch;\n\
             {imm} = fetchadd's increment (rows needing +imm: chosen by the code generator when the\n\
             operand is a constant in -16, -8, -4, -1, 1, 4, 8, 16); p6/p7 scratch predicates;\n\
             every instruction ends its instruction group (;;)",
    marks: &[],
    rows: &ROW_LIST,
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
    fn fetchadd_only_with_an_immediate() {
        let k = key(AtomicOp::Rmw(RmwOp::Add), Ordering::SeqCst, 32);
        let with = TABLE.lookup(&k, &["imm".to_string()]).unwrap();
        assert_eq!(
            with.template,
            &["mf ;;", "fetchadd{n}.acq {res} = [{ptr}], {imm} ;;"]
        );
        let without = TABLE.lookup(&k, &[]).unwrap();
        assert_eq!(without.expansion, Expansion::CmpXchgLoop);
        assert_eq!(*without.template.last().unwrap(), "mf ;;");
        // fetchadd has no 1- or 2-byte forms.
        let narrow = key(AtomicOp::Rmw(RmwOp::Add), Ordering::Monotonic, 8);
        let r = TABLE.lookup(&narrow, &["imm".to_string()]).unwrap();
        assert_eq!(r.expansion, Expansion::CmpXchgLoop);
    }

    #[test]
    fn every_operation_has_a_row_up_to_64_bits_and_none_at_128() {
        let ops = [
            RmwOp::Xchg,
            RmwOp::Add,
            RmwOp::Sub,
            RmwOp::And,
            RmwOp::Nand,
            RmwOp::Or,
            RmwOp::Xor,
            RmwOp::Max,
            RmwOp::Min,
            RmwOp::UMax,
            RmwOp::UMin,
            RmwOp::UIncWrap,
            RmwOp::UDecWrap,
            RmwOp::USubCond,
            RmwOp::USubSat,
        ];
        for o in [
            Ordering::Monotonic,
            Ordering::Acquire,
            Ordering::Release,
            Ordering::AcqRel,
            Ordering::SeqCst,
        ] {
            for w in [8, 16, 32, 64] {
                for op in ops {
                    assert!(
                        TABLE.lookup(&key(AtomicOp::Rmw(op), o, w), &[]).is_some(),
                        "{op:?} {o:?} {w}"
                    );
                }
                assert!(TABLE.lookup(&key(AtomicOp::CmpXchg, o, w), &[]).is_some());
            }
            assert!(TABLE
                .lookup(&key(AtomicOp::Rmw(RmwOp::Add), o, 128), &[])
                .is_none());
        }
    }
}
