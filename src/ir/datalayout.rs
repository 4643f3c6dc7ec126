//! The parts of a target data layout string the IR needs: ABI and preferred alignments, and the
//! store sizes of scalar types (the default alignment of `cmpxchg` and `atomicrmw`).
//!
//! Owns: [`DataLayout`] (parsed from `target datalayout`, with LLVM's defaults for anything not
//! given) and the alignment rules for every sized type. Must not touch: aggregate sizes and
//! layouts, target knowledge (that is `target`).

use super::types::{FloatKind, Type, TypeData, TypeTable};

/// Alignment facts of a data layout (all in bytes).
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// (bit width, abi, pref), sorted by width.
    ints: Vec<(u32, u64, u64)>,
    floats: Vec<(u32, u64, u64)>,
    vectors: Vec<(u32, u64, u64)>,
    /// (address space, abi, pref)
    pointers: Vec<(u32, u64, u64)>,
    /// (address space, size in bytes)
    pointer_sizes: Vec<(u32, u64)>,
    aggregate: (u64, u64),
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout {
            ints: vec![(1, 1, 1), (8, 1, 1), (16, 2, 2), (32, 4, 4), (64, 4, 8)],
            floats: vec![(16, 2, 2), (32, 4, 4), (64, 8, 8), (128, 16, 16)],
            vectors: vec![(64, 8, 8), (128, 16, 16)],
            pointers: vec![(0, 8, 8)],
            pointer_sizes: vec![(0, 8)],
            aggregate: (1, 8),
        }
    }
}

fn set(v: &mut Vec<(u32, u64, u64)>, key: u32, abi: u64, pref: u64) {
    if let Some(e) = v.iter_mut().find(|e| e.0 == key) {
        *e = (key, abi, pref);
    } else {
        v.push((key, abi, pref));
        v.sort_by_key(|e| e.0);
    }
}

impl DataLayout {
    /// Parses a layout string; malformed parts are ignored (the verifier reports them).
    pub fn parse(s: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        for spec in s.split('-').filter(|p| !p.is_empty()) {
            let (head, rest) = spec.split_at(1);
            let nums: Vec<&str> = rest.split(':').collect();
            let bits = |i: usize| nums.get(i).and_then(|n| n.parse::<u64>().ok());
            let bytes = |i: usize| bits(i).map(|b| (b / 8).max(1));
            match head {
                "i" | "f" | "v" => {
                    let (Some(w), Some(abi)) = (bits(0), bytes(1)) else {
                        continue;
                    };
                    let pref = bytes(2).unwrap_or(abi);
                    let w = w as u32;
                    match head {
                        "i" => set(&mut dl.ints, w, abi, pref),
                        "f" => set(&mut dl.floats, w, abi, pref),
                        _ => set(&mut dl.vectors, w, abi, pref),
                    }
                }
                "p" => {
                    // p[n]:size:abi[:pref[:idx]]
                    let mut parts = rest.splitn(2, ':');
                    let asp = parts.next().unwrap_or("");
                    let asp: u32 = if asp.is_empty() {
                        0
                    } else {
                        asp.parse().unwrap_or(0)
                    };
                    let fields: Vec<u64> = parts
                        .next()
                        .unwrap_or("")
                        .split(':')
                        .filter_map(|n| n.parse().ok())
                        .collect();
                    if fields.len() >= 2 {
                        let abi = (fields[1] / 8).max(1);
                        let pref = fields.get(2).map_or(abi, |p| (p / 8).max(1));
                        set(&mut dl.pointers, asp, abi, pref);
                        let size = (fields[0] / 8).max(1);
                        match dl.pointer_sizes.iter_mut().find(|e| e.0 == asp) {
                            Some(e) => e.1 = size,
                            None => dl.pointer_sizes.push((asp, size)),
                        }
                    }
                }
                "a" => {
                    let abi = bits(0).map_or(1, |b| (b / 8).max(1));
                    let pref = bits(1).map_or(abi, |b| (b / 8).max(1));
                    dl.aggregate = (abi, pref);
                }
                _ => {}
            }
        }
        dl
    }

    pub fn abi_align(&self, types: &TypeTable, t: Type) -> u64 {
        self.align(types, t, true, 0)
    }
    pub fn pref_align(&self, types: &TypeTable, t: Type) -> u64 {
        self.align(types, t, false, 0)
    }

