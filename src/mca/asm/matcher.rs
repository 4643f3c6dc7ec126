//! Matching a parsed statement against iced-x86's opcode tables: mnemonic (with AT&T size
//! suffixes and the AT&T-only spellings such as `movslq` or `cltq`) plus operand kinds pick an
//! iced `Code`, from which an iced `Instruction` is built so that iced's instruction-info tables
//! can tell which registers, flags and memory the instruction reads and writes.
//! Must not touch: scheduling data (the model is looked up later by `Code`).

use super::{
    AsmError, AsmErrorKind, AsmOperand, AsmStatement, EmbeddedRounding, MemOperand, Prefix,
    RoundingMode, Syntax,
};
use crate::target::sched::code_facts::{code_facts, is_plain_immediate, mnemonic_codes, CodeFacts};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::{Arc, Mutex, OnceLock};

use iced_x86::{
    Code, CodeSize, EncodingKind, Instruction, Mnemonic, OpCodeOperandKind as K, OpKind, Register,
    RoundingControl,
};

/// A statement matched to one opcode.
#[derive(Clone, Debug)]
pub struct MatchedInst {
    pub code: Code,
    pub instruction: Instruction,
    /// A prefix written as a statement of its own (`rep`, `lock`, `repne` alone on a line or
    /// before `;`): LLVM's assembler makes it an instruction of its own (`REP_PREFIX`, ...),
    /// printed and encoded as the prefix, and the next statement is read without it. `code`
    /// is then [`LONE_PREFIX_SCHED_CODE`], whose scheduling class stands for the prefix's.
    pub lone_prefix: Option<Prefix>,
}

/// The code whose scheduling descriptor a lone prefix takes. LLVM schedules `REP_PREFIX`,
/// `REPNE_PREFIX` and `LOCK_PREFIX` with the model's microcoded class, and so is `hlt` on
/// every bundled model (llvm-mca 22, all 17 x86 models: the same micro-ops, latency,
/// throughput and resources); the models have no entry for the prefixes themselves.
/// `hlt` has no operands and touches no register, so nothing else comes with it; the
/// prefixes' own registers are added by `mca::instr::build_desc`.
pub const LONE_PREFIX_SCHED_CODE: Code = Code::Hlt;

/// The prefix a statement with no operands names, if its mnemonic is one: `rep` (`repe`,
/// `repz`), `repne` (`repnz`), `lock`.
fn lone_prefix(st: &AsmStatement) -> Option<Prefix> {
    if !st.operands.is_empty() || !st.prefixes.is_empty() {
        return None;
    }
    match st.mnemonic.as_str() {
        "lock" => Some(Prefix::Lock),
        "rep" | "repe" | "repz" => Some(Prefix::Rep),
        "repne" | "repnz" => Some(Prefix::Repne),
        _ => None,
    }
}

/// The codes `name` (lower case) may stand for, preferred first ([`preference`]); `None` when
/// iced has no such mnemonic. Read from the embedded op-code facts, not from iced's op-code
/// table, which costs more to build than a short run does in total.
/// Each name's list is built once and kept: a big input asks for the same few mnemonics
/// thousands of times.
fn candidates(name: &str) -> Option<Arc<[Code]>> {
    type Lists = HashMap<String, Option<Arc<[Code]>>, BuildHasherDefault<super::FnvHasher>>;
    static CACHE: OnceLock<Mutex<Lists>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Lists::default()));
    if let Some(hit) = cache.lock().ok().and_then(|c| c.get(name).cloned()) {
        return hit;
    }
    let list = mnemonic_codes(name).map(|codes| {
        let mut codes: Vec<Code> = codes.collect();
        codes.sort_by_key(|&c| preference(c));
        Arc::from(codes)
    });
    if let Ok(mut c) = cache.lock() {
        c.insert(name.to_string(), list.clone());
    }
    list
}

fn has_mnemonic(name: &str) -> bool {
    candidates(name).is_some()
}

/// Lower is preferred: legacy before VEX before EVEX, forms needing an operand-size prefix last
/// (Intel `ret` is `retq`, not `retw`), small immediates first, then iced order.
fn preference(code: Code) -> (u32, u32, u32, u32, u32) {
    let info = code_facts(code);
    let enc = match code.encoding() {
        EncodingKind::Legacy => 0,
        // The VNNI, IFMA and BF16 conversions that exist in both encodings are EVEX unless
        // `{vex}` asks otherwise (LLVM 22, whatever the CPU).
        EncodingKind::VEX if evex_first(code.mnemonic()) => 3,
        EncodingKind::VEX => 1,
        _ => 2,
    };
    let mut imm = 0;
    for &k in info.op_kinds() {
        imm = imm.max(match k {
            K::imm16 => 1,
            K::imm32 | K::imm32sex64 => 2,
            K::imm64 => 3,
            K::br64_4 => 1,
            _ => 0,
        });
    }
    let size16 = u32::from(
        info.operand_size == 16
            && info.op_kinds().iter().all(|k| {
                !matches!(
                    k,
                    K::r16_or_mem
                        | K::r16_reg
                        | K::r16_reg_mem
                        | K::r16_rm
                        | K::r16_opcode
                        | K::ax
                        | K::dx
                )
            }),
    );
    // The accumulator forms of xchg are shorter: LLVM takes them whenever they fit.
    let acc_xchg = u32::from(!matches!(
        code,
        Code::Xchg_r16_AX | Code::Xchg_r32_EAX | Code::Xchg_r64_RAX
    ));
    // FMA4 register forms: LLVM puts the last source in ModRM.rm (VEX.W1), not in the
    // immediate.
    let is4_last = u32::from(
        code.encoding() == EncodingKind::VEX
            && matches!(info.op_kinds().last(), Some(K::xmm_is4 | K::ymm_is4)),
    );
    // Instructions with implicit rAX-addressed memory come in 32- and 64-bit address sizes
    // (`Monitord`/`Monitorq`): the 64-bit one, as nothing asks for the 67 prefix.
    let addr32 = u32::from(
        matches!(
            code.mnemonic(),
            Mnemonic::Monitor
                | Mnemonic::Monitorx
                | Mnemonic::Clzero
                | Mnemonic::Vmrun
                | Mnemonic::Vmload
                | Mnemonic::Vmsave
                | Mnemonic::Invlpga
                | Mnemonic::Invlpgb
                | Mnemonic::Pvalidate
        ) && format!("{code:?}").ends_with('d'),
    );
    (enc, size16, imm, acc_xchg + is4_last + addr32, code as u32)
}

/// Mnemonics whose VEX forms (AVX-VNNI, AVX-IFMA, AVX-NE-CONVERT) LLVM takes only after
/// `{vex}`.
fn evex_first(m: Mnemonic) -> bool {
    matches!(
        m,
        Mnemonic::Vpdpbusd
            | Mnemonic::Vpdpbusds
            | Mnemonic::Vpdpwssd
            | Mnemonic::Vpdpwssds
            | Mnemonic::Vpmadd52luq
            | Mnemonic::Vpmadd52huq
            | Mnemonic::Vcvtneps2bf16
    )
}

/// Whether an iced mnemonic exists for `name` (lower case).
pub fn is_known_mnemonic(name: &str) -> bool {
    has_mnemonic(name) || att_alias(name).is_some() || strip_suffix(name).is_some()
}

