//! `set` and `frozenset`: CPython's hash table, slot for slot.
//!
//! Python prints a set in table order, so the table must be laid out as
//! CPython lays it out: the same initial size (8), linear probes of 9 slots
//! before a perturbed jump, the same fill limit (3/5) and growth factor,
//! the same reinsertion order on resize, and set operations that walk the
//! same operand and take the same shortcuts (`set_merge` copying a table of
//! equal size, `intersection` iterating the smaller set). With CPython's
//! hashes ([`super::hash`]) that gives `print({3, 1, 2})` CPython's output.

use alloc::vec::Vec;

use super::{Attr, Object, alloc};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef, headroom};
use crate::value::Value;

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

/// One table slot: empty is `(Undef, 0)`, a deleted key `(Undef, -1)`.
#[derive(Clone, Copy, Debug)]
struct Entry {
    key: Value,
    hash: i64,
}

const EMPTY: Entry = Entry {
    key: Value::Undef,
    hash: 0,
};

impl Entry {
    fn is_empty(&self) -> bool {
        self.key == Value::Undef && self.hash == 0
    }
    fn is_dummy(&self) -> bool {
        self.key == Value::Undef && self.hash == -1
    }
    fn is_active(&self) -> bool {
        self.key != Value::Undef
    }
}

#[derive(Clone, Debug)]
pub struct SetObj {
    table: Vec<Entry>,
    /// Active plus dummy slots.
    fill: usize,
    /// Active slots.
    used: usize,
    /// Where `pop` looks next.
    finger: usize,
}

impl Default for SetObj {
    fn default() -> Self {
        SetObj {
            table: alloc::vec![EMPTY; MIN_SIZE],
            fill: 0,
            used: 0,
            finger: 0,
        }
    }
}

fn eq(heap: &Heap, a: Value, b: Value) -> Result<bool, Exception> {
    if a == b {
        return Ok(true);
    }
    if let (Value::Str(x), Value::Str(y)) = (a, b) {
        return Ok(heap.str(x) == heap.str(y));
    }
    crate::ops::equal(heap, a, b)
}

impl SetObj {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    pub fn size_estimate(&self) -> usize {
        self.table.capacity() * core::mem::size_of::<Entry>()
    }

    pub fn for_each_key(&self, mut f: impl FnMut(Value)) {
        for e in &self.table {
            if e.is_active() {
                f(e.key);
            }
        }
    }

