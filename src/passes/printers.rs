//! Analysis printers: `print<domtree>`, `print<postdomtree>`, `print<loops>`, writing what
//! opt-22 writes to stderr for the same pass, byte for byte.
//!
//! Owns: the text of each printer and [`BlockNames`] (a block as `printAsOperand` spells it:
//! `%name`, quoted when needed, or `%N` with the function's local numbering). Each printer asks
//! the analysis manager for its analysis and appends to the function's output buffer.
//! Formats (learned from opt-22): the trees print `[level] %block {4294967295,4294967295}
//! [idom level]` indented by two spaces per level (a freshly computed LLVM tree has no DFS
//! numbers and has answered no slow query, hence the fixed `{-1,-1}` pair and the `0 slow
//! queries` header); the post-dominator tree starts at the virtual ` <<exit node>>`.
//! Must not touch: the analyses' algorithms (`crate::analysis`), the module.

use super::analysis_manager::PreservedAnalyses;
use super::manager::{FunctionContext, FunctionPass};
use super::PassError;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::memory_ssa::{self, AccessId};
use crate::analysis::postdom::depth_first_preorder;
use crate::decimal::push_u64;
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, FunctionBody};
use crate::ir::module::GlobalValue;
use crate::ir::module::{GlobalName, Module};
use crate::print::types::write_name;

/// Printed names of a function's blocks.
pub struct BlockNames {
    names: Vec<String>,
}

impl BlockNames {
    pub fn new(body: &FunctionBody) -> BlockNames {
        let mut names = vec![String::new(); body.dfg.blocks.len()];
        let mut next = 0u64;
        for &p in &body.params {
            if body.dfg.values[p].name.is_none() {
                next += 1;
            }
        }
        for &b in body.layout.blocks() {
            let mut s = String::from("%");
            match &body.dfg.blocks[b].name {
                Some(n) => write_name(&mut s, n),
                None => {
                    push_u64(&mut s, next);
                    next += 1;
                }
            }
            if let Some(slot) = names.get_mut(b.index()) {
                *slot = s;
            }
            for &i in body.layout.block_insts(b) {
                if let Some(v) = body.dfg.insts[i].result {
                    if body.dfg.values[v].name.is_none() {
                        next += 1;
                    }
                }
            }
        }
        BlockNames { names }
    }

    pub fn get(&self, b: Block) -> &str {
        self.names.get(b.index()).map_or("<badref>", String::as_str)
    }
}

/// The function's name as `F.getName()` gives it (empty for a numbered function).
pub fn function_name(m: &Module, f: GlobalValue) -> &str {
    match &m.globals[f].name {
        GlobalName::Named(n) => n,
        GlobalName::Numbered(_) => "",
    }
}

const HEADER_RULE: &str = "=============================--------------------------------\n";

fn tree_line(out: &mut String, level: u64, name: &str) {
    for _ in 0..level {
        out.push_str("  ");
    }
    out.push('[');
    push_u64(out, level);
    out.push_str("] ");
    out.push_str(name);
    out.push_str(" {4294967295,4294967295} [");
    push_u64(out, level - 1);
    out.push_str("]\n");
}

/// `print<domtree>`.
pub struct PrintDomTree;

impl FunctionPass for PrintDomTree {
    fn name(&self) -> &str {
        "print<domtree>"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let dt = cx.analyses.domtree(cx.body);
        let names = BlockNames::new(cx.body);
        let out = &mut *cx.out;
        out.push_str("DominatorTree for function: ");
        out.push_str(function_name(cx.module, cx.function));
        out.push('\n');
        out.push_str(HEADER_RULE);
        out.push_str("Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.\n");
        if let Some(&entry) = cx.body.layout.blocks().first() {
            // Children in the pre-order of a depth-first walk of the CFG (successor order).
            let cfg = crate::analysis::cfg::BlockCfg::new(cx.body);
            let order = depth_first_preorder(&cfg);
            let children = children_by_order(&dt, &order, cx.body.dfg.blocks.len());
            let mut stack = vec![(entry, 1u64)];
            while let Some((b, level)) = stack.pop() {
                tree_line(out, level, names.get(b));
                for &c in children[b.index()].iter().rev() {
                    stack.push((c, level + 1));
                }
            }
            out.push_str("Roots: ");
            out.push_str(names.get(entry));
            out.push_str(" \n");
        } else {
            out.push_str("Roots: \n");
        }
        Ok(PreservedAnalyses::all())
    }
}