/// AT&T spellings that name a different Intel mnemonic: (mnemonic, destination bits, source bits).
fn att_alias(name: &str) -> Option<(&'static str, Option<u32>, Option<u32>)> {
    Some(match name {
        "movslq" => ("movsxd", Some(64), Some(32)),
        "movsbw" => ("movsx", Some(16), Some(8)),
        "movsbl" => ("movsx", Some(32), Some(8)),
        "movsbq" => ("movsx", Some(64), Some(8)),
        "movswl" => ("movsx", Some(32), Some(16)),
        "movswq" => ("movsx", Some(64), Some(16)),
        "movzbw" => ("movzx", Some(16), Some(8)),
        "movzbl" => ("movzx", Some(32), Some(8)),
        "movzbq" => ("movzx", Some(64), Some(8)),
        "movzwl" => ("movzx", Some(32), Some(16)),
        "movzwq" => ("movzx", Some(64), Some(16)),
        "cbtw" => ("cbw", None, None),
        "cwtl" => ("cwde", None, None),
        "cltq" => ("cdqe", None, None),
        "cwtd" => ("cwd", None, None),
        "cltd" => ("cdq", None, None),
        "cqto" => ("cqo", None, None),
        "movabsq" => ("mov", Some(64), None),
        "movabsl" => ("mov", Some(32), None),
        "movabsb" => ("mov", Some(8), None),
        "movabsw" => ("mov", Some(16), None),
        "movabs" => ("mov", None, None),
        "cvtsi2sdl" => ("cvtsi2sd", None, Some(32)),
        "cvtsi2sdq" => ("cvtsi2sd", None, Some(64)),
        "cvtsi2ssl" => ("cvtsi2ss", None, Some(32)),
        "cvtsi2ssq" => ("cvtsi2ss", None, Some(64)),
        "vcvtsi2sdl" => ("vcvtsi2sd", None, Some(32)),
        "vcvtsi2sdq" => ("vcvtsi2sd", None, Some(64)),
        "vcvtsi2ssl" => ("vcvtsi2ss", None, Some(32)),
        "vcvtsi2ssq" => ("vcvtsi2ss", None, Some(64)),
        "sal" => ("shl", None, None),
        "salb" => ("shl", Some(8), None),
        "salw" => ("shl", Some(16), None),
        "sall" => ("shl", Some(32), None),
        "salq" => ("shl", Some(64), None),
        "jz" => ("je", None, None),
        "jnz" => ("jne", None, None),
        "jc" | "jnae" => ("jb", None, None),
        "jnc" | "jnb" => ("jae", None, None),
        "jna" => ("jbe", None, None),
        "jnbe" => ("ja", None, None),
        "jnge" => ("jl", None, None),
        "jnl" => ("jge", None, None),
        "jng" => ("jle", None, None),
        "jnle" => ("jg", None, None),
        "jpe" => ("jp", None, None),
        "jpo" => ("jnp", None, None),
        "setz" => ("sete", None, None),
        "setnz" => ("setne", None, None),
        "setc" | "setnae" => ("setb", None, None),
        "setnc" | "setnb" => ("setae", None, None),
        "cmovzl" | "cmovzq" | "cmovz" => ("cmove", suffix_bits(name), None),
        // The suffix of crc32 names the source size.
        "crc32b" => ("crc32", None, Some(8)),
        "crc32w" => ("crc32", None, Some(16)),
        "crc32l" => ("crc32", None, Some(32)),
        "crc32q" => ("crc32", None, Some(64)),
        "cmovnzl" | "cmovnzq" | "cmovnz" => ("cmovne", suffix_bits(name), None),
        "fcompi" => ("fcomip", None, None),
        "fucompi" => ("fucomip", None, None),
        "fwait" => ("wait", None, None),
        "pushf" => ("pushfq", None, None),
        "lretw" => ("retf", Some(16), None),
        "lretl" => ("retf", Some(32), None),
        "lretq" => ("retf", Some(64), None),
        "ljmpw" => ("jmp", Some(16), None),
        "ljmpl" => ("jmp", Some(32), None),
        "lcallw" => ("call", Some(16), None),
        "lcalll" => ("call", Some(32), None),
        "xlat" => ("xlatb", None, None),
        "iretl" => ("iretd", None, None),
        // CMPccXADD conditions as LLVM spells them (iced: nb, nbe, z, nl, nle, nz).
        "cmpaexadd" => ("cmpnbxadd", None, None),
        "cmpaxadd" => ("cmpnbexadd", None, None),
        "cmpexadd" => ("cmpzxadd", None, None),
        "cmpgexadd" => ("cmpnlxadd", None, None),
        "cmpgxadd" => ("cmpnlexadd", None, None),
        "cmpnexadd" => ("cmpnzxadd", None, None),
        "popf" => ("popfq", None, None),
        _ => return None,
    })
}

/// The entries of [`att_alias`] that Intel syntax has too (llvm-mca 22 accepts them there):
/// those without an AT&T size suffix.
fn intel_alias(name: &str) -> bool {
    matches!(
        name,
        "movabs" | "sal" | "fwait" | "pushf" | "popf" | "fcompi" | "fucompi"
    ) || name.starts_with("cmp") && name.ends_with("xadd")
}

/// The canonical spelling of a condition-code alias in a `j`/`set`/`cmov` mnemonic, as LLVM
/// prints it (`jz` -> `je`, `setnbe` -> `seta`, `cmovnael` -> `cmovbl`, size suffix kept), or
/// `None` when `name` is not such an alias.
pub fn canonical_condition(name: &str) -> Option<String> {
    const ALIASES: [(&str, &str); 14] = [
        ("z", "e"),
        ("nz", "ne"),
        ("c", "b"),
        ("nae", "b"),
        ("nc", "ae"),
        ("nb", "ae"),
        ("na", "be"),
        ("nbe", "a"),
        ("nge", "l"),
        ("nl", "ge"),
        ("ng", "le"),
        ("nle", "g"),
        ("pe", "p"),
        ("po", "np"),
    ];
    let (stem, rest) = ["cmov", "set", "j"]
        .iter()
        .find_map(|p| name.strip_prefix(p).map(|r| (*p, r)))?;
    let lookup = |cc: &str| ALIASES.iter().find(|a| a.0 == cc).map(|a| a.1);
    if let Some(c) = lookup(rest) {
        return Some(format!("{stem}{c}"));
    }
    // `cmovzl`: the AT&T size suffix after the condition.
    if stem == "cmov" {
        let (cc, suffix) = rest.split_at(rest.len().checked_sub(1)?);
        if matches!(suffix, "w" | "l" | "q") {
            return lookup(cc).map(|c| format!("{stem}{c}{suffix}"));
        }
    }
    None
}

/// The iced mnemonic of an AT&T 32-bit string instruction (`movsl` is iced's `movsd`).
fn string_iced_name(name: &str) -> Option<&'static str> {
    Some(match name {
        "movsl" => "movsd",
        "cmpsl" => "cmpsd",
        "stosl" => "stosd",
        "lodsl" => "lodsd",
        "scasl" => "scasd",
        "insl" => "insd",
        "outsl" => "outsd",
        _ => return None,
    })
}

/// AT&T's x87 subtract and divide with an `st(i)` destination name the reverse operation of
/// Intel's (`fsub %st, %st(1)` is Intel's `fsubr st(1), st`, encoded DC E1): the Intel mnemonic
/// to match for such a statement.
fn att_x87_reversed(st: &AsmStatement) -> Option<&'static str> {
    if st.syntax != super::Syntax::Att {
        return None;
    }
    let to_sti = matches!(st.operands.first(), Some(AsmOperand::Reg(r)) if r.is_st() && *r != Register::ST0)
        && st.operands.len() == 2;
    if !to_sti {
        return None;
    }
    Some(match st.mnemonic.as_str() {
        "fsub" => "fsubr",
        "fsubr" => "fsub",
        "fdiv" => "fdivr",
        "fdivr" => "fdiv",
        "fsubp" => "fsubrp",
        "fsubrp" => "fsubp",
        "fdivp" => "fdivrp",
        "fdivrp" => "fdivp",
        _ => return None,
    })
}

/// LLVM reads an unsigned 8-bit immediate ([`is_unsigned_imm8`]) as its low byte: the statement
/// the printer reads gets that byte (`shll $-1, %eax` prints `shll $255, %eax`).
pub fn unsigned_imm8_as_byte(st: &mut AsmStatement, m: &MatchedInst) {
    let facts = code_facts(m.code);
    let kinds = facts.op_kinds();
    let only_imm8 = kinds.contains(&K::imm8)
        && !kinds.iter().any(|&k| {
            matches!(
                k,
                K::imm16
                    | K::imm32
                    | K::imm64
                    | K::imm32sex64
                    | K::imm8sex16
                    | K::imm8sex32
                    | K::imm8sex64
            )
        });
    if !only_imm8 || !is_unsigned_imm8(m.code, kinds) {
        return;
    }
    for op in &mut st.operands {
        if let AsmOperand::Imm(v) = op {
            *v &= 0xff;
        }
    }
}

