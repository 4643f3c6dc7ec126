//! Partword atomics: i8/i16 `atomicrmw` and `cmpxchg` on targets whose narrowest
//! compare-and-swap is a word, done on the aligned word that holds them (LLVM's
//! `createMaskInstrs`, `expandPartwordAtomicRMW`, `widenPartwordAtomicRMW`,
//! `expandPartwordCmpXchg`): `llvm.ptrmask` for the aligned address, the byte offset turned
//! into a shift (counted from the other end on big-endian targets), `Mask`/`Inv_Mask`, and
//! the value shifted into place.
//!
//! The same masking feeds the target intrinsics that take a word and a mask: RISC-V's
//! `llvm.riscv.masked.atomicrmw.*`/`llvm.riscv.masked.cmpxchg` (with A), and, with the mask
//! trivial, PowerPC's quadword `llvm.ppc.atomicrmw.*.i128`/`llvm.ppc.cmpxchg.i128`.
//!
//! Owns: [`PartwordMask`], the partword expansions and the masked-intrinsic expansions. Must
//! not touch: when an operation takes one of these paths (the parent module decides).

use super::builder::Cursor;
use super::{Expander, Unsupported};
use crate::ir::function::Inst;
use crate::ir::instructions::{
    Atomic, BinaryOp, CastOp, FastMath, InstKind, IntFlags, IntPredicate, Operand, Ordering, RmwOp,
};
use crate::ir::types::Type;

/// The values every partword expansion shares.
#[derive(Clone, Copy)]
pub(super) struct PartwordMask {
    pub word_ty: Type,
    pub value_ty: Type,
    pub int_value_ty: Type,
    pub aligned_addr: Operand,
    pub word_align: u64,
    pub shift: Operand,
    pub mask: Operand,
    pub inv_mask: Operand,
}

impl Expander<'_, '_> {
    /// `createMaskInstrs` at `at`, for a `value_ty` access at `addr` aligned to `align`.
    pub(super) fn mask_instrs(
        &mut self,
        at: &mut Cursor,
        value_ty: Type,
        addr: Operand,
        align: u64,
    ) -> PartwordMask {
        let word_bytes = self.t.min_cmpxchg_bits / 8;
        let value_bits = self.bits_of(value_ty).unwrap_or(8);
        let int_value_ty = self.ed.int_ty(value_bits);
        let word_ty = self.ed.int_ty(self.t.min_cmpxchg_bits);
        let index_ty = self.ed.int_ty(self.t.pointer_bits);
        let ptr_ty = self.ed.ptr_ty();
        let (aligned_addr, lsb) = if align < u64::from(word_bytes) {
            let m = self.ed.const_int(index_ty, !(i128::from(word_bytes) - 1));
            let name = format!("llvm.ptrmask.p0.i{}", self.t.pointer_bits);
            let call = self
                .ed
                .call(at, &name, ptr_ty, vec![addr, m], "AlignedAddr", Vec::new());
            let aligned = Operand::Value(self.ed.result(call).unwrap());
            let as_int = self.cast(at, CastOp::PtrToInt, addr, index_ty, "");
            let low = self.ed.const_int(index_ty, i128::from(word_bytes) - 1);
            let lsb = self.binary(at, BinaryOp::And, as_int, low, "PtrLSB");
            (aligned, lsb)
        } else {
            (addr, self.ed.const_int(index_ty, 0))
        };
        let three = self.ed.const_int(index_ty, 3);
        let bits = if self.t.big_endian() {
            let span = self
                .ed
                .const_int(index_ty, i128::from(word_bytes - value_bits / 8));
            let flipped = self.binary(at, BinaryOp::Xor, lsb, span, "");
            self.binary(at, BinaryOp::Shl, flipped, three, "")
        } else {
            self.binary(at, BinaryOp::Shl, lsb, three, "")
        };
        let shift = self.cast(at, CastOp::Trunc, bits, word_ty, "ShiftAmt");
        let ones = self.ed.const_int(word_ty, (1i128 << value_bits) - 1);
        let mask = self.binary(at, BinaryOp::Shl, ones, shift, "Mask");
        let m1 = self.ed.const_int(word_ty, -1);
        let inv_mask = self.binary(at, BinaryOp::Xor, mask, m1, "Inv_Mask");
        PartwordMask {
            word_ty,
            value_ty,
            int_value_ty,
            aligned_addr,
            word_align: u64::from(word_bytes),
            shift,
            mask,
            inv_mask,
        }
    }

