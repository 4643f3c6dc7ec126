//! Machine-code bytes of a matched instruction, for `-show-encoding`.
//!
//! Owns: turning a [`MatchedInst`] back into bytes with iced-x86's encoder, the way LLVM's MC code
//! emitter writes them before linking: a symbolic displacement, immediate or branch target is a
//! fixup and encodes as zero bytes of its full width (disp32, imm32, rel8 for a conditional or
//! unconditional jump to a label, rel32 for a call), a numeric displacement takes the shortest
//! form, and a RIP-relative displacement keeps the number written.
//! Must not touch: matching (the code chosen by [`super::matcher`] is encoded as it is) or
//! scheduling.

use super::matcher::{is_vex_extended, MatchedInst};
use super::{AsmOperand, AsmStatement};
use iced_x86::{Code, Encoder, OpKind, Register};

/// Any address works: every target is set relative to it.
const IP: u64 = 0x1000;

/// The byte of a prefix written alone (`{vex}` has none).
fn prefix_byte(p: super::Prefix) -> Option<u8> {
    match p {
        super::Prefix::Lock => Some(0xf0),
        super::Prefix::Rep => Some(0xf3),
        super::Prefix::Repne => Some(0xf2),
        super::Prefix::Notrack => Some(0x3e),
        super::Prefix::Vex => None,
    }
}

/// The instruction's bytes, or `None` when iced cannot encode the matched form.
pub fn encode(st: &AsmStatement, m: &MatchedInst) -> Option<Vec<u8>> {
    if let Some(p) = m.lone_prefix {
        return prefix_byte(p).map(|b| vec![b]);
    }
    let mut ins = m.instruction;
    ins.set_code(short_branch(ins.code()));
    // AT&T writes `enter` in Intel's operand order (`enter $16, $0`), so the reversed
    // operands are put back for the encoder.
    if st.syntax == super::Syntax::Att
        && matches!(
            ins.code(),
            Code::Enterq_imm16_imm8 | Code::Enterw_imm16_imm8 | Code::Enterd_imm16_imm8
        )
    {
        let (frame, level) = (st.operands.first(), st.operands.get(1));
        if let (Some(AsmOperand::Imm(level)), Some(AsmOperand::Imm(frame))) = (frame, level) {
            ins.set_immediate16(*frame as u16);
            ins.set_immediate8_2nd(*level as u8);
        }
    }
    // A VEX register move whose source alone is extended takes the store form, so that the
    // extended register lands in ModRM.reg and a 2-byte VEX prefix fits.
    if let Some(store_form) = vex_move_store_form(ins.code()) {
        let n = ins.op_count();
        let regs_only = (0..n).all(|i| ins.op_kind(i) == OpKind::Register);
        if regs_only
            && is_vex_extended(ins.op_register(n - 1))
            && !is_vex_extended(ins.op0_register())
        {
            ins.set_code(store_form);
        }
    }
    // 16-bit selector and machine-status-word operands: no operand-size prefix for memory, nor
    // for a register the instruction only reads (`ltr %cx` is 0F 00 D9, `str %cx` keeps 66).
    if let Some((wide, reads_only)) = selector_form(ins.code()) {
        let memory = (0..ins.op_count()).any(|i| ins.op_kind(i) == OpKind::Memory);
        match ins.op0_kind() {
            _ if memory => ins.set_code(wide),
            OpKind::Register if reads_only => {
                let r = ins.op0_register();
                if let Some(r32) = super::operand::gpr_with_bits(r, 32) {
                    ins.set_code(wide);
                    ins.set_op0_register(r32);
                }
            }
            _ => {}
        }
    }
    // LLVM puts the first register of a register-register xchg in ModRM.reg.
    if matches!(
        ins.code(),
        Code::Xchg_rm8_r8 | Code::Xchg_rm16_r16 | Code::Xchg_rm32_r32 | Code::Xchg_rm64_r64
    ) && ins.op0_kind() == OpKind::Register
    {
        let (a, b) = (ins.op0_register(), ins.op1_register());
        ins.set_op0_register(b);
        ins.set_op1_register(a);
    }
    // What the memory operand was written as: (numeric displacement, has a symbol).
    let mem = st.operands.iter().find_map(|o| match o {
        AsmOperand::Mem(mo) => Some((mo.disp, mo.symbol.is_some())),
        AsmOperand::Label(_) => Some((0, true)),
        _ => None,
    });
    let has_memory = (0..ins.op_count()).any(|i| ins.op_kind(i) == OpKind::Memory);
    let rip = has_memory && ins.memory_base() == Register::RIP;
    if has_memory && !rip {
        let (disp, symbolic) = mem.unwrap_or((ins.memory_displacement64() as i64, false));
        let size = if symbolic {
            8
        } else if disp == 0 {
            0
        } else if i8::try_from(disp).is_ok() {
            1
        } else {
            8
        };
        ins.set_memory_displ_size(size);
    }
    let has_branch = (0..ins.op_count()).any(|i| ins.op_kind(i) == OpKind::NearBranch64);
    let rip_disp = mem.map_or(0, |(d, _)| d);
    // The length does not depend on the targets (fixed rel and disp32 widths), so the first
    // pass measures it and the second writes zero (or the written number) into the fixups.
    let mut len = 0u64;
    for _ in 0..2 {
        if has_branch {
            ins.set_near_branch64(IP + len);
        }
        if rip {
            ins.set_memory_displacement64((IP + len).wrapping_add(rip_disp as u64));
        }
        let mut enc = Encoder::new(64);
        let n = enc.encode(&ins, IP).ok()? as u64;
        if n == len {
            let mut bytes = enc.take_buffer();
            // LLVM writes the operand-size prefix before `lock`.
            if bytes.starts_with(&[0xf0, 0x66]) {
                bytes.swap(0, 1);
            }
            return Some(bytes);
        }
        len = n;
    }
    None
}

