//! The atomic rules transforms obey, in one place: predicates on instructions that passes ask
//! instead of testing orderings or `volatile` themselves.
//!
//! Owns: [`is_atomic`], [`is_volatile`], [`is_simple`], [`is_unordered`], [`ordering_of`],
//! the dead-store rules ([`is_removable_store`], [`may_kill_earlier_store`], [`is_dse_barrier`],
//! [`is_dse_read_clobber_store`], [`may_read_memory`]),
//! the ordering lattice ([`is_stronger_than`], [`is_at_least_or_stronger_than`]), the barrier
//! facts ([`has_acquire_semantics`], [`has_release_semantics`]), [`may_reorder`] ("may
//! these two adjacent accesses to different locations swap") and the CSE/load-elimination
//! rules ([`is_release_fence`], [`is_load_elimination_barrier`], [`may_forward_to_load`]),
//! the constant-load fold ([`may_fold_load_from_constant`]), and the `-atomic-opt=` mode
//! ([`AtomicOptMode`]) with the seed-mode predicates that take it ([`may_sink_below`],
//! [`may_hoist_above`], [`may_meet_across`], [`may_merge_adjacent_stores`], and for LICM
//! [`licm_may_move_across`], [`may_promote_store`]).
//! Must not touch: anything but instruction payloads (no analyses, no module state).
//!
//! The rules, from the atomics guide (seed 001), in short:
//! 1. NotAtomic: plain accesses; a pass may add loads on a path but never add a store that
//!    was not there (a racing thread could see it).
//! 2. Unordered: no splitting a load or store in pieces, no narrowing a store, no storing a
//!    value that would not have been stored; otherwise it moves like a plain access
//!    ([`is_unordered`]: what LICM and DSE accept).
//! 3. Monotonic: one total order per address; for an optimiser, a read and write of its own
//!    location, and plain/unordered loads may be reordered around monotonic loads.
//! 4. Acquire: stores from before it and non-acquire loads from before it may move after it;
//!    nothing from after it moves before it.
//! 5. Release: loads from after it and non-release stores from after it may move before it;
//!    nothing from before it moves after it.
//! 6. AcquireRelease / SequentiallyConsistent: both of the above; seq_cst operations never swap
//!    with each other.
//! 7. Volatile is not an ordering: volatile accesses keep their number, size and order among
//!    themselves, and are never removed.
//! 8. Fences: the guide treats an acquire fence after a monotonic load as an acquire load (and a
//!    release fence before a monotonic store as a release store); atomir, like LLVM 22's alias
//!    analysis (a fence reads and writes all memory), lets no memory access cross a fence.
//!
//! Seed mode (`opt -atomic-opt=seed`, [`AtomicOptMode::Seed`]) also uses what the guide
//! permits and LLVM 22 leaves undone; LLVM mode (the default) answers `false` to each of these:
//! - Rule 3: plain and unordered loads and stores of other locations move across monotonic
//!   accesses both ways ([`may_sink_below`], [`may_hoist_above`]): `early-cse` without MemorySSA
//!   and `dse` use it (LLVM 22's `early-cse<memssa>` and `gvn` already look past a monotonic
//!   load, `gvn` past a monotonic store).
//! - Rule 4: stores and plain loads sink below an acquire-only operation ([`may_sink_below`]):
//!   `gvn` and `early-cse` forward a store to a load after an acquire load, `dse` deletes a
//!   store overwritten after one. Nothing rises above it (no load CSE across an acquire).
//! - Rule 5: loads and non-release stores rise above a release-only operation
//!   ([`may_hoist_above`]): `early-cse` reuses a load or store from before a release store
//!   (LLVM 22's `gvn` already does), `dse` deletes a store overwritten after one.
//! - Rule 6: of two atomic stores to one address with nothing between, the later at least as
//!   strong (two seq_cst stores among them), `dse` deletes the first
//!   ([`may_merge_adjacent_stores`]); never when volatile, never across another seq_cst access.
//! - Rule 7: a plain load moves across a plain volatile load (LLVM 22's `early-cse<memssa>` and
//!   `gvn` already do; seed mode adds `early-cse`).
//! - Never, in either mode: splitting, merging or narrowing an unordered access, turning an
//!   atomic access into a plain one (an atomic load is never given a plain store's value:
//!   [`may_forward_to_load`]), introducing a store on a path ([`may_promote_store`]), moving
//!   anything across a fence, a call, or an access that may touch the same bytes.
//! - Rule 2's "DSE and reordering allowed" for unordered stores and the constant-global load
//!   fold are LLVM 22's own (default mode), as is mem2reg's promotion of atomic allocas.
//!
//! Where LLVM 22 is stricter than the guide: its alias analysis answers ModRef for any access
//! stronger than monotonic against every location, so its passes move nothing across an
//! acquire or release access either way (rule 4 and 5's freedoms are not used), and DSE only
//! removes a store that is [`is_unordered`]; a later store stronger than monotonic keeps an
//! earlier store to any location ([`is_dse_read_clobber_store`]), a monotonic or plain one
//! does not. Where LLVM 22 goes further than the guide's words:
//! mem2reg promotes atomic (non-volatile) loads and stores of an alloca, since no other thread
//! can see the function's own stack slot.

