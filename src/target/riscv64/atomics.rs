//! The RISC-V 64 atomic table: with `+a`, amo instructions, lr/sc loops and masked partword
//! loops for i8/i16 inside the aligned word; without `+a` (and for i128 always), `__atomic_*`
//! library calls, as LLVM 22 does.
//!
//! Owns: the rows, the placeholder legend and the ordering marks. Must not touch: code
//! generation (`src/lower/riscv64.rs`).
//!
//! Fence placement (LLVM 22's, checked with `llc -O2 -mattr=+m,+a`): acquire loads
//! `l; fence r, rw`; seq_cst loads `fence rw, rw; l; fence r, rw`; release stores
//! `fence rw, w; s`; seq_cst stores `fence rw, w; s; fence rw, rw` (the trailing fence makes
//! the mapping safe against code that uses the trailing-fence convention for loads too); amo and
//! lr/sc carry the ordering in their .aq/.rl bits (seq_cst lr is .aqrl, as LLVM 22); fences:
//! acquire `fence r, rw`, release `fence rw, w`, acq_rel `fence.tso`, seq_cst `fence rw, rw`.
//! Seed 000 has no RISC-V sequences.

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW, WIDE,
};

const N: u8 = WidthSet::UP_TO_64;
const ALL: u8 = N | WidthSet::W128;
const A: &[&str] = &["a"];
const AF: &[&str] = &["a", "f"];
const AD: &[&str] = &["a", "d"];

/// A word/doubleword lr/sc loop computing `{new}` from `{res}` and `{val}`.
macro_rules! llsc {
    ($($compute:expr),* $(,)?) => {
        &[
            "1:",
            "lr.{w}{a} {res}, ({ptr})",
            $($compute,)*
            "sc.{w}{l} t1, {new}, ({ptr})",
            "bnez t1, 1b",
        ]
    };
}
pub(crate) use llsc;

/// A masked partword loop: the aligned word at t0, the field's shift in a6 and mask in a7, the
/// operand shifted in t2; the old word in a3, the new word built in a4 (from a4 computed in the
/// shifted domain, merged under the mask); the old field comes back zero-extended in {res}.
macro_rules! masked {
    ($($compute:expr),* $(,)?) => {
        &[
            "andi a6, {ptr}, 3",
            "slli a6, a6, 3",
            "andi t0, {ptr}, -4",
            "li a7, {m}",
            "sll a7, a7, a6",
            "sll t2, {val}, a6",
            "1:",
            "lr.w{a} a3, (t0)",
            $($compute,)*
            "xor a4, a4, a3",
            "and a4, a4, a7",
            "xor a4, a4, a3",
            "sc.w{l} t1, a4, (t0)",
            "bnez t1, 1b",
            "srl {res}, a3, a6",
            "slli {res}, {res}, {hs}",
            "srli {res}, {res}, {hs}",
        ]
    };
}
pub(crate) use masked;

/// The same for operations that compare the field: the old field is extracted into a5
/// (zero-extended; `{sxold}` lines sign-extend it and the operand into t3 for signed ones), the
/// new field computed in a5 and shifted into a4.
macro_rules! masked_cmp {
    ($($compute:expr),* $(,)?) => {
        masked!(
            "srl a5, a3, a6",
            "slli a5, a5, {hs}",
            "srli a5, a5, {hs}",
            $($compute,)*
            "sll a4, a5, a6"
        )
    };
}
pub(crate) use masked_cmp;

