//! Itanium (IA-64, Linux ELF, LP64): the triple, the registers the code generator uses and the
//! atomic table (`atomics.rs`) as data.
//!
//! Owns: the names `lower` accepts (`ia64`), scalar sizes and alignments, the register roles.
//! Must not touch: code generation (that is `src/lower/itanium.rs`). LLVM dropped its IA-64
//! back end; the table comes from seed 000 and the architecture (the GCC ia64 back end's
//! mappings, `../shared/corpus/lower/alpha-ia64.md`); nothing here can run IA-64 code, so the
//! check is that `ia64-linux-gnu-as -x` assembles every row without a warning
//! (`scripts/lower-ia64-assemble.sh`).

pub mod atomics;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "ia64-linux-gnu",
    arch_names: &["ia64"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE,
};

/// Size and ABI alignment in bytes of an integer of `bits` bits.
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 8),
        _ => (16, 16),
    }
}

/// The frame pointer: the stack pointer (r12) at entry. A scratch register, safe because the
/// generated functions make no calls.
pub const FP: &str = "r31";
/// The address temporary of frame-slot accesses.
pub const ADDR: &str = "r2";
/// Integer argument slots: the caller's output registers appear as r32.. (in0..in7).
pub const INT_ARGS: [&str; 8] = ["r32", "r33", "r34", "r35", "r36", "r37", "r38", "r39"];
/// Floating-point argument registers (each float argument also uses up an argument slot).
pub const FLOAT_ARGS: [&str; 8] = ["f8", "f9", "f10", "f11", "f12", "f13", "f14", "f15"];

/// The mnemonic size suffix of an access of `bits` bits (ld1/ld2/ld4/ld8, cmpxchg1..8).
pub fn size_bytes(bits: u32) -> u32 {
    match bits {
        0..=8 => 1,
        9..=16 => 2,
        17..=32 => 4,
        _ => 8,
    }
}