/// Each block's dominator-tree children, ordered by their position in `order`.
fn children_by_order(dt: &DominatorTree<Block>, order: &[Block], n: usize) -> Vec<Vec<Block>> {
    let mut children = vec![Vec::new(); n];
    for &b in order {
        if let Some(d) = dt.idom(b) {
            children[d.index()].push(b);
        }
    }
    children
}

/// `print<postdomtree>`.
pub struct PrintPostDomTree;

impl FunctionPass for PrintPostDomTree {
    fn name(&self) -> &str {
        "print<postdomtree>"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let pdt = cx.analyses.postdomtree(cx.body);
        let names = BlockNames::new(cx.body);
        let out = &mut *cx.out;
        out.push_str("PostDominatorTree for function: ");
        out.push_str(function_name(cx.module, cx.function));
        out.push('\n');
        out.push_str(HEADER_RULE);
        out.push_str("Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.\n");
        tree_line(out, 1, " <<exit node>>");
        let mut stack: Vec<(Block, u64)> =
            pdt.exit_children().iter().rev().map(|&b| (b, 2)).collect();
        while let Some((b, level)) = stack.pop() {
            tree_line(out, level, names.get(b));
            for &c in pdt.children(b).iter().rev() {
                stack.push((c, level + 1));
            }
        }
        out.push_str("Roots: ");
        for &r in pdt.roots() {
            out.push_str(names.get(r));
            out.push(' ');
        }
        out.push('\n');
        Ok(PreservedAnalyses::all())
    }
}

/// `print<loops>`.
pub struct PrintLoops;

impl FunctionPass for PrintLoops {
    fn name(&self) -> &str {
        "print<loops>"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let li = cx.analyses.loops(cx.body);
        let names = BlockNames::new(cx.body);
        let cfg = crate::analysis::cfg::BlockCfg::new(cx.body);
        let out = &mut *cx.out;
        // (Parallel loops are written `Parallel Loop at depth ...`.)
        out.push_str("Loop info for function '");
        out.push_str(function_name(cx.module, cx.function));
        out.push_str("':\n");
        let mut stack: Vec<_> = li.top_level().iter().rev().copied().collect();
        while let Some(l) = stack.pop() {
            let depth = li.depth(l);
            let data = li.data(l);
            for _ in 1..depth {
                out.push_str("    ");
            }
            if is_annotated_parallel(cx.module, cx.body, &li, l, &cfg) {
                out.push_str("Parallel ");
            }
            out.push_str("Loop at depth ");
            push_u64(out, depth as u64);
            out.push_str(" containing: ");
            for (i, &b) in data.blocks.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(names.get(b));
                if b == data.header {
                    out.push_str("<header>");
                }
                let succs = cfg.succs(b);
                if succs.contains(&data.header) {
                    out.push_str("<latch>");
                }
                if succs.iter().any(|&s| !li.contains(l, s)) {
                    out.push_str("<exiting>");
                }
            }
            out.push('\n');
            stack.extend(data.subloops.iter().rev().copied());
        }
        Ok(PreservedAnalyses::all())
    }
}

/// Whether opt-22 calls loop `l` annotated parallel: every latch's terminator carries the
/// same `!llvm.loop` node and no instruction of the loop reads or writes memory. (A loop whose
/// memory accesses all belong to its `llvm.loop.parallel_accesses` groups is parallel too in
/// LLVM; atomir does not read access groups yet and prints such a loop without `Parallel`.)
fn is_annotated_parallel(
    m: &Module,
    body: &FunctionBody,
    li: &crate::analysis::loops::LoopInfo,
    l: crate::analysis::loops::LoopId,
    cfg: &crate::analysis::cfg::BlockCfg,
) -> bool {
    let data = li.data(l);
    let mut id = None;
    for &b in &data.blocks {
        if !cfg.succs(b).contains(&data.header) {
            continue;
        }
        let Some(&term) = body.layout.block_insts(b).last() else {
            return false;
        };
        let node = body.dfg.insts[term]
            .attachments
            .iter()
            .find(|(k, _)| m.md_kinds.name(*k) == "llvm.loop")
            .map(|&(_, n)| n);
        match (node, id) {
            (None, _) => return false,
            (Some(n), None) => id = Some(n),
            (Some(n), Some(prev)) if n != prev => return false,
            _ => {}
        }
    }
    if id.is_none() {
        return false;
    }
    let aa = crate::analysis::alias::AliasAnalysis::new(m, body);
    data.blocks.iter().all(|&b| {
        body.layout.block_insts(b).iter().all(|&i| {
            use crate::ir::instructions::InstKind;
            match &body.dfg.insts[i].kind {
                InstKind::Load { .. }
                | InstKind::Store { .. }
                | InstKind::Fence { .. }
                | InstKind::CmpXchg { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::VaArg => false,
                InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                    !aa.call_effects(i).total().any()
                }
                _ => true,
            }
        })
    })
}

