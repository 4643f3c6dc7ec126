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
use rayon::prelude::*;

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
pub(super) const MARKER: char = '\u{1}';

struct InstMarkers;

impl crate::print::Annotator for InstMarkers {
    fn after_inst(&self, _function: GlobalValue, inst: crate::ir::function::Inst) -> Vec<String> {
        let mut s = String::new();
        s.push(MARKER);
        push_u64(&mut s, inst.index() as u64);
        vec![s]
    }
    fn prints_metadata_nodes(&self) -> bool {
        false
    }
}

/// A function's text: a byte range of the module text, and the metadata and attribute-group
/// renumbering it needs (empty maps: none), applied when the text is asked for so that no
/// second copy of the module's function text is held.
struct FunctionText {
    span: (usize, usize),
    md: crate::ir::entity::FxHashMap<u32, u32>,
    attrs: crate::ir::entity::FxHashMap<u32, u32>,
}

impl FunctionTexts {
    pub(super) fn get(&self, f: GlobalValue) -> std::borrow::Cow<'_, str> {
        let Some(t) = self.texts.get(&f) else {
            return std::borrow::Cow::Borrowed("");
        };
        let text = &self.module_text[t.span.0..t.span.1];
        if t.md.is_empty() && t.attrs.is_empty() {
            return std::borrow::Cow::Borrowed(text);
        }
        let mut owned = String::with_capacity(text.len());
        for l in text.lines() {
            owned.push_str(&renumber_line(l, &t.md, &t.attrs));
            owned.push('\n');
        }
        std::borrow::Cow::Owned(owned)
    }
}

/// Each defined function's printed text (as `F.print()` writes it: the `; Function Attrs:`
/// comment, `define ... {` to `}`), one line per entry, with a marker line after every
/// instruction. Printed once per pass with the module printer (function passes do not change
/// the module, so the text stays true while the pass runs over the functions).
pub(super) struct FunctionTexts {
    /// The module's text (markers included).
    module_text: String,
    texts: crate::ir::entity::FxHashMap<GlobalValue, FunctionText>,
}

