//! The parallel parser must give exactly what the serial parser gives: same printed module for
//! valid input (whatever the thread count), same first error for invalid input.
//!
//! Owns: generated multi-function modules exercising types, constants, attributes, metadata and
//! attachments created inside bodies. Must not touch: the parser.

use atomir::parse::parse_module_serial;
use atomir::parse::parser::parallel::{parse_module_parallel_with, try_parse_parallel};
use atomir::print::print_module;

fn module(n: usize) -> String {
    let mut s = String::from(
        "target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n%struct.S = type { i32, ptr }\n@g = global i32 0\n",
    );
    for i in 0..n {
        // Each function creates its own types, constants, attribute sets and inline metadata.
        s.push_str(&format!(
            "define {{ i{w}, i1 }} @f{i}(ptr %p, <{v} x i{w}> %vec) #{a} {{\nentry:\n  %x = load i{w}, ptr %p, align 4, !custom{k} !{{i32 {i}}}, !range !0\n  %c = cmpxchg ptr %p, i{w} {i}, i{w} %x seq_cst seq_cst\n  %e = extractelement <{v} x i{w}> %vec, i32 0\n  %q = getelementptr inbounds [{i} x %struct.S], ptr @g, i64 0, i64 1\n  call void @h(ptr byval([{v} x i8]) %q) #{b}, !dbg !DILocation(line: {i}, scope: !1)\n  ret {{ i{w}, i1 }} %c\n}}\n",
            w = 8 + i % 57,
            v = 1 + i % 7,
            a = i % 3,
            b = 3 + i % 2,
            k = i % 5,
        ));
    }
    s.push_str("declare void @h(ptr)\n");
    s.push_str("attributes #0 = { nounwind }\nattributes #1 = { cold }\nattributes #2 = { noinline \"x\"=\"y\" }\nattributes #3 = { nounwind memory(none) }\nattributes #4 = { builtin }\n");
    s.push_str("!0 = !{i32 0, i32 100}\n!1 = distinct !DISubprogram(name: \"f\")\n");
    s
}

#[test]
fn parallel_output_is_identical_to_serial() {
    for n in [1, 2, 7, 64] {
        let text = module(n);
        let serial = parse_module_serial(&text, "m.ll").expect("serial parse");
        let parallel = try_parse_parallel(&text, "m.ll")
            .expect("the parallel path must be taken for valid input")
            .expect("parallel parse");
        assert_eq!(
            print_module(&serial, "m"),
            print_module(&parallel, "m"),
            "n = {n}"
        );
    }
}

#[test]
fn thread_counts_do_not_change_the_output() {
    let text = module(40);
    let reference = print_module(&parse_module_serial(&text, "m.ll").unwrap(), "m");
    for threads in [1, 2, 3, 8] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let out = pool.install(|| {
            let m = try_parse_parallel(&text, "m.ll")
                .expect("parallel path")
                .unwrap();
            print_module(&m, "m")
        });
        assert_eq!(out, reference, "threads = {threads}");
    }
}

#[test]
fn errors_are_the_serial_errors() {
    let mut text = module(10);
    // An error inside a late body and one at module level after it.
    text = text.replace("@f7(ptr %p", "@f7(ptr %p, i32 %p");
    text.push_str("@late = global i32 @nowhere\n");
    let serial = parse_module_serial(&text, "m.ll").unwrap_err();
    let parallel = parse_module_parallel_with(&text, "m.ll", 0).unwrap_err();
    assert_eq!(serial, parallel);
    let undefined = module(5).replace("@g, i64 0, i64 1", "@missing, i64 0, i64 1");
    assert_eq!(
        parse_module_serial(&undefined, "m.ll").unwrap_err(),
        parse_module_parallel_with(&undefined, "m.ll", 0).unwrap_err()
    );
}

#[test]
fn raw_bytes_in_names_and_strings_parse_the_same_in_parallel() {
    // Raw bytes that are not UTF-8 arrive as `bytestr` text, as the CLI reads them.
    let mut bytes = Vec::new();
    for i in 0..48u8 {
        let b = 0x80 + i;
        bytes.extend_from_slice(format!("define i32 @\"f{i}").as_bytes());
        bytes.extend_from_slice(&[b, b'"', b'(', b')', b' ', b'{', b'\n', b'"', b'e', b, b'"']);
        bytes.extend_from_slice(b":\n  ret i32 0, !m\\FF !");
        bytes.extend_from_slice(format!("{i}\n}}\n").as_bytes());
    }
    for i in 0..48u8 {
        bytes.extend_from_slice(format!("!{i} = !{{!\"s").as_bytes());
        bytes.extend_from_slice(&[0xFF - i, 0, b'"', b'}', b'\n']);
    }
    let text = atomir::bytestr::encode(bytes);
    let serial = print_module(&parse_module_serial(&text, "m.ll").expect("serial"), "m");
    let parallel = try_parse_parallel(&text, "m.ll")
        .expect("the parallel path must be taken for valid input")
        .expect("parallel parse");
    assert_eq!(serial, print_module(&parallel, "m"));
    assert!(
        serial.contains("define i32 @\"f0\\80\"() {\n\"e\\80\":"),
        "{serial}"
    );
    assert!(serial.contains("!{!\"s\\FF\\00\"}"), "{serial}");
}
