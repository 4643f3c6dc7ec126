//! The Alpha atomic table: `ldl_l`/`stl_c` and `ldq_l`/`stq_c` retry loops for i32/i64,
//! partword (i8/i16) loops on the aligned quadword with `ext`/`ins`/`msk` (Alpha has no byte
//! or word load-locked), `mb` for ordering, float read-modify-writes as compare-and-swap loops
//! computed with the FPU (`itof`/`ftoi`, IEEE `/su` with `trapb`).
//!
//! Owns: the rows, the placeholder legend and the reasons. Must not touch: code generation
//! (`src/lower/alpha.rs`).
//!
//! Fence placement (seed 000 and seed 001's leading/trailing fence scheme; Alpha reorders
//! everything, even dependent loads, so acquire needs a real barrier): a leading `mb` for
//! release, acq_rel and seq_cst; a trailing `mb` for acquire, acq_rel and seq_cst; loads:
//! acquire and seq_cst `ld; mb`; stores: release `mb; st`, seq_cst `mb; st; mb` (the trailing
//! barrier is what lets seq_cst loads go without a leading one); fences: `mb` for every
//! ordering. `wmb` orders only stores against stores, which no C11 ordering asks for alone
//! (a release fence must also keep earlier loads before later stores), so the table does not
//! use it. No LLVM back end exists to compare with: `scripts/lower-fences.sh` says so.
//! The operations' values are checked under qemu-alpha by `scripts/lower-exec.sh`.
//!
//! Seed 000 correction: the seed's `lss` subtracts memory from the operand in some of its
//! sequences; here the new value is `old - val` (its worked example: 32 -> 28 -> 26 -> 21).

use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW, WIDE,
};

const N: u8 = WidthSet::UP_TO_64;
const MO: u8 = ord::UNORDERED | ord::MONOTONIC;
const AQ: u8 = ord::ACQUIRE;
const RL: u8 = ord::RELEASE;
const AR: u8 = ord::ACQ_REL | ord::SEQ_CST;

/// Four rows (no barrier; trailing mb; leading mb; both) for a template body.
macro_rules! ordered {
    ($op:expr, $widths:expr, $exp:expr, [$($body:expr),* $(,)?]) => {
        [
            row($op, MO, $widths, &[], $exp, &[$($body),*], ""),
            row($op, AQ, $widths, &[], $exp, &[$($body,)* "mb"], ""),
            row($op, RL, $widths, &[], $exp, &["mb", $($body),*], ""),
            row($op, AR, $widths, &[], $exp, &["mb", $($body,)* "mb"], ""),
        ]
    };
}

/// An i32/i64 ll/sc loop computing {new} from {res} and {val}.
macro_rules! llsc {
    ($op:expr, [$($c:expr),* $(,)?]) => {
        ordered!(OpPattern::Rmw($op), WIDE, Expansion::LlSc, [
            "1:",
            "ld{w}_l {res}, 0({ptr})",
            $($c,)*
            "st{w}_c {new}, 0({ptr})",
            "beq {new}, 1b"
        ])
    };
}

/// An i8/i16 loop on the aligned quadword: the old field extracted (zero-extended) into
/// {res}, the new field computed in {new}, inserted under the mask.
macro_rules! part {
    ($op:expr, [$($c:expr),* $(,)?]) => {
        ordered!(OpPattern::Rmw($op), NARROW, Expansion::MaskedPartword, [
            "bic {ptr}, 7, $4",
            "1:",
            "ldq_l $5, 0($4)",
            "ext{b} $5, {ptr}, {res}",
            $($c,)*
            "ins{b} {new}, {ptr}, $6",
            "msk{b} $5, {ptr}, $7",
            "bis $7, $6, $7",
            "stq_c $7, 0($4)",
            "beq $7, 1b"
        ])
    };
}

/// Both shapes for an operation whose computation is the same on every width.
macro_rules! both {
    ($name:ident, $op:expr, [$($c:expr),* $(,)?]) => {
        const $name: [Row; 8] = {
            let a = llsc!($op, [$($c),*]);
            let b = part!($op, [$($c),*]);
            [a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]]
        };
    };
}

