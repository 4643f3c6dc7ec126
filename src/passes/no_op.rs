//! `no-op-module` and `no-op-function`: passes that do nothing, as in LLVM. They exist to test
//! the pass manager (nesting, adaptors, `-verify-each`).
//!
//! Must not touch: the module (that is their whole meaning).

use super::manager::{FunctionPass, ModulePass};
use super::PassError;
use crate::ir::module::{GlobalValue, Module};

/// `no-op-module`.
pub struct NoOpModule;

impl ModulePass for NoOpModule {
    fn name(&self) -> &str {
        "no-op-module"
    }

    fn run(&mut self, _module: &mut Module) -> Result<(), PassError> {
        Ok(())
    }
}

/// `no-op-function`.
pub struct NoOpFunction;

impl FunctionPass for NoOpFunction {
    fn name(&self) -> &str {
        "no-op-function"
    }

    fn run(&mut self, _module: &mut Module, _function: GlobalValue) -> Result<(), PassError> {
        Ok(())
    }
}
