//! `__atomic_*` libcalls for atomics the target cannot do at their size or alignment
//! (LLVM's `expandAtomicOpToLibcall`): size-specialised calls (`__atomic_load_4`, value in and
//! out by value) for power-of-two sizes up to the largest legal integer's double that are
//! naturally aligned, else the generic calls (`__atomic_load(size, ptr, ret, order)`) with
//! stack slots made in the entry block and bracketed by `llvm.lifetime.start/end`.
//!
//! Owns: [`LibOp`] and `Expander::op_libcall`. Must not touch: which instruction needs a
//! libcall (the parent module decides).

use super::builder::Cursor;
use super::{c_abi, Expander, Unsupported};
use crate::ir::attributes::Attribute;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{InstKind, Operand, Ordering};
use crate::ir::types::Type;

/// The operation a libcall does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LibOp {
    Load,
    Store,
    Exchange,
    CompareExchange,
    /// `__atomic_fetch_<op>_N` (no generic form).
    Fetch(&'static str),
}

impl LibOp {
    fn generic(self) -> Option<&'static str> {
        match self {
            LibOp::Load => Some("__atomic_load"),
            LibOp::Store => Some("__atomic_store"),
            LibOp::Exchange => Some("__atomic_exchange"),
            LibOp::CompareExchange => Some("__atomic_compare_exchange"),
            LibOp::Fetch(_) => None,
        }
    }
    fn sized(self, bytes: u32) -> String {
        match self {
            LibOp::Fetch(op) => format!("__atomic_fetch_{op}_{bytes}"),
            other => format!("{}_{bytes}", other.generic().unwrap_or("")),
        }
    }
}

/// The preferred alignment (bytes) of an `i<bits>` in `datalayout`: the exact `iN:abi:pref`
/// entry, else the next wider one, else the widest narrower one, LLVM's defaults beneath.
pub(super) fn pref_int_align(datalayout: &str, bits: u32) -> u64 {
    let mut specs: Vec<(u32, u64)> = vec![(1, 8), (8, 8), (16, 16), (32, 32), (64, 64)];
    for part in datalayout.split('-') {
        let Some(rest) = part.strip_prefix('i') else {
            continue;
        };
        let mut fields = rest.split(':');
        let (Some(size), Some(abi)) = (fields.next(), fields.next()) else {
            continue;
        };
        let (Ok(size), Ok(abi)) = (size.parse::<u32>(), abi.parse::<u64>()) else {
            continue;
        };
        let pref = fields
            .next()
            .and_then(|p| p.parse::<u64>().ok())
            .unwrap_or(abi);
        specs.retain(|s| s.0 != size);
        specs.push((size, pref));
    }
    specs.sort();
    let bits_align = specs
        .iter()
        .find(|s| s.0 >= bits)
        .or_else(|| specs.last())
        .map_or(8, |s| s.1);
    (bits_align / 8).max(1)
}

