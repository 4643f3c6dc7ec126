//! RISC-V 64 (LP64/LP64D, Linux ELF): the triple and features, registers and the C calling
//! convention as data, and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts, `-mattr=` features (`m`, `a`, `f`, `d`, `c`), scalar sizes
//! and alignments, the psABI's extension rule for narrow values. Must not touch: code
//! generation (that is `src/lower/riscv64.rs`).

pub mod atomics;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "riscv64-linux-gnu",
    arch_names: &["riscv64"],
    features: &[
        ("m", "integer multiply and divide (without it, mul/div are refused)"),
        ("a", "atomics: lr/sc and amo instructions (without it, __atomic_* calls)"),
        ("f", "single-precision floating point (float arguments in fa0-fa7; atomic fadd/fmax on float)"),
        ("d", "double-precision floating point (double arguments in fa0-fa7; lp64d)"),
        ("c", "compressed instructions (accepted; atomir does not emit them)"),
    ],
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

/// Integer argument registers a0..a7.
pub const INT_ARGS: [&str; 8] = ["a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7"];
/// Float argument registers fa0..fa7 (with +f/+d).
pub const FLOAT_ARGS: [&str; 8] = ["fa0", "fa1", "fa2", "fa3", "fa4", "fa5", "fa6", "fa7"];

/// The psABI widens 32-bit values by sign extension whatever their C type; narrower ones as
/// their type says (`signext`/`zeroext`).
pub fn abi_sign_extends(bits: u32, signext_attr: bool) -> bool {
    bits == 32 || signext_attr
}

/// Load and store mnemonics for an access of `bits` bits (loads zero-extend i8/i16; `lw`
/// sign-extends, as the registers keep 32-bit values).
pub fn load_store(bits: u32) -> (&'static str, &'static str) {
    match bits {
        0..=8 => ("lbu", "sb"),
        9..=16 => ("lhu", "sh"),
        17..=32 => ("lw", "sw"),
        _ => ("ld", "sd"),
    }
}
