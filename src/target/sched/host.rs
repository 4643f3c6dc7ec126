//! Host CPU naming: the `-mcpu` name LLVM 22 gives the machine it runs on (what llvm-mca uses
//! when no `-mcpu` is given, and what `llc-22 --version` prints as "Host CPU"), as a pure
//! function of the cpuid vendor, family, model and feature bits.
//!
//! Owns the (vendor, family, model, features) -> name rules only. It must not execute `cpuid`
//! (the caller reads the processor, see `cli::mca`), look up scheduling models (`cpus.rs`) or
//! print anything. The rules are facts about LLVM 22's host detection (family/model numbers
//! from Intel's and AMD's public cpuid documentation, the name LLVM picks for each), written
//! here in our own form.

/// The processor vendor from cpuid leaf 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CpuVendor {
    Intel,
    Amd,
    Other,
}

impl CpuVendor {
    /// The vendor of cpuid leaf 0's EBX register ("Genu" / "Auth").
    pub fn from_leaf0_ebx(ebx: u32) -> CpuVendor {
        match ebx {
            0x756e_6547 => CpuVendor::Intel,
            0x6874_7541 => CpuVendor::Amd,
            _ => CpuVendor::Other,
        }
    }
}

/// The cpuid feature flags the naming rules look at.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct HostFeatures {
    pub mmx: bool,
    pub sse: bool,
    pub sse2: bool,
    pub sse3: bool,
    pub ssse3: bool,
    pub sse4_1: bool,
    pub sse4_2: bool,
    pub movbe: bool,
    pub avx: bool,
    pub avx2: bool,
    pub adx: bool,
    pub sha: bool,
    pub clflushopt: bool,
    pub avx512vl: bool,
    pub avx512vnni: bool,
    pub avx512bf16: bool,
    pub avx512vbmi: bool,
    pub avx512vbmi2: bool,
    pub avx512vp2intersect: bool,
    /// Long mode (cpuid 0x80000001 EDX bit 29).
    pub lm: bool,
}

/// What the naming rules read from cpuid: vendor, the display family and model (base plus
/// extended fields, as the vendors define them), and the feature flags.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HostCpuid {
    pub vendor: CpuVendor,
    pub family: u32,
    pub model: u32,
    pub features: HostFeatures,
}

impl HostCpuid {
    /// Family and model from cpuid leaf 1's EAX: the extended family is added when the base
    /// family is 0xf; the extended model is prepended when the base family is 6 or 0xf (both
    /// vendors' rule; AMD only has families >= 0xf that use it).
    pub fn family_model(leaf1_eax: u32) -> (u32, u32) {
        let base_family = (leaf1_eax >> 8) & 0xf;
        let ext_family = (leaf1_eax >> 20) & 0xff;
        let base_model = (leaf1_eax >> 4) & 0xf;
        let ext_model = (leaf1_eax >> 16) & 0xf;
        let family = if base_family == 0xf {
            base_family + ext_family
        } else {
            base_family
        };
        let model = if base_family == 6 || base_family == 0xf {
            base_model | (ext_model << 4)
        } else {
            base_model
        };
        (family, model)
    }
}

/// The `-mcpu` name LLVM 22 gives a host with these cpuid values; "generic" when it does not
/// know the vendor or family.
pub fn host_cpu_name(id: &HostCpuid) -> &'static str {
    let name = match id.vendor {
        CpuVendor::Intel => intel_name(id.family, id.model, &id.features),
        CpuVendor::Amd => amd_name(id.family, id.model, &id.features),
        CpuVendor::Other => None,
    };
    name.unwrap_or("generic")
}

fn intel_name(family: u32, model: u32, f: &HostFeatures) -> Option<&'static str> {
    Some(match family {
        3 => "i386",
        4 => "i486",
        5 if f.mmx => "pentium-mmx",
        5 => "pentium",
        6 => intel_family6(model, f),
        15 if f.lm => "nocona",
        15 if f.sse3 => "prescott",
        15 => "pentium4",
        18 => match model {
            0x01 | 0x03 => "novalake",
            _ => return None,
        },
        19 => match model {
            0x01 => "diamondrapids",
            _ => return None,
        },
        _ => return None,
    })
}

