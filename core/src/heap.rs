//! The object heap: an arena of [`Object`]s reclaimed by a generational
//! mark-and-sweep collector (`collector`).
//!
//! Objects are named by [`ObjRef`] indices, never by pointers, so values can
//! be copied freely. Collection never happens inside an allocation: the VM
//! asks [`Heap::wants_collection`] at safe points (loop back-edges and calls,
//! where every live value sits in a frame slot, a global or a constant) and
//! then calls [`Heap::collect`] with those roots. Every change to an object
//! goes through [`Heap::get_mut`], which records it for the collector (the
//! write barrier); machine code that writes an object in place records it
//! the same way (`tier2::heap_layout`). Builtins that hold values
//! in Rust locals while guest code runs (a `key=` function) root them with
//! [`Heap::push_root`]. This module knows nothing of frames, the
//! interpreter or what the objects mean (that is [`crate::objects`]).

use alloc::vec::Vec;

pub mod block_pool;
mod collector;
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
    /// Of the collections, those that looked at the young objects only.
    pub young_collections: u64,
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
    slots: Vec<Entry>,
    /// `slots.as_ptr()`, kept current whenever `slots` may move: machine
    /// code reads instances in place from here (`tier2::heap_layout`).
    objects_addr: usize,
    /// Between collections, whether each object is old: it survived one
    /// (during a collection, whether it was reached).
    marks: Vec<bool>,
    /// Whether each object was changed since the last collection (1) or
    /// not (0): bytes, so machine code can set them, and the collector
    /// skips groups with none set in one test (`collector`).
    dirty: Vec<u8>,
    /// `dirty.as_ptr()`, kept current as for `objects_addr`.
    dirty_addr: usize,
    /// Objects made since the last collection; `young_lost` when one could
    /// not be listed (no memory), so the next collection must be full.
    young: Vec<u32>,
    young_lost: bool,
    /// Since the last full collection: objects that survived a young
    /// collection, and the bytes they and the old objects grew by.
    promoted: usize,
    promoted_bytes: usize,
    /// Of `bytes_since`, what objects grew by in place.
    grown_since: usize,
    /// The next collection must be full (a large block is about to be
    /// made, or the program asked for one).
    full_wanted: bool,
    /// Objects made since the last collection that trigger a young one,
    /// and the embedder's fixed choice of it.
    nursery: usize,
    fixed_nursery: Option<usize>,
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
    /// (`objects::str::new_char`), by code, [`NO_CHAR`] where none is yet;
    /// kept alive for the heap's life: as in CPython, indexing and
    /// iterating strings share them instead of allocating a string per
    /// character. Boxed so its address, which machine code reads
    /// (`JitContext::char_strs`), stays put.
    char_strs: alloc::boxed::Box<[u32; 256]>,
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
    /// What the program set `sys.stdout` to, where `print` writes
    /// (`Value::None`: the host's standard output, as `sys.stdout` is at
    /// start). The `sys` module holds the object, which keeps it alive.
    pub stdout_target: Value,
}

/// Deepest native recursion over guest-built nesting (CPython's recursion
/// limit).
pub const MAX_NESTING: u32 = 1000;

/// An empty entry of the heap, charged for an object not built yet
/// (see [`Heap::claim`]).
#[must_use]
pub struct Claim(u32);

/// The heap is full: `u32` indices are exhausted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapFull;

const MIN_THRESHOLD: usize = 4096;
/// Collections at every safe point after memory ran out, at most.
pub const PRESSURE_COLLECTIONS: u8 = 16;
const MIN_BYTE_THRESHOLD: usize = 8 << 20;
/// Bytes made since the last collection that trigger a young one.
const NURSERY_BYTES: usize = 8 << 20;
/// Objects made since the last collection that trigger a young one, at
/// least (a 64th of the live ones when more: the collector scans every
/// change flag at each). Small enough that the entries a young collection
/// frees are still in the cache when they are made again: on a program
/// that parses lines into dicts and lists, 8192 took 0.78x the time of
/// 65536.
const NURSERY_OBJECTS: usize = 1 << 13;
/// The live objects per nursery object, past `NURSERY_OBJECTS`.
const LIVE_PER_NURSERY: usize = 64;
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

/// One object entry of the heap, on a cache line of its own: an object
/// read or made touches one line, not two.
#[repr(align(64))]
struct Entry(Option<Object>);

// Every object fits a line (the big ones are boxed): past it, entries
// would double.
#[cfg(target_pointer_width = "64")]
const _: () = assert!(core::mem::size_of::<Entry>() == 64);

/// Bytes of one object entry of the heap. An object starts at its
/// entry's start (the probes below measure offsets within `Option<Object>`).
pub const ENTRY_SIZE: usize = core::mem::size_of::<Entry>();

/// An empty place in the heap's table of one-character strings.
pub const NO_CHAR: u32 = u32::MAX;

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