/// A float read-modify-write: the new value computed with the FPU outside the reservation,
/// then an ll/sc compare-and-swap; a changed value restarts the computation.
macro_rules! float {
    ($op:expr, [$($c:expr),* $(,)?]) => {
        ordered!(OpPattern::Rmw($op), WIDE, Expansion::CmpXchgLoop, [
            "ld{w} {res}, 0({ptr})",
            "1:",
            "itof{fw} {res}, $f10",
            "itof{fw} {val}, $f11",
            $($c,)*
            "trapb",
            "ftoi{fw} $f12, {new}",
            "2:",
            "ld{w}_l $22, 0({ptr})",
            "cmpeq $22, {res}, $23",
            "beq $23, 3f",
            "bis $31, {new}, $23",
            "st{w}_c $23, 0({ptr})",
            "beq $23, 2b",
            "br 4f",
            "3:",
            "bis $31, $22, {res}",
            "br 1b",
            "4:"
        ])
    };
}

const FENCES_LOADS_STORES: [Row; 7] = [
    Row {
        op: OpPattern::Fence,
        orderings: OrderingSet::from_bits(ord::ANY),
        widths: WidthSet(WidthSet::NONE),
        scope: ScopeSet::SingleThread,
        features: &[],
        expansion: Expansion::Nothing,
        template: &["# singlethread fence: compiler barrier only"],
        note: "a signal handler runs on the same processor: program order suffices",
    },
    row(
        OpPattern::Fence,
        ord::ACQUIRE | ord::RELEASE | ord::ACQ_REL | ord::SEQ_CST,
        0,
        &[],
        Expansion::Native,
        &["mb"],
        "wmb orders stores only: no ordering is satisfied by it alone",
    ),
    row(
        OpPattern::Load,
        MO,
        N,
        &[],
        Expansion::Native,
        &["{ld} {res}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Load,
        AQ | ord::SEQ_CST,
        N,
        &[],
        Expansion::Native,
        &["{ld} {res}, 0({ptr})", "mb"],
        "seq_cst loads need no leading mb: seq_cst stores end with one",
    ),
    row(
        OpPattern::Store,
        MO,
        N,
        &[],
        Expansion::Native,
        &["{st} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Store,
        RL,
        N,
        &[],
        Expansion::Native,
        &["mb", "{st} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Store,
        ord::SEQ_CST,
        N,
        &[],
        Expansion::Native,
        &["mb", "{st} {val}, 0({ptr})", "mb"],
        "",
    ),
];

const CMPXCHG_WIDE: [Row; 4] = ordered!(
    OpPattern::CmpXchg,
    WIDE,
    Expansion::LlSc,
    [
        "1:",
        "ld{w}_l {res}, 0({ptr})",
        "cmpeq {res}, {val}, $4",
        "beq $4, 2f",
        "bis $31, {new}, $5",
        "st{w}_c $5, 0({ptr})",
        "beq $5, 1b",
        "2:"
    ]
);
const CMPXCHG_NARROW: [Row; 4] = ordered!(
    OpPattern::CmpXchg,
    NARROW,
    Expansion::MaskedPartword,
    [
        "bic {ptr}, 7, $6",
        "ins{b} {new}, {ptr}, $7",
        "1:",
        "ldq_l $5, 0($6)",
        "ext{b} $5, {ptr}, {res}",
        "cmpeq {res}, {val}, $4",
        "beq $4, 2f",
        "msk{b} $5, {ptr}, $8",
        "bis $8, $7, $8",
        "stq_c $8, 0($6)",
        "beq $8, 1b",
        "2:"
    ]
);

both!(XCHG, RmwOp::Xchg, ["bis $31, {val}, {new}"]);
both!(ADD, RmwOp::Add, ["{add} {res}, {val}, {new}"]);
both!(SUB, RmwOp::Sub, ["{sub} {res}, {val}, {new}"]);
both!(AND, RmwOp::And, ["and {res}, {val}, {new}"]);
both!(OR, RmwOp::Or, ["bis {res}, {val}, {new}"]);
both!(XOR, RmwOp::Xor, ["xor {res}, {val}, {new}"]);
both!(
    NAND,
    RmwOp::Nand,
    ["and {res}, {val}, {new}", "ornot $31, {new}, {new}"]
);
both!(
    UMAX,
    RmwOp::UMax,
    [
        "cmpult {res}, {val}, $22",
        "bis $31, {res}, {new}",
        "cmovne $22, {val}, {new}"
    ]
);
both!(
    UMIN,
    RmwOp::UMin,
    [
        "cmpult {val}, {res}, $22",
        "bis $31, {res}, {new}",
        "cmovne $22, {val}, {new}"
    ]
);
both!(
    UINC,
    RmwOp::UIncWrap,
    [
        "{add} {res}, 1, {new}",
        "cmpule {val}, {res}, $22",
        "cmovne $22, $31, {new}"
    ]
);
both!(
    UDEC,
    RmwOp::UDecWrap,
    [
        "{sub} {res}, 1, {new}",
        "cmpult {val}, {res}, $22",
        "cmovne $22, {val}, {new}",
        "cmoveq {res}, {val}, {new}"
    ]
);
both!(
    USUB_COND,
    RmwOp::USubCond,
    [
        "bis $31, {res}, {new}",
        "cmpule {val}, {res}, $22",
        "{sub} {res}, {val}, $23",
        "cmovne $22, $23, {new}"
    ]
);
both!(
    USUB_SAT,
    RmwOp::USubSat,
    [
        "{sub} {res}, {val}, {new}",
        "cmpult {res}, {val}, $22",
        "cmovne $22, $31, {new}"
    ]
);
// Signed compares: i32/i64 are sign-extended in registers already; i8/i16 fields are
// sign-extended first.
const MAX: [Row; 8] = {
    let a = llsc!(
        RmwOp::Max,
        [
            "cmplt {res}, {val}, $22",
            "bis $31, {res}, {new}",
            "cmovne $22, {val}, {new}"
        ]
    );
    let b = part!(
        RmwOp::Max,
        [
            "{sx} {res}, $23",
            "{sx} {val}, $24",
            "cmplt $23, $24, $22",
            "bis $31, {res}, {new}",
            "cmovne $22, {val}, {new}"
        ]
    );
    [a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]]
};
const MIN: [Row; 8] = {
    let a = llsc!(
        RmwOp::Min,
        [
            "cmplt {val}, {res}, $22",
            "bis $31, {res}, {new}",
            "cmovne $22, {val}, {new}"
        ]
    );
    let b = part!(
        RmwOp::Min,
        [
            "{sx} {res}, $23",
            "{sx} {val}, $24",
            "cmplt $24, $23, $22",
            "bis $31, {res}, {new}",
            "cmovne $22, {val}, {new}"
        ]
    );
    [a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]]
};
const FADD: [Row; 4] = float!(RmwOp::FAdd, ["add{fp}/su $f10, $f11, $f12"]);
const FSUB: [Row; 4] = float!(RmwOp::FSub, ["sub{fp}/su $f10, $f11, $f12"]);
// maxnum/minnum: an old NaN takes the operand; a NaN operand keeps the old value (the quiet
// cmptun finds the first; the signalling compare is false with either NaN, under /su).
const FMAX: [Row; 4] = float!(
    RmwOp::FMax,
    [
        "cmptun/su $f10, $f10, $f13",
        "cmptlt/su $f10, $f11, $f14",
        "fmov $f10, $f12",
        "fcmovne $f14, $f11, $f12",
        "fcmovne $f13, $f11, $f12"
    ]
);
const FMIN: [Row; 4] = float!(
    RmwOp::FMin,
    [
        "cmptun/su $f10, $f10, $f13",
        "cmptlt/su $f11, $f10, $f14",
        "fmov $f10, $f12",
        "fcmovne $f14, $f11, $f12",
        "fcmovne $f13, $f11, $f12"
    ]
);

/// i128: libatomic's `__atomic_*_16` (Alpha's gcc has `__int128` and its libatomic the 16-byte
/// functions; there is no 128-bit load-locked); operations libatomic has no function for are
/// loops around `__atomic_compare_exchange_16` (`CASLOOP128`, as LLVM 22 builds them on the
/// 64-bit targets it has).
const fn libcall(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        WidthSet::W128,
        &[],
        Expansion::Libcall,
        name,
        "libatomic: no 128-bit load-locked/store-conditional on Alpha",
    )
}

