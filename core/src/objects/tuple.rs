//! `tuple`: an immutable sequence.

use alloc::boxed::Box;

use super::tuple_items::TupleItems;
use super::{Object, alloc};
use crate::args::Args;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::objects::Attr;
use crate::value::Value;

impl Heap {
    #[inline]
    pub fn tuple(&self, r: ObjRef) -> &[Value] {
        match self.get(r) {
            Some(Object::Tuple(v)) => v,
            _ => &[],
        }
    }
}

pub fn new_tuple(heap: &mut Heap, items: &[Value]) -> Result<Value, Exception> {
    if let Some(t) = TupleItems::inline(items) {
        return alloc(heap, Object::Tuple(t), Value::Tuple);
    }
    let block = match heap.blocks.take(items.len()) {
        Some(mut b) => {
            b.copy_from_slice(items);
            b
        }
        None => Box::from(items),
    };
    alloc(heap, Object::Tuple(TupleItems::new(block)), Value::Tuple)
}

pub fn from_vec(heap: &mut Heap, items: alloc::vec::Vec<Value>) -> Result<Value, Exception> {
    if let Some(t) = TupleItems::inline(&items) {
        return alloc(heap, Object::Tuple(t), Value::Tuple);
    }
    alloc(
        heap,
        Object::Tuple(TupleItems::new(items.into_boxed_slice())),
        Value::Tuple,
    )
}

/// `t.count(x)` and `t.index(x[, start[, stop]])`, shared with lists.
pub fn count_index(
    ctx: &mut dyn crate::ctx::Ctx,
    items_of: Value,
    attr: Attr,
    type_name: &str,
    args: Args,
) -> Result<Value, Exception> {
    match attr {
        Attr::count => {
            let x = args.exactly_one(format_args!("{type_name}.count"))?;
            let mut n = 0;
            let len = ctx.heap().seq(items_of).len();
            for i in 0..len {
                let Some(&y) = ctx.heap().seq(items_of).get(i) else {
                    break;
                };
                if crate::dunder::equal(ctx, y, x)? {
                    n += 1;
                }
            }
            Ok(Value::Int(n))
        }
        _ => {
            args.no_kw("index")?;
            let a = args.expect("index", 1, 3)?;
            let heap = ctx.heap();
            let len = heap.seq(items_of).len();
            let clamp = |v: Option<&Value>, default: usize| -> Result<usize, Exception> {
                match v {
                    None => Ok(default),
                    Some(v) => {
                        let i = match *v {
                            Value::BigInt(_) => {
                                if super::int::is_negative(heap, *v) {
                                    i64::MIN
                                } else {
                                    i64::MAX
                                }
                            }
                            v => v.as_index().ok_or_else(|| {
                                exc!(
                                    TypeError,
                                    "slice indices must be integers or have an __index__ method"
                                )
                            })?,
                        };
                        let j = if i < 0 {
                            (i.saturating_add(len as i64)).max(0)
                        } else {
                            i
                        };
                        Ok((j as u64).min(len as u64) as usize)
                    }
                }
            };
            let start = clamp(a.get(1), 0)?;
            let stop = clamp(a.get(2), len)?;
            for i in start..stop {
                let Some(&y) = ctx.heap().seq(items_of).get(i) else {
                    break;
                };
                if crate::dunder::equal(ctx, y, a[0])? {
                    return Ok(Value::Int(i as i64));
                }
            }
            Err(if type_name == "list" {
                let s = crate::dunder::repr(ctx, a[0])?;
                exc!(ValueError, "{} is not in list", s)
            } else {
                exc!(ValueError, "tuple.index(x): x not in tuple")
            })
        }
    }
}
