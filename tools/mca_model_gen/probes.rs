//! Builds the probe instructions: for every iced `Code` valid in 64-bit mode, one representative
//! instruction per scheduling variant (register form, memory form, EVEX masking/broadcast/
//! rounding forms, same-register idiom form, immediate-1 form, three-component LEA), formatted
//! in AT&T syntax with iced's GAS formatter.
//!
//! Owns operand selection only; running llvm-mca and parsing its output live in `run.rs` and
//! `parse.rs`. The variant key of a probe is always `SchedVariant::of(&instr)` of the very
//! instruction that was formatted, so the simulator's lookup and the data agree by construction.

use iced_x86::{
    Code, CodeSize, EncodingKind, Formatter, GasFormatter, Instruction, OpCodeOperandKind, OpKind,
    Register, RoundingControl,
};

use atomir::target::sched::{MaskKind, SchedVariant};

/// One probe: an instruction, its key and its AT&T text.
#[derive(Clone, Debug)]
pub struct Probe {
    pub code: Code,
    pub variant: SchedVariant,
    pub instr: Instruction,
    pub text: String,
}

/// Register numbers handed out to register operands, in operand order (distinct per operand).
const POOL: [u32; 7] = [1, 2, 3, 6, 8, 9, 10];
/// Base and index registers of memory operands (never in `POOL`).
const MEM_BASE: Register = Register::RDI;
const MEM_INDEX: Register = Register::R12;
/// Vector index register of VSIB operands.
const VSIB_INDEX_NUM: u32 = 7;
/// Op-mask register for EVEX masking.
const OPMASK: Register = Register::K7;
/// Default immediate values: small for 8-bit immediates; for wider ones a value that does not
/// fit the narrower encoding, so llvm-mc picks the same encoding the iced `Code` names
/// (`ADD64ri32`, not `ADD64ri8`; `MOV64ri`, not `MOV64ri32`).
const IMM8: u64 = 3;
const IMM16: u64 = 0x1234;
const IMM32: u64 = 0x12345;
const IMM64: u64 = 0x1_2345_6789;

/// Which shape of instruction to build.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Shape {
    mem: bool,
    broadcast: bool,
    mask: MaskKind,
    rounding: bool,
    sae: bool,
    same: bool,
    imm0: bool,
    imm1: bool,
    slow_lea: bool,
    lock: bool,
}

fn gpr(size: u32, n: u32) -> Register {
    match size {
        8 => {
            if n < 4 {
                Register::AL + n
            } else if n < 8 {
                Register::SPL + (n - 4)
            } else {
                Register::R8L + (n - 8)
            }
        }
        16 => Register::AX + n,
        32 => Register::EAX + n,
        _ => Register::RAX + n,
    }
}

/// Code is worth probing: a real instruction that exists in 64-bit mode, not KNC/MVEX.
pub fn probe_code(code: Code) -> bool {
    let op = code.op_code();
    op.is_instruction() && op.mode64() && op.encoding() != EncodingKind::MVEX
}