/// Prefix of the marker line the annotator writes after every instruction while the module
/// text for `print<memoryssa>` is printed (never part of the output).
const MARKER: char = '\u{1}';

struct InstMarkers;

impl crate::print::Annotator for InstMarkers {
    fn after_inst(&self, _function: GlobalValue, inst: crate::ir::function::Inst) -> Vec<String> {
        let mut s = String::new();
        s.push(MARKER);
        push_u64(&mut s, inst.index() as u64);
        vec![s]
    }
}

/// Each defined function's printed text (as `F.print()` writes it: the `; Function Attrs:`
/// comment, `define ... {` to `}`), one line per entry, with a marker line after every
/// instruction. Printed once per pass with the module printer (function passes do not change
/// the module, so the text stays true while the pass runs over the functions).
struct FunctionTexts {
    texts: crate::ir::entity::FxHashMap<GlobalValue, Vec<String>>,
}

impl FunctionTexts {
    fn new(m: &Module) -> FunctionTexts {
        let text = crate::print::print_module_annotated(m, "", &InstMarkers);
        let mut defined = m.layout.functions.iter().copied().filter(|&f| {
            matches!(&m.globals[f].kind, crate::ir::module::GlobalKind::Function(d) if d.body.is_some())
        });
        let mut texts = crate::ir::entity::FxHashMap::default();
        let lines: Vec<&str> = text.lines().collect();
        let mut k = 0;
        while k < lines.len() {
            if lines[k].starts_with("define ") {
                let start = if k > 0 && lines[k - 1].starts_with("; Function Attrs:") {
                    k - 1
                } else {
                    k
                };
                let mut end = k;
                while end < lines.len() && lines[end] != "}" {
                    end += 1;
                }
                if let Some(f) = defined.next() {
                    texts.insert(
                        f,
                        lines[start..(end + 1).min(lines.len())]
                            .iter()
                            .map(|s| s.to_string())
                            .collect(),
                    );
                }
                k = end;
            }
            k += 1;
        }
        FunctionTexts { texts }
    }
}

/// Writes `header`, then the function's text with the lines `phi_line(block)` gives after each
/// block's label and the line `inst_line(inst)` gives above each instruction (called in print
/// order).
fn print_annotated(
    texts: &FunctionTexts,
    cx: &mut FunctionContext<'_>,
    header: &str,
    phi_line: &dyn Fn(Block) -> Option<String>,
    inst_line: &mut dyn FnMut(crate::ir::function::Inst) -> Option<String>,
) {
    let out = &mut *cx.out;
    out.push_str(header);
    out.push_str(function_name(cx.module, cx.function));
    out.push('\n');
    let empty = Vec::new();
    let lines = texts.texts.get(&cx.function).unwrap_or(&empty);
    let mut pending: Vec<&str> = Vec::new();
    for line in lines {
        let Some(rest) = line.strip_prefix(MARKER) else {
            pending.push(line);
            continue;
        };
        let inst = rest
            .parse::<usize>()
            .ok()
            .map(<crate::ir::function::Inst as EntityRef>::new);
        // Lines before the annotations: the blank line and label of a new block (and the
        // `define` line), none of which is indented.
        let head = pending
            .iter()
            .take_while(|l| l.is_empty() || !l.starts_with(' '))
            .count();
        for l in &pending[..head] {
            out.push_str(l);
            out.push('\n');
        }
        if let Some(inst) = inst {
            if let Some(b) = cx.body.layout.inst_block(inst) {
                if cx.body.layout.block_insts(b).first() == Some(&inst) {
                    if let Some(p) = phi_line(b) {
                        out.push_str(&p);
                        out.push('\n');
                    }
                }
            }
            if let Some(a) = inst_line(inst) {
                out.push_str(&a);
                out.push('\n');
            }
        }
        for l in &pending[head..] {
            out.push_str(l);
            out.push('\n');
        }
        pending.clear();
    }
    for l in pending {
        out.push_str(l);
        out.push('\n');
    }
}

