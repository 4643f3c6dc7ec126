//! Comparison-predicate mnemonics: `cmpltps`, `vcmpeq_uqpd`, `vpcmpnleud`, `vpcomgeb`,
//! `pclmulhqlqdq` name a compare (or carry-less multiply) whose immediate is spelled in the
//! mnemonic. Owns reading such a mnemonic into its base mnemonic plus immediate, and the reverse:
//! the alias LLVM's printers use for a base mnemonic and immediate (they print the alias
//! whenever one exists, however the instruction was written, except for `pclmul`).
//! Must not touch: operand parsing or matching (the caller appends the immediate).

/// `cmp`/`vcmp` predicates by immediate: the name printed, then another name also accepted.
const FP_PREDICATES: [(&str, Option<&str>); 32] = [
    ("eq", Some("eq_oq")),
    ("lt", Some("lt_os")),
    ("le", Some("le_os")),
    ("unord", Some("unord_q")),
    ("neq", Some("neq_uq")),
    ("nlt", Some("nlt_us")),
    ("nle", Some("nle_us")),
    ("ord", Some("ord_q")),
    ("eq_uq", None),
    ("nge", Some("nge_us")),
    ("ngt", Some("ngt_us")),
    ("false", Some("false_oq")),
    ("neq_oq", None),
    ("ge", Some("ge_os")),
    ("gt", Some("gt_os")),
    ("true", Some("true_uq")),
    ("eq_os", None),
    ("lt_oq", None),
    ("le_oq", None),
    ("unord_s", None),
    ("neq_us", None),
    ("nlt_uq", None),
    ("nle_uq", None),
    ("ord_s", None),
    ("eq_us", None),
    ("nge_uq", None),
    ("ngt_uq", None),
    ("false_os", None),
    ("neq_os", None),
    ("ge_oq", None),
    ("gt_oq", None),
    ("true_us", None),
];

/// AVX-512 `vpcmp` predicates by immediate (3 and 7 have no alias).
const INT_PREDICATES: [Option<&str>; 8] = [
    Some("eq"),
    Some("lt"),
    Some("le"),
    None,
    Some("neq"),
    Some("nlt"),
    Some("nle"),
    None,
];

/// XOP `vpcom` predicates by immediate.
const XOP_PREDICATES: [&str; 8] = ["lt", "le", "gt", "ge", "eq", "neq", "false", "true"];

/// `pclmul` halves: (name, immediate).
const CLMUL_HALVES: [(&str, u8); 4] = [
    ("lqlq", 0x00),
    ("hqlq", 0x01),
    ("lqhq", 0x10),
    ("hqhq", 0x11),
];

const FP_TYPES: [&str; 6] = ["ps", "pd", "ss", "sd", "ph", "sh"];
const INT_TYPES: [&str; 8] = ["ub", "uw", "ud", "uq", "b", "w", "d", "q"];

/// The family of a compare mnemonic, from its base (`vcmpps` -> `Vcmp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// SSE `cmpps`: predicates 0-7.
    Sse,
    /// VEX/EVEX `vcmpps`: predicates 0-31.
    Avx,
    /// AVX-512 `vpcmpd`.
    Vpcmp,
    /// XOP `vpcomb`.
    Vpcom,
}

fn split_family(name: &str) -> Option<(Family, &str)> {
    if let Some(r) = name.strip_prefix("vpcmp") {
        return Some((Family::Vpcmp, r));
    }
    if let Some(r) = name.strip_prefix("vpcom") {
        return Some((Family::Vpcom, r));
    }
    if let Some(r) = name.strip_prefix("vcmp") {
        return Some((Family::Avx, r));
    }
    name.strip_prefix("cmp").map(|r| (Family::Sse, r))
}