/// Builds one instruction of `code` in `shape`, or `None` when an operand kind cannot be given a
/// value in 64-bit mode (far branches, ...).
fn build(code: Code, shape: Shape) -> Option<Instruction> {
    let op = code.op_code();
    let mut ins = Instruction::default();
    ins.set_code(code);
    ins.set_code_size(CodeSize::Code64);
    let mut slot = 0usize;
    let mut first_source_num: Option<u32> = None;
    let reg_operands = op
        .op_kinds()
        .iter()
        .filter(|k| is_register_kind(**k) || (is_rm_kind(**k) && !shape.mem))
        .count();
    let mut imm_index = 0;
    for (i, &kind) in op.op_kinds().iter().enumerate() {
        let i = i as u32;
        // Register number for this operand: fresh, or shared when probing the same-register form.
        let mut next_num = |is_dest_only: bool| -> u32 {
            let fresh = POOL[slot.min(POOL.len() - 1)];
            slot += 1;
            if shape.same && !is_dest_only {
                *first_source_num.get_or_insert(fresh)
            } else {
                fresh
            }
        };
        // op0 is a write-only destination when the form has 3+ register operands.
        let dest_only = i == 0 && reg_operands >= 3;
        let set_reg = |ins: &mut Instruction, r: Register| {
            ins.set_op_kind(i, OpKind::Register);
            ins.set_op_register(i, r);
        };
        use OpCodeOperandKind as K;
        match kind {
            K::None => {}
            K::farbr2_2
            | K::farbr4_2
            | K::mem_mpx
            | K::mem_mib
            | K::r32_or_mem_mpx
            | K::r64_or_mem_mpx
            | K::bnd_or_mem_mpx
            | K::bnd_reg
            | K::tr_reg
            | K::br16_1
            | K::br32_1
            | K::br16_2
            | K::br32_4
            | K::brdisp_2
            | K::brdisp_4 => return None,
            K::mem_offs => {
                ins.set_op_kind(i, OpKind::Memory);
                ins.set_memory_displacement64(0x1000);
                ins.set_memory_displ_size(8);
            }
            K::mem | K::sibmem => set_memory(&mut ins, i, shape, None),
            K::mem_vsib32x | K::mem_vsib64x => {
                set_memory(&mut ins, i, shape, Some(Register::XMM0 + VSIB_INDEX_NUM))
            }
            K::mem_vsib32y | K::mem_vsib64y => {
                set_memory(&mut ins, i, shape, Some(Register::YMM0 + VSIB_INDEX_NUM))
            }
            K::mem_vsib32z | K::mem_vsib64z => {
                set_memory(&mut ins, i, shape, Some(Register::ZMM0 + VSIB_INDEX_NUM))
            }
            K::r8_or_mem
            | K::r16_or_mem
            | K::r32_or_mem
            | K::r64_or_mem
            | K::mm_or_mem
            | K::xmm_or_mem
            | K::ymm_or_mem
            | K::zmm_or_mem
            | K::k_or_mem => {
                if shape.mem {
                    set_memory(&mut ins, i, shape, None);
                } else {
                    let n = next_num(dest_only);
                    set_reg(&mut ins, rm_register(kind, n));
                }
            }
            K::r8_reg | K::r8_opcode => {
                let n = next_num(dest_only);
                set_reg(&mut ins, gpr(8, n))
            }
            K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode => {
                let n = next_num(dest_only);
                set_reg(&mut ins, gpr(16, n))
            }
            K::r32_reg | K::r32_reg_mem | K::r32_rm | K::r32_opcode | K::r32_vvvv => {
                let n = next_num(dest_only);
                set_reg(&mut ins, gpr(32, n))
            }
            K::r64_reg | K::r64_reg_mem | K::r64_rm | K::r64_opcode | K::r64_vvvv => {
                let n = next_num(dest_only);
                set_reg(&mut ins, gpr(64, n))
            }
            K::seg_reg => set_reg(&mut ins, Register::DS),
            K::k_reg | K::k_rm | K::k_vvvv => {
                let n = next_num(dest_only);
                set_reg(&mut ins, Register::K0 + (n % 7).max(1))
            }
            K::kp1_reg => set_reg(&mut ins, Register::K2),
            K::mm_reg | K::mm_rm => {
                let n = next_num(dest_only);
                set_reg(&mut ins, Register::MM0 + (n % 8))
            }
            K::xmm_reg | K::xmm_rm | K::xmm_vvvv | K::xmm_is4 | K::xmm_is5 => {
                let n = next_num(dest_only);
                set_reg(&mut ins, Register::XMM0 + n)
            }
            K::xmmp3_vvvv => set_reg(&mut ins, Register::XMM4),
            K::ymm_reg | K::ymm_rm | K::ymm_vvvv | K::ymm_is4 | K::ymm_is5 => {
                let n = next_num(dest_only);
                set_reg(&mut ins, Register::YMM0 + n)
            }
            K::zmm_reg | K::zmm_rm | K::zmm_vvvv => {
                let n = next_num(dest_only);
                set_reg(&mut ins, Register::ZMM0 + n)
            }
            K::zmmp3_vvvv => set_reg(&mut ins, Register::ZMM4),
            K::cr_reg => set_reg(&mut ins, Register::CR0),
            K::dr_reg => set_reg(&mut ins, Register::DR0),
            K::tmm_reg | K::tmm_rm | K::tmm_vvvv => {
                let n = next_num(dest_only);
                set_reg(&mut ins, Register::TMM0 + (n % 8))
            }
            K::es => set_reg(&mut ins, Register::ES),
            K::cs => set_reg(&mut ins, Register::CS),
            K::ss => set_reg(&mut ins, Register::SS),
            K::ds => set_reg(&mut ins, Register::DS),
            K::fs => set_reg(&mut ins, Register::FS),
            K::gs => set_reg(&mut ins, Register::GS),
            K::al => set_reg(&mut ins, Register::AL),
            K::cl => set_reg(&mut ins, Register::CL),
            K::ax => set_reg(&mut ins, Register::AX),
            K::dx => set_reg(&mut ins, Register::DX),
            K::eax => set_reg(&mut ins, Register::EAX),
            K::rax => set_reg(&mut ins, Register::RAX),
            K::st0 => set_reg(&mut ins, Register::ST0),
            K::sti_opcode => set_reg(&mut ins, Register::ST1),
            K::imm4_m2z => {
                // Not 0 or 1: those values make the `imm0`/`imm1` variants.
                ins.set_op_kind(i, OpKind::Immediate8);
                ins.set_immediate8(2);
            }
            K::imm8_const_1 => {
                ins.set_op_kind(i, OpKind::Immediate8);
                ins.set_immediate8(1);
            }
            k if atomir::target::sched::code_facts::is_plain_immediate(k) => {
                let value = match kind {
                    _ if shape.imm1 => 1,
                    _ if shape.imm0 => 0,
                    K::imm16 => IMM16,
                    K::imm32 | K::imm32sex64 => IMM32,
                    K::imm64 => IMM64,
                    _ => IMM8,
                };
                let kind = match kind {
                    K::imm8 if imm_index > 0 => OpKind::Immediate8_2nd,
                    K::imm8 => OpKind::Immediate8,
                    K::imm8sex16 => OpKind::Immediate8to16,
                    K::imm8sex32 => OpKind::Immediate8to32,
                    K::imm8sex64 => OpKind::Immediate8to64,
                    K::imm16 => OpKind::Immediate16,
                    K::imm32 => OpKind::Immediate32,
                    K::imm32sex64 => OpKind::Immediate32to64,
                    _ => OpKind::Immediate64,
                };
                ins.set_op_kind(i, kind);
                match kind {
                    OpKind::Immediate8 => ins.set_immediate8(value as u8),
                    OpKind::Immediate8_2nd => ins.set_immediate8_2nd(value as u8),
                    OpKind::Immediate8to16 => ins.set_immediate8(value as u8),
                    OpKind::Immediate8to32 => ins.set_immediate8(value as u8),
                    OpKind::Immediate8to64 => ins.set_immediate8(value as u8),
                    OpKind::Immediate16 => ins.set_immediate16(value as u16),
                    OpKind::Immediate32 => ins.set_immediate32(value as u32),
                    OpKind::Immediate32to64 => ins.set_immediate32(value as u32),
                    _ => ins.set_immediate64(value),
                }
                imm_index += 1;
            }
            K::seg_rSI => ins.set_op_kind(i, OpKind::MemorySegRSI),
            K::es_rDI => ins.set_op_kind(i, OpKind::MemoryESRDI),
            K::seg_rDI => ins.set_op_kind(i, OpKind::MemorySegRDI),
            K::seg_rBX_al => {
                ins.set_op_kind(i, OpKind::Memory);
                ins.set_memory_base(Register::RBX);
                ins.set_memory_index(Register::AL);
            }
            K::br64_1 | K::br64_4 | K::xbegin_2 | K::xbegin_4 => {
                ins.set_op_kind(i, OpKind::NearBranch64);
                ins.set_near_branch64(0x1000);
            }
            _ => return None,
        }
    }
    if shape.broadcast {
        ins.set_is_broadcast(true);
    }
    match shape.mask {
        MaskKind::None => {}
        MaskKind::Merge => ins.set_op_mask(OPMASK),
        MaskKind::Zero => {
            ins.set_op_mask(OPMASK);
            ins.set_zeroing_masking(true);
        }
    }
    if shape.rounding {
        ins.set_rounding_control(RoundingControl::RoundToNearest);
    }
    if shape.sae {
        ins.set_suppress_all_exceptions(true);
    }
    if shape.lock {
        ins.set_has_lock_prefix(true);
    }
    if shape.slow_lea {
        ins.set_memory_index(MEM_INDEX);
        ins.set_memory_index_scale(1);
        ins.set_memory_displacement64(8);
        ins.set_memory_displ_size(1);
    }
    Some(ins)
}

