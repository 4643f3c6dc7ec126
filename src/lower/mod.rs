//! `lower`: IR functions to target assembly text, reading the target's tables.
//!
//! Owns: the entry point [`lower_module`], [`LowerError`] (message plus the span of the
//! instruction or global that could not be lowered), type layout for code generation
//! (`layout.rs`), global variables as data (`data.rs`), the skeleton every code generator
//! shares (`codegen.rs`: the module and function walk, stack slots, phi edge stubs, atomic row
//! lookup and template substitution, getelementptr arithmetic, seed 000's intrinsics) and one
//! file per target with only its spellings and calling convention (`x86_64.rs`, `aarch64.rs`,
//! `riscv64.rs`, `i686.rs` with i386, `itanium.rs`, `alpha.rs`, `mips.rs`, `mips64.rs`, `sparc.rs`, `sparcv8.rs`,
//! `powerpc.rs`, `powerpc32.rs`, `thumb1.rs` for ARMv6-M), and `words.rs`, the skeleton's i128
//! by words for the targets narrower than 128 bits (libatomic's generic calls). Target facts (registers, calling convention, the atomic
//! rows) live in `src/target/<arch>/`, not here. Must not touch: parsing, printing, files (the
//! CLI writes the text), the IR (lowering never edits the module).

pub mod aarch64;
pub mod alpha;
pub mod arm;
mod codegen;
mod data;
pub mod i686;
pub mod itanium;
pub mod layout;
pub mod mips;
pub mod mips64;
pub mod powerpc;
pub mod powerpc32;
pub mod riscv32;
pub mod riscv64;
pub mod sparc;
pub mod sparcv8;
pub mod thumb1;
mod words;
pub mod x86_64;

use crate::diag::Span;
use crate::ir::Module;
use crate::target::triple::Target;

/// Why a module could not be lowered: the message names the instruction and the target.
#[derive(Debug, Clone)]
pub struct LowerError {
    pub message: String,
    pub span: Option<Span>,
}

impl LowerError {
    pub fn new(message: impl Into<String>, span: Option<Span>) -> LowerError {
        LowerError {
            message: message.into(),
            span,
        }
    }
}

/// Lowers every defined function and global variable of `module` for `target`.
pub fn lower_module(module: &Module, target: &Target) -> Result<String, LowerError> {
    match target.desc.canonical {
        "x86_64-linux-gnu" => x86_64::lower_module(module, target),
        "aarch64-linux-gnu" => aarch64::lower_module(module, target),
        "riscv64-linux-gnu" => riscv64::lower_module(module, target),
        "riscv32-linux-gnu" => riscv32::lower_module(module, target),
        "i686-linux-gnu" => i686::lower_module(module, target),
        "i386-linux-gnu" => i686::lower_module(module, target),
        "ia64-linux-gnu" => itanium::lower_module(module, target),
        "alpha-linux-gnu" => alpha::lower_module(module, target),
        "mips-linux-gnu" => mips::lower_module(module, target),
        "mips64el-linux-gnuabi64" => mips64::lower_module(module, target),
        "sparc64-linux-gnu" => sparc::lower_module(module, target),
        "sparc-linux-gnu" => sparcv8::lower_module(module, target),
        "powerpc64le-linux-gnu" => powerpc::lower_module_le(module, target),
        "powerpc64-linux-gnu" => powerpc::lower_module_be(module, target),
        "powerpc-linux-gnu" => powerpc32::lower_module(module, target),
        "armv7-linux-gnueabihf"
        | "armv6-linux-gnueabihf"
        | "armv8a-linux-gnueabihf"
        | "armv5te-linux-gnueabi" => arm::lower_module(module, target),
        "thumbv6m-none-eabi" => thumb1::lower_module(module, target),
        other => Err(LowerError::new(
            format!("no code generator for target '{other}' yet"),
            None,
        )),
    }
}
