//! The pass manager: LLVM's `-passes=` pipeline text, the registry of passes, and the runner.
//!
//! Owns: the pipeline syntax ([`parse_pipeline_text`]: comma-separated elements, each a name,
//! `name<params>`, or `name(inner, ...)` for nesting, split on `,`, `(` and `)` as LLVM does),
//! building a typed tree from it ([`parse_pipeline`]: `module(...)`, the `function(...)` adaptor,
//! the level of a bare name inferred from the first element as `opt` does, function passes in a
//! module pipeline wrapped in a one-pass adaptor), the [`REGISTRY`] of passes that exist, and
//! [`PipelineRunner`] (runs the tree, optionally verifying after every pass: `-verify-each`).
//! Errors are [`PipelineError`]s that point at the offending byte of the pipeline text, with
//! LLVM 22's wording (`unknown pass name 'foo'`, `unknown module pass 'foo'`, ...).
//!
//! `-verify-each` here verifies after every pass; LLVM 22's `opt` skips the check after a pass
//! that reports it changed nothing, so atomir's is stricter (it also catches an invalid input
//! given with `-disable-verify` at the first pass).
//!
//! Analyses are cached per function by the [`AnalysisManager`] the runner carries; every pass
//! returns what it preserved. `require<NAME>` and `invalidate<NAME>` exist for every
//! [`AnalysisId`] as function passes (at module level they are unknown, as in opt-22, since
//! there they would name module analyses; `invalidate<all>` works at both levels). A function
//! pipeline runs on all functions in parallel (rayon), each with its own cache and output
//! buffer; outputs are joined in module order, and the first failure in module order wins, so
//! the result is the same with any number of threads.
//!
//! Loop pipelines: `loop(...)` and `loop-mssa(...)` (in a function pipeline, or at the top
//! level, where they and a bare loop pass are wrapped in `function(...)` as opt does; a bare
//! pass that needs MemorySSA, `licm`, is wrapped in `loop-mssa`) run loop passes
//! ([`LoopPass`]: `licm`, `no-op-loop`, `invalidate<all>`) over every loop of a function in
//! opt-22's order: the top-level loops from the last `print<loops>` lists to the first, each
//! nest in post-order (sub-loops in `print<loops>` order, then the loop). As opt-22's
//! function-to-loop adaptor, the adaptor first runs `loop-simplify` and `lcssa` on the function
//! (`Running pass: LoopSimplifyPass/LCSSAPass on f` under `-debug-pass-manager`), so a loop
//! pipeline edits the IR even when its passes do not; the loop order is taken from the loops
//! as they were before loop-simplify (LLVM updates its loop info instead of computing it
//! again). `loop-mssa` computes MemorySSA first so loop passes find it cached. A loop pass
//! that edits the IR ([`LoopPass::edits_ir`]) gets a [`LoopEditContext`] (the body mutable,
//! the function's [`crate::ir::function::UniqueNames`] shared with loop-simplify and lcssa, as
//! LLVM's symbol table is); one that needs MemorySSA inside `loop(...)` is opt-22's error
//! `<pass> requires MemorySSA (loop-mssa)`. Nesting errors have opt-22's wording
//! (`unknown loop pass 'verify'`, `invalid use of 'function' pass as loop pipeline`).
//!
//! `-debug-pass-manager` ([`PipelineRunner::debug_pass_manager`]) writes LLVM 22's lines
//! (`Running pass: VerifierPass on f (8 instructions)`, `Running analysis: ...`,
//! `Invalidating analysis: ...`, `Running pass: NoOpLoopPass on loop %l in function f`, and with
//! `-verify-each` `Verifying function f` / `Verifying module m` after every pass but `verify`) into the
//! same per-function buffer as the printers' text, so a parallel run prints what a serial one
//! does. `-time-passes` ([`PipelineRunner::time_passes`]) sums each pass's and each analysis's
//! wall time by LLVM name into the analysis manager's [`PassTimings`]; [`timing_report`] lays
//! them out as opt-22 does.
//!
//! Transforms: a function pass that edits the IR ([`FunctionPass::edits_ir`]) runs through
//! [`FunctionPass::run_edit`] on a body detached from the module; a function pipeline holding
//! one detaches every body of its batch before the parallel run and puts them back after, so
//! the result is the same with any number of threads. Analyses are dropped by what the pass
//! reports preserved, as for any pass.
//!
//! Not yet: `cgscc(...)` pipelines (an error), module analyses, loop analyses.
//! Must not touch: flags, files or streams (that is `cli`); the passes' own logic.

use super::analysis_manager::{
    AnalysisId, AnalysisManager, FunctionAnalyses, PassTimings, PreservedAnalyses,
};
use super::PassError;
use crate::analysis::loops::{LoopId, LoopInfo};
use crate::diag::{Diagnostic, FileId, Span};
use crate::ir::function::FunctionBody;
use crate::ir::module::{GlobalKind, GlobalValue, Module};
use rayon::prelude::*;

/// Options of the whole pipeline that passes may read (`opt`'s flags that change what a pass
/// does rather than how the run is reported), handed to every pass by
/// [`Pipeline::configure`] before the run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// `-atomic-opt=`: LLVM 22's rules for atomics (the default) or seed 001's wider ones.
    pub atomic_opt: crate::ir::atomics::AtomicOptMode,
}

/// A pass over the whole module.
pub trait ModulePass {
    /// The name in pipeline text.
    fn name(&self) -> &str;
    /// Takes the pipeline-wide options ([`PassOptions`]) before the run; most passes ignore them.
    fn configure(&mut self, _options: &PassOptions) {}
    /// Runs the pass; text for stderr (printers) goes to `out`. Returns what stayed valid.
    fn run(
        &mut self,
        module: &mut Module,
        analyses: &mut AnalysisManager,
        out: &mut String,
    ) -> Result<PreservedAnalyses, PassError>;
}

/// What a function pass sees: the module (read only), the function and its body, the
/// function's analysis cache, and the function's output buffer (stderr text, emitted in
/// function order once the pipeline level is done).
pub struct FunctionContext<'a> {
    pub module: &'a Module,
    pub function: GlobalValue,
    pub body: &'a FunctionBody,
    pub analyses: &'a mut FunctionAnalyses,
    pub out: &'a mut String,
}

/// What a function pass that edits the IR (a transform) sees: as [`FunctionContext`], with the
/// body mutable. The body is detached from the module while the function pipeline runs (the
/// module's copy is `None` until the batch is done), so `module` must not be used to find this
/// function's body or any other body of the batch.
pub struct FunctionEditContext<'a> {
    pub module: &'a Module,
    pub function: GlobalValue,
    pub body: &'a mut FunctionBody,
    pub analyses: &'a mut FunctionAnalyses,
    pub out: &'a mut String,
    /// The body is as the pass's [`FunctionPass::prepare_module`] saw it: the pass runs first
    /// in its function pipeline, so nothing has edited the body since.
    pub as_prepared: bool,
}

/// A pass over one function (with a body) at a time; the runner runs it on several functions
/// at once. A pass that only reads the IR implements [`run`](Self::run); a transform says so
/// with [`edits_ir`](Self::edits_ir) and implements [`run_edit`](Self::run_edit) (each has a
/// default defined by the other, so a pass implements exactly one of them).
pub trait FunctionPass: Send + Sync {
    /// The name in pipeline text.
    fn name(&self) -> &str;
    /// Runs a pass that reads the IR.
    fn run(&self, _cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        Err(PassError::Unsupported {
            pass: self.name().to_string(),
            function: String::new(),
            message: "this pass edits the IR; the runner calls its run_edit".to_string(),
        })
    }
    /// Whether the pass edits the function body (then the runner detaches the bodies of the
    /// functions it runs on and calls [`run_edit`](Self::run_edit)).
    fn edits_ir(&self) -> bool {
        false
    }
    /// Module-level things a transform may need while the module is shared (constants it may
    /// insert, such as `undef` and `poison` of a type): made here, serially, before the function
    /// pipeline starts. Interning an unused constant changes no printed output. `runs_first`:
    /// the pass is the first of its function pipeline, so it will see each body as it is now
    /// (its [`FunctionEditContext::as_prepared`] is set).
    fn prepare_module(&self, _module: &mut Module, _runs_first: bool) {}
    /// Takes the pipeline-wide options ([`PassOptions`]) before the run; most passes ignore them.
    fn configure(&mut self, _options: &PassOptions) {}
    /// Whether the runner must start a new function pipeline at this pass when it is not the
    /// first (so that its `prepare_module` sees the bodies the passes before it left; the
    /// passes before it run over every function first, which changes the interleaving of
    /// their `-debug-pass-manager` lines, not the IR).
    fn starts_function_pipeline(&self) -> bool {
        false
    }
    /// Runs a pass on a mutable body; a pass that only reads the IR runs `run` on it.
    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mut read = FunctionContext {
            module: cx.module,
            function: cx.function,
            body: &*cx.body,
            analyses: &mut *cx.analyses,
            out: &mut *cx.out,
        };
        self.run(&mut read)
    }
}

/// A function's body as the runner holds it: borrowed from the module (pipelines that only
/// read) or detached and mutable (pipelines with a transform).
enum BodyAccess<'a> {
    Read(&'a FunctionBody),
    Edit(&'a mut FunctionBody),
}

impl BodyAccess<'_> {
    fn get(&self) -> &FunctionBody {
        match self {
            BodyAccess::Read(b) => b,
            BodyAccess::Edit(b) => b,
        }
    }
}

/// Runs every pass's [`FunctionPass::prepare_module`] (in pipeline order).
fn prepare_module(nodes: &[FunctionNode], module: &mut Module, first: bool) {
    for (k, n) in nodes.iter().enumerate() {
        match n {
            FunctionNode::Pass(p) => p.prepare_module(module, first && k == 0),
            FunctionNode::Nested(inner) => prepare_module(inner, module, first && k == 0),
            // The adaptor's loop-simplify may replace a phi by `poison`.
            FunctionNode::Loops { .. } => super::transforms::loop_simplify::prepare_poison(module),
        }
    }
}

/// Whether a function pipeline holds a pass that edits the IR. A loop adaptor edits when one
/// of its loop passes does, or when a function of `module` has loops that loop-simplify and
/// lcssa (which the adaptor runs first, as opt-22's does) would change.
fn function_pipeline_edits(nodes: &[FunctionNode], module: &Module) -> bool {
    fn loop_nodes_edit(nodes: &[LoopNode]) -> bool {
        nodes.iter().any(|n| match n {
            LoopNode::Pass(p) => p.edits_ir(),
            LoopNode::Nested(inner) => loop_nodes_edit(inner),
        })
    }
    let mut loops_checked: Option<bool> = None;
    nodes.iter().any(|n| match n {
        FunctionNode::Pass(p) => p.edits_ir(),
        FunctionNode::Nested(inner) => function_pipeline_edits(inner, module),
        FunctionNode::Loops { passes, .. } => {
            loop_nodes_edit(passes)
                || *loops_checked.get_or_insert_with(|| module_loops_need_form(module))
        }
    })
}

/// Whether some function of `module` has a loop not in LoopSimplify + LCSSA form.
fn module_loops_need_form(module: &Module) -> bool {
    module.layout.functions.iter().any(|&f| {
        body_of(module, f).is_some_and(|body| {
            if body.layout.entry().is_none() {
                return false;
            }
            let cfg = crate::analysis::cfg::BlockCfg::new(body);
            let dt = crate::analysis::domtree::DominatorTree::compute(&cfg);
            let li = LoopInfo::compute(body, &cfg, &dt);
            !li.is_empty() && loop_form_problem(body, &li).is_some()
        })
    })
}