/// For a 16-bit selector form: the same instruction without the operand-size prefix, and
/// whether it only reads its operand.
fn selector_form(code: Code) -> Option<(Code, bool)> {
    use Code::*;
    Some(match code {
        Sldt_rm16 => (Sldt_r32m16, false),
        Str_rm16 => (Str_r32m16, false),
        Smsw_rm16 => (Smsw_r32m16, false),
        Lldt_rm16 => (Lldt_r32m16, true),
        Ltr_rm16 => (Ltr_r32m16, true),
        Lmsw_rm16 => (Lmsw_r32m16, true),
        Verr_rm16 => (Verr_r32m16, true),
        Verw_rm16 => (Verw_r32m16, true),
        Lkgs_rm16 => (Lkgs_r32m16, true),
        Mov_rm16_Sreg => (Mov_r32m16_Sreg, false),
        Mov_Sreg_rm16 => (Mov_Sreg_r32m16, false),
        _ => return None,
    })
}

/// The store (ModRM.rm = destination) form of a VEX load-form register move.
fn vex_move_store_form(code: Code) -> Option<Code> {
    use Code::*;
    Some(match code {
        VEX_Vmovaps_xmm_xmmm128 => VEX_Vmovaps_xmmm128_xmm,
        VEX_Vmovaps_ymm_ymmm256 => VEX_Vmovaps_ymmm256_ymm,
        VEX_Vmovapd_xmm_xmmm128 => VEX_Vmovapd_xmmm128_xmm,
        VEX_Vmovapd_ymm_ymmm256 => VEX_Vmovapd_ymmm256_ymm,
        VEX_Vmovups_xmm_xmmm128 => VEX_Vmovups_xmmm128_xmm,
        VEX_Vmovups_ymm_ymmm256 => VEX_Vmovups_ymmm256_ymm,
        VEX_Vmovupd_xmm_xmmm128 => VEX_Vmovupd_xmmm128_xmm,
        VEX_Vmovupd_ymm_ymmm256 => VEX_Vmovupd_ymmm256_ymm,
        VEX_Vmovdqa_xmm_xmmm128 => VEX_Vmovdqa_xmmm128_xmm,
        VEX_Vmovdqa_ymm_ymmm256 => VEX_Vmovdqa_ymmm256_ymm,
        VEX_Vmovdqu_xmm_xmmm128 => VEX_Vmovdqu_xmmm128_xmm,
        VEX_Vmovdqu_ymm_ymmm256 => VEX_Vmovdqu_ymmm256_ymm,
        VEX_Vmovss_xmm_xmm_xmm => VEX_Vmovss_xmm_xmm_xmm_0F11,
        VEX_Vmovsd_xmm_xmm_xmm => VEX_Vmovsd_xmm_xmm_xmm_0F11,
        VEX_Vmovq_xmm_xmmm64 => VEX_Vmovq_xmmm64_xmm,
        _ => return None,
    })
}

