//! Python operations on values that may involve the heap: the generic
//! binary and unary operators, comparison and equality, truthiness,
//! subscripts, containment and unpacking.
//!
//! These are the slow paths behind the interpreter's generic instructions
//! and the runtime helpers of compiled traces; they produce CPython's exact
//! error messages. Numeric rules themselves live in [`crate::number`].

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;

use crate::bytecode::{BinOp, CmpOp};
use crate::error::{Exception, exc};
use crate::heap::{Heap, Object};
use crate::number::{self, Num};
use crate::value::Value;

/// Deepest nesting that equality and ordering follow before giving up.
const MAX_COMPARE_DEPTH: usize = 1000;

fn alloc(heap: &mut Heap, o: Object) -> Result<Value, Exception> {
    let wrap: fn(crate::heap::ObjRef) -> Value = match &o {
        Object::Str(_) => Value::Str,
        Object::List(_) => Value::List,
        Object::Tuple(_) => Value::Tuple,
        Object::Range(_) => Value::Range,
    };
    heap.alloc(o)
        .map(wrap)
        .map_err(|_| exc!(MemoryError, "the object heap is full"))
}

pub fn new_str(heap: &mut Heap, s: String) -> Result<Value, Exception> {
    alloc(heap, Object::Str(s.into_boxed_str()))
}

pub fn new_list(heap: &mut Heap, v: Vec<Value>) -> Result<Value, Exception> {
    alloc(heap, Object::List(v))
}

pub fn new_tuple(heap: &mut Heap, v: Vec<Value>) -> Result<Value, Exception> {
    alloc(heap, Object::Tuple(v.into_boxed_slice()))
}

pub fn new_range(heap: &mut Heap, start: i64, stop: i64, step: i64) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::Range(crate::heap::RangeObj { start, stop, step }),
    )
}

#[inline]
pub fn truthy(heap: &Heap, v: Value) -> bool {
    match v {
        Value::Undef | Value::None => false,
        Value::Bool(b) => b,
        Value::Int(i) => i != 0,
        Value::Float(f) => f != 0.0,
        Value::Str(r) => !heap.str(r).is_empty(),
        Value::List(r) => !heap.list(r).is_empty(),
        Value::Tuple(r) => !heap.tuple(r).is_empty(),
        Value::Range(r) => !heap.range(r).is_empty(),
        Value::Func(_) | Value::Builtin(_) => true,
    }
}

fn num(v: Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::Int(i)),
        Value::Bool(b) => Some(Num::Int(b as i64)),
        Value::Float(f) => Some(Num::Float(f)),
        _ => None,
    }
}

fn num_value(n: Num) -> Value {
    match n {
        Num::Int(i) => Value::Int(i),
        Num::Float(f) => Value::Float(f),
    }
}

fn unsupported(op: BinOp, a: Value, b: Value) -> Exception {
    let sym = if op == BinOp::Pow {
        "** or pow()"
    } else {
        op.symbol()
    };
    exc!(
        TypeError,
        "unsupported operand type(s) for {}: '{}' and '{}'",
        sym,
        a.type_name(),
        b.type_name()
    )
}

/// `a op b` for numbers only; `None` if either is not a number.
pub fn numeric_binop(op: BinOp, a: Value, b: Value) -> Option<Result<Value, Exception>> {
    if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
        match op {
            BinOp::And => return Some(Ok(Value::Bool(p & q))),
            BinOp::Or => return Some(Ok(Value::Bool(p | q))),
            BinOp::Xor => return Some(Ok(Value::Bool(p ^ q))),
            _ => {}
        }
    }
    let (x, y) = (num(a)?, num(b)?);
    Some(match (x, y) {
        (Num::Int(i), Num::Int(j)) => number::int_binop(op, i, j).map(num_value),
        _ => {
            let (f, g) = (as_f(x), as_f(y));
            match number::float_binop(op, f, g) {
                Some(r) => r.map(Value::Float),
                None => Err(unsupported(op, a, b)),
            }
        }
    })
}

fn as_f(n: Num) -> f64 {
    match n {
        Num::Int(i) => i as f64,
        Num::Float(f) => f,
    }
}

