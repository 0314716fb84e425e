//! `dict`: an insertion-ordered hash table, laid out as CPython's compact
//! dict (a dense entry array in insertion order plus a sparse index table).
//!
//! Keys compare with Python's equality (`1`, `1.0` and `True` are one key)
//! after a hash match. A lookup only reads the heap, so it runs while the
//! dict itself is borrowed from it; mutation happens after, in a second
//! step. Deleted entries leave a hole until the next resize compacts them,
//! so iteration positions are entry indices.

use alloc::vec::Vec;

use super::{Attr, Object, alloc};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

const EMPTY: u32 = u32::MAX;
const DUMMY: u32 = u32::MAX - 1;
const MIN_INDICES: usize = 8;

#[derive(Clone, Copy, Debug)]
struct Entry {
    hash: i64,
    /// `Undef` for a deleted entry.
    key: Value,
    value: Value,
}

#[derive(Clone, Debug, Default)]
pub struct DictObj {
    indices: Vec<u32>,
    entries: Vec<Entry>,
    /// Live items: what `len()` answers (machine code reads it here).
    used: usize,
    /// No entry before this index was written since a young collection
    /// last scanned the dict for new values ([`Self::for_each_new_value`]):
    /// a big old dict that gains an entry costs the next young collection
    /// one entry, not all of them. Lowered by every write of an entry.
    unscanned: core::cell::Cell<u32>,
}

/// Where in a [`DictObj`] its number of items is (a `usize`).
pub const LEN_OFFSET: usize = core::mem::offset_of!(DictObj, used);

/// Which view of a dict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

impl ViewKind {
    pub fn type_name(self) -> &'static str {
        match self {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        }
    }

    pub fn iterator_name(self) -> &'static str {
        match self {
            ViewKind::Keys => "dict_keyiterator",
            ViewKind::Values => "dict_valueiterator",
            ViewKind::Items => "dict_itemiterator",
        }
    }
}

/// `d.keys()`, `d.values()` or `d.items()`: a live view of `dict`.
#[derive(Clone, Copy, Debug)]
pub struct ViewObj {
    pub dict: ObjRef,
    pub kind: ViewKind,
}

/// Where a key is, or where it would go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Entry index.
    Found(usize),
    /// Not present; the index-table slot an insertion would use.
    Missing(usize),
}

fn same_key(heap: &Heap, stored: Value, key: Value) -> Result<bool, Exception> {
    if stored == key {
        return Ok(true);
    }
    if let (Value::Str(a), Value::Str(b)) = (stored, key) {
        return Ok(heap.str(a) == heap.str(b));
    }
    crate::ops::equal(heap, stored, key)
}

impl DictObj {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    pub fn size_estimate(&self) -> usize {
        self.indices.capacity() * 4 + self.entries.capacity() * core::mem::size_of::<Entry>()
    }

    /// Notes that entry `ix` was written (see `unscanned`).
    fn written(&self, ix: usize) {
        if (ix as u64) < u64::from(self.unscanned.get()) {
            self.unscanned.set(ix as u32);
        }
    }

    /// Calls `f` on the keys and values of the entries written since the
    /// last call (what a young collection follows from an old dict that
    /// changed: only those can hold young objects).
    pub fn for_each_new_value(&self, mut f: impl FnMut(Value)) {
        let from = (self.unscanned.get() as usize).min(self.entries.len());
        for e in &self.entries[from..] {
            if e.key != Value::Undef {
                f(e.key);
                f(e.value);
            }
        }
        self.unscanned.set(self.entries.len() as u32);
    }

    pub fn for_each_value(&self, mut f: impl FnMut(Value)) {
        for e in &self.entries {
            if e.key != Value::Undef {
                f(e.key);
                f(e.value);
            }
        }
    }

    /// The keys a lookup of a key with `hash` would compare with (no
    /// comparison is made).
    pub fn candidates(&self, hash: i64) -> Vec<Value> {
        let mut out = Vec::new();
        let _ = self.probe(hash, |e| {
            out.push(e.key);
            Ok(false)
        });
        out
    }

    /// Finds `key` (whose hash is `hash`).
    pub fn lookup(&self, heap: &Heap, key: Value, hash: i64) -> Result<Slot, Exception> {
        self.probe(hash, |e| same_key(heap, e.key, key))
    }

