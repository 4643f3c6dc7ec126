//! 32-bit ARM (AArch32, AAPCS, Linux ELF): the triples and profiles `lower` accepts, scalar
//! sizes and alignments, and the atomic tables (`atomics.rs`).
//!
//! Owns: one [`TargetDesc`] per architecture version with its own table (ARMv7-A, ARMv6,
//! ARMv8-A AArch32, all `-linux-gnueabihf`: the hard-float variant of the AAPCS; ARMv5TE
//! `-linux-gnueabi`, soft float; ARMv6-M `thumbv6m-none-eabi`, Thumb-1, its table in
//! `thumbv6m.rs`), and per
//! version the [`Profile`] the code generator reads: the `.arch`/`.fpu` directives GNU as needs
//! to accept what the table emits, and whether floating-point arguments travel in VFP
//! registers. Must not touch: code generation (that is `src/lower/arm.rs`).

pub mod atomics;
pub mod thumbv6m;

use super::triple::TargetDesc;

/// ARMv7-A, `ldrex`/`strex` loops and `dmb ish` barriers. LLVM's plain `arm` triple is taken
/// as this one (Debian's armhf baseline).
pub static ARMV7: TargetDesc = TargetDesc {
    canonical: "armv7-linux-gnueabihf",
    arch_names: &["armv7", "armv7a", "armv7l", "arm"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_V7,
};

/// ARMv6 (with the v6K exclusives llc-22 uses): the same loops with the CP15 barrier
/// `mcr p15, #0, rX, c7, c10, #5` that predates `dmb`.
pub static ARMV6: TargetDesc = TargetDesc {
    canonical: "armv6-linux-gnueabihf",
    arch_names: &["armv6", "armv6k", "armv6kz"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_V6,
};

/// ARMv8-A in AArch32 state: `lda`/`stl` and `ldaex`/`stlex`, no barrier but for fences.
pub static ARMV8: TargetDesc = TargetDesc {
    canonical: "armv8a-linux-gnueabihf",
    arch_names: &["armv8a", "armv8", "armv8l"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_V8,
};

/// ARMv5TE with the soft-float AAPCS (`-linux-gnueabi`, Debian's armel): no exclusives, so
/// every atomic but plain monotonic loads and stores is a `__sync_*` call into libgcc's
/// Linux kernel-helper versions, as llc-22 emits them.
pub static ARMV5TE: TargetDesc = TargetDesc {
    canonical: "armv5te-linux-gnueabi",
    arch_names: &["armv5te", "armv5tej"],
    features: &[],
    default_features: &[],
    atomics: &atomics::TABLE_V5TE,
};

/// ARMv6-M (Thumb-1 only, soft float, `thumbv6m-none-eabi`): no exclusives, so every atomic
/// is a libatomic `__atomic_*` call and fences are `dmb sy`, as llc-22 emits them; lowered by
/// `src/lower/thumb1.rs`.
pub static THUMBV6M: TargetDesc = TargetDesc {
    canonical: "thumbv6m-none-eabi",
    arch_names: &["thumbv6m"],
    features: &[],
    default_features: &[],
    atomics: &thumbv6m::TABLE,
};

/// What the code generator needs to know about one architecture version.
#[derive(Debug)]
pub struct Profile {
    /// `.arch` operand: GNU as rejects instructions of a later version than the one it is
    /// told (llc-22's own `.s` omits this and needs `-march=` on the assembler's command line).
    pub arch: &'static str,
    /// `.fpu` operand (VFP register moves and arithmetic in the float rows).
    pub fpu: &'static str,
    /// Float and double arguments and results in s/d registers (the `gnueabihf` AAPCS-VFP).
    pub hard_float: bool,
}

/// The profile of a canonical ARM triple, `None` for other targets.
pub fn profile(canonical: &str) -> Option<&'static Profile> {
    const V7: Profile = Profile {
        arch: "armv7-a",
        fpu: "vfpv3-d16",
        hard_float: true,
    };
    const V6: Profile = Profile {
        arch: "armv6k",
        fpu: "vfp",
        hard_float: true,
    };
    const V8: Profile = Profile {
        arch: "armv8-a",
        fpu: "fp-armv8",
        hard_float: true,
    };
    const V5TE: Profile = Profile {
        arch: "armv5te",
        fpu: "softvfp",
        hard_float: false,
    };
    const V6M: Profile = Profile {
        arch: "armv6-m",
        fpu: "softvfp",
        hard_float: false,
    };
    match canonical {
        "thumbv6m-none-eabi" => Some(&V6M),
        "armv5te-linux-gnueabi" => Some(&V5TE),
        "armv7-linux-gnueabihf" => Some(&V7),
        "armv6-linux-gnueabihf" => Some(&V6),
        "armv8a-linux-gnueabihf" => Some(&V8),
        _ => None,
    }
}

/// Size and ABI alignment in bytes of an integer of `bits` bits (AAPCS: i64 aligned to 8).
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 8),
        _ => (16, 8),
    }
}

/// Core argument registers r0..r3.
pub const CORE_ARGS: [&str; 4] = ["r0", "r1", "r2", "r3"];

/// The size suffix of byte and halfword loads, stores and exclusives (`ldrexb`, `strh`).
pub fn size_suffix(bits: u32) -> &'static str {
    match bits {
        0..=8 => "b",
        9..=16 => "h",
        _ => "",
    }
}

/// Sign-extends the narrow field in `from` into `to` with shifts (ARMv5 has no `sxtb`), or
/// copies a whole word.
pub fn sign_extend_shifts(bits: u32, to: &str, from: &str) -> String {
    match bits {
        0..=8 => format!("lsl {to}, {from}, #24; asr {to}, {to}, #24"),
        9..=16 => format!("lsl {to}, {from}, #16; asr {to}, {to}, #16"),
        _ => format!("mov {to}, {from}"),
    }
}

/// The sign-extension instruction of a narrow field (`mov` for a whole word).
pub fn sign_extend(bits: u32) -> &'static str {
    match bits {
        0..=8 => "sxtb",
        9..=16 => "sxth",
        _ => "mov",
    }
}

#[cfg(test)]
mod tests {
    use crate::target::triple::select;

    #[test]
    fn triples_select_the_version() {
        for (t, want) in [
            ("armv7-linux-gnueabihf", "armv7-linux-gnueabihf"),
            ("arm-linux-gnueabihf", "armv7-linux-gnueabihf"),
            ("armv7a-unknown-linux-gnueabihf", "armv7-linux-gnueabihf"),
            ("armv6-linux-gnueabihf", "armv6-linux-gnueabihf"),
            ("armv8a-linux-gnueabihf", "armv8a-linux-gnueabihf"),
            ("armv5te-linux-gnueabi", "armv5te-linux-gnueabi"),
            ("thumbv6m-none-eabi", "thumbv6m-none-eabi"),
        ] {
            assert_eq!(select(t, "").unwrap().desc.canonical, want);
            assert!(super::profile(want).is_some());
        }
    }
}
