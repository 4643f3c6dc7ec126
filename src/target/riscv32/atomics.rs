//! The RISC-V 32 atomic table: with `+a`, amo*.w, lr.w/sc.w loops and masked partword loops
//! for i8/i16 inside the aligned word, for i8..i32; i64 (rv32 has no 64-bit amo or lr.d/sc.d)
//! and everything without `+a` through `__atomic_*` library calls, and the operations libatomic
//! has no function for as loops around `__atomic_compare_exchange_{n}`, as LLVM 22 does
//! (checked with `llc-22 -O2 -mtriple=riscv32-linux-gnu -mattr=+m,+a` and `-mattr=+m,-a`).
//!
//! Owns: the rows, the placeholder legend and the ordering marks. Must not touch: code
//! generation (`src/lower/riscv32.rs`). The loop templates are the RISC-V 64 table's
//! (`super::super::riscv64::atomics`' macros) with `{w}` = `w` and `{hs}` = 24/16; the fence
//! placement is the same as RISC-V 64's (see that module's comment): acquire loads
//! `l; fence r, rw`, seq_cst loads `fence rw, rw; l; fence r, rw`, release stores
//! `fence rw, w; s`, seq_cst stores `fence rw, w; s; fence rw, rw`, ordering bits on amo and
//! lr/sc. i128 atomics have no row (refused with a located error): libatomic's 16-byte
//! functions take their operands by value in four registers, which this code generator does
//! not pass. Float atomicrmw (soft-float: no `f`/`d` features on this target yet) is a
//! compare-and-swap loop around the soft-float routines.
//! Seed 000 has no RISC-V sequences.

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW,
};
use crate::target::riscv64::atomics::{llsc, masked, masked_cmp};

/// i8..i32: the widths the A extension covers on rv32.
const W: u8 = WidthSet::W32;
const N32: u8 = NARROW | W;
const W64: u8 = WidthSet::W64;
/// i8..i64: the widths with a libcall (i64 always, the rest without +a).
const N: u8 = WidthSet::UP_TO_64;
const A: &[&str] = &["a"];

const fn amo(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        W,
        A,
        Expansion::Native,
        template,
        "",
    )
}
const fn lr(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        W,
        A,
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
const fn casloop(op: RmwOp, widths: u8, compute: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        "around __atomic_compare_exchange_{n} (i64 with +a; every width without it)",
    )
}
const fn libcall(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        N,
        &[],
        Expansion::Libcall,
        name,
        "i64 (and every width without +a): libatomic, as LLVM 22",
    )
}

