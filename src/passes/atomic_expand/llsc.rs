//! Load-linked/store-conditional expansions (LLVM's `insertRMWLLSCLoop` and the LL/SC
//! `expandAtomicCmpXchg`), with each target's exclusive-access intrinsics: ARM
//! `llvm.arm.ldrex/strex` (`ldrexd/strexd` for 64 bits, `clrex` to drop the monitor on v7),
//! AArch64 `llvm.aarch64.ldxr/ldaxr/stxr/stlxr` (`ldxp/ldaxp/stxp/stlxp` for 128 bits) and
//! `clrex`. The likely edges carry `!prof` branch weights as LLVM's `createLikelyBranchWeights`
//! makes them (`!{!"branch_weights", i32 1048575, i32 1}`).
//!
//! Owns: those expansions. Must not touch: when a target uses them (the parent module).

use super::builder::Cursor;
use super::{is_acquire_or_stronger, is_release_or_stronger, Expander, Unsupported};
use crate::ir::attributes::Attribute;
use crate::ir::constant::ApInt;
use crate::ir::function::Inst;
use crate::ir::instructions::{
    BinaryOp, CastOp, FastMath, InstKind, IntPredicate, Operand, Ordering,
};
use crate::ir::metadata::{MdNodeData, MdOperand, Metadata};
use crate::ir::types::Type;
use crate::target::atomic_expand::Arch;

impl Expander<'_, '_> {
    fn elementtype(&mut self, ty: Type) -> crate::ir::attributes::AttrSet {
        self.ed
            .m
            .attrs
            .intern(vec![Attribute::Type("elementtype".into(), ty)])
    }

    /// `emitLoadLinked`: the exclusive load of a `ty` at `addr`.
    pub(super) fn load_linked(
        &mut self,
        at: &mut Cursor,
        ty: Type,
        addr: Operand,
        order: Ordering,
    ) -> Result<Operand, Unsupported> {
        let bits = self.bits_of(ty).unwrap_or(0);
        let acquire = is_acquire_or_stronger(order);
        match self.t.arch {
            Arch::Arm { .. } => {
                if bits == 64 {
                    return Ok(self.arm_load_linked64(at, ty, addr));
                }
                let i32t = self.ed.int_ty(32);
                let et = self.elementtype(ty);
                let call = self
                    .ed
                    .call(at, "llvm.arm.ldrex.p0", i32t, vec![addr], "", vec![et]);
                let v = Operand::Value(self.ed.result(call).unwrap());
                Ok(self.trunc_or_bitcast(at, v, ty))
            }
            Arch::AArch64 => {
                if bits == 128 {
                    let i64t = self.ed.int_ty(64);
                    let pair = self.ed.struct_ty(vec![i64t, i64t]);
                    let name = if acquire {
                        "llvm.aarch64.ldaxp"
                    } else {
                        "llvm.aarch64.ldxp"
                    };
                    let call = self.ed.call(at, name, pair, vec![addr], "lohi", Vec::new());
                    let lohi = Operand::Value(self.ed.result(call).unwrap());
                    let lo = self.extract(at, lohi, 0, "lo");
                    let hi = self.extract(at, lohi, 1, "hi");
                    let lo64 = self.cast(at, CastOp::ZExt, lo, ty, "lo64");
                    let hi64 = self.cast(at, CastOp::ZExt, hi, ty, "hi64");
                    let c64 = self.ed.const_int(ty, 64);
                    let shl = self.binary(at, BinaryOp::Shl, hi64, c64, "");
                    return Ok(self.binary(at, BinaryOp::Or, lo64, shl, "val64"));
                }
                let i64t = self.ed.int_ty(64);
                let int_ty = self.ed.int_ty(bits);
                let et = self.elementtype(int_ty);
                let name = if acquire {
                    "llvm.aarch64.ldaxr.p0"
                } else {
                    "llvm.aarch64.ldxr.p0"
                };
                let call = self.ed.call(at, name, i64t, vec![addr], "", vec![et]);
                let v = Operand::Value(self.ed.result(call).unwrap());
                let t = self.trunc_or_bitcast(at, v, int_ty);
                Ok(self.bit_or_ptr_cast(at, t, ty))
            }
            Arch::PowerPc64Le => {
                let (name, rty) = match bits {
                    8 => ("llvm.ppc.lbarx", self.ed.int_ty(32)),
                    16 => ("llvm.ppc.lharx", self.ed.int_ty(32)),
                    32 => ("llvm.ppc.lwarx", self.ed.int_ty(32)),
                    64 => ("llvm.ppc.ldarx", self.ed.int_ty(64)),
                    _ => {
                        return Err(Unsupported(format!(
                            "no PowerPC reserved load for {bits} bits"
                        )))
                    }
                };
                let call = self.ed.call(at, name, rty, vec![addr], "larx", Vec::new());
                let v = Operand::Value(self.ed.result(call).unwrap());
                Ok(self.trunc_or_bitcast(at, v, ty))
            }
            _ => Err(Unsupported(
                "load-linked/store-conditional expansion for this target is not implemented".into(),
            )),
        }
    }

