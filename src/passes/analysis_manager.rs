//! The analysis manager: function analyses computed on request, cached per function, and
//! dropped by what a pass reports it preserved (LLVM's `PreservedAnalyses`).
//!
//! Owns: [`AnalysisId`] (every analysis by its pipeline name, with the analyses it is computed
//! from), [`PreservedAnalyses`] (all / none / a named set, minus abandoned ones),
//! [`FunctionAnalyses`] (one function's cache: `domtree`, `postdomtree`, `loops`, `memoryssa`) and
//! [`AnalysisManager`] (the caches of every function). An analysis is dropped when a pass does
//! not preserve it or when an analysis it holds on to is dropped: `memoryssa` goes with
//! `domtree`, as in opt-22; `loops` does not (opt-22 keeps LoopInfo when only the dominator
//! tree is abandoned, and atomir's loop info does not refer to the tree). Caches hold `Arc`s,
//! so a pass keeps what it asked for while the cache changes.
//! Function caches are independent values: the runner hands each function's cache to the
//! thread that runs that function.
//!
//! `-debug-pass-manager`: with [`FunctionAnalyses::set_debug_log`] on, the cache writes LLVM 22's
//! lines to its log (`Running analysis: DominatorTreeAnalysis on f` when an analysis starts,
//! before the ones it needs; `Invalidating analysis: ...` in the order the analyses were
//! completed, as LLVM's per-function result list keeps them). `VerifierAnalysis` is tracked
//! as LLVM tracks it (computed by the first `verify` after an invalidation that did not keep
//! everything else), although atomir's `verify` pass verifies every time. atomir's alias
//! analysis is part of MemorySSA, not a cached analysis, so opt-22's lines for `AAManager`,
//! `BasicAA`, `TargetLibraryAnalysis`, `AssumptionAnalysis`, `TargetIRAnalysis`,
//! `ScopedNoAliasAA`, `TypeBasedAA` and `OuterAnalysisManagerProxy` are not printed.
//! `-time-passes`: the cache adds the wall time of each analysis it computes to its timings.
//! Must not touch: the IR (analyses only read it; see `crate::analysis`), the pipeline text.

use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::loops::LoopInfo;
use crate::analysis::memory_ssa::MemorySsa;
use crate::analysis::postdom::PostDominatorTree;
use crate::ir::entity::FxHashMap as HashMap;
use crate::ir::function::{Block, FunctionBody};
use crate::ir::module::{GlobalValue, Module};
use std::sync::Arc;

/// An analysis atomir can compute, by its name in `require<NAME>` / `invalidate<NAME>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AnalysisId {
    DomTree,
    PostDomTree,
    Loops,
    MemorySsa,
}

impl AnalysisId {
    /// Every analysis, in the order `-print-passes` would list them.
    pub const ALL: &'static [AnalysisId] = &[
        AnalysisId::DomTree,
        AnalysisId::PostDomTree,
        AnalysisId::Loops,
        AnalysisId::MemorySsa,
    ];

    /// The pipeline name (LLVM's).
    pub fn name(self) -> &'static str {
        match self {
            AnalysisId::DomTree => "domtree",
            AnalysisId::PostDomTree => "postdomtree",
            AnalysisId::Loops => "loops",
            AnalysisId::MemorySsa => "memoryssa",
        }
    }

    /// LLVM's class name, as `-debug-pass-manager` and `-time-passes` print it.
    pub fn llvm_name(self) -> &'static str {
        match self {
            AnalysisId::DomTree => "DominatorTreeAnalysis",
            AnalysisId::PostDomTree => "PostDominatorTreeAnalysis",
            AnalysisId::Loops => "LoopAnalysis",
            AnalysisId::MemorySsa => "MemorySSAAnalysis",
        }
    }

    pub fn from_name(name: &str) -> Option<AnalysisId> {
        AnalysisId::ALL.iter().copied().find(|a| a.name() == name)
    }

    /// The analyses this one depends on after it is built: dropping one of them drops this
    /// one (opt-22's invalidation rules: MemorySSA keeps using the dominator tree).
    pub fn depends_on(self) -> &'static [AnalysisId] {
        match self {
            AnalysisId::MemorySsa => &[AnalysisId::DomTree],
            AnalysisId::DomTree | AnalysisId::PostDomTree | AnalysisId::Loops => &[],
        }
    }
}

/// What a pass kept valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreservedAnalyses {
    all: bool,
    preserved: Vec<AnalysisId>,
    abandoned: Vec<AnalysisId>,
}

