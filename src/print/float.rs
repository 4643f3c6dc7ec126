//! Floating-point constants: LLVM's spelling (`1.000000e-01` when that reads back exactly,
//! otherwise hex; `0xH`/`0xR`/`0xK`/`0xL`/`0xM` forms) and the exact conversions the parser needs.
//!
//! Owns: [`format_float`], [`f64_to_half_exact`], [`f64_to_wide`]. Must not touch: IR.

use crate::ir::types::FloatKind;

/// A little-endian big unsigned integer, just enough for decimal conversion.
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn bits(&self) -> u32 {
        match self.0.last() {
            Some(top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for w in self.0.iter_mut() {
            let v = u64::from(*w) * u64::from(m) + carry;
            *w = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, n: u32) {
        for _ in 0..n / 32 {
            self.0.insert(0, 0);
        }
        let r = n % 32;
        if r != 0 {
            let mut carry = 0u32;
            for w in self.0.iter_mut() {
                let v = (*w << r) | carry;
                carry = *w >> (32 - r);
                *w = v;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.trim();
    }
    /// Divides in place, returning the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for w in self.0.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*w);
            *w = (cur / u64::from(d)) as u32;
            rem = cur % u64::from(d);
        }
        self.trim();
        rem as u32
    }
}

/// APFloat's `toString(precision 6, max padding 0, keep zeros)`: scientific notation with
/// six significant digits (first truncated to about 20 bits, then rounded half-up), zero-padded
/// to six fractional digits. `mant * 2^exp2` is the magnitude.
fn apfloat_sci(neg: bool, mant: u64, exp2: i32) -> String {
    const PRECISION: usize = 6;
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    if mant == 0 {
        s.push_str("0.000000e+00");
        return s;
    }
    let tz = mant.trailing_zeros();
    let mant = mant >> tz;
    let mut exp2 = exp2 + tz as i32;
    let mut sig = Big::from_u64(mant);
    let mut exp10: i32 = 0;
    if exp2 >= 0 {
        sig.shl(exp2 as u32);
    } else {
        while exp2 < 0 {
            sig.mul_small(5);
            exp2 += 1;
            exp10 -= 1;
        }
    }
    // Truncate to roughly the bits needed for PRECISION digits.
    let bits = sig.bits();
    let required = (PRECISION as u32 * 196).div_ceil(59);
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        for _ in 0..tens {
            sig.divrem_small(10);
        }
        exp10 += tens as i32;
    }
    // Digits, least significant first, trailing zeros dropped.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp10 += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    // Round half-up to PRECISION digits.
    let n = buf.len();
    if n > PRECISION {
        let mut first = n - PRECISION;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
            exp10 += first as i32;
            buf.drain(..first);
        } else {
            let mut i = first;
            while i != n {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
            if first == n {
                exp10 += first as i32;
                buf.clear();
                buf.push(b'1');
            } else {
                exp10 += first as i32;
                buf.drain(..first);
            }
        }
    }
    let nd = buf.len();
    exp10 += nd as i32 - 1;
    s.push(buf[nd - 1] as char);
    s.push('.');
    for i in 1..nd {
        s.push(buf[nd - 1 - i] as char);
    }
    if PRECISION > nd - 1 {
        for _ in 0..(PRECISION - (nd - 1)) {
            s.push('0');
        }
    }
    s.push('e');
    s.push(if exp10 >= 0 { '+' } else { '-' });
    let e = exp10.unsigned_abs();
    if e < 10 {
        s.push('0');
    }
    s.push_str(&e.to_string());
    s
}

/// Magnitude decomposition of a finite float/double: (negative, mantissa, exponent of 2).
fn decompose(k: FloatKind, bits: u128) -> (bool, u64, i32) {
    if k == FloatKind::Double {
        let b = bits as u64;
        let neg = b >> 63 != 0;
        let e = ((b >> 52) & 0x7FF) as i32;
        let f = b & 0xF_FFFF_FFFF_FFFF;
        if e == 0 {
            (neg, f, -1074)
        } else {
            (neg, f | (1 << 52), e - 1075)
        }
    } else {
        let b = bits as u32;
        let neg = b >> 31 != 0;
        let e = ((b >> 23) & 0xFF) as i32;
        let f = u64::from(b & 0x7F_FFFF);
        if e == 0 {
            (neg, f, -149)
        } else {
            (neg, f | (1 << 23), e - 150)
        }
    }
}

/// The text LLVM prints for a float constant of kind `k` with raw bits `bits`.
pub fn format_float(k: FloatKind, bits: u128) -> String {
    match k {
        FloatKind::Double | FloatKind::Float => {
            let v = if k == FloatKind::Double {
                f64::from_bits(bits as u64)
            } else {
                f64::from(f32::from_bits(bits as u32))
            };
            if v.is_finite() {
                let (neg, mant, exp2) = decompose(k, bits);
                let s = apfloat_sci(neg, mant, exp2);
                if s.parse::<f64>().ok() == Some(v) {
                    return s;
                }
            }
            let dbits = if k == FloatKind::Double {
                bits as u64
            } else {
                f32_bits_to_f64_bits(bits as u32)
            };
            format!("0x{dbits:X}")
        }
        FloatKind::Half => format!("0xH{:04X}", bits as u16),
        FloatKind::BFloat => format!("0xR{:04X}", bits as u16),
        FloatKind::X86Fp80 => format!("0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64),
        FloatKind::Fp128 | FloatKind::PpcFp128 => {
            let p = if k == FloatKind::Fp128 { 'L' } else { 'M' };
            format!("0x{p}{:016X}{:016X}", bits as u64, (bits >> 64) as u64)
        }
    }
}

/// Widens float bits to double bits exactly, keeping NaN payloads.
fn f32_bits_to_f64_bits(b: u32) -> u64 {
    let f = f32::from_bits(b);
    if f.is_nan() {
        let sign = u64::from(b >> 31) << 63;
        let mant = u64::from(b & 0x7F_FFFF) << 29;
        return sign | 0x7FF0_0000_0000_0000 | mant;
    }
    f64::from(f).to_bits()
}

/// Half-precision bits of `v` if `v` is exactly representable.
pub fn f64_to_half_exact(v: f64) -> Option<u16> {
    if v.is_nan() {
        return Some(0x7E00);
    }
    let sign: u16 = if v.is_sign_negative() { 0x8000 } else { 0 };
    let a = v.abs();
    if a == 0.0 {
        return Some(sign);
    }
    if a.is_infinite() {
        return Some(sign | 0x7C00);
    }
    // Try every exponent: value = m * 2^(e-10) with m < 2048.
    let min_sub = 2f64.powi(-24);
    if a < min_sub {
        return None;
    }
    for e in -14..=15i32 {
        let scale = 2f64.powi(e - 10);
        let m = a / scale;
        if m.fract() == 0.0 && (1024.0..2048.0).contains(&m) {
            return Some(sign | (((e + 15) as u16) << 10) | ((m as u16) - 1024));
        }
    }
    // Subnormals: m * 2^-24 with m < 1024.
    let m = a / min_sub;
    if m.fract() == 0.0 && m < 1024.0 {
        return Some(sign | m as u16);
    }
    None
}

/// Bits of `v` as x86_fp80, fp128 or ppc_fp128 (every double is exact in these).
pub fn f64_to_wide(k: FloatKind, v: f64) -> Option<u128> {
    let b = v.to_bits();
    let sign = (b >> 63) as u128;
    let exp = ((b >> 52) & 0x7FF) as i64;
    let frac = (b & 0xF_FFFF_FFFF_FFFF) as u128;
    match k {
        FloatKind::PpcFp128 => Some(u128::from(b)),
        FloatKind::Fp128 => {
            if exp == 0 && frac == 0 {
                return Some(sign << 127);
            }
            if exp == 0x7FF {
                return Some((sign << 127) | (0x7FFFu128 << 112) | (frac << 60));
            }
            let (e, f) = normalize(exp, frac);
            Some((sign << 127) | (((e + 16383) as u128) << 112) | (f << 60))
        }
        FloatKind::X86Fp80 => {
            if exp == 0 && frac == 0 {
                return Some(sign << 79);
            }
            if exp == 0x7FF {
                return Some((sign << 79) | (0x7FFFu128 << 64) | (1u128 << 63) | (frac << 11));
            }
            let (e, f) = normalize(exp, frac);
            Some((sign << 79) | (((e + 16383) as u128) << 64) | (1u128 << 63) | (f << 11))
        }
        _ => None,
    }
}

/// Unbiased exponent and 52-bit fraction of a finite nonzero double (subnormals normalised).
fn normalize(exp: i64, frac: u128) -> (i64, u128) {
    if exp != 0 {
        return (exp - 1023, frac);
    }
    let mut e = -1022;
    let mut f = frac;
    while f & (1u128 << 52) == 0 {
        f <<= 1;
        e -= 1;
    }
    (e, f & 0xF_FFFF_FFFF_FFFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_print_like_llvm() {
        let d = |v: f64| format_float(FloatKind::Double, u128::from(v.to_bits()));
        assert_eq!(d(0.1), "1.000000e-01");
        assert_eq!(d(1.0), "1.000000e+00");
        assert_eq!(d(-0.0), "-0.000000e+00");
        assert_eq!(d(1e100), "1.000000e+100");
        assert_eq!(d(0.123456789), "0x3FBF9ADD3739635F");
        assert_eq!(d(1.23456), "1.234560e+00");
        assert_eq!(d(1.234567), "0x3FF3C0C9539B8887");
        assert_eq!(d(0.000001), "0x3EB0C6F7A0B5ED8D");
        assert_eq!(d(1.5e300), "1.500000e+300");
        let f = |v: f32| format_float(FloatKind::Float, u128::from(v.to_bits()));
        assert_eq!(f(0.5), "5.000000e-01");
        assert_eq!(f(0.1), "0x3FB99999A0000000");
        assert_eq!(format_float(FloatKind::Half, 0x3E00), "0xH3E00");
    }

    #[test]
    fn half_conversion_is_exact_only() {
        assert_eq!(f64_to_half_exact(1.5), Some(0x3E00));
        assert_eq!(f64_to_half_exact(1.0), Some(0x3C00));
        assert_eq!(f64_to_half_exact(0.1), None);
        assert_eq!(f64_to_half_exact(-2.0), Some(0xC000));
    }

    #[test]
    fn wide_formats() {
        assert_eq!(
            format_float(
                FloatKind::X86Fp80,
                f64_to_wide(FloatKind::X86Fp80, 1.0).unwrap()
            ),
            "0xK3FFF8000000000000000"
        );
        assert_eq!(
            format_float(
                FloatKind::Fp128,
                f64_to_wide(FloatKind::Fp128, 1.0).unwrap()
            ),
            "0xL00000000000000003FFF000000000000"
        );
    }
}
