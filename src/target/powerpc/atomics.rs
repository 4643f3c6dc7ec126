//! The PowerPC atomic lowering table (powerpc64le and powerpc64; one row list, two names).
//!
//! Owns: the rows (operation x orderings x widths x features -> template) and the fence
//! placement per ordering (the `{l}`/`{a}` marks: leading and trailing barrier). Must not
//! touch: code generation (`src/lower/powerpc.rs` substitutes the placeholders).
//!
//! Fence placement (as llc-22 -O2 places them): a leading `sync` for seq_cst and `lwsync` for
//! release and acq_rel; a trailing `lwsync` for acquire, acq_rel and seq_cst read-modify-writes
//! and compare-and-swaps; acquire and seq_cst loads end with the control-dependency idiom
//! `cmp r,r; bne- 1f; 1: isync`; release stores are `lwsync; st`, seq_cst stores `sync; st`;
//! fences: acquire, release and acq_rel `lwsync`, seq_cst `sync`. `eieio` is never used.
//!
//! Trailing `lwsync` vs `isync` (the question): the published C11 mapping ends an
//! acquire read-modify-write with `bne-; isync`, llc-22 with `lwsync`. Both order the
//! reserved load before later loads and stores on the success path. atomir keeps `lwsync`,
//! because a compare-and-swap that fails leaves the loop without a `stwcx.` and without the
//! branch on its result, so `isync` would rely on the branch on the comparison being the last
//! one taken; `lwsync` orders the loaded value before everything after it on every exit path,
//! whatever the loop's shape, at the price of a slightly heavier barrier.
//!
//! Correction of seed 000: its PowerPC `lss` sequence is `lwarx r0; sub r3,r2,r0; stwcx. r3`,
//! and `sub rD,rA,rB` is rA - rB, so it stores delta - old. Subtract-and-fetch must store
//! old - delta: the row is `sub {new}, {res}, {val}` (= `subf {new}, {val}, {res}`); the
//! execution harness checks it (seed 000's lss example: 32, 28, 26, leaving 21).
//!
//! i128 calls libatomic (`__atomic_*_16`) where llc-22 uses lqarx/stqcx. (POWER8 quadword
//! reservations): a deliberate difference, so libatomic's own lock decides for all 16-byte
//! operations (if one operation of a size is lock-free, all are); operations libatomic has no
//! function for (max, min, umax, umin, uinc_wrap, udec_wrap, usub_cond, usub_sat) on i128 are
//! loops around `__atomic_compare_exchange_16` (`casloop128` rows); llc-22 crashes on them
//! (AtomicExpand has no quadword-reservation expansion for them), so there is no oracle: the
//! loop is the one LLVM 22 builds on the other 64-bit targets, checked under qemu.

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, Row, WidthSet, NARROW,
};

const N32: u8 = WidthSet::W8 | WidthSet::W16 | WidthSet::W32;
const W64: u8 = WidthSet::W64;
const W32: u8 = WidthSet::W32;
const B64: &[&str] = &["64bit"];
const PW: &[&str] = &["partword-atomics"];

/// A reservation loop (`l{x}arx`/`st{x}cx.`) computing `{new}` from `{res}` and `{val}`,
/// between the ordering's leading and trailing barriers.
macro_rules! llsc {
    ($($compute:expr),* $(,)?) => {
        &[
            "{l}",
            "1:",
            "l{x}arx {res}, 0, {ptr}",
            $($compute,)*
            "st{x}cx. {new}, 0, {ptr}",
            "bne- 0, 1b",
            "{a}",
        ]
    };
}

/// A partword operation on the aligned word (no lbarx/lharx): r9 = the field's shift (the
/// byte offset times 8, mirrored on big-endian by `{bex}`), r10 = the aligned address,
/// r11 = the field mask, r8 = the operand shifted; the loop builds the new word in r12 from
/// the old word in r7 and merges it under the mask; the old field comes back zero-extended.
macro_rules! masked {
    ($($compute:expr),* $(,)?) => {
        &[
            "rlwinm 9, {ptr}, 3, 27, 28",
            "{bex}",
            "{align}",
            "li 11, 0",
            "ori 11, 11, {m}",
            "slw 11, 11, 9",
            "slw 8, {val}, 9",
            "{l}",
            "1:",
            "lwarx 7, 0, 10",
            $($compute,)*
            "and 12, 12, 11",
            "andc 0, 7, 11",
            "or 12, 12, 0",
            "stwcx. 12, 0, 10",
            "bne- 0, 1b",
            "{a}",
            "srw {res}, 7, 9",
            "clrlwi {res}, {res}, {cl}",
        ]
    };
}

