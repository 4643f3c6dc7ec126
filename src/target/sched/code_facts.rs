//! The few iced-x86 op-code facts `mca::asm` and `mca::instr` need per [`Code`] (operand kinds,
//! operand and memory sizes, masking, broadcast, rounding-control and suppress-all-exceptions
//! support, op-code length), and which codes
//! each mnemonic names, read from two embedded tables instead of iced's `Code::op_code()`.
//!
//! iced builds its op-code table for all ~4,900 codes on the first `op_code()` call, formatting
//! every op-code and instruction string: about 19M instructions, more than a one-instruction
//! `atomir mca` run needs for everything else. The tables here hold the same facts, generated
//! from iced itself (`mca_model_gen code-facts` calls [`render_facts_table`] and
//! [`render_mnemonic_table`]); a unit test checks that the embedded files are exactly what iced
//! gives today, so they cannot go stale silently.
//!
//! Owns `data/x86-code-facts.txt` (one fixed-width line per `Code`, in iced order, so a lookup
//! reads one line and parses nothing else) and `data/x86-mnemonics.txt` (lower-case mnemonic
//! -> the codes valid in 64-bit mode, legacy/VEX/EVEX/XOP/3DNow!, in iced order). A line that
//! does not read back is answered from iced's own table instead, so a damaged file costs time,
//! never correctness. Must not touch: matching policy (which candidate is preferred is
//! `mca::asm`'s).

use super::lazy_cells::LazyCells;
use iced_x86::{Code, EncodingKind, OpCodeOperandKind};
use std::fmt::Write as _;
use std::sync::OnceLock;

const FACTS: &str = include_str!("data/x86-code-facts.txt");
const MNEMONICS: &str = include_str!("data/x86-mnemonics.txt");

/// Width of the code-name column of `x86-code-facts.txt`.
const NAME_WIDTH: usize = 52;
/// Bytes of one record: name, then ` flags osz mem bcst len n k0 k1 k2 k3 k4`, then `\n`.
const RECORD_LEN: usize = NAME_WIDTH + 41;

/// What `mca` uses of iced's `OpCodeInfo` for one code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeFacts {
    op_count: u8,
    op_kinds: [OpCodeOperandKind; 5],
    /// Operand size in bits (0, 16, 32 or 64): `OpCodeInfo::operand_size`.
    pub operand_size: u32,
    /// Size in bytes of the memory operand, 0 when none: `OpCodeInfo::memory_size().size()`.
    pub memory_bytes: u32,
    /// Size in bytes of one broadcast element: `OpCodeInfo::broadcast_memory_size().size()`.
    pub broadcast_memory_bytes: u32,
    /// `OpCodeInfo::can_use_op_mask_register`.
    pub can_use_op_mask: bool,
    /// `OpCodeInfo::can_broadcast`.
    pub can_broadcast: bool,
    /// `OpCodeInfo::default_op_size64`.
    pub default_op_size64: bool,
    /// `OpCodeInfo::can_use_rounding_control`: takes `{rn-sae}` and the other rounding modes.
    pub can_use_rounding_control: bool,
    /// `OpCodeInfo::can_suppress_all_exceptions`: takes `{sae}` (or implies it by rounding).
    pub can_suppress_all_exceptions: bool,
    /// Op-code bytes (1 to 3): `OpCodeInfo::op_code_len`.
    pub op_code_len: u32,
}

impl CodeFacts {
    /// The operand kinds in order (`OpCodeInfo::op_kinds`).
    pub fn op_kinds(&self) -> &[OpCodeOperandKind] {
        &self.op_kinds[..self.op_count as usize]
    }

    /// The facts as iced's op-code table gives them (slow the first time: builds that table).
    pub fn from_iced(code: Code) -> CodeFacts {
        let info = code.op_code();
        let mut op_kinds = [OpCodeOperandKind::None; 5];
        for (slot, &k) in op_kinds.iter_mut().zip(info.op_kinds()) {
            *slot = k;
        }
        CodeFacts {
            op_count: info.op_kinds().len().min(5) as u8,
            op_kinds,
            operand_size: info.operand_size(),
            memory_bytes: info.memory_size().size() as u32,
            broadcast_memory_bytes: info.broadcast_memory_size().size() as u32,
            can_use_op_mask: info.can_use_op_mask_register(),
            can_broadcast: info.can_broadcast(),
            default_op_size64: info.default_op_size64(),
            can_use_rounding_control: info.can_use_rounding_control(),
            can_suppress_all_exceptions: info.can_suppress_all_exceptions(),
            op_code_len: info.op_code_len(),
        }
    }