/// What a loop pass sees: the function's context and the loop it runs on.
pub struct LoopContext<'a, 'b> {
    pub function: &'a mut FunctionContext<'b>,
    pub loops: &'a LoopInfo,
    pub id: LoopId,
}

/// What a loop pass that edits the IR sees: the function's body mutable, the loops (the pass
/// must keep the CFG, so they stay right), the loop it runs on, and the function's names (so
/// new names continue the counter loop-simplify and lcssa used, as in LLVM's symbol table).
pub struct LoopEditContext<'a> {
    pub module: &'a Module,
    pub function: GlobalValue,
    pub body: &'a mut FunctionBody,
    pub analyses: &'a mut FunctionAnalyses,
    pub out: &'a mut String,
    pub loops: &'a LoopInfo,
    pub id: LoopId,
    pub names: &'a mut crate::ir::function::UniqueNames,
    /// Instructions loop passes created in this function, oldest first (LLVM's use lists put
    /// a new use first; passes that walk use lists in LLVM's order read it).
    pub created: &'a mut Vec<crate::ir::function::Inst>,
}

/// A pass over one loop at a time (inside `loop(...)` / `loop-mssa(...)`).
pub trait LoopPass: Send + Sync {
    /// The name in pipeline text.
    fn name(&self) -> &str;
    /// Takes the pipeline-wide options ([`PassOptions`]) before the run; most passes ignore them.
    fn configure(&mut self, _options: &PassOptions) {}
    fn run(&self, _cx: &mut LoopContext<'_, '_>) -> Result<PreservedAnalyses, PassError> {
        Err(PassError::Unsupported {
            pass: self.name().to_string(),
            function: String::new(),
            message: "this loop pass edits the IR; the runner calls its run_edit".to_string(),
        })
    }
    /// Whether the pass edits the IR (then the runner calls [`run_edit`](Self::run_edit)).
    fn edits_ir(&self) -> bool {
        false
    }
    /// Whether the pass needs MemorySSA (opt-22 stops with `LLVM ERROR: <pass> requires
    /// MemorySSA (loop-mssa)` when it runs in `loop(...)`).
    fn requires_memory_ssa(&self) -> Option<&'static str> {
        None
    }
    /// Runs a pass that edits the IR.
    fn run_edit(&self, cx: &mut LoopEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        Err(PassError::Unsupported {
            pass: self.name().to_string(),
            function: super::printers::function_name(cx.module, cx.function).to_string(),
            message: "this loop pass only reads the IR".to_string(),
        })
    }
}

/// `no-op-loop`: does nothing, keeps everything.
struct NoOpLoop;

impl LoopPass for NoOpLoop {
    fn name(&self) -> &str {
        "no-op-loop"
    }
    fn run(&self, _cx: &mut LoopContext<'_, '_>) -> Result<PreservedAnalyses, PassError> {
        Ok(PreservedAnalyses::all())
    }
}

impl LoopPass for InvalidateAll {
    fn name(&self) -> &str {
        "invalidate<all>"
    }
    fn run(&self, _cx: &mut LoopContext<'_, '_>) -> Result<PreservedAnalyses, PassError> {
        // atomir has no loop analyses: dropping them all leaves the function's alone, as
        // opt-22's loop-level `invalidate<all>` does.
        Ok(PreservedAnalyses::all())
    }
}

/// Makes a loop pass.
pub type MakeLoopPass = fn() -> Box<dyn LoopPass>;

/// Every loop pass atomir has.
pub const LOOP_REGISTRY: &[(&str, MakeLoopPass)] = &[
    ("invalidate<all>", || Box::new(InvalidateAll)),
    ("licm", || Box::new(super::transforms::licm::Licm)),
    ("no-op-loop", || Box::new(NoOpLoop)),
];

fn make_loop_pass(name: &str) -> Option<Box<dyn LoopPass>> {
    LOOP_REGISTRY
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, make)| make())
}

/// LLVM's class name of a pass, as `-debug-pass-manager` and `-time-passes` print it.
pub fn llvm_pass_name(name: &str) -> String {
    let fixed = match name {
        "verify" => "VerifierPass",
        "no-op-module" => "NoOpModulePass",
        "no-op-function" => "NoOpFunctionPass",
        "no-op-loop" => "NoOpLoopPass",
        "print<domtree>" => "DominatorTreePrinterPass",
        "print<postdomtree>" => "PostDominatorTreePrinterPass",
        "print<loops>" => "LoopPrinterPass",
        "print<memoryssa>" => "MemorySSAPrinterPass",
        "print<memoryssa-walker>" => "MemorySSAWalkerPrinterPass",
        "verify<memoryssa>" => "MemorySSAVerifierPass",
        "aa-eval" => "AAEvaluator",
        "invalidate<all>" => "InvalidateAllAnalysesPass",
        "mem2reg" => "PromotePass",
        "dse" => "DSEPass",
        "adce" => "ADCEPass",
        "simplifycfg" => "SimplifyCFGPass",
        "sroa" => "SROAPass",
        "early-cse" | "early-cse<memssa>" => "EarlyCSEPass",
        "gvn" => "GVNPass",
        _ if name.starts_with("instcombine") => "InstCombinePass",
        "loop-simplify" => "LoopSimplifyPass",
        "lcssa" => "LCSSAPass",
        "licm" => "LICMPass",
        _ => "",
    };
    if !fixed.is_empty() {
        return fixed.to_string();
    }
    let inner = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|r| r.strip_suffix('>'))
            .and_then(AnalysisId::from_name)
    };
    if let Some(id) = inner("require<") {
        return format!(
            "RequireAnalysisPass<llvm::{}, llvm::Function, llvm::AnalysisManager<Function>>",
            id.llvm_name()
        );
    }
    if let Some(id) = inner("invalidate<") {
        return format!("InvalidateAnalysisPass<llvm::{}>", id.llvm_name());
    }
    name.to_string()
}

// ---------------------------------------------------------------------------------------------
// Pipeline text

/// One element of pipeline text: `name`, `name<params>` or `name(inner, ...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The name as written, parameters included (`verify`, `invalidate<all>`).
    pub text: String,
    /// Where `text` is in the pipeline text (empty for an empty name).
    pub span: Span,
    /// The nested elements when the name is followed by parentheses.
    pub inner: Option<Vec<PipelineElement>>,
}

/// An error in pipeline text, at a byte range of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    pub message: String,
    pub span: Span,
    /// What is wrong at `span`, shown under the caret (may be empty).
    pub label: String,
}

impl PipelineError {
    fn new(message: impl Into<String>, span: Span, label: impl Into<String>) -> PipelineError {
        PipelineError {
            message: message.into(),
            span,
            label: label.into(),
        }
    }

    /// The error as a diagnostic on `file`, the pipeline text registered in a `SourceMap`.
    pub fn to_diagnostic(&self, file: FileId) -> Diagnostic {
        Diagnostic::error(self.message.clone()).with_label(file, self.span, self.label.clone())
    }
}

/// How deep `(...)` may nest: deeper text is an error, not a stack overflow.
pub const MAX_NESTING: usize = 256;

/// Splits pipeline text into its tree of elements. Empty text is an empty pipeline.
pub fn parse_pipeline_text(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let invalid = |at: usize, label: &str| {
        PipelineError::new(
            format!("invalid pipeline '{text}'"),
            Span::new(at, (at + 1).min(text.len())),
            label,
        )
    };
    let mut pos = 0;
    let elements = parse_sequence(text, &mut pos, 0, &invalid)?;
    if pos < text.len() {
        let label = if text.as_bytes()[pos] == b')' {
            "unmatched ')'"
        } else {
            "expected ',' or ')'"
        };
        return Err(invalid(pos, label));
    }
    Ok(elements)
}

