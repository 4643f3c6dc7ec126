//! Verifier findings printed inline under the offending instruction (Cranelift style), through
//! the printer's [`Annotator`] hook.
//!
//! Owns: [`InlineErrors`]. Findings tied to an instruction or one of its operands are printed as
//! `; error: ...` lines after it; the others (globals, blocks) are left to the diagnostics.
//! Must not touch: the printer's layout.

use super::{Entity, Severity, VerifierError};
use crate::ir::function::Inst;
use crate::ir::module::GlobalValue;
use crate::print::Annotator;
use std::collections::HashMap;

/// An [`Annotator`] holding the findings of one verifier run.
#[derive(Default)]
pub struct InlineErrors {
    by_inst: HashMap<(GlobalValue, Inst), Vec<String>>,
}

impl InlineErrors {
    pub fn new(errors: &[VerifierError]) -> InlineErrors {
        let mut by_inst: HashMap<(GlobalValue, Inst), Vec<String>> = HashMap::new();
        for e in errors {
            let (Entity::Inst { func, inst } | Entity::Operand { func, inst, .. }) = e.entity
            else {
                continue;
            };
            let word = match e.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            by_inst
                .entry((func, inst))
                .or_default()
                .push(format!("; {word}: {}", e.message));
        }
        InlineErrors { by_inst }
    }
}

impl Annotator for InlineErrors {
    fn after_inst(&self, function: GlobalValue, inst: Inst) -> Vec<String> {
        self.by_inst
            .get(&(function, inst))
            .cloned()
            .unwrap_or_default()
    }
}
