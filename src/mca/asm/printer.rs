//! Printing an instruction the way LLVM's x86 instruction printers do in llvm-mca's views:
//! `\t[prefix\t]\tmnemonic\toperands` in AT&T (`addq\t%rax, %rbx`) or Intel
//! (`imul\trcx, qword ptr [rdi + 8]`) syntax, with immediates in decimal or, on request, hex.
//! Views trim the leading tab themselves. Must not touch: parsing or matching.

use super::matcher::{is_sized_x87, memory_bits, MatchedInst};
use super::operand::register_name_str;
use super::{AsmOperand, AsmStatement, MemOperand, Syntax};
use crate::target::sched::code_facts::code_facts;
use iced_x86::{EncodingKind, Mnemonic, OpCodeOperandKind as K, Register};
use std::sync::OnceLock;

/// How to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// `None`: the input's syntax; otherwise `-output-asm-variant` (0 AT&T, 1 Intel).
    pub variant: Option<Syntax>,
    pub imm_hex: bool,
}

fn format_imm(v: i64, hex: bool) -> String {
    let mut s = String::new();
    push_imm(&mut s, v, hex);
    s
}

/// Appends an immediate in decimal or, with `hex`, as `0x..` (`-0x..` when negative).
fn push_imm(out: &mut String, v: i64, hex: bool) {
    use std::fmt::Write;
    let _ = if !hex {
        write!(out, "{v}")
    } else if v < 0 {
        write!(out, "-0x{:x}", (v as i128).unsigned_abs())
    } else {
        write!(out, "0x{v:x}")
    };
}

/// iced's name of a mnemonic in lower case, spelled once per mnemonic and kept.
fn mnemonic_name(m: Mnemonic) -> &'static str {
    static NAMES: OnceLock<Box<[OnceLock<Box<str>>]>> = OnceLock::new();
    let names = NAMES.get_or_init(|| Mnemonic::values().map(|_| OnceLock::new()).collect());
    match names.get(m as usize) {
        Some(cell) => cell.get_or_init(|| format!("{m:?}").to_ascii_lowercase().into_boxed_str()),
        None => "",
    }
}

fn gpr_kind_bits(k: K) -> Option<u32> {
    Some(match k {
        K::r8_or_mem | K::r8_reg | K::r8_opcode | K::al | K::cl => 8,
        K::r16_or_mem | K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode | K::ax | K::dx => {
            16
        }
        K::r32_or_mem
        | K::r32_reg
        | K::r32_reg_mem
        | K::r32_rm
        | K::r32_opcode
        | K::r32_vvvv
        | K::eax => 32,
        K::r64_or_mem
        | K::r64_reg
        | K::r64_reg_mem
        | K::r64_rm
        | K::r64_opcode
        | K::r64_vvvv
        | K::rax => 64,
        _ => return None,
    })
}

fn is_vector_kind(k: K) -> bool {
    matches!(
        k,
        K::xmm_or_mem
            | K::xmm_reg
            | K::xmm_rm
            | K::xmm_vvvv
            | K::ymm_or_mem
            | K::ymm_reg
            | K::ymm_rm
            | K::ymm_vvvv
            | K::zmm_or_mem
            | K::zmm_reg
            | K::zmm_rm
            | K::zmm_vvvv
            | K::mm_or_mem
            | K::mm_reg
            | K::mm_rm
    )
}

/// LLVM's name of a CMPccXADD (no size suffix; `ae`, `a`, `e`, `ge`, `g`, `ne` conditions).
fn cmpccxadd_name(iced_name: &str) -> Option<String> {
    let cc = iced_name.strip_prefix("cmp")?.strip_suffix("xadd")?;
    let cc = match cc {
        "nb" => "ae",
        "nbe" => "a",
        "z" => "e",
        "nl" => "ge",
        "nle" => "g",
        "nz" => "ne",
        other => other,
    };
    Some(format!("cmp{cc}xadd"))
}

