//! The three big tables of a [`SchedModel`](super::SchedModel) (`descs`, `opcodes`, `instrs`) as
//! containers that are either parsed (a model read with `from_json` or built by a tool) or backed
//! by the lines of an embedded model file and parsed one entry at a time, on first lookup.
//!
//! An embedded model holds thousands of entries and a short `atomir mca` run reads a handful:
//! parsing them all took more time than the rest of the run. [`ModelList`] and [`InstrTable`]
//! answer single-entry lookups ([`ModelList::get`], [`InstrTable::variants`]) from the lines
//! alone, and dereference to the whole `Vec`/`BTreeMap` (parsing every line once, on first use)
//! for code that walks or edits a table (tools, tests, `derive`). Mutable access turns a backed
//! table into a parsed one.
//!
//! Owns the containers, how one entry line reads (`value,` or `"Code":value,`) and the digest
//! that tells whether an embedded file's table lines are the ones `to_json` wrote
//! ([`tables_digest`]). Must not know how a file is divided into sections (that is `model.rs`)
//! nor what the entries mean.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::lazy_cells::LazyCells;
use super::model::{InstrRef, SchedVariant};

/// A table indexed by position (`descs`, `opcodes`).
pub struct ModelList<T> {
    /// The parsed table (empty while `lines` backs it).
    parsed: Vec<T>,
    lines: Option<Box<ListLines<T>>>,
}

/// The lines of one section of an embedded file: the text they are in and where each starts,
/// as 32-bit offsets (a quarter of the memory of a `&str` per line, and no copy of the text).
pub(super) struct TextLines {
    text: &'static str,
    /// `bounds[i]` is where line `i` starts; line `i` ends one byte (its newline) before
    /// `bounds[i + 1]`. One more bound than lines.
    bounds: Vec<u32>,
}

impl TextLines {
    /// The lines of `text` that start at `bounds[..len]`, each ending with a newline just before
    /// the next bound (`bounds[len]`, which must be in `bounds`).
    pub(super) fn new(text: &'static str, bounds: Vec<u32>) -> TextLines {
        TextLines { text, bounds }
    }

    pub(super) fn len(&self) -> usize {
        self.bounds.len().saturating_sub(1)
    }

    /// Line `i` without its newline.
    pub(super) fn get(&self, i: usize) -> Option<&'static str> {
        let start = *self.bounds.get(i)? as usize;
        let end = (*self.bounds.get(i + 1)? as usize).checked_sub(1)?;
        self.text.get(start..end)
    }

    fn iter(&self) -> impl Iterator<Item = &'static str> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// The index of a line `f` finds `Equal`, over lines sorted by `f` (as
    /// `slice::binary_search_by`; `None` when none is).
    fn binary_search_by(&self, mut f: impl FnMut(&str) -> std::cmp::Ordering) -> Option<usize> {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match f(self.get(mid).unwrap_or_default()) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }
}

/// One JSON value per line of an embedded file (each but the last followed by a comma), parsed
/// on demand.
struct ListLines<T> {
    lines: TextLines,
    /// Parsed entries by index.
    cells: LazyCells<Option<T>>,
    whole: OnceLock<Vec<T>>,
}

/// A table line without the comma that separates it from the next.
fn entry_text(line: &str) -> &str {
    line.strip_suffix(',').unwrap_or(line)
}

impl<T: DeserializeOwned> ModelList<T> {
    /// A table backed by `lines`, one JSON value each.
    pub(super) fn from_lines(lines: TextLines) -> ModelList<T> {
        ModelList {
            parsed: Vec::new(),
            lines: Some(Box::new(ListLines {
                cells: LazyCells::new(lines.len()),
                lines,
                whole: OnceLock::new(),
            })),
        }
    }

    /// Entry `i`, parsing only its line. `None` when out of range or when the line does not
    /// parse (which the embedded files' digest and tests rule out).
    pub fn get(&self, i: usize) -> Option<&T> {
        match &self.lines {
            None => self.parsed.get(i),
            Some(l) => match l.whole.get() {
                Some(all) => all.get(i),
                None => l
                    .cells
                    .get_or_init(i, || serde_json::from_str(entry_text(l.lines.get(i)?)).ok())?
                    .as_ref(),
            },
        }
    }

