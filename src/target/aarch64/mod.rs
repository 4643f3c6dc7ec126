//! AArch64 (AAPCS64, Linux ELF): the triple and features, registers and the C calling
//! convention as data, and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts for the architecture, `-mattr=` features (`lse`, `rcpc`),
//! register names by width, the argument registers, scalar sizes and alignments.
//! Must not touch: code generation (that is `src/lower/aarch64.rs`).

pub mod atomics;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "aarch64-linux-gnu",
    arch_names: &["aarch64", "arm64"],
    features: &[
        (
            "lse",
            "ARMv8.1 large system extensions: cas, swp, ldadd, ldclr, ldeor, ldset, ld[su]max/min",
        ),
        (
            "rcpc",
            "ARMv8.3 release-consistent processor consistent loads: ldapr for acquire loads",
        ),
    ],
    default_features: &[],
    atomics: &atomics::TABLE,
};

/// The name of general register `n` for a value of `bits` bits (`w` up to 32, `x` above).
pub fn reg(n: u32, bits: u32) -> String {
    if bits > 32 {
        format!("x{n}")
    } else {
        format!("w{n}")
    }
}

/// Integer argument registers x0..x7 (numbers).
pub const INT_ARGS: u32 = 8;
/// Float argument registers v0..v7.
pub const FLOAT_ARGS: u32 = 8;

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

/// The size suffix of exclusive and acquire/release loads and stores (`ldxrb`, `ldarh`).
pub fn size_suffix(bits: u32) -> &'static str {
    match bits {
        0..=8 => "b",
        9..=16 => "h",
        _ => "",
    }
}