impl PreservedAnalyses {
    /// Nothing changed (analysis printers, `verify`, `require<>`).
    pub fn all() -> PreservedAnalyses {
        PreservedAnalyses {
            all: true,
            preserved: Vec::new(),
            abandoned: Vec::new(),
        }
    }

    /// Anything may have changed.
    pub fn none() -> PreservedAnalyses {
        PreservedAnalyses {
            all: false,
            preserved: Vec::new(),
            abandoned: Vec::new(),
        }
    }

    /// Keeps `id` valid (on top of `none()` or a set).
    pub fn preserve(mut self, id: AnalysisId) -> PreservedAnalyses {
        self.abandoned.retain(|&a| a != id);
        if !self.preserved.contains(&id) {
            self.preserved.push(id);
        }
        self
    }

    /// Drops `id` even if everything else is kept (`invalidate<NAME>`).
    pub fn abandon(mut self, id: AnalysisId) -> PreservedAnalyses {
        self.preserved.retain(|&a| a != id);
        if !self.abandoned.contains(&id) {
            self.abandoned.push(id);
        }
        self
    }

    /// Whether `id` itself is kept (its dependencies are checked by the cache).
    pub fn is_preserved(&self, id: AnalysisId) -> bool {
        !self.abandoned.contains(&id) && (self.all || self.preserved.contains(&id))
    }

    pub fn are_all_preserved(&self) -> bool {
        self.all && self.abandoned.is_empty()
    }

    /// Whether analyses not named by the pass are kept (`all()` minus abandoned ones), as
    /// opposed to a set built from `none()`.
    pub fn keeps_unnamed(&self) -> bool {
        self.all
    }
}

/// The cached analyses of one function.
#[derive(Clone, Debug, Default)]
pub struct FunctionAnalyses {
    domtree: Option<Arc<DominatorTree<Block>>>,
    postdomtree: Option<Arc<PostDominatorTree>>,
    loops: Option<Arc<LoopInfo>>,
    memory_ssa: Option<Arc<MemorySsa>>,
    /// How many times each analysis was computed for this function (for tests and
    /// `-debug-pass-manager`): indexed like [`AnalysisId::ALL`].
    computed: [u32; 4],
    /// Cached results in the order they were completed (`None`: `VerifierAnalysis`).
    completed: Vec<Option<AnalysisId>>,
    /// `-debug-pass-manager`: the function's name and the lines written so far.
    debug: Option<(String, String)>,
    /// `-time-passes`: wall time spent computing each analysis (LLVM name, seconds).
    timings: Option<Vec<(&'static str, f64)>>,
}

impl FunctionAnalyses {
    pub fn new() -> FunctionAnalyses {
        FunctionAnalyses::default()
    }

    fn count(&mut self, id: AnalysisId) {
        self.computed[id as usize] += 1;
        self.completed.push(Some(id));
    }

    /// Turns the `-debug-pass-manager` log on for function `name` (or off with `None`).
    pub fn set_debug_log(&mut self, name: Option<String>) {
        self.debug = name.map(|n| (n, String::new()));
    }

    /// Turns `-time-passes` timing of analyses on or off.
    pub fn set_timing(&mut self, on: bool) {
        self.timings = on.then(Vec::new);
    }

    /// Takes the log lines written since the last call.
    pub fn take_log(&mut self) -> String {
        match &mut self.debug {
            Some((_, text)) => std::mem::take(text),
            None => String::new(),
        }
    }

