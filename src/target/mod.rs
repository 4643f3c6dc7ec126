//! Target-specific knowledge kept as data: triples, atomic lowering tables, assembly syntax and
//! the scheduling models used by `mca`. Owns no algorithms beyond loading and looking up data.
pub mod aarch64;
pub mod alpha;
pub mod arm;
pub mod atomic_expand;
pub mod atomic_table;
pub mod i686;
pub mod itanium;
pub mod mips;
pub mod powerpc;
pub mod riscv32;
pub mod riscv64;
pub mod sched;
pub mod sparc;
pub mod triple;
pub mod x86_64;
