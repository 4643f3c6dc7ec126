//! The intrinsic table: which `llvm.*` names are known intrinsics and the attributes LLVM 22
//! gives their declarations (learned by running `llvm-as-22 | llvm-dis-22` on declarations).
//!
//! Owns: [`INTRINSICS`] (data rows) and [`lookup`]. A declaration of a known intrinsic gets
//! exactly these attributes, whatever the input said; an `llvm.*` name not in the table is an
//! "unknown intrinsic" and keeps its own attributes. Must not touch: parsing or printing.

use super::attributes::Attribute;

/// Function attribute sets used by the rows below (spelled as LLVM prints them).
const PURE_NOPOISON: &str =
    "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)";
const PURE_SPEC: &str = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
const PURE: &str = "nocallback nofree nosync nounwind willreturn memory(none)";
const NOMEM: &str = "nocallback nofree nosync nounwind willreturn";
const ARGMEM_RW_NOSYNC: &str =
    "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)";
const ARGMEM_RW: &str = "nocallback nofree nounwind willreturn memory(argmem: readwrite)";
const ARGMEM_W: &str = "nocallback nofree nounwind willreturn memory(argmem: write)";
const ARGMEM_READ: &str = "nocallback nofree nosync nounwind willreturn memory(argmem: read)";
const ARGMEM_WRITE_NOSYNC: &str =
    "nocallback nofree nosync nounwind willreturn memory(argmem: write)";
const INACC_W: &str = "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)";
const INACC_RW: &str =
    "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)";
const INACC_RW_SPEC: &str =
    "nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite)";
const TRAP: &str = "cold noreturn nounwind memory(inaccessiblemem: write)";
const NOUNWIND: &str = "nounwind";
const NOUNWIND_NONE: &str = "nounwind memory(none)";
const CONVERGENT_PURE: &str =
    "convergent nocallback nofree nosync nounwind willreturn memory(none)";
const READ: &str = "nocallback nofree nosync nounwind willreturn memory(read)";
const PREFETCH: &str =
    "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)";

/// One intrinsic family.
pub struct IntrinsicDesc {
    /// Base name (`llvm.memcpy`); overloaded names add `.suffix`es.
    pub name: &'static str,
    pub overloaded: bool,
    pub fn_attrs: &'static str,
    pub ret_attrs: &'static str,
    /// (parameter index, attributes).
    pub param_attrs: &'static [(usize, &'static str)],
}

macro_rules! rows {
    ($( $name:literal, $ov:expr, $fa:expr, $ra:literal, [$(($i:literal, $pa:literal)),*] );* $(;)?) => {
        &[ $( IntrinsicDesc { name: $name, overloaded: $ov, fn_attrs: $fa, ret_attrs: $ra,
               param_attrs: &[$(($i, $pa)),*] } ),* ]
    };
}

