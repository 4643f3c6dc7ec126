//! The i686 atomic table: rows of (operation, orderings, widths, scope, features) ->
//! instruction template, in lookup order.
//!
//! Owns: the i686 rows and the meaning of their placeholders (see [`TABLE`]'s legend).
//! Must not touch: code generation; `src/lower/i686.rs` loads the registers and the scratch
//! memory the legend names, substitutes the placeholders and stores the results.
//!
//! Fence placement is x86-64's (x86-TSO): acquire loads and release stores are plain `mov`s,
//! seq_cst stores are `xchg` (locked, a full barrier), every locked read-modify-write is a full
//! barrier, seq_cst fences are `lock orl $0, (%esp)` (what LLVM 22 emits without SSE2; with
//! `+sse2` it emits `mfence`, equivalent). 64-bit values live in register pairs: every 64-bit
//! operation is a `lock cmpxchg8b` loop (old value %edx:%eax, new value %ecx:%ebx). A 64-bit
//! atomic load is `lock cmpxchg8b` with 0 as both the expected and the new value: it returns
//! the value, and writes back the 0 it already holds when it is 0. LLVM 22 loads and stores
//! 64 bits with x87 `fildll`/`fistpll` instead (not locked); both are single-copy atomic on an
//! aligned quadword, and the locked form also orders like a fence. Nothing here needs a
//! libcall: i686 has no 128-bit atomics (no row: a clear error).

use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet, NARROW,
};

const N: u8 = NARROW | WidthSet::W32;
const W64: u8 = WidthSet::W64;
const F: u8 = WidthSet::W32;
const LOOP: Expansion = Expansion::CmpXchgLoop;

/// A compare-and-swap loop on 8..32-bit values: the lines around the computation of `{new}`
/// from `{res}` (old value) and `{val}`.
macro_rules! cas_loop {
    ($($compute:expr),* $(,)?) => {
        &[
            "mov{s} ({ptr}), {res}",
            "1:",
            "mov{s} {res}, {new}",
            $($compute,)*
            "lock cmpxchg{s} {new}, ({ptr})",
            "jne 1b",
        ]
    };
}

/// A cmpxchg8b loop on 64-bit values: old value in %edx:%eax, the new one computed into
/// %ecx:%ebx from it and the operand in memory ({vlo}/{vhi}).
macro_rules! cas8_loop {
    ($($compute:expr),* $(,)?) => {
        &[
            "movl ({ptr}), %eax",
            "movl 4({ptr}), %edx",
            "1:",
            "movl %eax, %ebx",
            "movl %edx, %ecx",
            $($compute,)*
            "lock cmpxchg8b ({ptr})",
            "jne 1b",
        ]
    };
}

/// A cmpxchg8b loop on doubles: the old value and the operand through SSE2 registers by way
/// of the scratch quadword {tlo}/{thi}; `op` computes %xmm2 from the old value (%xmm1) and the
/// operand (%xmm0).
macro_rules! cas8_double {
    ($($compute:expr),* $(,)?) => {
        cas8_loop!(
            "movl %eax, {tlo}",
            "movl %edx, {thi}",
            "movsd {tlo}, %xmm1",
            "movsd {vlo}, %xmm0",
            $($compute,)*
            "movsd %xmm2, {tlo}",
            "movl {tlo}, %ebx",
            "movl {thi}, %ecx"
        )
    };
}

const fn rmw(op: RmwOp, widths: u8, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
        LOOP,
        template,
        "",
    )
}

// Flags of old - operand as 64-bit numbers (old in %edx:%eax; %esi is clobbered).
const CMP_OLD_VAL: [&str; 3] = ["cmpl {vlo}, %eax", "movl %edx, %esi", "sbbl {vhi}, %esi"];
// Flags of operand - old.
const CMP_VAL_OLD: [&str; 4] = [
    "movl {vlo}, %esi",
    "cmpl %eax, %esi",
    "movl {vhi}, %esi",
    "sbbl %edx, %esi",
];

