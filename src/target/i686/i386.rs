//! The i386 target (the 80386: no `cmpxchg`, `xadd`, `cmpxchg8b`, `bswap`, no SSE): its
//! description and its atomic table.
//!
//! Owns: [`DESC`] (triple `i386-linux-gnu`) and [`TABLE`]. The code generator is i686's
//! (`src/lower/i686.rs`), which emits `.arch i386` for this target so that the assembler
//! itself refuses any i486 instruction. Must not touch: the i686 table, code generation.
//!
//! The rule for sizes ("if one operation of a size is lock-free, all are"): an aligned 8, 16 or
//! 32-bit `mov` is single-copy atomic on the 386 and `xchg` with memory is locked, but nothing
//! else reads, modifies and writes atomically. So for i8, i16 and i32 every read-modify-write
//! and compare-and-swap is a `__sync_*` call (seed 001: a target without compare-and-swap uses
//! the `__sync_*` functions, which the platform must provide lock-free, as ARM Linux's kernel
//! helpers do), and loads and stores stay plain `mov`s (a seq_cst store stays `xchg`): plain
//! accesses are correct beside a lock-free `__sync_*` implementation. The 386 has no 64-bit
//! atomic access at all, so for i64 nothing is lock-free: every operation, loads and stores
//! included, is an `__atomic_*_8` call (libatomic; a lock there is consistent because no i64
//! access bypasses it). Operations the runtimes have no function for are compare-and-swap loops
//! around `__sync_val_compare_and_swap_{1,2,4}` / `__atomic_compare_exchange_8`; the row's
//! template computes the new value. Floats are computed with the x87 (the 386 with a 387);
//! fmax/fmin call libm's `fmaxf`/`fmax` (`fminf`/`fmin`), which have `maxnum`/`minnum`'s NaN
//! rule. Fences are i686's (`lock orl $0, (%esp)`; `lock` and `orl` exist on the 386).
//!
//! Deliberate difference from LLVM 22: `llc -mcpu=i386` emits `lock cmpxchg` and `lock xadd`
//! (i486 instructions) for 8..32-bit operations; only its 64-bit operations become
//! `__atomic_*_8` calls. No 128-bit atomics (no row: a clear error).

use super::super::triple::TargetDesc;
use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW,
};

pub static DESC: TargetDesc = TargetDesc {
    canonical: "i386-linux-gnu",
    arch_names: &["i386"],
    features: &[],
    default_features: &[],
    atomics: &TABLE,
};

/// i8, i16, i32: lock-free through `__sync_*`.
const N: u8 = NARROW | WidthSet::W32;
const W64: u8 = WidthSet::W64;
const F: u8 = WidthSet::W32;

const fn sync(op: RmwOp, name: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        N,
        &[],
        Expansion::Libcall,
        name,
        "a full barrier by the __sync contract",
    )
}
const fn atomic8(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        W64,
        &[],
        Expansion::Libcall,
        name,
        "the 386 has no 64-bit atomic access: libatomic for every i64 operation",
    )
}
const fn cas_loop(op: RmwOp, widths: u8, compute: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        "",
    )
}

/// The 64-bit compares of the old value (%edx:%eax) with the operand, as i686's rows do them.
const CMP_OLD_VAL: [&str; 3] = ["cmpl {vlo}, %eax", "movl %edx, %esi", "sbbl {vhi}, %esi"];
const CMP_VAL_OLD: [&str; 4] = [
    "movl {vlo}, %esi",
    "cmpl %eax, %esi",
    "movl {vhi}, %esi",
    "sbbl %edx, %esi",
];

