//! Source spans, diagnostics and their rendering.
//!
//! Owns: [`Span`] (a byte range in one source file), [`SourceMap`] (the files a run has read) and
//! [`Diagnostic`] (severity, message, labelled spans, notes). Every module below `cli` reports
//! problems as small error values that convert into a [`Diagnostic`]; only here are they turned
//! into text, with codespan-reporting, as `file:line:column` plus the source line and a caret.
//! Sources are [`crate::bytestr`] text: a raw byte counts as one column, and
//! [`SourceMap::render_bytes`] gives the bytes back as they were.
//! Must not touch: flags, exit codes or the process's streams (that is `cli`).

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term;

/// A half-open byte range `[start, end)` in one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        let clamp = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        Span {
            start: clamp(start),
            end: clamp(end.max(start)),
        }
    }

    /// An empty span at `offset`, rendered as a single caret.
    pub fn at(offset: usize) -> Span {
        Span::new(offset, offset)
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FileId(usize);

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// A labelled source range inside a diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub file: FileId,
    pub span: Span,
    pub message: String,
}

/// One problem to report: a message, where it is, and any notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// The first label is the primary location (the caret); the rest are secondary.
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            labels: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn warning(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(message)
        }
    }

    /// Adds a location; the first one added is the primary location.
    pub fn with_label(mut self, file: FileId, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            file,
            span,
            message: message.into(),
        });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

/// The source files of one run, kept so that diagnostics can show lines and carets.
#[derive(Default)]
pub struct SourceMap {
    files: SimpleFiles<String, String>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Registers a file (its display name and full text).
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        FileId(self.files.add(name.into(), text.into()))
    }

    pub fn name(&self, file: FileId) -> &str {
        self.files
            .get(file.0)
            .map(|f| f.name().as_str())
            .unwrap_or("<unknown>")
    }

    pub fn text(&self, file: FileId) -> &str {
        self.files
            .get(file.0)
            .map(|f| f.source().as_str())
            .unwrap_or("")
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, file: FileId, offset: usize) -> (usize, usize) {
        let text = self.text(file);
        let offset = floor_char_boundary(text, offset.min(text.len()));
        let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line = text[..line_start].matches('\n').count() + 1;
        let col = text[line_start..offset].chars().count() + 1;
        (line, col)
    }

    /// Renders diagnostics as plain text (no colour, ASCII borders) in the given order.
    pub fn render(&self, diagnostics: &[Diagnostic]) -> String {
        let config = term::Config {
            chars: term::Chars::ascii(),
            ..term::Config::default()
        };
        let mut out = String::new();
        for d in diagnostics {
            let cs_diag = self.to_codespan(d);
            if term::emit_to_string(&mut out, &config, &self.files, &cs_diag).is_err() {
                // A span past the end of its file: fall back to the message alone.
                out.push_str(&format!("{}: {}\n", severity_word(d.severity), d.message));
            }
        }
        out
    }

    /// [`render`](Self::render) as bytes: the escape characters of [`crate::bytestr`] (raw
    /// bytes of the input and of names) become the bytes they stand for, as LLVM's tools print
    /// them.
    pub fn render_bytes(&self, diagnostics: &[Diagnostic]) -> Vec<u8> {
        crate::bytestr::decode_owned(self.render(diagnostics))
    }

    fn to_codespan(&self, d: &Diagnostic) -> cs::Diagnostic<usize> {
        let severity = match d.severity {
            Severity::Error => cs::Severity::Error,
            Severity::Warning => cs::Severity::Warning,
            Severity::Note => cs::Severity::Note,
        };
        let labels = d
            .labels
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let text = self.text(l.file);
                let start = floor_char_boundary(text, (l.span.start as usize).min(text.len()));
                let end =
                    floor_char_boundary(text, (l.span.end as usize).min(text.len())).max(start);
                let style = if i == 0 {
                    cs::LabelStyle::Primary
                } else {
                    cs::LabelStyle::Secondary
                };
                cs::Label::new(style, l.file.0, start..end).with_message(l.message.clone())
            })
            .collect();
        cs::Diagnostic::new(severity)
            .with_message(d.message.clone())
            .with_labels(labels)
            .with_notes(d.notes.clone())
    }
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_file_line_column_and_caret() {
        let mut map = SourceMap::new();
        let f = map.add("f.ll", "define void @f() {\n  ret i32 %x\n}\n");
        let d =
            Diagnostic::error("use of undefined value '%x'").with_label(f, Span::new(29, 31), "");
        let text = map.render(&[d]);
        assert!(
            text.contains("error: use of undefined value '%x'"),
            "{text}"
        );
        assert!(text.contains("f.ll:2:11"), "{text}");
        assert!(text.contains("^^"), "{text}");
    }

    #[test]
    fn line_col_counts_characters_not_bytes() {
        let mut map = SourceMap::new();
        let f = map.add("u.ll", "é\nab");
        assert_eq!(map.line_col(f, 0), (1, 1));
        assert_eq!(map.line_col(f, 2), (1, 2));
        assert_eq!(map.line_col(f, 4), (2, 2));
    }

    #[test]
    fn out_of_range_spans_do_not_panic() {
        let mut map = SourceMap::new();
        let f = map.add("e.ll", "é");
        let d = Diagnostic::error("x").with_label(f, Span::new(1, 99), "");
        assert!(map.render(&[d]).contains("error: x"));
    }
}