/// Known intrinsics.
pub const INTRINSICS: &[IntrinsicDesc] = rows![
    "llvm.abs", true, PURE_SPEC, "", [(1, "immarg")];
    "llvm.assume", false, INACC_W, "", [(0, "noundef")];
    "llvm.bitreverse", true, PURE_NOPOISON, "", [];
    "llvm.bswap", true, PURE_NOPOISON, "", [];
    "llvm.canonicalize", true, PURE_NOPOISON, "", [];
    "llvm.ceil", true, PURE_NOPOISON, "", [];
    "llvm.clear_cache", false, NOUNWIND, "", [];
    "llvm.copysign", true, PURE_NOPOISON, "", [];
    "llvm.cos", true, PURE_NOPOISON, "", [];
    "llvm.ctlz", true, PURE_SPEC, "", [(1, "immarg")];
    "llvm.ctpop", true, PURE_NOPOISON, "", [];
    "llvm.cttz", true, PURE_SPEC, "", [(1, "immarg")];
    "llvm.dbg.declare", false, PURE_SPEC, "", [];
    "llvm.dbg.label", false, PURE_SPEC, "", [];
    "llvm.dbg.value", false, PURE_SPEC, "", [];
    "llvm.debugtrap", false, NOUNWIND, "", [];
    "llvm.donothing", false, PURE, "", [];
    "llvm.eh.exceptionpointer", true, NOUNWIND_NONE, "", [];
    "llvm.eh.sjlj.setjmp", false, NOUNWIND, "", [];
    "llvm.eh.typeid.for", true, NOUNWIND_NONE, "", [];
    "llvm.eh.unwind.init", false, NOUNWIND, "", [];
    "llvm.exp", true, PURE_NOPOISON, "", [];
    "llvm.exp2", true, PURE_NOPOISON, "", [];
    "llvm.expect", true, PURE, "", [];
    "llvm.experimental.convergence.entry", false, CONVERGENT_PURE, "", [];
    "llvm.experimental.noalias.scope.decl", false, INACC_RW, "", [];
    "llvm.fabs", true, PURE_NOPOISON, "", [];
    "llvm.floor", true, PURE_NOPOISON, "", [];
    "llvm.fma", true, PURE_NOPOISON, "", [];
    "llvm.fmuladd", true, PURE_NOPOISON, "", [];
    "llvm.frameaddress", true, PURE, "", [(0, "immarg")];
    "llvm.fshl", true, PURE_NOPOISON, "", [];
    "llvm.fshr", true, PURE_NOPOISON, "", [];
    "llvm.get.rounding", false, INACC_RW, "", [];
    "llvm.invariant.end", true, ARGMEM_RW_NOSYNC, "", [(1, "immarg"), (2, "captures(none)")];
    "llvm.invariant.start", true, ARGMEM_RW_NOSYNC, "", [(0, "immarg"), (1, "captures(none)")];
    "llvm.is.constant", true, CONVERGENT_PURE, "", [];
    "llvm.is.fpclass", true, PURE_NOPOISON, "", [(1, "immarg")];
    "llvm.launder.invariant.group", true, INACC_RW_SPEC, "", [];
    "llvm.lifetime.end", true, ARGMEM_RW_NOSYNC, "", [(0, "captures(none)")];
    "llvm.lifetime.start", true, ARGMEM_RW_NOSYNC, "", [(0, "captures(none)")];
    "llvm.llround", true, PURE_NOPOISON, "", [];
    "llvm.load.relative", true, ARGMEM_READ, "", [];
    "llvm.log", true, PURE_NOPOISON, "", [];
    "llvm.log10", true, PURE_NOPOISON, "", [];
    "llvm.log2", true, PURE_NOPOISON, "", [];
    "llvm.lround", true, PURE_NOPOISON, "", [];
    "llvm.maximum", true, PURE_NOPOISON, "", [];
    "llvm.maxnum", true, PURE_NOPOISON, "", [];
    "llvm.memcpy", true, ARGMEM_RW, "", [(0, "noalias writeonly captures(none)"), (1, "noalias readonly captures(none)"), (3, "immarg")];
    "llvm.memcpy.inline", true, ARGMEM_RW, "", [(0, "noalias writeonly captures(none)"), (1, "noalias readonly captures(none)"), (3, "immarg")];
    "llvm.memmove", true, ARGMEM_RW, "", [(0, "writeonly captures(none)"), (1, "readonly captures(none)"), (3, "immarg")];
    "llvm.memset", true, ARGMEM_W, "", [(0, "writeonly captures(none)"), (3, "immarg")];
    "llvm.memset.inline", true, ARGMEM_W, "", [(0, "writeonly captures(none)"), (3, "immarg")];
    "llvm.minimum", true, PURE_NOPOISON, "", [];
    "llvm.minnum", true, PURE_NOPOISON, "", [];
    "llvm.nearbyint", true, PURE_NOPOISON, "", [];
    "llvm.objectsize", true, PURE_SPEC, "", [(1, "immarg"), (2, "immarg"), (3, "immarg")];
    "llvm.pow", true, PURE_NOPOISON, "", [];
    "llvm.powi", true, PURE_NOPOISON, "", [];
    "llvm.prefetch", true, PREFETCH, "", [(0, "readonly captures(none)"), (1, "immarg"), (2, "immarg"), (3, "immarg")];
    "llvm.pseudoprobe", false, INACC_RW, "", [];
    "llvm.ptrmask", true, PURE_NOPOISON, "", [];
    "llvm.read_register", true, READ, "", [];
    "llvm.readcyclecounter", false, NOMEM, "", [];
    "llvm.returnaddress", false, PURE, "", [(0, "immarg")];
    "llvm.rint", true, PURE_NOPOISON, "", [];
    "llvm.round", true, PURE_NOPOISON, "", [];
    "llvm.sadd.sat", true, PURE_NOPOISON, "", [];
    "llvm.sadd.with.overflow", true, PURE_NOPOISON, "", [];
    "llvm.sideeffect", false, INACC_RW, "", [];
    "llvm.sin", true, PURE_NOPOISON, "", [];
    "llvm.smax", true, PURE_NOPOISON, "", [];
    "llvm.smin", true, PURE_NOPOISON, "", [];
    "llvm.smul.fix", true, PURE_SPEC, "", [(2, "immarg")];
    "llvm.smul.with.overflow", true, PURE_NOPOISON, "", [];
    "llvm.sqrt", true, PURE_NOPOISON, "", [];
    "llvm.ssub.sat", true, PURE_NOPOISON, "", [];
    "llvm.ssub.with.overflow", true, PURE_NOPOISON, "", [];
    "llvm.stackrestore", true, NOMEM, "", [];
    "llvm.stacksave", true, NOMEM, "", [];
    "llvm.threadlocal.address", true, PURE_SPEC, "nonnull", [(0, "nonnull")];
    "llvm.trap", false, TRAP, "", [];
    "llvm.trunc", true, PURE_NOPOISON, "", [];
    "llvm.uadd.sat", true, PURE_NOPOISON, "", [];
    "llvm.uadd.with.overflow", true, PURE_NOPOISON, "", [];
    "llvm.ubsantrap", false, TRAP, "", [(0, "immarg")];
    "llvm.umax", true, PURE_NOPOISON, "", [];
    "llvm.umin", true, PURE_NOPOISON, "", [];
    "llvm.umul.with.overflow", true, PURE_NOPOISON, "", [];
    "llvm.usub.sat", true, PURE_NOPOISON, "", [];
    "llvm.usub.with.overflow", true, PURE_NOPOISON, "", [];
    "llvm.va_copy", true, NOMEM, "", [];
    "llvm.va_end", true, NOMEM, "", [];
    "llvm.va_start", true, NOMEM, "", [];
    "llvm.vector.reduce.add", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.and", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.fadd", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.fmul", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.mul", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.or", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.smax", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.smin", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.umax", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.umin", true, PURE_SPEC, "", [];
    "llvm.vector.reduce.xor", true, PURE_SPEC, "", [];
    "llvm.masked.store", true, ARGMEM_WRITE_NOSYNC, "", [(1, "captures(none)")];
    "llvm.masked.load", true, ARGMEM_READ, "", [(0, "captures(none)")];
];

