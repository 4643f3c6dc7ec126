//! Metadata: nodes (generic tuples and specialized `!DI*` nodes), strings, value references,
//! attachment kinds and debug records.
//!
//! Owns: [`Metadata`] handles into the module's [`MetadataArena`], [`MdOperand`] (what a node or
//! an instruction's `metadata` operand refers to), [`MdField`] (a field of a specialized node),
//! [`MdKinds`] (attachment kind names, with LLVM's fixed kinds first) and [`DbgRecord`]
//! (`#dbg_value` & co). Must not touch: slot numbering (the printer does that).

use super::constant::Constant;
use super::entity::{EntityRef, PrimaryMap};
use super::function::Value;
use super::types::Type;
use std::borrow::Cow;

/// A node kind or field name: static for the names LLVM defines (no allocation per node).
pub type MdName = Cow<'static, str>;

/// Node kinds and field names of specialized nodes known to LLVM 22.
const KNOWN_MD_NAMES: &[&str] = &[
    "DILocation",
    "DILexicalBlock",
    "DILexicalBlockFile",
    "DILocalVariable",
    "DISubprogram",
    "DIDerivedType",
    "DISubroutineType",
    "DIAssignID",
    "DIGlobalVariableExpression",
    "DIGlobalVariable",
    "DICompositeType",
    "DIImportedEntity",
    "DITemplateTypeParameter",
    "DITemplateValueParameter",
    "DIEnumerator",
    "DIFile",
    "DILabel",
    "DISubrange",
    "DIGenericSubrange",
    "DIBasicType",
    "DIFixedPointType",
    "DIStringType",
    "DINamespace",
    "DICompileUnit",
    "DIModule",
    "DIMacro",
    "DIMacroFile",
    "DICommonBlock",
    "DIObjCProperty",
    "DIExpression",
    "DIArgList",
    "GenericDINode",
    "align",
    "arg",
    "atomGroup",
    "atomRank",
    "baseType",
    "cc",
    "checksum",
    "checksumkind",
    "column",
    "containingType",
    "count",
    "declaration",
    "defaulted",
    "directory",
    "elements",
    "emissionKind",
    "encoding",
    "entity",
    "enums",
    "exportSymbols",
    "expr",
    "extraData",
    "file",
    "filename",
    "flags",
    "globals",
    "identifier",
    "imports",
    "inlinedAt",
    "isDefinition",
    "isLocal",
    "isOptimized",
    "isUnsigned",
    "keyInstructions",
    "language",
    "line",
    "linkageName",
    "name",
    "nameTableKind",
    "offset",
    "producer",
    "retainedNodes",
    "retainedTypes",
    "runtimeVersion",
    "scope",
    "scopeLine",
    "size",
    "spFlags",
    "splitDebugInlining",
    "tag",
    "templateParams",
    "type",
    "types",
    "unit",
    "value",
    "var",
    "virtualIndex",
    "vtableHolder",
    "isImplicitCode",
    "discriminator",
    "thrownTypes",
    "annotations",
    "targetFuncName",
    "macros",
    "sysroot",
    "sdk",
    "debugInfoForProfiling",
    "rangesBaseAddress",
    "dwoId",
    "splitDebugFilename",
    "source",
    "lowerBound",
    "upperBound",
    "stride",
    "dataLocation",
    "associated",
    "allocated",
    "rank",
    "specification",
    "ptrAuthKey",
    "ptrAuthIsAddressDiscriminated",
    "ptrAuthExtraDiscriminator",
    "dwarfAddressSpace",
    "templateParams",
    "configMacros",
    "includePath",
    "apinotes",
    "isDecl",
    "nodes",
    "scale",
    "factor",
    "numerator",
    "denominator",
    "bitOffset",
    "dataSize",
    "num_extra_inhabitants",
    "stringLength",
    "stringLengthExpression",
    "stringLocationExpression",
    "setter",
    "getter",
    "attributes",
    "runtimeLang",
    "enumKind",
    "header",
    "lang",
];

/// The shared spelling of `s` when it is a known name.
pub fn md_name(s: &str) -> MdName {
    static TABLE: std::sync::OnceLock<super::entity::FxHashMap<&'static str, &'static str>> =
        std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| KNOWN_MD_NAMES.iter().map(|k| (*k, *k)).collect());
    match table.get(s) {
        Some(k) => Cow::Borrowed(k),
        None => Cow::Owned(s.to_string()),
    }
}

crate::entity_handle!(
    /// A metadata node.
    Metadata,
    "!"
);

