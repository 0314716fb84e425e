//! `_bisect`: binary search and insertion into sorted sequences, in Rust
//! (CPython's `bisect.py` takes them from its C `_bisect`; ours binds them
//! with `from _bisect import *` at the end of the guest module).
//!
//! As CPython's: items are read with `a[i]` (a list or tuple directly, any
//! other sequence through its `__getitem__`), compared with `<` only, and
//! `insort` calls `a.insert` on anything but a list.

use crate::args::Args;
use crate::builtins::Builtin;
use crate::bytecode::CmpOp;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("bisect_left", BisectLeft),
        ("bisect_right", BisectRight),
        ("insort_left", InsortLeft),
        ("insort_right", InsortRight),
    ]
};

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    let name = b.name();
    args.check_kw(name, &["a", "x", "lo", "hi", "key"])?;
    if args.pos.len() > 4 {
        return Err(exc!(
            TypeError,
            "{}() takes at most 4 positional arguments ({} given)",
            name,
            args.pos.len()
        ));
    }
    let (Some(a), Some(x)) = (args.get(0, "a"), args.get(1, "x")) else {
        let missing = if args.get(0, "a").is_none() { "a" } else { "x" };
        return Err(exc!(
            TypeError,
            "{}() missing required argument '{}' (pos {})",
            name,
            missing,
            if missing == "a" { 1 } else { 2 }
        ));
    };
    let lo = match args.get(2, "lo") {
        None => 0,
        Some(v) => crate::args::index(v)?,
    };
    if lo < 0 {
        return Err(exc!(ValueError, "lo must be non-negative"));
    }
    let hi = match args.get(3, "hi") {
        None | Some(Value::None) => -1,
        Some(v) => crate::args::index(v)?,
    };
    let hi = if hi == -1 {
        crate::dunder::len(ctx, a)?
    } else {
        hi
    };
    let key = args.kw("key").filter(|k| *k != Value::None);
    let right = matches!(b, BisectRight | InsortRight);
    match b {
        BisectLeft | BisectRight => search(ctx, a, x, lo, hi, key, right).map(Value::Int),
        InsortLeft | InsortRight => {
            let probe = match key {
                Some(k) => ctx.call(k, Args::positional(&[x]))?,
                None => x,
            };
            ctx.heap().push_root(probe);
            let at = search(ctx, a, probe, lo, hi, key, right);
            ctx.heap().pop_roots(1);
            let at = at?;
            if let Value::List(r) = a {
                crate::objects::list::insert(ctx.heap(), r, at, x)?;
            } else {
                let insert = ctx.get_attribute(a, "insert")?;
                ctx.call(insert, Args::positional(&[Value::Int(at), x]))?;
            }
            Ok(Value::None)
        }
        _ => Err(exc!(SystemError, "_bisect.{} is not implemented", name)),
    }
}

/// The insertion point of `x` in `a[lo:hi]`: before equal items, or after
/// them when `right`.
fn search(
    ctx: &mut dyn Ctx,
    a: Value,
    x: Value,
    mut lo: i64,
    mut hi: i64,
    key: Option<Value>,
    right: bool,
) -> Result<i64, Exception> {
    while lo < hi {
        // `lo + hi` cannot overflow: both are below `isize::MAX`.
        let mid = ((lo as u64 + hi as u64) / 2) as i64;
        let mut item = match a {
            Value::List(_) | Value::Tuple(_) => {
                match ctx.heap().seq(a).get(mid as usize).copied() {
                    Some(v) => v,
                    None if matches!(a, Value::Tuple(_)) => {
                        return Err(exc!(IndexError, "tuple index out of range"));
                    }
                    None => return Err(exc!(IndexError, "list index out of range")),
                }
            }
            _ => crate::dunder::getitem(ctx, a, Value::Int(mid))?,
        };
        if let Some(k) = key {
            item = ctx.call(k, Args::positional(&[item]))?;
        }
        // A key's result, or an item of a sequence that made it, is only
        // here: guest code run by the comparison must not free it.
        ctx.heap().push_root(item);
        let go_right = if right {
            less(ctx, x, item).map(|l| !l)
        } else {
            less(ctx, item, x)
        };
        ctx.heap().pop_roots(1);
        let go_right = go_right?;
        if go_right {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    Ok(lo)
}

fn less(ctx: &mut dyn Ctx, a: Value, b: Value) -> Result<bool, Exception> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x < y),
        (Value::Float(x), Value::Float(y)) => Ok(x < y),
        _ => crate::dunder::compare_bool(ctx, CmpOp::Lt, a, b),
    }
}