/// Parses `element (',' element)*` from `*pos`, stopping before `)` or at the end.
fn parse_sequence(
    text: &str,
    pos: &mut usize,
    depth: usize,
    invalid: &dyn Fn(usize, &str) -> PipelineError,
) -> Result<Vec<PipelineElement>, PipelineError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    loop {
        let start = *pos;
        while *pos < bytes.len() && !matches!(bytes[*pos], b',' | b'(' | b')') {
            *pos += 1;
        }
        let mut element = PipelineElement {
            text: text[start..*pos].to_string(),
            span: Span::new(start, *pos),
            inner: None,
        };
        if bytes.get(*pos) == Some(&b'(') {
            let open = *pos;
            if depth >= MAX_NESTING {
                return Err(PipelineError::new(
                    format!("pipeline nested more than {MAX_NESTING} levels deep"),
                    Span::new(open, open + 1),
                    "",
                ));
            }
            *pos += 1;
            let inner = parse_sequence(text, pos, depth + 1, invalid)?;
            if bytes.get(*pos) != Some(&b')') {
                return Err(invalid(open, "this '(' is never closed"));
            }
            *pos += 1;
            element.inner = Some(inner);
        }
        out.push(element);
        if bytes.get(*pos) == Some(&b',') {
            *pos += 1;
        } else {
            return Ok(out);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Registry

/// A pass that exists: its name and how to make it at each level it runs at.
pub struct PassInfo {
    pub name: &'static str,
    pub module: Option<fn() -> Box<dyn ModulePass>>,
    pub function: Option<fn() -> Box<dyn FunctionPass>>,
}

/// Every pass atomir has. A name not here is an error, never silently skipped.
pub const REGISTRY: &[PassInfo] = &[
    PassInfo {
        name: "verify",
        module: Some(|| Box::new(super::verify::VerifyModule)),
        function: Some(|| Box::new(super::verify::VerifyFunction)),
    },
    PassInfo {
        name: "no-op-module",
        module: Some(|| Box::new(super::no_op::NoOpModule)),
        function: None,
    },
    PassInfo {
        name: "no-op-function",
        module: None,
        function: Some(|| Box::new(super::no_op::NoOpFunction)),
    },
    PassInfo {
        name: "print<domtree>",
        module: None,
        function: Some(|| Box::new(super::printers::PrintDomTree)),
    },
    PassInfo {
        name: "print<postdomtree>",
        module: None,
        function: Some(|| Box::new(super::printers::PrintPostDomTree)),
    },
    PassInfo {
        name: "print<memoryssa>",
        module: None,
        function: Some(|| Box::new(super::printers::PrintMemorySsa::default())),
    },
    PassInfo {
        name: "print<memoryssa-walker>",
        module: None,
        function: Some(|| Box::new(super::printers::PrintMemorySsaWalker::default())),
    },
    PassInfo {
        name: "verify<memoryssa>",
        module: None,
        function: Some(|| Box::new(super::printers::VerifyMemorySsa)),
    },
    PassInfo {
        name: "print<loops>",
        module: None,
        function: Some(|| Box::new(super::printers::PrintLoops)),
    },
    PassInfo {
        name: "atomic-expand",
        module: Some(|| Box::new(super::atomic_expand::AtomicExpand)),
        function: None,
    },
    PassInfo {
        name: "upgrade-legacy-atomics",
        module: Some(|| Box::new(super::upgrade_legacy_atomics::UpgradeLegacyAtomics)),
        function: None,
    },
    PassInfo {
        name: "mem2reg",
        module: None,
        function: Some(|| Box::new(super::transforms::mem2reg::Mem2Reg)),
    },
    PassInfo {
        name: "dse",
        module: None,
        function: Some(|| Box::new(super::transforms::dse::DeadStoreElimination::default())),
    },
    PassInfo {
        name: "adce",
        module: None,
        function: Some(|| Box::new(super::transforms::adce::AggressiveDce)),
    },
    PassInfo {
        name: "simplifycfg",
        module: None,
        function: Some(|| Box::new(super::transforms::simplifycfg::SimplifyCfg)),
    },
    PassInfo {
        name: "sroa",
        module: None,
        function: Some(|| Box::new(super::transforms::sroa::Sroa)),
    },
    PassInfo {
        name: "early-cse",
        module: None,
        function: Some(|| Box::new(super::transforms::early_cse::EarlyCse::new(false))),
    },
    PassInfo {
        name: "early-cse<memssa>",
        module: None,
        function: Some(|| Box::new(super::transforms::early_cse::EarlyCse::new(true))),
    },
    PassInfo {
        name: "gvn",
        module: None,
        function: Some(|| Box::new(super::transforms::gvn::Gvn::default())),
    },
    PassInfo {
        name: "instcombine<no-verify-fixpoint;verify-fixpoint;max-iterations=N>",
        module: None,
        function: Some(|| {
            Box::new(super::transforms::instcombine::InstCombine::new(
                Default::default(),
                "instcombine",
            ))
        }),
    },
    PassInfo {
        name: "loop-simplify",
        module: None,
        function: Some(|| Box::new(super::transforms::loop_simplify::LoopSimplify)),
    },
    PassInfo {
        name: "lcssa",
        module: None,
        function: Some(|| Box::new(super::transforms::lcssa::Lcssa)),
    },
    PassInfo {
        name: "aa-eval",
        module: Some(|| Box::new(super::aa_eval::AaEval)),
        function: None,
    },
];

/// The `default<O1>` ... pipelines: for each level opt-22 accepts, the subsequence of opt-22's
/// `-print-pipeline-passes` expansion made of the passes atomir has, in opt-22's order and
/// nesting. opt-22's CGSCC group (`cgscc(devirt<4>(...,function<eager-inv;no-rerun>(...)))`)
/// keeps only its function pipeline, since atomir has no inliner nor CGSCC level; its
/// parameterised names become atomir's (`early-cse<>` is `early-cse`, `gvn<>` is `gvn`,
/// `sroa<modify-cfg>` / `sroa<preserve-cfg>` are `sroa`, every `simplifycfg<...>` variant is
/// `simplifycfg` with opt-22's default options, `licm<allowspeculation>` and
/// `licm<no-allowspeculation>` are `licm`); `instcombine<max-iterations=1;no-verify-fixpoint>`
/// is kept as opt-22 prints it. loop-simplify and lcssa run where opt-22 runs them: before each
/// loop pipeline, as the loop adaptor requires. O0 has none of atomir's passes (opt-22's O0
/// is instrumentation, always-inline and coroutine lowering); O3, Os and Oz differ from O2 only
/// in passes atomir does not have, so their subsequence is O2's.
pub const DEFAULT_PIPELINES: &[(&str, &str)] = &[
    ("O0", ""),
    ("O1", DEFAULT_O1),
    ("O2", DEFAULT_O2),
    ("O3", DEFAULT_O2),
    ("Os", DEFAULT_O2),
    ("Oz", DEFAULT_O2),
];

const DEFAULT_O1: &str = "function(simplifycfg,sroa,early-cse),\
function(mem2reg,instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg),\
function(sroa,early-cse<memssa>,simplifycfg,instcombine<max-iterations=1;no-verify-fixpoint>,\
simplifycfg,loop-mssa(licm,licm),simplifycfg,instcombine<max-iterations=1;no-verify-fixpoint>,\
sroa,instcombine<max-iterations=1;no-verify-fixpoint>,adce,simplifycfg,\
instcombine<max-iterations=1;no-verify-fixpoint>),\
function(instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg,\
instcombine<max-iterations=1;no-verify-fixpoint>,sroa,\
instcombine<max-iterations=1;no-verify-fixpoint>,loop-mssa(licm),simplifycfg)";

const DEFAULT_O2: &str = "function(simplifycfg,sroa,early-cse),\
function(mem2reg,instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg),\
function(sroa,early-cse<memssa>,simplifycfg,instcombine<max-iterations=1;no-verify-fixpoint>,\
simplifycfg,loop-mssa(licm,licm),simplifycfg,instcombine<max-iterations=1;no-verify-fixpoint>,\
sroa,gvn,instcombine<max-iterations=1;no-verify-fixpoint>,adce,dse,loop-mssa(licm),simplifycfg,\
instcombine<max-iterations=1;no-verify-fixpoint>),\
function(instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg,\
instcombine<max-iterations=1;no-verify-fixpoint>,sroa,\
instcombine<max-iterations=1;no-verify-fixpoint>,loop-mssa(licm),simplifycfg)";

/// Replaces each top-level `default<L>` element by the elements of its pipeline text (see
/// `DEFAULT_PIPELINES`), every one of them located at the `default<L>` it came from. As in
/// opt-22, `default<...>` is a module pipeline: nested in `function(...)` it stays an unknown
/// function pass. A level opt-22 does not accept is an error at the element.
fn expand_default_pipelines(
    elements: Vec<PipelineElement>,
) -> Result<Vec<PipelineElement>, PipelineError> {
    fn relocate(elements: &mut [PipelineElement], span: Span) {
        for e in elements {
            e.span = span;
            if let Some(inner) = &mut e.inner {
                relocate(inner, span);
            }
        }
    }
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        let level = match (&e.inner, e.text.strip_prefix("default<")) {
            (None, Some(rest)) => rest.strip_suffix('>'),
            _ => None,
        };
        let Some(level) = level else {
            out.push(e);
            continue;
        };
        let Some((_, text)) = DEFAULT_PIPELINES.iter().find(|(l, _)| *l == level) else {
            return Err(PipelineError::new(
                format!("invalid optimization level '{level}'"),
                e.span,
                "expected O0, O1, O2, O3, Os or Oz",
            ));
        };
        let mut expansion =
            parse_pipeline_text(text).expect("the default pipelines are valid pipeline text");
        relocate(&mut expansion, e.span);
        out.extend(expansion);
    }
    Ok(out)
}

/// `invalidate<all>`: drops every cached analysis (of every function at module level, of the
/// function at function level).
struct InvalidateAll;

impl ModulePass for InvalidateAll {
    fn name(&self) -> &str {
        "invalidate<all>"
    }
    fn run(
        &mut self,
        _module: &mut Module,
        _analyses: &mut AnalysisManager,
        _out: &mut String,
    ) -> Result<PreservedAnalyses, PassError> {
        Ok(PreservedAnalyses::none())
    }
}

impl FunctionPass for InvalidateAll {
    fn name(&self) -> &str {
        "invalidate<all>"
    }
    fn run(&self, _cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        Ok(PreservedAnalyses::none())
    }
}

/// `require<NAME>`: computes the analysis (if not cached) and keeps everything.
struct RequireAnalysis {
    id: AnalysisId,
    name: String,
}

impl FunctionPass for RequireAnalysis {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        cx.analyses.require(self.id, cx.module, cx.body);
        Ok(PreservedAnalyses::all())
    }
}

/// `invalidate<NAME>`: drops the analysis (and what was computed from it).
struct InvalidateAnalysis {
    id: AnalysisId,
    name: String,
}

impl FunctionPass for InvalidateAnalysis {
    fn name(&self) -> &str {
        &self.name
    }
    fn run(&self, _cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        Ok(PreservedAnalyses::all().abandon(self.id))
    }
}

/// The text of `opt -print-passes`: atomir's passes and analyses by level, in opt-22's layout
/// (a `Level passes:` / `Level analyses:` header, then one name per line, sorted). Levels
/// atomir does not have (CGSCC, loop nest, machine) are left out.
pub fn print_passes() -> String {
    let mut out = String::new();
    let mut section = |title: &str, mut names: Vec<String>| {
        names.sort();
        out.push_str(title);
        out.push_str(":\n");
        for n in names {
            out.push_str("  ");
            out.push_str(&n);
            out.push('\n');
        }
    };
    let module: Vec<String> = REGISTRY
        .iter()
        .filter(|p| p.module.is_some())
        .map(|p| p.name.to_string())
        .collect();
    section("Module passes", module);
    section("Module analyses", Vec::new());
    let function: Vec<String> = REGISTRY
        .iter()
        .filter(|p| p.function.is_some())
        .map(|p| p.name.to_string())
        .collect();
    section("Function passes", function);
    section(
        "Function analyses",
        AnalysisId::ALL
            .iter()
            .map(|a| a.name().to_string())
            .collect(),
    );
    section(
        "Loop passes",
        LOOP_REGISTRY.iter().map(|(n, _)| n.to_string()).collect(),
    );
    section("Loop analyses", Vec::new());
    out.push_str("Default pipelines (opt-22's, keeping only the passes above, in its order):\n");
    for (level, text) in DEFAULT_PIPELINES {
        let shown = if text.is_empty() {
            "(none of atomir's passes)"
        } else {
            text
        };
        out.push_str(&format!("  default<{level}> = {shown}\n"));
    }
    out.push_str(
        "Options that change what passes do:\n  -atomic-opt=llvm|seed  atomics as LLVM 22 treats them (default), or also what seed 001 permits (early-cse, gvn, dse)\n",
    );
    out
}

fn lookup(name: &str) -> Option<&'static PassInfo> {
    REGISTRY.iter().find(|p| p.name == name)
}

/// `require<A>` / `invalidate<A>` for a known analysis `A`.
fn analysis_utility(name: &str) -> Option<Box<dyn FunctionPass>> {
    let inner = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|r| r.strip_suffix('>'))
            .and_then(AnalysisId::from_name)
    };
    if let Some(id) = inner("require<") {
        return Some(Box::new(RequireAnalysis {
            id,
            name: name.to_string(),
        }));
    }
    if let Some(id) = inner("invalidate<") {
        return Some(Box::new(InvalidateAnalysis {
            id,
            name: name.to_string(),
        }));
    }
    None
}

fn make_module_pass(name: &str) -> Option<Box<dyn ModulePass>> {
    if name == "invalidate<all>" {
        return Some(Box::new(InvalidateAll));
    }
    lookup(name).and_then(|p| p.module).map(|make| make())
}

fn make_function_pass(name: &str) -> Option<Box<dyn FunctionPass>> {
    if let Some(Ok(options)) = super::transforms::instcombine::parse_instcombine(name) {
        return Some(Box::new(super::transforms::instcombine::InstCombine::new(
            options, name,
        )));
    }
    if name == "invalidate<all>" {
        return Some(Box::new(InvalidateAll));
    }
    if let Some(p) = analysis_utility(name) {
        return Some(p);
    }
    lookup(name).and_then(|p| p.function).map(|make| make())
}

// ---------------------------------------------------------------------------------------------
// The typed tree

/// One step of a module pipeline.
pub enum ModuleNode {
    Pass(Box<dyn ModulePass>),
    /// `module(...)`.
    Nested(Vec<ModuleNode>),
    /// `function(...)`, or a function pass written in a module pipeline: runs the inner
    /// pipeline on every function with a body, in module order.
    Functions(Vec<FunctionNode>),
}