/// The table row for `name`, if it names a known intrinsic (longest matching family wins).
pub fn lookup(name: &str) -> Option<&'static IntrinsicDesc> {
    INTRINSICS
        .iter()
        .filter(|d| {
            name == d.name
                || (d.overloaded
                    && name.len() > d.name.len()
                    && name.starts_with(d.name)
                    && name.as_bytes()[d.name.len()] == b'.')
        })
        .max_by_key(|d| d.name.len())
}

/// Is this a debug-info intrinsic that LLVM turns into a debug record?
pub fn is_debug_intrinsic(name: &str) -> bool {
    matches!(
        name,
        "llvm.dbg.value" | "llvm.dbg.declare" | "llvm.dbg.assign" | "llvm.dbg.label"
    )
}

/// Turns a space-separated attribute spelling (`nounwind memory(argmem: read)`) into attributes.
pub fn parse_attr_spec(spec: &str) -> Vec<Attribute> {
    let mut out = Vec::new();
    let bytes = spec.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
        let start = i;
        while i < bytes.len() && bytes[i] != b' ' && bytes[i] != b'(' {
            i += 1;
        }
        let name = &spec[start..i];
        if name.is_empty() {
            break;
        }
        if i < bytes.len() && bytes[i] == b'(' {
            let mut depth = 0;
            let arg_start = i + 1;
            while i < bytes.len() {
                match bytes[i] {
                    b'(' => depth += 1,
                    b')' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            out.push(Attribute::Args(
                name.to_string(),
                spec[arg_start..i.min(spec.len())].to_string(),
            ));
            i += 1;
        } else {
            out.push(Attribute::Flag(name.to_string()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_prefers_the_longest_family() {
        assert_eq!(
            lookup("llvm.memcpy.inline.p0.p0.i64").unwrap().name,
            "llvm.memcpy.inline"
        );
        assert_eq!(lookup("llvm.memcpy.p0.p0.i64").unwrap().name, "llvm.memcpy");
        assert!(lookup("llvm.trap.foo").is_none());
        assert!(lookup("llvm.trap").is_some());
        assert!(lookup("llvm.memcpyx").is_none());
    }

    #[test]
    fn attr_specs_parse() {
        let a = parse_attr_spec("nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)");
        assert_eq!(a.len(), 2);
        assert_eq!(
            a[1],
            Attribute::Args(
                "memory".into(),
                "argmem: readwrite, inaccessiblemem: readwrite".into()
            )
        );
    }
}
