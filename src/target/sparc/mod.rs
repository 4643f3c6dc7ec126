//! SPARC (Linux ELF): 64-bit V9 `sparc64-linux-gnu` (the V9 ABI: stack bias 2047, a 176-byte
//! register save and argument area at the bottom of every frame) and 32-bit V8 `sparc-linux-gnu`
//! (the SysV SPARC ABI: no bias, a 92-byte save, struct-return and argument-word area): the
//! triples, scalar sizes, the argument registers and the atomic tables (`atomics.rs` for V9,
//! `atomics_v8.rs` for V8).
//!
//! Owns: the names `lower` accepts, scalar sizes and ABI alignments, the ABI's frame constants.
//! Must not touch: code generation (that is `src/lower/sparc.rs`).

pub mod atomics;
pub mod atomics_v8;

use super::triple::TargetDesc;

/// SPARC V9, big-endian, 64-bit.
pub static DESC_SPARC64: TargetDesc = TargetDesc {
    canonical: "sparc64-linux-gnu",
    arch_names: &["sparc64", "sparcv9"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_SPARC64,
};

/// SPARC V8, big-endian, 32-bit (ILP32; i64 in register pairs, high word first).
pub static DESC_SPARC32: TargetDesc = TargetDesc {
    canonical: "sparc-linux-gnu",
    arch_names: &["sparc", "sparcv8"],
    features: &[],
    default_features: &[],
    atomics: &atomics_v8::TABLE_SPARC32,
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

/// The V9 stack bias: %sp and %fp point 2047 bytes below the frame they address.
pub const STACK_BIAS: i64 = 2047;
/// The register window save area (16 x 8 bytes) and the six argument words below every frame's
/// outgoing arguments.
pub const SAVE_AND_ARGS: i64 = 176;
/// Integer arguments in registers (%o0..%o5 for the caller, %i0..%i5 for the callee).
pub const INT_ARG_REGS: usize = 6;
/// Floating-point arguments in registers by position (%f1, %f3, ... for float, %d0, %d2, ...
/// for double).
pub const FP_ARG_REGS: usize = 16;

/// V8: the register window save area (16 words), the hidden struct-return word and the six
/// argument words every frame keeps above %sp; outgoing argument words past the sixth follow.
pub const V8_SAVE_AND_ARGS: i64 = 92;