/// One step of a function pipeline.
pub enum FunctionNode {
    Pass(Box<dyn FunctionPass>),
    /// `function(...)` inside a function pipeline.
    Nested(Vec<FunctionNode>),
    /// `loop(...)` (`mssa`: `loop-mssa(...)`), or a loop pass written in a function pipeline.
    Loops {
        mssa: bool,
        passes: Vec<LoopNode>,
    },
}

/// One step of a loop pipeline.
pub enum LoopNode {
    Pass(Box<dyn LoopPass>),
    /// `loop(...)` or `loop-mssa(...)` inside a loop pipeline.
    Nested(Vec<LoopNode>),
}

/// A parsed `-passes=` pipeline, always a module pipeline at the top.
pub struct Pipeline {
    pub passes: Vec<ModuleNode>,
}

impl Pipeline {
    /// Hands `options` to every pass of the pipeline (each pass keeps what it needs).
    pub fn configure(&mut self, options: &PassOptions) {
        fn loops(nodes: &mut [LoopNode], o: &PassOptions) {
            for n in nodes {
                match n {
                    LoopNode::Pass(p) => p.configure(o),
                    LoopNode::Nested(inner) => loops(inner, o),
                }
            }
        }
        fn functions(nodes: &mut [FunctionNode], o: &PassOptions) {
            for n in nodes {
                match n {
                    FunctionNode::Pass(p) => p.configure(o),
                    FunctionNode::Nested(inner) => functions(inner, o),
                    FunctionNode::Loops { passes, .. } => loops(passes, o),
                }
            }
        }
        fn modules(nodes: &mut [ModuleNode], o: &PassOptions) {
            for n in nodes {
                match n {
                    ModuleNode::Pass(p) => p.configure(o),
                    ModuleNode::Nested(inner) => modules(inner, o),
                    ModuleNode::Functions(inner) => functions(inner, o),
                }
            }
        }
        modules(&mut self.passes, options);
    }

    /// The pipeline in canonical text with every level explicit, e.g.
    /// `verify,function(no-op-function)` (what it will run, for tests and `-debug-pass`).
    pub fn describe(&self) -> String {
        describe_module(&self.passes)
    }
}

fn describe_module(nodes: &[ModuleNode]) -> String {
    let parts: Vec<String> = nodes
        .iter()
        .map(|n| match n {
            ModuleNode::Pass(p) => p.name().to_string(),
            ModuleNode::Nested(inner) => format!("module({})", describe_module(inner)),
            ModuleNode::Functions(inner) => format!("function({})", describe_function(inner)),
        })
        .collect();
    parts.join(",")
}

fn describe_function(nodes: &[FunctionNode]) -> String {
    let parts: Vec<String> = nodes
        .iter()
        .map(|n| match n {
            FunctionNode::Pass(p) => p.name().to_string(),
            FunctionNode::Nested(inner) => format!("function({})", describe_function(inner)),
            FunctionNode::Loops { mssa, passes } => format!(
                "{}({})",
                if *mssa { "loop-mssa" } else { "loop" },
                describe_loop(passes)
            ),
        })
        .collect();
    parts.join(",")
}

fn describe_loop(nodes: &[LoopNode]) -> String {
    let parts: Vec<String> = nodes
        .iter()
        .map(|n| match n {
            LoopNode::Pass(p) => p.name().to_string(),
            LoopNode::Nested(inner) => format!("loop({})", describe_loop(inner)),
        })
        .collect();
    parts.join(",")
}

fn is_loop_adaptor(e: &PipelineElement) -> bool {
    e.inner.is_some() && matches!(e.text.as_str(), "loop" | "loop-mssa")
}

fn build_loop(elements: &[PipelineElement]) -> Result<Vec<LoopNode>, PipelineError> {
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        let node = match (&e.inner, e.text.as_str()) {
            (Some(inner), "loop" | "loop-mssa") => LoopNode::Nested(build_loop(inner)?),
            (Some(_), name) => {
                return Err(PipelineError::new(
                    format!("invalid use of '{name}' pass as loop pipeline"),
                    e.span,
                    "",
                ))
            }
            (None, name) => match make_loop_pass(name) {
                Some(p) => LoopNode::Pass(p),
                None => return Err(unknown("loop", e)),
            },
        };
        out.push(node);
    }
    Ok(out)
}

/// A loop adaptor element or a bare loop pass as a function-pipeline node.
fn loop_node(e: &PipelineElement) -> Result<Option<FunctionNode>, PipelineError> {
    if let (Some(inner), true) = (&e.inner, is_loop_adaptor(e)) {
        return Ok(Some(FunctionNode::Loops {
            mssa: e.text == "loop-mssa",
            passes: build_loop(inner)?,
        }));
    }
    if e.inner.is_none() {
        if let Some(p) = make_loop_pass(&e.text) {
            // opt-22 wraps a bare loop pass that needs MemorySSA (`licm`) in `loop-mssa`.
            return Ok(Some(FunctionNode::Loops {
                mssa: p.requires_memory_ssa().is_some(),
                passes: vec![LoopNode::Pass(p)],
            }));
        }
    }
    Ok(None)
}

/// Parses `-passes=` text into a pipeline. The first element decides the level of the whole
/// text, as in `opt`: a module pass (or `module(...)`, `function(...)`) makes it a module
/// pipeline; a function pass makes it a function pipeline run on every function.
pub fn parse_pipeline(text: &str) -> Result<Pipeline, PipelineError> {
    let mut elements = parse_pipeline_text(text)?;
    // `default<L>` is a module pipeline: expanded when the text is one (it starts with a
    // module-level element), left to be an unknown function pass in a function pipeline.
    if let Some(first) = elements.first() {
        let starts_function = first.inner.is_none()
            && make_module_pass(&first.text).is_none()
            && (make_function_pass(&first.text).is_some() || make_loop_pass(&first.text).is_some())
            || is_loop_adaptor(first);
        if !starts_function {
            elements = expand_default_pipelines(elements)?;
        }
    }
    let Some(first) = elements.first() else {
        return Ok(Pipeline { passes: Vec::new() });
    };
    let name = first.text.as_str();
    if let Some(Err(_)) = super::transforms::instcombine::parse_instcombine(name) {
        return Err(instcombine_parameter_error(first));
    }
    let first_is_module = (first.inner.is_some() && matches!(name, "module" | "function"))
        || make_module_pass(name).is_some();
    // As in opt, `loop(...)` and `loop-mssa(...)` are function pipeline names.
    let first_is_function = make_function_pass(name).is_some() || is_loop_adaptor(first);
    let first_is_loop = first.inner.is_none() && make_loop_pass(name).is_some();
    if first_is_loop && !first_is_module && !first_is_function {
        return Ok(Pipeline {
            passes: vec![ModuleNode::Functions(vec![FunctionNode::Loops {
                mssa: {
                    let passes = build_loop(&elements)?;
                    passes.iter().any(
                        |n| matches!(n, LoopNode::Pass(p) if p.requires_memory_ssa().is_some()),
                    )
                },
                passes: build_loop(&elements)?,
            }])],
        });
    }
    if first_is_module {
        Ok(Pipeline {
            passes: build_module(&elements)?,
        })
    } else if first_is_function {
        Ok(Pipeline {
            passes: vec![ModuleNode::Functions(build_function(&elements)?)],
        })
    } else if let Some(e) = unsupported_level(first) {
        Err(e)
    } else if first.inner.is_some() && make_loop_pass(name).is_some() {
        Err(PipelineError::new(
            format!("invalid use of '{name}' pass as loop pipeline"),
            first.span,
            "",
        ))
    } else {
        Err(PipelineError::new(
            format!("unknown pass name '{}'", first.text),
            first.span,
            "",
        ))
    }
}

/// `cgscc(...)`: a level LLVM has and atomir does not yet.
fn unsupported_level(e: &PipelineElement) -> Option<PipelineError> {
    match (&e.inner, e.text.as_str()) {
        (Some(_), level @ "cgscc") => Some(PipelineError::new(
            format!("'{level}' pipelines are not supported by atomir yet"),
            e.span,
            "",
        )),
        _ => None,
    }
}

fn build_module(elements: &[PipelineElement]) -> Result<Vec<ModuleNode>, PipelineError> {
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        let node = match (&e.inner, e.text.as_str()) {
            (Some(inner), "module") => ModuleNode::Nested(build_module(inner)?),
            (Some(inner), "function") => ModuleNode::Functions(build_function(inner)?),
            (Some(_), _) if is_loop_adaptor(e) => {
                ModuleNode::Functions(vec![loop_node(e)?.expect("a loop adaptor")])
            }
            (Some(_), name) => {
                if let Some(err) = unsupported_level(e) {
                    return Err(err);
                }
                if make_module_pass(name).is_some() || make_function_pass(name).is_some() {
                    return Err(PipelineError::new(
                        format!("invalid use of '{name}' pass as module pipeline"),
                        e.span,
                        "",
                    ));
                }
                return Err(unknown("module", e));
            }
            (None, name) => {
                if let Some(p) = make_module_pass(name) {
                    ModuleNode::Pass(p)
                } else if analysis_utility(name).is_some() {
                    // As in opt: `require<>`/`invalidate<>` of a function analysis are not
                    // wrapped in a function adaptor at module level (there they would name a
                    // module analysis, and atomir has none).
                    return Err(unknown("module", e));
                } else if let Some(p) = make_function_pass(name) {
                    ModuleNode::Functions(vec![FunctionNode::Pass(p)])
                } else if let Some(node) = loop_node(e)? {
                    ModuleNode::Functions(vec![node])
                } else {
                    return Err(unknown("module", e));
                }
            }
        };
        out.push(node);
    }
    Ok(out)
}

fn build_function(elements: &[PipelineElement]) -> Result<Vec<FunctionNode>, PipelineError> {
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        let node = match (&e.inner, e.text.as_str()) {
            (Some(inner), "function") => FunctionNode::Nested(build_function(inner)?),
            (Some(_), _) if is_loop_adaptor(e) => loop_node(e)?.expect("a loop adaptor"),
            (Some(_), name) => {
                if let Some(err) = unsupported_level(e) {
                    return Err(err);
                }
                if make_function_pass(name).is_some() {
                    return Err(PipelineError::new(
                        format!("invalid use of '{name}' pass as function pipeline"),
                        e.span,
                        "",
                    ));
                }
                return Err(unknown("function", e));
            }
            (None, name) => match make_function_pass(name) {
                Some(p) => FunctionNode::Pass(p),
                None if super::transforms::instcombine::parse_instcombine(name).is_some() => {
                    return Err(instcombine_parameter_error(e))
                }
                None => match loop_node(e)? {
                    Some(node) => node,
                    None => return Err(unknown("function", e)),
                },
            },
        };
        out.push(node);
    }
    Ok(out)
}

/// A bad `instcombine<...>` parameter, in opt-22's words.
fn instcombine_parameter_error(e: &PipelineElement) -> PipelineError {
    let message = match super::transforms::instcombine::parse_instcombine(&e.text) {
        Some(Err(m)) => m,
        _ => format!("invalid InstCombine pass parameter in '{}'", e.text),
    };
    PipelineError::new(message, e.span, "")
}

fn unknown(level: &str, e: &PipelineElement) -> PipelineError {
    PipelineError::new(format!("unknown {level} pass '{}'", e.text), e.span, "")
}

// ---------------------------------------------------------------------------------------------
// Running