    /// Walks `hash`'s probe sequence to the entry `is_key` accepts (only
    /// entries with that hash are offered), or to where it would go.
    fn probe(
        &self,
        hash: i64,
        mut is_key: impl FnMut(&Entry) -> Result<bool, Exception>,
    ) -> Result<Slot, Exception> {
        if self.indices.is_empty() {
            return Ok(Slot::Missing(usize::MAX));
        }
        let mask = self.indices.len() - 1;
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        let mut free = None;
        loop {
            match self.indices[i] {
                EMPTY => return Ok(Slot::Missing(free.unwrap_or(i))),
                DUMMY => {
                    free.get_or_insert(i);
                }
                ix => {
                    let e = &self.entries[ix as usize];
                    if e.hash == hash && is_key(e)? {
                        return Ok(Slot::Found(ix as usize));
                    }
                }
            }
            perturb >>= 5;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// The entry of the str key `text` (whose hash is `hash`), if any:
    /// [`Self::lookup`] for a key known to be a str, which runs no
    /// comparison but the texts'.
    fn find_str(&self, heap: &Heap, text: &str, hash: i64) -> Option<usize> {
        match self.probe(hash, |e| {
            Ok(matches!(e.key, Value::Str(k) if heap.str(k) == text))
        }) {
            Ok(Slot::Found(ix)) => Some(ix),
            _ => None,
        }
    }

    pub fn get_at(&self, ix: usize) -> Option<(Value, Value)> {
        self.entries
            .get(ix)
            .filter(|e| e.key != Value::Undef)
            .map(|e| (e.key, e.value))
    }

    pub fn set_value_at(&mut self, ix: usize, value: Value) {
        if let Some(e) = self.entries.get_mut(ix) {
            e.value = value;
            self.written(ix);
        }
    }

    /// Inserts a key known to be missing, at the slot `lookup` gave.
    pub fn insert_new(
        &mut self,
        slot: usize,
        key: Value,
        hash: i64,
        value: Value,
    ) -> Result<(), Exception> {
        let needs_grow =
            self.indices.is_empty() || (self.entries.len() + 1) * 3 > self.indices.len() * 2;
        self.entries
            .try_reserve(1)
            .map_err(|_| exc!(MemoryError, ""))?;
        self.entries.push(Entry { hash, key, value });
        self.written(self.entries.len() - 1);
        self.used += 1;
        if needs_grow || slot == usize::MAX {
            self.rebuild(self.used * 3)?;
        } else {
            self.indices[slot] = (self.entries.len() - 1) as u32;
        }
        Ok(())
    }

    /// Compacts the entries and rebuilds the index table for at least
    /// `want` slots.
    fn rebuild(&mut self, want: usize) -> Result<(), Exception> {
        if self.used != self.entries.len() {
            // Entries move down: any of them may now lie below the mark.
            self.entries.retain(|e| e.key != Value::Undef);
            self.written(0);
        }
        let mut size = MIN_INDICES;
        while size < want {
            size <<= 1;
        }
        if self.entries.len() >= DUMMY as usize {
            return Err(exc!(MemoryError, ""));
        }
        let mut indices = Vec::new();
        indices
            .try_reserve_exact(size)
            .map_err(|_| exc!(MemoryError, ""))?;
        indices.resize(size, EMPTY);
        let mask = size - 1;
        for (ix, e) in self.entries.iter().enumerate() {
            let mut i = e.hash as u64 as usize & mask;
            let mut perturb = e.hash as u64;
            while indices[i] != EMPTY {
                perturb >>= 5;
                i = (i
                    .wrapping_mul(5)
                    .wrapping_add(1)
                    .wrapping_add(perturb as usize))
                    & mask;
            }
            indices[i] = ix as u32;
        }
        self.indices = indices;
        Ok(())
    }

    /// Removes the entry at `ix` (found by `lookup`); returns its value.
    pub fn remove_at(&mut self, ix: usize) -> Option<Value> {
        let hash = self.entries.get(ix)?.hash;
        let mask = self.indices.len().checked_sub(1)?;
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        // The probe sequence from the hash reaches the slot (no EMPTY lies
        // before it, or the lookup would have stopped there).
        while self.indices[i] != ix as u32 {
            if self.indices[i] == EMPTY {
                return None;
            }
            perturb >>= 5;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
        self.indices[i] = DUMMY;
        let e = self.entries.get_mut(ix)?;
        let v = e.value;
        e.key = Value::Undef;
        e.value = Value::Undef;
        self.used -= 1;
        if self.used == 0 {
            self.entries.clear();
            self.indices.clear();
        }
        Some(v)
    }

    /// What an iterator remembers of the dict when it starts: its size,
    /// and (above bit 32) how many entries it has, since keys inserted
    /// after the start lie past them (CPython's "dictionary keys changed
    /// during iteration" when the size did not change).
    pub fn iter_mark(&self) -> usize {
        (self.used & 0xFFFF_FFFF) | (self.entries.len() << 32)
    }

    /// Whether the dict still has the size it had when `mark` was taken.
    pub fn same_size_as(&self, mark: usize) -> bool {
        self.used == mark & 0xFFFF_FFFF
    }

    /// Whether an entry ending at `next` (as [`DictObj::entry_from`] gives)
    /// was inserted after `mark` was taken.
    pub fn inserted_since(next: usize, mark: usize) -> bool {
        next > mark >> 32
    }

    /// Whether an iterator at `pos` that started at `mark` is done: `None`
    /// when its next step raises instead (the dict changed).
    pub fn exhausted_at(&self, mark: usize, pos: usize) -> Option<bool> {
        if !self.same_size_as(mark) {
            return None;
        }
        match self.entry_from(pos) {
            None => Some(true),
            Some((next, _, _)) if Self::inserted_since(next, mark) => None,
            Some(_) => Some(false),
        }
    }

    /// The first live entry at or after `pos`: its index + 1, key, value.
    pub fn entry_from(&self, pos: usize) -> Option<(usize, Value, Value)> {
        self.entries
            .iter()
            .enumerate()
            .skip(pos)
            .find(|(_, e)| e.key != Value::Undef)
            .map(|(i, e)| (i + 1, e.key, e.value))
    }

    /// Keys and values in order.
    pub fn items(&self) -> impl Iterator<Item = (Value, Value)> + '_ {
        self.entries
            .iter()
            .filter(|e| e.key != Value::Undef)
            .map(|e| (e.key, e.value))
    }

    /// The last entry (for `popitem`).
    fn last(&self) -> Option<usize> {
        self.entries.iter().rposition(|e| e.key != Value::Undef)
    }

    pub fn clear(&mut self) {
        *self = DictObj::default();
    }
}

impl Heap {
    pub fn dict(&self, r: ObjRef) -> Option<&DictObj> {
        match self.get(r) {
            Some(Object::Dict(d)) => Some(d),
            _ => None,
        }
    }

    pub fn dict_mut(&mut self, r: ObjRef) -> Option<&mut DictObj> {
        match self.get_mut(r) {
            Some(Object::Dict(d)) => Some(d),
            _ => None,
        }
    }

    pub fn dict_view(&self, r: ObjRef) -> Option<ViewObj> {
        match self.get(r) {
            Some(Object::DictView(v)) => Some(*v),
            _ => None,
        }
    }
}

pub fn new_dict(heap: &mut Heap) -> Result<Value, Exception> {
    alloc(heap, Object::Dict(DictObj::new()), Value::Dict)
}

fn dangling() -> Exception {
    exc!(SystemError, "dangling dict")
}

/// `KeyError: key` (the message is the key's repr, as CPython prints it).
pub fn key_error(heap: &Heap, key: Value) -> Exception {
    let mut s = alloc::string::String::new();
    match crate::display::write_repr(&mut s, heap, key) {
        Ok(()) => Exception::with_arg(crate::error::ExcKind::KeyError, s, key),
        // A key with a `__repr__` of the program's: its text is made when
        // the error is shown, from the key (`display::exception_text`).
        Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
            Exception::with_arg(crate::error::ExcKind::KeyError, s, key)
        }
        Err(e) => e,
    }
}

/// Where `key` is in dict `r`.
pub fn find(heap: &Heap, r: ObjRef, key: Value) -> Result<(Slot, i64), Exception> {
    let hash = super::hash::hash(heap, key)?;
    let d = heap.dict(r).ok_or_else(dangling)?;
    Ok((d.lookup(heap, key, hash)?, hash))
}

/// `d[text]` for a str key given as its text (an instance's attribute in
/// its `__dict__`), made into no str object; `None` when missing.
pub fn get_str(heap: &Heap, r: ObjRef, text: &str) -> Option<Value> {
    let d = heap.dict(r)?;
    let hash = crate::objects::hash::str_hash(text);
    let ix = d.find_str(heap, text, hash)?;
    d.get_at(ix).map(|(_, v)| v)
}

/// `d[key]`, or `None` when missing.
pub fn get(heap: &Heap, r: ObjRef, key: Value) -> Result<Option<Value>, Exception> {
    match find(heap, r, key)?.0 {
        Slot::Found(ix) => Ok(heap.dict(r).and_then(|d| d.get_at(ix)).map(|(_, v)| v)),
        Slot::Missing(_) => Ok(None),
    }
}

/// `d[key] = value`.
pub fn set(heap: &mut Heap, r: ObjRef, key: Value, value: Value) -> Result<(), Exception> {
    let (slot, hash) = find(heap, r, key)?;
    let d = heap.dict_mut(r).ok_or_else(dangling)?;
    match slot {
        Slot::Found(ix) => {
            d.set_value_at(ix, value);
            Ok(())
        }
        Slot::Missing(s) => d.insert_new(s, key, hash, value),
    }
}

/// `del d[key]` / `d.pop(key)`: the removed value, or `None`.
pub fn remove(heap: &mut Heap, r: ObjRef, key: Value) -> Result<Option<Value>, Exception> {
    let (slot, _) = find(heap, r, key)?;
    match slot {
        Slot::Found(ix) => Ok(heap.dict_mut(r).and_then(|d| d.remove_at(ix))),
        Slot::Missing(_) => Ok(None),
    }
}

/// Adds every item of `src` (a dict, or an iterable of pairs) to `dst`.
pub fn update(ctx: &mut dyn Ctx, dst: ObjRef, src: Value) -> Result<(), Exception> {
    if let Value::Dict(s) = src {
        let d = ctx.heap().dict(s).ok_or_else(dangling)?;
        crate::heap::headroom::room_for_items(d.len(), 32)?;
        let items: Vec<(Value, Value)> = d.items().collect();
        // Keys with the program's `__hash__`/`__eq__` go through it.
        for (k, v) in items {
            crate::dunder::dict_set(ctx, Value::Dict(dst), k, v)?;
        }
        return Ok(());
    }
    if let Some(items) = crate::dunder::mapping_items(ctx, src)? {
        for (k, v) in items {
            crate::dunder::dict_set(ctx, Value::Dict(dst), k, v)?;
        }
        return Ok(());
    }
    let pairs = crate::ops::collect(ctx, src)?;
    ctx.heap().push_roots(&pairs)?;
    let mut result = Ok(());
    for (i, &p) in pairs.iter().enumerate() {
        let heap = ctx.heap();
        // A pair's length and its two items (read in place from a list or
        // tuple: the commonest element, and no copy of it is made).
        let item = match p {
            Value::List(_) | Value::Tuple(_) => {
                let s = heap.seq(p);
                (s.len(), s.first().copied(), s.get(1).copied())
            }
            Value::Str(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::FrozenSet(_)
            | Value::Range(_) => match crate::ops::collect_plain(heap, p) {
                Ok(v) => (v.len(), v.first().copied(), v.get(1).copied()),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            },
            // Any other iterable is a pair too (`dict(map(reversed, d.items()))`).
            _ => match crate::ops::collect(ctx, p) {
                Ok(v) => (v.len(), v.first().copied(), v.get(1).copied()),
                Err(e) => {
                    result = Err(
                        if e.kind == ExcKind::TypeError && e.message.ends_with("is not iterable") {
                            exc!(
                                TypeError,
                                "cannot convert dictionary update sequence element #{} to a sequence",
                                i
                            )
                        } else {
                            e
                        },
                    );
                    break;
                }
            },
        };
        let (2, Some(k), Some(v)) = item else {
            result = Err(exc!(
                ValueError,
                "dictionary update sequence element #{} has length {}; 2 is required",
                i,
                item.0
            ));
            break;
        };
        if let Err(e) = crate::dunder::dict_set(ctx, Value::Dict(dst), k, v) {
            result = Err(e);
            break;
        }
    }
    ctx.heap().pop_roots(pairs.len());
    result
}

/// Adds keyword arguments to `dst` (`dict(a=1)`, `d.update(a=1)`).
pub fn update_kw(heap: &mut Heap, dst: ObjRef, args: &Args) -> Result<(), Exception> {
    for i in 0..args.kw.len() {
        let name = args.kwnames.get(i);
        let k = super::str::new_str_from(heap, name)?;
        set(heap, dst, k, args.kw[i])?;
    }
    Ok(())
}

/// `dict(...)`.
pub fn construct(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    let a = args.expect("dict", 0, 1)?;
    let d = new_dict(ctx.heap())?;
    let Value::Dict(r) = d else {
        return Err(dangling());
    };
    ctx.heap().push_root(d);
    let res = (|| {
        if let Some(&src) = a.first() {
            update(ctx, r, src)?;
        }
        update_kw(ctx.heap(), r, &args)
    })();
    ctx.heap().pop_roots(1);
    res.map(|_| d)
}

fn new_view(heap: &mut Heap, dict: ObjRef, kind: ViewKind) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::DictView(ViewObj { dict, kind }),
        Value::DictView,
    )
}

