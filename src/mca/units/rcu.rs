//! The retire control unit: a reorder buffer of micro-op slots, filled in program order at
//! dispatch and drained in order at retirement (at most `max_retire_per_cycle` per cycle when
//! the model sets it). Must not touch: register files or the scheduler.

use std::collections::VecDeque;

#[derive(Clone, Copy, Debug)]
struct Token {
    iid: u32,
    slots: u32,
    executed: bool,
}

/// The reorder buffer.
#[derive(Clone, Debug)]
pub struct RetireControlUnit {
    queue: VecDeque<Token>,
    pub num_entries: u32,
    pub available: u32,
    pub max_retire_per_cycle: u32,
    /// Token id of the oldest entry (tokens are consecutive).
    first_token: u64,
}

impl RetireControlUnit {
    pub fn new(num_entries: u32, max_retire_per_cycle: u32) -> RetireControlUnit {
        RetireControlUnit {
            queue: VecDeque::new(),
            num_entries: num_entries.max(1),
            available: num_entries.max(1),
            max_retire_per_cycle,
            first_token: 0,
        }
    }

    fn normalize(&self, uops: u32) -> u32 {
        uops.min(self.num_entries).max(1)
    }

    pub fn is_available(&self, uops: u32) -> bool {
        self.available >= self.normalize(uops)
    }

    /// Reserves slots; returns the token.
    pub fn dispatch(&mut self, iid: u32, uops: u32) -> u64 {
        let slots = self.normalize(uops);
        self.available -= slots.min(self.available);
        self.queue.push_back(Token {
            iid,
            slots,
            executed: false,
        });
        self.first_token + self.queue.len() as u64 - 1
    }

    pub fn on_executed(&mut self, token: u64) {
        let i = (token - self.first_token) as usize;
        if let Some(t) = self.queue.get_mut(i) {
            t.executed = true;
        }
    }

    /// The oldest instruction if it has executed.
    pub fn peek_retirable(&self) -> Option<u32> {
        self.queue.front().filter(|t| t.executed).map(|t| t.iid)
    }

    pub fn retire_front(&mut self) {
        if let Some(t) = self.queue.pop_front() {
            self.available += t.slots;
            self.first_token += 1;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    pub fn used_entries(&self) -> u32 {
        self.num_entries - self.available
    }
}
