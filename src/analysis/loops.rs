//! Natural loops of a function body (LLVM's `LoopInfo`).
//!
//! Owns: [`LoopInfo`]: every natural loop (a header that dominates the source of an edge into
//! it), its blocks, its parent and sub-loops, and the innermost loop of every block. Orders
//! follow `opt -passes='print<loops>'` (facts learned from opt-22's output): top-level loops in
//! the post-order of their headers in a depth-first walk of the CFG from the entry (successors
//! in terminator order); sub-loops in the reverse of that; a loop's blocks start with the header,
//! then the rest in reverse post-order of the same walk. Irreducible cycles (no dominating
//! header) are not loops; unreachable blocks are in no loop.
//! Must not touch: the IR (read only).

use super::cfg::BlockCfg;
use super::domtree::DominatorTree;
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, FunctionBody};

/// A loop's handle in its [`LoopInfo`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoopId(pub u32);

#[derive(Clone, Debug)]
pub struct LoopData {
    pub header: Block,
    /// Header first, then the other blocks (sub-loops' included) in reverse post-order.
    pub blocks: Vec<Block>,
    pub parent: Option<LoopId>,
    pub subloops: Vec<LoopId>,
}

/// Every natural loop of one function body.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    loops: Vec<LoopData>,
    top_level: Vec<LoopId>,
    innermost: Vec<Option<LoopId>>,
}

impl LoopInfo {
    pub fn compute(body: &FunctionBody, cfg: &BlockCfg, dt: &DominatorTree<Block>) -> LoopInfo {
        let n = body.dfg.blocks.len();
        let mut info = LoopInfo {
            loops: Vec::new(),
            top_level: Vec::new(),
            innermost: vec![None; n],
        };
        // Headers in post-order of the dominator tree: inner loops are found first.
        for header in dominator_post_order(dt) {
            let backedges: Vec<Block> = cfg
                .preds(header)
                .iter()
                .copied()
                .filter(|&p| dt.is_reachable(p) && dt.dominates(header, p))
                .collect();
            if backedges.is_empty() {
                continue;
            }
            let id = LoopId(info.loops.len() as u32);
            info.loops.push(LoopData {
                header,
                blocks: vec![header],
                parent: None,
                subloops: Vec::new(),
            });
            info.innermost[header.index()] = Some(id);
            let mut work = backedges;
            while let Some(b) = work.pop() {
                if !dt.is_reachable(b) {
                    continue;
                }
                match info.innermost[b.index()] {
                    None => {
                        info.innermost[b.index()] = Some(id);
                        work.extend_from_slice(cfg.preds(b));
                    }
                    Some(inner) => {
                        let outer = info.outermost(inner);
                        if outer == id {
                            continue;
                        }
                        info.loops[outer.0 as usize].parent = Some(id);
                        let h = info.loops[outer.0 as usize].header;
                        work.extend_from_slice(cfg.preds(h));
                    }
                }
            }
        }
        // Blocks and sub-loops in the orders LLVM keeps them.
        for b in cfg_post_order(cfg, dt.entry(), n) {
            let mut current = info.innermost[b.index()];
            if let Some(l) = current {
                if info.loops[l.0 as usize].header == b {
                    match info.loops[l.0 as usize].parent {
                        Some(p) => info.loops[p.0 as usize].subloops.push(l),
                        None => info.top_level.push(l),
                    }
                    let data = &mut info.loops[l.0 as usize];
                    data.blocks[1..].reverse();
                    data.subloops.reverse();
                    current = data.parent;
                }
            }
            while let Some(l) = current {
                info.loops[l.0 as usize].blocks.push(b);
                current = info.loops[l.0 as usize].parent;
            }
        }
        info
    }

    fn outermost(&self, mut l: LoopId) -> LoopId {
        while let Some(p) = self.loops[l.0 as usize].parent {
            l = p;
        }
        l
    }

    pub fn top_level(&self) -> &[LoopId] {
        &self.top_level
    }

    pub fn data(&self, l: LoopId) -> &LoopData {
        &self.loops[l.0 as usize]
    }

    /// The innermost loop containing `b`.
    pub fn loop_for(&self, b: Block) -> Option<LoopId> {
        self.innermost.get(b.index()).copied().flatten()
    }

    /// Nesting depth of `l` (a top-level loop has depth 1).
    pub fn depth(&self, l: LoopId) -> usize {
        let mut d = 1;
        let mut cur = l;
        while let Some(p) = self.loops[cur.0 as usize].parent {
            d += 1;
            cur = p;
        }
        d
    }

    /// Whether loop `l` contains block `b` (directly or through a sub-loop).
    pub fn contains(&self, l: LoopId, b: Block) -> bool {
        let mut cur = self.loop_for(b);
        while let Some(c) = cur {
            if c == l {
                return true;
            }
            cur = self.loops[c.0 as usize].parent;
        }
        false
    }

    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }
}

/// Reachable blocks in post-order of the dominator tree (children before their parent).
fn dominator_post_order(dt: &DominatorTree<Block>) -> Vec<Block> {
    let mut out = Vec::new();
    if !dt.is_reachable(dt.entry()) {
        return out;
    }
    let mut stack: Vec<(Block, usize)> = vec![(dt.entry(), 0)];
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        if let Some(&c) = dt.children(node).get(*next) {
            *next += 1;
            stack.push((c, 0));
        } else {
            out.push(node);
            stack.pop();
        }
    }
    out
}

/// Post-order of a depth-first walk of the CFG from `entry`, successors in terminator order.
fn cfg_post_order(cfg: &BlockCfg, entry: Block, n: usize) -> Vec<Block> {
    let mut out = Vec::new();
    if entry.index() >= n {
        return out;
    }
    let mut seen = vec![false; n];
    seen[entry.index()] = true;
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        if let Some(&s) = cfg.succs(node).get(*next) {
            *next += 1;
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            out.push(node);
            stack.pop();
        }
    }
    out
}