/// `a == b` for two dicts.
pub fn equal(heap: &Heap, a: ObjRef, b: ObjRef) -> Result<bool, Exception> {
    let (Some(x), Some(y)) = (heap.dict(a), heap.dict(b)) else {
        return Ok(false);
    };
    if x.len() != y.len() {
        return Ok(false);
    }
    for (k, v) in x.items() {
        match get(heap, b, k)? {
            Some(w) if crate::ops::equal(heap, v, w)? => {}
            _ => return Ok(false),
        }
    }
    Ok(true)
}

/// The methods of `dict`.
pub fn call_method(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let heap = ctx.heap();
    match attr {
        Attr::get | Attr::setdefault | Attr::pop => {
            let Some(&k) = args.pos.first() else {
                return keyed_method(heap, r, attr, args);
            };
            crate::dunder::with_guest_key(ctx, Value::Dict(r), k, &mut |heap| {
                keyed_method(heap, r, attr, args)
            })
        }
        Attr::popitem => {
            args.expect("popitem", 0, 0)?;
            let d = heap.dict_mut(r).ok_or_else(dangling)?;
            let Some(ix) = d.last() else {
                return Err(exc!(KeyError, "'popitem(): dictionary is empty'"));
            };
            let (k, v) = d.get_at(ix).ok_or_else(dangling)?;
            d.remove_at(ix);
            super::tuple::new_tuple(heap, &[k, v])
        }
        Attr::keys | Attr::values | Attr::items => {
            args.expect(attr.name(), 0, 0)?;
            let kind = match attr {
                Attr::keys => ViewKind::Keys,
                Attr::values => ViewKind::Values,
                _ => ViewKind::Items,
            };
            new_view(heap, r, kind)
        }
        Attr::update => {
            let a = args.expect("update", 0, 1)?;
            if let Some(&src) = a.first() {
                update(ctx, r, src)?;
            }
            update_kw(ctx.heap(), r, &args)?;
            Ok(Value::None)
        }
        Attr::copy => {
            args.expect("copy", 0, 0)?;
            let d = heap.dict(r).ok_or_else(dangling)?;
            crate::heap::headroom::room_for_items(d.len(), 64)?;
            let d = d.clone();
            alloc(heap, Object::Dict(d), Value::Dict)
        }
        Attr::clear => {
            args.expect("clear", 0, 0)?;
            heap.dict_mut(r).ok_or_else(dangling)?.clear();
            Ok(Value::None)
        }
        Attr::fromkeys => fromkeys(ctx, args),
        _ => Err(super::method::no_attribute(heap, Value::Dict(r), attr)),
    }
}

