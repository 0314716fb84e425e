//! `list`: a mutable sequence, and the stable sort every sorted sequence
//! uses.
//!
//! The sort calls only `<`, as CPython's does, and starts as CPython's
//! timsort does (the first run, then binary insertion), so that for short
//! lists the same pairs are compared in the same order and a `TypeError`
//! names the same types; longer lists merge. It never assumes the order is
//! consistent (NaN, errors), so it cannot panic.

use alloc::vec::Vec;

use super::list_items::{ListEdit, ListItems};
use super::{Attr, Object, alloc};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// Most elements a list may hold (a runaway `xs * n` is `MemoryError`).
pub const MAX_LEN: usize = 1 << 28;

impl Heap {
    #[inline]
    pub fn list(&self, r: ObjRef) -> &[Value] {
        match self.get(r) {
            Some(Object::List(v)) => v,
            _ => &[],
        }
    }

    #[inline]
    pub fn list_mut(&mut self, r: ObjRef) -> Option<ListEdit<'_>> {
        match self.get_mut(r) {
            Some(Object::List(v)) => Some(v.edit()),
            _ => None,
        }
    }

    /// Elements of a list or tuple value; empty for anything else.
    #[inline]
    pub fn seq(&self, v: Value) -> &[Value] {
        match v {
            Value::List(r) => self.list(r),
            Value::Tuple(r) => self.tuple(r),
            _ => &[],
        }
    }
}

pub fn new_list(heap: &mut Heap, v: Vec<Value>) -> Result<Value, Exception> {
    alloc(heap, Object::List(ListItems::new(v)), Value::List)
}

fn dangling() -> Exception {
    exc!(SystemError, "dangling list")
}

fn list_mut(heap: &mut Heap, r: ObjRef) -> Result<ListEdit<'_>, Exception> {
    heap.list_mut(r).ok_or_else(dangling)
}

/// Reserves room for `more` elements, as `MemoryError` when it cannot.
pub fn reserve(v: &mut Vec<Value>, more: usize) -> Result<(), Exception> {
    if v.len().saturating_add(more) > MAX_LEN {
        return Err(exc!(MemoryError, ""));
    }
    v.try_reserve(more).map_err(|_| exc!(MemoryError, ""))
}

/// A copy of `items`, as `MemoryError` when there is no room.
pub fn try_clone(items: &[Value]) -> Result<Vec<Value>, Exception> {
    let mut v = Vec::new();
    reserve(&mut v, items.len())?;
    v.extend_from_slice(items);
    Ok(v)
}

/// `xs.append(v)`. Growth is charged to the collector's pacing. Inlined
/// so that a caller that builds `v` from its fields (a helper reading what
/// machine code wrote) stores it into the list field by field: passed
/// through memory and read back whole, it would wait for those stores.
#[inline(always)]
pub fn append(heap: &mut Heap, r: ObjRef, v: Value) -> Result<(), Exception> {
    let mut l = list_mut(heap, r)?;
    let before = l.capacity();
    reserve(&mut l, 1)?;
    l.push(v);
    let grown = l.capacity() - before;
    drop(l);
    if grown > 0 {
        heap.charge_growth(grown * core::mem::size_of::<Value>());
    }
    Ok(())
}

/// `xs.insert(i, v)` for `0 <= i`, an index past the end appending.
pub fn insert(heap: &mut Heap, r: ObjRef, i: i64, v: Value) -> Result<(), Exception> {
    let mut l = list_mut(heap, r)?;
    let at = (i.max(0) as usize).min(l.len());
    reserve(&mut l, 1)?;
    l.insert(at, v);
    Ok(())
}

/// `a < b`, Python's way (for sorting), with the program's `__lt__`.
fn less(ctx: &mut dyn Ctx, a: Value, b: Value) -> Result<bool, Exception> {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        return Ok(x < y);
    }
    crate::dunder::compare_bool(ctx, crate::bytecode::CmpOp::Lt, a, b)
}

