//! Post-dominator trees of a function body, with LLVM 22's choice of roots.
//!
//! Owns: [`PostDominatorTree`]: the roots (blocks without successors, in layout order; then, for
//! every region from which no such block can be reached, such as an infinite loop, one block
//! chosen as its root), the immediate post-dominator of every block (one virtual exit node above
//! all roots) and each node's children in the order `opt -passes='print<postdomtree>'` lists them.
//!
//! How the roots of reverse-unreachable regions are picked (facts learned from opt-22's output,
//! implemented here independently): blocks are scanned in layout order; the first block not yet
//! reached backwards from a root starts a forward depth-first walk (successors tried in
//! decreasing layout position, already reached blocks skipped); the last block that walk
//! reaches becomes a root, and a backward walk from it marks its region. Afterwards a chosen
//! root that can reach another root backwards is dropped (its place taken by the last root).
//! Children are listed in the pre-order of the depth-first walk from the virtual exit that
//! visits the roots in order and each block's predecessors in the order of their branches in
//! the text (the reverse of LLVM's use-list order, because the walk pops a stack).
//! Must not touch: the IR (read only).

use super::cfg::BlockCfg;
use super::domtree::{DominatorTree, FlowGraph, GraphNode};
use crate::ir::function::{Block, FunctionBody};

/// The reversed CFG with a virtual exit whose successors are the roots.
struct Reversed<'a> {
    cfg: &'a BlockCfg,
    roots: &'a [Block],
    exit: usize,
}

impl FlowGraph for Reversed<'_> {
    type Node = NodeIndex;
    fn num_nodes(&self) -> usize {
        self.exit + 1
    }
    fn entry(&self) -> NodeIndex {
        NodeIndex(self.exit)
    }
    fn successors(&self, node: NodeIndex) -> Vec<NodeIndex> {
        if node.0 == self.exit {
            self.roots.iter().map(|b| NodeIndex(b.index())).collect()
        } else {
            self.cfg
                .preds(Block::from_index(node.0))
                .iter()
                .map(|b| NodeIndex(b.index()))
                .collect()
        }
    }
}

/// Post-dominators of one function body.
#[derive(Clone, Debug)]
pub struct PostDominatorTree {
    roots: Vec<Block>,
    /// Immediate post-dominator per block index: `None` unreached, `Some(None)` the virtual exit.
    ipdom: Vec<Option<Option<Block>>>,
    /// Children of the virtual exit, then of each block, in print order.
    exit_children: Vec<Block>,
    children: Vec<Vec<Block>>,
    tree: DominatorTree<NodeIndex>,
}

/// A node of the reversed graph: a block index, or the virtual exit (`num_blocks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeIndex(usize);

impl GraphNode for NodeIndex {
    fn index(self) -> usize {
        self.0
    }
    fn from_index(index: usize) -> Self {
        NodeIndex(index)
    }
}

impl PostDominatorTree {
    pub fn compute(body: &FunctionBody, cfg: &BlockCfg) -> PostDominatorTree {
        let n = body.dfg.blocks.len();
        let layout: Vec<Block> = body
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|b| b.index() < n)
            .collect();
        let roots = find_roots(&layout, cfg, n);
        let graph = Reversed {
            cfg,
            roots: &roots,
            exit: n,
        };
        let tree = DominatorTree::compute(&graph);
        let preorder = depth_first_preorder(&graph);
        let mut ipdom = vec![None; n];
        let mut exit_children = Vec::new();
        let mut children = vec![Vec::new(); n];
        for &node in &preorder {
            if node.0 == n {
                continue;
            }
            let b = Block::from_index(node.0);
            match tree.idom(node) {
                Some(NodeIndex(d)) if d == n => {
                    ipdom[node.0] = Some(None);
                    exit_children.push(b);
                }
                Some(NodeIndex(d)) => {
                    ipdom[node.0] = Some(Some(Block::from_index(d)));
                    children[d].push(b);
                }
                None => {}
            }
        }
        PostDominatorTree {
            roots,
            ipdom,
            exit_children,
            children,
            tree,
        }
    }

    /// The roots, in the order LLVM lists them.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    /// The immediate post-dominator: `Some(None)` for a block right under the virtual exit,
    /// `None` for a block that reaches no root (cannot happen once roots are chosen) or is
    /// outside the layout.
    pub fn ipdom(&self, b: Block) -> Option<Option<Block>> {
        self.ipdom.get(b.index()).copied().flatten()
    }

    /// Whether `a` post-dominates `b` (every block post-dominates itself).
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        self.tree
            .dominates(NodeIndex(a.index()), NodeIndex(b.index()))
    }

    /// Children of the virtual exit, in print order.
    pub fn exit_children(&self) -> &[Block] {
        &self.exit_children
    }

    /// Children of `b`, in print order.
    pub fn children(&self, b: Block) -> &[Block] {
        self.children.get(b.index()).map_or(&[], Vec::as_slice)
    }
}