fn set_memory(ins: &mut Instruction, i: u32, shape: Shape, vsib: Option<Register>) {
    ins.set_op_kind(i, OpKind::Memory);
    ins.set_memory_base(MEM_BASE);
    if let Some(index) = vsib {
        ins.set_memory_index(index);
        ins.set_memory_index_scale(1);
    }
    let _ = shape;
}

fn rm_register(kind: OpCodeOperandKind, n: u32) -> Register {
    use OpCodeOperandKind as K;
    match kind {
        K::r8_or_mem => gpr(8, n),
        K::r16_or_mem => gpr(16, n),
        K::r32_or_mem => gpr(32, n),
        K::r64_or_mem => gpr(64, n),
        K::mm_or_mem => Register::MM0 + (n % 8),
        K::xmm_or_mem => Register::XMM0 + n,
        K::ymm_or_mem => Register::YMM0 + n,
        K::zmm_or_mem => Register::ZMM0 + n,
        _ => Register::K0 + (n % 7).max(1),
    }
}

fn is_rm_kind(k: OpCodeOperandKind) -> bool {
    use OpCodeOperandKind as K;
    matches!(
        k,
        K::r8_or_mem
            | K::r16_or_mem
            | K::r32_or_mem
            | K::r64_or_mem
            | K::mm_or_mem
            | K::xmm_or_mem
            | K::ymm_or_mem
            | K::zmm_or_mem
            | K::k_or_mem
    )
}

