//! Attributes, interned attribute sets and per-function/per-call attribute lists.
//!
//! Owns: [`Attribute`], [`AttrSet`] handles with the interning [`AttrTable`] (sets are kept in
//! LLVM's canonical order so equal sets are one handle), [`AttrList`] (function, return and
//! parameter sets) and the table of known attribute kinds ([`ATTR_KINDS`]) that fixes the order.
//! Must not touch: text layout (the printer spells them).

use super::entity::EntityRef;
use super::entity::FxHashMap as HashMap;
use super::types::Type;

crate::entity_handle!(
    /// An interned, canonically ordered set of attributes. `AttrSet::EMPTY` is the empty set.
    AttrSet,
    "#"
);

impl AttrSet {
    pub const EMPTY: AttrSet = AttrSet(0);
}

/// One attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attribute {
    /// A keyword on its own (`nounwind`, `noundef`).
    Flag(String),
    /// `align 8`, `alignstack(16)`, `dereferenceable(8)`, `dereferenceable_or_null(8)`, `uwtable`.
    Int(String, u64),
    /// `byval(%T)`, `sret(%T)`, `elementtype(i32)`, ...
    Type(String, Type),
    /// An attribute with a structured argument kept in canonical text form:
    /// `memory(argmem: read)`, `captures(none)`, `allocsize(0,1)`, `vscale_range(1,16)`,
    /// `nofpclass(nan)`, `range(i32 0, 10)`, `initializes((0, 4))`, `allockind("alloc")`,
    /// `uwtable(sync)`.
    Args(String, String),
    /// `"key"` or `"key"="value"`.
    Str(String, Option<String>),
}

/// Attribute categories in LLVM's kind order: enum, type, int, range, range list, then string.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum AttrCategory {
    Enum,
    Type,
    Int,
    Range,
    RangeList,
    String,
}

