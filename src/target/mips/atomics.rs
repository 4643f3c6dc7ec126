//! The MIPS atomic tables: `sync` barriers around ll/sc loops (lld/scd for i64 on MIPS64),
//! masked partword loops for i8/i16 inside the aligned word, and on 32-bit MIPS the i64
//! operations as `__atomic_*_8` calls (a compare-exchange loop around
//! `__atomic_compare_exchange_8` for the operations libatomic has no function for), as LLVM 22
//! does.
//!
//! Owns: the rows, the placeholder legend and the ordering marks. Must not touch: code
//! generation (`src/lower/mips.rs`).
//!
//! Fence placement (LLVM 22's, checked with `llc -O2 -mtriple=mips-linux-gnu` and
//! `-mtriple=mips64el-linux-gnuabi64`): the trailing-sync convention. Acquire and seq_cst loads
//! are `l; sync` (no leading sync: every seq_cst store ends with a sync, so a seq_cst load
//! never needs one before it); release stores `sync; s`; seq_cst stores `sync; s; sync`;
//! read-modify-writes and cmpxchg take a leading `sync` when the ordering releases and a
//! trailing one when it acquires (cmpxchg by the stronger of its two orderings); every fence,
//! `syncscope("singlethread")` ones included, is `sync` (MIPS32 has no lighter barrier that
//! LLVM uses). Seed 000 has no MIPS sequences; its `lss` (fetch-and-subtract) is `old - val`
//! here as everywhere (`subu new, old, val`), which execution checks (32, 28, 26, leaves 21).
//!
//! Registers (O32 and N64 numbers alike; the code generator never keeps a live value in them
//! across a row): {ptr} = $4, {val} = $5, {res} = $2, {new} = $6, the cmpxchg success flag in
//! $24, scratch $8-$15. Gas assembles in `.set reorder` mode, so it fills the branch delay
//! slots itself (with nops, or a safe swap).

use crate::ir::instructions::{Ordering, RmwOp};
use crate::target::atomic_table::{
    ord, row, AtomicTable, Expansion, OpPattern, Row, WidthSet, NARROW,
};

/// An ll/sc loop computing $8 from {res} (the old value) and {val}, with the ordering's
/// leading and trailing barriers.
macro_rules! llsc {
    ($($compute:expr),* $(,)?) => {
        &[
            "{l}",
            "1:",
            "{ll} {res}, 0({ptr})",
            $($compute,)*
            "{sc} $8, 0({ptr})",
            "beqz $8, 1b",
            "{a}",
        ]
    };
}

/// A masked partword loop: the aligned word at $8, the field's shift in $9 (`{bx}` turns the
/// byte offset into a big-endian one on MIPS, nothing on MIPS64EL), the mask in $10 and its
/// complement in $11, the operand shifted in $12; the old word in $13, the new field computed
/// into $14 (in the shifted domain) and merged under the mask; the old field comes back
/// zero-extended in {res}.
macro_rules! masked {
    ($($compute:expr),* $(,)?) => {
        &[
            "{l}",
            "li $8, -4",
            "and $8, {ptr}, $8",
            "andi $9, {ptr}, 3",
            "{bx}",
            "sll $9, $9, 3",
            "li $10, {m}",
            "sllv $10, $10, $9",
            "nor $11, $0, $10",
            "sllv $12, {val}, $9",
            "1:",
            "ll $13, 0($8)",
            $($compute,)*
            "and $14, $14, $10",
            "and $15, $13, $11",
            "or $15, $15, $14",
            "sc $15, 0($8)",
            "beqz $15, 1b",
            "srlv {res}, $13, $9",
            "andi {res}, {res}, {m}",
            "{a}",
        ]
    };
}

/// The same for operations that compare the field: the old field is extracted into $14
/// (zero-extended), the new field computed there from it and {val} (zero-extended; `{sx}` is
/// `seb`/`seh` for the signed ones), then shifted into place.
macro_rules! masked_cmp {
    ($($compute:expr),* $(,)?) => {
        masked!(
            "srlv $14, $13, $9",
            "andi $14, $14, {m}",
            $($compute,)*
            "sllv $14, $14, $9"
        )
    };
}

