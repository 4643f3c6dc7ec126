//! PowerPC (Linux ELF): the triples and features, registers and the C calling conventions as
//! data, and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts for powerpc64le (ELFv2 ABI) and powerpc64 (big-endian,
//! ELFv1 ABI with function descriptors), their `-mattr=` features (`64bit`,
//! `partword-atomics`), scalar sizes and alignments, the argument registers, the stack frame
//! header offsets of each ABI and the extension rule for narrow values.
//! Must not touch: code generation (that is `src/lower/powerpc.rs`).

pub mod atomics;
pub mod ppc32;

use super::triple::TargetDesc;

const FEATURES: &[(&str, &str)] = &[
    (
        "64bit",
        "64-bit registers and ldarx/stdcx. (implied by the powerpc64 triples)",
    ),
    (
        "partword-atomics",
        "lbarx/lharx/stbcx./sthcx. (POWER8, ISA 2.07); without it i8/i16 atomics mask inside the aligned word",
    ),
];

/// powerpc64le-linux-gnu: the default CPU is a POWER8 (LLVM 22's `ppc64le`), so byte and
/// halfword reservations are on by default, as in llc-22.
pub static DESC_PPC64LE: TargetDesc = TargetDesc {
    canonical: "powerpc64le-linux-gnu",
    arch_names: &["powerpc64le", "ppc64le"],
    features: FEATURES,
    default_features: &["64bit", "partword-atomics"],
    atomics: &atomics::TABLE_PPC64LE,
};

/// powerpc64-linux-gnu: the default CPU is the generic `ppc64` (no lbarx/lharx), as llc-22.
pub static DESC_PPC64: TargetDesc = TargetDesc {
    canonical: "powerpc64-linux-gnu",
    arch_names: &["powerpc64", "ppc64"],
    features: FEATURES,
    default_features: &["64bit"],
    atomics: &atomics::TABLE_PPC64,
};

/// Size and ABI alignment in bytes of an integer of `bits` bits (64-bit ELF ABIs).
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 8),
        _ => (16, 16),
    }
}

/// Integer argument registers r3..r10 (numbers).
pub const INT_ARGS: [u32; 8] = [3, 4, 5, 6, 7, 8, 9, 10];
/// Floating-point argument registers f1..f13 (numbers).
pub const FLOAT_ARGS: u32 = 13;

/// The stack frame header of a 64-bit ELF ABI: where the caller's frame keeps the link
/// register and the TOC pointer, and where the parameter save area begins.
#[derive(Clone, Copy, Debug)]
pub struct FrameHeader {
    /// Bytes of the header (back chain, CR, LR, ... TOC save).
    pub size: i64,
    /// Offset of the LR save doubleword (in the caller's frame).
    pub lr_save: i64,
    /// Offset of the TOC save doubleword.
    pub toc_save: i64,
}

/// ELFv2 (powerpc64le): a 32-byte header, LR at 16, TOC at 24; parameters at 32.
pub const ELFV2_HEADER: FrameHeader = FrameHeader {
    size: 32,
    lr_save: 16,
    toc_save: 24,
};
/// ELFv1 (powerpc64 big-endian): a 48-byte header, LR at 16, TOC at 40; parameters at 48.
pub const ELFV1_HEADER: FrameHeader = FrameHeader {
    size: 48,
    lr_save: 16,
    toc_save: 40,
};

/// Both 64-bit ABIs widen a narrow argument or return value to 64 bits as its C type says
/// (the caller relies on it: gcc does not re-extend a returned `unsigned`). The IR says it
/// with `signext`/`zeroext`; without them, i32 is taken as C `int` (sign-extended) and i1, i8
/// and i16 as unsigned (zero-extended), since the IR carries no other hint.
pub fn sign_extends(bits: u32, signext: bool, zeroext: bool) -> bool {
    signext || (bits == 32 && !zeroext)
}

/// Plain load (zero-extending) and store mnemonics for an access of `bits` bits.
pub fn load_store(bits: u32) -> (&'static str, &'static str) {
    match bits {
        0..=8 => ("lbz", "stb"),
        9..=16 => ("lhz", "sth"),
        17..=32 => ("lwz", "stw"),
        _ => ("ld", "std"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::triple::select;

    #[test]
    fn llvm_spellings_and_default_features() {
        let le = select("powerpc64le-unknown-linux-gnu", "").unwrap();
        assert_eq!(le.desc.canonical, "powerpc64le-linux-gnu");
        assert!(le.has("64bit") && le.has("partword-atomics"));
        let be = select("ppc64-linux-gnu", "").unwrap();
        assert_eq!(be.desc.canonical, "powerpc64-linux-gnu");
        assert!(be.has("64bit") && !be.has("partword-atomics"));
        assert!(!select("ppc64le", "-partword-atomics")
            .unwrap()
            .has("partword-atomics"));
        assert!(select("ppc64le", "+altivec")
            .unwrap_err()
            .contains("unknown feature"));
    }

    #[test]
    fn narrow_values_extend_as_their_c_type() {
        assert!(sign_extends(32, false, false));
        assert!(!sign_extends(32, false, true));
        assert!(!sign_extends(8, false, false));
        assert!(sign_extends(16, true, false));
    }
}