/// A phi operand's block as MemorySSA prints it: the bare name, or `%N` when unnamed.
fn phi_block_name(body: &FunctionBody, names: &BlockNames, b: Block) -> String {
    match &body.dfg.blocks[b].name {
        Some(n) => n.to_string(),
        None => names.get(b).to_string(),
    }
}

/// `print<memoryssa>`: the function's text with MemorySSA annotations, after
/// `MemorySSA for function: NAME`.
#[derive(Default)]
pub struct PrintMemorySsa {
    texts: std::sync::OnceLock<FunctionTexts>,
}

impl FunctionPass for PrintMemorySsa {
    fn name(&self) -> &str {
        "print<memoryssa>"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
        let texts = self.texts.get_or_init(|| FunctionTexts::new(cx.module));
        let names = BlockNames::new(cx.body);
        let body = cx.body;
        let phi_name = |b: Block| phi_block_name(body, &names, b);
        print_annotated(
            texts,
            cx,
            "MemorySSA for function: ",
            &|b| memory_ssa::print::phi_annotation(&mssa, b, &phi_name),
            &mut |i| memory_ssa::print::inst_annotation(&mssa, i),
        );
        Ok(PreservedAnalyses::all())
    }
}

/// `print<memoryssa-walker>`: like `print<memoryssa>`, each def and use followed by the
/// walker's answer (`; 2 = MemoryDef(1)->liveOnEntry - clobbered by liveOnEntry`). A def shows
/// `->X` once the walker has answered for it, i.e. for itself and for defs printed before.
#[derive(Default)]
pub struct PrintMemorySsaWalker {
    texts: std::sync::OnceLock<FunctionTexts>,
}

impl FunctionPass for PrintMemorySsaWalker {
    fn name(&self) -> &str {
        "print<memoryssa-walker>"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
        let dt = cx.analyses.domtree(cx.body);
        let texts = self.texts.get_or_init(|| FunctionTexts::new(cx.module));
        let names = BlockNames::new(cx.body);
        let body = cx.body;
        let phi_name = |b: Block| phi_block_name(body, &names, b);
        let mut aa = crate::analysis::alias::AliasAnalysis::new(cx.module, cx.body);
        let walker = mssa.walker(&dt);
        let mut optimized: crate::ir::entity::FxHashMap<AccessId, AccessId> = Default::default();
        let mut inst_line = |i: crate::ir::function::Inst| {
            let id = mssa.access_of(i)?;
            let clobber = walker.clobbering_access(&mut aa, id);
            if matches!(mssa.access(id).kind, memory_ssa::AccessKind::Def(_)) && clobber != id {
                optimized.insert(id, clobber);
            }
            let show = |a: AccessId| {
                memory_ssa::print::access_text(&mssa, a, optimized.get(&a).copied(), &phi_name)
            };
            Some(format!("; {} - clobbered by {}", show(id), show(clobber)))
        };
        print_annotated(
            texts,
            cx,
            "MemorySSA (walker) for function: ",
            &|b| memory_ssa::print::phi_annotation(&mssa, b, &phi_name),
            &mut inst_line,
        );
        Ok(PreservedAnalyses::all())
    }
}

/// `verify<memoryssa>`: checks the function's MemorySSA (see
/// `analysis::memory_ssa::verify`); prints nothing when it is consistent, as opt-22.
pub struct VerifyMemorySsa;

impl FunctionPass for VerifyMemorySsa {
    fn name(&self) -> &str {
        "verify<memoryssa>"
    }

    fn run(&self, cx: &mut FunctionContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
        let dt = cx.analyses.domtree(cx.body);
        let problems = memory_ssa::verify::verify(cx.module, cx.body, &dt, &mssa);
        if problems.is_empty() {
            Ok(PreservedAnalyses::all())
        } else {
            Err(PassError::InvalidAnalysis {
                pass: self.name().to_string(),
                function: function_name(cx.module, cx.function).to_string(),
                problems,
            })
        }
    }
}