/// `dict.fromkeys(iterable[, value])`.
pub fn fromkeys(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    fromkeys_of(ctx, Value::Builtin(crate::builtins::Builtin::Dict), args)
}

/// `cls.fromkeys(iterable[, value])`: a new `cls()` with each key stored
/// through its `__setitem__` (a subclass's own, as CPython does).
pub fn fromkeys_of(ctx: &mut dyn Ctx, cls: Value, args: Args) -> Result<Value, Exception> {
    args.no_kw("dict.fromkeys")?;
    let a = args.expect("fromkeys", 1, 2)?;
    let value = a.get(1).copied().unwrap_or(Value::None);
    let keys = crate::ops::collect(ctx, a[0])?;
    ctx.heap().push_roots(&keys)?;
    let d = match cls {
        Value::Class(_) => ctx.call(cls, Args::default()),
        _ => new_dict(ctx.heap()),
    };
    let res = d.and_then(|d| {
        ctx.heap().push_root(d);
        let mut done = Ok(d);
        for &k in &keys {
            let stored = match d {
                Value::Dict(_) => crate::dunder::dict_set(ctx, d, k, value),
                _ => crate::dunder::setitem(ctx, d, k, value),
            };
            if let Err(e) = stored {
                done = Err(e);
                break;
            }
        }
        ctx.heap().pop_roots(1);
        done
    });
    ctx.heap().pop_roots(keys.len());
    res
}

