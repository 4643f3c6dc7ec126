//! The in-memory IR: one model of LLVM 22's textual IR shared by every tool.
//!
//! Owns: handles and arenas ([`entity`]), interned [`types`] and [`constant`]s, [`attributes`],
//! [`metadata`], [`instructions`], function bodies ([`function`]: data-flow graph apart from
//! layout), the [`module`], and the intrinsic table ([`intrinsics`]). Depends on nothing else in
//! the crate except `diag::Span`. Must not touch: text (see `parse` and `print`).

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

pub use attributes::{AttrList, AttrSet, Attribute};
pub use constant::{Constant, ConstantData};
pub use function::{Block, FunctionBody, Inst, Value};
pub use instructions::{InstKind, Operand};
pub use metadata::Metadata;
pub use module::{GlobalValue, Module};
pub use types::{Type, TypeData};