/// A MIPS32 i64 compare-exchange-loop template that first sets $9 to (a < b) for the pairs
/// `$ah:$al` and `$bh:$bl` (`$lt` compares the high words: `slt` for the signed order, `sltu`
/// for the unsigned one; equal high words defer to the unsigned compare of the low words),
/// then runs `$rest`.
macro_rules! lt64 {
    ($lt:literal, $ah:literal, $al:literal, $bh:literal, $bl:literal; $($rest:expr),* $(,)?) => {
        &[
            concat!($lt, " $9, ", $ah, ", ", $bh),
            concat!("sltu $11, ", $al, ", ", $bl),
            concat!("xor $24, ", $ah, ", ", $bh),
            "sltiu $24, $24, 1",
            "and $11, $11, $24",
            "or $9, $9, $11",
            $($rest,)*
        ]
    };
}

/// A 32-bit float ll/sc loop: `$op` combines $f0 (old) and $f2 (operand) into $f0.
macro_rules! fop32 {
    ($($compute:expr),* $(,)?) => {
        llsc!("mtc1 {res}, $f0", "mtc1 {val}, $f2", $($compute,)* "mfc1 $8, $f0")
    };
}

const fn rmw(op: RmwOp, widths: u8, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        widths,
        &[],
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
        &[],
        Expansion::MaskedPartword,
        template,
        "",
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
        "wider than the target's ll/sc: libatomic, as LLVM 22",
    )
}
/// MIPS32 i64 operations libatomic has no function for: the template computes {nh}:{nl}
/// (the desired value) from {rh}:{rl} (the value seen) and {vh}:{vl}; the code generator
/// wraps it in a loop around `__atomic_compare_exchange_8`.
const fn casloop(op: RmwOp, template: &'static [&'static str]) -> Row {
    row(
        OpPattern::Rmw(op),
        ord::ANY,
        WidthSet::W64,
        &[],
        Expansion::CmpXchgLoop,
        template,
        "around __atomic_compare_exchange_8, as LLVM 22",
    )
}

