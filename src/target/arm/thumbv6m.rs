//! ARMv6-M (Thumb-1, `thumbv6m-none-eabi`): the target descriptor's atomic table. ARMv6-M has
//! no exclusive loads or stores, so every atomic access is a call into libatomic's sized
//! `__atomic_*` functions with the C11 memory order as its last argument, as llc-22 emits
//! them; fences are `dmb sy` (ARMv6-M has `dmb`, full system domain only).
//!
//! Owns: the rows of the thumbv6m table, its legend and the reasons for each deliberate
//! difference from llc-22. Must not touch: code generation (`src/lower/thumb1.rs` loads the
//! registers the legend names, substitutes the placeholders and makes the calls).
//!
//! Facts from `llc-22 -O2 -mtriple=thumbv6m-none-eabi` (checked with
//! `scripts/lower-fences.sh`, configuration `thumbv6m`):
//! - Every load and store, of every ordering and width (even an i32 monotonic load), is
//!   `__atomic_load_N`/`__atomic_store_N`; llc-22 does not use plain `ldr`/`str` here.
//! - xchg/add/sub/and/or/xor/nand are `__atomic_exchange_N`/`__atomic_fetch_<op>_N`; cmpxchg is
//!   `__atomic_compare_exchange_N(p, &expected, desired, success, failure)`.
//! - max/min/umax/umin, uinc/udec_wrap, usub_cond/sat and the float operations are loops
//!   around `__atomic_compare_exchange_N` (libatomic has no function for them); the first
//!   guess is a plain read (a torn 64-bit guess only costs one more round: the
//!   compare-and-swap checks it), as llc-22's loops start with a plain `ldr`.
//! - Fences of every ordering are `dmb sy`; a singlethread fence is a compiler barrier only.
//!
//! Memory orders passed: the instruction's ordering as a C11 number (unordered and monotonic
//! are relaxed); a cmpxchg passes its merged success ordering and, as failure order, that
//! ordering without its release half (acq_rel -> acquire, release -> relaxed), which C11
//! requires; llc-22 passes the IR's own failure ordering. libatomic's functions on ARMv6-M
//! code linked into an ARM Linux program are lock-free full barriers or lock-based, so the
//! failure order changes nothing observable; the fence signature (one call) is the same.
//! i128 has no row: llc-22 calls the generic `__atomic_*` functions (size 16 through memory),
//! which atomir does not emit yet, so it is a clear error, as on 32-bit ARM.

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, OrderingSet, Row, ScopeSet, WidthSet,
};

const N: u8 = WidthSet::W8 | WidthSet::W16 | WidthSet::W32;
const W64: u8 = WidthSet::W64;
const F32: u8 = WidthSet::W32;
const ALL64: u8 = N | W64;

/// No barrier marks: the libatomic functions order by the memory order they are given.
const MARKS: &[(Ordering, &str, &str, &str)] = &[];

const LEGEND: &str = "libcall rows name the libatomic function ({n} = the size in bytes): loads\n\
    (r0 = the address, r1 = the order), stores and read-modify-writes (r0 = the address, r1 = the\n\
    value and r2 = the order; 64 bits: r2:r3 = the value, the order on the stack), compare-exchange\n\
    (r0 = the address, r1 = the address of the expected value, r2 (r2:r3) = the new value, then\n\
    the success and failure orders); the result in r0 (r0:r1);\n\
    cmpxchg-loop rows compute the new value for a loop around __atomic_compare_exchange_{n}:\n\
    up to 32 bits the old value in r0 (zero-extended), the operand in r1, the new value in r2,\n\
    r3 scratch; 64 bits: old r0:r1, operand r2:r3, new r4:r5, r6 scratch;\n\
    {sx} = sxtb/sxth/mov (sign-extends a field); '1:' is a local label";

const fn call(op: OpPattern, widths: u8, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        widths,
        &[],
        Expansion::Libcall,
        name,
        "libatomic, as llc-22",
    )
}

