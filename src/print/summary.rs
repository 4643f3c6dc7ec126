//! The module summary (`^N = ...` entries) as `llvm-as-22 | llvm-dis-22` prints it.
//!
//! llvm-as writes the parsed summary as a per-module index beside the module, and llvm-dis reads
//! it back: the index then holds one `gv:` entry for every global value of the module (those the
//! input summarized keep their summaries; the others, intrinsic declarations included, get a bare
//! `gv: (name: "...")`), ordered by GUID (low 64 bits of the MD5 of the name; a local's name is
//! prefixed by `source_filename;`) and followed by ` ; guid = N`; calls lose their `relbf:`
//! field; the module path becomes the name llvm-dis read (the ModuleID). Type-id entries, flags
//! and the block count follow, renumbered.
//!
//! Owns: [`print_summary`] and a small MD5. Entries of a kind this file does not model are
//! printed as written (the previous behaviour). Must not touch: the rest of printing, parsing.

use crate::ir::module::{GlobalName, Module};
use crate::ir::GlobalValue;
use std::collections::BTreeMap;
use std::fmt::Write;

/// One parsed `^N = kind: body` entry.
struct Entry<'a> {
    id: u32,
    kind: &'a str,
    /// From the `kind:` keyword to the end.
    text: &'a str,
}

fn split_entry(e: &str) -> Option<Entry<'_>> {
    let rest = e.strip_prefix('^')?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let id = rest[..digits].parse().ok()?;
    let text = rest[digits..].trim_start().strip_prefix('=')?.trim_start();
    let kind_len = text
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    Some(Entry {
        id,
        kind: &text[..kind_len],
        text,
    })
}