    /// `extractMaskedValue`.
    fn extract_masked(&mut self, at: &mut Cursor, word: Operand, pm: &PartwordMask) -> Operand {
        let shifted = self.binary(at, BinaryOp::LShr, word, pm.shift, "shifted");
        let trunc = self.cast(at, CastOp::Trunc, shifted, pm.int_value_ty, "extracted");
        self.bit_or_ptr_cast(at, trunc, pm.value_ty)
    }

    /// `insertMaskedValue`.
    fn insert_masked(
        &mut self,
        at: &mut Cursor,
        word: Operand,
        value: Operand,
        pm: &PartwordMask,
    ) -> Operand {
        let as_int = self.bit_or_ptr_cast(at, value, pm.int_value_ty);
        let ext = self.cast(at, CastOp::ZExt, as_int, pm.word_ty, "extended");
        let shifted = Operand::Value(self.ed.insert_value(
            at,
            InstKind::Binary {
                op: BinaryOp::Shl,
                flags: IntFlags {
                    nuw: true,
                    ..IntFlags::default()
                },
                fmf: FastMath::default(),
            },
            vec![ext, pm.shift],
            pm.word_ty,
            "shifted",
        ));
        let unmasked = self.binary(at, BinaryOp::And, word, pm.inv_mask, "unmasked");
        self.binary(at, BinaryOp::Or, unmasked, shifted, "inserted")
    }

    /// `performMaskedAtomicOp`: the new word from the loaded word.
    pub(super) fn masked_op(
        &mut self,
        at: &mut Cursor,
        op: RmwOp,
        loaded: Operand,
        shifted: Option<Operand>,
        inc: Operand,
        pm: &PartwordMask,
    ) -> Result<Operand, Unsupported> {
        match op {
            RmwOp::Xchg => {
                let kept = self.binary(at, BinaryOp::And, loaded, pm.inv_mask, "");
                Ok(self.binary(at, BinaryOp::Or, kept, shifted.expect("shifted"), ""))
            }
            RmwOp::Add | RmwOp::Sub | RmwOp::Nand => {
                let new = self.perform_op(at, op, loaded, shifted.expect("shifted"))?;
                let new_masked = self.binary(at, BinaryOp::And, new, pm.mask, "");
                let kept = self.binary(at, BinaryOp::And, loaded, pm.inv_mask, "");
                Ok(self.binary(at, BinaryOp::Or, kept, new_masked, ""))
            }
            RmwOp::And | RmwOp::Or | RmwOp::Xor => Err(Unsupported(
                "partword and/or/xor are widened, never masked".into(),
            )),
            _ => {
                let part = self.extract_masked(at, loaded, pm);
                let new = self.perform_op(at, op, part, inc)?;
                Ok(self.insert_masked(at, loaded, new, pm))
            }
        }
    }