/// Functions a function pipeline runs on at once (in parallel) before their output is handed on.
pub const FUNCTION_BATCH: usize = 256;

/// One function of a batch: its handle, its analysis cache and its body when detached.
type FunctionWork = (GlobalValue, FunctionAnalyses, Option<FunctionBody>);

/// What running a pipeline on one function gave: its output text, timings and result.
type FunctionOutcome = (String, FunctionRun, Result<(), PassError>);

/// Runs a pipeline over a module.
#[derive(Clone, Copy, Debug, Default)]
pub struct PipelineRunner {
    /// Run the verifier after every pass (`opt -verify-each`): the module after a module pass,
    /// the function after a function pass.
    pub verify_each: bool,
    /// Write LLVM's `-debug-pass-manager` lines with the passes' output.
    pub debug_pass_manager: bool,
    /// Collect `-time-passes` figures in the analysis manager's `timings`.
    pub time_passes: bool,
}

/// What one function's run of a function pipeline produced besides its output.
#[derive(Default)]
struct FunctionRun {
    timings: PassTimings,
}

impl PipelineRunner {
    /// Runs every pass in order with a fresh analysis manager; stops at the first pass that
    /// fails. What printers wrote (stderr text) is handed to `out` piece by piece, in the order
    /// a serial run writes it, up to the failure.
    pub fn run(
        &self,
        pipeline: &mut Pipeline,
        module: &mut Module,
        out: &mut dyn FnMut(&str),
    ) -> Result<(), PassError> {
        let mut analyses = AnalysisManager::new();
        self.run_with(pipeline, module, &mut analyses, out)
    }

    /// Like [`run`](Self::run), with the caller's analysis manager (kept across runs).
    pub fn run_with(
        &self,
        pipeline: &mut Pipeline,
        module: &mut Module,
        analyses: &mut AnalysisManager,
        out: &mut dyn FnMut(&str),
    ) -> Result<(), PassError> {
        self.run_module(&mut pipeline.passes, module, analyses, out)
    }

    fn run_module(
        &self,
        nodes: &mut [ModuleNode],
        module: &mut Module,
        analyses: &mut AnalysisManager,
        out: &mut dyn FnMut(&str),
    ) -> Result<(), PassError> {
        for node in nodes {
            match node {
                ModuleNode::Pass(p) => {
                    let llvm_name = llvm_pass_name(p.name());
                    if self.debug_pass_manager {
                        out(&format!("Running pass: {llvm_name} on [module]\n"));
                        if p.name() == "verify" {
                            out(&analyses.debug_module_verifier());
                        }
                    }
                    let start = std::time::Instant::now();
                    let mut text = String::new();
                    let result = p.run(module, analyses, &mut text);
                    if self.time_passes {
                        analyses
                            .timings
                            .add_pass(&llvm_name, start.elapsed().as_secs_f64());
                    }
                    out(&text);
                    let preserved = result?;
                    if self.debug_pass_manager {
                        out(&analyses.debug_module_invalidate(&preserved));
                    }
                    analyses.invalidate(&preserved);
                    if self.verify_each && self.debug_pass_manager && p.name() != "verify" {
                        out(&format!("Verifying module {}\n", analyses.module_id));
                    }
                    if self.verify_each {
                        let findings = crate::verify::verify_module(module);
                        super::verify::errors_only(findings, Some(p.name()))?;
                    }
                }
                ModuleNode::Nested(inner) => self.run_module(inner, module, analyses, out)?,
                ModuleNode::Functions(inner) => {
                    if self.debug_pass_manager {
                        out(&analyses.debug_function_proxy());
                    }
                    self.run_functions(inner, module, analyses, out)?
                }
            }
        }
        Ok(())
    }

    /// Runs a function pipeline on every function with a body, functions in parallel, in
    /// batches of [`FUNCTION_BATCH`] functions; each batch's outputs go to `out` in module order
    /// before the next batch starts (so printed text does not pile up), and the first failure
    /// in module order stops the run after the output before it, as in a serial run.
    fn run_functions(
        &self,
        nodes: &[FunctionNode],
        module: &mut Module,
        analyses: &mut AnalysisManager,
        out: &mut dyn FnMut(&str),
    ) -> Result<(), PassError> {
        let functions: Vec<GlobalValue> = module
            .layout
            .functions
            .iter()
            .copied()
            .filter(|&f| body_of(module, f).is_some())
            .collect();
        // A pipeline with a transform detaches the bodies of a batch from the module, so each
        // thread owns the body it edits; they go back before the next batch starts.
        if let Some(k) = nodes
            .iter()
            .skip(1)
            .position(|n| matches!(n, FunctionNode::Pass(p) if p.starts_function_pipeline()))
        {
            // Each part hands its sink one text per function, in module order; a serial run
            // prints a function's text of both parts together, so they are joined first.
            let mut first: Vec<String> = Vec::new();
            let r = self.run_functions(&nodes[..=k], module, analyses, &mut |t: &str| {
                first.push(t.to_string())
            });
            if let Err(e) = r {
                for t in &first {
                    out(t);
                }
                return Err(e);
            }
            let mut next = first.into_iter();
            let r = self.run_functions(&nodes[k + 1..], module, analyses, &mut |t: &str| {
                let mut joined = next.next().unwrap_or_default();
                joined.push_str(t);
                out(&joined);
            });
            if r.is_ok() {
                for t in next {
                    out(&t);
                }
            }
            return r;
        }
        let edits = function_pipeline_edits(nodes, module);
        if edits {
            prepare_module(nodes, module, true);
        }
        for batch in functions.chunks(FUNCTION_BATCH) {
            let mut work: Vec<(GlobalValue, FunctionAnalyses, Option<FunctionBody>)> = batch
                .iter()
                .map(|&f| {
                    let detached = if edits { take_body(module, f) } else { None };
                    (f, analyses.take(f), detached)
                })
                .collect();
            let shared: &Module = module;
            // The largest bodies start first (rayon hands out the front of the list first), so
            // that one large function does not run alone at the end of its batch while the
            // other threads wait; the results go back to module order below.
            let mut order: Vec<(usize, usize)> = work
                .iter()
                .enumerate()
                .map(|(k, (f, _, detached))| {
                    let size = match detached {
                        Some(b) => b.layout.blocks().len(),
                        None => body_of(shared, *f).map_or(0, |b| b.layout.blocks().len()),
                    };
                    (k, size)
                })
                .collect();
            order.sort_by_key(|&(k, size)| (std::cmp::Reverse(size), k));
            let mut slots: Vec<Option<&mut FunctionWork>> = work.iter_mut().map(Some).collect();
            let mut sized: Vec<(usize, &mut FunctionWork)> = order
                .iter()
                .map(|&(k, _)| (k, slots[k].take().expect("each function once")))
                .collect();
            let mut results: Vec<(usize, FunctionOutcome)> = sized
                .par_iter_mut()
                .with_max_len(1)
                .map(|(k, (f, cache, detached))| {
                    let mut text = String::new();
                    let mut run = FunctionRun::default();
                    let body = match detached {
                        Some(b) => Some(BodyAccess::Edit(b)),
                        None => body_of(shared, *f).map(BodyAccess::Read),
                    };
                    let r = match body {
                        Some(mut body) => {
                            if self.debug_pass_manager {
                                let name = super::printers::function_name(shared, *f);
                                cache.set_debug_log(Some(name.to_string()));
                            }
                            cache.set_timing(self.time_passes);
                            let r = self.run_function(
                                nodes,
                                &mut FunctionState {
                                    module: shared,
                                    function: *f,
                                    body: &mut body,
                                    analyses: cache,
                                    out: &mut text,
                                    as_prepared: true,
                                },
                                &mut run,
                            );
                            cache.set_debug_log(None);
                            for (name, secs) in cache.take_timings() {
                                run.timings.add_analysis(name, secs);
                            }
                            cache.set_timing(false);
                            r
                        }
                        None => Ok(()),
                    };
                    (*k, (text, run, r))
                })
                .collect();
            results.sort_by_key(|(k, _)| *k);
            let results = results.into_iter().map(|(_, r)| r);
            for (f, cache, detached) in work {
                analyses.put(f, cache);
                if let Some(body) = detached {
                    put_body(module, f, body);
                }
            }
            for (text, run, r) in results {
                out(&text);
                for (name, secs) in run.timings.passes {
                    analyses.timings.add_pass(&name, secs);
                }
                for (name, secs) in run.timings.analyses {
                    analyses.timings.add_analysis(&name, secs);
                }
                r?;
            }
        }
        Ok(())
    }

    /// `Running pass: NAME on f (N instructions)`.
    fn debug_function_pass(&self, cx: &mut FunctionContext<'_>, llvm_name: &str) {
        if !self.debug_pass_manager {
            return;
        }
        let n = cx.body.layout.insts().count();
        cx.out.push_str(&format!(
            "Running pass: {llvm_name} on {} ({n} instruction{})\n",
            super::printers::function_name(cx.module, cx.function),
            if n == 1 { "" } else { "s" }
        ));
    }

    /// `-verify-each`'s line after a function or loop pass under `-debug-pass-manager`.
    fn debug_verifying_function(&self, cx: &mut FunctionContext<'_>) {
        cx.out.push_str("Verifying function ");
        cx.out
            .push_str(super::printers::function_name(cx.module, cx.function));
        cx.out.push('\n');
    }

    fn run_function(
        &self,
        nodes: &[FunctionNode],
        st: &mut FunctionState<'_, '_>,
        run: &mut FunctionRun,
    ) -> Result<(), PassError> {
        for (k, node) in nodes.iter().enumerate() {
            if k > 0 {
                st.as_prepared = false;
            }
            match node {
                FunctionNode::Pass(p) => {
                    let llvm_name = llvm_pass_name(p.name());
                    // opt-22 does not run optional passes on an `optnone` function; transforms
                    // are optional (the printers and the verifier are required).
                    if p.edits_ir() && has_optnone(st.module, st.function) {
                        if self.debug_pass_manager {
                            let f = super::printers::function_name(st.module, st.function);
                            st.out.push_str(&format!(
                                "Skipping pass {llvm_name} on {f} due to optnone attribute\nSkipping pass: {llvm_name} on {f}\n"
                            ));
                        }
                        continue;
                    }
                    self.debug_function_pass(&mut st.read(), &llvm_name);
                    if p.name() == "verify" {
                        st.analyses.note_verifier();
                    }
                    let start = std::time::Instant::now();
                    let mut text = String::new();
                    let result = match &mut *st.body {
                        BodyAccess::Edit(body) => p.run_edit(&mut FunctionEditContext {
                            module: st.module,
                            function: st.function,
                            body,
                            analyses: &mut *st.analyses,
                            out: &mut text,
                            as_prepared: st.as_prepared,
                        }),
                        BodyAccess::Read(body) => p.run(&mut FunctionContext {
                            module: st.module,
                            function: st.function,
                            body,
                            analyses: &mut *st.analyses,
                            out: &mut text,
                        }),
                    };
                    if self.time_passes {
                        run.timings
                            .add_pass(&llvm_name, start.elapsed().as_secs_f64());
                    }
                    let log = st.analyses.take_log();
                    // The tree printers write their title line before asking for the tree in
                    // opt-22, so its analysis lines follow that line.
                    let title_first = matches!(p.name(), "print<domtree>" | "print<postdomtree>");
                    match text.find('\n') {
                        Some(nl) if title_first => {
                            st.out.push_str(&text[..=nl]);
                            st.out.push_str(&log);
                            st.out.push_str(&text[nl + 1..]);
                        }
                        _ => {
                            st.out.push_str(&log);
                            st.out.push_str(&text);
                        }
                    }
                    let preserved = result?;
                    st.analyses.invalidate(&preserved);
                    let log = st.analyses.take_log();
                    st.out.push_str(&log);
                    if self.verify_each && self.debug_pass_manager && p.name() != "verify" {
                        self.debug_verifying_function(&mut st.read());
                    }
                    if self.verify_each {
                        let findings = crate::verify::verify_function_body(
                            st.module,
                            st.function,
                            st.body.get(),
                        );
                        super::verify::errors_only(findings, Some(p.name()))?;
                    }
                }
                FunctionNode::Nested(inner) => self.run_function(inner, st, run)?,
                FunctionNode::Loops { mssa, passes } => self.run_loops(*mssa, passes, st, run)?,
            }
        }
        Ok(())
    }