/// LLVM's assembler swaps the two sources of a commutative VEX instruction when only the second
/// (ModRM.rm) is an extended register, so that a 2-byte VEX prefix fits; views print the swapped
/// order. Applied to the matched instruction and to the statement the printer reads.
pub fn commute_for_vex2(st: &mut AsmStatement, m: &mut MatchedInst) {
    if m.instruction.op_count() != 3
        || m.instruction.op2_kind() != OpKind::Register
        || st.operands.len() != 3
    {
        return;
    }
    let (vvvv, rm) = (m.instruction.op1_register(), m.instruction.op2_register());
    // The table is consulted last: most instructions never need it.
    if !is_vex_extended(rm)
        || is_vex_extended(vvvv)
        || !crate::target::sched::vex2_commutable::is_vex2_commutable(m.code)
    {
        return;
    }
    m.instruction.set_op1_register(rm);
    m.instruction.set_op2_register(vvvv);
    st.operands.swap(1, 2);
    st.operand_spans.swap(1, 2);
}

/// Registers 8-15 of a kind (`xmm9`, `r10`): a 2-byte VEX prefix cannot name them in ModRM.rm.
pub fn is_vex_extended(r: Register) -> bool {
    (8..16).contains(&r.number())
}

/// Mnemonics whose AT&T memory forms carry an `x`/`y`/`z` suffix naming the memory operand's
/// width (128/256/512 bits), since the destination does not tell it (`vcvtpd2psy (%rdi), %xmm1`).
const VECTOR_LENGTH_SUFFIXED: [&str; 17] = [
    "vcvtdq2ph",
    "vcvtneps2bf16",
    "vcvtpd2dq",
    "vcvtpd2ph",
    "vcvtpd2ps",
    "vcvtpd2udq",
    "vcvtps2phx",
    "vcvtqq2ph",
    "vcvtqq2ps",
    "vcvttpd2dq",
    "vcvttpd2udq",
    "vcvtudq2ph",
    "vcvtuqq2ph",
    "vcvtuqq2ps",
    "vfpclasspd",
    "vfpclassph",
    "vfpclassps",
];

/// AT&T without a size suffix, where only a memory operand could give the size (`inc (%rdi)`,
/// `fld (%rdi)`, `jmp *.L4(,%rax,8)`): the memory width the statement means, `None` when the
/// forms that fit agree (or a register gives the size). As llvm-mca 22 reads them (facts from
/// its diagnostics): `push`, `pop`, `call` and `jmp` take the 64-bit form, `bt`, `btc`, `btr`
/// and `bts` the 32-bit one; any other mnemonic whose forms differ in width is an error listing
/// the suffixes that fit (`b`/`w`/`l`/`q`; for x87 `s`/`l`/`t`, of which the integer forms
/// (`fild`, `fiadd`, ...) have `s` for 16 bits and `l` for 32).
fn unsuffixed_memory_width(st: &AsmStatement) -> Result<Option<u32>, AsmError> {
    let name = st.mnemonic.as_str();
    if st.syntax != Syntax::Att
        || !st.operands.iter().any(|o| matches!(o, AsmOperand::Mem(_)))
        || st.operands.iter().any(|o| matches!(o, AsmOperand::Reg(_)))
    {
        return Ok(None);
    }
    let Some(codes) = candidates(name) else {
        return Ok(None);
    };
    let x87 = name.starts_with('f');
    let mut widths: Vec<u32> = Vec::new();
    for &c in codes.iter() {
        let all_kinds = visible_kinds(code_facts(c).op_kinds());
        // `shl (%rdi)` is the count-of-one form with its implicit operand.
        let kinds = match all_kinds.split_last() {
            Some((K::imm8_const_1, rest)) if all_kinds.len() == st.operands.len() + 1 => rest,
            _ => &all_kinds[..],
        };
        let sized_by_memory = kinds.iter().any(|k| {
            matches!(
                k,
                K::r8_or_mem | K::r16_or_mem | K::r32_or_mem | K::r64_or_mem
            ) || (x87 && *k == K::mem)
        });
        if kinds.len() != st.operands.len()
            || !sized_by_memory
            || !operands_match(c, kinds, st, SizeHint::default())
        {
            continue;
        }
        let w = memory_bits(c);
        if w != 0 && !widths.contains(&w) {
            widths.push(w);
        }
    }
    widths.sort_unstable();
    if widths.len() < 2 {
        return Ok(None);
    }
    match name {
        "push" | "pop" | "call" | "jmp" => return Ok(widths.contains(&64).then_some(64)),
        "bt" | "btc" | "btr" | "bts" => return Ok(widths.contains(&32).then_some(32)),
        _ => {}
    }
    let integer_x87 = name.starts_with("fi");
    let suffix = |w: u32| -> Option<&'static str> {
        match (x87, integer_x87, w) {
            (false, _, 8) => Some("b"),
            (false, _, 16) => Some("w"),
            (false, _, 32) => Some("l"),
            (false, _, 64) => Some("q"),
            (true, true, 16) => Some("s"),
            (true, true, 32) => Some("l"),
            (true, true, _) => None,
            (true, false, 32) => Some("s"),
            (true, false, 64) => Some("l"),
            (true, false, 80) => Some("t"),
            _ => None,
        }
    };
    // Forms of other widths (x87 environments, 16-bit far pointers) are not size variants.
    if x87 && widths.iter().any(|&w| !matches!(w, 16 | 32 | 64 | 80)) {
        return Ok(None);
    }
    let names: Vec<String> = widths
        .iter()
        .filter_map(|&w| suffix(w))
        .map(|s| format!("'{name}{s}'"))
        .collect();
    if names.len() < 2 {
        return Ok(None);
    }
    let (last, rest) = names.split_last().unwrap_or((&names[0], &[]));
    Err(AsmError {
        offset: st.offset,
        len: 0,
        message: format!(
            "ambiguous instructions require an explicit suffix (could be {}, or {last})",
            rest.join(", ")
        ),
        kind: AsmErrorKind::Error,
    })
}

/// AT&T `vcvtpd2ps (%rdi), %xmm1`: without its `x`/`y` suffix the memory width is ambiguous
/// (several forms fit), which LLVM rejects.
fn is_ambiguous_vector_length(st: &AsmStatement) -> bool {
    let name = st.mnemonic.as_str();
    if st.syntax != super::Syntax::Att
        || st.broadcast.is_some()
        || !VECTOR_LENGTH_SUFFIXED.contains(&name)
        || !st.operands.iter().any(|o| matches!(o, AsmOperand::Mem(_)))
    {
        return false;
    }
    let Some(codes) = candidates(name) else {
        return false;
    };
    let mut widths: Vec<u32> = codes
        .iter()
        .filter(|&&c| {
            let kinds = visible_kinds(code_facts(c).op_kinds());
            kinds.len() == st.operands.len() && operands_match(c, &kinds, st, SizeHint::default())
        })
        .map(|&c| memory_bits(c))
        .collect();
    widths.sort_unstable();
    widths.dedup();
    widths.len() > 1
}

/// The mnemonic stem when `name` is one of those mnemonics, with or without its suffix.
pub fn vector_length_stem(name: &str) -> Option<&'static str> {
    VECTOR_LENGTH_SUFFIXED
        .iter()
        .copied()
        .find(|&m| m == name)
        .or_else(|| vector_length_suffix(name).map(|(m, _)| m))
}

/// `vcvtpd2psy` -> (`vcvtpd2ps`, 256).
fn vector_length_suffix(name: &str) -> Option<(&'static str, u32)> {
    let bits = match name.as_bytes().last()? {
        b'x' => 128,
        b'y' => 256,
        b'z' => 512,
        _ => return None,
    };
    let stem = &name[..name.len() - 1];
    VECTOR_LENGTH_SUFFIXED
        .iter()
        .find(|&&m| m == stem)
        .map(|&m| (m, bits))
}

