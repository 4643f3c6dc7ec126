//! JSON output (`-json`): the report of every region as one JSON document, keys sorted and
//! numbers printed as LLVM's JSON writer does (`%.17g` for fractions).
//!
//! ```text
//! {
//!   "CodeRegions": [
//!     {
//!       "InstructionInfoView": { "InstructionList": [ ... ] },
//!       "Instructions": [ "vmulps\t%xmm0, %xmm1, %xmm2" ],
//!       "Name": "",
//!       "ResourcePressureView": { "ResourcePressureInfo": [ ... ] },
//!       "SummaryView": { "BlockRThroughput": 2, ... }
//!     }
//!   ],
//!   "SimulationParameters": { "-march": "x86_64", "-mcpu": "btver2", ... },
//!   "TargetInfo": { "CPUName": "btver2", "Resources": [ "JALU0", ... ] }
//! }
//! ```

use super::TextOut;
use serde_json::{Map, Value};
use std::io::{self, Write};

/// `%.17g` as C prints it.
pub fn fmt_g17(v: f64) -> String {
    if v == 0.0 {
        return "0".into();
    }
    if !v.is_finite() {
        return if v.is_nan() {
            "nan".into()
        } else if v > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let e = format!("{v:.16e}");
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..17).contains(&exp) {
        let mant = strip_zeros(mant);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{mant}e{sign}{:02}", exp.abs());
    }
    let decimals = (16 - exp).max(0) as usize;
    strip_zeros(&format!("{v:.decimals$}"))
}

fn strip_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

/// Pretty-prints like llvm::json with an indent of 2, handing the text to the writer as it goes.
pub fn write_value(v: &Value, indent: usize, w: &mut TextOut) -> io::Result<()> {
    let out = &mut w.buf;
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                out.push_str(&i.to_string());
            } else if let Some(u) = n.as_u64() {
                out.push_str(&u.to_string());
            } else {
                out.push_str(&fmt_g17(n.as_f64().unwrap_or(0.0)));
            }
        }
        Value::String(s) => out.push_str(&Value::String(s.clone()).to_string()),
        Value::Array(a) => {
            if a.is_empty() {
                out.push_str("[]");
                return Ok(());
            }
            out.push_str("[\n");
            for (i, x) in a.iter().enumerate() {
                push_indent(&mut w.buf, indent + 2);
                write_value(x, indent + 2, w)?;
                let out = &mut w.buf;
                if i + 1 < a.len() {
                    out.push(',');
                }
                out.push('\n');
                w.row_end()?;
            }
            let out = &mut w.buf;
            push_indent(out, indent);
            out.push(']');
        }
        Value::Object(o) => {
            if o.is_empty() {
                out.push_str("{}");
                return Ok(());
            }
            out.push_str("{\n");
            for (i, (k, x)) in o.iter().enumerate() {
                let out = &mut w.buf;
                push_indent(out, indent + 2);
                out.push_str(&Value::String(k.clone()).to_string());
                out.push_str(": ");
                write_value(x, indent + 2, w)?;
                let out = &mut w.buf;
                if i + 1 < o.len() {
                    out.push(',');
                }
                out.push('\n');
                w.row_end()?;
            }
            let out = &mut w.buf;
            push_indent(out, indent);
            out.push('}');
        }
    }
    Ok(())
}

fn push_indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push(' ');
    }
}

/// A JSON number from a double, kept as an integer when it is one.
pub fn num(v: f64) -> Value {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        Value::from(v as i64)
    } else {
        serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number)
    }
}

/// Writes the whole document.
pub fn document(
    regions: Vec<Value>,
    cpu: &str,
    triple: &str,
    arch: &str,
    units: Vec<String>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut top = Map::new();
    top.insert("CodeRegions".into(), Value::Array(regions));
    let mut params = Map::new();
    params.insert("-march".into(), Value::from(arch));
    params.insert("-mcpu".into(), Value::from(cpu));
    params.insert("-mtriple".into(), Value::from(triple));
    top.insert("SimulationParameters".into(), Value::Object(params));
    let mut target = Map::new();
    target.insert("CPUName".into(), Value::from(cpu));
    target.insert(
        "Resources".into(),
        Value::Array(units.into_iter().map(Value::from).collect()),
    );
    top.insert("TargetInfo".into(), Value::Object(target));
    let mut w = TextOut::new(out);
    write_value(&Value::Object(top), 0, &mut w)?;
    w.buf.push('\n');
    w.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g17_matches_c() {
        assert_eq!(fmt_g17(0.33), "0.33000000000000002");
        assert_eq!(fmt_g17(1.4218009478672986), "1.4218009478672986");
        assert_eq!(fmt_g17(2.0), "2");
        assert_eq!(fmt_g17(0.25), "0.25");
    }
}
