//! `range`: an immutable arithmetic sequence of machine ints.
//!
//! Bounds are i64 (CPython allows any int; a range past i64 is refused
//! with CPython's `OverflowError` for index-sized ints). Iterating a range
//! does not allocate: `GET_ITER` turns it into three unboxed slots.

use super::{Object, alloc};
use crate::args::Args;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// `range(start, stop, step)`; `step` is never zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeObj {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
}

impl RangeObj {
    /// Number of elements, exactly (it may exceed i64 for absurd spans).
    pub fn len_wide(&self) -> i128 {
        let (lo, hi, step) = if self.step > 0 {
            (self.start as i128, self.stop as i128, self.step as i128)
        } else {
            (self.stop as i128, self.start as i128, -(self.step as i128))
        };
        if hi <= lo {
            0
        } else {
            (hi - lo + step - 1) / step
        }
    }

    /// Number of elements, saturating on absurd spans.
    pub fn len(&self) -> i64 {
        self.len_wide().min(i64::MAX as i128) as i64
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` (0 <= i < len).
    pub fn get(&self, i: i64) -> i64 {
        self.start.wrapping_add(i.wrapping_mul(self.step))
    }

    /// Whether the int `x` is an element.
    pub fn contains(&self, x: i64) -> bool {
        let in_span = if self.step > 0 {
            x >= self.start && x < self.stop
        } else {
            x <= self.start && x > self.stop
        };
        in_span && (x as i128 - self.start as i128) % self.step as i128 == 0
    }
}

impl Heap {
    pub fn range(&self, r: ObjRef) -> RangeObj {
        match self.get(r) {
            Some(Object::Range(o)) => *o,
            _ => RangeObj {
                start: 0,
                stop: 0,
                step: 1,
            },
        }
    }
}

pub fn new_range(heap: &mut Heap, start: i64, stop: i64, step: i64) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::Range(RangeObj { start, stop, step }),
        Value::Range,
    )
}

/// `len(r)`, which CPython refuses past `sys.maxsize`.
pub fn len(o: &RangeObj) -> Result<i64, Exception> {
    i64::try_from(o.len_wide()).map_err(|_| {
        exc!(
            OverflowError,
            "Python int too large to convert to C ssize_t"
        )
    })
}

/// `range(...)` from its arguments.
pub fn construct(heap: &mut Heap, args: Args) -> Result<Value, Exception> {
    args.no_kw("range")?;
    let int = |v: &Value| crate::args::index(*v);
    let (start, stop, step) = match args.expect("range", 1, 3)? {
        [stop] => (0, int(stop)?, 1),
        [start, stop] => (int(start)?, int(stop)?, 1),
        [start, stop, step] => (int(start)?, int(stop)?, int(step)?),
        _ => return Err(exc!(SystemError, "range arity")),
    };
    if step == 0 {
        return Err(exc!(ValueError, "range() arg 3 must not be zero"));
    }
    new_range(heap, start, stop, step)
}

/// `r[a:b:c]`: another range, from the slice's clamped bounds (as
/// CPython's `compute_slice`, so `range(10)[5:2]` is `range(5, 2)`).
pub fn slice(heap: &mut Heap, o: RangeObj, span: super::slice::Span) -> Result<Value, Exception> {
    let too_large = || {
        exc!(
            OverflowError,
            "Python int too large to convert to C ssize_t"
        )
    };
    let at = |i: i64| {
        i64::try_from(o.start as i128 + i as i128 * o.step as i128).map_err(|_| too_large())
    };
    let new_step = o.step.checked_mul(span.step).ok_or_else(too_large)?;
    new_range(heap, at(span.start)?, at(span.stop)?, new_step)
}