/// The same for the operations that compare the field: the old field extracted into r12
/// (zero-extended), the new field computed there and shifted back into place.
macro_rules! masked_cmp {
    ($($compute:expr),* $(,)?) => {
        masked!(
            "srw 12, 7, 9",
            "clrlwi 12, 12, {cl}",
            $($compute,)*
            "slw 12, 12, 9"
        )
    };
}

/// A floating-point read-modify-write in a reservation loop: the value's bits go through the
/// 16-byte scratch area (r10) into f0/f1 and back.
macro_rules! float_llsc {
    ($($compute:expr),* $(,)?) => {
        llsc!(
            "{ss} {res}, 0(10)",
            "{ss} {val}, 8(10)",
            "{fl} 0, 0(10)",
            "{fl} 1, 8(10)",
            $($compute,)*
            "{fs} 0, 0(10)",
            "{ls} {new}, 0(10)"
        )
    };
}

const fn rmw(
    op: RmwOp,
    widths: u8,
    features: &'static [&'static str],
    t: &'static [&'static str],
) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        features,
        Expansion::LlSc,
        t,
        "",
    )
}

const fn part(op: RmwOp, t: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        NARROW,
        &[],
        Expansion::MaskedPartword,
        t,
        "without +partword-atomics: masked inside the aligned word, as llc-22 for the base CPU",
    )
}

const fn libcall(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        WidthSet::W128,
        &[],
        Expansion::Libcall,
        name,
        "libatomic (llc-22 inlines lqarx/stqcx. loops; see the module comment)",
    )
}

/// An i128 read-modify-write libatomic has no function for: a loop around
/// `__atomic_compare_exchange_16` (see the module comment). The template computes the new value
/// in r12:r10 (high:low) from the value seen in r9:r8 and the operand in r7:r6, with r0 free
/// and cr0 the compare; local labels 2..4.
const fn casloop128(op: RmwOp, compute: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WidthSet::W128,
        &[],
        Expansion::CmpXchgLoop,
        compute,
        "a loop around __atomic_compare_exchange_16 (libatomic has no function; llc-22 crashes)",
    )
}

const LEGEND: &str = "placeholders: {ptr} = r3 (address); {val} = r4 (operand; cmpxchg: the expected value);\n\
    {res} = r5 (result: the old value); {new} = r6 (cmpxchg's new value; loops compute it);\n\
    {x} = b/h/w/d (l{x}arx, st{x}cx.); {c} = w/d (compare width); {ls}/{ss} = the plain load/store;\n\
    {exts} = extsb/extsh/mr (sign extension before a signed compare; cmpw reads the low word);\n\
    {l} = leading barrier, {a} = trailing barrier of the ordering (below), a line left empty is dropped;\n\
    masked rows: {m} = 255/65535, {cl} = 24/16 (clrlwi), {bex} = the big-endian mirror of the shift\n\
    (xori 9, 9, 24/16; empty on little-endian), {align} = the aligned address into r10;\n\
    floats: r10 = the scratch area, {fl}/{fs} = lfs/lfd, stfs/stfd, {fp} = s or empty (fadds/fadd);\n\
    cmpxchg leaves its success flag in r12; operands of i8/i16 are zero-extended;\n\
    libcall rows name the __atomic_* function ({n} = size in bytes);\n\
    trailing barrier lwsync, not the published mapping's isync: it orders the reserved load on every exit\n\
    of the loop, the failing compare-and-swap's too, without relying on the branch shape (as llc-22);\n\
    sub is old - delta (`sub {new}, {res}, {val}`): seed 000's PowerPC lss stores delta - old, corrected";

pub(super) const MARKS: &[(Ordering, &str, &str, &str)] = &[
    (Ordering::Unordered, "", "", ""),
    (Ordering::Monotonic, "", "", ""),
    (Ordering::Acquire, "lwsync", "", ""),
    (Ordering::Release, "", "lwsync", ""),
    (Ordering::AcqRel, "lwsync", "lwsync", ""),
    (Ordering::SeqCst, "lwsync", "sync", ""),
];

