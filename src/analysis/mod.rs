//! Analyses: facts computed from the IR (CFG, dominator and post-dominator trees, loops).
//!
//! Owns the algorithms; never mutates the IR. [`domtree`] is generic over any
//! [`domtree::FlowGraph`]; [`cfg`] adapts a function's blocks to that trait; [`postdom`] and
//! [`loops`] build on both; [`alias`] answers alias and mod/ref queries; [`memory_ssa`] builds
//! MemorySSA with them.

pub mod alias;
pub mod cfg;
pub mod domtree;
pub mod loops;
pub mod memory_ssa;
pub mod postdom;
