//! Decimal spelling of unsigned integers without `fmt` (the IR printer and mca's per-instruction
//! tables write many numbers). Owns only that; depends on nothing else in the crate.

/// Appends `v` in decimal (64-bit arithmetic only: 128-bit division is a slow call).
pub fn push_u64(out: &mut String, mut v: u64) {
    if v < 10 {
        out.push(char::from(b'0' + v as u8));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &d in &buf[i..] {
        out.push(char::from(d));
    }
}

#[cfg(test)]
mod tests {
    use super::push_u64;

    #[test]
    fn spells_like_fmt() {
        for v in [0, 7, 10, 99, 100, 12345, u32::MAX as u64, u64::MAX] {
            let mut s = String::from("x");
            push_u64(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
    }
}
