//! The IR verifier: checks a [`Module`] and returns every violation, each tied to an entity.
//!
//! Owns: [`verify_module`], [`VerifierError`] (a message plus the [`Entity`] it is about:
//! global, block, instruction or operand) and its conversion into a [`Diagnostic`]
//! ([`render_errors`]), with the function and block named in a note. Functions are checked in
//! parallel (rayon); errors come back in module order (functions in layout order, each
//! function's errors in source order), whatever the thread count.
//! [`annotate::InlineErrors`] prints the findings inline under each instruction instead.
//! Must not touch: text (it reads spans the parser left beside the arenas), flags, printing.
//!
//! Rules checked (messages use LLVM 22's wording where LLVM has one; the file in brackets
//! implements the rule):
//!
//! Structure [`structure`]
//! - a defined function has at least one block;
//! - every block ends in a terminator ("Basic Block in function '%f' does not have
//!   terminator!") and has no terminator before its last instruction ("Terminator found in the
//!   middle of a basic block!");
//! - the entry block has no predecessors;
//! - phis are grouped at the top of their block, have at least one entry, exactly one entry per
//!   predecessor edge, only predecessors as incoming blocks, the same value for repeated
//!   predecessors, and incoming values of the phi's type;
//! - EH pads: an `invoke`'s unwind destination begins (after phis) with an EH pad; a
//!   `landingpad`, `catchpad`, `cleanuppad` or `catchswitch` is the first non-phi instruction of
//!   its block; a block with a `landingpad` is reached only by unwind edges; `landingpad` and
//!   `resume` need a personality function; EH pads may not be in the entry block;
//! - every value operand is an argument or an instruction of this function that is placed in
//!   its layout, and every block operand is a block of this function (no reference into another
//!   function, no dangling handle, no forward reference left unresolved).
//!
//! SSA [`ssa`] (dominator tree of [`crate::analysis::domtree`] over [`crate::analysis::cfg`])
//! - every use in a reachable block is dominated by its definition; a phi's use is checked at
//!   the end of the incoming block; the result of an `invoke`/`callbr` is available only along
//!   the edge to its normal (default) destination;
//! - only phis may use their own result (in reachable blocks);
//! - uses in unreachable blocks are not checked, as in LLVM; a definition in an unreachable
//!   block dominates no reachable use.
//!
//! Types [`typing`]
//! - an instruction's result value has the instruction's type;
//! - unary/binary operators: operand classes (integer, floating point, vectors of them), equal
//!   operand and result types; `icmp`/`fcmp` operand classes and an `i1` (vector) result;
//! - casts: `castIsValid` rules (widths for trunc/zext/sext/fptrunc/fpext, int<->fp,
//!   ptr<->int, same-size non-pointer bitcasts, addrspacecast between address spaces, matching
//!   vector lengths): "invalid cast opcode for cast from 'A' to 'B'";
//! - `select` condition and value types (no tokens); phis not of token type; `freeze`,
//!   `va_arg`;
//! - `getelementptr`: pointer base, integer indices, constant in-range `i32` struct indices,
//!   sized source type, pointer result; `extractvalue`/`insertvalue` indices and field type;
//!   `extractelement`/`insertelement`/`shufflevector` operands and mask range;
//! - `alloca` (sized type, integer count, power-of-two alignment <= 2^32), `load`/`store`
//!   (pointer operand, sized first-class value, power-of-two alignment);
//! - calls, invokes and callbrs: callee is a pointer, argument count (varargs allowed) and types
//!   against the call's function type, result type;
//! - `ret` against the function's return type; `br` condition `i1`; `switch` condition integer,
//!   case values constant integers of the condition's type without duplicates; `indirectbr`
//!   address is a pointer; `landingpad` has a clause or `cleanup`;
//! - global variable initializers have the variable's type; declarations have external or
//!   extern_weak linkage.
//!
//! Atomics [`atomics`]
//! - orderings: atomic `load` not release/acq_rel, atomic `store` not acquire/acq_rel,
//!   `atomicrmw` and `cmpxchg` not unordered, `cmpxchg` failure not release/acq_rel, `fence`
//!   only acquire/release/acq_rel/seq_cst;
//! - atomic `load`/`store` have an explicit non-zero alignment and an integer, pointer,
//!   floating-point or vector type; every atomic access has a size of at least 8 bits that is a
//!   power of two;
//! - `atomicrmw` operand types per operation: integer ops, the six floating-point ops on FP
//!   scalars or vectors, `xchg` on integer/FP/pointer, `uinc_wrap`/`udec_wrap`/`usub_cond`/
//!   `usub_sat` on integers (power-of-two byte-sized); `cmpxchg` on integers or pointers with
//!   equal compare/new types and a `{ T, i1 }` result; `atomicrmw` result of the operand type;
//! - sync scopes and volatility: any scope name is accepted (as in LLVM) and the IR cannot
//!   attach a scope to a non-atomic access; `volatile` is allowed on every atomic access.
//!
//! Intrinsics [`intrinsics`]
//! - signatures of `llvm.memcpy`, `llvm.memcpy.inline`, `llvm.memmove`, `llvm.memset`,
//!   `llvm.memset.inline` (pointer, pointer or `i8`, integer length, `i1` flag that must be a
//!   constant), `llvm.lifetime.start/end` (pointer, optionally after an integer size as before
//!   LLVM 22; the pointer is an `alloca` or `poison`), `llvm.dbg.*` (metadata operands);
//! - the legacy intrinsics of seed 000: `llvm.atomic.cas(ptr, T, T) -> T`,
//!   `llvm.atomic.swap/las/lss(ptr, T) -> T` with one integer type `T` throughout (and an
//!   overload suffix naming it, when written), `llvm.atomic.membarrier(i1, i1, i1, i1) -> void`;
//! - calls to an intrinsic use the declaration's function type ("Invalid user of intrinsic
//!   instruction!"), and an intrinsic is only ever a callee (never an operand); intrinsics
//!   cannot be defined; only a few intrinsics may be `invoke`d;
//! - an `llvm.*` name that is not a known intrinsic gets a warning (LLVM 22 accepts it as an
//!   opaque external call, so it is not an error).
//!
//! Attributes [`attributes`]
//! - parameter and return attributes fit the type they apply to (pointer-only attributes such as
//!   `noalias`, `nonnull`, `align`, `dereferenceable`, `byval`, `sret`, `readonly`; integer-only
//!   `zeroext`/`signext`; `range` on integers; `nofpclass` on floating point), on definitions,
//!   declarations and call sites: "Attribute 'A' applied to incompatible type!";
//! - `sret` only on the first or second parameter; `immarg` only on intrinsic parameters;
//! - declarations of intrinsics in `ir::intrinsics`' table are exempt (the parser gives them the
//!   table's attributes).
//!
//! Metadata [`metadata`]
//! - function-local metadata (`metadata i32 %x` operands, debug records) names values of this
//!   function only;
//! - `#dbg_value`/`#dbg_declare`/`#dbg_assign` records name a `DILocalVariable`, a
//!   `DIExpression` and (last) a `DILocation`;
//! - `!nonnull`, `!dereferenceable`, `!dereferenceable_or_null` and `!align` only on loads of
//!   pointers; `!range` only on loads/calls of integers; attached nodes exist.

