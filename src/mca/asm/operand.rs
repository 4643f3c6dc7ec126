//! Reading one instruction statement: prefixes, mnemonic and operands, in AT&T
//! (`disp(base,index,scale)`, `$imm`, `%reg`) or Intel (`qword ptr [base + index*scale + disp]`)
//! syntax. Operands are stored in Intel order (destination first) whatever the syntax.
//! Must not touch: matching against instruction tables (that is `matcher`).

use super::expr::Expr;
use super::{AsmError, AsmErrorKind, AsmStatement, EmbeddedRounding, Prefix, RoundingMode, Syntax};
use iced_x86::Register;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

/// A memory reference.
#[derive(Clone, Debug, PartialEq)]
pub struct MemOperand {
    pub segment: Register,
    pub base: Register,
    pub index: Register,
    pub scale: u32,
    pub disp: i64,
    /// Symbolic part of the displacement (`.LCPI0_0` in `.LCPI0_0(%rip)`).
    pub symbol: Option<String>,
    /// Size in bits given by an Intel `qword ptr` (AT&T gives it by suffix instead).
    pub size_bits: Option<u32>,
}

/// One operand as written.
#[derive(Clone, Debug, PartialEq)]
pub enum AsmOperand {
    Reg(Register),
    Imm(i64),
    /// An immediate with a symbolic part (`$foo`, `$foo+4`), as LLVM prints it.
    SymImm(String),
    Mem(MemOperand),
    /// A bare symbol: a branch target, or (AT&T) an absolute memory reference.
    Label(String),
}

type RegisterTable = HashMap<&'static str, Register, BuildHasherDefault<super::FnvHasher>>;

fn register_table() -> &'static RegisterTable {
    static TABLE: OnceLock<RegisterTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut map = RegisterTable::with_capacity_and_hasher(320, Default::default());
        for r in Register::values() {
            if r == Register::None {
                continue;
            }
            map.insert(crate::mca::regs::iced_name(r), r);
        }
        // LLVM's spellings that iced does not use.
        let llvm_names = [
            ("r8b", Register::R8L),
            ("r9b", Register::R9L),
            ("r10b", Register::R10L),
            ("r11b", Register::R11L),
            ("r12b", Register::R12L),
            ("r13b", Register::R13L),
            ("r14b", Register::R14L),
            ("r15b", Register::R15L),
            ("st(0)", Register::ST0),
            ("st(1)", Register::ST1),
            ("st(2)", Register::ST2),
            ("st(3)", Register::ST3),
            ("st(4)", Register::ST4),
            ("st(5)", Register::ST5),
            ("st(6)", Register::ST6),
            ("st(7)", Register::ST7),
        ];
        for (name, r) in llvm_names {
            map.insert(name, r);
        }
        map.insert("st", Register::ST0);
        map
    })
}

/// The longest register name [`lookup_register`] knows.
const MAX_REGISTER_NAME: usize = 16;

/// The register called `name` (lower or upper case, without `%`).
pub fn lookup_register(name: &str) -> Option<Register> {
    // Lower-cased on the stack: no name in the table is longer.
    let mut buf = [0u8; MAX_REGISTER_NAME];
    let lower = buf.get_mut(..name.len())?;
    for (d, b) in lower.iter_mut().zip(name.bytes()) {
        *d = b.to_ascii_lowercase();
    }
    // Only ASCII letters changed, so the bytes are still UTF-8.
    let lower = std::str::from_utf8(lower).ok()?;
    register_table().get(lower).copied()
}

/// The name LLVM prints for a register (lower case, `r8b` rather than iced's `r8l`).
pub fn register_name(r: Register) -> String {
    register_name_str(r).to_string()
}

/// [`register_name`], spelled once per register and kept.
pub fn register_name_str(r: Register) -> &'static str {
    static NAMES: OnceLock<Box<[OnceLock<Box<str>>]>> = OnceLock::new();
    let names = NAMES.get_or_init(|| Register::values().map(|_| OnceLock::new()).collect());
    match names.get(r as usize) {
        Some(cell) => cell.get_or_init(|| spell_register(r).into_boxed_str()),
        None => "",
    }
}

fn spell_register(r: Register) -> String {
    let s = crate::mca::regs::iced_name(r).to_string();
    if let Some(n) = s.strip_prefix('r') {
        if let Some(num) = n.strip_suffix('l') {
            if num.parse::<u32>().is_ok() {
                return format!("r{num}b");
            }
        }
    }
    if let Some(n) = s.strip_prefix("st") {
        // LLVM names the top of the x87 stack `st`, the others `st(i)`.
        if n == "0" {
            return "st".to_string();
        }
        if n.len() == 1 {
            return format!("st({n})");
        }
    }
    s
}

fn err(offset: usize, len: usize, message: impl Into<String>) -> AsmError {
    AsmError {
        offset: offset as u32,
        len: len as u32,
        message: message.into(),
        kind: AsmErrorKind::Error,
    }
}

