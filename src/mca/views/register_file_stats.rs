//! Register file statistics: mappings created and the most in use at once, for the default
//! file and each file of the model, with move-elimination counts where the model has them.
//!
//! ```text
//! Register File statistics:
//! Total number of mappings created:    300
//! Max number of mappings used:         37
//!
//! *  Register File #1 -- JFpuPRF:
//!    Number of physical registers:     72
//!    Total number of mappings created: 300
//!    Max number of mappings used:      37
//! ```

use super::round_fmt;
use crate::mca::events::{kind, HwEvent, Listener};
use crate::mca::instr::InstrDesc;

#[derive(Clone, Copy, Default)]
struct Usage {
    current: i64,
    total: u64,
    max: i64,
}

#[derive(Clone, Copy, Default)]
struct MoveElim {
    candidates: u64,
    current: u64,
    total: u64,
    zero: u64,
    max_per_cycle: u64,
}

pub struct RegisterFileStatsView<'a> {
    descs: &'a [InstrDesc],
    block: u32,
    usage: Vec<Usage>,
    moves: Vec<MoveElim>,
}

impl<'a> RegisterFileStatsView<'a> {
    pub fn new(descs: &'a [InstrDesc], num_files: usize) -> RegisterFileStatsView<'a> {
        RegisterFileStatsView {
            descs,
            block: descs.len() as u32,
            usage: vec![Usage::default(); num_files],
            moves: vec![MoveElim::default(); num_files],
        }
    }

    /// Writes the view (a few rows per register file).
    pub fn print(
        &self,
        ctx: &super::ViewContext,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        super::write_small(out, |s| self.print_text(ctx, s))
    }

    fn print_text(&self, ctx: &super::ViewContext, out: &mut String) {
        out.push_str("\n\nRegister File statistics:\n");
        out.push_str(&format!(
            "Total number of mappings created:    {}\n",
            self.usage[0].total
        ));
        out.push_str(&format!(
            "Max number of mappings used:         {}\n",
            self.usage[0].max
        ));
        for (i, rf) in ctx.model.register_files.iter().enumerate() {
            let idx = i + 1;
            if rf.physical_registers == 0 {
                continue;
            }
            let u = self.usage[idx];
            out.push_str(&format!("\n*  Register File #{idx} -- {}:\n", rf.name));
            out.push_str(&format!(
                "   Number of physical registers:     {}\n",
                rf.physical_registers
            ));
            out.push_str(&format!(
                "   Total number of mappings created: {}\n",
                u.total
            ));
            out.push_str(&format!("   Max number of mappings used:      {}\n", u.max));
            let m = self.moves[idx];
            if m.candidates != 0 {
                let c = m.candidates as f64;
                out.push_str(&format!(
                    "   Number of optimizable moves:      {}\n",
                    m.candidates
                ));
                out.push_str(&format!(
                    "   Number of moves eliminated:       {}  ({}%)\n",
                    m.total,
                    round_fmt(m.total as f64 / c * 100.0, 1)
                ));
                out.push_str(&format!(
                    "   Number of zero moves:             {}  ({}%)\n",
                    m.zero,
                    round_fmt(m.zero as f64 / c * 100.0, 1)
                ));
                out.push_str(&format!(
                    "   Max moves eliminated per cycle:   {}\n",
                    m.max_per_cycle
                ));
            }
        }
    }
}

impl Listener for RegisterFileStatsView<'_> {
    fn on_event(&mut self, ev: &HwEvent) {
        match ev {
            HwEvent::Dispatched {
                iid,
                used_regs,
                move_elim,
                ..
            } => {
                for (i, u) in self.usage.iter_mut().enumerate() {
                    let n = used_regs.get(i).copied().unwrap_or(0) as i64;
                    u.current += n;
                    u.total += n as u64;
                    u.max = u.max.max(u.current);
                }
                let d = &self.descs[(*iid % self.block) as usize];
                if d.optimizable_move && d.writes.len() == d.reads.len() {
                    if let Some((file, eliminated, zero)) = *move_elim {
                        if let Some(m) = self.moves.get_mut(file) {
                            m.candidates += 1;
                            if eliminated {
                                m.current += 1;
                            }
                            if zero {
                                m.zero += 1;
                            }
                        }
                    }
                }
            }
            HwEvent::Retired { freed_regs, .. } => {
                for (i, u) in self.usage.iter_mut().enumerate() {
                    u.current -= freed_regs.get(i).copied().unwrap_or(0) as i64;
                }
            }
            HwEvent::CycleEnd => {
                for m in self.moves.iter_mut() {
                    m.max_per_cycle = m.max_per_cycle.max(m.current);
                    m.total += m.current;
                    m.current = 0;
                }
            }
            _ => {}
        }
    }

    fn interests(&self) -> u32 {
        kind::DISPATCHED | kind::RETIRED | kind::CYCLE_END
    }
}
