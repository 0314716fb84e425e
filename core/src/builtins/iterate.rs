//! The builtins that make or consume iterators: `iter`, `next`, `any`,
//! `all`, `sorted`, `enumerate`, `zip`, `map`, `filter`, `reversed`.

use alloc::vec::Vec;

use super::Builtin;
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::objects::{self, iter::IterObj};
use crate::ops;
use crate::value::Value;

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    match b {
        Builtin::Iter => {
            args.no_kw("iter")?;
            match *args.expect("iter", 1, 2)? {
                [x] => objects::iter::iter_ctx(ctx, x),
                [func, sentinel] => {
                    if !crate::builtins::types::is_callable(ctx.heap(), func) {
                        return Err(exc!(TypeError, "iter(v, w): v must be callable"));
                    }
                    objects::iter::new_iter(ctx.heap(), IterObj::Callable { func, sentinel })
                }
                _ => Err(exc!(SystemError, "iter arity")),
            }
        }
        Builtin::Next => {
            args.no_kw("next")?;
            let a = args.expect("next", 1, 2)?;
            if let [it] = a
                && matches!(it, Value::Generator(_) | Value::Instance(_))
            {
                return ctx.next_raw(*it);
            }
            match objects::iter::next_value(ctx, a[0])? {
                Some(v) => Ok(v),
                None => a.get(1).copied().ok_or_else(|| exc!(StopIteration, "")),
            }
        }
        Builtin::Any | Builtin::All => {
            let v = args.exactly_one(b.name())?;
            let want = b == Builtin::Any;
            let it = objects::iter::iter_ctx(ctx, v)?;
            ctx.heap().push_root(it);
            let res = loop {
                match objects::iter::next_value(ctx, it) {
                    Ok(Some(x)) => match crate::dunder::truthy(ctx, x) {
                        Ok(t) if t == want => break Ok(Value::Bool(want)),
                        Ok(_) => {}
                        Err(e) => break Err(e),
                    },
                    Ok(None) => break Ok(Value::Bool(!want)),
                    Err(e) => break Err(e),
                }
            };
            ctx.heap().pop_roots(1);
            res
        }
        Builtin::Sorted => {
            if args.pos.len() != 1 {
                return Err(exc!(
                    TypeError,
                    "sorted expected 1 argument, got {}",
                    args.pos.len()
                ));
            }
            args.check_kw("sort", &["key", "reverse"])?;
            let items = ops::collect(ctx, args.pos[0])?;
            let l = ops::new_list(ctx.heap(), items)?;
            let Value::List(r) = l else {
                return Err(exc!(SystemError, "list"));
            };
            let reverse = args
                .kw("reverse")
                .is_some_and(|v| ops::truthy(ctx.heap(), v));
            let key = args.kw("key").filter(|k| *k != Value::None);
            ctx.heap().push_root(l);
            let res = objects::list::sort_list(ctx, r, key, reverse);
            ctx.heap().pop_roots(1);
            res.map(|_| l)
        }
        Builtin::Enumerate => {
            args.check_kw("enumerate", &["iterable", "start"])?;
            let it = args
                .get(0, "iterable")
                .ok_or_else(|| crate::args::missing("enumerate", "iterable", 1))?;
            let start = args.get(1, "start").unwrap_or(Value::Int(0));
            if !start.is_int() {
                return Err(crate::args::not_an_index(start));
            }
            let start = match start {
                Value::Bool(b) => Value::Int(b as i64),
                s => s,
            };
            let inner = objects::iter::iter_ctx(ctx, it)?;
            objects::iter::new_iter(
                ctx.heap(),
                IterObj::Enumerate {
                    inner,
                    count: start,
                },
            )
        }
        Builtin::Zip => {
            if args.kw.len() > 1 {
                return Err(exc!(
                    TypeError,
                    "zip() takes at most 1 keyword argument ({} given)",
                    args.kw.len()
                ));
            }
            args.check_kw("zip", &["strict"])?;
            let strict = args
                .kw("strict")
                .is_some_and(|v| ops::truthy(ctx.heap(), v));
            let iters = iters_of(ctx, args.pos)?;
            objects::iter::new_iter(ctx.heap(), IterObj::Zip { iters, strict })
        }
        Builtin::Map => {
            args.no_kw("map")?;
            if args.pos.len() < 2 {
                return Err(exc!(TypeError, "map() must have at least two arguments."));
            }
            let func = args.pos[0];
            let iters = iters_of(ctx, &args.pos[1..])?;
            objects::iter::new_iter(ctx.heap(), IterObj::Map { func, iters })
        }
        Builtin::Filter => {
            args.no_kw("filter")?;
            let a = args.expect("filter", 2, 2)?;
            let inner = objects::iter::iter_ctx(ctx, a[1])?;
            objects::iter::new_iter(ctx.heap(), IterObj::Filter { func: a[0], inner })
        }
        Builtin::Reversed => {
            args.no_kw("reversed")?;
            let a = args.expect("reversed", 1, 1)?;
            reversed(ctx, a[0])
        }
        _ => Err(exc!(SystemError, "not an iteration builtin")),
    }
}

