//! PowerPC 32 (`powerpc-linux-gnu`, big-endian, SysV ABI) as data: the triple, scalar sizes
//! and the atomic table.
//!
//! Owns: the names `lower` accepts for the 32-bit target, its scalar sizes (i64 8-aligned, as
//! the SysV ABI), and `TABLE_PPC32`: the 64-bit PowerPC row list (`atomics.rs`) without the
//! rows that need a feature the base 32-bit CPU lacks (`64bit`: ldarx/stdcx.;
//! `partword-atomics`: lbarx/lharx, absent before POWER8, so i8/i16 mask inside the aligned
//! word as llc-22 does for `powerpc-linux-gnu`) and without the i128 libcall rows (i128 is
//! refused on this target), followed by the i64 rows: libatomic's `__atomic_*_8` functions
//! (what llc-22 calls on ppc32: no doubleword reservations) and, for the operations libatomic
//! has no function for, a template wrapped in a loop around `__atomic_compare_exchange_8`
//! (llc-22 does the same, through its AtomicExpand cmpxchg loop). The fence placement and the
//! seed 000 `lss` correction are the 64-bit table's (its module doc).
//! Must not touch: code generation (`src/lower/powerpc32.rs`).

use super::atomics::{MARKS, ROWS};
use crate::ir::instructions::RmwOp;
use crate::target::atomic_table::{ord, row, AtomicTable, Expansion, OpPattern, Row, WidthSet};
use crate::target::triple::TargetDesc;

/// powerpc-linux-gnu: the generic 32-bit CPU (LLVM 22's `ppc`), no features to choose.
pub static DESC_PPC32: TargetDesc = TargetDesc {
    canonical: "powerpc-linux-gnu",
    arch_names: &["powerpc", "ppc", "ppc32"],
    features: &[],
    default_features: &[],
    atomics: &TABLE_PPC32,
};

/// Size and ABI alignment in bytes of an integer of `bits` bits (SysV: i64 is 8-aligned).
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 8),
        _ => (16, 16),
    }
}

/// Does a row of the 64-bit list apply to the 32-bit CPU (no feature needed, no i128)?
const fn kept(r: &Row) -> bool {
    r.features.is_empty() && r.widths.0 & WidthSet::W128 == 0
}

const fn count_kept(rows: &[Row]) -> usize {
    let (mut i, mut n) = (0, 0);
    while i < rows.len() {
        if kept(&rows[i]) {
            n += 1;
        }
        i += 1;
    }
    n
}

const N_KEPT: usize = count_kept(ROWS);
const N_ROWS: usize = N_KEPT + I64_ROWS.len();

/// The kept rows of the 64-bit list in their order, then the i64 rows.
const fn build() -> [Row; N_ROWS] {
    let mut out = [I64_ROWS[0]; N_ROWS];
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if kept(&ROWS[i]) {
            out[n] = ROWS[i];
            n += 1;
        }
        i += 1;
    }
    let mut k = 0;
    while k < I64_ROWS.len() {
        out[n + k] = I64_ROWS[k];
        k += 1;
    }
    out
}

static ROWS32: [Row; N_ROWS] = build();

const fn libcall(op: OpPattern, name: &'static [&'static str]) -> Row {
    row(
        op,
        ord::ANY,
        WidthSet::W64,
        &[],
        Expansion::Libcall,
        name,
        "no ldarx/stdcx. on the 32-bit CPU: libatomic, as llc-22",
    )
}

/// An i64 read-modify-write libatomic has no function for: the template computes {nh}:{nl}
/// from {rh}:{rl} (the value seen) and {vh}:{vl} (the operand); the code generator wraps it in
/// a loop around `__atomic_compare_exchange_8`.
const fn casloop(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WidthSet::W64,
        &[],
        Expansion::CmpXchgLoop,
        template,
        "around __atomic_compare_exchange_8, as llc-22",
    )
}

/// Compares the pairs {rh}:{rl} and {vh}:{vl} into cr0 (`$cmp` = cmpw or cmplw for the high
/// words; the low words always unsigned), then the rest of the template.
macro_rules! cmp64 {
    ($cmp:literal; $($rest:expr),* $(,)?) => {
        &[
            concat!($cmp, " 0, {rh}, {vh}"),
            "bne 0, 6f",
            "cmplw 0, {rl}, {vl}",
            "6:",
            $($rest,)*
        ]
    };
}

