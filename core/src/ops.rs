//! Python operations that dispatch over value types: the binary and unary
//! operators, equality and ordering, truthiness, subscripts and slices,
//! containment, iteration state and unpacking.
//!
//! These are the slow paths behind the interpreter's generic instructions
//! and the helpers of compiled traces; they produce CPython's exact error
//! messages. What a single type does is in its file under
//! [`crate::objects`]; machine-int and float rules are in [`crate::number`].

use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;

use crate::bytecode::{BinOp, CmpOp};
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::Heap;
use crate::number::{self, Num};
use crate::objects::intern::Special;
use crate::objects::{self, Object, int, slice, str as pystr};
use crate::value::Value;

pub use crate::objects::list::new_list;
pub use crate::objects::range::new_range;
pub use crate::objects::str::new_str;

/// Deepest nesting that equality and ordering follow before giving up.
const MAX_COMPARE_DEPTH: usize = 1000;

pub fn tuple_from(heap: &mut Heap, args: &[Value]) -> Result<Value, Exception> {
    objects::tuple::new_tuple(heap, args)
}

/// `v` as the builtin operations take it when the program's special
/// methods `specials` cannot be involved: itself when it is no instance,
/// the builtin value of an instance of a class deriving from a builtin type
/// that defines none of them; `None` for any other instance.
pub fn plain_unless(heap: &Heap, v: Value, specials: &[Special]) -> Option<Value> {
    match v {
        Value::Instance(_) => {
            let base = objects::instance::base_value(heap, v)?;
            (!objects::class::instance_defines(heap, v, specials)).then_some(base)
        }
        _ => Some(v),
    }
}

/// The special methods that decide the truth of a value.
pub const TRUTH_SPECIALS: [Special; 2] = [Special::bool, Special::len];

/// The rich comparisons' special methods.
pub const COMPARE_SPECIALS: [Special; 6] = [
    Special::eq,
    Special::ne,
    Special::lt,
    Special::le,
    Special::gt,
    Special::ge,
];

#[inline]
pub fn truthy(heap: &Heap, v: Value) -> bool {
    match v {
        Value::Undef | Value::None => false,
        Value::Bool(b) => b,
        Value::Int(i) => i != 0,
        Value::Float(f) => f != 0.0,
        Value::Complex(r) => heap.complex(r) != objects::complex::C::new(0.0, 0.0),
        Value::BigInt(_) => true,
        Value::Str(r) => !heap.str(r).is_empty(),
        Value::List(r) => !heap.list(r).is_empty(),
        Value::Tuple(r) => !heap.tuple(r).is_empty(),
        Value::Range(r) => !heap.range(r).is_empty(),
        Value::Dict(r) => heap.dict(r).is_some_and(|d| !d.is_empty()),
        Value::Set(r) | Value::FrozenSet(r) => heap.set(r).is_some_and(|s| !s.is_empty()),
        Value::Bytes(r) | Value::ByteArray(r) => !heap.bytes(r).is_empty(),
        Value::DictView(r) => heap
            .dict_view(r)
            .is_some_and(|v| objects::dict::view_len(heap, v) > 0),
        Value::NotImplemented => true,
        // Instances of classes with `__bool__`/`__len__` go through
        // `dunder::truthy`; one deriving from a builtin type is its value's
        // truth; the rest are true.
        Value::Instance(_) => match plain_unless(heap, v, &TRUTH_SPECIALS) {
            Some(base) if base != v => truthy(heap, base),
            _ => true,
        },
        Value::Func(_)
        | Value::Builtin(_)
        | Value::Slice(_)
        | Value::Iter(_)
        | Value::Method(_)
        | Value::Class(_)
        | Value::ExcType(_)
        | Value::Cell(_)
        | Value::Generator(_)
        | Value::BoundMethod(_)
        | Value::Wrapper(_)
        | Value::Super(_)
        | Value::Module(_)
        | Value::Native(_)
        | Value::Ellipsis => true,
    }
}

/// Whether a TypeError says an operation's operand types do not mix
/// (CPython's `NotImplemented` from every method): the error
/// [`unsupported`] makes.
pub(crate) fn gave_up(e: &Exception) -> bool {
    e.kind == crate::error::ExcKind::TypeError
        && e.message.starts_with("unsupported operand type(s) for ")
}

fn unsupported(heap: &Heap, op: BinOp, inplace: bool, a: Value, b: Value) -> Exception {
    let sym = match (op, inplace) {
        (BinOp::Pow, false) => String::from("** or pow()"),
        (_, true) => alloc::format!("{}=", op.symbol()),
        (_, false) => String::from(op.symbol()),
    };
    exc!(
        TypeError,
        "unsupported operand type(s) for {}: '{}' and '{}'",
        sym,
        objects::type_name(heap, a),
        objects::type_name(heap, b)
    )
}

fn num_value(n: Num) -> Option<Value> {
    match n {
        Num::Int(i) => Some(Value::Int(i)),
        Num::Float(f) => Some(Value::Float(f)),
        Num::Big => None,
    }
}

/// `a op b` for numbers (ints of any size, bools, floats); `None` if
/// either is not a number.
pub fn numeric_binop(
    heap: &mut Heap,
    op: BinOp,
    a: Value,
    b: Value,
) -> Option<Result<Value, Exception>> {
    if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
        match op {
            BinOp::And => return Some(Ok(Value::Bool(p & q))),
            BinOp::Or => return Some(Ok(Value::Bool(p | q))),
            BinOp::Xor => return Some(Ok(Value::Bool(p ^ q))),
            _ => {}
        }
    }
    let (x, y) = (a.as_index(), b.as_index());
    if let (Some(i), Some(j)) = (x, y) {
        return Some(match number::int_binop(op, i, j) {
            Ok(n) => match num_value(n) {
                Some(v) => Ok(v),
                None => int::binop(heap, op, a, b),
            },
            Err(e) => Err(e),
        });
    }
    if a.is_int() && b.is_int() {
        return Some(int::binop(heap, op, a, b));
    }
    if let Some(r) = objects::complex::binop(heap, op, a, b) {
        return Some(r);
    }
    let f = |v: Value, heap: &Heap| -> Option<Result<f64, Exception>> {
        match v {
            Value::Float(f) => Some(Ok(f)),
            Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => Some(int::value_to_f64(heap, v)),
            _ => None,
        }
    };
    let (p, q) = (f(a, heap)?, f(b, heap)?);
    let is_float_op = number::float_binop(op, 1.0, 1.0).is_some();
    if !is_float_op {
        return Some(Err(unsupported(heap, op, false, a, b)));
    }
    let (p, q) = match (p, q) {
        (Ok(p), Ok(q)) => (p, q),
        (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
    };
    if op == BinOp::Pow && number::is_complex_power(p, q) {
        use objects::complex::{self as cx, C};
        return Some(
            cx::pow(C::new(p, 0.0), C::new(q, 0.0)).and_then(|c| cx::new_complex(heap, c)),
        );
    }
    Some(match number::float_binop(op, p, q) {
        Some(r) => r.map(Value::Float),
        None => Err(unsupported(heap, op, false, a, b)),
    })
}

/// The bytes `a * b` would allocate when it repeats a sequence (0 for
/// anything else), for the interpreter's collection before big blocks.
pub fn repeat_bytes(heap: &Heap, a: Value, b: Value) -> usize {
    let (seq, n) = match (a, b) {
        (s, Value::Int(n)) | (Value::Int(n), s) if n > 0 => (s, n as usize),
        _ => return 0,
    };
    let unit = match seq {
        Value::List(_) | Value::Tuple(_) => core::mem::size_of_val(heap.seq(seq)),
        Value::Str(r) => heap.str(r).len(),
        Value::Bytes(r) | Value::ByteArray(r) => heap.bytes(r).len(),
        _ => return 0,
    };
    unit.saturating_mul(n)
}

