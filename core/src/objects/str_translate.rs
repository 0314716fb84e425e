//! `str.translate` and `str.maketrans`: character mapping through a table
//! of code points, with CPython's results and messages. (The bytes forms
//! are `bytes_methods`'.)

use alloc::string::String;
use alloc::vec::Vec;

use super::str::new_str;
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::headroom;
use crate::value::Value;

/// `s.translate(table)`: each character's code point is looked up in
/// `table` (any object with `__getitem__`); a `LookupError` keeps the
/// character, `None` deletes it, an int or a str replaces it.
pub fn translate(ctx: &mut dyn Ctx, s: &str, table: Value) -> Result<Value, Exception> {
    let mut out = String::new();
    out.try_reserve(s.len())
        .map_err(|_| exc!(MemoryError, ""))?;
    let mut buf = [0u8; 4];
    for c in s.chars() {
        let key = Value::Int(c as i64);
        let found = match table {
            Value::Dict(d) => super::dict::get(ctx.heap(), d, key)?,
            _ => match crate::dunder::getitem(ctx, table, key) {
                Ok(v) => Some(v),
                Err(e) if e.kind.is_subclass_of(crate::error::ExcKind::LookupError) => None,
                Err(e) => return Err(e),
            },
        };
        match found {
            None => headroom::push_str(&mut out, c.encode_utf8(&mut buf))?,
            Some(Value::None) => {}
            Some(Value::Str(r)) => headroom::push_str(&mut out, ctx.heap().str(r))?,
            Some(v @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => {
                let m = crate::args::index(v)
                    .ok()
                    .and_then(|i| u32::try_from(i).ok())
                    .and_then(char::from_u32)
                    .ok_or_else(|| {
                        exc!(ValueError, "character mapping must be in range(0x110000)")
                    })?;
                headroom::push_str(&mut out, m.encode_utf8(&mut buf))?;
            }
            Some(_) => {
                return Err(exc!(
                    TypeError,
                    "character mapping must return integer, None or str"
                ));
            }
        }
    }
    new_str(ctx.heap(), out)
}

/// `str.maketrans(x[, y[, z]])`: the dict `str.translate` takes.
pub fn maketrans(ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    args.no_kw("str.maketrans")?;
    let a = args.expect("maketrans", 1, 3)?;
    let heap = ctx.heap();
    let table = super::dict::new_dict(heap)?;
    let Value::Dict(d) = table else {
        return Err(exc!(SystemError, "new_dict made no dict"));
    };
    if a.len() == 1 {
        let Value::Dict(src) = a[0] else {
            return Err(exc!(
                TypeError,
                "if you give only one argument to maketrans it must be a dict"
            ));
        };
        let items: Vec<(Value, Value)> = heap
            .dict(src)
            .map(|d| d.items().collect())
            .unwrap_or_default();
        for (k, v) in items {
            let key = match k {
                Value::Int(_) => k,
                Value::Str(r) => {
                    let mut cs = heap.str(r).chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) => Value::Int(c as i64),
                        _ => {
                            return Err(exc!(
                                ValueError,
                                "string keys in translate table must be of length 1"
                            ));
                        }
                    }
                }
                _ => {
                    return Err(exc!(
                        TypeError,
                        "keys in translate table must be strings or integers"
                    ));
                }
            };
            super::dict::set(heap, d, key, v)?;
        }
        return Ok(table);
    }
    let (Value::Str(x), Value::Str(y)) = (a[0], a[1]) else {
        return Err(if matches!(a[0], Value::Str(_)) {
            exc!(
                TypeError,
                "maketrans() argument 2 must be str, not {}",
                a[1].type_name()
            )
        } else {
            exc!(
                TypeError,
                "first maketrans argument must be a string if there is a second argument"
            )
        });
    };
    let (xs, ys) = (
        headroom::copy_str(heap.str(x))?,
        headroom::copy_str(heap.str(y))?,
    );
    if xs.chars().count() != ys.chars().count() {
        return Err(exc!(
            ValueError,
            "the first two maketrans arguments must have equal length"
        ));
    }
    for (cx, cy) in xs.chars().zip(ys.chars()) {
        super::dict::set(heap, d, Value::Int(cx as i64), Value::Int(cy as i64))?;
    }
    if let Some(&z) = a.get(2) {
        let Value::Str(z) = z else {
            return Err(exc!(
                TypeError,
                "maketrans() argument 3 must be str, not {}",
                z.type_name()
            ));
        };
        for c in headroom::copy_str(heap.str(z))?.chars() {
            super::dict::set(heap, d, Value::Int(c as i64), Value::None)?;
        }
    }
    Ok(table)
}