    /// Active keys in table order (iteration order).
    pub fn keys(&self) -> impl Iterator<Item = Value> + '_ {
        self.table.iter().filter(|e| e.is_active()).map(|e| e.key)
    }

    fn entries(&self) -> impl Iterator<Item = (Value, i64)> + '_ {
        self.table
            .iter()
            .filter(|e| e.is_active())
            .map(|e| (e.key, e.hash))
    }

    /// The first active slot at or after `pos`: its index + 1 and key.
    pub fn entry_from(&self, pos: usize) -> Option<(usize, Value)> {
        self.table
            .iter()
            .enumerate()
            .skip(pos)
            .find(|(_, e)| e.is_active())
            .map(|(i, e)| (i + 1, e.key))
    }

    /// The keys a lookup of a key with `hash` would compare with (no
    /// comparison is made).
    pub fn candidates(&self, hash: i64) -> Vec<Value> {
        let mut out = Vec::new();
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = hash as u64 as usize & mask;
        for _ in 0..=self.table.len() {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                let e = &self.table[j];
                if e.is_empty() {
                    return out;
                }
                if e.hash == hash && e.is_active() {
                    out.push(e.key);
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
        out
    }

    /// `set_lookkey`: the slot holding `key`, if any.
    fn lookup(&self, heap: &Heap, key: Value, hash: i64) -> Result<Option<usize>, Exception> {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = hash as u64 as usize & mask;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                let e = &self.table[j];
                if e.is_empty() {
                    return Ok(None);
                }
                if e.hash == hash && e.is_active() && eq(heap, e.key, key)? {
                    return Ok(Some(j));
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    pub fn contains(&self, heap: &Heap, key: Value, hash: i64) -> Result<bool, Exception> {
        Ok(self.lookup(heap, key, hash)?.is_some())
    }

    /// `set_add_entry`: where the key goes (an existing slot means it is
    /// already present).
    fn add_slot(&self, heap: &Heap, key: Value, hash: i64) -> Result<AddSlot, Exception> {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = hash as u64 as usize & mask;
        let mut freeslot = None;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                let e = &self.table[j];
                if e.is_empty() {
                    return Ok(match freeslot {
                        Some(f) => AddSlot::Dummy(f),
                        None => AddSlot::Empty(j),
                    });
                }
                if e.hash == hash && e.is_active() {
                    if eq(heap, e.key, key)? {
                        return Ok(AddSlot::Present);
                    }
                } else if e.is_dummy() {
                    freeslot = Some(j);
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// Adds `key`; `Ok(true)` if it was not there.
    pub fn add(&mut self, heap: &Heap, key: Value, hash: i64) -> Result<bool, Exception> {
        match self.add_slot(heap, key, hash)? {
            AddSlot::Present => Ok(false),
            AddSlot::Dummy(j) => {
                self.table[j] = Entry { key, hash };
                self.used += 1;
                Ok(true)
            }
            AddSlot::Empty(j) => {
                self.table[j] = Entry { key, hash };
                self.fill += 1;
                self.used += 1;
                if self.fill * 5 >= self.mask() * 3 {
                    let u = self.used;
                    self.resize(if u > 50000 { u * 2 } else { u * 4 })?;
                }
                Ok(true)
            }
        }
    }

    /// `set_insert_clean`: a key known absent into a table without dummies.
    fn insert_clean(table: &mut [Entry], key: Value, hash: i64) {
        let mask = table.len() - 1;
        let mut perturb = hash as u64;
        let mut i = hash as u64 as usize & mask;
        loop {
            if table[i].key == Value::Undef {
                table[i] = Entry { key, hash };
                return;
            }
            if i + LINEAR_PROBES <= mask {
                for e in &mut table[i + 1..=i + LINEAR_PROBES] {
                    if e.key == Value::Undef {
                        *e = Entry { key, hash };
                        return;
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// `set_table_resize`: a table of the smallest size above `minused`.
    fn resize(&mut self, minused: usize) -> Result<(), Exception> {
        let mut size = MIN_SIZE;
        while size <= minused {
            size = size.checked_shl(1).ok_or_else(|| exc!(MemoryError, ""))?;
        }
        if size == MIN_SIZE && self.table.len() == MIN_SIZE && self.fill == self.used {
            return Ok(());
        }
        let mut table = Vec::new();
        table
            .try_reserve_exact(size)
            .map_err(|_| exc!(MemoryError, ""))?;
        table.resize(size, EMPTY);
        for e in self.table.iter().filter(|e| e.is_active()) {
            Self::insert_clean(&mut table, e.key, e.hash);
        }
        self.table = table;
        self.fill = self.used;
        Ok(())
    }

    /// `set_discard_entry`: `Ok(true)` if the key was there.
    pub fn discard(&mut self, heap: &Heap, key: Value, hash: i64) -> Result<bool, Exception> {
        match self.lookup(heap, key, hash)? {
            Some(j) => {
                self.table[j] = Entry {
                    key: Value::Undef,
                    hash: -1,
                };
                self.used -= 1;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    pub fn clear(&mut self) {
        self.table = alloc::vec![EMPTY; MIN_SIZE];
        self.fill = 0;
        self.used = 0;
    }

    /// `set.pop()`, from the search finger.
    pub fn pop(&mut self) -> Option<Value> {
        if self.used == 0 {
            return None;
        }
        let mask = self.mask();
        let mut i = self.finger & mask;
        while !self.table[i].is_active() {
            i = if i == mask { 0 } else { i + 1 };
        }
        let key = self.table[i].key;
        self.table[i] = Entry {
            key: Value::Undef,
            hash: -1,
        };
        self.used -= 1;
        self.finger = i + 1;
        Some(key)
    }

    /// `set_merge`: adds every key of `other`.
    fn merge(&mut self, heap: &Heap, other: &SetObj) -> Result<(), Exception> {
        if other.used == 0 {
            return Ok(());
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2)?;
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.table.copy_from_slice(&other.table);
            self.fill = other.fill;
            self.used = other.used;
            return Ok(());
        }
        if self.fill == 0 {
            self.fill = other.used;
            self.used = other.used;
            for (k, h) in other.entries() {
                Self::insert_clean(&mut self.table, k, h);
            }
            return Ok(());
        }
        for (k, h) in other.entries() {
            self.add(heap, k, h)?;
        }
        Ok(())
    }

    /// The hash of a frozenset with these contents.
    pub fn frozen_hash(&self) -> i64 {
        super::hash::frozenset_hash(
            self.table.iter().map(|e| e.hash),
            self.table.len(),
            self.fill,
            self.used,
        )
    }
}

enum AddSlot {
    Present,
    Empty(usize),
    Dummy(usize),
}

impl Heap {
    pub fn set(&self, r: ObjRef) -> Option<&SetObj> {
        match self.get(r) {
            Some(Object::Set(s)) => Some(s),
            _ => None,
        }
    }

    pub fn set_mut(&mut self, r: ObjRef) -> Option<&mut SetObj> {
        match self.get_mut(r) {
            Some(Object::Set(s)) => Some(s),
            _ => None,
        }
    }
}

fn dangling() -> Exception {
    exc!(SystemError, "dangling set")
}

/// A new set (`frozen`: a frozenset) holding `s`.
pub fn from_obj(heap: &mut Heap, s: SetObj, frozen: bool) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::Set(s),
        if frozen { Value::FrozenSet } else { Value::Set },
    )
}

/// A set value's object, for either kind.
pub fn as_set(heap: &Heap, v: Value) -> Option<&SetObj> {
    match v {
        Value::Set(r) | Value::FrozenSet(r) => heap.set(r),
        _ => None,
    }
}

/// Adds every item of `src` to the set object `dst` (CPython's
/// `set_update_internal`: a set merges, a dict adds its keys with their
/// hashes, anything else is iterated).
pub fn update_obj(ctx: &mut dyn Ctx, dst: &mut SetObj, src: Value) -> Result<(), Exception> {
    let heap = ctx.heap();
    if let Some(other) = as_set(heap, src) {
        let other = other.clone();
        return dst.merge(heap, &other);
    }
    if let Value::Dict(d) = src {
        let n = heap.dict(d).map_or(0, |d| d.len());
        if (dst.fill + n) * 5 >= dst.mask() * 3 {
            dst.resize((dst.used + n) * 2)?;
        }
        let keys: Vec<Value> = heap
            .dict(d)
            .map(|d| d.items().map(|(k, _)| k).collect())
            .unwrap_or_default();
        for k in keys {
            let h = super::hash::hash(heap, k)?;
            dst.add(heap, k, h)?;
        }
        return Ok(());
    }
    let items = crate::ops::collect(ctx, src)?;
    ctx.heap().push_roots(&items)?;
    let r = (|| {
        for &k in &items {
            add_key(ctx, dst, k)?;
        }
        Ok(())
    })();
    ctx.heap().pop_roots(items.len());
    r
}

/// Adds `k` to a set being built, with the program's `__hash__` and
/// `__eq__` if `k` has them.
fn add_key(ctx: &mut dyn Ctx, dst: &mut SetObj, k: Value) -> Result<(), Exception> {
    let heap = ctx.heap();
    match super::hash::hash(heap, k) {
        Ok(h) => {
            dst.add(heap, k, h)?;
            return Ok(());
        }
        Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {}
        Err(e) => return Err(e),
    }
    let h = crate::dunder::hash(ctx, k)?;
    let mut eqs = Vec::new();
    for c in dst.candidates(h) {
        if c != k {
            eqs.push((c, k, crate::dunder::equal(ctx, c, k)?));
        }
    }
    let heap = ctx.heap();
    let (hm, em) = (heap.hash_oracle.len(), heap.eq_oracle.len());
    heap.hash_oracle.push((k, h));
    heap.eq_oracle.extend(eqs);
    let r = dst.add(heap, k, h);
    heap.hash_oracle.truncate(hm);
    heap.eq_oracle.truncate(em);
    r.map(|_| ())
}

/// `set(iterable)` / `frozenset(iterable)` (`make_new_set`).
pub fn build(ctx: &mut dyn Ctx, src: Option<Value>, frozen: bool) -> Result<Value, Exception> {
    let mut s = SetObj::new();
    if let Some(src) = src {
        update_obj(ctx, &mut s, src)?;
    }
    from_obj(ctx.heap(), s, frozen)
}

/// `BUILD_SET`: a set of `items`, added in order.
pub fn from_items(heap: &mut Heap, items: &[Value]) -> Result<Value, Exception> {
    let mut s = SetObj::new();
    for &k in items {
        let h = super::hash::hash(heap, k)?;
        s.add(heap, k, h)?;
    }
    from_obj(heap, s, false)
}

/// `s.add(key)` on a heap set.
pub fn add(heap: &mut Heap, r: ObjRef, key: Value) -> Result<(), Exception> {
    let h = super::hash::hash(heap, key)?;
    // The lookup reads the heap while the table is borrowed from it: take
    // the table out for the insertion.
    let mut s = core::mem::take(heap.set_mut(r).ok_or_else(dangling)?);
    let res = s.add(heap, key, h);
    *heap.set_mut(r).ok_or_else(dangling)? = s;
    res.map(|_| ())
}

/// `key in s`.
pub fn contains(heap: &Heap, set: &SetObj, key: Value) -> Result<bool, Exception> {
    let h = match super::hash::hash(heap, key) {
        Ok(h) => h,
        // CPython looks up an unhashable set key as the equal frozenset.
        Err(e) => match key {
            Value::Set(r) => match heap.set(r) {
                Some(s) => s.frozen_hash(),
                None => return Err(e),
            },
            _ => return Err(e),
        },
    };
    set.contains(heap, key, h)
}

fn copy_of(heap: &Heap, v: Value) -> Result<SetObj, Exception> {
    let src = as_set(heap, v).ok_or_else(dangling)?.clone();
    let mut s = SetObj::new();
    s.merge(heap, &src)?;
    Ok(s)
}

/// `so | other`, `so.union(...)`: a copy of `so` updated with `other`.
fn union(ctx: &mut dyn Ctx, so: Value, others: &[Value]) -> Result<SetObj, Exception> {
    let mut r = copy_of(ctx.heap(), so)?;
    for &o in others {
        update_obj(ctx, &mut r, o)?;
    }
    Ok(r)
}

/// `set_intersection`.
fn intersection(ctx: &mut dyn Ctx, so: &SetObj, other: Value) -> Result<SetObj, Exception> {
    let heap = ctx.heap();
    let mut result = SetObj::new();
    if let Some(o) = as_set(heap, other) {
        let (big, small) = if o.used > so.used { (o, so) } else { (so, o) };
        let small: Vec<(Value, i64)> = small.entries().collect();
        let big = big.clone();
        for (k, h) in small {
            if big.contains(heap, k, h)? {
                result.add(heap, k, h)?;
            }
        }
        return Ok(result);
    }
    let items = crate::ops::collect(ctx, other)?;
    let heap = ctx.heap();
    for k in items {
        let h = super::hash::hash(heap, k)?;
        if so.contains(heap, k, h)? {
            result.add(heap, k, h)?;
        }
    }
    Ok(result)
}

/// `set_difference_update_internal`.
fn difference_update(ctx: &mut dyn Ctx, so: &mut SetObj, other: Value) -> Result<(), Exception> {
    let heap = ctx.heap();
    if let Some(o) = as_set(heap, other) {
        let entries: Vec<(Value, i64)> = o.entries().collect();
        for (k, h) in entries {
            so.discard(heap, k, h)?;
        }
    } else {
        let items = crate::ops::collect(ctx, other)?;
        let heap = ctx.heap();
        for k in items {
            let h = super::hash::hash(heap, k)?;
            so.discard(heap, k, h)?;
        }
    }
    if so.fill - so.used > so.mask() / 4 {
        let u = so.used;
        so.resize(if u > 50000 { u * 2 } else { u * 4 })?;
    }
    Ok(())
}

/// `set_difference`.
fn difference(ctx: &mut dyn Ctx, so: Value, other: Value) -> Result<SetObj, Exception> {
    let heap = ctx.heap();
    let other_size = match other {
        Value::Set(_) | Value::FrozenSet(_) => as_set(heap, other).map_or(0, |s| s.used),
        Value::Dict(d) => heap.dict(d).map_or(0, |d| d.len()),
        _ => {
            let mut r = copy_of(heap, so)?;
            difference_update(ctx, &mut r, other)?;
            return Ok(r);
        }
    };
    let me = as_set(heap, so).ok_or_else(dangling)?.clone();
    if (me.used >> 2) > other_size {
        let mut r = copy_of(heap, so)?;
        difference_update(ctx, &mut r, other)?;
        return Ok(r);
    }
    let mut result = SetObj::new();
    for (k, h) in me.entries() {
        let present = match other {
            Value::Dict(d) => matches!(
                heap.dict(d).ok_or_else(dangling)?.lookup(heap, k, h)?,
                super::dict::Slot::Found(_)
            ),
            _ => as_set(heap, other)
                .ok_or_else(dangling)?
                .contains(heap, k, h)?,
        };
        if !present {
            result.add(heap, k, h)?;
        }
    }
    Ok(result)
}

/// `set_symmetric_difference_update`.
fn symmetric_difference_update(
    ctx: &mut dyn Ctx,
    so: &mut SetObj,
    other: Value,
) -> Result<(), Exception> {
    let other_set = match as_set(ctx.heap(), other) {
        Some(o) => o.clone(),
        None => {
            let mut s = SetObj::new();
            update_obj(ctx, &mut s, other)?;
            s
        }
    };
    let heap = ctx.heap();
    for (k, h) in other_set.entries() {
        if !so.discard(heap, k, h)? {
            so.add(heap, k, h)?;
        }
    }
    Ok(())
}

fn symmetric_difference(ctx: &mut dyn Ctx, so: Value, other: Value) -> Result<SetObj, Exception> {
    let mut r = SetObj::new();
    update_obj(ctx, &mut r, other)?;
    symmetric_difference_update(ctx, &mut r, so)?;
    Ok(r)
}

/// Whether every key of `a` is in `b`.
pub fn is_subset(heap: &Heap, a: &SetObj, b: &SetObj) -> Result<bool, Exception> {
    if a.used > b.used {
        return Ok(false);
    }
    for (k, h) in a.entries() {
        if !b.contains(heap, k, h)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `a == b` for sets and frozensets.
pub fn equal(heap: &Heap, a: &SetObj, b: &SetObj) -> Result<bool, Exception> {
    Ok(a.used == b.used && is_subset(heap, a, b)?)
}

/// A set built from any iterable (for the methods that take one).
fn as_set_arg(ctx: &mut dyn Ctx, v: Value) -> Result<SetObj, Exception> {
    match as_set(ctx.heap(), v) {
        Some(s) => Ok(s.clone()),
        None => {
            let mut s = SetObj::new();
            update_obj(ctx, &mut s, v)?;
            Ok(s)
        }
    }
}

/// The binary operators `| & - ^` on two sets; the result has the left
/// operand's kind.
pub fn binop(
    ctx: &mut dyn Ctx,
    op: crate::bytecode::BinOp,
    a: Value,
    b: Value,
) -> Result<Value, Exception> {
    use crate::bytecode::BinOp;
    let frozen = matches!(a, Value::FrozenSet(_));
    let r = match op {
        BinOp::Or => union(ctx, a, &[b])?,
        BinOp::And => {
            let me = as_set(ctx.heap(), a).ok_or_else(dangling)?.clone();
            intersection(ctx, &me, b)?
        }
        BinOp::Sub => difference(ctx, a, b)?,
        BinOp::Xor => symmetric_difference(ctx, a, b)?,
        _ => return Err(exc!(SystemError, "not a set operator")),
    };
    from_obj(ctx.heap(), r, frozen)
}

/// The other operand of an in-place set operation, read before the table
/// leaves the heap (iterating it may run guest code, which may collect).
enum Operand {
    Set(SetObj),
    /// A dict's keys, in order.
    Dict(Vec<Value>),
    /// Any other iterable's items, in order.
    Items(Vec<Value>),
}

impl Operand {
    fn read(ctx: &mut dyn Ctx, v: Value) -> Result<Operand, Exception> {
        // Copies as large as guest data: asked for first (see
        // `heap::headroom`).
        if let Some(s) = as_set(ctx.heap(), v) {
            headroom::room_for_items(s.len(), 2 * core::mem::size_of::<Entry>())?;
            return Ok(Operand::Set(s.clone()));
        }
        if let Value::Dict(d) = v {
            let heap = ctx.heap();
            let Some(d) = heap.dict(d) else {
                return Ok(Operand::Dict(Vec::new()));
            };
            headroom::room_for_items(d.len(), core::mem::size_of::<Value>())?;
            return Ok(Operand::Dict(d.items().map(|(k, _)| k).collect()));
        }
        crate::ops::collect(ctx, v).map(Operand::Items)
    }

    /// `(key, hash)` pairs in the order CPython visits them.
    fn entries(&self, heap: &Heap) -> Result<Vec<(Value, i64)>, Exception> {
        let n = match self {
            Operand::Set(s) => s.len(),
            Operand::Dict(ks) | Operand::Items(ks) => ks.len(),
        };
        headroom::room_for_items(n, core::mem::size_of::<(Value, i64)>())?;
        match self {
            Operand::Set(s) => Ok(s.entries().collect()),
            Operand::Dict(ks) | Operand::Items(ks) => ks
                .iter()
                .map(|&k| super::hash::hash(heap, k).map(|h| (k, h)))
                .collect(),
        }
    }
}

/// `a op= b` (or the `*_update` methods) on a mutable set, in place, as
/// CPython's `set_update_internal`, `set_intersection_update`,
/// `set_difference_update_internal` and `set_symmetric_difference_update`.
pub fn inplace(
    ctx: &mut dyn Ctx,
    op: crate::bytecode::BinOp,
    r: ObjRef,
    b: Value,
) -> Result<(), Exception> {
    use crate::bytecode::BinOp;
    if matches!(b, Value::Set(x) if x == r) {
        // An operation with itself.
        let heap = ctx.heap();
        match op {
            BinOp::Sub | BinOp::Xor => heap.set_mut(r).ok_or_else(dangling)?.clear(),
            BinOp::And => {
                let copy = copy_of(heap, b)?;
                *heap.set_mut(r).ok_or_else(dangling)? = copy;
            }
            _ => {}
        }
        return Ok(());
    }
    let other = Operand::read(ctx, b)?;
    let heap = ctx.heap();
    let mut me = core::mem::take(heap.set_mut(r).ok_or_else(dangling)?);
    let res = inplace_with(heap, op, &mut me, &other);
    *heap.set_mut(r).ok_or_else(dangling)? = me;
    res
}

fn inplace_with(
    heap: &Heap,
    op: crate::bytecode::BinOp,
    me: &mut SetObj,
    other: &Operand,
) -> Result<(), Exception> {
    use crate::bytecode::BinOp;
    match op {
        BinOp::Or => match other {
            Operand::Set(o) => me.merge(heap, o),
            Operand::Dict(ks) => {
                let n = ks.len();
                if (me.fill + n) * 5 >= me.mask() * 3 {
                    me.resize((me.used + n) * 2)?;
                }
                for (k, h) in other.entries(heap)? {
                    me.add(heap, k, h)?;
                }
                Ok(())
            }
            Operand::Items(_) => {
                for (k, h) in other.entries(heap)? {
                    me.add(heap, k, h)?;
                }
                Ok(())
            }
        },
        BinOp::And => {
            let mut result = SetObj::new();
            match other {
                Operand::Set(o) => {
                    let (big, small) = if o.used > me.used {
                        (o, &*me)
                    } else {
                        (&*me, o)
                    };
                    for (k, h) in small.entries() {
                        if big.contains(heap, k, h)? {
                            result.add(heap, k, h)?;
                        }
                    }
                }
                _ => {
                    for (k, h) in other.entries(heap)? {
                        if me.contains(heap, k, h)? {
                            result.add(heap, k, h)?;
                        }
                    }
                }
            }
            *me = result;
            Ok(())
        }
        BinOp::Sub => {
            for (k, h) in other.entries(heap)? {
                me.discard(heap, k, h)?;
            }
            if me.fill - me.used > me.mask() / 4 {
                let u = me.used;
                me.resize(if u > 50000 { u * 2 } else { u * 4 })?;
            }
            Ok(())
        }
        BinOp::Xor => {
            // A plain iterable is made a set first; a set or a dict is
            // walked as it is.
            let entries = match other {
                Operand::Items(_) => {
                    let mut tmp = SetObj::new();
                    for (k, h) in other.entries(heap)? {
                        tmp.add(heap, k, h)?;
                    }
                    tmp.entries().collect()
                }
                _ => other.entries(heap)?,
            };
            for (k, h) in entries {
                if !me.discard(heap, k, h)? {
                    me.add(heap, k, h)?;
                }
            }
            Ok(())
        }
        _ => Err(exc!(SystemError, "not a set operator")),
    }
}

/// The methods of `set` and `frozenset`.
pub fn call_method(
    ctx: &mut dyn Ctx,
    v: Value,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let (r, frozen) = match v {
        Value::Set(r) => (r, false),
        Value::FrozenSet(r) => (r, true),
        _ => return Err(dangling()),
    };
    let tname = if frozen { "frozenset" } else { "set" };
    let mutating = matches!(
        attr,
        Attr::add
            | Attr::remove
            | Attr::discard
            | Attr::pop
            | Attr::clear
            | Attr::update
            | Attr::intersection_update
            | Attr::difference_update
            | Attr::symmetric_difference_update
    );
    if frozen && mutating {
        return Err(super::method::no_attribute(ctx.heap(), v, attr));
    }
    args.no_kw(format_args!("{tname}.{attr}"))?;
    let result_set = |ctx: &mut dyn Ctx, s: SetObj| from_obj(ctx.heap(), s, frozen);
    match attr {
        Attr::add => {
            let k = args.exactly_one("set.add")?;
            crate::dunder::set_add(ctx, Value::Set(r), k)?;
            Ok(Value::None)
        }
        Attr::remove | Attr::discard => {
            let k = args.exactly_one(format_args!("set.{attr}"))?;
            crate::dunder::with_guest_key(ctx, Value::Set(r), k, &mut |heap| {
                let h = match super::hash::hash(heap, k) {
                    Ok(h) => h,
                    Err(e) => match k {
                        Value::Set(s) => heap.set(s).map_or(0, |s| s.frozen_hash()),
                        _ => return Err(e),
                    },
                };
                let mut s = core::mem::take(heap.set_mut(r).ok_or_else(dangling)?);
                let found = s.discard(heap, k, h);
                *heap.set_mut(r).ok_or_else(dangling)? = s;
                if !found? && attr == Attr::remove {
                    return Err(super::dict::key_error(heap, k));
                }
                Ok(Value::None)
            })
        }
        Attr::pop => {
            args.expect("pop", 0, 0)?;
            ctx.heap()
                .set_mut(r)
                .ok_or_else(dangling)?
                .pop()
                .ok_or_else(|| exc!(KeyError, "'pop from an empty set'"))
        }
        Attr::clear => {
            args.expect("clear", 0, 0)?;
            ctx.heap().set_mut(r).ok_or_else(dangling)?.clear();
            Ok(Value::None)
        }
        Attr::copy => {
            args.expect("copy", 0, 0)?;
            if frozen {
                return Ok(v);
            }
            let s = copy_of(ctx.heap(), v)?;
            result_set(ctx, s)
        }
        Attr::union => {
            let s = union(ctx, v, args.pos)?;
            result_set(ctx, s)
        }
        Attr::intersection => {
            let mut cur = as_set(ctx.heap(), v).ok_or_else(dangling)?.clone();
            if args.pos.is_empty() {
                cur = copy_of(ctx.heap(), v)?;
            }
            for &o in args.pos {
                cur = intersection(ctx, &cur, o)?;
            }
            result_set(ctx, cur)
        }
        Attr::difference => {
            let mut cur = match args.pos.first() {
                None => copy_of(ctx.heap(), v)?,
                Some(&o) => difference(ctx, v, o)?,
            };
            for &o in args.pos.iter().skip(1) {
                difference_update(ctx, &mut cur, o)?;
            }
            result_set(ctx, cur)
        }
        Attr::symmetric_difference => {
            let o = args.exactly_one(format_args!("{tname}.symmetric_difference"))?;
            let s = symmetric_difference(ctx, v, o)?;
            result_set(ctx, s)
        }
        Attr::update | Attr::intersection_update | Attr::difference_update => {
            for &o in args.pos {
                let op = match attr {
                    Attr::update => crate::bytecode::BinOp::Or,
                    Attr::intersection_update => crate::bytecode::BinOp::And,
                    _ => crate::bytecode::BinOp::Sub,
                };
                inplace(ctx, op, r, o)?;
            }
            Ok(Value::None)
        }
        Attr::symmetric_difference_update => {
            let o = args.exactly_one("set.symmetric_difference_update")?;
            inplace(ctx, crate::bytecode::BinOp::Xor, r, o)?;
            Ok(Value::None)
        }
        Attr::issubset | Attr::issuperset | Attr::isdisjoint => {
            let o = args.exactly_one(format_args!("{tname}.{attr}"))?;
            let other = as_set_arg(ctx, o)?;
            let heap = ctx.heap();
            let me = as_set(heap, v).ok_or_else(dangling)?;
            let t = match attr {
                Attr::issubset => is_subset(heap, me, &other)?,
                Attr::issuperset => is_subset(heap, &other, me)?,
                _ => {
                    let mut disjoint = true;
                    for (k, h) in me.entries() {
                        if other.contains(heap, k, h)? {
                            disjoint = false;
                            break;
                        }
                    }
                    disjoint
                }
            };
            Ok(Value::Bool(t))
        }
        _ => Err(super::method::no_attribute(ctx.heap(), v, attr)),
    }
}
