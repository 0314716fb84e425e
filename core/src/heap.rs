//! The object heap: an arena of [`Object`]s reclaimed by mark-and-sweep.
//!
//! Objects are named by [`ObjRef`] indices, never by pointers, so values can
//! be copied freely. Collection never happens inside an allocation: the VM
//! asks [`Heap::wants_collection`] at safe points (loop back-edges and calls,
//! where every live value sits in a frame slot, a global or a constant) and
//! then calls [`Heap::collect`] with those roots. Builtins that hold values
//! in Rust locals while guest code runs (a `key=` function) root them with
//! [`Heap::push_root`]. This module knows nothing of frames, the
//! interpreter or what the objects mean (that is [`crate::objects`]).

use alloc::vec::Vec;

pub mod block_pool;
pub mod headroom;

pub use crate::objects::Object;
pub use crate::objects::range::RangeObj;
use crate::value::Value;

/// Index of an object in the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct ObjRef(pub u32);

/// Counters the VM exposes so tests can check that memory stays bounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeapStats {
    pub live_objects: usize,
    pub peak_live_objects: usize,
    pub allocations: u64,
    pub collections: u64,
    /// Bytes the live objects owned at the last collection (estimated).
    pub live_bytes: usize,
    /// Most bytes the heap can have held at once: live at a collection
    /// plus allocated since (estimated; an upper bound).
    pub peak_bytes: usize,
}

/// Allocations from this size up are worth a collection before them
/// (see [`Heap::wants_collection_before`]).
const LARGE_ALLOCATION: usize = 1 << 20;

pub struct Heap {
    slots: Vec<Option<Object>>,
    /// `slots.as_ptr()`, kept current whenever `slots` may move: machine
    /// code reads instances in place from here (`tier2::heap_layout`).
    objects_addr: usize,
    marks: Vec<bool>,
    /// Objects still to mark, during a collection.
    mark_stack: Vec<u32>,
    free: Vec<u32>,
    since_collect: usize,
    threshold: usize,
    /// Bytes allocated since the last collection, and how many trigger one.
    bytes_since: usize,
    byte_threshold: usize,
    /// Collections still to make at every safe point after a
    /// `MemoryError` (see [`Heap::note_memory_error`]).
    pressure: u8,
    /// Bytes charged since the allocator gave up its reserve, while it has
    /// not taken it back.
    tight: Option<usize>,
    stats: HeapStats,
    /// Values builtins hold across guest calls.
    roots: Vec<Value>,
    /// The one string of each character below U+0100 made so far
    /// (`objects::str::new_char`), kept alive for the heap's life: as in
    /// CPython, indexing and iterating strings share them instead of
    /// allocating a string per character.
    pub char_strs: Vec<Option<ObjRef>>,
    /// Interned attribute names (`objects::intern`).
    pub names: crate::objects::intern::Names,
    /// Instance layouts (`objects::shape`).
    pub shapes: crate::objects::shape::ShapeTable,
    /// Set when a class changed (cleared by the JIT once it has
    /// invalidated the traces that depend on class versions).
    pub class_versions_changed: bool,
    /// The next class version (`objects::lookup_cache`).
    next_class_version: u32,
    /// Class attribute lookups already made.
    pub lookup_cache: crate::objects::lookup_cache::LookupCache,
    /// Item blocks of collected tuples and attribute vectors of collected
    /// instances, for new ones.
    pub blocks: block_pool::BlockPool,
    /// Results of the program's `__hash__` and `__eq__` computed before a
    /// dict or set operation that needs them (see `dunder::with_guest_key`).
    pub hash_oracle: Vec<(Value, i64)>,
    pub eq_oracle: Vec<(Value, Value, bool)>,
    /// Levels of native recursion over nesting the program built (the repr
    /// of an exception holding an exception, `next` of a `map` over a
    /// `map`...) entered and not left: bounded, so deep nesting is a
    /// `RecursionError` instead of a native stack overflow.
    nesting: core::cell::Cell<u32>,
    /// The most digits an int may have in decimal text (CPython's
    /// `sys.set_int_max_str_digits`; 0: no limit).
    pub max_str_digits: usize,
    /// `gc.disable()` was called (the collector still runs; see
    /// `modules::gc`).
    pub gc_switched_off: bool,
}

