//! Interned first-class and aggregate types, and identified (named or numbered) structs.
//!
//! Owns: [`Type`] handles, [`TypeData`], the interning [`TypeTable`] and [`StructDef`] (the body
//! of an identified struct, which may be opaque). Two structurally equal literal types are the
//! same handle; identified structs are distinct by identity. Must not touch: text (the printer
//! spells types, the parser reads them).

use super::entity::FxHashMap as HashMap;
use super::entity::{EntityRef, PrimaryMap};

crate::entity_handle!(
    /// An interned type.
    Type,
    "type"
);
crate::entity_handle!(
    /// An identified struct type (`%name = type {...}` or `%0 = type ...`).
    StructId,
    "struct"
);

/// Floating-point formats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
}

impl FloatKind {
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::Fp128 => "fp128",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Void,
    Label,
    Metadata,
    Token,
    X86Amx,
    Int(u32),
    Float(FloatKind),
    Ptr {
        addrspace: u32,
    },
    Function {
        ret: Type,
        params: Vec<Type>,
        vararg: bool,
    },
    /// A literal (structurally uniqued) struct.
    Struct {
        fields: Vec<Type>,
        packed: bool,
    },
    /// An identified struct; its body lives in [`TypeTable::struct_def`].
    Named(StructId),
    Array {
        len: u64,
        elem: Type,
    },
    Vector {
        len: u32,
        scalable: bool,
        elem: Type,
    },
    TargetExt {
        name: String,
        types: Vec<Type>,
        ints: Vec<u32>,
    },
}

/// Name and body of an identified struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructDef {
    /// `None`: numbered (`%0 = type ...`).
    pub name: Option<String>,
    /// `None`: opaque.
    pub body: Option<StructBody>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructBody {
    pub fields: Vec<Type>,
    pub packed: bool,
}

/// The type interner of one module.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    types: Vec<TypeData>,
    map: HashMap<TypeData, Type>,
    structs: PrimaryMap<StructId, StructDef>,
}

impl TypeTable {
    pub fn new() -> TypeTable {
        TypeTable::default()
    }

