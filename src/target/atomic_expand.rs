//! The per-target facts `atomic-expand` needs, as data: what `opt-22 -mtriple=T` builds its
//! TargetMachine from, for the targets atomir's pass knows.
//!
//! Owns: [`TargetFacts`] (one row per architecture: the datalayout opt writes, pointer width,
//! the widest natively atomic access, the narrowest native compare-and-swap, how fences are
//! placed around atomics, the expansion kinds of cmpxchg and atomicrmw), triple normalisation
//! ([`normalize_triple`]) and [`select`] (triple + `-mattr=` + CodeGen level to facts).
//! Must not touch: the IR (the expansions are in `passes::atomic_expand`), the tables of
//! `lower` (`src/target/<arch>/atomics.rs`).
//!
//! Every fact here was learned by running `opt-22 -S -mtriple=T -passes=atomic-expand` on
//! one-operation functions; where a fact depends on the CodeGen opt level (ARM, AArch64), the
//! row says so. [`TargetFacts`] is the schema, one constructor per architecture; the pass
//! (`passes::atomic_expand`) only reads these rows.

/// The architectures atomir's `atomic-expand` knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arch {
    X86_64,
    AArch64,
    /// ARM and Thumb (AArch32), `version` 6 or 7, `m_profile` for thumbv6m.
    Arm {
        version: u8,
        thumb_m: bool,
    },
    PowerPc64Le,
    /// 32-bit big-endian MIPS.
    Mips,
    /// SPARC V8 (no compare-and-swap: everything through libcalls).
    Sparc,
    Sparcv9,
    Riscv64,
}

/// Where the fences that order an atomic access go, when the target asks for them
/// (`shouldInsertFencesForAtomic`): which leading and trailing fence each ordering gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenceStyle {
    /// The target has ordered atomic instructions: no fences (x86-64, AArch64).
    None,
    /// IR fences with the access's ordering: leading for release-or-stronger stores,
    /// trailing for acquire-or-stronger accesses (MIPS).
    Generic,
    /// `llvm.arm.dmb(i32 11)` (v7) or `llvm.arm.mcr(15, 0, 0, 7, 10, 5)` (v6): leading for
    /// release stores and seq_cst stores/rmw, trailing for acquire-or-stronger.
    Arm,
    /// `llvm.ppc.sync` before seq_cst, `llvm.ppc.lwsync` before release, trailing
    /// `llvm.ppc.cfence.<ty>(load)` after acquire loads, `lwsync` after acquire rmw/cmpxchg.
    Ppc,
    /// RISC-V loads and stores only: `fence seq_cst` before a seq_cst load, `fence release`
    /// before a release store, `fence acquire` after an acquire load, `fence seq_cst` after a
    /// seq_cst store.
    Riscv,
    /// SPARC V9: `fence release` before release stores/rmw/cmpxchg, `fence acquire` after
    /// acquire loads/rmw/cmpxchg, `fence seq_cst` after a seq_cst store.
    Sparc,
}

/// How a cmpxchg or atomicrmw the target supports at its width is expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// Kept as an instruction.
    Native,
    /// A loop around a `cmpxchg` instruction.
    CmpXchgLoop,
    /// A load-linked/store-conditional loop (ARM `ldrex/strex`, AArch64 `ldaxr/stlxr`).
    LlSc,
}

/// One target's facts for `atomic-expand`.
#[derive(Clone, Debug)]
pub struct TargetFacts {
    pub arch: Arch,
    /// The normalised triple written as `target triple`.
    pub triple: String,
    /// The `target datalayout` opt writes for the triple.
    pub datalayout: &'static str,
    pub pointer_bits: u32,
    /// Widest atomic access the target does natively (0: every atomic is a libcall).
    pub max_atomic_bits: u32,
    /// Narrowest cmpxchg/atomicrmw the target does natively (narrower ones are widened).
    pub min_cmpxchg_bits: u32,
    pub fences: FenceStyle,
    /// CodeGen opt level above None (`-codegen-opt-level=1..3`).
    pub optimized: bool,
    /// The features given with `-mattr=` that matter here.
    pub cx16: bool,
    pub lse: bool,
    pub riscv_a: bool,
}

impl TargetFacts {
    /// Big-endian targets count a part's bytes from the other end of the word.
    pub fn big_endian(&self) -> bool {
        self.datalayout.starts_with('E')
    }
}

/// LLVM's normalised spelling of a triple: a missing vendor becomes `unknown` when the second
/// component is an operating system (`thumbv6m-none-eabi` -> `thumbv6m-unknown-none-eabi`).
pub fn normalize_triple(triple: &str) -> String {
    let parts: Vec<&str> = triple.split('-').collect();
    const OSES: &[&str] = &["linux", "none", "freebsd", "netbsd", "openbsd", "windows"];
    if parts.len() == 3 && OSES.iter().any(|o| parts[1].starts_with(o)) {
        return format!("{}-unknown-{}-{}", parts[0], parts[1], parts[2]);
    }
    triple.to_string()
}

/// Architectures LLVM 22 knows but atomir's `atomic-expand` does not (an error names them
/// as unsupported rather than unrecognized).
const LLVM_ONLY_ARCHES: &[&str] = &[
    "i386",
    "i486",
    "i586",
    "i686",
    "x86",
    "avr",
    "amdgcn",
    "r600",
    "hexagon",
    "lanai",
    "loongarch32",
    "loongarch64",
    "m68k",
    "msp430",
    "mipsel",
    "mips64",
    "mips64el",
    "nvptx",
    "nvptx64",
    "powerpc",
    "powerpc64",
    "powerpcle",
    "riscv32",
    "s390x",
    "sparcel",
    "systemz",
    "ve",
    "wasm32",
    "wasm64",
    "xcore",
    "xtensa",
    "armeb",
    "thumbeb",
    "aarch64_be",
    "arm64",
    "bpf",
    "bpfel",
    "bpfeb",
    "csky",
    "arc",
    "spirv",
    "spirv32",
    "spirv64",
];

