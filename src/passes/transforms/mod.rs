//! Transforms: function passes that edit the IR ([`crate::passes::manager::FunctionPass::edits_ir`]),
//! one file per pass.
//!
//! Owns: [`mem2reg`], [`dse`], [`adce`], [`simplifycfg`], [`sroa`], [`early_cse`], [`gvn`], [`instcombine`], [`loop_simplify`], [`lcssa`], [`licm`], [`simplify`] (the InstSimplify subset the CSE passes share). Every transform asks `crate::ir::atomics` whether an atomic or volatile
//! access may be touched, and never tests orderings itself.
//! Must not touch: the pass manager's plumbing, the analyses' algorithms, files or streams.

pub mod adce;
pub mod dse;
pub mod early_cse;
pub mod gvn;
pub mod instcombine;
pub mod lcssa;
pub mod licm;
pub mod loop_simplify;
pub mod mem2reg;
pub mod simplify;
pub mod simplifycfg;
pub mod sroa;
