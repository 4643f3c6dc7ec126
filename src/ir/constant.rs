//! Interned constants: integers, floats, aggregates, globals-as-constants, constant expressions.
//!
//! Owns: [`Constant`] handles, [`ConstantData`], the interning [`ConstantPool`] and [`ApInt`]
//! (arbitrary-width integer bits). Aggregates are canonicalised on creation the way LLVM does
//! (all-zero -> `zeroinitializer`, all-undef -> `undef`, all-poison -> `poison`, `[N x i8]` ->
//! byte string), so structurally equal constants are one handle. Must not touch: text.

use super::entity::EntityRef;
use super::entity::FxHashMap as HashMap;
use super::module::GlobalValue;
use super::types::{Type, TypeData, TypeTable};

crate::entity_handle!(
    /// An interned constant.
    Constant,
    "const"
);

/// The bits of an integer of any width (little-endian 64-bit words, unused high bits zero).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    pub width: u32,
    pub words: Vec<u64>,
}

impl ApInt {
    pub fn zero(width: u32) -> ApInt {
        ApInt {
            width,
            words: vec![0; (width.max(1) as usize).div_ceil(64)],
        }
    }
    pub fn from_u64(width: u32, v: u64) -> ApInt {
        let mut a = ApInt::zero(width);
        a.words[0] = v;
        a.truncate();
        a
    }
    pub fn from_i128(width: u32, v: i128) -> ApInt {
        let mut a = ApInt::zero(width);
        let u = v as u128;
        let ext = if v < 0 { u64::MAX } else { 0 };
        for (i, w) in a.words.iter_mut().enumerate() {
            *w = match i {
                0 => u as u64,
                1 => (u >> 64) as u64,
                _ => ext,
            };
        }
        a.truncate();
        a
    }
    fn truncate(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << rem) - 1;
            }
        }
    }
    /// Parses a decimal literal (optional leading '-') of any size and truncates it to `width`
    /// bits, as LLVM's parser does for integer constants (`i8 -25305` is `i8 39`). Returns
    /// `None` only when `text` is not a decimal literal.
    pub fn parse_decimal_truncating(width: u32, text: &str) -> Option<ApInt> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Enough words for the magnitude plus a sign bit.
        let n = (digits.len() * 4)
            .div_ceil(64)
            .max((width.max(1) as usize).div_ceil(64))
            + 1;
        let mut words = vec![0u64; n];
        for b in digits.bytes() {
            let mut carry = u128::from(b - b'0');
            for w in words.iter_mut() {
                let v = u128::from(*w) * 10 + carry;
                *w = v as u64;
                carry = v >> 64;
            }
        }
        if neg {
            let mut carry = 1u64;
            for w in words.iter_mut() {
                let (v, c) = (!*w).overflowing_add(carry);
                *w = v;
                carry = u64::from(c);
            }
        }
        words.truncate((width.max(1) as usize).div_ceil(64));
        let mut a = ApInt { width, words };
        a.truncate();
        Some(a)
    }

    /// Parses a decimal literal (optional leading '-'), wrapping to `width` bits.
    /// Returns `None` when the value needs more than `width` bits (signed or unsigned).
    pub fn parse_decimal(width: u32, text: &str) -> Option<ApInt> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n = (width.max(1) as usize).div_ceil(64) + 1;
        let mut words = vec![0u64; n];
        for b in digits.bytes() {
            let mut carry = u128::from(b - b'0');
            for w in words.iter_mut() {
                let v = u128::from(*w) * 10 + carry;
                *w = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                return None;
            }
        }
        // Magnitude must fit: unsigned for positive, width bits for negative (two's complement).
        let mag_bits = bit_len(&words);
        if mag_bits > width as usize {
            return None;
        }
        if neg {
            for w in words.iter_mut() {
                *w = !*w;
            }
            let mut carry = 1u64;
            for w in words.iter_mut() {
                let (v, c) = w.overflowing_add(carry);
                *w = v;
                carry = u64::from(c);
            }
        }
        words.truncate((width.max(1) as usize).div_ceil(64));
        let mut a = ApInt { width, words };
        a.truncate();
        Some(a)
    }
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }
    pub fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|w| *w == 0)
    }
    /// The value zero-extended to u64 (high bits dropped).
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }
    pub fn fits_u64(&self) -> bool {
        self.words[1..].iter().all(|w| *w == 0)
    }
    fn sign_bit(&self) -> bool {
        if self.width == 0 {
            return false;
        }
        let b = self.width - 1;
        (self.words[(b / 64) as usize] >> (b % 64)) & 1 == 1
    }
    /// The value as a signed number, if it fits in i128.
    pub fn as_i128(&self) -> Option<i128> {
        if self.width > 128 {
            return None;
        }
        let mut u: u128 = u128::from(self.words[0]);
        if self.words.len() > 1 {
            u |= u128::from(self.words[1]) << 64;
        }
        if self.width < 128 && self.sign_bit() {
            u |= !0u128 << self.width;
        }
        Some(u as i128)
    }
    /// Signed decimal text (how LLVM prints integer constants).
    pub fn to_signed_string(&self) -> String {
        if let Some(v) = self.as_i128() {
            return v.to_string();
        }
        let neg = self.sign_bit();
        let mut words = self.words.clone();
        if neg {
            for w in words.iter_mut() {
                *w = !*w;
            }
            let rem = self.width % 64;
            if rem != 0 {
                if let Some(last) = words.last_mut() {
                    *last &= (1u64 << rem) - 1;
                }
            }
            let mut carry = 1u64;
            for w in words.iter_mut() {
                let (v, c) = w.overflowing_add(carry);
                *w = v;
                carry = u64::from(c);
            }
        }
        let mut digits = Vec::new();
        while words.iter().any(|w| *w != 0) {
            let mut rem: u128 = 0;
            for w in words.iter_mut().rev() {
                let cur = (rem << 64) | u128::from(*w);
                *w = (cur / 10) as u64;
                rem = cur % 10;
            }
            digits.push(b'0' + rem as u8);
        }
        if digits.is_empty() {
            digits.push(b'0');
        }
        if neg {
            digits.push(b'-');
        }
        digits.reverse();
        String::from_utf8(digits).unwrap_or_default()
    }
}