/// The rows both MIPS targets share, with the widths their ll/sc loops cover (`$wide`: i32 on
/// MIPS32, i32 and i64 on MIPS64), followed by `$extra` rows.
macro_rules! mips_rows {
    ($wide:expr, [$($extra:expr),* $(,)?]) => {
        &[
            row(OpPattern::Fence, ord::ANY, 0, &[], Expansion::Native, &["sync"], "every fence is sync, singlethread ones too, as LLVM 22"),
            row(OpPattern::Load, ord::UNORDERED | ord::MONOTONIC, NARROW | $wide, &[], Expansion::Native, &["{ls} {res}, 0({ptr})"], ""),
            row(OpPattern::Load, ord::ACQUIRE | ord::SEQ_CST, NARROW | $wide, &[], Expansion::Native, &["{ls} {res}, 0({ptr})", "sync"], "trailing-sync convention (module comment)"),
            row(OpPattern::Store, ord::UNORDERED | ord::MONOTONIC, NARROW | $wide, &[], Expansion::Native, &["{ss} {val}, 0({ptr})"], ""),
            row(OpPattern::Store, ord::RELEASE, NARROW | $wide, &[], Expansion::Native, &["sync", "{ss} {val}, 0({ptr})"], ""),
            row(OpPattern::Store, ord::SEQ_CST, NARROW | $wide, &[], Expansion::Native, &["sync", "{ss} {val}, 0({ptr})", "sync"], ""),
            row(
                OpPattern::CmpXchg, ord::ANY, $wide, &[], Expansion::LlSc,
                &[
                    "{l}",
                    "1:",
                    "{ll} {res}, 0({ptr})",
                    "bne {res}, {val}, 2f",
                    "move $8, {new}",
                    "{sc} $8, 0({ptr})",
                    "beqz $8, 1b",
                    "li $24, 1",
                    "b 3f",
                    "2:",
                    "li $24, 0",
                    "3:",
                    "{a}",
                ],
                "strong and weak alike (a weak one also retries a failed sc)",
            ),
            row(
                OpPattern::CmpXchg, ord::ANY, NARROW, &[], Expansion::MaskedPartword,
                &[
                    "{l}",
                    "li $8, -4",
                    "and $8, {ptr}, $8",
                    "andi $9, {ptr}, 3",
                    "{bx}",
                    "sll $9, $9, 3",
                    "li $10, {m}",
                    "sllv $10, $10, $9",
                    "nor $11, $0, $10",
                    "sllv $12, {val}, $9",
                    "sllv $13, {new}, $9",
                    "1:",
                    "ll $14, 0($8)",
                    "and $15, $14, $10",
                    "bne $15, $12, 2f",
                    "and $15, $14, $11",
                    "or $15, $15, $13",
                    "sc $15, 0($8)",
                    "beqz $15, 1b",
                    "li $24, 1",
                    "b 3f",
                    "2:",
                    "li $24, 0",
                    "3:",
                    "srlv {res}, $14, $9",
                    "andi {res}, {res}, {m}",
                    "{a}",
                ],
                "",
            ),
            rmw(RmwOp::Xchg, $wide, llsc!("move $8, {val}")),
            rmw(RmwOp::Add, $wide, llsc!("{addu} $8, {res}, {val}")),
            rmw(RmwOp::Sub, $wide, llsc!("{subu} $8, {res}, {val}")),
            rmw(RmwOp::And, $wide, llsc!("and $8, {res}, {val}")),
            rmw(RmwOp::Or, $wide, llsc!("or $8, {res}, {val}")),
            rmw(RmwOp::Xor, $wide, llsc!("xor $8, {res}, {val}")),
            rmw(RmwOp::Nand, $wide, llsc!("and $8, {res}, {val}", "nor $8, $8, $0")),
            rmw(RmwOp::Max, $wide, llsc!("slt $9, {res}, {val}", "move $8, {res}", "movn $8, {val}, $9")),
            rmw(RmwOp::Min, $wide, llsc!("slt $9, {val}, {res}", "move $8, {res}", "movn $8, {val}, $9")),
            rmw(RmwOp::UMax, $wide, llsc!("sltu $9, {res}, {val}", "move $8, {res}", "movn $8, {val}, $9")),
            rmw(RmwOp::UMin, $wide, llsc!("sltu $9, {val}, {res}", "move $8, {res}", "movn $8, {val}, $9")),
            rmw(RmwOp::UIncWrap, $wide, llsc!("sltu $9, {res}, {val}", "{addiu} $8, {res}, 1", "movz $8, $0, $9")),
            rmw(
                RmwOp::UDecWrap, $wide,
                llsc!("sltu $9, {val}, {res}", "sltiu $10, {res}, 1", "or $9, $9, $10", "{addiu} $8, {res}, -1", "movn $8, {val}, $9"),
            ),
            rmw(RmwOp::USubCond, $wide, llsc!("sltu $9, {res}, {val}", "{subu} $8, {res}, {val}", "movn $8, {res}, $9")),
            rmw(RmwOp::USubSat, $wide, llsc!("sltu $9, {val}, {res}", "{subu} $8, {res}, {val}", "movz $8, $0, $9")),
            rmw(RmwOp::FAdd, WidthSet::W32, fop32!("add.s $f0, $f0, $f2")),
            rmw(RmwOp::FSub, WidthSet::W32, fop32!("sub.s $f0, $f0, $f2")),
            rmw(RmwOp::FMax, WidthSet::W32, llsc!("mtc1 {res}, $f0", "mtc1 {val}, $f2", "c.un.s $f0, $f0", "bc1t 4f", "c.un.s $f2, $f2", "bc1t 5f", "c.lt.s $f0, $f2", "bc1f 5f", "4:", "mov.s $f0, $f2", "5:", "mfc1 $8, $f0")),
            rmw(RmwOp::FMin, WidthSet::W32, llsc!("mtc1 {res}, $f0", "mtc1 {val}, $f2", "c.un.s $f0, $f0", "bc1t 4f", "c.un.s $f2, $f2", "bc1t 5f", "c.lt.s $f2, $f0", "bc1f 5f", "4:", "mov.s $f0, $f2", "5:", "mfc1 $8, $f0")),
            part(RmwOp::Xchg, masked!("move $14, $12")),
            part(RmwOp::Add, masked!("addu $14, $13, $12")),
            part(RmwOp::Sub, masked!("subu $14, $13, $12")),
            part(RmwOp::And, masked!("and $14, $13, $12")),
            part(RmwOp::Or, masked!("or $14, $13, $12")),
            part(RmwOp::Xor, masked!("xor $14, $13, $12")),
            part(RmwOp::Nand, masked!("and $14, $13, $12", "nor $14, $14, $0")),
            part(RmwOp::Max, masked_cmp!("{sx} $14, $14", "{sx} $15, {val}", "slt $24, $14, $15", "movn $14, $15, $24")),
            part(RmwOp::Min, masked_cmp!("{sx} $14, $14", "{sx} $15, {val}", "slt $24, $15, $14", "movn $14, $15, $24")),
            part(RmwOp::UMax, masked_cmp!("sltu $24, $14, {val}", "movn $14, {val}, $24")),
            part(RmwOp::UMin, masked_cmp!("sltu $24, {val}, $14", "movn $14, {val}, $24")),
            part(RmwOp::UIncWrap, masked_cmp!("sltu $24, $14, {val}", "addiu $14, $14, 1", "movz $14, $0, $24")),
            part(
                RmwOp::UDecWrap,
                masked_cmp!("sltu $24, {val}, $14", "sltiu $15, $14, 1", "or $24, $24, $15", "addiu $14, $14, -1", "movn $14, {val}, $24"),
            ),
            part(RmwOp::USubCond, masked_cmp!("sltu $24, $14, {val}", "subu $15, $14, {val}", "movz $14, $15, $24")),
            part(RmwOp::USubSat, masked_cmp!("sltu $24, {val}, $14", "subu $14, $14, {val}", "movz $14, $0, $24")),
            $($extra,)*
        ]
    };
}

