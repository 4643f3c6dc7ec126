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
}

impl FunctionAnalyses {
    pub fn new() -> FunctionAnalyses {
        FunctionAnalyses::default()
    }

    fn count(&mut self, id: AnalysisId) {
        self.computed[id as usize] += 1;
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
        self.count(AnalysisId::DomTree);
        let dt = Arc::new(DominatorTree::compute(&BlockCfg::new(body)));
        self.domtree = Some(dt.clone());
        dt
    }

    /// The post-dominator tree, computed if it is not cached.
    pub fn postdomtree(&mut self, body: &FunctionBody) -> Arc<PostDominatorTree> {
        if let Some(pdt) = &self.postdomtree {
            return pdt.clone();
        }
        self.count(AnalysisId::PostDomTree);
        let pdt = Arc::new(PostDominatorTree::compute(body, &BlockCfg::new(body)));
        self.postdomtree = Some(pdt.clone());
        pdt
    }

    /// Loop info (from the cached dominator tree), computed if it is not cached.
    pub fn loops(&mut self, body: &FunctionBody) -> Arc<LoopInfo> {
        if let Some(li) = &self.loops {
            return li.clone();
        }
        let dt = self.domtree(body);
        self.count(AnalysisId::Loops);
        let li = Arc::new(LoopInfo::compute(body, &BlockCfg::new(body), &dt));
        self.loops = Some(li.clone());
        li
    }

    /// MemorySSA (from the cached dominator tree), computed if it is not cached.
    pub fn memory_ssa(&mut self, module: &Module, body: &FunctionBody) -> Arc<MemorySsa> {
        if let Some(m) = &self.memory_ssa {
            return m.clone();
        }
        let dt = self.domtree(body);
        self.count(AnalysisId::MemorySsa);
        let mssa = Arc::new(crate::analysis::memory_ssa::build::build(
            module,
            body,
            &BlockCfg::new(body),
            &dt,
        ));
        self.memory_ssa = Some(mssa.clone());
        mssa
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
        dropped
    }
}

/// The analysis caches of every function of a module.
#[derive(Debug, Default)]
pub struct AnalysisManager {
    functions: HashMap<GlobalValue, FunctionAnalyses>,
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
    fn names_round_trip() {
        for &a in AnalysisId::ALL {
            assert_eq!(AnalysisId::from_name(a.name()), Some(a));
        }
        assert_eq!(AnalysisId::from_name("aa"), None);
    }
}
