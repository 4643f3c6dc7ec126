//! `no-op-module` and `no-op-function`: passes that do nothing, as in LLVM. They exist to test
//! the pass manager (nesting, adaptors, `-verify-each`).
//!
//! Must not touch: the module (that is their whole meaning).

use super::analysis_manager::{AnalysisManager, PreservedAnalyses};
use super::manager::{FunctionContext, FunctionPass, ModulePass};
use super::PassError;
use crate::ir::module::Module;

/// `no-op-module`.
pub struct NoOpModule;

impl ModulePass for NoOpModule {
    fn name(&self) -> &str {
        "no-op-module"
    }

    fn run(
        &mut self,
        _module: &mut Module,
        _analyses: &mut AnalysisManager,
        _out: &mut String,
    ) -> Result<PreservedAnalyses, PassError> {
        Ok(PreservedAnalyses::all())
    }
}

/// `no-op-function`.
pub struct NoOpFunction;

impl FunctionPass for NoOpFunction {
    fn name(&self) -> &str {
        "no-op-function"
    }

    fn run(&self, _cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        Ok(PreservedAnalyses::all())
    }
}