/// What a metadata operand refers to.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdOperand {
    /// `null`
    Null,
    Node(Metadata),
    /// `!"text"` (raw bytes, escapes decoded).
    String(Vec<u8>),
    /// A constant wrapped as metadata (`i32 1`, `ptr @g`).
    Const(Type, Constant),
    /// A function-local value (`ptr %x`); only valid inside that function.
    Local(Type, Value),
    /// `!DIArgList(...)` (function-local, printed inline).
    ArgList(Vec<MdOperand>),
}

/// A field value of a specialized node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdField {
    Ref(MdOperand),
    /// An integer literal (literals beyond i128 are kept as [`MdField::Ident`]).
    Int(i128),
    Str(Vec<u8>),
    /// A keyword, `DW_*` constant, flag list (`DIFlagA | DIFlagB`), `true`/`false`.
    Ident(String),
}

/// The body of a metadata node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdNodeData {
    /// `!{...}`
    Tuple { distinct: bool, ops: Vec<MdOperand> },
    /// `!DIxxx(name: value, ...)`; `DIExpression` fields have empty names.
    Specialized {
        distinct: bool,
        kind: MdName,
        fields: Vec<(MdName, MdField)>,
    },
    /// Referenced but not (yet) defined.
    Unresolved,
}

impl MdNodeData {
    /// Nodes that LLVM always prints inline instead of giving them a slot.
    pub fn prints_inline(&self) -> bool {
        matches!(self, MdNodeData::Specialized { kind, .. } if kind == "DIExpression" || kind == "DIArgList")
    }
    /// Node operands referenced by this node, in operand order.
    pub fn node_refs(&self) -> Vec<Metadata> {
        let mut out = Vec::new();
        self.node_refs_into(&mut out);
        out
    }

    /// Appends the node operands referenced by this node to `out`, in operand order.
    pub fn node_refs_into(&self, out: &mut Vec<Metadata>) {
        fn push(op: &MdOperand, out: &mut Vec<Metadata>) {
            match op {
                MdOperand::Node(m) => out.push(*m),
                MdOperand::ArgList(v) => v.iter().for_each(|o| push(o, out)),
                _ => {}
            }
        }
        match self {
            MdNodeData::Tuple { ops, .. } => ops.iter().for_each(|o| push(o, out)),
            MdNodeData::Specialized { kind, fields, .. } => {
                // LLVM stores a node's operands in its own order, not the printed field order.
                let order = operand_order(kind);
                if order.is_empty() {
                    for (_, f) in fields {
                        if let MdField::Ref(o) = f {
                            push(o, out);
                        }
                    }
                    return;
                }
                let mut taken_small = 0u64;
                let mut taken_big = if fields.len() > 64 {
                    vec![false; fields.len()]
                } else {
                    Vec::new()
                };
                for name in order {
                    if let Some(i) = fields.iter().position(|(n, _)| n == name) {
                        if i < 64 {
                            taken_small |= 1 << i;
                        } else {
                            taken_big[i] = true;
                        }
                        if let MdField::Ref(o) = &fields[i].1 {
                            push(o, out);
                        }
                    }
                }
                for (i, (_, f)) in fields.iter().enumerate() {
                    let taken = if i < 64 {
                        taken_small & (1 << i) != 0
                    } else {
                        taken_big[i]
                    };
                    if !taken {
                        if let MdField::Ref(o) = f {
                            push(o, out);
                        }
                    }
                }
            }
            MdNodeData::Unresolved => {}
        }
    }
}