const ACQ_LOAD: &[&str] = &[
    "{ls} {res}, 0({ptr})",
    "cmp{c} 7, {res}, {res}",
    "bne- 7, 1f",
    "1:",
    "isync",
];
const SC_LOAD: &[&str] = &[
    "sync",
    "{ls} {res}, 0({ptr})",
    "cmp{c} 7, {res}, {res}",
    "bne- 7, 1f",
    "1:",
    "isync",
];
const CAS: &[&str] = &[
    "{l}",
    "1:",
    "l{x}arx {res}, 0, {ptr}",
    "cmp{c} 0, {res}, {val}",
    "bne- 0, 2f",
    "st{x}cx. {new}, 0, {ptr}",
    "bne- 0, 1b",
    "li 12, 1",
    "b 3f",
    "2:",
    "li 12, 0",
    "3:",
    "{a}",
];
const MASKED_CAS: &[&str] = &[
    "rlwinm 9, {ptr}, 3, 27, 28",
    "{bex}",
    "{align}",
    "li 11, 0",
    "ori 11, 11, {m}",
    "slw 11, 11, 9",
    "slw 8, {val}, 9",
    "slw 6, {new}, 9",
    "{l}",
    "1:",
    "lwarx 7, 0, 10",
    "and 0, 7, 11",
    "cmpw 0, 0, 8",
    "bne- 0, 2f",
    "andc 0, 7, 11",
    "or 0, 0, 6",
    "stwcx. 0, 0, 10",
    "bne- 0, 1b",
    "li 12, 1",
    "b 3f",
    "2:",
    "li 12, 0",
    "3:",
    "{a}",
    "srw {res}, 7, 9",
    "clrlwi {res}, {res}, {cl}",
];

/// maxnum/minnum: a NaN operand loses to a number.
#[cfg(test)]
const FMAX: &[&str] = &[
    "fcmpu 0, 1, 1",
    "bun 0, 2f",
    "fcmpu 0, 0, 0",
    "bun 0, 3f",
    "fcmpu 0, 0, 1",
    "bge 0, 2f",
    "3:",
    "fmr 0, 1",
    "2:",
];