fn repeat_seq(heap: &mut Heap, seq: Value, n: Value) -> Result<Value, Exception> {
    let n = match n {
        Value::BigInt(_) => {
            if int::is_negative(heap, n) {
                0
            } else {
                return Err(exc!(
                    OverflowError,
                    "cannot fit 'int' into an index-sized integer"
                ));
            }
        }
        v => v.as_index().unwrap_or(0),
    };
    let n = n.max(0);
    match seq {
        Value::Str(r) => pystr::repeat(heap, r, n),
        Value::Bytes(r) | Value::ByteArray(r) => {
            let b = heap.bytes(r);
            let total = match b.len().checked_mul(n as usize) {
                Some(t) if t <= pystr::MAX_LEN => t,
                // As CPython: bytes check the length against its
                // `Py_ssize_t`; bytearray only finds the memory missing.
                Some(t) if t <= isize::MAX as usize || matches!(seq, Value::ByteArray(_)) => {
                    return Err(exc!(MemoryError, ""));
                }
                _ if matches!(seq, Value::ByteArray(_)) => return Err(exc!(MemoryError, "")),
                _ => return Err(exc!(OverflowError, "repeated bytes are too long")),
            };
            let mut out = Vec::new();
            out.try_reserve_exact(total)
                .map_err(|_| exc!(MemoryError, ""))?;
            for _ in 0..n {
                out.extend_from_slice(b);
            }
            if matches!(seq, Value::Bytes(_)) {
                objects::bytes::new_bytes(heap, out)
            } else {
                objects::bytes::new_bytearray(heap, out)
            }
        }
        Value::List(_) | Value::Tuple(_) => {
            let items = heap.seq(seq);
            let total = items
                .len()
                .checked_mul(n as usize)
                .filter(|t| *t <= objects::list::MAX_LEN);
            let Some(total) = total else {
                return Err(exc!(MemoryError, ""));
            };
            let mut v = Vec::new();
            v.try_reserve_exact(total)
                .map_err(|_| exc!(MemoryError, ""))?;
            for _ in 0..n {
                v.extend_from_slice(items);
            }
            if matches!(seq, Value::List(_)) {
                new_list(heap, v)
            } else {
                objects::tuple::from_vec(heap, v)
            }
        }
        _ => Err(exc!(SystemError, "repeat of a non-sequence")),
    }
}

fn is_seq(v: Value) -> bool {
    matches!(
        v,
        Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Bytes(_) | Value::ByteArray(_)
    )
}

fn is_set(v: Value) -> bool {
    matches!(v, Value::Set(_) | Value::FrozenSet(_))
}

/// `a op b` for any values.
pub fn binary_op(heap: &mut Heap, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    if let Some(r) = numeric_binop(heap, op, a, b) {
        return r;
    }
    if objects::instance::base_value(heap, a).is_some()
        || objects::instance::base_value(heap, b).is_some()
    {
        // Instances of classes deriving from builtin types that leave the
        // operator to them: their builtin values (anything else is the
        // program's methods, which need the interpreter).
        let (fwd, refl, _) = crate::dunder::binop_names(op);
        return match (
            plain_unless(heap, a, &[fwd, refl]),
            plain_unless(heap, b, &[fwd, refl]),
        ) {
            (Some(p), Some(q)) => binary_op(heap, op, p, q),
            _ => Err(exc!(NeedsVm, "a guest operator")),
        };
    }
    match (op, a, b) {
        (BinOp::Add, Value::Str(x), Value::Str(y)) => pystr::concat(heap, x, y),
        (BinOp::Add, Value::Str(_), _) => Err(exc!(
            TypeError,
            "can only concatenate str (not \"{}\") to str",
            objects::type_name(heap, b)
        )),
        (BinOp::Add, Value::List(_), Value::List(_))
        | (BinOp::Add, Value::Tuple(_), Value::Tuple(_)) => {
            let (p, q) = (heap.seq(a), heap.seq(b));
            let mut v = Vec::new();
            v.try_reserve_exact(p.len() + q.len())
                .map_err(|_| exc!(MemoryError, ""))?;
            v.extend_from_slice(p);
            v.extend_from_slice(q);
            if matches!(a, Value::List(_)) {
                new_list(heap, v)
            } else {
                objects::tuple::from_vec(heap, v)
            }
        }
        (BinOp::Add, Value::List(_) | Value::Tuple(_), _) => Err(exc!(
            TypeError,
            "can only concatenate {} (not \"{}\") to {}",
            a.type_name(),
            objects::type_name(heap, b),
            a.type_name()
        )),
        (
            BinOp::Add,
            Value::Bytes(_) | Value::ByteArray(_),
            Value::Bytes(_) | Value::ByteArray(_),
        ) => {
            let (x, y) = (
                objects::bytes::as_bytes(heap, a).unwrap_or(&[]),
                objects::bytes::as_bytes(heap, b).unwrap_or(&[]),
            );
            let mut v = Vec::new();
            v.try_reserve_exact(x.len() + y.len())
                .map_err(|_| exc!(MemoryError, ""))?;
            v.extend_from_slice(x);
            v.extend_from_slice(y);
            if matches!(a, Value::Bytes(_)) {
                objects::bytes::new_bytes(heap, v)
            } else {
                objects::bytes::new_bytearray(heap, v)
            }
        }
        (BinOp::Add, Value::Bytes(_) | Value::ByteArray(_), _) => Err(exc!(
            TypeError,
            "can't concat {} to {}",
            objects::type_name(heap, b),
            a.type_name()
        )),
        (BinOp::Mul, s, n) if is_seq(s) && n.is_int() => repeat_seq(heap, s, n),
        (BinOp::Mul, n, s) if is_seq(s) && n.is_int() => repeat_seq(heap, s, n),
        // The left sequence's repeat is tried first (CPython's
        // `sq_repeat`), so `[1] * "x"` names the str.
        (BinOp::Mul, s, n) | (BinOp::Mul, n, s) if is_seq(s) && (!is_seq(n) || s == a) => {
            Err(exc!(
                TypeError,
                "can't multiply sequence by non-int of type '{}'",
                objects::type_name(heap, n)
            ))
        }
        (BinOp::Mod, Value::Str(f), args) => {
            let fmt = crate::heap::headroom::copy_str(heap.str(f))?;
            crate::ctx::with_heap(heap, |c| objects::format::percent_format(c, &fmt, args))
        }
        (BinOp::Mod, Value::Bytes(f) | Value::ByteArray(f), args) => {
            let fmt = Vec::from(heap.bytes(f));
            let ba = matches!(a, Value::ByteArray(_));
            crate::ctx::with_heap(heap, |c| {
                objects::format::percent_format_bytes(c, &fmt, args, ba)
            })
        }
        (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, x, y) if is_set(x) && is_set(y) => {
            crate::ctx::with_heap(heap, |ctx| objects::set::binop(ctx, op, x, y))
        }
        (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, Value::DictView(v), y)
            if heap
                .dict_view(v)
                .is_some_and(|v| v.kind != objects::dict::ViewKind::Values) =>
        {
            // Key and item views act as sets.
            crate::ctx::with_heap(heap, |ctx| {
                let s = objects::set::build(ctx, Some(a), false)?;
                match y {
                    Value::Set(_) | Value::FrozenSet(_) => objects::set::binop(ctx, op, s, y),
                    _ => {
                        let t = objects::set::build(ctx, Some(y), false)?;
                        objects::set::binop(ctx, op, s, t)
                    }
                }
            })
        }
        (BinOp::Or, x, y)
            if objects::union::is_operand(heap, x)
                && objects::union::is_operand(heap, y)
                && (x != Value::None || y != Value::None) =>
        {
            objects::union::union(heap, x, y)
        }
        (BinOp::Or, Value::Dict(x), Value::Dict(y)) => {
            let sizes = [x, y].map(|d| heap.dict(d).map_or(0, |d| d.len()));
            crate::heap::headroom::room_for_items(sizes[0] + 2 * sizes[1], 64)?;
            let copy = heap
                .dict(x)
                .cloned()
                .ok_or_else(|| exc!(SystemError, "dangling dict"))?;
            let d = objects::alloc(heap, Object::Dict(copy), Value::Dict)?;
            let Value::Dict(r) = d else {
                return Err(exc!(SystemError, "dict"));
            };
            let items: Vec<(Value, Value)> = heap
                .dict(y)
                .map(|d| d.items().collect())
                .unwrap_or_default();
            for (k, v) in items {
                objects::dict::set(heap, r, k, v)?;
            }
            Ok(d)
        }
        _ => Err(unsupported(heap, op, false, a, b)),
    }
}

/// Whether `+=` and the other in-place operators change `v` itself (a
/// list, dict, set or bytearray) rather than make a new value.
pub fn changes_in_place(v: Value) -> bool {
    matches!(
        v,
        Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::ByteArray(_)
    )
}

/// Whether builtin value `v`'s type has `op`'s in-place method
/// (`list.__iadd__`, `set.__ior__`): `v op= b` changes `v`.
pub fn has_inplace(v: Value, op: BinOp) -> bool {
    match v {
        Value::List(_) | Value::ByteArray(_) => matches!(op, BinOp::Add | BinOp::Mul),
        Value::Set(_) => matches!(op, BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor),
        Value::Dict(_) => op == BinOp::Or,
        _ => false,
    }
}