const MARKS: &[(Ordering, &str, &str, &str)] = &[
    (
        Ordering::Unordered,
        "# (no trailing sync)",
        "# (no leading sync)",
        "",
    ),
    (
        Ordering::Monotonic,
        "# (no trailing sync)",
        "# (no leading sync)",
        "",
    ),
    (Ordering::Acquire, "sync", "# (no leading sync)", ""),
    (Ordering::Release, "# (no trailing sync)", "sync", ""),
    (Ordering::AcqRel, "sync", "sync", ""),
    (Ordering::SeqCst, "sync", "sync", ""),
];

pub static TABLE_MIPS: AtomicTable = AtomicTable {
    target: "mips-linux-gnu",
    legend: "placeholders: {ptr} = $4 (address); {val} = $5 (operand; cmpxchg: the expected value);\n\
             {res} = $2 (result: the old value); {new} = $6 (cmpxchg's new value); scratch $8-$15, $24;\n\
             {ll}/{sc} = ll/sc; {addu}/{subu}/{addiu} = the 32-bit forms; {ls}/{ss} = the plain load/store;\n\
             {a} = the trailing sync of an acquiring ordering, {l} = the leading sync of a releasing one;\n\
             i8/i16: {m} = 255/65535, {bx} = xori $9, $9, 3/2 (big-endian byte offset), {sx} = seb/seh;\n\
             cmpxchg leaves its success flag in $24; 32-bit float operations use $f0/$f2;\n\
             i64 (libatomic): {rh}:{rl} = $12:$13 the value seen, {vh}:{vl} = $14:$15 the operand,\n\
             {nh}:{nl} = $6:$7 the desired value; libcall rows name the __atomic_* function ({n} = size in bytes)",
    marks: MARKS,
    rows: mips_rows!(WidthSet::W32, [
        casloop(RmwOp::Max, lt64!("slt", "{rh}", "{rl}", "{vh}", "{vl}"; "move {nh}, {rh}", "move {nl}, {rl}", "movn {nh}, {vh}, $9", "movn {nl}, {vl}, $9")),
        casloop(RmwOp::Min, lt64!("slt", "{vh}", "{vl}", "{rh}", "{rl}"; "move {nh}, {rh}", "move {nl}, {rl}", "movn {nh}, {vh}, $9", "movn {nl}, {vl}, $9")),
        casloop(RmwOp::UMax, lt64!("sltu", "{rh}", "{rl}", "{vh}", "{vl}"; "move {nh}, {rh}", "move {nl}, {rl}", "movn {nh}, {vh}, $9", "movn {nl}, {vl}, $9")),
        casloop(RmwOp::UMin, lt64!("sltu", "{vh}", "{vl}", "{rh}", "{rl}"; "move {nh}, {rh}", "move {nl}, {rl}", "movn {nh}, {vh}, $9", "movn {nl}, {vl}, $9")),
        casloop(
            RmwOp::UIncWrap,
            lt64!("sltu", "{rh}", "{rl}", "{vh}", "{vl}"; "addiu {nl}, {rl}, 1", "sltiu $10, {nl}, 1", "addu {nh}, {rh}, $10", "movz {nl}, $0, $9", "movz {nh}, $0, $9"),
        ),
        casloop(
            RmwOp::UDecWrap,
            lt64!("sltu", "{vh}", "{vl}", "{rh}", "{rl}";
                "or $10, {rh}, {rl}", "sltiu $10, $10, 1", "or $9, $9, $10",
                "sltiu $10, {rl}, 1", "addiu {nl}, {rl}, -1", "subu {nh}, {rh}, $10",
                "movn {nl}, {vl}, $9", "movn {nh}, {vh}, $9",
            ),
        ),
        casloop(
            RmwOp::USubCond,
            lt64!("sltu", "{rh}", "{rl}", "{vh}", "{vl}";
                "sltu $10, {rl}, {vl}", "subu {nl}, {rl}, {vl}", "subu {nh}, {rh}, {vh}", "subu {nh}, {nh}, $10",
                "movn {nl}, {rl}, $9", "movn {nh}, {rh}, $9",
            ),
        ),
        casloop(
            RmwOp::USubSat,
            lt64!("sltu", "{vh}", "{vl}", "{rh}", "{rl}";
                "sltu $10, {rl}, {vl}", "subu {nl}, {rl}, {vl}", "subu {nh}, {rh}, {vh}", "subu {nh}, {nh}, $10",
                "movz {nl}, $0, $9", "movz {nh}, $0, $9",
            ),
        ),
        casloop(RmwOp::FAdd, &["mtc1 {rl}, $f0", "mthc1 {rh}, $f0", "mtc1 {vl}, $f2", "mthc1 {vh}, $f2", "add.d $f0, $f0, $f2", "mfc1 {nl}, $f0", "mfhc1 {nh}, $f0"]),
        casloop(RmwOp::FSub, &["mtc1 {rl}, $f0", "mthc1 {rh}, $f0", "mtc1 {vl}, $f2", "mthc1 {vh}, $f2", "sub.d $f0, $f0, $f2", "mfc1 {nl}, $f0", "mfhc1 {nh}, $f0"]),
        casloop(RmwOp::FMax, &["mtc1 {rl}, $f0", "mthc1 {rh}, $f0", "mtc1 {vl}, $f2", "mthc1 {vh}, $f2", "c.un.d $f0, $f0", "bc1t 4f", "c.un.d $f2, $f2", "bc1t 5f", "c.lt.d $f0, $f2", "bc1f 5f", "4:", "mov.d $f0, $f2", "5:", "mfc1 {nl}, $f0", "mfhc1 {nh}, $f0"]),
        casloop(RmwOp::FMin, &["mtc1 {rl}, $f0", "mthc1 {rh}, $f0", "mtc1 {vl}, $f2", "mthc1 {vh}, $f2", "c.un.d $f0, $f0", "bc1t 4f", "c.un.d $f2, $f2", "bc1t 5f", "c.lt.d $f2, $f0", "bc1f 5f", "4:", "mov.d $f0, $f2", "5:", "mfc1 {nl}, $f0", "mfhc1 {nh}, $f0"]),
        libcall(OpPattern::Load, WidthSet::W64, &["__atomic_load_{n}"]),
        libcall(OpPattern::Store, WidthSet::W64, &["__atomic_store_{n}"]),
        libcall(OpPattern::CmpXchg, WidthSet::W64, &["__atomic_compare_exchange_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Xchg), WidthSet::W64, &["__atomic_exchange_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Add), WidthSet::W64, &["__atomic_fetch_add_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Sub), WidthSet::W64, &["__atomic_fetch_sub_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::And), WidthSet::W64, &["__atomic_fetch_and_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Or), WidthSet::W64, &["__atomic_fetch_or_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Xor), WidthSet::W64, &["__atomic_fetch_xor_{n}"]),
        libcall(OpPattern::Rmw(RmwOp::Nand), WidthSet::W64, &["__atomic_fetch_nand_{n}"]),
    ]),
};

