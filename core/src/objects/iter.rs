//! Iterator objects: what `iter(x)`, `zip`, `enumerate`, `map`, `filter`
//! and `reversed` return.
//!
//! A `for` loop over a list, tuple, str, range, dict or set keeps its
//! position in unboxed frame slots instead (see [`crate::ops::get_iter`]);
//! these objects exist for iterators that are values in their own right.
//! Advancing one may call a guest function (`map`, `filter`), so it goes
//! through a [`Ctx`]. An iterator that has ended stays ended, also a `zip`
//! or `map` (CPython's poll their inner iterators again on every `next`):
//! a trace that leaves at a `FOR_ITER` whose iterator just ended relies on
//! that, since the interpreter then redoes the `FOR_ITER`.

use alloc::vec::Vec;

use super::{Object, alloc};
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

#[derive(Clone, Debug)]
pub enum IterObj {
    /// Over a list, tuple, bytes or bytearray by index, a str by byte
    /// offset, a dict or set by table position.
    Seq {
        seq: Value,
        pos: usize,
    },
    Range {
        next: i64,
        stop: i64,
        step: i64,
    },
    /// Over a dict's keys, values or items; `mark` is the dict's
    /// [`iter_mark`](super::dict::DictObj::iter_mark) at the start.
    Dict {
        dict: ObjRef,
        kind: super::dict::ViewKind,
        mark: usize,
        pos: usize,
    },
    Set {
        set: ObjRef,
        len: usize,
        pos: usize,
    },
    /// `reversed(seq)`: `left` elements remain, the next is `left - 1`.
    Reversed {
        seq: Value,
        left: usize,
    },
    /// `reversed(d)` (or of a view): the items, reversed, in a list.
    ReversedDict {
        items: Value,
        pos: usize,
        kind: super::dict::ViewKind,
    },
    Enumerate {
        inner: Value,
        count: Value,
    },
    Zip {
        iters: Vec<Value>,
        strict: bool,
    },
    Map {
        func: Value,
        iters: Vec<Value>,
    },
    Filter {
        func: Value,
        inner: Value,
    },
    /// Over an instance with `__getitem__` and no `__iter__`: items 0, 1,
    /// ... until `IndexError` (CPython's sequence protocol).
    GetItem {
        obj: Value,
        index: i64,
    },
    /// `itertools.product`, `permutations`, `combinations` or
    /// `combinations_with_replacement` (`objects::combinatoric`).
    Combinatoric(alloc::boxed::Box<super::combinatoric::Combinatoric>),
    /// `iter(func, sentinel)`: `func()` until it returns `sentinel`.
    Callable {
        func: Value,
        sentinel: Value,
    },
    /// A `Seq`, `Range` or `Reversed` iterator that ended.
    Done,
}

impl IterObj {
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        match self {
            IterObj::Seq { seq, .. } | IterObj::Reversed { seq, .. } => f(*seq),
            IterObj::ReversedDict { items, .. } => f(*items),
            IterObj::Dict { dict, .. } => f(Value::Dict(*dict)),
            IterObj::Set { set, .. } => f(Value::Set(*set)),
            IterObj::Enumerate { inner, count } => {
                f(*inner);
                f(*count);
            }
            IterObj::Zip { iters, .. } => iters.iter().copied().for_each(f),
            IterObj::Map { func, iters } => {
                f(*func);
                iters.iter().copied().for_each(f);
            }
            IterObj::Filter { func, inner } => {
                f(*func);
                f(*inner);
            }
            IterObj::GetItem { obj, .. } => f(*obj),
            IterObj::Callable { func, sentinel } => {
                f(*func);
                f(*sentinel);
            }
            IterObj::Combinatoric(c) => c.for_each_child(f),
            IterObj::Range { .. } | IterObj::Done => {}
        }
    }

    pub fn size_estimate(&self) -> usize {
        match self {
            IterObj::Zip { iters, .. } | IterObj::Map { iters, .. } => {
                iters.capacity() * core::mem::size_of::<Value>()
            }
            IterObj::Combinatoric(c) => c.size_estimate(),
            _ => 0,
        }
    }

    pub fn type_name(&self, heap: &Heap) -> &'static str {
        match self {
            IterObj::Seq { seq, .. } => match seq {
                Value::List(_) => "list_iterator",
                Value::Tuple(_) => "tuple_iterator",
                Value::Str(r) if heap.str_obj(*r).is_some_and(|s| s.is_ascii()) => {
                    "str_ascii_iterator"
                }
                Value::Str(_) => "str_iterator",
                Value::Bytes(_) => "bytes_iterator",
                Value::ByteArray(_) => "bytearray_iterator",
                _ => "iterator",
            },
            IterObj::Range { .. } => "range_iterator",
            IterObj::Dict { kind, .. } => kind.iterator_name(),
            IterObj::Set { .. } => "set_iterator",
            IterObj::Reversed { seq, .. } => match seq {
                Value::List(_) => "list_reverseiterator",
                _ => "reversed",
            },
            IterObj::ReversedDict { kind, .. } => match kind {
                super::dict::ViewKind::Keys => "dict_reversekeyiterator",
                super::dict::ViewKind::Values => "dict_reversevalueiterator",
                super::dict::ViewKind::Items => "dict_reverseitemiterator",
            },
            IterObj::Enumerate { .. } => "enumerate",
            IterObj::Zip { .. } => "zip",
            IterObj::Map { .. } => "map",
            IterObj::Filter { .. } => "filter",
            IterObj::Combinatoric(c) => c.kind().name(),
            IterObj::GetItem { .. } | IterObj::Done => "iterator",
            IterObj::Callable { .. } => "callable_iterator",
        }
    }
}