/// The builtin value of instance `a` when its builtin type's in-place
/// method for `op` goes before the class's methods, as CPython's slots
/// order them: a set's or dict's always (the class's forward method runs
/// only if it gives up), a list's or bytearray's `+=` always, their `*=`
/// only when the class defines neither `__mul__` nor `__rmul__`; never
/// when the class defines the in-place method itself.
pub fn base_inplace_first(heap: &Heap, a: Value, op: BinOp) -> Option<Value> {
    let (fwd, refl, iop) = crate::dunder::binop_names(op);
    let base = plain_unless(heap, a, &[iop]).filter(|&v| has_inplace(v, op))?;
    match base {
        Value::List(_) | Value::ByteArray(_) if op != BinOp::Add => {
            plain_unless(heap, a, &[fwd, refl, iop])
        }
        _ => Some(base),
    }
}

/// `a op= b`: lists, sets, dicts and bytearrays change in place (so
/// aliases see it); everything else behaves as `a op b`.
pub fn inplace_op(ctx: &mut dyn Ctx, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    // An instance of a class deriving from a builtin type that leaves the
    // operator to it: a mutable value changes in place (the instance is
    // the result), an immutable one is the plain operator's operand.
    if let Value::Instance(_) = a {
        let (fwd, refl, iop) = crate::dunder::binop_names(op);
        let in_place = base_inplace_first(ctx.heap(), a, op);
        let Some(base) = in_place.or_else(|| plain_unless(ctx.heap(), a, &[fwd, refl, iop])) else {
            return Err(exc!(NeedsVm, "a guest operator"));
        };
        if changes_in_place(base) {
            let b = objects::instance::plain(ctx.heap(), b);
            let r = inplace_op(ctx, op, base, b)?;
            return Ok(if identical(r, base) { a } else { r });
        }
    }
    match (op, a) {
        (BinOp::Add, Value::List(r)) => {
            let more = match b {
                Value::List(_) | Value::Tuple(_) => crate::heap::headroom::copy(ctx.heap().seq(b))?,
                _ => collect(ctx, b)?,
            };
            let mut l = ctx
                .heap()
                .list_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling list"))?;
            objects::list::reserve(&mut l, more.len())?;
            l.extend(more);
            Ok(a)
        }
        (BinOp::Mul, Value::List(r)) => {
            let heap = ctx.heap();
            if !b.is_int() {
                return Err(exc!(
                    TypeError,
                    "can't multiply sequence by non-int of type '{}'",
                    objects::type_name(heap, b)
                ));
            }
            let Value::List(fresh) = repeat_seq(heap, a, b)? else {
                return Err(exc!(SystemError, "list repeat gave a non-list"));
            };
            let items = core::mem::take(
                &mut *heap
                    .list_mut(fresh)
                    .ok_or_else(|| exc!(SystemError, "dangling list"))?,
            );
            if let Some(mut l) = heap.list_mut(r) {
                *l = items;
            }
            Ok(a)
        }
        (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, Value::Set(r)) if is_set(b) => {
            objects::set::inplace(ctx, op, r, b)?;
            Ok(a)
        }
        (BinOp::Or, Value::Dict(r)) => {
            // `d |= x` takes what `d.update(x)` takes.
            objects::dict::update(ctx, r, b)?;
            Ok(a)
        }
        (BinOp::Add, Value::ByteArray(r)) => {
            let more = match objects::bytes::as_bytes(ctx.heap(), b) {
                Some(x) => crate::heap::headroom::room_for(2 * x.len()).map(|_| Vec::from(x))?,
                None => {
                    let heap = ctx.heap();
                    return Err(exc!(
                        TypeError,
                        "can't concat {} to bytearray",
                        objects::type_name(heap, b)
                    ));
                }
            };
            if let Some(v) = ctx.heap().bytearray_mut(r) {
                v.try_reserve(more.len())
                    .map_err(|_| exc!(MemoryError, ""))?;
                v.extend(more);
            }
            Ok(a)
        }
        _ => {
            let heap = ctx.heap();
            binary_op(heap, op, a, b).map_err(|e| {
                // CPython names the augmented operator in the message.
                if gave_up(&e) {
                    unsupported(heap, op, true, a, b)
                } else {
                    e
                }
            })
        }
    }
}

pub fn unary_negative(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Int(i) => match i.checked_neg() {
            Some(n) => Ok(Value::Int(n)),
            None => int::neg(heap, v),
        },
        Value::BigInt(_) => int::neg(heap, v),
        Value::Bool(b) => Ok(Value::Int(-(b as i64))),
        Value::Float(f) => Ok(Value::Float(-f)),
        Value::Complex(r) => {
            let c = heap.complex(r);
            objects::complex::new_complex(heap, objects::complex::C::new(-c.re, -c.im))
        }
        _ => Err(exc!(
            TypeError,
            "bad operand type for unary -: '{}'",
            objects::type_name(heap, v)
        )),
    }
}

pub fn unary_positive(heap: &Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Int(_) | Value::Float(_) | Value::BigInt(_) | Value::Complex(_) => Ok(v),
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        _ => Err(exc!(
            TypeError,
            "bad operand type for unary +: '{}'",
            objects::type_name(heap, v)
        )),
    }
}

pub fn unary_invert(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::BigInt(_) => int::invert(heap, v),
        _ => match v.as_index() {
            Some(i) => Ok(Value::Int(!i)),
            None => Err(exc!(
                TypeError,
                "bad operand type for unary ~: '{}'",
                objects::type_name(heap, v)
            )),
        },
    }
}

/// `a == b` (deep for containers).
pub fn equal(heap: &Heap, a: Value, b: Value) -> Result<bool, Exception> {
    // Dicts and sets compare their values through here again, each time
    // from depth 0: the heap's nesting count bounds the native recursion.
    if matches!(
        a,
        Value::Dict(_) | Value::Set(_) | Value::FrozenSet(_) | Value::DictView(_)
    ) {
        heap.enter_nesting(" in comparison")?;
        let r = equal_at(heap, a, b, 0);
        heap.leave_nesting();
        return r;
    }
    equal_at(heap, a, b, 0)
}

fn depth_error() -> Exception {
    exc!(
        RecursionError,
        "maximum recursion depth exceeded in comparison"
    )
}

fn equal_at(heap: &Heap, a: Value, b: Value, depth: usize) -> Result<bool, Exception> {
    if depth > MAX_COMPARE_DEPTH {
        return Err(depth_error());
    }
    if !heap.eq_oracle.is_empty()
        && let Some(&(_, _, r)) = heap
            .eq_oracle
            .iter()
            .rev()
            .find(|(x, y, _)| (*x == a && *y == b) || (*x == b && *y == a))
    {
        return Ok(r);
    }
    Ok(match (a, b) {
        (Value::Str(x), Value::Str(y)) => x == y || heap.str(x) == heap.str(y),
        // `int | str == str | int`: unions compare as sets of members.
        (Value::Wrapper(_), Value::Wrapper(_))
            if let (Some(p), Some(q)) = (
                objects::union::members(heap, a),
                objects::union::members(heap, b),
            ) =>
        {
            p.len() == q.len() && p.iter().all(|m| q.contains(m))
        }
        (Value::List(x), Value::List(y)) | (Value::Tuple(x), Value::Tuple(y)) => {
            if x == y {
                return Ok(true);
            }
            let (p, q) = (heap.seq(a), heap.seq(b));
            if p.len() != q.len() {
                return Ok(false);
            }
            for i in 0..p.len() {
                let (p, q) = (heap.seq(a), heap.seq(b));
                if i >= p.len() || i >= q.len() {
                    return Ok(false);
                }
                // Containers compare items by identity first, as CPython.
                if !identical(p[i], q[i]) && !equal_at(heap, p[i], q[i], depth + 1)? {
                    return Ok(false);
                }
            }
            true
        }
        (Value::Range(x), Value::Range(y)) => {
            let (r, s) = (heap.range(x), heap.range(y));
            let (n, m) = (r.len(), s.len());
            n == m && (n == 0 || (r.start == s.start && (n == 1 || r.step == s.step)))
        }
        (Value::Dict(x), Value::Dict(y)) => x == y || objects::dict::equal(heap, x, y)?,
        (Value::Set(x) | Value::FrozenSet(x), Value::Set(y) | Value::FrozenSet(y)) => {
            match (heap.set(x), heap.set(y)) {
                (Some(s), Some(t)) => x == y || objects::set::equal(heap, s, t)?,
                _ => false,
            }
        }
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
            objects::bytes::as_bytes(heap, a) == objects::bytes::as_bytes(heap, b)
        }
        (Value::DictView(x), Value::DictView(y)) => {
            let (Some(v), Some(w)) = (heap.dict_view(x), heap.dict_view(y)) else {
                return Ok(false);
            };
            use objects::dict::ViewKind;
            if v.kind != w.kind || v.kind == ViewKind::Values {
                // Values views are equal only to themselves; keys and
                // items views compare as sets (with a set, through
                // `compare_mut`).
                x == y
            } else {
                let n = objects::dict::view_len(heap, v);
                if n != objects::dict::view_len(heap, w) {
                    return Ok(false);
                }
                let items: Vec<(Value, Value)> = heap
                    .dict(v.dict)
                    .map(|d| d.items().collect())
                    .unwrap_or_default();
                for (k, val) in items {
                    match objects::dict::get(heap, w.dict, k)? {
                        Some(other)
                            if v.kind == ViewKind::Keys
                                || equal_at(heap, val, other, depth + 1)? => {}
                        _ => return Ok(false),
                    }
                }
                true
            }
        }
        (Value::Slice(x), Value::Slice(y)) => match (heap.slice(x), heap.slice(y)) {
            (Some(s), Some(t)) => {
                equal_at(heap, s.start, t.start, depth + 1)?
                    && equal_at(heap, s.stop, t.stop, depth + 1)?
                    && equal_at(heap, s.step, t.step, depth + 1)?
            }
            _ => false,
        },
        (Value::Method(x), Value::Method(y)) => match (heap.method(x), heap.method(y)) {
            (Some(m), Some(n)) => m.attr == n.attr && identical(m.recv, n.recv),
            _ => false,
        },
        _ => {
            if a.is_int() && b.is_int() {
                int::cmp(heap, a, b) == Some(Ordering::Equal)
            } else {
                if let Some(eq) = objects::complex::equal(heap, a, b) {
                    return Ok(eq);
                }
                match (a, b) {
                    (Value::Float(f), Value::Float(g)) => f == g,
                    (Value::Float(f), i) | (i, Value::Float(f)) if i.is_int() => {
                        int::cmp_float(heap, i, f) == Some(Ordering::Equal)
                    }
                    _ if !identical(a, b) && (guest_eq(heap, a) || guest_eq(heap, b)) => {
                        return Err(exc!(NeedsVm, "a guest __eq__"));
                    }
                    // Instances of classes deriving from builtin types
                    // compare as their values of those types.
                    (Value::Instance(_), _) | (_, Value::Instance(_))
                        if objects::instance::base_value(heap, a).is_some()
                            || objects::instance::base_value(heap, b).is_some() =>
                    {
                        let (p, q) = (
                            objects::instance::plain(heap, a),
                            objects::instance::plain(heap, b),
                        );
                        equal_at(heap, p, q, depth + 1)?
                    }
                    _ => identical(a, b),
                }
            }
        }
    })
}

