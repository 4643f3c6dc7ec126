//! Byte strings carried in `String`: how atomir keeps every byte of its input.
//!
//! LLVM IR text is bytes: names, `c"..."` constants, metadata strings and even the target
//! triple may hold any byte, escaped (`\FF`) or raw, and `llvm-as | llvm-dis` gives every byte
//! back. atomir's text and names are `String`s, so a byte that is not part of valid UTF-8 is
//! stored as one character of a private-use range: byte `b` (always `0x80..=0xFF`) becomes
//! `U+10FF00 + b`. A genuine character of that range (U+10FF80..=U+10FFFF, four bytes
//! `F4 8F BE|BF xx`) is stored as four such characters, one per byte, so the mapping is a
//! bijection between byte strings and the `String`s it produces: [`encode`] then [`decode`]
//! gives back the bytes exactly. ASCII and valid UTF-8 outside that range are unchanged (no
//! copy), and every raw byte stays one character, so columns count one per byte there.
//!
//! Where it is used: `cli` encodes each input file before parsing and decodes the printed text
//! and rendered diagnostics before writing them; the parser encodes decoded names and decodes
//! the bodies of byte strings (`c"..."`, `!"..."`); the printer decodes names before escaping
//! them. Owns only the mapping. Must not touch: anything else (it depends on nothing).

use std::borrow::Cow;

/// First code point of the escape range (byte `b` is `BASE + b`, for `b >= 0x80`).
const BASE: u32 = 0x10_FF00;

/// The lead byte of every escape character's UTF-8 form (`F4 8F BE|BF xx`).
const LEAD: u8 = 0xF4;

/// Whether `c` stands for one raw byte.
pub fn is_escape(c: char) -> bool {
    (BASE + 0x80..=BASE + 0xFF).contains(&(c as u32))
}

/// The character standing for raw byte `b` (`b >= 0x80`; ASCII bytes stand for themselves).
pub fn escape_char(b: u8) -> char {
    if b < 0x80 {
        return b as char;
    }
    char::from_u32(BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// Whether `bytes` (valid UTF-8) holds a character of the escape range.
fn has_escape_range(bytes: &[u8]) -> bool {
    bytes.contains(&LEAD)
        && bytes
            .windows(3)
            .any(|w| w[0] == LEAD && w[1] == 0x8F && (w[2] == 0xBE || w[2] == 0xBF))
}

/// Bytes to text: without a copy when `bytes` is valid UTF-8 with no escape-range character.
pub fn encode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) if !has_escape_range(s.as_bytes()) => s,
        Ok(s) => encode_slow(s.as_bytes()),
        Err(e) => encode_slow(e.as_bytes()),
    }
}

/// [`encode`] of a borrowed slice.
pub fn encode_slice(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) if !has_escape_range(bytes) => Cow::Borrowed(s),
        _ => Cow::Owned(encode_slow(bytes)),
    }
}

fn encode_slow(mut bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 16);
    while !bytes.is_empty() {
        let (valid, rest) = match std::str::from_utf8(bytes) {
            Ok(s) => (s, &[][..]),
            Err(e) => {
                let (v, r) = bytes.split_at(e.valid_up_to());
                // `v` is valid by construction.
                (std::str::from_utf8(v).unwrap_or(""), r)
            }
        };
        for c in valid.chars() {
            if is_escape(c) {
                let mut buf = [0u8; 4];
                for &b in c.encode_utf8(&mut buf).as_bytes() {
                    out.push(escape_char(b));
                }
            } else {
                out.push(c);
            }
        }
        if let Some((&b, r)) = rest.split_first() {
            out.push(escape_char(b));
            bytes = r;
        } else {
            bytes = rest;
        }
    }
    out
}

/// Text to bytes: borrowed when `s` holds no escape character.
pub fn decode(s: &str) -> Cow<'_, [u8]> {
    if !has_escape_range(s.as_bytes()) {
        return Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        if is_escape(c) {
            out.push((c as u32 - BASE) as u8);
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    Cow::Owned(out)
}

/// [`decode`] of owned text, without a copy in the common case.
pub fn decode_owned(s: String) -> Vec<u8> {
    match decode(&s) {
        Cow::Borrowed(_) => s.into_bytes(),
        Cow::Owned(v) => v,
    }
}

/// Text for showing a byte string to people: escape characters become U+FFFD.
pub fn display(s: &str) -> Cow<'_, str> {
    if !has_escape_range(s.as_bytes()) {
        return Cow::Borrowed(s);
    }
    Cow::Owned(
        s.chars()
            .map(|c| {
                if is_escape(c) {
                    char::REPLACEMENT_CHARACTER
                } else {
                    c
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_any_bytes() {
        let cases: Vec<Vec<u8>> = vec![
            b"plain".to_vec(),
            vec![b'a', 0xFF, b'b'],
            vec![0xC3, 0xA9, 0xC3],
            vec![0xF4, 0x8F, 0xBF, 0xBF, 0x00, 0x80],
            "\u{10FF80}x\u{10FFFF}".as_bytes().to_vec(),
            (0..=255u8).collect(),
        ];
        for bytes in cases {
            let s = encode(bytes.clone());
            assert_eq!(decode(&s).as_ref(), &bytes[..], "{bytes:?}");
            assert_eq!(encode_slice(&bytes), s);
        }
    }

    #[test]
    fn valid_text_is_unchanged_and_each_raw_byte_is_one_char() {
        assert_eq!(encode("é\u{10FF7F}".as_bytes().to_vec()), "é\u{10FF7F}");
        let s = encode(vec![b'a', 0xFF, 0xFE, b'b']);
        assert_eq!(s.chars().count(), 4);
        assert_eq!(display(&s), "a\u{FFFD}\u{FFFD}b");
    }

    #[test]
    fn random_bytes_round_trip() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            let len = (x % 24) as usize;
            let mut v = Vec::with_capacity(len);
            for _ in 0..len {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                v.push(if x.is_multiple_of(3) {
                    0xF4
                } else {
                    (x >> 8) as u8
                });
            }
            let s = encode(v.clone());
            assert_eq!(decode(&s).as_ref(), &v[..]);
        }
    }
}