    /// Number of entries, without parsing any.
    pub fn len(&self) -> usize {
        match &self.lines {
            None => self.parsed.len(),
            Some(l) => l.lines.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether entries are still read from the lines of an embedded file.
    pub fn is_backed_by_lines(&self) -> bool {
        self.lines.is_some()
    }
}

impl<T: DeserializeOwned> ListLines<T> {
    fn parse_all(&self) -> Vec<T> {
        self.lines
            .iter()
            .filter_map(|l| serde_json::from_str(entry_text(l)).ok())
            .collect()
    }
}

impl ModelList<String> {
    /// Entry `i` of a table of names, borrowed from its line when it needs no unescaping (LLVM
    /// opcode names never do), so that a lookup allocates nothing.
    pub fn get_str(&self, i: usize) -> Option<&str> {
        if let Some(l) = &self.lines {
            if l.whole.get().is_none() {
                let plain = l
                    .lines
                    .get(i)
                    .map(entry_text)
                    .and_then(|t| t.strip_prefix('"')?.strip_suffix('"'))
                    .filter(|t| !t.contains(['"', '\\']));
                if plain.is_some() {
                    return plain;
                }
            }
        }
        self.get(i).map(String::as_str)
    }
}

impl<T: DeserializeOwned> Deref for ModelList<T> {
    type Target = Vec<T>;
    fn deref(&self) -> &Vec<T> {
        match &self.lines {
            None => &self.parsed,
            Some(l) => l.whole.get_or_init(|| l.parse_all()),
        }
    }
}

impl<T: DeserializeOwned> DerefMut for ModelList<T> {
    fn deref_mut(&mut self) -> &mut Vec<T> {
        if let Some(mut l) = self.lines.take() {
            self.parsed = match l.whole.take() {
                Some(all) => all,
                None => l.parse_all(),
            };
        }
        &mut self.parsed
    }
}

impl<T> Default for ModelList<T> {
    fn default() -> Self {
        ModelList {
            parsed: Vec::new(),
            lines: None,
        }
    }
}

impl<T> From<Vec<T>> for ModelList<T> {
    fn from(parsed: Vec<T>) -> Self {
        ModelList {
            parsed,
            lines: None,
        }
    }
}

impl<T> FromIterator<T> for ModelList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Vec::from_iter(iter).into()
    }
}

impl<'a, T: DeserializeOwned> IntoIterator for &'a ModelList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: DeserializeOwned + Clone> Clone for ModelList<T> {
    fn clone(&self) -> Self {
        (**self).clone().into()
    }
}

impl<T: DeserializeOwned + PartialEq> PartialEq for ModelList<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: DeserializeOwned + fmt::Debug> fmt::Debug for ModelList<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl<T: DeserializeOwned + Serialize> Serialize for ModelList<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for ModelList<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<T>::deserialize(d).map(ModelList::from)
    }
}

/// The scheduling variants of one iced `Code`.
pub type Variants = BTreeMap<SchedVariant, InstrRef>;

/// iced `Code` name -> its variants.
pub type InstrMap = BTreeMap<String, Variants>;

/// The `instrs` table: iced `Code` name (`format!("{:?}", code)`) -> variant -> LLVM opcode +
/// descriptor.
#[derive(Default)]
pub struct InstrTable {
    parsed: InstrMap,
    lines: Option<Box<InstrLines>>,
}

/// `"Code":{variants}` lines of an embedded file, in code-name order (as `to_json` writes a
/// `BTreeMap`), parsed on demand.
struct InstrLines {
    lines: TextLines,
    /// Parsed entries by line.
    cells: LazyCells<Option<Variants>>,
    whole: OnceLock<InstrMap>,
}

