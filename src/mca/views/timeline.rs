//! Timeline view: for the first iterations (`-timeline-max-iterations`, default 10) and the first
//! cycles (`-timeline-max-cycles`, default 80), when each instruction was dispatched (D), waited
//! (=), executed (e/E) and retired (R), then the average wait times.
//!
//! ```text
//! Timeline view:
//! Index     0123456789
//!
//! [0,0]     DeeER.    vmulps    %xmm0, %xmm1, %xmm2
//!
//! Average Wait times (based on the timeline view):
//! [0]: Executions
//! [1]: Average time spent waiting in a scheduler's queue
//! [2]: Average time spent waiting in a scheduler's queue while ready
//! [3]: Average time elapsed from WB until retire stage
//!
//!       [0]    [1]    [2]    [3]
//! 0.     10    1.0    1.0    7.7       vmulps    %xmm0, %xmm1, %xmm2
//! ```

use super::{pad_to_column, round_fmt, TextOut, ViewContext};
use crate::mca::events::{kind, HwEvent, Listener};
use std::io::{self, Write};

#[derive(Clone, Copy, Debug)]
struct Entry {
    dispatched: i64,
    ready: u32,
    issued: u32,
    executed: u32,
    retired: u32,
}

#[derive(Clone, Copy, Debug, Default)]
struct WaitTime {
    in_queue: u64,
    while_ready: u64,
    after_wb: u64,
}

/// Records the cycle of each stage for the instructions in the displayed window.
pub struct TimelineView {
    entries: Vec<Entry>,
    wait: Vec<WaitTime>,
    block: usize,
    max_cycle: u32,
    current_cycle: u32,
    last_cycle: u32,
}

impl TimelineView {
    pub fn new(block: usize, iterations: u32, max_cycle: u32) -> TimelineView {
        TimelineView {
            entries: vec![
                Entry {
                    dispatched: -1,
                    ready: 0,
                    issued: 0,
                    executed: 0,
                    retired: 0,
                };
                block * iterations as usize
            ],
            wait: vec![WaitTime::default(); block],
            block,
            max_cycle,
            current_cycle: 0,
            last_cycle: 0,
        }
    }

    /// Writes the view row by row: its text is one row per instruction instance of the
    /// window, each as long as the cycle window, so it is never held whole.
    pub fn print(&self, ctx: &ViewContext, out: &mut dyn Write) -> io::Result<()> {
        let mut w = TextOut::new(out);
        self.print_timeline(ctx, &mut w)?;
        self.print_wait_times(ctx, &mut w.buf);
        w.finish()
    }

    fn print_timeline(&self, ctx: &ViewContext, w: &mut TextOut) -> io::Result<()> {
        let out = &mut w.buf;
        let cycles = self.last_cycle;
        out.push_str("\n\nTimeline view:\n");
        if cycles >= 10 {
            pad_to_column(out, 10);
            for i in 0..=cycles {
                if (i / 10) & 1 == 0 {
                    out.push(' ');
                } else {
                    out.push(char::from(b'0' + (i % 10) as u8));
                }
            }
            out.push('\n');
        }
        out.push_str("Index");
        pad_to_column(out, 10);
        for i in 0..=cycles {
            if (i / 10) & 1 == 0 {
                out.push(char::from(b'0' + (i % 10) as u8));
            } else {
                out.push(' ');
            }
        }
        out.push('\n');
        for (iid, e) in self.entries.iter().enumerate() {
            let out = &mut w.buf;
            if e.retired == 0 && e.executed != 0 {
                out.push_str("Truncated display due to cycle limit\n");
                return Ok(());
            }
            let iteration = iid / self.block;
            let src = iid % self.block;
            if iid == 0 {
                out.push('\n');
            }
            out.push_str(&format!("[{iteration},{src}]"));
            pad_to_column(out, 10);
            let d = e.dispatched.max(0) as u32;
            for i in 0..d {
                out.push(if i % 5 == 0 { '.' } else { ' ' });
            }
            out.push('D');
            if d != e.executed {
                for _ in d + 1..e.issued {
                    out.push('=');
                }
                if e.issued == e.executed {
                    out.push('E');
                } else {
                    if d != e.issued {
                        out.push('e');
                    }
                    for _ in e.issued + 1..e.executed {
                        out.push('e');
                    }
                    out.push('E');
                }
            }
            for _ in e.executed + 1..e.retired {
                out.push('-');
            }
            if e.executed < e.retired {
                out.push('R');
            }
            for i in e.retired + 1..=self.last_cycle {
                out.push(if i % 5 == 0 || i == self.last_cycle {
                    '.'
                } else {
                    ' '
                });
            }
            out.push_str("   ");
            out.push_str(&ctx.text[src]);
            out.push('\n');
            w.row_end()?;
        }
        Ok(())
    }