/// The quoted value after `key: "` in `text` (escapes `\XX` decoded).
fn quoted_field(text: &str, key: &str) -> Option<String> {
    let pat = format!("{key}: \"");
    let start = text.find(&pat)? + pat.len();
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = start;
    while i < bytes.len() && bytes[i] != b'"' {
        if bytes[i] == b'\\' && i + 2 < bytes.len() {
            if let Ok(v) = u8::from_str_radix(&text[i + 1..i + 3], 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// Prints the summary; `module_id` is the name llvm-dis would have read.
pub(super) fn print_summary(m: &Module, module_id: &str, out: &mut String) {
    let entries: Option<Vec<Entry>> = m.summary_entries.iter().map(|e| split_entry(e)).collect();
    let modelled = |k: &str| {
        matches!(
            k,
            "module" | "gv" | "typeid" | "typeidCompatibleVTable" | "flags" | "blockcount"
        )
    };
    let Some(entries) = entries.filter(|es| {
        es.iter().all(|e| modelled(e.kind)) && es.iter().filter(|e| e.kind == "module").count() == 1
    }) else {
        for e in &m.summary_entries {
            out.push_str(e);
            out.push('\n');
        }
        return;
    };
    let file = m.source_filename.as_deref().unwrap_or("");
    // GUID -> (name, summarized entry). The module's globals first, then summarized names.
    let mut gvs: BTreeMap<u64, (String, Option<&Entry>)> = BTreeMap::new();
    let layout = &m.layout;
    // In bitcode value order (variables, functions, aliases); ifuncs get no summary entry.
    let all: Vec<GlobalValue> = layout
        .variables
        .iter()
        .chain(&layout.functions)
        .chain(&layout.aliases)
        .copied()
        .collect();
    let mut value_pos: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    let mut local_names = std::collections::HashSet::new();
    for g in all {
        let d = &m.globals[g];
        let GlobalName::Named(name) = &d.name else {
            continue;
        };
        if d.linkage.is_local() {
            local_names.insert(name.as_str());
        }
        let g = guid(file, name, d.linkage.is_local());
        let next_pos = value_pos.len();
        value_pos.entry(g).or_insert(next_pos);
        gvs.insert(g, (name.clone(), None));
    }
    let mut old_to_guid: BTreeMap<u32, u64> = BTreeMap::new();
    for e in entries.iter().filter(|e| e.kind == "gv") {
        let g = if let Some(name) = quoted_field(e.text, "name") {
            let local = local_names.contains(name.as_str())
                || e.text.contains("linkage: internal")
                || e.text.contains("linkage: private");
            let g = guid(file, &name, local);
            gvs.entry(g).or_insert((name, None)).1 = Some(e);
            g
        } else {
            // `gv: (guid: N, ...)`: no name to print it under; keep it by its GUID.
            let Some(g) = number_after(e.text, "guid: ") else {
                continue;
            };
            gvs.entry(g).or_insert((String::new(), None)).1 = Some(e);
            g
        };
        old_to_guid.insert(e.id, g);
    }
    // New numbers: ^0 module, then GUID order, then the other entries in input order.
    let mut renumber: BTreeMap<u32, u32> = BTreeMap::new();
    let mut next = 1u32;
    let guid_ids: BTreeMap<u64, u32> = gvs
        .keys()
        .map(|&g| {
            let id = next;
            next += 1;
            (g, id)
        })
        .collect();
    for e in &entries {
        match e.kind {
            "module" => {
                renumber.insert(e.id, 0);
            }
            "gv" => {
                if let Some(id) = old_to_guid.get(&e.id).and_then(|g| guid_ids.get(g)) {
                    renumber.insert(e.id, *id);
                }
            }
            _ => {}
        }
    }
    let rest_order = ["typeid", "typeidCompatibleVTable", "flags", "blockcount"];
    for kind in rest_order {
        for e in entries.iter().filter(|e| e.kind == kind) {
            renumber.insert(e.id, next);
            next += 1;
        }
    }
    let _ = writeln!(
        out,
        "^0 = module: (path: \"{}\", hash: {})",
        escape(module_id),
        entries
            .iter()
            .find(|e| e.kind == "module")
            .and_then(|e| e.text.find("hash: ").map(|i| &e.text[i + 6..]))
            .map(|h| h.trim_end().strip_suffix(')').unwrap_or(h))
            .map_or("(0, 0, 0, 0, 0)".to_string(), |h| h.to_string())
    );
    for (g, (name, entry)) in &gvs {
        let id = guid_ids[g];
        match entry {
            Some(e) => {
                let mut text = rewrite(e.text, &renumber);
                if text.contains("variable: (") {
                    // A variable's refs are written sorted by value number.
                    let pos_of: BTreeMap<u32, usize> = guid_ids
                        .iter()
                        .filter_map(|(g, id)| value_pos.get(g).map(|p| (*id, *p)))
                        .collect();
                    text = sort_refs(&text, &pos_of);
                }
                let _ = writeln!(out, "^{id} = {text} ; guid = {g}");
            }
            None => {
                let _ = writeln!(out, "^{id} = gv: (name: \"{}\") ; guid = {g}", escape(name));
            }
        }
    }
    for kind in rest_order {
        for e in entries.iter().filter(|e| e.kind == kind) {
            let id = renumber[&e.id];
            let mut line = format!("^{id} = {}", rewrite(e.text, &renumber));
            if kind == "typeid" || kind == "typeidCompatibleVTable" {
                if let Some(name) = quoted_field(e.text, "name") {
                    let _ = write!(line, " ; guid = {}", md5_low(name.as_bytes()));
                }
            }
            out.push_str(&line);
            out.push('\n');
        }
    }
}

/// Sorts the items of the `refs: (...)` list by the value number of the entry they name.
fn sort_refs(text: &str, pos_of: &BTreeMap<u32, usize>) -> String {
    let Some(start) = text.find("refs: (").map(|i| i + "refs: (".len()) else {
        return text.to_string();
    };
    let Some(len) = text[start..].find(')') else {
        return text.to_string();
    };
    let mut items: Vec<&str> = text[start..start + len].split(", ").collect();
    let key = |item: &str| {
        item.rsplit('^')
            .next()
            .and_then(|n| n.parse::<u32>().ok())
            .and_then(|id| pos_of.get(&id).copied())
            .unwrap_or(usize::MAX)
    };
    items.sort_by_key(|i| key(i));
    format!(
        "{}{}{}",
        &text[..start],
        items.join(", "),
        &text[start + len..]
    )
}

fn number_after(text: &str, key: &str) -> Option<u64> {
    let i = text.find(key)? + key.len();
    let digits: String = text[i..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Entry text with `^N` references renumbered and `relbf: N` call fields dropped.
fn rewrite(text: &str, renumber: &BTreeMap<u32, u32>) -> String {
    let mut out = String::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut in_string = false;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'"' {
            in_string = !in_string;
        }
        if !in_string && c == b'^' {
            let digits = text[i + 1..].bytes().take_while(u8::is_ascii_digit).count();
            if let Ok(old) = text[i + 1..i + 1 + digits].parse::<u32>() {
                let _ = write!(out, "^{}", renumber.get(&old).copied().unwrap_or(old));
                i += 1 + digits;
                continue;
            }
        }
        if !in_string && text[i..].starts_with(", relbf: ") {
            let digits = text[i + 9..].bytes().take_while(u8::is_ascii_digit).count();
            i += 9 + digits;
            continue;
        }
        // Copy one UTF-8 character.
        let len = text[i..].chars().next().map_or(1, char::len_utf8);
        out.push_str(&text[i..i + len]);
        i += len;
    }
    out
}

fn escape(s: &str) -> String {
    let mut out = String::new();
    for &b in crate::bytestr::decode(s).iter() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(out, "\\{b:02X}");
        } else {
            out.push(b as char);
        }
    }
    out
}

/// LLVM's GUID of a global: MD5 of the name (a local's name is prefixed by `file;`).
fn guid(file: &str, name: &str, local: bool) -> u64 {
    let name = name.strip_prefix('\u{1}').unwrap_or(name);
    if local {
        let file = if file.is_empty() { "<unknown>" } else { file };
        md5_low(&crate::bytestr::decode(&format!("{file};{name}")))
    } else {
        md5_low(&crate::bytestr::decode(name))
    }
}

/// The low 64 bits (first 8 bytes, little-endian) of the MD5 digest of `data`.
fn md5_low(data: &[u8]) -> u64 {
    let d = md5(data);
    u64::from_le_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

/// MD5 (RFC 1321).
fn md5(data: &[u8]) -> [u8; 16] {
    const S: [u32; 64] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5,
        9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10,
        15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ];
    // K[i] = floor(abs(sin(i + 1)) * 2^32).
    let k: Vec<u32> = (0..64)
        .map(|i| ((i as f64 + 1.0).sin().abs() * 4_294_967_296.0) as u32)
        .collect();
    let mut msg = data.to_vec();
    let bit_len = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bit_len.to_le_bytes());
    let (mut a0, mut b0, mut c0, mut d0) = (
        0x6745_2301u32,
        0xefcd_ab89u32,
        0x98ba_dcfeu32,
        0x1032_5476u32,
    );
    for chunk in msg.chunks(64) {
        let w: Vec<u32> = chunk
            .chunks(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        let (mut a, mut b, mut c, mut d) = (a0, b0, c0, d0);
        for i in 0..64 {
            let (f, g) = match i / 16 {
                0 => ((b & c) | (!b & d), i),
                1 => ((d & b) | (!d & c), (5 * i + 1) % 16),
                2 => (b ^ c ^ d, (3 * i + 5) % 16),
                _ => (c ^ (b | !d), (7 * i) % 16),
            };
            let f = f.wrapping_add(a).wrapping_add(k[i]).wrapping_add(w[g]);
            a = d;
            d = c;
            c = b;
            b = b.wrapping_add(f.rotate_left(S[i]));
        }
        a0 = a0.wrapping_add(a);
        b0 = b0.wrapping_add(b);
        c0 = c0.wrapping_add(c);
        d0 = d0.wrapping_add(d);
    }
    let mut out = [0u8; 16];
    out[..4].copy_from_slice(&a0.to_le_bytes());
    out[4..8].copy_from_slice(&b0.to_le_bytes());
    out[8..12].copy_from_slice(&c0.to_le_bytes());
    out[12..].copy_from_slice(&d0.to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn md5_matches_rfc_1321_vectors() {
        let hex = |d: [u8; 16]| d.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(md5(b"")), "d41d8cd98f00b204e9800998ecf8427e");
        assert_eq!(hex(md5(b"abc")), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(
            hex(md5(
                b"12345678901234567890123456789012345678901234567890123456789012345678901234567890"
            )),
            "57edf4a22be3c955ac49da2e2107b67a"
        );
    }

    #[test]
    fn guids_are_llvms() {
        // Learned from llvm-dis-22 `; guid = ` comments.
        assert_eq!(guid("", "ext", false), 15493320556550420395);
        assert_eq!(guid("", "llvm.ctpop.i32", false), 10956606204485869642);
    }

    #[test]
    fn relbf_is_dropped_and_refs_renumbered() {
        let mut r = BTreeMap::new();
        r.insert(3, 7);
        assert_eq!(
            rewrite(
                "calls: ((callee: ^3, relbf: 256, tail: 1)), name: \"^3\"",
                &r
            ),
            "calls: ((callee: ^7, tail: 1)), name: \"^3\""
        );
    }
}
