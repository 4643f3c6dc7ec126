//! The schema of a target's atomic lowering table, and its lookup.
//!
//! Owns: [`AtomicOp`] (what is being lowered: load, store, cmpxchg, one `atomicrmw` operation,
//! fence), [`OrderingSet`] and [`WidthSet`] (which orderings and widths a row covers),
//! [`Expansion`] (seed 001's AtomicExpand kinds: the shape of the answer), [`Row`] (operation x
//! orderings x widths x feature guard -> instruction-sequence template) and [`AtomicTable`]
//! (ordered rows: the first row whose guard holds wins, so a feature row comes before its
//! fallback). Each target's rows live in `src/target/<arch>/atomics.rs`; `src/lower/` asks
//! [`AtomicTable::lookup`] and substitutes the template. Must not touch: IR, code generation.

use crate::ir::instructions::{Ordering, RmwOp};
use std::fmt::Write as _;

/// The operation an atomic row answers for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AtomicOp {
    Load,
    Store,
    CmpXchg,
    Rmw(RmwOp),
    Fence,
}

impl AtomicOp {
    pub fn name(self) -> String {
        match self {
            AtomicOp::Load => "load".into(),
            AtomicOp::Store => "store".into(),
            AtomicOp::CmpXchg => "cmpxchg".into(),
            AtomicOp::Rmw(op) => format!("atomicrmw {}", op.name()),
            AtomicOp::Fence => "fence".into(),
        }
    }
}

/// A set of orderings (bit per [`Ordering`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OrderingSet(pub u8);

impl OrderingSet {
    const ORDER: [Ordering; 6] = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    pub const ALL: OrderingSet = OrderingSet(0x3f);
    fn bit(o: Ordering) -> u8 {
        1 << Self::ORDER.iter().position(|&x| x == o).unwrap_or(0)
    }
    pub const fn from_bits(bits: u8) -> OrderingSet {
        OrderingSet(bits)
    }
    pub fn of(list: &[Ordering]) -> OrderingSet {
        OrderingSet(list.iter().fold(0, |acc, &o| acc | Self::bit(o)))
    }
    pub fn contains(self, o: Ordering) -> bool {
        self.0 & Self::bit(o) != 0
    }
    fn describe(self) -> String {
        if self == Self::ALL {
            return "any".into();
        }
        Self::ORDER
            .iter()
            .filter(|&&o| self.contains(o))
            .map(|o| o.name())
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// Orderings as bit masks, for writing tables as constants.
pub mod ord {
    pub const UNORDERED: u8 = 1;
    pub const MONOTONIC: u8 = 2;
    pub const ACQUIRE: u8 = 4;
    pub const RELEASE: u8 = 8;
    pub const ACQ_REL: u8 = 16;
    pub const SEQ_CST: u8 = 32;
    pub const ANY: u8 = 63;
}

/// A set of access widths in bits (bit per 8, 16, 32, 64, 128).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WidthSet(pub u8);

impl WidthSet {
    pub const W8: u8 = 1;
    pub const W16: u8 = 2;
    pub const W32: u8 = 4;
    pub const W64: u8 = 8;
    pub const W128: u8 = 16;
    /// Widths 8 to 64.
    pub const UP_TO_64: u8 = 15;
    /// No width (fences).
    pub const NONE: u8 = 0;
    pub fn contains_bits(self, bits: u32) -> bool {
        let b = match bits {
            8 => Self::W8,
            16 => Self::W16,
            32 => Self::W32,
            64 => Self::W64,
            128 => Self::W128,
            _ => return false,
        };
        self.0 & b != 0
    }
    fn describe(self) -> String {
        if self.0 == 0 {
            return "-".into();
        }
        [8, 16, 32, 64, 128]
            .iter()
            .filter(|&&b| self.contains_bits(b))
            .map(|b| format!("i{b}"))
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// Seed 001's expansion kinds: how an operation becomes machine code.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expansion {
    /// One native instruction (or a native instruction with fences around it).
    Native,
    /// A load-linked / store-conditional retry loop.
    LlSc,
    /// A compare-and-swap retry loop around the computed new value.
    CmpXchgLoop,
    /// A partword (i8/i16) operation done on the aligned word with masks.
    MaskedPartword,
    /// A call to a runtime function (`__atomic_*` or `__sync_*`); the template names it.
    Libcall,
    /// Nothing is emitted but a comment (e.g. an acquire fence on a TSO machine).
    Nothing,
}

impl Expansion {
    pub fn name(self) -> &'static str {
        match self {
            Expansion::Native => "native",
            Expansion::LlSc => "ll/sc loop",
            Expansion::CmpXchgLoop => "cmpxchg loop",
            Expansion::MaskedPartword => "masked partword",
            Expansion::Libcall => "libcall",
            Expansion::Nothing => "nothing",
        }
    }
}

/// Which operations a row covers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OpPattern {
    Load,
    Store,
    CmpXchg,
    Rmw(RmwOp),
    Fence,
}

impl OpPattern {
    fn matches(self, op: AtomicOp) -> bool {
        match (self, op) {
            (OpPattern::Load, AtomicOp::Load)
            | (OpPattern::Store, AtomicOp::Store)
            | (OpPattern::CmpXchg, AtomicOp::CmpXchg)
            | (OpPattern::Fence, AtomicOp::Fence) => true,
            (OpPattern::Rmw(a), AtomicOp::Rmw(b)) => a == b,
            _ => false,
        }
    }
    fn name(self) -> String {
        match self {
            OpPattern::Load => "load".into(),
            OpPattern::Store => "store".into(),
            OpPattern::CmpXchg => "cmpxchg".into(),
            OpPattern::Rmw(op) => format!("atomicrmw {}", op.name()),
            OpPattern::Fence => "fence".into(),
        }
    }
}

/// Scope a row applies to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScopeSet {
    /// Both the system scope and `syncscope("singlethread")`.
    Any,
    /// Only `syncscope("singlethread")`.
    SingleThread,
    /// Only the system (default) scope.
    System,
}