fn bit_len(words: &[u64]) -> usize {
    for (i, w) in words.iter().enumerate().rev() {
        if *w != 0 {
            return i * 64 + (64 - w.leading_zeros() as usize);
        }
    }
    0
}

/// Opcodes of non-GEP constant expressions that LLVM 22 still supports.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ExprOp {
    Add,
    Sub,
    Xor,
    Trunc,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
    ExtractElement,
    InsertElement,
    ShuffleVector,
}

impl ExprOp {
    pub fn name(self) -> &'static str {
        match self {
            ExprOp::Add => "add",
            ExprOp::Sub => "sub",
            ExprOp::Xor => "xor",
            ExprOp::Trunc => "trunc",
            ExprOp::PtrToInt => "ptrtoint",
            ExprOp::PtrToAddr => "ptrtoaddr",
            ExprOp::IntToPtr => "inttoptr",
            ExprOp::BitCast => "bitcast",
            ExprOp::AddrSpaceCast => "addrspacecast",
            ExprOp::ExtractElement => "extractelement",
            ExprOp::InsertElement => "insertelement",
            ExprOp::ShuffleVector => "shufflevector",
        }
    }
    pub fn is_cast(self) -> bool {
        matches!(
            self,
            ExprOp::Trunc
                | ExprOp::PtrToInt
                | ExprOp::PtrToAddr
                | ExprOp::IntToPtr
                | ExprOp::BitCast
                | ExprOp::AddrSpaceCast
        )
    }
}

/// `getelementptr` no-wrap flags.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GepFlags {
    pub inbounds: bool,
    pub nusw: bool,
    pub nuw: bool,
}

/// The structure of a constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstantData {
    Int {
        ty: Type,
        value: ApInt,
    },
    /// IEEE bits (x86_fp80 in the low 80 bits, ppc_fp128 as two doubles).
    Float {
        ty: Type,
        bits: u128,
    },
    Null(Type),
    Undef(Type),
    Poison(Type),
    /// `zeroinitializer`
    Zero(Type),
    /// `none` (token)
    TokenNone(Type),
    Array {
        ty: Type,
        elems: Vec<Constant>,
    },
    /// An `[N x i8]` array printed as `c"..."`.
    Bytes {
        ty: Type,
        bytes: Vec<u8>,
    },
    Vector {
        ty: Type,
        elems: Vec<Constant>,
    },
    /// A splat of a scalable vector.
    Splat {
        ty: Type,
        elem: Constant,
    },
    Struct {
        ty: Type,
        fields: Vec<Constant>,
    },
    /// A global value used as a constant (its type is `ptr addrspace(N)`).
    Global {
        ty: Type,
        global: GlobalValue,
    },
    Expr {
        op: ExprOp,
        nuw: bool,
        nsw: bool,
        ty: Type,
        ops: Vec<Constant>,
    },
    Gep {
        ty: Type,
        flags: GepFlags,
        source: Type,
        inrange: Option<(ApInt, ApInt)>,
        ops: Vec<Constant>,
    },
    /// `blockaddress(@f, %bb)`; `block` is the index of the block handle in @f's body.
    BlockAddress {
        ty: Type,
        function: GlobalValue,
        block: u32,
    },
    DsoLocalEquivalent {
        ty: Type,
        global: GlobalValue,
    },
    NoCfi {
        ty: Type,
        global: GlobalValue,
    },
    /// `ptrauth (ptr @g, i32 key[, i64 disc[, ptr addrdisc[, ptr deactivation]]])`
    PtrAuth {
        ty: Type,
        ops: Vec<Constant>,
    },
    /// Inline assembly (a callee only); `ty` is the function type.
    InlineAsm {
        ty: Type,
        asm: String,
        constraints: String,
        side_effect: bool,
        align_stack: bool,
        intel_dialect: bool,
        can_unwind: bool,
    },
}

