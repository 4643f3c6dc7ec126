//! The timeline view drawn as a picture (`-timeline-format=svg`, `-timeline-format=html`): one
//! row per instruction instance of the timeline window (the rows, marks and truncation of the
//! text view, [`TimelineView::phase_runs`]), one column per cycle, each phase a coloured bar
//! (dispatched, waiting, executing, executed, waiting to retire, retired), the row's label and
//! instruction text on the left, a cycle ruler and a legend at the top. Every region of the
//! input is one block of the same picture. `html` wraps the picture in a self-contained page
//! (inline SVG, a few lines of CSS) whose frame scrolls over long timelines.
//!
//! Written row by row through [`TextOut`] like the text view: the picture's size is known from
//! the window before the first row, so no row is held after it is made. Output is a function
//! of the timeline alone (integer coordinates, no dates), byte-identical across runs.
//! Must not touch: the text timeline's output ([`super::timeline`]) or the simulation.

use super::timeline::{PhaseRun, TimelineView};
use super::TextOut;
use std::fmt::Write as _;
use std::io::{self, Write};

/// `-timeline-format`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimelineFormat {
    /// llvm-mca's text view.
    #[default]
    Text,
    Svg,
    Html,
}

/// One region's timeline to draw.
pub struct RegionTimeline<'a> {
    /// The region's heading (`[0] Code Region - name`, or empty for the only, unnamed region).
    pub title: String,
    pub view: &'a TimelineView,
    /// Printed text of each instruction of the block.
    pub text: &'a [String],
}

/// Width of a cycle column and height of a row, in pixels.
const CELL_W: u32 = 10;
const ROW_H: u32 = 16;
/// Advance of one character of the 11px monospace font used for labels and instructions.
const CHAR_W: u32 = 7;
const MARGIN: u32 = 8;
/// Height of the legend band at the top of the picture.
const LEGEND_H: u32 = 28;
/// Heights of a region's heading and cycle ruler.
const TITLE_H: u32 = 20;
const RULER_H: u32 = 18;

/// The phases as drawn: the text view's mark, a CSS class, a colour and the legend's words.
const PHASES: [(char, &str, &str, &str); 6] = [
    ('D', "dispatch", "#1f5fa8", "D dispatched"),
    (
        '=',
        "wait",
        "#f28e2b",
        "= waiting (operands, resources, memory order)",
    ),
    ('e', "exec", "#8fd18a", "e executing"),
    ('E', "executed", "#2a9d3a", "E executed"),
    ('-', "retire-wait", "#c8c8c8", "- waiting to retire"),
    ('R', "retire", "#7b4fa8", "R retired"),
];

fn phase_of(mark: char) -> (&'static str, &'static str) {
    PHASES
        .iter()
        .find(|p| p.0 == mark)
        .map_or(("unknown", "#000000"), |p| (p.1, p.2))
}

/// Appends `s` with the characters XML gives a meaning escaped, tabs as one blank.
fn push_escaped(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\t' => out.push(' '),
            c => out.push(c),
        }
    }
}

fn shown_text_width(text: &str) -> u32 {
    text.chars().count() as u32
}

/// Sizes of one region's block.
struct Layout {
    rows: usize,
    truncated: bool,
    label_chars: u32,
    text_chars: u32,
    cycles: u32,
}

impl Layout {
    fn of(r: &RegionTimeline) -> Layout {
        let (rows, truncated) = r.view.shown_rows();
        let block = r.view.block().max(1);
        let iterations = rows.div_ceil(block).max(1);
        let label_chars = format!("[{},{}]", iterations - 1, block - 1).len() as u32;
        let text_chars = r
            .text
            .iter()
            .map(|t| shown_text_width(t))
            .max()
            .unwrap_or(0);
        Layout {
            rows,
            truncated,
            label_chars,
            text_chars,
            cycles: r.view.last_cycle() + 1,
        }
    }
    fn height(&self) -> u32 {
        TITLE_H + RULER_H + (self.rows as u32 + self.truncated as u32) * ROW_H + MARGIN
    }
}