    fn trunc_or_bitcast(&mut self, at: &mut Cursor, v: Operand, ty: Type) -> Operand {
        let from = self.ed.operand_ty(v);
        if from == ty {
            return v;
        }
        if self.ed.int_bits(ty).is_some() {
            self.cast(at, CastOp::Trunc, v, ty, "")
        } else {
            self.cast(at, CastOp::BitCast, v, ty, "")
        }
    }

    fn zext_or_bitcast(&mut self, at: &mut Cursor, v: Operand, ty: Type) -> Operand {
        let from = self.ed.operand_ty(v);
        if from == ty {
            return v;
        }
        if self.ed.int_bits(from).is_some() {
            self.cast(at, CastOp::ZExt, v, ty, "")
        } else {
            self.cast(at, CastOp::BitCast, v, ty, "")
        }
    }

    /// `emitStoreConditional`: the exclusive store; its i32 result is 0 on success.
    pub(super) fn store_conditional(
        &mut self,
        at: &mut Cursor,
        val: Operand,
        addr: Operand,
        order: Ordering,
    ) -> Result<Operand, Unsupported> {
        let ty = self.ed.operand_ty(val);
        let bits = self.bits_of(ty).unwrap_or(0);
        let release = is_release_or_stronger(order);
        let i32t = self.ed.int_ty(32);
        match self.t.arch {
            Arch::Arm { .. } => {
                if bits == 64 {
                    let lo = self.cast(at, CastOp::Trunc, val, i32t, "lo");
                    let c32 = self.ed.const_int(ty, 32);
                    let sh = self.binary(at, BinaryOp::LShr, val, c32, "");
                    let hi = self.cast(at, CastOp::Trunc, sh, i32t, "hi");
                    let call = self.ed.call(
                        at,
                        "llvm.arm.strexd",
                        i32t,
                        vec![lo, hi, addr],
                        "",
                        Vec::new(),
                    );
                    return Ok(Operand::Value(self.ed.result(call).unwrap()));
                }
                let et = self.elementtype(ty);
                let v = self.zext_or_bitcast(at, val, i32t);
                let call = self.ed.call(
                    at,
                    "llvm.arm.strex.p0",
                    i32t,
                    vec![v, addr],
                    "",
                    vec![crate::ir::attributes::AttrSet::EMPTY, et],
                );
                Ok(Operand::Value(self.ed.result(call).unwrap()))
            }
            Arch::AArch64 => {
                if bits == 128 {
                    let i64t = self.ed.int_ty(64);
                    let lo = self.cast(at, CastOp::Trunc, val, i64t, "lo");
                    let c64 = self.ed.const_int(ty, 64);
                    let sh = self.binary(at, BinaryOp::LShr, val, c64, "");
                    let hi = self.cast(at, CastOp::Trunc, sh, i64t, "hi");
                    let name = if release {
                        "llvm.aarch64.stlxp"
                    } else {
                        "llvm.aarch64.stxp"
                    };
                    let call = self
                        .ed
                        .call(at, name, i32t, vec![lo, hi, addr], "", Vec::new());
                    return Ok(Operand::Value(self.ed.result(call).unwrap()));
                }
                let int_ty = self.ed.int_ty(bits);
                let i64t = self.ed.int_ty(64);
                let iv = self.bit_or_ptr_cast(at, val, int_ty);
                let wide = self.zext_or_bitcast(at, iv, i64t);
                let et = self.elementtype(int_ty);
                let name = if release {
                    "llvm.aarch64.stlxr.p0"
                } else {
                    "llvm.aarch64.stxr.p0"
                };
                let call = self.ed.call(
                    at,
                    name,
                    i32t,
                    vec![wide, addr],
                    "",
                    vec![crate::ir::attributes::AttrSet::EMPTY, et],
                );
                Ok(Operand::Value(self.ed.result(call).unwrap()))
            }
            Arch::PowerPc64Le => {
                let name = match bits {
                    8 => "llvm.ppc.stbcx",
                    16 => "llvm.ppc.sthcx",
                    32 => "llvm.ppc.stwcx",
                    64 => "llvm.ppc.stdcx",
                    _ => {
                        return Err(Unsupported(format!(
                            "no PowerPC conditional store for {bits} bits"
                        )))
                    }
                };
                let v = if bits < 32 {
                    self.cast(at, CastOp::ZExt, val, i32t, "")
                } else {
                    val
                };
                let call = self
                    .ed
                    .call(at, name, i32t, vec![addr, v], "stcx", Vec::new());
                let r = Operand::Value(self.ed.result(call).unwrap());
                let one = self.ed.const_int(i32t, 1);
                Ok(self.binary(at, BinaryOp::Xor, r, one, ""))
            }
            _ => Err(Unsupported(
                "load-linked/store-conditional expansion for this target is not implemented".into(),
            )),
        }
    }