/// LLVM assembles a jump to a label in its short form (relaxation happens later, when the
/// layout is known); calls keep rel32.
fn short_branch(code: Code) -> Code {
    use Code::*;
    match code {
        Jmp_rel32_64 => Jmp_rel8_64,
        Jo_rel32_64 => Jo_rel8_64,
        Jno_rel32_64 => Jno_rel8_64,
        Jb_rel32_64 => Jb_rel8_64,
        Jae_rel32_64 => Jae_rel8_64,
        Je_rel32_64 => Je_rel8_64,
        Jne_rel32_64 => Jne_rel8_64,
        Jbe_rel32_64 => Jbe_rel8_64,
        Ja_rel32_64 => Ja_rel8_64,
        Js_rel32_64 => Js_rel8_64,
        Jns_rel32_64 => Jns_rel8_64,
        Jp_rel32_64 => Jp_rel8_64,
        Jnp_rel32_64 => Jnp_rel8_64,
        Jl_rel32_64 => Jl_rel8_64,
        Jge_rel32_64 => Jge_rel8_64,
        Jle_rel32_64 => Jle_rel8_64,
        Jg_rel32_64 => Jg_rel8_64,
        other => other,
    }
}

/// Bytes as llvm-mca prints them: two lower-case hex digits and a space each.
pub fn hex_bytes(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 3);
    for b in bytes {
        s.push_str(&format!("{b:02x} "));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::super::matcher::match_statement;
    use super::super::operand::parse_instruction;
    use super::super::Syntax;
    use super::*;

    fn hex(s: &str) -> String {
        let st = parse_instruction(s, 0, Syntax::Att).unwrap();
        let m = match_statement(&st).unwrap();
        hex_bytes(&encode(&st, &m).unwrap()).trim_end().to_string()
    }

    #[test]
    fn register_and_memory_forms() {
        assert_eq!(hex("addq %rax, %rbx"), "48 01 c3");
        assert_eq!(hex("vmulps (%rdi), %ymm1, %ymm2"), "c5 f4 59 17");
        assert_eq!(
            hex("addq $1000, 8(%rsp,%rcx,4)"),
            "48 81 44 8c 08 e8 03 00 00"
        );
        assert_eq!(hex("movl (%rbp), %eax"), "8b 45 00");
        assert_eq!(hex("xchgl %edx, %ecx"), "87 ca");
        assert_eq!(hex("enter $16, $0"), "c8 10 00 00");
        assert_eq!(hex("vmovaps %xmm9, %xmm1"), "c5 78 29 c9");
        assert_eq!(hex("vmovss %xmm9, %xmm1, %xmm2"), "c5 72 11 ca");
        assert_eq!(hex("vmovq %xmm9, %xmm1"), "c5 79 d6 c9");
        assert_eq!(hex("vmovaps %xmm1, %xmm9"), "c5 78 28 c9");
        assert_eq!(hex("lock addw %cx, (%rdi)"), "66 f0 01 0f");
        assert_eq!(hex("faddl (%rdi)"), "dc 07");
        assert_eq!(hex("fildll (%rdi)"), "df 2f");
        assert_eq!(hex("crc32l (%rdi), %ecx"), "f2 0f 38 f1 0f");
        assert_eq!(hex("vcvtpd2ps (%rdi){1to4}, %xmm1"), "62 f1 fd 38 5a 0f");
    }

    #[test]
    fn fixups_are_zero_bytes_of_full_width() {
        assert_eq!(hex("jne .LBB0_1"), "75 00");
        assert_eq!(hex("callq foo"), "e8 00 00 00 00");
        assert_eq!(hex("leaq foo(%rip), %rax"), "48 8d 05 00 00 00 00");
        assert_eq!(hex("movl foo(%rax), %ecx"), "8b 88 00 00 00 00");
        assert_eq!(hex("leaq 16(%rip), %rax"), "48 8d 05 10 00 00 00");
    }
}