/// x87 memory forms: `s`/`l`/`t` name a 32/64/80-bit real (`faddl`, `fstps`, `fldt`) and, for
/// the integer forms, `s`/`l`/`ll` (or `q`) a 16/32/64-bit integer (`fildl`, `fistpll`).
fn x87_suffix(name: &str) -> Option<(&'static str, u32)> {
    const REAL: [&str; 11] = [
        "fadd", "fsub", "fsubr", "fmul", "fdiv", "fdivr", "fcom", "fcomp", "fld", "fst", "fstp",
    ];
    const INT: [&str; 12] = [
        "fiadd", "fisub", "fisubr", "fimul", "fidiv", "fidivr", "ficom", "ficomp", "fild", "fist",
        "fistp", "fisttp",
    ];
    for stem in REAL {
        if let Some(suffix) = name.strip_prefix(stem) {
            match suffix {
                "s" => return Some((stem, 32)),
                "l" => return Some((stem, 64)),
                "t" => return Some((stem, 80)),
                _ => {}
            }
        }
    }
    for stem in INT {
        if let Some(suffix) = name.strip_prefix(stem) {
            match suffix {
                "s" => return Some((stem, 16)),
                "l" => return Some((stem, 32)),
                "ll" | "q" => return Some((stem, 64)),
                _ => {}
            }
        }
    }
    None
}

fn suffix_bits(name: &str) -> Option<u32> {
    match name.as_bytes().last() {
        Some(b'b') => Some(8),
        Some(b'w') => Some(16),
        Some(b'l') => Some(32),
        Some(b'q') => Some(64),
        _ => None,
    }
}

fn strip_suffix(name: &str) -> Option<(&str, u32)> {
    let bits = suffix_bits(name)?;
    let stem = &name[..name.len() - 1];
    if has_mnemonic(stem) {
        Some((stem, bits))
    } else {
        None
    }
}

/// Size constraint from an AT&T suffix: destination (first sized operand) and source bits.
#[derive(Clone, Copy, Default)]
struct SizeHint {
    dst: Option<u32>,
    src: Option<u32>,
    /// Size of the memory operand (x87 suffixes name it: `faddl` is a 64-bit double).
    mem: Option<u32>,
}

/// Matches a statement; errors carry LLVM's wording.
pub fn match_statement(st: &AsmStatement) -> Result<MatchedInst, AsmError> {
    if let Some(prefix) = lone_prefix(st) {
        let mut instruction = Instruction::default();
        instruction.set_code(LONE_PREFIX_SCHED_CODE);
        return Ok(MatchedInst {
            code: LONE_PREFIX_SCHED_CODE,
            instruction,
            lone_prefix: Some(prefix),
        });
    }
    let mut attempts: Vec<(&str, SizeHint)> = Vec::new();
    let name = st.mnemonic.as_str();
    // Intel syntax takes no AT&T spellings: no size suffixes (`incl`, `fldt`, `movsbl`, `cltq`,
    // `movsl`), only the aliases Intel has too (llvm-mca 22: "invalid instruction mnemonic").
    let att = st.syntax == Syntax::Att;
    let alias = att_alias(name).filter(|_| att || intel_alias(name));
    if let Some((m, d, s)) = alias {
        attempts.push((
            m,
            SizeHint {
                dst: d,
                src: s,
                mem: None,
            },
        ));
    }
    if let Some((m, bits)) = vector_length_suffix(name).filter(|_| att) {
        attempts.push((
            m,
            SizeHint {
                mem: Some(bits),
                ..SizeHint::default()
            },
        ));
    }
    if let Some((m, bits)) = x87_suffix(name).filter(|_| att) {
        attempts.push((
            m,
            SizeHint {
                mem: Some(bits),
                ..SizeHint::default()
            },
        ));
    }
    if let Some(m) = string_iced_name(name) {
        attempts.push((m, SizeHint::default()));
    }
    if let Some(m) = att_x87_reversed(st) {
        attempts.push((m, SizeHint::default()));
    } else if has_mnemonic(name) {
        attempts.push((name, SizeHint::default()));
    }
    if let Some((stem, bits)) = strip_suffix(name).filter(|_| att) {
        attempts.push((
            stem,
            SizeHint {
                dst: Some(bits),
                ..SizeHint::default()
            },
        ));
    }
    // `callq`/`jmpq`/`retq`/`pushq`/`popq` are covered by the suffix rule: their stem exists.
    if attempts.is_empty() {
        return Err(AsmError {
            offset: st.mnemonic_offset,
            len: st.mnemonic.len() as u32,
            message: format!("invalid instruction mnemonic '{}'", st.mnemonic),
            kind: AsmErrorKind::Error,
        });
    }
    if is_ambiguous_vector_length(st) {
        return Err(AsmError {
            offset: st.operand_spans.first().map_or(st.offset, |s| s.0),
            len: 0,
            message: "invalid operand for instruction".into(),
            kind: AsmErrorKind::Error,
        });
    }
    let memory_width = unsuffixed_memory_width(st)?;
    let mut min_ops = usize::MAX;
    for (m, hint) in &attempts {
        for &code in candidates(m).as_deref().unwrap_or(&[]) {
            let info = code_facts(code);
            if memory_width.is_some_and(|w| memory_bits(code) != w) {
                continue;
            }
            let kinds = visible_kinds(info.op_kinds());
            // `movabs` is the 64-bit immediate or the 64-bit absolute address form only.
            if name.starts_with("movabs")
                && !kinds.iter().any(|k| matches!(k, K::imm64 | K::mem_offs))
            {
                continue;
            }
            // `movq 0x100000000, %rax`: an absolute address that does not sign-extend from 32
            // bits, moved to or from the accumulator, is the 64-bit offset form (`movabsq`).
            if code.mnemonic() == Mnemonic::Mov
                && !kinds.contains(&K::mem_offs)
                && far_accumulator_move(st)
            {
                continue;
            }
            // Intel `push imm` is the 64-bit push only (AT&T `push $imm` falls back to `pushw`
            // when the immediate does not sign-extend from 32 bits).
            if code == Code::Push_imm16 && st.syntax == Syntax::Intel {
                continue;
            }
            // `movq (%rdi), %xmm1`: LLVM takes the vector-move forms for memory, never the
            // REX.W general-register ones.
            if matches!(code.mnemonic(), Mnemonic::Movq | Mnemonic::Vmovq)
                && kinds
                    .iter()
                    .zip(&st.operands)
                    .any(|(&k, o)| k == K::r64_or_mem && matches!(o, AsmOperand::Mem(_)))
            {
                continue;
            }
            // `shrl %eax` is `shrl $1, %eax`: the count-of-one form with an implicit operand.
            let implicit_one =
                kinds.last() == Some(&K::imm8_const_1) && kinds.len() == st.operands.len() + 1;
            // `fxch %st(2)`, `fcom %st(1)`: the `st(0)` operand is implicit.
            let implicit_st0 = kinds.first() == Some(&K::st0)
                && kinds.len() == 2
                && st.operands.len() == 1
                && matches!(st.operands[0], AsmOperand::Reg(r) if r.is_st());
            // `xchgl %ecx, %eax` (accumulator first in Intel order, as written or as LLVM
            // prints it) is the one-byte 90+r form with the operands the other way round.
            let acc_xchg = matches!(
                code,
                Code::Xchg_r16_AX | Code::Xchg_r32_EAX | Code::Xchg_r64_RAX
            );
            if acc_xchg {
                // `xchgl %eax, %eax` keeps the ModRM form (90 is `nop`); `xchgw %ax, %ax` does not.
                match st.operands.as_slice() {
                    [AsmOperand::Reg(a), AsmOperand::Reg(b)] if a != b || *a == Register::AX => {}
                    _ => continue,
                }
            }
            // `blendvps %xmm0, %xmm2, %xmm1`: iced leaves the implicit `%xmm0` out.
            let implicit_xmm0 = matches!(
                code,
                Code::Blendvps_xmm_xmmm128
                    | Code::Blendvpd_xmm_xmmm128
                    | Code::Pblendvb_xmm_xmmm128
                    | Code::Sha256rnds2_xmm_xmmm128
            ) && st.operands.len() == 3
                && st.operands[2] == AsmOperand::Reg(Register::XMM0);
            let owned;
            let st = if implicit_xmm0 {
                let mut s2 = st.clone();
                s2.operands.pop();
                s2.operand_spans.pop();
                owned = s2;
                &owned
            } else if acc_xchg {
                let mut s2 = st.clone();
                s2.operands.swap(0, 1);
                s2.operand_spans.swap(0, 1);
                owned = s2;
                &owned
            } else if implicit_one {
                let mut s2 = st.clone();
                s2.operands.push(AsmOperand::Imm(1));
                s2.operand_spans.push((st.offset, 0));
                owned = s2;
                &owned
            } else if implicit_st0 {
                let mut s2 = st.clone();
                s2.operands.insert(0, AsmOperand::Reg(Register::ST0));
                s2.operand_spans.insert(0, (st.offset, 0));
                owned = s2;
                &owned
            } else {
                st
            };
            min_ops = min_ops.min(kinds.len() - implicit_one as usize - implicit_st0 as usize);
            if kinds.len() != st.operands.len() {
                continue;
            }
            if !operands_match(code, &kinds, st, *hint) {
                continue;
            }
            if st.prefixes.contains(&Prefix::Vex) && code.encoding() != EncodingKind::VEX {
                continue;
            }
            if (st.op_mask != Register::None || st.zeroing) && !info.can_use_op_mask {
                continue;
            }
            if let Some(r) = st.rounding {
                if !rounding_fits(&info, st, r) {
                    continue;
                }
            }
            if let Some(n) = st.broadcast {
                // `{1toN}` fixes the vector length: N elements fill the whole memory operand.
                if !info.can_broadcast
                    || u64::from(n) * u64::from(info.broadcast_memory_bytes)
                        != u64::from(info.memory_bytes)
                {
                    continue;
                }
            }
            if let Some(mut instr) = build_instruction(code, st) {
                if implicit_one {
                    // Printed without the implicit count, as written.
                    let _ = &mut instr;
                }
                return Ok(MatchedInst {
                    code,
                    instruction: instr,
                    lone_prefix: None,
                });
            }
        }
    }
    if st.operands.len() < min_ops {
        return Err(AsmError {
            offset: st.offset,
            len: 0,
            message: "too few operands for instruction".into(),
            kind: AsmErrorKind::Error,
        });
    }
    if let Some(r) = st.rounding {
        if st.operands.len() >= min_ops {
            // LLVM names the rounding operand when it is what no form takes.
            return Err(AsmError {
                offset: r.offset,
                len: r.len,
                message: "invalid operand for instruction".into(),
                kind: AsmErrorKind::Error,
            });
        }
    }
    Err(invalid_operand(st, &attempts))
}