pub fn new_iter(heap: &mut Heap, it: IterObj) -> Result<Value, Exception> {
    alloc(heap, Object::Iter(it), Value::Iter)
}

fn state(heap: &Heap, r: ObjRef) -> Result<&IterObj, Exception> {
    match heap.get(r) {
        Some(Object::Iter(it)) => Ok(it),
        _ => Err(exc!(SystemError, "dangling iterator")),
    }
}

fn set_state(heap: &mut Heap, r: ObjRef, new: IterObj) {
    if let Some(Object::Iter(it)) = heap.get_mut(r) {
        *it = new;
    }
}

/// `iter(v)`: an iterator object over any iterable (an iterator is its
/// own iterator).
pub fn iter(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    let it = match v {
        // A standard stream is its own iterator, as a file is.
        Value::Iter(_) | Value::Generator(_) => return Ok(v),
        Value::Native(_) if super::native::stream_of(heap, v).is_some() => return Ok(v),
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_) => IterObj::Seq { seq: v, pos: 0 },
        Value::Range(r) => {
            let o = heap.range(r);
            IterObj::Range {
                next: o.start,
                stop: o.stop,
                step: o.step,
            }
        }
        Value::Dict(r) => IterObj::Dict {
            dict: r,
            kind: super::dict::ViewKind::Keys,
            mark: heap.dict(r).map_or(0, |d| d.iter_mark()),
            pos: 0,
        },
        Value::DictView(r) => {
            let Some(view) = heap.dict_view(r) else {
                return Err(exc!(SystemError, "dangling dict view"));
            };
            IterObj::Dict {
                dict: view.dict,
                kind: view.kind,
                mark: heap.dict(view.dict).map_or(0, |d| d.iter_mark()),
                pos: 0,
            }
        }
        Value::Set(r) | Value::FrozenSet(r) => IterObj::Set {
            set: r,
            len: heap.set(r).map_or(0, |s| s.len()),
            pos: 0,
        },
        _ => return Err(super::not_iterable(heap, v)),
    };
    new_iter(heap, it)
}

/// One step of a dict iterator at `pos`: the item and the next position,
/// or `None` at the end; raises if the dict changed size, or gained keys
/// in place of others, since `mark` was taken.
pub fn dict_step(
    heap: &mut Heap,
    dict: ObjRef,
    kind: super::dict::ViewKind,
    mark: usize,
    pos: usize,
) -> Result<Option<(Value, usize)>, Exception> {
    let Some(d) = heap.dict(dict) else {
        return Ok(None);
    };
    if !d.same_size_as(mark) {
        return Err(exc!(
            RuntimeError,
            "dictionary changed size during iteration"
        ));
    }
    let Some((next, k, v)) = d.entry_from(pos) else {
        return Ok(None);
    };
    if super::dict::DictObj::inserted_since(next, mark) {
        return Err(exc!(
            RuntimeError,
            "dictionary keys changed during iteration"
        ));
    }
    let item = match kind {
        super::dict::ViewKind::Keys => k,
        super::dict::ViewKind::Values => v,
        super::dict::ViewKind::Items => super::tuple::new_tuple(heap, &[k, v])?,
    };
    Ok(Some((item, next)))
}