/// A row for any sync scope, as every target table writes its rows (the orderings and widths
/// as the bit sets `ord::*` and `WidthSet::*` spell them).
pub const fn row(
    op: OpPattern,
    orderings: u8,
    widths: u8,
    features: &'static [&'static str],
    expansion: Expansion,
    template: &'static [&'static str],
    note: &'static str,
) -> Row {
    Row {
        op,
        orderings: OrderingSet::from_bits(orderings),
        widths: WidthSet(widths),
        scope: ScopeSet::Any,
        features,
        expansion,
        template,
        note,
    }
}

/// Widths 8 and 16 (the partword ones).
pub const NARROW: u8 = WidthSet::W8 | WidthSet::W16;
/// Widths 32 and 64.
pub const WIDE: u8 = WidthSet::W32 | WidthSet::W64;

/// One table row: (operation, orderings, widths, scope, required features) -> template.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub op: OpPattern,
    pub orderings: OrderingSet,
    pub widths: WidthSet,
    pub scope: ScopeSet,
    /// Features that must all be enabled (`-mattr=+name`); empty: always applies.
    pub features: &'static [&'static str],
    pub expansion: Expansion,
    /// The instruction sequence, one instruction per element, with placeholders the target's
    /// lowering documents (e.g. `{ptr}`, `{val}`, `{res}`, `{new}`, `{s}`); for
    /// [`Expansion::Libcall`] rows the function name (`{n}` = the width in bytes).
    pub template: &'static [&'static str],
    /// Why the row is what it is (corrections of the seed, choices against LLVM 22).
    pub note: &'static str,
}

/// What is looked up.
#[derive(Clone, Copy, Debug)]
pub struct AtomicKey {
    pub op: AtomicOp,
    pub ordering: Ordering,
    /// Access width in bits (0 for fences).
    pub width: u32,
    pub single_thread: bool,
}

/// A target's table: ordered rows, the first whose guard holds wins.
#[derive(Clone, Copy, Debug)]
pub struct AtomicTable {
    pub target: &'static str,
    /// The registers or conventions the templates' placeholders stand for.
    pub legend: &'static str,
    /// Per ordering, the acquire and release marks that `{a}` and `{l}` stand for (AArch64's
    /// `ldaxr`/`stlxr`, `ldaddal`), and the combined mark `{al}` (RISC-V's `.aqrl`); empty when
    /// the templates do not use them.
    pub marks: &'static [(Ordering, &'static str, &'static str, &'static str)],
    pub rows: &'static [Row],
}

impl AtomicTable {
    /// The row for `key` with the enabled `features`, or `None` when the table has none.
    /// The `{a}`/`{l}`/`{al}` marks for `ordering`.
    pub fn marks_for(&self, ordering: Ordering) -> (&'static str, &'static str, &'static str) {
        self.marks
            .iter()
            .find(|(o, _, _, _)| *o == ordering)
            .map_or(("", "", ""), |(_, a, l, al)| (*a, *l, *al))
    }