fn intel_family6(model: u32, f: &HostFeatures) -> &'static str {
    match model {
        0x01 => "pentiumpro",
        0x03 | 0x05 | 0x06 => "pentium2",
        0x07 | 0x08 | 0x0a | 0x0b => "pentium3",
        0x09 | 0x0d | 0x15 => "pentium-m",
        0x0e => "yonah",
        0x0f | 0x16 => "core2",
        0x17 | 0x1d => "penryn",
        0x1a | 0x1e | 0x1f | 0x2e => "nehalem",
        0x25 | 0x2c | 0x2f => "westmere",
        0x2a | 0x2d => "sandybridge",
        0x3a | 0x3e => "ivybridge",
        0x3c | 0x3f | 0x45 | 0x46 => "haswell",
        0x3d | 0x47 | 0x4f | 0x56 => "broadwell",
        0x4e | 0x5e | 0x8e | 0x9e | 0xa5 | 0xa6 => "skylake",
        0xa7 => "rocketlake",
        0x55 if f.avx512bf16 => "cooperlake",
        0x55 if f.avx512vnni => "cascadelake",
        0x55 => "skylake-avx512",
        0x66 => "cannonlake",
        0x7d | 0x7e => "icelake-client",
        0x8c | 0x8d => "tigerlake",
        0x97 | 0x9a | 0xbe | 0xb7 | 0xba | 0xbf | 0xaa | 0xac => "alderlake",
        0xc5 | 0xb5 => "arrowlake",
        0xc6 => "arrowlake-s",
        0xbd => "lunarlake",
        0xcc => "pantherlake",
        0xd5 => "wildcatlake",
        0xad => "graniterapids",
        0xae => "graniterapids-d",
        0x6a | 0x6c => "icelake-server",
        0xcf => "emeraldrapids",
        0x8f => "sapphirerapids",
        0x1c | 0x26 | 0x27 | 0x35 | 0x36 => "bonnell",
        0x37 | 0x4a | 0x4d | 0x5a | 0x5d | 0x4c => "silvermont",
        0x5c | 0x5f => "goldmont",
        0x7a => "goldmont-plus",
        0x86 | 0x8a | 0x96 | 0x9c => "tremont",
        0xaf => "sierraforest",
        0xb6 => "grandridge",
        0xdd => "clearwaterforest",
        0x57 => "knl",
        0x85 => "knm",
        _ => intel_family6_by_features(f),
    }
}

/// An unknown family-6 model: the newest name whose distinguishing features are present.
fn intel_family6_by_features(f: &HostFeatures) -> &'static str {
    if f.avx512vp2intersect {
        "tigerlake"
    } else if f.avx512vbmi2 {
        "icelake-client"
    } else if f.avx512vbmi {
        "cannonlake"
    } else if f.avx512bf16 {
        "cooperlake"
    } else if f.avx512vnni {
        "cascadelake"
    } else if f.avx512vl {
        "skylake-avx512"
    } else if f.clflushopt {
        if f.sha {
            "goldmont"
        } else {
            "skylake"
        }
    } else if f.adx {
        "broadwell"
    } else if f.avx2 {
        "haswell"
    } else if f.avx {
        "sandybridge"
    } else if f.sse4_2 {
        if f.movbe {
            "silvermont"
        } else {
            "nehalem"
        }
    } else if f.sse4_1 {
        "penryn"
    } else if f.ssse3 {
        if f.movbe {
            "bonnell"
        } else {
            "core2"
        }
    } else if f.lm {
        "core2"
    } else if f.sse3 {
        "yonah"
    } else if f.sse2 {
        "pentium-m"
    } else if f.sse {
        "pentium3"
    } else if f.mmx {
        "pentium2"
    } else {
        "pentiumpro"
    }
}