/// One step of a set iterator.
pub fn set_step(
    heap: &Heap,
    set: ObjRef,
    len: usize,
    pos: usize,
) -> Result<Option<(Value, usize)>, Exception> {
    let Some(s) = heap.set(set) else {
        return Ok(None);
    };
    if s.len() != len {
        return Err(exc!(RuntimeError, "Set changed size during iteration"));
    }
    Ok(s.entry_from(pos).map(|(next, k)| (k, next)))
}

/// One step over a sequence by position: list, tuple, bytes, bytearray by
/// index, str by byte offset.
pub fn seq_step(
    heap: &mut Heap,
    seq: Value,
    pos: usize,
) -> Result<Option<(Value, usize)>, Exception> {
    Ok(match seq {
        Value::List(_) | Value::Tuple(_) => heap.seq(seq).get(pos).map(|&v| (v, pos + 1)),
        Value::Bytes(r) => heap
            .bytes(r)
            .get(pos)
            .map(|&b| (Value::Int(b as i64), pos + 1)),
        Value::ByteArray(r) => heap
            .bytearray(r)
            .and_then(|b| b.get(pos))
            .map(|&b| (Value::Int(b as i64), pos + 1)),
        Value::Str(r) => {
            let Some(c) = heap.str(r).get(pos..).and_then(|t| t.chars().next()) else {
                return Ok(None);
            };
            Some((super::str::new_char(heap, c)?, pos + c.len_utf8()))
        }
        _ => None,
    })
}

/// `next(it)` on an iterator object: the next item, or `None` when it has
/// ended. Iterators over iterators (`map` of a `map`...) recurse natively,
/// so their depth is bounded.
pub fn next(ctx: &mut dyn Ctx, r: ObjRef) -> Result<Option<Value>, Exception> {
    ctx.heap().enter_nesting("")?;
    let res = next_unbounded(ctx, r);
    ctx.heap().leave_nesting();
    res
}