fn repeat(heap: &mut Heap, seq: Value, n: i64) -> Result<Value, Exception> {
    let n = n.max(0) as usize;
    match seq {
        Value::Str(r) => {
            let s = heap.str(r);
            if s.len()
                .checked_mul(n)
                .is_none_or(|t| t > crate::bytecode::module::limits::MAX_STRING * 16)
            {
                return Err(exc!(MemoryError, ""));
            }
            let out = s.repeat(n);
            new_str(heap, out)
        }
        Value::List(_) | Value::Tuple(_) => {
            let items = heap.seq(seq);
            if items.len().checked_mul(n).is_none_or(|t| t > 1 << 28) {
                return Err(exc!(MemoryError, ""));
            }
            // A host with a small heap gets MemoryError, not an abort.
            let mut v = Vec::new();
            v.try_reserve_exact(items.len() * n)
                .map_err(|_| exc!(MemoryError, ""))?;
            for _ in 0..n {
                v.extend_from_slice(items);
            }
            if matches!(seq, Value::List(_)) {
                new_list(heap, v)
            } else {
                new_tuple(heap, v)
            }
        }
        _ => Err(exc!(SystemError, "repeat of a non-sequence")),
    }
}

/// `a op b` for any values.
pub fn binary_op(heap: &mut Heap, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    if let Some(r) = numeric_binop(op, a, b) {
        return r;
    }
    match (op, a, b) {
        (BinOp::Add, Value::Str(x), Value::Str(y)) => {
            let mut s = String::with_capacity(heap.str(x).len() + heap.str(y).len());
            s.push_str(heap.str(x));
            s.push_str(heap.str(y));
            new_str(heap, s)
        }
        (BinOp::Add, Value::Str(_), _) => Err(exc!(
            TypeError,
            "can only concatenate str (not \"{}\") to str",
            b.type_name()
        )),
        (BinOp::Add, Value::List(_), Value::List(_))
        | (BinOp::Add, Value::Tuple(_), Value::Tuple(_)) => {
            let mut v = Vec::from(heap.seq(a));
            v.extend_from_slice(heap.seq(b));
            if matches!(a, Value::List(_)) {
                new_list(heap, v)
            } else {
                new_tuple(heap, v)
            }
        }
        (BinOp::Add, Value::List(_) | Value::Tuple(_), _) => Err(exc!(
            TypeError,
            "can only concatenate {} (not \"{}\") to {}",
            a.type_name(),
            b.type_name(),
            a.type_name()
        )),
        (BinOp::Mul, Value::Str(_) | Value::List(_) | Value::Tuple(_), _) => match b.as_index() {
            Some(n) => repeat(heap, a, n),
            None => Err(exc!(
                TypeError,
                "can't multiply sequence by non-int of type '{}'",
                b.type_name()
            )),
        },
        (BinOp::Mul, _, Value::Str(_) | Value::List(_) | Value::Tuple(_)) => match a.as_index() {
            Some(n) => repeat(heap, b, n),
            None => Err(exc!(
                TypeError,
                "can't multiply sequence by non-int of type '{}'",
                a.type_name()
            )),
        },
        _ => Err(unsupported(op, a, b)),
    }
}

/// `a op= b`: lists extend and repeat in place (so aliases see it);
/// everything else behaves as `a op b`.
pub fn inplace_op(heap: &mut Heap, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    match (op, a) {
        (BinOp::Add, Value::List(r)) => {
            let more = match b {
                Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_) => {
                    items(heap, b)?
                }
                _ => {
                    return Err(exc!(
                        TypeError,
                        "'{}' object is not iterable",
                        b.type_name()
                    ));
                }
            };
            if let Some(l) = heap.list_mut(r) {
                l.extend(more);
            }
            Ok(a)
        }
        (BinOp::Mul, Value::List(r)) => {
            let Some(n) = b.as_index() else {
                return Err(exc!(
                    TypeError,
                    "can't multiply sequence by non-int of type '{}'",
                    b.type_name()
                ));
            };
            let Value::List(fresh) = repeat(heap, a, n)? else {
                return Err(exc!(SystemError, "list repeat gave a non-list"));
            };
            let items = core::mem::take(
                heap.list_mut(fresh)
                    .ok_or_else(|| exc!(SystemError, "dangling list"))?,
            );
            if let Some(l) = heap.list_mut(r) {
                *l = items;
            }
            Ok(a)
        }
        _ => binary_op(heap, op, a, b),
    }
}