pub mod annotate;
pub mod atomics;
pub mod attributes;
pub mod context;
pub mod intrinsics;
pub mod metadata;
pub mod names;
pub mod ssa;
pub mod structure;
pub mod typing;

#[cfg(test)]
mod tests;

use crate::diag::{Diagnostic, FileId, SourceMap, Span};
use crate::ir::function::{Block, FunctionBody, Inst};
use crate::ir::module::{GlobalKind, GlobalValue, Module};
use rayon::prelude::*;

/// How serious a finding is. Only errors make a module invalid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// What a finding is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    Module,
    /// A global variable, function (its header), alias or ifunc.
    Global(GlobalValue),
    Block {
        func: GlobalValue,
        block: Block,
    },
    Inst {
        func: GlobalValue,
        inst: Inst,
    },
    /// Operand `index` of an instruction (index into `InstData::args`).
    Operand {
        func: GlobalValue,
        inst: Inst,
        index: u32,
    },
}

/// One violation (or warning) found by the verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    pub severity: Severity,
    pub entity: Entity,
    pub message: String,
    /// A word inside the instruction's text that the caret should point at (an ordering
    /// keyword, say); the whole instruction when absent or not found.
    pub keyword: Option<String>,
}

impl VerifierError {
    pub fn error(entity: Entity, message: impl Into<String>) -> VerifierError {
        VerifierError {
            severity: Severity::Error,
            entity,
            message: message.into(),
            keyword: None,
        }
    }

