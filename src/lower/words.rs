//! i128 on targets whose registers are narrower than 128 bits, by words: the part of the
//! shared skeleton (`codegen.rs`) a target opts into with [`Isa::WORD_REGS`].
//!
//! Owns: i128 values in 16-byte frame slots in the target's memory order (so a slot's address
//! is what libatomic's generic functions take), non-atomic i128 loads, stores and copies word by
//! word, the atomic i128 instructions as llc-22 lowers them where no 16-byte atomic exists:
//! libatomic's generic calls (`__atomic_load(16, p, ret*, order)`, `__atomic_store(16, p,
//! val*, order)`, `__atomic_exchange(16, p, val*, ret*, order)`, `__atomic_compare_exchange(16,
//! p, expected*, desired*, success, failure)` returning bool), every other `atomicrmw` a loop of
//! a plain initial load, the operation on words and `__atomic_compare_exchange`; and the
//! target-independent multi-word arithmetic of those loops (add/sub with the carry from an
//! unsigned less-than, and/or/xor/nand, signed and unsigned compares with a branch-free masked
//! select for max/min/umax/umin/uinc_wrap/udec_wrap/usub_cond/usub_sat), built from the few word hooks of [`Isa`] (`word_load`, `word_store`,
//! `word_imm`, `word_op`, `word_call`), so each target writes only its instruction spellings.
//! Must not touch: the target tables, the targets' own selection of narrower values, the IR.

use super::codegen::{FnCx, Isa, WordArg, WordOp};
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{InstKind, Operand, Ordering, RmwOp};
use crate::ir::types::Type;

