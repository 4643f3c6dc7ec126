//! Text to IR: the `.ll` parser.
//!
//! Owns: [`parse_module`] and [`ParseError`] (message + span, rendered by `diag` at the CLI
//! boundary), the lexer ([`lexer`]) and the recursive-descent parser ([`parser`]), including the
//! accepted legacy forms (typed pointers read as `ptr`, `nocapture` read as `captures(none)`,
//! debug intrinsic calls turned into debug records, the `llvm.atomic.*` intrinsics of seed 000
//! kept as ordinary calls). Invariants: never panics on any input; nesting of types, constants
//! and metadata is bounded ([`MAX_NESTING`]). Must not touch: printing, flags, files.

pub mod lexer;
pub mod parser;

use crate::diag::{Diagnostic, FileId, Span};
use crate::ir::Module;

/// Deepest nesting of types, constants or metadata the parser accepts.
pub const MAX_NESTING: u32 = 96;

/// The first error found in a module's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub message: String,
    pub span: Span,
}

impl ParseError {
    pub fn new(message: impl Into<String>, span: Span) -> ParseError {
        ParseError {
            message: message.into(),
            span,
        }
    }

    /// The error as a diagnostic pointing into `file`.
    pub fn to_diagnostic(&self, file: FileId) -> Diagnostic {
        Diagnostic::error(self.message.clone()).with_label(file, self.span, "")
    }
}

/// Parses a whole module. `name` becomes `source_filename` when the text has none (as llvm-as
/// does).
pub fn parse_module(text: &str, name: &str) -> Result<Module, ParseError> {
    parser::Parser::new(text).parse_module(name)
}
