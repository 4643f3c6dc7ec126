//! Store-to-load forwarding for a calibrated host model (issue 18): a load that reads what an
//! earlier store of the block wrote gets a register dependency on the store's data, with the
//! latency the host measured for that kind of pair.
//!
//! Owns: finding each load's store and the dependency it adds to the region's descriptors
//! (before the simulation; the simulator itself has no memory dependencies, as llvm-mca).
//! Must not touch: llvm-mca's models (only `SimConfig::host` with `store_forwarding` runs it)
//! or the load/store unit's queues.
//!
//! Facts measured on this host (znver5, `atomir measure scripts/measure/probes/frontend.s`):
//! a store then a load through the same base register and displacement
//! (`movq %r8, 8(%rdi); movq 8(%rdi), %r8`) 0.52 cycles per iteration, 1.00 with an
//! `addq $1, %r8` in the chain: the value is renamed from the store's source at no latency;
//! through another base register holding the same address (`movq 8(%rsi), %r8`) 6.99; a chain
//! through the address (`movq %rax, (%rax); movq (%rax), %rax`) 10.00.
//!
//! Rules: for each instruction that loads, the stores among the [`WINDOW`] instructions before
//! it (in program order, into the previous iteration) are examined nearest first:
//! - the same base, index and scale, none of them written between the two: the displacements
//!   decide; the load's bytes inside the store's, same displacement: `same_address` (or
//!   `address_dependent` when one of the load's address registers is written anywhere in the
//!   block: the address is in flight), other displacement: `other_registers`;
//! - with `"aliasing": "harness"` (the model describes `atomir measure`'s harness, where every
//!   general-purpose register but `rsp` and `rdx` holds one address): when no address register
//!   of either is written in the block and neither uses `rsp`, `rdx`, `rip` or a segment, the
//!   addresses are computed with that value; the load's bytes inside the store's:
//!   `other_registers`. With `"aliasing": "registers"` (real code, where other registers hold
//!   unknown addresses) such pairs are never dependent, as in llvm-mca;
//! - a store whose bytes only partly overlap the load's, a store with no data register (an
//!   immediate, a read-modify-write) or whose data register is written between the two, or a
//!   figure the file leaves null, stops the search with no dependency; a store whose bytes
//!   are apart is passed over.
//!
//! The dependency: the load also reads the store's data register, and each of its writes takes
//! `figure + (its latency - the load-to-use latency)` cycles (the operation after the load of a
//! load-op form keeps its share): its value is ready `figure` cycles after the later of its
//! address and the store's data. (A read advance cannot express a figure below the load's
//! latency: a read is not ready before its producer issues, so `figure` replaces the latency.)

use std::collections::BTreeSet;

use iced_x86::{Instruction, InstructionInfoFactory, OpAccess, OpKind, Register};

use crate::mca::instr::{InstrDesc, ReadDesc};
use crate::mca::regs::RegId;
use crate::target::sched::host_model::StoreForwarding;

/// How far back (instructions) a load looks for its store.
pub const WINDOW: usize = 64;

/// One memory access of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Access {
    base: Register,
    index: Register,
    scale: u32,
    displacement: u64,
    size: u64,
    segment_prefix: bool,
}

/// What one instruction does that matters here.
#[derive(Clone, Debug, Default)]
struct Facts {
    load: Option<Access>,
    /// The store's access and its data register (`None`: no data register).
    store: Option<(Access, Option<Register>)>,
    /// Full registers written.
    writes: Vec<Register>,
}

fn is_write(a: OpAccess) -> bool {
    matches!(
        a,
        OpAccess::Write | OpAccess::CondWrite | OpAccess::ReadWrite | OpAccess::ReadCondWrite
    )
}

fn is_read(a: OpAccess) -> bool {
    matches!(
        a,
        OpAccess::Read | OpAccess::CondRead | OpAccess::ReadWrite | OpAccess::ReadCondWrite
    )
}

fn facts(factory: &mut InstructionInfoFactory, i: &Instruction) -> Facts {
    let info = factory.info(i);
    let mut out = Facts {
        writes: info
            .used_registers()
            .iter()
            .filter(|r| is_write(r.access()))
            .map(|r| r.register().full_register())
            .collect(),
        ..Facts::default()
    };
    // Only instructions with an explicit memory operand (not push/pop/call's stack, not string
    // instructions).
    if !(0..i.op_count()).any(|k| i.op_kind(k) == OpKind::Memory) || i.is_string_instruction() {
        return out;
    }
    for m in info.used_memory() {
        let a = Access {
            base: m.base(),
            index: m.index(),
            scale: m.scale(),
            displacement: m.displacement(),
            size: m.memory_size().size() as u64,
            segment_prefix: i.segment_prefix() != Register::None,
        };
        if a.size == 0 {
            continue;
        }
        if is_read(m.access()) && out.load.is_none() {
            out.load = Some(a);
        }
        if is_write(m.access()) && out.store.is_none() {
            let data = if m.access() == OpAccess::Write {
                (0..i.op_count())
                    .filter(|&k| i.op_kind(k) == OpKind::Register)
                    .map(|k| i.op_register(k))
                    .find(|r| {
                        info.used_registers()
                            .iter()
                            .any(|u| u.register() == *r && is_read(u.access()))
                    })
            } else {
                None
            };
            out.store = Some((a, data));
        }
    }
    out
}

