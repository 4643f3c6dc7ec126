//! The x86-64 atomic table: rows of (operation, orderings, widths, scope, features) ->
//! instruction template, in lookup order (feature rows before their fallbacks).
//!
//! Owns: the x86-64 rows and the meaning of their placeholders (see [`TABLE`]'s legend).
//! Must not touch: code generation; `src/lower/x86_64.rs` loads the registers the legend names,
//! substitutes the placeholders and stores the results.
//!
//! Fence placement: x86-64 is TSO (loads are not reordered with loads, stores not with stores,
//! loads not with later stores), so acquire loads and release stores are plain `mov`s; the one
//! reordering left (a store with a later load) is closed by making seq_cst stores `xchg`
//! (implicitly locked, a full barrier) and seq_cst fences `lock or` on the stack. Every `lock`ed
//! read-modify-write is a full barrier, so RMW and cmpxchg need no fence at any ordering. This
//! is LLVM 22's placement (`llc -O2`) too. Seed 000's x86 `lss` sequence (`negl; lock xaddl`)
//! is correct and is used as is.

use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet,
};

const N: u8 = WidthSet::UP_TO_64;
const W128: u8 = WidthSet::W128;
const LOOP: Expansion = Expansion::CmpXchgLoop;
const CX16: &[&str] = &["cx16"];

/// A compare-and-swap loop on 8..64-bit values: the three lines around the computation of
/// `{new}` from `{res}` (old value) and `{val}`.
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

/// A cmpxchg16b loop on 128-bit values: old value in %rdx:%rax, new computed in %rcx:%rbx
/// from the old value and the operand in %r9:%r8; %rbx is callee-saved, so it is pushed.
macro_rules! cas16_loop {
    ($($compute:expr),* $(,)?) => {
        &[
            "pushq %rbx",
            "movq ({ptr}), %rax",
            "movq 8({ptr}), %rdx",
            "1:",
            "movq %rax, %rbx",
            "movq %rdx, %rcx",
            $($compute,)*
            "lock cmpxchg16b ({ptr})",
            "jne 1b",
            "popq %rbx",
        ]
    };
}

