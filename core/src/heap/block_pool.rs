//! Blocks of values kept for reuse, by length: the item blocks of collected
//! tuples and the attribute vectors of collected instances.
//!
//! Programs make many objects alike, and freeing many small blocks at a
//! collection only to allocate them again one by one is what the system
//! allocator does worst (it coalesces the freed blocks, then splits them
//! again). Keeping them by exact length means a block taken never has to
//! grow. This module owns only the blocks: the collector gives back what it
//! frees, and the object constructors take.

use alloc::boxed::Box;
use alloc::vec::Vec;

use crate::value::Value;

/// Blocks of 1 to this many values are kept.
pub const POOLED_LEN: usize = 8;

/// Most blocks kept of one length, whatever the heap's size.
const MOST_PER_LEN: usize = 1 << 16;
/// Blocks always allowed per length, however small the heap.
const LEAST_PER_LEN: usize = 256;

#[derive(Default)]
pub struct BlockPool {
    by_len: [Vec<Box<[Value]>>; POOLED_LEN],
    /// Blocks kept per length: as many as objects were made between the
    /// last two collections, so the pool stays in step with the heap.
    limit: usize,
}

impl BlockPool {
    /// A block of exactly `len` values (their contents are stale), if one
    /// is kept.
    #[inline]
    pub fn take(&mut self, len: usize) -> Option<Box<[Value]>> {
        self.by_len.get_mut(len.checked_sub(1)?)?.pop()
    }

    /// Keeps `block` if its length is pooled and there is room; otherwise
    /// it is freed. Never allocates past what it can get (a failed growth
    /// frees the block).
    pub fn give(&mut self, block: Box<[Value]>) {
        let Some(pool) = block
            .len()
            .checked_sub(1)
            .and_then(|i| self.by_len.get_mut(i))
        else {
            return;
        };
        if pool.len() < self.limit.max(LEAST_PER_LEN) && pool.try_reserve(1).is_ok() {
            pool.push(block);
        }
    }

    /// Sets how many blocks of each length are kept from now on, from the
    /// number of objects made since the last collection.
    pub fn pace(&mut self, objects_made: usize) {
        self.limit = objects_made.clamp(LEAST_PER_LEN, MOST_PER_LEN);
    }

    /// Blocks kept, of every length.
    pub fn held(&self) -> usize {
        self.by_len.iter().map(Vec::len).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(n: usize) -> Box<[Value]> {
        alloc::vec![Value::None; n].into_boxed_slice()
    }

    #[test]
    fn a_block_comes_back_only_at_its_own_length() {
        let mut p = BlockPool::default();
        p.give(block(3));
        assert!(p.take(2).is_none());
        assert!(p.take(4).is_none());
        assert_eq!(p.take(3).map(|b| b.len()), Some(3));
        assert!(p.take(3).is_none());
    }

    #[test]
    fn empty_and_long_blocks_are_not_kept() {
        let mut p = BlockPool::default();
        p.give(block(0));
        p.give(block(POOLED_LEN + 1));
        assert_eq!(p.held(), 0);
        assert!(p.take(0).is_none());
    }

    #[test]
    fn each_length_keeps_at_most_its_limit() {
        let mut p = BlockPool::default();
        p.pace(0);
        for _ in 0..LEAST_PER_LEN + 10 {
            p.give(block(1));
            p.give(block(2));
        }
        assert_eq!(p.held(), 2 * LEAST_PER_LEN);
        p.pace(2 * LEAST_PER_LEN);
        for _ in 0..LEAST_PER_LEN * 3 {
            p.give(block(1));
        }
        assert_eq!(p.held(), 2 * LEAST_PER_LEN + LEAST_PER_LEN);
    }
}