/// The mnemonic LLVM's AT&T printer uses.
/// An x87 memory form in AT&T: the suffix LLVM prints for the memory width, whatever was
/// written (`fistpq` and `fistpll` print `fistpll`): integer forms `s`/`l`/`ll` for 16/32/64
/// bits, real forms `s`/`l`/`t` for 32/64/80 bits (facts from llvm-mca 22).
fn x87_memory_mnemonic(m: &MatchedInst) -> Option<String> {
    if !is_sized_x87(m.code) {
        return None;
    }
    let name = mnemonic_name(m.code.mnemonic());
    let integer = name.starts_with("fi");
    let suffix = match (integer, memory_bits(m.code)) {
        (true, 16) => "s",
        (true, 32) => "l",
        (true, 64) => "ll",
        (false, 32) => "s",
        (false, 64) => "l",
        (false, 80) => "t",
        _ => return None,
    };
    Some(format!("{name}{suffix}"))
}

fn att_mnemonic(st: &AsmStatement, m: &MatchedInst) -> String {
    let iced_name = mnemonic_name(m.code.mnemonic());
    if let Some(name) = cmpccxadd_name(iced_name) {
        return name;
    }
    if let Some(name) = x87_memory_mnemonic(m) {
        return name;
    }
    let written = st.mnemonic.as_str();
    // `sal` is `shl`, printed with the size suffix like any `shl`.
    let written = if written.starts_with("sal") && iced_name == "shl" {
        "shl"
    } else {
        written
    };
    let canonical = match written {
        "pushf" => Some("pushfq"),
        "popf" => Some("popfq"),
        "jz" => Some("je"),
        "jnz" => Some("jne"),
        "jc" | "jnae" => Some("jb"),
        "jnc" | "jnb" => Some("jae"),
        "setz" => Some("sete"),
        "setnz" => Some("setne"),
        "fcomip" => Some("fcompi"),
        "fucomip" => Some("fucompi"),
        "fwait" => Some("wait"),
        _ => None,
    };
    if let Some(c) = canonical {
        return c.to_string();
    }
    // The scalar conversions print without a size suffix where the operands tell the size:
    // to an integer register always (`cvttsd2sil %xmm1, %eax` is `cvttsd2si`), from one only
    // for a register source (`cvtsi2sdl (%rax), %xmm1` keeps its `l`).
    if let Some(stem) = written
        .strip_suffix('l')
        .or_else(|| written.strip_suffix('q'))
    {
        let stem_plain = stem.strip_prefix('v').unwrap_or(stem);
        let mem = st.operands.iter().any(|o| matches!(o, AsmOperand::Mem(_)));
        let to_int = matches!(
            stem_plain,
            "cvttsd2si" | "cvttss2si" | "cvtsd2si" | "cvtss2si"
        );
        let from_int = matches!(stem_plain, "cvtsi2sd" | "cvtsi2ss");
        if to_int || (from_int && !mem) {
            return stem.to_string();
        }
    }
    // `vcvtpd2psy (%rdi), %xmm1`: the memory width is named by a suffix; register forms have none.
    if let Some(stem) = super::matcher::vector_length_stem(written) {
        let mem = st.operands.iter().any(|o| matches!(o, AsmOperand::Mem(_)));
        // A 512-bit source is only ambiguous for the half-precision and class forms.
        // (When a 512-bit source narrows to a ymm register the width is not ambiguous.)
        let to_xmm = matches!(st.operands.first(), Some(AsmOperand::Reg(r)) if r.is_xmm());
        let z = (stem.ends_with("ph") && to_xmm) || stem.starts_with("vfpclass");
        return match (mem && st.broadcast.is_none(), memory_bits(m.code)) {
            (true, 128) => format!("{stem}x"),
            (true, 256) => format!("{stem}y"),
            (true, 512) if z => format!("{stem}z"),
            _ => stem.to_string(),
        };
    }
    // A 64-bit immediate that does not sign-extend from 32 bits needs the `movabs` form, which
    // LLVM prints as such whatever was written (`movq $0x80000000, %rax`).
    if m.code == iced_x86::Code::Mov_r64_imm64 {
        return "movabsq".to_string();
    }
    // The 64-bit offset forms print as `movabs` with the accumulator's size.
    if far_memory_offset(m.code) {
        let bits = st.operands.iter().find_map(|o| match o {
            AsmOperand::Reg(r) if r.is_gpr8() => Some(8),
            AsmOperand::Reg(r) if r.is_gpr16() => Some(16),
            AsmOperand::Reg(r) if r.is_gpr32() => Some(32),
            AsmOperand::Reg(r) if r.is_gpr64() => Some(64),
            _ => None,
        });
        if let Some(bits) = bits {
            return format!("movabs{}", suffix(bits));
        }
    }
    // `push $0x80000000` does not sign-extend from 32 bits: LLVM takes the 16-bit push.
    if m.code == iced_x86::Code::Push_imm16 {
        return "pushw".to_string();
    }
    // `movabs $imm, %rcx` takes the size suffix of its register like any move.
    if written == "movabs" {
        if let Some(bits) = code_facts(m.code)
            .op_kinds()
            .iter()
            .find_map(|&k| gpr_kind_bits(k))
        {
            return format!("movabs{}", suffix(bits));
        }
    }
    let info = code_facts(m.code);
    // `movsx %al, %ecx` prints with both sizes: `movsbl`.
    if matches!(written, "movsx" | "movzx") {
        let bits: Vec<u32> = info
            .op_kinds()
            .iter()
            .filter_map(|&k| gpr_kind_bits(k))
            .collect();
        if let [dst, src] = bits[..] {
            return format!("{}{}{}", &written[..4], suffix(src), suffix(dst));
        }
    }
    // String instructions: the iced name with AT&T's `l` for 32 bits (`movsd` is `movsl`).
    if info
        .op_kinds()
        .iter()
        .any(|k| matches!(k, K::seg_rSI | K::es_rDI))
    {
        return match iced_name.strip_suffix('d') {
            Some(stem) => format!("{stem}l"),
            None => iced_name.to_string(),
        };
    }
    if written != iced_name {
        return written.to_string();
    }
    let kinds = info.op_kinds();
    match written {
        "call" | "ret" => return format!("{written}q"),
        // x87 status-word stores, LWP, shadow-stack, VMX/INVPCID, ENQCMD and segment
        // verification instructions name no operation size.
        "fnstsw" | "fstsw" | "llwpcb" | "slwpcb" | "lwpins" | "lwpval" | "verr" | "verw"
        | "rdsspd" | "rdsspq" | "wrssd" | "wrssq" | "wrussd" | "wrussq" | "invept" | "invvpid"
        | "invpcid" | "enqcmd" | "enqcmds" | "movdir64b" | "senduipi" | "encodekey128"
        | "encodekey256" | "movdiri" | "lkgs" => return written.to_string(),
        // The 32-bit returns to user mode (the 64-bit ones are `sysexitq`, `sysretq`).
        "sysexit" | "sysret" => return format!("{written}l"),
        // Descriptor-table loads and stores take the 64-bit suffix.
        "sgdt" | "sidt" | "lgdt" | "lidt" => return format!("{written}q"),
        "push" | "pop" => {
            let bits = kinds.iter().find_map(|&k| gpr_kind_bits(k)).unwrap_or(64);
            return format!("{written}{}", suffix(bits));
        }
        "jmp" if st.indirect => return "jmpq".into(),
        _ => {}
    }
    if written.starts_with('j')
        || written.starts_with("set")
        || matches!(
            written,
            "movsx" | "movzx" | "movsxd" | "cvtsi2sd" | "cvtsi2ss" | "movd" | "movq"
        )
    {
        return written.to_string();
    }
    let legacy_or_gpr_vex = match m.code.encoding() {
        EncodingKind::Legacy => true,
        EncodingKind::VEX | EncodingKind::XOP => !kinds.iter().any(|&k| is_vector_kind(k)),
        _ => false,
    };
    if !legacy_or_gpr_vex || kinds.iter().any(|&k| is_vector_kind(k)) {
        return written.to_string();
    }
    // The suffix of `crc32` and `out` names the source (`crc32b %dl, %ecx`, `outb %al, %dx`).
    let sized = match written {
        "crc32" | "out" => kinds.get(1).and_then(|&k| gpr_kind_bits(k)),
        _ => kinds.iter().find_map(|&k| gpr_kind_bits(k)),
    };
    match sized {
        Some(bits) => format!("{written}{}", suffix(bits)),
        None => written.to_string(),
    }
}