const fn amo(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WIDE,
        A,
        Expansion::Native,
        template,
        "",
    )
}
const fn lr(
    op: RmwOp,
    widths: u8,
    features: &'static [&'static str],
    template: &'static [&'static str],
) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        features,
        Expansion::LlSc,
        template,
        "",
    )
}
const fn part(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        NARROW,
        A,
        Expansion::MaskedPartword,
        template,
        "",
    )
}
const fn casloop(
    op: RmwOp,
    features: &'static [&'static str],
    compute: &'static [&'static str],
) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        N,
        features,
        Expansion::CmpXchgLoop,
        compute,
        "around __atomic_compare_exchange_{n}",
    )
}
/// An i128 compare-and-swap loop (no feature needed: i128 has no native row); the template is
/// the computation of the new value in a3:a2 (high:low) from the value seen in a5:a4 and the
/// operand in a7:a6, with t0/t1 free; local labels 2..5.
const fn casloop128(op: RmwOp, compute: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WidthSet::W128,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        "around __atomic_compare_exchange_16 (libatomic has no function for it), as LLVM 22",
    )
}
/// Float compare-and-swap loops (the value's bits in {res}/{val}); `{fw}`/`{fx}` = s/w or d/d.
const fn casloop_f(op: RmwOp, _name: &'static str) -> Row {
    let t: &'static [&'static str] = match op {
        RmwOp::FAdd => &[
            "fmv.{fx}.x ft0, {res}",
            "fmv.{fx}.x ft1, {val}",
            "fadd.{fw} ft0, ft0, ft1",
            "fmv.x.{fx} {new}, ft0",
        ],
        RmwOp::FSub => &[
            "fmv.{fx}.x ft0, {res}",
            "fmv.{fx}.x ft1, {val}",
            "fsub.{fw} ft0, ft0, ft1",
            "fmv.x.{fx} {new}, ft0",
        ],
        RmwOp::FMax => &[
            "fmv.{fx}.x ft0, {res}",
            "fmv.{fx}.x ft1, {val}",
            "fmax.{fw} ft0, ft0, ft1",
            "fmv.x.{fx} {new}, ft0",
        ],
        _ => &[
            "fmv.{fx}.x ft0, {res}",
            "fmv.{fx}.x ft1, {val}",
            "fmin.{fw} ft0, ft0, ft1",
            "fmv.x.{fx} {new}, ft0",
        ],
    };
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WIDE,
        &["f", "d"],
        Expansion::CmpXchgLoop,
        t,
        "around __atomic_compare_exchange_{n}; needs +f,+d",
    )
}

const fn libcall(op: OpPattern, widths: u8, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        widths,
        &[],
        Expansion::Libcall,
        name,
        "without +a (and for i128): libatomic, as LLVM 22",
    )
}

