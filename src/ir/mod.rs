//! The in-memory IR: one model of LLVM 22's textual IR shared by every tool.
//!
//! Owns: handles and arenas ([`entity`]), interned [`types`] and [`constant`]s, [`attributes`],
//! [`metadata`], [`instructions`], function bodies ([`function`]: data-flow graph apart from
//! layout), the [`module`], and the intrinsic table ([`intrinsics`]). Depends on nothing else in
//! the crate except `diag::Span`. Must not touch: text (see `parse` and `print`).

pub mod atomics;
pub mod attributes;
pub mod constant;
pub mod datalayout;
pub mod di_fields;
pub mod entity;
pub mod function;
pub mod instructions;
pub mod intrinsics;
pub mod metadata;
pub mod module;
pub mod types;

/// Deepest nesting of types, constant expressions, aggregate constants and metadata nodes the
/// crate handles (llvm-as-22 accepts 1,000 and more). The parser rejects anything deeper with a
/// located error; every recursive walk (type spelling, alignment, sizing, the verifier, the
/// printer) is safe to this depth on the stack `cli` gives its work (`cli::stack`), and caps
/// its recursion a little above it for types reached through named structs.
pub const MAX_NESTING: u32 = 4096;

/// Stack a thread needs to parse, verify and print IR nested [`MAX_NESTING`] deep (debug builds
/// use the most; it is reserved address space, touched only as deep as an input goes). `cli`
/// runs its work on threads this large; a library user parsing untrusted text should too.
pub const NESTING_STACK_BYTES: usize = 1 << 30;

/// Recursion cap of the type walks (above [`MAX_NESTING`]: chains of named structs).
pub const MAX_WALK_DEPTH: u32 = MAX_NESTING + 64;

pub use attributes::{AttrList, AttrSet, Attribute};
pub use constant::{Constant, ConstantData};
pub use function::{Block, FunctionBody, Inst, Value};
pub use instructions::{InstKind, Operand};
pub use metadata::Metadata;
pub use module::{GlobalValue, Module};
pub use types::{Type, TypeData};