/// Pre-order of a depth-first walk from the entry, successors tried in the order given.
pub fn depth_first_preorder<G: FlowGraph>(graph: &G) -> Vec<G::Node> {
    let n = graph.num_nodes();
    let mut seen = vec![false; n];
    let mut order = Vec::new();
    let entry = graph.entry();
    if entry.index() >= n {
        return order;
    }
    // Numbered when popped; successors pushed in reverse so the first is popped first.
    let mut stack = vec![entry];
    while let Some(node) = stack.pop() {
        if seen[node.index()] {
            continue;
        }
        seen[node.index()] = true;
        order.push(node);
        let succs = graph.successors(node);
        for &s in succs.iter().rev() {
            if s.index() < n && !seen[s.index()] {
                stack.push(s);
            }
        }
    }
    order
}

/// The roots as LLVM 22 picks them (see the module doc).
fn find_roots(layout: &[Block], cfg: &BlockCfg, n: usize) -> Vec<Block> {
    let mut reached = vec![false; n];
    let mut roots = Vec::new();
    for &b in layout {
        if cfg.succs(b).is_empty() {
            roots.push(b);
            mark_backwards(cfg, b, &mut reached);
        }
    }
    if reached.iter().filter(|&&r| r).count() == layout.len() {
        return roots;
    }
    let mut position = vec![usize::MAX; n];
    for (i, &b) in layout.iter().enumerate() {
        position[b.index()] = i;
    }
    for &b in layout {
        if reached[b.index()] {
            continue;
        }
        let furthest = last_reached_forwards(cfg, b, &reached, &position);
        roots.push(furthest);
        mark_backwards(cfg, furthest, &mut reached);
    }
    // Drop a chosen root that reaches another root backwards.
    let mut i = 0;
    while i < roots.len() {
        let r = roots[i];
        if cfg.succs(r).is_empty() {
            i += 1;
            continue;
        }
        let mut seen = vec![false; n];
        mark_backwards(cfg, r, &mut seen);
        seen[r.index()] = false;
        if roots.iter().any(|o| seen[o.index()]) {
            roots.swap_remove(i);
        } else {
            i += 1;
        }
    }
    roots
}

/// Marks every block that reaches `from` (itself included).
fn mark_backwards(cfg: &BlockCfg, from: Block, reached: &mut [bool]) {
    let mut stack = vec![from];
    while let Some(b) = stack.pop() {
        if reached[b.index()] {
            continue;
        }
        reached[b.index()] = true;
        for &p in cfg.preds(b) {
            if !reached[p.index()] {
                stack.push(p);
            }
        }
    }
}

/// The last block a forward depth-first walk from `start` reaches, trying successors from the
/// last in layout to the first and skipping `reached` blocks.
fn last_reached_forwards(
    cfg: &BlockCfg,
    start: Block,
    reached: &[bool],
    position: &[usize],
) -> Block {
    let mut seen = vec![false; reached.len()];
    let mut last = start;
    let mut stack = vec![start];
    while let Some(b) = stack.pop() {
        if seen[b.index()] || reached[b.index()] {
            continue;
        }
        seen[b.index()] = true;
        last = b;
        let mut succs: Vec<Block> = cfg.succs(b).to_vec();
        if succs.len() > 1 {
            succs.sort_by_key(|s| position[s.index()]);
        }
        stack.extend(succs);
    }
    last
}
