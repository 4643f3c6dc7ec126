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
//! Not yet: `cgscc(...)` and `loop(...)`/`loop-mssa(...)` pipelines (errors),
//! `-debug-pass-manager`, `-print-passes`, module analyses, and a serial path for function
//! passes that mutate the IR (no such pass exists).
//! Must not touch: flags, files or streams (that is `cli`); the passes' own logic.

use super::analysis_manager::{AnalysisId, AnalysisManager, FunctionAnalyses, PreservedAnalyses};
use super::PassError;
use crate::diag::{Diagnostic, FileId, Span};
use crate::ir::function::FunctionBody;
use crate::ir::module::{GlobalKind, GlobalValue, Module};
use rayon::prelude::*;

/// A pass over the whole module.
pub trait ModulePass {
    /// The name in pipeline text.
    fn name(&self) -> &str;
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

/// A pass over one function (with a body) at a time. Function passes read the IR only, so
/// the runner runs them on several functions at once; a transform will need a mutable body
/// and a serial path (none exists yet).
pub trait FunctionPass: Send + Sync {
    /// The name in pipeline text.
    fn name(&self) -> &str;
    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError>;
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
];

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
/// atomir does not have (CGSCC, loop, machine) are left out.
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
}

/// A parsed `-passes=` pipeline, always a module pipeline at the top.
pub struct Pipeline {
    pub passes: Vec<ModuleNode>,
}

impl Pipeline {
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
        })
        .collect();
    parts.join(",")
}

/// Parses `-passes=` text into a pipeline. The first element decides the level of the whole
/// text, as in `opt`: a module pass (or `module(...)`, `function(...)`) makes it a module
/// pipeline; a function pass makes it a function pipeline run on every function.
pub fn parse_pipeline(text: &str) -> Result<Pipeline, PipelineError> {
    let elements = parse_pipeline_text(text)?;
    let Some(first) = elements.first() else {
        return Ok(Pipeline { passes: Vec::new() });
    };
    let name = first.text.as_str();
    let first_is_module = (first.inner.is_some() && matches!(name, "module" | "function"))
        || make_module_pass(name).is_some();
    let first_is_function = make_function_pass(name).is_some();
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
    } else {
        Err(PipelineError::new(
            format!("unknown pass name '{}'", first.text),
            first.span,
            "",
        ))
    }
}

/// `cgscc(...)` and `loop(...)`: levels LLVM has and atomir does not yet.
fn unsupported_level(e: &PipelineElement) -> Option<PipelineError> {
    match (&e.inner, e.text.as_str()) {
        (Some(_), level @ ("cgscc" | "loop")) => Some(PipelineError::new(
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
                None => return Err(unknown("function", e)),
            },
        };
        out.push(node);
    }
    Ok(out)
}

fn unknown(level: &str, e: &PipelineElement) -> PipelineError {
    PipelineError::new(format!("unknown {level} pass '{}'", e.text), e.span, "")
}

// ---------------------------------------------------------------------------------------------
// Running

/// Functions a function pipeline runs on at once (in parallel) before their output is handed on.
pub const FUNCTION_BATCH: usize = 256;

/// Runs a pipeline over a module.
#[derive(Clone, Copy, Debug, Default)]
pub struct PipelineRunner {
    /// Run the verifier after every pass (`opt -verify-each`): the module after a module pass,
    /// the function after a function pass.
    pub verify_each: bool,
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
                    let mut text = String::new();
                    let result = p.run(module, analyses, &mut text);
                    out(&text);
                    let preserved = result?;
                    analyses.invalidate(&preserved);
                    if self.verify_each {
                        let findings = crate::verify::verify_module(module);
                        super::verify::errors_only(findings, Some(p.name()))?;
                    }
                }
                ModuleNode::Nested(inner) => self.run_module(inner, module, analyses, out)?,
                ModuleNode::Functions(inner) => self.run_functions(inner, module, analyses, out)?,
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
        module: &Module,
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
        for batch in functions.chunks(FUNCTION_BATCH) {
            let mut work: Vec<(GlobalValue, FunctionAnalyses)> =
                batch.iter().map(|&f| (f, analyses.take(f))).collect();
            let results: Vec<(String, Result<(), PassError>)> = work
                .par_iter_mut()
                .map(|(f, cache)| {
                    let mut text = String::new();
                    let r = match body_of(module, *f) {
                        Some(body) => {
                            let mut cx = FunctionContext {
                                module,
                                function: *f,
                                body,
                                analyses: cache,
                                out: &mut text,
                            };
                            self.run_function(nodes, &mut cx)
                        }
                        None => Ok(()),
                    };
                    (text, r)
                })
                .collect();
            for (f, cache) in work {
                analyses.put(f, cache);
            }
            for (text, r) in results {
                out(&text);
                r?;
            }
        }
        Ok(())
    }

    fn run_function(
        &self,
        nodes: &[FunctionNode],
        cx: &mut FunctionContext<'_>,
    ) -> Result<(), PassError> {
        for node in nodes {
            match node {
                FunctionNode::Pass(p) => {
                    let preserved = p.run(cx)?;
                    cx.analyses.invalidate(&preserved);
                    if self.verify_each {
                        let findings = crate::verify::verify_function(cx.module, cx.function);
                        super::verify::errors_only(findings, Some(p.name()))?;
                    }
                }
                FunctionNode::Nested(inner) => self.run_function(inner, cx)?,
            }
        }
        Ok(())
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
            "Module passes:\n  atomic-expand\n  no-op-module\n  upgrade-legacy-atomics\n  verify\nModule analyses:\nFunction passes:\n"
        ));
        for p in REGISTRY {
            assert!(text.contains(&format!("  {}\n", p.name)), "{}", p.name);
        }
        assert!(
            text.ends_with("Function analyses:\n  domtree\n  loops\n  memoryssa\n  postdomtree\n")
        );
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
            error("verify,instcombine"),
            ("unknown module pass 'instcombine'".into(), 7, 18)
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
            error("function(loop(no-op-loop))").0,
            "'loop' pipelines are not supported by atomir yet"
        );
    }

    #[test]
    fn runner_verifies_and_stops_at_a_broken_module() {
        let good = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\ndeclare void @g()\n";
        let mut m = crate::parse::parse_module(good, "good.ll").unwrap();
        let mut p = parse_pipeline("verify,function(verify,no-op-function),no-op-module").unwrap();
        let runner = PipelineRunner { verify_each: true };
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
    fn parallel_output_equals_serial_output() {
        let mut text = String::new();
        for i in 0..300 {
            text.push_str(&format!(
                "define void @f{i}(i1 %c, ptr %p) {{\nentry:\n  br label %l\nl:\n  store i32 {i}, ptr %p\n  br i1 %c, label %l, label %x{i}\nx{i}:\n  %v = load i32, ptr %p\n  ret void\n}}\n"
            ));
        }
        let pipeline = "function(print<domtree>,print<loops>,print<memoryssa>),print<postdomtree>,print<memoryssa-walker>";
        let run = |threads: usize| {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            pool.install(|| {
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
}
