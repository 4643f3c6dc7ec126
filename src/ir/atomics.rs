//! The atomic rules transforms obey, in one place: predicates on instructions that passes ask
//! instead of testing orderings or `volatile` themselves.
//!
//! Owns: [`is_atomic`], [`is_volatile`], [`is_simple`], [`is_unordered`], [`ordering_of`],
//! the dead-store rules ([`is_removable_store`], [`may_kill_earlier_store`], [`is_dse_barrier`]),
//! the ordering lattice ([`is_stronger_than`], [`is_at_least_or_stronger_than`]), the barrier
//! facts ([`has_acquire_semantics`], [`has_release_semantics`]), [`may_reorder`] ("may
//! these two adjacent accesses to different locations swap") and the CSE/load-elimination
//! rules ([`is_release_fence`], [`is_load_elimination_barrier`], [`may_forward_to_load`]).
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
//! Where LLVM 22 is stricter than the guide: its alias analysis answers ModRef for any access
//! stronger than monotonic against every location, so its passes move nothing across an
//! acquire or release access either way (rule 4 and 5's freedoms are not used), and DSE only
//! removes a store that is [`is_unordered`]. Where LLVM 22 goes further than the guide's words:
//! mem2reg promotes atomic (non-volatile) loads and stores of an alloca, since no other thread
//! can see the function's own stack slot.

use super::instructions::{InstKind, Ordering};

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
}