    /// Takes the analysis timings collected since the last call.
    pub fn take_timings(&mut self) -> Vec<(&'static str, f64)> {
        self.timings
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    fn log(&mut self, verb: &str, what: &str) {
        if let Some((name, text)) = &mut self.debug {
            text.push_str(verb);
            text.push_str(" analysis: ");
            text.push_str(what);
            text.push_str(" on ");
            text.push_str(name);
            text.push('\n');
        }
    }

    fn starting(&mut self, id: AnalysisId) -> Option<std::time::Instant> {
        self.log("Running", id.llvm_name());
        self.timings.as_ref().map(|_| std::time::Instant::now())
    }

    fn finished(&mut self, id: AnalysisId, start: Option<std::time::Instant>) {
        if let (Some(t), Some(start)) = (&mut self.timings, start) {
            t.push((id.llvm_name(), start.elapsed().as_secs_f64()));
        }
        self.count(id);
    }

    /// The `verify` pass ran: `VerifierAnalysis` is computed unless it is cached.
    pub fn note_verifier(&mut self) {
        if !self.completed.contains(&None) {
            self.log("Running", "VerifierAnalysis");
            self.completed.push(None);
        }
    }

    /// How many times `id` was computed for this function.
    pub fn times_computed(&self, id: AnalysisId) -> u32 {
        self.computed[id as usize]
    }

    /// The dominator tree, computed if it is not cached.
    pub fn domtree(&mut self, body: &FunctionBody) -> Arc<DominatorTree<Block>> {
        if let Some(dt) = &self.domtree {
            return dt.clone();
        }
        let t = self.starting(AnalysisId::DomTree);
        let dt = Arc::new(DominatorTree::compute(&BlockCfg::new(body)));
        self.finished(AnalysisId::DomTree, t);
        self.domtree = Some(dt.clone());
        dt
    }

    /// The post-dominator tree, computed if it is not cached.
    pub fn postdomtree(&mut self, body: &FunctionBody) -> Arc<PostDominatorTree> {
        if let Some(pdt) = &self.postdomtree {
            return pdt.clone();
        }
        let t = self.starting(AnalysisId::PostDomTree);
        let pdt = Arc::new(PostDominatorTree::compute(body, &BlockCfg::new(body)));
        self.finished(AnalysisId::PostDomTree, t);
        self.postdomtree = Some(pdt.clone());
        pdt
    }

    /// A pass changed the CFG and keeps the dominator and post-dominator trees up to date, as
    /// opt-22's passes do in place: the cached trees are recomputed silently (no
    /// `-debug-pass-manager` line, no count), the others are left to invalidation.
    pub fn refresh_cfg_trees(&mut self, body: &FunctionBody) {
        let cfg = BlockCfg::new(body);
        if self.domtree.is_some() {
            self.domtree = Some(Arc::new(DominatorTree::compute(&cfg)));
        }
        if self.postdomtree.is_some() {
            self.postdomtree = Some(Arc::new(PostDominatorTree::compute(body, &cfg)));
        }
    }

    /// Loop info (from the cached dominator tree), computed if it is not cached.
    pub fn loops(&mut self, body: &FunctionBody) -> Arc<LoopInfo> {
        if let Some(li) = &self.loops {
            return li.clone();
        }
        let t = self.starting(AnalysisId::Loops);
        let dt = self.domtree(body);
        let li = Arc::new(LoopInfo::compute(body, &BlockCfg::new(body), &dt));
        self.finished(AnalysisId::Loops, t);
        self.loops = Some(li.clone());
        li
    }

    /// MemorySSA (from the cached dominator tree), computed if it is not cached.
    pub fn memory_ssa(&mut self, module: &Module, body: &FunctionBody) -> Arc<MemorySsa> {
        if let Some(m) = &self.memory_ssa {
            return m.clone();
        }
        let t = self.starting(AnalysisId::MemorySsa);
        let dt = self.domtree(body);
        let mssa = Arc::new(crate::analysis::memory_ssa::build::build(
            module,
            body,
            &BlockCfg::new(body),
            &dt,
        ));
        self.finished(AnalysisId::MemorySsa, t);
        self.memory_ssa = Some(mssa.clone());
        mssa
    }

    /// MemorySSA for a pass that edits the function and keeps MemorySSA right through
    /// `analysis::memory_ssa::update` (computed if not cached; copied first if a reader still
    /// holds the cached one). The pass then reports MemorySSA as preserved.
    pub fn memory_ssa_mut(&mut self, module: &Module, body: &FunctionBody) -> &mut MemorySsa {
        self.memory_ssa(module, body);
        Arc::make_mut(self.memory_ssa.as_mut().expect("computed just above"))
    }

    /// Computes `id` if it is not cached (`require<NAME>`).
    pub fn require(&mut self, id: AnalysisId, module: &Module, body: &FunctionBody) {
        match id {
            AnalysisId::DomTree => drop(self.domtree(body)),
            AnalysisId::PostDomTree => drop(self.postdomtree(body)),
            AnalysisId::Loops => drop(self.loops(body)),
            AnalysisId::MemorySsa => drop(self.memory_ssa(module, body)),
        }
    }

    pub fn is_cached(&self, id: AnalysisId) -> bool {
        match id {
            AnalysisId::DomTree => self.domtree.is_some(),
            AnalysisId::PostDomTree => self.postdomtree.is_some(),
            AnalysisId::Loops => self.loops.is_some(),
            AnalysisId::MemorySsa => self.memory_ssa.is_some(),
        }
    }

    fn drop_cached(&mut self, id: AnalysisId) {
        match id {
            AnalysisId::DomTree => self.domtree = None,
            AnalysisId::PostDomTree => self.postdomtree = None,
            AnalysisId::Loops => self.loops = None,
            AnalysisId::MemorySsa => self.memory_ssa = None,
        }
    }

    /// Drops what `preserved` does not keep, and what was computed from a dropped analysis.
    /// Returns the analyses dropped, in [`AnalysisId::ALL`] order.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) -> Vec<AnalysisId> {
        if preserved.are_all_preserved() {
            return Vec::new();
        }
        let mut stale: Vec<AnalysisId> = Vec::new();
        let mut dropped: Vec<AnalysisId> = Vec::new();
        // ALL lists every analysis after the ones it depends on.
        for &id in AnalysisId::ALL {
            if !preserved.is_preserved(id) || id.depends_on().iter().any(|d| stale.contains(d)) {
                stale.push(id);
                if self.is_cached(id) {
                    self.drop_cached(id);
                    dropped.push(id);
                }
            }
        }
        let verifier_dropped = !preserved.keeps_unnamed();
        // The log lists them in the order they were completed.
        let completed = std::mem::take(&mut self.completed);
        for entry in completed {
            let gone = match entry {
                Some(id) => dropped.contains(&id),
                None => verifier_dropped,
            };
            if gone {
                self.log(
                    "Invalidating",
                    entry.map_or("VerifierAnalysis", AnalysisId::llvm_name),
                );
            } else {
                self.completed.push(entry);
            }
        }
        dropped
    }
}

/// Wall times of passes and analyses by LLVM name (`-time-passes`), summed over functions.
#[derive(Clone, Debug, Default)]
pub struct PassTimings {
    pub passes: Vec<(String, f64)>,
    pub analyses: Vec<(String, f64)>,
}

impl PassTimings {
    fn add(list: &mut Vec<(String, f64)>, name: &str, secs: f64) {
        match list.iter_mut().find(|(n, _)| n == name) {
            Some(e) => e.1 += secs,
            None => list.push((name.to_string(), secs)),
        }
    }
    pub fn add_pass(&mut self, name: &str, secs: f64) {
        Self::add(&mut self.passes, name, secs);
    }
    pub fn add_analysis(&mut self, name: &str, secs: f64) {
        Self::add(&mut self.analyses, name, secs);
    }
}

/// The module-level analyses LLVM's `-debug-pass-manager` reports (atomir has no module
/// analysis results; these track what opt-22 would have cached: `VerifierAnalysis` and the
/// function analysis manager proxy), in the order they were completed.
const PROXY: &str = "InnerAnalysisManagerProxy<FunctionAnalysisManager, Module>";

/// The analysis caches of every function of a module.
#[derive(Debug, Default)]
pub struct AnalysisManager {
    functions: HashMap<GlobalValue, FunctionAnalyses>,
    module_completed: Vec<&'static str>,
    /// `-time-passes` figures collected so far.
    pub timings: PassTimings,
    /// The module's identifier (its file name as given), for `Verifying module ...` lines.
    pub module_id: String,
}

impl AnalysisManager {
    pub fn new() -> AnalysisManager {
        AnalysisManager::default()
    }