    /// `emitAtomicCmpXchgNoStoreLLBalance`: drop the exclusive monitor.
    fn no_store_balance(&mut self, at: &mut Cursor) {
        match self.t.arch {
            Arch::Arm { version: 7, .. } => {
                self.barrier(at, "llvm.arm.clrex");
            }
            Arch::AArch64 => {
                self.barrier(at, "llvm.aarch64.clrex");
            }
            _ => {}
        }
    }

    /// `insertRMWLLSCLoop` for an atomicrmw whose fences (if any) are already placed.
    pub(super) fn rmw_llsc_loop(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw { op, atomic, .. } = self.ed.kind(inst).clone() else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let inc = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(inc);
        self.llsc_loop(inst, ty, ptr, atomic.ordering, Some((op, inc)))
    }

    /// An atomic load as an LL/SC loop that stores back what it loaded (AArch64's 128-bit
    /// loads without LSE at CodeGen levels above None).
    pub(super) fn load_llsc_loop(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::Load {
            atomic: Some(atomic),
            ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let ty = self
            .ed
            .value_ty(self.ed.result(inst).expect("a load result"));
        self.llsc_loop(inst, ty, ptr, atomic.ordering, None)
    }

    /// `expandAtomicOpToLLSC`: `perform` None stores the loaded value back.
    fn llsc_loop(
        &mut self,
        inst: Inst,
        ty: Type,
        ptr: Operand,
        order: Ordering,
        perform: Option<(crate::ir::instructions::RmwOp, Operand)>,
    ) -> Result<(), Unsupported> {
        let pos = self.at(inst);
        let bb = pos.block;
        let exit = self.ed.split_block(bb, pos.index, "atomicrmw.end");
        let lp = self.ed.create_block_before("atomicrmw.start", exit);
        self.ed.pop_terminator(bb);
        let mut at = self.ed.end_of(bb);
        let void = self.ed.void_ty();
        self.ed
            .insert(&mut at, InstKind::Br, vec![Operand::Block(lp)], void, "");
        let mut at = self.ed.end_of(lp);
        let loaded = self.load_linked(&mut at, ty, ptr, order)?;
        let new_val = match perform {
            Some((op, inc)) => self.perform_op(&mut at, op, loaded, inc)?,
            None => loaded,
        };
        let status = self.store_conditional(&mut at, new_val, ptr, order)?;
        let i32t = self.ed.int_ty(32);
        let zero = self.ed.const_int(i32t, 0);
        let again = self.icmp(&mut at, IntPredicate::Ne, status, zero, "tryagain");
        self.ed.insert(
            &mut at,
            InstKind::CondBr,
            vec![again, Operand::Block(lp), Operand::Block(exit)],
            void,
            "",
        );
        self.replace(inst, loaded);
        Ok(())
    }

    /// The `!{!"branch_weights", i32 1048575, i32 1}` node (made once, then shared).
    fn likely_weights(&mut self) -> Metadata {
        let i32t = self.ed.int_ty(32);
        let mk = |x: &mut Self, v: u64| {
            MdOperand::Const(
                i32t,
                x.ed.m.constants.make_int(i32t, ApInt::from_u64(32, v)),
            )
        };
        let ops = vec![
            MdOperand::String(b"branch_weights".to_vec()),
            mk(self, 1_048_575),
            mk(self, 1),
        ];
        let node = MdNodeData::Tuple {
            distinct: false,
            ops,
        };
        if let Some((m, _)) = self.ed.m.metadata.iter().find(|(_, d)| **d == node) {
            return m;
        }
        self.ed.m.metadata.push(node)
    }

    fn likely_condbr(&mut self, at: &mut Cursor, c: Operand, t: Operand, f: Operand) {
        let void = self.ed.void_ty();
        let br = self
            .ed
            .insert(at, InstKind::CondBr, vec![c, t, f], void, "");
        let kind = self.ed.m.md_kinds.id("prof");
        let node = self.likely_weights();
        self.ed.body.dfg.insts[br].attachments.push((kind, node));
    }

    /// The LL/SC `expandAtomicCmpXchg`.
    pub(super) fn cmpxchg_llsc(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::CmpXchg {
            weak,
            success,
            failure,
            ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let addr = self.ed.args(inst)[0];
        let cmp = self.ed.args(inst)[1];
        let new = self.ed.args(inst)[2];
        let ty = self.ed.operand_ty(cmp);
        let fences = self.uses_fences() && self.t.fences != super::FenceStyle::Riscv;
        let mem_order = if fences {
            Ordering::Monotonic
        } else {
            super::merged_ordering(success, failure)
        };
        let has_released_load =
            !weak && fences && success != Ordering::Monotonic && success != Ordering::Acquire;
        let pos = self.at(inst);
        let bb = pos.block;
        let exit = self.ed.split_block(bb, pos.index, "cmpxchg.end");
        let failure_bb = self.ed.create_block_before("cmpxchg.failure", exit);
        let nostore = self.ed.create_block_before("cmpxchg.nostore", failure_bb);
        let success_bb = self.ed.create_block_before("cmpxchg.success", nostore);
        let released = self
            .ed
            .create_block_before("cmpxchg.releasedload", success_bb);
        let trystore = self.ed.create_block_before("cmpxchg.trystore", released);
        let fenced = self.ed.create_block_before("cmpxchg.fencedstore", trystore);
        let start = self.ed.create_block_before("cmpxchg.start", fenced);
        self.ed.pop_terminator(bb);
        let void = self.ed.void_ty();
        let mut at = self.ed.end_of(bb);
        self.ed
            .insert(&mut at, InstKind::Br, vec![Operand::Block(start)], void, "");
        let blk = Operand::Block;

        let mut at = self.ed.end_of(start);
        let unreleased = self.load_linked(&mut at, ty, addr, mem_order)?;
        let should = self.icmp(&mut at, IntPredicate::Eq, unreleased, cmp, "should_store");
        self.likely_condbr(&mut at, should, blk(fenced), blk(nostore));

        let mut at = self.ed.end_of(fenced);
        if fences {
            self.leading_fence(&mut at, super::Access::Rmw, success);
        }
        self.ed
            .insert(&mut at, InstKind::Br, vec![blk(trystore)], void, "");

        let mut at = self.ed.end_of(trystore);
        let phi_try = self.ed.insert(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            vec![unreleased, blk(fenced)],
            ty,
            "loaded.trystore",
        );
        let loaded_try = Operand::Value(self.ed.result(phi_try).unwrap());
        let status = self.store_conditional(&mut at, new, addr, mem_order)?;
        let i32t = self.ed.int_ty(32);
        let zero = self.ed.const_int(i32t, 0);
        let stored = self.icmp(&mut at, IntPredicate::Eq, status, zero, "success");
        let retry = if has_released_load { released } else { start };
        let on_fail = if weak { failure_bb } else { retry };
        self.likely_condbr(&mut at, stored, blk(success_bb), blk(on_fail));

        let mut at = self.ed.end_of(released);
        let mut second = None;
        if has_released_load {
            let s = self.load_linked(&mut at, ty, addr, mem_order)?;
            let should = self.icmp(&mut at, IntPredicate::Eq, s, cmp, "should_store");
            self.likely_condbr(&mut at, should, blk(trystore), blk(nostore));
            self.ed.body.dfg.insts[phi_try]
                .args
                .extend([s, blk(released)]);
            second = Some(s);
        } else {
            self.ed
                .insert(&mut at, InstKind::Unreachable, Vec::new(), void, "");
        }

        let mut at = self.ed.end_of(success_bb);
        if fences {
            self.trailing_fence(&mut at, super::Access::Rmw, success, None);
        }
        self.ed
            .insert(&mut at, InstKind::Br, vec![blk(exit)], void, "");

        let mut at = self.ed.end_of(nostore);
        let mut ns_args = vec![unreleased, blk(start)];
        if let Some(s) = second {
            ns_args.extend([s, blk(released)]);
        }
        let phi_ns = self.ed.insert(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            ns_args,
            ty,
            "loaded.nostore",
        );
        let loaded_ns = Operand::Value(self.ed.result(phi_ns).unwrap());
        self.no_store_balance(&mut at);
        self.ed
            .insert(&mut at, InstKind::Br, vec![blk(failure_bb)], void, "");

        let mut at = self.ed.end_of(failure_bb);
        let mut f_args = vec![loaded_ns, blk(nostore)];
        if weak {
            f_args.extend([loaded_try, blk(trystore)]);
        }
        let phi_f = self.ed.insert(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            f_args,
            ty,
            "loaded.failure",
        );
        let loaded_f = Operand::Value(self.ed.result(phi_f).unwrap());
        if fences {
            self.trailing_fence(&mut at, super::Access::Rmw, failure, None);
        }
        self.ed
            .insert(&mut at, InstKind::Br, vec![blk(exit)], void, "");

        let mut at = Cursor {
            block: exit,
            index: 0,
        };
        let phi_exit = self.ed.insert(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            vec![loaded_try, blk(success_bb), loaded_f, blk(failure_bb)],
            ty,
            "loaded.exit",
        );
        let loaded = Operand::Value(self.ed.result(phi_exit).unwrap());
        let i1 = self.ed.int_ty(1);
        let t = self.ed.const_int(i1, -1);
        let f = self.ed.const_int(i1, 0);
        let ok = Operand::Value(self.ed.insert_value(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            vec![t, blk(success_bb), f, blk(failure_bb)],
            i1,
            "success",
        ));
        // Extractvalue users of the cmpxchg take the values directly.
        let result = self.ed.result(inst).expect("a cmpxchg result");
        let users: Vec<Inst> = self
            .ed
            .blocks
            .iter()
            .flat_map(|b| self.ed.insts[b].iter().copied())
            .filter(|&i| {
                matches!(self.ed.kind(i), InstKind::ExtractValue { .. })
                    && self.ed.args(i).first() == Some(&Operand::Value(result))
            })
            .collect();
        for u in &users {
            let index = match self.ed.kind(*u) {
                InstKind::ExtractValue { indices } => indices.first().copied().unwrap_or(0),
                _ => 0,
            };
            let v = if index == 0 { loaded } else { ok };
            if let (Some(old), Operand::Value(nv)) = (self.ed.result(*u), v) {
                self.ed.replace_uses(old, nv);
            }
            self.ed.erase(*u);
        }
        let still_used = self.ed.blocks.iter().any(|b| {
            self.ed.insts[b]
                .iter()
                .any(|&i| i != inst && self.ed.args(i).contains(&Operand::Value(result)))
        });
        if still_used {
            let mut at = self.at(inst);
            let pair_ty = self.ed.value_ty(result);
            let poison = self.poison(pair_ty);
            let r1 = self.insertvalue(&mut at, poison, loaded, 0, "");
            let r2 = self.insertvalue(&mut at, r1, ok, 1, "");
            self.replace(inst, r2);
        } else {
            self.ed.erase(inst);
        }
        Ok(())
    }
}