fn is_register_kind(k: OpCodeOperandKind) -> bool {
    use OpCodeOperandKind as K;
    matches!(
        k,
        K::r8_reg
            | K::r8_opcode
            | K::r16_reg
            | K::r16_reg_mem
            | K::r16_rm
            | K::r16_opcode
            | K::r32_reg
            | K::r32_reg_mem
            | K::r32_rm
            | K::r32_opcode
            | K::r32_vvvv
            | K::r64_reg
            | K::r64_reg_mem
            | K::r64_rm
            | K::r64_opcode
            | K::r64_vvvv
            | K::k_reg
            | K::k_rm
            | K::k_vvvv
            | K::mm_reg
            | K::mm_rm
            | K::xmm_reg
            | K::xmm_rm
            | K::xmm_vvvv
            | K::xmm_is4
            | K::xmm_is5
            | K::ymm_reg
            | K::ymm_rm
            | K::ymm_vvvv
            | K::ymm_is4
            | K::ymm_is5
            | K::zmm_reg
            | K::zmm_rm
            | K::zmm_vvvv
            | K::tmm_reg
            | K::tmm_rm
            | K::tmm_vvvv
    )
}

/// A GAS formatter set up the way llvm-mc reads AT&T input.
pub fn formatter() -> GasFormatter {
    let mut f = GasFormatter::new();
    let o = f.options_mut();
    o.set_gas_show_mnemonic_size_suffix(false);
    o.set_space_after_operand_separator(true);
    o.set_branch_leading_zeros(false);
    o.set_uppercase_hex(false);
    f
}