/// Known attribute kinds: (spelling, LLVM's internal kind name, category). Sets are sorted by
/// category and then by the internal kind name (byte order), which is LLVM's canonical order.
pub const ATTR_KINDS: &[(&str, &str, AttrCategory)] = {
    use AttrCategory::*;
    &[
        ("allocalign", "AllocAlign", Enum),
        // Legacy spellings the parser upgrades to `memory(...)`.
        ("argmemonly", "ArgMemOnly", Enum),
        ("inaccessiblememonly", "InaccessibleMemOnly", Enum),
        (
            "inaccessiblemem_or_argmemonly",
            "InaccessibleMemOrArgMemOnly",
            Enum,
        ),
        ("allocptr", "AllocatedPointer", Enum),
        ("alwaysinline", "AlwaysInline", Enum),
        ("builtin", "Builtin", Enum),
        ("cold", "Cold", Enum),
        ("convergent", "Convergent", Enum),
        ("coro_elide_safe", "CoroElideSafe", Enum),
        (
            "coro_only_destroy_when_complete",
            "CoroDestroyOnlyWhenComplete",
            Enum,
        ),
        ("dead_on_return", "DeadOnReturn", Enum),
        ("dead_on_unwind", "DeadOnUnwind", Enum),
        (
            "disable_sanitizer_instrumentation",
            "DisableSanitizerInstrumentation",
            Enum,
        ),
        ("fn_ret_thunk_extern", "FnRetThunkExtern", Enum),
        ("hot", "Hot", Enum),
        ("hybrid_patchable", "HybridPatchable", Enum),
        ("immarg", "ImmArg", Enum),
        ("inreg", "InReg", Enum),
        ("inlinehint", "InlineHint", Enum),
        ("jumptable", "JumpTable", Enum),
        ("minsize", "MinSize", Enum),
        ("mustprogress", "MustProgress", Enum),
        ("naked", "Naked", Enum),
        ("nest", "Nest", Enum),
        ("noalias", "NoAlias", Enum),
        ("nobuiltin", "NoBuiltin", Enum),
        ("nocallback", "NoCallback", Enum),
        ("nocapture", "NoCapture", Enum),
        ("nocf_check", "NoCfCheck", Enum),
        ("nocreateundeforpoison", "NoCreateUndefOrPoison", Enum),
        ("nodivergencesource", "NoDivergenceSource", Enum),
        ("noduplicate", "NoDuplicate", Enum),
        ("noext", "NoExt", Enum),
        ("nofree", "NoFree", Enum),
        ("noimplicitfloat", "NoImplicitFloat", Enum),
        ("noinline", "NoInline", Enum),
        ("nomerge", "NoMerge", Enum),
        ("noprofile", "NoProfile", Enum),
        ("norecurse", "NoRecurse", Enum),
        ("noredzone", "NoRedZone", Enum),
        ("noreturn", "NoReturn", Enum),
        ("nosanitize_bounds", "NoSanitizeBounds", Enum),
        ("nosanitize_coverage", "NoSanitizeCoverage", Enum),
        ("nosync", "NoSync", Enum),
        ("noundef", "NoUndef", Enum),
        ("nounwind", "NoUnwind", Enum),
        ("nonlazybind", "NonLazyBind", Enum),
        ("nonnull", "NonNull", Enum),
        ("null_pointer_is_valid", "NullPointerIsValid", Enum),
        ("optforfuzzing", "OptForFuzzing", Enum),
        ("optdebug", "OptimizeForDebugging", Enum),
        ("optsize", "OptimizeForSize", Enum),
        ("optnone", "OptimizeNone", Enum),
        ("presplitcoroutine", "PresplitCoroutine", Enum),
        ("readnone", "ReadNone", Enum),
        ("readonly", "ReadOnly", Enum),
        ("returned", "Returned", Enum),
        ("returns_twice", "ReturnsTwice", Enum),
        ("signext", "SExt", Enum),
        ("safestack", "SafeStack", Enum),
        ("sanitize_address", "SanitizeAddress", Enum),
        ("sanitize_alloc_token", "SanitizeAllocToken", Enum),
        ("sanitize_hwaddress", "SanitizeHWAddress", Enum),
        ("sanitize_memtag", "SanitizeMemTag", Enum),
        ("sanitize_memory", "SanitizeMemory", Enum),
        (
            "sanitize_numerical_stability",
            "SanitizeNumericalStability",
            Enum,
        ),
        ("sanitize_realtime", "SanitizeRealtime", Enum),
        (
            "sanitize_realtime_blocking",
            "SanitizeRealtimeBlocking",
            Enum,
        ),
        ("sanitize_thread", "SanitizeThread", Enum),
        ("sanitize_type", "SanitizeType", Enum),
        ("shadowcallstack", "ShadowCallStack", Enum),
        ("skipprofile", "SkipProfile", Enum),
        ("speculatable", "Speculatable", Enum),
        (
            "speculative_load_hardening",
            "SpeculativeLoadHardening",
            Enum,
        ),
        ("ssp", "StackProtect", Enum),
        ("sspreq", "StackProtectReq", Enum),
        ("sspstrong", "StackProtectStrong", Enum),
        ("strictfp", "StrictFP", Enum),
        ("swiftasync", "SwiftAsync", Enum),
        ("swifterror", "SwiftError", Enum),
        ("swiftself", "SwiftSelf", Enum),
        ("willreturn", "WillReturn", Enum),
        ("writable", "Writable", Enum),
        ("writeonly", "WriteOnly", Enum),
        ("zeroext", "ZExt", Enum),
        ("align", "Alignment", Int),
        ("allockind", "AllocKind", Int),
        ("allocsize", "AllocSize", Int),
        ("captures", "Captures", Int),
        ("dereferenceable", "Dereferenceable", Int),
        ("dereferenceable_or_null", "DereferenceableOrNull", Int),
        ("memory", "Memory", Int),
        ("nofpclass", "NoFPClass", Int),
        ("alignstack", "StackAlignment", Int),
        ("uwtable", "UWTable", Int),
        ("vscale_range", "VScaleRange", Int),
        ("byref", "ByRef", Type),
        ("byval", "ByVal", Type),
        ("elementtype", "ElementType", Type),
        ("inalloca", "InAlloca", Type),
        ("preallocated", "Preallocated", Type),
        ("sret", "StructRet", Type),
        ("range", "Range", Range),
        ("initializes", "Initializes", RangeList),
    ]
};

