//! Analyses: facts computed from the IR (CFG, dominator tree, loops, alias analysis, MemorySSA).
//!
//! Owns the algorithms; never mutates the IR. Today: [`domtree`], generic over any
//! [`domtree::FlowGraph`], and [`cfg`], the adapter from a function's blocks to that trait.

pub mod cfg;
pub mod domtree;