/// The constant interner of one module.
#[derive(Clone, Debug, Default)]
pub struct ConstantPool {
    data: Vec<ConstantData>,
    map: HashMap<ConstantData, Constant>,
    /// The `blockaddress` constants, in creation order (an index, so that asking which blocks
    /// of a function have their address taken does not scan every constant).
    block_addresses: Vec<Constant>,
}

impl ConstantPool {
    pub fn new() -> ConstantPool {
        ConstantPool::default()
    }

    /// Interns `data` as given (callers wanting LLVM's canonical forms use the `make_*` helpers).
    pub fn intern(&mut self, data: ConstantData) -> Constant {
        if let Some(&c) = self.map.get(&data) {
            return c;
        }
        let c = Constant::new(self.data.len());
        if matches!(data, ConstantData::BlockAddress { .. }) {
            self.block_addresses.push(c);
        }
        self.data.push(data.clone());
        self.map.insert(data, c);
        c
    }

    /// Every `blockaddress` constant, in creation order.
    pub fn block_addresses(&self) -> &[Constant] {
        &self.block_addresses
    }

    /// The constant already interned for `data`, if any (a lookup that needs no `&mut`, for
    /// passes that run on function bodies while the module is shared).
    pub fn find(&self, data: &ConstantData) -> Option<Constant> {
        self.map.get(data).copied()
    }

    /// Points a `blockaddress` constant at its block once the function body is known (the
    /// parser creates it with a placeholder when the function is defined later).
    pub fn retarget_block_address(&mut self, c: Constant, new_block: u32) {
        let old = self.data[c.index()].clone();
        if let ConstantData::BlockAddress { ty, function, .. } = old {
            self.map.remove(&self.data[c.index()]);
            let new = ConstantData::BlockAddress {
                ty,
                function,
                block: new_block,
            };
            self.data[c.index()] = new.clone();
            self.map.insert(new, c);
        }
    }

    pub fn data(&self, c: Constant) -> &ConstantData {
        &self.data[c.index()]
    }

    pub fn ty(&self, c: Constant) -> Type {
        match self.data(c) {
            ConstantData::Int { ty, .. }
            | ConstantData::Float { ty, .. }
            | ConstantData::Array { ty, .. }
            | ConstantData::Bytes { ty, .. }
            | ConstantData::Vector { ty, .. }
            | ConstantData::Splat { ty, .. }
            | ConstantData::Struct { ty, .. }
            | ConstantData::Global { ty, .. }
            | ConstantData::Expr { ty, .. }
            | ConstantData::Gep { ty, .. }
            | ConstantData::BlockAddress { ty, .. }
            | ConstantData::DsoLocalEquivalent { ty, .. }
            | ConstantData::NoCfi { ty, .. }
            | ConstantData::PtrAuth { ty, .. }
            | ConstantData::InlineAsm { ty, .. } => *ty,
            ConstantData::Null(t)
            | ConstantData::Undef(t)
            | ConstantData::Poison(t)
            | ConstantData::Zero(t)
            | ConstantData::TokenNone(t) => *t,
        }
    }

    /// Is `c` the all-zero value of its type (what `zeroinitializer` would denote)?
    pub fn is_null_value(&self, c: Constant) -> bool {
        match self.data(c) {
            ConstantData::Int { value, .. } => value.is_zero(),
            ConstantData::Float { bits, .. } => *bits == 0,
            ConstantData::Null(_) | ConstantData::Zero(_) => true,
            _ => false,
        }
    }

    /// The canonical integer constant.
    pub fn make_int(&mut self, ty: Type, value: ApInt) -> Constant {
        self.intern(ConstantData::Int { ty, value })
    }