/// The order in which LLVM prints the fields of a specialized node (fields not listed keep
/// their written order, after the listed ones).
pub fn printed_field_order(kind: &str) -> &'static [&'static str] {
    match kind {
        "DILocation" => &[
            "line",
            "column",
            "scope",
            "inlinedAt",
            "isImplicitCode",
            "atomGroup",
            "atomRank",
        ],
        "DISubrange" | "DIGenericSubrange" => &["count", "lowerBound", "upperBound", "stride"],
        "DIEnumerator" => &["name", "value", "isUnsigned"],
        "DIBasicType" => &[
            "tag",
            "name",
            "size",
            "align",
            "dataSize",
            "encoding",
            "num_extra_inhabitants",
            "flags",
        ],
        "DIDerivedType" => &[
            "tag",
            "name",
            "scope",
            "file",
            "line",
            "baseType",
            "size",
            "align",
            "offset",
            "flags",
            "extraData",
            "dwarfAddressSpace",
            "annotations",
            "ptrAuthKey",
            "ptrAuthIsAddressDiscriminated",
            "ptrAuthExtraDiscriminator",
        ],
        "DICompositeType" => &[
            "tag",
            "name",
            "scope",
            "file",
            "line",
            "baseType",
            "size",
            "align",
            "offset",
            "num_extra_inhabitants",
            "flags",
            "elements",
            "runtimeLang",
            "vtableHolder",
            "templateParams",
            "identifier",
            "discriminator",
            "dataLocation",
            "associated",
            "allocated",
            "rank",
            "annotations",
            "specification",
            "enumKind",
            "bitStride",
        ],
        "DISubroutineType" => &["flags", "cc", "types"],
        "DIFile" => &[
            "filename",
            "directory",
            "checksumkind",
            "checksum",
            "source",
        ],
        "DICompileUnit" => &[
            "language",
            "file",
            "producer",
            "isOptimized",
            "flags",
            "runtimeVersion",
            "splitDebugFilename",
            "emissionKind",
            "enums",
            "retainedTypes",
            "globals",
            "imports",
            "macros",
            "dwoId",
            "splitDebugInlining",
            "debugInfoForProfiling",
            "nameTableKind",
            "rangesBaseAddress",
            "sysroot",
            "sdk",
        ],
        "DISubprogram" => &[
            "name",
            "linkageName",
            "scope",
            "file",
            "line",
            "type",
            "scopeLine",
            "containingType",
            "virtuality",
            "virtualIndex",
            "thisAdjustment",
            "flags",
            "spFlags",
            "unit",
            "templateParams",
            "declaration",
            "retainedNodes",
            "thrownTypes",
            "annotations",
            "targetFuncName",
            "keyInstructions",
        ],
        "DILexicalBlock" => &["scope", "file", "line", "column"],
        "DILexicalBlockFile" => &["scope", "file", "discriminator"],
        "DINamespace" => &["name", "scope", "exportSymbols"],
        "DITemplateTypeParameter" => &["name", "type", "defaulted"],
        "DITemplateValueParameter" => &["tag", "name", "type", "defaulted", "value"],
        "DIGlobalVariable" => &[
            "name",
            "linkageName",
            "scope",
            "file",
            "line",
            "type",
            "isLocal",
            "isDefinition",
            "declaration",
            "templateParams",
            "align",
            "annotations",
        ],
        "DILocalVariable" => &[
            "name",
            "arg",
            "scope",
            "file",
            "line",
            "type",
            "flags",
            "align",
            "annotations",
        ],
        "DILabel" => &[
            "scope",
            "name",
            "file",
            "line",
            "column",
            "isArtificial",
            "coroSuspendIdx",
        ],
        "DIGlobalVariableExpression" => &["var", "expr"],
        "DIImportedEntity" => &["tag", "name", "scope", "entity", "file", "line", "elements"],
        _ => &[],
    }
}

/// The operand order LLVM uses for the node-valued fields of a specialized node (fields not
/// listed follow in printed order).
pub fn operand_order(kind: &str) -> &'static [&'static str] {
    match kind {
        "DILocation" => &["scope", "inlinedAt"],
        "DIBasicType" | "DIFixedPointType" => &["file", "scope"],
        "DIDerivedType" => &["file", "scope", "baseType", "extraData", "annotations"],
        "DICompositeType" => &[
            "file",
            "scope",
            "baseType",
            "elements",
            "vtableHolder",
            "templateParams",
            "discriminator",
            "dataLocation",
            "associated",
            "allocated",
            "rank",
            "annotations",
            "specification",
        ],
        "DISubroutineType" => &["types"],
        "DICompileUnit" => &[
            "file",
            "enums",
            "retainedTypes",
            "globals",
            "imports",
            "macros",
        ],
        "DISubprogram" => &[
            "file",
            "scope",
            "type",
            "unit",
            "declaration",
            "retainedNodes",
            "containingType",
            "templateParams",
            "thrownTypes",
            "annotations",
        ],
        "DILexicalBlock" | "DILexicalBlockFile" => &["file", "scope"],
        "DINamespace" => &["file", "scope"],
        "DIModule" => &["file", "scope"],
        "DITemplateTypeParameter" => &["type"],
        "DITemplateValueParameter" => &["type", "value"],
        "DILocalVariable" => &["scope", "file", "type", "annotations"],
        "DIGlobalVariable" => &[
            "scope",
            "file",
            "type",
            "declaration",
            "templateParams",
            "annotations",
        ],
        "DIGlobalVariableExpression" => &["var", "expr"],
        "DILabel" => &["scope", "file"],
        "DIImportedEntity" => &["scope", "entity", "file", "elements"],
        "DIMacroFile" => &["file", "nodes"],
        "DICommonBlock" => &["scope", "declaration", "file"],
        "DISubrange" | "DIGenericSubrange" => &["count", "lowerBound", "upperBound", "stride"],
        _ => &[],
    }
}

