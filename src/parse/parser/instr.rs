//! Instruction parsing (one function per instruction family) for [`Parser`].
//!
//! Owns: opcode dispatch, flags, operand type checks with LLVM's messages, default alignments,
//! call sites (including debug-intrinsic calls turned into debug records). Must not touch:
//! module-level entities.

use super::*;
use crate::ir::datalayout::DataLayout;

/// What an instruction parser produced.
struct Parsed {
    kind: InstKind,
    args: Vec<Operand>,
    ty: Type,
    /// The parser already consumed a `,` that precedes metadata attachments.
    ate_comma: bool,
}

fn p(kind: InstKind, args: Vec<Operand>, ty: Type) -> PResult<Parsed> {
    Ok(Parsed {
        kind,
        args,
        ty,
        ate_comma: false,
    })
}

impl<'a> Parser<'a> {
    /// Parses one instruction line (`[%x =] opcode ... [, !kind !md]*`) and appends it to `b`.
    /// Returns `None` when the line was a debug intrinsic call that became a debug record.
    pub(super) fn parse_instruction_line(&mut self, b: Block) -> PResult<Option<Inst>> {
        let t = self.peek();
        let name = if matches!(t.kind, Tok::LocalVar | Tok::LocalId) {
            self.next();
            self.expect(Tok::Equal, "=")?;
            Some(t)
        } else {
            None
        };
        let op_tok = self.next();
        if op_tok.kind != Tok::Ident {
            return err("expected instruction opcode", op_tok.span);
        }
        let parsed = self.parse_instruction(op_tok)?;
        let mut attachments = Vec::new();
        let mut ate = parsed.ate_comma;
        loop {
            if !ate && !self.eat(Tok::Comma) {
                break;
            }
            ate = false;
            let mt = self.peek();
            if mt.kind != Tok::MetadataVar {
                return err("expected metadata after comma", mt.span);
            }
            attachments.push(self.parse_attachment()?);
        }
        let span = Span::new(op_tok.span.start as usize, self.lex.position());
        // Debug intrinsic calls become debug records on the next instruction.
        if let Some(rec) = self.as_debug_record(&parsed, &attachments) {
            if name.is_some() {
                return err(
                    "instructions returning void cannot have a name",
                    op_tok.span,
                );
            }
            self.fs().pending_records.push(rec);
            return Ok(None);
        }
        let fs = self.fs();
        let inst = fs.body.dfg.make_inst(parsed.kind, parsed.args, parsed.ty);
        fs.body.dfg.insts[inst].attachments = attachments;
        fs.body.dfg.insts[inst].dbg_records = std::mem::take(&mut fs.pending_records);
        fs.body.layout.append_inst(inst, b);
        fs.body.spans.insts.set(inst, span);
        self.define_result(name, inst, parsed.ty)?;
        Ok(Some(inst))
    }

    fn as_debug_record(
        &mut self,
        p: &Parsed,
        attachments: &[(u32, Metadata)],
    ) -> Option<DbgRecord> {
        let InstKind::Call { .. } = &p.kind else {
            return None;
        };
        let Operand::Const(c) = p.args.first()? else {
            return None;
        };
        let ConstantData::Global { global, .. } = self.m.constants.data(*c) else {
            return None;
        };
        let GlobalName::Named(n) = &self.m.globals[*global].name else {
            return None;
        };
        let kind = match n.as_str() {
            "llvm.dbg.value" => DbgRecordKind::Value,
            "llvm.dbg.declare" => DbgRecordKind::Declare,
            "llvm.dbg.assign" => DbgRecordKind::Assign,
            "llvm.dbg.label" => DbgRecordKind::Label,
            _ => return None,
        };
        let dbg = attachments.iter().find(|(k, _)| *k == 0)?.1;
        let mut operands = Vec::new();
        for a in &p.args[1..] {
            let Operand::Meta(m) = a else { return None };
            let op = self.fs().body.dfg.local_md[*m].clone();
            // `metadata ptr %x` arrives as a local; a node like `!{}` stays a node.
            operands.push(op);
        }
        operands.push(MdOperand::Node(dbg));
        Some(DbgRecord { kind, operands })
    }