use super::instructions::{InstKind, Ordering};

/// Which rules the transforms follow for atomic and volatile accesses (`opt -atomic-opt=`).
///
/// [`Llvm`](Self::Llvm) (the default) is LLVM 22's behaviour: every pass does what opt-22's
/// does, byte for byte where the corpus says so. [`Seed`](Self::Seed) also performs what the
/// atomics guide (seed 001) permits and LLVM 22 leaves undone; the extra freedoms are listed in
/// the module doc under "Seed mode" and asked through the `*_seed`-style predicates below that
/// take the mode ([`may_sink_below`], [`may_hoist_above`], [`may_merge_adjacent_stores`],
/// [`own_location_only`]). In `Llvm` mode each of those answers `false`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AtomicOptMode {
    #[default]
    Llvm,
    Seed,
}

impl AtomicOptMode {
    /// The mode named `llvm` or `seed` (the values of `-atomic-opt=`).
    pub fn from_name(name: &str) -> Option<AtomicOptMode> {
        match name {
            "llvm" => Some(AtomicOptMode::Llvm),
            "seed" => Some(AtomicOptMode::Seed),
            _ => None,
        }
    }

    /// The name `-atomic-opt=` takes.
    pub fn name(self) -> &'static str {
        match self {
            AtomicOptMode::Llvm => "llvm",
            AtomicOptMode::Seed => "seed",
        }
    }

    fn is_seed(self) -> bool {
        self == AtomicOptMode::Seed
    }
}

/// The ordering of an atomic access (the success ordering of a `cmpxchg`), `None` if it is not
/// atomic or not a memory access.
pub fn ordering_of(kind: &InstKind) -> Option<Ordering> {
    match kind {
        InstKind::Load { atomic, .. } | InstKind::Store { atomic, .. } => {
            atomic.as_ref().map(|a| a.ordering)
        }
        InstKind::Fence { atomic } | InstKind::AtomicRmw { atomic, .. } => Some(atomic.ordering),
        InstKind::CmpXchg { success, .. } => Some(*success),
        _ => None,
    }
}

/// An atomic instruction: an atomic load or store, a fence, `cmpxchg` or `atomicrmw`.
pub fn is_atomic(kind: &InstKind) -> bool {
    ordering_of(kind).is_some()
}

/// A volatile load, store, `cmpxchg` or `atomicrmw`.
pub fn is_volatile(kind: &InstKind) -> bool {
    match kind {
        InstKind::Load { volatile, .. }
        | InstKind::Store { volatile, .. }
        | InstKind::CmpXchg { volatile, .. }
        | InstKind::AtomicRmw { volatile, .. } => *volatile,
        _ => false,
    }
}

/// LLVM's `isSimple`: a load or store that is neither atomic nor volatile (false for every
/// other instruction).
pub fn is_simple(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Load { .. } | InstKind::Store { .. })
        && !is_atomic(kind)
        && !is_volatile(kind)
}

/// LLVM's `isUnordered`: a load or store that is not volatile and at most `unordered`.
pub fn is_unordered(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Load { .. } | InstKind::Store { .. })
        && !is_volatile(kind)
        && ordering_of(kind).is_none_or(|o| o == Ordering::Unordered)
}

/// The rank of an ordering in LLVM's lattice: unordered < monotonic < {acquire, release} <
/// acq_rel < seq_cst, where acquire and release are not comparable.
fn rank(o: Ordering) -> u8 {
    match o {
        Ordering::Unordered => 0,
        Ordering::Monotonic => 1,
        Ordering::Acquire | Ordering::Release => 2,
        Ordering::AcqRel => 3,
        Ordering::SeqCst => 4,
    }
}

/// LLVM's `isStrongerThan(a, b)`: `a` gives every guarantee of `b` and more.
pub fn is_stronger_than(a: Ordering, b: Ordering) -> bool {
    if a == b {
        return false;
    }
    if rank(a) == 2 && rank(b) == 2 {
        return false;
    }
    rank(a) > rank(b)
}

/// LLVM's `isAtLeastOrStrongerThan(a, b)`: `a == b` or `a` is stronger.
pub fn is_at_least_or_stronger_than(a: Ordering, b: Ordering) -> bool {
    a == b || is_stronger_than(a, b)
}

