//! The block as machine code: each region of an assembly text read by `mca::asm`, matched and
//! encoded by atomir itself (iced-x86's encoder, through `mca::asm::encoding`), checked for what
//! the measuring harness can run.
//!
//! Owns: which statements belong to which region (the same rules as `mca`: `# LLVM-MCA-BEGIN` /
//! `# LLVM-MCA-END`, else the whole file), the located errors for statements that cannot be read,
//! encoded or run straight through, and the relocation of symbolic memory displacements onto the
//! harness's data page ([`EncodedInst::place`]).
//! Must not touch: the reader and matcher themselves (`mca::asm`, only called), timing, processes.
//!
//! Rules for control flow (the harness runs the block unrolled, straight through):
//! - a direct near branch or call (`jne .L`, `jmp 5f`, `callq foo`) is assembled with its target at
//!   the next instruction, as LLVM's assembler leaves an unresolved fixup (zero displacement): it
//!   executes (a call pushes its return address) and falls through;
//! - returns, indirect branches and calls, far transfers, interrupts and system calls would leave
//!   the block: they are rejected with a located error;
//! - `ud2` and other faulting instructions are accepted here; running them is reported by the
//!   runner ("cannot measure: illegal instruction").
//!
//! Symbolic displacements (`.LCPI0_0(%rip)`, `table(,%rax,8)`, `movl counter, %eax`): a RIP-relative
//! or absolute (no base, no index) reference to a symbol is pointed at the data page's register
//! value [`super::layout::REGISTER_VALUE`], so constant-pool loads read the mapped page at an
//! aligned address; a symbol added to a base or index register keeps displacement 0 (the register
//! already points into the page). Numeric displacements are kept as written.

use crate::mca::asm::matcher::{commute_for_vex2, match_statement, unsigned_imm8_as_byte};
use crate::mca::asm::printer::{print_instruction, PrintOptions};
use crate::mca::asm::{
    encoding, parse_source, reader_text, render_llvm_diagnostic, AsmError, AsmErrorKind,
    AsmOperand, AsmStatement,
};
use iced_x86::{Decoder, DecoderOptions, EncodingKind, FlowControl, OpKind, Register};

/// A displacement that must be rewritten where the copy of the instruction is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relocation {
    /// disp32 at this byte offset, RIP-relative: target - (address of the next instruction).
    RipRelative { disp_at: usize },
    /// disp32 at this byte offset, absolute (sign-extended): the target itself.
    Absolute { disp_at: usize },
}

/// One instruction of a block: its bytes as encoded at address 0 and what to patch on placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedInst {
    pub bytes: Vec<u8>,
    pub relocation: Option<Relocation>,
    /// The instruction as LLVM prints it (no leading blank), for the dry-run layout.
    pub text: String,
    /// VEX, EVEX, XOP encoded (the harness then resets the AVX state with `vzeroall`).
    pub uses_avx: bool,
}

impl EncodedInst {
    /// The bytes of this instruction placed at `address`, displacements pointing at `target`.
    pub fn place(&self, address: u64, target: u64) -> Vec<u8> {
        let mut bytes = self.bytes.clone();
        match self.relocation {
            None => {}
            Some(Relocation::RipRelative { disp_at }) => {
                let next = address.wrapping_add(bytes.len() as u64);
                let disp = target.wrapping_sub(next) as i64 as i32;
                bytes[disp_at..disp_at + 4].copy_from_slice(&disp.to_le_bytes());
            }
            Some(Relocation::Absolute { disp_at }) => {
                bytes[disp_at..disp_at + 4].copy_from_slice(&(target as i32).to_le_bytes());
            }
        }
        bytes
    }
}

/// One region, encoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedBlock {
    pub name: String,
    pub insts: Vec<EncodedInst>,
}