pub static TABLE: AtomicTable = AtomicTable {
    target: "i386-linux-gnu",
    legend: "placeholders: {ptr} = %edi (address); {val} = operand in %ecx (%cl/%cx/%ecx by width);\n\
             {res} = %eax by width (the old value); {s} = b/w/l; {n} = the width in bytes;\n\
             loops (i8..i32): each round calls __sync_val_compare_and_swap_{n}(ptr, old, new); the\n\
             template computes {new} = %edx by width from {res} and {val}, with the old value also at\n\
             {tlo}, the operand at {vlo} and 4 bytes at {nlo} (floats: x87 through memory);\n\
             loops (i64): each round calls __atomic_compare_exchange_8(ptr, &old, new, order, order);\n\
             the template computes the new value into %ecx:%ebx from the old one in %edx:%eax (also at\n\
             {tlo}/{thi}) and the operand at {vlo}/{vhi}, with 8 bytes at {nlo}/{nhi}, %esi free;\n\
             libcall rows name the function; results of __sync_*_1/_2 are re-extended",
    marks: &[],
    rows: &[
        Row {
            op: OpPattern::Fence,
            orderings: OrderingSet::from_bits(ord::ANY),
            widths: WidthSet(WidthSet::NONE),
            scope: ScopeSet::SingleThread,
            features: &[],
            expansion: Expansion::Nothing,
            template: &["# singlethread fence: compiler barrier only"],
            note: "a signal handler runs on the same core: program order suffices",
        },
        row(
            OpPattern::Fence,
            ord::SEQ_CST,
            WidthSet::NONE,
            &[],
            Expansion::Native,
            &["lock orl $0, (%esp)"],
            "full barrier (as LLVM 22 for -mcpu=i386); lock and or exist on the 386",
        ),
        row(
            OpPattern::Fence,
            ord::ACQUIRE | ord::RELEASE | ord::ACQ_REL,
            WidthSet::NONE,
            &[],
            Expansion::Nothing,
            &["# acquire/release fence: compiler barrier only (x86-TSO)"],
            "TSO already orders everything but store->load, which these fences do not order",
        ),
        row(
            OpPattern::Load,
            ord::ANY,
            N,
            &[],
            Expansion::Native,
            &["mov{s} ({ptr}), {res}"],
            "aligned loads are atomic; seq_cst needs no fence because seq_cst stores are xchg",
        ),
        row(
            OpPattern::Store,
            ord::UNORDERED | ord::MONOTONIC | ord::RELEASE,
            N,
            &[],
            Expansion::Native,
            &["mov{s} {val}, ({ptr})"],
            "",
        ),
        row(
            OpPattern::Store,
            ord::SEQ_CST,
            N,
            &[],
            Expansion::Native,
            &["xchg{s} {val}, ({ptr})"],
            "xchg with memory is locked on the 386 too: a full barrier after the store",
        ),
        row(
            OpPattern::CmpXchg,
            ord::ANY,
            N,
            &[],
            Expansion::Libcall,
            &["__sync_val_compare_and_swap_{n}"],
            "success is the old value equal to the expected one; strong and weak alike \
             (LLVM 22 -mcpu=i386: lock cmpxchg, an i486 instruction)",
        ),
        sync(RmwOp::Xchg, &["__sync_lock_test_and_set_{n}"]),
        sync(RmwOp::Add, &["__sync_fetch_and_add_{n}"]),
        sync(RmwOp::Sub, &["__sync_fetch_and_sub_{n}"]),
        sync(RmwOp::And, &["__sync_fetch_and_and_{n}"]),
        sync(RmwOp::Or, &["__sync_fetch_and_or_{n}"]),
        sync(RmwOp::Xor, &["__sync_fetch_and_xor_{n}"]),
        sync(RmwOp::Nand, &["__sync_fetch_and_nand_{n}"]),
        sync(RmwOp::Max, &["__sync_fetch_and_max_{n}"]),
        sync(RmwOp::Min, &["__sync_fetch_and_min_{n}"]),
        sync(RmwOp::UMax, &["__sync_fetch_and_umax_{n}"]),
        sync(RmwOp::UMin, &["__sync_fetch_and_umin_{n}"]),
        cas_loop(
            RmwOp::UIncWrap,
            N,
            &[
                "mov{s} {res}, {new}",
                "add{s} $1, {new}",
                "cmp{s} {val}, {res}",
                "jb 2f",
                "xor{s} {new}, {new}",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::UDecWrap,
            N,
            &[
                "mov{s} {res}, {new}",
                "sub{s} $1, {new}",
                "test{s} {res}, {res}",
                "je 3f",
                "cmp{s} {val}, {res}",
                "jbe 2f",
                "3:",
                "mov{s} {val}, {new}",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::USubCond,
            N,
            &[
                "mov{s} {res}, {new}",
                "cmp{s} {val}, {res}",
                "jb 2f",
                "sub{s} {val}, {new}",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::USubSat,
            N,
            &[
                "mov{s} {res}, {new}",
                "sub{s} {val}, {new}",
                "jae 2f",
                "xor{s} {new}, {new}",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::FAdd,
            F,
            &["flds {tlo}", "fadds {vlo}", "fstps {nlo}", "movl {nlo}, %edx"],
        ),
        cas_loop(
            RmwOp::FSub,
            F,
            &["flds {tlo}", "fsubs {vlo}", "fstps {nlo}", "movl {nlo}, %edx"],
        ),
        cas_loop(
            RmwOp::FMax,
            F,
            &[
                "movl %eax, 0(%esp)",
                "movl %ecx, 4(%esp)",
                "call fmaxf",
                "fstps {nlo}",
                "movl {nlo}, %edx",
            ],
        ),
        cas_loop(
            RmwOp::FMin,
            F,
            &[
                "movl %eax, 0(%esp)",
                "movl %ecx, 4(%esp)",
                "call fminf",
                "fstps {nlo}",
                "movl {nlo}, %edx",
            ],
        ),
        atomic8(OpPattern::Load, &["__atomic_load_8"]),
        atomic8(OpPattern::Store, &["__atomic_store_8"]),
        atomic8(OpPattern::CmpXchg, &["__atomic_compare_exchange_8"]),
        atomic8(OpPattern::Rmw(RmwOp::Xchg), &["__atomic_exchange_8"]),
        atomic8(OpPattern::Rmw(RmwOp::Add), &["__atomic_fetch_add_8"]),
        atomic8(OpPattern::Rmw(RmwOp::Sub), &["__atomic_fetch_sub_8"]),
        atomic8(OpPattern::Rmw(RmwOp::And), &["__atomic_fetch_and_8"]),
        atomic8(OpPattern::Rmw(RmwOp::Or), &["__atomic_fetch_or_8"]),
        atomic8(OpPattern::Rmw(RmwOp::Xor), &["__atomic_fetch_xor_8"]),
        atomic8(OpPattern::Rmw(RmwOp::Nand), &["__atomic_fetch_nand_8"]),
        cas_loop(
            RmwOp::Max,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                CMP_OLD_VAL[0],
                CMP_OLD_VAL[1],
                CMP_OLD_VAL[2],
                "jge 2f",
                "movl {vlo}, %ebx",
                "movl {vhi}, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::Min,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                CMP_VAL_OLD[0],
                CMP_VAL_OLD[1],
                CMP_VAL_OLD[2],
                CMP_VAL_OLD[3],
                "jge 2f",
                "movl {vlo}, %ebx",
                "movl {vhi}, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::UMax,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                CMP_OLD_VAL[0],
                CMP_OLD_VAL[1],
                CMP_OLD_VAL[2],
                "jae 2f",
                "movl {vlo}, %ebx",
                "movl {vhi}, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::UMin,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                CMP_VAL_OLD[0],
                CMP_VAL_OLD[1],
                CMP_VAL_OLD[2],
                CMP_VAL_OLD[3],
                "jae 2f",
                "movl {vlo}, %ebx",
                "movl {vhi}, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::UIncWrap,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                "addl $1, %ebx",
                "adcl $0, %ecx",
                CMP_OLD_VAL[0],
                CMP_OLD_VAL[1],
                CMP_OLD_VAL[2],
                "jb 2f",
                "xorl %ebx, %ebx",
                "xorl %ecx, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::UDecWrap,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                "movl %eax, %esi",
                "orl %edx, %esi",
                "jz 3f",
                CMP_VAL_OLD[0],
                CMP_VAL_OLD[1],
                CMP_VAL_OLD[2],
                CMP_VAL_OLD[3],
                "jb 3f",
                "subl $1, %ebx",
                "sbbl $0, %ecx",
                "jmp 2f",
                "3:",
                "movl {vlo}, %ebx",
                "movl {vhi}, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::USubCond,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                CMP_OLD_VAL[0],
                CMP_OLD_VAL[1],
                CMP_OLD_VAL[2],
                "jb 2f",
                "subl {vlo}, %ebx",
                "sbbl {vhi}, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::USubSat,
            W64,
            &[
                "movl %eax, %ebx",
                "movl %edx, %ecx",
                "subl {vlo}, %ebx",
                "sbbl {vhi}, %ecx",
                "jae 2f",
                "xorl %ebx, %ebx",
                "xorl %ecx, %ecx",
                "2:",
            ],
        ),
        cas_loop(
            RmwOp::FAdd,
            W64,
            &["fldl {tlo}", "faddl {vlo}", "fstpl {nlo}", "movl {nlo}, %ebx", "movl {nhi}, %ecx"],
        ),
        cas_loop(
            RmwOp::FSub,
            W64,
            &["fldl {tlo}", "fsubl {vlo}", "fstpl {nlo}", "movl {nlo}, %ebx", "movl {nhi}, %ecx"],
        ),
        cas_loop(
            RmwOp::FMax,
            W64,
            &[
                "movl %eax, 0(%esp)",
                "movl %edx, 4(%esp)",
                "movl {vlo}, %eax",
                "movl %eax, 8(%esp)",
                "movl {vhi}, %eax",
                "movl %eax, 12(%esp)",
                "call fmax",
                "fstpl {nlo}",
                "movl {nlo}, %ebx",
                "movl {nhi}, %ecx",
            ],
        ),
        cas_loop(
            RmwOp::FMin,
            W64,
            &[
                "movl %eax, 0(%esp)",
                "movl %edx, 4(%esp)",
                "movl {vlo}, %eax",
                "movl %eax, 8(%esp)",
                "movl {vhi}, %eax",
                "movl %eax, 12(%esp)",
                "call fmin",
                "fstpl {nlo}",
                "movl {nlo}, %ebx",
                "movl {nhi}, %ecx",
            ],
        ),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    /// No row may name an instruction the 386 lacks (cmpxchg, xadd, bswap, cmov: i486/P6) or SSE.
    #[test]
    fn no_i486_instruction_in_any_row() {
        for r in TABLE.rows {
            for line in r.template {
                let op = line.split_whitespace().next().unwrap_or("");
                let op = if op == "lock" {
                    line.split_whitespace().nth(1).unwrap_or("")
                } else {
                    op
                };
                for bad in ["cmpxchg", "xadd", "bswap", "cmov", "mfence"] {
                    assert!(!op.starts_with(bad), "{line}");
                }
                assert!(!line.contains("%xmm"), "{line}");
            }
        }
    }

    #[test]
    fn every_i64_operation_is_a_call_and_narrow_loads_are_plain() {
        use crate::ir::instructions::Ordering;
        use crate::target::atomic_table::{AtomicKey, AtomicOp};
        let key = |op, width| AtomicKey {
            op,
            ordering: Ordering::SeqCst,
            width,
            single_thread: false,
        };
        for op in [
            AtomicOp::Load,
            AtomicOp::Store,
            AtomicOp::CmpXchg,
            AtomicOp::Rmw(RmwOp::Add),
        ] {
            let r = TABLE.lookup(&key(op, 64), &[]).unwrap();
            assert_eq!(r.expansion, Expansion::Libcall);
            assert!(r.template[0].starts_with("__atomic_"));
        }
        assert_eq!(
            TABLE
                .lookup(&key(AtomicOp::Load, 16), &[])
                .unwrap()
                .expansion,
            Expansion::Native
        );
        let add = TABLE
            .lookup(&key(AtomicOp::Rmw(RmwOp::Add), 8), &[])
            .unwrap();
        assert_eq!(add.template, &["__sync_fetch_and_add_{n}"]);
        assert!(TABLE.lookup(&key(AtomicOp::Load, 128), &[]).is_none());
    }
}
