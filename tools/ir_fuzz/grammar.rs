//! A grammar-aware generator of `.ll` inputs for fuzzing `atomir assemble`, `verify` and `opt`.
//!
//! Owns: the seeded PRNG ([`Rng`], xorshift64*: the same seed gives the same inputs on every
//! machine), the generator ([`generate`]: one module per (seed, index), built from LLVM's grammar
//! with holes where hostile values go) and the value classes it draws from: names and strings of
//! any byte (escaped `\XX`, raw bytes >= 0x80, NUL, quotes, broken escapes, multi-byte UTF-8),
//! datalayout and triple strings (valid specifiers, broken ones, bytes inside), attribute and
//! metadata strings, numbers (huge, negative, hex, odd float spellings, odd integer widths),
//! deep nesting (types, constant expressions, aggregates, metadata; up to 2,000 levels) and
//! pipelines for `opt`. About a third of the inputs also get byte-level mutations on top, so
//! that the parser's error paths are reached from deep inside well-formed text.
//!
//! Must not touch: atomir itself. Used by `tools/ir_fuzz/main.rs` (the 100,000-input driver) and
//! `test/ir_fuzz.rs` (the bounded in-process run of `cargo test`).

/// xorshift64*: deterministic, no dependencies.
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed` as it is (not zero).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    /// The generator for input `index` of the run seeded `seed` (independent of the order in
    /// which inputs are made, so workers can split a run).
    pub fn for_input(seed: u64, index: u64) -> Rng {
        let mut r =
            Rng::new(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03);
        for _ in 0..4 {
            r.next();
        }
        r
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// One generated input: the module's bytes and, for `opt`, a pipeline.
pub struct Input {
    pub bytes: Vec<u8>,
    pub pipeline: String,
}

/// Makes input `index` of the run seeded `seed`.
pub fn generate(seed: u64, index: u64) -> Input {
    let mut rng = Rng::for_input(seed, index);
    let hostile = rng.chance(50);
    let mut g = Gen {
        rng: &mut rng,
        out: Vec::with_capacity(2048),
        hostile,
    };
    g.module();
    let mut bytes = g.out;
    if hostile && rng.chance(50) {
        mutate(&mut rng, &mut bytes);
    }
    let pipeline = pipeline(&mut rng);
    Input { bytes, pipeline }
}

struct Gen<'r> {
    rng: &'r mut Rng,
    out: Vec<u8>,
    /// Half of the modules are hostile: each choice may then take a value LLVM rejects. The
    /// other half keep to what LLVM accepts (any byte where LLVM takes any byte), so that the
    /// verifier, printer and passes see well-formed input too.
    hostile: bool,
}

const SIMPLE_TYPES: &[&str] = &[
    "i1", "i8", "i16", "i32", "i64", "i128", "ptr", "float", "double", "half",
];

const DATALAYOUT_SPECS: &[&str] = &[
    "e",
    "E",
    "m:e",
    "m:o",
    "m:w",
    "m:x",
    "m:l",
    "m:m",
    "m:a",
    "p:64:64:64",
    "p:32:32",
    "p270:32:32",
    "p271:32:32",
    "p272:64:64",
    "p1:64:64:64:32",
    "i64:64",
    "i128:128",
    "i8:8:32",
    "i16:16:32",
    "f80:128",
    "f128:128",
    "f64:32:64",
    "n8:16:32:64",
    "n32:64",
    "S128",
    "S64",
    "A5",
    "G1",
    "P1",
    "Fi8",
    "Fn32",
    "v128:128",
    "v64:64:64",
    "a:0:64",
    "ni:1",
    "ni:10:11:12",
];

const BROKEN_SPECS: &[&str] = &[
    "",
    "x",
    "i",
    "i0:8",
    "i64:63",
    "i64:0",
    "p:0:64",
    "p:64:3",
    "p99999999:64:64",
    "S3",
    "S",
    "A",
    "m",
    "m:",
    "m:q",
    "n",
    "n0",
    "F",
    "Fq8",
    "a:1",
    "v0:8",
    "i64:64:32",
    "p:64:64:64:64:64",
    "i18446744073709551617:8",
    "f17:8",
    "é",
    "\u{1F600}",
    "-",
    "i64:\u{e9}",
    "p:64:64:\u{0}",
    "e-",
    "ni:0",
    "P",
    "G",
    "i64:64:",
    "\\FF",
];

const TRIPLES: &[&str] = &[
    "x86_64-unknown-linux-gnu",
    "aarch64-linux-gnu",
    "riscv64-unknown-linux-gnu",
    "armv7-unknown-linux-gnueabihf",
    "powerpc64le-unknown-linux-gnu",
    "i386-pc-linux",
    "",
    "not-a-triple",
    "x86_64-\u{e9}-linux",
    "wasm32",
];

const ORDERINGS: &[&str] = &[
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
    "bogus",
];

const RMW_OPS: &[&str] = &[
    "xchg",
    "add",
    "sub",
    "and",
    "nand",
    "or",
    "xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
];

const FN_ATTRS: &[&str] = &[
    "nounwind",
    "readnone",
    "memory(none)",
    "memory(read)",
    "memory(argmem: readwrite)",
    "memory(argmem: write, inaccessiblemem: read)",
    "noinline",
    "alwaysinline",
    "willreturn",
    "uwtable",
    "uwtable(sync)",
    "vscale_range(1,16)",
    "align 4",
];

const BAD_FN_ATTRS: &[&str] = &[
    "memory(bogus)",
    "optnone",
    "allockind(\"alloc\")",
    "allocsize(0)",
    "allocsize(0, 1)",
    "align 3",
    "vscale_range(16,1)",
    "uwtable(bogus)",
];

const PARAM_ATTRS: &[&str] = &[
    "noalias",
    "nocapture",
    "captures(none)",
    "readonly",
    "writeonly",
    "nonnull",
    "noundef",
    "align 8",
    "dereferenceable(8)",
    "dereferenceable(18446744073709551615)",
    "dereferenceable_or_null(4)",
    "byval(i32)",
    "sret(i64)",
    "initializes((0, 4))",
];

const BAD_PARAM_ATTRS: &[&str] = &[
    "signext",
    "zeroext",
    "align 0",
    "align 4294967296",
    "range(i32 0, 10)",
    "initializes((4, 0))",
    "byval",
    "dereferenceable(-1)",
];

const PIPELINES: &[&str] = &[
    "verify",
    "function(verify)",
    "no-op-module",
    "function(no-op-function)",
    "verify,function(verify,no-op-function)",
    "print<memoryssa>",
    "function(print<memoryssa-walker>)",
    "print<domtree>",
    "print<postdomtree>",
    "print<loops>",
    "require<memoryssa>,verify<memoryssa>",
    "invalidate<domtree>",
    "aa-eval",
    "mem2reg",
    "early-cse<memssa>",
    "gvn",
    "dse",
    "loop-mssa(licm)",
    "instcombine",
    "simplifycfg",
    "atomic-expand",
    "upgrade-legacy-atomics",
    "function(",
    "verify<",
    "((",
    "no-such-pass",
    "",
];

fn pipeline(rng: &mut Rng) -> String {
    // Most runs take a pipeline atomir has today, so the passes and printers see valid input.
    let mut p = if rng.chance(60) {
        rng.pick(&PIPELINES[..4]).to_string()
    } else {
        rng.pick(PIPELINES).to_string()
    };
    if rng.chance(20) {
        p.push(',');
        p.push_str(rng.pick::<&str>(PIPELINES));
    }
    if rng.chance(5) {
        let at = rng.below(p.len() + 1);
        if p.is_char_boundary(at) {
            p.insert(at, *rng.pick(&['(', ')', '<', '>', ',', 'x', '\u{e9}']));
        }
    }
    p
}

impl Gen<'_> {
    /// Whether this choice takes a value LLVM rejects (only in hostile modules).
    fn bad(&mut self) -> bool {
        self.hostile && self.rng.chance(6)
    }

    fn s(&mut self, text: &str) {
        self.out.extend_from_slice(text.as_bytes());
    }

    fn num(&mut self) -> String {
        if !self.bad() {
            return match self.rng.below(6) {
                0 => "0".into(),
                1 => "-1".into(),
                2 => format!("u0x{:X}", self.rng.next() as u32),
                3 => "4294967295".into(),
                _ => format!("{}", self.rng.below(2000) as i64 - 1000),
            };
        }
        match self.rng.below(12) {
            0 => "0".into(),
            1 => "-1".into(),
            2 => "18446744073709551615".into(),
            3 => "18446744073709551616".into(),
            4 => "-9223372036854775809".into(),
            5 => "99999999999999999999999999999999999999".into(),
            6 => format!("u0x{:X}", self.rng.next()),
            7 => format!("s0x{:X}", self.rng.next()),
            8 => format!("{}", self.rng.next() as i64),
            _ => format!("{}", self.rng.below(300) as i64 - 20),
        }
    }

    /// A floating-point literal for `ty` (any spelling when the choice is hostile).
    fn float(&mut self, ty: &str) -> String {
        if !self.bad() {
            let bits = self.rng.next();
            return match (ty, self.rng.below(3)) {
                ("half", _) => format!("0xH{:04X}", bits as u16),
                ("x86_fp80", _) => format!("0xK{:04X}{:016X}", bits as u16, self.rng.next()),
                ("fp128", _) => format!("0xL{:016X}{:016X}", bits, self.rng.next()),
                ("float", _) => {
                    let t = *self.rng.pick(&[
                        "1.5",
                        "-0.0",
                        "0.25",
                        "2.000000e+01",
                        "0x3FF0000000000000",
                    ]);
                    t.to_string()
                }
                ("double", 0) => format!("0x{bits:016X}"),
                (_, 1) => "-0.0".into(),
                _ => format!(
                    "{}.{}e{}",
                    self.rng.below(100),
                    self.rng.below(1000),
                    self.rng.below(20)
                ),
            };
        }
        match self.rng.below(10) {
            0 => "1e999".into(),
            1 => "-0.0".into(),
            2 => "0x7FF8000000000001".into(),
            3 => "0xK4000A000000000000000".into(),
            4 => "0xH3C00".into(),
            5 => "0xR3C00".into(),
            6 => "0x123".into(),
            7 => "1.5e-400".into(),
            8 => "nan".into(),
            _ => format!("{}.{}", self.rng.below(1000), self.rng.below(1000)),
        }
    }

    /// The bytes of a quoted string's inside (names, `c"..."`, `!"..."`, attribute strings):
    /// printable text, escapes (valid and broken), raw high bytes, NUL, multi-byte UTF-8.
    fn string_body(&mut self, max_len: usize) {
        self.string_body_of(max_len, false);
    }

    /// A string's inside as [`Gen::string_body`]; `name` keeps to what a quoted name may hold
    /// when the choice is not hostile (no NUL byte, not empty).
    fn string_body_of(&mut self, max_len: usize, name: bool) {
        if !self.bad() {
            let len = self.rng.below(max_len + 1) + usize::from(name);
            for _ in 0..len {
                match self.rng.below(10) {
                    0 => {
                        let b = if name {
                            1 + self.rng.below(255) as u8
                        } else {
                            self.rng.below(256) as u8
                        };
                        self.s(&format!("\\{b:02X}"));
                    }
                    1 => self.out.push(0x80 + self.rng.below(128) as u8),
                    2 if !name => self.out.push(0),
                    3 => {
                        let t = self.rng_pick(&["\u{e9}", "\u{1F600}", "\\5C", "\\22", " ", "\t"]);
                        self.s(t);
                    }
                    4 => {
                        let t = self.rng_pick(&["%", "@", "!", "#", "$", "-", ".", ":", "'"]);
                        self.s(t);
                    }
                    _ => self.out.push(b'a' + self.rng.below(26) as u8),
                }
            }
            return;
        }
        let len = self.rng.below(max_len + 1);
        for _ in 0..len {
            match self.rng.below(16) {
                0 => {
                    let b = self.rng.below(256) as u8;
                    self.s(&format!("\\{b:02X}"));
                }
                1 => {
                    let b = self.rng.below(256) as u8;
                    self.s(&format!("\\{b:02x}"));
                }
                2 => self.out.push(0x80 + self.rng.below(128) as u8),
                3 => self.out.push(0),
                4 => {
                    let t = self.rng_pick(&["\\22", "\\5C", "\\\\", "\\", "\\G1", "\\0"]);
                    self.s(t);
                }
                5 => {
                    let t = self.rng_pick(&["\u{e9}", "\u{1F600}", "\u{FFFD}", "\u{10FFFF}"]);
                    self.s(t);
                }
                6 => self.out.push(*self.rng.pick(b"\t\r\x7f\x01 ")),
                7 => {
                    let t = self.rng_pick(&["%", "@", "!", "#", "$", "-", ".", ":"]);
                    self.s(t);
                }
                _ => self.out.push(b'a' + self.rng.below(26) as u8),
            }
        }
    }

    fn rng_pick(&mut self, items: &[&'static str]) -> &'static str {
        items[self.rng.below(items.len())]
    }

    /// A global or local name (without its sigil): plain, numbered or quoted with any bytes.
    fn name(&mut self, base: &str) {
        let shape = if self.bad() {
            self.rng.below(6)
        } else {
            *self.rng.pick(&[0, 1, 2, 2, 4, 5])
        };
        match shape {
            0 | 1 => self.s(base),
            2 => {
                self.s("\"");
                self.s(base);
                self.string_body_of(12, true);
                self.s("\"");
            }
            3 => {
                self.s("\"");
                self.string_body(12);
                self.s("\"");
            }
            4 => {
                let t = format!("{base}.{}", self.rng.below(5));
                self.s(&t)
            }
            _ => {
                let t = format!("{base}$-._{}", self.rng.below(5));
                self.s(&t)
            }
        }
    }

    fn ty(&mut self, depth: usize) {
        if depth == 0 || self.rng.chance(55) {
            let t = *self.rng.pick(SIMPLE_TYPES);
            self.s(t);
            return;
        }
        let shape = if self.bad() {
            self.rng.below(7)
        } else {
            *self.rng.pick(&[0, 1, 2, 4, 5, 6])
        };
        match shape {
            0 => {
                let n = self.rng.below(5);
                self.s(&format!("[{n} x "));
                self.ty(depth - 1);
                self.s("]");
            }
            1 => {
                let n = 1 + self.rng.below(8);
                let t = *self.rng.pick(&["i8", "i32", "float", "ptr", "i1"]);
                self.s(&format!("<{n} x {t}>"));
            }
            2 => {
                let packed = self.rng.chance(20);
                self.s(if packed { "<{ " } else { "{ " });
                let n = 1 + self.rng.below(3);
                for i in 0..n {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.ty(depth - 1);
                }
                self.s(if packed { " }>" } else { " }" });
            }
            3 => {
                let w = *self.rng.pick(&[
                    "i0",
                    "i8388609",
                    "i999999999999",
                    "i7 x",
                    "[4294967296 x i8]",
                ]);
                self.s(w);
            }
            4 => {
                let t = *self.rng.pick(&["i8", "i32", "i64", "float"]);
                self.s(t);
                let stars = 1 + self.rng.below(3);
                for _ in 0..stars {
                    self.s("*");
                }
            }
            5 => {
                let n = if self.bad() {
                    self.num()
                } else {
                    self.rng.below(300).to_string()
                };
                self.s(&format!("ptr addrspace({n})"));
            }
            _ => {
                let w = self.rng.below(200) + 1;
                self.s(&format!("i{w}"));
            }
        }
    }

    fn deep_type(&mut self, depth: usize) {
        match self.rng.below(4) {
            0 => {
                for _ in 0..depth {
                    self.s("[1 x ");
                }
                self.s("i8");
                for _ in 0..depth {
                    self.s("]");
                }
            }
            1 => {
                for _ in 0..depth {
                    self.s("{ ");
                }
                self.s("i32");
                for _ in 0..depth {
                    self.s(" }");
                }
            }
            2 => {
                self.s("i8");
                for _ in 0..depth {
                    self.s("*");
                }
            }
            _ => {
                for _ in 0..depth {
                    self.s("<{ i8, ");
                }
                self.s("i8");
                for _ in 0..depth {
                    self.s(" }>");
                }
            }
        }
    }

    fn depth(&mut self) -> usize {
        match self.rng.below(10) {
            0 => 90 + self.rng.below(20),
            1 => 990 + self.rng.below(20),
            2 => 1_500 + self.rng.below(600),
            _ => 1 + self.rng.below(8),
        }
    }

    fn module(&mut self) {
        self.s("; generated\n");
        if self.rng.chance(30) {
            self.s("source_filename = \"");
            self.string_body(10);
            self.s("\"\n");
        }
        if self.rng.chance(60) {
            self.s("target datalayout = \"");
            let n = self.rng.below(8);
            for i in 0..n {
                if i > 0 {
                    self.s("-");
                }
                let spec = if self.bad() {
                    *self.rng.pick(BROKEN_SPECS)
                } else {
                    *self.rng.pick(DATALAYOUT_SPECS)
                };
                self.s(spec);
            }
            if self.bad() {
                self.string_body(4);
            }
            self.s("\"\n");
        }
        if self.rng.chance(40) {
            self.s("target triple = \"");
            let t = *self.rng.pick(TRIPLES);
            self.s(t);
            if self.rng.chance(10) {
                self.string_body(4);
            }
            self.s("\"\n");
        }
        if self.rng.chance(20) {
            self.s("module asm \"");
            self.string_body(10);
            self.s("\"\n");
        }
        if self.rng.chance(40) {
            self.s("%");
            self.name("T");
            self.s(" = type { ");
            self.ty(3);
            self.s(", ");
            self.ty(3);
            self.s(" }\n");
        }
        let comdat = self.rng.chance(15);
        if comdat {
            self.s("$cd = comdat any\n");
        }
        self.s("@anchor = global i32 0\n");
        let globals = self.rng.below(5);
        for g in 0..globals {
            self.global(g, comdat);
        }
        if self.rng.chance(20) {
            let depth = self.depth();
            self.s("@deep = global ");
            self.deep_type(depth);
            self.s(" zeroinitializer\n");
        }
        if self.rng.chance(20) {
            self.deep_constexpr();
        }
        if self.rng.chance(10) {
            self.deep_aggregate();
        }
        let functions = 1 + self.rng.below(3);
        for f in 0..functions {
            self.function(f);
        }
        if !self.bad() {
            self.s("declare void @ext(ptr)\n");
            self.s("declare i32 @llvm.atomic.cas.i32.p0i32(i32*, i32, i32)\n");
        }
        if !self.bad() {
            self.attribute_group();
        }
        if !self.bad() {
            self.metadata();
        }
    }

    fn global(&mut self, index: usize, comdat: bool) {
        self.s("@");
        self.name(&format!("g{index}"));
        self.s(" = ");
        let linkage = if self.bad() {
            *self.rng.pick(&["common ", "external ", "appending "])
        } else {
            *self
                .rng
                .pick(&["", "internal ", "private ", "weak ", "linkonce_odr "])
        };
        self.s(linkage);
        let kind = if self.rng.chance(50) {
            "global "
        } else {
            "constant "
        };
        self.s(kind);
        match self.rng.below(6) {
            0 => {
                // A c"..." constant; its array length is the body's, unless hostile.
                let start = self.out.len();
                self.s("[N x i8] c\"");
                let body_start = self.out.len();
                self.string_body(16);
                let body = self.out[body_start..].to_vec();
                self.s("\"");
                let n = if self.bad() {
                    self.rng.below(20)
                } else {
                    decoded_len(&body)
                };
                let n_text = n.to_string();
                self.out.splice(start + 1..start + 2, n_text.bytes());
            }
            1 => {
                let n = self.num();
                self.s(&format!("i32 {n}"));
            }
            2 => {
                let t = *self
                    .rng
                    .pick(&["double", "float", "half", "x86_fp80", "fp128"]);
                let f = self.float(t);
                self.s(&format!("{t} {f}"));
            }
            3 => {
                self.ty(3);
                self.s(" zeroinitializer");
            }
            4 => {
                let n = self.num();
                let shift = if self.bad() {
                    self.rng.below(40)
                } else {
                    self.rng.below(12)
                };
                self.s(&format!("i64 {n}, align {}", 1u64 << shift));
            }
            _ => self.s("ptr @anchor"),
        }
        if self.rng.chance(15) {
            self.s(", section \"");
            self.string_body(8);
            self.s("\"");
        }
        if self.rng.chance(15) {
            self.s(", partition \"");
            self.string_body(8);
            self.s("\"");
        }
        if comdat && self.rng.chance(30) && linkage != "private " && linkage != "internal " {
            self.s(", comdat($cd)");
        }
        if self.rng.chance(10) {
            self.s(", !annotation !0");
        }
        self.s("\n");
    }

    fn deep_constexpr(&mut self) {
        let depth = self.depth();
        self.s("@base = global [4 x i8] zeroinitializer\n@ce = global ptr ");
        for _ in 0..depth {
            self.s("getelementptr (i8, ptr ");
        }
        self.s("@base");
        for _ in 0..depth {
            self.s(", i64 1)");
        }
        self.s("\n");
    }

    fn deep_aggregate(&mut self) {
        let depth = self.depth();
        self.s("@agg = global ");
        for _ in 0..depth {
            self.s("{ i8, ");
        }
        self.s("i8");
        for _ in 0..depth {
            self.s(" }");
        }
        self.s(" ");
        for _ in 0..depth {
            self.s("{ i8 1, ");
        }
        self.s("i8 2");
        for _ in 0..depth {
            self.s(" }");
        }
        self.s("\n");
    }

    /// Runs `f` writing into a scratch buffer and returns what it wrote (a name to use twice).
    fn capture(&mut self, f: impl FnOnce(&mut Self)) -> Vec<u8> {
        let saved = std::mem::take(&mut self.out);
        f(self);
        std::mem::replace(&mut self.out, saved)
    }

    fn function(&mut self, index: usize) {
        self.s("define ");
        let ret = *self.rng.pick(&["void", "i32", "ptr"]);
        self.s(ret);
        self.s(" @");
        self.name(&format!("f{index}"));
        let p = self.capture(|g| {
            g.s("%");
            g.name("p");
        });
        self.s("(ptr ");
        if self.rng.chance(30) {
            let a = if self.bad() {
                *self.rng.pick(BAD_PARAM_ATTRS)
            } else {
                *self.rng.pick(PARAM_ATTRS)
            };
            self.s(a);
            self.s(" ");
        }
        self.out.extend_from_slice(&p);
        self.s(", i32 %n)");
        if self.rng.chance(40) {
            self.s(" #0");
        }
        if self.rng.chance(20) {
            let a = if self.bad() {
                *self.rng.pick(BAD_FN_ATTRS)
            } else {
                *self.rng.pick(FN_ATTRS)
            };
            self.s(" ");
            self.s(a);
        }
        if self.rng.chance(10) {
            self.s(" section \"");
            self.string_body(6);
            self.s("\"");
        }
        self.s(" {\n");
        // Labels may be quoted with any bytes too; branches name them the same way.
        let label = self.capture(|g| g.name("body"));
        self.s("entry:\n  %a = alloca i32, align 4\n  br label %");
        self.out.extend_from_slice(&label);
        self.s("\n");
        self.out.extend_from_slice(&label);
        self.s(":\n");
        let n = 1 + self.rng.below(8);
        for i in 0..n {
            self.instruction(i, &p);
        }
        match ret {
            "void" => self.s("  ret void\n"),
            "i32" => self.s("  ret i32 %n\n"),
            _ => self.s("  ret ptr %a\n"),
        }
        self.s("}\n");
    }

    fn ordering(&mut self, valid: &[&'static str]) -> &'static str {
        if self.bad() {
            self.rng.pick::<&str>(ORDERINGS)
        } else {
            self.rng.pick::<&str>(valid)
        }
    }

    /// One instruction using `%a` (an alloca), `%n` and the pointer argument `p`, named `%vI`
    /// or a quoted local name.
    fn instruction(&mut self, i: usize, p: &[u8]) {
        let ptr = if self.rng.chance(50) {
            b"%a".to_vec()
        } else {
            p.to_vec()
        };
        let ptr = String::from_utf8_lossy(&ptr).into_owned();
        let ptr_bytes = if ptr == "%a" {
            b"%a".to_vec()
        } else {
            p.to_vec()
        };
        let vol = if self.rng.chance(20) { "volatile " } else { "" };
        let scope = if self.rng.chance(15) {
            "syncscope(\"singlethread\") "
        } else {
            ""
        };
        let name = self.capture(|g| {
            g.s("%");
            g.name(&format!("v{i}"));
        });
        self.s("  ");
        // The pointer operand is written as raw bytes (it may be a quoted name of any byte).
        let text = match self.rng.below(11) {
            0 => format!("= load {vol}i32, ptr \u{1}, align 4"),
            1 => {
                let ord = self.ordering(&["unordered", "monotonic", "acquire", "seq_cst"]);
                format!("= load atomic {vol}i32, ptr \u{1} {scope}{ord}, align 4")
            }
            2 => {
                let ord = self.ordering(&["unordered", "monotonic", "release", "seq_cst"]);
                format!("store atomic {vol}i32 %n, ptr \u{1} {scope}{ord}, align 4")
            }
            3 => format!("store {vol}i32 {}, ptr \u{1}, align 4", self.num()),
            4 => {
                let op = *self.rng.pick(RMW_OPS);
                let ord = self.ordering(&["monotonic", "acquire", "release", "acq_rel", "seq_cst"]);
                let value = if op.starts_with('f') && !self.bad() {
                    "float 1.0"
                } else {
                    "i32 %n"
                };
                format!("= atomicrmw {vol}{op} ptr \u{1}, {value} {scope}{ord}")
            }
            5 => {
                let ord = self.ordering(&["monotonic", "acquire", "release", "acq_rel", "seq_cst"]);
                let ord2 = self.ordering(&["monotonic", "acquire", "seq_cst"]);
                let weak = if self.rng.chance(30) { "weak " } else { "" };
                format!("= cmpxchg {weak}{vol}ptr \u{1}, i32 0, i32 %n {scope}{ord} {ord2}")
            }
            6 => {
                let ord = self.ordering(&["acquire", "release", "acq_rel", "seq_cst"]);
                format!("fence {scope}{ord}")
            }
            7 => {
                let op = *self
                    .rng
                    .pick(&["add nsw", "mul", "sdiv", "shl", "xor", "lshr exact"]);
                format!("= {op} i32 %n, {}", self.num())
            }
            8 => {
                let ty = self.capture(|g| g.ty(2));
                let ty = String::from_utf8_lossy(&ty).into_owned();
                let idx = self.num();
                format!("= getelementptr inbounds {ty}, ptr \u{1}, i64 {idx}")
            }
            9 => "call void @ext(ptr \u{1})".to_string(),
            _ => "= call i32 @llvm.atomic.cas.i32.p0i32(ptr \u{1}, i32 0, i32 %n)".to_string(),
        };
        if text.starts_with('=') {
            self.out.extend_from_slice(&name);
            self.s(" ");
        }
        for (k, piece) in text.split('\u{1}').enumerate() {
            if k > 0 {
                self.out.extend_from_slice(&ptr_bytes);
            }
            self.s(piece);
        }
        if self.rng.chance(10) {
            self.s(", !");
            if self.bad() {
                self.name("md");
            } else {
                let kind = *self.rng.pick(&["md", "my.kind", "k\\41ind", "-x$"]);
                self.s(kind);
            }
            self.s(" !0");
        }
        self.s("\n");
    }

    fn attribute_group(&mut self) {
        self.s("attributes #0 = { ");
        let n = 1 + self.rng.below(4);
        for _ in 0..n {
            if self.rng.chance(50) {
                self.s("\"");
                self.string_body(8);
                self.s("\"");
                if self.rng.chance(70) {
                    self.s("=\"");
                    self.string_body(8);
                    self.s("\"");
                }
            } else {
                let a =
                    *self
                        .rng
                        .pick(&["nounwind", "noinline", "willreturn", "uwtable", "nofree"]);
                self.s(a);
            }
            self.s(" ");
        }
        self.s("}\n");
    }

    fn metadata(&mut self) {
        self.s("!0 = !{!\"");
        self.string_body(12);
        self.s("\"");
        if self.rng.chance(40) {
            let n = self.num();
            self.s(&format!(", i32 {n}"));
        }
        self.s("}\n");
        if self.rng.chance(30) {
            self.s("!named");
            if self.rng.chance(50) {
                self.s(".\\41\\FF");
            }
            self.s(" = !{!0}\n");
        }
        if self.rng.chance(25) {
            let depth = self.depth();
            self.s("!1 = !{");
            for _ in 0..depth {
                self.s("!{");
            }
            self.s("!\"leaf\"");
            for _ in 0..depth {
                self.s("}");
            }
            self.s("}\n!llvm.deep = !{!1}\n");
        }
        if self.rng.chance(20) {
            self.s("!2 = !DIFile(filename: \"");
            self.string_body(8);
            self.s("\", directory: \"");
            self.string_body(8);
            self.s("\")\n!llvm.files = !{!2}\n");
        }
    }
}

/// The number of bytes a `c"..."` body stands for (each valid `\XX` is one byte).
fn decoded_len(body: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < body.len() {
        if body[i] == b'\\'
            && i + 2 < body.len() + 1
            && body.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && body.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
        {
            i += 3;
        } else {
            i += 1;
        }
        n += 1;
    }
    n
}

/// Byte-level mutations on a generated module: flips, deletions, duplications, splices of
/// grammar tokens, truncation.
fn mutate(rng: &mut Rng, b: &mut Vec<u8>) {
    const TOKENS: &[&str] = &[
        "\"",
        "c\"",
        "!\"",
        "\\",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        "<",
        ">",
        ",",
        "=",
        "*",
        "x",
        "%",
        "@",
        "!",
        "#0",
        "i32",
        "ptr",
        "getelementptr (",
        "!{",
        "\u{e9}",
        "\0",
        "\u{ff}",
        "-",
        "0x",
        "1e999",
        "\n",
    ];
    let rounds = 1 + rng.below(3);
    for _ in 0..rounds {
        let len = b.len().max(1);
        match rng.below(5) {
            0 => {
                if !b.is_empty() {
                    let i = rng.below(b.len());
                    b[i] ^= 1 << rng.below(8);
                }
            }
            1 => {
                let i = rng.below(len);
                let end = (i + 1 + rng.below(16)).min(b.len());
                if i < end {
                    b.drain(i..end);
                }
            }
            2 => {
                let i = rng.below(len);
                let end = (i + 1 + rng.below(32)).min(b.len());
                if i < end {
                    let piece = b[i..end].to_vec();
                    let at = rng.below(b.len() + 1);
                    b.splice(at..at, piece);
                }
            }
            3 => {
                let at = rng.below(b.len() + 1);
                let t = rng.pick(TOKENS).as_bytes().to_vec();
                b.splice(at..at, t);
            }
            _ => {
                let at = rng.below(b.len() + 1);
                b.truncate(at);
            }
        }
    }
}
