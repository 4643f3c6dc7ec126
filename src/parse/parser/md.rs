//! Metadata parsing for [`Parser`]: named and numbered nodes, tuples, specialized `!DI*` nodes,
//! attachments and debug records.
//!
//! Owns: forward references to numbered metadata (placeholders filled on definition).
//! Must not touch: instruction parsing.

use super::*;

/// Type keywords that can start a typed value inside metadata.
fn starts_type(p: &mut Parser<'_>, t: Token) -> bool {
    match t.kind {
        Tok::IntType | Tok::LocalVar | Tok::LocalId | Tok::LBrace | Tok::LSquare | Tok::Less => {
            true
        }
        Tok::Ident => matches!(
            p.text(t),
            "ptr"
                | "void"
                | "half"
                | "bfloat"
                | "float"
                | "double"
                | "x86_fp80"
                | "fp128"
                | "ppc_fp128"
                | "token"
                | "target"
                | "label"
                | "x86_amx"
        ),
        _ => false,
    }
}

/// The value of `text` when it is an integer in canonical decimal spelling (what `i128`'s
/// `to_string` prints: no `+`, no leading zeros, no `-0`) that fits in `i128`.
fn canonical_int(text: &str) -> Option<i128> {
    let digits = text.strip_prefix('-').unwrap_or(text).as_bytes();
    let canonical = match digits {
        [] => false,
        [b'0'] => digits.len() == text.len(),
        [first, ..] => *first != b'0' && digits.iter().all(u8::is_ascii_digit),
    };
    if !canonical {
        return None;
    }
    if digits.len() <= 18 {
        let v = digits
            .iter()
            .fold(0i128, |acc, d| acc * 10 + i128::from(d - b'0'));
        return Some(if digits.len() == text.len() { v } else { -v });
    }
    text.parse::<i128>().ok()
}

/// Numbered metadata ids (`!N`) to nodes, with the span of the first reference while a node
/// is only referenced (not yet defined).
///
/// Ids are dense in practice (`!0`, `!1`, ...), so they index a vector; an id far beyond the
/// ids seen so far goes to a map instead, so memory stays proportional to the number of ids.
#[derive(Clone, Default)]
pub(super) struct MdIds {
    /// By id; `u32::MAX` marks an id not seen.
    dense: Vec<(u32, Option<Span>)>,
    sparse: HashMap<u32, (Metadata, Option<Span>)>,
    len: usize,
}

impl MdIds {
    const ABSENT: u32 = u32::MAX;

    pub(super) fn get(&self, id: u32) -> Option<(Metadata, Option<Span>)> {
        match self.dense.get(id as usize) {
            Some(&(m, span)) if m != Self::ABSENT => Some((Metadata::new(m as usize), span)),
            // The vector may have grown past an id stored in the map.
            _ => self.sparse.get(&id).copied(),
        }
    }

    pub(super) fn insert(&mut self, id: u32, value: (Metadata, Option<Span>)) {
        let i = id as usize;
        if let Some(v) = self.sparse.get_mut(&id) {
            *v = value;
            return;
        }
        if i >= self.dense.len() && i < 2 * self.len + (1 << 16) {
            self.dense.resize(i + 1, (Self::ABSENT, None));
        }
        match self.dense.get_mut(i) {
            Some(slot) => {
                if slot.0 == Self::ABSENT {
                    self.len += 1;
                }
                *slot = (value.0.index() as u32, value.1);
            }
            None => {
                if self.sparse.insert(id, value).is_none() {
                    self.len += 1;
                }
            }
        }
    }

    /// Number of ids seen.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Every id with its node and pending span, in no particular order.
    pub(super) fn iter(&self) -> impl Iterator<Item = (u32, (Metadata, Option<Span>))> + '_ {
        let dense = self
            .dense
            .iter()
            .enumerate()
            .filter(|(_, (m, _))| *m != Self::ABSENT)
            .map(|(i, &(m, span))| (i as u32, (Metadata::new(m as usize), span)));
        dense.chain(self.sparse.iter().map(|(&id, &v)| (id, v)))
    }
}

