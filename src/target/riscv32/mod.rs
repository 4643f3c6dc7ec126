//! RISC-V 32 (ILP32, Linux ELF): the triple and features, registers and the C calling
//! convention as data, and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts (`riscv32`, `riscv32-linux-gnu` and LLVM's other spellings),
//! `-mattr=` features (`m`, `a`, `c`), scalar sizes and alignments (i64 8-byte aligned, as the
//! psABI says), the ILP32 extension rule for narrow values. Must not touch: code generation
//! (that is `src/lower/riscv32.rs`), the RISC-V 64 target (`super::riscv64`, whose table
//! macros this one reuses).

pub mod atomics;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "riscv32-linux-gnu",
    arch_names: &["riscv32"],
    features: &[
        ("m", "integer multiply and divide (without it, mul/div are refused)"),
        ("a", "atomics: lr.w/sc.w and amo*.w for i8..i32 (i64 always, and without it everything, through __atomic_* calls)"),
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

/// Integer argument registers a0..a7 (an i64 takes an aligned-free pair: the next two, or the
/// last register and the stack).
pub const INT_ARGS: [&str; 8] = ["a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7"];

/// The ILP32 psABI widens narrow scalars to 32 bits as their C type says; the IR says it with
/// `signext` (sign) or `zeroext`; without either, atomir zero-extends, as on RISC-V 64 for
/// i8/i16 (32-bit values need no widening here).
pub fn abi_sign_extends(signext_attr: bool) -> bool {
    signext_attr
}

/// Load and store mnemonics for an access of at most 32 bits (loads zero-extend i8/i16).
pub fn load_store(bits: u32) -> (&'static str, &'static str) {
    match bits {
        0..=8 => ("lbu", "sb"),
        9..=16 => ("lhu", "sh"),
        _ => ("lw", "sw"),
    }
}

#[cfg(test)]
mod tests {
    use crate::target::triple::select;

    #[test]
    fn llvm_spellings_and_features() {
        for t in ["riscv32", "riscv32-linux-gnu", "riscv32-unknown-linux-gnu"] {
            let s = select(t, "+m,+a").unwrap();
            assert_eq!(s.desc.canonical, "riscv32-linux-gnu");
            assert!(s.has("a") && s.has("m"));
        }
        // riscv64 is still its own target.
        assert_eq!(
            select("riscv64", "").unwrap().desc.canonical,
            "riscv64-linux-gnu"
        );
        assert!(select("riscv32", "+d")
            .unwrap_err()
            .contains("unknown feature"));
    }

    #[test]
    fn i64_goes_to_libatomic_with_a() {
        use crate::ir::instructions::{Ordering, RmwOp};
        use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion};
        let feats = vec!["a".to_string(), "m".to_string()];
        let key = |width| AtomicKey {
            op: AtomicOp::Rmw(RmwOp::Add),
            ordering: Ordering::SeqCst,
            width,
            single_thread: false,
        };
        let t = &super::atomics::TABLE;
        assert_eq!(
            t.lookup(&key(32), &feats).unwrap().expansion,
            Expansion::Native
        );
        assert_eq!(
            t.lookup(&key(8), &feats).unwrap().expansion,
            Expansion::MaskedPartword
        );
        assert_eq!(
            t.lookup(&key(64), &feats).unwrap().expansion,
            Expansion::Libcall
        );
        assert_eq!(
            t.lookup(&key(32), &[]).unwrap().expansion,
            Expansion::Libcall
        );
        assert!(t.lookup(&key(128), &feats).is_none());
    }
}