/// Whether `[a, a + sa)` holds `[b, b + sb)` (`Some(true)`), is apart from it (`Some(false)`) or
/// partly overlaps it (`None`), in wrapping 64-bit addresses.
fn contains(a: u64, sa: u64, b: u64, sb: u64) -> Option<bool> {
    let off = b.wrapping_sub(a);
    if off <= sa.saturating_sub(sb) && sb <= sa {
        return Some(true);
    }
    let back = a.wrapping_sub(b);
    if off >= sa && back >= sb {
        return Some(false);
    }
    None
}

/// The address in the harness (`v` in every register but rsp/rdx), when it is known.
fn harness_address(a: &Access, v: u64, written: &BTreeSet<Register>) -> Option<u64> {
    if a.segment_prefix {
        return None;
    }
    let mut addr = a.displacement;
    for (r, k) in [(a.base, 1u64), (a.index, a.scale as u64)] {
        if r == Register::None {
            continue;
        }
        let full = r.full_register();
        if matches!(
            full,
            Register::RSP | Register::RDX | Register::RIP | Register::EIP
        ) || written.contains(&full)
        {
            return None;
        }
        addr = addr.wrapping_add(v.wrapping_mul(k));
    }
    Some(addr)
}

/// Adds the forwarding dependencies of one region (`insts` in block order, `descs` beside
/// them). Returns how many loads got one.
pub fn apply(sf: &StoreForwarding, insts: &[Instruction], descs: &mut [InstrDesc]) -> usize {
    let n = insts.len().min(descs.len());
    let mut factory = InstructionInfoFactory::new();
    let facts: Vec<Facts> = insts[..n].iter().map(|i| facts(&mut factory, i)).collect();
    let written: BTreeSet<Register> = facts.iter().flat_map(|f| f.writes.clone()).collect();
    let mut added = 0;
    for l in 0..n {
        let Some(load) = facts[l].load else { continue };
        let mut between: BTreeSet<Register> = BTreeSet::new();
        for back in 1..=n.min(WINDOW) {
            let s = (l + n - back) % n;
            if let Some((store, data)) = facts[s].store {
                let same_regs = store.base == load.base
                    && store.index == load.index
                    && store.scale == load.scale
                    && store.segment_prefix == load.segment_prefix
                    && ![load.base, load.index]
                        .iter()
                        .any(|r| *r != Register::None && between.contains(&r.full_register()));
                let relation = if same_regs {
                    contains(store.displacement, store.size, load.displacement, load.size).map(
                        |inside| {
                            inside.then(|| {
                                if store.displacement != load.displacement {
                                    sf.other_registers
                                } else if [load.base, load.index].iter().any(|r| {
                                    *r != Register::None && written.contains(&r.full_register())
                                }) {
                                    sf.address_dependent
                                } else {
                                    sf.same_address
                                }
                            })
                        },
                    )
                } else {
                    let known = sf.harness_register_value.and_then(|v| {
                        Some((
                            harness_address(&store, v, &written)?,
                            harness_address(&load, v, &written)?,
                        ))
                    });
                    match known {
                        Some((a, b)) => contains(a, store.size, b, load.size)
                            .map(|inside| inside.then_some(sf.other_registers)),
                        // Unknown relation: not dependent (llvm-mca's assumption).
                        None => Some(None),
                    }
                };
                match relation {
                    // Apart or unknown: look further back.
                    Some(None) => {}
                    // Partial overlap: no rule.
                    None => break,
                    Some(Some(figure)) => {
                        let Some(figure) = figure else { break };
                        let Some(data) = data else { break };
                        if between.contains(&data.full_register()) {
                            break;
                        }
                        let d = &mut descs[l];
                        if d.writes.is_empty() {
                            break;
                        }
                        for w in &mut d.writes {
                            w.latency = figure + w.latency.saturating_sub(sf.load_latency);
                        }
                        d.max_latency = d.writes.iter().map(|w| w.latency).max().unwrap_or(0);
                        d.reads.push(ReadDesc {
                            reg: RegId::from_iced(data),
                            advance: 0,
                            independent: false,
                        });
                        added += 1;
                        break;
                    }
                }
            }
            between.extend(facts[s].writes.iter().copied());
        }
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn containment() {
        assert_eq!(contains(8, 8, 8, 8), Some(true));
        assert_eq!(contains(8, 8, 12, 4), Some(true));
        assert_eq!(contains(8, 8, 16, 8), Some(false));
        assert_eq!(contains(8, 8, 0, 8), Some(false));
        assert_eq!(contains(8, 8, 12, 8), None);
        assert_eq!(contains(8, 4, 8, 8), None);
        assert_eq!(contains(u64::MAX - 3, 8, 2, 2), Some(true));
    }
}
