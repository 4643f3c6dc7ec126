//! MIPS (Linux ELF): 32-bit big-endian `mips-linux-gnu` (O32 ABI) and 64-bit little-endian
//! `mips64el-linux-gnuabi64` (N64 ABI): the triples, scalar sizes, argument registers and the
//! atomic tables (`atomics.rs`).
//!
//! Owns: the names `lower` accepts for each, scalar sizes and ABI alignments, the argument
//! registers. Must not touch: code generation (that is `src/lower/mips.rs`).

pub mod atomics;

use super::triple::TargetDesc;

/// mips32r2, big-endian, O32.
pub static DESC_MIPS: TargetDesc = TargetDesc {
    canonical: "mips-linux-gnu",
    arch_names: &["mips"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_MIPS,
};

/// MIPS64r2, little-endian, N64.
pub static DESC_MIPS64EL: TargetDesc = TargetDesc {
    canonical: "mips64el-linux-gnuabi64",
    arch_names: &["mips64el"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_MIPS64EL,
};

/// Size and ABI alignment in bytes of an integer of `bits` bits (O32 and N64 alike: i64 is
/// 8-aligned).
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 8),
        _ => (16, 16),
    }
}

/// O32 passes the first four argument words in $4..$7 (a0..a3); the caller reserves 16 bytes
/// of home space for them at the bottom of its outgoing area.
pub const O32_ARG_WORDS: usize = 4;

/// N64 passes the first eight arguments in $4..$11 (floating-point ones in $f12..$f19 by the
/// same position); there is no home area.
pub const N64_ARG_SLOTS: usize = 8;