    /// Takes `f`'s cache out (an empty one if none), to run a function pipeline on it.
    pub fn take(&mut self, f: GlobalValue) -> FunctionAnalyses {
        self.functions.remove(&f).unwrap_or_default()
    }

    /// Puts `f`'s cache back.
    pub fn put(&mut self, f: GlobalValue, cache: FunctionAnalyses) {
        self.functions.insert(f, cache);
    }

    pub fn function(&mut self, f: GlobalValue) -> &mut FunctionAnalyses {
        self.functions.entry(f).or_default()
    }

    /// `-debug-pass-manager` lines for a function pipeline starting at module level.
    pub fn debug_function_proxy(&mut self) -> String {
        self.module_analysis(PROXY)
    }

    /// `-debug-pass-manager` lines for the module verifier running (cached: none).
    pub fn debug_module_verifier(&mut self) -> String {
        self.module_analysis("VerifierAnalysis")
    }

    fn module_analysis(&mut self, name: &'static str) -> String {
        if self.module_completed.contains(&name) {
            return String::new();
        }
        self.module_completed.push(name);
        format!("Running analysis: {name} on [module]\n")
    }

    /// Applies what a module pass preserved to the module-level bookkeeping; returns the
    /// `-debug-pass-manager` lines (a module pass that does not keep everything invalidates
    /// the function analysis manager proxy and the module verifier result).
    pub fn debug_module_invalidate(&mut self, preserved: &PreservedAnalyses) -> String {
        let mut text = String::new();
        if preserved.are_all_preserved() {
            return text;
        }
        for name in std::mem::take(&mut self.module_completed) {
            text.push_str("Invalidating analysis: ");
            text.push_str(name);
            text.push_str(" on [module]\n");
        }
        text
    }

