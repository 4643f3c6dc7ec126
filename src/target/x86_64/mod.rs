//! x86-64 (SysV, Linux ELF): the triple and features, registers and the C calling convention
//! as data, and the atomic table (`atomics.rs`).
//!
//! Owns: the names `lower` accepts for the architecture, `-mattr=` features, register names
//! by width, the argument and return registers of the SysV ABI, the sizes and ABI alignments
//! of scalar types. Must not touch: code generation (that is `src/lower/x86_64.rs`), the
//! scheduling models (`src/target/sched/`).

pub mod atomics;

use super::triple::TargetDesc;

pub static DESC: TargetDesc = TargetDesc {
    canonical: "x86_64-linux-gnu",
    arch_names: &["x86_64", "amd64", "x86-64"],
    features: &[(
        "cx16",
        "cmpxchg16b: 128-bit atomics inline instead of __atomic_*_16 calls",
    )],
    default_features: &[],
    atomics: &atomics::TABLE,
};

/// A general-purpose register (64-bit name) and its narrower names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Gpr {
    pub q: &'static str,
    pub l: &'static str,
    pub w: &'static str,
    pub b: &'static str,
}

impl Gpr {
    /// The name of the register's low `bits` bits (8, 16, 32 or 64; 1 reads as 8).
    pub fn sized(self, bits: u32) -> &'static str {
        match bits {
            0..=8 => self.b,
            9..=16 => self.w,
            17..=32 => self.l,
            _ => self.q,
        }
    }
}

macro_rules! gpr {
    ($name:ident, $q:expr, $l:expr, $w:expr, $b:expr) => {
        pub const $name: Gpr = Gpr {
            q: $q,
            l: $l,
            w: $w,
            b: $b,
        };
    };
}

gpr!(RAX, "%rax", "%eax", "%ax", "%al");
gpr!(RCX, "%rcx", "%ecx", "%cx", "%cl");
gpr!(RDX, "%rdx", "%edx", "%dx", "%dl");
gpr!(RSI, "%rsi", "%esi", "%si", "%sil");
gpr!(RDI, "%rdi", "%edi", "%di", "%dil");
gpr!(R8, "%r8", "%r8d", "%r8w", "%r8b");
gpr!(R9, "%r9", "%r9d", "%r9w", "%r9b");
gpr!(R10, "%r10", "%r10d", "%r10w", "%r10b");
gpr!(R11, "%r11", "%r11d", "%r11w", "%r11b");

/// Integer argument registers of the SysV C calling convention, in order.
pub const INT_ARGS: [Gpr; 6] = [RDI, RSI, RDX, RCX, R8, R9];
/// Floating-point argument registers (float and double), in order.
pub const FLOAT_ARGS: [&str; 8] = [
    "%xmm0", "%xmm1", "%xmm2", "%xmm3", "%xmm4", "%xmm5", "%xmm6", "%xmm7",
];
/// Integer return registers: low 64 bits, high 64 bits (i128).
pub const INT_RETURN: [Gpr; 2] = [RAX, RDX];
/// Stack alignment at a call instruction.
pub const STACK_ALIGN: u64 = 16;

/// The AT&T size suffix of an access of `bits` bits.
pub fn suffix(bits: u32) -> &'static str {
    match bits {
        0..=8 => "b",
        9..=16 => "w",
        17..=32 => "l",
        _ => "q",
    }
}

/// Size and ABI alignment in bytes of a scalar of `bits` bits (integers; pointers are 64).
pub fn int_size_align(bits: u32) -> (u64, u64) {
    match bits {
        0..=8 => (1, 1),
        9..=16 => (2, 2),
        17..=32 => (4, 4),
        33..=64 => (8, 8),
        // LLVM 22's x86-64 datalayout aligns i128 to 16 (i128:128), as the SysV ABI does.
        _ => (16, 16),
    }
}

/// C11 memory-order numbers the `__atomic_*` library functions take.
pub fn c_memory_order(o: crate::ir::instructions::Ordering) -> u32 {
    use crate::ir::instructions::Ordering::*;
    match o {
        Unordered | Monotonic => 0,
        Acquire => 2,
        Release => 3,
        AcqRel => 4,
        SeqCst => 5,
    }
}