fn iters_of(ctx: &mut dyn Ctx, vals: &[Value]) -> Result<Vec<Value>, Exception> {
    let mut iters = Vec::with_capacity(vals.len());
    let mut res = Ok(());
    for &v in vals {
        // An instance's `__iter__` may run guest code: root what is made.
        match objects::iter::iter_ctx(ctx, v) {
            Ok(it) => {
                ctx.heap().push_root(it);
                iters.push(it);
            }
            Err(e) => {
                res = Err(e);
                break;
            }
        }
    }
    ctx.heap().pop_roots(iters.len());
    res.map(|_| iters)
}

/// `reversed(obj)` of an object of the program's: its `__reversed__`,
/// else the sequence protocol (`__len__` and `__getitem__`; the items are
/// read at once, last first).
fn reversed_instance(ctx: &mut dyn Ctx, v: Value) -> Result<Value, Exception> {
    match ctx.get_attribute(v, "__reversed__") {
        // `__reversed__ = None` declares the object not reversible.
        Ok(Value::None) => {
            return Err(exc!(
                TypeError,
                "'{}' object is not reversible",
                objects::type_name(ctx.heap(), v)
            ));
        }
        Ok(f) => return ctx.call(f, Args::default()),
        Err(e) if e.kind != crate::error::ExcKind::AttributeError => return Err(e),
        Err(_) => {}
    }
    // A subclass of a builtin type that does not define `__reversed__`
    // reverses its builtin value (a dict subclass its keys, not
    // `self[len-1]`...).
    if let Some(base) = objects::instance::base_value(ctx.heap(), v) {
        return reversed(ctx, base);
    }
    let sequence =
        ctx.get_attribute(v, "__getitem__").is_ok() && ctx.get_attribute(v, "__len__").is_ok();
    if !sequence {
        return Err(exc!(
            TypeError,
            "'{}' object is not reversible",
            objects::type_name(ctx.heap(), v)
        ));
    }
    let n = crate::dunder::len(ctx, v)?;
    let mut items = Vec::with_capacity(n.max(0) as usize);
    let mut r = Ok(());
    for i in (0..n).rev() {
        match crate::dunder::getitem(ctx, v, Value::Int(i)) {
            Ok(x) => {
                ctx.heap().push_root(x);
                items.push(x);
            }
            Err(e) => {
                r = Err(e);
                break;
            }
        }
    }
    ctx.heap().pop_roots(items.len());
    r?;
    let l = ops::new_list(ctx.heap(), items)?;
    objects::iter::iter_ctx(ctx, l)
}

fn reversed(ctx: &mut dyn Ctx, v: Value) -> Result<Value, Exception> {
    if let Value::Instance(_) = v {
        return reversed_instance(ctx, v);
    }
    // A class whose metaclass defines `__reversed__`.
    if let Value::Class(_) = v
        && let Some(r) =
            crate::dunder::call_special(ctx, v, crate::objects::intern::Special::reversed, &[])?
    {
        return Ok(r);
    }
    let heap = ctx.heap();
    let it = match v {
        Value::Range(r) => {
            let o = heap.range(r);
            let n = o.len();
            if n == 0 {
                IterObj::Done
            } else {
                let last = o.get(n - 1);
                IterObj::Range {
                    next: last,
                    stop: last.wrapping_sub(o.step.wrapping_mul(n)),
                    step: -o.step,
                }
            }
        }
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_) => IterObj::Reversed {
            seq: v,
            left: ops::seq_len(heap, v),
        },
        Value::Dict(_) | Value::DictView(_) => {
            let kind = match v {
                Value::DictView(r) => heap
                    .dict_view(r)
                    .map_or(crate::objects::dict::ViewKind::Keys, |w| w.kind),
                _ => crate::objects::dict::ViewKind::Keys,
            };
            let mut keys = ops::collect_plain(heap, v)?;
            keys.reverse();
            let l = ops::new_list(heap, keys)?;
            IterObj::ReversedDict {
                items: l,
                pos: 0,
                kind,
            }
        }
        _ => {
            return Err(exc!(
                TypeError,
                "'{}' object is not reversible",
                objects::type_name(heap, v)
            ));
        }
    };
    objects::iter::new_iter(ctx.heap(), it)
}