/// The code name and the variants JSON of an `instrs` line (the name ends at the first quote:
/// iced names need no escapes).
fn split_instr_line(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_prefix('"')?;
    let end = rest.bytes().position(|b| b == b'"' || b == b'\\')?;
    Some((&rest[..end], entry_text(rest[end..].strip_prefix("\":")?)))
}

impl InstrTable {
    /// A table backed by `"Code":{variants}` lines sorted by code name (the lookup is a binary
    /// search over them, reading each name as it goes).
    pub(super) fn from_lines(lines: TextLines) -> InstrTable {
        InstrTable {
            parsed: InstrMap::new(),
            lines: Some(Box::new(InstrLines {
                cells: LazyCells::new(lines.len()),
                lines,
                whole: OnceLock::new(),
            })),
        }
    }

    /// The variants of the code named `code`, parsing only its line.
    pub fn variants(&self, code: &str) -> Option<&Variants> {
        match &self.lines {
            None => self.parsed.get(code),
            Some(l) => match l.whole.get() {
                Some(all) => all.get(code),
                None => {
                    let i = l.lines.binary_search_by(|line| {
                        split_instr_line(line).map_or("", |(k, _)| k).cmp(code)
                    })?;
                    l.cells
                        .get_or_init(i, || {
                            let (_, value) = split_instr_line(l.lines.get(i)?)?;
                            serde_json::from_str(value).ok()
                        })?
                        .as_ref()
                }
            },
        }
    }

    /// Number of codes, without parsing any.
    pub fn len(&self) -> usize {
        match &self.lines {
            None => self.parsed.len(),
            Some(l) => l.lines.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether entries are still read from the lines of an embedded file.
    pub fn is_backed_by_lines(&self) -> bool {
        self.lines.is_some()
    }
}

impl InstrLines {
    fn parse_all(&self) -> InstrMap {
        self.lines
            .iter()
            .filter_map(|line| {
                let (k, v) = split_instr_line(line)?;
                Some((k.to_string(), serde_json::from_str(v).ok()?))
            })
            .collect()
    }
}

impl Deref for InstrTable {
    type Target = InstrMap;
    fn deref(&self) -> &InstrMap {
        match &self.lines {
            None => &self.parsed,
            Some(l) => l.whole.get_or_init(|| l.parse_all()),
        }
    }
}

impl DerefMut for InstrTable {
    fn deref_mut(&mut self) -> &mut InstrMap {
        if let Some(mut l) = self.lines.take() {
            self.parsed = match l.whole.take() {
                Some(all) => all,
                None => l.parse_all(),
            };
        }
        &mut self.parsed
    }
}

impl From<InstrMap> for InstrTable {
    fn from(parsed: InstrMap) -> Self {
        InstrTable {
            parsed,
            lines: None,
        }
    }
}

impl FromIterator<(String, Variants)> for InstrTable {
    fn from_iter<I: IntoIterator<Item = (String, Variants)>>(iter: I) -> Self {
        InstrMap::from_iter(iter).into()
    }
}

impl<'a> IntoIterator for &'a InstrTable {
    type Item = (&'a String, &'a Variants);
    type IntoIter = std::collections::btree_map::Iter<'a, String, Variants>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Clone for InstrTable {
    fn clone(&self) -> Self {
        (**self).clone().into()
    }
}

impl PartialEq for InstrTable {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl fmt::Debug for InstrTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl Serialize for InstrTable {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

/// A 64-bit digest of the table lines of a model file, written into the file's first line by
/// `SchedModel::to_json` and checked before an embedded file's lines are trusted for lazy
/// lookups (a mismatch means the file was edited by hand: it is then parsed, and checked, in
/// full). Guards against accidents, not adversaries: FNV-1a over 8-byte words, each step a
/// bijection of the state, so changing any one word always changes the digest.
pub fn tables_digest(text: &str) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ text.len() as u64;
    let bytes = text.as_bytes();
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        let mut b = [0u8; 8];
        b.copy_from_slice(w);
        h = (h ^ u64::from_le_bytes(b))
            .wrapping_mul(PRIME)
            .rotate_left(29);
    }
    for &b in words.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(PRIME);
    }
    h
}