impl MdNodeData {
    pub fn is_distinct(&self) -> bool {
        match self {
            MdNodeData::Tuple { distinct, .. } | MdNodeData::Specialized { distinct, .. } => {
                *distinct
            }
            MdNodeData::Unresolved => false,
        }
    }

    /// The node with every node reference passed through `f`.
    pub fn map_nodes(&self, f: &dyn Fn(Metadata) -> Metadata) -> MdNodeData {
        match self {
            MdNodeData::Tuple { distinct, ops } => MdNodeData::Tuple {
                distinct: *distinct,
                ops: ops.iter().map(|o| o.map_nodes(f)).collect(),
            },
            MdNodeData::Specialized {
                distinct,
                kind,
                fields,
            } => MdNodeData::Specialized {
                distinct: *distinct,
                kind: kind.clone(),
                fields: fields
                    .iter()
                    .map(|(n, v)| {
                        let v = match v {
                            MdField::Ref(o) => MdField::Ref(o.map_nodes(f)),
                            other => other.clone(),
                        };
                        (n.clone(), v)
                    })
                    .collect(),
            },
            MdNodeData::Unresolved => MdNodeData::Unresolved,
        }
    }
}

impl MdNodeData {
    /// Passes every node reference (also inside argument lists) through `f`, in place.
    pub fn map_nodes_in_place(&mut self, f: &dyn Fn(Metadata) -> Metadata) {
        match self {
            MdNodeData::Tuple { ops, .. } => ops.iter_mut().for_each(|o| o.map_nodes_in_place(f)),
            MdNodeData::Specialized { fields, .. } => {
                for (_, v) in fields.iter_mut() {
                    if let MdField::Ref(o) = v {
                        o.map_nodes_in_place(f);
                    }
                }
            }
            MdNodeData::Unresolved => {}
        }
    }

    /// Whether `pred` holds for some node reference of this node (also inside argument lists).
    pub fn any_node_ref(&self, pred: &dyn Fn(Metadata) -> bool) -> bool {
        match self {
            MdNodeData::Tuple { ops, .. } => ops.iter().any(|o| o.any_node_ref(pred)),
            MdNodeData::Specialized { fields, .. } => fields.iter().any(|(_, v)| match v {
                MdField::Ref(o) => o.any_node_ref(pred),
                _ => false,
            }),
            MdNodeData::Unresolved => false,
        }
    }
}

impl MdNodeData {
    /// Hashes the node as if every node reference `m` were `canon[m]` (no allocation).
    pub fn hash_mapped<H: std::hash::Hasher>(&self, canon: &[Metadata], h: &mut H) {
        use std::hash::Hash;
        match self {
            MdNodeData::Tuple { distinct, ops } => {
                0u8.hash(h);
                distinct.hash(h);
                ops.len().hash(h);
                for o in ops {
                    o.hash_mapped(canon, h);
                }
            }
            MdNodeData::Specialized {
                distinct,
                kind,
                fields,
            } => {
                1u8.hash(h);
                distinct.hash(h);
                kind.hash(h);
                fields.len().hash(h);
                for (n, f) in fields {
                    n.hash(h);
                    match f {
                        MdField::Ref(o) => o.hash_mapped(canon, h),
                        other => other.hash(h),
                    }
                }
            }
            MdNodeData::Unresolved => 2u8.hash(h),
        }
    }

    /// Structural equality with node references mapped through `canon`.
    pub fn eq_mapped(&self, other: &MdNodeData, canon: &[Metadata]) -> bool {
        match (self, other) {
            (
                MdNodeData::Tuple {
                    distinct: d1,
                    ops: o1,
                },
                MdNodeData::Tuple {
                    distinct: d2,
                    ops: o2,
                },
            ) => {
                d1 == d2
                    && o1.len() == o2.len()
                    && o1.iter().zip(o2).all(|(a, b)| a.eq_mapped(b, canon))
            }
            (
                MdNodeData::Specialized {
                    distinct: d1,
                    kind: k1,
                    fields: f1,
                },
                MdNodeData::Specialized {
                    distinct: d2,
                    kind: k2,
                    fields: f2,
                },
            ) => {
                d1 == d2
                    && k1 == k2
                    && f1.len() == f2.len()
                    && f1.iter().zip(f2).all(|((n1, v1), (n2, v2))| {
                        n1 == n2
                            && match (v1, v2) {
                                (MdField::Ref(a), MdField::Ref(b)) => a.eq_mapped(b, canon),
                                (a, b) => a == b,
                            }
                    })
            }
            _ => false,
        }
    }
}

