//! Alpha (OSF/Linux calling convention, Linux ELF, EV6: BWX byte/word loads and stores, FIX
//! integer<->float register moves): the triple, registers and the C calling convention as data,
//! and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts, scalar sizes and alignments, argument registers, load and
//! store mnemonics by width. Must not touch: code generation (that is `src/lower/alpha.rs`).
//! LLVM has no Alpha back end any more: the table comes from seed 000 and the architecture,
//! and execution under `qemu-alpha` decides (dynamically linked: static Alpha binaries crash
//! under qemu 7.2).

pub mod atomics;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "alpha-linux-gnu",
    arch_names: &["alpha", "alphaev6", "alphaev67"],
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

/// Integer argument registers ($16..$21, a0..a5); the return value is in $0.
pub const INT_ARGS: [&str; 6] = ["$16", "$17", "$18", "$19", "$20", "$21"];
/// Floating-point argument registers: argument k uses $f16+k instead of $16+k.
pub const FLOAT_ARGS: [&str; 6] = ["$f16", "$f17", "$f18", "$f19", "$f20", "$f21"];

/// Load (zero-extending for 8/16, sign-extending ldl) and store mnemonics by width.
pub fn load_store(bits: u32) -> (&'static str, &'static str) {
    match bits {
        0..=8 => ("ldbu", "stb"),
        9..=16 => ("ldwu", "stw"),
        17..=32 => ("ldl", "stl"),
        _ => ("ldq", "stq"),
    }
}

/// The ABI keeps 32-bit values sign-extended in registers whatever their C type (as ldl,
/// addl and ldl_l leave them); narrower ones are extended as `signext`/`zeroext` say.
pub fn abi_sign_extends(bits: u32, signext_attr: bool) -> bool {
    bits == 32 || signext_attr
}