    /// A loop adaptor on one function: runs loop-simplify and lcssa on it (as opt-22's
    /// function-to-loop adaptor does), then the loop pipeline on each loop in order.
    fn run_loops(
        &self,
        mssa: bool,
        passes: &[LoopNode],
        st: &mut FunctionState<'_, '_>,
        run: &mut FunctionRun,
    ) -> Result<(), PassError> {
        // A pipeline that only reads runs here when every loop is already in form: the
        // adaptor's loop-simplify and lcssa then change nothing, and work on a copy.
        let read_only = matches!(&*st.body, BodyAccess::Read(_));
        let mut copy;
        let body: &mut FunctionBody = match &mut *st.body {
            BodyAccess::Edit(b) => b,
            BodyAccess::Read(b) => {
                copy = (*b).clone();
                &mut copy
            }
        };
        if has_optnone(st.module, st.function) {
            return Ok(());
        }
        let f = super::printers::function_name(st.module, st.function).to_string();
        let mut names = crate::ir::function::UniqueNames::of_body(body);
        let mut created = Vec::new();
        let count = |b: &FunctionBody| {
            let n = b.layout.insts().count();
            format!("{n} instruction{}", if n == 1 { "" } else { "s" })
        };
        if self.debug_pass_manager {
            st.out.push_str(&format!(
                "Running pass: LoopSimplifyPass on {f} ({})\n",
                count(body)
            ));
        }
        // LLVM keeps the loop info it had before loop-simplify up to date, so its loop order
        // (for lcssa and the loop passes) is the order of the loops as they were.
        let before = st.analyses.loops(body);
        st.out.push_str(&st.analyses.take_log());
        let order_before: Vec<crate::ir::function::Block> = loop_worklist(&before)
            .into_iter()
            .map(|l| before.data(l).header)
            .collect();
        let lcssa_before: Vec<crate::ir::function::Block> =
            super::transforms::lcssa::lcssa_order(&before)
                .into_iter()
                .map(|l| before.data(l).header)
                .collect();
        let changed = !read_only
            && super::transforms::loop_simplify::simplify_loops(
                st.module,
                st.function,
                body,
                &mut names,
            );
        if changed {
            st.analyses.invalidate(&PreservedAnalyses::none());
        }
        let li = st.analyses.loops(body);
        st.out.push_str(&st.analyses.take_log());
        if self.debug_pass_manager {
            st.out.push_str(&format!(
                "Running pass: LCSSAPass on {f} ({})\n",
                count(body)
            ));
        }
        if !read_only
            && super::transforms::lcssa::form_lcssa_in_order(
                st.module,
                st.function,
                body,
                &lcssa_before,
                &mut names,
            )
        {
            st.analyses.invalidate(
                &PreservedAnalyses::none()
                    .preserve(AnalysisId::DomTree)
                    .preserve(AnalysisId::PostDomTree)
                    .preserve(AnalysisId::Loops),
            );
        }
        if li.is_empty() {
            return Ok(());
        }
        if mssa {
            st.analyses.memory_ssa(st.module, body);
            st.out.push_str(&st.analyses.take_log());
        }
        let names_of_blocks = super::printers::BlockNames::new(body);
        let mut worklist: Vec<LoopId> = order_before
            .iter()
            .filter_map(|&h| li.loop_for(h).filter(|&l| li.data(l).header == h))
            .collect();
        for l in loop_worklist(&li) {
            if !worklist.contains(&l) {
                worklist.push(l);
            }
        }
        for l in worklist {
            let header = names_of_blocks.get(li.data(l).header).to_string();
            let mut lcx = LoopRun {
                module: st.module,
                function: st.function,
                body,
                analyses: &mut *st.analyses,
                out: &mut *st.out,
                loops: &li,
                id: l,
                names: &mut names,
                created: &mut created,
            };
            self.run_loop(passes, &mut lcx, &header, mssa, run)?;
        }
        Ok(())
    }

    fn run_loop(
        &self,
        nodes: &[LoopNode],
        cx: &mut LoopRun<'_>,
        header: &str,
        mssa: bool,
        run: &mut FunctionRun,
    ) -> Result<(), PassError> {
        for node in nodes {
            match node {
                LoopNode::Pass(p) => {
                    let llvm_name = llvm_pass_name(p.name());
                    let f = super::printers::function_name(cx.module, cx.function);
                    if self.debug_pass_manager {
                        cx.out.push_str(&format!(
                            "Running pass: {llvm_name} on loop {header} in function {f}\n"
                        ));
                    }
                    let start = std::time::Instant::now();
                    // opt-22's loop-level `invalidate<all>` keeps nothing of the loop's, which a
                    // loop pipeline that keeps MemorySSA up to date does not allow.
                    if mssa && p.name() == "invalidate<all>" {
                        return Err(PassError::Unsupported {
                            pass: "loop-mssa".to_string(),
                            function: f.to_string(),
                            message: "Loop pass manager using MemorySSA contains a pass that does not preserve MemorySSA".to_string(),
                        });
                    }
                    if let (false, Some(class)) = (mssa, p.requires_memory_ssa()) {
                        return Err(PassError::Failed {
                            pass: p.name().to_string(),
                            message: format!("{class} requires MemorySSA (loop-mssa)"),
                            span: None,
                        });
                    }
                    let preserved = if p.edits_ir() {
                        p.run_edit(&mut LoopEditContext {
                            module: cx.module,
                            function: cx.function,
                            body: &mut *cx.body,
                            analyses: &mut *cx.analyses,
                            out: &mut *cx.out,
                            loops: cx.loops,
                            id: cx.id,
                            names: &mut *cx.names,
                            created: &mut *cx.created,
                        })?
                    } else {
                        let mut fcx = FunctionContext {
                            module: cx.module,
                            function: cx.function,
                            body: &*cx.body,
                            analyses: &mut *cx.analyses,
                            out: &mut *cx.out,
                        };
                        p.run(&mut LoopContext {
                            function: &mut fcx,
                            loops: cx.loops,
                            id: cx.id,
                        })?
                    };
                    if self.time_passes {
                        run.timings
                            .add_pass(&llvm_name, start.elapsed().as_secs_f64());
                    }
                    cx.analyses.invalidate(&preserved);
                    let log = cx.analyses.take_log();
                    cx.out.push_str(&log);
                    if self.verify_each {
                        let mut fcx = FunctionContext {
                            module: cx.module,
                            function: cx.function,
                            body: &*cx.body,
                            analyses: &mut *cx.analyses,
                            out: &mut *cx.out,
                        };
                        if self.debug_pass_manager {
                            self.debug_verifying_function(&mut fcx);
                        }
                        let findings =
                            crate::verify::verify_function_body(cx.module, cx.function, cx.body);
                        super::verify::errors_only(findings, Some(p.name()))?;
                    }
                }
                LoopNode::Nested(inner) => self.run_loop(inner, cx, header, mssa, run)?,
            }
        }
        Ok(())
    }
}

/// One loop of a function while the loop pipeline runs on it (the runner's view; passes get a
/// [`LoopContext`] or a [`LoopEditContext`] made from it).
struct LoopRun<'a> {
    module: &'a Module,
    function: GlobalValue,
    body: &'a mut FunctionBody,
    analyses: &'a mut FunctionAnalyses,
    out: &'a mut String,
    loops: &'a LoopInfo,
    id: LoopId,
    names: &'a mut crate::ir::function::UniqueNames,
    created: &'a mut Vec<crate::ir::function::Inst>,
}

/// The loops in the order opt-22's loop pass manager visits them: top-level loops from the
/// last (in `print<loops>` order) to the first, each nest in post-order.
pub fn loop_worklist(li: &LoopInfo) -> Vec<LoopId> {
    fn post_order(li: &LoopInfo, l: LoopId, out: &mut Vec<LoopId>) {
        for &s in &li.data(l).subloops {
            post_order(li, s, out);
        }
        out.push(l);
    }
    let mut out = Vec::new();
    for &top in li.top_level().iter().rev() {
        post_order(li, top, &mut out);
    }
    out
}

/// Why the loops of `body` are not in LoopSimplify + LCSSA form (None: they are).
pub fn loop_form_problem(body: &FunctionBody, li: &LoopInfo) -> Option<String> {
    let cfg = crate::analysis::cfg::BlockCfg::new(body);
    let names = super::printers::BlockNames::new(body);
    let uses = body.dfg.value_uses(&body.layout);
    for l in loop_worklist(li) {
        let data = li.data(l);
        let h = data.header;
        let name = names.get(h);
        let outside: Vec<_> = cfg
            .preds(h)
            .iter()
            .copied()
            .filter(|&p| !li.contains(l, p))
            .collect();
        let preheader_ok = outside.len() == 1 && cfg.succs(outside[0]).iter().all(|&s| s == h);
        if !preheader_ok {
            return Some(format!("loop {name} has no preheader"));
        }
        let latches = cfg.preds(h).iter().filter(|&&p| li.contains(l, p)).count();
        if latches != 1 {
            return Some(format!("loop {name} has {latches} latches"));
        }
        for &b in &data.blocks {
            for &s in cfg.succs(b) {
                if !li.contains(l, s) && cfg.preds(s).iter().any(|&p| !li.contains(l, p)) {
                    return Some(format!(
                        "exit {} of loop {name} is not dedicated",
                        names.get(s)
                    ));
                }
            }
            for &i in body.layout.block_insts(b) {
                let Some(v) = body.dfg.insts[i].result else {
                    continue;
                };
                for u in uses.get(v) {
                    let user = &body.dfg.insts[u.inst];
                    let at = if body.dfg.is_phi(u.inst) {
                        match user.args.get(u.operand as usize + 1) {
                            Some(crate::ir::instructions::Operand::Block(pb)) => Some(*pb),
                            _ => None,
                        }
                    } else {
                        body.layout.inst_block(u.inst)
                    };
                    if at.is_some_and(|ub| !li.contains(l, ub)) {
                        return Some(format!(
                            "a value of loop {name} is used outside it without an exit phi (not LCSSA)"
                        ));
                    }
                }
            }
        }
    }
    None
}

