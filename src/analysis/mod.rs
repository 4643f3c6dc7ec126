//! Analyses: facts computed from the IR (CFG, dominator tree, loops, alias analysis, MemorySSA).
//!
//! Owns the algorithms; never mutates the IR. Today: [`domtree`], generic over any
//! [`domtree::FlowGraph`].

pub mod domtree;