pub static TABLE_MIPS64EL: AtomicTable = AtomicTable {
    target: "mips64el-linux-gnuabi64",
    legend: "placeholders: {ptr} = $4 (address); {val} = $5 (operand; cmpxchg: the expected value);\n\
             {res} = $2 (result: the old value); {new} = $6 (cmpxchg's new value); scratch $8-$15, $24;\n\
             {ll}/{sc} = ll/sc for i32, lld/scd for i64; {addu}/{subu}/{addiu} = addu/subu/addiu for i32,\n\
             daddu/dsubu/daddiu for i64; {ls}/{ss} = the plain load/store for the width;\n\
             {a} = the trailing sync of an acquiring ordering, {l} = the leading sync of a releasing one;\n\
             i8/i16: {m} = 255/65535, {bx} = nothing (little-endian: the byte offset is the shift), {sx} = seb/seh;\n\
             32-bit values are kept sign-extended in registers (lw and ll do so, the operand is loaded so);\n\
             cmpxchg leaves its success flag in $24; float operations use $f0/$f2",
    marks: MARKS,
    rows: mips_rows!(WidthSet::W32 | WidthSet::W64, [
        rmw(RmwOp::FAdd, WidthSet::W64, llsc!("dmtc1 {res}, $f0", "dmtc1 {val}, $f2", "add.d $f0, $f0, $f2", "dmfc1 $8, $f0")),
        rmw(RmwOp::FSub, WidthSet::W64, llsc!("dmtc1 {res}, $f0", "dmtc1 {val}, $f2", "sub.d $f0, $f0, $f2", "dmfc1 $8, $f0")),
        rmw(RmwOp::FMax, WidthSet::W64, llsc!("dmtc1 {res}, $f0", "dmtc1 {val}, $f2", "c.un.d $f0, $f0", "bc1t 4f", "c.un.d $f2, $f2", "bc1t 5f", "c.lt.d $f0, $f2", "bc1f 5f", "4:", "mov.d $f0, $f2", "5:", "dmfc1 $8, $f0")),
        rmw(RmwOp::FMin, WidthSet::W64, llsc!("dmtc1 {res}, $f0", "dmtc1 {val}, $f2", "c.un.d $f0, $f0", "bc1t 4f", "c.un.d $f2, $f2", "bc1t 5f", "c.lt.d $f2, $f0", "bc1f 5f", "4:", "mov.d $f0, $f2", "5:", "dmfc1 $8, $f0")),
    ]),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::atomic_table::{AtomicKey, AtomicOp};

    fn key(op: AtomicOp, ordering: Ordering, width: u32) -> AtomicKey {
        AtomicKey {
            op,
            ordering,
            width,
            single_thread: false,
        }
    }

    /// Every operation the lower-exec harness runs has a row at every width the target
    /// supports (float operations at 32 bits, and at 64 on MIPS64 / through libatomic on
    /// MIPS32), and i128 has none.
    #[test]
    fn every_operation_has_a_row() {
        for (table, wide_native) in [(&TABLE_MIPS, false), (&TABLE_MIPS64EL, true)] {
            for &op in RmwOp::ALL {
                if matches!(op, RmwOp::FMaximum | RmwOp::FMinimum) {
                    continue;
                }
                let widths: &[u32] = if op.is_float() {
                    &[32, 64]
                } else {
                    &[8, 16, 32, 64]
                };
                for &w in widths {
                    let row = table
                        .lookup(&key(AtomicOp::Rmw(op), Ordering::SeqCst, w), &[])
                        .unwrap_or_else(|| panic!("{} {op:?} i{w}", table.target));
                    if w == 64 && !wide_native {
                        assert!(matches!(
                            row.expansion,
                            Expansion::Libcall | Expansion::CmpXchgLoop
                        ));
                    }
                }
                assert!(table
                    .lookup(&key(AtomicOp::Rmw(op), Ordering::SeqCst, 128), &[])
                    .is_none());
            }
        }
    }

    /// LLVM 22's trailing-sync convention: acquire loads end with a sync and start without one;
    /// release stores start with one; seq_cst stores have both.
    #[test]
    fn fence_placement() {
        let load = TABLE_MIPS
            .lookup(&key(AtomicOp::Load, Ordering::Acquire, 32), &[])
            .unwrap();
        assert_eq!(load.template, &["{ls} {res}, 0({ptr})", "sync"]);
        let store = TABLE_MIPS64EL
            .lookup(&key(AtomicOp::Store, Ordering::SeqCst, 64), &[])
            .unwrap();
        assert_eq!(store.template, &["sync", "{ss} {val}, 0({ptr})", "sync"]);
        assert_eq!(TABLE_MIPS.marks_for(Ordering::Release).1, "sync");
        assert_eq!(TABLE_MIPS.marks_for(Ordering::Acquire).0, "sync");
        assert!(TABLE_MIPS.marks_for(Ordering::Monotonic).0.starts_with('#'));
    }
}