/// The "invalid operand" error where LLVM puts it. Intel syntax: at the statement, with a bare
/// caret. AT&T: under the written operand (in AT&T order) at the furthest position any form of
/// the mnemonic reaches before its first mismatch, underlined with tildes.
fn invalid_operand(st: &AsmStatement, attempts: &[(&str, SizeHint)]) -> AsmError {
    let error = |offset: u32, len: u32| AsmError {
        offset,
        len,
        message: "invalid operand for instruction".into(),
        kind: AsmErrorKind::Error,
    };
    let n = st.operands.len();
    if st.syntax != super::Syntax::Att || n == 0 {
        return error(st.offset, 0);
    }
    let mut furthest = 0usize;
    for (m, hint) in attempts {
        for &code in candidates(m).as_deref().unwrap_or(&[]) {
            let kinds = visible_kinds(code_facts(code).op_kinds());
            let k = kinds.len();
            if k < n.min(1) || !size_hint_ok(code, &kinds, *hint) {
                continue;
            }
            // AT&T position j is Intel operand n-1-j and Intel operand kind k-1-j.
            let reached = (0..n.min(k))
                .find(|&j| {
                    !operand_ok(
                        code,
                        &kinds,
                        k - 1 - j,
                        &st.operands[n - 1 - j],
                        st.indirect,
                    )
                })
                .unwrap_or(n.min(k));
            furthest = furthest.max(reached);
        }
    }
    let (offset, len) = st.operand_spans[n - 1 - furthest.min(n - 1)];
    error(offset, len)
}

/// Whether a code takes the statement's `{rn-sae}`/`{sae}` operand where it is written: register
/// operands only, rounding for codes with rounding control and `{sae}` for codes that suppress
/// exceptions without rounding, placed (Intel order) before the trailing immediates and before a
/// general-purpose source (`vcvtsi2ss xmm1, xmm2, {rn-sae}, ebx`).
fn rounding_fits(info: &CodeFacts, st: &AsmStatement, r: EmbeddedRounding) -> bool {
    let kind_ok = match r.mode {
        RoundingMode::SuppressOnly => info.can_suppress_all_exceptions,
        _ => info.can_use_rounding_control,
    };
    if !kind_ok
        || st.broadcast.is_some()
        || st
            .operands
            .iter()
            .any(|o| !matches!(o, AsmOperand::Reg(_) | AsmOperand::Imm(_)))
    {
        return false;
    }
    let imms = st
        .operands
        .iter()
        .rev()
        .take_while(|o| matches!(o, AsmOperand::Imm(_)))
        .count();
    let Some(last) = st.operands.len().checked_sub(imms + 1) else {
        return false;
    };
    let gpr_source = match st.operands[last] {
        AsmOperand::Reg(reg) => last > 0 && (reg.is_gpr32() || reg.is_gpr64()),
        _ => false,
    };
    r.position == if gpr_source { last } else { last + 1 }
}

/// Operand kinds that are written in assembly (the implicit `(%rdi)` of `maskmovq` and the
/// `(%rbx,%al)` of `xlatb` are not; string-instruction operands are, as the parser supplies
/// them when they are left out).
fn visible_kinds(kinds: &[K]) -> Vec<K> {
    kinds
        .iter()
        .copied()
        .filter(|k| !matches!(k, K::seg_rDI | K::seg_rBX_al))
        .collect()
}

fn gpr_bits(k: K) -> Option<u32> {
    Some(match k {
        K::r8_or_mem | K::r8_reg | K::r8_opcode => 8,
        K::r16_or_mem | K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode => 16,
        K::r32_or_mem
        | K::r32_or_mem_mpx
        | K::r32_reg
        | K::r32_reg_mem
        | K::r32_rm
        | K::r32_opcode
        | K::r32_vvvv => 32,
        K::r64_or_mem
        | K::r64_or_mem_mpx
        | K::r64_reg
        | K::r64_reg_mem
        | K::r64_rm
        | K::r64_opcode
        | K::r64_vvvv => 64,
        K::al | K::cl => 8,
        K::ax | K::dx => 16,
        K::eax => 32,
        K::rax => 64,
        _ => return None,
    })
}

fn operands_match(code: Code, kinds: &[K], st: &AsmStatement, hint: SizeHint) -> bool {
    size_hint_ok(code, kinds, hint)
        && kinds
            .iter()
            .zip(&st.operands)
            .enumerate()
            .all(|(i, (_, op))| operand_ok(code, kinds, i, op, st.indirect))
}

/// Whether a code has the sizes an AT&T or x87 suffix asks for.
fn size_hint_ok(code: Code, kinds: &[K], hint: SizeHint) -> bool {
    let info = code_facts(code);
    let mem_bits = info.memory_bytes * 8;
    // AT&T suffix: the first operand with a GPR size fixes the operation size (for
    // sign/zero-extending moves the source size is checked too).
    if let Some(d) = hint.dst {
        let mut sized = kinds.iter().filter_map(|&k| gpr_bits(k));
        match sized.next() {
            Some(b) if b != d => return false,
            None => {
                // e.g. `pushq $1`, `callq foo`, `retq`: the operand size of the opcode.
                let osz = info.operand_size;
                if osz != 0 && osz != d && !(d == 64 && info.default_op_size64) {
                    return false;
                }
                if osz == 0 && d != 64 && !kinds.is_empty() && mem_bits != 0 && mem_bits != d {
                    return false;
                }
            }
            _ => {}
        }
    }
    if let Some(m) = hint.mem {
        if mem_bits != m {
            return false;
        }
    }
    if let Some(s) = hint.src {
        let b = kinds.get(1).and_then(|&k| gpr_bits(k));
        if b != Some(s) {
            return false;
        }
    }
    true
}