/// `-time-passes`' report in opt-22's layout: the analyses, then the passes, each sorted by
/// time (longest first, ties by name), then the parse time. atomir measures wall time only, so
/// only the `Wall Time` column is printed (the layout opt-22 uses when the other clocks read
/// zero) and the first figure of each `Total Execution Time` line repeats the wall time.
pub fn timing_report(timings: &PassTimings, parse_secs: f64) -> String {
    let mut out = String::new();
    let mut section = |title: &str, rows: &[(String, f64)]| {
        let mut rows = rows.to_vec();
        rows.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let total: f64 = rows.iter().map(|r| r.1).sum();
        let rule =
            "===-------------------------------------------------------------------------===\n";
        out.push_str(rule);
        let pad = (80usize.saturating_sub(title.len())) / 2;
        out.push_str(&" ".repeat(pad));
        out.push_str(title);
        out.push('\n');
        out.push_str(rule);
        out.push_str(&format!(
            "  Total Execution Time: {total:.4} seconds ({total:.4} wall clock)\n\n"
        ));
        out.push_str("   ---Wall Time---  --- Name ---\n");
        let pct = |x: f64| if total > 0.0 { x / total * 100.0 } else { 0.0 };
        for (name, secs) in &rows {
            out.push_str(&format!("   {secs:.4} ({:5.1}%)  {name}\n", pct(*secs)));
        }
        out.push_str(&format!("   {total:.4} (100.0%)  Total\n\n"));
    };
    if !timings.analyses.is_empty() {
        section("Analysis execution timing report", &timings.analyses);
    }
    if !timings.passes.is_empty() {
        section("Pass execution timing report", &timings.passes);
    }
    section("LLVM IR Parsing", &[("Parse IR".to_string(), parse_secs)]);
    out
}

/// One function's state while a function pipeline runs on it.
struct FunctionState<'a, 'b> {
    module: &'a Module,
    function: GlobalValue,
    body: &'b mut BodyAccess<'b>,
    analyses: &'b mut FunctionAnalyses,
    out: &'b mut String,
    /// No pass of the pipeline has run on the body yet (see
    /// [`FunctionEditContext::as_prepared`]).
    as_prepared: bool,
}

impl FunctionState<'_, '_> {
    /// The read-only context of the function as it is now.
    fn read(&mut self) -> FunctionContext<'_> {
        FunctionContext {
            module: self.module,
            function: self.function,
            body: self.body.get(),
            analyses: &mut *self.analyses,
            out: &mut *self.out,
        }
    }
}

/// Whether function `f` has the `optnone` attribute.
pub(crate) fn has_optnone(m: &Module, f: GlobalValue) -> bool {
    match &m.globals[f].kind {
        GlobalKind::Function(d) => m
            .attrs
            .get(d.attrs.func)
            .iter()
            .any(|a| a.name() == "optnone"),
        _ => false,
    }
}

/// The functions a transform's `prepare_module` plans, in module order: those with a body
/// (at least an entry block) and without `optnone`.
pub(crate) fn functions_to_transform(m: &Module) -> Vec<GlobalValue> {
    m.layout
        .functions
        .iter()
        .copied()
        .filter(|&f| {
            matches!(&m.globals[f].kind, GlobalKind::Function(d)
                if d.body.as_ref().is_some_and(|b| b.layout.entry().is_some()))
                && !has_optnone(m, f)
        })
        .collect()
}

/// Detaches `f`'s body from the module (the module holds `None` until [`put_body`]).
fn take_body(m: &mut Module, f: GlobalValue) -> Option<FunctionBody> {
    match &mut m.globals[f].kind {
        GlobalKind::Function(d) => d.body.take().map(|mut b| {
            b.detached_from = Some(f);
            b
        }),
        _ => None,
    }
}

/// Puts a body taken by [`take_body`] back.
fn put_body(m: &mut Module, f: GlobalValue, mut body: FunctionBody) {
    if let GlobalKind::Function(d) = &mut m.globals[f].kind {
        body.detached_from = None;
        d.body = Some(body);
    }
}