    fn parse_instruction(&mut self, op_tok: Token) -> PResult<Parsed> {
        let w = self.text(op_tok);
        if let Some(op) = BinaryOp::from_keyword(w) {
            return self.parse_binary(op, op_tok);
        }
        if let Some(op) = CastOp::from_keyword(w) {
            return self.parse_cast(op, op_tok);
        }
        match w {
            "fneg" => {
                let fmf = self.parse_fmf();
                let (ty, v) = self.parse_typed_value()?;
                if !self.m.types.is_fp_or_fp_vector(ty) {
                    return err("invalid operand type for instruction", op_tok.span);
                }
                p(InstKind::FNeg { fmf }, vec![v], ty)
            }
            "icmp" => self.parse_icmp(op_tok),
            "fcmp" => self.parse_fcmp(op_tok),
            "select" => {
                let fmf = self.parse_fmf();
                let (ct, c) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let (tt, tv) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let (ft, fv) = self.parse_typed_value()?;
                if tt != ft {
                    return err(
                        "select values must have same type as select instruction",
                        op_tok.span,
                    );
                }
                if self.m.types.int_bits(self.m.types.scalar(ct)) != Some(1) {
                    return err("select condition must be i1 or <n x i1>", op_tok.span);
                }
                p(InstKind::Select { fmf }, vec![c, tv, fv], tt)
            }
            "phi" => self.parse_phi(op_tok),
            "alloca" => self.parse_alloca(),
            "load" => self.parse_load(op_tok),
            "store" => self.parse_store(op_tok),
            "fence" => {
                let scope = self.parse_opt_syncscope()?;
                let ot = self.peek();
                let ordering = self.parse_ordering()?;
                if ordering <= Ordering::Monotonic {
                    return err(
                        if ordering == Ordering::Unordered {
                            "fence cannot be unordered"
                        } else {
                            "fence cannot be monotonic"
                        },
                        ot.span,
                    );
                }
                let void = self.m.types.void();
                p(
                    InstKind::Fence {
                        atomic: Atomic { scope, ordering },
                    },
                    vec![],
                    void,
                )
            }
            "cmpxchg" => self.parse_cmpxchg(op_tok),
            "atomicrmw" => self.parse_atomicrmw(op_tok),
            "getelementptr" => self.parse_gep(op_tok),
            "freeze" => {
                let (ty, v) = self.parse_typed_value()?;
                p(InstKind::Freeze, vec![v], ty)
            }
            "va_arg" => {
                let (_, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let ty = self.parse_type()?;
                p(InstKind::VaArg, vec![v], ty)
            }
            "extractelement" => {
                let (vt, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let (it, i) = self.parse_typed_value()?;
                let TypeData::Vector { elem, .. } = *self.m.types.data(vt) else {
                    return err("invalid extractelement operands", op_tok.span);
                };
                if !self.m.types.is_int(it) {
                    return err("invalid extractelement operands", op_tok.span);
                }
                p(InstKind::ExtractElement, vec![v, i], elem)
            }
            "insertelement" => {
                let (vt, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let (et, e) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let (it, i) = self.parse_typed_value()?;
                match *self.m.types.data(vt) {
                    TypeData::Vector { elem, .. } if elem == et && self.m.types.is_int(it) => {}
                    _ => return err("invalid insertelement operands", op_tok.span),
                }
                p(InstKind::InsertElement, vec![v, e, i], vt)
            }
            "shufflevector" => self.parse_shufflevector(op_tok),
            "extractvalue" => {
                let (at, a) = self.parse_typed_value()?;
                let mut indices = Vec::new();
                let mut ty = at;
                let mut ate = false;
                while self.eat(Tok::Comma) {
                    if self.peek_is(Tok::MetadataVar) {
                        ate = true;
                        break;
                    }
                    let it = self.peek();
                    let i = self.parse_u32()?;
                    ty = self
                        .m
                        .types
                        .member(ty, u64::from(i))
                        .filter(|_| !matches!(self.m.types.data(ty), TypeData::Vector { .. }))
                        .ok_or_else(|| {
                            ParseError::new("invalid indices for extractvalue", it.span)
                        })?;
                    indices.push(i);
                }
                if indices.is_empty() {
                    return err("expected index", self.peek().span);
                }
                Ok(Parsed {
                    kind: InstKind::ExtractValue { indices },
                    args: vec![a],
                    ty,
                    ate_comma: ate,
                })
            }
            "insertvalue" => {
                let (at, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                let (vt, v) = self.parse_typed_value()?;
                let mut indices = Vec::new();
                let mut ty = at;
                let mut ate = false;
                while self.eat(Tok::Comma) {
                    if self.peek_is(Tok::MetadataVar) {
                        ate = true;
                        break;
                    }
                    let it = self.peek();
                    let i = self.parse_u32()?;
                    ty = self
                        .m
                        .types
                        .member(ty, u64::from(i))
                        .filter(|_| !matches!(self.m.types.data(ty), TypeData::Vector { .. }))
                        .ok_or_else(|| {
                            ParseError::new("invalid indices for insertvalue", it.span)
                        })?;
                    indices.push(i);
                }
                if indices.is_empty() {
                    return err("expected index", self.peek().span);
                }
                if ty != vt {
                    return err(
                        format!(
                            "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                            self.tstr(vt),
                            self.tstr(ty)
                        ),
                        op_tok.span,
                    );
                }
                Ok(Parsed {
                    kind: InstKind::InsertValue { indices },
                    args: vec![a, v],
                    ty: at,
                    ate_comma: ate,
                })
            }
            "call" => self.parse_call(TailKind::None, op_tok),
            "tail" | "musttail" | "notail" => {
                let tail = match w {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                let ct = self.next();
                if self.text(ct) != "call" {
                    return err(
                        "expected 'tail call', 'musttail call', or 'notail call'",
                        ct.span,
                    );
                }
                self.parse_call(tail, op_tok)
            }
            "invoke" => self.parse_invoke(op_tok),
            "callbr" => self.parse_callbr(op_tok),
            "ret" => self.parse_ret(op_tok),
            "br" => {
                let t = self.peek();
                let void = self.m.types.void();
                if t.kind == Tok::Ident && self.text(t) == "label" {
                    let dest = self.parse_label_operand()?;
                    return p(InstKind::Br, vec![Operand::Block(dest)], void);
                }
                let (ct, c) = self.parse_typed_value()?;
                if self.m.types.int_bits(ct) != Some(1) {
                    return err("branch condition must have 'i1' type", t.span);
                }
                self.expect(Tok::Comma, ",")?;
                let a = self.parse_label_operand()?;
                self.expect(Tok::Comma, ",")?;
                let b2 = self.parse_label_operand()?;
                p(
                    InstKind::CondBr,
                    vec![c, Operand::Block(a), Operand::Block(b2)],
                    void,
                )
            }
            "switch" => {
                let t = self.peek();
                let (ct, c) = self.parse_typed_value()?;
                if !self.m.types.is_int(ct) {
                    return err("switch condition must have integer type", t.span);
                }
                self.expect(Tok::Comma, ",")?;
                let d = self.parse_label_operand()?;
                self.expect(Tok::LSquare, "[")?;
                let mut args = vec![c, Operand::Block(d)];
                let mut seen = Vec::new();
                while !self.eat(Tok::RSquare) {
                    let vt = self.peek();
                    let ty = self.parse_type()?;
                    if ty != ct {
                        return err("case value is not a constant integer", vt.span);
                    }
                    let v = self.parse_constant(ty)?;
                    if !matches!(self.m.constants.data(v), ConstantData::Int { .. }) {
                        return err("case value is not a constant integer", vt.span);
                    }
                    if seen.contains(&v) {
                        return err("duplicate case value in switch", vt.span);
                    }
                    seen.push(v);
                    self.expect(Tok::Comma, ",")?;
                    let dest = self.parse_label_operand()?;
                    args.push(Operand::Const(v));
                    args.push(Operand::Block(dest));
                }
                let void = self.m.types.void();
                p(InstKind::Switch, args, void)
            }
            "indirectbr" => {
                let (_, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, ",")?;
                self.expect(Tok::LSquare, "[")?;
                let mut args = vec![a];
                if !self.eat(Tok::RSquare) {
                    loop {
                        args.push(Operand::Block(self.parse_label_operand()?));
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "]")?;
                }
                let void = self.m.types.void();
                p(InstKind::IndirectBr, args, void)
            }
            "unreachable" => {
                let void = self.m.types.void();
                p(InstKind::Unreachable, vec![], void)
            }
            "resume" => {
                let (_, v) = self.parse_typed_value()?;
                let void = self.m.types.void();
                p(InstKind::Resume, vec![v], void)
            }
            "landingpad" => self.parse_landingpad(),
            "catchswitch" => self.parse_catchswitch(),
            "catchpad" | "cleanuppad" => {
                self.expect_word("within")?;
                let parent = self.parse_pad_parent()?;
                self.expect(Tok::LSquare, "[")?;
                let mut args = vec![parent];
                if !self.eat(Tok::RSquare) {
                    loop {
                        let (_, v) = self.parse_typed_value()?;
                        args.push(v);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "]")?;
                }
                let tok = self.m.types.intern(TypeData::Token);
                let kind = if w == "catchpad" {
                    InstKind::CatchPad
                } else {
                    InstKind::CleanupPad
                };
                p(kind, args, tok)
            }
            "catchret" => {
                self.expect_word("from")?;
                let pad = self.parse_pad_parent()?;
                self.expect_word("to")?;
                let dest = self.parse_label_operand()?;
                let void = self.m.types.void();
                p(InstKind::CatchRet, vec![pad, Operand::Block(dest)], void)
            }
            "cleanupret" => {
                self.expect_word("from")?;
                let pad = self.parse_pad_parent()?;
                self.expect_word("unwind")?;
                let mut args = vec![pad];
                let has_unwind = if self.eat_word("to") {
                    self.expect_word("caller")?;
                    false
                } else {
                    args.push(Operand::Block(self.parse_label_operand()?));
                    true
                };
                let void = self.m.types.void();
                p(InstKind::CleanupRet { has_unwind }, args, void)
            }
            _ => err("expected instruction opcode", op_tok.span),
        }
    }

    fn parse_pad_parent(&mut self) -> PResult<Operand> {
        if self.eat_word("none") {
            let tok = self.m.types.intern(TypeData::Token);
            return Ok(Operand::Const(
                self.m.constants.intern(ConstantData::TokenNone(tok)),
            ));
        }
        let tok = self.m.types.intern(TypeData::Token);
        self.parse_value(tok)
    }

    fn parse_fmf(&mut self) -> FastMath {
        let mut f = 0u8;
        loop {
            let t = self.peek();
            if t.kind != Tok::Ident {
                break;
            }
            match FastMath::from_keyword(self.text(t)) {
                Some(b) => {
                    self.next();
                    f |= b;
                }
                None => break,
            }
        }
        FastMath(f)
    }

    fn parse_int_flags(&mut self) -> IntFlags {
        let mut f = IntFlags::default();
        loop {
            let t = self.peek();
            if t.kind != Tok::Ident {
                break;
            }
            match self.text(t) {
                "nuw" => f.nuw = true,
                "nsw" => f.nsw = true,
                "exact" => f.exact = true,
                "disjoint" => f.disjoint = true,
                "nneg" => f.nneg = true,
                "samesign" => f.samesign = true,
                _ => break,
            }
            self.next();
        }
        f
    }

    fn parse_binary(&mut self, op: BinaryOp, op_tok: Token) -> PResult<Parsed> {
        let (flags, fmf) = if op.is_float() {
            (IntFlags::default(), self.parse_fmf())
        } else {
            (self.parse_int_flags(), FastMath::default())
        };
        let bad_flag = (flags.nuw || flags.nsw) && !op.has_wrap_flags()
            || flags.exact && !op.has_exact_flag()
            || flags.disjoint && op != BinaryOp::Or
            || flags.nneg
            || flags.samesign;
        if bad_flag {
            return err("expected type", self.peek().span);
        }
        let tt = self.peek();
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let b = self.parse_value(ty)?;
        let scalar = self.m.types.scalar(ty);
        let ok = if op.is_float() {
            self.m.types.is_float(scalar)
        } else {
            self.m.types.is_int(scalar)
        };
        if !ok {
            let _ = op_tok;
            return err("invalid operand type for instruction", tt.span);
        }
        p(InstKind::Binary { op, flags, fmf }, vec![a, b], ty)
    }

    fn parse_cast(&mut self, op: CastOp, op_tok: Token) -> PResult<Parsed> {
        let flags = self.parse_int_flags();
        let fmf = self.parse_fmf();
        let (from, v) = self.parse_typed_value()?;
        self.expect_word("to")?;
        let to = self.parse_type()?;
        if !self.cast_is_valid(op, from, to) {
            return err(
                format!(
                    "invalid cast opcode for cast from '{}' to '{}'",
                    self.tstr(from),
                    self.tstr(to)
                ),
                op_tok.span,
            );
        }
        p(InstKind::Cast { op, flags, fmf }, vec![v], to)
    }

    fn cast_is_valid(&self, op: CastOp, from: Type, to: Type) -> bool {
        let t = &self.m.types;
        let (fs, ts) = (t.scalar(from), t.scalar(to));
        let vec_len = |x: Type| match t.data(x) {
            TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        };
        if op != CastOp::BitCast && vec_len(from) != vec_len(to) {
            return false;
        }
        let fbits = |x: Type| match t.data(x) {
            TypeData::Float(k) => k.bits(),
            _ => 0,
        };
        match op {
            CastOp::Trunc => {
                matches!((t.int_bits(fs), t.int_bits(ts)), (Some(a), Some(b)) if a > b)
            }
            CastOp::ZExt | CastOp::SExt => {
                matches!((t.int_bits(fs), t.int_bits(ts)), (Some(a), Some(b)) if a < b)
            }
            CastOp::FPTrunc => t.is_float(fs) && t.is_float(ts) && fbits(fs) > fbits(ts),
            CastOp::FPExt => t.is_float(fs) && t.is_float(ts) && fbits(fs) < fbits(ts),
            CastOp::FPToUI | CastOp::FPToSI => t.is_float(fs) && t.is_int(ts),
            CastOp::UIToFP | CastOp::SIToFP => t.is_int(fs) && t.is_float(ts),
            CastOp::PtrToInt | CastOp::PtrToAddr => t.is_ptr(fs) && t.is_int(ts),
            CastOp::IntToPtr => t.is_int(fs) && t.is_ptr(ts),
            CastOp::AddrSpaceCast => t.is_ptr(fs) && t.is_ptr(ts) && fs != ts,
            CastOp::BitCast => {
                if t.is_ptr(fs) || t.is_ptr(ts) {
                    return t.is_ptr(fs)
                        && t.is_ptr(ts)
                        && fs == ts
                        && vec_len(from) == vec_len(to);
                }
                t.is_first_class(from) && t.is_first_class(to)
            }
        }
    }

    fn parse_icmp(&mut self, op_tok: Token) -> PResult<Parsed> {
        let samesign = self.eat_word("samesign");
        let pt = self.next();
        let pred = IntPredicate::from_keyword(self.text(pt))
            .ok_or_else(|| ParseError::new("expected icmp predicate (e.g. 'eq')", pt.span))?;
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let b = self.parse_value(ty)?;
        let s = self.m.types.scalar(ty);
        if !self.m.types.is_int(s) && !self.m.types.is_ptr(s) {
            return err("icmp requires integer operands", op_tok.span);
        }
        let rt = self.cmp_result_type(ty);
        p(InstKind::ICmp { pred, samesign }, vec![a, b], rt)
    }

    fn parse_fcmp(&mut self, op_tok: Token) -> PResult<Parsed> {
        let fmf = self.parse_fmf();
        let pt = self.next();
        let pred = FloatPredicate::from_keyword(self.text(pt))
            .ok_or_else(|| ParseError::new("expected fcmp predicate (e.g. 'oeq')", pt.span))?;
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let b = self.parse_value(ty)?;
        if !self.m.types.is_fp_or_fp_vector(ty) {
            return err("fcmp requires floating point operands", op_tok.span);
        }
        let rt = self.cmp_result_type(ty);
        p(InstKind::FCmp { pred, fmf }, vec![a, b], rt)
    }

    fn cmp_result_type(&mut self, ty: Type) -> Type {
        let i1 = self.m.types.int(1);
        match *self.m.types.data(ty) {
            TypeData::Vector { len, scalable, .. } => self.m.types.intern(TypeData::Vector {
                len,
                scalable,
                elem: i1,
            }),
            _ => i1,
        }
    }

    fn parse_phi(&mut self, op_tok: Token) -> PResult<Parsed> {
        let fmf = self.parse_fmf();
        let ty = self.parse_type()?;
        if !self.m.types.is_first_class(ty) || self.m.types.is_label(ty) {
            return err("phi node must have first class type", op_tok.span);
        }
        let mut args = Vec::new();
        let mut ate = false;
        loop {
            self.expect(Tok::LSquare, "[")?;
            let v = self.parse_value(ty)?;
            self.expect(Tok::Comma, ",")?;
            let bt = self.next();
            let b = self.block_ref(bt)?;
            self.expect(Tok::RSquare, "]")?;
            args.push(v);
            args.push(Operand::Block(b));
            if !self.eat(Tok::Comma) {
                break;
            }
            if self.peek_is(Tok::MetadataVar) {
                ate = true;
                break;
            }
        }
        Ok(Parsed {
            kind: InstKind::Phi { fmf },
            args,
            ty,
            ate_comma: ate,
        })
    }

    fn data_layout(&self) -> DataLayout {
        DataLayout::parse(self.m.datalayout.as_deref().unwrap_or(""))
    }

    fn parse_alloca(&mut self) -> PResult<Parsed> {
        let inalloca = self.eat_word("inalloca");
        let swifterror = self.eat_word("swifterror");
        let tt = self.peek();
        let allocated = self.parse_type()?;
        if !self.m.types.is_sized(allocated)
            && !matches!(
                self.m.types.data(allocated),
                TypeData::Vector { scalable: true, .. }
            )
        {
            return err("Cannot allocate unsized type", tt.span);
        }
        let mut align = None;
        let mut addrspace = 0;
        let mut args = Vec::new();
        let mut ate = false;
        while self.eat(Tok::Comma) {
            let t = self.peek();
            if t.kind == Tok::MetadataVar {
                ate = true;
                break;
            }
            if self.eat_word("align") {
                align = Some(self.parse_alignment_value()?);
            } else if t.kind == Tok::Ident && self.text(t) == "addrspace" {
                addrspace = self.parse_opt_addrspace()?;
            } else if args.is_empty() && align.is_none() {
                let (ct, c) = self.parse_typed_value()?;
                if !self.m.types.is_int(ct) {
                    return err("element count must have integer type", t.span);
                }
                args.push(c);
            } else {
                return err("expected metadata after comma", t.span);
            }
        }
        if args.is_empty() {
            let i32t = self.m.types.int(32);
            let one = self.m.constants.make_int(i32t, ApInt::from_u64(32, 1));
            args.push(Operand::Const(one));
        }
        if align.is_none() {
            align = Some(self.data_layout().pref_align(&self.m.types, allocated));
        }
        let ptr = self.m.types.ptr(addrspace);
        Ok(Parsed {
            kind: InstKind::Alloca {
                allocated,
                align,
                addrspace,
                inalloca,
                swifterror,
            },
            args,
            ty: ptr,
            ate_comma: ate,
        })
    }

    fn parse_opt_syncscope(&mut self) -> PResult<SyncScope> {
        if !self.eat_word("syncscope") {
            return Ok(None);
        }
        self.expect(Tok::LParen, "(")?;
        let s = self.expect_string()?;
        self.expect(Tok::RParen, ")")?;
        Ok(Some(s.into_boxed_str()))
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        let t = self.next();
        Ordering::from_keyword(self.text(t))
            .ok_or_else(|| ParseError::new("Expected ordering on atomic instruction", t.span))
    }

    /// `[, align N]` then maybe a comma before metadata.
    fn parse_opt_comma_align(&mut self) -> PResult<(Option<u64>, bool)> {
        let mut align = None;
        while self.eat(Tok::Comma) {
            let t = self.peek();
            if t.kind == Tok::MetadataVar {
                return Ok((align, true));
            }
            if !self.eat_word("align") {
                return err("expected metadata or 'align'", t.span);
            }
            align = Some(self.parse_alignment_value()?);
        }
        Ok((align, false))
    }

    /// The part `load` and `store` share after their operands: for an atomic access the
    /// optional syncscope and the ordering (load: not release/acq_rel; store: not
    /// acquire/acq_rel, with LLVM 22's wording, which names the forbidden half of acq_rel),
    /// then `, align N`, required for atomics and otherwise defaulting to the ABI alignment.
    fn parse_memory_access_tail(
        &mut self,
        is_atomic: bool,
        access: MemoryAccess,
        ty: Type,
        op_tok: Token,
    ) -> PResult<(Option<Atomic>, u64, bool)> {
        let (name, forbidden, forbidden_name) = match access {
            MemoryAccess::Load => ("load", Ordering::Release, "Release"),
            MemoryAccess::Store => ("store", Ordering::Acquire, "Acquire"),
        };
        let atomic = if is_atomic {
            let scope = self.parse_opt_syncscope()?;
            let ot = self.peek();
            let ordering = self.parse_ordering()?;
            if ordering == forbidden || ordering == Ordering::AcqRel {
                return err(
                    format!("atomic {name} cannot use {forbidden_name} ordering"),
                    ot.span,
                );
            }
            Some(Atomic { scope, ordering })
        } else {
            None
        };
        let (align, ate) = self.parse_opt_comma_align()?;
        let align = match align {
            Some(a) => a,
            None if is_atomic => {
                return err(
                    format!("atomic {name} must have explicit non-zero alignment"),
                    op_tok.span,
                )
            }
            None => self.data_layout().abi_align(&self.m.types, ty),
        };
        Ok((atomic, align, ate))
    }

    fn parse_load(&mut self, op_tok: Token) -> PResult<Parsed> {
        let is_atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let tt = self.peek();
        let ty = self.parse_type()?;
        self.expect(Tok::Comma, ",")?;
        let pt = self.peek();
        let (ptr_ty, ptr) = self.parse_typed_value()?;
        if !self.m.types.is_ptr(ptr_ty) {
            return err("load operand must be a pointer", pt.span);
        }
        if !self.m.types.is_sized(ty) {
            return err("loading unsized types is not allowed", tt.span);
        }
        let (atomic, align, ate) =
            self.parse_memory_access_tail(is_atomic, MemoryAccess::Load, ty, op_tok)?;
        let align = Some(align);
        Ok(Parsed {
            kind: InstKind::Load {
                volatile,
                atomic,
                align,
            },
            args: vec![ptr],
            ty,
            ate_comma: ate,
        })
    }

    fn parse_store(&mut self, op_tok: Token) -> PResult<Parsed> {
        let is_atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let (vty, v) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let pt = self.peek();
        let (ptr_ty, ptr) = self.parse_typed_value()?;
        if !self.m.types.is_ptr(ptr_ty) {
            return err("store operand must be a pointer", pt.span);
        }
        if !self.m.types.is_sized(vty) {
            return err("storing unsized types is not allowed", op_tok.span);
        }
        let (atomic, align, ate) =
            self.parse_memory_access_tail(is_atomic, MemoryAccess::Store, vty, op_tok)?;
        let align = Some(align);
        let void = self.m.types.void();
        Ok(Parsed {
            kind: InstKind::Store {
                volatile,
                atomic,
                align,
            },
            args: vec![v, ptr],
            ty: void,
            ate_comma: ate,
        })
    }

    fn parse_cmpxchg(&mut self, op_tok: Token) -> PResult<Parsed> {
        let weak = self.eat_word("weak");
        let volatile = self.eat_word("volatile");
        let pt = self.peek();
        let (ptr_ty, ptr) = self.parse_typed_value()?;
        if !self.m.types.is_ptr(ptr_ty) {
            return err("cmpxchg operand must be a pointer", pt.span);
        }
        self.expect(Tok::Comma, ",")?;
        let (ty, cmp) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let nt = self.peek();
        let (nty, new) = self.parse_typed_value()?;
        if nty != ty {
            return err("compare value and new value type do not match", nt.span);
        }
        let scope = self.parse_opt_syncscope()?;
        let st = self.peek();
        let success = self.parse_ordering()?;
        let ft = self.peek();
        let failure = self.parse_ordering()?;
        if success == Ordering::Unordered {
            return err("invalid cmpxchg success ordering", st.span);
        }
        if matches!(
            failure,
            Ordering::Unordered | Ordering::Release | Ordering::AcqRel
        ) {
            return err("invalid cmpxchg failure ordering", ft.span);
        }
        let s = self.m.types.scalar(ty);
        if !self.m.types.is_int(s) && !self.m.types.is_ptr(s) {
            return err("cmpxchg operand must be an integer or pointer", op_tok.span);
        }
        let (align, ate) = self.parse_opt_comma_align()?;
        let align = match align {
            Some(a) => a,
            None => self.default_atomic_rmw_align(ty),
        };
        let i1 = self.m.types.int(1);
        let rt = self.m.types.intern(TypeData::Struct {
            fields: vec![ty, i1],
            packed: false,
        });
        Ok(Parsed {
            kind: InstKind::CmpXchg {
                weak,
                volatile,
                scope,
                success,
                failure,
                align,
            },
            args: vec![ptr, cmp, new],
            ty: rt,
            ate_comma: ate,
        })
    }

    /// LLVM's default alignment for `cmpxchg` and `atomicrmw` without `align`: the value type's
    /// store size (not its ABI alignment).
    fn default_atomic_rmw_align(&self, ty: Type) -> u64 {
        let dl = self.data_layout();
        dl.scalar_store_size(&self.m.types, ty)
            .unwrap_or_else(|| dl.abi_align(&self.m.types, ty))
    }

    fn parse_atomicrmw(&mut self, _op_tok: Token) -> PResult<Parsed> {
        let volatile = self.eat_word("volatile");
        let ot = self.next();
        let op = RmwOp::from_keyword(self.text(ot))
            .ok_or_else(|| ParseError::new("expected binary operation in atomicrmw", ot.span))?;
        let pt = self.peek();
        let (ptr_ty, ptr) = self.parse_typed_value()?;
        if !self.m.types.is_ptr(ptr_ty) {
            return err("atomicrmw operand must be a pointer", pt.span);
        }
        self.expect(Tok::Comma, ",")?;
        let vt = self.peek();
        let (ty, v) = self.parse_typed_value()?;
        let scope = self.parse_opt_syncscope()?;
        let ordt = self.peek();
        let ordering = self.parse_ordering()?;
        if ordering == Ordering::Unordered {
            return err("atomicrmw cannot be unordered", ordt.span);
        }
        let s = self.m.types.scalar(ty);
        if op == RmwOp::Xchg {
            if !self.m.types.is_int(s) && !self.m.types.is_float(s) && !self.m.types.is_ptr(s) {
                return err(
                    format!(
                        "atomicrmw {} operand must be an integer, floating point, or pointer type",
                        op.name()
                    ),
                    vt.span,
                );
            }
        } else if op.is_float() {
            if !self.m.types.is_float(s) {
                return err(
                    format!(
                        "atomicrmw {} operand must be a floating point type",
                        op.name()
                    ),
                    vt.span,
                );
            }
        } else if !self.m.types.is_int(s) {
            return err(
                format!("atomicrmw {} operand must be an integer", op.name()),
                vt.span,
            );
        }
        let (align, ate) = self.parse_opt_comma_align()?;
        let align = match align {
            Some(a) => a,
            None => self.default_atomic_rmw_align(ty),
        };
        Ok(Parsed {
            kind: InstKind::AtomicRmw {
                op,
                volatile,
                atomic: Atomic { scope, ordering },
                align,
            },
            args: vec![ptr, v],
            ty,
            ate_comma: ate,
        })
    }

    fn parse_gep(&mut self, op_tok: Token) -> PResult<Parsed> {
        let mut flags = GepFlags::default();
        loop {
            if self.eat_word("inbounds") {
                flags.inbounds = true;
                flags.nusw = true;
            } else if self.eat_word("nusw") {
                flags.nusw = true;
            } else if self.eat_word("nuw") {
                flags.nuw = true;
            } else {
                break;
            }
        }
        let source = self.parse_type()?;
        self.expect(Tok::Comma, ",")?;
        let bt = self.peek();
        let (base_ty, base) = self.parse_typed_value()?;
        if !self.m.types.is_ptr(self.m.types.scalar(base_ty)) {
            return err("base of getelementptr must be a pointer", bt.span);
        }
        let mut args = vec![base];
        let mut result_ty = base_ty;
        let mut ate = false;
        while self.eat(Tok::Comma) {
            if self.peek_is(Tok::MetadataVar) {
                ate = true;
                break;
            }
            let it = self.peek();
            let (ity, i) = self.parse_typed_value()?;
            if !self.m.types.is_int(self.m.types.scalar(ity)) {
                return err("getelementptr index must be an integer", it.span);
            }
            if let TypeData::Vector { .. } = self.m.types.data(ity) {
                result_ty = self.vector_of_ptr(ity, base_ty);
            }
            args.push(i);
        }
        let _ = op_tok;
        Ok(Parsed {
            kind: InstKind::Gep { source, flags },
            args,
            ty: result_ty,
            ate_comma: ate,
        })
    }

    fn vector_of_ptr(&mut self, idx_ty: Type, base_ty: Type) -> Type {
        let TypeData::Vector { len, scalable, .. } = *self.m.types.data(idx_ty) else {
            return base_ty;
        };
        let elem = self.m.types.scalar(base_ty);
        self.m.types.intern(TypeData::Vector {
            len,
            scalable,
            elem,
        })
    }

    fn parse_shufflevector(&mut self, op_tok: Token) -> PResult<Parsed> {
        let (at, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let (bt, b) = self.parse_typed_value()?;
        self.expect(Tok::Comma, ",")?;
        let mt = self.parse_type()?;
        let mask_c = self.parse_constant(mt)?;
        let TypeData::Vector { elem, .. } = *self.m.types.data(at) else {
            return err("invalid shufflevector operands", op_tok.span);
        };
        if at != bt {
            return err("invalid shufflevector operands", op_tok.span);
        }
        let TypeData::Vector {
            len,
            scalable,
            elem: mask_elem,
        } = *self.m.types.data(mt)
        else {
            return err("invalid shufflevector operands", op_tok.span);
        };
        if self.m.types.int_bits(mask_elem) != Some(32) {
            return err("invalid shufflevector operands", op_tok.span);
        }
        let mask: Vec<i32> = match self.m.constants.data(mask_c).clone() {
            ConstantData::Zero(_) => vec![0; len as usize],
            ConstantData::Poison(_) | ConstantData::Undef(_) => vec![-1; len as usize],
            ConstantData::Vector { elems, .. } => elems
                .iter()
                .map(|e| match self.m.constants.data(*e) {
                    ConstantData::Int { value, .. } => value.low_u64() as i32,
                    _ => -1,
                })
                .collect(),
            ConstantData::Splat { elem: e, .. } => {
                let v = match self.m.constants.data(e) {
                    ConstantData::Int { value, .. } => value.low_u64() as i32,
                    _ => -1,
                };
                vec![v; len as usize]
            }
            _ => return err("invalid shufflevector operands", op_tok.span),
        };
        let rt = self.m.types.intern(TypeData::Vector {
            len,
            scalable,
            elem,
        });
        p(InstKind::ShuffleVector { mask, scalable }, vec![a, b], rt)
    }

    fn parse_ret(&mut self, op_tok: Token) -> PResult<Parsed> {
        let void = self.m.types.void();
        let t = self.peek();
        let ty = self.parse_type()?;
        let fn_ret = self.current_function.and_then(|_| self.current_ret_type());
        if self.m.types.is_void(ty) {
            if let Some(r) = fn_ret {
                if !self.m.types.is_void(r) {
                    return err(
                        format!(
                            "value doesn't match function result type '{}'",
                            self.tstr(r)
                        ),
                        t.span,
                    );
                }
            }
            return p(InstKind::Ret, vec![], void);
        }
        let v = self.parse_value(ty)?;
        if let Some(r) = fn_ret {
            if r != ty {
                return err(
                    format!(
                        "value doesn't match function result type '{}'",
                        self.tstr(r)
                    ),
                    t.span,
                );
            }
        }
        let _ = op_tok;
        p(InstKind::Ret, vec![v], void)
    }

    fn current_ret_type(&self) -> Option<Type> {
        self.current_ret
    }

    /// Shared part of call/invoke/callbr: `[cc] [ret attrs] [addrspace] ty callee(args) [fn attrs] [bundles]`.
    fn parse_call_common(
        &mut self,
        fmf_allowed: bool,
    ) -> PResult<(Box<CallInfo>, Vec<Operand>, Type)> {
        let fmf = if fmf_allowed {
            self.parse_fmf()
        } else {
            FastMath::default()
        };
        let cc = self.parse_opt_calling_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let addrspace = if self.peek_word("addrspace") {
            Some(self.parse_opt_addrspace()?)
        } else {
            None
        };
        let tt = self.peek();
        let ty = self.parse_type()?;
        let explicit_fn_ty = self.m.types.is_function(ty);
        // Callee.
        let callee_tok = self.peek();
        let is_asm = callee_tok.kind == Tok::Ident && self.text(callee_tok) == "asm";
        let callee = if is_asm {
            None
        } else {
            let pty = self.m.types.ptr(addrspace.unwrap_or(0));
            Some(self.parse_value(pty)?)
        };
        let asm_start = self.lex.position();
        let _ = asm_start;
        // Arguments: for `asm` we must know the function type first, so parse asm after args
        // by remembering its position: simpler to parse asm now with a placeholder type.
        let (callee, asm_tok_pos) = match callee {
            Some(c) => (Some(c), None),
            None => {
                // Skip the asm tokens; re-parse them once the function type is known.
                let pos = callee_tok.span.start as usize;
                self.skip_asm()?;
                (None, Some(pos))
            }
        };
        self.expect(Tok::LParen, "(")?;
        let mut arg_types = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut args = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    break;
                }
                let at = self.parse_type()?;
                let attrs = self.parse_param_attrs()?;
                let v = self.parse_value(at)?;
                arg_types.push(at);
                arg_attrs.push(attrs);
                args.push(v);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, ")")?;
        }
        let fn_ty = if explicit_fn_ty {
            if let TypeData::Function { params, vararg, .. } = self.m.types.data(ty).clone() {
                let fixed_ok = if vararg {
                    params.len() <= arg_types.len() && params[..] == arg_types[..params.len()]
                } else {
                    params == arg_types
                };
                if !fixed_ok {
                    return err(
                        "invalid forward reference to function as global value!",
                        tt.span,
                    );
                }
            }
            ty
        } else {
            if self.m.types.is_label(ty) || self.m.types.is_metadata(ty) {
                return err("Invalid result type for LLVM function", tt.span);
            }
            self.m.types.intern(TypeData::Function {
                ret: ty,
                params: arg_types,
                vararg: false,
            })
        };
        let callee = match (callee, asm_tok_pos) {
            (Some(c), _) => c,
            (None, Some(pos)) => {
                let saved = std::mem::replace(&mut self.lex, Lexer::with_offset(self.src, pos));
                let r = self.parse_value(fn_ty);
                self.lex = saved;
                r?
            }
            (None, None) => return err("expected callee", callee_tok.span),
        };
        let mut fn_attr_list = Vec::new();
        self.parse_fn_attrs(&mut fn_attr_list)?;
        let func = self.m.attrs.intern(upgrade_memory_attrs(fn_attr_list));
        // Operand bundles.
        let mut bundles = Vec::new();
        let mut bundle_ops = Vec::new();
        if self.eat(Tok::LSquare) {
            loop {
                let tag = self.expect_string()?;
                self.expect(Tok::LParen, "(")?;
                let mut n = 0u32;
                if !self.eat(Tok::RParen) {
                    loop {
                        let (_, v) = self.parse_typed_value()?;
                        bundle_ops.push(v);
                        n += 1;
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RParen, ")")?;
                }
                bundles.push((tag, n));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "]")?;
        }
        while arg_attrs.last() == Some(&AttrSet::EMPTY) {
            arg_attrs.pop();
        }
        let ret_ty = match self.m.types.data(fn_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => ty,
        };
        let info = Box::new(CallInfo {
            fn_ty,
            cc,
            attrs: AttrList {
                func,
                ret: ret_attrs,
                params: arg_attrs,
            },
            fmf,
            addrspace,
            bundles,
        });
        let mut all = Vec::with_capacity(1 + args.len() + bundle_ops.len());
        all.push(callee);
        all.extend(args);
        all.extend(bundle_ops);
        Ok((info, all, ret_ty))
    }

    fn skip_asm(&mut self) -> PResult<()> {
        self.next();
        while matches!(self.peek().kind, Tok::Ident) {
            self.next();
        }
        let t = self.next();
        if t.kind != Tok::Str {
            return err("expected string constant", t.span);
        }
        self.expect(Tok::Comma, ",")?;
        let t = self.next();
        if t.kind != Tok::Str {
            return err("expected string constant", t.span);
        }
        Ok(())
    }

    fn parse_call(&mut self, tail: TailKind, _op_tok: Token) -> PResult<Parsed> {
        let (info, args, ty) = self.parse_call_common(true)?;
        p(InstKind::Call { info, tail }, args, ty)
    }

    fn parse_invoke(&mut self, _op_tok: Token) -> PResult<Parsed> {
        let (info, mut args, ty) = self.parse_call_common(false)?;
        self.expect_word("to")?;
        let normal = self.parse_label_operand()?;
        self.expect_word("unwind")?;
        let unwind = self.parse_label_operand()?;
        args.push(Operand::Block(normal));
        args.push(Operand::Block(unwind));
        p(InstKind::Invoke { info }, args, ty)
    }

    fn parse_callbr(&mut self, _op_tok: Token) -> PResult<Parsed> {
        let (info, mut args, ty) = self.parse_call_common(false)?;
        self.expect_word("to")?;
        let default = self.parse_label_operand()?;
        args.push(Operand::Block(default));
        self.expect(Tok::LSquare, "[")?;
        let mut n = 0;
        if !self.eat(Tok::RSquare) {
            loop {
                args.push(Operand::Block(self.parse_label_operand()?));
                n += 1;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "]")?;
        }
        p(InstKind::CallBr { info, indirect: n }, args, ty)
    }

    fn parse_landingpad(&mut self) -> PResult<Parsed> {
        let ty = self.parse_type()?;
        let cleanup = self.eat_word("cleanup");
        let mut clauses = Vec::new();
        let mut args = Vec::new();
        loop {
            let c = if self.eat_word("catch") {
                Clause::Catch
            } else if self.eat_word("filter") {
                Clause::Filter
            } else {
                break;
            };
            let (_, v) = self.parse_typed_value()?;
            clauses.push(c);
            args.push(v);
        }
        if !cleanup && clauses.is_empty() {
            return err(
                "landingpad instruction requires at least one clause or the cleanup flag",
                self.peek().span,
            );
        }
        p(InstKind::LandingPad { cleanup, clauses }, args, ty)
    }

    fn parse_catchswitch(&mut self) -> PResult<Parsed> {
        self.expect_word("within")?;
        let parent = self.parse_pad_parent()?;
        self.expect(Tok::LSquare, "[")?;
        let mut args = vec![parent];
        loop {
            args.push(Operand::Block(self.parse_label_operand()?));
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RSquare, "]")?;
        self.expect_word("unwind")?;
        let has_unwind = if self.eat_word("to") {
            self.expect_word("caller")?;
            false
        } else {
            args.push(Operand::Block(self.parse_label_operand()?));
            true
        };
        let tok = self.m.types.intern(TypeData::Token);
        p(InstKind::CatchSwitch { has_unwind }, args, tok)
    }
}

/// Which memory access [`Parser::parse_memory_access_tail`] is finishing.
#[derive(Clone, Copy)]
enum MemoryAccess {
    Load,
    Store,
}