/// Whether the instruction reads memory with acquire semantics (loads, `atomicrmw`,
/// `cmpxchg` and fences that are acquire, acq_rel or seq_cst).
pub fn has_acquire_semantics(kind: &InstKind) -> bool {
    if matches!(kind, InstKind::Store { .. }) {
        return false;
    }
    ordering_of(kind).is_some_and(|o| is_at_least_or_stronger_than(o, Ordering::Acquire))
}

/// Whether the instruction writes memory with release semantics (stores, `atomicrmw`,
/// `cmpxchg` and fences that are release, acq_rel or seq_cst).
pub fn has_release_semantics(kind: &InstKind) -> bool {
    if matches!(kind, InstKind::Load { .. }) {
        return false;
    }
    ordering_of(kind).is_some_and(|o| is_at_least_or_stronger_than(o, Ordering::Release))
}

fn is_memory_access(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::Fence { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::Call { .. }
            | InstKind::Invoke { .. }
            | InstKind::CallBr { .. }
    )
}

/// Whether `first` and the `second` that directly follows it may swap, as far as orderings
/// and volatility go, when they access different memory (whether they do is alias analysis'
/// question, not this one's). Calls are never swapped with a memory access here.
pub fn may_reorder(first: &InstKind, second: &InstKind) -> bool {
    if !is_memory_access(first) || !is_memory_access(second) {
        return true;
    }
    let is_call = |k: &InstKind| {
        matches!(
            k,
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. }
        )
    };
    if is_call(first) || is_call(second) {
        return false;
    }
    // Rule 8: nothing crosses a fence.
    if matches!(first, InstKind::Fence { .. }) || matches!(second, InstKind::Fence { .. }) {
        return false;
    }
    // Rule 7: volatile accesses keep their order among themselves.
    if is_volatile(first) && is_volatile(second) {
        return false;
    }
    // Rule 6: seq_cst operations never swap with each other.
    if ordering_of(first) == Some(Ordering::SeqCst) && ordering_of(second) == Some(Ordering::SeqCst)
    {
        return false;
    }
    // Rule 4: nothing after an acquire moves above it.
    if has_acquire_semantics(first) {
        return false;
    }
    // Rule 5: nothing before a release moves below it.
    if has_release_semantics(second) {
        return false;
    }
    true
}

/// Dead-store elimination: a store that may be deleted when a later store overwrites it or
/// when it stores the value just loaded from the same place. LLVM 22 deletes only stores that
/// are [`is_unordered`] (so unordered atomic stores too; monotonic and stronger, and volatile,
/// never).
pub fn is_removable_store(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Store { .. }) && is_unordered(kind)
}

/// Dead-store elimination: whether a store may make an earlier store to the same bytes dead.
/// Learned from opt-22: a plain, unordered, monotonic or volatile store does; a release or
/// seq_cst store does not (the earlier store must become visible to a thread that acquires).
pub fn may_kill_earlier_store(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Store { .. })
        && ordering_of(kind).is_none_or(|o| is_at_least_or_stronger_than(Ordering::Monotonic, o))
}

/// Dead-store elimination: an access stronger than monotonic between two stores stops the
/// search (LLVM's `isDSEBarrier`: the earlier store may be what another thread synchronises
/// on). A `cmpxchg` counts by its failure ordering, as in LLVM 22.
pub fn is_dse_barrier(kind: &InstKind) -> bool {
    let o = match kind {
        InstKind::CmpXchg { failure, .. } => Some(*failure),
        InstKind::Fence { .. } => return true,
        _ => ordering_of(kind),
    };
    o.is_some_and(|o| is_stronger_than(o, Ordering::Monotonic))
}

/// Dead-store elimination: whether a later store counts as a read of an earlier store's bytes
/// (LLVM's `isReadClobber` for stores, learned from opt-22): a store stronger than monotonic
/// (release, seq_cst) orders the earlier store before it, so that store must stay; plain,
/// unordered, monotonic and volatile stores only write.
pub fn is_dse_read_clobber_store(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Store { .. })
        && ordering_of(kind).is_some_and(|o| is_stronger_than(o, Ordering::Monotonic))
}

/// Dead-store elimination: whether an instruction that is not a call may read memory (LLVM's
/// `mayReadFromMemory`): loads, `fence`, `cmpxchg`, `atomicrmw`, `va_arg`, and stores that
/// are volatile or atomic stronger than unordered.
pub fn may_read_memory(kind: &InstKind) -> bool {
    match kind {
        InstKind::Store { .. } => !is_unordered(kind),
        InstKind::Load { .. }
        | InstKind::Fence { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::VaArg => true,
        _ => false,
    }
}

/// CSE and load elimination: a release-only fence. Later loads may be answered from before it
/// (it orders earlier stores against later ones, not later loads), so EarlyCSE does not end its
/// memory generation there and GVN's dependence scan for a load looks through it.
pub fn is_release_fence(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Fence { atomic } if atomic.ordering == Ordering::Release)
}

