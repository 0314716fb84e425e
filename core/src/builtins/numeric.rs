//! `abs`, `divmod`, `pow`, `round`, `sum`, `min`, `max`, `bin`, `oct`,
//! `hex`.

use num_bigint::BigInt;
use num_integer::Integer;

use super::Builtin;
use crate::args::{self, Args};
use crate::bytecode::{BinOp, CmpOp};
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::number;
use crate::objects::{self, int};
use crate::ops;
use crate::value::Value;

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    match b {
        Builtin::Abs => {
            let v = args.exactly_one("abs")?;
            let heap = ctx.heap();
            match v {
                Value::Int(i) => match i.checked_abs() {
                    Some(a) => Ok(Value::Int(a)),
                    None => int::abs(heap, v),
                },
                Value::BigInt(_) => int::abs(heap, v),
                Value::Bool(b) => Ok(Value::Int(b as i64)),
                Value::Float(f) => Ok(Value::Float(libm::fabs(f))),
                Value::Complex(r) => heap.complex(r).abs().map(Value::Float),
                Value::Instance(_) => {
                    crate::dunder::unary(ctx, crate::objects::intern::Special::abs, "abs()", v)
                }
                v => Err(exc!(
                    TypeError,
                    "bad operand type for abs(): '{}'",
                    objects::type_name(heap, v)
                )),
            }
        }
        Builtin::Divmod => {
            args.no_kw("divmod")?;
            let a = args.expect("divmod", 2, 2)?;
            if a.iter().any(|v| matches!(v, Value::Instance(_))) {
                return crate::dunder::divmod(ctx, a[0], a[1]);
            }
            divmod(ctx.heap(), a[0], a[1])
        }
        Builtin::Pow => {
            args.check_kw("pow", &["base", "exp", "mod"])?;
            let base = args
                .get(0, "base")
                .ok_or_else(|| args::missing("pow", "base", 1))?;
            let exp = args
                .get(1, "exp")
                .ok_or_else(|| args::missing("pow", "exp", 2))?;
            let m = args.get(2, "mod").filter(|m| *m != Value::None);
            let instances = [base, exp]
                .iter()
                .chain(m.iter())
                .any(|v| matches!(v, Value::Instance(_)));
            if instances {
                return match m {
                    None => crate::dunder::binary_op(ctx, BinOp::Pow, base, exp),
                    Some(m) => crate::dunder::pow3(ctx, base, exp, m),
                };
            }
            let heap = ctx.heap();
            match m {
                None => ops::binary_op(heap, BinOp::Pow, base, exp).map_err(|e| {
                    if e.message
                        .starts_with("unsupported operand type(s) for ** or pow()")
                    {
                        exc!(
                            TypeError,
                            "unsupported operand type(s) for ** or pow(): '{}' and '{}'",
                            objects::type_name(heap, base),
                            objects::type_name(heap, exp)
                        )
                    } else {
                        e
                    }
                }),
                Some(_) if [base, exp].iter().any(|v| matches!(v, Value::Complex(_))) => {
                    Err(exc!(ValueError, "complex modulo"))
                }
                Some(m) => int::pow_mod(heap, base, exp, m),
            }
        }
        Builtin::Round => {
            args.check_kw("round", &["number", "ndigits"])?;
            let x = args
                .get(0, "number")
                .ok_or_else(|| args::missing("round", "number", 1))?;
            let nd = args.get(1, "ndigits").filter(|v| *v != Value::None);
            if let Value::Instance(_) = x {
                return crate::dunder::round(ctx, x, nd);
            }
            round(ctx.heap(), x, nd)
        }
        Builtin::Sum => sum(ctx, args),
        Builtin::Min => min_max(ctx, args, CmpOp::Lt, "min"),
        Builtin::Max => min_max(ctx, args, CmpOp::Gt, "max"),
        Builtin::Bin | Builtin::Oct | Builtin::Hex => {
            let v = args.exactly_one(b.name())?;
            if !v.is_int() {
                return Err(args::not_an_index(v));
            }
            let radix = match b {
                Builtin::Bin => 2,
                Builtin::Oct => 8,
                _ => 16,
            };
            let heap = ctx.heap();
            // Digits, a copy and the text: asked for first (see
            // `heap::headroom`).
            let bits = int::bit_length(heap, v) as usize;
            crate::heap::headroom::room_for(bits / 8 + 2 * bits)?;
            let s = int::to_radix(heap, v, radix);
            objects::str::new_str(heap, s)
        }
        _ => Err(exc!(SystemError, "not a numeric builtin")),
    }
}