/// The x87 forms that exist in several memory widths (`fld` m32/m64/m80, `fild` m16/m32/m64,
/// ...): an Intel `ptr` size chooses among them.
pub fn is_sized_x87(code: Code) -> bool {
    use Mnemonic as M;
    matches!(
        code.mnemonic(),
        M::Fild
            | M::Fist
            | M::Fistp
            | M::Fisttp
            | M::Fiadd
            | M::Fisub
            | M::Fisubr
            | M::Fimul
            | M::Fidiv
            | M::Fidivr
            | M::Ficom
            | M::Ficomp
            | M::Fld
            | M::Fst
            | M::Fstp
            | M::Fadd
            | M::Fsub
            | M::Fsubr
            | M::Fmul
            | M::Fdiv
            | M::Fdivr
            | M::Fcom
            | M::Fcomp
    )
}

/// Whether operand `op` fits operand kind `i` (Intel order) of `code`.
fn operand_ok(code: Code, kinds: &[K], i: usize, op: &AsmOperand, indirect: bool) -> bool {
    let k = kinds[i];
    let mem_bits = code_facts(code).memory_bytes * 8;
    // `lar`/`lsl` read a 16-bit selector: the source register is written 16-bit.
    let selector_source = matches!(
        code,
        Code::Lar_r32_r32m16 | Code::Lar_r64_r64m16 | Code::Lsl_r32_r32m16 | Code::Lsl_r64_r64m16
    );
    if matches!(k, K::seg_rSI | K::es_rDI) {
        let AsmOperand::Mem(m) = op else {
            return false;
        };
        let (base64, base32) = match k {
            K::seg_rSI => (Register::RSI, Register::ESI),
            _ => (Register::RDI, Register::EDI),
        };
        let segment_ok = k == K::seg_rSI || matches!(m.segment, Register::ES | Register::None);
        return (m.base == base64 || m.base == base32)
            && m.index == Register::None
            && m.disp == 0
            && m.symbol.is_none()
            && segment_ok;
    }
    match op {
        AsmOperand::Reg(r) if selector_source && i == 1 => r.is_gpr16(),
        AsmOperand::Reg(r) => reg_matches(k, *r),
        AsmOperand::Imm(v) => imm_matches(code, k, *v, kinds) || is_branch_kind(k),
        // LLVM parses a symbolic immediate into the sign-extended 8-bit form where one exists
        // (`pushq $foo` is PUSH64i8, relaxed only when encoding an object file).
        AsmOperand::SymImm(_) => is_plain_immediate(k),
        // `jo 0x1000`: a numeric branch target.
        AsmOperand::Mem(m) if is_branch_kind(k) => !indirect && is_absolute(m),
        // AT&T `callq 0x1000` is a direct call; only `callq *0x1000` reads memory.
        AsmOperand::Mem(m) if !indirect && is_absolute(m) && is_control_flow(code) => false,
        // Intel `fld tbyte ptr [rdi]`, `fild qword ptr [rdi]`: the width picks the x87 form.
        AsmOperand::Mem(m) if k == K::mem && is_sized_x87(code) => {
            mem_matches(k, m, mem_bits) && m.size_bits.is_none_or(|b| b == mem_bits)
        }
        AsmOperand::Mem(m) => mem_matches(k, m, mem_bits),
        AsmOperand::Label(_) => is_branch_kind(k) || (is_mem_kind(k) && !is_control_flow(code)),
    }
}

/// A move between the accumulator and an absolute address beyond the signed 32-bit range, which
/// only the 64-bit offset forms (`A0`-`A3`) can encode.
fn far_accumulator_move(st: &AsmStatement) -> bool {
    let accumulator = st.operands.iter().any(|o| {
        matches!(
            o,
            AsmOperand::Reg(Register::AL | Register::AX | Register::EAX | Register::RAX)
        )
    });
    let far = st.operands.iter().any(
        |o| matches!(o, AsmOperand::Mem(m) if is_absolute(m) && i32::try_from(m.disp).is_err()),
    );
    accumulator && far
}

fn is_branch_kind(k: K) -> bool {
    matches!(k, K::br64_1 | K::br64_4 | K::xbegin_4)
}

/// A bare number in AT&T (`0x1000`): no registers, segment or symbol.
fn is_absolute(m: &MemOperand) -> bool {
    m.base == Register::None
        && m.index == Register::None
        && m.segment == Register::None
        && m.symbol.is_none()
}

/// Calls, jumps and returns: a bare symbol operand of these is a branch target, never memory.
fn is_control_flow(code: Code) -> bool {
    let mut i = Instruction::default();
    i.set_code(code);
    !matches!(i.flow_control(), iced_x86::FlowControl::Next)
}

fn is_mem_kind(k: K) -> bool {
    matches!(
        k,
        K::mem
            | K::r8_or_mem
            | K::r16_or_mem
            | K::r32_or_mem
            | K::r64_or_mem
            | K::mm_or_mem
            | K::xmm_or_mem
            | K::ymm_or_mem
            | K::zmm_or_mem
            | K::k_or_mem
            | K::mem_offs
            | K::sibmem
    ) || vsib_index_kind(k).is_some()
}

/// For a VSIB memory operand kind: whether its index is an xmm (0), ymm (1) or zmm (2) register.
fn vsib_index_kind(k: K) -> Option<u8> {
    match k {
        K::mem_vsib32x | K::mem_vsib64x => Some(0),
        K::mem_vsib32y | K::mem_vsib64y => Some(1),
        K::mem_vsib32z | K::mem_vsib64z => Some(2),
        _ => None,
    }
}

fn mem_matches(k: K, m: &MemOperand, mem_bits: u32) -> bool {
    if !is_mem_kind(k) {
        return false;
    }
    if let Some(b) = m.size_bits {
        if mem_bits != 0 && mem_bits != b && k != K::mem {
            return false;
        }
    }
    let addr_ok =
        |r: Register| r == Register::None || r.is_gpr64() || r == Register::RIP || r.is_gpr32();
    let index_ok = match vsib_index_kind(k) {
        Some(0) => m.index.is_xmm(),
        Some(1) => m.index.is_ymm(),
        Some(_) => m.index.is_zmm(),
        None => m.index == Register::None || m.index.is_gpr64() || m.index.is_gpr32(),
    };
    addr_ok(m.base) && index_ok
}

fn reg_matches(k: K, r: Register) -> bool {
    match k {
        K::r8_or_mem | K::r8_reg | K::r8_opcode => r.is_gpr8(),
        K::r16_or_mem | K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode => r.is_gpr16(),
        K::r32_or_mem
        | K::r32_or_mem_mpx
        | K::r32_reg
        | K::r32_reg_mem
        | K::r32_rm
        | K::r32_opcode
        | K::r32_vvvv => r.is_gpr32(),
        K::r64_or_mem
        | K::r64_or_mem_mpx
        | K::r64_reg
        | K::r64_reg_mem
        | K::r64_rm
        | K::r64_opcode
        | K::r64_vvvv => r.is_gpr64(),
        K::mm_or_mem | K::mm_reg | K::mm_rm => r.is_mm(),
        K::xmm_or_mem
        | K::xmm_reg
        | K::xmm_rm
        | K::xmm_vvvv
        | K::xmm_is4
        | K::xmm_is5
        | K::xmmp3_vvvv => r.is_xmm(),
        K::ymm_or_mem | K::ymm_reg | K::ymm_rm | K::ymm_vvvv | K::ymm_is4 | K::ymm_is5 => {
            r.is_ymm()
        }
        K::zmm_or_mem | K::zmm_reg | K::zmm_rm | K::zmm_vvvv | K::zmmp3_vvvv => r.is_zmm(),
        K::k_or_mem | K::k_reg | K::k_rm | K::k_vvvv | K::kp1_reg => r.is_k(),
        K::tmm_reg | K::tmm_rm | K::tmm_vvvv => r.is_tmm(),
        K::seg_reg => r.is_segment_register(),
        K::cr_reg => r.is_cr(),
        K::dr_reg => r.is_dr(),
        K::al => r == Register::AL,
        K::cl => r == Register::CL,
        K::ax => r == Register::AX,
        K::dx => r == Register::DX,
        K::eax => r == Register::EAX,
        K::rax => r == Register::RAX,
        K::st0 => r == Register::ST0,
        K::sti_opcode => r.is_st(),
        K::es => r == Register::ES,
        K::cs => r == Register::CS,
        K::ss => r == Register::SS,
        K::ds => r == Register::DS,
        K::fs => r == Register::FS,
        K::gs => r == Register::GS,
        _ => false,
    }
}