/// Whether comparing `v` for equality runs the program's `__eq__`.
fn guest_eq(heap: &Heap, v: Value) -> bool {
    use objects::intern::Special;
    objects::class::instance_defines(heap, v, &[Special::eq, Special::ne])
}

/// `a is b`. Ints and floats are compared by value (CPython's small-int
/// cache makes that the observable behaviour for the programs we accept).
pub fn identical(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

/// Ordering for `<`, `<=`, `>`, `>=` and sorting; `Ok(None)` for
/// unordered floats.
pub fn order(heap: &Heap, op: CmpOp, a: Value, b: Value) -> Result<Option<Ordering>, Exception> {
    order_at(heap, op, a, b, 0)
}

fn not_supported(heap: &Heap, op: CmpOp, a: Value, b: Value) -> Exception {
    exc!(
        TypeError,
        "'{}' not supported between instances of '{}' and '{}'",
        op.symbol(),
        objects::type_name(heap, a),
        objects::type_name(heap, b)
    )
}

fn order_at(
    heap: &Heap,
    op: CmpOp,
    a: Value,
    b: Value,
    depth: usize,
) -> Result<Option<Ordering>, Exception> {
    if depth > MAX_COMPARE_DEPTH {
        return Err(depth_error());
    }
    match (a, b) {
        (Value::Int(i), Value::Int(j)) => return Ok(Some(i.cmp(&j))),
        (Value::Float(f), Value::Float(g)) => return Ok(f.partial_cmp(&g)),
        _ => {}
    }
    if a.is_int() && b.is_int() {
        return Ok(int::cmp(heap, a, b));
    }
    match (a, b) {
        (Value::Float(f), i) if i.is_int() => {
            return Ok(int::cmp_float(heap, i, f).map(Ordering::reverse));
        }
        (i, Value::Float(f)) if i.is_int() => return Ok(int::cmp_float(heap, i, f)),
        _ => {}
    }
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Ok(Some(heap.str(x).cmp(heap.str(y)))),
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => Ok(Some(
            objects::bytes::as_bytes(heap, a).cmp(&objects::bytes::as_bytes(heap, b)),
        )),
        (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
            let (xs, ys) = (heap.seq(a), heap.seq(b));
            for (&x, &y) in xs.iter().zip(ys) {
                // Small ints (the priority in a heap of `(priority, item)`
                // tuples) decide without the general equality test.
                if let (Value::Int(i), Value::Int(j)) = (x, y) {
                    if i != j {
                        return Ok(Some(i.cmp(&j)));
                    }
                    continue;
                }
                if !identical(x, y) && !equal_at(heap, x, y, depth + 1)? {
                    return order_at(heap, op, x, y, depth + 1);
                }
            }
            Ok(Some(xs.len().cmp(&ys.len())))
        }
        _ => {
            let ordered = [Special::lt, Special::le, Special::gt, Special::ge];
            if objects::class::instance_defines(heap, a, &ordered)
                || objects::class::instance_defines(heap, b, &ordered)
            {
                return Err(exc!(NeedsVm, "a guest comparison"));
            }
            // Instances of classes deriving from builtin types: their
            // builtin values.
            if let (Some(p), Some(q)) = (
                plain_unless(heap, a, &ordered),
                plain_unless(heap, b, &ordered),
                // (By identity: a NaN is not equal to itself.)
            ) && (!identical(p, a) || !identical(q, b))
            {
                return order_at(heap, op, p, q, depth + 1);
            }
            Err(not_supported(heap, op, a, b))
        }
    }
}

/// Set comparisons: `<=` is subset, `<` proper subset, and so on.
fn set_compare(heap: &Heap, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    let (Some(s), Some(t)) = (objects::set::as_set(heap, a), objects::set::as_set(heap, b)) else {
        return Err(not_supported(heap, op, a, b));
    };
    use objects::set::is_subset;
    Ok(match op {
        CmpOp::Le => is_subset(heap, s, t)?,
        CmpOp::Lt => s.len() < t.len() && is_subset(heap, s, t)?,
        CmpOp::Ge => is_subset(heap, t, s)?,
        CmpOp::Gt => t.len() < s.len() && is_subset(heap, t, s)?,
        CmpOp::Eq => objects::set::equal(heap, s, t)?,
        CmpOp::Ne => !objects::set::equal(heap, s, t)?,
    })
}

/// Whether `v` is a set-like dict view (keys or items).
fn is_setlike_view(heap: &Heap, v: Value) -> bool {
    matches!(v, Value::DictView(r) if heap.dict_view(r).is_some_and(|w| w.kind != objects::dict::ViewKind::Values))
}

/// `a op b` where the operands may be dict views, which compare as the
/// sets of their keys or items (building those sets needs the heap).
pub fn compare_mut(heap: &mut Heap, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    let (va, vb) = (is_setlike_view(heap, a), is_setlike_view(heap, b));
    if !va && !vb {
        return compare(heap, op, a, b);
    }
    let other_ok = |v: Value, heap: &Heap| is_set(v) || is_setlike_view(heap, v);
    if !(other_ok(a, heap) && other_ok(b, heap)) {
        return match op {
            CmpOp::Eq => Ok(false),
            CmpOp::Ne => Ok(true),
            _ => Err(not_supported(heap, op, a, b)),
        };
    }
    let as_set = |heap: &mut Heap, v: Value| -> Result<Value, Exception> {
        if is_set(v) {
            return Ok(v);
        }
        let items = collect_plain(heap, v)?;
        objects::set::from_items(heap, &items)
    };
    let (x, y) = (as_set(heap, a)?, as_set(heap, b)?);
    set_compare(heap, op, x, y)
}

pub fn compare(heap: &Heap, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    match op {
        CmpOp::Eq => equal(heap, a, b),
        CmpOp::Ne => equal(heap, a, b).map(|e| !e),
        _ if is_set(a) && is_set(b) => set_compare(heap, op, a, b),
        _ => order(heap, op, a, b).map(|o| op.test(o)),
    }
}