fn amd_name(family: u32, model: u32, f: &HostFeatures) -> Option<&'static str> {
    let in_any = |ranges: &[(u32, u32)]| ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&model));
    Some(match family {
        4 => "i486",
        5 => match model {
            6 | 7 => "k6",
            8 => "k6-2",
            9 | 13 => "k6-3",
            10 => "geode",
            _ => "pentium",
        },
        6 if f.sse => "athlon-xp",
        6 => "athlon",
        15 if f.sse3 => "k8-sse3",
        15 => "k8",
        16 | 18 => "amdfam10",
        20 => "btver1",
        21 => match model {
            0x60..=0x7f => "bdver4",
            0x30..=0x3f => "bdver3",
            0x02 | 0x10..=0x1f => "bdver2",
            _ => "bdver1",
        },
        22 => "btver2",
        23 => {
            if in_any(&[
                (0x30, 0x3f),
                (0x47, 0x47),
                (0x60, 0x7f),
                (0x84, 0x87),
                (0x90, 0xaf),
            ]) {
                "znver2"
            } else {
                "znver1"
            }
        }
        25 => {
            if in_any(&[(0x10, 0x1f), (0x60, 0x7f), (0xa0, 0xaf)]) {
                "znver4"
            } else {
                "znver3"
            }
        }
        26 => "znver5",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn feats(list: &str) -> HostFeatures {
        let mut f = HostFeatures::default();
        for w in list.split_whitespace() {
            match w {
                "mmx" => f.mmx = true,
                "sse" => f.sse = true,
                "sse2" => f.sse2 = true,
                "sse3" => f.sse3 = true,
                "ssse3" => f.ssse3 = true,
                "sse4_1" => f.sse4_1 = true,
                "sse4_2" => f.sse4_2 = true,
                "movbe" => f.movbe = true,
                "avx" => f.avx = true,
                "avx2" => f.avx2 = true,
                "adx" => f.adx = true,
                "sha" => f.sha = true,
                "clflushopt" => f.clflushopt = true,
                "avx512vl" => f.avx512vl = true,
                "avx512vnni" => f.avx512vnni = true,
                "avx512bf16" => f.avx512bf16 = true,
                "avx512vbmi" => f.avx512vbmi = true,
                "avx512vbmi2" => f.avx512vbmi2 = true,
                "avx512vp2intersect" => f.avx512vp2intersect = true,
                "lm" => f.lm = true,
                other => panic!("unknown feature {other}"),
            }
        }
        f
    }

    /// Recorded cpuid leaf-1 EAX signatures (family/model/stepping as the parts report them,
    /// from public cpuid dumps) with their feature flags, and the name LLVM 22 gives each.
    const RECORDED: &[(&str, CpuVendor, u32, &str, &str)] = &[
        // Intel
        ("Core 2 Duo E6600 (Conroe)", CpuVendor::Intel, 0x0000_06f6, "mmx sse sse2 sse3 ssse3 lm", "core2"),
        ("Core 2 Quad Q9550 (Yorkfield)", CpuVendor::Intel, 0x0001_067a, "mmx sse sse2 sse3 ssse3 sse4_1 lm", "penryn"),
        ("Core i7-920 (Bloomfield)", CpuVendor::Intel, 0x0001_06a5, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 lm", "nehalem"),
        ("Xeon X5670 (Westmere-EP)", CpuVendor::Intel, 0x0002_06c2, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 lm", "westmere"),
        ("Core i7-2600K (Sandy Bridge)", CpuVendor::Intel, 0x0002_06a7, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 avx lm", "sandybridge"),
        ("Core i7-3770 (Ivy Bridge)", CpuVendor::Intel, 0x0003_06a9, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 avx lm", "ivybridge"),
        ("Core i7-4770 (Haswell)", CpuVendor::Intel, 0x0003_06c3, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 lm", "haswell"),
        ("Xeon E5-2699 v4 (Broadwell-EP)", CpuVendor::Intel, 0x0004_06f1, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx lm", "broadwell"),
        ("Core i7-6700K (Skylake)", CpuVendor::Intel, 0x0005_06e3, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx clflushopt lm", "skylake"),
        ("Core i9-9900K (Coffee Lake)", CpuVendor::Intel, 0x0009_06ec, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx clflushopt lm", "skylake"),
        ("Xeon Gold 6130 (Skylake-SP)", CpuVendor::Intel, 0x0005_0654, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx clflushopt avx512vl lm", "skylake-avx512"),
        ("Xeon Gold 6248 (Cascade Lake)", CpuVendor::Intel, 0x0005_0657, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx clflushopt avx512vl avx512vnni lm", "cascadelake"),
        ("Xeon Platinum 8380H (Cooper Lake)", CpuVendor::Intel, 0x0005_065b, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx clflushopt avx512vl avx512vnni avx512bf16 lm", "cooperlake"),
        ("Core i7-1065G7 (Ice Lake)", CpuVendor::Intel, 0x0007_06e5, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt avx512vl avx512vnni avx512vbmi avx512vbmi2 lm", "icelake-client"),
        ("Xeon Platinum 8380 (Ice Lake-SP)", CpuVendor::Intel, 0x0006_06a6, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt avx512vl avx512vnni avx512vbmi avx512vbmi2 lm", "icelake-server"),
        ("Core i7-1185G7 (Tiger Lake)", CpuVendor::Intel, 0x0008_06c1, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt avx512vl avx512vnni avx512vbmi avx512vbmi2 avx512vp2intersect lm", "tigerlake"),
        ("Core i9-11900K (Rocket Lake)", CpuVendor::Intel, 0x000a_0671, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt avx512vl avx512vnni avx512vbmi avx512vbmi2 lm", "rocketlake"),
        ("Core i9-12900K (Alder Lake)", CpuVendor::Intel, 0x0009_0672, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt lm", "alderlake"),
        ("Core i9-13900K (Raptor Lake)", CpuVendor::Intel, 0x000b_0671, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt lm", "alderlake"),
        ("Xeon Platinum 8480+ (Sapphire Rapids)", CpuVendor::Intel, 0x0008_06f8, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt avx512vl avx512vnni avx512bf16 avx512vbmi avx512vbmi2 lm", "sapphirerapids"),
        ("Xeon Platinum 8592+ (Emerald Rapids)", CpuVendor::Intel, 0x000c_06f2, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt avx512vl avx512vnni avx512bf16 avx512vbmi avx512vbmi2 lm", "emeraldrapids"),
        ("Core Ultra 7 155H (Meteor Lake)", CpuVendor::Intel, 0x000a_06a4, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha clflushopt lm", "alderlake"),
        ("Atom N270 (Diamondville)", CpuVendor::Intel, 0x0001_06c2, "mmx sse sse2 sse3 ssse3 movbe", "bonnell"),
        ("Atom C2750 (Avoton, Silvermont)", CpuVendor::Intel, 0x0004_06d8, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe lm", "silvermont"),
        ("Celeron J3455 (Apollo Lake, Goldmont)", CpuVendor::Intel, 0x0005_06c9, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe sha clflushopt lm", "goldmont"),
        ("Celeron N4000 (Gemini Lake)", CpuVendor::Intel, 0x0007_06a1, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe sha clflushopt lm", "goldmont-plus"),
        ("Pentium 4 (Northwood)", CpuVendor::Intel, 0x0000_0f29, "mmx sse sse2", "pentium4"),
        ("Pentium 4 (Prescott, 64-bit)", CpuVendor::Intel, 0x0000_0f41, "mmx sse sse2 sse3 lm", "nocona"),
        ("Xeon Phi 7250 (Knights Landing)", CpuVendor::Intel, 0x0005_0671, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx lm", "knl"),
        // An unknown family-6 model falls back on its features.
        ("unknown family 6 model 0xfe with AVX2 and ADX", CpuVendor::Intel, 0x000f_06e0, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 avx avx2 adx lm", "broadwell"),
        // AMD
        ("Athlon 64 3200+ (K8)", CpuVendor::Amd, 0x0000_0fc0, "mmx sse sse2 lm", "k8"),
        ("Athlon 64 X2 (K8, SSE3)", CpuVendor::Amd, 0x0002_0fb1, "mmx sse sse2 sse3 lm", "k8-sse3"),
        ("Phenom II X4 940 (K10)", CpuVendor::Amd, 0x0010_0f42, "mmx sse sse2 sse3 lm", "amdfam10"),
        ("E-350 (Bobcat)", CpuVendor::Amd, 0x0050_0f20, "mmx sse sse2 sse3 ssse3 lm", "btver1"),
        ("FX-8150 (Bulldozer)", CpuVendor::Amd, 0x0060_0f12, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 avx lm", "bdver1"),
        ("FX-8350 (Piledriver)", CpuVendor::Amd, 0x0060_0f20, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 avx lm", "bdver2"),
        ("A10-7850K (Steamroller)", CpuVendor::Amd, 0x0063_0f81, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 avx lm", "bdver3"),
        ("A12-9800 (Excavator)", CpuVendor::Amd, 0x0066_0f51, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 lm", "bdver4"),
        ("Athlon 5350 (Jaguar)", CpuVendor::Amd, 0x0070_0f01, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx lm", "btver2"),
        ("Ryzen 7 1800X (Zen)", CpuVendor::Amd, 0x0080_0f11, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha lm", "znver1"),
        ("Ryzen 7 2700X (Zen+)", CpuVendor::Amd, 0x0080_0f82, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha lm", "znver1"),
        ("EPYC 7742 (Zen 2, Rome)", CpuVendor::Amd, 0x0083_0f10, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha lm", "znver2"),
        ("Ryzen 9 3900X (Zen 2, Matisse)", CpuVendor::Amd, 0x0087_0f10, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha lm", "znver2"),
        ("Ryzen 9 5950X (Zen 3, Vermeer)", CpuVendor::Amd, 0x00a2_0f10, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha lm", "znver3"),
        ("EPYC 7763 (Zen 3, Milan)", CpuVendor::Amd, 0x00a0_0f11, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha lm", "znver3"),
        ("Ryzen 9 7950X (Zen 4, Raphael)", CpuVendor::Amd, 0x00a6_0f12, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha avx512vl avx512vnni avx512bf16 avx512vbmi avx512vbmi2 lm", "znver4"),
        ("EPYC 9654 (Zen 4, Genoa)", CpuVendor::Amd, 0x00a1_0f11, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha avx512vl avx512vnni avx512bf16 avx512vbmi avx512vbmi2 lm", "znver4"),
        ("Ryzen 9 9950X (Zen 5, Granite Ridge)", CpuVendor::Amd, 0x00b4_0f00, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha avx512vl avx512vnni avx512bf16 avx512vbmi avx512vbmi2 avx512vp2intersect lm", "znver5"),
        ("EPYC 9005 (Zen 5, Turin; this machine's family 0x1a model 2)", CpuVendor::Amd, 0x00b0_0f20, "mmx sse sse2 sse3 ssse3 sse4_1 sse4_2 movbe avx avx2 adx sha avx512vl avx512vnni avx512bf16 avx512vbmi avx512vbmi2 avx512vp2intersect lm", "znver5"),
        // Neither vendor: LLVM says "generic".
        ("another vendor", CpuVendor::Other, 0x0000_06f1, "mmx sse sse2 lm", "generic"),
    ];

    #[test]
    fn recorded_cpuid_values_get_llvm_22_names() {
        let mut intel = 0;
        let mut amd = 0;
        for &(part, vendor, eax, features, want) in RECORDED {
            let (family, model) = HostCpuid::family_model(eax);
            let id = HostCpuid {
                vendor,
                family,
                model,
                features: feats(features),
            };
            assert_eq!(
                host_cpu_name(&id),
                want,
                "{part}: family {family:#x} model {model:#x}"
            );
            match vendor {
                CpuVendor::Intel => intel += 1,
                CpuVendor::Amd => amd += 1,
                CpuVendor::Other => {}
            }
        }
        assert!(intel >= 20 && amd >= 10, "{intel} Intel, {amd} AMD parts");
    }

    #[test]
    fn family_and_model_from_leaf1() {
        // Intel Rocket Lake: family 6, model 0xa7.
        assert_eq!(HostCpuid::family_model(0x000a_0671), (6, 0xa7));
        // AMD Zen 5: base family 0xf + extended 0xb = 0x1a, model 0x02.
        assert_eq!(HostCpuid::family_model(0x00b0_0f20), (0x1a, 0x02));
        // A family-5 part ignores the extended model.
        assert_eq!(HostCpuid::family_model(0x000f_0543), (5, 4));
    }

    #[test]
    fn vendor_from_leaf0() {
        assert_eq!(CpuVendor::from_leaf0_ebx(0x756e_6547), CpuVendor::Intel);
        assert_eq!(CpuVendor::from_leaf0_ebx(0x6874_7541), CpuVendor::Amd);
        assert_eq!(CpuVendor::from_leaf0_ebx(0), CpuVendor::Other);
    }

    #[test]
    fn every_name_is_an_mcpu_name() {
        for &(part, vendor, eax, features, _) in RECORDED {
            let (family, model) = HostCpuid::family_model(eax);
            let name = host_cpu_name(&HostCpuid {
                vendor,
                family,
                model,
                features: feats(features),
            });
            assert!(
                crate::target::sched::CPUS.iter().any(|(n, _)| *n == name),
                "{part}: {name}"
            );
        }
    }
}