    /// The handle of `data`, creating it on first use.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(&t) = self.map.get(&data) {
            return t;
        }
        let t = Type::new(self.types.len());
        self.types.push(data.clone());
        self.map.insert(data, t);
        t
    }

    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.types.len()
    }
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// The handle of `data` if it has been interned.
    pub fn lookup(&self, data: &TypeData) -> Option<Type> {
        self.map.get(data).copied()
    }

    pub fn data(&self, t: Type) -> &TypeData {
        &self.types[t.index()]
    }

    pub fn void(&mut self) -> Type {
        self.intern(TypeData::Void)
    }
    pub fn int(&mut self, bits: u32) -> Type {
        self.intern(TypeData::Int(bits))
    }
    pub fn ptr(&mut self, addrspace: u32) -> Type {
        self.intern(TypeData::Ptr { addrspace })
    }
    pub fn label(&mut self) -> Type {
        self.intern(TypeData::Label)
    }
    pub fn metadata(&mut self) -> Type {
        self.intern(TypeData::Metadata)
    }

    /// Creates a new identified struct (opaque until a body is set).
    pub fn new_struct(&mut self, name: Option<String>) -> Type {
        let id = self.structs.push(StructDef { name, body: None });
        self.intern(TypeData::Named(id))
    }
    pub fn struct_def(&self, id: StructId) -> &StructDef {
        &self.structs[id]
    }
    pub fn set_struct_body(&mut self, id: StructId, body: StructBody) {
        self.structs[id].body = Some(body);
    }
    pub fn structs(&self) -> impl Iterator<Item = (StructId, &StructDef)> {
        self.structs.iter()
    }

    pub fn is_void(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Void)
    }
    pub fn is_int(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Int(_))
    }
    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match self.data(t) {
            TypeData::Int(b) => Some(*b),
            _ => None,
        }
    }
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Float(_))
    }
    pub fn is_ptr(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Ptr { .. })
    }
    pub fn is_label(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Label)
    }
    pub fn is_metadata(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Metadata)
    }
    pub fn is_function(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Function { .. })
    }
    /// The element type of a vector, or the type itself.
    pub fn scalar(&self, t: Type) -> Type {
        match self.data(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }
    /// Is `t` a floating-point type or a vector of them (or an array nest of them)?
    pub fn is_fp_or_fp_vector(&self, t: Type) -> bool {
        self.is_float(self.scalar(t))
    }
    /// Types whose values can take fast-math flags (FP scalars, vectors and arrays of them).
    pub fn supports_fast_math(&self, t: Type) -> bool {
        match self.data(t) {
            TypeData::Float(_) => true,
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
                self.supports_fast_math(*elem)
            }
            TypeData::Struct { fields, .. } => {
                !fields.is_empty()
                    && fields.iter().all(|f| *f == fields[0])
                    && self.supports_fast_math(fields[0])
            }
            _ => false,
        }
    }
    pub fn is_first_class(&self, t: Type) -> bool {
        !matches!(self.data(t), TypeData::Void | TypeData::Function { .. })
    }
    /// Members of an aggregate: the type at `index` (struct field or array/vector element).
    pub fn member(&self, t: Type, index: u64) -> Option<Type> {
        match self.data(t) {
            TypeData::Struct { fields, .. } => fields.get(usize::try_from(index).ok()?).copied(),
            TypeData::Named(id) => self
                .struct_def(*id)
                .body
                .as_ref()?
                .fields
                .get(usize::try_from(index).ok()?)
                .copied(),
            TypeData::Array { len, elem } if index < *len => Some(*elem),
            TypeData::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }
    /// Is the type sized (can be loaded, stored, allocated)?
    pub fn is_sized(&self, t: Type) -> bool {
        self.is_sized_depth(t, 0)
    }
    fn is_sized_depth(&self, t: Type, depth: u32) -> bool {
        if depth > super::MAX_WALK_DEPTH {
            return false;
        }
        match self.data(t) {
            TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr { .. } | TypeData::X86Amx => true,
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                self.is_sized_depth(*elem, depth + 1)
            }
            TypeData::Struct { fields, .. } => {
                fields.iter().all(|f| self.is_sized_depth(*f, depth + 1))
            }
            TypeData::Named(id) => match &self.struct_def(*id).body {
                Some(b) => b.fields.iter().all(|f| self.is_sized_depth(*f, depth + 1)),
                None => false,
            },
            TypeData::TargetExt { .. } => true,
            _ => false,
        }
    }
    /// Direct component types in LLVM's `subtypes()` order.
    pub fn subtypes(&self, t: Type) -> Vec<Type> {
        match self.data(t) {
            TypeData::Function { ret, params, .. } => {
                let mut v = vec![*ret];
                v.extend(params.iter().copied());
                v
            }
            TypeData::Struct { fields, .. } => fields.clone(),
            TypeData::Named(id) => self
                .struct_def(*id)
                .body
                .as_ref()
                .map(|b| b.fields.clone())
                .unwrap_or_default(),
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => vec![*elem],
            TypeData::TargetExt { types, .. } => types.clone(),
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_types_are_interned_and_named_structs_are_not() {
        let mut t = TypeTable::new();
        let i32a = t.int(32);
        let i32b = t.int(32);
        assert_eq!(i32a, i32b);
        let s1 = t.new_struct(Some("a".into()));
        let s2 = t.new_struct(Some("a".into()));
        assert_ne!(s1, s2);
        let arr = t.intern(TypeData::Array { len: 4, elem: i32a });
        assert_eq!(t.member(arr, 3), Some(i32a));
        assert_eq!(t.member(arr, 4), None);
        assert!(t.is_sized(arr));
    }
}
