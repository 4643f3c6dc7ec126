//! The control-flow graph of one function body, as a [`FlowGraph`] over its blocks.
//!
//! Owns: [`BlockCfg`] (successor and predecessor lists of every block, read from the terminator
//! that ends each block in the layout) and the [`GraphNode`] impl for [`Block`], so that
//! [`DominatorTree::compute`](super::domtree::DominatorTree::compute) runs on a function.
//! Predecessor lists keep one entry per edge (a `switch` with two cases to the same block gives
//! that block its predecessor twice), like LLVM's `predecessors()`.
//! Must not touch: the IR (read only) or the dominator algorithm (that is `domtree`).

use super::domtree::{FlowGraph, GraphNode};
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, FunctionBody};

impl GraphNode for Block {
    fn index(self) -> usize {
        EntityRef::index(self)
    }
    fn from_index(index: usize) -> Self {
        <Block as EntityRef>::new(index)
    }
}

/// Successors and predecessors of every block of one function body.
///
/// Invariant: node indices are block handle indices (`0..dfg.blocks.len()`); blocks that are
/// not in the layout have no edges. Both edge lists are kept compressed (one offset array and
/// one edge array each), so building the graph allocates a handful of vectors whatever its size.
#[derive(Clone, Debug)]
pub struct BlockCfg {
    entry: Block,
    /// `succs[succ_start[b]..succ_start[b + 1]]` are `b`'s successor edges.
    succ_start: Vec<u32>,
    succs: Vec<Block>,
    /// `preds[pred_start[b]..pred_start[b + 1]]` are `b`'s predecessor edges.
    pred_start: Vec<u32>,
    preds: Vec<Block>,
}

impl BlockCfg {
    /// Builds the graph from the last instruction of each laid-out block (if it is a
    /// terminator). Successors that name a block outside the body are dropped.
    pub fn new(body: &FunctionBody) -> BlockCfg {
        let n = body.dfg.blocks.len();
        let terminator = |b: Block| -> Option<crate::ir::function::Inst> {
            if EntityRef::index(b) >= n {
                return None;
            }
            body.layout.block_insts(b).last().copied()
        };
        // One walk over the terminators records every edge (sources in layout order) and
        // counts the edges of each block (out and in); the lists are then filled from the
        // recorded edges.
        let mut succ_start = vec![0u32; n + 1];
        let mut pred_start = vec![0u32; n + 1];
        let mut edges: Vec<(Block, Block)> = Vec::with_capacity(body.layout.blocks().len() * 2);
        for &b in body.layout.blocks() {
            let Some(last) = terminator(b) else { continue };
            for s in body.dfg.successor_blocks(last) {
                if EntityRef::index(s) < n {
                    succ_start[EntityRef::index(b) + 1] += 1;
                    pred_start[EntityRef::index(s) + 1] += 1;
                    edges.push((b, s));
                }
            }
        }
        for i in 0..n {
            succ_start[i + 1] += succ_start[i];
            pred_start[i + 1] += pred_start[i];
        }
        let unfilled = <Block as EntityRef>::new(0);
        let mut succs = vec![unfilled; edges.len()];
        let mut preds = vec![unfilled; edges.len()];
        let mut succ_fill: Vec<u32> = succ_start[..n].to_vec();
        let mut pred_fill: Vec<u32> = pred_start[..n].to_vec();
        for &(b, s) in &edges {
            let fill = &mut succ_fill[EntityRef::index(b)];
            succs[*fill as usize] = s;
            *fill += 1;
            let fill = &mut pred_fill[EntityRef::index(s)];
            preds[*fill as usize] = b;
            *fill += 1;
        }
        let entry = body
            .layout
            .entry()
            .unwrap_or_else(|| <Block as EntityRef>::new(0));
        BlockCfg {
            entry,
            succ_start,
            succs,
            pred_start,
            preds,
        }
    }

    /// Successor edges of `b`, in terminator operand order (duplicates kept).
    pub fn succs(&self, b: Block) -> &[Block] {
        let i = EntityRef::index(b);
        if i + 1 >= self.succ_start.len() {
            return &[];
        }
        &self.succs[self.succ_start[i] as usize..self.succ_start[i + 1] as usize]
    }

    /// Predecessor edges of `b`, one per edge, ordered by the layout of their source blocks.
    pub fn preds(&self, b: Block) -> &[Block] {
        let i = EntityRef::index(b);
        if i + 1 >= self.pred_start.len() {
            return &[];
        }
        &self.preds[self.pred_start[i] as usize..self.pred_start[i + 1] as usize]
    }
}

impl FlowGraph for BlockCfg {
    type Node = Block;
    fn num_nodes(&self) -> usize {
        self.succ_start.len() - 1
    }
    fn entry(&self) -> Block {
        self.entry
    }
    fn successors(&self, node: Block) -> Vec<Block> {
        self.succs(node).to_vec()
    }
    fn successors_into(&self, node: Block, out: &mut Vec<Block>) {
        out.extend_from_slice(self.succs(node));
    }
    fn edge_count_hint(&self) -> usize {
        self.succs.len()
    }
}