/// Deepest native recursion over guest-built nesting (CPython's recursion
/// limit).
pub const MAX_NESTING: u32 = 1000;

/// The heap is full: `u32` indices are exhausted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapFull;

const MIN_THRESHOLD: usize = 4096;
/// Collections at every safe point after memory ran out, at most.
pub const PRESSURE_COLLECTIONS: u8 = 16;
const MIN_BYTE_THRESHOLD: usize = 8 << 20;
/// Live bytes per allocation allowed between collections, whatever the
/// object count (see `collect`).
const SCAN_BYTES_PER_ALLOCATION: usize = 128;

/// Live bytes up to which the heap may grow by as much as is live before
/// a collection (see [`Heap::collect`]).
const DOUBLING_BYTES: usize = 16 << 20;

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

/// Bytes of one object entry of the heap.
pub const ENTRY_SIZE: usize = core::mem::size_of::<Option<Object>>();

/// Where in an object entry holding an instance the [`InstanceObj`]
/// starts. Rust fixes each enum variant's field offsets per type, so one
/// probe gives the offset for every entry.
///
/// [`InstanceObj`]: crate::objects::instance::InstanceObj
pub fn instance_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::Instance(
        crate::objects::instance::InstanceObj::empty(),
    ));
    match &probe {
        Some(Object::Instance(i)) => {
            i as *const _ as usize - &probe as *const Option<Object> as usize
        }
        _ => 0,
    }
}

/// Where in an object entry holding a list the
/// [`ListItems`](crate::objects::list_items::ListItems) start (probed as
/// for instances).
pub fn list_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::List(crate::objects::list_items::ListItems::new(
        Vec::new(),
    )));
    match &probe {
        Some(Object::List(l)) => l as *const _ as usize - &probe as *const Option<Object> as usize,
        _ => 0,
    }
}

/// Where in an object entry holding a tuple the
/// [`TupleItems`](crate::objects::tuple_items::TupleItems) start (probed
/// as for instances).
pub fn tuple_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::Tuple(crate::objects::tuple_items::TupleItems::new(
        alloc::boxed::Box::new([]),
    )));
    match &probe {
        Some(Object::Tuple(t)) => t as *const _ as usize - &probe as *const Option<Object> as usize,
        _ => 0,
    }
}

/// Where in an object entry holding a bound method the
/// [`BoundMethodObj`](crate::objects::function::BoundMethodObj) starts
/// (probed as for instances).
pub fn bound_method_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::BoundMethod(
        crate::objects::function::BoundMethodObj {
            func: Value::None,
            recv: Value::None,
        },
    ));
    match &probe {
        Some(Object::BoundMethod(m)) => {
            m as *const _ as usize - &probe as *const Option<Object> as usize
        }
        _ => 0,
    }
}

/// Where in an object entry holding a closure cell its value is (probed as
/// for instances).
pub fn cell_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::Cell(Value::None));
    match &probe {
        Some(Object::Cell(v)) => v as *const _ as usize - &probe as *const Option<Object> as usize,
        _ => 0,
    }
}

/// Single roots a caller may push after [`Heap::push_roots`] without the
/// root stack reallocating.
const ROOT_SLACK: usize = 64;

