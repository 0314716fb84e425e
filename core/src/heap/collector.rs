//! The collector: which objects of the heap are freed, and when the next
//! collection comes.
//!
//! Generational without moving anything (objects are named by index, and
//! machine code holds their addresses): an object that survives a
//! collection is *old* and keeps its mark bit set until the next full
//! collection. A young collection marks from the roots and from the old
//! objects changed since the last collection, never entering an old object
//! otherwise, and sweeps only the objects made since: its cost is what the
//! program made and changed, not what it keeps. Most objects die young (a
//! parsed line's fields, a loop's temporaries), so most collections are
//! young ones; a full one (clear the marks, mark everything reachable,
//! sweep every entry) comes when the old objects grew by as much as the
//! full pacing allows, when memory ran out, or when asked.
//!
//! What it relies on, kept by the heap's accessors: an old object that may
//! hold a young one has its change flag set ([`Heap::get_mut`], and machine
//! code writing in place through [`Heap::dirty_addr_ptr`]). This module
//! owns marking, sweeping and pacing; it knows no frame and no object's
//! meaning beyond its children.

use alloc::vec::Vec;

use super::{
    DOUBLING_BYTES, Heap, LIVE_PER_NURSERY, MIN_BYTE_THRESHOLD, MIN_THRESHOLD, NURSERY_OBJECTS,
    Object, SCAN_BYTES_PER_ALLOCATION, headroom,
};
use crate::value::Value;

/// Change flags looked at together: a group with none set is skipped in one
/// vectorized test.
const FLAG_GROUP: usize = 64;