const LIBCALLS: [Row; 10] = [
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
];

/// i128 read-modify-writes libatomic has no function for: a loop around
/// `__atomic_compare_exchange_16`; the template computes the new value in $19:$18 (high:low,
/// the call's desired argument) from the value seen in $6:$5 and the operand in $8:$7, branch
/// free: $22 = the 128-bit less-than (the low doublewords' unsigned compare unless the high
/// ones differ), $23/$24 scratch.
const fn casloop128(op: RmwOp, compute: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WidthSet::W128,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        "a loop around __atomic_compare_exchange_16 (libatomic has no function for it)",
    )
}

const CASLOOP128: [Row; 8] = [
    casloop128(
        RmwOp::Max,
        &[
            "bis $5, $5, $18",
            "bis $6, $6, $19",
            "cmpult $5, $7, $22",
            "cmpeq $6, $8, $23",
            "cmplt $6, $8, $24",
            "cmoveq $23, $24, $22",
            "cmovne $22, $7, $18",
            "cmovne $22, $8, $19",
        ],
    ),
    casloop128(
        RmwOp::Min,
        &[
            "bis $5, $5, $18",
            "bis $6, $6, $19",
            "cmpult $7, $5, $22",
            "cmpeq $8, $6, $23",
            "cmplt $8, $6, $24",
            "cmoveq $23, $24, $22",
            "cmovne $22, $7, $18",
            "cmovne $22, $8, $19",
        ],
    ),
    casloop128(
        RmwOp::UMax,
        &[
            "bis $5, $5, $18",
            "bis $6, $6, $19",
            "cmpult $5, $7, $22",
            "cmpeq $6, $8, $23",
            "cmpult $6, $8, $24",
            "cmoveq $23, $24, $22",
            "cmovne $22, $7, $18",
            "cmovne $22, $8, $19",
        ],
    ),
    casloop128(
        RmwOp::UMin,
        &[
            "bis $5, $5, $18",
            "bis $6, $6, $19",
            "cmpult $7, $5, $22",
            "cmpeq $8, $6, $23",
            "cmpult $8, $6, $24",
            "cmoveq $23, $24, $22",
            "cmovne $22, $7, $18",
            "cmovne $22, $8, $19",
        ],
    ),
    // old <u val ? old + 1 : 0
    casloop128(
        RmwOp::UIncWrap,
        &[
            "addq $5, 1, $18",
            "cmpeq $18, 0, $24",
            "addq $6, $24, $19",
            "cmpult $5, $7, $22",
            "cmpeq $6, $8, $23",
            "cmpult $6, $8, $24",
            "cmoveq $23, $24, $22",
            "cmoveq $22, $31, $18",
            "cmoveq $22, $31, $19",
        ],
    ),
    // (old == 0 || val <u old) ? val : old - 1
    casloop128(
        RmwOp::UDecWrap,
        &[
            "subq $5, 1, $18",
            "cmpeq $5, 0, $24",
            "subq $6, $24, $19",
            "cmpult $7, $5, $22",
            "cmpeq $8, $6, $23",
            "cmpult $8, $6, $24",
            "cmoveq $23, $24, $22",
            "bis $5, $6, $24",
            "cmpeq $24, 0, $24",
            "bis $22, $24, $22",
            "cmovne $22, $7, $18",
            "cmovne $22, $8, $19",
        ],
    ),
    // old <u val ? old : old - val
    casloop128(
        RmwOp::USubCond,
        &[
            "cmpult $5, $7, $24",
            "subq $5, $7, $18",
            "subq $6, $8, $19",
            "subq $19, $24, $19",
            "cmpult $5, $7, $22",
            "cmpeq $6, $8, $23",
            "cmpult $6, $8, $24",
            "cmoveq $23, $24, $22",
            "cmovne $22, $5, $18",
            "cmovne $22, $6, $19",
        ],
    ),
    // old <u val ? 0 : old - val
    casloop128(
        RmwOp::USubSat,
        &[
            "cmpult $5, $7, $24",
            "subq $5, $7, $18",
            "subq $6, $8, $19",
            "subq $19, $24, $19",
            "cmpult $5, $7, $22",
            "cmpeq $6, $8, $23",
            "cmpult $6, $8, $24",
            "cmoveq $23, $24, $22",
            "cmovne $22, $31, $18",
            "cmovne $22, $31, $19",
        ],
    ),
];

