//! Analyses: facts computed from the IR (CFG, dominator and post-dominator trees, loops).
//!
//! Owns the algorithms; never mutates the IR. [`domtree`] is generic over any
//! [`domtree::FlowGraph`]; [`cfg`] adapts a function's blocks to that trait; [`postdom`] and
//! [`loops`] build on both. Alias analysis and MemorySSA are not built yet.

pub mod cfg;
pub mod domtree;
pub mod loops;
pub mod postdom;
