//! AT&T-syntax operand expressions as LLVM's assembler reads, folds and prints them: numbers,
//! symbols (`foo`, `foo@PLT`, `.`), parentheses, the unary operators `-`, `+`, `~`, `!` and the
//! binary operators in GNU precedence (lowest first: `||`; `&&`; `==` `!=` `<>` `<` `<=` `>` `>=`;
//! `+` `-`; `|` `!` (or-not) `^` `&`; `*` `/` `%` `<<` `>>`), left-associative.
//!
//! Folding follows LLVM's parser: the whole expression, and each parenthesised one, becomes a
//! constant when it has no symbol (and divides by no zero); nothing else is folded, so
//! `foo+1|2` stays `foo+(1|2)` while `foo+(1|2)` becomes `foo+3`. Comparisons give -1 for true
//! and 0 for false, `>>` shifts logically, `&&`/`||` give 1 or 0. Printing is LLVM's: a binary
//! operand is parenthesised unless it is a number or a symbol, except that an addition or
//! subtraction on the left of another keeps no parentheses (`foo+1-2`, `(foo*2)+1`), and
//! `x+-42` prints as `x-42`.
//!
//! Owns: [`Expr`] and [`parse_att_expression`]. Must not touch: operand shapes (registers,
//! memory references: `operand`), Intel syntax (its parser folds differently).

use super::AsmError;

/// A parsed expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Const(i64),
    /// A symbol as written (`.` is the current location).
    Sym(String),
    Unary(u8, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    LOr,
    LAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Or,
    OrNot,
    Xor,
    And,
    Mul,
    Div,
    Mod,
    Shl,
    Shr,
}

impl BinOp {
    fn precedence(self) -> u8 {
        use BinOp::*;
        match self {
            LOr => 1,
            LAnd => 2,
            Eq | Ne | Lt | Le | Gt | Ge => 3,
            Add | Sub => 4,
            Or | OrNot | Xor | And => 5,
            Mul | Div | Mod | Shl | Shr => 6,
        }
    }

    fn spelling(self) -> &'static str {
        use BinOp::*;
        match self {
            LOr => "||",
            LAnd => "&&",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Add => "+",
            Sub => "-",
            Or => "|",
            OrNot => "!",
            Xor => "^",
            And => "&",
            Mul => "*",
            Div => "/",
            Mod => "%",
            Shl => "<<",
            Shr => ">>",
        }
    }

    fn apply(self, l: i64, r: i64) -> Option<i64> {
        use BinOp::*;
        let truth = |b: bool| if b { -1 } else { 0 };
        Some(match self {
            LOr => i64::from(l != 0 || r != 0),
            LAnd => i64::from(l != 0 && r != 0),
            Eq => truth(l == r),
            Ne => truth(l != r),
            Lt => truth(l < r),
            Le => truth(l <= r),
            Gt => truth(l > r),
            Ge => truth(l >= r),
            Add => l.wrapping_add(r),
            Sub => l.wrapping_sub(r),
            Or => l | r,
            OrNot => l | !r,
            Xor => l ^ r,
            And => l & r,
            Mul => l.wrapping_mul(r),
            Div if r == 0 => return None,
            Div => l.wrapping_div(r),
            Mod if r == 0 => return None,
            Mod => l.wrapping_rem(r),
            Shl => l.wrapping_shl(r as u32),
            Shr => ((l as u64).wrapping_shr(r as u32)) as i64,
        })
    }
}

impl Expr {
    /// The value, when the expression is absolute.
    pub fn fold(&self) -> Option<i64> {
        match self {
            Expr::Const(v) => Some(*v),
            Expr::Sym(_) => None,
            Expr::Unary(op, e) => {
                let v = e.fold()?;
                Some(match op {
                    b'-' => v.wrapping_neg(),
                    b'~' => !v,
                    b'!' => i64::from(v == 0),
                    _ => v,
                })
            }
            Expr::Binary(op, l, r) => op.apply(l.fold()?, r.fold()?),
        }
    }

