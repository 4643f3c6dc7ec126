//! The model files compiled into the binary and their lazy, parse-once access.
//!
//! Owns the list of embedded files. Each file is parsed the first time its model is asked for
//! and kept for the life of the process; other models are never parsed. Must not contain model
//! facts itself (they live in `data/*.json`).

use std::fmt;
use std::sync::OnceLock;

use super::cpus::ModelId;
use super::model::{ModelError, SchedModel};

/// The JSON text of an embedded model, if this build carries it.
pub fn embedded_json(id: ModelId) -> Option<&'static str> {
    Some(match id {
        ModelId::BtVer2 => include_str!("data/btver2.json"),
        ModelId::SkylakeClient => include_str!("data/skylake.json"),
        ModelId::SkylakeServer => include_str!("data/skylake-avx512.json"),
        ModelId::Haswell => include_str!("data/haswell.json"),
        ModelId::SandyBridge => include_str!("data/sandybridge.json"),
        ModelId::IceLake => include_str!("data/icelake.json"),
        ModelId::AlderlakeP => include_str!("data/alderlake.json"),
        ModelId::Znver3 => include_str!("data/znver3.json"),
        ModelId::Znver4 => include_str!("data/znver4.json"),
        ModelId::Atom => include_str!("data/atom.json"),
        ModelId::BdVer2 => include_str!("data/bdver2.json"),
        ModelId::Broadwell => include_str!("data/broadwell.json"),
        ModelId::LunarlakeP => include_str!("data/lunarlake.json"),
        ModelId::SapphireRapids => include_str!("data/sapphirerapids.json"),
        ModelId::Silvermont => include_str!("data/silvermont.json"),
        ModelId::Znver1 => include_str!("data/znver1.json"),
        ModelId::Znver2 => include_str!("data/znver2.json"),
    })
}

/// Why an embedded model is not available.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmbeddedError {
    /// llvm-mca has this model but this build does not carry its data file.
    NotBundled(ModelId),
    /// The embedded file does not parse (a build defect; the tests guard against it).
    Corrupt(ModelId, ModelError),
}

impl fmt::Display for EmbeddedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmbeddedError::NotBundled(id) => write!(
                f,
                "scheduling model '{}' is not bundled with atomir; generate it with tools/mca_model_gen and pass it with -mcpu-model=FILE",
                id.name()
            ),
            EmbeddedError::Corrupt(id, e) => {
                write!(f, "embedded scheduling model '{}' is corrupt: {e}", id.name())
            }
        }
    }
}

impl std::error::Error for EmbeddedError {}

const SLOTS: usize = ModelId::ALL.len();

fn slot(id: ModelId) -> &'static OnceLock<Result<SchedModel, ModelError>> {
    static CELLS: [OnceLock<Result<SchedModel, ModelError>>; SLOTS] =
        [const { OnceLock::new() }; SLOTS];
    let i = ModelId::ALL.iter().position(|m| *m == id).unwrap_or(0);
    &CELLS[i]
}

/// The embedded model `id`, parsed on first use.
pub fn embedded_model(id: ModelId) -> Result<&'static SchedModel, EmbeddedError> {
    let text = embedded_json(id).ok_or(EmbeddedError::NotBundled(id))?;
    slot(id)
        .get_or_init(|| SchedModel::from_bundled_json(text))
        .as_ref()
        .map_err(|e| EmbeddedError::Corrupt(id, e.clone()))
}