pub(super) const ROWS: &[Row] = &[
    row(
        OpPattern::Fence,
        ord::ACQUIRE | ord::RELEASE | ord::ACQ_REL,
        0,
        &[],
        Expansion::Native,
        &["lwsync"],
        "singlethread fences too, as llc-22 (stronger than a compiler barrier, never weaker)",
    ),
    row(
        OpPattern::Fence,
        ord::SEQ_CST,
        0,
        &[],
        Expansion::Native,
        &["sync"],
        "",
    ),
    // Loads and stores up to the register width are single-copy atomic when aligned.
    row(
        OpPattern::Load,
        ord::UNORDERED | ord::MONOTONIC,
        N32,
        &[],
        Expansion::Native,
        &["{ls} {res}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Load,
        ord::UNORDERED | ord::MONOTONIC,
        W64,
        B64,
        Expansion::Native,
        &["{ls} {res}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Load,
        ord::ACQUIRE,
        N32,
        &[],
        Expansion::Native,
        ACQ_LOAD,
        "isync after a branch on the loaded value",
    ),
    row(
        OpPattern::Load,
        ord::ACQUIRE,
        W64,
        B64,
        Expansion::Native,
        ACQ_LOAD,
        "",
    ),
    row(
        OpPattern::Load,
        ord::SEQ_CST,
        N32,
        &[],
        Expansion::Native,
        SC_LOAD,
        "",
    ),
    row(
        OpPattern::Load,
        ord::SEQ_CST,
        W64,
        B64,
        Expansion::Native,
        SC_LOAD,
        "",
    ),
    row(
        OpPattern::Store,
        ord::UNORDERED | ord::MONOTONIC,
        N32,
        &[],
        Expansion::Native,
        &["{ss} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Store,
        ord::UNORDERED | ord::MONOTONIC,
        W64,
        B64,
        Expansion::Native,
        &["{ss} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Store,
        ord::RELEASE,
        N32,
        &[],
        Expansion::Native,
        &["lwsync", "{ss} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Store,
        ord::RELEASE,
        W64,
        B64,
        Expansion::Native,
        &["lwsync", "{ss} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::Store,
        ord::SEQ_CST,
        N32,
        &[],
        Expansion::Native,
        &["sync", "{ss} {val}, 0({ptr})"],
        "no trailing barrier: seq_cst loads begin with sync (the leading-sync convention)",
    ),
    row(
        OpPattern::Store,
        ord::SEQ_CST,
        W64,
        B64,
        Expansion::Native,
        &["sync", "{ss} {val}, 0({ptr})"],
        "",
    ),
    row(
        OpPattern::CmpXchg,
        ord::ANY,
        NARROW,
        PW,
        Expansion::LlSc,
        CAS,
        "strong and weak alike",
    ),
    row(
        OpPattern::CmpXchg,
        ord::ANY,
        NARROW,
        &[],
        Expansion::MaskedPartword,
        MASKED_CAS,
        "",
    ),
    row(
        OpPattern::CmpXchg,
        ord::ANY,
        W32,
        &[],
        Expansion::LlSc,
        CAS,
        "strong and weak alike",
    ),
    row(
        OpPattern::CmpXchg,
        ord::ANY,
        W64,
        B64,
        Expansion::LlSc,
        CAS,
        "",
    ),
    // Reservation loops: i8/i16 with +partword-atomics, i32 always, i64 on 64-bit.
    rmw(RmwOp::Xchg, N32, PW, llsc!("mr {new}, {val}")),
    rmw(RmwOp::Add, N32, PW, llsc!("add {new}, {res}, {val}")),
    rmw(RmwOp::Sub, N32, PW, llsc!("sub {new}, {res}, {val}")),
    rmw(RmwOp::And, N32, PW, llsc!("and {new}, {res}, {val}")),
    rmw(RmwOp::Or, N32, PW, llsc!("or {new}, {res}, {val}")),
    rmw(RmwOp::Xor, N32, PW, llsc!("xor {new}, {res}, {val}")),
    rmw(RmwOp::Nand, N32, PW, llsc!("nand {new}, {res}, {val}")),
    rmw(
        RmwOp::Max,
        N32,
        PW,
        llsc!(
            "{exts} 8, {res}",
            "{exts} 9, {val}",
            "mr {new}, {res}",
            "cmp{c} 0, 8, 9",
            "bge 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::Min,
        N32,
        PW,
        llsc!(
            "{exts} 8, {res}",
            "{exts} 9, {val}",
            "mr {new}, {res}",
            "cmp{c} 0, 8, 9",
            "ble 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UMax,
        N32,
        PW,
        llsc!(
            "mr {new}, {res}",
            "cmpl{c} 0, {res}, {val}",
            "bge 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UMin,
        N32,
        PW,
        llsc!(
            "mr {new}, {res}",
            "cmpl{c} 0, {res}, {val}",
            "ble 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UIncWrap,
        N32,
        PW,
        llsc!(
            "li {new}, 0",
            "cmpl{c} 0, {res}, {val}",
            "bge 0, 2f",
            "addi {new}, {res}, 1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UDecWrap,
        N32,
        PW,
        llsc!(
            "mr {new}, {val}",
            "cmpl{c}i 0, {res}, 0",
            "beq 0, 2f",
            "cmpl{c} 0, {res}, {val}",
            "bgt 0, 2f",
            "addi {new}, {res}, -1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::USubCond,
        N32,
        PW,
        llsc!(
            "mr {new}, {res}",
            "cmpl{c} 0, {res}, {val}",
            "blt 0, 2f",
            "sub {new}, {res}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::USubSat,
        N32,
        PW,
        llsc!(
            "li {new}, 0",
            "cmpl{c} 0, {res}, {val}",
            "ble 0, 2f",
            "sub {new}, {res}, {val}",
            "2:"
        ),
    ),
    rmw(RmwOp::Xchg, W32, &[], llsc!("mr {new}, {val}")),
    rmw(RmwOp::Add, W32, &[], llsc!("add {new}, {res}, {val}")),
    rmw(RmwOp::Sub, W32, &[], llsc!("sub {new}, {res}, {val}")),
    rmw(RmwOp::And, W32, &[], llsc!("and {new}, {res}, {val}")),
    rmw(RmwOp::Or, W32, &[], llsc!("or {new}, {res}, {val}")),
    rmw(RmwOp::Xor, W32, &[], llsc!("xor {new}, {res}, {val}")),
    rmw(RmwOp::Nand, W32, &[], llsc!("nand {new}, {res}, {val}")),
    rmw(
        RmwOp::Max,
        W32,
        &[],
        llsc!(
            "mr {new}, {res}",
            "cmpw 0, {res}, {val}",
            "bge 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::Min,
        W32,
        &[],
        llsc!(
            "mr {new}, {res}",
            "cmpw 0, {res}, {val}",
            "ble 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UMax,
        W32,
        &[],
        llsc!(
            "mr {new}, {res}",
            "cmplw 0, {res}, {val}",
            "bge 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UMin,
        W32,
        &[],
        llsc!(
            "mr {new}, {res}",
            "cmplw 0, {res}, {val}",
            "ble 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UIncWrap,
        W32,
        &[],
        llsc!(
            "li {new}, 0",
            "cmplw 0, {res}, {val}",
            "bge 0, 2f",
            "addi {new}, {res}, 1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UDecWrap,
        W32,
        &[],
        llsc!(
            "mr {new}, {val}",
            "cmplwi 0, {res}, 0",
            "beq 0, 2f",
            "cmplw 0, {res}, {val}",
            "bgt 0, 2f",
            "addi {new}, {res}, -1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::USubCond,
        W32,
        &[],
        llsc!(
            "mr {new}, {res}",
            "cmplw 0, {res}, {val}",
            "blt 0, 2f",
            "sub {new}, {res}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::USubSat,
        W32,
        &[],
        llsc!(
            "li {new}, 0",
            "cmplw 0, {res}, {val}",
            "ble 0, 2f",
            "sub {new}, {res}, {val}",
            "2:"
        ),
    ),
    rmw(RmwOp::Xchg, W64, B64, llsc!("mr {new}, {val}")),
    rmw(RmwOp::Add, W64, B64, llsc!("add {new}, {res}, {val}")),
    rmw(RmwOp::Sub, W64, B64, llsc!("sub {new}, {res}, {val}")),
    rmw(RmwOp::And, W64, B64, llsc!("and {new}, {res}, {val}")),
    rmw(RmwOp::Or, W64, B64, llsc!("or {new}, {res}, {val}")),
    rmw(RmwOp::Xor, W64, B64, llsc!("xor {new}, {res}, {val}")),
    rmw(RmwOp::Nand, W64, B64, llsc!("nand {new}, {res}, {val}")),
    rmw(
        RmwOp::Max,
        W64,
        B64,
        llsc!(
            "mr {new}, {res}",
            "cmpd 0, {res}, {val}",
            "bge 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::Min,
        W64,
        B64,
        llsc!(
            "mr {new}, {res}",
            "cmpd 0, {res}, {val}",
            "ble 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UMax,
        W64,
        B64,
        llsc!(
            "mr {new}, {res}",
            "cmpld 0, {res}, {val}",
            "bge 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UMin,
        W64,
        B64,
        llsc!(
            "mr {new}, {res}",
            "cmpld 0, {res}, {val}",
            "ble 0, 2f",
            "mr {new}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UIncWrap,
        W64,
        B64,
        llsc!(
            "li {new}, 0",
            "cmpld 0, {res}, {val}",
            "bge 0, 2f",
            "addi {new}, {res}, 1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::UDecWrap,
        W64,
        B64,
        llsc!(
            "mr {new}, {val}",
            "cmpldi 0, {res}, 0",
            "beq 0, 2f",
            "cmpld 0, {res}, {val}",
            "bgt 0, 2f",
            "addi {new}, {res}, -1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::USubCond,
        W64,
        B64,
        llsc!(
            "mr {new}, {res}",
            "cmpld 0, {res}, {val}",
            "blt 0, 2f",
            "sub {new}, {res}, {val}",
            "2:"
        ),
    ),
    rmw(
        RmwOp::USubSat,
        W64,
        B64,
        llsc!(
            "li {new}, 0",
            "cmpld 0, {res}, {val}",
            "ble 0, 2f",
            "sub {new}, {res}, {val}",
            "2:"
        ),
    ),
    rmw(RmwOp::FAdd, W32, &[], float_llsc!("fadd{fp} 0, 0, 1")),
    rmw(RmwOp::FSub, W32, &[], float_llsc!("fsub{fp} 0, 0, 1")),
    rmw(
        RmwOp::FMax,
        W32,
        &[],
        float_llsc!(
            "fcmpu 0, 1, 1",
            "bun 0, 2f",
            "fcmpu 0, 0, 0",
            "bun 0, 3f",
            "fcmpu 0, 0, 1",
            "bge 0, 2f",
            "3:",
            "fmr 0, 1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::FMin,
        W32,
        &[],
        float_llsc!(
            "fcmpu 0, 1, 1",
            "bun 0, 2f",
            "fcmpu 0, 0, 0",
            "bun 0, 3f",
            "fcmpu 0, 0, 1",
            "ble 0, 2f",
            "3:",
            "fmr 0, 1",
            "2:"
        ),
    ),
    rmw(RmwOp::FAdd, W64, B64, float_llsc!("fadd{fp} 0, 0, 1")),
    rmw(RmwOp::FSub, W64, B64, float_llsc!("fsub{fp} 0, 0, 1")),
    rmw(
        RmwOp::FMax,
        W64,
        B64,
        float_llsc!(
            "fcmpu 0, 1, 1",
            "bun 0, 2f",
            "fcmpu 0, 0, 0",
            "bun 0, 3f",
            "fcmpu 0, 0, 1",
            "bge 0, 2f",
            "3:",
            "fmr 0, 1",
            "2:"
        ),
    ),
    rmw(
        RmwOp::FMin,
        W64,
        B64,
        float_llsc!(
            "fcmpu 0, 1, 1",
            "bun 0, 2f",
            "fcmpu 0, 0, 0",
            "bun 0, 3f",
            "fcmpu 0, 0, 1",
            "ble 0, 2f",
            "3:",
            "fmr 0, 1",
            "2:"
        ),
    ),
    // i8/i16 without lbarx/lharx.
    part(RmwOp::Xchg, masked!("mr 12, 8")),
    part(RmwOp::Add, masked!("add 12, 7, 8")),
    part(RmwOp::Sub, masked!("sub 12, 7, 8")),
    part(RmwOp::And, masked!("and 12, 7, 8")),
    part(RmwOp::Or, masked!("or 12, 7, 8")),
    part(RmwOp::Xor, masked!("xor 12, 7, 8")),
    part(RmwOp::Nand, masked!("nand 12, 7, 8")),
    part(
        RmwOp::Max,
        masked_cmp!(
            "{exts} 0, 12",
            "{exts} 6, {val}",
            "cmpw 0, 0, 6",
            "bge 0, 2f",
            "mr 12, {val}",
            "2:"
        ),
    ),
    part(
        RmwOp::Min,
        masked_cmp!(
            "{exts} 0, 12",
            "{exts} 6, {val}",
            "cmpw 0, 0, 6",
            "ble 0, 2f",
            "mr 12, {val}",
            "2:"
        ),
    ),
    part(
        RmwOp::UMax,
        masked_cmp!("cmplw 0, 12, {val}", "bge 0, 2f", "mr 12, {val}", "2:"),
    ),
    part(
        RmwOp::UMin,
        masked_cmp!("cmplw 0, 12, {val}", "ble 0, 2f", "mr 12, {val}", "2:"),
    ),
    part(
        RmwOp::UIncWrap,
        masked_cmp!(
            "cmplw 0, 12, {val}",
            "addi 12, 12, 1",
            "blt 0, 2f",
            "li 12, 0",
            "2:"
        ),
    ),
    part(
        RmwOp::UDecWrap,
        masked_cmp!(
            "cmplwi 0, 12, 0",
            "beq 0, 3f",
            "cmplw 0, 12, {val}",
            "bgt 0, 3f",
            "addi 12, 12, -1",
            "b 2f",
            "3:",
            "mr 12, {val}",
            "2:"
        ),
    ),
    part(
        RmwOp::USubCond,
        masked_cmp!("cmplw 0, 12, {val}", "blt 0, 2f", "sub 12, 12, {val}", "2:"),
    ),
    part(
        RmwOp::USubSat,
        masked_cmp!(
            "cmplw 0, 12, {val}",
            "sub 12, 12, {val}",
            "bgt 0, 2f",
            "li 12, 0",
            "2:"
        ),
    ),
    casloop128(
        RmwOp::Max,
        &[
            "mr 10, 8",
            "mr 12, 9",
            "cmpd 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "bge 2f",
            "mr 10, 6",
            "mr 12, 7",
            "2:",
        ],
    ),
    casloop128(
        RmwOp::Min,
        &[
            "mr 10, 8",
            "mr 12, 9",
            "cmpd 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "ble 2f",
            "mr 10, 6",
            "mr 12, 7",
            "2:",
        ],
    ),
    casloop128(
        RmwOp::UMax,
        &[
            "mr 10, 8",
            "mr 12, 9",
            "cmpld 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "bge 2f",
            "mr 10, 6",
            "mr 12, 7",
            "2:",
        ],
    ),
    casloop128(
        RmwOp::UMin,
        &[
            "mr 10, 8",
            "mr 12, 9",
            "cmpld 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "ble 2f",
            "mr 10, 6",
            "mr 12, 7",
            "2:",
        ],
    ),
    // old <u val ? old + 1 : 0
    casloop128(
        RmwOp::UIncWrap,
        &[
            "addic 10, 8, 1",
            "addze 12, 9",
            "cmpld 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "blt 2f",
            "li 10, 0",
            "li 12, 0",
            "2:",
        ],
    ),
    // (old == 0 || old >u val) ? val : old - 1
    casloop128(
        RmwOp::UDecWrap,
        &[
            "addic 10, 8, -1",
            "addme 12, 9",
            "or. 0, 8, 9",
            "beq 4f",
            "cmpld 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "ble 2f",
            "4:",
            "mr 10, 6",
            "mr 12, 7",
            "2:",
        ],
    ),
    // old >=u val ? old - val : old
    casloop128(
        RmwOp::USubCond,
        &[
            "subfc 10, 6, 8",
            "subfe 12, 7, 9",
            "cmpld 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "bge 2f",
            "mr 10, 8",
            "mr 12, 9",
            "2:",
        ],
    ),
    // old >=u val ? old - val : 0
    casloop128(
        RmwOp::USubSat,
        &[
            "subfc 10, 6, 8",
            "subfe 12, 7, 9",
            "cmpld 9, 7",
            "bne 3f",
            "cmpld 8, 6",
            "3:",
            "bge 2f",
            "li 10, 0",
            "li 12, 0",
            "2:",
        ],
    ),
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

pub static TABLE_PPC64LE: AtomicTable = AtomicTable {
    target: "powerpc64le-linux-gnu",
    legend: LEGEND,
    marks: MARKS,
    rows: ROWS,
};

pub static TABLE_PPC64: AtomicTable = AtomicTable {
    target: "powerpc64-linux-gnu",
    legend: LEGEND,
    marks: MARKS,
    rows: ROWS,
};

/// The FMAX sequence is spelled inline in the rows (macros take literals); this keeps the
/// one written here in step with them.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::instructions::Ordering;
    use crate::target::atomic_table::{AtomicKey, AtomicOp};

    #[test]
    fn fmax_rows_use_the_shared_sequence() {
        let key = AtomicKey {
            op: AtomicOp::Rmw(RmwOp::FMax),
            ordering: Ordering::SeqCst,
            width: 32,
            single_thread: false,
        };
        let row = TABLE_PPC64LE.lookup(&key, &[]).unwrap();
        let body: Vec<&str> = row.template[7..7 + FMAX.len()].to_vec();
        assert_eq!(body, FMAX);
    }

    #[test]
    fn partword_rows_follow_the_feature() {
        let key = AtomicKey {
            op: AtomicOp::Rmw(RmwOp::Add),
            ordering: Ordering::SeqCst,
            width: 8,
            single_thread: false,
        };
        let pw = TABLE_PPC64LE
            .lookup(&key, &["partword-atomics".into()])
            .unwrap();
        assert_eq!(pw.expansion, Expansion::LlSc);
        let masked = TABLE_PPC64.lookup(&key, &["64bit".into()]).unwrap();
        assert_eq!(masked.expansion, Expansion::MaskedPartword);
        // i64 needs the 64-bit registers: without `64bit` there is no row.
        let wide = AtomicKey { width: 64, ..key };
        assert!(TABLE_PPC64.lookup(&wide, &[]).is_none());
        let quad = AtomicKey { width: 128, ..key };
        assert_eq!(
            TABLE_PPC64.lookup(&quad, &[]).unwrap().expansion,
            Expansion::Libcall
        );
    }
}