fn suffix(bits: u32) -> char {
    match bits {
        8 => 'b',
        16 => 'w',
        32 => 'l',
        _ => 'q',
    }
}

/// Whether `code` is one of the 64-bit offset moves (`movabs` to or from the accumulator).
fn far_memory_offset(code: iced_x86::Code) -> bool {
    code_facts(code).op_kinds().contains(&K::mem_offs)
}

fn intel_mnemonic(st: &AsmStatement, m: &MatchedInst) -> String {
    let name = mnemonic_name(m.code.mnemonic());
    if let Some(name) = cmpccxadd_name(name) {
        return name;
    }
    let string_op = code_facts(m.code)
        .op_kinds()
        .iter()
        .any(|k| matches!(k, K::seg_rSI | K::es_rDI));
    if m.code == iced_x86::Code::Mov_r64_imm64 || name == "mov" && far_memory_offset(m.code) {
        return "movabs".to_string();
    }
    if st.syntax == Syntax::Intel && !string_op {
        // The Intel aliases print as LLVM's instruction (`sal` is `shl`).
        return match st.mnemonic.as_str() {
            "sal" => "shl",
            "fwait" => "wait",
            "pushf" => "pushfq",
            "popf" => "popfq",
            other => other,
        }
        .to_string();
    }
    match name {
        "retnq" | "retn" => "ret".into(),
        _ => name.to_string(),
    }
}