pub static TABLE: AtomicTable = AtomicTable {
    target: "riscv64-linux-gnu",
    legend: "placeholders: {ptr} = a0 (address); {val} = a1 (operand; cmpxchg: the expected value);\n\
             {res} = a2 (result: the old value); {new} = a3 (cmpxchg's new value; loops compute it);\n\
             {t} = a4 scratch; {w} = w/d; {ls}/{ss} = the plain load/store for the width;\n\
             i8/i16: {m} = 255/65535, {hs} = 56/48 (shift that zero- or sign-extends a field);\n\
             floats: {fw} = s/d, {fx} = w/d (fmv.{fx}.x); cmpxchg leaves its success flag in t4;\n\
             32-bit values are kept sign-extended in registers (lw, lr.w and amo*.w do so);\n\
             libcall rows name the __atomic_* function ({n} = size in bytes)",
    marks: &[
        (Ordering::Unordered, "", "", ""),
        (Ordering::Monotonic, "", "", ""),
        (Ordering::Acquire, ".aq", "", ".aq"),
        (Ordering::Release, "", ".rl", ".rl"),
        (Ordering::AcqRel, ".aq", ".rl", ".aqrl"),
        (Ordering::SeqCst, ".aqrl", ".rl", ".aqrl"),
    ],
    rows: &[
        Row {
            op: OpPattern::Fence,
            orderings: OrderingSet::from_bits(ord::ANY),
            widths: WidthSet(WidthSet::NONE),
            scope: ScopeSet::SingleThread,
            features: &[],
            expansion: Expansion::Nothing,
            template: &["# singlethread fence: compiler barrier only"],
            note: "",
        },
        row(OpPattern::Fence, ord::ACQUIRE, 0, &[], Expansion::Native, &["fence r, rw"], ""),
        row(OpPattern::Fence, ord::RELEASE, 0, &[], Expansion::Native, &["fence rw, w"], ""),
        row(OpPattern::Fence, ord::ACQ_REL, 0, &[], Expansion::Native, &["fence.tso"], "orders all but store->load, as acq_rel needs"),
        row(OpPattern::Fence, ord::SEQ_CST, 0, &[], Expansion::Native, &["fence rw, rw"], ""),
        row(OpPattern::Load, ord::UNORDERED | ord::MONOTONIC, N, A, Expansion::Native, &["{ls} {res}, 0({ptr})"], ""),
        row(OpPattern::Load, ord::ACQUIRE, N, A, Expansion::Native, &["{ls} {res}, 0({ptr})", "fence r, rw"], ""),
        row(OpPattern::Load, ord::SEQ_CST, N, A, Expansion::Native, &["fence rw, rw", "{ls} {res}, 0({ptr})", "fence r, rw"], ""),
        row(OpPattern::Store, ord::UNORDERED | ord::MONOTONIC, N, A, Expansion::Native, &["{ss} {val}, 0({ptr})"], ""),
        row(OpPattern::Store, ord::RELEASE, N, A, Expansion::Native, &["fence rw, w", "{ss} {val}, 0({ptr})"], ""),
        row(OpPattern::Store, ord::SEQ_CST, N, A, Expansion::Native, &["fence rw, w", "{ss} {val}, 0({ptr})", "fence rw, rw"], "LLVM 22's trailing fence kept (see the module comment)"),
        row(
            OpPattern::CmpXchg, ord::ANY, WIDE, A, Expansion::LlSc,
            &[
                "1:",
                "lr.{w}{a} {res}, ({ptr})",
                "bne {res}, {val}, 2f",
                "sc.{w}{l} t1, {new}, ({ptr})",
                "bnez t1, 1b",
                "li t4, 1",
                "j 3f",
                "2:",
                "li t4, 0",
                "3:",
            ],
            "strong and weak alike",
        ),
        row(
            OpPattern::CmpXchg, ord::ANY, NARROW, A, Expansion::MaskedPartword,
            &[
                "andi a6, {ptr}, 3",
                "slli a6, a6, 3",
                "andi t0, {ptr}, -4",
                "li a7, {m}",
                "sll a7, a7, a6",
                "sll t2, {val}, a6",
                "sll t3, {new}, a6",
                "1:",
                "lr.w{a} a4, (t0)",
                "and a5, a4, a7",
                "bne a5, t2, 2f",
                "xor a5, a4, t3",
                "and a5, a5, a7",
                "xor a5, a5, a4",
                "sc.w{l} t1, a5, (t0)",
                "bnez t1, 1b",
                "li t4, 1",
                "j 3f",
                "2:",
                "li t4, 0",
                "3:",
                "srl {res}, a4, a6",
                "slli {res}, {res}, {hs}",
                "srli {res}, {res}, {hs}",
            ],
            "",
        ),
        amo(RmwOp::Xchg, &["amoswap.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::Add, &["amoadd.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::Sub, &["neg {t}, {val}", "amoadd.{w}{al} {res}, {t}, ({ptr})"]),
        amo(RmwOp::And, &["amoand.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::Or, &["amoor.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::Xor, &["amoxor.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::Max, &["amomax.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::Min, &["amomin.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::UMax, &["amomaxu.{w}{al} {res}, {val}, ({ptr})"]),
        amo(RmwOp::UMin, &["amominu.{w}{al} {res}, {val}, ({ptr})"]),
        lr(RmwOp::Nand, WIDE, A, llsc!("and {new}, {res}, {val}", "not {new}, {new}")),
        lr(RmwOp::UIncWrap, WIDE, A, llsc!("addi {new}, {res}, 1", "bltu {res}, {val}, 2f", "li {new}, 0", "2:")),
        lr(
            RmwOp::UDecWrap, WIDE, A,
            llsc!("addi {new}, {res}, -1", "beqz {res}, 3f", "bgeu {val}, {res}, 2f", "3:", "mv {new}, {val}", "2:"),
        ),
        lr(RmwOp::USubCond, WIDE, A, llsc!("mv {new}, {res}", "bltu {res}, {val}, 2f", "sub {new}, {res}, {val}", "2:")),
        lr(RmwOp::USubSat, WIDE, A, llsc!("sub {new}, {res}, {val}", "bltu {val}, {res}, 2f", "li {new}, 0", "2:")),
        lr(RmwOp::FAdd, WidthSet::W32, AF, llsc!("fmv.w.x ft0, {res}", "fmv.w.x ft1, {val}", "fadd.s ft0, ft0, ft1", "fmv.x.w {new}, ft0")),
        lr(RmwOp::FSub, WidthSet::W32, AF, llsc!("fmv.w.x ft0, {res}", "fmv.w.x ft1, {val}", "fsub.s ft0, ft0, ft1", "fmv.x.w {new}, ft0")),
        lr(RmwOp::FMax, WidthSet::W32, AF, llsc!("fmv.w.x ft0, {res}", "fmv.w.x ft1, {val}", "fmax.s ft0, ft0, ft1", "fmv.x.w {new}, ft0")),
        lr(RmwOp::FMin, WidthSet::W32, AF, llsc!("fmv.w.x ft0, {res}", "fmv.w.x ft1, {val}", "fmin.s ft0, ft0, ft1", "fmv.x.w {new}, ft0")),
        lr(RmwOp::FAdd, WidthSet::W64, AD, llsc!("fmv.d.x ft0, {res}", "fmv.d.x ft1, {val}", "fadd.d ft0, ft0, ft1", "fmv.x.d {new}, ft0")),
        lr(RmwOp::FSub, WidthSet::W64, AD, llsc!("fmv.d.x ft0, {res}", "fmv.d.x ft1, {val}", "fsub.d ft0, ft0, ft1", "fmv.x.d {new}, ft0")),
        lr(RmwOp::FMax, WidthSet::W64, AD, llsc!("fmv.d.x ft0, {res}", "fmv.d.x ft1, {val}", "fmax.d ft0, ft0, ft1", "fmv.x.d {new}, ft0")),
        lr(RmwOp::FMin, WidthSet::W64, AD, llsc!("fmv.d.x ft0, {res}", "fmv.d.x ft1, {val}", "fmin.d ft0, ft0, ft1", "fmv.x.d {new}, ft0")),
        part(RmwOp::Xchg, masked!("mv a4, t2")),
        part(RmwOp::Add, masked!("add a4, a3, t2")),
        part(RmwOp::Sub, masked!("sub a4, a3, t2")),
        part(RmwOp::And, masked!("and a4, a3, t2")),
        part(RmwOp::Or, masked!("or a4, a3, t2")),
        part(RmwOp::Xor, masked!("xor a4, a3, t2")),
        part(RmwOp::Nand, masked!("and a4, a3, t2", "not a4, a4")),
        part(
            RmwOp::Max,
            masked_cmp!("slli a5, a5, {hs}", "srai a5, a5, {hs}", "slli t3, {val}, {hs}", "srai t3, t3, {hs}", "bge a5, t3, 2f", "mv a5, t3", "2:"),
        ),
        part(
            RmwOp::Min,
            masked_cmp!("slli a5, a5, {hs}", "srai a5, a5, {hs}", "slli t3, {val}, {hs}", "srai t3, t3, {hs}", "bge t3, a5, 2f", "mv a5, t3", "2:"),
        ),
        part(RmwOp::UMax, masked_cmp!("bgeu a5, {val}, 2f", "mv a5, {val}", "2:")),
        part(RmwOp::UMin, masked_cmp!("bgeu {val}, a5, 2f", "mv a5, {val}", "2:")),
        part(RmwOp::UIncWrap, masked_cmp!("bgeu a5, {val}, 4f", "addi a5, a5, 1", "j 2f", "4:", "li a5, 0", "2:")),
        part(RmwOp::UDecWrap, masked_cmp!("beqz a5, 4f", "bltu {val}, a5, 4f", "addi a5, a5, -1", "j 2f", "4:", "mv a5, {val}", "2:")),
        part(RmwOp::USubCond, masked_cmp!("bltu a5, {val}, 2f", "sub a5, a5, {val}", "2:")),
        part(RmwOp::USubSat, masked_cmp!("bgeu {val}, a5, 4f", "sub a5, a5, {val}", "j 2f", "4:", "li a5, 0", "2:")),
        // Without +a, the operations libatomic has no function for: a loop around
        // __atomic_compare_exchange_{n}; the template is only the computation of {new} from
        // {res} (the value last seen) and {val}, as LLVM 22 expands them.
        casloop(RmwOp::Max, &[], &["mv {new}, {res}", "bge {res}, {val}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::Min, &[], &["mv {new}, {res}", "bge {val}, {res}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::UMax, &[], &["mv {new}, {res}", "bgeu {res}, {val}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::UMin, &[], &["mv {new}, {res}", "bgeu {val}, {res}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::UIncWrap, &[], &["addi {new}, {res}, 1", "bltu {res}, {val}, 2f", "li {new}, 0", "2:"]),
        casloop(
            RmwOp::UDecWrap, &[],
            &["addi {new}, {res}, -1", "beqz {res}, 3f", "bgeu {val}, {res}, 2f", "3:", "mv {new}, {val}", "2:"],
        ),
        casloop(RmwOp::USubCond, &[], &["mv {new}, {res}", "bltu {res}, {val}, 2f", "sub {new}, {res}, {val}", "2:"]),
        casloop(RmwOp::USubSat, &[], &["sub {new}, {res}, {val}", "bltu {val}, {res}, 2f", "li {new}, 0", "2:"]),
        // i128 (with or without +a: no 16-byte lr/sc), the operations libatomic has no function
        // for: a loop of a plain initial load and __atomic_compare_exchange_16, as LLVM 22; the
        // template computes the new value a3:a2 from the value seen a5:a4 and the operand a7:a6.
        casloop128(
            RmwOp::Max,
            &["mv a2, a4", "mv a3, a5", "beq a5, a7, 3f", "slt t0, a5, a7", "j 4f", "3:", "sltu t0, a4, a6", "4:", "beqz t0, 2f", "mv a2, a6", "mv a3, a7", "2:"],
        ),
        casloop128(
            RmwOp::Min,
            &["mv a2, a4", "mv a3, a5", "beq a7, a5, 3f", "slt t0, a7, a5", "j 4f", "3:", "sltu t0, a6, a4", "4:", "beqz t0, 2f", "mv a2, a6", "mv a3, a7", "2:"],
        ),
        casloop128(
            RmwOp::UMax,
            &["mv a2, a4", "mv a3, a5", "beq a5, a7, 3f", "sltu t0, a5, a7", "j 4f", "3:", "sltu t0, a4, a6", "4:", "beqz t0, 2f", "mv a2, a6", "mv a3, a7", "2:"],
        ),
        casloop128(
            RmwOp::UMin,
            &["mv a2, a4", "mv a3, a5", "beq a7, a5, 3f", "sltu t0, a7, a5", "j 4f", "3:", "sltu t0, a6, a4", "4:", "beqz t0, 2f", "mv a2, a6", "mv a3, a7", "2:"],
        ),
        casloop128(
            RmwOp::UIncWrap,
            &["addi a2, a4, 1", "seqz t1, a2", "add a3, a5, t1", "beq a5, a7, 3f", "sltu t0, a5, a7", "j 4f", "3:", "sltu t0, a4, a6", "4:", "bnez t0, 2f", "li a2, 0", "li a3, 0", "2:"],
        ),
        casloop128(
            RmwOp::UDecWrap,
            &["addi a2, a4, -1", "seqz t1, a4", "sub a3, a5, t1", "or t1, a4, a5", "beqz t1, 5f", "beq a7, a5, 3f", "sltu t0, a7, a5", "j 4f", "3:", "sltu t0, a6, a4", "4:", "beqz t0, 2f", "5:", "mv a2, a6", "mv a3, a7", "2:"],
        ),
        casloop128(
            RmwOp::USubCond,
            &["sltu t1, a4, a6", "sub a2, a4, a6", "sub a3, a5, a7", "sub a3, a3, t1", "beq a5, a7, 3f", "sltu t0, a5, a7", "j 4f", "3:", "sltu t0, a4, a6", "4:", "beqz t0, 2f", "mv a2, a4", "mv a3, a5", "2:"],
        ),
        casloop128(
            RmwOp::USubSat,
            &["sltu t1, a4, a6", "sub a2, a4, a6", "sub a3, a5, a7", "sub a3, a3, t1", "beq a5, a7, 3f", "sltu t0, a5, a7", "j 4f", "3:", "sltu t0, a4, a6", "4:", "beqz t0, 2f", "li a2, 0", "li a3, 0", "2:"],
        ),
        casloop_f(RmwOp::FAdd, "fadd"),
        casloop_f(RmwOp::FSub, "fsub"),
        casloop_f(RmwOp::FMax, "fmax"),
        casloop_f(RmwOp::FMin, "fmin"),
        libcall(OpPattern::Load, ALL, &["__atomic_load_{n}"]),
        libcall(OpPattern::Store, ALL, &["__atomic_store_{n}"]),
        libcall(OpPattern::CmpXchg, ALL, &["__atomic_compare_exchange_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Xchg), ALL, &["__atomic_exchange_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Add), ALL, &["__atomic_fetch_add_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Sub), ALL, &["__atomic_fetch_sub_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::And), ALL, &["__atomic_fetch_and_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Or), ALL, &["__atomic_fetch_or_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Xor), ALL, &["__atomic_fetch_xor_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Nand), ALL, &["__atomic_fetch_nand_{n}"]),
    ],
};