pub static TABLE: AtomicTable = AtomicTable {
    target: "i686-linux-gnu",
    legend: "placeholders: {ptr} = %edi (address); {val} = operand in %ecx (%cl/%cx/%ecx by width);\n\
             {res} = %eax by width (result; cmpxchg: the expected value before, the old value after);\n\
             {new} = %edx by width (cmpxchg's new value; loops compute it); {s} = b/w/l;\n\
             float: the bits in the same registers, {fs} = ss, {fm} = movd;\n\
             64 bits: old value and result %edx:%eax, new value %ecx:%ebx, operand in the frame's\n\
             scratch quadword {vlo}/{vhi}, a second quadword {tlo}/{thi}, %esi free;\n\
             cmpxchg leaves its success flag in %bl (%ebx, %esi, %edi are saved by the prologue)",
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
            "full barrier; LLVM 22 emits the same without SSE2 (mfence with +sse2)",
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
            OpPattern::Load,
            ord::ANY,
            W64,
            &[],
            Expansion::Native,
            &[
                "xorl %eax, %eax",
                "xorl %edx, %edx",
                "xorl %ebx, %ebx",
                "xorl %ecx, %ecx",
                "lock cmpxchg8b ({ptr})",
            ],
            "compares with 0 and writes back 0 only when the value is 0: the value either way \
             (LLVM 22: fildll/fistpll)",
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
            "xchg with memory is locked: a full barrier after the store",
        ),
        row(
            OpPattern::Store,
            ord::ANY,
            W64,
            &[],
            LOOP,
            &[
                "movl {vlo}, %ebx",
                "movl {vhi}, %ecx",
                "movl ({ptr}), %eax",
                "movl 4({ptr}), %edx",
                "1:",
                "lock cmpxchg8b ({ptr})",
                "jne 1b",
            ],
            "LLVM 22: fildll/fistpll (+ a locked or for seq_cst)",
        ),
        row(
            OpPattern::CmpXchg,
            ord::ANY,
            N,
            &[],
            Expansion::Native,
            &["lock cmpxchg{s} {new}, ({ptr})", "sete %bl"],
            "strong and weak alike (cmpxchg never fails spuriously)",
        ),
        row(
            OpPattern::CmpXchg,
            ord::ANY,
            W64,
            &[],
            Expansion::Native,
            &["lock cmpxchg8b ({ptr})", "sete %bl"],
            "",
        ),
        row(
            OpPattern::Rmw(RmwOp::Xchg),
            ord::ANY,
            N,
            &[],
            Expansion::Native,
            &["mov{s} {val}, {res}", "xchg{s} {res}, ({ptr})"],
            "",
        ),
        row(
            OpPattern::Rmw(RmwOp::Add),
            ord::ANY,
            N,
            &[],
            Expansion::Native,
            &["mov{s} {val}, {res}", "lock xadd{s} {res}, ({ptr})"],
            "",
        ),
        row(
            OpPattern::Rmw(RmwOp::Sub),
            ord::ANY,
            N,
            &[],
            Expansion::Native,
            &["mov{s} {val}, {res}", "neg{s} {res}", "lock xadd{s} {res}, ({ptr})"],
            "seed 000's lss: adding the negation; correct as written",
        ),
        rmw(RmwOp::And, N, cas_loop!("and{s} {val}, {new}")),
        rmw(RmwOp::Or, N, cas_loop!("or{s} {val}, {new}")),
        rmw(RmwOp::Xor, N, cas_loop!("xor{s} {val}, {new}")),
        rmw(RmwOp::Nand, N, cas_loop!("and{s} {val}, {new}", "not{s} {new}")),
        rmw(
            RmwOp::Max,
            N,
            cas_loop!("cmp{s} {val}, {res}", "jge 2f", "mov{s} {val}, {new}", "2:"),
        ),
        rmw(
            RmwOp::Min,
            N,
            cas_loop!("cmp{s} {val}, {res}", "jle 2f", "mov{s} {val}, {new}", "2:"),
        ),
        rmw(
            RmwOp::UMax,
            N,
            cas_loop!("cmp{s} {val}, {res}", "jae 2f", "mov{s} {val}, {new}", "2:"),
        ),
        rmw(
            RmwOp::UMin,
            N,
            cas_loop!("cmp{s} {val}, {res}", "jbe 2f", "mov{s} {val}, {new}", "2:"),
        ),
        rmw(
            RmwOp::UIncWrap,
            N,
            cas_loop!(
                "add{s} $1, {new}",
                "cmp{s} {val}, {res}",
                "jb 2f",
                "xor{s} {new}, {new}",
                "2:"
            ),
        ),
        rmw(
            RmwOp::UDecWrap,
            N,
            cas_loop!(
                "sub{s} $1, {new}",
                "test{s} {res}, {res}",
                "je 3f",
                "cmp{s} {val}, {res}",
                "jbe 2f",
                "3:",
                "mov{s} {val}, {new}",
                "2:"
            ),
        ),
        rmw(
            RmwOp::USubCond,
            N,
            cas_loop!("cmp{s} {val}, {res}", "jb 2f", "sub{s} {val}, {new}", "2:"),
        ),
        rmw(
            RmwOp::USubSat,
            N,
            cas_loop!("sub{s} {val}, {new}", "jae 2f", "xor{s} {new}, {new}", "2:"),
        ),
        rmw(
            RmwOp::FAdd,
            F,
            cas_loop!(
                "{fm} {res}, %xmm0",
                "{fm} {val}, %xmm1",
                "add{fs} %xmm1, %xmm0",
                "{fm} %xmm0, {new}"
            ),
        ),
        rmw(
            RmwOp::FSub,
            F,
            cas_loop!(
                "{fm} {res}, %xmm0",
                "{fm} {val}, %xmm1",
                "sub{fs} %xmm1, %xmm0",
                "{fm} %xmm0, {new}"
            ),
        ),
        // maxnum/minnum: max{fs} returns its source operand (the old value) when either is
        // NaN, so only an old NaN needs the operand instead.
        rmw(
            RmwOp::FMax,
            F,
            cas_loop!(
                "{fm} {res}, %xmm1",
                "{fm} {val}, %xmm0",
                "movaps %xmm0, %xmm2",
                "max{fs} %xmm1, %xmm2",
                "ucomi{fs} %xmm1, %xmm1",
                "jnp 2f",
                "movaps %xmm0, %xmm2",
                "2:",
                "{fm} %xmm2, {new}"
            ),
        ),
        rmw(
            RmwOp::FMin,
            F,
            cas_loop!(
                "{fm} {res}, %xmm1",
                "{fm} {val}, %xmm0",
                "movaps %xmm0, %xmm2",
                "min{fs} %xmm1, %xmm2",
                "ucomi{fs} %xmm1, %xmm1",
                "jnp 2f",
                "movaps %xmm0, %xmm2",
                "2:",
                "{fm} %xmm2, {new}"
            ),
        ),
        rmw(RmwOp::Xchg, W64, cas8_loop!("movl {vlo}, %ebx", "movl {vhi}, %ecx")),
        rmw(RmwOp::Add, W64, cas8_loop!("addl {vlo}, %ebx", "adcl {vhi}, %ecx")),
        rmw(RmwOp::Sub, W64, cas8_loop!("subl {vlo}, %ebx", "sbbl {vhi}, %ecx")),
        rmw(RmwOp::And, W64, cas8_loop!("andl {vlo}, %ebx", "andl {vhi}, %ecx")),
        rmw(RmwOp::Or, W64, cas8_loop!("orl {vlo}, %ebx", "orl {vhi}, %ecx")),
        rmw(RmwOp::Xor, W64, cas8_loop!("xorl {vlo}, %ebx", "xorl {vhi}, %ecx")),
        rmw(
            RmwOp::Nand,
            W64,
            cas8_loop!("andl {vlo}, %ebx", "andl {vhi}, %ecx", "notl %ebx", "notl %ecx"),
        ),
        rmw(
            RmwOp::Max,
            W64,
            cas8_loop!(
                CMP_OLD_VAL[0], CMP_OLD_VAL[1], CMP_OLD_VAL[2],
                "jge 2f", "movl {vlo}, %ebx", "movl {vhi}, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::Min,
            W64,
            cas8_loop!(
                CMP_VAL_OLD[0], CMP_VAL_OLD[1], CMP_VAL_OLD[2], CMP_VAL_OLD[3],
                "jge 2f", "movl {vlo}, %ebx", "movl {vhi}, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::UMax,
            W64,
            cas8_loop!(
                CMP_OLD_VAL[0], CMP_OLD_VAL[1], CMP_OLD_VAL[2],
                "jae 2f", "movl {vlo}, %ebx", "movl {vhi}, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::UMin,
            W64,
            cas8_loop!(
                CMP_VAL_OLD[0], CMP_VAL_OLD[1], CMP_VAL_OLD[2], CMP_VAL_OLD[3],
                "jae 2f", "movl {vlo}, %ebx", "movl {vhi}, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::UIncWrap,
            W64,
            cas8_loop!(
                "addl $1, %ebx", "adcl $0, %ecx",
                CMP_OLD_VAL[0], CMP_OLD_VAL[1], CMP_OLD_VAL[2],
                "jb 2f", "xorl %ebx, %ebx", "xorl %ecx, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::UDecWrap,
            W64,
            cas8_loop!(
                "movl %eax, %esi", "orl %edx, %esi", "jz 3f",
                CMP_VAL_OLD[0], CMP_VAL_OLD[1], CMP_VAL_OLD[2], CMP_VAL_OLD[3], "jb 3f",
                "subl $1, %ebx", "sbbl $0, %ecx", "jmp 2f",
                "3:", "movl {vlo}, %ebx", "movl {vhi}, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::USubCond,
            W64,
            cas8_loop!(
                CMP_OLD_VAL[0], CMP_OLD_VAL[1], CMP_OLD_VAL[2],
                "jb 2f", "subl {vlo}, %ebx", "sbbl {vhi}, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::USubSat,
            W64,
            cas8_loop!(
                "subl {vlo}, %ebx", "sbbl {vhi}, %ecx", "jae 2f",
                "xorl %ebx, %ebx", "xorl %ecx, %ecx", "2:"
            ),
        ),
        rmw(
            RmwOp::FAdd,
            W64,
            cas8_double!("movapd %xmm1, %xmm2", "addsd %xmm0, %xmm2"),
        ),
        rmw(
            RmwOp::FSub,
            W64,
            cas8_double!("movapd %xmm1, %xmm2", "subsd %xmm0, %xmm2"),
        ),
        rmw(
            RmwOp::FMax,
            W64,
            cas8_double!(
                "movapd %xmm0, %xmm2",
                "maxsd %xmm1, %xmm2",
                "ucomisd %xmm1, %xmm1",
                "jnp 2f",
                "movapd %xmm0, %xmm2",
                "2:"
            ),
        ),
        rmw(
            RmwOp::FMin,
            W64,
            cas8_double!(
                "movapd %xmm0, %xmm2",
                "minsd %xmm1, %xmm2",
                "ucomisd %xmm1, %xmm1",
                "jnp 2f",
                "movapd %xmm0, %xmm2",
                "2:"
            ),
        ),
    ],
};