    /// One record of `x86-code-facts.txt` (with its newline).
    fn render(code: Code, f: &CodeFacts) -> String {
        let flag = |on: bool, c: char| if on { c } else { '-' };
        let mut s = format!("{:<w$}", format!("{code:?}"), w = NAME_WIDTH);
        let _ = write!(
            s,
            " {}{}{}{}{} {:02} {:03} {:02} {} {}",
            flag(f.can_use_op_mask, 'k'),
            flag(f.can_broadcast, 'b'),
            flag(f.default_op_size64, 'd'),
            flag(f.can_use_rounding_control, 'r'),
            flag(f.can_suppress_all_exceptions, 's'),
            f.operand_size,
            f.memory_bytes,
            f.broadcast_memory_bytes,
            f.op_code_len,
            f.op_count,
        );
        for k in f.op_kinds {
            let _ = write!(s, " {:03}", k as u32);
        }
        s.push('\n');
        s
    }

    /// Reads one record back; `None` when it is not a well-formed record for `code`.
    fn parse(code: Code, rec: &str) -> Option<CodeFacts> {
        if rec.len() != RECORD_LEN || !rec.ends_with('\n') {
            return None;
        }
        let (name, rest) = rec.split_at(NAME_WIDTH);
        if !debug_name_is(code, name.trim_end()) {
            return None;
        }
        let mut fields = rest.split_ascii_whitespace();
        let flags = fields.next()?.as_bytes();
        let mut num = || -> Option<u32> { fields.next()?.parse().ok() };
        let operand_size = num()?;
        let memory_bytes = num()?;
        let broadcast_memory_bytes = num()?;
        let op_code_len = num()?;
        let op_count = num()?;
        let mut op_kinds = [OpCodeOperandKind::None; 5];
        for slot in &mut op_kinds {
            *slot = OpCodeOperandKind::try_from(num()? as usize).ok()?;
        }
        if flags.len() != 5 || op_count > 5 {
            return None;
        }
        Some(CodeFacts {
            op_count: op_count as u8,
            op_kinds,
            operand_size,
            memory_bytes,
            broadcast_memory_bytes,
            can_use_op_mask: flags[0] == b'k',
            can_broadcast: flags[1] == b'b',
            default_op_size64: flags[2] == b'd',
            can_use_rounding_control: flags[3] == b'r',
            can_suppress_all_exceptions: flags[4] == b's',
            op_code_len,
        })
    }
}

/// Whether `format!("{code:?}") == name`, without allocating.
fn debug_name_is(code: Code, name: &str) -> bool {
    struct Eq<'a>(&'a str);
    impl std::fmt::Write for Eq<'_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            match self.0.strip_prefix(s) {
                Some(rest) => {
                    self.0 = rest;
                    Ok(())
                }
                None => Err(std::fmt::Error),
            }
        }
    }
    let mut w = Eq(name);
    write!(w, "{code:?}").is_ok() && w.0.is_empty()
}

/// The records of the embedded facts table (after its `#` header lines).
fn facts_records() -> &'static str {
    static BODY: OnceLock<&'static str> = OnceLock::new();
    BODY.get_or_init(|| {
        let mut rest = FACTS;
        while rest.starts_with('#') {
            rest = rest.split_once('\n').map_or("", |(_, r)| r);
        }
        rest
    })
}

/// An immediate operand kind that takes any value of its width (not `imm8_const_1` or the
/// 2-bit `imm4_m2z`): what a symbolic immediate can stand for.
pub fn is_plain_immediate(k: OpCodeOperandKind) -> bool {
    use OpCodeOperandKind as K;
    matches!(
        k,
        K::imm8
            | K::imm8sex16
            | K::imm8sex32
            | K::imm8sex64
            | K::imm16
            | K::imm32
            | K::imm32sex64
            | K::imm64
    )
}

/// The op-code facts of `code`. Each record is read once and kept: the matcher asks for the
/// same candidate codes for every line of a big input.
pub fn code_facts(code: Code) -> CodeFacts {
    static CACHE: OnceLock<LazyCells<CodeFacts>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| LazyCells::new(Code::values().len()));
    let read = || {
        let start = code as usize * RECORD_LEN;
        facts_records()
            .get(start..start + RECORD_LEN)
            .and_then(|rec| CodeFacts::parse(code, rec))
            .unwrap_or_else(|| CodeFacts::from_iced(code))
    };
    match cache.get_or_init(code as usize, read) {
        Some(facts) => *facts,
        None => read(),
    }
}

/// Whether a code is one `mca::asm` can match: an instruction valid in 64-bit mode, legacy, VEX,
/// EVEX, XOP or 3DNow! encoded.
fn is_matchable(code: Code) -> bool {
    let info = code.op_code();
    info.is_instruction()
        && info.mode64()
        && matches!(
            info.encoding(),
            EncodingKind::Legacy
                | EncodingKind::VEX
                | EncodingKind::EVEX
                | EncodingKind::XOP
                | EncodingKind::D3NOW
        )
}

