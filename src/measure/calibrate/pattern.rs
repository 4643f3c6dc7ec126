//! `-forms=REGEX`: the small regular-expression language that selects instruction forms by name.
//!
//! Owns: parsing and unanchored matching of a pattern against a form name. The language (no
//! dependency is allowed for this): literal characters, `.`, `^` and `$` anchors, bracket classes
//! `[abc]`, `[a-z0-9]`, `[^...]`, the postfix operators `*`, `+`, `?`, top-level alternation `|`,
//! and `\` escaping the next character. Groups `( )` and counted repetition `{m,n}` are refused
//! with the column of the offending character. Matching is backtracking over a name of a few
//! dozen bytes. Must not touch: the form table or measuring.

/// A pattern error: what, and the byte offset in the pattern (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    pub offset: usize,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Atom {
    Char(u8),
    Any,
    Class {
        negated: bool,
        ranges: Vec<(u8, u8)>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Repeat {
    One,
    ZeroOrOne,
    ZeroOrMore,
    OneOrMore,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Branch {
    anchored_start: bool,
    anchored_end: bool,
    items: Vec<(Atom, Repeat)>,
}

/// A parsed pattern: branches separated by `|`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    branches: Vec<Branch>,
}

impl Atom {
    fn matches(&self, c: u8) -> bool {
        match self {
            Atom::Char(x) => *x == c,
            Atom::Any => true,
            Atom::Class { negated, ranges } => {
                ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi) != *negated
            }
        }
    }
}

impl Pattern {
    pub fn parse(text: &str) -> Result<Pattern, PatternError> {
        let bytes = text.as_bytes();
        let err = |offset: usize, message: &str| PatternError {
            offset,
            message: message.to_string(),
        };
        let mut branches = Vec::new();
        let mut branch = Branch {
            anchored_start: false,
            anchored_end: false,
            items: Vec::new(),
        };
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if branch.anchored_end && c != b'|' {
                return Err(err(i, "nothing may follow '$' in a branch"));
            }
            match c {
                b'|' => {
                    branches.push(std::mem::replace(
                        &mut branch,
                        Branch {
                            anchored_start: false,
                            anchored_end: false,
                            items: Vec::new(),
                        },
                    ));
                    i += 1;
                    continue;
                }
                b'^' if branch.items.is_empty() && !branch.anchored_start => {
                    branch.anchored_start = true;
                    i += 1;
                    continue;
                }
                b'$' => {
                    branch.anchored_end = true;
                    i += 1;
                    continue;
                }
                b'(' | b')' => return Err(err(i, "groups are not supported")),
                b'{' | b'}' => return Err(err(i, "counted repetition is not supported")),
                b'*' | b'+' | b'?' => {
                    let repeat = match c {
                        b'*' => Repeat::ZeroOrMore,
                        b'+' => Repeat::OneOrMore,
                        _ => Repeat::ZeroOrOne,
                    };
                    match branch.items.last_mut() {
                        Some((_, r @ Repeat::One)) => *r = repeat,
                        _ => return Err(err(i, "repetition operator with nothing to repeat")),
                    }
                    i += 1;
                    continue;
                }
                _ => {}
            }
            let atom = match c {
                b'.' => {
                    i += 1;
                    Atom::Any
                }
                b'\\' => {
                    let Some(&next) = bytes.get(i + 1) else {
                        return Err(err(i, "'\\' at the end of the pattern"));
                    };
                    i += 2;
                    Atom::Char(next)
                }
                b'[' => {
                    let start = i;
                    i += 1;
                    let negated = bytes.get(i) == Some(&b'^');
                    if negated {
                        i += 1;
                    }
                    let mut ranges = Vec::new();
                    loop {
                        let Some(&lo) = bytes.get(i) else {
                            return Err(err(start, "unclosed '['"));
                        };
                        if lo == b']' && !ranges.is_empty() {
                            i += 1;
                            break;
                        }
                        if bytes.get(i + 1) == Some(&b'-')
                            && bytes.get(i + 2).is_some_and(|&h| h != b']')
                        {
                            let hi = bytes[i + 2];
                            if hi < lo {
                                return Err(err(i, "range out of order"));
                            }
                            ranges.push((lo, hi));
                            i += 3;
                        } else {
                            ranges.push((lo, lo));
                            i += 1;
                        }
                    }
                    Atom::Class { negated, ranges }
                }
                _ => {
                    i += 1;
                    Atom::Char(c)
                }
            };
            branch.items.push((atom, Repeat::One));
        }
        branches.push(branch);
        Ok(Pattern { branches })
    }

    /// Whether the pattern matches anywhere in `name` (unanchored unless `^`/`$` say so).
    pub fn is_match(&self, name: &str) -> bool {
        let s = name.as_bytes();
        self.branches.iter().any(|b| {
            if b.anchored_start {
                match_here(&b.items, b.anchored_end, s, 0)
            } else {
                (0..=s.len()).any(|at| match_here(&b.items, b.anchored_end, s, at))
            }
        })
    }
}

fn match_here(items: &[(Atom, Repeat)], anchored_end: bool, s: &[u8], at: usize) -> bool {
    let Some(((atom, repeat), rest)) = items.split_first() else {
        return !anchored_end || at == s.len();
    };
    let (min, max) = match repeat {
        Repeat::One => (1, 1),
        Repeat::ZeroOrOne => (0, 1),
        Repeat::ZeroOrMore => (0, usize::MAX),
        Repeat::OneOrMore => (1, usize::MAX),
    };
    let mut n = 0;
    while n < max && at + n < s.len() && atom.matches(s[at + n]) {
        n += 1;
    }
    (min..=n)
        .rev()
        .any(|k| match_here(rest, anchored_end, s, at + k))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(p: &str, s: &str) -> bool {
        Pattern::parse(p).unwrap().is_match(s)
    }

    #[test]
    fn literals_anchors_and_classes() {
        assert!(m("add", "add_r64"));
        assert!(m("r64", "add_r64"));
        assert!(!m("^r64", "add_r64"));
        assert!(m("_r[0-9]+$", "imul_r64"));
        assert!(!m("_r[0-9]+$", "imul_r64_imm"));
        assert!(m("^a.d", "add_r32"));
        assert!(m("[^a-z]", "add_r64"));
        assert!(!m("^[^0-9]*$", "add_r64"));
        assert!(m("^vadd|^mul", "mulps_xmm"));
        assert!(m("^vadd|^mul", "vaddps_ymm"));
        assert!(!m("^vadd|^mul", "imul_r64"));
        assert!(m("x?mm", "ymm"));
        assert!(m("\\.", "a.b"));
        assert!(!m("\\.", "ab"));
        assert!(m("", "anything"));
    }

    #[test]
    fn errors_name_the_offset() {
        assert_eq!(Pattern::parse("add(").unwrap_err().offset, 3);
        assert_eq!(Pattern::parse("*a").unwrap_err().offset, 0);
        assert_eq!(Pattern::parse("a{2}").unwrap_err().offset, 1);
        assert_eq!(Pattern::parse("ab[cd").unwrap_err().offset, 2);
        assert_eq!(Pattern::parse("a$b").unwrap_err().offset, 2);
        assert_eq!(Pattern::parse("a\\").unwrap_err().offset, 1);
    }
}