/// Why a triple gives no facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelectError {
    /// LLVM does not know the architecture either (opt-22's message).
    Unrecognized(String),
    /// LLVM knows it; atomir's pass does not.
    Unsupported(String),
}

impl std::fmt::Display for SelectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SelectError::Unrecognized(arch) => {
                write!(f, "unrecognized architecture '{arch}' provided.")
            }
            SelectError::Unsupported(triple) => write!(
                f,
                "target '{triple}' is not supported by atomir (its targets for -mtriple and \
                 atomic-expand: x86_64, aarch64, armv6, armv7, thumbv6m, powerpc64le, mips, \
                 sparc, sparcv9, riscv64)"
            ),
        }
    }
}

/// A feature switched on (`+f`) or off (`-f`) by `-mattr=` (the last mention wins).
fn feature(mattr: &str, name: &str) -> Option<bool> {
    let mut state = None;
    for item in mattr.split(',').map(str::trim) {
        if let Some(rest) = item.strip_prefix('+') {
            if rest == name {
                state = Some(true);
            }
        } else if let Some(rest) = item.strip_prefix('-') {
            if rest == name {
                state = Some(false);
            }
        } else if item == name {
            state = Some(true);
        }
    }
    state
}

/// The facts for `triple` (as given or normalised) with `-mattr=` features and the CodeGen
/// opt level (`optimized`: level 1 to 3).
pub fn select(triple: &str, mattr: &str, optimized: bool) -> Result<TargetFacts, SelectError> {
    let triple = normalize_triple(triple);
    let arch_name = triple.split('-').next().unwrap_or("");
    let (arch, datalayout, pointer_bits) = match arch_name {
        "x86_64" | "amd64" => (
            Arch::X86_64,
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            64,
        ),
        "aarch64" => (
            Arch::AArch64,
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
            64,
        ),
        "armv7" | "armv7a" | "armv6" | "thumbv6m" => {
            let version = if arch_name.starts_with("armv7") { 7 } else { 6 };
            (
                Arch::Arm {
                    version,
                    thumb_m: arch_name == "thumbv6m",
                },
                "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
                32,
            )
        }
        "powerpc64le" => (
            Arch::PowerPc64Le,
            "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512",
            64,
        ),
        "mips" => (
            Arch::Mips,
            "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64",
            32,
        ),
        "sparc" => (
            Arch::Sparc,
            "E-m:e-p:32:32-i64:64-i128:128-f128:64-n32-S64",
            32,
        ),
        "sparcv9" => (Arch::Sparcv9, "E-m:e-i64:64-i128:128-n32:64-S128", 64),
        "riscv64" => (Arch::Riscv64, "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", 64),
        other => {
            let known = LLVM_ONLY_ARCHES.contains(&other)
                || other.starts_with("armv")
                || other.starts_with("thumbv");
            return Err(if known {
                SelectError::Unsupported(triple.clone())
            } else {
                SelectError::Unrecognized(other.to_string())
            });
        }
    };
    let cx16 = feature(mattr, "cx16").unwrap_or(false);
    let lse = feature(mattr, "lse").unwrap_or(false);
    let riscv_a = feature(mattr, "a").unwrap_or(false);
    let (max_atomic_bits, min_cmpxchg_bits, fences) = match arch {
        Arch::X86_64 => (if cx16 { 128 } else { 64 }, 8, FenceStyle::None),
        Arch::AArch64 => (128, 8, FenceStyle::None),
        Arch::Arm { thumb_m: true, .. } => (0, 8, FenceStyle::Arm),
        Arch::Arm { .. } => (64, 8, FenceStyle::Arm),
        Arch::PowerPc64Le => (128, 8, FenceStyle::Ppc),
        Arch::Mips => (32, 8, FenceStyle::Generic),
        Arch::Sparc => (0, 32, FenceStyle::None),
        Arch::Sparcv9 => (64, 32, FenceStyle::Sparc),
        Arch::Riscv64 => (if riscv_a { 64 } else { 0 }, 32, FenceStyle::Riscv),
    };
    Ok(TargetFacts {
        arch,
        triple,
        datalayout,
        pointer_bits,
        max_atomic_bits,
        min_cmpxchg_bits,
        fences,
        optimized,
        cx16,
        lse,
        riscv_a,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_normalise_as_llvm_does() {
        assert_eq!(
            normalize_triple("thumbv6m-none-eabi"),
            "thumbv6m-unknown-none-eabi"
        );
        assert_eq!(
            normalize_triple("x86_64-unknown-linux-gnu"),
            "x86_64-unknown-linux-gnu"
        );
    }

    #[test]
    fn features_and_errors() {
        let t = select("riscv64-unknown-linux-gnu", "+a", false).unwrap();
        assert_eq!(t.max_atomic_bits, 64);
        let t = select("riscv64-unknown-linux-gnu", "+a,-a", false).unwrap();
        assert_eq!(t.max_atomic_bits, 0);
        assert_eq!(
            select("foo-bar-baz", "", false).unwrap_err(),
            SelectError::Unrecognized("foo".into())
        );
        assert!(matches!(
            select("avr", "", false),
            Err(SelectError::Unsupported(_))
        ));
    }
}