impl EncodedBlock {
    /// Bytes of one copy of the block.
    pub fn len(&self) -> usize {
        self.insts.iter().map(|i| i.bytes.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.insts.is_empty()
    }

    pub fn uses_avx(&self) -> bool {
        self.insts.iter().any(|i| i.uses_avx)
    }

    /// One copy placed at `address` (relocations resolved to `target`).
    pub fn place(&self, address: u64, target: u64) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len());
        for inst in &self.insts {
            let at = address + out.len() as u64;
            out.extend(inst.place(at, target));
        }
        out
    }
}

/// Reads `source` (named `name` in diagnostics) and encodes every non-empty region. On any
/// problem the result is the rendered diagnostics (`file:line:col: error: ...`, the line and a
/// caret), every problem of the file in source order.
pub fn encode_regions(name: &str, source: &[u8]) -> Result<Vec<EncodedBlock>, Vec<u8>> {
    let text = reader_text(source);
    let mut src = parse_source(&text);
    let mut errors: Vec<AsmError> = src.errors.clone();
    errors.extend(src.region_errors.iter().cloned());
    let matched: Vec<Result<crate::mca::asm::matcher::MatchedInst, AsmError>> = src
        .statements
        .iter_mut()
        .map(|st| {
            let mut m = match_statement(st)?;
            commute_for_vex2(st, &mut m);
            unsigned_imm8_as_byte(st, &m);
            Ok(m)
        })
        .collect();
    // Encode each distinct statement once; errors are reported at every occurrence.
    let encoded: Vec<Result<EncodedInst, AsmError>> = src
        .statements
        .iter()
        .zip(&matched)
        .map(|(st, m)| match m {
            Err(e) => Err(e.clone()),
            Ok(m) => encode_one(st, m),
        })
        .collect();
    // Reading errors are reported everywhere (as mca does); a statement that cannot be encoded
    // or run matters only inside a region.
    for &occ in &src.occurrences {
        let read = matched[occ.statement as usize].is_ok();
        let measured = src.regions.iter().any(|r| r.contains(occ.offset));
        if let Err(e) = &encoded[occ.statement as usize] {
            if !read || measured {
                errors.push(e.moved(src.delta(occ)));
            }
        }
    }
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.offset);
        return Err(errors
            .iter()
            .flat_map(|e| render_llvm_diagnostic(name, source, e))
            .collect());
    }
    let blocks: Vec<EncodedBlock> = src
        .regions
        .iter()
        .map(|r| EncodedBlock {
            name: r.name.clone(),
            insts: src
                .occurrences
                .iter()
                .filter(|occ| r.contains(occ.offset))
                .map(|occ| {
                    encoded[occ.statement as usize]
                        .clone()
                        .expect("every statement in a region is encoded")
                })
                .collect(),
        })
        .filter(|b| !b.is_empty())
        .collect();
    if blocks.is_empty() {
        return Err(format!("{name}: error: no assembly instructions found.\n").into_bytes());
    }
    Ok(blocks)
}

fn located(st: &AsmStatement, message: String) -> AsmError {
    let len = st
        .operand_spans
        .last()
        .map_or(st.mnemonic.len() as u32, |&(at, len)| {
            (at + len).saturating_sub(st.offset)
        });
    AsmError {
        offset: st.offset,
        len: len.max(1),
        message,
        kind: AsmErrorKind::Error,
    }
}