impl Heap {
    /// Frees what the roots (and the values builtins rooted) do not reach:
    /// among the young objects, or everywhere (see the module comment).
    pub fn collect<'a>(&mut self, roots: impl Iterator<Item = &'a Value>) {
        let full = self.pressure > 0
            || self.young_lost
            || self.full_wanted
            || self.promoted.saturating_add(self.since_collect) >= self.threshold
            || self.promoted_bytes.saturating_add(self.bytes_since) >= self.byte_threshold;
        // As many blocks as objects were made since the last collection:
        // enough for the next round's making, if it is like this one. A
        // full collection frees what young ones promoted since the last
        // full one too, and the blocks it keeps serve the making until the
        // next full one: keeping only a nursery's worth sent the rest back
        // to the system allocator to be asked for again (a tenth of the
        // time of a program building and dropping trees of objects).
        let made = if full {
            self.promoted.saturating_add(self.since_collect)
        } else {
            self.since_collect
        };
        self.blocks.pace(made);
        if full {
            self.collect_full(roots);
        } else {
            self.collect_young(roots);
        }
        self.young.clear();
        self.young_lost = false;
        self.full_wanted = false;
        self.since_collect = 0;
        self.bytes_since = 0;
        self.grown_since = 0;
        self.stats.collections += 1;
        // A young collection scans every change flag: with many objects
        // live, a bigger nursery keeps that scan small beside the sweep.
        // (It also scans every child of the changed old objects, all of a
        // big list appended to; a nursery as big as those scans was slower
        // still, its entries no longer in the cache when made again.)
        self.nursery = self.fixed_nursery.unwrap_or(
            self.threshold
                .min((self.stats.live_objects / LIVE_PER_NURSERY).max(NURSERY_OBJECTS)),
        );
        headroom::collected();
    }

    fn collect_full<'a>(&mut self, roots: impl Iterator<Item = &'a Value>) {
        let held_before = self.stats.live_bytes.saturating_add(self.bytes_since);
        self.marks.fill(false);
        self.dirty.fill(0);
        self.mark(roots, false);
        let mut live = 0;
        let mut live_bytes = 0usize;
        for (i, (slot, mark)) in self.slots.iter_mut().zip(self.marks.iter()).enumerate() {
            if *mark {
                live += 1;
                live_bytes += slot.0.as_ref().map_or(0, |o| o.size_estimate());
            } else if let Some(dead) = slot.0.take() {
                give_blocks(&mut self.blocks, dead);
                self.free.push(i as u32);
            }
        }
        self.stats.live_objects = live;
        self.stats.live_bytes = live_bytes;
        self.promoted = 0;
        self.promoted_bytes = 0;
        // A collection costs about the live bytes it scans: with few
        // objects holding a lot (a big table of lists), counting objects
        // alone would rescan it every few thousand small allocations.
        self.threshold = (live * 2)
            .max(MIN_THRESHOLD)
            .max(live_bytes / SCAN_BYTES_PER_ALLOCATION);
        // As many bytes as are live (the heap may double, as Lua's default
        // pause lets it) while that is at most `DOUBLING_BYTES`; past it,
        // half the live bytes, so that a big heap does not double: a
        // program that drops a big object and makes another holds two at
        // most, not three. A collection costs about the live objects it
        // marks, so a small heap's full pause halves the collecting of a
        // program that keeps a few hundred thousand small objects.
        self.byte_threshold = live_bytes
            .min((live_bytes / 2).max(DOUBLING_BYTES))
            .max(MIN_BYTE_THRESHOLD);
        // Relief is a quarter of what was held freed (the list an `except
        // MemoryError` clause dropped); without it, keep collecting at every
        // safe point for a while.
        let freed = held_before.saturating_sub(live_bytes);
        self.pressure = if freed >= held_before / 4 {
            0
        } else {
            self.pressure.saturating_sub(1)
        };
    }

    fn collect_young<'a>(&mut self, roots: impl Iterator<Item = &'a Value>) {
        self.mark(roots, true);
        let mut survivors = 0;
        let mut survivor_bytes = 0usize;
        let mut freed = 0;
        for &i in &self.young {
            let i = i as usize;
            if self.marks[i] {
                survivors += 1;
                survivor_bytes += self.slots[i].0.as_ref().map_or(0, |o| o.size_estimate());
            } else if let Some(dead) = self.slots[i].0.take() {
                give_blocks(&mut self.blocks, dead);
                self.free.push(i as u32);
                freed += 1;
            }
        }
        // Old objects that died stay counted until the next full
        // collection: the figures are upper bounds between full ones.
        let grown = survivor_bytes.saturating_add(self.grown_since);
        self.stats.live_objects = self.stats.live_objects.saturating_sub(freed);
        self.stats.live_bytes = self.stats.live_bytes.saturating_add(grown);
        self.promoted += survivors;
        self.promoted_bytes = self.promoted_bytes.saturating_add(grown);
        self.stats.young_collections += 1;
    }

    /// Marks what the roots reach; `young_only`: starting also from the
    /// changed old objects and entering no other old one.
    fn mark<'a>(&mut self, roots: impl Iterator<Item = &'a Value>, young_only: bool) {
        // The mark stack keeps its room from one collection to the next:
        // growing it anew each time made the allocator coalesce every small
        // block just freed, at every collection.
        let mut work = core::mem::take(&mut self.mark_stack);
        work.clear();
        // Roots are marked at once and their children pushed: a push that
        // finds no memory is dropped and the marked objects are rescanned
        // for unmarked children afterwards, so marking never allocates
        // infallibly (the heap may be collecting because memory ran out).
        let mut marking = Marking {
            marks: &mut self.marks,
            slots: &self.slots,
            work: &mut work,
            overflowed: false,
        };
        if young_only {
            // Flags are cleared as they are read (a full collection clears
            // them all).
            for (g, group) in self.dirty.chunks_mut(FLAG_GROUP).enumerate() {
                if group.iter().fold(0, |a, &d| a | d) == 0 {
                    continue;
                }
                for (k, d) in group.iter_mut().enumerate() {
                    let i = g * FLAG_GROUP + k;
                    if *d != 0 && marking.marks[i] {
                        marking.push_new_children(i);
                    }
                    *d = 0;
                }
            }
        }
        for v in roots {
            marking.mark_root(v.obj());
        }
        for v in &self.roots {
            marking.mark_root(v.obj());
        }
        for &r in self.char_strs.iter().filter(|&&r| r != super::NO_CHAR) {
            marking.mark_root(Some(super::ObjRef(r)));
        }
        for (v, _) in &self.hash_oracle {
            marking.mark_root(v.obj());
        }
        for (a, b, _) in &self.eq_oracle {
            marking.mark_root(a.obj());
            marking.mark_root(b.obj());
        }
        marking.drain();
        self.mark_stack = work;
    }
}

/// Programs that make many objects make them alike: the blocks of
/// instances and tuples go to the pool.
fn give_blocks(blocks: &mut super::block_pool::BlockPool, dead: Object) {
    match dead {
        Object::Instance(inst) => blocks.give(inst.slots.into_block()),
        Object::Tuple(items) => {
            if let Some(b) = items.into_block() {
                blocks.give(b)
            }
        }
        _ => {}
    }
}

/// The mark phase's state: mark bits, the objects, and a stack of objects
/// to visit whose growth is fallible (see [`Heap::collect`]).
struct Marking<'a> {
    marks: &'a mut Vec<bool>,
    slots: &'a [super::Entry],
    work: &'a mut Vec<u32>,
    overflowed: bool,
}