pub fn unary_negative(v: Value) -> Result<Value, Exception> {
    match v {
        Value::Int(i) => i.checked_neg().map(Value::Int).ok_or_else(number::overflow),
        Value::Bool(b) => Ok(Value::Int(-(b as i64))),
        Value::Float(f) => Ok(Value::Float(-f)),
        _ => Err(exc!(
            TypeError,
            "bad operand type for unary -: '{}'",
            v.type_name()
        )),
    }
}

pub fn unary_positive(v: Value) -> Result<Value, Exception> {
    match v {
        Value::Int(_) | Value::Float(_) => Ok(v),
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        _ => Err(exc!(
            TypeError,
            "bad operand type for unary +: '{}'",
            v.type_name()
        )),
    }
}

pub fn unary_invert(v: Value) -> Result<Value, Exception> {
    match v.as_index() {
        Some(i) => Ok(Value::Int(!i)),
        None => Err(exc!(
            TypeError,
            "bad operand type for unary ~: '{}'",
            v.type_name()
        )),
    }
}

/// `a == b` (deep for lists and tuples).
pub fn equal(heap: &Heap, a: Value, b: Value) -> Result<bool, Exception> {
    equal_at(heap, a, b, 0)
}

fn equal_at(heap: &Heap, a: Value, b: Value, depth: usize) -> Result<bool, Exception> {
    if depth > MAX_COMPARE_DEPTH {
        return Err(exc!(
            RecursionError,
            "maximum recursion depth exceeded in comparison"
        ));
    }
    Ok(match (a, b) {
        (Value::Str(x), Value::Str(y)) => x == y || heap.str(x) == heap.str(y),
        (Value::List(x), Value::List(y)) | (Value::Tuple(x), Value::Tuple(y)) => {
            if x == y {
                return Ok(true);
            }
            let (p, q) = (heap.seq(a), heap.seq(b));
            if p.len() != q.len() {
                return Ok(false);
            }
            for i in 0..p.len() {
                // Re-read each time: the sequences are not mutated here, but
                // indices stay valid only while lengths match.
                let (p, q) = (heap.seq(a), heap.seq(b));
                if i >= p.len() || i >= q.len() || !equal_at(heap, p[i], q[i], depth + 1)? {
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
        _ => match (num(a), num(b)) {
            (Some(Num::Int(i)), Some(Num::Int(j))) => i == j,
            (Some(Num::Float(f)), Some(Num::Float(g))) => f == g,
            (Some(Num::Int(i)), Some(Num::Float(f))) | (Some(Num::Float(f)), Some(Num::Int(i))) => {
                number::cmp_int_float(i, f) == Some(Ordering::Equal)
            }
            _ => identical(a, b),
        },
    })
}

/// `a is b`. Ints and floats are compared by value (CPython's small-int
/// cache makes that the observable behaviour for the programs we accept).
pub fn identical(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

/// Ordering for `<`, `<=`, `>`, `>=` and `min`/`max`; `Ok(None)` for
/// unordered floats.
pub fn order(heap: &Heap, op: CmpOp, a: Value, b: Value) -> Result<Option<Ordering>, Exception> {
    order_at(heap, op, a, b, 0)
}

fn order_at(
    heap: &Heap,
    op: CmpOp,
    a: Value,
    b: Value,
    depth: usize,
) -> Result<Option<Ordering>, Exception> {
    if depth > MAX_COMPARE_DEPTH {
        return Err(exc!(
            RecursionError,
            "maximum recursion depth exceeded in comparison"
        ));
    }
    match (num(a), num(b)) {
        (Some(Num::Int(i)), Some(Num::Int(j))) => return Ok(Some(i.cmp(&j))),
        (Some(Num::Float(f)), Some(Num::Float(g))) => return Ok(f.partial_cmp(&g)),
        (Some(Num::Int(i)), Some(Num::Float(f))) => return Ok(number::cmp_int_float(i, f)),
        (Some(Num::Float(f)), Some(Num::Int(i))) => {
            return Ok(number::cmp_int_float(i, f).map(Ordering::reverse));
        }
        _ => {}
    }
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Ok(Some(heap.str(x).cmp(heap.str(y)))),
        (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
            let (n, m) = (heap.seq(a).len(), heap.seq(b).len());
            for i in 0..n.min(m) {
                let (x, y) = (heap.seq(a)[i], heap.seq(b)[i]);
                if !equal_at(heap, x, y, depth + 1)? {
                    return order_at(heap, op, x, y, depth + 1);
                }
            }
            Ok(Some(n.cmp(&m)))
        }
        _ => Err(exc!(
            TypeError,
            "'{}' not supported between instances of '{}' and '{}'",
            op.symbol(),
            a.type_name(),
            b.type_name()
        )),
    }
}

pub fn compare(heap: &Heap, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    match op {
        CmpOp::Eq => equal(heap, a, b),
        CmpOp::Ne => equal(heap, a, b).map(|e| !e),
        _ => order(heap, op, a, b).map(|o| op.test(o)),
    }
}

/// `needle in haystack`.
pub fn contains(heap: &Heap, needle: Value, haystack: Value) -> Result<bool, Exception> {
    match haystack {
        Value::Str(h) => match needle {
            Value::Str(n) => Ok(heap.str(h).contains(heap.str(n))),
            _ => Err(exc!(
                TypeError,
                "'in <string>' requires string as left operand, not {}",
                needle.type_name()
            )),
        },
        Value::List(_) | Value::Tuple(_) => {
            let n = heap.seq(haystack).len();
            for i in 0..n {
                match heap.seq(haystack).get(i) {
                    Some(&x) if equal(heap, x, needle)? => return Ok(true),
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
                    let t = libm::trunc(f);
                    if t != f || !f.is_finite() {
                        return Ok(false);
                    }
                    match number::float_to_int(f) {
                        Ok(i) => i,
                        Err(_) => return Ok(false),
                    }
                }
                _ => return Ok(false),
            };
            let off = x as i128 - o.start as i128;
            let in_span = if o.step > 0 {
                x >= o.start && x < o.stop
            } else {
                x <= o.start && x > o.stop
            };
            Ok(in_span && off % o.step as i128 == 0)
        }
        _ => Err(exc!(
            TypeError,
            "argument of type '{}' is not iterable",
            haystack.type_name()
        )),
    }
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

/// `container[index]`.
pub fn subscript(heap: &mut Heap, container: Value, index: Value) -> Result<Value, Exception> {
    let idx = |kind: &str| -> Result<i64, Exception> {
        index.as_index().ok_or_else(|| {
            if kind == "string" {
                exc!(
                    TypeError,
                    "string indices must be integers, not '{}'",
                    index.type_name()
                )
            } else {
                exc!(
                    TypeError,
                    "{} indices must be integers or slices, not {}",
                    kind,
                    index.type_name()
                )
            }
        })
    };
    match container {
        Value::List(r) => {
            let i = idx("list")?;
            let l = heap.list(r);
            norm_index(i, l.len())
                .map(|j| l[j])
                .ok_or_else(|| exc!(IndexError, "list index out of range"))
        }
        Value::Tuple(r) => {
            let i = idx("tuple")?;
            let t = heap.tuple(r);
            norm_index(i, t.len())
                .map(|j| t[j])
                .ok_or_else(|| exc!(IndexError, "tuple index out of range"))
        }
        Value::Str(r) => {
            let i = idx("string")?;
            let s = heap.str(r);
            let n = s.chars().count();
            let c = norm_index(i, n)
                .and_then(|j| s.chars().nth(j))
                .ok_or_else(|| exc!(IndexError, "string index out of range"))?;
            new_str(heap, String::from(c))
        }
        Value::Range(r) => {
            let i = idx("range")?;
            let o = heap.range(r);
            let n = o.len();
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(exc!(IndexError, "range object index out of range"));
            }
            Ok(Value::Int(o.get(j)))
        }
        _ => Err(exc!(
            TypeError,
            "'{}' object is not subscriptable",
            container.type_name()
        )),
    }
}

/// `container[index] = value`.
pub fn store_subscript(
    heap: &mut Heap,
    container: Value,
    index: Value,
    value: Value,
) -> Result<(), Exception> {
    match container {
        Value::List(r) => {
            let i = index.as_index().ok_or_else(|| {
                exc!(
                    TypeError,
                    "list indices must be integers or slices, not {}",
                    index.type_name()
                )
            })?;
            let l = heap
                .list_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling list"))?;
            let j = norm_index(i, l.len())
                .ok_or_else(|| exc!(IndexError, "list assignment index out of range"))?;
            l[j] = value;
            Ok(())
        }
        Value::Str(_) | Value::Tuple(_) | Value::Range(_) => Err(exc!(
            TypeError,
            "'{}' object does not support item assignment",
            container.type_name()
        )),
        _ => Err(exc!(
            TypeError,
            "'{}' object does not support item assignment",
            container.type_name()
        )),
    }
}

/// The items of an iterable, for unpacking, `min`/`max` and the like.
pub fn items(heap: &mut Heap, v: Value) -> Result<Vec<Value>, Exception> {
    match v {
        Value::List(_) | Value::Tuple(_) => Ok(Vec::from(heap.seq(v))),
        Value::Str(r) => {
            let chars: Vec<char> = heap.str(r).chars().collect();
            let mut out = Vec::with_capacity(chars.len());
            for c in chars {
                out.push(new_str(heap, String::from(c))?);
            }
            Ok(out)
        }
        Value::Range(r) => {
            let o = heap.range(r);
            let n = o.len();
            if n > 1 << 28 {
                return Err(exc!(MemoryError, ""));
            }
            Ok((0..n).map(|i| Value::Int(o.get(i))).collect())
        }
        _ => Err(exc!(
            TypeError,
            "'{}' object is not iterable",
            v.type_name()
        )),
    }
}

/// `UNPACK_SEQUENCE n`: the items of `v`, which must number exactly `n`.
pub fn unpack(heap: &mut Heap, v: Value, n: usize) -> Result<Vec<Value>, Exception> {
    let items = match v {
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_) => items(heap, v)?,
        _ => {
            return Err(exc!(
                TypeError,
                "cannot unpack non-iterable {} object",
                v.type_name()
            ));
        }
    };
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

/// `GET_ITER`: the three slots of iterator state (see
/// [`crate::bytecode::opcode`]).
pub fn get_iter(heap: &Heap, v: Value) -> Result<[Value; 3], Exception> {
    match v {
        Value::Range(r) => {
            let o = heap.range(r);
            Ok([Value::Int(o.stop), Value::Int(o.step), Value::Int(o.start)])
        }
        Value::List(_) | Value::Tuple(_) | Value::Str(_) => Ok([v, Value::Undef, Value::Int(0)]),
        _ => Err(exc!(
            TypeError,
            "'{}' object is not iterable",
            v.type_name()
        )),
    }
}

/// One step of `FOR_ITER` on iterator state `it`: the next item (advancing
/// the state) or `None` when exhausted.
pub fn iter_next(heap: &mut Heap, it: &mut [Value; 3]) -> Result<Option<Value>, Exception> {
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
        [seq @ (Value::List(_) | Value::Tuple(_)), _, Value::Int(i)] => {
            let s = heap.seq(seq);
            match usize::try_from(i).ok().and_then(|i| s.get(i)) {
                Some(&x) => {
                    it[2] = Value::Int(i + 1);
                    Ok(Some(x))
                }
                None => Ok(None),
            }
        }
        [Value::Str(r), _, Value::Int(i)] => {
            // Byte offset of the next char, so iteration is linear.
            let s = heap.str(r);
            let Some(c) = usize::try_from(i)
                .ok()
                .and_then(|i| s.get(i..))
                .and_then(|t| t.chars().next())
            else {
                return Ok(None);
            };
            it[2] = Value::Int(i + c.len_utf8() as i64);
            new_str(heap, String::from(c)).map(Some)
        }
        _ => Err(exc!(
            SystemError,
            "FOR_ITER on a stack that holds no iterator"
        )),
    }
}

/// Whether `FOR_ITER` on state `it` would end the loop (no side effects).
pub fn iter_exhausted(heap: &Heap, it: &[Value; 3]) -> bool {
    match *it {
        [Value::Int(stop), Value::Int(step), Value::Int(cur)] => {
            step == 0 || if step > 0 { cur >= stop } else { cur <= stop }
        }
        [seq @ (Value::List(_) | Value::Tuple(_)), _, Value::Int(i)] => {
            i < 0 || i as usize >= heap.seq(seq).len()
        }
        [Value::Str(r), _, Value::Int(i)] => i < 0 || i as usize >= heap.str(r).len(),
        _ => true,
    }
}

/// Collects `args` into a fresh tuple, for `BUILD_TUPLE`.
pub fn tuple_from(heap: &mut Heap, args: &[Value]) -> Result<Value, Exception> {
    alloc(heap, Object::Tuple(Box::from(args)))
}