/// Splits at top-level commas (not inside parentheses or brackets).
fn split_operands(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth <= 0 => {
                out.push((start, &s[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push((start, &s[start..]));
    out
}

/// The AT&T mnemonics whose operand may be written `*op`: near and far calls and jumps.
fn takes_indirect_star(mnemonic: &str) -> bool {
    let stem = mnemonic
        .strip_suffix(['q', 'l', 'w'])
        .filter(|s| matches!(*s, "call" | "jmp" | "lcall" | "ljmp"))
        .unwrap_or(mnemonic);
    matches!(stem, "call" | "jmp" | "lcall" | "ljmp")
}

/// Reads one statement starting at byte `base`. `s` has no comment and no surrounding blanks.
pub fn parse_instruction(s: &str, base: usize, syntax: Syntax) -> Result<AsmStatement, AsmError> {
    let mut rest = s;
    let mut off = base;
    let mut prefixes = Vec::new();
    let mnemonic;
    let mnemonic_offset;
    loop {
        let word_len = rest
            .char_indices()
            .find(|&(_, c)| c.is_whitespace())
            .map_or(rest.len(), |(i, _)| i);
        let word = rest[..word_len].to_ascii_lowercase();
        let prefix = match word.as_str() {
            "lock" => Some(Prefix::Lock),
            "rep" | "repe" | "repz" => Some(Prefix::Rep),
            "repne" | "repnz" => Some(Prefix::Repne),
            "{vex}" => Some(Prefix::Vex),
            "notrack" => Some(Prefix::Notrack),
            _ => None,
        };
        let after = &rest[word_len..];
        let trimmed = after.trim_start();
        if let Some(p) = prefix {
            if !trimmed.is_empty() {
                prefixes.push(p);
                off += word_len + (after.len() - trimmed.len());
                rest = trimmed;
                continue;
            }
        }
        if word.is_empty()
            || !word
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '{' || c == '}')
        {
            return Err(err(off, word_len.max(1), "unknown token in expression"));
        }
        // A condition-code alias is read as LLVM's canonical spelling (`jz` is `je`).
        mnemonic = super::matcher::canonical_condition(&word).unwrap_or(word);
        mnemonic_offset = off;
        off += word_len + (after.len() - trimmed.len());
        rest = trimmed;
        break;
    }
    let mut operands = Vec::new();
    let mut operand_spans = Vec::new();
    let mut indirect = false;
    let mut op_mask = Register::None;
    let mut zeroing = false;
    let mut broadcast = None;
    // The rounding operand and how many operands were written before it.
    let mut rounding: Option<(RoundingMode, usize, usize, usize)> = None;
    if !rest.is_empty() {
        for (rel, text) in split_operands(rest) {
            let lead = text.len() - text.trim_start().len();
            let mut t = text.trim();
            // `{rn-sae}` / `{sae}`: an operand of its own.
            if let Some(inner) = t.strip_prefix('{').and_then(|x| x.strip_suffix('}')) {
                if !inner.contains(['{', '}']) {
                    let at = off + rel + lead;
                    let pad = inner.len() - inner.trim_start().len();
                    let mode = RoundingMode::parse(inner.trim())
                        .ok_or_else(|| err(at + 1 + pad, 1, "unknown token in expression"))?;
                    if rounding.is_some() {
                        return Err(err(at, t.len(), "invalid operand for instruction"));
                    }
                    rounding = Some((mode, operands.len(), at, t.len()));
                    continue;
                }
            }
            // AVX-512 decorations after an operand: {%k1} {z} {1to16}.
            while t.ends_with('}') {
                let Some(open) = t.rfind('{') else {
                    break;
                };
                let deco = t[open + 1..t.len() - 1].trim().to_ascii_lowercase();
                let at = off + rel + lead + open;
                if deco == "z" {
                    zeroing = true;
                } else if let Some(n) = deco.strip_prefix("1to") {
                    broadcast = Some(
                        n.parse()
                            .map_err(|_| err(at, deco.len() + 2, "invalid broadcast"))?,
                    );
                } else {
                    let name = deco.trim_start_matches('%');
                    match lookup_register(name) {
                        Some(k) if k.is_k() => op_mask = k,
                        _ => return Err(err(at, deco.len() + 2, "invalid register name")),
                    }
                }
                t = t[..open].trim_end();
            }
            let at = off + rel + lead;
            if t.is_empty() {
                return Err(err(at, 0, "unknown token in expression"));
            }
            let (op, span) = match syntax {
                Syntax::Att => {
                    let (star, body) = match t.strip_prefix('*') {
                        Some(b) => (true, b.trim_start()),
                        None => (false, t),
                    };
                    if star {
                        // LLVM reads `*` only before the first operand, and only the
                        // call and jump forms take it.
                        if !operands.is_empty() {
                            return Err(err(at, 0, "invalid token in expression"));
                        }
                        if !takes_indirect_star(&mnemonic) {
                            return Err(err(at, 0, "invalid operand for instruction"));
                        }
                    }
                    indirect |= star;
                    // The span leaves out the `*` of an indirect branch, as LLVM's does.
                    let body_at = at + (t.len() - body.len());
                    (
                        parse_att_operand(body, body_at)?,
                        (body_at as u32, att_span_len(body) as u32),
                    )
                }
                Syntax::Intel => (parse_intel_operand(t, at)?, (at as u32, t.len() as u32)),
            };
            operands.push(op);
            operand_spans.push(span);
        }
    }
    let n = operands.len();
    let rounding = rounding.map(|(mode, before, at, len)| EmbeddedRounding {
        mode,
        position: if syntax == Syntax::Att {
            n - before
        } else {
            before
        },
        offset: at as u32,
        len: len as u32,
    });
    if syntax == Syntax::Att {
        operands.reverse();
        operand_spans.reverse();
    }
    // A shift or rotate by an immediate 1 is the by-one form (`shll $1, %ecx` is `shll %ecx`):
    // LLVM picks it, prints it without the count, and encodes it as D0/D1.
    if operands.len() == 2 && operands[1] == AsmOperand::Imm(1) && is_shift_or_rotate(&mnemonic) {
        operands.pop();
        operand_spans.pop();
    }
    // `vcmpltps %xmm2, %xmm1, %xmm0` is `vcmpps $1, %xmm2, %xmm1, %xmm0`: the predicate
    // immediate comes last in Intel order. Real mnemonics (`vpcmpeqd`) are never read this way.
    let mut mnemonic = mnemonic;
    if !super::matcher::is_known_mnemonic(&mnemonic) {
        if let Some((base, imm)) = super::predicate::expand(&mnemonic) {
            mnemonic = base;
            operands.push(AsmOperand::Imm(i64::from(imm)));
            operand_spans.push((mnemonic_offset as u32, 0));
        }
    }
    // `fnstsw` alone stores to `%ax`.
    if matches!(mnemonic.as_str(), "fnstsw" | "fstsw") && operands.is_empty() {
        operands.push(AsmOperand::Reg(Register::AX));
        operand_spans.push((mnemonic_offset as u32, 0));
    }
    // The SSE blends and sha256rnds2 read `%xmm0` implicitly; LLVM prints it as written or not.
    if matches!(
        mnemonic.as_str(),
        "blendvps" | "blendvpd" | "pblendvb" | "sha256rnds2"
    ) && operands.len() == 2
    {
        operands.push(AsmOperand::Reg(Register::XMM0));
        operand_spans.push((mnemonic_offset as u32, 0));
    }
    // `xlat (%rbx)` names the table LLVM's `xlatb` reads anyway.
    if matches!(mnemonic.as_str(), "xlat" | "xlatb") && operands.len() == 1 {
        mnemonic = "xlatb".to_string();
        operands.clear();
        operand_spans.clear();
    }
    // `int $3` is the one-byte breakpoint.
    if mnemonic == "int" && operands == [AsmOperand::Imm(3)] {
        mnemonic = "int3".to_string();
        operands.clear();
        operand_spans.clear();
    }
    x87_default_operands(
        &mnemonic,
        &mut operands,
        &mut operand_spans,
        mnemonic_offset,
    );
    register_aliases(&mnemonic, &mut operands, &mut operand_spans);
    let mnemonic = string_operands(mnemonic, &mut operands, &mut operand_spans, mnemonic_offset);
    // `imul $3, %eax` is LLVM's alias of `imul $3, %eax, %eax` (printed with three operands).
    if matches!(mnemonic.as_str(), "imul" | "imulw" | "imull" | "imulq")
        && operands.len() == 2
        && matches!(operands[0], AsmOperand::Reg(_))
        && matches!(operands[1], AsmOperand::Imm(_) | AsmOperand::SymImm(_))
    {
        operands.insert(1, operands[0].clone());
        operand_spans.insert(1, operand_spans[0]);
    }
    Ok(AsmStatement {
        offset: base as u32,
        mnemonic_offset: mnemonic_offset as u32,
        prefixes,
        mnemonic,
        operands,
        operand_spans,
        syntax,
        indirect,
        op_mask,
        zeroing,
        broadcast,
        rounding,
    })
}

/// The x87 control instructions that wait first (`fstsw`, `fstcw`, `fstenv`, `fsave`, `finit`,
/// `fclex`) are two instructions to LLVM: `wait`, then the no-wait form (`fnstsw`). Turns `st`
/// into the no-wait form and returns the `wait` to put before it.
pub fn split_wait(st: &mut AsmStatement) -> Option<AsmStatement> {
    if !matches!(
        st.mnemonic.as_str(),
        "fstsw" | "fstcw" | "fstenv" | "fsave" | "finit" | "fclex"
    ) {
        return None;
    }
    let wait = AsmStatement {
        mnemonic: "wait".to_string(),
        prefixes: Vec::new(),
        operands: Vec::new(),
        operand_spans: Vec::new(),
        op_mask: Register::None,
        zeroing: false,
        broadcast: None,
        rounding: None,
        indirect: false,
        ..st.clone()
    };
    st.mnemonic = format!("fn{}", &st.mnemonic[1..]);
    Some(wait)
}

/// One operand of a string instruction, in Intel order.
#[derive(Clone, Copy, PartialEq)]
enum StringOperand {
    /// `(%rsi)`, segment overridable.
    Source,
    /// `%es:(%rdi)`.
    Destination,
    /// `%al`/`%ax`/`%eax`/`%rax` by size.
    Accumulator,
    /// `%dx` (port).
    Port,
}

/// The string-instruction families and their operands in Intel order.
const STRING_FAMILIES: [(&str, [StringOperand; 2]); 7] = {
    use StringOperand::*;
    [
        ("movs", [Destination, Source]),
        ("cmps", [Source, Destination]),
        ("stos", [Destination, Accumulator]),
        ("lods", [Accumulator, Source]),
        ("scas", [Accumulator, Destination]),
        ("ins", [Destination, Port]),
        ("outs", [Port, Source]),
    ]
};

/// String instructions are printed by LLVM with all their operands (`movsb` is `movsb (%rsi),
/// %es:(%rdi)`): supplies them when none are written, adds the `%es:` LLVM prints on the
/// destination, and gives a bare `stos %al, (%rdi)` the size of its accumulator. Returns the
/// mnemonic (AT&T size suffix `l` for 32 bits, as LLVM prints; Intel's `d` is also read).
fn string_operands(
    mnemonic: String,
    operands: &mut Vec<AsmOperand>,
    spans: &mut Vec<(u32, u32)>,
    at: usize,
) -> String {
    let Some(&(stem, layout)) = STRING_FAMILIES
        .iter()
        .find(|(stem, _)| mnemonic.starts_with(stem))
    else {
        return mnemonic;
    };
    let suffix = &mnemonic[stem.len()..];
    let string_like = |o: &AsmOperand| match o {
        AsmOperand::Mem(m) => m.symbol.is_none() && m.index == Register::None,
        AsmOperand::Reg(r) => matches!(
            r,
            Register::AL | Register::AX | Register::EAX | Register::RAX | Register::DX
        ),
        _ => false,
    };
    if !(operands.is_empty() || operands.len() == 2 && operands.iter().all(string_like)) {
        return mnemonic;
    }
    let accumulator = operands.iter().zip(layout).find_map(|(o, k)| match (o, k) {
        (AsmOperand::Reg(r), StringOperand::Accumulator) => Some(*r),
        _ => None,
    });
    let bits = match suffix {
        "b" => 8,
        "w" => 16,
        "l" | "d" => 32,
        "q" if !matches!(stem, "ins" | "outs") => 64,
        "" => match accumulator {
            Some(Register::AL) => 8,
            Some(Register::AX) => 16,
            Some(Register::EAX) => 32,
            Some(Register::RAX) => 64,
            _ => return mnemonic,
        },
        _ => return mnemonic,
    };
    let memory = |base: Register, segment: Register| {
        AsmOperand::Mem(MemOperand {
            segment,
            base,
            index: Register::None,
            scale: 1,
            disp: 0,
            symbol: None,
            size_bits: None,
        })
    };
    if operands.is_empty() {
        for k in layout {
            operands.push(match k {
                StringOperand::Source => memory(Register::RSI, Register::None),
                StringOperand::Destination => memory(Register::RDI, Register::ES),
                StringOperand::Port => AsmOperand::Reg(Register::DX),
                StringOperand::Accumulator => AsmOperand::Reg(match bits {
                    8 => Register::AL,
                    16 => Register::AX,
                    32 => Register::EAX,
                    _ => Register::RAX,
                }),
            });
            spans.push((at as u32, 0));
        }
    } else {
        for (o, k) in operands.iter_mut().zip(layout) {
            if let (AsmOperand::Mem(m), StringOperand::Destination) = (o, k) {
                if m.segment == Register::None {
                    m.segment = Register::ES;
                }
            }
        }
    }
    let letter = match bits {
        8 => 'b',
        16 => 'w',
        32 => 'l',
        _ => 'q',
    };
    format!("{stem}{letter}")
}

/// How much of an AT&T operand LLVM underlines: all of it, except that a memory reference ends
/// with its last register (`8(%rax,%rcx,4)` underlines `8(%rax,%rcx`).
fn att_span_len(body: &str) -> usize {
    let Some(open) = body.rfind('(') else {
        return body.len();
    };
    let Some(pct) = body[open..].rfind('%') else {
        return body.len();
    };
    let start = open + pct + 1;
    start
        + body[start..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(body.len() - start)
}

/// Instructions whose 64-bit general-register operand LLVM reads as the 32-bit register (the
/// upper half is ignored or zeroed either way): `vmovmskps %xmm2, %rcx` is `... %ecx`.
const GPR64_AS_GPR32: [&str; 16] = [
    "movmskps",
    "movmskpd",
    "vmovmskps",
    "vmovmskpd",
    "pmovmskb",
    "vpmovmskb",
    "pextrb",
    "vpextrb",
    "pextrw",
    "vpextrw",
    "pinsrb",
    "vpinsrb",
    "pinsrw",
    "vpinsrw",
    "extractps",
    "vextractps",
];

/// The general register numbered like `r` with `bits` bits (16, 32 or 64).
pub fn gpr_with_bits(r: Register, bits: u32) -> Option<Register> {
    if !(r.is_gpr16() || r.is_gpr32() || r.is_gpr64()) {
        return None;
    }
    let base = match bits {
        16 => Register::AX,
        32 => Register::EAX,
        64 => Register::RAX,
        _ => return None,
    };
    Register::try_from(base as usize + r.number()).ok()
}

/// Register spellings LLVM reads as another register: see [`GPR64_AS_GPR32`]; `lar`/`lsl` read
/// a 16-bit selector whatever register is written (`larl %ecx, %ecx` prints `larl %cx, %ecx`);
/// `xchg` with the accumulator is kept accumulator first (Intel order), as LLVM prints it, and
/// `xchg` with memory has the memory operand first (Intel order) whichever way it is written.
fn register_aliases(mnemonic: &str, operands: &mut [AsmOperand], spans: &mut [(u32, u32)]) {
    let stem = mnemonic
        .strip_suffix(['b', 'w', 'l', 'q'])
        .filter(|s| matches!(*s, "lar" | "lsl" | "xchg"))
        .unwrap_or(mnemonic);
    if GPR64_AS_GPR32.contains(&stem) {
        for op in operands.iter_mut() {
            if let AsmOperand::Reg(r) = op {
                if r.is_gpr64() {
                    *r = gpr_with_bits(*r, 32).unwrap_or(*r);
                }
            }
        }
        return;
    }
    match (stem, &mut *operands) {
        // `mov %cx, %ds` loads the selector from the 32-bit register: `movl %ecx, %ds`.
        ("mov" | "movl", [AsmOperand::Reg(seg), AsmOperand::Reg(src)])
            if seg.is_segment_register() && src.is_gpr16() =>
        {
            *src = gpr_with_bits(*src, 32).unwrap_or(*src);
        }
        ("lar" | "lsl", [_, AsmOperand::Reg(src)]) => {
            *src = gpr_with_bits(*src, 16).unwrap_or(*src);
        }
        ("xchg", [AsmOperand::Reg(a), AsmOperand::Reg(b)]) => {
            let is_acc = |r: Register| matches!(r, Register::AX | Register::EAX | Register::RAX);
            if is_acc(*b) && !is_acc(*a) {
                std::mem::swap(a, b);
                spans.swap(0, 1);
            }
        }
        // `xchgl (%rdi), %eax` (gcc writes it for `__atomic_exchange_n`) is LLVM's alias of
        // `xchgl %eax, (%rdi)`: the memory operand is the destination, as LLVM prints it.
        ("xchg", [AsmOperand::Reg(_), AsmOperand::Mem(_)]) => {
            operands.swap(0, 1);
            spans.swap(0, 1);
        }
        _ => {}
    }
}

/// x87 register forms written short, completed the way LLVM prints them: `fxch` and `fcom` alone
/// mean `st(1)`, `faddp` alone is `faddp %st, %st(1)`, `fcomi` alone compares `st(1)`, and a
/// two-operand arithmetic or `fcomi` form given only `%st(i)` has `%st` as its destination.
fn x87_default_operands(
    mnemonic: &str,
    operands: &mut Vec<AsmOperand>,
    spans: &mut Vec<(u32, u32)>,
    at: usize,
) {
    const ONE: [&str; 5] = ["fxch", "fcom", "fcomp", "fucom", "fucomp"];
    const POP: [&str; 6] = ["faddp", "fmulp", "fsubp", "fsubrp", "fdivp", "fdivrp"];
    const TO_ST0: [&str; 14] = [
        "fadd", "fmul", "fsub", "fsubr", "fdiv", "fdivr", "fcomi", "fucomi", "fcomip", "fucomip",
        "fcompi", "fucompi", "fcmovb", "fcmovnb",
    ];
    let st = |r: Register| AsmOperand::Reg(r);
    let defaults: Vec<AsmOperand> = if ONE.contains(&mnemonic) && operands.is_empty() {
        vec![st(Register::ST1)]
    } else if POP.contains(&mnemonic) && operands.is_empty() {
        vec![st(Register::ST1), st(Register::ST0)]
    } else if TO_ST0.contains(&mnemonic) || mnemonic.starts_with("fcmov") {
        let is_st = matches!(operands.first(), Some(AsmOperand::Reg(r)) if r.is_st());
        let comi = mnemonic.contains("comi") || mnemonic.contains("compi");
        match operands.len() {
            0 if comi => vec![st(Register::ST0), st(Register::ST1)],
            1 if is_st => vec![st(Register::ST0), operands[0].clone()],
            _ => return,
        }
    } else {
        return;
    };
    if operands.len() == 1 {
        operands.insert(0, defaults[0].clone());
        spans.insert(0, (at as u32, 0));
        return;
    }
    spans.clear();
    spans.resize(defaults.len(), (at as u32, 0));
    *operands = defaults;
}

/// `shl`, `sal`, `shr`, `sar`, `rol`, `ror`, `rcl`, `rcr`, with or without a size suffix.
fn is_shift_or_rotate(mnemonic: &str) -> bool {
    let stem = match mnemonic.len() {
        4 => &mnemonic[..3],
        _ => mnemonic,
    };
    matches!(
        stem,
        "shl" | "sal" | "shr" | "sar" | "rol" | "ror" | "rcl" | "rcr"
    ) && (mnemonic.len() == 3 || matches!(mnemonic.as_bytes()[3], b'b' | b'w' | b'l' | b'q'))
}

/// Reads an operand's expression; returns (value, symbol text as printed). AT&T expressions are
/// LLVM's whole grammar ([`super::expr`]); Intel ones `a+b-c` where each term is a number or a
/// symbol.
fn parse_expr(s: &str, at: usize, syntax: Syntax) -> Result<(i64, Option<String>), AsmError> {
    let lead = s.len() - s.trim_start().len();
    let at = at + lead;
    // Where the token after the expression starts (a comma or the end of the statement).
    let end = at + s.trim_start().len();
    let s = s.trim();
    if s.is_empty() {
        return Ok((0, None));
    }
    if syntax == Syntax::Att {
        return Ok(match super::expr::parse_att_expression(s, at)? {
            Expr::Const(v) => (v, None),
            e => {
                let mut text = String::new();
                e.print(&mut text);
                (e.addend(), Some(text))
            }
        });
    }
    let mut value: i64 = 0;
    let mut symbols = false;
    let mut i = 0;
    let b = s.as_bytes();
    let mut sign = 1i64;
    // Unary `~` written before the next term, innermost last.
    let mut unary: Vec<u8> = Vec::new();
    let mut expect_term = true;
    while i < b.len() {
        let c = b[i] as char;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if expect_term {
            if c == '-' {
                sign = -sign;
                i += 1;
                continue;
            }
            if c == '~' {
                unary.push(b[i]);
                i += 1;
                continue;
            }
            if c == '+' || c == '(' || c == ')' {
                i += 1;
                continue;
            }
            let start = i;
            while i < b.len() && !matches!(b[i], b'+' | b'-' | b' ' | b'\t' | b'(' | b')' | b'*') {
                i += 1;
            }
            let term = &s[start..i];
            if is_oversized_literal(term) {
                return Err(oversized_literal(at + start, syntax));
            }
            if let Some(mut v) = parse_number(term) {
                for op in unary.drain(..).rev() {
                    v = if op == b'~' { !v } else { i64::from(v == 0) };
                }
                value = value.wrapping_add(sign.wrapping_mul(v));
            } else if term
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '@'))
                && !term.is_empty()
            {
                symbols = true;
            } else if let Some(colon) = term.find(':').filter(|&c| {
                c > 0
                    && term[..c]
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '@'))
            }) {
                // `fo o:` (a label with a blank or NUL inside): the operand `o` ends at the colon.
                return Err(err(
                    at + start + colon,
                    0,
                    "unexpected token in argument list",
                ));
            } else {
                // LLVM's expression parser reports the token without a range.
                return Err(err(at + start, 0, "unknown token in expression"));
            }
            sign = 1;
            unary.clear();
            expect_term = false;
        } else {
            match c {
                '+' => {}
                '-' => sign = -1,
                '*' => {
                    // Products of constants only (`4*8`).
                    i += 1;
                    let start = i;
                    while i < b.len() && b[i].is_ascii_alphanumeric() {
                        i += 1;
                    }
                    let v = parse_number(&s[start..i])
                        .ok_or_else(|| err(at + start, 1, "unknown token in expression"))?;
                    value = value.wrapping_mul(v);
                    continue;
                }
                ')' => {
                    i += 1;
                    continue;
                }
                // A term right after a term (`$1 2`): LLVM ends the operand and finds no comma.
                _ => return Err(err(at + i, 1, "unexpected token in argument list")),
            }
            expect_term = true;
            i += 1;
        }
    }
    if expect_term {
        // An operator with nothing after it (`$1+`, `$-`, `$~`): LLVM finds the next token.
        return Err(err(end, 0, "unknown token in expression"));
    }
    Ok((value, if symbols { Some(s.to_string()) } else { None }))
}