/// Sorts `items` stably by `keys` (the items themselves when `None`),
/// comparing with `<` only. `reverse` keeps equal items in their order,
/// as CPython does (by reversing before and after).
pub fn stable_sort(
    ctx: &mut dyn Ctx,
    items: &mut [Value],
    keys: Option<&mut [Value]>,
    reverse: bool,
) -> Result<(), Exception> {
    let n = items.len();
    // The index order, a copy of the keys, the sorted copy and a merge's
    // halves, all as long as the list: asked for first (see
    // `heap::headroom`).
    crate::heap::headroom::room_for_items(n, 2 * 8 + 2 * core::mem::size_of::<Value>())?;
    let mut order: Vec<usize> = (0..n).collect();
    let keys: Vec<Value> = match keys {
        Some(k) => k.to_vec(),
        None => items.to_vec(),
    };
    if reverse {
        order.reverse();
    }
    let mut lt = |a: usize, b: usize| less(ctx, keys[a], keys[b]);
    sort_indices(&mut order, &mut lt)?;
    if reverse {
        order.reverse();
    }
    let sorted: Vec<Value> = order.iter().map(|&i| items[i]).collect();
    items.copy_from_slice(&sorted);
    Ok(())
}

type Less<'a> = dyn FnMut(usize, usize) -> Result<bool, Exception> + 'a;

/// Stable sort of `v` under the fallible `lt`.
fn sort_indices(v: &mut [usize], lt: &mut Less) -> Result<(), Exception> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    if n < 64 {
        // CPython's count_run, then binary insertion for the rest.
        let mut run = 2;
        if lt(v[1], v[0])? {
            while run < n && lt(v[run], v[run - 1])? {
                run += 1;
            }
            v[..run].reverse();
        } else {
            while run < n && !lt(v[run], v[run - 1])? {
                run += 1;
            }
        }
        return binary_insertion(v, run, lt);
    }
    let mid = n / 2;
    sort_indices(&mut v[..mid], lt)?;
    sort_indices(&mut v[mid..], lt)?;
    merge(v, mid, lt)
}

