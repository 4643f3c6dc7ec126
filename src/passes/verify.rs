//! `verify`: the IR verifier as a pass, at module level (`crate::verify::verify_module`) and at
//! function level (`crate::verify::verify_function` on one function).
//!
//! A finding of severity error fails the pass with [`PassError::BrokenModule`]; warnings are
//! dropped, as `opt` does not print them. Must not touch: the verifier's rules or the module.

use super::analysis_manager::{AnalysisManager, PreservedAnalyses};
use super::manager::{FunctionContext, FunctionPass, ModulePass};
use super::PassError;
use crate::ir::module::Module;
use crate::verify::{verify_function_body, verify_module, VerifierError};

/// `verify` in a module pipeline.
pub struct VerifyModule;

impl ModulePass for VerifyModule {
    fn name(&self) -> &str {
        "verify"
    }

    fn run(
        &mut self,
        module: &mut Module,
        _analyses: &mut AnalysisManager,
        _out: &mut String,
    ) -> Result<PreservedAnalyses, PassError> {
        errors_only(verify_module(module), None)?;
        Ok(PreservedAnalyses::all())
    }
}

/// `verify` in a function pipeline: checks one function.
pub struct VerifyFunction;

impl FunctionPass for VerifyFunction {
    fn name(&self) -> &str {
        "verify"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        errors_only(verify_function_body(cx.module, cx.function, cx.body), None)?;
        Ok(PreservedAnalyses::all())
    }
}

/// Fails with the errors among `findings`, if any; `after` names the pass that ran before.
pub fn errors_only(mut findings: Vec<VerifierError>, after: Option<&str>) -> Result<(), PassError> {
    findings.retain(VerifierError::is_error);
    if findings.is_empty() {
        Ok(())
    } else {
        Err(PassError::BrokenModule {
            after: after.map(str::to_string),
            findings,
        })
    }
}
