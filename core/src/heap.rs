//! The object heap: an arena of strings, lists, tuples and ranges, reclaimed
//! by mark-and-sweep.
//!
//! Objects are named by [`ObjRef`] indices, never by pointers, so values can
//! be copied freely. Collection never happens inside an allocation: the VM
//! asks [`Heap::wants_collection`] at safe points (loop back-edges and calls,
//! where every live value sits in a frame slot, a global or a constant) and
//! then calls [`Heap::collect`] with those roots. This module knows nothing of
//! frames or the interpreter.

use alloc::boxed::Box;
use alloc::vec::Vec;

use crate::value::Value;

/// Index of an object in the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct ObjRef(pub u32);

/// An immutable `range(start, stop, step)`; `step` is never zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeObj {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
}

impl RangeObj {
    /// Number of elements, saturating on absurd spans.
    pub fn len(&self) -> i64 {
        let (lo, hi, step) = if self.step > 0 {
            (self.start as i128, self.stop as i128, self.step as i128)
        } else {
            (self.stop as i128, self.start as i128, -(self.step as i128))
        };
        if hi <= lo {
            0
        } else {
            ((hi - lo + step - 1) / step).min(i64::MAX as i128) as i64
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` (0 <= i < len).
    pub fn get(&self, i: i64) -> i64 {
        self.start.wrapping_add(i.wrapping_mul(self.step))
    }
}

#[derive(Clone, Debug)]
pub enum Object {
    Str(Box<str>),
    List(Vec<Value>),
    Tuple(Box<[Value]>),
    Range(RangeObj),
}

/// Counters the VM exposes so tests can check that memory stays bounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeapStats {
    pub live_objects: usize,
    pub peak_live_objects: usize,
    pub allocations: u64,
    pub collections: u64,
}

pub struct Heap {
    slots: Vec<Option<Object>>,
    marks: Vec<bool>,
    free: Vec<u32>,
    since_collect: usize,
    threshold: usize,
    stats: HeapStats,
}

/// The heap is full: `u32` indices are exhausted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapFull;

const MIN_THRESHOLD: usize = 4096;

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

impl Heap {
    pub fn new() -> Self {
        Heap {
            slots: Vec::new(),
            marks: Vec::new(),
            free: Vec::new(),
            since_collect: 0,
            threshold: MIN_THRESHOLD,
            stats: HeapStats::default(),
        }
    }

    pub fn stats(&self) -> HeapStats {
        self.stats
    }

    pub fn alloc(&mut self, obj: Object) -> Result<ObjRef, HeapFull> {
        self.since_collect += 1;
        self.stats.allocations += 1;
        self.stats.live_objects += 1;
        if self.stats.live_objects > self.stats.peak_live_objects {
            self.stats.peak_live_objects = self.stats.live_objects;
        }
        if let Some(i) = self.free.pop() {
            self.slots[i as usize] = Some(obj);
            return Ok(ObjRef(i));
        }
        let i = u32::try_from(self.slots.len()).map_err(|_| HeapFull)?;
        self.slots.push(Some(obj));
        self.marks.push(false);
        Ok(ObjRef(i))
    }

    #[inline]
    pub fn get(&self, r: ObjRef) -> Option<&Object> {
        self.slots.get(r.0 as usize).and_then(|s| s.as_ref())
    }

    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> Option<&mut Object> {
        self.slots.get_mut(r.0 as usize).and_then(|s| s.as_mut())
    }

    #[inline]
    pub fn str(&self, r: ObjRef) -> &str {
        match self.get(r) {
            Some(Object::Str(s)) => s,
            _ => "",
        }
    }

    #[inline]
    pub fn list(&self, r: ObjRef) -> &[Value] {
        match self.get(r) {
            Some(Object::List(v)) => v,
            _ => &[],
        }
    }

    #[inline]
    pub fn list_mut(&mut self, r: ObjRef) -> Option<&mut Vec<Value>> {
        match self.get_mut(r) {
            Some(Object::List(v)) => Some(v),
            _ => None,
        }
    }

    #[inline]
    pub fn tuple(&self, r: ObjRef) -> &[Value] {
        match self.get(r) {
            Some(Object::Tuple(v)) => v,
            _ => &[],
        }
    }

    pub fn range(&self, r: ObjRef) -> RangeObj {
        match self.get(r) {
            Some(Object::Range(o)) => *o,
            _ => RangeObj {
                start: 0,
                stop: 0,
                step: 1,
            },
        }
    }

    /// Elements of a list or tuple value; empty for anything else.
    pub fn seq(&self, v: Value) -> &[Value] {
        match v {
            Value::List(r) => self.list(r),
            Value::Tuple(r) => self.tuple(r),
            _ => &[],
        }
    }

    /// True once enough has been allocated since the last collection that a
    /// collection at the next safe point is worth its cost.
    #[inline]
    pub fn wants_collection(&self) -> bool {
        self.since_collect >= self.threshold
    }

    /// Marks everything reachable from `roots`, frees the rest.
    pub fn collect<'a>(&mut self, roots: impl Iterator<Item = &'a Value>) {
        let mut work: Vec<u32> = Vec::new();
        for v in roots {
            if let Some(r) = v.obj() {
                work.push(r.0);
            }
        }
        while let Some(i) = work.pop() {
            let i = i as usize;
            if i >= self.marks.len() || self.marks[i] {
                continue;
            }
            self.marks[i] = true;
            let children: &[Value] = match &self.slots[i] {
                Some(Object::List(v)) => v,
                Some(Object::Tuple(v)) => v,
                _ => &[],
            };
            work.extend(children.iter().filter_map(|c| c.obj()).map(|r| r.0));
        }
        let mut live = 0;
        for (i, (slot, mark)) in self.slots.iter_mut().zip(self.marks.iter_mut()).enumerate() {
            if *mark {
                *mark = false;
                live += 1;
            } else if slot.is_some() {
                *slot = None;
                self.free.push(i as u32);
            }
        }
        self.stats.live_objects = live;
        self.stats.collections += 1;
        self.since_collect = 0;
        self.threshold = (live * 2).max(MIN_THRESHOLD);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn unreachable_objects_are_freed_and_reused() {
        let mut h = Heap::new();
        let a = h.alloc(Object::Str("a".into())).unwrap();
        let b = h.alloc(Object::List(vec![Value::Str(a)])).unwrap();
        let _c = h.alloc(Object::Str("c".into())).unwrap();
        h.collect([Value::List(b)].iter());
        assert_eq!(h.stats().live_objects, 2);
        assert_eq!(h.str(a), "a");
        let d = h.alloc(Object::Str("d".into())).unwrap();
        assert_eq!(d.0, 2, "freed slot is reused");
    }

    #[test]
    fn cycles_are_collected() {
        let mut h = Heap::new();
        let l = h.alloc(Object::List(vec![])).unwrap();
        h.list_mut(l).unwrap().push(Value::List(l));
        h.collect([].iter());
        assert_eq!(h.stats().live_objects, 0);
    }

    #[test]
    fn range_len() {
        let r = |start, stop, step| RangeObj { start, stop, step }.len();
        assert_eq!(r(0, 10, 1), 10);
        assert_eq!(r(0, 10, 3), 4);
        assert_eq!(r(10, 0, -3), 4);
        assert_eq!(r(5, 5, 1), 0);
        assert_eq!(r(i64::MIN, i64::MAX, 1), i64::MAX);
    }
}