/// `needle in haystack` for every container but iterators (which
/// [`contains_any`] handles, since advancing them may call guest code).
pub fn contains(heap: &Heap, needle: Value, haystack: Value) -> Result<bool, Exception> {
    match haystack {
        Value::Str(h) => match needle {
            Value::Str(n) => Ok(pystr::contains(heap.str(h), heap.str(n))),
            _ => Err(exc!(
                TypeError,
                "'in <string>' requires string as left operand, not {}",
                objects::type_name(heap, needle)
            )),
        },
        Value::List(_) | Value::Tuple(_) => {
            let n = heap.seq(haystack).len();
            for i in 0..n {
                match heap.seq(haystack).get(i) {
                    Some(&x) if identical(x, needle) || equal(heap, x, needle)? => return Ok(true),
                    Some(_) => {}
                    None => break,
                }
            }
            Ok(false)
        }
        Value::Range(r) => {
            let o = heap.range(r);
            let x = match needle {
                Value::Int(i) => i,
                Value::Bool(b) => b as i64,
                Value::Float(f) => {
                    if libm::trunc(f) != f || !f.is_finite() {
                        return Ok(false);
                    }
                    match number::float_to_int(f) {
                        Ok(Some(i)) => i,
                        _ => return Ok(false),
                    }
                }
                _ => return Ok(false),
            };
            Ok(o.contains(x))
        }
        Value::Dict(d) => Ok(matches!(
            objects::dict::find(heap, d, needle)?.0,
            objects::dict::Slot::Found(_)
        )),
        Value::Set(_) | Value::FrozenSet(_) => {
            let s = objects::set::as_set(heap, haystack)
                .ok_or_else(|| exc!(SystemError, "dangling set"))?;
            objects::set::contains(heap, s, needle)
        }
        Value::DictView(v) => match heap.dict_view(v) {
            Some(view) => objects::dict::view_contains(heap, view, needle),
            None => Ok(false),
        },
        Value::Bytes(_) | Value::ByteArray(_) => {
            let hay = objects::bytes::as_bytes(heap, haystack).unwrap_or(&[]);
            match needle {
                Value::Int(i) if (0..256).contains(&i) => Ok(hay.contains(&(i as u8))),
                Value::Int(_) => Err(exc!(ValueError, "byte must be in range(0, 256)")),
                Value::Bytes(_) | Value::ByteArray(_) => {
                    let n = objects::bytes::as_bytes(heap, needle).unwrap_or(&[]);
                    Ok(n.is_empty() || hay.windows(n.len()).any(|w| w == n))
                }
                _ => Err(exc!(
                    TypeError,
                    "a bytes-like object is required, not '{}'",
                    objects::type_name(heap, needle)
                )),
            }
        }
        _ => Err(exc!(
            TypeError,
            "argument of type '{}' is not iterable",
            objects::type_name(heap, haystack)
        )),
    }
}

/// `needle in haystack` for any value, advancing an iterator up to the
/// first match as Python does.
pub fn contains_any(ctx: &mut dyn Ctx, needle: Value, haystack: Value) -> Result<bool, Exception> {
    let is_stream = objects::native::stream_of(ctx.heap(), haystack).is_some();
    if !matches!(haystack, Value::Iter(_)) && !is_stream {
        return contains(ctx.heap(), needle, haystack);
    }
    ctx.heap().push_root(needle);
    let res = loop {
        match objects::iter::next_value(ctx, haystack) {
            Ok(Some(x)) => match equal(ctx.heap(), x, needle) {
                Ok(true) => break Ok(true),
                Ok(false) => {}
                Err(e) => break Err(e),
            },
            Ok(None) => break Ok(false),
            Err(e) => break Err(e),
        }
    };
    ctx.heap().pop_roots(1);
    res
}

/// Normalizes a possibly negative index against `len`.
#[inline]
pub fn norm_index(i: i64, len: usize) -> Option<usize> {
    let len = len as i64;
    let j = if i < 0 { i.checked_add(len)? } else { i };
    if (0..len).contains(&j) {
        Some(j as usize)
    } else {
        None
    }
}

/// Elements in a sequence value (list, tuple, str, bytes, range).
pub fn seq_len(heap: &Heap, seq: Value) -> usize {
    match seq {
        Value::List(_) | Value::Tuple(_) => heap.seq(seq).len(),
        Value::Str(r) => heap.str_obj(r).map_or(0, |s| s.char_len()),
        Value::Bytes(r) | Value::ByteArray(r) => heap.bytes(r).len(),
        Value::Range(r) => heap.range(r).len() as usize,
        _ => 0,
    }
}

/// Element `i` (in range) of a sequence value.
pub fn seq_item(heap: &mut Heap, seq: Value, i: usize) -> Result<Value, Exception> {
    match seq {
        Value::List(_) | Value::Tuple(_) => heap
            .seq(seq)
            .get(i)
            .copied()
            .ok_or_else(|| exc!(IndexError, "index out of range")),
        Value::Str(r) => pystr::index(heap, r, i as i64),
        Value::Bytes(r) | Value::ByteArray(r) => heap
            .bytes(r)
            .get(i)
            .map(|&b| Value::Int(b as i64))
            .ok_or_else(|| exc!(IndexError, "index out of range")),
        Value::Range(r) => Ok(Value::Int(heap.range(r).get(i as i64))),
        _ => Err(exc!(SystemError, "item of a non-sequence")),
    }
}

fn index_type_error(heap: &Heap, kind: &str, index: Value) -> Exception {
    if kind == "string" {
        exc!(
            TypeError,
            "string indices must be integers, not '{}'",
            objects::type_name(heap, index)
        )
    } else {
        exc!(
            TypeError,
            "{} indices must be integers or slices, not {}",
            kind,
            objects::type_name(heap, index)
        )
    }
}

/// An index operand: an i64, or `None` for a big int (which is out of
/// range for every sequence), or a `TypeError`.
fn int_index(heap: &Heap, kind: &str, index: Value) -> Result<Option<i64>, Exception> {
    match index {
        Value::BigInt(_) => Ok(None),
        _ => index
            .as_index()
            .map(Some)
            .ok_or_else(|| index_type_error(heap, kind, index)),
    }
}

fn cannot_fit() -> Exception {
    exc!(IndexError, "cannot fit 'int' into an index-sized integer")
}

/// `container[index]`.
pub fn subscript(heap: &mut Heap, container: Value, index: Value) -> Result<Value, Exception> {
    if let Value::Instance(_) = container {
        return derived_subscript(heap, container, index);
    }
    if let Some(sl) = slice::as_slice(heap, index) {
        return subscript_slice(heap, container, sl);
    }
    let kind = match container {
        Value::List(_) => "list",
        Value::Tuple(_) => "tuple",
        Value::Str(_) => "string",
        Value::Range(_) => "range",
        Value::Bytes(_) => "byte",
        Value::ByteArray(_) => "bytearray",
        Value::Dict(d) => {
            return match objects::dict::get(heap, d, index)? {
                Some(v) => Ok(v),
                None => Err(objects::dict::key_error(heap, index)),
            };
        }
        Value::Builtin(b) if b.is_type() => {
            // `list[int]` and the like: a generic alias, which the VM makes
            // (`dunder::getitem`); other types stand for their own.
            if crate::dunder::generic_builtin(b) {
                return Err(exc!(NeedsVm, "a generic alias"));
            }
            return Ok(container);
        }
        _ => {
            return Err(exc!(
                TypeError,
                "'{}' object is not subscriptable",
                objects::type_name(heap, container)
            ));
        }
    };
    let Some(i) = int_index(heap, kind, index)? else {
        return Err(cannot_fit());
    };
    match container {
        Value::List(r) => {
            let l = heap.list(r);
            norm_index(i, l.len())
                .map(|j| l[j])
                .ok_or_else(|| exc!(IndexError, "list index out of range"))
        }
        Value::Tuple(r) => {
            let t = heap.tuple(r);
            norm_index(i, t.len())
                .map(|j| t[j])
                .ok_or_else(|| exc!(IndexError, "tuple index out of range"))
        }
        Value::Str(r) => pystr::index(heap, r, i),
        Value::Bytes(r) | Value::ByteArray(r) => {
            let b = heap.bytes(r);
            norm_index(i, b.len())
                .map(|j| Value::Int(b[j] as i64))
                .ok_or_else(|| exc!(IndexError, "index out of range"))
        }
        Value::Range(r) => {
            let o = heap.range(r);
            let n = o.len();
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(exc!(IndexError, "range object index out of range"));
            }
            Ok(Value::Int(o.get(j)))
        }
        _ => Err(exc!(SystemError, "subscript")),
    }
}