    /// The numbers added to or subtracted from the rest at the top level (`8` of `foo+8`): the
    /// displacement an assembler writes beside a symbol's relocation.
    pub fn addend(&self) -> i64 {
        match self {
            Expr::Const(v) => *v,
            Expr::Binary(BinOp::Add, l, r) => l.addend().wrapping_add(r.addend()),
            Expr::Binary(BinOp::Sub, l, r) => l.addend().wrapping_sub(r.addend()),
            _ => 0,
        }
    }

    /// LLVM's printed form.
    pub fn print(&self, out: &mut String) {
        match self {
            Expr::Const(v) => out.push_str(&v.to_string()),
            // The current location is a temporary symbol without a name.
            Expr::Sym(s) if s == "." => out.push_str("\"\""),
            Expr::Sym(s) => out.push_str(s),
            Expr::Unary(op, e) => {
                out.push(*op as char);
                e.print_operand(out);
            }
            Expr::Binary(op, l, r) => {
                match (&**l, op) {
                    (Expr::Binary(BinOp::Add | BinOp::Sub, ..), BinOp::Add | BinOp::Sub) => {
                        l.print(out)
                    }
                    _ => l.print_operand(out),
                }
                if let (BinOp::Add, Expr::Const(v)) = (op, &**r) {
                    if *v < 0 {
                        out.push_str(&v.to_string());
                        return;
                    }
                }
                out.push_str(op.spelling());
                r.print_operand(out);
            }
        }
    }

    fn print_operand(&self, out: &mut String) {
        if matches!(self, Expr::Binary(..)) {
            out.push('(');
            self.print(out);
            out.push(')');
        } else {
            self.print(out);
        }
    }
}

fn is_symbol_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'@')
}

struct Parser<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    /// Offset of `s[0]` in the source.
    at: usize,
}

fn error(offset: usize, len: usize, message: &str) -> AsmError {
    AsmError {
        offset: offset as u32,
        len: len as u32,
        message: message.to_string(),
        kind: super::AsmErrorKind::Error,
    }
}

