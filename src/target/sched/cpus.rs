//! The `-mcpu` names llvm-mca 22 knows for x86-64 and which scheduling model each one uses
//! (learned by running llvm-mca 22 on every name; see /work/shared/corpus/mca/cpus.md), plus
//! the `-mcpu=help` text.
//!
//! Owns the name -> model table only. It must not parse model data (that is `embedded.rs` and
//! `model.rs`) nor print anything.

/// The distinct scheduling models of LLVM 22's x86 backend, by LLVM's model name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ModelId {
    AlderlakeP,
    Atom,
    BdVer2,
    Broadwell,
    BtVer2,
    Haswell,
    IceLake,
    LunarlakeP,
    SandyBridge,
    SapphireRapids,
    Silvermont,
    SkylakeClient,
    SkylakeServer,
    Znver1,
    Znver2,
    Znver3,
    Znver4,
}

impl ModelId {
    /// Every model, in name order.
    pub const ALL: [ModelId; 17] = [
        ModelId::AlderlakeP,
        ModelId::Atom,
        ModelId::BdVer2,
        ModelId::Broadwell,
        ModelId::BtVer2,
        ModelId::Haswell,
        ModelId::IceLake,
        ModelId::LunarlakeP,
        ModelId::SandyBridge,
        ModelId::SapphireRapids,
        ModelId::Silvermont,
        ModelId::SkylakeClient,
        ModelId::SkylakeServer,
        ModelId::Znver1,
        ModelId::Znver2,
        ModelId::Znver3,
        ModelId::Znver4,
    ];

    /// LLVM's model name (the `name` field of the data file).
    pub fn name(self) -> &'static str {
        match self {
            ModelId::AlderlakeP => "AlderlakeP",
            ModelId::Atom => "Atom",
            ModelId::BdVer2 => "BdVer2",
            ModelId::Broadwell => "Broadwell",
            ModelId::BtVer2 => "BtVer2",
            ModelId::Haswell => "Haswell",
            ModelId::IceLake => "IceLake",
            ModelId::LunarlakeP => "LunarlakeP",
            ModelId::SandyBridge => "SandyBridge",
            ModelId::SapphireRapids => "SapphireRapids",
            ModelId::Silvermont => "Silvermont",
            ModelId::SkylakeClient => "SkylakeClient",
            ModelId::SkylakeServer => "SkylakeServer",
            ModelId::Znver1 => "Znver1",
            ModelId::Znver2 => "Znver2",
            ModelId::Znver3 => "Znver3",
            ModelId::Znver4 => "Znver4",
        }
    }

    /// The `-mcpu` name the generator runs llvm-mca with to extract this model.
    pub fn probe_cpu(self) -> &'static str {
        match self {
            ModelId::AlderlakeP => "alderlake",
            ModelId::Atom => "atom",
            ModelId::BdVer2 => "bdver2",
            ModelId::Broadwell => "broadwell",
            ModelId::BtVer2 => "btver2",
            ModelId::Haswell => "haswell",
            ModelId::IceLake => "icelake-client",
            ModelId::LunarlakeP => "lunarlake",
            ModelId::SandyBridge => "sandybridge",
            ModelId::SapphireRapids => "sapphirerapids",
            ModelId::Silvermont => "silvermont",
            ModelId::SkylakeClient => "skylake",
            ModelId::SkylakeServer => "skylake-avx512",
            ModelId::Znver1 => "znver1",
            ModelId::Znver2 => "znver2",
            ModelId::Znver3 => "znver3",
            ModelId::Znver4 => "znver4",
        }
    }
}

/// What `-mcpu=NAME` means to llvm-mca 22.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CpuLookup {
    /// A known CPU with a scheduling model.
    Model(ModelId),
    /// A known CPU without one: llvm-mca prints `error: unable to find instruction-level
    /// scheduling information for target triple '...' and cpu 'NAME'.` and exits 1.
    NoSchedModel,
    /// Not a processor of this target: llvm-mca warns `'NAME' is not a recognized processor
    /// for this target (ignoring processor)` (twice) and exits 1.
    Unknown,
}