/// A double operation: the pairs through the 8-byte scratch area at r11 into f0 (the value
/// seen) and f1 (the operand), the result from f0 back into {nh}:{nl}.
macro_rules! float64 {
    ($($compute:expr),* $(,)?) => {
        &[
            "stw {rh}, 0(11)",
            "stw {rl}, 4(11)",
            "lfd 0, 0(11)",
            "stw {vh}, 0(11)",
            "stw {vl}, 4(11)",
            "lfd 1, 0(11)",
            $($compute,)*
            "stfd 0, 0(11)",
            "lwz {nh}, 0(11)",
            "lwz {nl}, 4(11)",
        ]
    };
}

const I64_ROWS: [Row; 22] = [
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
    casloop(
        RmwOp::Max,
        cmp64!("cmpw"; "mr {nh}, {rh}", "mr {nl}, {rl}", "bge 0, 7f", "mr {nh}, {vh}", "mr {nl}, {vl}", "7:"),
    ),
    casloop(
        RmwOp::Min,
        cmp64!("cmpw"; "mr {nh}, {rh}", "mr {nl}, {rl}", "ble 0, 7f", "mr {nh}, {vh}", "mr {nl}, {vl}", "7:"),
    ),
    casloop(
        RmwOp::UMax,
        cmp64!("cmplw"; "mr {nh}, {rh}", "mr {nl}, {rl}", "bge 0, 7f", "mr {nh}, {vh}", "mr {nl}, {vl}", "7:"),
    ),
    casloop(
        RmwOp::UMin,
        cmp64!("cmplw"; "mr {nh}, {rh}", "mr {nl}, {rl}", "ble 0, 7f", "mr {nh}, {vh}", "mr {nl}, {vl}", "7:"),
    ),
    casloop(
        RmwOp::UIncWrap,
        cmp64!("cmplw"; "li {nh}, 0", "li {nl}, 0", "bge 0, 7f", "addic {nl}, {rl}, 1", "addze {nh}, {rh}", "7:"),
    ),
    // (old == 0 || old > v) ? v : old - 1; addic sets the carry unless the low word is 0,
    // addme subtracts the borrow from the high word.
    casloop(
        RmwOp::UDecWrap,
        &[
            "mr {nh}, {vh}",
            "mr {nl}, {vl}",
            "or. 0, {rh}, {rl}",
            "beq 0, 7f",
            "cmplw 0, {rh}, {vh}",
            "bne 0, 6f",
            "cmplw 0, {rl}, {vl}",
            "6:",
            "bgt 0, 7f",
            "addic {nl}, {rl}, -1",
            "addme {nh}, {rh}",
            "7:",
        ],
    ),
    casloop(
        RmwOp::USubCond,
        cmp64!("cmplw"; "mr {nh}, {rh}", "mr {nl}, {rl}", "blt 0, 7f", "subfc {nl}, {vl}, {rl}", "subfe {nh}, {vh}, {rh}", "7:"),
    ),
    casloop(
        RmwOp::USubSat,
        cmp64!("cmplw"; "li {nh}, 0", "li {nl}, 0", "ble 0, 7f", "subfc {nl}, {vl}, {rl}", "subfe {nh}, {vh}, {rh}", "7:"),
    ),
    casloop(RmwOp::FAdd, float64!("fadd 0, 0, 1")),
    casloop(RmwOp::FSub, float64!("fsub 0, 0, 1")),
    // maxnum/minnum: a NaN operand loses to a number (the 64-bit table's sequence).
    casloop(
        RmwOp::FMax,
        float64!(
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
    casloop(
        RmwOp::FMin,
        float64!(
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
];

pub static TABLE_PPC32: AtomicTable = AtomicTable {
    target: "powerpc-linux-gnu",
    legend: LEGEND32,
    marks: MARKS,
    rows: &ROWS32,
};

const LEGEND32: &str = concat!(
    "the powerpc64 rows without ldarx/stdcx., lbarx/lharx and i128, then the i64 rows; legend:\n",
    "placeholders: {ptr} = r3 (address); {val} = r4 (operand; cmpxchg: the expected value);\n\
    {res} = r5 (result: the old value); {new} = r6 (cmpxchg's new value; loops compute it);\n\
    {x} = b/h/w (l{x}arx, st{x}cx.); {c} = w (compare width); {ls}/{ss} = the plain load/store;\n\
    {exts} = extsb/extsh/mr (sign extension before a signed compare);\n\
    {l} = leading barrier, {a} = trailing barrier of the ordering (below), a line left empty is dropped;\n\
    masked rows: {m} = 255/65535, {cl} = 24/16 (clrlwi), {bex} = the big-endian mirror of the shift\n\
    (xori 9, 9, 24/16), {align} = the aligned address into r10 (rlwinm 10, 3, 0, 0, 29);\n\
    floats: r10 = the scratch area, {fl}/{fs} = lfs, stfs, {fp} = s;\n\
    cmpxchg leaves its success flag in r12; operands of i8/i16 are zero-extended;\n\
    i64 (libatomic): libcall rows name the __atomic_* function ({n} = size in bytes); compare-and-swap\n\
    loop rows compute {nh}:{nl} = r5:r6 (the desired value, __atomic_compare_exchange_8's third\n\
    argument) from {rh}:{rl} = r7:r8 (the value seen) and {vh}:{vl} = r9:r10 (the operand), r11 =\n\
    an 8-byte scratch area for doubles;\n\
    trailing barrier lwsync, not the published mapping's isync (the powerpc64 table's reasons);\n\
    sub is old - delta: seed 000's PowerPC lss stores delta - old, corrected"
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::instructions::Ordering;
    use crate::target::atomic_table::{AtomicKey, AtomicOp};
    use crate::target::triple::select;

    fn key(op: AtomicOp, width: u32) -> AtomicKey {
        AtomicKey {
            op,
            ordering: Ordering::SeqCst,
            width,
            single_thread: false,
        }
    }

    #[test]
    fn triple_spellings() {
        for t in [
            "powerpc-linux-gnu",
            "powerpc-unknown-linux-gnu",
            "ppc32-linux-gnu",
        ] {
            let s = select(t, "").unwrap();
            assert_eq!(s.desc.canonical, "powerpc-linux-gnu");
            assert!(s.features.is_empty());
        }
        assert!(select("powerpc-linux-gnu", "+64bit")
            .unwrap_err()
            .contains("unknown feature"));
    }

    #[test]
    fn rows_follow_the_32_bit_cpu() {
        // No row of the 32-bit table needs a feature, and none covers i128.
        assert!(TABLE_PPC32
            .rows
            .iter()
            .all(|r| r.features.is_empty() && r.widths.0 & WidthSet::W128 == 0));
        let add = |w| TABLE_PPC32.lookup(&key(AtomicOp::Rmw(RmwOp::Add), w), &[]);
        assert_eq!(add(8).unwrap().expansion, Expansion::MaskedPartword);
        assert_eq!(add(32).unwrap().expansion, Expansion::LlSc);
        assert_eq!(add(32).unwrap().template[2], "l{x}arx {res}, 0, {ptr}");
        assert_eq!(add(64).unwrap().expansion, Expansion::Libcall);
        assert!(add(128).is_none());
        let umax = TABLE_PPC32.lookup(&key(AtomicOp::Rmw(RmwOp::UMax), 64), &[]);
        assert_eq!(umax.unwrap().expansion, Expansion::CmpXchgLoop);
        let load = TABLE_PPC32.lookup(&key(AtomicOp::Load, 64), &[]).unwrap();
        assert_eq!(load.template, &["__atomic_load_{n}"]);
    }

    #[test]
    fn kept_rows_keep_their_order() {
        let kept: Vec<&Row> = ROWS.iter().filter(|r| kept(r)).collect();
        assert_eq!(kept.len(), N_KEPT);
        for (a, b) in kept.iter().zip(TABLE_PPC32.rows.iter()) {
            assert_eq!(a.template, b.template);
        }
        assert_eq!(TABLE_PPC32.rows.len(), N_KEPT + I64_ROWS.len());
    }
}