fn next_unbounded(ctx: &mut dyn Ctx, r: ObjRef) -> Result<Option<Value>, Exception> {
    // Stepped in place: its state is not copied at each step.
    if let Ok(IterObj::Combinatoric(_)) = state(ctx.heap(), r) {
        return super::combinatoric::next(ctx.heap(), r);
    }
    // A zip's or map's iterators are read out of the state, not copied
    // with it (a vector) at each step; a sequence's position moves in
    // place.
    match state(ctx.heap(), r)? {
        &IterObj::Seq { seq, pos } => return seq_next(ctx.heap(), r, seq, pos),
        IterObj::Zip { iters, strict } => {
            let (iters, strict) = (SmallValues::from_slice(iters), *strict);
            return zip_step(ctx, r, iters.as_slice(), strict);
        }
        IterObj::Map { func, iters } => {
            let (func, iters) = (*func, SmallValues::from_slice(iters));
            return map_step(ctx, r, func, iters.as_slice());
        }
        _ => {}
    }
    let st = state(ctx.heap(), r)?.clone();
    match st {
        IterObj::GetItem { obj, index } => {
            match crate::dunder::getitem(ctx, obj, Value::Int(index)) {
                Ok(v) => {
                    set_state(
                        ctx.heap(),
                        r,
                        IterObj::GetItem {
                            obj,
                            index: index + 1,
                        },
                    );
                    Ok(Some(v))
                }
                Err(e)
                    if matches!(
                        e.kind,
                        crate::error::ExcKind::IndexError | crate::error::ExcKind::StopIteration
                    ) =>
                {
                    set_state(ctx.heap(), r, IterObj::Done);
                    Ok(None)
                }
                Err(e) => Err(e),
            }
        }
        IterObj::Seq { seq, pos } => seq_next(ctx.heap(), r, seq, pos),
        IterObj::Range { next, stop, step } => {
            let more = if step > 0 { next < stop } else { next > stop };
            if !more {
                set_state(ctx.heap(), r, IterObj::Done);
                return Ok(None);
            }
            let following = next.checked_add(step).unwrap_or(stop);
            set_state(
                ctx.heap(),
                r,
                IterObj::Range {
                    next: following,
                    stop,
                    step,
                },
            );
            Ok(Some(Value::Int(next)))
        }
        IterObj::Dict {
            dict,
            kind,
            mark,
            pos,
        } => match dict_step(ctx.heap(), dict, kind, mark, pos)? {
            Some((v, next)) => {
                set_state(
                    ctx.heap(),
                    r,
                    IterObj::Dict {
                        dict,
                        kind,
                        mark,
                        pos: next,
                    },
                );
                Ok(Some(v))
            }
            None => {
                set_state(ctx.heap(), r, IterObj::Done);
                Ok(None)
            }
        },
        IterObj::Set { set, len, pos } => match set_step(ctx.heap(), set, len, pos)? {
            Some((v, next)) => {
                set_state(
                    ctx.heap(),
                    r,
                    IterObj::Set {
                        set,
                        len,
                        pos: next,
                    },
                );
                Ok(Some(v))
            }
            None => {
                set_state(ctx.heap(), r, IterObj::Done);
                Ok(None)
            }
        },
        IterObj::Reversed { seq, left } => {
            let heap = ctx.heap();
            let n = crate::ops::seq_len(heap, seq);
            if left == 0 || left > n {
                set_state(heap, r, IterObj::Done);
                return Ok(None);
            }
            let v = crate::ops::seq_item(heap, seq, left - 1)?;
            set_state(
                ctx.heap(),
                r,
                IterObj::Reversed {
                    seq,
                    left: left - 1,
                },
            );
            Ok(Some(v))
        }
        IterObj::ReversedDict { items, pos, kind } => match ctx.heap().seq(items).get(pos).copied()
        {
            Some(v) => {
                set_state(
                    ctx.heap(),
                    r,
                    IterObj::ReversedDict {
                        items,
                        pos: pos + 1,
                        kind,
                    },
                );
                Ok(Some(v))
            }
            None => {
                set_state(ctx.heap(), r, IterObj::Done);
                Ok(None)
            }
        },
        IterObj::Enumerate { inner, count } => {
            let Some((x, bumped)) = enumerate_next(ctx, inner, count)? else {
                set_state(ctx.heap(), r, IterObj::Done);
                return Ok(None);
            };
            ctx.heap().push_root(x);
            let item = super::tuple::new_tuple(ctx.heap(), &[count, x]);
            ctx.heap().pop_roots(1);
            let item = item?;
            set_state(
                ctx.heap(),
                r,
                IterObj::Enumerate {
                    inner,
                    count: bumped,
                },
            );
            Ok(Some(item))
        }
        IterObj::Callable { func, sentinel } => {
            let v = ctx.call(func, crate::args::Args::default())?;
            ctx.heap().push_root(v);
            let end = crate::dunder::equal(ctx, v, sentinel);
            ctx.heap().pop_roots(1);
            if end? {
                set_state(ctx.heap(), r, IterObj::Done);
                return Ok(None);
            }
            Ok(Some(v))
        }
        // Taken above without the copy; the same steps if reached here.
        IterObj::Zip { iters, strict } => zip_step(ctx, r, &iters, strict),
        IterObj::Map { func, iters } => map_step(ctx, r, func, &iters),
        IterObj::Filter { func, inner } => loop {
            let Some(x) = next_value(ctx, inner)? else {
                set_state(ctx.heap(), r, IterObj::Done);
                return Ok(None);
            };
            // Truth as `bool()` sees it: an instance's `__bool__` or
            // `__len__` runs.
            ctx.heap().push_root(x);
            let t = if func == Value::None {
                Ok(x)
            } else {
                ctx.call(func, crate::args::Args::positional(&[x]))
            };
            let keep = t.and_then(|t| crate::dunder::truthy(ctx, t));
            ctx.heap().pop_roots(1);
            let keep = keep?;
            if keep {
                return Ok(Some(x));
            }
        },
        IterObj::Combinatoric(_) => super::combinatoric::next(ctx.heap(), r),
        IterObj::Done => Ok(None),
    }
}