impl Heap {
    pub fn new() -> Self {
        Heap {
            slots: Vec::new(),
            objects_addr: 0,
            marks: Vec::new(),
            mark_stack: Vec::new(),
            free: Vec::new(),
            since_collect: 0,
            threshold: MIN_THRESHOLD,
            bytes_since: 0,
            byte_threshold: MIN_BYTE_THRESHOLD,
            pressure: 0,
            tight: None,
            stats: HeapStats::default(),
            roots: Vec::new(),
            char_strs: Vec::new(),
            names: crate::objects::intern::Names::new(),
            shapes: crate::objects::shape::ShapeTable::new(),
            class_versions_changed: false,
            next_class_version: 1,
            lookup_cache: crate::objects::lookup_cache::LookupCache::new(),
            blocks: block_pool::BlockPool::default(),
            hash_oracle: Vec::new(),
            eq_oracle: Vec::new(),
            max_str_digits: crate::objects::int::MAX_STR_DIGITS,
            gc_switched_off: false,
            nesting: core::cell::Cell::new(0),
        }
    }

    /// A class version no class has had before (the lookup cache and the
    /// traces' class dependencies rely on it).
    pub fn fresh_class_version(&mut self) -> u32 {
        let v = self.next_class_version;
        self.next_class_version = v.wrapping_add(1).max(1);
        if self.next_class_version < v {
            self.lookup_cache.clear();
        }
        v
    }

    /// Changes whenever any class is made or changed: what the lookup
    /// cache's entries are valid for (reading it touches no class).
    #[inline]
    pub fn class_epoch(&self) -> u32 {
        self.next_class_version
    }

    pub fn stats(&self) -> HeapStats {
        self.stats
    }

    pub fn alloc(&mut self, obj: Object) -> Result<ObjRef, HeapFull> {
        if headroom::take_exhausted() {
            self.tight = Some(0);
            self.note_memory_error();
        }
        if let Some(spent) = self.tight {
            if headroom::take_rearmed() {
                self.tight = None;
            } else if spent > headroom::ALLOWANCE {
                // Still on the reserve: give the guest its `MemoryError`.
                self.note_memory_error();
                return Err(HeapFull);
            }
        }
        self.charge_growth(obj.size_estimate());
        if let Some(i) = self.free.pop() {
            self.slots[i as usize] = Some(obj);
            self.count_alloc();
            return Ok(ObjRef(i));
        }
        let i = u32::try_from(self.slots.len()).map_err(|_| HeapFull)?;
        if self.slots.try_reserve(1).is_err() || self.marks.try_reserve(1).is_err() {
            self.note_memory_error();
            return Err(HeapFull);
        }
        self.slots.push(Some(obj));
        self.objects_addr = self.slots.as_ptr() as usize;
        self.marks.push(false);
        self.count_alloc();
        Ok(ObjRef(i))
    }

    /// Memory ran out (a `MemoryError` is being raised, or the allocator
    /// gave up its reserve). With a tracing collector what the program
    /// drops in its `except` clause is freed only by a collection, so
    /// collect at every safe point until one frees a good part of the heap
    /// (or [`PRESSURE_COLLECTIONS`] did not).
    pub fn note_memory_error(&mut self) {
        self.pressure = PRESSURE_COLLECTIONS;
    }

    /// Whether memory ran out lately (see [`Heap::note_memory_error`]).
    #[inline]
    pub fn under_pressure(&self) -> bool {
        self.pressure > 0
    }

    /// Where the address of the first object entry is kept (it changes as
    /// the heap grows): object `r`'s entry starts `r` times
    /// [`ENTRY_SIZE`] bytes after it.
    pub fn objects_addr_ptr(&self) -> *const usize {
        &self.objects_addr
    }

    /// Charges `bytes` an object grew by in place (a buffer appended to),
    /// so growth paces the collector as new objects do.
    pub fn charge_growth(&mut self, bytes: usize) {
        if let Some(spent) = &mut self.tight {
            *spent = spent.saturating_add(bytes);
        }
        self.bytes_since = self.bytes_since.saturating_add(bytes);
        let held = self.stats.live_bytes.saturating_add(self.bytes_since);
        self.stats.peak_bytes = self.stats.peak_bytes.max(held);
    }