impl Expander<'_, '_> {
    /// Replaces `inst` with a libcall. Returns false (and changes nothing) when the operation
    /// has no generic form and cannot use a sized one.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn op_libcall(
        &mut self,
        inst: Inst,
        op: LibOp,
        bytes: u32,
        align: u64,
        ptr: Operand,
        value: Option<Operand>,
        expected: Option<Operand>,
        order: Ordering,
        failure: Option<Ordering>,
    ) -> Result<bool, Unsupported> {
        let largest = if self.t.pointer_bits == 64 { 16 } else { 8 };
        let sized =
            matches!(bytes, 1 | 2 | 4 | 8 | 16) && bytes <= largest && align >= u64::from(bytes);
        if !sized && op.generic().is_none() {
            return Ok(false);
        }
        let result_ty: Option<Type> = self.ed.result(inst).map(|v| self.ed.value_ty(v));
        let has_result = op != LibOp::Store;
        let size_int = self.ed.int_ty(bytes * 8);
        let slot_align = pref_int_align(self.t.datalayout, bytes * 8);
        let i32t = self.ed.int_ty(32);
        let ptr_ty = self.ed.ptr_ty();
        let void = self.ed.void_ty();

        // Stack slots go before what was the entry block's first instruction when the
        // expansion began (LLVM's alloca builder), which may be `inst` itself: then they
        // interleave with the code made at `inst`.
        let entry = self.ed.blocks[0];
        let anchor = self.ed.insts[&entry][0];
        let alloca = |x: &mut Self, ty: Type| -> Value {
            let mut front = x.ed.position(anchor).expect("a placed instruction");
            let one = x.ed.const_int(i32t, 1);
            x.ed.insert_value(
                &mut front,
                InstKind::Alloca {
                    allocated: ty,
                    align: Some(slot_align),
                    addrspace: 0,
                    inalloca: false,
                    swifterror: false,
                },
                vec![one],
                ptr_ty,
                "",
            )
        };
        let mut args: Vec<Operand> = Vec::new();
        if !sized {
            let intptr = self.ed.int_ty(self.t.pointer_bits);
            args.push(self.ed.const_int(intptr, i128::from(bytes)));
        }
        args.push(ptr);
        let mut expected_slot = None;
        if let Some(e) = expected {
            let ty = self.ed.operand_ty(e);
            let slot = alloca(self, ty);
            let mut at = self.at(inst);
            self.lifetime(&mut at, "llvm.lifetime.start.p0", slot);
            self.plain_store(&mut at, e, slot, slot_align);
            args.push(Operand::Value(slot));
            expected_slot = Some(slot);
        }
        let mut value_slot = None;
        if let Some(v) = value {
            if sized {
                let mut at = self.at(inst);
                let iv = self.bit_or_ptr_cast(&mut at, v, size_int);
                args.push(iv);
            } else {
                let ty = self.ed.operand_ty(v);
                let slot = alloca(self, ty);
                let mut at = self.at(inst);
                self.lifetime(&mut at, "llvm.lifetime.start.p0", slot);
                self.plain_store(&mut at, v, slot, slot_align);
                args.push(Operand::Value(slot));
                value_slot = Some(slot);
            }
        }
        let mut result_slot = None;
        if expected.is_none() && has_result && !sized {
            let ty = result_ty.expect("a result");
            let slot = alloca(self, ty);
            let mut at = self.at(inst);
            self.lifetime(&mut at, "llvm.lifetime.start.p0", slot);
            args.push(Operand::Value(slot));
            result_slot = Some(slot);
        }
        let mut at = self.at(inst);
        args.push(self.ed.const_int(i32t, c_abi(order)));
        if let Some(f) = failure {
            args.push(self.ed.const_int(i32t, c_abi(f)));
        }
        let name = if sized {
            op.sized(bytes)
        } else {
            op.generic().unwrap_or_default().to_string()
        };
        let call = if expected.is_some() {
            let i1 = self.ed.int_ty(1);
            let zext = self
                .ed
                .m
                .attrs
                .intern(vec![Attribute::Flag("zeroext".into())]);
            self.ed.call_with_ret_attrs(&mut at, &name, i1, args, zext)
        } else if has_result && sized {
            self.ed.call(&mut at, &name, size_int, args, "", Vec::new())
        } else {
            self.ed.call(&mut at, &name, void, args, "", Vec::new())
        };
        let call_v = self.ed.result(call).map(Operand::Value);
        if let Some(slot) = value_slot {
            self.lifetime(&mut at, "llvm.lifetime.end.p0", slot);
        }
        if let (Some(e), Some(slot)) = (expected, expected_slot) {
            let ety = self.ed.operand_ty(e);
            let out = self.plain_load(&mut at, ety, slot, slot_align);
            self.lifetime(&mut at, "llvm.lifetime.end.p0", slot);
            let pair_ty = result_ty.expect("a cmpxchg result");
            let poison = self.poison(pair_ty);
            let r1 = self.insertvalue(&mut at, poison, out, 0, "");
            let r2 = self.insertvalue(&mut at, r1, call_v.expect("a call result"), 1, "");
            self.replace(inst, r2);
        } else if has_result {
            let rty = result_ty.expect("a result");
            let v = if sized {
                self.bit_or_ptr_cast(&mut at, call_v.expect("a call result"), rty)
            } else {
                let slot = result_slot.expect("a result slot");
                let v = self.plain_load(&mut at, rty, slot, slot_align);
                self.lifetime(&mut at, "llvm.lifetime.end.p0", slot);
                v
            };
            self.replace(inst, v);
        } else {
            self.ed.erase(inst);
        }
        Ok(true)
    }

    fn lifetime(&mut self, at: &mut Cursor, name: &str, slot: Value) {
        let void = self.ed.void_ty();
        self.ed
            .call(at, name, void, vec![Operand::Value(slot)], "", Vec::new());
    }

    fn plain_store(&mut self, at: &mut Cursor, v: Operand, slot: Value, align: u64) {
        let void = self.ed.void_ty();
        self.ed.insert(
            at,
            InstKind::Store {
                volatile: false,
                atomic: None,
                align: Some(align),
            },
            vec![v, Operand::Value(slot)],
            void,
            "",
        );
    }

    fn plain_load(&mut self, at: &mut Cursor, ty: Type, slot: Value, align: u64) -> Operand {
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::Load {
                volatile: false,
                atomic: None,
                align: Some(align),
            },
            vec![Operand::Value(slot)],
            ty,
            "",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::pref_int_align;

    #[test]
    fn preferred_integer_alignments() {
        let mips = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64";
        assert_eq!(pref_int_align(mips, 8), 4);
        assert_eq!(pref_int_align(mips, 32), 4);
        assert_eq!(pref_int_align(mips, 64), 8);
        assert_eq!(pref_int_align(mips, 128), 8);
        let rv = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128";
        assert_eq!(pref_int_align(rv, 128), 16);
        assert_eq!(pref_int_align(rv, 16), 2);
    }
}