impl Marking<'_> {
    /// Queues `r` unless it is marked; with no room, marks it without
    /// visiting its children (a rescan will), so every push makes progress.
    fn push(&mut self, r: u32) {
        if self.marks.get(r as usize).is_none_or(|&m| m) {
            return;
        }
        if self.work.len() == self.work.capacity() && self.work.try_reserve(1).is_err() {
            if let Some(m) = self.marks.get_mut(r as usize)
                && !*m
            {
                *m = true;
                self.overflowed = true;
            }
        } else {
            self.work.push(r);
        }
    }

    /// Marks `r` (if not yet) and queues its children. A marked object is
    /// never entered: in a young collection that is every old one.
    /// A root may name a freed entry: machine code leaves a dead local's
    /// slot as it was (an argument kept in a register, a local no exit
    /// reads), and a safe point roots every slot below `sp`. Marking that
    /// entry would leave the mark on when it is made again, and the young
    /// collection after would take the new object for an old one and never
    /// enter it, freeing what it holds.
    fn visit(&mut self, i: usize) {
        if i >= self.marks.len() || self.marks[i] || self.slots[i].0.is_none() {
            return;
        }
        self.marks[i] = true;
        self.push_children(i);
    }

    fn push_children(&mut self, i: usize) {
        if let Some(o) = &self.slots[i].0 {
            o.for_each_child(|c| {
                if let Some(r) = c.obj() {
                    self.push(r.0);
                }
            });
        }
    }

    /// Queues the children changed old object `i` may have gained since
    /// the last collection: a dict's entries written since, anything
    /// else's every child.
    fn push_new_children(&mut self, i: usize) {
        match &self.slots[i].0 {
            Some(Object::Dict(d)) => d.for_each_new_value(|c| {
                if let Some(r) = c.obj() {
                    self.push(r.0);
                }
            }),
            _ => self.push_children(i),
        }
    }

    fn mark_root(&mut self, r: Option<crate::heap::ObjRef>) {
        if let Some(r) = r {
            self.visit(r.0 as usize);
        }
    }

    /// Visits everything queued; after a dropped push, rescans the marked
    /// objects for children not yet marked until none was dropped (in a
    /// young collection that rescans old objects too: slow, but only when
    /// memory ran out, and never wrong).
    fn drain(&mut self) {
        loop {
            while let Some(i) = self.work.pop() {
                self.visit(i as usize);
            }
            if !core::mem::take(&mut self.overflowed) {
                return;
            }
            for i in 0..self.slots.len().min(self.marks.len()) {
                if self.marks[i] {
                    self.push_children(i);
                    // Visit as we go: the stack's room is what there is.
                    while let Some(j) = self.work.pop() {
                        self.visit(j as usize);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::ObjRef;
    use super::*;
    use crate::objects::list_items::ListItems;
    use crate::objects::str::StrObj;
    use alloc::string::String;
    use alloc::vec;

    fn s(h: &mut Heap, t: &str) -> ObjRef {
        h.alloc(Object::Str(StrObj::new(String::from(t)))).unwrap()
    }

    /// A heap whose collections are young ones until 4096 objects survive.
    fn young_heap() -> Heap {
        let mut h = Heap::new();
        h.set_nursery(Some(1));
        h
    }

    #[test]
    fn a_young_collection_frees_young_garbage_and_keeps_survivors_old() {
        let mut h = young_heap();
        let kept = s(&mut h, "kept");
        let lost = s(&mut h, "lost");
        h.collect([Value::Str(kept)].iter());
        assert_eq!(h.stats().young_collections, 1);
        assert!(h.get(lost).is_none());
        assert_eq!(h.str(kept), "kept");
        // Old now: a young collection with no roots leaves it alone...
        h.collect([].iter());
        assert_eq!(h.stats().young_collections, 2);
        assert_eq!(h.str(kept), "kept");
        // ...and a full one frees it.
        h.want_full_collection();
        h.collect([].iter());
        assert_eq!(h.stats().young_collections, 2);
        assert!(h.get(kept).is_none());
        assert_eq!(h.stats().live_objects, 0);
    }

    #[test]
    fn an_old_object_changed_keeps_the_young_object_it_was_given() {
        let mut h = young_heap();
        let l = h.alloc(Object::List(ListItems::new(vec![]))).unwrap();
        let root = [Value::List(l)];
        h.collect(root.iter());
        let young = s(&mut h, "young");
        h.list_mut(l).unwrap().push(Value::Str(young));
        // Machine code writing in place sets the same flag, found here.
        assert_eq!(h.dirty_addr, h.dirty.as_ptr() as usize);
        assert_eq!(h.dirty[l.0 as usize], 1);
        h.collect(root.iter());
        assert_eq!(h.stats().young_collections, 2);
        assert_eq!(h.str(young), "young");
        // Unchanged since, the list is not entered again, and what it
        // holds (old now) stays.
        h.collect(root.iter());
        assert_eq!(h.str(young), "young");
    }

    #[test]
    fn an_old_dict_keeps_young_values_written_anywhere_in_it() {
        // A young collection scans an old dict only from its first entry
        // written since: a value replaced low in it, one added at its end
        // and entries moved down by a compaction must all be found.
        let mut h = young_heap();
        let d = match crate::objects::dict::new_dict(&mut h).unwrap() {
            Value::Dict(d) => d,
            _ => unreachable!(),
        };
        for k in 0..100 {
            crate::objects::dict::set(&mut h, d, Value::Int(k), Value::None).unwrap();
        }
        let root = [Value::Dict(d)];
        h.collect(root.iter());
        // Changed while old: the next young collection scans it and moves
        // its mark past the last entry.
        crate::objects::dict::set(&mut h, d, Value::Int(99), Value::None).unwrap();
        h.collect(root.iter());
        let low = s(&mut h, "low");
        crate::objects::dict::set(&mut h, d, Value::Int(3), Value::Str(low)).unwrap();
        let end = s(&mut h, "end");
        crate::objects::dict::set(&mut h, d, Value::Int(500), Value::Str(end)).unwrap();
        h.collect(root.iter());
        assert_eq!(h.stats().young_collections, 3, "{:?}", h.stats());
        assert_eq!((h.str(low), h.str(end)), ("low", "end"));
        // Deleting most entries, then inserting until the index table
        // grows, compacts the entries: the young value stored first moves
        // far below where it was written.
        for k in 0..99 {
            crate::objects::dict::remove(&mut h, d, Value::Int(k)).unwrap();
        }
        h.collect(root.iter());
        let moved = s(&mut h, "moved");
        for k in 1000..1300 {
            let v = if k == 1000 {
                Value::Str(moved)
            } else {
                Value::None
            };
            crate::objects::dict::set(&mut h, d, Value::Int(k), v).unwrap();
        }
        h.collect(root.iter());
        assert!(h.stats().young_collections >= 5, "{:?}", h.stats());
        assert_eq!(h.str(moved), "moved");
        let found = crate::objects::dict::get(&h, d, Value::Int(1000)).unwrap();
        assert_eq!(found, Some(Value::Str(moved)));
    }

    #[test]
    fn a_root_naming_a_freed_entry_leaves_the_next_object_there_young() {
        let mut h = young_heap();
        let (a, b) = (s(&mut h, "a"), s(&mut h, "b"));
        h.collect([].iter());
        assert!(h.get(a).is_none() && h.get(b).is_none());
        // A stale slot still names `a` at the next safe point.
        h.collect([Value::Str(a)].iter());
        // The entries are made again: a young string, then (where `a` was)
        // a list made holding it, which no write flags.
        let inner = s(&mut h, "inner");
        let l = h
            .alloc(Object::List(ListItems::new(vec![Value::Str(inner)])))
            .unwrap();
        assert_eq!((inner, l), (b, a), "the freed entries are reused");
        h.collect([Value::List(l)].iter());
        assert_eq!(h.stats().young_collections, 3);
        assert_eq!(h.get(inner).map(|_| h.str(inner)), Some("inner"));
    }

    #[test]
    fn old_garbage_waits_for_a_full_collection_that_growth_brings() {
        let mut h = young_heap();
        h.set_nursery(Some(64));
        let mut fulls = 0;
        for round in 0..200 {
            // Each round's objects survive one collection (rooted), then
            // are dropped: old garbage that only a full collection frees.
            let batch: alloc::vec::Vec<Value> = (0..64)
                .map(|i| Value::Str(s(&mut h, &alloc::format!("{round}-{i}"))))
                .collect();
            let before = h.stats().collections - h.stats().young_collections;
            h.collect(batch.iter());
            fulls += h.stats().collections - h.stats().young_collections - before;
        }
        assert!(fulls >= 2, "{:?}", h.stats());
        assert!(h.stats().young_collections > 150, "{:?}", h.stats());
        assert!(
            h.stats().peak_live_objects < 2 * MIN_THRESHOLD + 128,
            "{:?}",
            h.stats()
        );
    }
}
