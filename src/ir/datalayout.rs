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
    /// Checks a layout string as llvm-as-22 does, specifier by specifier from the left; the
    /// error is LLVM's message. `s` is IR text ([`crate::bytestr`]): a raw byte in the message
    /// stays the byte it stands for.
    pub fn check(s: &str) -> Result<(), String> {
        let bytes = crate::bytestr::decode(s);
        if bytes.is_empty() {
            return Ok(());
        }
        for spec in bytes.split(|&b| b == b'-') {
            check_spec(spec)?;
        }
        Ok(())
    }

    /// Parses a layout string; malformed parts are ignored (the parser rejects them first, with
    /// [`DataLayout::check`]). Never panics.
    pub fn parse(s: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        for spec in s.split('-').filter(|p| !p.is_empty()) {
            let Some(head) = spec.get(..1) else {
                continue;
            };
            let rest = &spec[1..];
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
        if depth > super::MAX_WALK_DEPTH {
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

/// A decimal number as LLVM reads one (digits only), `None` when empty, malformed or too big.
fn number(text: &[u8]) -> Option<u64> {
    if text.is_empty() || !text.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(text).ok()?.parse().ok()
}

/// A bit width: non-zero and below 2^24.
fn size_field(text: &[u8], what: &str) -> Result<u64, String> {
    if text.is_empty() {
        return Err(format!("{what} component cannot be empty"));
    }
    match number(text) {
        Some(v) if v != 0 && v < (1 << 24) => Ok(v),
        _ => Err(format!("{what} must be a non-zero 24-bit integer")),
    }
}

/// An address space: below 2^24 (an empty one is 0 where the caller allows it).
fn addrspace_field(text: &[u8]) -> Result<u64, String> {
    match number(text) {
        Some(v) if v < (1 << 24) => Ok(v),
        _ => Err("address space must be a 24-bit integer".to_string()),
    }
}

/// An alignment in bits: a 16-bit integer, a power of two times 8; zero only when `zero_ok`.
fn align_field(text: &[u8], what: &str, zero_ok: bool) -> Result<u64, String> {
    if text.is_empty() {
        return Err(format!("{what} alignment component cannot be empty"));
    }
    let v = match number(text) {
        Some(v) if v < (1 << 16) => v,
        _ => return Err(format!("{what} alignment must be a 16-bit integer")),
    };
    if v == 0 {
        if zero_ok {
            return Ok(0);
        }
        return Err(format!("{what} alignment must be non-zero"));
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!(
            "{what} alignment must be a power of two times the byte width"
        ));
    }
    Ok(v)
}

/// `<abi>[:<pref>]` with the preferred alignment at least the ABI one.
fn abi_pref(fields: &[&[u8]], zero_abi_ok: bool) -> Result<(), String> {
    let abi = align_field(fields[0], "ABI", zero_abi_ok)?;
    if let Some(p) = fields.get(1) {
        let pref = align_field(p, "preferred", false)?;
        if pref < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".to_string());
        }
    }
    Ok(())
}

/// One specifier of a layout string (between `-`), as llvm-as-22 checks it.
fn check_spec(spec: &[u8]) -> Result<(), String> {
    let Some((&head, rest)) = spec.split_first() else {
        return Err("empty specification is not allowed".to_string());
    };
    let fields: Vec<&[u8]> = spec.split(|&b| b == b':').collect();
    let malformed = |form: &str| {
        Err(format!(
            "malformed specification, must be of the form \"{form}\""
        ))
    };
    match head {
        b'e' | b'E' => {
            if !rest.is_empty() {
                return Err("malformed specification, must be just 'e' or 'E'".to_string());
            }
        }
        b's' => {}
        b'm' => {
            if fields.len() < 2 || fields[0].len() != 1 || spec.len() < 3 {
                return malformed("m:<mangling>");
            }
            let mode = &spec[2..];
            if !matches!(mode, b"e" | b"l" | b"m" | b"o" | b"w" | b"x" | b"a") {
                return Err("unknown mangling mode".to_string());
            }
        }
        b'i' | b'f' | b'v' => {
            let form = match head {
                b'i' => "i<size>:<abi>[:<pref>]",
                b'f' => "f<size>:<abi>[:<pref>]",
                _ => "v<size>:<abi>[:<pref>]",
            };
            if !(2..=3).contains(&fields.len()) {
                return malformed(form);
            }
            let size = size_field(&fields[0][1..], "size")?;
            let abi = align_field(fields[1], "ABI", false)?;
            if head == b'i' && size == 8 && abi != 8 {
                return Err("i8 must be 8-bit aligned".to_string());
            }
            abi_pref(&fields[1..], false)?;
        }
        b'a' => {
            if !(2..=3).contains(&fields.len()) {
                return malformed("a:<abi>[:<pref>]");
            }
            if fields[0].len() > 1 && number(&fields[0][1..]) != Some(0) {
                return Err("size must be zero".to_string());
            }
            abi_pref(&fields[1..], true)?;
        }
        b'n' => {
            if rest.first() == Some(&b'i') {
                // `ni:<address space>[:<address space>]...`
                if fields.len() < 2 || fields[0] != b"ni" {
                    return malformed("ni:<address space>[:<address space>]...");
                }
                for f in &fields[1..] {
                    if f.is_empty() {
                        return Err("address space component cannot be empty".to_string());
                    }
                    if addrspace_field(f)? == 0 {
                        return Err("address space 0 cannot be non-integral".to_string());
                    }
                }
            } else {
                size_field(&fields[0][1..], "size")?;
                for f in &fields[1..] {
                    size_field(f, "size")?;
                }
            }
        }
        b'p' => {
            let form = "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]";
            if !(3..=5).contains(&fields.len()) {
                return malformed(form);
            }
            let first = &fields[0][1..];
            let flags_end = first
                .iter()
                .position(|b| !b.is_ascii_alphabetic())
                .unwrap_or(first.len());
            let (flags, space) = first.split_at(flags_end);
            if let Some(&f) = flags.iter().find(|&&f| f != b'e' && f != b'u') {
                return Err(format!(
                    "'{}' is not a valid pointer specification flag",
                    crate::bytestr::escape_char(f)
                ));
            }
            let space = if space.is_empty() {
                0
            } else {
                addrspace_field(space)?
            };
            if space == 0 && !flags.is_empty() {
                return Err("address space 0 cannot be unstable or have external state".to_string());
            }
            let size = size_field(fields[1], "pointer size")
                .map_err(|_| "pointer size must be a non-zero 24-bit integer".to_string())?;
            abi_pref(&fields[2..fields.len().min(4)], false)?;
            if let Some(idx) = fields.get(4) {
                let idx = size_field(idx, "index size")
                    .map_err(|_| "index size must be a non-zero 24-bit integer".to_string())?;
                if idx > size {
                    return Err("index size cannot be larger than the pointer size".to_string());
                }
            }
        }
        b'S' => {
            if rest.is_empty() {
                return malformed("S<size>");
            }
            let v = match number(rest) {
                Some(v) if v < (1 << 16) => v,
                _ => return Err("stack natural alignment must be a 16-bit integer".to_string()),
            };
            if v == 0 {
                return Err("stack natural alignment must be non-zero".to_string());
            }
            if v % 8 != 0 || !(v / 8).is_power_of_two() {
                return Err(
                    "stack natural alignment must be a power of two times the byte width"
                        .to_string(),
                );
            }
        }
        b'A' | b'P' | b'G' => {
            if rest.is_empty() {
                return malformed(&format!("{}<address space>", head as char));
            }
            addrspace_field(rest)?;
        }
        b'F' => {
            let Some((&kind, abi)) = rest.split_first() else {
                return malformed("F<type><abi>");
            };
            if kind != b'i' && kind != b'n' {
                return Err(format!(
                    "unknown function pointer alignment type '{}'",
                    crate::bytestr::escape_char(kind)
                ));
            }
            align_field(abi, "ABI", false)?;
        }
        other => {
            return Err(format!(
                "unknown specifier '{}'",
                crate::bytestr::escape_char(other)
            ))
        }
    }
    Ok(())
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

    #[test]
    fn odd_strings_never_panic_and_are_checked() {
        for s in ["é", "iéé:8", "pé", "e-é", "-", "p:", "\u{10FFC3}"] {
            let _ = DataLayout::parse(s);
        }
        assert_eq!(
            DataLayout::check("e-x"),
            Err("unknown specifier 'x'".to_string())
        );
        assert!(DataLayout::check("e-m:e-p270:32:32-i64:64-n8:16:32:64-S128").is_ok());
        assert_eq!(
            DataLayout::check("i8:16"),
            Err("i8 must be 8-bit aligned".to_string())
        );
    }
}