/// Reads a predicate mnemonic: (`vcmpltps` ->) `("vcmpps", 1)`. `None` for any other name.
pub fn expand(name: &str) -> Option<(String, u8)> {
    for (prefix, base) in [("vpclmul", "vpclmulqdq"), ("pclmul", "pclmulqdq")] {
        if let Some(halves) = name.strip_prefix(prefix).and_then(|r| r.strip_suffix("dq")) {
            if let Some(&(_, imm)) = CLMUL_HALVES.iter().find(|(h, _)| *h == halves) {
                return Some((base.to_string(), imm));
            }
        }
    }
    let (family, rest) = split_family(name)?;
    let stem = &name[..name.len() - rest.len()];
    let types: &[&str] = match family {
        Family::Sse => &FP_TYPES[..4],
        Family::Avx => &FP_TYPES,
        Family::Vpcmp | Family::Vpcom => &INT_TYPES,
    };
    for ty in types {
        let Some(pred) = rest.strip_suffix(ty) else {
            continue;
        };
        if pred.is_empty() {
            continue;
        }
        let imm = match family {
            Family::Sse | Family::Avx => {
                let limit = if family == Family::Sse { 8 } else { 32 };
                FP_PREDICATES[..limit]
                    .iter()
                    .position(|&(n, alt)| n == pred || alt == Some(pred))
            }
            Family::Vpcmp => INT_PREDICATES.iter().position(|&n| n == Some(pred)),
            Family::Vpcom => XOP_PREDICATES.iter().position(|&n| n == pred),
        };
        if let Some(imm) = imm {
            return Some((format!("{stem}{ty}"), imm as u8));
        }
    }
    None
}

/// The alias LLVM prints for base mnemonic `base` (lower case, as iced names it) with predicate
/// immediate `imm`, if it has one: `("vcmpps", 3)` -> `vcmpunordps`.
pub fn alias(base: &str, imm: i64) -> Option<String> {
    let (family, ty) = split_family(base)?;
    let types: &[&str] = match family {
        Family::Sse => &FP_TYPES[..4],
        Family::Avx => &FP_TYPES,
        Family::Vpcmp | Family::Vpcom => &INT_TYPES,
    };
    if !types.contains(&ty) {
        return None;
    }
    let i = usize::try_from(imm).ok()?;
    let pred = match family {
        Family::Sse => FP_PREDICATES[..8].get(i)?.0,
        Family::Avx => FP_PREDICATES.get(i)?.0,
        Family::Vpcmp => (*INT_PREDICATES.get(i)?)?,
        Family::Vpcom => XOP_PREDICATES.get(i)?,
    };
    let stem = &base[..base.len() - ty.len()];
    Some(format!("{stem}{pred}{ty}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expands_and_prints_aliases() {
        assert_eq!(expand("vcmpunordps"), Some(("vcmpps".into(), 3)));
        assert_eq!(expand("vcmpeq_oqsh"), Some(("vcmpsh".into(), 0)));
        assert_eq!(expand("cmpnless"), Some(("cmpss".into(), 6)));
        assert_eq!(expand("cmpeq_uqps"), None);
        assert_eq!(expand("vpcmpnequb"), Some(("vpcmpub".into(), 4)));
        assert_eq!(expand("vpcmpltd"), Some(("vpcmpd".into(), 1)));
        assert_eq!(expand("vpcomfalseq"), Some(("vpcomq".into(), 6)));
        assert_eq!(expand("pclmulhqlqdq"), Some(("pclmulqdq".into(), 1)));
        assert_eq!(expand("vpclmullqhqdq"), Some(("vpclmulqdq".into(), 0x10)));
        // String compares and plain mnemonics are not aliases.
        assert_eq!(expand("cmpsd"), None);
        assert_eq!(expand("cmpsb"), None);
        assert_eq!(expand("vcmpps"), None);
        assert_eq!(alias("vcmpps", 31).as_deref(), Some("vcmptrue_usps"));
        assert_eq!(alias("cmpps", 8), None);
        assert_eq!(alias("vpcmpd", 3), None);
        assert_eq!(alias("vpcmpuw", 6).as_deref(), Some("vpcmpnleuw"));
        assert_eq!(alias("vpcomub", 2).as_deref(), Some("vpcomgtub"));
        assert_eq!(alias("pclmulqdq", 0), None);
        assert_eq!(alias("cmpsd", 0).as_deref(), Some("cmpeqsd"));
    }
}