fn body_of(m: &Module, f: GlobalValue) -> Option<&FunctionBody> {
    match m.globals.get(f).map(|g| &g.kind) {
        Some(GlobalKind::Function(d)) => d.body.as_ref(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_pipeline_builds_from_atomirs_passes() {
        for (level, text) in DEFAULT_PIPELINES {
            let expanded = parse_pipeline(text).expect(level).describe();
            assert_eq!(
                expanded, *text,
                "default<{level}> is its own canonical text"
            );
            let through_default = parse_pipeline(&format!("default<{level}>"))
                .expect(level)
                .describe();
            assert_eq!(through_default, *text);
        }
    }

    #[test]
    fn default_pipeline_errors_point_at_the_element() {
        let e = parse_pipeline("verify,default<O9>").err().unwrap();
        assert_eq!(e.message, "invalid optimization level 'O9'");
        assert_eq!(e.span, Span::new(7, 18));
        let e = parse_pipeline("function(default<O1>)").err().unwrap();
        assert_eq!(e.message, "unknown function pass 'default<O1>'");
        let e = parse_pipeline("gvn,default<O2>").err().unwrap();
        assert_eq!(e.span, Span::new(4, 15));
    }

    fn describe(text: &str) -> String {
        match parse_pipeline(text) {
            Ok(p) => p.describe(),
            Err(e) => panic!("{text}: {e:?}"),
        }
    }

    fn error(text: &str) -> (String, usize, usize) {
        match parse_pipeline(text) {
            Ok(p) => panic!("{text} parsed as {}", p.describe()),
            Err(e) => (e.message, e.span.start as usize, e.span.end as usize),
        }
    }

    #[test]
    fn print_passes_lists_every_pass_and_analysis() {
        let text = print_passes();
        assert!(text.starts_with(
            "Module passes:\n  aa-eval\n  atomic-expand\n  no-op-module\n  upgrade-legacy-atomics\n  verify\nModule analyses:\nFunction passes:\n"
        ));
        for p in REGISTRY {
            assert!(text.contains(&format!("  {}\n", p.name)), "{}", p.name);
        }
        assert!(text.contains(
            "Function analyses:\n  domtree\n  loops\n  memoryssa\n  postdomtree\nLoop passes:\n  invalidate<all>\n  licm\n  no-op-loop\nLoop analyses:\n"
        ));
    }

    #[test]
    fn text_splits_into_a_tree() {
        let t = parse_pipeline_text("module(a,function(b<x;y>)),c").unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t[0].text, "module");
        let inner = t[0].inner.as_ref().unwrap();
        assert_eq!(inner[0].text, "a");
        assert_eq!(inner[1].inner.as_ref().unwrap()[0].text, "b<x;y>");
        assert_eq!(inner[1].inner.as_ref().unwrap()[0].span, Span::new(18, 24));
        assert_eq!(t[1].text, "c");
        assert_eq!(t[1].span, Span::new(27, 28));
        assert!(parse_pipeline_text("").unwrap().is_empty());
    }

    #[test]
    fn levels_are_inferred_and_nesting_kept() {
        assert_eq!(describe(""), "");
        assert_eq!(describe("verify"), "verify");
        assert_eq!(
            describe("no-op-function,verify"),
            "function(no-op-function,verify)"
        );
        assert_eq!(
            describe("no-op-module,no-op-function"),
            "no-op-module,function(no-op-function)"
        );
        assert_eq!(
            describe("module(verify,function(verify,function(no-op-function)))"),
            "module(verify,function(verify,function(no-op-function)))"
        );
        assert_eq!(describe("function(verify)"), "function(verify)");
        assert_eq!(
            describe("invalidate<all>,function(invalidate<all>)"),
            "invalidate<all>,function(invalidate<all>)"
        );
        assert_eq!(
            describe("no-op-module,function(require<domtree>,invalidate<loops>)"),
            "no-op-module,function(require<domtree>,invalidate<loops>)"
        );
        assert_eq!(
            describe("print<loops>,require<postdomtree>"),
            "function(print<loops>,require<postdomtree>)"
        );
    }

    #[test]
    fn unknown_names_point_at_the_name() {
        assert_eq!(error("foo"), ("unknown pass name 'foo'".into(), 0, 3));
        assert_eq!(
            error("verify,bdce"),
            ("unknown module pass 'bdce'".into(), 7, 11)
        );
        assert_eq!(
            error("module(verify,function(no-op-module))"),
            ("unknown function pass 'no-op-module'".into(), 23, 35)
        );
        assert_eq!(
            error("no-op-function,no-op-module"),
            ("unknown function pass 'no-op-module'".into(), 15, 27)
        );
        assert_eq!(
            error("verify<x>"),
            ("unknown pass name 'verify<x>'".into(), 0, 9)
        );
        assert_eq!(
            error("require<foo>"),
            ("unknown pass name 'require<foo>'".into(), 0, 12)
        );
        assert_eq!(
            error("verify,invalidate<foo>"),
            ("unknown module pass 'invalidate<foo>'".into(), 7, 22)
        );
        assert_eq!(
            error("verify,require<domtree>"),
            ("unknown module pass 'require<domtree>'".into(), 7, 23)
        );
        assert_eq!(
            error("print<domtree>,no-op-module"),
            ("unknown function pass 'no-op-module'".into(), 15, 27)
        );
        assert_eq!(error("verify,"), ("unknown module pass ''".into(), 7, 7));
        assert_eq!(error("module()"), ("unknown module pass ''".into(), 7, 7));
    }

    #[test]
    fn syntax_errors_point_at_the_offending_byte() {
        let msg = |t: &str| format!("invalid pipeline '{t}'");
        assert_eq!(error("module(verify"), (msg("module(verify"), 6, 7));
        assert_eq!(error("module(verify))"), (msg("module(verify))"), 14, 15));
        assert_eq!(error("module(verify)x"), (msg("module(verify)x"), 14, 15));
        assert_eq!(error("verify("), (msg("verify("), 6, 7));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let deep = "function(".repeat(100_000);
        let (message, start, _) = error(&deep);
        assert_eq!(message, "pipeline nested more than 256 levels deep");
        assert_eq!(start, 256 * 9 + 8);
        let ok = format!("{}verify{}", "function(".repeat(200), ")".repeat(200));
        assert!(parse_pipeline(&ok).is_ok());
    }

    #[test]
    fn misuse_and_unsupported_levels_are_errors() {
        assert_eq!(
            error("verify(no-op-module)"),
            (
                "invalid use of 'verify' pass as module pipeline".into(),
                0,
                6
            )
        );
        assert_eq!(
            error("function(no-op-function(verify))"),
            (
                "invalid use of 'no-op-function' pass as function pipeline".into(),
                9,
                23
            )
        );
        assert_eq!(
            error("cgscc(no-op-cgscc)").0,
            "'cgscc' pipelines are not supported by atomir yet"
        );
        assert_eq!(
            error("loop(no-op-function)"),
            ("unknown loop pass 'no-op-function'".into(), 5, 19)
        );
    }

    #[test]
    fn runner_verifies_and_stops_at_a_broken_module() {
        let good = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\ndeclare void @g()\n";
        let mut m = crate::parse::parse_module(good, "good.ll").unwrap();
        let mut p = parse_pipeline("verify,function(verify,no-op-function),no-op-module").unwrap();
        let runner = PipelineRunner {
            verify_each: true,
            ..Default::default()
        };
        assert_eq!(runner.run(&mut p, &mut m, &mut |_| {}), Ok(()));

        let bad = "define i24 @f(ptr %p) {\n  %v = load atomic i24, ptr %p seq_cst, align 4\n  ret i24 %v\n}\n";
        let mut m = crate::parse::parse_module(bad, "bad.ll").unwrap();
        let mut p = parse_pipeline("no-op-function").unwrap();
        assert_eq!(
            PipelineRunner::default().run(&mut p, &mut m, &mut |_| {}),
            Ok(())
        );
        match runner.run(&mut p, &mut m, &mut |_| {}) {
            Err(PassError::BrokenModule { after, findings }) => {
                assert_eq!(after.as_deref(), Some("no-op-function"));
                assert_eq!(findings.len(), 1);
            }
            other => panic!("{other:?}"),
        }
        let mut p = parse_pipeline("function(verify)").unwrap();
        assert!(matches!(
            PipelineRunner::default().run(&mut p, &mut m, &mut |_| {}),
            Err(PassError::BrokenModule { after: None, .. })
        ));
    }

    const TWO_FUNCTIONS: &str = "define void @f(i1 %c) {\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %x\nx:\n  ret void\n}\ndefine void @g() {\nentry:\n  ret void\n}\n";

    /// Runs `text` on a fresh copy of TWO_FUNCTIONS with `am`; returns what was printed.
    /// Runs `f` on a pool of `threads` threads.
    fn with_threads<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> R {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(f)
    }

    /// `n` functions `@f0`... of one loop each, with a store in the loop and a load after it.
    fn loop_functions(n: usize) -> String {
        (0..n)
            .map(|i| format!(
                "define void @f{i}(i1 %c, ptr %p) {{\nentry:\n  br label %l\nl:\n  store i32 {i}, ptr %p\n  br i1 %c, label %l, label %x{i}\nx{i}:\n  %v = load i32, ptr %p\n  ret void\n}}\n"
            ))
            .collect()
    }

    fn run_on(text: &str, m: &mut Module, am: &mut AnalysisManager) -> String {
        let mut p = parse_pipeline(text).unwrap();
        let mut out = String::new();
        PipelineRunner::default()
            .run_with(&mut p, m, am, &mut |s: &str| out.push_str(s))
            .unwrap();
        out
    }

    #[test]
    fn require_and_invalidate_drive_the_cache() {
        let mut m = crate::parse::parse_module(TWO_FUNCTIONS, "t.ll").unwrap();
        let f = m.layout.functions[0];
        let mut am = AnalysisManager::new();
        run_on("require<loops>", &mut m, &mut am);
        assert!(am.function(f).is_cached(AnalysisId::Loops));
        assert!(am.function(f).is_cached(AnalysisId::DomTree));
        assert!(!am.function(f).is_cached(AnalysisId::PostDomTree));
        // Cached: printing does not compute again.
        run_on("print<loops>,print<domtree>", &mut m, &mut am);
        assert_eq!(am.function(f).times_computed(AnalysisId::DomTree), 1);
        // invalidate<domtree> keeps loop info, as in opt-22, and drops MemorySSA.
        run_on("require<memoryssa>,invalidate<domtree>", &mut m, &mut am);
        assert!(am.function(f).is_cached(AnalysisId::Loops));
        assert!(!am.function(f).is_cached(AnalysisId::MemorySsa));
        run_on("invalidate<loops>", &mut m, &mut am);
        assert!(!am.function(f).is_cached(AnalysisId::Loops));
        run_on(
            "function(require<postdomtree>,require<domtree>)",
            &mut m,
            &mut am,
        );
        run_on("invalidate<loops>", &mut m, &mut am);
        assert!(am.function(f).is_cached(AnalysisId::DomTree));
        // A module pass that preserves nothing drops every function's cache.
        run_on("invalidate<all>", &mut m, &mut am);
        assert!(!am.function(f).is_cached(AnalysisId::DomTree));
        assert!(!am.function(f).is_cached(AnalysisId::PostDomTree));
        // The verifier and no-op passes preserve everything.
        run_on("require<domtree>,verify,no-op-function", &mut m, &mut am);
        assert!(am.function(f).is_cached(AnalysisId::DomTree));
        assert_eq!(am.function(f).times_computed(AnalysisId::DomTree), 3);
    }

    #[test]
    fn transforms_edit_in_parallel_as_a_serial_run_does() {
        let mut text = String::new();
        for i in 0..300 {
            text.push_str(&format!(
                "define i32 @f{i}(i1 %c) {{\nentry:\n  %x = alloca i32\n  store i32 {i}, ptr %x\n  br i1 %c, label %a, label %j\na:\n  store i32 7, ptr %x\n  br label %j\nj:\n  %v = load i32, ptr %x\n  ret i32 %v\n}}\n"
            ));
        }
        let run = |threads: usize| {
            with_threads(threads, || {
                let mut m = crate::parse::parse_module(&text, "t.ll").unwrap();
                let out = run_on(
                    "function(mem2reg,verify),print<domtree>",
                    &mut m,
                    &mut AnalysisManager::new(),
                );
                (out, crate::print::print_module(&m, "t.ll"))
            })
        };
        let (out, printed) = run(1);
        assert!(out.contains("DominatorTree for function: f299\n"));
        assert!(printed.contains("%x.0 = phi i32 [ 7, %a ], [ 299, %entry ]"));
        assert!(!printed.contains("alloca"));
        assert_eq!((out.clone(), printed.clone()), run(2));
        assert_eq!((out, printed), run(4));
    }

    #[test]
    fn a_transform_drops_what_it_did_not_preserve() {
        let text = "define i32 @f() {\nentry:\n  %x = alloca i32\n  store i32 1, ptr %x\n  %v = load i32, ptr %x\n  ret i32 %v\n}\n";
        let mut m = crate::parse::parse_module(text, "t.ll").unwrap();
        let f = m.layout.functions[0];
        let mut am = AnalysisManager::new();
        run_on(
            "require<domtree>,require<memoryssa>,mem2reg",
            &mut m,
            &mut am,
        );
        // mem2reg keeps the CFG: the dominator tree stays, MemorySSA goes.
        assert!(am.function(f).is_cached(AnalysisId::DomTree));
        assert!(!am.function(f).is_cached(AnalysisId::MemorySsa));
        // Nothing left to promote: everything is kept.
        run_on("require<memoryssa>,mem2reg", &mut m, &mut am);
        assert!(am.function(f).is_cached(AnalysisId::MemorySsa));
        assert!(crate::print::print_module(&m, "t.ll").contains("ret i32 1"));
    }

    #[test]
    fn memoryssa_printers_refuse_a_pipeline_that_edits() {
        let text = "define void @f() {\nentry:\n  ret void\n}\n";
        let mut m = crate::parse::parse_module(text, "t.ll").unwrap();
        let mut p = parse_pipeline("function(mem2reg,print<memoryssa>)").unwrap();
        let err = PipelineRunner::default()
            .run(&mut p, &mut m, &mut |_: &str| {})
            .unwrap_err();
        assert!(
            matches!(err, PassError::Unsupported { ref pass, .. } if pass == "print<memoryssa>")
        );
        // In a pipeline of its own it prints.
        let out = run_on(
            "function(mem2reg),function(print<memoryssa>)",
            &mut m,
            &mut AnalysisManager::new(),
        );
        assert!(out.starts_with("MemorySSA for function: f\n"));
    }

    #[test]
    fn parallel_output_equals_serial_output() {
        let text = loop_functions(300);
        let pipeline = "function(print<domtree>,print<loops>,print<memoryssa>),print<postdomtree>,print<memoryssa-walker>";
        let run = |threads: usize| {
            with_threads(threads, || {
                let mut m = crate::parse::parse_module(&text, "t.ll").unwrap();
                run_on(pipeline, &mut m, &mut AnalysisManager::new())
            })
        };
        let one = run(1);
        assert!(one.starts_with("DominatorTree for function: f0\n"));
        assert!(one.contains("Loop info for function 'f299':\n"));
        assert!(one.contains("MemorySSA (walker) for function: f299\n"));
        assert!(one.contains("; MemoryUse(1) - clobbered by 1 = MemoryDef(2)->2\n"));
        assert_eq!(one, run(2));
        assert_eq!(one, run(4));
    }

    #[test]
    fn debug_lines_and_loop_passes_are_the_same_with_one_and_two_threads() {
        let text = loop_functions(300);
        let pipeline = "function(require<loops>,print<memoryssa>,loop-mssa(no-op-loop),invalidate<domtree>,verify),invalidate<all>,print<loops>,no-op-loop";
        let run = |threads: usize| {
            with_threads(threads, || {
                let mut m = crate::parse::parse_module(&text, "t.ll").unwrap();
                let mut p = parse_pipeline(pipeline).unwrap();
                let mut out = String::new();
                let runner = PipelineRunner {
                    debug_pass_manager: true,
                    time_passes: true,
                    ..Default::default()
                };
                runner
                    .run(&mut p, &mut m, &mut |s: &str| out.push_str(s))
                    .unwrap();
                out
            })
        };
        let one = run(1);
        assert!(one.starts_with(
            "Running analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]\nRunning pass: RequireAnalysisPass<llvm::LoopAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on f0 (5 instructions)\n"
        ));
        assert!(one.contains(
            "Running pass: NoOpLoopPass on loop %l in function f299\nRunning pass: InvalidateAnalysisPass<llvm::DominatorTreeAnalysis> on f299 (5 instructions)\nInvalidating analysis: DominatorTreeAnalysis on f299\nInvalidating analysis: MemorySSAAnalysis on f299\n"
        ));
        assert!(one.contains("Running pass: InvalidateAllAnalysesPass on [module]\nInvalidating analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]\nRunning analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]\n"));
        assert_eq!(one.matches("NoOpLoopPass").count(), 600);
        assert_eq!(one, run(2));
    }

    #[test]
    fn loops_run_innermost_first_and_nests_last_to_first() {
        let text = "define void @f(i1 %c) {\nentry:\n  br label %a\na:\n  br label %a1\na1:\n  br i1 %c, label %a1, label %a1.x\na1.x:\n  br label %a2\na2:\n  br i1 %c, label %a2, label %a2.x\na2.x:\n  br i1 %c, label %a, label %a.x\na.x:\n  br label %b\nb:\n  br i1 %c, label %b, label %exit\nexit:\n  ret void\n}\n";
        let m = crate::parse::parse_module(text, "t.ll").unwrap();
        let body = body_of(&m, m.layout.functions[0]).unwrap();
        let mut cache = FunctionAnalyses::new();
        let li = cache.loops(body);
        let names = super::super::printers::BlockNames::new(body);
        let order: Vec<&str> = loop_worklist(&li)
            .into_iter()
            .map(|l| names.get(li.data(l).header))
            .collect();
        assert_eq!(order, ["%a1", "%a2", "%a", "%b"]);
        assert_eq!(loop_form_problem(body, &li), None);
    }

    #[test]
    fn loop_levels_are_inferred_as_opt_does() {
        assert_eq!(describe("no-op-loop"), "function(loop(no-op-loop))");
        assert_eq!(
            describe("loop(no-op-loop),verify"),
            "function(loop(no-op-loop),verify)"
        );
        assert_eq!(
            describe("verify,no-op-loop,loop-mssa(loop(no-op-loop))"),
            "verify,function(loop(no-op-loop)),function(loop-mssa(loop(no-op-loop)))"
        );
        assert_eq!(
            describe("function(no-op-loop,loop-mssa(invalidate<all>))"),
            "function(loop(no-op-loop),loop-mssa(invalidate<all>))"
        );
        assert_eq!(
            error("no-op-loop,verify"),
            ("unknown loop pass 'verify'".into(), 11, 17)
        );
        assert_eq!(
            error("loop(function(no-op-loop))").0,
            "invalid use of 'function' pass as loop pipeline"
        );
    }
}