/// The category and sort name of an attribute keyword (unknown keywords sort as enums by name).
pub fn attr_kind_info(name: &str) -> (AttrCategory, &str) {
    match ATTR_KINDS.iter().find(|(n, _, _)| *n == name) {
        Some((_, internal, cat)) => (*cat, internal),
        None => (AttrCategory::Enum, name),
    }
}

/// Is `name` a known attribute keyword?
pub fn is_known_attr(name: &str) -> bool {
    ATTR_KINDS.iter().any(|(n, _, _)| *n == name)
}

impl Attribute {
    pub fn name(&self) -> &str {
        match self {
            Attribute::Flag(n)
            | Attribute::Int(n, _)
            | Attribute::Type(n, _)
            | Attribute::Args(n, _)
            | Attribute::Str(n, _) => n,
        }
    }
    pub fn is_string(&self) -> bool {
        matches!(self, Attribute::Str(..))
    }
    fn sort_key(&self) -> (AttrCategory, &str) {
        match self {
            Attribute::Str(k, _) => (AttrCategory::String, k),
            other => attr_kind_info(other.name()),
        }
    }
}

/// Interner of attribute sets (one per module).
#[derive(Clone, Debug)]
pub struct AttrTable {
    sets: Vec<Vec<Attribute>>,
    map: HashMap<Vec<Attribute>, AttrSet>,
}

impl Default for AttrTable {
    fn default() -> Self {
        let mut t = AttrTable {
            sets: Vec::new(),
            map: HashMap::default(),
        };
        t.sets.push(Vec::new());
        t.map.insert(Vec::new(), AttrSet::EMPTY);
        t
    }
}

impl AttrTable {
    pub fn new() -> AttrTable {
        AttrTable::default()
    }

    /// Interns a set: sorts canonically; a later attribute of the same kind replaces an earlier.
    pub fn intern(&mut self, attrs: Vec<Attribute>) -> AttrSet {
        let mut v: Vec<Attribute> = Vec::with_capacity(attrs.len());
        for a in attrs {
            if let Some(pos) = v.iter().position(|b| b.sort_key() == a.sort_key()) {
                v[pos] = a;
            } else {
                v.push(a);
            }
        }
        v.sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
        if let Some(&s) = self.map.get(&v) {
            return s;
        }
        let s = AttrSet::new(self.sets.len());
        self.sets.push(v.clone());
        self.map.insert(v, s);
        s
    }

    /// Number of interned sets (the empty set included).
    pub fn len(&self) -> usize {
        self.sets.len()
    }
    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    pub fn get(&self, s: AttrSet) -> &[Attribute] {
        &self.sets[s.index()]
    }

    /// The union of two sets (attributes of `b` win).
    pub fn merge(&mut self, a: AttrSet, b: AttrSet) -> AttrSet {
        if a == AttrSet::EMPTY {
            return b;
        }
        if b == AttrSet::EMPTY {
            return a;
        }
        let mut v = self.get(a).to_vec();
        v.extend(self.get(b).iter().cloned());
        self.intern(v)
    }
}

/// Attributes of a function or call site.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct AttrList {
    pub func: AttrSet,
    pub ret: AttrSet,
    pub params: Vec<AttrSet>,
}

impl AttrList {
    pub fn param(&self, i: usize) -> AttrSet {
        self.params.get(i).copied().unwrap_or(AttrSet::EMPTY)
    }
}

impl Default for AttrSet {
    fn default() -> Self {
        AttrSet::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_are_canonical() {
        let mut t = AttrTable::new();
        let a = t.intern(vec![
            Attribute::Flag("nounwind".into()),
            Attribute::Str("a".into(), None),
            Attribute::Flag("noinline".into()),
        ]);
        let b = t.intern(vec![
            Attribute::Str("a".into(), None),
            Attribute::Flag("noinline".into()),
            Attribute::Flag("nounwind".into()),
        ]);
        assert_eq!(a, b);
        // LLVM orders by internal kind name: NoUndef < NonNull.
        let c = t.intern(vec![
            Attribute::Flag("nonnull".into()),
            Attribute::Flag("noundef".into()),
        ]);
        assert_eq!(t.get(c)[0].name(), "noundef");
        let d = t.intern(vec![
            Attribute::Args("memory".into(), "none".into()),
            Attribute::Flag("willreturn".into()),
        ]);
        assert_eq!(t.get(d)[0].name(), "willreturn");
    }
}