/// Load elimination (GVN's memory dependence): an earlier load that no later unordered load
/// may be answered across: an atomic load stronger than monotonic (acquire and seq_cst). A
/// monotonic or unordered load, or a volatile one, does not stop the scan (it is compared by
/// address like a plain load).
pub fn is_load_elimination_barrier(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Load { .. })
        && ordering_of(kind).is_some_and(|o| is_stronger_than(o, Ordering::Monotonic))
}

/// Load elimination: whether a value read or written by `earlier` may replace what the load
/// `load` reads: never a plain value for an atomic load (LLVM 22: "can't forward from
/// non-atomic to atomic").
pub fn may_forward_to_load(earlier: &InstKind, load: &InstKind) -> bool {
    !is_atomic(load) || is_atomic(earlier)
}

/// Constant folding: whether the load may be replaced by what a constant global holds. Any
/// non-volatile load, atomic ones of every ordering included (seed 001: "any atomic load from
/// a constant global can be constant-folded, because it cannot be observed"; LLVM 22 does it in
/// `early-cse`, `gvn` and `instcombine`). The same in both modes.
pub fn may_fold_load_from_constant(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Load { .. }) && !is_volatile(kind)
}

/// Which way an access moves across another one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    /// From before the other access to after it.
    Down,
    /// From after the other access to before it.
    Up,
}

/// Seed mode: whether the plain or unordered load or store `moving` may move in `dir` across
/// `barrier`, as far as `barrier`'s ordering and volatility go. Whether `barrier` touches
/// `moving`'s bytes is alias analysis' question (`AliasAnalysis::own_location_mod_ref`).
fn seed_allows(moving: &InstKind, barrier: &InstKind, dir: Direction) -> bool {
    if !is_unordered(moving) {
        return false;
    }
    match barrier {
        // Rule 8 (atomir's choice): nothing crosses a fence; calls are not judged here.
        InstKind::Fence { .. }
        | InstKind::Call { .. }
        | InstKind::Invoke { .. }
        | InstKind::CallBr { .. }
        | InstKind::VaArg => false,
        InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. } => {
            if is_volatile(barrier) {
                // Rule 7: a non-volatile, non-atomic load may move across a volatile load.
                return matches!(barrier, InstKind::Load { .. })
                    && !is_atomic(barrier)
                    && matches!(moving, InstKind::Load { .. })
                    && !is_atomic(moving);
            }
            let Some(o) = ordering_of(barrier) else {
                return true;
            };
            // Rule 3: a monotonic (or unordered) access is a read and write of its own
            // location only.
            if is_at_least_or_stronger_than(Ordering::Monotonic, o) {
                return true;
            }
            let acquire = has_acquire_semantics(barrier);
            let release = has_release_semantics(barrier);
            match dir {
                // Rule 4: stores and non-acquire loads from before an acquire may go after it.
                Direction::Down => acquire && !release,
                // Rule 5: loads and non-release stores from after a release may go before it.
                Direction::Up => release && !acquire,
            }
        }
        _ => true,
    }
}

/// Seed mode (false in LLVM mode): whether the plain or unordered, non-volatile load or store
/// `moving`, placed before the memory access `barrier`, may move to after it, provided
/// `barrier` does not touch `moving`'s bytes (ask alias analysis' own-location answer). True
/// across monotonic accesses (rule 3), acquire-only operations (rule 4: an acquire or seq_cst
/// load, an acquire `atomicrmw`/`cmpxchg`) and, for a plain load, a plain volatile load (rule 7).
/// Used for store-to-load forwarding (the store sinks to the load) and dead-store elimination
/// (the overwritten store sinks to its killer).
pub fn may_sink_below(moving: &InstKind, barrier: &InstKind, mode: AtomicOptMode) -> bool {
    mode.is_seed() && seed_allows(moving, barrier, Direction::Down)
}

/// Seed mode (false in LLVM mode): whether the plain or unordered, non-volatile load or store
/// `moving`, placed after the memory access `barrier`, may move to before it, provided
/// `barrier` does not touch `moving`'s bytes. True across monotonic accesses (rule 3),
/// release-only operations (rule 5: a release or seq_cst store, a release `atomicrmw`) and,
/// for a plain load, a plain volatile load (rule 7). Used for load CSE and store-to-load
/// forwarding (the later load rises to the earlier access) and dead-store elimination (the
/// killing store rises to the store it overwrites).
pub fn may_hoist_above(moving: &InstKind, barrier: &InstKind, mode: AtomicOptMode) -> bool {
    mode.is_seed() && seed_allows(moving, barrier, Direction::Up)
}