/// Without cmpxchg16b (no +cx16): the i128 operations libatomic has no function for, as LLVM 22
/// lowers them: a loop around `__atomic_compare_exchange_16`. The pointer and operand live in
/// callee-saved registers across the call (pushed: 4 pushes and 16 bytes for the expected
/// value keep %rsp 16-byte aligned), the old value in %rdx:%rax, the new one computed into
/// %rcx:%rbx by the same lines as the cmpxchg16b loops; the expected value at (%rsp) is the
/// old value after a failed exchange.
macro_rules! libcall16_loop {
    ($($compute:expr),* $(,)?) => {
        &[
            "pushq %rbx",
            "pushq %r12",
            "pushq %r14",
            "pushq %r15",
            "subq $16, %rsp",
            "movq {ptr}, %r15",
            "movq %r8, %r12",
            "movq %r9, %r14",
            "movq ({ptr}), %rax",
            "movq 8({ptr}), %rdx",
            "1:",
            "movq %r12, %r8",
            "movq %r14, %r9",
            "movq %rax, %rbx",
            "movq %rdx, %rcx",
            $($compute,)*
            "movq %rax, (%rsp)",
            "movq %rdx, 8(%rsp)",
            "movq %r15, %rdi",
            "movq %rsp, %rsi",
            "movq %rbx, %rdx",
            "movl ${order}, %r8d",
            "movl ${failure}, %r9d",
            "call __atomic_compare_exchange_16@PLT",
            "testb %al, %al",
            "movq (%rsp), %rax",
            "movq 8(%rsp), %rdx",
            "je 1b",
            "addq $16, %rsp",
            "popq %r15",
            "popq %r14",
            "popq %r12",
            "popq %rbx",
        ]
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
const fn rmw16(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(OpPattern::Rmw(op), ord::ANY, W128, CX16, LOOP, template, "")
}
const fn rmw16_libcall(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        W128,
        &[],
        LOOP,
        template,
        "no libatomic function: LLVM 22 loops around __atomic_compare_exchange_16 too",
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
        "without +cx16 LLVM 22 calls libatomic too",
    )
}

// Compare res (%rdx:%rax) with val (%r9:%r8) as 128-bit numbers: flags of res - val.
const CMP128_RES_VAL: [&str; 3] = ["cmpq %r8, %rax", "movq %rdx, %r10", "sbbq %r9, %r10"];

pub static TABLE: AtomicTable = AtomicTable {
    target: "x86_64-linux-gnu",
    legend: "placeholders: {ptr} = %rdi (address); {val} = operand in %rcx (%cl/%cx/%ecx/%rcx by width);\n\
             {res} = %rax by width (result; cmpxchg: the expected value before, the old value after);\n\
             {new} = %rdx by width (cmpxchg's new value; loops compute it); {s} = b/w/l/q;\n\
             float operations: the bits in the same registers, {fs} = ss/sd, {fm} = movd/movq;\n\
             cmpxchg leaves its success flag in %r10b; i128: operand/new value %r9:%r8, result %rdx:%rax;\n\
             {order}/{failure} = the C11 memory order numbers of the ordering and its failure ordering;\n\
             libcall rows name the __atomic_* function (C ABI, memory order as C11 numbers)",
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
            &["lock orl $0, (%rsp)"],
            "full barrier; LLVM 22 uses the same locked no-op instead of mfence",
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
            W128,
            CX16,
            Expansion::Native,
            &[
                "pushq %rbx",
                "xorl %eax, %eax",
                "xorl %edx, %edx",
                "xorl %ecx, %ecx",
                "xorl %ebx, %ebx",
                "lock cmpxchg16b ({ptr})",
                "popq %rbx",
            ],
            "compares with 0 and writes back 0 only when the value is 0: the old value either way",
        ),
        libcall(OpPattern::Load, &["__atomic_load_16"]),
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
            W128,
            CX16,
            LOOP,
            &[
                "pushq %rbx",
                "movq %r8, %rbx",
                "movq %r9, %rcx",
                "movq ({ptr}), %rax",
                "movq 8({ptr}), %rdx",
                "1:",
                "lock cmpxchg16b ({ptr})",
                "jne 1b",
                "popq %rbx",
            ],
            "",
        ),
        libcall(OpPattern::Store, &["__atomic_store_16"]),
        row(
            OpPattern::CmpXchg,
            ord::ANY,
            N,
            &[],
            Expansion::Native,
            &["lock cmpxchg{s} {new}, ({ptr})", "sete %r10b"],
            "strong and weak alike (cmpxchg never fails spuriously)",
        ),
        row(
            OpPattern::CmpXchg,
            ord::ANY,
            W128,
            CX16,
            Expansion::Native,
            &[
                "pushq %rbx",
                "movq %r8, %rbx",
                "movq %r9, %rcx",
                "lock cmpxchg16b ({ptr})",
                "sete %r10b",
                "popq %rbx",
            ],
            "",
        ),
        libcall(OpPattern::CmpXchg, &["__atomic_compare_exchange_16"]),
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
            WidthSet::W32 | WidthSet::W64,
            cas_loop!(
                "{fm} {res}, %xmm0",
                "{fm} {val}, %xmm1",
                "add{fs} %xmm1, %xmm0",
                "{fm} %xmm0, {new}"
            ),
        ),
        rmw(
            RmwOp::FSub,
            WidthSet::W32 | WidthSet::W64,
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
            WidthSet::W32 | WidthSet::W64,
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
            WidthSet::W32 | WidthSet::W64,
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
        rmw16(RmwOp::Xchg, cas16_loop!("movq %r8, %rbx", "movq %r9, %rcx")),
        rmw16(RmwOp::Add, cas16_loop!("addq %r8, %rbx", "adcq %r9, %rcx")),
        rmw16(RmwOp::Sub, cas16_loop!("subq %r8, %rbx", "sbbq %r9, %rcx")),
        rmw16(RmwOp::And, cas16_loop!("andq %r8, %rbx", "andq %r9, %rcx")),
        rmw16(RmwOp::Or, cas16_loop!("orq %r8, %rbx", "orq %r9, %rcx")),
        rmw16(RmwOp::Xor, cas16_loop!("xorq %r8, %rbx", "xorq %r9, %rcx")),
        rmw16(
            RmwOp::Nand,
            cas16_loop!("andq %r8, %rbx", "andq %r9, %rcx", "notq %rbx", "notq %rcx"),
        ),
        rmw16(
            RmwOp::Max,
            cas16_loop!(
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jge 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16(
            RmwOp::Min,
            cas16_loop!(
                "cmpq %rax, %r8", "movq %r9, %r10", "sbbq %rdx, %r10",
                "jge 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16(
            RmwOp::UMax,
            cas16_loop!(
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jae 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16(
            RmwOp::UMin,
            cas16_loop!(
                "cmpq %rax, %r8", "movq %r9, %r10", "sbbq %rdx, %r10",
                "jae 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16(
            RmwOp::UIncWrap,
            cas16_loop!(
                "addq $1, %rbx", "adcq $0, %rcx",
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jb 2f", "xorl %ebx, %ebx", "xorl %ecx, %ecx", "2:"
            ),
        ),
        rmw16(
            RmwOp::UDecWrap,
            cas16_loop!(
                "movq %rax, %r10", "orq %rdx, %r10", "jz 3f",
                "cmpq %rax, %r8", "movq %r9, %r10", "sbbq %rdx, %r10", "jb 3f",
                "subq $1, %rbx", "sbbq $0, %rcx", "jmp 2f",
                "3:", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16(
            RmwOp::USubCond,
            cas16_loop!(
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jb 2f", "subq %r8, %rbx", "sbbq %r9, %rcx", "2:"
            ),
        ),
        rmw16(
            RmwOp::USubSat,
            cas16_loop!(
                "subq %r8, %rbx", "sbbq %r9, %rcx", "jae 2f",
                "xorl %ebx, %ebx", "xorl %ecx, %ecx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::Max,
            libcall16_loop!(
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jge 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::Min,
            libcall16_loop!(
                "cmpq %rax, %r8", "movq %r9, %r10", "sbbq %rdx, %r10",
                "jge 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::UMax,
            libcall16_loop!(
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jae 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::UMin,
            libcall16_loop!(
                "cmpq %rax, %r8", "movq %r9, %r10", "sbbq %rdx, %r10",
                "jae 2f", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::UIncWrap,
            libcall16_loop!(
                "addq $1, %rbx", "adcq $0, %rcx",
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jb 2f", "xorl %ebx, %ebx", "xorl %ecx, %ecx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::UDecWrap,
            libcall16_loop!(
                "movq %rax, %r10", "orq %rdx, %r10", "jz 3f",
                "cmpq %rax, %r8", "movq %r9, %r10", "sbbq %rdx, %r10", "jb 3f",
                "subq $1, %rbx", "sbbq $0, %rcx", "jmp 2f",
                "3:", "movq %r8, %rbx", "movq %r9, %rcx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::USubCond,
            libcall16_loop!(
                CMP128_RES_VAL[0], CMP128_RES_VAL[1], CMP128_RES_VAL[2],
                "jb 2f", "subq %r8, %rbx", "sbbq %r9, %rcx", "2:"
            ),
        ),
        rmw16_libcall(
            RmwOp::USubSat,
            libcall16_loop!(
                "subq %r8, %rbx", "sbbq %r9, %rcx", "jae 2f",
                "xorl %ebx, %ebx", "xorl %ecx, %ecx", "2:"
            ),
        ),
        libcall(OpPattern::Rmw(RmwOp::Xchg), &["__atomic_exchange_16"]),
        libcall(OpPattern::Rmw(RmwOp::Add), &["__atomic_fetch_add_16"]),
        libcall(OpPattern::Rmw(RmwOp::Sub), &["__atomic_fetch_sub_16"]),
        libcall(OpPattern::Rmw(RmwOp::And), &["__atomic_fetch_and_16"]),
        libcall(OpPattern::Rmw(RmwOp::Or), &["__atomic_fetch_or_16"]),
        libcall(OpPattern::Rmw(RmwOp::Xor), &["__atomic_fetch_xor_16"]),
        libcall(OpPattern::Rmw(RmwOp::Nand), &["__atomic_fetch_nand_16"]),
    ],
};
