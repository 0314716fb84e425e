//! A cache of class attribute lookups (an MRO walk), keyed by class and
//! name, in the spirit of CPython's type attribute cache.
//!
//! Entries are valid for one class epoch
//! ([`crate::heap::Heap::class_epoch`]), which moves whenever any class is
//! made or changed: a hit reads no class object, and a freed class's heap
//! index reused by a new class finds no stale entry. The cache owns only
//! its entries; it never walks an MRO itself (`objects::class::lookup`
//! does, then records here).

use alloc::vec::Vec;
use core::cell::Cell;

use super::intern::NameId;
use crate::heap::ObjRef;
use crate::value::Value;

const ENTRIES: usize = 1024;

#[derive(Clone, Copy)]
struct Entry {
    class: u32,
    epoch: u32,
    name: NameId,
    /// `None`: the class and its bases have no attribute of that name.
    value: Option<Value>,
}

const EMPTY: Entry = Entry {
    class: u32::MAX,
    epoch: 0,
    name: 0,
    value: None,
};

/// Direct-mapped; a lookup reads through a shared heap, hence the cells.
pub struct LookupCache {
    entries: Vec<Cell<Entry>>,
}

impl Default for LookupCache {
    fn default() -> Self {
        Self::new()
    }
}

impl LookupCache {
    /// An empty cache; without memory for it, a cache that never hits.
    pub fn new() -> Self {
        let mut entries = Vec::new();
        if entries.try_reserve_exact(ENTRIES).is_ok() {
            entries.resize(ENTRIES, Cell::new(EMPTY));
        }
        LookupCache { entries }
    }

    fn slot(&self, class: ObjRef, name: NameId) -> Option<&Cell<Entry>> {
        let h = class.0.wrapping_mul(0x9E37_79B1) ^ name.wrapping_mul(0x85EB_CA6B);
        self.entries.get((h >> 16) as usize % ENTRIES.max(1))
    }

    /// The cached result of looking `name` up on `class` in `epoch`.
    #[inline]
    pub fn get(&self, class: ObjRef, epoch: u32, name: NameId) -> Option<Option<Value>> {
        let e = self.slot(class, name)?.get();
        (e.class == class.0 && e.epoch == epoch && e.name == name).then_some(e.value)
    }

    pub fn put(&self, class: ObjRef, epoch: u32, name: NameId, value: Option<Value>) {
        if let Some(c) = self.slot(class, name) {
            c.set(Entry {
                class: class.0,
                epoch,
                name,
                value,
            });
        }
    }

    /// Forgets everything (the version counter wrapped).
    pub fn clear(&self) {
        for e in &self.entries {
            e.set(EMPTY);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_needs_the_same_class_epoch_and_name() {
        let c = LookupCache::new();
        c.put(ObjRef(3), 7, 11, Some(Value::Int(1)));
        assert_eq!(c.get(ObjRef(3), 7, 11), Some(Some(Value::Int(1))));
        assert_eq!(c.get(ObjRef(3), 8, 11), None);
        assert_eq!(c.get(ObjRef(4), 7, 11), None);
        assert_eq!(c.get(ObjRef(3), 7, 12), None);
        c.put(ObjRef(3), 8, 11, None);
        assert_eq!(c.get(ObjRef(3), 8, 11), Some(None));
        c.clear();
        assert_eq!(c.get(ObjRef(3), 8, 11), None);
    }
}