/// Inline nodes shared between their occurrences: uniqued `!DIExpression(...)` (no node
/// operands, so equality does not depend on other nodes).
pub(super) fn is_shared_inline(d: &MdNodeData) -> bool {
    matches!(d, MdNodeData::Specialized { distinct: false, kind, .. } if kind == "DIExpression")
}

impl<'a> Parser<'a> {
    /// Adds a node (offset by `md_base` in a body-parsing chunk).
    fn new_md(&mut self, data: MdNodeData) -> Metadata {
        let local = self.m.metadata.push(data);
        Metadata::new(self.md_base + local.index())
    }

    /// Adds a node written inline. Equal inline `!DIExpression(...)` nodes (one per debug
    /// record in a body) share one node, as the uniquing in `finish` would make them anyway.
    fn new_inline_md(&mut self, data: MdNodeData) -> Metadata {
        if !is_shared_inline(&data) {
            return self.new_md(data);
        }
        if let Some(m) = self.md_inline.get(&data) {
            return *m;
        }
        let m = self.new_md(data.clone());
        self.md_inline.insert(data, m);
        m
    }

    fn int_field(&self, t: Token) -> MdField {
        let text = self.text(t);
        // Only canonical spellings are stored as numbers, so printing gives the same text.
        match canonical_int(text) {
            Some(v) => MdField::Int(v),
            None => MdField::Ident(text.to_string()),
        }
    }

    fn md_by_id(&mut self, t: Token) -> PResult<Metadata> {
        let id = self.sigil_id(t)?;
        if let Some((m, _)) = self.md_ids.get(id) {
            return Ok(m);
        }
        let m = self.new_md(MdNodeData::Unresolved);
        self.md_ids.insert(id, (m, Some(t.span)));
        Ok(m)
    }