    fn print_wait_times(&self, ctx: &ViewContext, out: &mut String) {
        out.push_str("\n\nAverage Wait times (based on the timeline view):\n[0]: Executions\n[1]: Average time spent waiting in a scheduler's queue\n[2]: Average time spent waiting in a scheduler's queue while ready\n[3]: Average time elapsed from WB until retire stage\n\n      [0]    [1]    [2]    [3]\n");
        let executions = (self.entries.len() / self.block.max(1)) as u64;
        let line = |out: &mut String, w: &WaitTime, label: Option<usize>, cumulative: u64| {
            let line_start = out.len();
            if let Some(i) = label {
                out.push_str(&format!("{i}."));
            }
            pad_to_column(out, 7);
            out.push_str(&executions.to_string());
            pad_to_column(out, 13);
            let c = cumulative.max(1) as f64;
            out.push_str(&round_fmt(w.in_queue as f64 / c, 1));
            pad_to_column(out, 20);
            out.push_str(&round_fmt(w.while_ready as f64 / c, 1));
            pad_to_column(out, 27);
            out.push_str(&round_fmt(w.after_wb as f64 / c, 1));
            pad_to_column(out, 34);
            let _ = line_start;
        };
        for (i, w) in self.wait.iter().enumerate() {
            line(out, w, Some(i), executions);
            out.push_str("   ");
            out.push_str(&ctx.text[i]);
            out.push('\n');
        }
        if self.block != 1 {
            let total = self.wait.iter().fold(WaitTime::default(), |a, b| WaitTime {
                in_queue: a.in_queue + b.in_queue,
                while_ready: a.while_ready + b.while_ready,
                after_wb: a.after_wb + b.after_wb,
            });
            line(out, &total, None, self.entries.len() as u64);
            out.push_str("   <total>\n");
        }
    }
}

/// A stretch of one timeline row: `len` cycles from cycle `start`, each drawn as `mark` (the
/// text view's characters: `D` dispatched, `=` waiting, `e` executing, `E` executed, `-` waiting
/// to retire, `R` retired).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhaseRun {
    pub start: u32,
    pub len: u32,
    pub mark: char,
}

/// The window as other renderers ([`super::timeline_svg`]) read it; the same rows, marks and
/// truncation as the text view.
impl TimelineView {
    /// The last cycle of the window (columns are cycles `0..=last_cycle`).
    pub fn last_cycle(&self) -> u32 {
        self.last_cycle
    }

    /// Instructions per iteration.
    pub fn block(&self) -> usize {
        self.block
    }

    /// Rows shown, and whether the display stops early at the cycle limit (the text view's
    /// "Truncated display due to cycle limit").
    pub fn shown_rows(&self) -> (usize, bool) {
        match self
            .entries
            .iter()
            .position(|e| e.retired == 0 && e.executed != 0)
        {
            Some(n) => (n, true),
            None => (self.entries.len(), false),
        }
    }

    /// The marks of row `iid` as runs of equal marks, in cycle order (what the text view
    /// prints for it, blanks left out).
    pub fn phase_runs(&self, iid: usize, runs: &mut Vec<PhaseRun>) {
        runs.clear();
        let e = &self.entries[iid];
        let mut push = |start: u32, end: u32, mark: char| {
            if end > start {
                runs.push(PhaseRun {
                    start,
                    len: end - start,
                    mark,
                });
            }
        };
        let d = e.dispatched.max(0) as u32;
        push(d, d + 1, 'D');
        if d != e.executed {
            push(d + 1, e.issued.max(d + 1), '=');
            if e.issued == e.executed {
                push(e.issued, e.issued + 1, 'E');
            } else {
                push(e.issued.max(d + 1), e.executed, 'e');
                push(e.executed, e.executed + 1, 'E');
            }
        }
        push(e.executed + 1, e.retired, '-');
        if e.executed < e.retired {
            push(e.retired, e.retired + 1, 'R');
        }
    }
}

impl TimelineView {
    /// The `TimelineView` object of `-json`.
    pub fn to_json(&self) -> serde_json::Value {
        let list: Vec<serde_json::Value> = self
            .entries
            .iter()
            .take_while(|e| !(e.retired == 0 && e.executed != 0))
            .map(|e| {
                serde_json::json!({
                    "CycleDispatched": e.dispatched,
                    "CycleExecuted": e.executed,
                    "CycleIssued": e.issued,
                    "CycleReady": e.ready,
                    "CycleRetired": e.retired,
                })
            })
            .collect();
        serde_json::json!({ "TimelineInfo": list })
    }
}

impl Listener for TimelineView {
    fn on_event(&mut self, ev: &HwEvent) {
        let cc = self.current_cycle;
        let iid = match ev {
            HwEvent::CycleEnd => {
                self.current_cycle += 1;
                return;
            }
            HwEvent::Retired { iid, .. }
            | HwEvent::Ready { iid }
            | HwEvent::Issued { iid, .. }
            | HwEvent::Executed { iid }
            | HwEvent::Dispatched { iid, .. } => *iid as usize,
            _ => return,
        };
        if iid >= self.entries.len() {
            return;
        }
        let e = &mut self.entries[iid];
        match ev {
            HwEvent::Retired { .. } => {
                if cc < self.max_cycle {
                    e.retired = cc;
                }
                let w = &mut self.wait[iid % self.block];
                let d = e.dispatched.max(0) as u64;
                w.in_queue += (e.issued as u64).saturating_sub(d);
                w.while_ready += (e.issued as u64).saturating_sub(e.ready as u64);
                w.after_wb += (cc as u64)
                    .saturating_sub(1)
                    .saturating_sub(e.executed as u64);
            }
            HwEvent::Ready { .. } => e.ready = cc,
            HwEvent::Issued { .. } => e.issued = cc,
            HwEvent::Executed { .. } => e.executed = cc,
            HwEvent::Dispatched { .. } if e.dispatched == -1 => e.dispatched = cc as i64,
            _ => {}
        }
        if cc < self.max_cycle {
            self.last_cycle = self.last_cycle.max(cc);
        }
    }

    fn interests(&self) -> u32 {
        kind::CYCLE_END
            | kind::DISPATCHED
            | kind::READY
            | kind::ISSUED
            | kind::EXECUTED
            | kind::RETIRED
    }
}
