//! The field rules of specialized `!DI*` nodes, as `llvm-as-22 | llvm-dis-22` applies them:
//! which fields are required, which are printed even at their default, which are dropped when
//! written with their default value, and how a `DISubprogram`'s legacy flag fields fold into
//! `spFlags`. (Facts learned by running LLVM 22 on nodes written with every field at its
//! default; see test/assemble/di-defaults-*.ll.)
//!
//! Owns: [`canonicalize`] (applied when a node is read, so that nodes differing only in
//! defaulted fields are uniqued like LLVM does) and the per-kind tables below. The field order
//! itself is [`super::metadata::printed_field_order`]. Must not touch: parsing or printing text.

use super::metadata::{md_name, printed_field_order, MdField, MdName, MdOperand};

/// Why a node is rejected (LLVM's message; the parser places it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiFieldError {
    /// Reported at the node's closing parenthesis.
    AtClose(String),
    /// Reported at the node's kind (`!DISubprogram`).
    AtKind(String),
}

/// How LLVM treats one field.
#[derive(Clone, Copy)]
enum Rule {
    /// Must be written (`missing required field`); printed always.
    Required,
    /// Printed always; when omitted it takes this value.
    Always(&'static str),
    /// Dropped when its value is this default.
    Skip(&'static str),
    /// Must be written, and is dropped when written with this default.
    RequiredSkip(&'static str),
}
use Rule::*;

/// The rules of each kind's fields (fields not listed are kept as written).
fn rules(kind: &str) -> &'static [(&'static str, Rule)] {
    match kind {
        "DIFile" => &[("filename", Required), ("directory", Required)],
        "DIBasicType" => &[
            ("tag", Skip("DW_TAG_base_type")),
            ("name", Skip("\"\"")),
            ("size", Skip("0")),
            ("align", Skip("0")),
            ("dataSize", Skip("0")),
            ("encoding", Skip("0")),
            ("num_extra_inhabitants", Skip("0")),
            ("flags", Skip("0")),
        ],
        "DIFixedPointType" => &[
            ("tag", Skip("DW_TAG_base_type")),
            ("name", Skip("\"\"")),
            ("size", Skip("0")),
            ("align", Skip("0")),
            ("flags", Skip("0")),
            ("factor", Skip("0")),
        ],
        "DIStringType" => &[
            ("tag", Skip("DW_TAG_string_type")),
            ("name", Skip("\"\"")),
            ("stringLength", Skip("null")),
            ("stringLengthExpression", Skip("null")),
            ("stringLocationExpression", Skip("null")),
            ("size", Skip("0")),
            ("align", Skip("0")),
            ("encoding", Skip("0")),
        ],
        "DIDerivedType" => &[
            ("tag", Required),
            ("name", Skip("\"\"")),
            ("scope", Skip("null")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("baseType", Required),
            ("size", Skip("0")),
            ("align", Skip("0")),
            ("offset", Skip("0")),
            ("flags", Skip("0")),
            ("extraData", Skip("null")),
            ("annotations", Skip("null")),
        ],
        "DICompositeType" => &[
            ("tag", Required),
            ("name", Skip("\"\"")),
            ("scope", Skip("null")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("baseType", Skip("null")),
            ("size", Skip("0")),
            ("align", Skip("0")),
            ("offset", Skip("0")),
            ("flags", Skip("0")),
            ("elements", Skip("null")),
            ("runtimeLang", Skip("0")),
            ("vtableHolder", Skip("null")),
            ("templateParams", Skip("null")),
            ("identifier", Skip("\"\"")),
            ("discriminator", Skip("null")),
            ("dataLocation", Skip("null")),
            ("associated", Skip("null")),
            ("allocated", Skip("null")),
            ("rank", Skip("null")),
            ("annotations", Skip("null")),
            ("num_extra_inhabitants", Skip("0")),
            ("specification", Skip("null")),
            ("bitStride", Skip("null")),
        ],
        "DISubrangeType" => &[
            ("name", Skip("\"\"")),
            ("scope", Skip("null")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("size", Skip("0")),
            ("align", Skip("0")),
            ("flags", Skip("0")),
            ("baseType", Always("null")),
            ("lowerBound", Skip("null")),
            ("upperBound", Skip("null")),
            ("stride", Skip("null")),
            ("bias", Skip("null")),
        ],
        "DISubroutineType" => &[("flags", Skip("0")), ("cc", Skip("0")), ("types", Required)],
        "DICompileUnit" => &[
            ("file", Required),
            ("producer", Skip("\"\"")),
            ("isOptimized", Always("false")),
            ("flags", Skip("\"\"")),
            ("runtimeVersion", Always("0")),
            ("splitDebugFilename", Skip("\"\"")),
            ("emissionKind", Always("NoDebug")),
            ("enums", Skip("null")),
            ("retainedTypes", Skip("null")),
            ("globals", Skip("null")),
            ("imports", Skip("null")),
            ("macros", Skip("null")),
            ("dwoId", Skip("0")),
            ("splitDebugInlining", Skip("true")),
            ("debugInfoForProfiling", Skip("false")),
            ("nameTableKind", Skip("Default")),
            ("rangesBaseAddress", Skip("false")),
            ("sysroot", Skip("\"\"")),
            ("sdk", Skip("\"\"")),
        ],
        "DISubprogram" => &[
            ("name", Skip("\"\"")),
            ("linkageName", Skip("\"\"")),
            ("scope", Always("null")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("type", Skip("null")),
            ("scopeLine", Skip("0")),
            ("containingType", Skip("null")),
            ("thisAdjustment", Skip("0")),
            ("flags", Skip("0")),
            ("unit", Skip("null")),
            ("templateParams", Skip("null")),
            ("declaration", Skip("null")),
            ("retainedNodes", Skip("null")),
            ("thrownTypes", Skip("null")),
            ("annotations", Skip("null")),
            ("targetFuncName", Skip("\"\"")),
            ("keyInstructions", Skip("false")),
        ],
        "DILexicalBlock" => &[
            ("scope", Required),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("column", Skip("0")),
        ],
        "DILexicalBlockFile" => &[
            ("scope", Required),
            ("file", Skip("null")),
            ("discriminator", Required),
        ],
        "DINamespace" => &[
            ("name", Skip("\"\"")),
            ("scope", Required),
            ("exportSymbols", Skip("false")),
        ],
        "DITemplateTypeParameter" => &[
            ("name", Skip("\"\"")),
            ("type", Required),
            ("defaulted", Skip("false")),
        ],
        "DITemplateValueParameter" => &[
            ("tag", Skip("DW_TAG_template_value_parameter")),
            ("name", Skip("\"\"")),
            ("type", Skip("null")),
            ("defaulted", Skip("false")),
            ("value", Required),
        ],
        "DIGlobalVariable" => &[
            ("linkageName", Skip("\"\"")),
            ("scope", Always("null")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("type", Skip("null")),
            ("isLocal", Always("false")),
            ("isDefinition", Always("true")),
            ("declaration", Skip("null")),
            ("templateParams", Skip("null")),
            ("align", Skip("0")),
            ("annotations", Skip("null")),
        ],
        "DILocalVariable" => &[
            ("name", Skip("\"\"")),
            ("arg", Skip("0")),
            ("scope", Required),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("type", Skip("null")),
            ("flags", Skip("0")),
            ("align", Skip("0")),
            ("annotations", Skip("null")),
        ],
        "DILabel" => &[
            ("scope", Required),
            ("name", Required),
            ("file", RequiredSkip("null")),
            ("line", RequiredSkip("0")),
            ("column", Skip("0")),
            ("isArtificial", Skip("false")),
        ],
        "DIGlobalVariableExpression" => &[("var", Required), ("expr", Required)],
        "DIImportedEntity" => &[
            ("tag", Required),
            ("scope", Required),
            ("entity", Skip("null")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("name", Skip("\"\"")),
            ("elements", Skip("null")),
        ],
        "DIEnumerator" => &[
            ("name", Required),
            ("value", Required),
            ("isUnsigned", Skip("false")),
        ],
        "DISubrange" | "DIGenericSubrange" => &[
            ("count", Skip("null")),
            ("lowerBound", Skip("null")),
            ("upperBound", Skip("null")),
            ("stride", Skip("null")),
        ],
        "DIModule" => &[
            ("scope", Required),
            ("name", Required),
            ("configMacros", Skip("\"\"")),
            ("includePath", Skip("\"\"")),
            ("apinotes", Skip("\"\"")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("isDecl", Skip("false")),
        ],
        "DIMacro" => &[
            ("type", Required),
            ("line", Skip("0")),
            ("name", Required),
            ("value", Skip("\"\"")),
        ],
        "DIMacroFile" => &[
            ("type", Skip("DW_MACINFO_start_file")),
            ("line", Skip("0")),
            ("file", Required),
            ("nodes", Skip("null")),
        ],
        "DICommonBlock" => &[
            ("scope", Required),
            ("declaration", Always("null")),
            ("name", Skip("\"\"")),
            ("file", Skip("null")),
            ("line", Skip("0")),
        ],
        "DIObjCProperty" => &[
            ("name", Skip("\"\"")),
            ("file", Skip("null")),
            ("line", Skip("0")),
            ("setter", Skip("\"\"")),
            ("getter", Skip("\"\"")),
            ("attributes", Skip("0")),
            ("type", Skip("null")),
        ],
        "DILocation" => &[
            ("line", Always("0")),
            ("column", Skip("0")),
            ("scope", Required),
            ("inlinedAt", Skip("null")),
            ("isImplicitCode", Skip("false")),
            ("atomGroup", Skip("0")),
            ("atomRank", Skip("0")),
        ],
        _ => &[],
    }
}

/// The printed order of kinds [`printed_field_order`] does not list.
fn extra_order(kind: &str) -> &'static [&'static str] {
    match kind {
        "DIModule" => &[
            "scope",
            "name",
            "configMacros",
            "includePath",
            "apinotes",
            "file",
            "line",
            "isDecl",
        ],
        "DISubrangeType" => &[
            "name",
            "scope",
            "file",
            "line",
            "size",
            "align",
            "flags",
            "baseType",
            "lowerBound",
            "upperBound",
            "stride",
            "bias",
        ],
        "DIMacro" => &["type", "line", "name", "value"],
        "DIMacroFile" => &["type", "line", "file", "nodes"],
        "DICommonBlock" => &["scope", "declaration", "name", "file", "line"],
        "DIObjCProperty" => &[
            "name",
            "file",
            "line",
            "setter",
            "getter",
            "attributes",
            "type",
        ],
        "DIStringType" => &[
            "tag",
            "name",
            "stringLength",
            "stringLengthExpression",
            "stringLocationExpression",
            "size",
            "align",
            "encoding",
        ],
        "DIFixedPointType" => &[
            "tag",
            "name",
            "size",
            "align",
            "encoding",
            "flags",
            "kind",
            "factor",
            "numerator",
            "denominator",
        ],
        _ => &[],
    }
}

/// `DIFlag*` values (from LLVM 22's DebugInfoFlags.def), in the order LLVM prints them after the
/// packed groups (accessibility, pointer-to-member representation, indirect virtual base).
const DI_FLAGS: &[(&str, u64)] = &[
    ("FwdDecl", 1 << 2),
    ("AppleBlock", 1 << 3),
    ("ReservedBit4", 1 << 4),
    ("Virtual", 1 << 5),
    ("Artificial", 1 << 6),
    ("Explicit", 1 << 7),
    ("Prototyped", 1 << 8),
    ("ObjcClassComplete", 1 << 9),
    ("ObjectPointer", 1 << 10),
    ("Vector", 1 << 11),
    ("StaticMember", 1 << 12),
    ("LValueReference", 1 << 13),
    ("RValueReference", 1 << 14),
    ("ExportSymbols", 1 << 15),
    ("IntroducedVirtual", 1 << 18),
    ("BitField", 1 << 19),
    ("NoReturn", 1 << 20),
    ("TypePassByValue", 1 << 22),
    ("TypePassByReference", 1 << 23),
    ("EnumClass", 1 << 24),
    ("Thunk", 1 << 25),
    ("NonTrivial", 1 << 26),
    ("BigEndian", 1 << 27),
    ("LittleEndian", 1 << 28),
    ("AllCallsDescribed", 1 << 29),
    ("NameIsSimplified", 1 << 30),
];

/// Packed `DIFlag*` groups and names that are not single bits.
const DI_FLAG_GROUPS: &[(&str, u64)] = &[
    ("Private", 1),
    ("Protected", 2),
    ("Public", 3),
    ("SingleInheritance", 1 << 16),
    ("MultipleInheritance", 2 << 16),
    ("VirtualInheritance", 3 << 16),
    ("IndirectVirtualBase", (1 << 2) | (1 << 5)),
];

/// `DISPFlag*` values, in printed order.
const DISP_FLAGS: &[(&str, u64)] = &[
    ("Virtual", 1),
    ("PureVirtual", 2),
    ("LocalToUnit", 1 << 2),
    ("Definition", 1 << 3),
    ("Optimized", 1 << 4),
    ("Pure", 1 << 5),
    ("Elemental", 1 << 6),
    ("Recursive", 1 << 7),
    ("MainSubprogram", 1 << 8),
    ("Deleted", 1 << 9),
    ("ObjCDirect", 1 << 11),
];

/// A `flags:`/`spFlags:` value as LLVM prints it: the bits split into names in LLVM's order
/// (a remainder it has no name for as a number), `0` when empty. `None` if a name is unknown.
fn canonical_flags(f: &MdField, sp: bool) -> Option<MdField> {
    let (prefix, singles): (&str, &[(&str, u64)]) = if sp {
        ("DISPFlag", DISP_FLAGS)
    } else {
        ("DIFlag", DI_FLAGS)
    };
    let mut mask: u64 = 0;
    match f {
        MdField::Int(v) => mask = u64::try_from(*v).ok()?,
        MdField::Ident(s) => {
            for part in s.split('|').map(str::trim) {
                if let Ok(v) = part.parse::<u64>() {
                    mask |= v;
                    continue;
                }
                let name = part.strip_prefix(prefix)?;
                let v = singles
                    .iter()
                    .chain(if sp { &[][..] } else { DI_FLAG_GROUPS })
                    .find(|(n, _)| *n == name)?
                    .1;
                mask |= v;
            }
        }
        _ => return None,
    }
    let mut names: Vec<String> = Vec::new();
    if !sp {
        let access = mask & 3;
        if access != 0 {
            names.push(format!(
                "DIFlag{}",
                ["", "Private", "Protected", "Public"][access as usize]
            ));
            mask &= !3;
        }
        let rep = mask & (3 << 16);
        if rep != 0 {
            let n = [
                "",
                "SingleInheritance",
                "MultipleInheritance",
                "VirtualInheritance",
            ][(rep >> 16) as usize];
            names.push(format!("DIFlag{n}"));
            mask &= !(3 << 16);
        }
        let ivb = (1 << 2) | (1 << 5);
        if mask & ivb == ivb {
            names.push("DIFlagIndirectVirtualBase".into());
            mask &= !ivb;
        }
    }
    for (n, v) in singles {
        if mask & v != 0 {
            names.push(format!("{prefix}{n}"));
            mask &= !v;
        }
    }
    if mask != 0 {
        names.push(mask.to_string());
    }
    Some(if names.is_empty() {
        MdField::Int(0)
    } else {
        MdField::Ident(names.join(" | "))
    })
}

/// `DIDerivedType` pointer-authentication fields: dropped together when all are zero.
const PTR_AUTH: &[&str] = &[
    "ptrAuthKey",
    "ptrAuthIsAddressDiscriminated",
    "ptrAuthExtraDiscriminator",
    "ptrAuthIsaPointer",
    "ptrAuthAuthenticatesNullValues",
];

/// Does `f` hold the value spelled `default` (`0`, `false`, `null`, `""`, or a keyword)?
fn is_default(f: &MdField, default: &str) -> bool {
    match f {
        MdField::Int(v) => default.parse::<i128>().ok() == Some(*v),
        MdField::Ident(s) => s == default,
        MdField::Str(s) => default == "\"\"" && s.is_empty(),
        MdField::Ref(MdOperand::Null) => default == "null",
        MdField::Ref(_) => false,
    }
}

fn value_of(default: &str) -> MdField {
    match default {
        "null" => MdField::Ref(MdOperand::Null),
        "\"\"" => MdField::Str(Vec::new()),
        d => match d.parse::<i128>() {
            Ok(v) => MdField::Int(v),
            Err(_) => MdField::Ident(d.to_string()),
        },
    }
}

fn has(fields: &[(MdName, MdField)], name: &str) -> bool {
    fields.iter().any(|(n, _)| n.as_ref() == name)
}

fn take(fields: &mut Vec<(MdName, MdField)>, name: &str) -> Option<MdField> {
    let i = fields.iter().position(|(n, _)| n.as_ref() == name)?;
    Some(fields.remove(i).1)
}

/// Puts a node's fields into the form LLVM 22 prints: required fields checked, legacy
/// `DISubprogram` flags folded into `spFlags`, default-valued fields dropped, always-printed
/// fields filled in, and the fields in LLVM's order.
pub fn canonicalize(
    kind: &str,
    distinct: bool,
    fields: &mut Vec<(MdName, MdField)>,
) -> Result<(), DiFieldError> {
    if kind == "DICompileUnit" && !distinct {
        return Err(DiFieldError::AtKind(
            "missing 'distinct', required for !DICompileUnit".into(),
        ));
    }
    let rules = rules(kind);
    for (name, rule) in rules {
        if matches!(rule, Required | RequiredSkip(_)) && !has(fields, name) {
            return Err(DiFieldError::AtClose(format!(
                "missing required field '{name}'"
            )));
        }
    }
    if kind == "DICompileUnit" && !has(fields, "language") && !has(fields, "sourceLanguageName") {
        return Err(DiFieldError::AtClose(
            "missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit".into(),
        ));
    }
    // Flag fields in LLVM's spelling (DICompileUnit's `flags:` is a string, left alone).
    for (n, f) in fields.iter_mut() {
        let sp = match n.as_ref() {
            "spFlags" => true,
            "flags" if kind != "DICompileUnit" => false,
            _ => continue,
        };
        if let Some(c) = canonical_flags(f, sp) {
            *f = c;
        }
    }
    if kind == "DISubprogram" {
        subprogram_flags(distinct, fields)?;
    }
    if kind == "DISubrangeType" {
        // Integer bounds are stored as i64 constants.
        for (n, f) in fields.iter_mut() {
            if let ("lowerBound" | "upperBound" | "stride" | "bias", MdField::Int(v)) =
                (n.as_ref(), &*f)
            {
                *f = MdField::Ident(format!("i64 {v}"));
            }
        }
    }
    if kind == "DIDerivedType"
        && PTR_AUTH.iter().any(|p| has(fields, p))
        && fields
            .iter()
            .filter(|(n, _)| PTR_AUTH.contains(&n.as_ref()))
            .all(|(_, f)| is_default(f, "0") || is_default(f, "false"))
    {
        fields.retain(|(n, _)| !PTR_AUTH.contains(&n.as_ref()));
    }
    fields.retain(|(n, f)| {
        !rules
            .iter()
            .any(|(name, rule)| matches!(rule, Skip(d) | RequiredSkip(d) if *name == n.as_ref() && is_default(f, d)))
    });
    for (name, rule) in rules {
        if let Always(d) = rule {
            if !has(fields, name) {
                fields.push((md_name(name), value_of(d)));
            }
        }
    }
    let order = match printed_field_order(kind) {
        [] => extra_order(kind),
        o => o,
    };
    if !order.is_empty() {
        fields.sort_by_key(|(n, _)| {
            order
                .iter()
                .position(|o| *o == n.as_ref())
                .unwrap_or(order.len())
        });
    }
    Ok(())
}

/// `DISubprogram`: without `spFlags`, the legacy `virtuality`, `isLocal`, `isDefinition`
/// (default true) and `isOptimized` fields make the flags; with it they are ignored. Either way
/// they are not printed. `virtualIndex` is printed when the function is virtual, or non-zero.
fn subprogram_flags(
    distinct: bool,
    fields: &mut Vec<(MdName, MdField)>,
) -> Result<(), DiFieldError> {
    let virtuality = take(fields, "virtuality");
    let is_local = take(fields, "isLocal");
    let is_definition = take(fields, "isDefinition");
    let is_optimized = take(fields, "isOptimized");
    let sp_flags = match fields.iter().find(|(n, _)| n.as_ref() == "spFlags") {
        Some((_, f)) => f.clone(),
        None => {
            let mut flags: Vec<&str> = Vec::new();
            match &virtuality {
                Some(MdField::Ident(v)) if v == "DW_VIRTUALITY_virtual" => {
                    flags.push("DISPFlagVirtual")
                }
                Some(MdField::Int(1)) => flags.push("DISPFlagVirtual"),
                Some(MdField::Ident(v)) if v == "DW_VIRTUALITY_pure_virtual" => {
                    flags.push("DISPFlagPureVirtual")
                }
                Some(MdField::Int(2)) => flags.push("DISPFlagPureVirtual"),
                _ => {}
            }
            let truthy = |f: &Option<MdField>, default: bool| match f {
                Some(MdField::Ident(s)) => s == "true",
                Some(MdField::Int(v)) => *v != 0,
                _ => default,
            };
            if truthy(&is_local, false) {
                flags.push("DISPFlagLocalToUnit");
            }
            if truthy(&is_definition, true) {
                flags.push("DISPFlagDefinition");
            }
            if truthy(&is_optimized, false) {
                flags.push("DISPFlagOptimized");
            }
            let f = if flags.is_empty() {
                MdField::Int(0)
            } else {
                MdField::Ident(flags.join(" | "))
            };
            fields.push((md_name("spFlags"), f.clone()));
            f
        }
    };
    let flag_text = match &sp_flags {
        MdField::Ident(s) => s.as_str(),
        _ => "",
    };
    let has_flag = |name: &str| flag_text.split(" | ").any(|f| f.trim() == name);
    if has_flag("DISPFlagDefinition") && !distinct {
        return Err(DiFieldError::AtKind(
            "missing 'distinct', required for !DISubprogram that is a Definition".into(),
        ));
    }
    let is_virtual = has_flag("DISPFlagVirtual") || has_flag("DISPFlagPureVirtual");
    match fields
        .iter()
        .position(|(n, _)| n.as_ref() == "virtualIndex")
    {
        Some(i) if !is_virtual && is_default(&fields[i].1, "0") => {
            fields.remove(i);
        }
        None if is_virtual => fields.push((md_name("virtualIndex"), MdField::Int(0))),
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(fields: &[(&'static str, MdField)]) -> Vec<(MdName, MdField)> {
        fields
            .iter()
            .map(|(n, f)| (md_name(n), f.clone()))
            .collect()
    }

    #[test]
    fn written_defaults_are_dropped_and_always_fields_filled() {
        let mut f = node(&[
            ("column", MdField::Int(0)),
            ("scope", MdField::Ref(MdOperand::Null)),
            ("isImplicitCode", MdField::Ident("false".into())),
        ]);
        canonicalize("DILocation", false, &mut f).unwrap();
        let names: Vec<&str> = f.iter().map(|(n, _)| n.as_ref()).collect();
        assert_eq!(names, ["line", "scope"]);
    }

    #[test]
    fn legacy_subprogram_flags_fold_into_sp_flags() {
        let mut f = node(&[
            ("isLocal", MdField::Ident("true".into())),
            ("virtuality", MdField::Ident("DW_VIRTUALITY_virtual".into())),
        ]);
        canonicalize("DISubprogram", true, &mut f).unwrap();
        let sp = f.iter().find(|(n, _)| n.as_ref() == "spFlags").unwrap();
        assert_eq!(
            sp.1,
            MdField::Ident("DISPFlagVirtual | DISPFlagLocalToUnit | DISPFlagDefinition".into())
        );
        assert!(f.iter().any(|(n, _)| n.as_ref() == "virtualIndex"));
        let mut g = node(&[]);
        assert!(matches!(
            canonicalize("DISubprogram", false, &mut g),
            Err(DiFieldError::AtKind(_))
        ));
    }

    #[test]
    fn required_fields_are_checked() {
        let mut f = node(&[("scope", MdField::Ref(MdOperand::Null))]);
        assert_eq!(
            canonicalize("DILexicalBlockFile", false, &mut f),
            Err(DiFieldError::AtClose(
                "missing required field 'discriminator'".into()
            ))
        );
    }
}