fn subscript_slice(
    heap: &mut Heap,
    container: Value,
    sl: slice::SliceObj,
) -> Result<Value, Exception> {
    let len = match container {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Range(_) => seq_len(heap, container),
        Value::Dict(_) => return Err(unhashable_slice()),
        _ => {
            return Err(exc!(
                TypeError,
                "'{}' object is not subscriptable",
                objects::type_name(heap, container)
            ));
        }
    };
    let sp = sl.span(heap, len)?;
    // A slice is as long as guest data: ask first (see `heap::headroom`).
    crate::heap::headroom::room_for_items(sp.count, core::mem::size_of::<Value>())?;
    let pick = |items: &[Value]| -> Vec<Value> {
        (0..sp.count)
            .map(|k| items[(sp.start + k as i64 * sp.step) as usize])
            .collect()
    };
    match container {
        Value::List(_) => {
            let v = pick(heap.seq(container));
            new_list(heap, v)
        }
        Value::Tuple(_) => {
            if sp.start == 0 && sp.step == 1 && sp.count == len {
                return Ok(container);
            }
            let v = pick(heap.seq(container));
            objects::tuple::from_vec(heap, v)
        }
        Value::Str(r) => pystr::slice(heap, r, sp.start, sp.step, sp.count),
        Value::Bytes(r) | Value::ByteArray(r) => {
            let b = heap.bytes(r);
            let v: Vec<u8> = (0..sp.count)
                .map(|k| b[(sp.start + k as i64 * sp.step) as usize])
                .collect();
            if matches!(container, Value::Bytes(_)) {
                objects::bytes::new_bytes(heap, v)
            } else {
                objects::bytes::new_bytearray(heap, v)
            }
        }
        Value::Range(r) => {
            let o = heap.range(r);
            objects::range::slice(heap, o, sp)
        }
        _ => Err(exc!(SystemError, "slice")),
    }
}

fn unhashable_slice() -> Exception {
    exc!(TypeError, "unhashable type: 'slice'")
}

/// `container[index] = value`.
pub fn store_subscript(
    ctx: &mut dyn Ctx,
    container: Value,
    index: Value,
    value: Value,
) -> Result<(), Exception> {
    let heap = ctx.heap();
    if let Value::Instance(_) = container {
        let Some(base) = objects::instance::base_answering(heap, container, Special::setitem.id())
        else {
            return Err(exc!(NeedsVm, "a guest __setitem__"));
        };
        return store_subscript(ctx, base, index, value);
    }
    match container {
        Value::List(r) => {
            if let Some(sl) = slice::as_slice(heap, index) {
                let items = match value {
                    Value::List(_) | Value::Tuple(_) => {
                        crate::heap::headroom::copy(heap.seq(value))?
                    }
                    _ => {
                        if !is_iterable(heap, value) {
                            return Err(exc!(TypeError, "can only assign an iterable"));
                        }
                        collect(ctx, value)?
                    }
                };
                return assign_list_slice(ctx.heap(), r, sl, items);
            }
            let Some(i) = int_index(heap, "list", index)? else {
                return Err(cannot_fit());
            };
            let mut l = heap
                .list_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling list"))?;
            let j = norm_index(i, l.len())
                .ok_or_else(|| exc!(IndexError, "list assignment index out of range"))?;
            l[j] = value;
            Ok(())
        }
        Value::Dict(d) => {
            if slice::as_slice(heap, index).is_some() {
                return Err(unhashable_slice());
            }
            objects::dict::set(heap, d, index, value)
        }
        Value::ByteArray(r) => {
            if let Some(sl) = slice::as_slice(heap, index) {
                let items: Vec<u8> = match objects::bytes::as_bytes(heap, value) {
                    // The copy, and the bytearray's growth by as much.
                    Some(b) => {
                        crate::heap::headroom::room_for(3 * b.len()).map(|_| Vec::from(b))?
                    }
                    None => match value {
                        Value::Int(_) | Value::BigInt(_) => {
                            return Err(exc!(
                                TypeError,
                                "can assign only bytes, buffers, or iterables of ints in range(0, 256)"
                            ));
                        }
                        _ => {
                            let vals = collect(ctx, value)?;
                            let mut out = Vec::with_capacity(vals.len());
                            for v in vals {
                                match v {
                                    Value::Int(b) if (0..256).contains(&b) => out.push(b as u8),
                                    _ => {
                                        return Err(exc!(
                                            ValueError,
                                            "byte must be in range(0, 256)"
                                        ));
                                    }
                                }
                            }
                            out
                        }
                    },
                };
                let heap = ctx.heap();
                let len = heap.bytes(r).len();
                let sp = sl.span(heap, len)?;
                let b = heap
                    .bytearray_mut(r)
                    .ok_or_else(|| exc!(SystemError, "dangling bytearray"))?;
                return slice::assign(b, sp, items, "bytes");
            }
            let Some(i) = int_index(heap, "bytearray", index)? else {
                return Err(cannot_fit());
            };
            let byte = match value {
                Value::Int(b) if (0..256).contains(&b) => b as u8,
                Value::Int(_) | Value::BigInt(_) => {
                    return Err(exc!(ValueError, "byte must be in range(0, 256)"));
                }
                _ => return Err(crate::args::not_an_index(value)),
            };
            let b = heap
                .bytearray_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling bytearray"))?;
            let j = norm_index(i, b.len())
                .ok_or_else(|| exc!(IndexError, "bytearray index out of range"))?;
            b[j] = byte;
            Ok(())
        }
        _ => Err(exc!(
            TypeError,
            "'{}' object does not support item assignment",
            objects::type_name(heap, container)
        )),
    }
}

fn assign_list_slice(
    heap: &mut Heap,
    r: crate::heap::ObjRef,
    sl: slice::SliceObj,
    items: Vec<Value>,
) -> Result<(), Exception> {
    let len = heap.list(r).len();
    let sp = sl.span(heap, len)?;
    let mut l = heap
        .list_mut(r)
        .ok_or_else(|| exc!(SystemError, "dangling list"))?;
    if l.len().saturating_add(items.len()) > objects::list::MAX_LEN {
        return Err(exc!(MemoryError, ""));
    }
    slice::assign(&mut l, sp, items, "sequence")
}

/// `del container[index]`.
pub fn delete_subscript(heap: &mut Heap, container: Value, index: Value) -> Result<(), Exception> {
    if let Value::Instance(_) = container {
        let Some(base) = objects::instance::base_answering(heap, container, Special::delitem.id())
        else {
            return Err(exc!(NeedsVm, "a guest __delitem__"));
        };
        return delete_subscript(heap, base, index);
    }
    match container {
        Value::List(r) | Value::ByteArray(r) => {
            let is_list = matches!(container, Value::List(_));
            let len = seq_len(heap, container);
            if let Some(sl) = slice::as_slice(heap, index) {
                let sp = sl.span(heap, len)?;
                crate::heap::headroom::room_for_items(sp.count, 2 * core::mem::size_of::<usize>())?;
                let mut doomed: Vec<usize> = (0..sp.count)
                    .map(|k| (sp.start + k as i64 * sp.step) as usize)
                    .collect();
                doomed.sort_unstable();
                let mut keep_idx = 0;
                let drop = |i: usize, keep_idx: &mut usize| -> bool {
                    if doomed.get(*keep_idx) == Some(&i) {
                        *keep_idx += 1;
                        false
                    } else {
                        true
                    }
                };
                if is_list {
                    let mut l = heap
                        .list_mut(r)
                        .ok_or_else(|| exc!(SystemError, "dangling list"))?;
                    let mut i = 0;
                    l.retain(|_| {
                        let k = drop(i, &mut keep_idx);
                        i += 1;
                        k
                    });
                } else {
                    let b = heap
                        .bytearray_mut(r)
                        .ok_or_else(|| exc!(SystemError, "dangling"))?;
                    let mut i = 0;
                    b.retain(|_| {
                        let k = drop(i, &mut keep_idx);
                        i += 1;
                        k
                    });
                }
                return Ok(());
            }
            let kind = if is_list { "list" } else { "bytearray" };
            let Some(i) = int_index(heap, kind, index)? else {
                return Err(cannot_fit());
            };
            let j = norm_index(i, len)
                .ok_or_else(|| exc!(IndexError, "{} assignment index out of range", kind))?;
            if is_list {
                if let Some(mut l) = heap.list_mut(r) {
                    l.remove(j);
                }
            } else if let Some(b) = heap.bytearray_mut(r) {
                b.remove(j);
            }
            Ok(())
        }
        Value::Dict(d) => match objects::dict::remove(heap, d, index)? {
            Some(_) => Ok(()),
            None => Err(objects::dict::key_error(heap, index)),
        },
        _ => Err(exc!(
            TypeError,
            "'{}' object doesn't support item deletion",
            objects::type_name(heap, container)
        )),
    }
}

