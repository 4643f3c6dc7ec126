//! A fixed number of values, each computed on its first lookup and kept, whose storage is
//! allocated a chunk at a time as lookups reach it.
//!
//! Owns only that container. Used by the per-`Code` caches (`code_facts`, `model::code_name`)
//! and the line-backed model tables (`tables`): a short `atomir mca` run reads a handful of
//! their thousands of entries, and one flat array of cells per cache had every page of it
//! written (initialised) at start-up, ~100 page faults of the one-instruction run. Must not know
//! what the values are.

use std::sync::OnceLock;

/// Entries per chunk.
const CHUNK: usize = 64;

/// [`CHUNK`] cells (fewer in the last chunk).
type Chunk<T> = Box<[OnceLock<T>]>;

/// `len` cells, each set once by [`LazyCells::get_or_init`].
pub struct LazyCells<T> {
    chunks: Box<[OnceLock<Chunk<T>>]>,
    len: usize,
}

impl<T> LazyCells<T> {
    /// `len` empty cells (one pointer-sized slot per 64 of them is allocated now).
    pub fn new(len: usize) -> LazyCells<T> {
        LazyCells {
            chunks: (0..len.div_ceil(CHUNK)).map(|_| OnceLock::new()).collect(),
            len,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Cell `i`'s value, computed by `f` if this is its first lookup; `None` when `i` is out of
    /// range.
    pub fn get_or_init(&self, i: usize, f: impl FnOnce() -> T) -> Option<&T> {
        if i >= self.len {
            return None;
        }
        let chunk = self.chunks.get(i / CHUNK)?.get_or_init(|| {
            let n = CHUNK.min(self.len - i / CHUNK * CHUNK);
            (0..n).map(|_| OnceLock::new()).collect()
        });
        Some(chunk.get(i % CHUNK)?.get_or_init(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cell_is_computed_once_and_out_of_range_is_none() {
        let cells: LazyCells<usize> = LazyCells::new(130);
        assert_eq!(cells.len(), 130);
        for i in [0, 63, 64, 129, 5, 64] {
            assert_eq!(cells.get_or_init(i, || i * 10), Some(&(i * 10)));
        }
        // Already set: the new closure is not run.
        assert_eq!(cells.get_or_init(64, || 0), Some(&640));
        assert_eq!(cells.get_or_init(130, || 1), None);
        assert!(LazyCells::<u8>::new(0).is_empty());
        assert_eq!(LazyCells::<u8>::new(0).get_or_init(0, || 1), None);
    }
}