    fn count_alloc(&mut self) {
        self.since_collect += 1;
        self.stats.allocations += 1;
        self.stats.live_objects += 1;
        if self.stats.live_objects > self.stats.peak_live_objects {
            self.stats.peak_live_objects = self.stats.live_objects;
        }
    }

    #[inline]
    pub fn get(&self, r: ObjRef) -> Option<&Object> {
        self.slots.get(r.0 as usize).and_then(|s| s.as_ref())
    }

    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> Option<&mut Object> {
        self.slots.get_mut(r.0 as usize).and_then(|s| s.as_mut())
    }

    /// Enters one more level of native recursion over guest-built
    /// nesting; past [`MAX_NESTING`] levels, `RecursionError` with
    /// CPython's message `maximum recursion depth exceeded{what}`. Every
    /// `Ok` is paired with [`Heap::leave_nesting`] on all paths.
    pub fn enter_nesting(&self, what: &str) -> Result<(), crate::error::Exception> {
        let d = self.nesting.get();
        if d >= MAX_NESTING {
            return Err(crate::error::Exception::new(
                crate::error::ExcKind::RecursionError,
                alloc::format!("maximum recursion depth exceeded{what}"),
            ));
        }
        self.nesting.set(d + 1);
        Ok(())
    }

    pub fn leave_nesting(&self) {
        self.nesting.set(self.nesting.get().saturating_sub(1));
    }

    /// Keeps `v` alive across guest calls until [`Heap::pop_roots`].
    pub fn push_root(&mut self, v: Value) {
        self.roots.push(v);
    }

    /// Keeps every value of `vs` alive (fallible: `vs` may be as large as
    /// a guest's collection).
    pub fn push_roots(&mut self, vs: &[Value]) -> Result<(), crate::error::Exception> {
        // Room for a few single roots too: after a large push, one more
        // must not double the stack infallibly.
        self.roots
            .try_reserve(vs.len() + ROOT_SLACK)
            .map_err(|_| crate::error::Exception::new(crate::error::ExcKind::MemoryError, ""))?;
        self.roots.extend_from_slice(vs);
        Ok(())
    }

    pub fn pop_roots(&mut self, n: usize) {
        let keep = self.roots.len().saturating_sub(n);
        self.roots.truncate(keep);
    }

    /// True once enough has been allocated since the last collection
    /// (objects, or bytes: as many as were live then) that a collection at
    /// the next safe point is worth its cost.
    #[inline]
    pub fn wants_collection(&self) -> bool {
        self.since_collect >= self.threshold
            || self.bytes_since >= self.byte_threshold
            || self.pressure > 0
    }

    /// Whether an operation about to allocate `bytes` at once should be
    /// preceded by a collection: only large blocks, and only when the
    /// block would bring the heap past its byte threshold anyway. The old
    /// copy of a big list a loop rebuilds (`flags = [True] * n` in each
    /// call) is then freed before the new one exists, not after.
    #[inline]
    pub fn wants_collection_before(&self, bytes: usize) -> bool {
        if bytes < LARGE_ALLOCATION {
            return false;
        }
        // Half the live bytes, not the byte threshold: the pause that lets
        // a small heap double (see `collect`) must not let a loop that
        // rebuilds its one big list hold two of them.
        let half_live = (self.stats.live_bytes / 2).max(MIN_BYTE_THRESHOLD);
        self.bytes_since.saturating_add(bytes) >= self.byte_threshold.min(half_live)
    }

