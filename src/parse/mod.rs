//! Text to IR: the `.ll` parser.
//!
//! Owns: [`parse_module`] and [`ParseError`] (message + span, rendered by `diag` at the CLI
//! boundary), the lexer ([`lexer`]) and the recursive-descent parser ([`parser`]), including the
//! accepted legacy forms (typed pointers read as `ptr`, `nocapture` read as `captures(none)`,
//! debug intrinsic calls turned into debug records, the `llvm.atomic.*` intrinsics of seed 000
//! kept as ordinary calls). Invariants: never panics on any input; nesting of types, constants
//! and metadata is bounded ([`MAX_NESTING`], 4,096 levels; one more is the located error
//! "nesting too deep"; typed-pointer chains `i8**...` are read in a loop and have no bound).
//! Must not touch: printing, flags, files.

pub mod lexer;
pub mod parser;

use crate::diag::{Diagnostic, FileId, Span};
use crate::ir::Module;

/// Deepest nesting of types, constants or metadata the parser accepts (see
/// [`crate::ir::MAX_NESTING`]: 4,096; one level more is the error "nesting too deep").
pub use crate::ir::MAX_NESTING;

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
/// does). `text` is IR text as [`crate::bytestr`] describes (a raw byte that is not UTF-8 is one
/// escape character). Nesting up to [`MAX_NESTING`] needs a thread with
/// [`crate::ir::NESTING_STACK_BYTES`] of stack (the CLI runs on one).
pub fn parse_module(text: &str, name: &str) -> Result<Module, ParseError> {
    parser::parallel::parse_module_parallel(text, name)
}

/// Parses a whole module on the calling thread only (the reference for the parallel parser).
pub fn parse_module_serial(text: &str, name: &str) -> Result<Module, ParseError> {
    parser::Parser::new(text).parse_module(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::print_module;

    /// Parses `input` and checks the printed body (after the header lines) equals `expected`.
    fn check(input: &str, expected: &str) {
        let m = parse_module(input, "t.ll").unwrap_or_else(|e| panic!("{e:?}"));
        let out = print_module(&m, "t.ll");
        let body: Vec<&str> = out
            .lines()
            .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
            .collect();
        assert_eq!(body.join("\n").trim(), expected.trim());
    }

    /// Checks that `input` fails with `message` at 1-based `line`:`col`.
    fn check_error(input: &str, message: &str, line: usize, col: usize) {
        let e = parse_module(input, "t.ll").expect_err("must fail");
        assert_eq!(e.message, message);
        let mut map = crate::diag::SourceMap::new();
        let f = map.add("t.ll", input);
        assert_eq!(map.line_col(f, e.span.start as usize), (line, col));
    }

    #[test]
    fn unnamed_values_are_renumbered_densely() {
        check(
            "define i32 @f(i32) {\n  %5 = add i32 %0, 1\n  br label %9\n9:\n  ret i32 %5\n}\n",
            "define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  br label %3\n\n3:                                                ; preds = %1\n  ret i32 %2\n}",
        );
    }

    #[test]
    fn typed_pointers_read_as_ptr() {
        check(
            "define void @f(i32* %p) {\n  %q = addrspacecast i32* %p to i8 addrspace(1)*\n  ret void\n}\n",
            "define void @f(ptr %p) {\n  %q = addrspacecast ptr %p to ptr addrspace(1)\n  ret void\n}",
        );
    }

    #[test]
    fn flags_print_in_canonical_order() {
        check(
            "define i32 @f(i32 %a, float %x) {\n  %b = add nsw nuw i32 %a, 1\n  %y = fmul afn reassoc float %x, %x\n  ret i32 %b\n}\n",
            "define i32 @f(i32 %a, float %x) {\n  %b = add nuw nsw i32 %a, 1\n  %y = fmul reassoc afn float %x, %x\n  ret i32 %b\n}",
        );
    }

    #[test]
    fn errors_carry_llvm_wording_and_position() {
        check_error(
            "define i32 @f() {\n  ret i32 %x\n}\n",
            "use of undefined value '%x'",
            2,
            11,
        );
        check_error(
            "define void @f() {\n  %0 = add i32 1, 2\n  ret void\n}\n",
            "instruction expected to be numbered '%1' or greater",
            2,
            3,
        );
    }

    #[test]
    fn wide_integer_literals_truncate_like_llvm() {
        check("@g = global i8 256\n", "@g = global i8 0");
        check("@h = global i8 -25305\n", "@h = global i8 39");
    }
}