/// The full LLVM-style text of an instruction, including the leading tab.
pub fn print_instruction(st: &AsmStatement, m: &MatchedInst, opts: PrintOptions) -> String {
    let syntax = opts.variant.unwrap_or(st.syntax);
    let mut out = String::new();
    if let Some(p) = m.lone_prefix {
        // A prefix alone prints as its name in both syntaxes (`repz` as `rep`).
        out.push('\t');
        out.push_str(p.text());
        return out;
    }
    let mut vex = false;
    for p in &st.prefixes {
        if *p == super::Prefix::Vex {
            // LLVM prints the pseudo-prefix glued to the instruction: `{vex}\tvpdpbusd`.
            vex = true;
            continue;
        }
        out.push('\t');
        out.push_str(p.text());
        out.push('\t');
    }
    out.push('\t');
    if vex {
        out.push_str("{vex}\t");
    }
    let mem_bits = memory_bits(m.code);
    // A compare whose predicate has a name prints it in the mnemonic, without the immediate.
    let alias = predicate_alias(st, m);
    let shown = &st.operands[..st.operands.len() - usize::from(alias.is_some())];
    match syntax {
        Syntax::Att => {
            out.push_str(&alias.clone().unwrap_or_else(|| att_mnemonic(st, m)));
            if !shown.is_empty() {
                out.push('\t');
                let n = shown.len();
                let mut ops: Vec<String> = shown
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        let mut t = if is_sti_top(st, m, i) {
                            "%st(0)".to_string()
                        } else {
                            att_operand(o, opts.imm_hex, st.indirect)
                        };
                        if let (Some(b), AsmOperand::Mem(_)) = (st.broadcast, o) {
                            t.push_str(&format!("{{1to{b}}}"));
                        }
                        if i == 0 && n > 0 {
                            t.push_str(&decorations(st, "%"));
                        }
                        t
                    })
                    .collect();
                insert_rounding(&mut ops, st);
                ops.reverse();
                out.push_str(&ops.join(", "));
            }
        }
        Syntax::Intel => {
            out.push_str(&alias.unwrap_or_else(|| intel_mnemonic(st, m)));
            if !shown.is_empty() {
                out.push('\t');
                let is_lea = m.code.mnemonic() == Mnemonic::Lea;
                let mut ops: Vec<String> = shown
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        let bits = match (st.broadcast, is_lea) {
                            (_, true) => 0,
                            (Some(b), false) => mem_bits / b.max(1),
                            (None, false) => mem_bits,
                        };
                        let mut t = if is_sti_top(st, m, i) {
                            "st(0)".to_string()
                        } else {
                            intel_operand(o, opts.imm_hex, bits)
                        };
                        if let (Some(b), AsmOperand::Mem(_)) = (st.broadcast, o) {
                            t.push_str(&format!("{{1to{b}}}"));
                        }
                        if i == 0 {
                            t.push_str(&decorations(st, ""));
                        }
                        t
                    })
                    .collect();
                insert_rounding(&mut ops, st);
                out.push_str(&ops.join(", "));
            }
        }
    }
    out
}

