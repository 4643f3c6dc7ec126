//! Passes: the pass manager (LLVM's `-passes=` pipeline text, the pass registry, the runner) and
//! the passes themselves, one file per pass.
//!
//! Owns: [`manager`] (pipeline text to a tree of typed passes, running it over a module, function
//! pipelines in parallel over functions), [`analysis_manager`] (cached function analyses,
//! `PreservedAnalyses`), [`PassError`] (what a failing pass reports), and the passes: [`verify`]
//! (the IR verifier as a module or function pass), [`no_op`] (`no-op-module`, `no-op-function`,
//! which do nothing), [`atomic_expand`] (`atomic-expand`), [`upgrade_legacy_atomics`] (seed
//! 000's intrinsics to instructions) and [`printers`] (`print<domtree>`, `print<postdomtree>`,
//! `print<loops>`); loop passes (`no-op-loop`, loop-level `invalidate<all>`) live in [`manager`]
//! beside the loop adaptors. Transforms (passes that edit the IR) live in [`transforms`].
//! Must not touch: parsing, printing or the verifier's rules (`parse`, `print`, `verify`), flags,
//! files or streams (`cli`).

pub mod aa_eval;
pub mod analysis_manager;
pub mod atomic_expand;
pub mod manager;
pub mod no_op;
pub mod printers;
pub mod transforms;
pub mod upgrade_legacy_atomics;
pub mod verify;

pub use manager::{parse_pipeline, print_passes, PassOptions, PipelineError, PipelineRunner};

use crate::verify::VerifierError;

/// What a pass that failed reports. Every pass error names the pass that raised it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassError {
    /// The verifier found errors: as the `verify` pass, or after a pass under `-verify-each`.
    /// `after` names the pass that ran just before (None: the `verify` pass itself failed).
    BrokenModule {
        after: Option<String>,
        findings: Vec<VerifierError>,
    },
    /// The pass cannot handle this input yet (a feature atomir does not have), said plainly.
    Unsupported {
        pass: String,
        function: String,
        message: String,
    },
    /// An analysis verifier (`verify<memoryssa>`) found its analysis inconsistent.
    InvalidAnalysis {
        pass: String,
        function: String,
        problems: Vec<String>,
    },
    /// A transform could not do its work (no target, an unsupported instruction): `message`
    /// says why, as the user should read it; `span` is the instruction's place in the input.
    Failed {
        pass: String,
        message: String,
        span: Option<crate::diag::Span>,
    },
}