    pub(super) fn parse_named_metadata(&mut self) -> PResult<()> {
        let t = self.next();
        let name = super::md_var_name(&self.text(t)[1..]).into_owned();
        self.expect(Tok::Equal, "=")?;
        let et = self.next();
        if et.kind != Tok::Exclaim {
            return err("Expected '!' here", et.span);
        }
        self.expect(Tok::LBrace, "{")?;
        let mut ops = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                let ot = self.peek();
                let op = match ot.kind {
                    Tok::MetadataId => {
                        self.next();
                        MdOperand::Node(self.md_by_id(ot)?)
                    }
                    Tok::MetadataVar if self.text(ot) == "!DIExpression" => {
                        self.parse_md_operand(false)?
                    }
                    _ => return err("expected '!' here", ot.span),
                };
                ops.push(op);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBrace, "}")?;
        }
        if let Some(existing) = self.m.named_metadata.iter_mut().find(|(n, _)| *n == name) {
            existing.1.extend(ops);
        } else {
            self.m.named_metadata.push((name, ops));
        }
        Ok(())
    }

    pub(super) fn parse_numbered_metadata(&mut self) -> PResult<()> {
        let t = self.next();
        let id = self.sigil_id(t)?;
        self.expect(Tok::Equal, "=")?;
        let distinct = self.eat_word("distinct");
        let bt = self.peek();
        let data = match bt.kind {
            Tok::Exclaim => {
                self.next();
                self.parse_md_tuple_body(distinct)?
            }
            Tok::MetadataVar => {
                self.next();
                self.parse_specialized_body(bt, distinct)?
            }
            _ => return err("expected '!' here", bt.span),
        };
        if let Some(defs) = self.md_defs.as_mut() {
            // A metadata chunk only defines the ids phase 1 assigned (anything else: serial).
            return match self.md_ids.get(id) {
                Some((m, Some(_))) if m.index() < self.md_base => {
                    defs.push((m, data));
                    self.md_ids.insert(id, (m, None));
                    Ok(())
                }
                _ => err("Metadata id is already used", t.span),
            };
        }
        match self.md_ids.get(id) {
            Some((m, Some(_))) => {
                self.m.metadata[m] = data;
                self.md_ids.insert(id, (m, None));
            }
            Some((_, None)) => return err("Metadata id is already used", t.span),
            None => {
                let m = self.m.metadata.push(data);
                self.md_ids.insert(id, (m, None));
            }
        }
        Ok(())
    }

    /// After `!`: `{ ops }`.
    fn parse_md_tuple_body(&mut self, distinct: bool) -> PResult<MdNodeData> {
        self.expect(Tok::LBrace, "{")?;
        let mut ops = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                if self.eat_word("null") {
                    ops.push(MdOperand::Null);
                } else {
                    ops.push(self.parse_md_operand(false)?);
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBrace, "}")?;
        }
        Ok(MdNodeData::Tuple { distinct, ops })
    }

    /// After `!DIxxx`: `( fields )`.
    fn parse_specialized_body(&mut self, kind_tok: Token, distinct: bool) -> PResult<MdNodeData> {
        self.enter(kind_tok.span)?;
        let r = self.parse_specialized_body_inner(kind_tok, distinct);
        self.leave();
        r
    }

    fn parse_specialized_body_inner(
        &mut self,
        kind_tok: Token,
        distinct: bool,
    ) -> PResult<MdNodeData> {
        let kind = crate::ir::metadata::md_name(&self.text(kind_tok)[1..]);
        if !kind.starts_with("DI") && kind != "GenericDINode" {
            return err("expected metadata type", kind_tok.span);
        }
        self.expect(Tok::LParen, "(")?;
        let mut fields = Vec::new();
        let positional = kind == "DIExpression" || kind == "DIArgList";
        let mut close = self.peek().span;
        let known_fields = crate::ir::metadata::printed_field_order(&kind);
        if !self.eat(Tok::RParen) {
            loop {
                if positional {
                    let t = self.peek();
                    let f = match t.kind {
                        Tok::Ident if kind == "DIExpression" => {
                            self.next();
                            MdField::Ident(self.text(t).to_string())
                        }
                        Tok::Int if kind == "DIExpression" => {
                            self.next();
                            self.int_field(t)
                        }
                        _ if kind == "DIArgList" => MdField::Ref(self.parse_md_operand(true)?),
                        _ => return err("expected unsigned integer", t.span),
                    };
                    fields.push((crate::ir::metadata::MdName::Borrowed(""), f));
                } else {
                    let nt = self.next();
                    if nt.kind != Tok::Label {
                        return err(format!("invalid field in '{kind}'"), nt.span);
                    }
                    let raw = self.text(nt);
                    let raw = raw.strip_suffix(':').unwrap_or(raw);
                    let name = if raw.starts_with('"') {
                        crate::ir::metadata::md_name(&self.label_name(nt))
                    } else {
                        // Most names are fields of the kind: no hashing, no allocation.
                        match known_fields.iter().find(|f| **f == raw) {
                            Some(f) => crate::ir::metadata::MdName::Borrowed(f),
                            None => crate::ir::metadata::md_name(raw),
                        }
                    };
                    let f = self.parse_md_field()?;
                    fields.push((name, f));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            close = self.peek().span;
            self.expect(Tok::RParen, ")")?;
        }
        // Canonical form (LLVM 22's field rules: required, always printed, dropped defaults,
        // printed order); see ir::di_fields.
        if let Err(e) = crate::ir::di_fields::canonicalize(&kind, distinct, &mut fields) {
            return match e {
                crate::ir::di_fields::DiFieldError::AtClose(msg) => err(msg, close),
                crate::ir::di_fields::DiFieldError::AtKind(msg) => err(msg, kind_tok.span),
            };
        }
        // Debug-info modules hold hundreds of thousands of these nodes: no spare capacity
        // from the pushes above (about 60 MB of field vectors on sqlite3.O2g).
        fields.shrink_to_fit();
        Ok(MdNodeData::Specialized {
            distinct,
            kind,
            fields,
        })
    }

    fn parse_md_field(&mut self) -> PResult<MdField> {
        let t = self.peek();
        match t.kind {
            Tok::Int => {
                self.next();
                Ok(self.int_field(t))
            }
            Tok::HexFloat => {
                self.next();
                Ok(MdField::Ident(self.text(t).to_string()))
            }
            Tok::Str => {
                self.next();
                Ok(MdField::Str(self.string_bytes(t)))
            }
            Tok::Ident if self.text(t) == "null" => {
                self.next();
                Ok(MdField::Ref(MdOperand::Null))
            }
            Tok::Ident if !starts_type(self, t) => {
                self.next();
                let mut s = self.text(t).to_string();
                while self.eat(Tok::Bar) {
                    let n = self.next();
                    if !matches!(n.kind, Tok::Ident | Tok::Int) {
                        return err("expected flag", n.span);
                    }
                    s.push_str(" | ");
                    s.push_str(self.text(n));
                }
                Ok(MdField::Ident(s))
            }
            _ => Ok(MdField::Ref(self.parse_md_operand(false)?)),
        }
    }

    /// A metadata operand: `!N`, `!{...}`, `!"s"`, `!DIxxx(...)`, or a typed value.
    /// `allow_local`: function-local values may appear (`ptr %x`).
    pub(super) fn parse_md_operand(&mut self, allow_local: bool) -> PResult<MdOperand> {
        let t = self.peek();
        self.enter(t.span)?;
        let r = self.parse_md_operand_inner(allow_local);
        self.leave();
        r
    }

    fn parse_md_operand_inner(&mut self, allow_local: bool) -> PResult<MdOperand> {
        let t = self.peek();
        match t.kind {
            Tok::MetadataId => {
                self.next();
                Ok(MdOperand::Node(self.md_by_id(t)?))
            }
            Tok::MetadataStr => {
                self.next();
                Ok(MdOperand::String(self.string_bytes(t)))
            }
            Tok::Exclaim => {
                self.next();
                let data = self.parse_md_tuple_body(false)?;
                Ok(MdOperand::Node(self.new_md(data)))
            }
            Tok::MetadataVar => {
                self.next();
                if self.text(t) == "!DIArgList" {
                    self.expect(Tok::LParen, "(")?;
                    let mut args = Vec::new();
                    if !self.eat(Tok::RParen) {
                        loop {
                            args.push(self.parse_md_operand(allow_local)?);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                        self.expect(Tok::RParen, ")")?;
                    }
                    return Ok(MdOperand::ArgList(args));
                }
                let data = self.parse_specialized_body(t, false)?;
                Ok(MdOperand::Node(self.new_inline_md(data)))
            }
            _ => {
                let ty = self.parse_type()?;
                if self.m.types.is_metadata(ty) {
                    return self.parse_md_operand(allow_local);
                }
                if self.m.types.is_void(ty) || self.m.types.is_label(ty) {
                    return err("invalid metadata-value-metadata roundtrip", t.span);
                }
                let vt = self.peek();
                if matches!(vt.kind, Tok::LocalVar | Tok::LocalId) {
                    if !allow_local || self.func.is_none() {
                        return err("invalid use of function-local name", vt.span);
                    }
                    match self.parse_value(ty)? {
                        Operand::Value(v) => Ok(MdOperand::Local(ty, v)),
                        _ => err("invalid use of function-local name", vt.span),
                    }
                } else {
                    let c = self.parse_constant(ty)?;
                    Ok(MdOperand::Const(ty, c))
                }
            }
        }
    }

    /// `!kind !N` (or an inline node).
    pub(super) fn parse_attachment(&mut self) -> PResult<(u32, Metadata)> {
        let t = self.next();
        if t.kind != Tok::MetadataVar {
            return err("expected metadata attachment", t.span);
        }
        let kind = self.m.md_kinds.id(&super::md_var_name(&self.text(t)[1..]));
        let vt = self.peek();
        match self.parse_md_operand(false)? {
            MdOperand::Node(m) => Ok((kind, m)),
            _ => err("expected metadata node", vt.span),
        }
    }

    /// `#dbg_value(...)`, `#dbg_declare(...)`, `#dbg_assign(...)`, `#dbg_label(...)`.
    pub(super) fn parse_dbg_record(&mut self) -> PResult<DbgRecord> {
        let t = self.next();
        let kind = match &self.text(t)[5..] {
            "value" => DbgRecordKind::Value,
            "declare" => DbgRecordKind::Declare,
            "assign" => DbgRecordKind::Assign,
            "declare_value" => DbgRecordKind::DeclareValue,
            "label" => DbgRecordKind::Label,
            _ => return err("expected debug record type", t.span),
        };
        self.expect(Tok::LParen, "(")?;
        let mut operands = Vec::new();
        loop {
            let ot = self.peek();
            if ot.kind == Tok::Ident && self.text(ot) == "null" {
                self.next();
                operands.push(MdOperand::Null);
            } else {
                operands.push(self.parse_md_operand(true)?);
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, ")")?;
        let want = match kind {
            DbgRecordKind::Label => 2,
            DbgRecordKind::Assign => 7,
            _ => 4,
        };
        if operands.len() != want {
            return err(
                format!("expected {want} operands in #dbg_{} record", kind.name()),
                t.span,
            );
        }
        Ok(DbgRecord { kind, operands })
    }
}

#[cfg(test)]
mod tests {
    use super::{canonical_int, MdIds};
    use crate::diag::Span;
    use crate::ir::entity::EntityRef;
    use crate::ir::metadata::Metadata;

    #[test]
    fn md_ids_agree_with_a_map_for_dense_and_far_ids() {
        let mut ids = MdIds::default();
        let mut model = std::collections::HashMap::new();
        // A far id first (goes to the map), then dense ids growing past it, then updates.
        let order: Vec<u32> = [70_000u32, 4_000_000_000, 5]
            .into_iter()
            .chain(0..140_000)
            .chain([70_000, 5, 4_000_000_000, 139_999])
            .collect();
        for (k, id) in order.into_iter().enumerate() {
            let span = (k % 3 == 0).then(|| Span::new(k, k + 1));
            let v = (Metadata::new(k), span);
            ids.insert(id, v);
            model.insert(id, v);
        }
        assert_eq!(ids.len(), model.len());
        for (id, v) in &model {
            assert_eq!(ids.get(*id), Some(*v), "id {id}");
        }
        assert_eq!(ids.get(140_000), None);
        let mut listed: Vec<_> = ids.iter().collect();
        listed.sort_by_key(|(id, _)| *id);
        let mut expected: Vec<_> = model.into_iter().collect();
        expected.sort_by_key(|(id, _)| *id);
        assert_eq!(listed, expected);
    }

    #[test]
    fn canonical_int_accepts_exactly_what_i128_prints() {
        let cases = [
            "0",
            "-0",
            "00",
            "7",
            "-7",
            "007",
            "+7",
            "-",
            "",
            "123456789012345678",
            "-123456789012345678",
            "1234567890123456789",
            "170141183460469231731687303715884105727",
            "170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105728",
            "12a",
            "1_0",
        ];
        for text in cases {
            let old = match text.parse::<i128>() {
                Ok(v) if v.to_string() == text => Some(v),
                _ => None,
            };
            assert_eq!(canonical_int(text), old, "{text:?}");
        }
    }
}