/// Writes the picture (or the page holding it) of the regions' timelines.
pub fn write(
    format: TimelineFormat,
    regions: &[RegionTimeline],
    out: &mut dyn Write,
) -> io::Result<()> {
    let layouts: Vec<Layout> = regions.iter().map(Layout::of).collect();
    let label_w = layouts.iter().map(|l| l.label_chars).max().unwrap_or(0) * CHAR_W + MARGIN;
    let text_w = layouts.iter().map(|l| l.text_chars).max().unwrap_or(0) * CHAR_W + MARGIN;
    let grid_x = MARGIN + label_w + text_w;
    let legend_w: u32 = PHASES
        .iter()
        .map(|p| 16 + p.3.len() as u32 * CHAR_W + 16)
        .sum();
    let width = (grid_x + layouts.iter().map(|l| l.cycles).max().unwrap_or(0) * CELL_W + MARGIN)
        .max(legend_w + 2 * MARGIN);
    let height = LEGEND_H + layouts.iter().map(Layout::height).sum::<u32>() + MARGIN;

    let mut w = TextOut::new(out);
    let o = &mut w.buf;
    if format == TimelineFormat::Html {
        o.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>atomir mca timeline</title>\n<style>\nbody { margin: 0; font-family: monospace; background: #ffffff; }\nh1 { font-size: 14px; margin: 8px; }\n.frame { overflow: auto; width: 100vw; height: calc(100vh - 40px); }\n.frame svg { display: block; }\n</style>\n</head>\n<body>\n<h1>atomir mca timeline view</h1>\n<div class=\"frame\">\n");
    } else {
        o.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    }
    let _ = writeln!(
        o,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"monospace\" font-size=\"11\">"
    );
    let _ = writeln!(
        o,
        "<rect class=\"background\" x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    // Legend.
    o.push_str("<g class=\"legend\">\n");
    let mut x = MARGIN;
    for (mark, class, colour, words) in PHASES {
        let _ = write!(
            o,
            "<rect class=\"{class}\" data-mark=\"{}\" x=\"{x}\" y=\"8\" width=\"{CELL_W}\" height=\"12\" fill=\"{colour}\"/>",
            escaped_mark(mark)
        );
        let _ = write!(o, "<text x=\"{}\" y=\"18\">", x + 16);
        push_escaped(o, words);
        o.push_str("</text>\n");
        x += 16 + words.len() as u32 * CHAR_W + 16;
    }
    o.push_str("</g>\n");
    w.row_end()?;

    let mut y = LEGEND_H;
    let mut runs: Vec<PhaseRun> = Vec::new();
    for (r, l) in regions.iter().zip(&layouts) {
        write_region(&mut w, r, l, y, grid_x, label_w, &mut runs)?;
        y += l.height();
    }
    let o = &mut w.buf;
    o.push_str("</svg>\n");
    if format == TimelineFormat::Html {
        o.push_str("</div>\n</body>\n</html>\n");
    }
    w.finish()
}

fn escaped_mark(mark: char) -> String {
    let mut s = String::new();
    push_escaped(&mut s, &mark.to_string());
    s
}

fn write_region(
    w: &mut TextOut,
    r: &RegionTimeline,
    l: &Layout,
    top: u32,
    grid_x: u32,
    label_w: u32,
    runs: &mut Vec<PhaseRun>,
) -> io::Result<()> {
    let o = &mut w.buf;
    let _ = writeln!(o, "<g class=\"region\" data-rows=\"{}\">", l.rows);
    let title = if r.title.is_empty() {
        "Timeline view"
    } else {
        &r.title
    };
    let _ = write!(
        o,
        "<text class=\"title\" x=\"{MARGIN}\" y=\"{}\" font-weight=\"bold\">",
        top + 14
    );
    push_escaped(o, title);
    o.push_str("</text>\n");
    // Ruler and grid: a line every cycle, darker every 5, the number every 5 (10 when narrow).
    let rows_top = top + TITLE_H + RULER_H;
    let rows_bottom = rows_top + l.rows as u32 * ROW_H;
    let _ = writeln!(
        o,
        "<text x=\"{MARGIN}\" y=\"{}\">Index</text><text x=\"{}\" y=\"{}\">Instruction</text>",
        top + TITLE_H + 12,
        MARGIN + label_w,
        top + TITLE_H + 12
    );
    for c in 0..=l.cycles {
        let o = &mut w.buf;
        let x = grid_x + c * CELL_W;
        let colour = if c % 5 == 0 { "#b0b0b0" } else { "#ececec" };
        let _ = writeln!(
            o,
            "<line class=\"grid\" x1=\"{x}\" y1=\"{rows_top}\" x2=\"{x}\" y2=\"{rows_bottom}\" stroke=\"{colour}\" stroke-width=\"1\"/>"
        );
        if c % 5 == 0 && c < l.cycles {
            let _ = writeln!(
                o,
                "<text class=\"cycle\" x=\"{}\" y=\"{}\">{c}</text>",
                x + 1,
                top + TITLE_H + 12
            );
        }
        w.row_end()?;
    }
    for iid in 0..l.rows {
        let o = &mut w.buf;
        let block = r.view.block().max(1);
        let (iteration, index) = (iid / block, iid % block);
        let y = rows_top + iid as u32 * ROW_H;
        let _ = write!(
            o,
            "<g class=\"row\" data-iteration=\"{iteration}\" data-index=\"{index}\">"
        );
        if iid % 2 == 1 {
            let _ = write!(
                o,
                "<rect class=\"stripe\" x=\"{MARGIN}\" y=\"{y}\" width=\"{}\" height=\"{ROW_H}\" fill=\"#000000\" fill-opacity=\"0.04\"/>",
                grid_x + l.cycles * CELL_W - MARGIN
            );
        }
        let _ = write!(
            o,
            "<text x=\"{MARGIN}\" y=\"{}\">[{iteration},{index}]</text><text class=\"instruction\" x=\"{}\" y=\"{}\">",
            y + 12,
            MARGIN + label_w,
            y + 12
        );
        push_escaped(o, r.text.get(index).map_or("", String::as_str));
        o.push_str("</text>");
        r.view.phase_runs(iid, runs);
        for run in runs.iter() {
            let (class, colour) = phase_of(run.mark);
            let _ = write!(
                o,
                "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{colour}\"/>",
                grid_x + run.start * CELL_W,
                y + 2,
                run.len * CELL_W,
                ROW_H - 4
            );
        }
        o.push_str("</g>\n");
        w.row_end()?;
    }
    let o = &mut w.buf;
    if l.truncated {
        let _ = writeln!(
            o,
            "<text class=\"truncated\" x=\"{MARGIN}\" y=\"{}\">Truncated display due to cycle limit</text>",
            rows_bottom + 12
        );
    }
    o.push_str("</g>\n");
    w.row_end()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_xml_gives_a_meaning() {
        let mut s = String::new();
        push_escaped(&mut s, "a<b>&\"c\"\td");
        assert_eq!(s, "a&lt;b&gt;&amp;&quot;c&quot; d");
    }

    #[test]
    fn every_mark_of_the_text_view_has_a_colour() {
        for m in ['D', '=', 'e', 'E', '-', 'R'] {
            assert_ne!(phase_of(m).0, "unknown", "{m}");
        }
    }
}