/// Seed mode (false in LLVM mode; true in both when `between` is empty): whether the access
/// `later` may be answered from, or make dead, the access `earlier` across the atomic and
/// volatile accesses `between` (in program order, none of them touching the two accesses'
/// bytes: alias analysis' own-location answer). The two must meet: `later` rises above the
/// last ones ([`may_hoist_above`]) and `earlier` sinks below the first ones
/// ([`may_sink_below`]), and only a store sinks (an earlier load stays where its users are:
/// reusing its value after an acquire would move the later load above the acquire).
pub fn may_meet_across(
    earlier: &InstKind,
    later: &InstKind,
    between: &[&InstKind],
    mode: AtomicOptMode,
) -> bool {
    if between.is_empty() {
        return true;
    }
    if !mode.is_seed() {
        return false;
    }
    // The later access rises as far as it can; everything left must let the earlier one sink.
    let mut k = between.len();
    while k > 0 && may_hoist_above(later, between[k - 1], mode) {
        k -= 1;
    }
    k == 0
        || (matches!(earlier, InstKind::Store { .. })
            && between[..k]
                .iter()
                .all(|b| may_sink_below(earlier, b, mode)))
}

/// Seed mode (false in LLVM mode), dead-store elimination of atomic stores: two atomic,
/// non-volatile stores to the same address with nothing between them, the later at least as
/// strongly ordered as the earlier; the earlier may go (rule 6: "of two seq_cst stores to one
/// address with nothing between, the first may go"; the same holds for monotonic and release
/// stores, whose single modification order per address lets a reader never see the first
/// value). Unordered stores are LLVM 22's ([`is_removable_store`]). The caller checks the
/// addresses, sizes and that nothing lies between.
pub fn may_merge_adjacent_stores(
    earlier: &InstKind,
    later: &InstKind,
    mode: AtomicOptMode,
) -> bool {
    if !mode.is_seed()
        || !matches!(earlier, InstKind::Store { .. })
        || !matches!(later, InstKind::Store { .. })
        || is_volatile(earlier)
        || is_volatile(later)
    {
        return false;
    }
    match (ordering_of(earlier), ordering_of(later)) {
        (Some(a), Some(b)) => {
            is_at_least_or_stronger_than(a, Ordering::Monotonic)
                && is_at_least_or_stronger_than(b, a)
        }
        _ => false,
    }
}

/// LICM (the predicate the loop pass asks; no pass of this branch calls it yet): whether the
/// load or store `access` inside a loop may be hoisted to the preheader (a load) or promoted
/// to a register with its store sunk to the exits (a store, `promote`) across the memory
/// access `other` of the same loop that does not touch its bytes. In LLVM mode only plain
/// and unordered accesses move, and only across accesses at most monotonic (LLVM 22's alias
/// analysis is `ModRef` everywhere for anything stronger); seed mode also moves across what
/// [`may_hoist_above`] (and, for a promoted store, [`may_sink_below`]) allow. Promotion
/// must also never introduce a store on a path that had none: see [`may_promote_store`].
pub fn licm_may_move_across(
    access: &InstKind,
    other: &InstKind,
    promote: bool,
    mode: AtomicOptMode,
) -> bool {
    if !is_unordered(access) {
        return false;
    }
    let llvm_ok = matches!(
        other,
        InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
    ) && !is_volatile(other)
        && ordering_of(other).is_none_or(|o| is_at_least_or_stronger_than(Ordering::Monotonic, o));
    if llvm_ok {
        return true;
    }
    may_hoist_above(access, other, mode) && (!promote || may_sink_below(access, other, mode))
}