const COUNT: usize = 7 + 8 + 15 * 8 + 4 * 4 + 10 + 8;

const ROWS: [Row; COUNT] = {
    let groups: [&[Row]; 24] = [
        &FENCES_LOADS_STORES,
        &CMPXCHG_WIDE,
        &CMPXCHG_NARROW,
        &XCHG,
        &ADD,
        &SUB,
        &AND,
        &OR,
        &XOR,
        &NAND,
        &MAX,
        &MIN,
        &UMAX,
        &UMIN,
        &UINC,
        &UDEC,
        &USUB_COND,
        &USUB_SAT,
        &FADD,
        &FSUB,
        &FMAX,
        &FMIN,
        &LIBCALLS,
        &CASLOOP128,
    ];
    let mut out = [FENCES_LOADS_STORES[0]; COUNT];
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

static ROW_LIST: [Row; COUNT] = ROWS;

pub static TABLE: AtomicTable = AtomicTable {
    target: "alpha-linux-gnu",
    legend: "placeholders: {ptr} = $1 (address); {val} = $2 (operand: i32 sign-extended, i8/i16\n\
             zero-extended; cmpxchg: the expected value); {new} = $3 (cmpxchg's new value; loops\n\
             compute it, and st_c leaves its success there); {res} = $0 (the old value: i32\n\
             sign-extended, i8/i16 zero-extended); $4-$8, $22-$24 scratch; {w} = l/q;\n\
             {ld}/{st} = ldbu/ldwu/ldl/ldq, stb/stw/stl/stq; {add}/{sub} = addl/subl for i32, addq/subq\n\
             otherwise; i8/i16: {b} = bl/wl (extbl, insbl, mskbl on the aligned quadword at $4),\n\
             {sx} = sextb/sextw; floats: {fw} = s/t (itofs/ftois), {fp} = s/t (adds/addt), $f10-$f14;\n\
             cmpxchg leaves its success flag in $4; libcall rows name the __atomic_* function\n\
             ({n} = size in bytes; an i128 result comes back through a hidden pointer in $16)",
    marks: &[],
    rows: &ROW_LIST,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::instructions::Ordering;
    use crate::target::atomic_table::{AtomicKey, AtomicOp};

    #[test]
    fn every_operation_has_a_row_up_to_64_bits() {
        for o in [
            Ordering::Monotonic,
            Ordering::Acquire,
            Ordering::Release,
            Ordering::AcqRel,
            Ordering::SeqCst,
        ] {
            for w in [8, 16, 32, 64] {
                for op in [
                    RmwOp::Xchg,
                    RmwOp::Add,
                    RmwOp::Sub,
                    RmwOp::Nand,
                    RmwOp::Max,
                    RmwOp::UMin,
                    RmwOp::UDecWrap,
                    RmwOp::USubSat,
                ] {
                    let k = AtomicKey {
                        op: AtomicOp::Rmw(op),
                        ordering: o,
                        width: w,
                        single_thread: false,
                    };
                    let r = TABLE.lookup(&k, &[]).unwrap();
                    let lead = r.template[0] == "mb";
                    let trail = *r.template.last().unwrap() == "mb";
                    assert_eq!(
                        lead,
                        matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst)
                    );
                    assert_eq!(
                        trail,
                        matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst)
                    );
                }
            }
        }
    }
}