/// Width in bits of the operation for sign-extension checks of immediates.
fn op_bits(kinds: &[K]) -> u32 {
    kinds.iter().find_map(|&k| gpr_bits(k)).unwrap_or(32)
}

/// Whether an 8-bit immediate operand of `code` is one LLVM's assembler reads as unsigned
/// (`u8imm`: shift and rotate counts, ports, bit numbers, vector selectors, `int`): it takes
/// -128..=255 and prints the low byte (`shll $-1, %eax` is `shll $255, %eax`). The data
/// immediate of an 8-bit operation (`movb $300, %al`) and `enter`'s nesting level are plain
/// immediates (`i8imm`): any 64-bit value, printed as written.
pub fn is_unsigned_imm8(code: Code, kinds: &[K]) -> bool {
    let eight_bit_data = kinds.iter().any(|&k| k == K::al || gpr_bits(k) == Some(8));
    let counts_or_ports = matches!(
        code.mnemonic(),
        Mnemonic::Shl
            | Mnemonic::Sal
            | Mnemonic::Shr
            | Mnemonic::Sar
            | Mnemonic::Rol
            | Mnemonic::Ror
            | Mnemonic::Rcl
            | Mnemonic::Rcr
            | Mnemonic::In
            | Mnemonic::Out
    );
    if code.mnemonic() == Mnemonic::Enter {
        return false;
    }
    !eight_bit_data || counts_or_ports
}

/// Whether the immediate `v` fits operand kind `k` of `code` as LLVM 22's assembler checks it
/// (llvm-mca never encodes, so only the operand classes that select a form are checked): the
/// immediates of 8-, 16- and 32-bit operations take any 64-bit value (`addl $0x1ffffffff, %eax`
/// prints as written), 64-bit operations take a sign-extended 32-bit immediate (larger values
/// need `movabsq`), the sign-extended 8-bit forms take what sign-extends from a byte at the
/// operation's width, and unsigned 8-bit immediates take -128..=255 ([`is_unsigned_imm8`]).
fn imm_matches(code: Code, k: K, v: i64, kinds: &[K]) -> bool {
    // A 64-bit push has no register operand to tell its width.
    let bits = if code_facts(code).operand_size == 64 {
        64
    } else {
        op_bits(kinds)
    };
    let trunc = |v: i64, b: u32| -> i64 {
        if b >= 64 {
            v
        } else {
            let shift = 64 - b;
            (v << shift) >> shift
        }
    };
    let fits_unsigned_or_signed = |v: i64, b: u32| -> bool {
        let min = -(1i128 << (b - 1));
        let max = (1i128 << b) - 1;
        (v as i128) >= min && (v as i128) <= max
    };
    match k {
        K::imm8 => !is_unsigned_imm8(code, kinds) || fits_unsigned_or_signed(v, 8),
        K::imm8sex16 | K::imm8sex32 | K::imm8sex64 => {
            let width = match k {
                K::imm8sex16 => 16,
                K::imm8sex32 => 32,
                _ => 64,
            };
            let w = width.min(bits.max(16));
            if !fits_unsigned_or_signed(v, w) && w < 64 {
                return false;
            }
            let t = trunc(v, w);
            (-128..=127).contains(&t)
        }
        // `pushq $imm`: a 64-bit push sign-extends its 32-bit immediate.
        K::imm32 if code_facts(code).operand_size == 64 => {
            (i32::MIN as i64..=i32::MAX as i64).contains(&v)
        }
        K::imm16 | K::imm32 | K::imm64 => true,
        K::imm32sex64 => (i32::MIN as i64..=i32::MAX as i64).contains(&v),
        K::imm4_m2z => (0..=3).contains(&v),
        K::imm8_const_1 => v == 1,
        _ => false,
    }
}

/// An 8-bit immediate after another immediate (`enter $16, $0`, `extrq $1, $2, %xmm0`) is
/// iced's `Immediate8_2nd`.
fn second_imm8(instr: &Instruction, i: u32, kind: OpKind) -> OpKind {
    let after_imm = (0..i).any(|j| {
        matches!(
            instr.op_kind(j),
            OpKind::Immediate8 | OpKind::Immediate16 | OpKind::Immediate32
        )
    });
    if kind == OpKind::Immediate8 && after_imm {
        OpKind::Immediate8_2nd
    } else {
        kind
    }
}

fn imm_op_kind(k: K) -> Option<OpKind> {
    Some(match k {
        K::imm8 => OpKind::Immediate8,
        K::imm8sex16 => OpKind::Immediate8to16,
        K::imm8sex32 => OpKind::Immediate8to32,
        K::imm8sex64 => OpKind::Immediate8to64,
        K::imm16 => OpKind::Immediate16,
        K::imm32 => OpKind::Immediate32,
        K::imm32sex64 => OpKind::Immediate32to64,
        K::imm64 => OpKind::Immediate64,
        K::imm4_m2z => OpKind::Immediate8,
        K::imm8_const_1 => OpKind::Immediate8,
        _ => return None,
    })
}

fn fixed_register(k: K) -> Option<Register> {
    Some(match k {
        K::al => Register::AL,
        K::cl => Register::CL,
        K::ax => Register::AX,
        K::dx => Register::DX,
        K::eax => Register::EAX,
        K::rax => Register::RAX,
        K::st0 => Register::ST0,
        K::es => Register::ES,
        K::cs => Register::CS,
        K::ss => Register::SS,
        K::ds => Register::DS,
        K::fs => Register::FS,
        K::gs => Register::GS,
        _ => return None,
    })
}