pub fn divmod(heap: &mut Heap, a: Value, b: Value) -> Result<Value, Exception> {
    if a.is_int() && b.is_int() {
        let (q, r) = int::divmod(heap, a, b)?;
        return ops::tuple_from(heap, &[q, r]);
    }
    let f = |heap: &Heap, v: Value| -> Option<Result<f64, Exception>> {
        match v {
            Value::Float(f) => Some(Ok(f)),
            v if v.is_int() => Some(int::value_to_f64(heap, v)),
            _ => None,
        }
    };
    match (f(heap, a), f(heap, b)) {
        (Some(x), Some(y)) => {
            let (x, y) = (x?, y?);
            if y == 0.0 {
                return Err(exc!(ZeroDivisionError, "float divmod()"));
            }
            let (q, r) = number::float_divmod(x, y);
            ops::tuple_from(heap, &[Value::Float(q), Value::Float(r)])
        }
        _ => Err(exc!(
            TypeError,
            "unsupported operand type(s) for divmod(): '{}' and '{}'",
            objects::type_name(heap, a),
            objects::type_name(heap, b)
        )),
    }
}

fn round(heap: &mut Heap, x: Value, nd: Option<Value>) -> Result<Value, Exception> {
    let nd = match nd {
        None => None,
        // Past any useful size an ndigits is as good as infinite.
        Some(v @ Value::BigInt(_)) => Some(if int::is_negative(heap, v) {
            i64::MIN
        } else {
            i64::MAX
        }),
        Some(v) => Some(args::index(v)?),
    };
    match x {
        Value::Float(f) => match nd {
            None => {
                if f.is_nan() {
                    return Err(exc!(ValueError, "cannot convert float NaN to integer"));
                }
                if f.is_infinite() {
                    return Err(exc!(
                        OverflowError,
                        "cannot convert float infinity to integer"
                    ));
                }
                objects::float::round_to_int(heap, f)
            }
            Some(n) => Ok(Value::Float(objects::float::round_digits(f, n))),
        },
        v if v.is_int() => {
            let v = match v {
                Value::Bool(b) => Value::Int(b as i64),
                v => v,
            };
            match nd {
                Some(n) if n < 0 => {
                    let b = int::to_big(heap, v).unwrap_or_default();
                    // More digits dropped than the int has: it rounds to 0.
                    if n.unsigned_abs() > b.bits() / 3 + 2 {
                        return Ok(Value::Int(0));
                    }
                    let scale: BigInt = num_traits::Pow::pow(BigInt::from(10), n.unsigned_abs());
                    let (q, r) = b.div_mod_floor(&scale);
                    let twice: BigInt = &r * 2;
                    let q = match twice.cmp(&scale) {
                        core::cmp::Ordering::Greater => q + 1,
                        core::cmp::Ordering::Equal if q.is_odd() => q + 1,
                        _ => q,
                    };
                    int::from_big(heap, q * scale)
                }
                _ => Ok(v),
            }
        }
        _ => Err(exc!(
            TypeError,
            "type {} doesn't define __round__ method",
            objects::type_name(heap, x)
        )),
    }
}