/// An integer literal (decimal, `0x`, `0b`, octal or `h`-suffixed hex) whose value does not fit
/// in 64 bits.
pub(super) fn is_oversized_literal(t: &str) -> bool {
    let lower = t.trim().to_ascii_lowercase();
    if !lower.starts_with(|c: char| c.is_ascii_digit()) || parse_number(&lower).is_some() {
        return false;
    }
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if let Some(h) = lower.strip_suffix('h') {
        (h, 16)
    } else {
        (lower.as_str(), 10)
    };
    !digits.is_empty() && digits.chars().all(|c| c.is_digit(radix))
}

/// LLVM's error for a literal wider than 64 bits, at its first digit: the AT&T parser reports it
/// as its directive parser would, the Intel parser as an unknown token.
fn oversized_literal(at: usize, syntax: Syntax) -> AsmError {
    let message = match syntax {
        Syntax::Att => "literal value out of range for directive",
        Syntax::Intel => "unknown token in expression",
    };
    err(at, 0, message)
}

pub(super) fn parse_number(t: &str) -> Option<i64> {
    let t = t.trim();
    if t.is_empty() || !t.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    let lower = t.to_ascii_lowercase();
    let v = if let Some(h) = lower.strip_prefix("0x") {
        u64::from_str_radix(h, 16).ok()? as i64
    } else if let Some(h) = lower.strip_suffix('h') {
        u64::from_str_radix(h, 16).ok()? as i64
    } else if let Some(bin) = lower.strip_prefix("0b") {
        u64::from_str_radix(bin, 2).ok()? as i64
    } else if lower.len() > 1 && lower.starts_with('0') && lower.bytes().all(|c| c.is_ascii_digit())
    {
        u64::from_str_radix(&lower[1..], 8).ok()? as i64
    } else {
        lower.parse::<u64>().ok()? as i64
    };
    Some(v)
}

