//! The retire control unit: a reorder buffer of micro-op slots, filled in program order at
//! dispatch and drained in order at retirement (at most `max_retire_per_cycle` per cycle when
//! the model sets it). Must not touch: register files or the scheduler.

#[derive(Clone, Copy, Debug, Default)]
struct Token {
    iid: u32,
    slots: u32,
    executed: bool,
}

/// The reorder buffer. Token `t` lives in slot `t & mask` of a power-of-two ring; every
/// dispatched instruction takes at least one of the `num_entries` slots, so the ring (sized
/// for them) only grows if an instruction is dispatched without room.
#[derive(Clone, Debug)]
pub struct RetireControlUnit {
    ring: Vec<Token>,
    /// Number of live tokens (`first_token..first_token + len`).
    len: usize,
    pub num_entries: u32,
    pub available: u32,
    pub max_retire_per_cycle: u32,
    /// Token id of the oldest entry (tokens are consecutive).
    first_token: u64,
}

impl RetireControlUnit {
    pub fn new(num_entries: u32, max_retire_per_cycle: u32) -> RetireControlUnit {
        let num_entries = num_entries.max(1);
        RetireControlUnit {
            ring: vec![Token::default(); (num_entries as usize).next_power_of_two()],
            len: 0,
            num_entries,
            available: num_entries,
            max_retire_per_cycle,
            first_token: 0,
        }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.ring.len() - 1
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
        if self.len == self.ring.len() {
            self.grow();
        }
        let token = self.first_token + self.len as u64;
        let m = self.mask();
        self.ring[token as usize & m] = Token {
            iid,
            slots,
            executed: false,
        };
        self.len += 1;
        token
    }

    /// Doubles the ring, keeping each live token at `token & new_mask`.
    #[cold]
    fn grow(&mut self) {
        let cap = self.ring.len();
        let first = self.first_token as usize;
        self.ring.rotate_left(first & (cap - 1));
        self.ring.resize(cap * 2, Token::default());
        self.ring.rotate_right(first & (cap * 2 - 1));
    }

    pub fn on_executed(&mut self, token: u64) {
        if token.wrapping_sub(self.first_token) < self.len as u64 {
            let m = self.mask();
            self.ring[token as usize & m].executed = true;
        }
    }

    /// Whether the oldest instruction has executed (it can retire).
    #[inline]
    pub fn has_retirable(&self) -> bool {
        self.len != 0 && self.ring[self.first_token as usize & self.mask()].executed
    }

    /// Retires the oldest instruction if it has executed; returns it.
    #[inline]
    pub fn pop_retirable(&mut self) -> Option<u32> {
        if !self.has_retirable() {
            return None;
        }
        let t = self.ring[self.first_token as usize & self.mask()];
        self.available += t.slots;
        self.first_token += 1;
        self.len -= 1;
        Some(t.iid)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn used_entries(&self) -> u32 {
        self.num_entries - self.available
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tokens keep their place when the ring grows (more tokens than entries).
    #[test]
    fn ring_grows_in_place() {
        let mut rcu = RetireControlUnit::new(2, 0);
        for iid in 0..3 {
            assert_eq!(rcu.dispatch(iid, 1), iid as u64);
        }
        rcu.on_executed(0);
        assert_eq!(rcu.pop_retirable(), Some(0));
        for iid in 3..9 {
            assert_eq!(rcu.dispatch(iid, 1), iid as u64);
        }
        for t in 1..9 {
            assert_eq!(rcu.pop_retirable(), None);
            rcu.on_executed(t);
            assert_eq!(rcu.pop_retirable(), Some(t as u32));
        }
        assert!(rcu.is_empty());
    }
}