const fn cas_loop(
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

const LOOP: &str = "a loop around __atomic_compare_exchange_{n}, as llc-22";
const SOFT_FLOAT: &str =
    "a loop around __atomic_compare_exchange_{n}; soft float: the AEABI helper, as llc-22";
const LIBM: &str =
    "a loop around __atomic_compare_exchange_{n}; C's fmax/fmin (libm) are LLVM's maxnum/minnum";

pub static TABLE: AtomicTable = AtomicTable {
    target: "thumbv6m-none-eabi",
    legend: LEGEND,
    marks: MARKS,
    rows: &[
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
        row(
            OpPattern::Fence,
            ord::ANY,
            0,
            &[],
            Expansion::Native,
            &["dmb sy"],
            "every ordering: a full barrier, as llc-22 (ARMv6-M's dmb has only the SY option)",
        ),
        call(OpPattern::Load, ALL64, &["__atomic_load_{n}"]),
        call(OpPattern::Store, ALL64, &["__atomic_store_{n}"]),
        call(
            OpPattern::CmpXchg,
            ALL64,
            &["__atomic_compare_exchange_{n}"],
        ),
        call(
            OpPattern::Rmw(RmwOp::Xchg),
            ALL64,
            &["__atomic_exchange_{n}"],
        ),
        call(
            OpPattern::Rmw(RmwOp::Add),
            ALL64,
            &["__atomic_fetch_add_{n}"],
        ),
        call(
            OpPattern::Rmw(RmwOp::Sub),
            ALL64,
            &["__atomic_fetch_sub_{n}"],
        ),
        call(
            OpPattern::Rmw(RmwOp::And),
            ALL64,
            &["__atomic_fetch_and_{n}"],
        ),
        call(OpPattern::Rmw(RmwOp::Or), ALL64, &["__atomic_fetch_or_{n}"]),
        call(
            OpPattern::Rmw(RmwOp::Xor),
            ALL64,
            &["__atomic_fetch_xor_{n}"],
        ),
        call(
            OpPattern::Rmw(RmwOp::Nand),
            ALL64,
            &["__atomic_fetch_nand_{n}"],
        ),
        cas_loop(
            RmwOp::Max,
            N,
            &[
                "{sx} r3, r0",
                "{sx} r2, r1",
                "cmp r3, r2",
                "mov r2, r0",
                "bge 1f",
                "mov r2, r1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::Min,
            N,
            &[
                "{sx} r3, r0",
                "{sx} r2, r1",
                "cmp r3, r2",
                "mov r2, r0",
                "ble 1f",
                "mov r2, r1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::UMax,
            N,
            &["cmp r0, r1", "mov r2, r0", "bhs 1f", "mov r2, r1", "1:"],
            LOOP,
        ),
        cas_loop(
            RmwOp::UMin,
            N,
            &["cmp r0, r1", "mov r2, r0", "bls 1f", "mov r2, r1", "1:"],
            LOOP,
        ),
        cas_loop(
            RmwOp::UIncWrap,
            N,
            &[
                "movs r2, #0",
                "cmp r0, r1",
                "bhs 1f",
                "adds r2, r0, #1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::UDecWrap,
            N,
            &[
                "mov r2, r1",
                "cmp r0, #0",
                "beq 1f",
                "cmp r0, r1",
                "bhi 1f",
                "subs r2, r0, #1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::USubCond,
            N,
            &[
                "mov r2, r0",
                "cmp r0, r1",
                "blo 1f",
                "subs r2, r0, r1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::USubSat,
            N,
            &[
                "movs r2, #0",
                "cmp r0, r1",
                "bls 1f",
                "subs r2, r0, r1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::FAdd,
            F32,
            &["bl __aeabi_fadd", "mov r2, r0"],
            SOFT_FLOAT,
        ),
        cas_loop(
            RmwOp::FSub,
            F32,
            &["bl __aeabi_fsub", "mov r2, r0"],
            SOFT_FLOAT,
        ),
        cas_loop(RmwOp::FMax, F32, &["bl fmaxf", "mov r2, r0"], LIBM),
        cas_loop(RmwOp::FMin, F32, &["bl fminf", "mov r2, r0"], LIBM),
        cas_loop(
            RmwOp::Max,
            W64,
            &[
                "mov r4, r0",
                "mov r5, r1",
                "subs r6, r0, r2",
                "mov r6, r1",
                "sbcs r6, r3",
                "bge 1f",
                "mov r4, r2",
                "mov r5, r3",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::Min,
            W64,
            &[
                "mov r4, r0",
                "mov r5, r1",
                "subs r6, r2, r0",
                "mov r6, r3",
                "sbcs r6, r1",
                "bge 1f",
                "mov r4, r2",
                "mov r5, r3",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::UMax,
            W64,
            &[
                "mov r4, r0",
                "mov r5, r1",
                "subs r6, r0, r2",
                "mov r6, r1",
                "sbcs r6, r3",
                "bhs 1f",
                "mov r4, r2",
                "mov r5, r3",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::UMin,
            W64,
            &[
                "mov r4, r0",
                "mov r5, r1",
                "subs r6, r2, r0",
                "mov r6, r3",
                "sbcs r6, r1",
                "bhs 1f",
                "mov r4, r2",
                "mov r5, r3",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::UIncWrap,
            W64,
            &[
                "movs r4, #0",
                "movs r5, #0",
                "subs r6, r0, r2",
                "mov r6, r1",
                "sbcs r6, r3",
                "bhs 1f",
                "adds r4, r0, #1",
                "adcs r5, r1",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::UDecWrap,
            W64,
            &[
                "mov r4, r2",
                "mov r5, r3",
                "mov r6, r0",
                "orrs r6, r1",
                "beq 1f",
                "subs r6, r2, r0",
                "mov r6, r3",
                "sbcs r6, r1",
                "blo 1f",
                "subs r4, r0, #1",
                "movs r6, #0",
                "mov r5, r1",
                "sbcs r5, r6",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::USubCond,
            W64,
            &[
                "mov r4, r0",
                "mov r5, r1",
                "subs r6, r0, r2",
                "mov r6, r1",
                "sbcs r6, r3",
                "blo 1f",
                "subs r4, r0, r2",
                "mov r5, r1",
                "sbcs r5, r3",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::USubSat,
            W64,
            &[
                "subs r4, r0, r2",
                "mov r5, r1",
                "sbcs r5, r3",
                "bhs 1f",
                "movs r4, #0",
                "movs r5, #0",
                "1:",
            ],
            LOOP,
        ),
        cas_loop(
            RmwOp::FAdd,
            W64,
            &["bl __aeabi_dadd", "mov r4, r0", "mov r5, r1"],
            SOFT_FLOAT,
        ),
        cas_loop(
            RmwOp::FSub,
            W64,
            &["bl __aeabi_dsub", "mov r4, r0", "mov r5, r1"],
            SOFT_FLOAT,
        ),
        cas_loop(
            RmwOp::FMax,
            W64,
            &["bl fmax", "mov r4, r0", "mov r5, r1"],
            LIBM,
        ),
        cas_loop(
            RmwOp::FMin,
            W64,
            &["bl fmin", "mov r4, r0", "mov r5, r1"],
            LIBM,
        ),
    ],
};