    pub fn warning(entity: Entity, message: impl Into<String>) -> VerifierError {
        VerifierError {
            severity: Severity::Warning,
            ..VerifierError::error(entity, message)
        }
    }

    pub fn at_keyword(mut self, keyword: impl Into<String>) -> VerifierError {
        self.keyword = Some(keyword.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Checks the whole module; returns every error and warning, in module order.
pub fn verify_module(m: &Module) -> Vec<VerifierError> {
    let mut out = Vec::new();
    structure::check_globals(m, &mut out);
    attributes::check_declarations(m, &mut out);
    intrinsics::check_declarations(m, &mut out);
    let per_function: Vec<Vec<VerifierError>> = m
        .layout
        .functions
        .par_iter()
        .map(|&f| verify_function(m, f))
        .collect();
    for errs in per_function {
        out.extend(errs);
    }
    out
}

/// Whether the findings include at least one error.
pub fn has_errors(errors: &[VerifierError]) -> bool {
    errors.iter().any(VerifierError::is_error)
}

/// Checks one function (nothing for a declaration).
pub fn verify_function(m: &Module, f: GlobalValue) -> Vec<VerifierError> {
    let Some(GlobalKind::Function(data)) = m.globals.get(f).map(|g| &g.kind) else {
        return Vec::new();
    };
    let Some(body) = &data.body else {
        return Vec::new();
    };
    verify_function_body(m, f, body)
}

/// Verifies `body` as the body of function `f` of `m`; the body need not be held by the module
/// (the pass manager detaches the bodies it lets transforms edit, see `passes::manager`).
pub fn verify_function_body(m: &Module, f: GlobalValue, body: &FunctionBody) -> Vec<VerifierError> {
    let Some(GlobalKind::Function(data)) = m.globals.get(f).map(|g| &g.kind) else {
        return Vec::new();
    };
    let mut cx = context::FuncCx::new(m, f, data, body);
    if !structure::check_function(&mut cx) {
        // Without blocks there is nothing else to look at.
        return cx.finish();
    }
    ssa::check_function(&mut cx);
    typing::check_function(&mut cx);
    atomics::check_function(&mut cx);
    intrinsics::check_function(&mut cx);
    attributes::check_function(&mut cx);
    metadata::check_function(&mut cx);
    cx.finish()
}

/// Turns findings into diagnostics pointing into `file` (the text the module was parsed from).
/// Each diagnostic names the function and block in a note.
pub fn render_errors(
    errors: &[VerifierError],
    m: &Module,
    sources: &SourceMap,
    file: FileId,
) -> Vec<Diagnostic> {
    let mut names = names::NameCache::default();
    let text = sources.text(file);
    errors
        .iter()
        .map(|e| to_diagnostic(e, m, text, file, &mut names))
        .collect()
}

fn to_diagnostic(
    e: &VerifierError,
    m: &Module,
    text: &str,
    file: FileId,
    names: &mut names::NameCache,
) -> Diagnostic {
    let mut d = match e.severity {
        Severity::Error => Diagnostic::error(e.message.clone()),
        Severity::Warning => Diagnostic::warning(e.message.clone()),
    };
    let body = |f: GlobalValue| match m.globals.get(f).map(|g| &g.kind) {
        Some(GlobalKind::Function(data)) => data.body.as_ref(),
        _ => None,
    };
    let fname = |f: GlobalValue| names::global_name(m, f);
    match e.entity {
        Entity::Module => {
            d = d.with_label(file, Span::at(0), "");
        }
        Entity::Global(g) => {
            let span = m.globals.get(g).map(|g| g.span).unwrap_or_default();
            // A keyword (an attribute, a linkage) is looked for on the whole header line.
            let line_start = text
                .get(..span.start as usize)
                .and_then(|t| t.rfind('\n'))
                .map_or(0, |i| i + 1);
            let line = first_line(text, Span::new(line_start, text.len()));
            let span = match &e.keyword {
                Some(word) => find_word(text, line, word).unwrap_or(span),
                None => span,
            };
            d = d.with_label(file, first_line(text, span), "");
        }
        Entity::Block { func, block } => {
            if let Some(b) = body(func) {
                let span = *b.spans.blocks.get(block);
                d = d.with_label(file, first_line(text, span), "");
                d = d.with_note(format!(
                    "in function {}, block {}",
                    fname(func),
                    names.block(m, func, b, block)
                ));
            }
        }
        Entity::Inst { func, inst } | Entity::Operand { func, inst, .. } => {
            if let Some(b) = body(func) {
                let inst_span = *b.spans.insts.get(inst);
                let span = match (e.entity, e.keyword.as_deref()) {
                    (_, Some(word)) if word.starts_with(DBG_RECORD_KEYWORD) => {
                        let n = word[DBG_RECORD_KEYWORD.len()..].parse().unwrap_or(0);
                        dbg_record_span(text, inst_span, n).unwrap_or(inst_span)
                    }
                    (_, Some(word)) => find_word(text, inst_span, word).unwrap_or(inst_span),
                    (Entity::Operand { index, .. }, None) => {
                        names::operand_span(m, func, b, inst, index, text, inst_span, names)
                            .unwrap_or(inst_span)
                    }
                    _ => inst_span,
                };
                d = d.with_label(file, first_line(text, span), "");
                let block = b.layout.inst_block(inst);
                let where_ = match block {
                    Some(blk) => format!(
                        "in function {}, block {}",
                        fname(func),
                        names.block(m, func, b, blk)
                    ),
                    None => format!("in function {}", fname(func)),
                };
                d = d.with_note(where_);
            }
        }
    }
    d
}

/// Keyword prefix meaning "the n-th debug record before the instruction" (records have no
/// spans of their own; they are the `#dbg_` lines just above it).
pub(crate) const DBG_RECORD_KEYWORD: &str = "\u{0}#dbg:";

/// The `n`-th of the `#dbg_...` lines directly above the instruction at `inst`.
fn dbg_record_span(text: &str, inst: Span, n: usize) -> Option<Span> {
    let before = text.get(..inst.start as usize)?;
    let mut lines: Vec<Span> = Vec::new();
    let mut end = before.rfind('\n')?;
    loop {
        let start = before[..end].rfind('\n').map_or(0, |i| i + 1);
        let line = &before[start..end];
        let trimmed = line.trim_start();
        if !trimmed.starts_with("#dbg_") {
            break;
        }
        let s = start + (line.len() - trimmed.len());
        lines.push(Span::new(s, start + line.trim_end().len()));
        if start == 0 {
            break;
        }
        end = start - 1;
    }
    lines.reverse();
    lines.get(n).copied()
}

/// `span` cut at the end of its first line, without trailing blanks or a comment.
fn first_line(text: &str, span: Span) -> Span {
    let (start, end) = (span.start as usize, (span.end as usize).min(text.len()));
    let Some(slice) = text.get(start..end) else {
        return span;
    };
    let mut cut = slice.find('\n').unwrap_or(slice.len());
    if let Some(c) = slice[..cut].find(';') {
        // A comment; a `;` inside a quoted string is rare enough to accept the shorter caret.
        if !slice[..c].contains('"') {
            cut = c;
        }
    }
    let trimmed = slice[..cut].trim_end();
    if trimmed.is_empty() {
        return Span::new(start, start + cut.min(1).min(slice.len()));
    }
    Span::new(start, start + trimmed.len())
}

/// The span of the first whole-word occurrence of `word` inside `within`.
fn find_word(text: &str, within: Span, word: &str) -> Option<Span> {
    let (start, end) = (within.start as usize, within.end as usize);
    let hay = text.get(start..end.min(text.len()))?;
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'%';
    let bytes = hay.as_bytes();
    let mut from = 0;
    while let Some(i) = hay[from..].find(word) {
        let at = from + i;
        let before_ok = at == 0 || !is_ident(bytes[at - 1]);
        let after = at + word.len();
        let after_ok = after >= bytes.len() || !is_ident(bytes[after]);
        if before_ok && after_ok {
            return Some(Span::new(start + at, start + after));
        }
        from = at + 1;
    }
    None
}
