//! Scheduling models for `mca`, as data: the schema and lookups (`model`), the `-mcpu` name
//! table (`cpus`), the model files embedded in the binary (`embedded`) and LLVM's x86 register
//! numbers (`register_numbers`, for `-json` bottleneck edges) and the VEX instructions LLVM's
//! assembler commutes (`vex2_commutable`), and the iced op-code facts `mca` reads per `Code`
//! (`code_facts`, so that iced's costly op-code table is never built at run time), and the
//! host CPU's `-mcpu` name from cpuid values (`host`, a pure function; `cli::mca` reads cpuid),
//! and the chunked lazy caches those lookups keep (`lazy_cells`).
//!
//! Owns no simulation: `src/mca/` reads these facts. The data files under `data/` are generated
//! by `tools/mca_model_gen.rs` from llvm-mca 22 and must not be edited by hand (derive a copy
//! and pass it with `-mcpu-model=FILE` instead).

pub mod code_facts;
pub mod cpus;
pub mod embedded;
pub mod host;
pub mod host_model;
pub mod lazy_cells;
pub mod model;
pub mod register_numbers;
pub mod tables;
pub mod vex2_commutable;

pub use cpus::{lookup_cpu, mcpu_help_text, CpuLookup, ModelId, CPUS};
pub use embedded::{embedded_model, EmbeddedError};
pub use model::{
    InstrRef, InstrSched, InstrSchedDesc, MaskKind, ModelError, OperandLatency, OperandRef,
    ProcResourceDesc, RegKind, RegisterClassCost, RegisterFileDesc, ResourceUse, SchedModel,
    SchedVariant, FORMAT_VERSION,
};

#[cfg(test)]
mod tests;
