//! Names of IR entities for diagnostics: `@global`, `%block`, `%value` (dense slot numbers for
//! unnamed ones, as the printer numbers them), and where an operand sits in the source text.
//!
//! Owns: [`NameCache`] (slot numbers of one function at a time, computed on demand),
//! [`global_name`] and [`operand_span`]. Must not touch: the verifier's rules.

use crate::diag::Span;
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, FunctionBody, Inst, Value};
use crate::ir::instructions::Operand;
use crate::ir::module::{GlobalName, GlobalValue, Module};
use std::collections::HashMap;

/// `@name` (quoted when it needs to be) or `@N`.
pub fn global_name(m: &Module, g: GlobalValue) -> String {
    match m.globals.get(g).map(|d| &d.name) {
        Some(GlobalName::Named(n)) => format!("@{}", quote_if_needed(n)),
        Some(GlobalName::Numbered(n)) => format!("@{n}"),
        None => format!("@<invalid {}>", g.index()),
    }
}

fn quote_if_needed(n: &str) -> String {
    let plain = !n.is_empty()
        && !n.as_bytes()[0].is_ascii_digit()
        && n.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-'));
    if plain {
        n.to_string()
    } else {
        format!("\"{n}\"")
    }
}

/// Local names of the most recently asked-about function.
#[derive(Default)]
pub struct NameCache {
    func: Option<GlobalValue>,
    blocks: HashMap<Block, String>,
    values: HashMap<Value, String>,
}

impl NameCache {
    fn fill(&mut self, func: GlobalValue, body: &FunctionBody) {
        if self.func == Some(func) {
            return;
        }
        self.func = Some(func);
        self.blocks.clear();
        self.values.clear();
        let mut next = 0u32;
        let name_value = |v: Value, values: &mut HashMap<Value, String>, next: &mut u32| {
            let name = match body.dfg.values.get(v).and_then(|d| d.name.as_deref()) {
                Some(n) => format!("%{}", quote_if_needed(n)),
                None => {
                    *next += 1;
                    format!("%{}", *next - 1)
                }
            };
            values.insert(v, name);
        };
        for &p in &body.params {
            name_value(p, &mut self.values, &mut next);
        }
        for &b in body.layout.blocks() {
            let name = match body.dfg.blocks.get(b).and_then(|d| d.name.as_deref()) {
                Some(n) => format!("%{}", quote_if_needed(n)),
                None => {
                    next += 1;
                    format!("%{}", next - 1)
                }
            };
            self.blocks.insert(b, name);
            for &i in body.layout.block_insts(b) {
                if let Some(v) = body.dfg.insts.get(i).and_then(|d| d.result) {
                    name_value(v, &mut self.values, &mut next);
                }
            }
        }
    }

    /// `%name` or `%N` of a block.
    pub fn block(
        &mut self,
        _m: &Module,
        func: GlobalValue,
        body: &FunctionBody,
        b: Block,
    ) -> String {
        self.fill(func, body);
        self.blocks
            .get(&b)
            .cloned()
            .unwrap_or_else(|| format!("<block {}>", b.index()))
    }

    /// `%name` or `%N` of a value.
    pub fn value(&mut self, func: GlobalValue, body: &FunctionBody, v: Value) -> String {
        self.fill(func, body);
        self.values
            .get(&v)
            .cloned()
            .unwrap_or_else(|| format!("<value {}>", v.index()))
    }
}

/// Where operand `index` of `inst` is written, found by looking for its name inside the
/// instruction's text (the k-th occurrence when the same value appears k times before it).
#[allow(clippy::too_many_arguments)]
pub fn operand_span(
    m: &Module,
    func: GlobalValue,
    body: &FunctionBody,
    inst: Inst,
    index: u32,
    text: &str,
    inst_span: Span,
    names: &mut NameCache,
) -> Option<Span> {
    let data = body.dfg.insts.get(inst)?;
    let op = data.args.get(index as usize)?;
    let word = match op {
        Operand::Value(v) => {
            // Prefer the spelling used in the source (numbers may have gaps there).
            let def_span = *body.spans.values.get(*v);
            let written = text
                .get(def_span.start as usize..def_span.end as usize)
                .filter(|s| s.starts_with('%'));
            match written {
                Some(w) => w.to_string(),
                None => names.value(func, body, *v),
            }
        }
        Operand::Block(b) => names.block(m, func, body, *b),
        Operand::Const(c) => match m.constants.data(*c) {
            crate::ir::constant::ConstantData::Global { global, .. } => global_name(m, *global),
            _ => return None,
        },
        Operand::Meta(_) => return None,
    };
    let occurrence = data.args[..index as usize]
        .iter()
        .filter(|o| *o == op)
        .count();
    let (start, end) = (inst_span.start as usize, inst_span.end as usize);
    let hay = text.get(start..end.min(text.len()))?;
    let bytes = hay.as_bytes();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-');
    let mut seen = 0;
    let mut from = 0;
    // Skip the result name (`%x = ...`) when the operand is the value itself (phi self-use).
    if let Some(eq) = hay.find(" = ") {
        if hay[..eq].trim() == word {
            from = eq + 3;
        }
    }
    while let Some(i) = hay[from..].find(word.as_str()) {
        let at = from + i;
        let after = at + word.len();
        let before_ok = at == 0 || !is_ident(bytes[at - 1]);
        let after_ok = after >= bytes.len() || !is_ident(bytes[after]);
        if before_ok && after_ok {
            if seen == occurrence {
                return Some(Span::new(start + at, start + after));
            }
            seen += 1;
        }
        from = at + 1;
    }
    None
}
