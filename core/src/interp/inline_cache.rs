//! Per-instruction caches for `LOAD_ATTR` and `CALL_METHOD` on instances,
//! the interpreter's analogue of CPython's inline caches.
//!
//! An entry says: for an instance of this shape, while no class has
//! changed (the heap's class epoch), the attribute is slot `data`
//! (`LOAD_ATTR`, `STORE_ATTR`), or is added as a new slot moving the
//! instance to shape `data & !ADD` (`STORE_ATTR`), or the method is plain
//! code `data` (`CALL_METHOD`). A
//! shape belongs to one class and fixes the instance's own attribute names,
//! so the pair decides everything the slow path would look up. This module
//! fills entries; the dispatch loop reads them.

use core::cell::Cell;

use super::Vm;
use crate::heap::{Heap, ObjRef};
use crate::host::{FrameStack, Output};
use crate::objects::instance::{self, DICT_SHAPE};
use crate::objects::intern::Special;
use crate::objects::{class, intern::NameId};
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrCache {
    pub shape: u32,
    pub epoch: u32,
    pub data: u32,
}

impl AttrCache {
    /// Matches no instance (no instance has [`DICT_SHAPE`] cached).
    pub const EMPTY: AttrCache = AttrCache {
        shape: DICT_SHAPE,
        epoch: 0,
        data: 0,
    };
}

/// The cache entry for reading `name` of instance `r` when it is an
/// attribute of the instance itself that no class attribute (a property)
/// overrides.
pub(crate) fn own_slot_entry(heap: &Heap, r: ObjRef, name: NameId) -> Option<AttrCache> {
    let i = heap.instance(r)?;
    if i.shape == DICT_SHAPE || class::lookup(heap, i.class(), name).is_some() {
        return None;
    }
    let at = heap.shapes.index_of(i.shape, name)?;
    Some(AttrCache {
        shape: i.shape,
        epoch: heap.class_epoch(),
        data: at as u32,
    })
}

/// In a `STORE_ATTR` entry's `data`: the store adds the attribute.
const ADD: u32 = 1 << 31;

/// The cache entry for `r.name = v` when it goes straight to a slot: no
/// class attribute of that name (a property) or `__setattr__`, and the
/// attribute exists or the shape tree already has the edge that adds it.
pub(crate) fn store_entry(heap: &Heap, r: ObjRef, name: NameId) -> Option<AttrCache> {
    let i = heap.instance(r)?;
    if i.shape == DICT_SHAPE
        || class::lookup(heap, i.class(), name).is_some()
        || class::lookup(heap, i.class(), Special::setattr.id()).is_some()
    {
        return None;
    }
    let data = match heap.shapes.index_of(i.shape, name) {
        Some(at) => at as u32,
        None => {
            let next = heap.shapes.transition(i.shape, name)?;
            if next & ADD != 0 || heap.shapes.names(next).len() != i.slots.len() + 1 {
                return None;
            }
            next | ADD
        }
    };
    Some(AttrCache {
        shape: i.shape,
        epoch: heap.class_epoch(),
        data,
    })
}

/// Stores `v` as entry `e` says, if instance `r` has its shape; false when
/// the slow path must do it (nothing changed then).
#[inline]
pub(crate) fn cached_store(heap: &mut Heap, e: AttrCache, r: ObjRef, v: Value) -> bool {
    if !shape_matches(heap, e, r) {
        return false;
    }
    let obj = Value::Instance(r);
    if e.data & ADD != 0 {
        instance::add_slot(heap, obj, (e.data & !ADD) as u64, v).is_some()
    } else {
        instance::set_slot(heap, obj, e.data as u64, v).is_some()
    }
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// The cache entry for calling method `name` of instance `r` with
    /// `argc` arguments when it is a plain function of its class.
    #[inline(never)]
    pub(crate) fn plain_method_entry(&self, r: ObjRef, arg: u32, argc: usize) -> Option<AttrCache> {
        let shape = self.heap.instance(r)?.shape;
        if shape == DICT_SHAPE {
            return None;
        }
        let code = self.plain_method(Value::Instance(r), arg, argc)?;
        Some(AttrCache {
            shape,
            epoch: self.heap.class_epoch(),
            data: code,
        })
    }
}

/// `obj.name` through `cache` when `obj` is an instance whose own
/// attribute it is; `None` sends the instruction to the slow path. Out of
/// line: the dispatch loop stays small.
#[inline(never)]
pub(crate) fn load(
    heap: &Heap,
    cache: &Cell<AttrCache>,
    name: NameId,
    obj: Value,
) -> Option<Value> {
    let Value::Instance(r) = obj else {
        return None;
    };
    if let Some(v) = cached_slot(heap, cache.get(), r) {
        return Some(v);
    }
    let e = own_slot_entry(heap, r, name)?;
    cache.set(e);
    cached_slot(heap, e, r)
}

/// `obj.name = v` through `cache` when it goes straight to a slot; false
/// sends the instruction to the slow path (nothing changed then).
#[inline(never)]
pub(crate) fn store(
    heap: &mut Heap,
    cache: &Cell<AttrCache>,
    name: NameId,
    obj: Value,
    v: Value,
) -> bool {
    let Value::Instance(r) = obj else {
        return false;
    };
    let mut e = cache.get();
    if !shape_matches(heap, e, r) {
        e = store_entry(heap, r, name).unwrap_or(AttrCache::EMPTY);
        cache.set(e);
    }
    cached_store(heap, e, r, v)
}

/// Slot `k` of instance `r` if its shape is the entry's (and no class
/// changed since).
#[inline]
pub(crate) fn cached_slot(heap: &Heap, e: AttrCache, r: ObjRef) -> Option<Value> {
    let i = heap.instance(r)?;
    if i.shape != e.shape || e.epoch != heap.class_epoch() {
        return None;
    }
    i.slots.get(e.data as usize)
}

/// Whether instance `r` has the entry's shape (and no class changed since).
#[inline]
pub(crate) fn shape_matches(heap: &Heap, e: AttrCache, r: ObjRef) -> bool {
    e.epoch == heap.class_epoch() && heap.instance(r).is_some_and(|i| i.shape == e.shape)
}