    /// `expandPartwordAtomicRMW` with a cmpxchg loop (and/or/xor are widened instead).
    pub(super) fn partword_rmw(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw {
            op, atomic, align, ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        if matches!(op, RmwOp::And | RmwOp::Or | RmwOp::Xor) {
            return self.widen_partword_rmw(inst);
        }
        let ptr = self.ed.args(inst)[0];
        let val = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(val);
        let mut at = self.at(inst);
        let pm = self.mask_instrs(&mut at, ty, ptr, align);
        let shifted = if matches!(op, RmwOp::Xchg | RmwOp::Add | RmwOp::Sub | RmwOp::Nand) {
            let v = self.bit_or_ptr_cast(&mut at, val, pm.int_value_ty);
            let z = self.cast(&mut at, CastOp::ZExt, v, pm.word_ty, "");
            Some(self.binary(&mut at, BinaryOp::Shl, z, pm.shift, "ValOperand_Shifted"))
        } else {
            None
        };
        let order = if atomic.ordering == Ordering::Unordered {
            Ordering::Monotonic
        } else {
            atomic.ordering
        };
        let old = self.insert_cmpxchg_loop(
            inst,
            pm.word_ty,
            pm.aligned_addr,
            pm.word_align,
            order,
            &atomic,
            &super::Perform::Masked {
                op,
                shifted,
                inc: val,
                mask: pm,
            },
            false,
        )?;
        let mut at = self.at(inst);
        let result = self.extract_masked(&mut at, old, &pm);
        self.replace(inst, result);
        Ok(())
    }

    /// `widenPartwordAtomicRMW`: and/or/xor on the whole word (and with ones outside the
    /// part), then expanded as the target expands a word operation.
    fn widen_partword_rmw(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw {
            op,
            volatile,
            atomic,
            align,
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let val = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(val);
        let mut at = self.at(inst);
        let pm = self.mask_instrs(&mut at, ty, ptr, align);
        let z = self.cast(&mut at, CastOp::ZExt, val, pm.word_ty, "");
        let shifted = self.binary(&mut at, BinaryOp::Shl, z, pm.shift, "ValOperand_Shifted");
        let operand = if op == RmwOp::And {
            self.binary(&mut at, BinaryOp::Or, shifted, pm.inv_mask, "AndOperand")
        } else {
            shifted
        };
        let new = self.ed.insert(
            &mut at,
            InstKind::AtomicRmw {
                op,
                volatile,
                atomic: Atomic {
                    scope: atomic.scope.clone(),
                    ordering: atomic.ordering,
                },
                align: pm.word_align,
            },
            vec![pm.aligned_addr, operand],
            pm.word_ty,
            "",
        );
        let nv = Operand::Value(self.ed.result(new).unwrap());
        let result = self.extract_masked(&mut at, nv, &pm);
        self.replace(inst, result);
        let plan = self.rmw_plan(op, self.t.min_cmpxchg_bits, false);
        self.expand_rmw_as(new, plan)
    }

    /// `expandPartwordCmpXchg`: a loop around a word cmpxchg that retries while only the
    /// bytes outside the part changed.
    pub(super) fn partword_cmpxchg(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::CmpXchg {
            weak,
            volatile,
            scope,
            success,
            failure,
            align,
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let cmp = self.ed.args(inst)[1];
        let new = self.ed.args(inst)[2];
        let ty = self.ed.operand_ty(cmp);
        let pos = self.at(inst);
        let bb = pos.block;
        let end = self.ed.split_block(bb, pos.index, "partword.cmpxchg.end");
        let fail_bb = self.ed.create_block_before("partword.cmpxchg.failure", end);
        let lp = self
            .ed
            .create_block_before("partword.cmpxchg.loop", fail_bb);
        self.ed.pop_terminator(bb);
        let mut at = self.ed.end_of(bb);
        let pm = self.mask_instrs(&mut at, ty, ptr, align);
        let nz = self.cast(&mut at, CastOp::ZExt, new, pm.word_ty, "");
        let new_shifted = self.binary(&mut at, BinaryOp::Shl, nz, pm.shift, "");
        let cz = self.cast(&mut at, CastOp::ZExt, cmp, pm.word_ty, "");
        let cmp_shifted = self.binary(&mut at, BinaryOp::Shl, cz, pm.shift, "");
        let init = Operand::Value(self.ed.insert_value(
            &mut at,
            InstKind::Load {
                volatile,
                atomic: None,
                align: Some(pm.word_align),
            },
            vec![pm.aligned_addr],
            pm.word_ty,
            "",
        ));
        let init_masked = self.binary(&mut at, BinaryOp::And, init, pm.inv_mask, "");
        let void = self.ed.void_ty();
        self.ed
            .insert(&mut at, InstKind::Br, vec![Operand::Block(lp)], void, "");
        let mut at = self.ed.end_of(lp);
        let phi = self.ed.insert(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            vec![init_masked, Operand::Block(bb)],
            pm.word_ty,
            "",
        );
        let loaded_masked = Operand::Value(self.ed.result(phi).unwrap());
        let full_new = self.binary(&mut at, BinaryOp::Or, loaded_masked, new_shifted, "");
        let full_cmp = self.binary(&mut at, BinaryOp::Or, loaded_masked, cmp_shifted, "");
        let i1 = self.ed.int_ty(1);
        let pair_ty = self.ed.struct_ty(vec![pm.word_ty, i1]);
        let pair = Operand::Value(self.ed.insert_value(
            &mut at,
            InstKind::CmpXchg {
                weak,
                volatile,
                scope,
                success,
                failure,
                align: pm.word_align,
            },
            vec![pm.aligned_addr, full_cmp, full_new],
            pair_ty,
            "",
        ));
        let old = self.extract(&mut at, pair, 0, "");
        let ok = self.extract(&mut at, pair, 1, "");
        if weak {
            self.ed
                .insert(&mut at, InstKind::Br, vec![Operand::Block(end)], void, "");
        } else {
            self.ed.insert(
                &mut at,
                InstKind::CondBr,
                vec![ok, Operand::Block(end), Operand::Block(fail_bb)],
                void,
                "",
            );
        }
        let mut at = self.ed.end_of(fail_bb);
        let old_masked = self.binary(&mut at, BinaryOp::And, old, pm.inv_mask, "");
        let again = self.icmp(&mut at, IntPredicate::Ne, loaded_masked, old_masked, "");
        self.ed.insert(
            &mut at,
            InstKind::CondBr,
            vec![again, Operand::Block(lp), Operand::Block(end)],
            void,
            "",
        );
        self.ed.body.dfg.insts[phi]
            .args
            .extend([old_masked, Operand::Block(fail_bb)]);
        let mut at = self.at(inst);
        let part = self.extract_masked(&mut at, old, &pm);
        let orig_pair = self.ed.value_ty(self.ed.result(inst).unwrap());
        let poison = self.poison(orig_pair);
        let r1 = self.insertvalue(&mut at, poison, part, 0, "");
        let r2 = self.insertvalue(&mut at, r1, ok, 1, "");
        self.replace(inst, r2);
        Ok(())
    }

    /// LLVM's `AtomicOrdering` numbers, which RISC-V's masked intrinsics take.
    fn llvm_ordering(o: Ordering) -> i128 {
        match o {
            Ordering::Unordered => 1,
            Ordering::Monotonic => 2,
            Ordering::Acquire => 4,
            Ordering::Release => 5,
            Ordering::AcqRel => 6,
            Ordering::SeqCst => 7,
        }
    }

    /// `expandAtomicRMWToMaskedIntrinsic` with RISC-V's `llvm.riscv.masked.atomicrmw.*`
    /// (and/or/xor are widened instead).
    pub(super) fn masked_intrinsic_rmw(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw {
            op, atomic, align, ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        if matches!(op, RmwOp::And | RmwOp::Or | RmwOp::Xor) {
            return self.widen_partword_rmw(inst);
        }
        let name = match op {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::Nand => "nand",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            other => {
                return Err(Unsupported(format!(
                    "no masked RISC-V intrinsic for atomicrmw {}",
                    other.name()
                )))
            }
        };
        let ptr = self.ed.args(inst)[0];
        let val = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(val);
        let value_bits = self.bits_of(ty).unwrap_or(8);
        let mut at = self.at(inst);
        let pm = self.mask_instrs(&mut at, ty, ptr, align);
        let signed = matches!(op, RmwOp::Max | RmwOp::Min);
        let ext = if signed { CastOp::SExt } else { CastOp::ZExt };
        let widened = self.cast(&mut at, ext, val, pm.word_ty, "");
        let shifted = self.binary(
            &mut at,
            BinaryOp::Shl,
            widened,
            pm.shift,
            "ValOperand_Shifted",
        );
        let xlen = self.t.pointer_bits;
        let xty = self.ed.int_ty(xlen);
        let incr = self.cast(&mut at, CastOp::SExt, shifted, xty, "");
        let mask = self.cast(&mut at, CastOp::SExt, pm.mask, xty, "");
        let shamt = self.cast(&mut at, CastOp::SExt, pm.shift, xty, "");
        let ord = self.ed.const_int(xty, Self::llvm_ordering(atomic.ordering));
        let mut args = vec![pm.aligned_addr, incr, mask];
        if signed {
            let width = self.ed.const_int(xty, i128::from(xlen - value_bits));
            let sext_shamt = self.binary(&mut at, BinaryOp::Sub, width, shamt, "");
            args.push(sext_shamt);
        }
        args.push(ord);
        let call = self.ed.call(
            &mut at,
            &format!("llvm.riscv.masked.atomicrmw.{name}.i{xlen}.p0"),
            xty,
            args,
            "",
            Vec::new(),
        );
        let wide = Operand::Value(self.ed.result(call).unwrap());
        let old = self.cast(&mut at, CastOp::Trunc, wide, pm.word_ty, "");
        let result = self.extract_masked(&mut at, old, &pm);
        self.replace(inst, result);
        Ok(())
    }

    /// `expandAtomicCmpXchgToMaskedIntrinsic` with `llvm.riscv.masked.cmpxchg`.
    pub(super) fn masked_intrinsic_cmpxchg(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::CmpXchg {
            success,
            failure,
            align,
            ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let cmp = self.ed.args(inst)[1];
        let new = self.ed.args(inst)[2];
        let ty = self.ed.operand_ty(cmp);
        let mut at = self.at(inst);
        let pm = self.mask_instrs(&mut at, ty, ptr, align);
        let cz = self.cast(&mut at, CastOp::ZExt, cmp, pm.word_ty, "");
        let cmp_shifted = self.binary(&mut at, BinaryOp::Shl, cz, pm.shift, "CmpVal_Shifted");
        let nz = self.cast(&mut at, CastOp::ZExt, new, pm.word_ty, "");
        let new_shifted = self.binary(&mut at, BinaryOp::Shl, nz, pm.shift, "NewVal_Shifted");
        let xlen = self.t.pointer_bits;
        let xty = self.ed.int_ty(xlen);
        let c = self.cast(&mut at, CastOp::SExt, cmp_shifted, xty, "");
        let n = self.cast(&mut at, CastOp::SExt, new_shifted, xty, "");
        let m = self.cast(&mut at, CastOp::SExt, pm.mask, xty, "");
        let merged = super::merged_ordering(success, failure);
        let ord = self.ed.const_int(xty, Self::llvm_ordering(merged));
        let call = self.ed.call(
            &mut at,
            &format!("llvm.riscv.masked.cmpxchg.i{xlen}.p0"),
            xty,
            vec![pm.aligned_addr, c, n, m, ord],
            "",
            Vec::new(),
        );
        let wide = Operand::Value(self.ed.result(call).unwrap());
        let old = self.cast(&mut at, CastOp::Trunc, wide, pm.word_ty, "");
        let part = self.extract_masked(&mut at, old, &pm);
        let orig_pair = self.ed.value_ty(self.ed.result(inst).unwrap());
        let poison = self.poison(orig_pair);
        let r1 = self.insertvalue(&mut at, poison, part, 0, "");
        let masked_old = self.binary(&mut at, BinaryOp::And, old, pm.mask, "");
        let ok = self.icmp(
            &mut at,
            IntPredicate::Eq,
            cmp_shifted,
            masked_old,
            "Success",
        );
        let r2 = self.insertvalue(&mut at, r1, ok, 1, "");
        self.replace(inst, r2);
        Ok(())
    }

    /// Splits an i128 into its i64 halves named `<prefix>_lo`/`<prefix>_hi`.
    fn split128(&mut self, at: &mut Cursor, v: Operand, prefix: &str) -> (Operand, Operand) {
        let ty = self.ed.operand_ty(v);
        let i64t = self.ed.int_ty(64);
        let lo = self.cast(at, CastOp::Trunc, v, i64t, &format!("{prefix}_lo"));
        let c64 = self.ed.const_int(ty, 64);
        let sh = self.binary(at, BinaryOp::LShr, v, c64, "");
        let hi = self.cast(at, CastOp::Trunc, sh, i64t, &format!("{prefix}_hi"));
        (lo, hi)
    }

    /// Joins the `{i64, i64}` a PowerPC quadword intrinsic returns into an i128.
    fn join128(&mut self, at: &mut Cursor, pair: Operand, ty: Type) -> Operand {
        let lo = self.extract(at, pair, 0, "lo");
        let hi = self.extract(at, pair, 1, "hi");
        let lo64 = self.cast(at, CastOp::ZExt, lo, ty, "lo64");
        let hi64 = self.cast(at, CastOp::ZExt, hi, ty, "hi64");
        let c64 = self.ed.const_int(ty, 64);
        let shl = self.binary(at, BinaryOp::Shl, hi64, c64, "");
        self.binary(at, BinaryOp::Or, lo64, shl, "val64")
    }

    /// PowerPC's quadword atomicrmw: `llvm.ppc.atomicrmw.<op>.i128` on the two halves.
    pub(super) fn ppc_quadword_rmw(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw { op, .. } = self.ed.kind(inst).clone() else {
            return Ok(());
        };
        let name = match op {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Nand => "nand",
            other => {
                return Err(Unsupported(format!(
                    "no PowerPC quadword intrinsic for atomicrmw {}",
                    other.name()
                )))
            }
        };
        let ptr = self.ed.args(inst)[0];
        let val = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(val);
        let mut at = self.at(inst);
        let (lo, hi) = self.split128(&mut at, val, "incr");
        let i64t = self.ed.int_ty(64);
        let pair_ty = self.ed.struct_ty(vec![i64t, i64t]);
        let call = self.ed.call(
            &mut at,
            &format!("llvm.ppc.atomicrmw.{name}.i128"),
            pair_ty,
            vec![ptr, lo, hi],
            "",
            Vec::new(),
        );
        let pair = Operand::Value(self.ed.result(call).unwrap());
        let v = self.join128(&mut at, pair, ty);
        self.replace(inst, v);
        Ok(())
    }

    /// PowerPC's quadword cmpxchg: `llvm.ppc.cmpxchg.i128` between the fences of the merged
    /// ordering.
    pub(super) fn ppc_quadword_cmpxchg(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::CmpXchg {
            success, failure, ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let cmp = self.ed.args(inst)[1];
        let new = self.ed.args(inst)[2];
        let ty = self.ed.operand_ty(cmp);
        let order = super::merged_ordering(success, failure);
        let mut at = self.at(inst);
        let (cl, ch) = self.split128(&mut at, cmp, "cmp");
        let (nl, nh) = self.split128(&mut at, new, "new");
        let i64t = self.ed.int_ty(64);
        let pair_ty = self.ed.struct_ty(vec![i64t, i64t]);
        // LLVM declares the intrinsic before it emits the leading fence.
        let ptr_ty = self.ed.ptr_ty();
        self.ed.declare(
            "llvm.ppc.cmpxchg.i128",
            pair_ty,
            vec![ptr_ty, i64t, i64t, i64t, i64t],
        );
        self.leading_fence(&mut at, super::Access::Rmw, order);
        let call = self.ed.call(
            &mut at,
            "llvm.ppc.cmpxchg.i128",
            pair_ty,
            vec![ptr, cl, ch, nl, nh],
            "",
            Vec::new(),
        );
        self.trailing_fence(&mut at, super::Access::Rmw, order, None);
        let pair = Operand::Value(self.ed.result(call).unwrap());
        let old = self.join128(&mut at, pair, ty);
        let orig_pair = self.ed.value_ty(self.ed.result(inst).unwrap());
        let poison = self.poison(orig_pair);
        let r1 = self.insertvalue(&mut at, poison, old, 0, "");
        let ok = self.icmp(&mut at, IntPredicate::Eq, cmp, old, "Success");
        let r2 = self.insertvalue(&mut at, r1, ok, 1, "");
        self.replace(inst, r2);
        Ok(())
    }
}