    /// Applies what a module pass preserved to every function's cache.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.are_all_preserved() {
            return;
        }
        for cache in self.functions.values_mut() {
            cache.invalidate(preserved);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module_and_body() -> (Module, FunctionBody) {
        let text = "define void @f(i1 %c, ptr %p) {\nentry:\n  br label %l\nl:\n  store i32 0, ptr %p\n  br i1 %c, label %l, label %x\nx:\n  ret void\n}\n";
        let mut m = crate::parse::parse_module(text, "t.ll").unwrap();
        let f = m.layout.functions[0];
        let body = match &mut m.globals[f].kind {
            crate::ir::module::GlobalKind::Function(d) => d.body.clone().unwrap(),
            _ => unreachable!(),
        };
        (m, body)
    }

    #[test]
    fn analyses_are_cached_until_invalidated() {
        let (m, b) = module_and_body();
        let mut c = FunctionAnalyses::new();
        let li = c.loops(&b);
        assert_eq!(li.top_level().len(), 1);
        c.domtree(&b);
        c.loops(&b);
        assert_eq!(c.times_computed(AnalysisId::DomTree), 1);
        assert_eq!(c.times_computed(AnalysisId::Loops), 1);
        assert!(c.invalidate(&PreservedAnalyses::all()).is_empty());
        // Abandoning the dominator tree keeps loop info (as opt-22 does).
        let dropped = c.invalidate(&PreservedAnalyses::all().abandon(AnalysisId::DomTree));
        assert_eq!(dropped, vec![AnalysisId::DomTree]);
        assert!(c.is_cached(AnalysisId::Loops));
        // MemorySSA goes with the dominator tree.
        c.memory_ssa(&m, &b);
        let dropped = c.invalidate(&PreservedAnalyses::all().abandon(AnalysisId::DomTree));
        assert_eq!(dropped, vec![AnalysisId::DomTree, AnalysisId::MemorySsa]);
        c.loops(&b);
        assert_eq!(c.times_computed(AnalysisId::DomTree), 2);
        assert_eq!(c.times_computed(AnalysisId::Loops), 1);
        // Keeping only the dominator tree drops the rest.
        c.domtree(&b);
        c.postdomtree(&b);
        let dropped = c.invalidate(&PreservedAnalyses::none().preserve(AnalysisId::DomTree));
        assert_eq!(dropped, vec![AnalysisId::PostDomTree, AnalysisId::Loops]);
        assert!(c.is_cached(AnalysisId::DomTree));
        let dropped = c.invalidate(&PreservedAnalyses::none());
        assert_eq!(dropped, vec![AnalysisId::DomTree]);
    }

    #[test]
    fn an_updated_memory_ssa_stays_cached() {
        let (m, mut b) = module_and_body();
        let mut c = FunctionAnalyses::new();
        let reader = c.memory_ssa(&m, &b);
        // Remove the store in %l: the updater edits the cached copy, the reader keeps its own.
        let l = b.layout.blocks()[1];
        let store = b.layout.block_insts(l)[0];
        b.layout.remove_inst(store);
        let cfg = BlockCfg::new(&b);
        let dt = c.domtree(&b);
        let cx = crate::analysis::memory_ssa::update::UpdateContext {
            module: &m,
            body: &b,
            cfg: &cfg,
            dt: &dt,
        };
        crate::analysis::memory_ssa::update::remove_access(c.memory_ssa_mut(&m, &b), &cx, store);
        assert!(reader.access_of(store).is_some());
        let now = c.memory_ssa(&m, &b);
        assert!(now.access_of(store).is_none());
        assert_eq!(now.num_accesses(), 1);
        assert_eq!(c.times_computed(AnalysisId::MemorySsa), 1);
    }

    #[test]
    fn names_round_trip() {
        for &a in AnalysisId::ALL {
            assert_eq!(AnalysisId::from_name(a.name()), Some(a));
        }
        assert_eq!(AnalysisId::from_name("aa"), None);
    }
}