impl FunctionTexts {
    pub(super) fn new(m: &Module) -> FunctionTexts {
        let text = crate::print::print_module_annotated(m, "", &InstMarkers);
        let defined: Vec<GlobalValue> = m
            .layout
            .functions
            .iter()
            .copied()
            .filter(|&f| {
                matches!(&m.globals[f].kind, crate::ir::module::GlobalKind::Function(d) if d.body.is_some())
            })
            .collect();
        // Metadata numbers: the module printer numbers every function's nodes in one sequence;
        // `F.print()` numbers the module-level nodes and then only this function's.
        let mut module_level = MdNumbering::default();
        module_level.module_level(m);
        let mut whole = MdNumbering {
            slots: module_level.slots.clone(),
            next: module_level.next,
        };
        for &g in &m.layout.functions {
            if let crate::ir::module::GlobalKind::Function(f) = &m.globals[g].kind {
                whole.function(m, f);
            }
        }
        // Byte ranges of the function definitions.
        let mut chunks: Vec<(usize, usize)> = Vec::new();
        let mut previous_line: Option<(usize, &str)> = None;
        let mut open: Option<usize> = None;
        let mut pos = 0;
        for line in text.split_inclusive('\n') {
            let bare = line.trim_end_matches('\n');
            if open.is_none() && bare.starts_with("define ") {
                open = Some(match previous_line {
                    Some((at, l)) if l.starts_with("; Function Attrs:") => at,
                    _ => pos,
                });
            } else if bare == "}" {
                if let Some(start) = open.take() {
                    chunks.push((start, pos + line.len()));
                }
            }
            previous_line = Some((pos, bare));
            pos += line.len();
        }
        // Attribute groups likewise: module-level sets, then call sites function by function.
        let mut attr_module: crate::ir::entity::FxHashMap<crate::ir::attributes::AttrSet, u32> =
            Default::default();
        let add = |map: &mut crate::ir::entity::FxHashMap<crate::ir::attributes::AttrSet, u32>,
                   next: &mut u32,
                   set: crate::ir::attributes::AttrSet| {
            if set != crate::ir::attributes::AttrSet::EMPTY && !map.contains_key(&set) {
                map.insert(set, *next);
                *next += 1;
            }
        };
        let mut attr_next = 0u32;
        for &g in &m.layout.variables {
            if let crate::ir::module::GlobalKind::Variable(v) = &m.globals[g].kind {
                add(&mut attr_module, &mut attr_next, v.attrs);
            }
        }
        for &g in &m.layout.functions {
            if let Some(f) = m.function(g) {
                add(&mut attr_module, &mut attr_next, f.attrs.func);
            }
        }
        let call_sites = |f: GlobalValue| -> Vec<crate::ir::attributes::AttrSet> {
            let mut v = Vec::new();
            if let Some(body) = m.function(f).and_then(|d| d.body.as_ref()) {
                for i in body.layout.insts() {
                    if let Some(info) = body.dfg.insts[i].kind.call_info() {
                        v.push(info.attrs.func);
                    }
                }
            }
            v
        };
        let mut attr_whole = attr_module.clone();
        let mut whole_next = attr_next;
        for &g in &m.layout.functions {
            for set in call_sites(g) {
                add(&mut attr_whole, &mut whole_next, set);
            }
        }
        let texts = defined
            .par_iter()
            .zip(chunks.into_par_iter())
            .map(|(&f, chunk)| {
                let mut own = MdOverlay {
                    base: &module_level,
                    own: Default::default(),
                    next: module_level.next,
                };
                if let crate::ir::module::GlobalKind::Function(d) = &m.globals[f].kind {
                    own.function(m, d);
                }
                let renumber: crate::ir::entity::FxHashMap<u32, u32> = own
                    .own
                    .iter()
                    .filter_map(|(n, &new)| whole.slots.get(n).map(|&old| (old, new)))
                    .collect();
                let mut own_attrs: crate::ir::entity::FxHashMap<
                    crate::ir::attributes::AttrSet,
                    u32,
                > = Default::default();
                let mut next = attr_next;
                for set in call_sites(f) {
                    if !attr_module.contains_key(&set) {
                        add(&mut own_attrs, &mut next, set);
                    }
                }
                let attr_renumber: crate::ir::entity::FxHashMap<u32, u32> = own_attrs
                    .iter()
                    .filter_map(|(set, &new)| attr_whole.get(set).map(|&old| (old, new)))
                    .collect();
                let unchanged =
                    |r: &crate::ir::entity::FxHashMap<u32, u32>| r.iter().all(|(a, b)| a == b);
                let (md, attrs) = if unchanged(&renumber) && unchanged(&attr_renumber) {
                    (Default::default(), Default::default())
                } else {
                    (renumber, attr_renumber)
                };
                (
                    f,
                    FunctionText {
                        span: chunk,
                        md,
                        attrs,
                    },
                )
            })
            .collect();
        FunctionTexts {
            module_text: text,
            texts,
        }
    }
}

/// `line` with every `!N` (by `map`) and `#N` (by `attrs`) outside string literals renumbered.
fn renumber_line(
    line: &str,
    map: &crate::ir::entity::FxHashMap<u32, u32>,
    attrs: &crate::ir::entity::FxHashMap<u32, u32>,
) -> String {
    if !line.contains('!') && !line.contains('#') {
        return line.to_string();
    }
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let mut in_string = false;
    let mut k = 0;
    while k < b.len() {
        let c = b[k];
        if c == b'"' {
            in_string = !in_string;
        }
        if (c == b'!' || c == b'#') && !in_string && k + 1 < b.len() && b[k + 1].is_ascii_digit() {
            let mut e = k + 1;
            while e < b.len() && b[e].is_ascii_digit() {
                e += 1;
            }
            let n: Option<u32> = line[k + 1..e].parse().ok();
            out.push(c as char);
            let table = if c == b'!' { map } else { attrs };
            match n.and_then(|n| table.get(&n)) {
                Some(&new) => push_u64(&mut out, u64::from(new)),
                None => out.push_str(&line[k + 1..e]),
            }
            k = e;
            continue;
        }
        let ch_len = line[k..].chars().next().map_or(1, char::len_utf8);
        out.push_str(&line[k..k + ch_len]);
        k += ch_len;
    }
    out
}