/// One step of iterator `r` over sequence `seq` at `pos` (a dict's or
/// set's `Seq` state yields nothing), its position moved in place.
fn seq_next(
    heap: &mut Heap,
    r: ObjRef,
    seq: Value,
    pos: usize,
) -> Result<Option<Value>, Exception> {
    let step = match seq {
        Value::Dict(_) | Value::Set(_) => None,
        _ => seq_step(heap, seq, pos)?,
    };
    match step {
        Some((v, next)) => {
            if let Some(Object::Iter(IterObj::Seq { pos, .. })) = heap.get_mut(r) {
                *pos = next;
            }
            Ok(Some(v))
        }
        None => {
            set_state(heap, r, IterObj::Done);
            Ok(None)
        }
    }
}

/// One step of `zip(*iters)` (iterator `r`): the tuple of the next items,
/// or `None` once one of them ended (a `strict` zip checks the others).
fn zip_step(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    iters: &[Value],
    strict: bool,
) -> Result<Option<Value>, Exception> {
    if iters.is_empty() {
        return Ok(None);
    }
    let mut items = SmallValues::with_capacity(iters.len());
    let mut ended_at = None;
    for (k, &it) in iters.iter().enumerate() {
        match next_value(ctx, it) {
            Ok(Some(x)) => {
                ctx.heap().push_root(x);
                items.push(x);
            }
            Ok(None) => {
                ended_at = Some(k);
                break;
            }
            Err(e) => {
                ctx.heap().pop_roots(items.as_slice().len());
                return Err(e);
            }
        }
    }
    let n = items.as_slice().len();
    let result = match ended_at {
        None => super::tuple::new_tuple(ctx.heap(), items.as_slice()).map(Some),
        Some(k) if strict => zip_strict_error(ctx, iters, k),
        Some(_) => Ok(None),
    };
    ctx.heap().pop_roots(n);
    if matches!(result, Ok(None)) {
        set_state(ctx.heap(), r, IterObj::Done);
    }
    result
}

/// One step of `map(func, *iters)` (iterator `r`).
fn map_step(
    ctx: &mut dyn Ctx,
    r: ObjRef,
    func: Value,
    iters: &[Value],
) -> Result<Option<Value>, Exception> {
    let mut args = SmallValues::with_capacity(iters.len());
    for &it in iters.iter() {
        match next_value(ctx, it) {
            Ok(Some(x)) => {
                ctx.heap().push_root(x);
                args.push(x);
            }
            Ok(None) => {
                ctx.heap().pop_roots(args.as_slice().len());
                set_state(ctx.heap(), r, IterObj::Done);
                return Ok(None);
            }
            Err(e) => {
                ctx.heap().pop_roots(args.as_slice().len());
                return Err(e);
            }
        }
    }
    let r = ctx.call(func, crate::args::Args::positional(args.as_slice()));
    ctx.heap().pop_roots(args.as_slice().len());
    r.map(Some)
}

/// A few values kept inline, more in a vector: a zip's or map's iterators
/// and one step's items, with no allocation for the usual two or three.
enum SmallValues {
    Inline(arrayvec::ArrayVec<Value, 4>),
    Heap(Vec<Value>),
}

impl SmallValues {
    fn with_capacity(n: usize) -> Self {
        if n <= 4 {
            SmallValues::Inline(arrayvec::ArrayVec::new())
        } else {
            SmallValues::Heap(Vec::with_capacity(n))
        }
    }

    fn from_slice(vs: &[Value]) -> Self {
        let mut out = SmallValues::with_capacity(vs.len());
        vs.iter().for_each(|&v| out.push(v));
        out
    }

    fn push(&mut self, v: Value) {
        match self {
            SmallValues::Inline(a) => {
                if let Err(e) = a.try_push(v) {
                    let mut grown = a.to_vec();
                    grown.push(e.element());
                    *self = SmallValues::Heap(grown);
                }
            }
            SmallValues::Heap(h) => h.push(v),
        }
    }

    fn as_slice(&self) -> &[Value] {
        match self {
            SmallValues::Inline(a) => a,
            SmallValues::Heap(h) => h,
        }
    }
}

