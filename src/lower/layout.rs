//! Sizes, alignments and field offsets of IR types for code generation, from a target's
//! scalar rules.
//!
//! Owns: [`Layout`] (sizes and ABI alignments in bytes of scalars, structs and arrays, struct
//! field offsets with C padding). Must not touch: the module's own `target datalayout` string
//! (the target decides), code generation.

use crate::ir::types::{FloatKind, Type, TypeData, TypeTable};

/// Type layout for one target.
pub struct Layout<'a> {
    pub types: &'a TypeTable,
    /// (size, align) of an integer of the given bit width.
    pub int: fn(u32) -> (u64, u64),
    pub ptr_size: u64,
}

impl Layout<'_> {
    /// Size and ABI alignment of `t`, or `None` for types the code generators do not handle
    /// (vectors, x86_fp80, scalable and target types, unsized types).
    pub fn size_align(&self, t: Type) -> Option<(u64, u64)> {
        match self.types.data(t) {
            TypeData::Int(b) => Some((self.int)(*b)),
            TypeData::Ptr { .. } => Some((self.ptr_size, self.ptr_size)),
            TypeData::Float(FloatKind::Float) => Some((4, 4)),
            TypeData::Float(FloatKind::Double) => Some((8, 8)),
            TypeData::Array { len, elem } => {
                let (s, a) = self.size_align(*elem)?;
                Some((s * len, a))
            }
            TypeData::Struct { fields, packed } => self.struct_layout(fields, *packed),
            TypeData::Named(id) => {
                let body = self.types.struct_def(*id).body.as_ref()?;
                self.struct_layout(&body.fields, body.packed)
            }
            _ => None,
        }
    }

    fn struct_layout(&self, fields: &[Type], packed: bool) -> Option<(u64, u64)> {
        let mut off = 0u64;
        let mut align = 1u64;
        for &f in fields {
            let (s, a) = self.size_align(f)?;
            let a = if packed { 1 } else { a };
            off = off.div_ceil(a) * a + s;
            align = align.max(a);
        }
        Some((off.div_ceil(align) * align, align))
    }

    /// Offset of field `index` of struct type `t`.
    pub fn field_offset(&self, t: Type, index: usize) -> Option<u64> {
        let (fields, packed) = match self.types.data(t) {
            TypeData::Struct { fields, packed } => (fields.clone(), *packed),
            TypeData::Named(id) => {
                let b = self.types.struct_def(*id).body.as_ref()?;
                (b.fields.clone(), b.packed)
            }
            _ => return None,
        };
        let mut off = 0u64;
        for (i, &f) in fields.iter().enumerate() {
            let (s, a) = self.size_align(f)?;
            let a = if packed { 1 } else { a };
            off = off.div_ceil(a) * a;
            if i == index {
                return Some(off);
            }
            off += s;
        }
        None
    }

    /// Field types of a struct type.
    pub fn fields(&self, t: Type) -> Option<Vec<Type>> {
        match self.types.data(t) {
            TypeData::Struct { fields, .. } => Some(fields.clone()),
            TypeData::Named(id) => Some(self.types.struct_def(*id).body.as_ref()?.fields.clone()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_padding() {
        let mut types = TypeTable::new();
        let i1 = types.int(1);
        let i32t = types.int(32);
        let i128t = types.int(128);
        let s = types.intern(TypeData::Struct {
            fields: vec![i32t, i1],
            packed: false,
        });
        let s128 = types.intern(TypeData::Struct {
            fields: vec![i128t, i1],
            packed: false,
        });
        let l = Layout {
            types: &types,
            int: crate::target::x86_64::int_size_align,
            ptr_size: 8,
        };
        assert_eq!(l.size_align(s), Some((8, 4)));
        assert_eq!(l.field_offset(s, 1), Some(4));
        assert_eq!(l.size_align(s128), Some((32, 16)));
        assert_eq!(l.field_offset(s128, 1), Some(16));
    }
}
