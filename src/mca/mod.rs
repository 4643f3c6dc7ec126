//! The llvm-mca-compatible pipeline simulator.
//!
//! Owns: reading assembly ([`asm`]), the static per-opcode descriptors and per-instance state
//! ([`instr`]), the hardware units, the stages chained into a pipeline, and the views that listen
//! to hardware events. Uses `target::sched` for CPU models and never prints or exits: the caller
//! (`cli::mca`) gets the report text and diagnostics back.
//! Must not touch: flags, files, stdin/stdout (that is `cli`), or the model data (`target`).

pub mod asm;