/// Builds the iced instruction for `code` with the statement's operands.
fn build_instruction(code: Code, st: &AsmStatement) -> Option<Instruction> {
    let info = code_facts(code);
    let mut instr = Instruction::default();
    instr.set_code(code);
    instr.set_code_size(CodeSize::Code64);
    instr.set_len(info.op_code_len as usize + 1);
    let mut visible = st.operands.iter();
    let kinds = info.op_kinds();
    for (i, &k) in kinds.iter().enumerate() {
        let i = i as u32;
        match k {
            K::seg_rSI | K::es_rDI => {
                let Some(AsmOperand::Mem(m)) = visible.next() else {
                    return None;
                };
                let wide = m.base.is_gpr64();
                instr.set_op_kind(
                    i,
                    match (k, wide) {
                        (K::seg_rSI, true) => OpKind::MemorySegRSI,
                        (K::seg_rSI, false) => OpKind::MemorySegESI,
                        (_, true) => OpKind::MemoryESRDI,
                        (_, false) => OpKind::MemoryESEDI,
                    },
                );
                // `%ds:` is the default segment of the source: written or not, no prefix.
                if k == K::seg_rSI && !matches!(m.segment, Register::None | Register::DS) {
                    instr.set_segment_prefix(m.segment);
                }
                continue;
            }
            K::seg_rDI => {
                instr.set_op_kind(i, OpKind::MemorySegRDI);
                continue;
            }
            K::seg_rBX_al => {
                instr.set_op_kind(i, OpKind::Memory);
                instr.set_memory_base(Register::RBX);
                instr.set_memory_index(Register::AL);
                continue;
            }
            _ => {}
        }
        let op = visible.next()?;
        match op {
            AsmOperand::Reg(r) => {
                // A `lar` selector written 16-bit takes the width of its operand kind.
                let r = match gpr_bits(k) {
                    Some(bits) if r.is_gpr16() && bits > 16 => {
                        super::operand::gpr_with_bits(*r, bits).unwrap_or(*r)
                    }
                    _ => *r,
                };
                instr.set_op_kind(i, OpKind::Register);
                instr.set_op_register(i, fixed_register(k).unwrap_or(r));
            }
            AsmOperand::Imm(_) | AsmOperand::Mem(_) if is_branch_kind(k) => {
                instr.set_op_kind(i, OpKind::NearBranch64);
                instr.set_near_branch64(0);
            }
            AsmOperand::Imm(v) => {
                let kind = second_imm8(&instr, i, imm_op_kind(k)?);
                instr.set_op_kind(i, kind);
                if kind == OpKind::Immediate64 {
                    instr.set_immediate64(*v as u64);
                } else {
                    instr.try_set_immediate_i64(i, *v).ok()?;
                }
            }
            AsmOperand::SymImm(_) => {
                let kind = second_imm8(&instr, i, imm_op_kind(k)?);
                instr.set_op_kind(i, kind);
            }
            AsmOperand::Mem(m) => set_memory(&mut instr, i, m),
            AsmOperand::Label(_) => match k {
                K::br64_1 | K::br64_4 | K::xbegin_4 => {
                    instr.set_op_kind(i, OpKind::NearBranch64);
                    instr.set_near_branch64(0);
                }
                _ => set_memory(
                    &mut instr,
                    i,
                    &MemOperand {
                        segment: Register::None,
                        base: Register::None,
                        index: Register::None,
                        scale: 1,
                        disp: 0,
                        symbol: None,
                        size_bits: None,
                    },
                ),
            },
        }
    }
    if st.op_mask != Register::None {
        instr.set_op_mask(st.op_mask);
    }
    if st.zeroing {
        instr.set_zeroing_masking(true);
    }
    if st.broadcast.is_some() {
        instr.set_is_broadcast(true);
    }
    if let Some(r) = st.rounding {
        match r.mode {
            RoundingMode::SuppressOnly => instr.set_suppress_all_exceptions(true),
            RoundingMode::Nearest => instr.set_rounding_control(RoundingControl::RoundToNearest),
            RoundingMode::Down => instr.set_rounding_control(RoundingControl::RoundDown),
            RoundingMode::Up => instr.set_rounding_control(RoundingControl::RoundUp),
            RoundingMode::TowardZero => {
                instr.set_rounding_control(RoundingControl::RoundTowardZero)
            }
        }
    }
    for p in &st.prefixes {
        match p {
            Prefix::Lock => instr.set_has_lock_prefix(true),
            Prefix::Rep => instr.set_has_rep_prefix(true),
            Prefix::Repne => instr.set_has_repne_prefix(true),
            Prefix::Vex => {}
            // iced writes `notrack` as the DS segment prefix of the branch.
            Prefix::Notrack => instr.set_segment_prefix(Register::DS),
        }
    }
    Some(instr)
}

fn set_memory(instr: &mut Instruction, i: u32, m: &MemOperand) {
    instr.set_op_kind(i, OpKind::Memory);
    instr.set_memory_base(m.base);
    instr.set_memory_index(m.index);
    instr.set_memory_index_scale(m.scale);
    instr.set_memory_displacement64(m.disp as u64);
    instr.set_memory_displ_size(if m.disp == 0 && m.symbol.is_none() {
        0
    } else {
        4
    });
    if m.segment != Register::None {
        instr.set_segment_prefix(m.segment);
    }
}

/// The size in bits of the memory operand of a matched instruction (0 when none).
pub fn memory_bits(code: Code) -> u32 {
    code_facts(code).memory_bytes * 8
}

/// Mnemonic of a code (for printing and diagnostics).
pub fn mnemonic(code: Code) -> Mnemonic {
    code.mnemonic()
}

#[cfg(test)]
mod tests {
    use super::super::operand::parse_instruction;
    use super::super::Syntax;
    use super::*;

    fn m(s: &str) -> Code {
        match_statement(&parse_instruction(s, 0, Syntax::Att).unwrap())
            .unwrap()
            .code
    }

    #[test]
    fn vex2_commute_swaps_sources() {
        let mut st = parse_instruction("vaddps %xmm9, %xmm1, %xmm2", 0, Syntax::Att).unwrap();
        let mut mi = match_statement(&st).unwrap();
        commute_for_vex2(&mut st, &mut mi);
        assert_eq!(mi.instruction.op1_register(), Register::XMM9);
        assert_eq!(st.operands[1], AsmOperand::Reg(Register::XMM9));
        let mut st = parse_instruction("vsubps %xmm9, %xmm1, %xmm2", 0, Syntax::Att).unwrap();
        let mut mi = match_statement(&st).unwrap();
        commute_for_vex2(&mut st, &mut mi);
        assert_eq!(mi.instruction.op1_register(), Register::XMM1);
    }

    #[test]
    fn aliases_llvm_accepts() {
        // Two-operand imul with an immediate is the three-operand form.
        assert_eq!(m("imull $3, %eax"), Code::Imul_r32_rm32_imm8);
        // VSIB memory operands pick the index register width.
        assert_eq!(
            m("vpgatherdd %xmm2, (%rdi,%xmm7), %xmm1"),
            Code::VEX_Vpgatherdd_xmm_vm32x_xmm
        );
        assert_eq!(
            m("vpgatherdd %ymm2, (%rdi,%ymm7), %ymm1"),
            Code::VEX_Vpgatherdd_ymm_vm32y_ymm
        );
        // x/y suffixes name the memory width of narrowing conversions.
        assert_eq!(
            m("vcvtpd2psx (%rdi), %xmm1"),
            Code::VEX_Vcvtpd2ps_xmm_xmmm128
        );
        assert_eq!(
            m("vcvtpd2psy (%rdi), %xmm1"),
            Code::VEX_Vcvtpd2ps_xmm_ymmm256
        );
        // x87 suffixes name the memory size.
        assert_eq!(m("faddl (%rdi)"), Code::Fadd_m64fp);
        assert_eq!(m("fadds (%rdi)"), Code::Fadd_m32fp);
        assert_eq!(m("fildll (%rdi)"), Code::Fild_m64int);
        assert_eq!(m("crc32l (%rdi), %ecx"), Code::Crc32_r32_rm32);
    }

    #[test]
    fn picks_llvm_like_forms() {
        assert_eq!(m("addq %rax, %rbx"), Code::Add_rm64_r64);
        assert_eq!(m("addl $7, %r9d"), Code::Add_rm32_imm8);
        assert_eq!(m("movq $1, %rcx"), Code::Mov_rm64_imm32);
        assert_eq!(m("movslq (%rdi,%rcx,4), %rdx"), Code::Movsxd_r64_rm32);
        assert_eq!(m("cltd"), Code::Cdq);
        assert_eq!(m("jne .L1"), Code::Jne_rel8_64);
        assert_eq!(
            m("vaddps %xmm3, %xmm1, %xmm4"),
            Code::VEX_Vaddps_xmm_xmm_xmmm128
        );
        assert_eq!(
            m("vaddps %zmm0, %zmm1, %zmm2"),
            Code::EVEX_Vaddps_zmm_k1z_zmm_zmmm512b32_er
        );
        assert_eq!(m("movq %rax, %rcx"), Code::Mov_rm64_r64);
        assert_eq!(m("cvtsi2sd %rax, %xmm1"), Code::Cvtsi2sd_xmm_rm64);
        assert_eq!(m("retq"), Code::Retnq);
    }

    #[test]
    fn errors() {
        let st = parse_instruction("foo %rax", 0, Syntax::Att).unwrap();
        assert!(match_statement(&st)
            .unwrap_err()
            .message
            .contains("invalid instruction mnemonic 'foo'"));
        let st = parse_instruction("vaddps %ymm0, %ymm1", 0, Syntax::Att).unwrap();
        assert_eq!(
            match_statement(&st).unwrap_err().message,
            "too few operands for instruction"
        );
    }
}
