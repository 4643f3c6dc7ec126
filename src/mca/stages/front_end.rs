//! The calibrated host model's front end (issue 18): which micro-op queue stage a simulation
//! runs, and macro fusion of a compare-like instruction with the conditional jump after it.
//!
//! Owns: turning [`HostFrontEnd`]'s decode width and queue size into the micro-op queue stage
//! ([`super::micro_op_queue`], whose per-cycle instruction limit is the decode width), and
//! marking fused jumps in a region's descriptors. Must not touch: llvm-mca's models and flags:
//! without `SimConfig::host` (every llvm-mca model) the queue is exactly the
//! `-micro-op-queue-size`/`-decoder-throughput` one and no descriptor changes; the flags, when
//! given, win over the host model's fields.
//!
//! Rules (a hand-made model in `test/mca/host-model-frontend-*.s` checks each):
//! - `decode_width` W: at most W instructions enter the micro-op queue per cycle (a fused pair
//!   counts once); `micro_op_queue` Q: the queue holds Q micro-ops. Either alone runs the stage
//!   (no queue size: [`UNBOUNDED_QUEUE`] entries; no width: no per-cycle limit). Instructions
//!   reach dispatch at the end of the cycle they enter the queue, as with llvm-mca's flags.
//! - Macro fusion: a `jcc` (not `jcxz`/`loop`) right after an instruction whose mnemonic the
//!   model lists (`cmp`, `test`, `add`, `sub`, `and`, `inc`, `dec`) and which has no memory
//!   operand (fusion with a memory operand was not measured) is fused into it: the jump has no
//!   micro-op of its own, takes no decode, queue or dispatch slot, and still executes on its
//!   own resources (the branch unit), so the pair's cost is the front end's and the reorder
//!   buffer's, not the execution ports'. Only adjacent pairs of one iteration fuse (not the
//!   block's last instruction with the next iteration's first).

use iced_x86::{Instruction, Mnemonic};

use crate::mca::instr::InstrDesc;
use crate::mca::pipeline::SimConfig;
use crate::target::sched::host_model::HostFrontEnd;

use super::micro_op_queue::MicroOpQueue;

/// The queue's size when a host model gives a decode width but no queue size.
pub const UNBOUNDED_QUEUE: u32 = 1024;

/// The micro-op queue stage of a simulation: llvm-mca's flags when given, else the host
/// model's front end, else none.
pub fn micro_op_queue(config: &SimConfig) -> Option<MicroOpQueue> {
    if config.micro_op_queue_size != 0 {
        return Some(MicroOpQueue::new(
            config.micro_op_queue_size,
            config.decoder_throughput,
        ));
    }
    let host = config.host.as_ref().filter(|h| h.has_stage())?;
    Some(MicroOpQueue::new(
        host.micro_op_queue.unwrap_or(UNBOUNDED_QUEUE),
        host.decode_width.unwrap_or(0),
    ))
}

/// The mnemonic key a host model file uses for `m` (see `host_model::FUSIBLE`).
fn fusible_key(m: Mnemonic) -> Option<&'static str> {
    Some(match m {
        Mnemonic::Add => "add",
        Mnemonic::And => "and",
        Mnemonic::Cmp => "cmp",
        Mnemonic::Dec => "dec",
        Mnemonic::Inc => "inc",
        Mnemonic::Sub => "sub",
        Mnemonic::Test => "test",
        _ => return None,
    })
}

fn has_memory_operand(i: &Instruction) -> bool {
    (0..i.op_count()).any(|k| i.op_kind(k) == iced_x86::OpKind::Memory)
}

/// Marks the jumps of one region (`insts` in block order, `descs` beside them) that fuse with
/// the instruction before them (rules in the module doc). Returns how many were fused.
pub fn apply_macro_fusion(
    host: &HostFrontEnd,
    insts: &[Instruction],
    descs: &mut [InstrDesc],
) -> usize {
    if host.macro_fusion.is_empty() {
        return 0;
    }
    let mut fused = 0;
    for i in 1..insts.len().min(descs.len()) {
        let (first, jump) = (&insts[i - 1], &insts[i]);
        if !jump.is_jcc_short_or_near() || descs[i - 1].macro_fused {
            continue;
        }
        let Some(key) = fusible_key(first.mnemonic()) else {
            continue;
        };
        if has_memory_operand(first) || !host.macro_fusion.iter().any(|k| k == key) {
            continue;
        }
        descs[i].num_micro_ops = 0;
        descs[i].macro_fused = true;
        fused += 1;
    }
    fused
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::{Decoder, DecoderOptions};

    fn decode(bytes: &[u8]) -> Vec<Instruction> {
        Decoder::new(64, bytes, DecoderOptions::NONE)
            .into_iter()
            .collect()
    }

    #[test]
    fn only_listed_adjacent_register_pairs_fuse() {
        // cmp %rax,%rbx; jne; cmp (%rdi),%rax; jne; test %eax,%eax; mov %rcx,%rdx; jne
        let insts = decode(&[
            0x48, 0x39, 0xc3, 0x75, 0x00, 0x48, 0x3b, 0x07, 0x75, 0x00, 0x85, 0xc0, 0x48, 0x89,
            0xca, 0x75, 0x00,
        ]);
        assert_eq!(insts.len(), 7);
        let mut descs = vec![
            InstrDesc {
                num_micro_ops: 1,
                ..InstrDesc::default()
            };
            7
        ];
        let host = HostFrontEnd {
            macro_fusion: vec!["cmp".into(), "test".into()],
            ..HostFrontEnd::default()
        };
        assert_eq!(apply_macro_fusion(&host, &insts, &mut descs), 1);
        assert!(descs[1].macro_fused && descs[1].num_micro_ops == 0);
        assert!(!descs[3].macro_fused, "memory operand: not fused");
        assert!(!descs[6].macro_fused, "not adjacent: not fused");
        let none = HostFrontEnd::default();
        let mut plain = vec![InstrDesc::default(); 7];
        assert_eq!(apply_macro_fusion(&none, &insts, &mut plain), 0);
    }
}