/// Whether `v` can be iterated.
pub fn is_iterable(heap: &Heap, v: Value) -> bool {
    if let Value::Instance(r) = v {
        let cls = objects::instance::class_of(heap, r);
        return objects::class::lookup(heap, cls, objects::intern::Special::iter.id()).is_some()
            || objects::class::lookup(heap, cls, objects::intern::Special::getitem.id()).is_some()
            || objects::instance::base_value(heap, v).is_some_and(|b| is_iterable(heap, b));
    }
    matches!(
        v,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Range(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::FrozenSet(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Iter(_)
            | Value::DictView(_)
            | Value::Generator(_)
    ) || objects::native::stream_of(heap, v).is_some()
}

/// The items of an iterable that is not an iterator object.
pub fn collect_plain(heap: &mut Heap, v: Value) -> Result<Vec<Value>, Exception> {
    match v {
        Value::Str(r) => {
            let chars: Vec<char> = gather(heap.str(r).chars())?;
            let mut out = Vec::new();
            out.try_reserve_exact(chars.len())
                .map_err(|_| exc!(MemoryError, ""))?;
            for c in chars {
                out.push(pystr::new_char(heap, c)?);
            }
            Ok(out)
        }
        Value::DictView(r) => {
            let Some(view) = heap.dict_view(r) else {
                return Ok(Vec::new());
            };
            if view.kind == objects::dict::ViewKind::Items {
                let pairs: Vec<(Value, Value)> = match heap.dict(view.dict) {
                    Some(d) => gather(d.items())?,
                    None => Vec::new(),
                };
                let mut out = Vec::new();
                out.try_reserve_exact(pairs.len())
                    .map_err(|_| exc!(MemoryError, ""))?;
                for (k, x) in pairs {
                    out.push(objects::tuple::new_tuple(heap, &[k, x])?);
                }
                return Ok(out);
            }
            collect_plain_ref(heap, v)
        }
        _ => collect_plain_ref(heap, v),
    }
}

/// The items of an iterable whose items already exist (no new strings or
/// tuples are made).
fn collect_plain_ref(heap: &Heap, v: Value) -> Result<Vec<Value>, Exception> {
    match v {
        Value::List(_) | Value::Tuple(_) => crate::heap::headroom::copy(heap.seq(v)),
        Value::Range(r) => {
            let o = heap.range(r);
            let n = o.len();
            if n as usize > objects::list::MAX_LEN {
                return Err(exc!(MemoryError, ""));
            }
            let mut out = Vec::new();
            out.try_reserve_exact(n as usize)
                .map_err(|_| exc!(MemoryError, ""))?;
            out.extend((0..n).map(|i| Value::Int(o.get(i))));
            Ok(out)
        }
        Value::Dict(r) => match heap.dict(r) {
            Some(d) => gather(d.items().map(|(k, _)| k)),
            None => Ok(Vec::new()),
        },
        Value::Set(_) | Value::FrozenSet(_) => match objects::set::as_set(heap, v) {
            Some(s) => gather(s.keys()),
            None => Ok(Vec::new()),
        },
        Value::Bytes(r) | Value::ByteArray(r) => {
            gather(heap.bytes(r).iter().map(|&b| Value::Int(b as i64)))
        }
        Value::DictView(r) => {
            let Some(view) = heap.dict_view(r) else {
                return Ok(Vec::new());
            };
            match (heap.dict(view.dict), view.kind) {
                (None, _) => Ok(Vec::new()),
                (Some(d), objects::dict::ViewKind::Keys) => gather(d.items().map(|(k, _)| k)),
                (Some(d), _) => gather(d.items().map(|(_, v)| v)),
            }
        }
        _ => Err(objects::not_iterable(heap, v)),
    }
}

/// The items of `it` in a vector asked for fallibly by its lower size
/// bound (the containers it walks are as long as guest data).
fn gather<T>(it: impl Iterator<Item = T>) -> Result<Vec<T>, Exception> {
    let mut out = Vec::new();
    out.try_reserve_exact(it.size_hint().0)
        .map_err(|_| exc!(MemoryError, ""))?;
    for x in it {
        crate::heap::headroom::push(&mut out, x)?;
    }
    Ok(out)
}

/// The items of any iterable (an iterator is advanced to its end).
pub fn collect(ctx: &mut dyn Ctx, v: Value) -> Result<Vec<Value>, Exception> {
    let it = match v {
        Value::Iter(_) | Value::Generator(_) => v,
        // A standard stream is its own iterator (its lines).
        Value::Native(_) if objects::native::stream_of(ctx.heap(), v).is_some() => v,
        Value::Instance(_) => crate::dunder::iter(ctx, v)?,
        Value::Class(_) if objects::class::user_metaclass(ctx.heap(), v).is_some() => {
            crate::dunder::iter(ctx, v)?
        }
        _ => return collect_plain(ctx.heap(), v),
    };
    // The items gather in a list object: one root keeps them all alive
    // while guest `__next__` methods run (and may collect), and its growth
    // is fallible and charged like any list's.
    ctx.heap().push_root(it);
    let acc = match objects::list::new_list(ctx.heap(), Vec::new()) {
        Ok(Value::List(r)) => r,
        Ok(_) => return Err(exc!(SystemError, "list allocation")),
        Err(e) => {
            ctx.heap().pop_roots(1);
            return Err(e);
        }
    };
    ctx.heap().push_root(Value::List(acc));
    let res = loop {
        let step = match it {
            Value::Iter(r) => objects::iter::next(ctx, r),
            Value::Native(_) => objects::iter::next_value(ctx, it),
            _ => crate::dunder::next(ctx, it),
        };
        match step {
            Ok(Some(x)) => {
                if let Err(e) = objects::list::append(ctx.heap(), acc, x) {
                    break Err(e);
                }
            }
            Ok(None) => break Ok(()),
            Err(e) => break Err(e),
        }
    };
    ctx.heap().pop_roots(2);
    let out = ctx
        .heap()
        .list_mut(acc)
        .map(|mut l| core::mem::take(&mut *l))
        .unwrap_or_default();
    res.map(|_| out)
}

/// Calls `f` with each item of `v` in turn, as `for x in v` does, without
/// gathering them first: memory stays flat however long `v` is (CPython's
/// `sum`, `min` and `max` over a long `range` or generator use none). `f`
/// returns `false` to stop early. The iteration state and the item are
/// kept alive while `f` runs (it may run guest code, which may collect);
/// anything else `f` keeps across items it roots itself.
pub fn for_each(
    ctx: &mut dyn Ctx,
    v: Value,
    f: &mut dyn FnMut(&mut dyn Ctx, Value) -> Result<bool, Exception>,
) -> Result<(), Exception> {
    let mut it = get_iter_ctx(ctx, v)?;
    ctx.heap().push_roots(&it)?;
    let res = loop {
        match iter_next(ctx, &mut it) {
            Ok(Some(x)) => {
                ctx.heap().push_root(x);
                let more = f(ctx, x);
                ctx.heap().pop_roots(1);
                match more {
                    Ok(true) => {}
                    Ok(false) => break Ok(()),
                    Err(e) => break Err(e),
                }
            }
            Ok(None) => break Ok(()),
            Err(e) => break Err(e),
        }
    };
    ctx.heap().pop_roots(it.len());
    res
}

/// `obj[index]` for an instance of a class deriving from a builtin type
/// that leaves `__getitem__` to it: its builtin value's item. A dict
/// subclass's `__missing__` (guest code) is the interpreter's to call.
fn derived_subscript(heap: &mut Heap, obj: Value, index: Value) -> Result<Value, Exception> {
    let Some(base) = objects::instance::base_answering(heap, obj, Special::getitem.id()) else {
        return Err(exc!(NeedsVm, "a guest __getitem__"));
    };
    match subscript(heap, base, index) {
        Err(e)
            if e.kind == ExcKind::KeyError
                && objects::class::lookup(
                    heap,
                    crate::builtins::type_of_value(heap, obj),
                    Special::missing.id(),
                )
                .is_some() =>
        {
            Err(exc!(NeedsVm, "a guest __missing__"))
        }
        r => r,
    }
}

/// `UNPACK_SEQUENCE n`: the items of `v`, which must number exactly `n`.
pub fn unpack(ctx: &mut dyn Ctx, v: Value, n: usize) -> Result<Vec<Value>, Exception> {
    if !is_iterable(ctx.heap(), v) {
        let heap = ctx.heap();
        return Err(exc!(
            TypeError,
            "cannot unpack non-iterable {} object",
            objects::type_name(heap, v)
        ));
    }
    let items = collect(ctx, v)?;
    if items.len() > n {
        return Err(exc!(
            ValueError,
            "too many values to unpack (expected {})",
            n
        ));
    }
    if items.len() < n {
        return Err(exc!(
            ValueError,
            "not enough values to unpack (expected {}, got {})",
            n,
            items.len()
        ));
    }
    Ok(items)
}

/// `UNPACK_EX`: `before` items, a list of the middle, `after` items.
pub fn unpack_ex(
    ctx: &mut dyn Ctx,
    v: Value,
    before: usize,
    after: usize,
) -> Result<Vec<Value>, Exception> {
    if !is_iterable(ctx.heap(), v) {
        let heap = ctx.heap();
        return Err(exc!(
            TypeError,
            "cannot unpack non-iterable {} object",
            objects::type_name(heap, v)
        ));
    }
    let items = collect(ctx, v)?;
    if items.len() < before + after {
        return Err(exc!(
            ValueError,
            "not enough values to unpack (expected at least {}, got {})",
            before + after,
            items.len()
        ));
    }
    let mid_end = items.len() - after;
    let mut out = Vec::with_capacity(before + after + 1);
    out.extend_from_slice(&items[..before]);
    let mid = items[before..mid_end].to_vec();
    ctx.heap().push_roots(&items)?;
    let l = new_list(ctx.heap(), mid);
    ctx.heap().pop_roots(items.len());
    out.push(l?);
    out.extend_from_slice(&items[mid_end..]);
    Ok(out)
}

/// `GET_ITER`: the three slots of iterator state (see
/// [`crate::bytecode::opcode`]).
pub fn get_iter(heap: &Heap, v: Value) -> Result<[Value; 3], Exception> {
    match v {
        Value::Range(r) => {
            let o = heap.range(r);
            Ok([Value::Int(o.stop), Value::Int(o.step), Value::Int(o.start)])
        }
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_) => Ok([v, Value::Undef, Value::Int(0)]),
        // A dict's slot holds its iteration mark (size and entry count).
        Value::Dict(r) => Ok([
            v,
            Value::Int(heap.dict(r).map_or(0, |d| d.iter_mark()) as i64),
            Value::Int(0),
        ]),
        Value::DictView(r) => {
            let mark = heap
                .dict_view(r)
                .and_then(|w| heap.dict(w.dict))
                .map_or(0, |d| d.iter_mark());
            Ok([v, Value::Int(mark as i64), Value::Int(0)])
        }
        Value::Set(r) | Value::FrozenSet(r) => Ok([
            v,
            Value::Int(heap.set(r).map_or(0, |s| s.len()) as i64),
            Value::Int(0),
        ]),
        Value::Iter(_) | Value::Generator(_) => Ok([v, Value::Undef, Value::Undef]),
        Value::Native(_) if objects::native::stream_of(heap, v).is_some() => {
            Ok([v, Value::Undef, Value::Undef])
        }
        _ => Err(objects::not_iterable(heap, v)),
    }
}

/// [`get_iter`] that also takes instances (their `__iter__`).
pub fn get_iter_ctx(ctx: &mut dyn Ctx, v: Value) -> Result<[Value; 3], Exception> {
    if matches!(v, Value::Instance(_))
        || matches!(v, Value::Class(_)) && objects::class::user_metaclass(ctx.heap(), v).is_some()
    {
        let it = crate::dunder::iter(ctx, v)?;
        return Ok([it, Value::Undef, Value::Undef]);
    }
    get_iter(ctx.heap(), v)
}

/// One step of `FOR_ITER` on iterator state `it`: the next item (advancing
/// the state) or `None` when exhausted.
pub fn iter_next(ctx: &mut dyn Ctx, it: &mut [Value; 3]) -> Result<Option<Value>, Exception> {
    match *it {
        [Value::Int(stop), Value::Int(step), Value::Int(cur)] => {
            let more = if step > 0 { cur < stop } else { cur > stop };
            if !more || step == 0 {
                return Ok(None);
            }
            // Past the last element the counter may leave i64; it is not
            // read again, so saturate.
            it[2] = Value::Int(cur.saturating_add(step));
            Ok(Some(Value::Int(cur)))
        }
        [Value::Iter(r), _, _] => objects::iter::next(ctx, r),
        [g @ (Value::Generator(_) | Value::Instance(_)), _, _] => ctx.next_of(g),
        [n @ Value::Native(_), _, _] => objects::iter::next_value(ctx, n),
        [seq, Value::Int(len), Value::Int(pos)] if pos >= 0 => {
            let step = match seq {
                Value::Dict(d) => objects::iter::dict_step(
                    ctx.heap(),
                    d,
                    objects::dict::ViewKind::Keys,
                    len as usize,
                    pos as usize,
                )?,
                Value::DictView(v) => {
                    let Some(view) = ctx.heap().dict_view(v) else {
                        return Ok(None);
                    };
                    objects::iter::dict_step(
                        ctx.heap(),
                        view.dict,
                        view.kind,
                        len as usize,
                        pos as usize,
                    )?
                }
                Value::Set(s) | Value::FrozenSet(s) => {
                    objects::iter::set_step(ctx.heap(), s, len as usize, pos as usize)?
                }
                _ => {
                    return Err(exc!(
                        SystemError,
                        "FOR_ITER on a stack that holds no iterator"
                    ));
                }
            };
            Ok(step.map(|(v, next)| {
                it[2] = Value::Int(next as i64);
                v
            }))
        }
        [seq, Value::Undef, Value::Int(i)] if i >= 0 => {
            let step = objects::iter::seq_step(ctx.heap(), seq, i as usize)?;
            Ok(step.map(|(v, next)| {
                it[2] = Value::Int(next as i64);
                v
            }))
        }
        _ => Err(exc!(
            SystemError,
            "FOR_ITER on a stack that holds no iterator"
        )),
    }
}

/// Whether `FOR_ITER` on state `it` would end the loop (no side effects);
/// `None` when that cannot be known without advancing (a `filter`).
pub fn iter_exhausted(heap: &Heap, it: &[Value; 3]) -> Option<bool> {
    Some(match *it {
        [Value::Int(stop), Value::Int(step), Value::Int(cur)] => {
            step == 0 || if step > 0 { cur >= stop } else { cur <= stop }
        }
        [Value::Iter(r), _, _] => return objects::iter::is_exhausted(heap, r),
        [seq @ (Value::List(_) | Value::Tuple(_)), _, Value::Int(i)] => {
            i < 0 || i as usize >= heap.seq(seq).len()
        }
        [Value::Str(r), _, Value::Int(i)] => i < 0 || i as usize >= heap.str(r).len(),
        [Value::Bytes(r) | Value::ByteArray(r), _, Value::Int(i)] => {
            i < 0 || i as usize >= heap.bytes(r).len()
        }
        // `None` where the next step raises: the dict changed.
        [Value::Dict(d), Value::Int(mark), Value::Int(pos)] => {
            heap.dict(d)?.exhausted_at(mark as usize, pos as usize)?
        }
        [Value::DictView(v), Value::Int(mark), Value::Int(pos)] => {
            let dd = heap.dict(heap.dict_view(v)?.dict)?;
            dd.exhausted_at(mark as usize, pos as usize)?
        }
        [
            Value::Set(s) | Value::FrozenSet(s),
            Value::Int(len),
            Value::Int(pos),
        ] => {
            let ss = heap.set(s)?;
            if ss.len() as i64 != len {
                return None;
            }
            ss.entry_from(pos as usize).is_none()
        }
        // A generator, or an object of the program's with `__next__`: only
        // advancing it tells (a trace must not assume it ended).
        _ => return None,
    })
}

/// `len(v)`.
pub fn len(heap: &Heap, v: Value) -> Result<i64, Exception> {
    Ok(match v {
        Value::Instance(_) => match plain_unless(heap, v, &[Special::len]) {
            Some(base) => return len(heap, base),
            None => {
                return Err(exc!(
                    TypeError,
                    "object of type '{}' has no len()",
                    objects::type_name(heap, v)
                ));
            }
        },
        Value::Str(r) => heap.str_obj(r).map_or(0, |s| s.char_len()) as i64,
        Value::List(_) | Value::Tuple(_) => heap.seq(v).len() as i64,
        Value::Range(r) => objects::range::len(&heap.range(r))?,
        Value::Dict(r) => heap.dict(r).map_or(0, |d| d.len()) as i64,
        Value::Set(r) | Value::FrozenSet(r) => heap.set(r).map_or(0, |s| s.len()) as i64,
        Value::Bytes(r) | Value::ByteArray(r) => heap.bytes(r).len() as i64,
        Value::DictView(r) => heap
            .dict_view(r)
            .map_or(0, |w| objects::dict::view_len(heap, w)) as i64,
        _ => {
            return Err(exc!(
                TypeError,
                "object of type '{}' has no len()",
                objects::type_name(heap, v)
            ));
        }
    })
}