/// The codes of the line for `name` in the embedded mnemonic table: a binary search over the
/// text itself (its lines are sorted by name), so that nothing is built before the first lookup.
fn mnemonic_line(name: &str) -> Option<&'static str> {
    let text = MNEMONICS.as_bytes();
    let newline_after = |from: usize, to: usize| text[from..to].iter().position(|&b| b == b'\n');
    // The data starts after the `#` header lines.
    let mut lo = 0;
    while text[lo..].starts_with(b"#") {
        lo += newline_after(lo, text.len())? + 1;
    }
    let mut hi = text.len();
    // Invariant: `lo` is the start of a line, `hi` the end of one (or of the text), and the
    // line of `name`, if any, lies between them.
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let start = text[lo..mid]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(lo, |p| lo + p + 1);
        let end = newline_after(start, hi).map_or(hi, |p| start + p);
        // Both ends are at newlines or the ends of the text: character boundaries.
        let line = MNEMONICS.get(start..end)?;
        let (n, codes) = line.split_once(' ').unwrap_or((line, ""));
        match n.cmp(name) {
            std::cmp::Ordering::Equal => return Some(codes),
            std::cmp::Ordering::Less => lo = end + 1,
            std::cmp::Ordering::Greater => hi = start,
        }
    }
    None
}

/// The codes the lower-case mnemonic `name` names (valid in 64-bit mode, legacy/VEX/EVEX), in
/// iced order; `None` for a name iced does not have.
pub fn mnemonic_codes(name: &str) -> Option<impl Iterator<Item = Code> + Clone> {
    Some(
        mnemonic_line(name)?
            .split(' ')
            .filter_map(|n| Code::try_from(n.parse::<usize>().ok()?).ok()),
    )
}

/// The text of `data/x86-code-facts.txt`, from iced's op-code table.
pub fn render_facts_table() -> String {
    let mut s = String::from(
        "# iced-x86 op-code facts per Code, in iced order, one fixed-width record each (generated by\n\
         # `mca_model_gen code-facts`; do not edit). Columns: Code, flags (k: op-mask register,\n\
         # b: broadcast, d: 64-bit default operand size, r: rounding control, s: suppress all\n\
         # exceptions), operand size (bits), memory operand bytes, broadcast element bytes,\n\
         # op-code bytes, operand count, 5 OpCodeOperandKind values.\n",
    );
    for code in Code::values() {
        s.push_str(&CodeFacts::render(code, &CodeFacts::from_iced(code)));
    }
    s
}

/// The text of `data/x86-mnemonics.txt`, from iced's op-code table.
pub fn render_mnemonic_table() -> String {
    let mut by_name: std::collections::BTreeMap<String, Vec<Code>> = Default::default();
    for code in Code::values().filter(|&c| is_matchable(c)) {
        let name = format!("{:?}", code.mnemonic()).to_ascii_lowercase();
        by_name.entry(name).or_default().push(code);
    }
    let mut s = String::from(
        "# Lower-case iced mnemonic -> its Code numbers (instructions valid in 64-bit mode, legacy,\n\
         # VEX, EVEX, XOP or 3DNow!), in iced order (generated by `mca_model_gen code-facts`;\n\
         # do not edit).\n",
    );
    for (name, codes) in by_name {
        s.push_str(&name);
        for c in codes {
            let _ = write!(s, " {}", c as u32);
        }
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_tables_are_what_iced_says() {
        // On failure: `cargo run --bin mca_model_gen -- code-facts` rewrites both files.
        assert!(
            FACTS == render_facts_table(),
            "data/x86-code-facts.txt is stale"
        );
        assert!(
            MNEMONICS == render_mnemonic_table(),
            "data/x86-mnemonics.txt is stale"
        );
        for code in Code::values() {
            assert!(format!("{code:?}").len() < NAME_WIDTH);
            let start = code as usize * RECORD_LEN;
            let rec = &facts_records()[start..start + RECORD_LEN];
            assert_eq!(
                CodeFacts::parse(code, rec),
                Some(CodeFacts::from_iced(code)),
                "{code:?}"
            );
        }
    }

    #[test]
    fn lookups() {
        let add: Vec<Code> = mnemonic_codes("add").expect("add").collect();
        assert!(add.contains(&Code::Add_rm64_r64));
        assert!(mnemonic_codes("nosuch").is_none());
        for absent in ["", "a", "aaa0", "zzzz", "#"] {
            assert!(mnemonic_codes(absent).is_none(), "{absent}");
        }
        // Every line of the table is found by the search.
        for line in MNEMONICS.lines().filter(|l| !l.starts_with('#')) {
            let (name, codes) = line.split_once(' ').expect("name and codes");
            let found: Vec<String> = mnemonic_codes(name)
                .expect(name)
                .map(|c| (c as u32).to_string())
                .collect();
            assert_eq!(found.join(" "), codes);
        }
        let f = code_facts(Code::Add_rm64_r64);
        assert_eq!(f.operand_size, 64);
        assert_eq!(
            f.op_kinds(),
            &[OpCodeOperandKind::r64_or_mem, OpCodeOperandKind::r64_reg]
        );
        assert!(!debug_name_is(Code::Add_rm64_r64, "Add_rm64"));
        assert!(CodeFacts::parse(Code::Add_rm64_r64, "garbage").is_none());
    }
}