impl MdOperand {
    fn hash_mapped<H: std::hash::Hasher>(&self, canon: &[Metadata], h: &mut H) {
        use std::hash::Hash;
        match self {
            MdOperand::Node(m) => {
                0u8.hash(h);
                canon[m.index()].hash(h);
            }
            MdOperand::ArgList(v) => {
                1u8.hash(h);
                v.len().hash(h);
                for o in v {
                    o.hash_mapped(canon, h);
                }
            }
            other => {
                2u8.hash(h);
                other.hash(h);
            }
        }
    }

    fn eq_mapped(&self, other: &MdOperand, canon: &[Metadata]) -> bool {
        match (self, other) {
            (MdOperand::Node(a), MdOperand::Node(b)) => canon[a.index()] == canon[b.index()],
            (MdOperand::ArgList(a), MdOperand::ArgList(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.eq_mapped(y, canon))
            }
            (a, b) => a == b,
        }
    }
}

impl MdOperand {
    /// Passes every node reference through `f`, in place.
    pub fn map_nodes_in_place(&mut self, f: &dyn Fn(Metadata) -> Metadata) {
        match self {
            MdOperand::Node(m) => *m = f(*m),
            MdOperand::ArgList(v) => v.iter_mut().for_each(|o| o.map_nodes_in_place(f)),
            _ => {}
        }
    }

    /// Whether `pred` holds for some node reference of this operand.
    pub fn any_node_ref(&self, pred: &dyn Fn(Metadata) -> bool) -> bool {
        match self {
            MdOperand::Node(m) => pred(*m),
            MdOperand::ArgList(v) => v.iter().any(|o| o.any_node_ref(pred)),
            _ => false,
        }
    }

    /// The operand with every node reference passed through `f`.
    pub fn map_nodes(&self, f: &dyn Fn(Metadata) -> Metadata) -> MdOperand {
        match self {
            MdOperand::Node(m) => MdOperand::Node(f(*m)),
            MdOperand::ArgList(v) => MdOperand::ArgList(v.iter().map(|o| o.map_nodes(f)).collect()),
            other => other.clone(),
        }
    }
}

/// All metadata nodes of a module.
pub type MetadataArena = PrimaryMap<Metadata, MdNodeData>;

/// Attachment kinds (`!dbg`, `!tbaa`, custom ones), numbered like LLVM: fixed kinds first, then
/// custom kinds in order of first appearance.
#[derive(Clone, Debug)]
pub struct MdKinds {
    names: Vec<String>,
}

/// LLVM's fixed metadata kinds, in kind-ID order.
pub const FIXED_MD_KINDS: &[&str] = &[
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "mmra",
    "noalias.addrspace",
    "callee_type",
];

impl Default for MdKinds {
    fn default() -> Self {
        MdKinds {
            names: FIXED_MD_KINDS.iter().map(|s| s.to_string()).collect(),
        }
    }
}

impl MdKinds {
    /// The kind ID of `name`, registering a custom kind on first use.
    pub fn id(&mut self, name: &str) -> u32 {
        if let Some(i) = self.names.iter().position(|n| n == name) {
            return i as u32;
        }
        self.names.push(name.to_string());
        (self.names.len() - 1) as u32
    }
    pub fn len(&self) -> u32 {
        self.names.len() as u32
    }
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
    pub fn name(&self, id: u32) -> &str {
        self.names.get(id as usize).map_or("", |s| s.as_str())
    }
}

/// Kinds of debug records.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DbgRecordKind {
    Value,
    Declare,
    Assign,
    DeclareValue,
    Label,
}

impl DbgRecordKind {
    pub fn name(self) -> &'static str {
        match self {
            DbgRecordKind::Value => "value",
            DbgRecordKind::Declare => "declare",
            DbgRecordKind::Assign => "assign",
            DbgRecordKind::DeclareValue => "declare_value",
            DbgRecordKind::Label => "label",
        }
    }
}

/// `#dbg_value(location, variable, expression, debug-location)` and friends, attached to the
/// instruction they precede. Operands are in textual order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DbgRecord {
    pub kind: DbgRecordKind,
    pub operands: Vec<MdOperand>,
}