pub static TABLE: AtomicTable = AtomicTable {
    target: "riscv32-linux-gnu",
    legend: "placeholders: {ptr} = a0 (address); {val} = a1 (operand; cmpxchg: the expected value);\n\
             {res} = a2 (result: the old value); {new} = a3 (cmpxchg's new value; loops compute it);\n\
             {t} = a4 scratch; {w} = w; {ls}/{ss} = the plain load/store for the width;\n\
             i8/i16: {m} = 255/65535, {hs} = 24/16 (shift that zero- or sign-extends a field);\n\
             cmpxchg leaves its success flag in t4;\n\
             i64 compare-and-swap loop rows name registers: a2:a3 = the value seen (low:high),\n\
             a4:a5 = the operand, a6:a7 = the value computed, t0 scratch;\n\
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
        row(OpPattern::Load, ord::UNORDERED | ord::MONOTONIC, N32, A, Expansion::Native, &["{ls} {res}, 0({ptr})"], ""),
        row(OpPattern::Load, ord::ACQUIRE, N32, A, Expansion::Native, &["{ls} {res}, 0({ptr})", "fence r, rw"], ""),
        row(OpPattern::Load, ord::SEQ_CST, N32, A, Expansion::Native, &["fence rw, rw", "{ls} {res}, 0({ptr})", "fence r, rw"], ""),
        row(OpPattern::Store, ord::UNORDERED | ord::MONOTONIC, N32, A, Expansion::Native, &["{ss} {val}, 0({ptr})"], ""),
        row(OpPattern::Store, ord::RELEASE, N32, A, Expansion::Native, &["fence rw, w", "{ss} {val}, 0({ptr})"], ""),
        row(OpPattern::Store, ord::SEQ_CST, N32, A, Expansion::Native, &["fence rw, w", "{ss} {val}, 0({ptr})", "fence rw, rw"], "LLVM 22's trailing fence kept (as on RISC-V 64)"),
        row(
            OpPattern::CmpXchg, ord::ANY, W, A, Expansion::LlSc,
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
        lr(RmwOp::Nand, llsc!("and {new}, {res}, {val}", "not {new}, {new}")),
        lr(RmwOp::UIncWrap, llsc!("addi {new}, {res}, 1", "bltu {res}, {val}, 2f", "li {new}, 0", "2:")),
        lr(RmwOp::UDecWrap, llsc!("addi {new}, {res}, -1", "beqz {res}, 3f", "bgeu {val}, {res}, 2f", "3:", "mv {new}, {val}", "2:")),
        lr(RmwOp::USubCond, llsc!("mv {new}, {res}", "bltu {res}, {val}, 2f", "sub {new}, {res}, {val}", "2:")),
        lr(RmwOp::USubSat, llsc!("sub {new}, {res}, {val}", "bltu {val}, {res}, 2f", "li {new}, 0", "2:")),
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
        // The operations libatomic has no function for: a loop around
        // __atomic_compare_exchange_{n} whose template computes {new} from {res} (the value last
        // seen) and {val}, as LLVM 22 expands them. i8..i32 (without +a) in one register each;
        // i64 on register pairs: {res} = a2:a3 (low:high), {val} = a4:a5, {new} = a6:a7, the
        // high halves compared first (signed for max/min), the low halves unsigned when equal.
        casloop(RmwOp::Max, N32, &["mv {new}, {res}", "bge {res}, {val}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::Min, N32, &["mv {new}, {res}", "bge {val}, {res}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::UMax, N32, &["mv {new}, {res}", "bgeu {res}, {val}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::UMin, N32, &["mv {new}, {res}", "bgeu {val}, {res}, 2f", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::UIncWrap, N32, &["addi {new}, {res}, 1", "bltu {res}, {val}, 2f", "li {new}, 0", "2:"]),
        casloop(RmwOp::UDecWrap, N32, &["addi {new}, {res}, -1", "beqz {res}, 3f", "bgeu {val}, {res}, 2f", "3:", "mv {new}, {val}", "2:"]),
        casloop(RmwOp::USubCond, N32, &["mv {new}, {res}", "bltu {res}, {val}, 2f", "sub {new}, {res}, {val}", "2:"]),
        casloop(RmwOp::USubSat, N32, &["sub {new}, {res}, {val}", "bltu {val}, {res}, 2f", "li {new}, 0", "2:"]),
        // i64: keep the value seen when it is >= (max) or <= (min) the operand, else take it.
        casloop(RmwOp::Max, W64, &["mv a6, a2", "mv a7, a3", "blt a5, a3, 2f", "bne a3, a5, 3f", "bgeu a2, a4, 2f", "3:", "mv a6, a4", "mv a7, a5", "2:"]),
        casloop(RmwOp::Min, W64, &["mv a6, a2", "mv a7, a3", "blt a3, a5, 2f", "bne a3, a5, 3f", "bgeu a4, a2, 2f", "3:", "mv a6, a4", "mv a7, a5", "2:"]),
        casloop(RmwOp::UMax, W64, &["mv a6, a2", "mv a7, a3", "bltu a5, a3, 2f", "bne a3, a5, 3f", "bgeu a2, a4, 2f", "3:", "mv a6, a4", "mv a7, a5", "2:"]),
        casloop(RmwOp::UMin, W64, &["mv a6, a2", "mv a7, a3", "bltu a3, a5, 2f", "bne a3, a5, 3f", "bgeu a4, a2, 2f", "3:", "mv a6, a4", "mv a7, a5", "2:"]),
        // seen >= operand: 0, else seen + 1 (the carry into the high half when the low wraps).
        casloop(
            RmwOp::UIncWrap, W64,
            &["bltu a5, a3, 3f", "bne a3, a5, 4f", "bgeu a2, a4, 3f", "4:", "addi a6, a2, 1", "seqz t0, a6", "add a7, a3, t0", "j 2f", "3:", "li a6, 0", "li a7, 0", "2:"],
        ),
        // seen == 0 or seen > operand: the operand, else seen - 1 (a borrow when the low is 0).
        casloop(
            RmwOp::UDecWrap, W64,
            &["or t0, a2, a3", "beqz t0, 3f", "bltu a5, a3, 3f", "bne a3, a5, 4f", "bltu a4, a2, 3f", "4:", "seqz t0, a2", "addi a6, a2, -1", "sub a7, a3, t0", "j 2f", "3:", "mv a6, a4", "mv a7, a5", "2:"],
        ),
        // seen >= operand: seen - operand, else seen.
        casloop(
            RmwOp::USubCond, W64,
            &["mv a6, a2", "mv a7, a3", "bltu a3, a5, 2f", "bne a3, a5, 4f", "bltu a2, a4, 2f", "4:", "sltu t0, a2, a4", "sub a6, a2, a4", "sub a7, a3, a5", "sub a7, a7, t0", "2:"],
        ),
        // seen >= operand: seen - operand, else 0.
        casloop(
            RmwOp::USubSat, W64,
            &["li a6, 0", "li a7, 0", "bltu a3, a5, 2f", "bne a3, a5, 4f", "bltu a2, a4, 2f", "4:", "sltu t0, a2, a4", "sub a6, a2, a4", "sub a7, a3, a5", "sub a7, a7, t0", "2:"],
        ),
        // Float and double (soft-float ILP32: the bits in integer registers): the same loop, the
        // arithmetic by the soft-float routines (__addsf3, __subsf3, __adddf3, __subdf3) and
        // libm's fmaxf/fminf/fmax/fmin (LLVM's maxnum/minnum), as LLVM 22 calls them. With +a
        // LLVM 22 inlines the float loop's compare-and-swap as lr.w/sc.w; atomir calls
        // __atomic_compare_exchange_4 with the C11 memory order, so the ordering is libatomic's
        // to honour and no barrier is missing (scripts/lower-fences.sh compares integer
        // operations only, so this difference is argued here, not in its differences.tsv).
        casloop(RmwOp::FAdd, W, &["mv a0, {res}", "call __addsf3", "mv {new}, a0"]),
        casloop(RmwOp::FSub, W, &["mv a0, {res}", "call __subsf3", "mv {new}, a0"]),
        casloop(RmwOp::FMax, W, &["mv a0, {res}", "call fmaxf", "mv {new}, a0"]),
        casloop(RmwOp::FMin, W, &["mv a0, {res}", "call fminf", "mv {new}, a0"]),
        casloop(RmwOp::FAdd, W64, &["mv a0, a2", "mv a1, a3", "mv a2, a4", "mv a3, a5", "call __adddf3", "mv a6, a0", "mv a7, a1"]),
        casloop(RmwOp::FSub, W64, &["mv a0, a2", "mv a1, a3", "mv a2, a4", "mv a3, a5", "call __subdf3", "mv a6, a0", "mv a7, a1"]),
        casloop(RmwOp::FMax, W64, &["mv a0, a2", "mv a1, a3", "mv a2, a4", "mv a3, a5", "call fmax", "mv a6, a0", "mv a7, a1"]),
        casloop(RmwOp::FMin, W64, &["mv a0, a2", "mv a1, a3", "mv a2, a4", "mv a3, a5", "call fmin", "mv a6, a0", "mv a7, a1"]),
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
    ],
};