fn binary_insertion(v: &mut [usize], start: usize, lt: &mut Less) -> Result<(), Exception> {
    for i in start..v.len() {
        let pivot = v[i];
        let (mut lo, mut hi) = (0, i);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if lt(pivot, v[mid])? {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        v.copy_within(lo..i, lo + 1);
        v[lo] = pivot;
    }
    Ok(())
}

fn merge(v: &mut [usize], mid: usize, lt: &mut Less) -> Result<(), Exception> {
    let left: Vec<usize> = v[..mid].to_vec();
    let right: Vec<usize> = v[mid..].to_vec();
    let (mut i, mut j, mut k) = (0, 0, 0);
    while i < left.len() && j < right.len() {
        if lt(right[j], left[i])? {
            v[k] = right[j];
            j += 1;
        } else {
            v[k] = left[i];
            i += 1;
        }
        k += 1;
    }
    v[k..k + left.len() - i].copy_from_slice(&left[i..]);
    let k = k + left.len() - i;
    v[k..].copy_from_slice(&right[j..]);
    Ok(())
}

fn index_arg(v: Value) -> Result<i64, Exception> {
    crate::args::index(v)
}

/// The methods of `list` that need no guest calls (`sort` with a guest
/// `key=` is the interpreter's).
pub fn call_method(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let heap = ctx.heap();
    match attr {
        Attr::append => {
            let v = args.exactly_one("list.append")?;
            append(heap, r, v)?;
            Ok(Value::None)
        }
        Attr::pop => {
            args.no_kw("pop")?;
            let idx = match args.expect("pop", 0, 1)? {
                [] => -1,
                [i] => index_arg(*i)?,
                _ => return Err(dangling()),
            };
            let mut l = list_mut(heap, r)?;
            if l.is_empty() {
                return Err(exc!(IndexError, "pop from empty list"));
            }
            let j = crate::ops::norm_index(idx, l.len())
                .ok_or_else(|| exc!(IndexError, "pop index out of range"))?;
            Ok(l.remove(j))
        }
        Attr::insert => {
            args.no_kw("insert")?;
            let a = args.expect("insert", 2, 2)?;
            let i = index_arg(a[0])?;
            let v = a[1];
            let mut l = list_mut(heap, r)?;
            let n = l.len() as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
            reserve(&mut l, 1)?;
            l.insert(at, v);
            Ok(Value::None)
        }
        Attr::remove => {
            let x = args.exactly_one("list.remove")?;
            let n = heap.list(r).len();
            for i in 0..n {
                let Some(&y) = ctx.heap().list(r).get(i) else {
                    break;
                };
                if crate::dunder::equal(ctx, y, x)? {
                    if let Some(mut l) = ctx.heap().list_mut(r)
                        && i < l.len()
                    {
                        l.remove(i);
                    }
                    return Ok(Value::None);
                }
            }
            Err(exc!(ValueError, "list.remove(x): x not in list"))
        }
        Attr::index | Attr::count => {
            super::tuple::count_index(ctx, Value::List(r), attr, "list", args)
        }
        Attr::extend => {
            let v = args.exactly_one("list.extend")?;
            let more = crate::ops::collect(ctx, v)?;
            let mut l = list_mut(ctx.heap(), r)?;
            reserve(&mut l, more.len())?;
            l.extend(more);
            Ok(Value::None)
        }
        Attr::reverse => {
            args.expect("reverse", 0, 0)?;
            list_mut(heap, r)?.reverse();
            Ok(Value::None)
        }
        Attr::clear => {
            args.expect("clear", 0, 0)?;
            list_mut(heap, r)?.clear();
            Ok(Value::None)
        }
        Attr::copy => {
            args.expect("copy", 0, 0)?;
            let v = crate::heap::headroom::copy(heap.list(r))?;
            new_list(heap, v)
        }
        Attr::sort => {
            if !args.pos.is_empty() {
                return Err(exc!(TypeError, "sort() takes no positional arguments"));
            }
            args.check_kw("sort", &["key", "reverse"])?;
            let reverse = match args.kw("reverse") {
                Some(v) => crate::ops::truthy(heap, v),
                None => false,
            };
            let key = args.kw("key").filter(|k| *k != Value::None);
            sort_list(ctx, r, key, reverse)?;
            Ok(Value::None)
        }
        _ => Err(super::method::no_attribute(heap, Value::List(r), attr)),
    }
}

/// Sorts list `r` in place, by `key(item)` when a key is given.
pub fn sort_list(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    key: Option<Value>,
    reverse: bool,
) -> Result<(), Exception> {
    let mut items = try_clone(ctx.heap().list(r))?;
    match key {
        None => {
            let n = items.len();
            ctx.heap().push_roots(&items)?;
            let res = stable_sort(ctx, &mut items, None, reverse);
            ctx.heap().pop_roots(n);
            res?
        }
        Some(f) => {
            let keys = keys_of(ctx, f, &items)?;
            let mut keys = keys;
            let n = keys.len();
            ctx.heap().push_roots(&keys)?;
            let res = stable_sort(ctx, &mut items, Some(&mut keys), reverse);
            ctx.heap().pop_roots(n);
            res?;
        }
    }
    if let Some(mut l) = ctx.heap().list_mut(r) {
        *l = items;
    }
    Ok(())
}

/// `[f(x) for x in items]`, rooting what has been computed so far.
pub fn keys_of(ctx: &mut dyn Ctx, f: Value, items: &[Value]) -> Result<Vec<Value>, Exception> {
    let mut keys = Vec::new();
    keys.try_reserve_exact(items.len())
        .map_err(|_| exc!(MemoryError, ""))?;
    ctx.heap().push_roots(items)?;
    let mut err = None;
    for &x in items {
        match ctx.call(f, Args::positional(&[x])) {
            Ok(k) => {
                ctx.heap().push_root(k);
                keys.push(k);
            }
            Err(e) => {
                err = Some(e);
                break;
            }
        }
    }
    ctx.heap().pop_roots(items.len() + keys.len());
    match err {
        Some(e) => Err(e),
        None => Ok(keys),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sort_is_stable_and_exact() {
        let mut h = Heap::new();
        let mut items: Vec<Value> = [5, 3, 9, 1, 3, 7, 2, 8, 0, 6]
            .iter()
            .map(|&i| Value::Int(i))
            .collect();
        let mut many: Vec<Value> = (0..200).map(|i| Value::Int((i * 37) % 101)).collect();
        crate::ctx::with_heap(&mut h, |c| stable_sort(c, &mut items, None, false)).unwrap();
        let got: Vec<i64> = items.iter().map(|v| v.as_index().unwrap()).collect();
        assert_eq!(got, [0, 1, 2, 3, 3, 5, 6, 7, 8, 9]);
        crate::ctx::with_heap(&mut h, |c| stable_sort(c, &mut many, None, true)).unwrap();
        assert!(many.windows(2).all(|w| w[0].as_index() >= w[1].as_index()));
        // Equal keys keep their order, also reversed.
        let mut items = [Value::Int(0), Value::Int(1), Value::Int(2), Value::Int(3)];
        let mut keys = [Value::Int(1), Value::Int(0), Value::Int(1), Value::Int(0)];
        crate::ctx::with_heap(&mut h, |c| {
            stable_sort(c, &mut items, Some(&mut keys), true)
        })
        .unwrap();
        assert_eq!(
            items,
            [Value::Int(0), Value::Int(2), Value::Int(1), Value::Int(3)]
        );
    }
}