fn parse_att_register(t: &str, at: usize) -> Result<Register, AsmError> {
    let name = t.trim().trim_start_matches('%');
    let found = match name.find(char::is_whitespace) {
        // `%st (1)`: blanks are allowed inside an x87 stack register.
        Some(_) if name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("st")) => {
            let compact: String = name.chars().filter(|c| !c.is_whitespace()).collect();
            lookup_register(&compact)
        }
        // `%e bx` (a NUL in the input reads as a blank): the name ends at the blank.
        Some(blank) => {
            let prefix = t.trim().len() - name.len();
            return Err(err(at, prefix + blank, "invalid register name"));
        }
        None => lookup_register(name),
    };
    found.ok_or_else(|| err(at, t.trim().len(), "invalid register name"))
}

/// Whether an AT&T expression has a term that starts with `%` (a register reference), as
/// opposed to `%` used as the remainder operator after a term (`7%3`).
fn has_percent_term(expr: &str) -> bool {
    let mut after_term = false;
    for c in expr.chars() {
        match c {
            '%' if !after_term => return true,
            // An unclosed parenthesis took in the next operand: the expression ends here.
            ',' => return false,
            c if c.is_whitespace() => {}
            c if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '@' | ')') => {
                after_term = true
            }
            _ => after_term = false,
        }
    }
    false
}

