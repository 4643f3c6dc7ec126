//! Typed `u32` handles and the arenas that own what they name (Cranelift's `entity` idea).
//!
//! Owns: the [`entity_handle!`] macro, [`EntityRef`], [`PrimaryMap`] (owns values, hands out
//! handles) and [`SecondaryMap`] (extra data keyed by a handle, with a default).
//! Must not touch: anything IR-specific; this file only knows about indices.

use std::marker::PhantomData;

/// A handle that is a dense index into an arena.
pub trait EntityRef: Copy + Eq {
    fn new(index: usize) -> Self;
    fn index(self) -> usize;
}

/// Declares a `u32` handle type. `$prefix` is what `Display` prints before the index.
#[macro_export]
macro_rules! entity_handle {
    ($(#[$m:meta])* $name:ident, $prefix:expr) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(u32);
        impl $crate::ir::entity::EntityRef for $name {
            fn new(index: usize) -> Self {
                $name(u32::try_from(index).unwrap_or(u32::MAX))
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
        #[allow(dead_code)]
        impl $name {
            pub fn as_u32(self) -> u32 {
                self.0
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }
    };
}

/// An arena: owns values and hands out handles in allocation order.
#[derive(Clone, Debug)]
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        PrimaryMap {
            elems: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn push(&mut self, v: V) -> K {
        self.elems.push(v);
        K::new(self.elems.len() - 1)
    }
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    pub fn keys(&self) -> impl Iterator<Item = K> + '_ {
        (0..self.elems.len()).map(K::new)
    }
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> + '_ {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    pub fn values(&self) -> impl Iterator<Item = &V> + '_ {
        self.elems.iter()
    }
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> + '_ {
        self.elems.iter_mut()
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for PrimaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for PrimaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// Side data keyed by a handle; unset entries read as the default value.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        SecondaryMap {
            elems: Vec::new(),
            default: V::default(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
    pub fn set(&mut self, k: K, v: V) {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        self.elems[i] = v;
    }
    pub fn get_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

/// A fast, deterministic hasher for handle-keyed and small-key maps (the "Fx" rotate-multiply
/// scheme); not DoS-resistant, which is fine for a compiler's own tables.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    crate::entity_handle!(Thing, "t");

    #[test]
    fn handles_index_and_display() {
        let mut m: PrimaryMap<Thing, &str> = PrimaryMap::new();
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!(m[b], "b");
        assert_eq!(a.to_string(), "t0");
        let mut s: SecondaryMap<Thing, u8> = SecondaryMap::new();
        s.set(b, 7);
        assert_eq!(*s.get(a), 0);
        assert_eq!(*s.get(b), 7);
    }
}