/// Whether operand `i` (Intel order, as written) is `st(0)` in an x87 form's `st(i)` slot:
/// LLVM prints that slot as `st(N)` for every N, and only the fixed top-of-stack operand as
/// `st` (`fstp %st(0)`, `fadd %st(0), %st`; facts from llvm-mca 22). A form written with its
/// fixed `st(0)` left out (`fcom %st(0)`) has its operands aligned to the last kinds.
fn is_sti_top(st: &AsmStatement, m: &MatchedInst, i: usize) -> bool {
    if st.operands.get(i) != Some(&AsmOperand::Reg(Register::ST0)) {
        return false;
    }
    let facts = code_facts(m.code);
    let kinds = facts.op_kinds();
    let skipped = kinds.len().saturating_sub(st.operands.len());
    kinds.get(i + skipped) == Some(&K::sti_opcode)
}

/// The predicate alias of a compare (`vcmpps $3, ...` prints as `vcmpunordps`), if it has one.
fn predicate_alias(st: &AsmStatement, m: &MatchedInst) -> Option<String> {
    let info = code_facts(m.code);
    if !matches!(info.op_kinds().last(), Some(K::imm8)) {
        return None;
    }
    let AsmOperand::Imm(v) = st.operands.last()? else {
        return None;
    };
    super::predicate::alias(mnemonic_name(m.code.mnemonic()), *v)
}

/// Puts `{rn-sae}`/`{sae}` among the operands (Intel order) where it was written: the matcher
/// only accepts it where LLVM's printer puts it.
fn insert_rounding(ops: &mut Vec<String>, st: &AsmStatement) {
    if let Some(r) = st.rounding {
        ops.insert(r.position.min(ops.len()), r.mode.text().to_string());
    }
}

/// ` {%k1} {z}` after the destination.
fn decorations(st: &AsmStatement, prefix: &str) -> String {
    let mut d = String::new();
    if st.op_mask != Register::None {
        d.push_str(" {");
        d.push_str(prefix);
        d.push_str(register_name_str(st.op_mask));
        d.push('}');
    }
    if st.zeroing {
        d.push_str(" {z}");
    }
    d
}

fn att_operand(o: &AsmOperand, hex: bool, indirect: bool) -> String {
    let mut s = String::new();
    let star = |s: &mut String| {
        if indirect {
            s.push('*');
        }
    };
    match o {
        AsmOperand::Reg(r) => {
            star(&mut s);
            s.push('%');
            s.push_str(register_name_str(*r));
        }
        AsmOperand::Imm(v) => {
            s.push('$');
            push_imm(&mut s, *v, hex);
        }
        AsmOperand::SymImm(x) => {
            s.push('$');
            s.push_str(x);
        }
        AsmOperand::Label(x) => {
            star(&mut s);
            s.push_str(x);
        }
        AsmOperand::Mem(m) => {
            star(&mut s);
            att_memory(&mut s, m, hex);
        }
    }
    s
}

fn att_memory(s: &mut String, m: &MemOperand, hex: bool) {
    if m.segment != Register::None {
        s.push('%');
        s.push_str(register_name_str(m.segment));
        s.push(':');
    }
    let has_regs = m.base != Register::None || m.index != Register::None;
    match &m.symbol {
        Some(sym) => s.push_str(sym),
        None => {
            if m.disp != 0 || !has_regs {
                push_imm(s, m.disp, hex);
            }
        }
    }
    if has_regs {
        s.push('(');
        if m.base != Register::None {
            s.push('%');
            s.push_str(register_name_str(m.base));
        }
        if m.index != Register::None {
            s.push_str(",%");
            s.push_str(register_name_str(m.index));
            if m.scale != 1 {
                s.push(',');
                push_imm(s, i64::from(m.scale), false);
            }
        }
        s.push(')');
    }
}