    /// An array/vector/struct, canonicalised like LLVM's `ConstantArray::get` & co.
    pub fn make_aggregate(
        &mut self,
        types: &TypeTable,
        ty: Type,
        elems: Vec<Constant>,
    ) -> Constant {
        let n = elems.len();
        if n > 0 {
            if elems.iter().all(|&e| self.is_null_value(e)) {
                return self.intern(ConstantData::Zero(ty));
            }
            let undef_like =
                |d: &ConstantData| matches!(d, ConstantData::Undef(_) | ConstantData::Poison(_));
            if elems.iter().all(|&e| undef_like(self.data(e))) {
                if elems
                    .iter()
                    .all(|&e| matches!(self.data(e), ConstantData::Poison(_)))
                {
                    return self.intern(ConstantData::Poison(ty));
                }
                return self.intern(ConstantData::Undef(ty));
            }
        }
        match types.data(ty) {
            TypeData::Array { elem, .. } => {
                if types.int_bits(*elem) == Some(8)
                    && n > 0
                    && elems
                        .iter()
                        .all(|&e| matches!(self.data(e), ConstantData::Int { .. }))
                {
                    let bytes = elems
                        .iter()
                        .map(|&e| match self.data(e) {
                            ConstantData::Int { value, .. } => value.low_u64() as u8,
                            _ => 0,
                        })
                        .collect();
                    return self.intern(ConstantData::Bytes { ty, bytes });
                }
                self.intern(ConstantData::Array { ty, elems })
            }
            TypeData::Vector { .. } => self.intern(ConstantData::Vector { ty, elems }),
            _ => self.intern(ConstantData::Struct { ty, fields: elems }),
        }
    }

    /// A byte string `c"..."` of type `ty` (`[N x i8]`); all-zero strings become `zeroinitializer`.
    pub fn make_bytes(&mut self, ty: Type, bytes: Vec<u8>) -> Constant {
        if !bytes.is_empty() && bytes.iter().all(|b| *b == 0) {
            return self.intern(ConstantData::Zero(ty));
        }
        self.intern(ConstantData::Bytes { ty, bytes })
    }

    /// The splat value of a fixed vector whose elements are all the same int/float constant.
    pub fn splat_value(&self, c: Constant) -> Option<Constant> {
        match self.data(c) {
            ConstantData::Vector { elems, .. } => {
                let first = *elems.first()?;
                if !matches!(
                    self.data(first),
                    ConstantData::Int { .. } | ConstantData::Float { .. }
                ) {
                    return None;
                }
                elems.iter().all(|e| *e == first).then_some(first)
            }
            ConstantData::Splat { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Globals referenced (directly) by this constant's operands.
    pub fn operands(&self, c: Constant) -> Vec<Constant> {
        match self.data(c) {
            ConstantData::Array { elems, .. } | ConstantData::Vector { elems, .. } => elems.clone(),
            ConstantData::Struct { fields, .. } => fields.clone(),
            ConstantData::Splat { elem, .. } => vec![*elem],
            ConstantData::Expr { ops, .. }
            | ConstantData::Gep { ops, .. }
            | ConstantData::PtrAuth { ops, .. } => ops.clone(),
            _ => Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.data.len()
    }
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apint_parses_and_prints_signed() {
        let a = ApInt::parse_decimal(8, "255").unwrap();
        assert_eq!(a.to_signed_string(), "-1");
        let b = ApInt::parse_decimal(8, "-128").unwrap();
        assert_eq!(b.to_signed_string(), "-128");
        assert!(ApInt::parse_decimal(8, "256").is_none());
        let t = ApInt::parse_decimal_truncating(8, "-25305").unwrap();
        assert_eq!(t, ApInt::parse_decimal(8, "39").unwrap());
        let t = ApInt::parse_decimal_truncating(8, "256").unwrap();
        assert_eq!(t, ApInt::parse_decimal(8, "0").unwrap());
        let t = ApInt::parse_decimal_truncating(128, "-1").unwrap();
        assert_eq!(
            t,
            ApInt::parse_decimal(128, "340282366920938463463374607431768211455").unwrap()
        );
        assert!(ApInt::parse_decimal_truncating(8, "1x").is_none());
        let big = ApInt::parse_decimal(256, "-5").unwrap();
        assert_eq!(big.to_signed_string(), "-5");
        let big2 = ApInt::parse_decimal(200, "340282366920938463463374607431768211457").unwrap();
        assert_eq!(
            big2.to_signed_string(),
            "340282366920938463463374607431768211457"
        );
    }

    #[test]
    fn aggregates_canonicalise() {
        let mut types = TypeTable::new();
        let i8t = types.int(8);
        let arr = types.intern(TypeData::Array { len: 2, elem: i8t });
        let mut pool = ConstantPool::new();
        let z = pool.make_int(i8t, ApInt::zero(8));
        let one = pool.make_int(i8t, ApInt::from_u64(8, 1));
        let zz = pool.make_aggregate(&types, arr, vec![z, z]);
        assert_eq!(pool.data(zz), &ConstantData::Zero(arr));
        let s = pool.make_aggregate(&types, arr, vec![one, z]);
        assert!(matches!(pool.data(s), ConstantData::Bytes { .. }));
    }
}