fn zip_strict_error(
    ctx: &mut dyn Ctx,
    iters: &[Value],
    k: usize,
) -> Result<Option<Value>, Exception> {
    if k > 0 {
        let which = if k == 1 {
            alloc::string::String::from("argument 2 is shorter than argument 1")
        } else {
            alloc::format!("argument {} is shorter than arguments 1-{}", k + 1, k)
        };
        return Err(exc!(ValueError, "zip() {}", which));
    }
    // The first ended: any other that still has an item is longer.
    for (j, &it) in iters.iter().enumerate().skip(1) {
        if next_value(ctx, it)?.is_some() {
            let which = if j == 1 {
                alloc::string::String::from("argument 2 is longer than argument 1")
            } else {
                alloc::format!("argument {} is longer than arguments 1-{}", j + 1, j)
            };
            return Err(exc!(ValueError, "zip() {}", which));
        }
    }
    Ok(None)
}

/// [`iter`] that also takes instances (their `__iter__`, which may run
/// guest code).
pub fn iter_ctx(ctx: &mut dyn Ctx, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Instance(_) => crate::dunder::iter(ctx, v),
        Value::Class(_) if crate::objects::class::user_metaclass(ctx.heap(), v).is_some() => {
            crate::dunder::iter(ctx, v)
        }
        _ => iter(ctx.heap(), v),
    }
}

/// An `enumerate`'s next inner value and its count after this item (the
/// state is left to the caller).
fn enumerate_next(
    ctx: &mut dyn Ctx,
    inner: Value,
    count: Value,
) -> Result<Option<(Value, Value)>, Exception> {
    let Some(x) = next_value(ctx, inner)? else {
        return Ok(None);
    };
    let bumped = match count {
        Value::Int(c) if c < i64::MAX => Value::Int(c + 1),
        _ => {
            ctx.heap().push_root(x);
            let b = crate::ops::binary_op(
                ctx.heap(),
                crate::bytecode::BinOp::Add,
                count,
                Value::Int(1),
            );
            ctx.heap().pop_roots(1);
            b?
        }
    };
    Ok(Some((x, bumped)))
}

/// [`next_pair`]'s common case, an `enumerate` over a list or tuple with
/// an item left: both states advanced in place, without the generic
/// step's state copies and nesting count (it runs once per iteration of
/// every `for i, x in enumerate(xs)`).
pub fn enumerate_seq_step(heap: &mut Heap, r: ObjRef) -> Option<[Value; 2]> {
    let Some(Object::Iter(IterObj::Enumerate {
        inner: Value::Iter(ir),
        count: Value::Int(count),
    })) = heap.get(r)
    else {
        return None;
    };
    let (ir, count) = (*ir, *count);
    let next_count = count.checked_add(1)?;
    let Some(Object::Iter(IterObj::Seq {
        seq: seq @ (Value::List(_) | Value::Tuple(_)),
        pos,
    })) = heap.get(ir)
    else {
        return None;
    };
    let (seq, pos) = (*seq, *pos);
    let x = *heap.seq(seq).get(pos)?;
    if let Some(Object::Iter(IterObj::Seq { pos, .. })) = heap.get_mut(ir) {
        *pos += 1;
    }
    if let Some(Object::Iter(IterObj::Enumerate { count, .. })) = heap.get_mut(r) {
        *count = Value::Int(next_count);
    }
    Some([Value::Int(count), x])
}

/// Whether `r` is an `enumerate` over a list's or tuple's iterator, the
/// shape [`enumerate_seq_step`] steps.
pub fn is_enumerate_of_seq(heap: &Heap, r: ObjRef) -> bool {
    let Some(Object::Iter(IterObj::Enumerate {
        inner: Value::Iter(ir),
        count: Value::Int(_),
    })) = heap.get(r)
    else {
        return false;
    };
    matches!(
        heap.get(*ir),
        Some(Object::Iter(IterObj::Seq {
            seq: Value::List(_) | Value::Tuple(_),
            ..
        }))
    )
}

/// Whether `r` is an `enumerate` (not yet exhausted).
pub fn is_enumerate(heap: &Heap, r: ObjRef) -> bool {
    matches!(state(heap, r), Ok(IterObj::Enumerate { .. }))
}

