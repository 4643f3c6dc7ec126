//! Unit tests of the in-tree FileCheck matcher (`test/lit/filecheck.rs`), so that the golden-test
//! harness is itself shown to fail on mismatches. Owns nothing else.

// The runner (test/lit.rs) uses every item; this test binary uses only the matching entry points.
#[allow(dead_code)]
#[path = "lit/filecheck.rs"]
mod filecheck;

use filecheck::*;

fn run(checks: &str, input: &str) -> Result<(), String> {
    check(
        checks,
        input,
        &Options {
            prefixes: vec!["CHECK".into()],
            ..Options::default()
        },
    )
    .map_err(|f| f.message)
}

#[test]
fn plain_and_next() {
    let input = "a b\nc\nd\n";
    assert!(run("CHECK: a b\nCHECK-NEXT: c", input).is_ok());
    assert!(run("CHECK: a b\nCHECK-NEXT: d", input).is_err());
    assert!(run("CHECK: a    b", input).is_ok(), "whitespace runs match");
}

#[test]
fn same_not_label_dag_empty() {
    let input = "define @f\n  x = 1\n\ndefine @g\n  y = 2\n";
    assert!(run("CHECK: x\nCHECK-SAME: = 1", input).is_ok());
    assert!(run("CHECK: x\nCHECK-SAME: = 2", input).is_err());
    assert!(run("CHECK-LABEL: @f\nCHECK-NOT: y\nCHECK-LABEL: @g", input).is_ok());
    assert!(run("CHECK-LABEL: @g\nCHECK-NOT: y", input).is_err());
    assert!(run("CHECK-DAG: y = 2\nCHECK-DAG: x = 1", input).is_ok());
    assert!(run("CHECK: x = 1\nCHECK-EMPTY:\nCHECK-NEXT: define @g", input).is_ok());
    assert!(run("CHECK: define @f\nCHECK-EMPTY:", input).is_err());
}

#[test]
fn regex_and_variables() {
    let input = "%1 = add i32 %0, 1\nret i32 %1\n";
    assert!(run("CHECK: [[V:%[0-9]+]] = add\nCHECK: ret i32 [[V]]", input).is_ok());
    assert!(run("CHECK: [[V:%[0-9]+]] = add\nCHECK: ret i32 [[V]]0", input).is_err());
    assert!(run("CHECK: add i32 {{%[0-9]}}, 1", input).is_ok());
}

#[test]
fn labels_bound_the_search() {
    let input = "@f\nfoo\n@g\nbar\n";
    assert!(run("CHECK-LABEL: @f\nCHECK: bar\nCHECK-LABEL: @g", input).is_err());
}

#[test]
fn prefixes_must_start_a_word() {
    assert!(run("; XCHECK: zzz\n; CHECK: yes", "yes\n").is_ok());
    assert!(run("; CHECK: zzz\n; CHECK: yes", "yes\n").is_err());
}

#[test]
fn count() {
    assert!(run("CHECK-COUNT-2: a", "a\na\nb\n").is_ok());
    assert!(run("CHECK-COUNT-3: a", "a\na\nb\n").is_err());
}

#[test]
fn anchors_match_line_boundaries() {
    assert!(run("CHECK: {{^}}b{{$}}", "a\nb\nc\n").is_ok());
    assert!(run("CHECK: {{^}}b", "a b\n").is_err());
}

#[test]
fn caret_matches_where_the_search_starts_like_filecheck() {
    // FileCheck searches from the end of the previous match as a fresh string, so `{{^$}}`
    // matches right there (and CHECK-NEXT then sees the same line); CHECK-EMPTY is the idiom.
    assert!(run("CHECK: a\nCHECK-NEXT: {{^$}}", "a\n\nb\n").is_err());
    assert!(run("CHECK: a\nCHECK-EMPTY:", "a\n\nb\n").is_ok());
}