fn sum(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.check_kw("sum", &["start"])?;
    if args.pos.is_empty() {
        return Err(exc!(
            TypeError,
            "sum() takes at least 1 positional argument (0 given)"
        ));
    }
    let a = args.expect("sum", 1, 2)?;
    let start = args.get(1, "start").unwrap_or(Value::Int(0));
    match start {
        Value::Str(_) => {
            return Err(exc!(
                TypeError,
                "sum() can't sum strings [use ''.join(seq) instead]"
            ));
        }
        Value::Bytes(_) => {
            return Err(exc!(
                TypeError,
                "sum() can't sum bytes [use b''.join(seq) instead]"
            ));
        }
        Value::ByteArray(_) => {
            return Err(exc!(
                TypeError,
                "sum() can't sum bytearray [use b''.join(seq) instead]"
            ));
        }
        _ => {}
    }
    // The running sum is the one root this keeps (the slot is replaced
    // as it changes): the program's `__add__` may run and collect.
    let slot = ctx.heap().push_root_slots(&[start])?;
    let mut acc = start;
    let res = ops::for_each(ctx, a[0], &mut |ctx, x| {
        // Small ints and floats add without the generic path.
        acc = match (acc, x) {
            (Value::Int(p), Value::Int(q)) if p.checked_add(q).is_some() => Value::Int(p + q),
            (Value::Float(p), Value::Float(q)) => Value::Float(p + q),
            (p, q) => {
                let r = crate::dunder::binary_op(ctx, BinOp::Add, p, q)?;
                ctx.heap().set_root(slot, r);
                r
            }
        };
        Ok(true)
    });
    ctx.heap().pop_roots(1);
    res.map(|_| acc)
}

/// `min(a, b, ...)` / `max(...)` of ints alone or floats alone (`op`
/// `Lt` / `Gt`), without the tuple and iteration of the general path: the
/// first item that no later one beats, as there (NaN included: nothing
/// compares greater than it or it greater than anything).
fn min_max_numbers(items: &[Value], op: CmpOp) -> Option<Value> {
    let (&first, rest) = items.split_first()?;
    let beats = |a: Value, b: Value| match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(if op == CmpOp::Gt { x > y } else { x < y }),
        (Value::Float(x), Value::Float(y)) => Some(if op == CmpOp::Gt { x > y } else { x < y }),
        _ => None,
    };
    let mut best = first;
    for &x in rest {
        if beats(x, best)? {
            best = x;
        }
    }
    Some(best)
}

fn min_max(ctx: &mut dyn Ctx, args: Args, op: CmpOp, name: &str) -> Result<Value, Exception> {
    args.check_kw(name, &["key", "default"])?;
    let key = args.kw("key").filter(|k| *k != Value::None);
    let default = args.kw("default");
    let source = match args.pos {
        [] => {
            return Err(exc!(
                TypeError,
                "{} expected at least 1 argument, got 0",
                name
            ));
        }
        [one] => *one,
        _ => {
            if default.is_some() {
                return Err(exc!(
                    TypeError,
                    "Cannot specify a default for {}() with multiple positional arguments",
                    name
                ));
            }
            if key.is_none()
                && let Some(best) = min_max_numbers(args.pos, op)
            {
                return Ok(best);
            }
            objects::tuple::new_tuple(ctx.heap(), args.pos)?
        }
    };
    // The best item and its key so far, rooted in two slots replaced as
    // they change (a key function or comparison may run guest code).
    let mut best: Option<(Value, Value)> = None;
    let slot = ctx.heap().push_root_slots(&[Value::None, Value::None])?;
    let res = ops::for_each(ctx, source, &mut |ctx, x| {
        let k = match key {
            Some(f) => ctx.call(f, Args::positional(&[x]))?,
            None => x,
        };
        let better = match best {
            None => true,
            Some((_, bk)) => {
                ctx.heap().push_root(k);
                let r = crate::dunder::compare_bool(ctx, op, k, bk);
                ctx.heap().pop_roots(1);
                r?
            }
        };
        if better {
            best = Some((x, k));
            ctx.heap().set_root(slot, x);
            ctx.heap().set_root(slot + 1, k);
        }
        Ok(true)
    });
    ctx.heap().pop_roots(2);
    res?;
    match best {
        Some((x, _)) => Ok(x),
        None => default.ok_or_else(|| exc!(ValueError, "{}() arg is an empty sequence", name)),
    }
}