fn encode_one(
    st: &AsmStatement,
    m: &crate::mca::asm::matcher::MatchedInst,
) -> Result<EncodedInst, AsmError> {
    let text = print_instruction(
        st,
        m,
        PrintOptions {
            variant: None,
            imm_hex: false,
        },
    )
    .trim()
    .replace('\t', " ");
    let ins = &m.instruction;
    let flow = ins.flow_control();
    let direct_near = (0..ins.op_count()).any(|i| ins.op_kind(i) == OpKind::NearBranch64);
    let leaves = match flow {
        FlowControl::Next | FlowControl::Exception | FlowControl::XbeginXabortXend => None,
        FlowControl::ConditionalBranch | FlowControl::UnconditionalBranch | FlowControl::Call
            if direct_near =>
        {
            None
        }
        FlowControl::Return => Some("a return"),
        FlowControl::IndirectBranch | FlowControl::IndirectCall => Some("an indirect branch"),
        FlowControl::Interrupt => Some("an interrupt"),
        FlowControl::Call => Some("a system or far call"),
        _ => Some("a far or system transfer"),
    };
    if let Some(what) = leaves {
        return Err(located(
            st,
            format!("cannot measure: '{text}' is {what}; it would leave the block"),
        ));
    }
    let Some(bytes) = encoding::encode(st, m) else {
        return Err(located(
            st,
            format!("cannot measure: atomir cannot encode '{text}'"),
        ));
    };
    let symbolic = st.operands.iter().any(|o| match o {
        AsmOperand::Mem(mo) => mo.symbol.is_some(),
        AsmOperand::Label(_) => !direct_near,
        _ => false,
    });
    let mut relocation = None;
    if symbolic {
        let mut dec = Decoder::with_ip(64, &bytes, 0, DecoderOptions::NONE);
        let decoded = dec.decode();
        let offsets = dec.get_constant_offsets(&decoded);
        if offsets.has_displacement() && offsets.displacement_size() == 4 {
            let disp_at = offsets.displacement_offset();
            if decoded.memory_base() == Register::RIP {
                relocation = Some(Relocation::RipRelative { disp_at });
            } else if decoded.memory_base() == Register::None
                && decoded.memory_index() == Register::None
            {
                relocation = Some(Relocation::Absolute { disp_at });
            }
        }
    }
    let uses_avx = !matches!(
        ins.code().encoding(),
        EncodingKind::Legacy | EncodingKind::D3NOW
    );
    Ok(EncodedInst {
        bytes,
        relocation,
        text,
        uses_avx,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(src: &str) -> Result<Vec<EncodedBlock>, String> {
        encode_regions("t.s", src.as_bytes()).map_err(|e| String::from_utf8(e).unwrap())
    }

    #[test]
    fn whole_file_is_one_region() {
        let b = encode("addq %rax, %rbx\nimulq %rcx, %rdx\n").unwrap();
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].insts.len(), 2);
        assert_eq!(b[0].insts[0].bytes, [0x48, 0x01, 0xc3]);
        assert_eq!(b[0].len(), 7);
    }

    #[test]
    fn rip_relative_symbol_points_at_the_target() {
        let b = encode("movdqa .LCPI0_0(%rip), %xmm0\n").unwrap();
        let inst = &b[0].insts[0];
        assert!(matches!(
            inst.relocation,
            Some(Relocation::RipRelative { .. })
        ));
        let placed = inst.place(0x4000_0000, 0x1000_0840);
        let mut dec = Decoder::with_ip(64, &placed, 0x4000_0000, DecoderOptions::NONE);
        let d = dec.decode();
        assert_eq!(d.memory_displacement64(), 0x1000_0840);
    }

    #[test]
    fn absolute_symbol_points_at_the_target() {
        let b = encode("movl counter, %eax\n").unwrap();
        let placed = b[0].insts[0].place(0x4000_0000, 0x1000_0840);
        let mut dec = Decoder::with_ip(64, &placed, 0x4000_0000, DecoderOptions::NONE);
        assert_eq!(dec.decode().memory_displacement64(), 0x1000_0840);
    }

    #[test]
    fn branches_fall_through_and_returns_are_rejected() {
        let b = encode("jne .L1\n.L1:\naddl $1, %eax\n").unwrap();
        assert_eq!(b[0].insts[0].bytes, [0x75, 0x00]);
        let e = encode("addl $1, %eax\n  retq\n").unwrap_err();
        assert!(e.starts_with("t.s:2:3: error: cannot measure: 'retq' is a return"));
        assert!(e.contains("^~~~"), "{e}");
        let e = encode("jmpq *%rax\n").unwrap_err();
        assert!(e.contains("indirect branch"), "{e}");
        let e = encode("syscall\n").unwrap_err();
        assert!(e.contains("system or far call"), "{e}");
    }
}