/// The C11 memory order number libatomic takes for an IR ordering.
fn c_order(o: Ordering) -> i64 {
    match o {
        Ordering::Unordered | Ordering::Monotonic => 0,
        Ordering::Acquire => 2,
        Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

/// The failure order of a compare-exchange loop for a read-modify-write of ordering `o` (no
/// release part, as llc-22 passes it).
fn failure_order(o: Ordering) -> Ordering {
    match o {
        Ordering::AcqRel => Ordering::Acquire,
        Ordering::Release => Ordering::Monotonic,
        o => o,
    }
}

impl<T: Isa> FnCx<'_, T> {
    /// The diagnostic of a word hook a target did not supply.
    pub fn no_words(&self) -> LowerError {
        self.unsupported("i128", "this target has no i128 word machinery")
    }

    /// Puts one call word in `r`: a constant, a frame slot's address or a scalar operand.
    pub fn word_arg_to(&mut self, arg: &WordArg, r: T::Reg) -> Result<(), LowerError> {
        match arg {
            WordArg::Imm(v) => T::word_imm(self, r, *v),
            WordArg::FrameAddr(off) => T::word_frame_addr(self, r, *off),
            WordArg::Op(op) => T::load(self, op, r, super::codegen::Ext::Zero),
        }
    }

    /// Puts every call word in its register, in order (a target whose generic calls fit its
    /// argument registers).
    pub fn word_args_in_regs(
        &mut self,
        args: &[WordArg],
        regs: &[T::Reg],
    ) -> Result<(), LowerError> {
        if args.len() > regs.len() {
            return Err(self.err("internal: more call words than argument registers"));
        }
        for (arg, &r) in args.iter().zip(regs) {
            self.word_arg_to(arg, r)?;
        }
        Ok(())
    }

    /// Words of an i128 value.
    fn nwords() -> usize {
        (128 / T::WORD_BITS) as usize
    }

    /// Bytes of a word.
    fn wbytes() -> i64 {
        T::WORD_BITS as i64 / 8
    }

    /// Byte offset of word `i` (0 the least significant) inside an i128 in memory.
    fn word_offset(i: usize) -> i64 {
        let k = if T::BIG_ENDIAN {
            Self::nwords() - 1 - i
        } else {
            i
        };
        k as i64 * Self::wbytes()
    }

    /// Is `ty` an i128 this target lowers by words?
    pub fn is_word_i128(&self, ty: Type) -> bool {
        T::WORD_REGS.is_some()
            && matches!(self.m.types.data(ty), crate::ir::types::TypeData::Int(128))
    }

    /// The 128-bit constant of an i128 operand (undef and poison as zero).
    fn const_i128(&self, op: &Operand) -> Result<Option<i128>, LowerError> {
        match op {
            Operand::Value(_) => Ok(None),
            Operand::Const(c) => match self.m.constants.data(*c) {
                ConstantData::Int { value, .. } => Ok(value.as_i128()),
                ConstantData::Zero(_) | ConstantData::Undef(_) | ConstantData::Poison(_) => {
                    Ok(Some(0))
                }
                _ => Err(self.unsupported(
                    "i128 constant",
                    "only integer constants, zeroinitializer, undef and poison",
                )),
            },
            _ => Err(self.err("internal: i128 operand is not a value")),
        }
    }

    /// Word `i` (0 the least significant) of the i128 constant `c`, sign-extended from the
    /// word width.
    fn const_word(c: i128, i: usize) -> i64 {
        let w = T::WORD_BITS;
        let bits = (c as u128 >> (i as u32 * w)) as u64;
        if w == 64 {
            bits as i64
        } else {
            bits as u32 as i32 as i64
        }
    }

    /// Loads word `i` (0 the least significant) of the i128 operand `op` into `r`.
    fn operand_word(&mut self, op: &Operand, i: usize, r: T::Reg) -> Result<(), LowerError> {
        match self.const_i128(op)? {
            Some(c) => T::word_imm(self, r, Self::const_word(c, i)),
            None => {
                let Operand::Value(v) = op else {
                    return Err(self.err("internal: i128 operand"));
                };
                let off = self.slot(*v) + Self::word_offset(i);
                T::word_load(self, r, None, off)
            }
        }
    }

    /// Writes the i128 operand `op` into the 16-byte frame slot at `dst`.
    pub fn copy_i128(&mut self, op: &Operand, dst: i64) -> Result<(), LowerError> {
        let t = self.word_regs()?.temps[0];
        for i in 0..Self::nwords() {
            self.operand_word(op, i, t)?;
            T::word_store(self, t, None, dst + Self::word_offset(i))?;
        }
        Ok(())
    }

    /// The frame offset of a slot holding the i128 operand `op`: its own slot, or `spare`
    /// filled with the constant.
    fn i128_in_frame(&mut self, op: &Operand, spare: i64) -> Result<i64, LowerError> {
        match op {
            Operand::Value(v) => Ok(self.slot(*v)),
            _ => {
                self.copy_i128(op, spare)?;
                Ok(spare)
            }
        }
    }

    fn word_regs(&self) -> Result<super::codegen::WordRegs<T::Reg>, LowerError> {
        T::WORD_REGS.ok_or_else(|| self.no_words())
    }

    /// Copies the 16 bytes at the address in `op` into the frame slot at `dst`.
    fn load_i128_from(&mut self, ptr: &Operand, dst: i64) -> Result<(), LowerError> {
        let regs = self.word_regs()?;
        let (t, base) = (regs.temps[0], regs.base);
        T::load(self, ptr, base, super::codegen::Ext::Zero)?;
        for k in 0..Self::nwords() as i64 {
            let off = k * Self::wbytes();
            T::word_load(self, t, Some(base), off)?;
            T::word_store(self, t, None, dst + off)?;
        }
        Ok(())
    }

    /// The i128 instructions of a target with word hooks; `Ok(false)` for anything else.
    pub fn i128_inst(&mut self, i: Inst) -> Result<bool, LowerError> {
        if T::WORD_REGS.is_none() {
            return Ok(false);
        }
        let d = &self.body.dfg.insts[i];
        let kind = d.kind.clone();
        let args = d.args.clone();
        let result = d.result;
        let ty = d.ty;
        match kind {
            InstKind::Load { atomic, .. } if self.is_word_i128(ty) => {
                let r = self.result(result)?;
                let dst = self.slot(r);
                match atomic {
                    None => self.load_i128_from(&args[0], dst)?,
                    Some(a) => {
                        self.comment(format!(
                            "load atomic i128 {}: __atomic_load (generic)",
                            a.ordering.name()
                        ));
                        T::word_call(
                            self,
                            "__atomic_load",
                            &[
                                WordArg::Imm(16),
                                WordArg::Op(args[0]),
                                WordArg::FrameAddr(dst),
                                WordArg::Imm(c_order(a.ordering)),
                            ],
                        )?;
                    }
                }
                Ok(true)
            }
            InstKind::Store { atomic, .. } if self.is_word_i128(self.op_type(&args[0])) => {
                match atomic {
                    None => {
                        let regs = self.word_regs()?;
                        let (t, base) = (regs.temps[0], regs.base);
                        T::load(self, &args[1], base, super::codegen::Ext::Zero)?;
                        for wi in 0..Self::nwords() {
                            self.operand_word(&args[0], wi, t)?;
                            T::word_store(self, t, Some(base), Self::word_offset(wi))?;
                        }
                    }
                    Some(a) => {
                        self.comment(format!(
                            "store atomic i128 {}: __atomic_store (generic)",
                            a.ordering.name()
                        ));
                        let scratch = self.scratch;
                        let val = self.i128_in_frame(&args[0], scratch)?;
                        T::word_call(
                            self,
                            "__atomic_store",
                            &[
                                WordArg::Imm(16),
                                WordArg::Op(args[1]),
                                WordArg::FrameAddr(val),
                                WordArg::Imm(c_order(a.ordering)),
                            ],
                        )?;
                    }
                }
                Ok(true)
            }
            InstKind::AtomicRmw { op, atomic, .. } if self.is_word_i128(ty) => {
                let r = self.result(result)?;
                self.rmw_i128(op, atomic.ordering, &args[0], &args[1], r)?;
                Ok(true)
            }
            InstKind::CmpXchg {
                success, failure, ..
            } if self.is_word_i128(self.op_type(&args[1])) => {
                let r = self.result(result)?;
                let (flag, _) = self.aggregate_offset(ty, &[1])?;
                self.cmpxchg_i128(&args, success, failure, r, flag)?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    fn result(&self, r: Option<Value>) -> Result<Value, LowerError> {
        r.ok_or_else(|| self.err("internal: instruction without a result"))
    }

    /// `cmpxchg` on i128 (also seed 000's `llvm.atomic.cas` with `flag` = None): the expected
    /// value copied into the result's slot, which `__atomic_compare_exchange` overwrites with
    /// the old value when it fails; the returned bool stored at `flag` bytes into the result.
    pub fn cmpxchg_i128(
        &mut self,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        r: Value,
        flag: i64,
    ) -> Result<(), LowerError> {
        self.comment(format!(
            "cmpxchg i128 {} {}: __atomic_compare_exchange (generic)",
            success.name(),
            failure.name()
        ));
        let res = self.slot(r);
        self.copy_i128(&args[1], res)?;
        let scratch = self.scratch;
        let desired = self.i128_in_frame(&args[2], scratch)?;
        T::word_call(
            self,
            "__atomic_compare_exchange",
            &[
                WordArg::Imm(16),
                WordArg::Op(args[0]),
                WordArg::FrameAddr(res),
                WordArg::FrameAddr(desired),
                WordArg::Imm(c_order(success)),
                WordArg::Imm(c_order(failure)),
            ],
        )?;
        T::store_at(self, T::R0, 8, res + flag);
        Ok(())
    }

    /// `atomicrmw` on i128 into the result slot of `r`: `__atomic_exchange` for xchg, else the
    /// compare-exchange loop (the old value in the result's slot, the new one in the scratch
    /// area).
    pub fn rmw_i128(
        &mut self,
        op: RmwOp,
        ordering: Ordering,
        ptr: &Operand,
        val: &Operand,
        r: Value,
    ) -> Result<(), LowerError> {
        let old = self.slot(r);
        let new = self.scratch;
        if op == RmwOp::Xchg {
            self.comment(format!(
                "atomicrmw xchg i128 {}: __atomic_exchange (generic)",
                ordering.name()
            ));
            let v = self.i128_in_frame(val, new)?;
            return T::word_call(
                self,
                "__atomic_exchange",
                &[
                    WordArg::Imm(16),
                    WordArg::Op(*ptr),
                    WordArg::FrameAddr(v),
                    WordArg::FrameAddr(old),
                    WordArg::Imm(c_order(ordering)),
                ],
            );
        }
        self.comment(format!(
            "atomicrmw {} i128 {}: loop around __atomic_compare_exchange (generic)",
            op.name(),
            ordering.name()
        ));
        if op.is_float() {
            return Err(self.unsupported(
                &format!("atomicrmw {} i128", op.name()),
                "only the integer operations are lowered on i128",
            ));
        }
        self.load_i128_from(ptr, old)?;
        let l = format!(".Lcas128_{}_{}", self.fi, self.edges);
        let done = format!(".Lcas128_done_{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&l);
        self.words_op(op, old, val, new)?;
        T::word_call(
            self,
            "__atomic_compare_exchange",
            &[
                WordArg::Imm(16),
                WordArg::Op(*ptr),
                WordArg::FrameAddr(old),
                WordArg::FrameAddr(new),
                WordArg::Imm(c_order(ordering)),
                WordArg::Imm(c_order(failure_order(ordering))),
            ],
        )?;
        T::cond_branch(self, &done, &l);
        self.label(&done);
        Ok(())
    }

    /// Loads word `i` (0 the least significant) of `src` into `r`.
    fn src_word(&mut self, src: Src, i: usize, r: T::Reg) -> Result<(), LowerError> {
        match src {
            Src::Slot(off) => T::word_load(self, r, None, off + Self::word_offset(i)),
            Src::Op(op) => self.operand_word(&op, i, r),
            Src::Const(c) => T::word_imm(self, r, Self::const_word(c, i)),
        }
    }

    /// `dst = x + y` or `x - y` (frame slot `dst`), the carry (borrow) between words from
    /// unsigned compares: add `s = a + b; c1 = s <u b; s += c; c2 = s <u c`, sub `b1 = a <u b;
    /// d = a - b; b2 = d <u borrow; d -= borrow`, the next carry `c1 | c2`.
    fn words_add_sub(&mut self, sub: bool, x: Src, y: Src, dst: i64) -> Result<(), LowerError> {
        let [a, b, c, d] = self.word_regs()?.temps;
        T::word_imm(self, c, 0)?;
        for i in 0..Self::nwords() {
            self.src_word(x, i, a)?;
            self.src_word(y, i, b)?;
            if sub {
                T::word_op(self, WordOp::Sltu, d, a, b)?;
                T::word_op(self, WordOp::Sub, a, a, b)?;
                T::word_op(self, WordOp::Sltu, b, a, c)?;
                T::word_op(self, WordOp::Sub, a, a, c)?;
            } else {
                T::word_op(self, WordOp::Add, a, a, b)?;
                T::word_op(self, WordOp::Sltu, b, a, b)?;
                T::word_op(self, WordOp::Add, a, a, c)?;
                T::word_op(self, WordOp::Sltu, d, a, c)?;
            }
            T::word_op(self, WordOp::Or, c, d, b)?;
            T::word_store(self, a, None, dst + Self::word_offset(i))?;
        }
        Ok(())
    }

    /// The third temporary = (x < y), signed or unsigned: from the least significant word up,
    /// `lt = (a <u b) | ((b <u a) <u lt)`, the top word compared with its sign bits flipped
    /// for a signed compare.
    fn words_less(&mut self, signed: bool, x: Src, y: Src) -> Result<(), LowerError> {
        let [a, b, c, d] = self.word_regs()?.temps;
        let n = Self::nwords();
        T::word_imm(self, c, 0)?;
        for i in 0..n {
            self.src_word(x, i, a)?;
            self.src_word(y, i, b)?;
            if signed && i == n - 1 {
                let sign = if T::WORD_BITS == 64 {
                    i64::MIN
                } else {
                    i32::MIN as i64
                };
                T::word_imm(self, d, sign)?;
                T::word_op(self, WordOp::Xor, a, a, d)?;
                T::word_op(self, WordOp::Xor, b, b, d)?;
            }
            T::word_op(self, WordOp::Sltu, d, a, b)?;
            T::word_op(self, WordOp::Sltu, b, b, a)?;
            T::word_op(self, WordOp::Sltu, b, b, c)?;
            T::word_op(self, WordOp::Or, c, d, b)?;
        }
        Ok(())
    }

    /// `dst = cond ? when1 : when0` for the 0/1 condition in the third temporary, without
    /// branches: mask = -cond, each word `w0 ^ ((w0 ^ w1) & mask)`. `dst` may be one of the
    /// sources (each word is read before it is written).
    fn words_select(&mut self, when0: Src, when1: Src, dst: i64) -> Result<(), LowerError> {
        let [a, b, c, d] = self.word_regs()?.temps;
        T::word_imm(self, d, 0)?;
        T::word_op(self, WordOp::Sub, d, d, c)?;
        for i in 0..Self::nwords() {
            self.src_word(when0, i, a)?;
            self.src_word(when1, i, b)?;
            T::word_op(self, WordOp::Xor, b, b, a)?;
            T::word_op(self, WordOp::And, b, b, d)?;
            T::word_op(self, WordOp::Xor, a, a, b)?;
            T::word_store(self, a, None, dst + Self::word_offset(i))?;
        }
        Ok(())
    }

    /// `new = old op val` on i128 words (`old` and `new` frame slots).
    fn words_op(&mut self, op: RmwOp, old: i64, val: &Operand, new: i64) -> Result<(), LowerError> {
        let (o, v, nw) = (Src::Slot(old), Src::Op(*val), Src::Slot(new));
        match op {
            RmwOp::Add => self.words_add_sub(false, o, v, new),
            RmwOp::Sub => self.words_add_sub(true, o, v, new),
            RmwOp::And | RmwOp::Or | RmwOp::Xor | RmwOp::Nand => {
                let [a, b, _, _] = self.word_regs()?.temps;
                let wop = match op {
                    RmwOp::Or => WordOp::Or,
                    RmwOp::Xor => WordOp::Xor,
                    _ => WordOp::And,
                };
                for i in 0..Self::nwords() {
                    self.src_word(o, i, a)?;
                    self.src_word(v, i, b)?;
                    T::word_op(self, wop, a, a, b)?;
                    if op == RmwOp::Nand {
                        T::word_imm(self, b, -1)?;
                        T::word_op(self, WordOp::Xor, a, a, b)?;
                    }
                    T::word_store(self, a, None, new + Self::word_offset(i))?;
                }
                Ok(())
            }
            // max/umax take val when old < val; min/umin take old then.
            RmwOp::Max | RmwOp::UMax => {
                self.words_less(op == RmwOp::Max, o, v)?;
                self.words_select(o, v, new)
            }
            RmwOp::Min | RmwOp::UMin => {
                self.words_less(op == RmwOp::Min, o, v)?;
                self.words_select(v, o, new)
            }
            // old >= val ? 0 : old + 1
            RmwOp::UIncWrap => {
                self.words_add_sub(false, o, Src::Const(1), new)?;
                self.words_less(false, o, v)?;
                self.words_select(Src::Const(0), nw, new)
            }
            // (old == 0 || old > val) ? val : old - 1, as two selects: old <u 1, then val <u old.
            RmwOp::UDecWrap => {
                self.words_add_sub(true, o, Src::Const(1), new)?;
                self.words_less(false, o, Src::Const(1))?;
                self.words_select(nw, v, new)?;
                self.words_less(false, v, o)?;
                self.words_select(nw, v, new)
            }
            // old >= val ? old - val : old
            RmwOp::USubCond => {
                self.words_add_sub(true, o, v, new)?;
                self.words_less(false, o, v)?;
                self.words_select(nw, o, new)
            }
            // old >= val ? old - val : 0
            RmwOp::USubSat => {
                self.words_add_sub(true, o, v, new)?;
                self.words_less(false, o, v)?;
                self.words_select(nw, Src::Const(0), new)
            }
            _ => Err(self.unsupported(
                &format!("atomicrmw {} i128", op.name()),
                "only the integer operations are lowered on i128",
            )),
        }
    }
}

/// A source of i128 words for the word arithmetic.
#[derive(Clone, Copy)]
enum Src {
    /// A 16-byte frame slot.
    Slot(i64),
    /// An i128 operand (a value's slot or a constant).
    Op(Operand),
    Const(i128),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::i686::I686;
    use crate::lower::mips::Mips32;
    use crate::lower::sparc::Sparc64;

    #[test]
    fn words_of_a_constant_least_significant_first() {
        let c: i128 = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210;
        type X = FnCx<'static, I686>;
        assert_eq!(X::const_word(c, 0), 0x7654_3210);
        assert_eq!(X::const_word(c, 1), 0xfedc_ba98_u32 as i32 as i64);
        assert_eq!(X::const_word(c, 3), 0x0123_4567);
        assert_eq!(X::const_word(-2, 0), -2);
        assert_eq!(X::const_word(-2, 3), -1);
        type S = FnCx<'static, Sparc64>;
        assert_eq!(S::const_word(c, 0), 0xfedc_ba98_7654_3210_u64 as i64);
        assert_eq!(S::const_word(c, 1), 0x0123_4567_89ab_cdef);
    }

    #[test]
    fn word_offsets_follow_the_memory_order() {
        type X = FnCx<'static, I686>;
        type M = FnCx<'static, Mips32>;
        type S = FnCx<'static, Sparc64>;
        assert_eq!(
            (0..4).map(X::word_offset).collect::<Vec<_>>(),
            [0, 4, 8, 12]
        );
        assert_eq!(
            (0..4).map(M::word_offset).collect::<Vec<_>>(),
            [12, 8, 4, 0]
        );
        assert_eq!((0..2).map(S::word_offset).collect::<Vec<_>>(), [8, 0]);
    }

    #[test]
    fn loop_failure_orders_drop_the_release_part() {
        assert_eq!(c_order(failure_order(Ordering::AcqRel)), 2);
        assert_eq!(c_order(failure_order(Ordering::Release)), 0);
        assert_eq!(c_order(failure_order(Ordering::SeqCst)), 5);
        assert_eq!(c_order(Ordering::Unordered), 0);
    }
}