/// Metadata slot numbers in the module printer's order (the walk `print` does: a node, then
/// its operands, pre-order; inline-printed nodes get none).
#[derive(Default)]
struct MdNumbering {
    slots: crate::ir::entity::FxHashMap<crate::ir::metadata::Metadata, u32>,
    next: u32,
}

/// A function's own numbering on top of the module-level one.
struct MdOverlay<'a> {
    base: &'a MdNumbering,
    own: crate::ir::entity::FxHashMap<crate::ir::metadata::Metadata, u32>,
    next: u32,
}

trait MdWalk {
    fn numbered(&self, n: crate::ir::metadata::Metadata) -> bool;
    fn assign(&mut self, n: crate::ir::metadata::Metadata);

    fn slot(&mut self, m: &Module, n: crate::ir::metadata::Metadata) {
        let mut stack = vec![n];
        let mut refs = Vec::new();
        while let Some(n) = stack.pop() {
            let data = &m.metadata[n];
            if data.prints_inline() || self.numbered(n) {
                continue;
            }
            self.assign(n);
            refs.clear();
            data.node_refs_into(&mut refs);
            stack.extend(refs.iter().rev());
        }
    }

    fn operand(&mut self, m: &Module, op: &crate::ir::metadata::MdOperand) {
        use crate::ir::metadata::MdOperand;
        match op {
            MdOperand::Node(n) => self.slot(m, *n),
            MdOperand::ArgList(v) => {
                for o in v {
                    self.operand(m, o);
                }
            }
            _ => {}
        }
    }

    fn sorted(atts: &[(u32, crate::ir::metadata::Metadata)]) -> Vec<crate::ir::metadata::Metadata> {
        let mut v = atts.to_vec();
        v.sort_by_key(|a| a.0);
        v.into_iter().map(|a| a.1).collect()
    }

    fn module_level(&mut self, m: &Module) {
        for &g in &m.layout.variables {
            if let crate::ir::module::GlobalKind::Variable(v) = &m.globals[g].kind {
                for md in Self::sorted(&v.attachments) {
                    self.slot(m, md);
                }
            }
        }
        for (_, ops) in &m.named_metadata {
            for o in ops {
                self.operand(m, o);
            }
        }
    }

    fn function(&mut self, m: &Module, f: &crate::ir::module::FunctionData) {
        use crate::ir::metadata::{DbgRecordKind as K, MdOperand};
        for md in Self::sorted(&f.attachments) {
            self.slot(m, md);
        }
        let Some(body) = &f.body else { return };
        let node = |o: &MdOperand| match o {
            MdOperand::Node(n) => Some(*n),
            _ => None,
        };
        for &b in body.layout.blocks() {
            for &i in body.layout.block_insts(b) {
                let d = &body.dfg.insts[i];
                for r in &d.dbg_records {
                    let ops = &r.operands;
                    let mut idx: Vec<usize> = vec![0];
                    if r.kind != K::Label {
                        idx.push(1);
                        if r.kind == K::Assign {
                            idx.extend([3, 4]);
                        }
                    }
                    for k in idx {
                        if let Some(n) = ops.get(k).and_then(node) {
                            self.slot(m, n);
                        }
                    }
                    if let Some(n) = ops.last().and_then(node) {
                        self.slot(m, n);
                    }
                }
                if d.kind.call_info().is_some() && is_intrinsic_callee(m, d.args[0]) {
                    for op in &d.args[1..] {
                        if let crate::ir::instructions::Operand::Meta(md) = op {
                            if let MdOperand::Node(n) = &body.dfg.local_md[*md] {
                                self.slot(m, *n);
                            }
                        }
                    }
                }
                for md in Self::sorted(&d.attachments) {
                    self.slot(m, md);
                }
            }
        }
    }
}