/// LICM store promotion (rule 1, the seed's `x += 1` loop): a store in a loop may become a
/// register with one store after the loop only if it is plain or unordered and executes on
/// every path through the loop to its exits (`executes_on_every_path`, the loop pass's
/// guaranteed-to-execute answer), or when no other thread can see the object
/// (`visible_to_other_threads` false: an alloca whose address does not escape, as LLVM 22's
/// LICM also requires); otherwise the store after the loop would write on a path where the
/// program did not, which another thread could see. The same in both modes.
pub fn may_promote_store(
    store: &InstKind,
    executes_on_every_path: bool,
    visible_to_other_threads: bool,
) -> bool {
    matches!(store, InstKind::Store { .. })
        && is_unordered(store)
        && (executes_on_every_path || !visible_to_other_threads)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::instructions::Atomic;

    fn load(o: Option<Ordering>, volatile: bool) -> InstKind {
        InstKind::Load {
            volatile,
            atomic: o.map(|ordering| Atomic {
                scope: None,
                ordering,
            }),
            align: Some(4),
        }
    }

    fn store(o: Option<Ordering>, volatile: bool) -> InstKind {
        InstKind::Store {
            volatile,
            atomic: o.map(|ordering| Atomic {
                scope: None,
                ordering,
            }),
            align: Some(4),
        }
    }

    fn fence(ordering: Ordering) -> InstKind {
        InstKind::Fence {
            atomic: Atomic {
                scope: None,
                ordering,
            },
        }
    }

    use Ordering::*;

    #[test]
    fn simple_means_neither_atomic_nor_volatile() {
        assert!(is_simple(&load(None, false)));
        assert!(is_simple(&store(None, false)));
        assert!(!is_simple(&load(Some(Unordered), false)));
        assert!(!is_simple(&store(None, true)));
        assert!(!is_simple(&fence(SeqCst)));
    }

    #[test]
    fn unordered_means_at_most_unordered_and_not_volatile() {
        assert!(is_unordered(&load(None, false)));
        assert!(is_unordered(&load(Some(Unordered), false)));
        assert!(is_unordered(&store(Some(Unordered), false)));
        assert!(!is_unordered(&load(Some(Monotonic), false)));
        assert!(!is_unordered(&store(Some(Unordered), true)));
        assert!(!is_unordered(&fence(Acquire)));
    }

    #[test]
    fn ordering_lattice_has_acquire_and_release_incomparable() {
        assert!(is_stronger_than(Monotonic, Unordered));
        assert!(is_stronger_than(Acquire, Monotonic));
        assert!(is_stronger_than(Release, Monotonic));
        assert!(!is_stronger_than(Acquire, Release));
        assert!(!is_stronger_than(Release, Acquire));
        assert!(is_stronger_than(AcqRel, Acquire));
        assert!(is_stronger_than(SeqCst, AcqRel));
        assert!(!is_stronger_than(SeqCst, SeqCst));
        assert!(is_at_least_or_stronger_than(SeqCst, SeqCst));
        assert!(!is_at_least_or_stronger_than(Acquire, Release));
    }

    #[test]
    fn barrier_semantics_follow_the_operation() {
        assert!(has_acquire_semantics(&load(Some(Acquire), false)));
        assert!(!has_acquire_semantics(&store(Some(SeqCst), false)));
        assert!(has_release_semantics(&store(Some(Release), false)));
        assert!(!has_release_semantics(&load(Some(SeqCst), false)));
        assert!(has_acquire_semantics(&fence(AcqRel)));
        assert!(has_release_semantics(&fence(AcqRel)));
        assert!(!has_acquire_semantics(&load(Some(Monotonic), false)));
    }

    #[test]
    fn plain_and_monotonic_accesses_swap() {
        assert!(may_reorder(&load(None, false), &store(None, false)));
        assert!(may_reorder(
            &load(Some(Monotonic), false),
            &load(None, false)
        ));
        assert!(may_reorder(
            &store(Some(Unordered), false),
            &load(Some(Monotonic), false)
        ));
    }

    #[test]
    fn nothing_after_an_acquire_moves_above_it() {
        assert!(!may_reorder(
            &load(Some(Acquire), false),
            &load(None, false)
        ));
        assert!(!may_reorder(
            &load(Some(Acquire), false),
            &store(None, false)
        ));
        // A store before an acquire may sink below it; a plain load too.
        assert!(may_reorder(
            &store(None, false),
            &load(Some(Acquire), false)
        ));
        assert!(may_reorder(&load(None, false), &load(Some(Acquire), false)));
    }

    #[test]
    fn nothing_before_a_release_moves_below_it() {
        assert!(!may_reorder(
            &load(None, false),
            &store(Some(Release), false)
        ));
        assert!(!may_reorder(
            &store(None, false),
            &store(Some(Release), false)
        ));
        // A load or plain store after a release may rise above it.
        assert!(may_reorder(
            &store(Some(Release), false),
            &load(None, false)
        ));
        assert!(may_reorder(
            &store(Some(Release), false),
            &store(None, false)
        ));
    }

    #[test]
    fn release_then_acquire_may_swap_unless_both_seq_cst() {
        assert!(may_reorder(
            &store(Some(Release), false),
            &load(Some(Acquire), false)
        ));
        assert!(!may_reorder(
            &store(Some(SeqCst), false),
            &load(Some(SeqCst), false)
        ));
    }

    #[test]
    fn volatile_accesses_keep_their_order_among_themselves() {
        assert!(!may_reorder(&load(None, true), &store(None, true)));
        assert!(may_reorder(&load(None, true), &store(None, false)));
    }

    #[test]
    fn dse_removes_only_unordered_stores() {
        assert!(is_removable_store(&store(None, false)));
        assert!(is_removable_store(&store(Some(Unordered), false)));
        assert!(!is_removable_store(&store(Some(Monotonic), false)));
        assert!(!is_removable_store(&store(None, true)));
        assert!(!is_removable_store(&load(None, false)));
    }

    #[test]
    fn dse_killers_are_at_most_monotonic() {
        assert!(may_kill_earlier_store(&store(None, false)));
        assert!(may_kill_earlier_store(&store(None, true)));
        assert!(may_kill_earlier_store(&store(Some(Monotonic), false)));
        assert!(!may_kill_earlier_store(&store(Some(Release), false)));
        assert!(!may_kill_earlier_store(&store(Some(SeqCst), false)));
    }

    #[test]
    fn dse_barriers_are_stronger_than_monotonic() {
        assert!(is_dse_barrier(&load(Some(Acquire), false)));
        assert!(is_dse_barrier(&store(Some(Release), false)));
        assert!(is_dse_barrier(&fence(Acquire)));
        assert!(!is_dse_barrier(&load(Some(Monotonic), false)));
        assert!(!is_dse_barrier(&store(None, false)));
    }

    #[test]
    fn nothing_crosses_a_fence() {
        assert!(!may_reorder(&fence(Acquire), &load(None, false)));
        assert!(!may_reorder(&store(None, false), &fence(Release)));
        assert!(!may_reorder(&load(None, false), &fence(Acquire)));
    }

    #[test]
    fn load_elimination_rules() {
        assert!(is_release_fence(&fence(Ordering::Release)));
        assert!(!is_release_fence(&fence(Ordering::Acquire)));
        assert!(!is_release_fence(&fence(Ordering::SeqCst)));
        assert!(is_load_elimination_barrier(&load(
            Some(Ordering::Acquire),
            false
        )));
        assert!(is_load_elimination_barrier(&load(
            Some(Ordering::SeqCst),
            false
        )));
        assert!(!is_load_elimination_barrier(&load(
            Some(Ordering::Monotonic),
            false
        )));
        assert!(!is_load_elimination_barrier(&load(None, true)));
        assert!(!is_load_elimination_barrier(&store(
            Some(Ordering::SeqCst),
            false
        )));
        let plain = load(None, false);
        let atomic = load(Some(Ordering::Unordered), false);
        assert!(may_forward_to_load(&store(None, false), &plain));
        assert!(!may_forward_to_load(&store(None, false), &atomic));
        assert!(may_forward_to_load(
            &store(Some(Ordering::Release), false),
            &atomic
        ));
        assert!(may_forward_to_load(&atomic, &plain));
    }

    fn rmw(ordering: Ordering) -> InstKind {
        InstKind::AtomicRmw {
            volatile: false,
            op: crate::ir::instructions::RmwOp::Add,
            atomic: Atomic {
                scope: None,
                ordering,
            },
            align: 4,
        }
    }

    const SEED: AtomicOptMode = AtomicOptMode::Seed;
    const LLVM: AtomicOptMode = AtomicOptMode::Llvm;

    #[test]
    fn mode_names() {
        assert_eq!(AtomicOptMode::from_name("seed"), Some(SEED));
        assert_eq!(AtomicOptMode::from_name("llvm"), Some(LLVM));
        assert_eq!(AtomicOptMode::from_name("Seed"), None);
        assert_eq!(AtomicOptMode::default().name(), "llvm");
    }

    #[test]
    fn llvm_mode_moves_nothing_across_barriers() {
        let plain = load(None, false);
        for b in [
            load(Some(Monotonic), false),
            load(Some(Acquire), false),
            store(Some(Release), false),
            load(None, true),
        ] {
            assert!(!may_sink_below(&plain, &b, LLVM));
            assert!(!may_hoist_above(&plain, &b, LLVM));
        }
        assert!(!may_merge_adjacent_stores(
            &store(Some(SeqCst), false),
            &store(Some(SeqCst), false),
            LLVM
        ));
        assert!(may_meet_across(&plain, &plain, &[], LLVM));
        assert!(!may_meet_across(
            &plain,
            &plain,
            &[&load(Some(Monotonic), false)],
            LLVM
        ));
    }

    #[test]
    fn seed_mode_monotonic_is_its_own_location_only() {
        let (l, s) = (load(None, false), store(Some(Unordered), false));
        for b in [
            load(Some(Monotonic), false),
            store(Some(Monotonic), false),
            rmw(Monotonic),
        ] {
            assert!(may_sink_below(&l, &b, SEED) && may_hoist_above(&l, &b, SEED));
            assert!(may_sink_below(&s, &b, SEED) && may_hoist_above(&s, &b, SEED));
        }
        // A monotonic access itself never moves: only plain and unordered ones do.
        assert!(!may_hoist_above(
            &load(Some(Monotonic), false),
            &load(Some(Monotonic), false),
            SEED
        ));
    }

    #[test]
    fn seed_mode_acquire_lets_things_sink_release_lets_things_rise() {
        let (l, s) = (load(None, false), store(None, false));
        for acq in [
            load(Some(Acquire), false),
            load(Some(SeqCst), false),
            rmw(Acquire),
        ] {
            assert!(may_sink_below(&l, &acq, SEED) && may_sink_below(&s, &acq, SEED));
            assert!(!may_hoist_above(&l, &acq, SEED) && !may_hoist_above(&s, &acq, SEED));
        }
        for rel in [
            store(Some(Release), false),
            store(Some(SeqCst), false),
            rmw(Release),
        ] {
            assert!(may_hoist_above(&l, &rel, SEED) && may_hoist_above(&s, &rel, SEED));
            assert!(!may_sink_below(&l, &rel, SEED) && !may_sink_below(&s, &rel, SEED));
        }
        for both in [rmw(AcqRel), rmw(SeqCst), fence(Acquire), fence(Release)] {
            assert!(!may_sink_below(&s, &both, SEED) && !may_hoist_above(&l, &both, SEED));
        }
    }

    #[test]
    fn seed_mode_volatile_lets_only_plain_loads_cross_volatile_loads() {
        let vl = load(None, true);
        assert!(may_hoist_above(&load(None, false), &vl, SEED));
        assert!(!may_hoist_above(&store(None, false), &vl, SEED));
        assert!(!may_hoist_above(&load(Some(Unordered), false), &vl, SEED));
        assert!(!may_hoist_above(
            &load(None, false),
            &store(None, true),
            SEED
        ));
        assert!(!may_hoist_above(
            &load(None, true),
            &load(None, false),
            SEED
        ));
    }

    #[test]
    fn seed_mode_accesses_meet_between_an_acquire_and_a_release() {
        let (s, l) = (store(None, false), load(None, false));
        let (acq, rel) = (load(Some(Acquire), false), store(Some(Release), false));
        // store; acquire; release; store: the first sinks, the second rises.
        assert!(may_meet_across(&s, &s, &[&acq, &rel], SEED));
        // store; release; acquire; store: neither can.
        assert!(!may_meet_across(&s, &s, &[&rel, &acq], SEED));
        // load; acquire; load: an earlier load does not sink.
        assert!(!may_meet_across(&l, &l, &[&acq], SEED));
        // store; acquire; load: the store sinks.
        assert!(may_meet_across(&s, &l, &[&acq], SEED));
        // load; release; load: the later load rises.
        assert!(may_meet_across(&l, &l, &[&rel], SEED));
    }

    #[test]
    fn seed_mode_merges_adjacent_atomic_stores_not_volatile_nor_weaker() {
        let sc = store(Some(SeqCst), false);
        assert!(may_merge_adjacent_stores(&sc, &sc, SEED));
        assert!(may_merge_adjacent_stores(
            &store(Some(Monotonic), false),
            &store(Some(Monotonic), false),
            SEED
        ));
        assert!(may_merge_adjacent_stores(
            &store(Some(Release), false),
            &sc,
            SEED
        ));
        assert!(!may_merge_adjacent_stores(
            &sc,
            &store(Some(Monotonic), false),
            SEED
        ));
        assert!(!may_merge_adjacent_stores(
            &store(Some(SeqCst), true),
            &sc,
            SEED
        ));
        assert!(!may_merge_adjacent_stores(&store(None, false), &sc, SEED));
    }

    #[test]
    fn store_promotion_never_adds_a_store_on_a_new_path() {
        let s = store(None, false);
        assert!(may_promote_store(&s, true, true));
        assert!(!may_promote_store(&s, false, true));
        assert!(may_promote_store(&s, false, false));
        assert!(!may_promote_store(
            &store(Some(Monotonic), false),
            true,
            true
        ));
        assert!(!may_promote_store(&store(None, true), true, false));
        assert!(licm_may_move_across(
            &load(None, false),
            &load(Some(Monotonic), false),
            false,
            LLVM
        ));
        assert!(!licm_may_move_across(
            &load(None, false),
            &load(Some(Acquire), false),
            false,
            LLVM
        ));
        assert!(!licm_may_move_across(
            &load(None, false),
            &load(Some(Acquire), false),
            false,
            SEED
        ));
        assert!(licm_may_move_across(
            &load(None, false),
            &store(Some(Release), false),
            false,
            SEED
        ));
        assert!(!licm_may_move_across(
            &store(None, false),
            &store(Some(Release), false),
            true,
            SEED
        ));
    }

    #[test]
    fn constant_loads_fold_unless_volatile() {
        assert!(may_fold_load_from_constant(&load(Some(SeqCst), false)));
        assert!(may_fold_load_from_constant(&load(None, false)));
        assert!(!may_fold_load_from_constant(&load(Some(SeqCst), true)));
        assert!(!may_fold_load_from_constant(&store(None, false)));
    }
}