fn ptr_word(bits: u32) -> Option<&'static str> {
    Some(match bits {
        8 => "byte",
        16 => "word",
        32 => "dword",
        64 => "qword",
        80 => "tbyte",
        128 => "xmmword",
        256 => "ymmword",
        512 => "zmmword",
        _ => return None,
    })
}

fn intel_operand(o: &AsmOperand, hex: bool, mem_bits: u32) -> String {
    match o {
        AsmOperand::Reg(r) => register_name_str(*r).to_string(),
        AsmOperand::Imm(v) => format_imm(*v, hex),
        AsmOperand::SymImm(s) => s.clone(),
        AsmOperand::Label(s) => s.clone(),
        AsmOperand::Mem(m) => {
            let mut s = String::new();
            if let Some(w) = ptr_word(mem_bits) {
                s.push_str(w);
                s.push_str(" ptr ");
            }
            if m.segment != Register::None {
                s.push_str(register_name_str(m.segment));
                s.push(':');
            }
            s.push('[');
            let mut first = true;
            if m.base != Register::None {
                s.push_str(register_name_str(m.base));
                first = false;
            }
            if m.index != Register::None {
                if !first {
                    s.push_str(" + ");
                }
                if m.scale != 1 {
                    s.push_str(&format!("{}*", m.scale));
                }
                s.push_str(register_name_str(m.index));
                first = false;
            }
            if let Some(sym) = &m.symbol {
                if !first {
                    s.push_str(" + ");
                }
                // LLVM prints the displacement as one expression, `sym+1280` / `sym-16` (no
                // spaces). An AT&T operand's symbol text already holds its offset.
                s.push_str(sym);
                if m.disp != 0 && !sym.contains(['+', '-']) {
                    if m.disp < 0 {
                        s.push('-');
                        s.push_str(&format_imm(m.disp.wrapping_neg(), hex));
                    } else {
                        s.push('+');
                        s.push_str(&format_imm(m.disp, hex));
                    }
                }
            } else if m.disp != 0 || first {
                if first {
                    s.push_str(&format_imm(m.disp, hex));
                } else if m.disp < 0 {
                    s.push_str(&format!(" - {}", format_imm(m.disp.wrapping_neg(), hex)));
                } else {
                    s.push_str(&format!(" + {}", format_imm(m.disp, hex)));
                }
            }
            s.push(']');
            s
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::matcher::match_statement;
    use super::super::operand::parse_instruction;
    use super::*;

    fn p(s: &str, syntax: Syntax, variant: Option<Syntax>) -> String {
        let st = parse_instruction(s, 0, syntax).unwrap();
        let m = match_statement(&st).unwrap();
        print_instruction(
            &st,
            &m,
            PrintOptions {
                variant,
                imm_hex: false,
            },
        )
    }

    #[test]
    fn att_and_intel() {
        assert_eq!(
            p("lock xaddq %rax, (%rdi)", Syntax::Att, None),
            "\tlock\t\txaddq\t%rax, (%rdi)"
        );
        assert_eq!(
            p("leaq 1(%rsi,%rdi), %r8", Syntax::Att, None),
            "\tleaq\t1(%rsi,%rdi), %r8"
        );
        assert_eq!(p("add %rax, %rbx", Syntax::Att, None), "\taddq\t%rax, %rbx");
        assert_eq!(
            p("imulq 8(%rdi), %rcx", Syntax::Att, Some(Syntax::Intel)),
            "\timul\trcx, qword ptr [rdi + 8]"
        );
        assert_eq!(
            p("imul rcx, qword ptr [rdi+8]", Syntax::Intel, None),
            "\timul\trcx, qword ptr [rdi + 8]"
        );
        assert_eq!(p("mfence", Syntax::Att, None), "\tmfence");
    }
}