/// All probes for one code (base forms first), deduplicated by variant key.
pub fn probes_for(code: Code, fmt: &mut GasFormatter) -> Vec<Probe> {
    let op = code.op_code();
    let kinds = op.op_kinds();
    let has_rm = kinds.iter().any(|k| is_rm_kind(*k));
    let has_mem_only = kinds.iter().any(|k| {
        use OpCodeOperandKind as K;
        matches!(
            k,
            K::mem
                | K::sibmem
                | K::mem_offs
                | K::mem_vsib32x
                | K::mem_vsib64x
                | K::mem_vsib32y
                | K::mem_vsib64y
                | K::mem_vsib32z
                | K::mem_vsib64z
        )
    });
    let has_imm = kinds
        .iter()
        .any(|&k| atomir::target::sched::code_facts::is_plain_immediate(k));
    let base = Shape {
        mem: false,
        broadcast: false,
        mask: MaskKind::None,
        rounding: false,
        sae: false,
        same: false,
        imm0: false,
        imm1: false,
        slow_lea: false,
        lock: false,
    };
    let mut shapes: Vec<Shape> = Vec::new();
    let mems: &[bool] = if has_rm {
        &[false, true]
    } else if has_mem_only {
        &[true]
    } else {
        &[false]
    };
    let masks: &[MaskKind] = if op.can_use_op_mask_register() {
        if op.require_op_mask_register() {
            &[MaskKind::Merge]
        } else if op.can_use_zeroing_masking() {
            &[MaskKind::None, MaskKind::Merge, MaskKind::Zero]
        } else {
            &[MaskKind::None, MaskKind::Merge]
        }
    } else {
        &[MaskKind::None]
    };
    for &mem in mems {
        for &mask in masks {
            shapes.push(Shape { mem, mask, ..base });
            if mem && op.can_broadcast() {
                shapes.push(Shape {
                    mem,
                    mask,
                    broadcast: true,
                    ..base
                });
            }
            if !mem && op.can_use_rounding_control() {
                shapes.push(Shape {
                    mem,
                    mask,
                    rounding: true,
                    ..base
                });
            } else if !mem && op.can_suppress_all_exceptions() {
                shapes.push(Shape {
                    mem,
                    mask,
                    sae: true,
                    ..base
                });
            }
        }
        let plain = Shape {
            mem,
            mask: masks[0],
            ..base
        };
        if !mem {
            shapes.push(Shape {
                same: true,
                ..plain
            });
        }
        if has_imm {
            shapes.push(Shape {
                imm1: true,
                ..plain
            });
            shapes.push(Shape {
                imm0: true,
                ..plain
            });
        }
        if mem && op.can_use_lock_prefix() {
            shapes.push(Shape {
                lock: true,
                ..plain
            });
        }
        if mem && op.mnemonic() == iced_x86::Mnemonic::Lea {
            shapes.push(Shape {
                slow_lea: true,
                ..plain
            });
        }
    }
    let mut out: Vec<Probe> = Vec::new();
    for shape in shapes {
        let Some(instr) = build(code, shape) else {
            continue;
        };
        let variant = SchedVariant::of(&instr);
        // A shape that did not produce its flag (e.g. `same` where sources differ in kind) is
        // a duplicate of the base form.
        if out.iter().any(|p| p.variant == variant) {
            continue;
        }
        let mut text = String::new();
        fmt.format(&instr, &mut text);
        out.push(Probe {
            code,
            variant,
            instr,
            text,
        });
    }
    out
}

/// Every probe for every code, in `Code` order.
pub fn all_probes() -> Vec<Probe> {
    let mut fmt = formatter();
    Code::values()
        .filter(|c| probe_code(*c))
        .flat_map(|c| probes_for(c, &mut fmt))
        .collect()
}