impl Parser<'_> {
    fn skip_blanks(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek_binop(&mut self) -> Option<(BinOp, usize)> {
        self.skip_blanks();
        let c = *self.s.get(self.i)?;
        let next = self.s.get(self.i + 1).copied();
        use BinOp::*;
        Some(match (c, next) {
            (b'|', Some(b'|')) => (LOr, 2),
            (b'&', Some(b'&')) => (LAnd, 2),
            (b'=', Some(b'=')) => (Eq, 2),
            (b'!', Some(b'=')) => (Ne, 2),
            (b'<', Some(b'>')) => (Ne, 2),
            (b'<', Some(b'=')) => (Le, 2),
            (b'>', Some(b'=')) => (Ge, 2),
            (b'<', Some(b'<')) => (Shl, 2),
            (b'>', Some(b'>')) => (Shr, 2),
            (b'<', _) => (Lt, 1),
            (b'>', _) => (Gt, 1),
            (b'+', _) => (Add, 1),
            (b'-', _) => (Sub, 1),
            (b'|', _) => (Or, 1),
            (b'!', _) => (OrNot, 1),
            (b'^', _) => (Xor, 1),
            (b'&', _) => (And, 1),
            (b'*', _) => (Mul, 1),
            (b'/', _) => (Div, 1),
            (b'%', _) => (Mod, 1),
            _ => return None,
        })
    }

    fn expression(&mut self, min_precedence: u8) -> Result<Expr, AsmError> {
        let mut lhs = self.primary()?;
        while let Some((op, len)) = self.peek_binop() {
            if op.precedence() < min_precedence {
                break;
            }
            self.i += len;
            let rhs = self.expression(op.precedence() + 1)?;
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn primary(&mut self) -> Result<Expr, AsmError> {
        self.skip_blanks();
        let start = self.i;
        let Some(&c) = self.s.get(start) else {
            return Err(error(self.at + start, 0, "unknown token in expression"));
        };
        match c {
            b'-' | b'+' | b'~' | b'!' => {
                self.i += 1;
                Ok(Expr::Unary(c, Box::new(self.primary()?)))
            }
            b'(' => {
                self.i += 1;
                let inner = self.expression(1)?;
                self.skip_blanks();
                if self.s.get(self.i) != Some(&b')') {
                    return Err(error(self.at + self.i, 0, "expected ')'"));
                }
                self.i += 1;
                Ok(fold(inner))
            }
            c if c.is_ascii_digit() => {
                while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
                    self.i += 1;
                }
                let literal = &self.text[start..self.i];
                if super::operand::is_oversized_literal(literal) {
                    return Err(error(
                        self.at + start,
                        0,
                        "literal value out of range for directive",
                    ));
                }
                super::operand::parse_number(literal)
                    .map(Expr::Const)
                    .ok_or_else(|| error(self.at + start, 0, "unknown token in expression"))
            }
            c if is_symbol_char(c) => {
                while self.i < self.s.len() && is_symbol_char(self.s[self.i]) {
                    self.i += 1;
                }
                Ok(Expr::Sym(self.text[start..self.i].to_string()))
            }
            // A character constant (`'a'`).
            b'\'' if self.s.get(start + 2) == Some(&b'\'') && self.s[start + 1].is_ascii() => {
                self.i += 3;
                Ok(Expr::Const(i64::from(self.s[start + 1])))
            }
            b'*' => Err(error(self.at + start, 0, "invalid token in expression")),
            _ => Err(error(self.at + start, 0, "unknown token in expression")),
        }
    }
}

/// The expression as a constant when it is absolute.
fn fold(e: Expr) -> Expr {
    match e.fold() {
        Some(v) => Expr::Const(v),
        None => e,
    }
}

/// Reads `text` (one operand's expression; `at` is its offset in the source) whole. Something
/// after a complete expression is "unexpected token in argument list" there (`$1 2`), with
/// `fo o:`'s colon (a label cut by a blank) the same.
pub fn parse_att_expression(text: &str, at: usize) -> Result<Expr, AsmError> {
    let mut p = Parser {
        s: text.as_bytes(),
        text,
        i: 0,
        at,
    };
    let e = p.expression(1)?;
    p.skip_blanks();
    if p.i < p.s.len() {
        let len = usize::from(p.s[p.i] != b':');
        return Err(error(at + p.i, len, "unexpected token in argument list"));
    }
    Ok(fold(e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn printed(s: &str) -> String {
        let mut out = String::new();
        parse_att_expression(s, 0).unwrap().print(&mut out);
        out
    }

    #[test]
    fn folds_absolute_expressions_with_gnu_precedence() {
        assert_eq!(printed("1+2*3"), "7");
        assert_eq!(printed("1+3&1"), "2");
        assert_eq!(printed("1<<2*3"), "12");
        assert_eq!(printed("3>2"), "-1");
        assert_eq!(printed("1==1+1"), "0");
        assert_eq!(printed("1&&0||1"), "1");
        assert_eq!(printed("-8>>1"), "9223372036854775804");
        assert_eq!(printed("5!1"), "-1");
        assert_eq!(printed("1-2-3"), "-4");
        assert_eq!(printed("1/0"), "1/0");
    }

    #[test]
    fn prints_symbolic_expressions_as_llvm() {
        assert_eq!(printed("foo+1+2"), "foo+1+2");
        assert_eq!(printed("2*foo+1"), "(2*foo)+1");
        assert_eq!(printed("foo+(1+2)"), "foo+3");
        assert_eq!(printed("foo+1|2"), "foo+(1|2)");
        assert_eq!(printed("foo+(-8)"), "foo-8");
        assert_eq!(printed("foo+-1"), "foo+-1");
        assert_eq!(printed("foo-(1-2)"), "foo--1");
        assert_eq!(printed("-(foo+1)"), "-(foo+1)");
        assert_eq!(printed("foo*2*3"), "(foo*2)*3");
        assert_eq!(printed("foo+(bar*2)"), "foo+(bar*2)");
        assert_eq!(printed("dl %eax"), "dl%eax");
        assert_eq!(printed(".+4"), "\"\"+4");
    }

    #[test]
    fn locates_errors() {
        let e = parse_att_expression("1 2", 10).unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (12, "unexpected token in argument list")
        );
        let e = parse_att_expression("1+", 10).unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (12, "unknown token in expression")
        );
        let e = parse_att_expression("&x", 10).unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (10, "unknown token in expression")
        );
    }
}