/// `FOR_ITER` then `UNPACK_SEQUENCE 2` on an `enumerate`, whose items are
/// always pairs, without making the pair: `Some(Some([count, value]))`,
/// or `Some(None)` when it is exhausted. `None` (nothing advanced) for any
/// other iterator.
pub fn next_pair(ctx: &mut dyn Ctx, r: ObjRef) -> Result<Option<Option<[Value; 2]>>, Exception> {
    if let Some(pair) = enumerate_seq_step(ctx.heap(), r) {
        return Ok(Some(Some(pair)));
    }
    let Ok(&IterObj::Enumerate { inner, count }) = state(ctx.heap(), r) else {
        return Ok(None);
    };
    ctx.heap().enter_nesting("")?;
    let step = enumerate_next(ctx, inner, count);
    ctx.heap().leave_nesting();
    match step? {
        Some((x, bumped)) => {
            set_state(
                ctx.heap(),
                r,
                IterObj::Enumerate {
                    inner,
                    count: bumped,
                },
            );
            Ok(Some(Some([count, x])))
        }
        None => {
            set_state(ctx.heap(), r, IterObj::Done);
            Ok(Some(None))
        }
    }
}

/// `next(v)` for any iterator value.
pub fn next_value(ctx: &mut dyn Ctx, v: Value) -> Result<Option<Value>, Exception> {
    match v {
        Value::Iter(r) => next(ctx, r),
        Value::Generator(_) | Value::Instance(_) => ctx.next_of(v),
        Value::Native(_) if let Some(s) = super::native::stream_of(ctx.heap(), v) => {
            next_line(ctx, s)
        }
        _ => Err(exc!(
            TypeError,
            "'{}' object is not an iterator",
            super::type_name(ctx.heap(), v)
        )),
    }
}

/// A stream's next line (`for line in sys.stdin`); `None` at the end of
/// its input. Streams that cannot be read raise as `readline` does.
fn next_line(ctx: &mut dyn Ctx, s: super::native::Stream) -> Result<Option<Value>, Exception> {
    let line = crate::modules::sys::stream_method(
        ctx,
        s,
        super::Attr::readline,
        crate::args::Args::positional(&[]),
    )?;
    Ok(match line {
        Value::Str(r) if ctx.heap().str(r).is_empty() => None,
        other => Some(other),
    })
}

/// Whether an iterator object is known to have nothing left, without
/// advancing it; `None` when that cannot be known (a `filter`).
pub fn is_exhausted(heap: &Heap, r: ObjRef) -> Option<bool> {
    // Iterators may share inner ones (`zip(a, a)` nested): the walk is
    // bounded by objects visited, not depth.
    let mut budget = 256;
    is_exhausted_at(heap, r, &mut budget)
}

fn is_exhausted_at(heap: &Heap, r: ObjRef, budget: &mut u32) -> Option<bool> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let mut inner = |v: Value| match v {
        Value::Iter(r) => is_exhausted_at(heap, r, budget),
        _ => None,
    };
    match state(heap, r).ok()? {
        IterObj::Callable { .. } => None,
        IterObj::Seq { seq, pos } => Some(match seq {
            Value::Str(s) => *pos >= heap.str(*s).len(),
            _ => *pos >= crate::ops::seq_len(heap, *seq),
        }),
        IterObj::Range { next, stop, step } => Some(if *step > 0 {
            next >= stop
        } else {
            next <= stop
        }),
        IterObj::Dict {
            dict, mark, pos, ..
        } => heap.dict(*dict)?.exhausted_at(*mark, *pos),
        IterObj::Set { set, len, pos } => {
            let s = heap.set(*set)?;
            if s.len() != *len {
                return None;
            }
            Some(s.entry_from(*pos).is_none())
        }
        IterObj::Reversed { left, .. } => Some(*left == 0),
        IterObj::ReversedDict { items, pos, .. } => Some(*pos >= heap.seq(*items).len()),
        IterObj::Enumerate { inner: i, .. } => inner(*i),
        // Ended as soon as one inner iterator has (a strict zip may
        // raise instead, which cannot be known in advance).
        IterObj::Zip { strict: true, .. } => None,
        IterObj::Zip { iters, .. } | IterObj::Map { iters, .. } => {
            let mut all_known = true;
            for &it in iters {
                match inner(it) {
                    Some(true) => return Some(true),
                    Some(false) => {}
                    None => all_known = false,
                }
            }
            if all_known {
                Some(iters.is_empty())
            } else {
                None
            }
        }
        IterObj::Filter { .. } | IterObj::GetItem { .. } => None,
        IterObj::Combinatoric(c) => Some(c.is_exhausted()),
        IterObj::Done => Some(true),
    }
}
