//! Which tree is anchored at each place (code index, instruction): the
//! map the runtime asks at every crossing between trees, with a small
//! direct-mapped cache in front of it.
//!
//! A crossing asks twice (is the exit at a header that has a tree now;
//! which tree runs where the next frame resumes), and a program that
//! crosses millions of times asks about the same few places: hashing each
//! time cost about a fifth of a crossing. The cache remembers answers,
//! "no tree" included, and is emptied whenever the map changes, so it
//! never answers differently from the map. This module owns only the
//! places; what a tree is belongs to the runtime.

use core::cell::Cell;

use hashbrown::HashMap;

use super::TraceId;

/// Cache entries (a power of two).
const CACHE: usize = 64;
/// A key no place has (code indices and instructions are below 2^32 - 1).
const EMPTY: u64 = u64::MAX;
/// The cached answer "no tree here".
const NONE: u32 = u32::MAX;

pub(crate) struct Anchors {
    map: HashMap<(u32, u32), TraceId>,
    cache: [Cell<(u64, u32)>; CACHE],
}

impl Default for Anchors {
    fn default() -> Self {
        Anchors {
            map: HashMap::new(),
            cache: core::array::from_fn(|_| Cell::new((EMPTY, NONE))),
        }
    }
}

impl Anchors {
    fn slot(key: u64) -> usize {
        // Fibonacci hashing: the top bits of the product spread nearby
        // instructions of one code over the entries.
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - CACHE.trailing_zeros())) as usize
    }

    /// The tree anchored at `(code, ip)`, if any.
    #[inline]
    pub fn get(&self, code: u32, ip: u32) -> Option<TraceId> {
        let key = ((code as u64) << 32) | ip as u64;
        let entry = &self.cache[Self::slot(key)];
        let (k, id) = entry.get();
        if k == key {
            return (id != NONE).then_some(TraceId(id));
        }
        let found = self.map.get(&(code, ip)).copied();
        entry.set((key, found.map_or(NONE, |t| t.0)));
        found
    }

    pub fn insert(&mut self, code: u32, ip: u32, id: TraceId) {
        self.forget();
        self.map.insert((code, ip), id);
    }

    pub fn remove(&mut self, code: u32, ip: u32) {
        self.forget();
        self.map.remove(&(code, ip));
    }

    pub fn clear(&mut self) {
        self.forget();
        self.map.clear();
    }

    /// Every place and its tree, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&(u32, u32), &TraceId)> {
        self.map.iter()
    }

    fn forget(&mut self) {
        for e in &self.cache {
            e.set((EMPTY, NONE));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_follow_every_change_of_the_map() {
        let mut a = Anchors::default();
        assert_eq!(a.get(1, 7), None);
        // The cached "no tree" gives way to the tree inserted after it.
        a.insert(1, 7, TraceId(3));
        assert_eq!(a.get(1, 7), Some(TraceId(3)));
        assert_eq!(a.get(1, 7), Some(TraceId(3)), "from the cache");
        a.insert(1, 7, TraceId(4));
        assert_eq!(a.get(1, 7), Some(TraceId(4)));
        a.remove(1, 7);
        assert_eq!(a.get(1, 7), None);
        // Many places share the cache's entries without mixing answers.
        for code in 0..40 {
            for ip in 0..40 {
                a.insert(code, ip, TraceId(code * 100 + ip));
            }
        }
        for _ in 0..2 {
            for code in 0..40 {
                for ip in 0..40 {
                    assert_eq!(a.get(code, ip), Some(TraceId(code * 100 + ip)));
                }
            }
        }
        a.clear();
        assert_eq!(a.get(39, 39), None);
        assert_eq!(a.iter().count(), 0);
    }
}
