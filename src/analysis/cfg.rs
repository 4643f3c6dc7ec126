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
/// not in the layout have no edges.
#[derive(Clone, Debug)]
pub struct BlockCfg {
    entry: Block,
    succs: Vec<Vec<Block>>,
    preds: Vec<Vec<Block>>,
}

impl BlockCfg {
    /// Builds the graph from the last instruction of each laid-out block (if it is a
    /// terminator). Successors that name a block outside the body are dropped.
    pub fn new(body: &FunctionBody) -> BlockCfg {
        let n = body.dfg.blocks.len();
        let mut succs = vec![Vec::new(); n];
        let mut preds = vec![Vec::new(); n];
        for &b in body.layout.blocks() {
            let Some(&last) = body.layout.block_insts(b).last() else {
                continue;
            };
            if EntityRef::index(b) >= n {
                continue;
            }
            for s in body.dfg.successors(last) {
                if EntityRef::index(s) < n {
                    succs[EntityRef::index(b)].push(s);
                    preds[EntityRef::index(s)].push(b);
                }
            }
        }
        let entry = body
            .layout
            .entry()
            .unwrap_or_else(|| <Block as EntityRef>::new(0));
        BlockCfg {
            entry,
            succs,
            preds,
        }
    }

    /// Successor edges of `b`, in terminator operand order (duplicates kept).
    pub fn succs(&self, b: Block) -> &[Block] {
        self.succs
            .get(EntityRef::index(b))
            .map_or(&[], Vec::as_slice)
    }

    /// Predecessor edges of `b`, one per edge, ordered by the layout of their source blocks.
    pub fn preds(&self, b: Block) -> &[Block] {
        self.preds
            .get(EntityRef::index(b))
            .map_or(&[], Vec::as_slice)
    }
}

impl FlowGraph for BlockCfg {
    type Node = Block;
    fn num_nodes(&self) -> usize {
        self.succs.len()
    }
    fn entry(&self) -> Block {
        self.entry
    }
    fn successors(&self, node: Block) -> Vec<Block> {
        self.succs(node).to_vec()
    }
}