    /// Store size in bytes of an integer, floating-point or pointer type, or a fixed vector of
    /// them; `None` for other types. LLVM gives `cmpxchg` and `atomicrmw` without `align` this
    /// alignment (not the ABI alignment: `i64` is `align 8` even where its ABI alignment is 4).
    pub fn scalar_store_size(&self, types: &TypeTable, t: Type) -> Option<u64> {
        let bits = match types.data(t) {
            TypeData::Int(b) => u64::from(*b),
            TypeData::Float(FloatKind::X86Fp80) => 80,
            TypeData::Float(k) => u64::from(k.bits()),
            TypeData::Ptr { addrspace } => {
                let size = self
                    .pointer_sizes
                    .iter()
                    .find(|e| e.0 == *addrspace)
                    .or_else(|| self.pointer_sizes.iter().find(|e| e.0 == 0))
                    .map_or(8, |e| e.1);
                return Some(size);
            }
            TypeData::Vector {
                len,
                elem,
                scalable: false,
            } => {
                let elem_bits = match types.data(*elem) {
                    TypeData::Ptr { .. } => 8 * self.scalar_store_size(types, *elem)?,
                    _ => self.bits(types, *elem),
                };
                elem_bits * u64::from(*len)
            }
            _ => return None,
        };
        Some(bits.div_ceil(8))
    }

    fn pick(v: &[(u32, u64, u64)], abi: bool, i: usize) -> u64 {
        let e = v[i];
        if abi {
            e.1
        } else {
            e.2.max(e.1)
        }
    }

    fn align(&self, types: &TypeTable, t: Type, abi: bool, depth: u32) -> u64 {
        if depth > 64 {
            return 1;
        }
        match types.data(t) {
            TypeData::Int(bits) => {
                if let Some(i) = self.ints.iter().position(|e| e.0 >= *bits) {
                    Self::pick(&self.ints, abi, i)
                } else if let Some(i) = self.ints.len().checked_sub(1) {
                    Self::pick(&self.ints, abi, i)
                } else {
                    1
                }
            }
            TypeData::Float(k) => {
                let bits = match k {
                    FloatKind::X86Fp80 => 80,
                    FloatKind::BFloat => 16,
                    other => other.bits(),
                };
                match self.floats.iter().position(|e| e.0 == bits) {
                    Some(i) => Self::pick(&self.floats, abi, i),
                    None => natural(u64::from(k.bits()).div_ceil(8)),
                }
            }
            TypeData::Ptr { addrspace } => {
                let i = self
                    .pointers
                    .iter()
                    .position(|e| e.0 == *addrspace)
                    .or_else(|| self.pointers.iter().position(|e| e.0 == 0));
                match i {
                    Some(i) => Self::pick(&self.pointers, abi, i),
                    None => 8,
                }
            }
            TypeData::Vector { len, elem, .. } => {
                let eb = self.bits(types, *elem);
                let total = eb * u64::from(*len);
                match self.vectors.iter().position(|e| u64::from(e.0) == total) {
                    Some(i) => Self::pick(&self.vectors, abi, i),
                    None => natural(total.div_ceil(8)),
                }
            }
            TypeData::Array { elem, .. } => self.align(types, *elem, abi, depth + 1),
            TypeData::Struct { fields, packed } => {
                self.struct_align(types, fields, *packed, abi, depth)
            }
            TypeData::Named(id) => match &types.struct_def(*id).body {
                Some(b) => self.struct_align(types, &b.fields, b.packed, abi, depth),
                None => 1,
            },
            TypeData::X86Amx => 64,
            _ => 1,
        }
    }

    fn struct_align(
        &self,
        types: &TypeTable,
        fields: &[Type],
        packed: bool,
        abi: bool,
        depth: u32,
    ) -> u64 {
        if packed && abi {
            return 1;
        }
        let mut a = if abi {
            self.aggregate.0
        } else {
            self.aggregate.1
        };
        if !packed {
            for f in fields {
                a = a.max(self.align(types, *f, true, depth + 1));
            }
        }
        a
    }

    /// Size in bits of a scalar type (used for vector alignment).
    fn bits(&self, types: &TypeTable, t: Type) -> u64 {
        match types.data(t) {
            TypeData::Int(b) => u64::from(*b),
            TypeData::Float(k) => u64::from(k.bits()),
            TypeData::Ptr { .. } => 64,
            _ => 8,
        }
    }
}

fn natural(bytes: u64) -> u64 {
    bytes.max(1).next_power_of_two()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x86_64_layout() {
        let dl = DataLayout::parse(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
        );
        let mut t = TypeTable::new();
        let i64t = t.int(64);
        let i128t = t.int(128);
        let i1 = t.int(1);
        let p = t.ptr(0);
        assert_eq!(dl.abi_align(&t, i64t), 8);
        assert_eq!(dl.abi_align(&t, i128t), 16);
        assert_eq!(dl.abi_align(&t, i1), 1);
        assert_eq!(dl.abi_align(&t, p), 8);
        let d = DataLayout::default();
        assert_eq!(d.abi_align(&t, i64t), 4);
        assert_eq!(d.scalar_store_size(&t, i64t), Some(8));
        assert_eq!(dl.scalar_store_size(&t, i128t), Some(16));
        assert_eq!(dl.scalar_store_size(&t, i1), Some(1));
        let dl32 = DataLayout::parse("e-p:32:32-i64:32:64");
        assert_eq!(dl32.scalar_store_size(&t, p), Some(4));
        assert_eq!(dl32.abi_align(&t, i64t), 4);
    }
}
