//! i686 (32-bit x86, System V i386 ABI, Linux ELF): the triple, registers and the C calling
//! convention as data, and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts for the architecture, register names by width, scalar sizes
//! and ABI alignments (the i386 ABI aligns i64 to 4 bytes, as LLVM 22's datalayout does).
//! Must not touch: code generation (that is `src/lower/i686.rs`), the x86-64 target.

pub mod atomics;
pub mod i386;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "i686-linux-gnu",
    arch_names: &["i686", "i586", "i486"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE,
};

/// A 32-bit general-purpose register and its narrower names (empty where i686 has none).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Gpr {
    pub l: &'static str,
    pub w: &'static str,
    pub b: &'static str,
}

impl Gpr {
    /// The name of the register's low `bits` bits (8, 16 or 32; 1 reads as 8).
    pub fn sized(self, bits: u32) -> &'static str {
        match bits {
            0..=8 => self.b,
            9..=16 => self.w,
            _ => self.l,
        }
    }
}

pub const EAX: Gpr = Gpr {
    l: "%eax",
    w: "%ax",
    b: "%al",
};
pub const ECX: Gpr = Gpr {
    l: "%ecx",
    w: "%cx",
    b: "%cl",
};
pub const EDX: Gpr = Gpr {
    l: "%edx",
    w: "%dx",
    b: "%dl",
};
pub const EBX: Gpr = Gpr {
    l: "%ebx",
    w: "%bx",
    b: "%bl",
};
pub const ESI: Gpr = Gpr {
    l: "%esi",
    w: "%si",
    b: "",
};
pub const EDI: Gpr = Gpr {
    l: "%edi",
    w: "%di",
    b: "",
};

/// Size and ABI alignment in bytes of an integer of `bits` bits.
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 4),
        _ => (16, 16),
    }
}