fn parse_att_operand(t: &str, at: usize) -> Result<AsmOperand, AsmError> {
    if let Some(imm) = t.strip_prefix('$') {
        // A `%name` term (a register or not) makes LLVM reject the immediate at its `$`.
        if has_percent_term(imm) {
            let lead = imm.len() - imm.trim_start().len();
            return Err(err(at + 1 + lead, 0, "expected immediate expression"));
        }
        let (v, sym) = parse_expr(imm, at + 1, Syntax::Att)?;
        return Ok(match sym {
            Some(s) => AsmOperand::SymImm(s),
            None => AsmOperand::Imm(v),
        });
    }
    // `%st(1)`: an x87 stack register, not a memory reference.
    if let Some(inner) = t
        .strip_prefix('%')
        .and_then(|r| r.trim_start().strip_prefix("st"))
        .and_then(|r| r.trim_start().strip_prefix('('))
        .and_then(|r| r.trim_end().strip_suffix(')'))
    {
        let name = format!("st({})", inner.trim());
        return lookup_register(&name)
            .map(AsmOperand::Reg)
            .ok_or_else(|| err(at, t.len(), "invalid register name"));
    }
    if t.starts_with('%') && !t.contains('(') {
        // `%fs:8` segment-prefixed absolute memory.
        if let Some((seg, rest)) = t.split_once(':') {
            let seg = parse_att_register(seg, at)?;
            let mut m = parse_att_memory(rest, at + t.find(':').unwrap_or(0) + 1)?;
            m.segment = seg;
            return Ok(AsmOperand::Mem(m));
        }
        return Ok(AsmOperand::Reg(parse_att_register(t, at)?));
    }
    if let Some((seg, rest)) = t.split_once(':') {
        if seg.trim_start().starts_with('%') {
            let s = parse_att_register(seg, at)?;
            let mut m = parse_att_memory(rest, at + seg.len() + 1)?;
            m.segment = s;
            return Ok(AsmOperand::Mem(m));
        }
    }
    if memory_group(t).is_none() {
        let (v, sym) = parse_expr(t, at, Syntax::Att)?;
        return Ok(match sym {
            Some(s) => AsmOperand::Label(s),
            None => AsmOperand::Mem(MemOperand {
                segment: Register::None,
                base: Register::None,
                index: Register::None,
                scale: 1,
                disp: v,
                symbol: None,
                size_bits: None,
            }),
        });
    }
    Ok(AsmOperand::Mem(parse_att_memory(t, at)?))
}