fn is_intrinsic_callee(m: &Module, op: crate::ir::instructions::Operand) -> bool {
    let crate::ir::instructions::Operand::Const(c) = op else {
        return false;
    };
    let crate::ir::constant::ConstantData::Global { global, .. } = m.constants.data(c) else {
        return false;
    };
    matches!(&m.globals[*global].name, GlobalName::Named(n) if n.starts_with("llvm."))
}

impl MdWalk for MdNumbering {
    fn numbered(&self, n: crate::ir::metadata::Metadata) -> bool {
        self.slots.contains_key(&n)
    }
    fn assign(&mut self, n: crate::ir::metadata::Metadata) {
        self.slots.insert(n, self.next);
        self.next += 1;
    }
}

impl MdWalk for MdOverlay<'_> {
    fn numbered(&self, n: crate::ir::metadata::Metadata) -> bool {
        self.base.slots.contains_key(&n) || self.own.contains_key(&n)
    }
    fn assign(&mut self, n: crate::ir::metadata::Metadata) {
        self.own.insert(n, self.next);
        self.next += 1;
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
    let mut pending: Vec<&str> = Vec::new();
    let text = texts.get(cx.function);
    for line in text.lines() {
        let Some(rest) = line.strip_prefix(MARKER) else {
            pending.push(line);
            continue;
        };
        let inst = rest
            .parse::<usize>()
            .ok()
            .map(<crate::ir::function::Inst as EntityRef>::new);
        // Lines before the annotations: the blank line and label of a new block (and the
        // `define` line), none of which is indented; then the phi line; then the instruction's
        // debug records; then its own line.
        let labels = pending
            .iter()
            .take_while(|l| l.is_empty() || !l.starts_with(' '))
            .count();
        let head = labels
            + pending[labels..]
                .iter()
                .take_while(|l| l.starts_with("    #dbg_"))
                .count();
        for l in &pending[..labels] {
            out.push_str(l);
            out.push('\n');
        }
        let inst_text = inst.and_then(|inst| {
            if let Some(b) = cx.body.layout.inst_block(inst) {
                if cx.body.layout.block_insts(b).first() == Some(&inst) {
                    if let Some(p) = phi_line(b) {
                        out.push_str(&p);
                        out.push('\n');
                    }
                }
            }
            inst_line(inst)
        });
        for l in &pending[labels..head] {
            out.push_str(l);
            out.push('\n');
        }
        if let Some(a) = inst_text {
            out.push_str(&a);
            out.push('\n');
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

/// The MemorySSA printers print the function's text from the module's text, printed once per
/// pass; in a function pipeline with a transform the bodies are detached from the module (and
/// edited), so that text does not exist: a clear error instead of a stale or empty text.
fn detached_body_problem(cx: &FunctionContext<'_>, pass: &str) -> Result<(), PassError> {
    let held = matches!(
        &cx.module.globals[cx.function].kind,
        crate::ir::module::GlobalKind::Function(d) if d.body.is_some()
    );
    if held {
        return Ok(());
    }
    Err(PassError::Unsupported {
        pass: pass.to_string(),
        function: function_name(cx.module, cx.function).to_string(),
        message: "not supported yet in the same function pipeline as a pass that edits the IR; run it in a pipeline of its own (e.g. -passes='function(mem2reg),function(print<memoryssa>)')".to_string(),
    })
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
        detached_body_problem(cx, self.name())?;
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
        detached_body_problem(cx, self.name())?;
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
            let clobber = walker.clobbering_access_lazy(&mut aa, id);
            if matches!(mssa.access(id).kind, memory_ssa::AccessKind::Def(_)) && clobber != id {
                optimized.insert(id, clobber);
            }
            let show = |a: AccessId| {
                memory_ssa::print::access_text(&mssa, a, optimized.get(&a).copied(), &phi_name)
            };
            // The walker has just optimised a use: it prints as `MemoryUse(its clobber)`.
            let this = if matches!(mssa.access(id).kind, memory_ssa::AccessKind::Use(_)) {
                format!(
                    "MemoryUse({})",
                    memory_ssa::print::access_name(&mssa, clobber)
                )
            } else {
                show(id)
            };
            Some(format!("; {} - clobbered by {}", this, show(clobber)))
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
