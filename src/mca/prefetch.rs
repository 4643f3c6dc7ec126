//! Cache prefetch hints for the simulation of big blocks. Each static instruction has its own
//! descriptor, renaming plan, availability cache entry and resource-pressure row; a block of
//! thousands of instructions keeps megabytes of them, so every simulated instruction would
//! find its data out of the core's caches (a round trip to the shared cache or memory per
//! structure). Instructions enter in program order, so what an instruction some places ahead
//! will need is known early: the entry stage and the resource pressure view ask for it.
//! Owns: the hint itself and how far ahead to ask. Must not touch: any simulation state (a
//! hint never changes a result).

/// How many instructions ahead the entry stage asks for a static instruction's data.
pub const DISTANCE: u32 = 24;

/// Blocks of at least this many instructions are simulated with prefetch hints. Smaller
/// blocks' data stay in the core's caches, and the hints would only cost instructions.
pub const MIN_BLOCK: u32 = 512;

// The entry stage looks up to twice the distance ahead, which wraps around a hinted block once
// at most (see `ahead`).
const _: () = assert!(2 * DISTANCE < MIN_BLOCK);

/// Whether a block of `block` instructions is simulated with prefetch hints.
#[inline]
pub fn is_hinted(block: usize) -> bool {
    block >= MIN_BLOCK as usize
}

/// The static instruction `distance` places after `index` in a hinted block of `block`
/// instructions, wrapping into the next iteration (`distance` is at most `2 * DISTANCE`, less
/// than the block, so once at most).
#[inline]
pub fn ahead(index: usize, distance: u32, block: usize) -> usize {
    let k = index + distance as usize;
    if k >= block {
        k - block
    } else {
        k
    }
}

/// Asks for the cache line holding `p` (a hint: no effect on the program's meaning; any
/// address, even an invalid one, is allowed).
#[inline(always)]
pub fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `prefetcht0` never faults and has no architectural effect, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch(p as *const i8, std::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// [`prefetch`] of the line holding `p` and the next one (a value that may straddle two lines).
#[inline(always)]
pub fn prefetch2<T>(p: *const T) {
    prefetch(p);
    prefetch((p as *const u8).wrapping_add(64));
}