/// Where in an object entry holding a string the
/// [`StrObj`](crate::objects::str::StrObj) starts (probed as for
/// instances).
pub fn str_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::Str(crate::objects::str::StrObj::copied("")));
    match &probe {
        Some(Object::Str(t)) => t as *const _ as usize - &probe as *const Option<Object> as usize,
        _ => 0,
    }
}

/// Where in an object entry holding a generator the box of its
/// [`GenObj`](crate::objects::generator::GenObj) is (probed as for
/// instances).
pub fn generator_entry_offset() -> usize {
    use crate::objects::generator::{GenObj, GenState};
    let probe: Option<Object> = Some(Object::Generator(alloc::boxed::Box::new(GenObj {
        code: 0,
        name: alloc::rc::Rc::from(""),
        qualname: alloc::rc::Rc::from(""),
        image: Default::default(),
        ip: 0,
        state: GenState::Created,
        exc_info: Value::None,
    })));
    match &probe {
        Some(Object::Generator(g)) => {
            g as *const _ as usize - &probe as *const Option<Object> as usize
        }
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

/// Where in an object entry holding a dict the
/// [`DictObj`](crate::objects::dict::DictObj) starts (probed as for
/// instances).
pub fn dict_entry_offset() -> usize {
    let probe: Option<Object> = Some(Object::Dict(Default::default()));
    match &probe {
        Some(Object::Dict(d)) => d as *const _ as usize - &probe as *const Option<Object> as usize,
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

/// Drops an object that found no place in the heap. Out of line so that
/// [`Heap::alloc`]'s caller never needs the object in memory: dropping it
/// in place would take its address on the common path too.
#[cold]
#[inline(never)]
fn discard(obj: Object) {
    drop(obj);
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
            dirty: Vec::new(),
            dirty_addr: 0,
            young: Vec::new(),
            young_lost: false,
            promoted: 0,
            promoted_bytes: 0,
            grown_since: 0,
            full_wanted: false,
            nursery: MIN_THRESHOLD,
            fixed_nursery: None,
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
            char_strs: alloc::boxed::Box::new([NO_CHAR; 256]),
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
            stdout_target: Value::None,
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

    /// Puts `obj` in a free entry of the heap.
    ///
    /// Inlined so the object is written straight into its entry: built by
    /// the caller and then copied here 16 bytes at a time, its fields,
    /// stored a word at a time just before, could not be forwarded to those
    /// loads (a store-forwarding stall that was a third of this function's
    /// time on a program making an instance per iteration). The
    /// bookkeeping stays out of line, in [`Heap::claim`]'s `claim_entry`.
    #[inline(always)]
    pub fn alloc(&mut self, obj: Object) -> Result<ObjRef, HeapFull> {
        match self.claim(obj.size_estimate()) {
            Ok(claim) => Ok(self.fill(claim, obj)),
            Err(full) => {
                discard(obj);
                Err(full)
            }
        }
    }

    /// An entry for an object that will own `bytes` (as
    /// [`Object::size_estimate`] counts them), charged and counted: the
    /// caller builds the object and puts it there with [`Heap::fill`],
    /// with no call in between. Built after the claim, the object goes
    /// from registers straight into its entry; built before it, it must
    /// wait in memory across the claim and is then copied, and the copy of
    /// a just-built object stalls on its own stores.
    #[inline(always)]
    pub fn claim(&mut self, bytes: usize) -> Result<Claim, HeapFull> {
        let i = self.claim_entry(bytes)?;
        if (i as usize) < self.slots.len() {
            Ok(Claim(i))
        } else {
            Err(HeapFull)
        }
    }

    /// Puts `obj` in the entry `claim` holds.
    #[inline(always)]
    pub fn fill(&mut self, claim: Claim, obj: Object) -> ObjRef {
        if let Some(entry) = self.slots.get_mut(claim.0 as usize) {
            // A claimed entry is empty: nothing to drop first (a drop call
            // here would make the object wait in memory across it).
            entry.0.get_or_insert(obj);
        }
        ObjRef(claim.0)
    }

    /// Charges an object of `bytes` and returns an empty entry for it,
    /// listed as young and counted as live.
    fn claim_entry(&mut self, bytes: usize) -> Result<u32, HeapFull> {
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
        self.charge(bytes);
        // A free entry is empty, unmarked and clean (the collector left it
        // so).
        let i = if let Some(i) = self.free.pop() {
            i
        } else {
            let i = u32::try_from(self.slots.len()).map_err(|_| HeapFull)?;
            if self.slots.try_reserve(1).is_err()
                || self.marks.try_reserve(1).is_err()
                || self.dirty.try_reserve(1).is_err()
            {
                self.note_memory_error();
                return Err(HeapFull);
            }
            self.slots.push(Entry(None));
            self.objects_addr = self.slots.as_ptr() as usize;
            self.marks.push(false);
            self.dirty.push(0);
            self.dirty_addr = self.dirty.as_ptr() as usize;
            i
        };
        if self.young.try_reserve(1).is_ok() {
            self.young.push(i);
        } else {
            self.young_lost = true;
        }
        self.count_alloc();
        Ok(i)
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

    /// The table of one-character strings, by code, for machine code
    /// (`JitContext::char_strs`).
    pub fn char_strs_addr(&self) -> *const u32 {
        self.char_strs.as_ptr()
    }

    /// The shared string of the character with code `code` (below 256),
    /// once one was made.
    pub fn char_str(&self, code: usize) -> Option<ObjRef> {
        match self.char_strs.get(code) {
            Some(&r) if r != NO_CHAR => Some(ObjRef(r)),
            _ => None,
        }
    }

    /// Keeps `r` as the string of the character with code `code` (only
    /// `objects::str::new_char` makes them: machine code trusts each entry
    /// to be that character's string).
    pub(crate) fn set_char_str(&mut self, code: usize, r: ObjRef) {
        if let Some(place) = self.char_strs.get_mut(code) {
            *place = r.0;
        }
    }

    /// Where the address of the first object entry is kept (it changes as
    /// the heap grows): object `r`'s entry starts `r` times
    /// [`ENTRY_SIZE`] bytes after it.
    pub fn objects_addr_ptr(&self) -> *const usize {
        &self.objects_addr
    }

    /// Where the address of the first change flag is kept: code that
    /// writes object `r` in place sets the byte `r` bytes after it to 1.
    pub fn dirty_addr_ptr(&self) -> *const usize {
        &self.dirty_addr
    }

    /// Charges `bytes` an object grew by in place (a buffer appended to),
    /// so growth paces the collector as new objects do.
    pub fn charge_growth(&mut self, bytes: usize) {
        self.grown_since = self.grown_since.saturating_add(bytes);
        self.charge(bytes);
    }

    fn charge(&mut self, bytes: usize) {
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
        self.slots.get(r.0 as usize).and_then(|s| s.0.as_ref())
    }

    /// The object `r`, to change: noted for the collector, since an old
    /// object may now hold a young one.
    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> Option<&mut Object> {
        let i = r.0 as usize;
        if let Some(d) = self.dirty.get_mut(i) {
            *d = 1;
        }
        self.slots.get_mut(i).and_then(|s| s.0.as_mut())
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

    /// Keeps `vs` alive like [`Heap::push_roots`] and names the first one's
    /// slot, which [`Heap::set_root`] replaces in place: a builtin whose
    /// kept values change inside a callback (a running sum, the best item
    /// so far) replaces them there, under the roots pushed since (an
    /// iteration's own), never by popping and pushing.
    pub fn push_root_slots(&mut self, vs: &[Value]) -> Result<usize, crate::error::Exception> {
        self.push_roots(vs)?;
        Ok(self.roots.len() - vs.len())
    }

    pub fn set_root(&mut self, slot: usize, v: Value) {
        if let Some(r) = self.roots.get_mut(slot) {
            *r = v;
        }
    }

    pub fn pop_roots(&mut self, n: usize) {
        let keep = self.roots.len().saturating_sub(n);
        self.roots.truncate(keep);
    }

    /// True once enough has been allocated since the last collection
    /// (objects, or bytes) that a collection at the next safe point is
    /// worth its cost: a young one after a nursery's worth, a full one when
    /// the old objects grew by as much as were live at the last full one
    /// (see `collector`).
    #[inline]
    pub fn wants_collection(&self) -> bool {
        self.since_collect >= self.nursery
            || self.bytes_since >= NURSERY_BYTES.min(self.byte_threshold)
            || self.pressure > 0
    }

    /// Fixes the objects made between two young collections (`None`: the
    /// collector's own pacing). Full ones still come as the old objects
    /// grow.
    pub fn set_nursery(&mut self, n: Option<usize>) {
        self.fixed_nursery = n.map(|n| n.max(1));
        self.nursery = self.fixed_nursery.unwrap_or(MIN_THRESHOLD);
    }

    /// Makes the next collection a full one (`gc.collect()`).
    pub fn want_full_collection(&mut self) {
        self.full_wanted = true;
    }

    /// Whether an operation about to allocate `bytes` at once should be
    /// preceded by a collection: only large blocks, and only when the
    /// block would bring the heap past its byte threshold anyway. The old
    /// copy of a big list a loop rebuilds (`flags = [True] * n` in each
    /// call) is then freed before the new one exists, not after.
    /// The collection it asks for is a full one: the old copy is old.
    #[inline]
    pub fn wants_collection_before(&mut self, bytes: usize) -> bool {
        if bytes < LARGE_ALLOCATION {
            return false;
        }
        // Half the live bytes, not the byte threshold: the pause that lets
        // a small heap double (see `collect`) must not let a loop that
        // rebuilds its one big list hold two of them.
        let half_live = (self.stats.live_bytes / 2).max(MIN_BYTE_THRESHOLD);
        let wanted = self
            .bytes_since
            .saturating_add(self.promoted_bytes)
            .saturating_add(bytes)
            >= self.byte_threshold.min(half_live);
        self.full_wanted |= wanted;
        wanted
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
        // `kept` is old now: only a full collection looks at it again.
        h.want_full_collection();
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