    /// Marks everything reachable from `roots` (and the values builtins
    /// rooted), frees the rest.
    pub fn collect<'a>(&mut self, roots: impl Iterator<Item = &'a Value>) {
        let held_before = self.stats.live_bytes.saturating_add(self.bytes_since);
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
        for v in roots {
            marking.mark_root(v.obj());
        }
        for v in &self.roots {
            marking.mark_root(v.obj());
        }
        for r in self.char_strs.iter().flatten() {
            marking.mark_root(Some(*r));
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
        // As many blocks as objects were made since the last collection:
        // enough for the next round's making, if it is like this one.
        self.blocks.pace(self.since_collect);
        let mut live = 0;
        let mut live_bytes = 0usize;
        for (i, (slot, mark)) in self.slots.iter_mut().zip(self.marks.iter_mut()).enumerate() {
            if *mark {
                *mark = false;
                live += 1;
                live_bytes += slot.as_ref().map_or(0, |o| o.size_estimate());
            } else if let Some(dead) = slot.take() {
                // Programs that make many objects make them alike: the
                // blocks of instances and tuples go to the pool.
                match dead {
                    Object::Instance(inst) => self.blocks.give(inst.slots.into_block()),
                    Object::Tuple(items) => self.blocks.give(items.into_block()),
                    _ => {}
                }
                self.free.push(i as u32);
            }
        }
        self.stats.live_objects = live;
        self.stats.live_bytes = live_bytes;
        self.stats.collections += 1;
        self.since_collect = 0;
        // A collection costs about the live bytes it scans: with few
        // objects holding a lot (a big table of lists), counting objects
        // alone would rescan it every few thousand small allocations.
        self.threshold = (live * 2)
            .max(MIN_THRESHOLD)
            .max(live_bytes / SCAN_BYTES_PER_ALLOCATION);
        self.bytes_since = 0;
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
        headroom::collected();
    }
}

/// The mark phase's state: mark bits, the objects, and a stack of objects
/// to visit whose growth is fallible (see [`Heap::collect`]).
struct Marking<'a> {
    marks: &'a mut Vec<bool>,
    slots: &'a [Option<Object>],
    work: &'a mut Vec<u32>,
    overflowed: bool,
}

impl Marking<'_> {
    /// Queues `r`; with no room, marks it without visiting its children
    /// (a rescan will), so every push makes progress.
    fn push(&mut self, r: u32) {
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

    /// Marks `r` (if not yet) and queues its children.
    fn visit(&mut self, i: usize) {
        if i >= self.marks.len() || self.marks[i] {
            return;
        }
        self.marks[i] = true;
        self.push_children(i);
    }

    fn push_children(&mut self, i: usize) {
        if let Some(o) = &self.slots[i] {
            o.for_each_child(|c| {
                if let Some(r) = c.obj() {
                    self.push(r.0);
                }
            });
        }
    }

    fn mark_root(&mut self, r: Option<ObjRef>) {
        if let Some(r) = r {
            self.visit(r.0 as usize);
        }
    }

    /// Visits everything queued; after a dropped push, rescans the marked
    /// objects for children not yet marked until none was dropped.
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
    use super::*;
    use crate::objects::str::StrObj;
    use alloc::string::String;
    use alloc::vec;

    fn s(t: &str) -> Object {
        Object::Str(StrObj::new(String::from(t)))
    }

    #[test]
    fn unreachable_objects_are_freed_and_reused() {
        let mut h = Heap::new();
        let a = h.alloc(s("a")).unwrap();
        let b = h
            .alloc(Object::List(crate::objects::list_items::ListItems::new(
                vec![Value::Str(a)],
            )))
            .unwrap();
        let _c = h.alloc(s("c")).unwrap();
        h.collect([Value::List(b)].iter());
        assert_eq!(h.stats().live_objects, 2);
        assert_eq!(h.str(a), "a");
        let d = h.alloc(s("d")).unwrap();
        assert_eq!(d.0, 2, "freed slot is reused");
    }

    #[test]
    fn cycles_are_collected_and_pushed_roots_survive() {
        let mut h = Heap::new();
        let l = h
            .alloc(Object::List(crate::objects::list_items::ListItems::new(
                vec![],
            )))
            .unwrap();
        h.list_mut(l).unwrap().push(Value::List(l));
        let kept = h.alloc(s("kept")).unwrap();
        h.push_root(Value::Str(kept));
        h.collect([].iter());
        assert_eq!(h.stats().live_objects, 1);
        h.pop_roots(1);
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