/// Where the `(base,index,scale)` group of an AT&T memory operand opens: the first `(` outside
/// parentheses that a register or a comma follows, as LLVM tells it from a parenthesised
/// expression (`(foo+1)*2(%rax)`: the second).
fn memory_group(t: &str) -> Option<usize> {
    let b = t.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'(' {
            if t[i + 1..].trim_start().starts_with(['%', ',']) {
                return Some(i);
            }
            let mut depth = 0usize;
            while i < b.len() {
                match b[i] {
                    b'(' => depth += 1,
                    b')' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        i += 1;
    }
    None
}

fn parse_att_memory(t: &str, at: usize) -> Result<MemOperand, AsmError> {
    let open = memory_group(t);
    let (disp_text, inner, inner_at) = match open {
        Some(o) => {
            let close = t[o..]
                .find(')')
                .map(|c| o + c)
                .ok_or_else(|| err(at + t.len(), 0, "unexpected token in memory operand"))?;
            (&t[..o], &t[o + 1..close], at + o + 1)
        }
        None => (t, "", at),
    };
    let (disp, symbol) = parse_expr(disp_text, at, Syntax::Att)?;
    let mut m = MemOperand {
        segment: Register::None,
        base: Register::None,
        index: Register::None,
        scale: 1,
        disp,
        symbol,
        size_bits: None,
    };
    if open.is_some() {
        let parts: Vec<&str> = inner.split(',').collect();
        let mut rel = 0usize;
        for (i, p) in parts.iter().enumerate() {
            let pt = p.trim();
            let p_at = inner_at + rel;
            match i {
                0 if !pt.is_empty() => m.base = parse_att_register(pt, p_at)?,
                1 if !pt.is_empty() => m.index = parse_att_register(pt, p_at)?,
                2 => {
                    m.scale = match parse_number(pt) {
                        Some(s @ (1 | 2 | 4 | 8)) => s as u32,
                        _ => {
                            return Err(err(
                                p_at,
                                pt.len().max(1),
                                "scale factor in address must be 1, 2, 4 or 8",
                            ))
                        }
                    }
                }
                0 | 1 => {}
                _ => return Err(err(p_at, 1, "unexpected token in memory operand")),
            }
            rel += p.len() + 1;
        }
        let lead = inner.len() - inner.trim_start().len();
        check_displacement(&m, inner_at + lead)?;
    }
    Ok(m)
}

/// A displacement from registers must sign-extend from 32 bits (LLVM 22 reports it at the
/// first token inside the parentheses or at the Intel `[`); a symbolic one is left to the linker.
fn check_displacement(m: &MemOperand, at: usize) -> Result<(), AsmError> {
    let has_regs = m.base != Register::None || m.index != Register::None;
    if !has_regs || m.symbol.is_some() || i32::try_from(m.disp).is_ok() {
        return Ok(());
    }
    Err(err(
        at,
        0,
        format!(
            "displacement {} is not within [-2147483648, 2147483647]",
            m.disp
        ),
    ))
}

fn intel_ptr_size(word: &str) -> Option<u32> {
    Some(match word {
        "byte" => 8,
        "word" => 16,
        "dword" => 32,
        "fword" => 48,
        "qword" | "mmword" => 64,
        "tbyte" | "xword" => 80,
        "xmmword" | "oword" => 128,
        "ymmword" => 256,
        "zmmword" => 512,
        _ => return None,
    })
}

fn parse_intel_operand(t: &str, at: usize) -> Result<AsmOperand, AsmError> {
    // An AT&T immediate (`$1`, as gcc -masm=intel copies AT&T inline asm) is no Intel token.
    if t.starts_with('$') {
        return Err(err(at, 0, "unknown token in expression"));
    }
    let lower = t.to_ascii_lowercase();
    let mut size_bits = None;
    let mut body = t;
    let mut body_at = at;
    if let Some(first) = lower.split_whitespace().next() {
        if let Some(sz) = intel_ptr_size(first) {
            let after = &t[first.len()..];
            let after_t = after.trim_start();
            let after_l = after_t.to_ascii_lowercase();
            if let Some(r) = after_l.strip_prefix("ptr") {
                size_bits = Some(sz);
                let consumed = t.len() - after_t.len() + 3;
                body_at = at + consumed + (r.len() - r.trim_start().len());
                body = t[consumed..].trim_start();
            }
        }
    }
    let mut segment = Register::None;
    if let Some((seg, rest)) = body.split_once(':') {
        if let Some(r) = lookup_register(seg.trim()) {
            if r.is_segment_register() {
                segment = r;
                body_at += seg.len() + 1;
                body = rest.trim_start();
            }
        }
    }
    if let Some(open) = body.find('[') {
        let close = body.rfind(']').ok_or_else(|| {
            err(
                body_at + body.len(),
                0,
                "expected ']' in brackets expression",
            )
        })?;
        let prefix_disp = &body[..open];
        let inner = &body[open + 1..close];
        let mut m = MemOperand {
            segment,
            base: Register::None,
            index: Register::None,
            scale: 1,
            disp: 0,
            symbol: None,
            size_bits,
        };
        let (pd, psym) = parse_expr(prefix_disp, body_at, Syntax::Intel)?;
        m.disp = pd;
        m.symbol = psym;
        parse_intel_address(inner, body_at + open + 1, &mut m)?;
        check_displacement(&m, body_at + open)?;
        return Ok(AsmOperand::Mem(m));
    }
    if size_bits.is_some() {
        return Err(err(
            body_at,
            body.len().max(1),
            "expected memory operand after 'ptr'",
        ));
    }
    if let Some(r) = lookup_register(t) {
        return Ok(AsmOperand::Reg(r));
    }
    let (v, sym) = parse_expr(t, at, Syntax::Intel)?;
    Ok(match sym {
        Some(s) => AsmOperand::Label(s),
        None => AsmOperand::Imm(v),
    })
}

fn parse_intel_address(inner: &str, at: usize, m: &mut MemOperand) -> Result<(), AsmError> {
    // Terms separated by + or -; a term is reg, reg*scale, scale*reg, number or symbol.
    let b = inner.as_bytes();
    let mut i = 0;
    let mut sign = 1i64;
    let mut symbols: Vec<String> = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() || c == b'+' {
            i += 1;
            continue;
        }
        if c == b'-' {
            sign = -sign;
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && !matches!(b[i], b'+' | b'-') {
            i += 1;
        }
        let term = inner[start..i].trim();
        let term_at = at + start;
        if let Some((a, bb)) = term.split_once('*') {
            let (a, bb) = (a.trim(), bb.trim());
            let (reg, scale) = match (lookup_register(a), lookup_register(bb)) {
                (Some(r), None) => (r, parse_number(bb)),
                (None, Some(r)) => (r, parse_number(a)),
                _ => return Err(err(term_at, term.len(), "invalid base+index expression")),
            };
            m.index = reg;
            m.scale = match scale {
                Some(s @ (1 | 2 | 4 | 8)) => s as u32,
                _ => {
                    return Err(err(
                        term_at,
                        term.len(),
                        "scale factor in address must be 1, 2, 4 or 8",
                    ))
                }
            };
        } else if let Some(r) = lookup_register(term) {
            if m.base == Register::None {
                m.base = r;
            } else if m.index == Register::None {
                m.index = r;
            } else {
                return Err(err(term_at, term.len(), "invalid base+index expression"));
            }
        } else if is_oversized_literal(term) {
            let lead = inner[start..i].len() - inner[start..i].trim_start().len();
            return Err(oversized_literal(term_at + lead, Syntax::Intel));
        } else if let Some(v) = parse_number(term) {
            m.disp = m.disp.wrapping_add(sign.wrapping_mul(v));
        } else if !term.is_empty() {
            symbols.push(term.to_string());
        }
        sign = 1;
    }
    if !symbols.is_empty() {
        m.symbol = Some(symbols.join("+"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn att_memory_and_order() {
        let st = parse_instruction("movq 8(%rdi,%rax,8), %rcx", 0, Syntax::Att).unwrap();
        assert_eq!(st.operands[0], AsmOperand::Reg(Register::RCX));
        match &st.operands[1] {
            AsmOperand::Mem(m) => {
                assert_eq!(
                    (m.base, m.index, m.scale, m.disp),
                    (Register::RDI, Register::RAX, 8, 8)
                )
            }
            o => panic!("{o:?}"),
        }
    }

    #[test]
    fn intel_memory() {
        let st = parse_instruction("imul rcx, qword ptr [rdi+8]", 0, Syntax::Intel).unwrap();
        match &st.operands[1] {
            AsmOperand::Mem(m) => {
                assert_eq!((m.base, m.disp, m.size_bits), (Register::RDI, 8, Some(64)))
            }
            o => panic!("{o:?}"),
        }
    }

    #[test]
    fn prefixes() {
        let st = parse_instruction("lock xaddq %rax, (%rdi)", 0, Syntax::Att).unwrap();
        assert_eq!(st.prefixes, vec![Prefix::Lock]);
        assert_eq!(st.mnemonic, "xaddq");
        assert_eq!(st.mnemonic_offset, 5);
    }

    #[test]
    fn register_names() {
        assert_eq!(register_name(Register::R8L), "r8b");
        assert_eq!(register_name_str(Register::ST0), "st");
        assert_eq!(register_name_str(Register::ST3), "st(3)");
        assert_eq!(lookup_register("r9b"), Some(Register::R9L));
        assert_eq!(lookup_register("XMM12"), Some(Register::XMM12));
        assert_eq!(lookup_register("St(2)"), Some(Register::ST2));
        assert_eq!(lookup_register("xmm12345678901234567"), None);
        assert_eq!(lookup_register("é"), None);
        assert!(register_table()
            .keys()
            .all(|k| k.len() <= MAX_REGISTER_NAME));
        for r in Register::values() {
            if r != Register::None {
                assert_eq!(lookup_register(&format!("{r:?}")), Some(r));
            }
        }
    }
}
