//! atomir: one in-memory LLVM IR and the tools built on it (assemble, verify, opt, lower, mca).
//!
//! Every module is public so that tests and benchmarks can reach it. The dependency order is
//! fixed (see `ARCHITECTURE.md`): `ir` depends on nothing in the crate but `bytestr` (byte
//! strings kept in `String`); `parse`, `print`,
//! `verify`, `analysis`, `passes` and `lower` build on `ir`; `mca` reads assembly and uses only
//! `target` and `diag`; `measure` (cycles measured natively) reads assembly through `mca::asm`;
//! `cli` is the only module that knows about flags, files and exit codes.

pub mod analysis;
pub mod bytestr;
pub mod cli;
pub mod decimal;
pub mod diag;
pub mod ir;
pub mod lower;
pub mod mca;
pub mod measure;
pub mod parse;
pub mod passes;
pub mod print;
pub mod target;
pub mod verify;