    pub fn lookup(&self, key: &AtomicKey, features: &[String]) -> Option<&'static Row> {
        self.rows.iter().find(|r| {
            r.op.matches(key.op)
                && r.orderings.contains(key.ordering)
                && (key.op == AtomicOp::Fence || r.widths.contains_bits(key.width))
                && match r.scope {
                    ScopeSet::Any => true,
                    ScopeSet::SingleThread => key.single_thread,
                    ScopeSet::System => !key.single_thread,
                }
                && r.features.iter().all(|f| features.iter().any(|g| g == f))
        })
    }

    /// The table as text, one block per row, in lookup order.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# atomic lowering table: {}", self.target);
        for line in self.legend.lines() {
            let _ = writeln!(out, "# {line}");
        }
        for (o, a, l, al) in self.marks {
            let _ = writeln!(
                out,
                "# ordering {}: {{a}} = \"{a}\", {{l}} = \"{l}\", {{al}} = \"{al}\"",
                o.name()
            );
        }
        let _ = writeln!(
            out,
            "# rows in lookup order: the first row whose orderings, widths, scope and features match wins"
        );
        for (i, r) in self.rows.iter().enumerate() {
            let scope = match r.scope {
                ScopeSet::Any => "any scope",
                ScopeSet::SingleThread => "singlethread",
                ScopeSet::System => "system scope",
            };
            let feats = if r.features.is_empty() {
                "-".to_string()
            } else {
                r.features
                    .iter()
                    .map(|f| format!("+{f}"))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let _ = writeln!(
                out,
                "\nrow {i}: {} | ordering {} | width {} | {scope} | features {feats} | {}",
                r.op.name(),
                r.orderings.describe(),
                r.widths.describe(),
                r.expansion.name()
            );
            for t in r.template {
                let _ = writeln!(out, "    {t}");
            }
            if !r.note.is_empty() {
                let _ = writeln!(out, "  note: {}", r.note);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: &[Row] = &[
        Row {
            op: OpPattern::Load,
            orderings: OrderingSet(ord::ANY),
            widths: WidthSet(WidthSet::W128),
            scope: ScopeSet::Any,
            features: &["cx16"],
            expansion: Expansion::CmpXchgLoop,
            template: &["a"],
            note: "",
        },
        Row {
            op: OpPattern::Load,
            orderings: OrderingSet(ord::ANY),
            widths: WidthSet(WidthSet::W128),
            scope: ScopeSet::Any,
            features: &[],
            expansion: Expansion::Libcall,
            template: &["b"],
            note: "",
        },
    ];

    #[test]
    fn feature_row_wins_then_fallback() {
        let t = AtomicTable {
            target: "t",
            legend: "",
            marks: &[],
            rows: ROWS,
        };
        let key = AtomicKey {
            op: AtomicOp::Load,
            ordering: Ordering::SeqCst,
            width: 128,
            single_thread: false,
        };
        assert_eq!(t.lookup(&key, &["cx16".into()]).unwrap().template[0], "a");
        assert_eq!(t.lookup(&key, &[]).unwrap().template[0], "b");
        let narrow = AtomicKey { width: 32, ..key };
        assert!(t.lookup(&narrow, &[]).is_none());
    }

    #[test]
    fn ordering_sets() {
        let s = OrderingSet::of(&[Ordering::Acquire, Ordering::SeqCst]);
        assert!(s.contains(Ordering::SeqCst) && !s.contains(Ordering::Release));
        assert_eq!(s.describe(), "acquire,seq_cst");
        assert_eq!(OrderingSet(ord::ACQUIRE | ord::SEQ_CST), s);
    }

    /// The i128 operations libatomic has no function for are compare-exchange loops on every
    /// 64-bit target that sends i128 to libatomic, at every ordering, without features.
    #[test]
    fn i128_operations_libatomic_lacks_are_loops_on_the_64_bit_targets() {
        use crate::target::{aarch64, alpha, powerpc, riscv64, x86_64};
        let tables = [
            &x86_64::atomics::TABLE,
            &riscv64::atomics::TABLE,
            &aarch64::atomics::TABLE,
            &powerpc::atomics::TABLE_PPC64LE,
            &powerpc::atomics::TABLE_PPC64,
            &alpha::atomics::TABLE,
        ];
        let ops = [
            RmwOp::Max,
            RmwOp::Min,
            RmwOp::UMax,
            RmwOp::UMin,
            RmwOp::UIncWrap,
            RmwOp::UDecWrap,
            RmwOp::USubCond,
            RmwOp::USubSat,
        ];
        for t in tables {
            for op in ops {
                for ordering in [Ordering::Monotonic, Ordering::AcqRel, Ordering::SeqCst] {
                    let key = AtomicKey {
                        op: AtomicOp::Rmw(op),
                        ordering,
                        width: 128,
                        single_thread: false,
                    };
                    let row = t.lookup(&key, &[]);
                    assert_eq!(
                        row.map(|r| r.expansion),
                        Some(Expansion::CmpXchgLoop),
                        "{} {}",
                        t.target,
                        op.name()
                    );
                }
            }
        }
    }
}