/// The CPU llvm-mca uses when no `-mcpu` is given is the host's; on the reference machine that
/// is `rocketlake`. The CLI decides whether to honour the host; this is the documented default.
pub const REFERENCE_HOST_CPU: &str = "rocketlake";

/// Every `-mcpu` name of llvm-mca 22 (x86-64), in `-mcpu=help` order, with its model.
pub const CPUS: [(&str, Option<ModelId>); 131] = [
    ("alderlake", Some(ModelId::AlderlakeP)),
    ("amdfam10", None),
    ("arrowlake", Some(ModelId::AlderlakeP)),
    ("arrowlake-s", Some(ModelId::AlderlakeP)),
    ("arrowlake_s", Some(ModelId::AlderlakeP)),
    ("athlon", None),
    ("athlon-4", None),
    ("athlon-fx", None),
    ("athlon-mp", None),
    ("athlon-tbird", None),
    ("athlon-xp", None),
    ("athlon64", None),
    ("athlon64-sse3", None),
    ("atom", Some(ModelId::Atom)),
    ("atom_sse4_2", Some(ModelId::Silvermont)),
    ("atom_sse4_2_movbe", Some(ModelId::Silvermont)),
    ("barcelona", None),
    ("bdver1", Some(ModelId::BdVer2)),
    ("bdver2", Some(ModelId::BdVer2)),
    ("bdver3", Some(ModelId::BdVer2)),
    ("bdver4", Some(ModelId::Znver1)),
    ("bonnell", Some(ModelId::Atom)),
    ("broadwell", Some(ModelId::Broadwell)),
    ("btver1", None),
    ("btver2", Some(ModelId::BtVer2)),
    ("c3", None),
    ("c3-2", None),
    ("cannonlake", Some(ModelId::SkylakeServer)),
    ("cascadelake", Some(ModelId::SkylakeServer)),
    ("clearwaterforest", Some(ModelId::AlderlakeP)),
    ("cooperlake", Some(ModelId::SkylakeServer)),
    ("core-avx-i", Some(ModelId::SandyBridge)),
    ("core-avx2", Some(ModelId::Haswell)),
    ("core2", Some(ModelId::SandyBridge)),
    ("core_2_duo_sse4_1", Some(ModelId::SandyBridge)),
    ("core_2_duo_ssse3", Some(ModelId::SandyBridge)),
    ("core_2nd_gen_avx", Some(ModelId::SandyBridge)),
    ("core_3rd_gen_avx", Some(ModelId::SandyBridge)),
    ("core_4th_gen_avx", Some(ModelId::Haswell)),
    ("core_4th_gen_avx_tsx", Some(ModelId::Haswell)),
    ("core_5th_gen_avx", Some(ModelId::Broadwell)),
    ("core_5th_gen_avx_tsx", Some(ModelId::Broadwell)),
    ("core_aes_pclmulqdq", Some(ModelId::SandyBridge)),
    ("core_i7_sse4_2", Some(ModelId::SandyBridge)),
    ("corei7", Some(ModelId::SandyBridge)),
    ("corei7-avx", Some(ModelId::SandyBridge)),
    ("diamondrapids", Some(ModelId::SapphireRapids)),
    ("emeraldrapids", Some(ModelId::SapphireRapids)),
    ("generic", Some(ModelId::SandyBridge)),
    ("geode", None),
    ("goldmont", Some(ModelId::Silvermont)),
    ("goldmont-plus", Some(ModelId::Silvermont)),
    ("goldmont_plus", Some(ModelId::Silvermont)),
    ("gracemont", Some(ModelId::AlderlakeP)),
    ("grandridge", Some(ModelId::AlderlakeP)),
    ("graniterapids", Some(ModelId::SapphireRapids)),
    ("graniterapids-d", Some(ModelId::SapphireRapids)),
    ("graniterapids_d", Some(ModelId::SapphireRapids)),
    ("haswell", Some(ModelId::Haswell)),
    ("i386", None),
    ("i486", None),
    ("i586", None),
    ("i686", None),
    ("icelake-client", Some(ModelId::IceLake)),
    ("icelake-server", Some(ModelId::IceLake)),
    ("icelake_client", Some(ModelId::IceLake)),
    ("icelake_server", Some(ModelId::IceLake)),
    ("ivybridge", Some(ModelId::SandyBridge)),
    ("k6", None),
    ("k6-2", None),
    ("k6-3", None),
    ("k8", None),
    ("k8-sse3", None),
    ("knl", Some(ModelId::Haswell)),
    ("knm", Some(ModelId::Haswell)),
    ("lakemont", None),
    ("lunarlake", Some(ModelId::LunarlakeP)),
    ("meteorlake", Some(ModelId::AlderlakeP)),
    ("mic_avx512", Some(ModelId::Haswell)),
    ("nehalem", Some(ModelId::SandyBridge)),
    ("nocona", None),
    ("novalake", Some(ModelId::AlderlakeP)),
    ("opteron", None),
    ("opteron-sse3", None),
    ("pantherlake", Some(ModelId::AlderlakeP)),
    ("penryn", Some(ModelId::SandyBridge)),
    ("pentium", None),
    ("pentium-m", None),
    ("pentium-mmx", None),
    ("pentium2", None),
    ("pentium3", None),
    ("pentium3m", None),
    ("pentium4", None),
    ("pentium4m", None),
    ("pentium_4", None),
    ("pentium_4_sse3", None),
    ("pentium_ii", None),
    ("pentium_iii", None),
    ("pentium_iii_no_xmm_regs", None),
    ("pentium_m", None),
    ("pentium_mmx", None),
    ("pentium_pro", None),
    ("pentiumpro", None),
    ("prescott", None),
    ("raptorlake", Some(ModelId::AlderlakeP)),
    ("rocketlake", Some(ModelId::IceLake)),
    ("sandybridge", Some(ModelId::SandyBridge)),
    ("sapphirerapids", Some(ModelId::SapphireRapids)),
    ("sierraforest", Some(ModelId::AlderlakeP)),
    ("silvermont", Some(ModelId::Silvermont)),
    ("skx", Some(ModelId::SkylakeServer)),
    ("skylake", Some(ModelId::SkylakeClient)),
    ("skylake-avx512", Some(ModelId::SkylakeServer)),
    ("skylake_avx512", Some(ModelId::SkylakeServer)),
    ("slm", Some(ModelId::Silvermont)),
    ("tigerlake", Some(ModelId::IceLake)),
    ("tremont", Some(ModelId::Silvermont)),
    ("westmere", Some(ModelId::SandyBridge)),
    ("wildcatlake", Some(ModelId::AlderlakeP)),
    ("winchip-c6", None),
    ("winchip2", None),
    ("x86-64", Some(ModelId::SandyBridge)),
    ("x86-64-v2", Some(ModelId::SandyBridge)),
    ("x86-64-v3", Some(ModelId::Haswell)),
    ("x86-64-v4", Some(ModelId::SkylakeServer)),
    ("yonah", Some(ModelId::SandyBridge)),
    ("znver1", Some(ModelId::Znver1)),
    ("znver2", Some(ModelId::Znver2)),
    ("znver3", Some(ModelId::Znver3)),
    ("znver4", Some(ModelId::Znver4)),
    ("znver5", Some(ModelId::Znver4)),
];

/// Looks up an `-mcpu` name (exact, case-sensitive, as llvm-mca does).
pub fn lookup_cpu(name: &str) -> CpuLookup {
    match CPUS.iter().find(|(n, _)| *n == name) {
        Some((_, Some(m))) => CpuLookup::Model(*m),
        Some((_, None)) => CpuLookup::NoSchedModel,
        None => CpuLookup::Unknown,
    }
}

/// The exact text llvm-mca 22 writes to stderr for `-mcpu=help` (CPUs, then features); it
/// exits 0 without analysing anything.
pub fn mcpu_help_text() -> &'static str {
    include_str!("data/mcpu-help.txt")
}
