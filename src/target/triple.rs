//! Target selection for `lower`: a triple as LLVM spells it plus `-mattr=` features, checked
//! against the targets atomir knows.
//!
//! Owns: [`TargetDesc`] (what a target module declares: accepted architecture names, known
//! features, its atomic table), [`Target`] (a selected target with its enabled features) and
//! [`select`]. Must not touch: IR, code generation (that is `src/lower/`).

use super::atomic_table::AtomicTable;

/// What a target module declares about itself.
#[derive(Debug)]
pub struct TargetDesc {
    /// The canonical triple (printed in tables and messages).
    pub canonical: &'static str,
    /// Architecture components accepted as the first part of a triple.
    pub arch_names: &'static [&'static str],
    /// Known `-mattr=` features with a short description.
    pub features: &'static [(&'static str, &'static str)],
    /// Features on by default.
    pub default_features: &'static [&'static str],
    pub atomics: &'static AtomicTable,
}

/// A selected target: its description, the triple as given, enabled features (sorted).
#[derive(Debug, Clone)]
pub struct Target {
    pub desc: &'static TargetDesc,
    pub triple: String,
    pub features: Vec<String>,
}

impl Target {
    pub fn has(&self, feature: &str) -> bool {
        self.features.iter().any(|f| f == feature)
    }
}

/// Every target `lower` can generate code for.
pub const TARGETS: &[&TargetDesc] = &[
    &super::x86_64::DESC,
    &super::aarch64::DESC,
    &super::riscv64::DESC,
    &super::riscv32::DESC,
    &super::i686::DESC,
    &super::i686::i386::DESC,
    &super::itanium::DESC,
    &super::alpha::DESC,
    &super::mips::DESC_MIPS,
    &super::mips::DESC_MIPS64EL,
    &super::sparc::DESC_SPARC64,
    &super::sparc::DESC_SPARC32,
    &super::powerpc::DESC_PPC64LE,
    &super::powerpc::DESC_PPC64,
    &super::powerpc::ppc32::DESC_PPC32,
    &super::arm::ARMV7,
    &super::arm::ARMV6,
    &super::arm::ARMV8,
    &super::arm::ARMV5TE,
    &super::arm::THUMBV6M,
];

/// Selects the target for `triple` with `mattr` (`+a,-b`, comma separated). Errors name what
/// was given and what is known.
pub fn select(triple: &str, mattr: &str) -> Result<Target, String> {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or("");
    let rest: Vec<&str> = parts.collect();
    let desc = TARGETS
        .iter()
        .find(|d| d.arch_names.contains(&arch))
        .ok_or_else(|| {
            format!(
                "unknown target '{triple}': 'lower' knows {}",
                TARGETS
                    .iter()
                    .map(|d| d.canonical)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?;
    // Only ELF Linux (or an unspecified OS) conventions are implemented.
    if let Some(os) = rest.iter().find(|c| {
        ["darwin", "macos", "windows", "win32", "ios", "freebsd"]
            .iter()
            .any(|o| c.starts_with(o))
    }) {
        return Err(format!(
            "target '{triple}': operating system '{os}' is not supported (only Linux ELF conventions)"
        ));
    }
    let mut features: Vec<String> = desc
        .default_features
        .iter()
        .map(|s| s.to_string())
        .collect();
    for item in mattr.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (on, name) = match item.as_bytes()[0] {
            b'+' => (true, &item[1..]),
            b'-' => (false, &item[1..]),
            _ => (true, item),
        };
        if !desc.features.iter().any(|(f, _)| *f == name) {
            if desc.features.is_empty() {
                return Err(format!(
                    "unknown feature '{item}' for target '{triple}': the target has no features"
                ));
            }
            return Err(format!(
                "unknown feature '{item}' for target '{triple}': known features are {}",
                desc.features
                    .iter()
                    .map(|(f, _)| format!("+{f}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        features.retain(|f| f != name);
        if on {
            features.push(name.to_string());
        }
    }
    features.sort();
    Ok(Target {
        desc,
        triple: triple.to_string(),
        features,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_spellings_of_x86_64() {
        for t in [
            "x86_64-linux-gnu",
            "x86_64-pc-linux-gnu",
            "x86_64-unknown-linux-gnu",
            "x86_64",
        ] {
            assert_eq!(select(t, "").unwrap().desc.canonical, "x86_64-linux-gnu");
        }
        assert!(select("x86_64-apple-darwin", "").is_err());
        assert!(select("vax-linux-gnu", "")
            .unwrap_err()
            .contains("unknown target"));
    }

    #[test]
    fn features() {
        let t = select("x86_64-linux-gnu", "+cx16").unwrap();
        assert!(t.has("cx16"));
        let t = select("x86_64-linux-gnu", "+cx16,-cx16").unwrap();
        assert!(!t.has("cx16"));
        assert!(select("x86_64-linux-gnu", "+lse")
            .unwrap_err()
            .contains("unknown feature"));
    }
}
