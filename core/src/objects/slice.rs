//! `slice`: the `a:b:c` of a subscript, and CPython's rules for turning
//! one into indices of a sequence of a given length.

use super::{Object, alloc};
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SliceObj {
    pub start: Value,
    pub stop: Value,
    pub step: Value,
}

/// Where a slice falls in a sequence: the first index, the step and how
/// many elements it selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
    pub count: usize,
}

impl Heap {
    pub fn slice(&self, r: ObjRef) -> Option<SliceObj> {
        match self.get(r) {
            Some(Object::Slice(s)) => Some(*s),
            _ => None,
        }
    }
}

pub fn new_slice(
    heap: &mut Heap,
    start: Value,
    stop: Value,
    step: Value,
) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::Slice(SliceObj { start, stop, step }),
        Value::Slice,
    )
}

/// A slice bound as an i64, clamping big ints (as CPython's
/// `_PyEval_SliceIndex` clamps to `Py_ssize_t`).
fn bound(heap: &Heap, v: Value) -> Result<Option<i64>, Exception> {
    match v {
        Value::None => Ok(None),
        Value::Int(i) => Ok(Some(i)),
        Value::Bool(b) => Ok(Some(b as i64)),
        Value::BigInt(_) => Ok(Some(if super::int::is_negative(heap, v) {
            i64::MIN
        } else {
            i64::MAX
        })),
        // Its `__index__` is guest code: the interpreter converts it.
        Value::Instance(_) => Err(exc!(NeedsVm, "a slice bound's __index__")),
        _ => Err(exc!(
            TypeError,
            "slice indices must be integers or None or have an __index__ method"
        )),
    }
}

impl SliceObj {
    /// The indices this slice selects in a sequence of `len` elements
    /// (`PySlice_Unpack` then `PySlice_AdjustIndices`).
    pub fn span(&self, heap: &Heap, len: usize) -> Result<Span, Exception> {
        let len = len as i64;
        let step = match bound(heap, self.step)? {
            None => 1,
            Some(0) => return Err(exc!(ValueError, "slice step cannot be zero")),
            // -step must not overflow.
            Some(s) => s.max(-i64::MAX),
        };
        let (lo_default, hi_default) = if step < 0 {
            (i64::MAX, i64::MIN)
        } else {
            (0, i64::MAX)
        };
        let mut start = bound(heap, self.start)?.unwrap_or(lo_default);
        let mut stop = bound(heap, self.stop)?.unwrap_or(hi_default);
        if self.start == Value::None && step < 0 {
            start = i64::MAX;
        }
        let adjust = |i: &mut i64| {
            if *i < 0 {
                *i = i.saturating_add(len);
                if *i < 0 {
                    *i = if step < 0 { -1 } else { 0 };
                }
            } else if *i >= len {
                *i = if step < 0 { len - 1 } else { len };
            }
        };
        adjust(&mut start);
        adjust(&mut stop);
        let count = if step < 0 {
            if stop < start {
                ((start - stop - 1) / (-step) + 1) as usize
            } else {
                0
            }
        } else if start < stop {
            ((stop - start - 1) / step + 1) as usize
        } else {
            0
        };
        Ok(Span {
            start,
            stop,
            step,
            count,
        })
    }
}

/// `target[slice] = items` once the slice is a [`Span`] of `target`: a
/// plain slice is replaced (its length may change); an extended one must
/// match `items` in length. `what` names the items in the message.
pub fn assign<T>(
    target: &mut alloc::vec::Vec<T>,
    sp: Span,
    items: alloc::vec::Vec<T>,
    what: &str,
) -> Result<(), Exception> {
    if sp.step == 1 {
        let start = sp.start as usize;
        target
            .try_reserve(items.len())
            .map_err(|_| exc!(MemoryError, ""))?;
        target.splice(start..start + sp.count, items);
        return Ok(());
    }
    if items.len() != sp.count {
        return Err(exc!(
            ValueError,
            "attempt to assign {} of size {} to extended slice of size {}",
            what,
            items.len(),
            sp.count
        ));
    }
    for (k, v) in items.into_iter().enumerate() {
        target[(sp.start + k as i64 * sp.step) as usize] = v;
    }
    Ok(())
}

/// The `start, end` arguments of `find`, `count`, `startswith` and the like
/// (`a[from]` and `a[from + 1]`, each optional or `None`), as an index
/// range into a sequence of `len` items; `None` when start lies past the
/// end or past `end` (where even an empty needle is not found).
pub fn search_bounds(
    heap: &Heap,
    len: usize,
    a: &[Value],
    from: usize,
) -> Result<Option<(usize, usize)>, Exception> {
    let n = len as i64;
    let get = |i: usize, default: i64| -> Result<i64, Exception> {
        match a.get(i) {
            None | Some(Value::None) => Ok(default),
            Some(&v) => bound(heap, v).map(|b| b.unwrap_or(default)),
        }
    };
    let norm = |i: i64| if i < 0 { i.saturating_add(n).max(0) } else { i };
    let start = norm(get(from, 0)?);
    let end = norm(get(from + 1, n)?).min(n);
    // Past the end, or ending before it starts: nothing is found there,
    // not even the empty string.
    if start > n || end < start {
        return Ok(None);
    }
    Ok(Some((start as usize, end as usize)))
}

/// A value that is a slice, as its object.
pub fn as_slice(heap: &Heap, v: Value) -> Option<SliceObj> {
    match v {
        Value::Slice(r) => heap.slice(r),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(start: Value, stop: Value, step: Value, len: usize) -> (i64, i64, usize) {
        let h = Heap::new();
        let s = SliceObj { start, stop, step }.span(&h, len).unwrap();
        (s.start, s.step, s.count)
    }

    #[test]
    fn spans_follow_cpython() {
        let n = Value::None;
        let i = Value::Int;
        assert_eq!(span(n, n, n, 5), (0, 1, 5));
        assert_eq!(span(n, n, i(-1), 5), (4, -1, 5));
        assert_eq!(span(i(1), i(-1), n, 5), (1, 1, 3));
        assert_eq!(span(i(-10), i(10), i(2), 5), (0, 2, 3));
        assert_eq!(span(i(3), i(0), i(-1), 5), (3, -1, 3));
        assert_eq!(span(i(10), n, i(-2), 5), (4, -2, 3));
        assert_eq!(span(i(2), i(2), n, 5), (2, 1, 0));
    }
}