/// `len(view)`.
pub fn view_len(heap: &Heap, v: ViewObj) -> usize {
    heap.dict(v.dict).map_or(0, |d| d.len())
}

/// `x in view`.
pub fn view_contains(heap: &Heap, v: ViewObj, x: Value) -> Result<bool, Exception> {
    match v.kind {
        ViewKind::Keys => Ok(matches!(find(heap, v.dict, x)?.0, Slot::Found(_))),
        ViewKind::Values => {
            let vals: Vec<Value> = heap
                .dict(v.dict)
                .map(|d| d.items().map(|(_, v)| v).collect())
                .unwrap_or_default();
            for y in vals {
                if crate::ops::equal(heap, y, x)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        ViewKind::Items => {
            let pair = match x {
                Value::Tuple(_) if heap.seq(x).len() == 2 => [heap.seq(x)[0], heap.seq(x)[1]],
                _ => return Ok(false),
            };
            match get(heap, v.dict, pair[0]) {
                Ok(Some(val)) => crate::ops::equal(heap, val, pair[1]),
                Ok(None) => Ok(false),
                Err(e) if e.kind == crate::error::ExcKind::TypeError => Ok(false),
                Err(e) => Err(e),
            }
        }
    }
}

/// The dict methods that look a key up (`get`, `setdefault`, `pop`).
fn keyed_method(heap: &mut Heap, r: ObjRef, attr: Attr, args: Args) -> Result<Value, Exception> {
    match attr {
        Attr::get => {
            args.no_kw("dict.get")?;
            let a = args.expect("get", 1, 2)?;
            Ok(get(heap, r, a[0])?.unwrap_or(a.get(1).copied().unwrap_or(Value::None)))
        }
        Attr::setdefault => {
            args.no_kw("dict.setdefault")?;
            let a = args.expect("setdefault", 1, 2)?;
            let default = a.get(1).copied().unwrap_or(Value::None);
            let (slot, hash) = find(heap, r, a[0])?;
            let d = heap.dict_mut(r).ok_or_else(dangling)?;
            match slot {
                Slot::Found(ix) => Ok(d.get_at(ix).map_or(Value::None, |(_, v)| v)),
                Slot::Missing(s) => {
                    d.insert_new(s, a[0], hash, default)?;
                    Ok(default)
                }
            }
        }
        Attr::pop => {
            args.no_kw("dict.pop")?;
            let a = args.expect("pop", 1, 2)?;
            match remove(heap, r, a[0])? {
                Some(v) => Ok(v),
                None => match a.get(1) {
                    Some(&d) => Ok(d),
                    None => Err(key_error(heap, a[0])),
                },
            }
        }
        _ => Err(super::method::no_attribute(heap, Value::Dict(r), attr)),
    }
}
