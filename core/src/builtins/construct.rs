//! The constructors of the builtin types (`int(x)`, `list(it)`, ...) and
//! the conversions to text (`repr`, `ascii`, `format`, `chr`, `ord`).

use alloc::string::String;

use super::Builtin;
use crate::args::{self, Args};
use crate::ctx::Ctx;
use crate::display;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::objects::{self, int};
use crate::ops;
use crate::value::Value;

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    match b {
        Builtin::Int => {
            args.check_kw("int", &["base"])?;
            let a = args.at_most("int", 2)?;
            let base = args.get(1, "base");
            match (a.first().copied(), base) {
                (None, None) => Ok(Value::Int(0)),
                (None, Some(_)) => Err(args::missing("int", "x", 1)),
                (Some(v @ Value::Instance(_)), None) => match crate::dunder::int(ctx, v)? {
                    Some(i) => Ok(i),
                    None => to_int(ctx.heap(), v),
                },
                (Some(v), None) => to_int(ctx.heap(), v),
                (Some(v), Some(b)) => {
                    let base = args::index(b)?;
                    if base != 0 && !(2..=36).contains(&base) {
                        return Err(exc!(ValueError, "int() base must be >= 2 and <= 36, or 0"));
                    }
                    let heap = ctx.heap();
                    match v {
                        Value::Str(r) => {
                            let s = crate::heap::headroom::copy_str(heap.str(r))?;
                            int::parse(heap, &s, base as u32)
                        }
                        Value::Bytes(_) | Value::ByteArray(_) => {
                            let s = String::from_utf8_lossy(
                                objects::bytes::as_bytes(heap, v).unwrap_or(&[]),
                            )
                            .into_owned();
                            int::parse(heap, &s, base as u32)
                        }
                        _ => Err(exc!(
                            TypeError,
                            "int() can't convert non-string with explicit base"
                        )),
                    }
                }
            }
        }
        Builtin::Float => {
            args.no_kw("float")?;
            match args.expect("float", 0, 1)? {
                [] => Ok(Value::Float(0.0)),
                [v @ Value::Instance(_)] => match crate::dunder::float(ctx, *v)? {
                    Some(f) => Ok(f),
                    None => to_float(ctx.heap(), *v),
                },
                [v] => to_float(ctx.heap(), *v),
                _ => Err(exc!(SystemError, "float arity")),
            }
        }
        Builtin::Complex => {
            args.check_kw("complex", &["real", "imag"])?;
            args.at_most("complex", 2)?;
            complex(ctx, args.get(0, "real"), args.get(1, "imag"))
        }
        Builtin::Str => {
            args.check_kw("str", &["object", "encoding", "errors"])?;
            if args.pos.len() > 3 {
                return Err(exc!(
                    TypeError,
                    "str() takes at most 3 arguments ({} given)",
                    args.pos.len()
                ));
            }
            let heap = ctx.heap();
            let Some(v) = args.get(0, "object") else {
                return objects::str::new_str(heap, String::new());
            };
            if let Some(enc) = args.get(1, "encoding") {
                let Value::Str(_) = enc else {
                    return Err(exc!(
                        TypeError,
                        "str() argument 'encoding' must be str, not {}",
                        objects::type_name(heap, enc)
                    ));
                };
                let Some(b) = objects::bytes::as_bytes(heap, v) else {
                    return Err(exc!(
                        TypeError,
                        "decoding to str: need a bytes-like object, {} found",
                        objects::type_name(heap, v)
                    ));
                };
                let b = alloc::vec::Vec::from(b);
                let errors = match args.get(2, "errors") {
                    Some(Value::Str(e)) => crate::heap::headroom::copy_str(heap.str(e))?,
                    _ => String::from("strict"),
                };
                let Value::Str(enc) = enc else {
                    return Err(exc!(SystemError, "encoding"));
                };
                let codec = objects::codec::Codec::by_name(heap.str(enc))?;
                let s = match objects::codec::decode(&b, codec, &errors) {
                    Ok(s) => s,
                    Err(e) => return Err(objects::codec::with_unicode_args(heap, e, v)),
                };
                return objects::str::new_str(heap, s);
            }
            match v {
                Value::Str(_) => Ok(v),
                v => {
                    let mut s = String::new();
                    display::write_str_ctx(&mut s, ctx, v)?;
                    objects::str::new_str(ctx.heap(), s)
                }
            }
        }
        Builtin::Bool => {
            args.no_kw("bool")?;
            match args.expect("bool", 0, 1)? {
                [] => Ok(Value::Bool(false)),
                [v] => crate::dunder::truthy(ctx, *v).map(Value::Bool),
                _ => Err(exc!(SystemError, "bool arity")),
            }
        }
        Builtin::List | Builtin::Tuple => {
            args.no_kw(b.name())?;
            let a = args.expect(b.name(), 0, 1)?;
            let Some(&src) = a.first() else {
                return if b == Builtin::List {
                    ops::new_list(ctx.heap(), alloc::vec::Vec::new())
                } else {
                    objects::tuple::new_tuple(ctx.heap(), &[])
                };
            };
            if b == Builtin::Tuple && matches!(src, Value::Tuple(_)) {
                return Ok(src);
            }
            let items = ops::collect(ctx, src)?;
            if b == Builtin::List {
                ops::new_list(ctx.heap(), items)
            } else {
                objects::tuple::from_vec(ctx.heap(), items)
            }
        }
        Builtin::Dict => objects::dict::construct(ctx, args),
        Builtin::Set | Builtin::FrozenSet => {
            args.no_kw(b.name())?;
            let a = args.expect(b.name(), 0, 1)?;
            let frozen = b == Builtin::FrozenSet;
            if frozen && matches!(a.first(), Some(Value::FrozenSet(_))) {
                return Ok(a[0]);
            }
            objects::set::build(ctx, a.first().copied(), frozen)
        }
        Builtin::Bytes | Builtin::ByteArray => {
            args.check_kw(b.name(), &["source", "encoding", "errors"])?;
            objects::bytes::construct(ctx, args, b == Builtin::ByteArray)
        }
        Builtin::Range => objects::range::construct(ctx.heap(), args),
        Builtin::Slice => {
            args.no_kw("slice")?;
            let a = args.expect("slice", 1, 3)?;
            let (start, stop, step) = match a {
                [stop] => (Value::None, *stop, Value::None),
                [start, stop] => (*start, *stop, Value::None),
                [start, stop, step] => (*start, *stop, *step),
                _ => return Err(exc!(SystemError, "slice arity")),
            };
            objects::slice::new_slice(ctx.heap(), start, stop, step)
        }
        Builtin::Repr | Builtin::Ascii => {
            let v = args.exactly_one(b.name())?;
            let mut s = String::new();
            display::write_repr_ctx(&mut s, ctx, v)?;
            let heap = ctx.heap();
            if b == Builtin::Ascii {
                let mut t = String::new();
                display::ascii_escape(&mut t, &s)?;
                s = t;
            }
            objects::str::new_str(heap, s)
        }
        Builtin::Ord => {
            let v = args.exactly_one("ord")?;
            let heap = ctx.heap();
            match v {
                Value::Str(r) => {
                    let s = heap.str(r);
                    let mut cs = s.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) => Ok(Value::Int(c as i64)),
                        _ => Err(exc!(
                            TypeError,
                            "ord() expected a character, but string of length {} found",
                            s.chars().count()
                        )),
                    }
                }
                Value::Bytes(_) | Value::ByteArray(_) => {
                    let b = objects::bytes::as_bytes(heap, v).unwrap_or(&[]);
                    match b {
                        [c] => Ok(Value::Int(*c as i64)),
                        _ => Err(exc!(
                            TypeError,
                            "ord() expected a character, but string of length {} found",
                            b.len()
                        )),
                    }
                }
                _ => Err(exc!(
                    TypeError,
                    "ord() expected string of length 1, but {} found",
                    objects::type_name(heap, v)
                )),
            }
        }
        Builtin::Chr => {
            let v = args.exactly_one("chr")?;
            let i = match v {
                Value::BigInt(_) => {
                    return Err(exc!(
                        OverflowError,
                        "Python int too large to convert to C int"
                    ));
                }
                _ => v.as_index().ok_or_else(|| args::not_an_index(v))?,
            };
            let c = u32::try_from(i)
                .ok()
                .and_then(char::from_u32)
                .ok_or_else(|| exc!(ValueError, "chr() arg not in range(0x110000)"))?;
            objects::str::new_char(ctx.heap(), c)
        }
        Builtin::Format => {
            args.no_kw("format")?;
            let a = args.expect("format", 1, 2)?;
            let heap = ctx.heap();
            let spec = match a.get(1) {
                None => String::new(),
                Some(Value::Str(r)) => String::from(heap.str(*r)),
                Some(v) => {
                    return Err(exc!(
                        TypeError,
                        "format() argument 2 must be str, not {}",
                        objects::type_name(heap, *v)
                    ));
                }
            };
            let s = crate::dunder::format(ctx, a[0], &spec)?;
            objects::str::new_str(ctx.heap(), s)
        }
        _ => Err(exc!(SystemError, "not a constructor")),
    }
}

pub fn to_int(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v),
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        Value::Float(f) => int::from_float(heap, f),
        Value::Str(r) => {
            let s = crate::heap::headroom::copy_str(heap.str(r))?;
            int::parse(heap, &s, 10)
        }
        Value::Bytes(_) | Value::ByteArray(_) => {
            let b = crate::heap::headroom::copy(objects::bytes::as_bytes(heap, v).unwrap_or(&[]))?;
            let parsed = match core::str::from_utf8(&b) {
                Ok(s) => int::parse(heap, s, 10),
                Err(_) => Err(exc!(ValueError, "invalid literal")),
            };
            // The message shows the bytes (at most 200 characters of their
            // repr, as CPython's).
            parsed.map_err(|e| {
                if e.kind != crate::error::ExcKind::ValueError
                    || !e.message.starts_with("invalid literal")
                {
                    return e;
                }
                let mut q = String::new();
                objects::bytes::write_repr(&mut q, &b[..b.len().min(200)], "b");
                if b.len() > 200 {
                    q.pop();
                }
                if let Some((cut, _)) = q.char_indices().nth(200) {
                    q.truncate(cut);
                }
                exc!(ValueError, "invalid literal for int() with base 10: {}", q)
            })
        }
        _ => Err(exc!(
            TypeError,
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            objects::type_name(heap, v)
        )),
    }
}

/// `complex(real, imag)` as CPython's `complex_new`: each part may be a
/// number or a complex, and `real` alone may be a string.
fn complex(
    ctx: &mut dyn Ctx,
    real: Option<Value>,
    imag: Option<Value>,
) -> Result<Value, Exception> {
    use objects::complex::{self as cx, C};
    if let Some(Value::Str(r)) = real {
        if imag.is_some() {
            return Err(exc!(
                TypeError,
                "complex() can't take second arg if first is a string"
            ));
        }
        let heap = ctx.heap();
        let c = cx::parse(heap.str(r))
            .ok_or_else(|| exc!(ValueError, "complex() arg is a malformed string"))?;
        return cx::new_complex(heap, c);
    }
    if let Some(Value::Str(_)) = imag {
        return Err(exc!(TypeError, "complex() second arg can't be a string"));
    }
    if let (Some(v @ Value::Complex(_)), None) = (real, imag) {
        return Ok(v);
    }
    // A part as a complex number: instances through `__float__`.
    let mut part = |v: Value, which: &str| -> Result<(C, bool), Exception> {
        let v = match v {
            Value::Instance(_) => match crate::dunder::float(ctx, v)? {
                Some(f) => f,
                None => v,
            },
            v => v,
        };
        let heap = ctx.heap();
        // A subclass's instance is its builtin value.
        let v = objects::instance::plain(heap, v);
        match cx::as_complex(heap, v) {
            Some(c) => Ok((c?, matches!(v, Value::Complex(_)))),
            None => Err(exc!(
                TypeError,
                "complex() {} must be {}, not '{}'",
                which,
                if which == "first argument" {
                    "a string or a number"
                } else {
                    "a number"
                },
                objects::type_name(heap, v)
            )),
        }
    };
    let (mut cr, cr_is_complex) = match real {
        Some(v) => part(v, "first argument")?,
        None => (C::new(0.0, 0.0), false),
    };
    let mut ci = match imag {
        Some(v) => {
            let (c, is_complex) = part(v, "second argument")?;
            if is_complex {
                cr.re -= c.im;
            }
            c
        }
        None => C::new(cr.im, 0.0),
    };
    if cr_is_complex && imag.is_some() {
        ci.re += cr.im;
    }
    cx::new_complex(ctx.heap(), C::new(cr.re, ci.re))
}

fn to_float(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Float(_) => Ok(v),
        v if v.is_int() => int::value_to_f64(heap, v).map(Value::Float),
        Value::Str(r) => {
            let s = heap.str(r);
            // Parsing copies the text (lowered, without underscores), and
            // the message quotes all of it, escaped.
            crate::heap::headroom::room_for_items(s.len(), 4)?;
            parse_float(s).map(Value::Float).ok_or_else(|| {
                let mut q = String::new();
                display::write_str_repr(&mut q, s);
                exc!(ValueError, "could not convert string to float: {}", q)
            })
        }
        _ => Err(exc!(
            TypeError,
            "float() argument must be a string or a real number, not '{}'",
            objects::type_name(heap, v)
        )),
    }
}

/// Strips one underscore between digits, as Python's number syntax allows;
/// `None` if underscores are misplaced.
fn strip_underscores(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in b.iter().enumerate() {
        if c == b'_' {
            let ok =
                i > 0 && i + 1 < b.len() && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit();
            if !ok {
                return None;
            }
        } else {
            out.push(c as char);
        }
    }
    Some(out)
}

/// `float(s)`.
pub fn parse_float(s: &str) -> Option<f64> {
    let ascii = crate::objects::unicode::ascii_digits_and_spaces(s);
    let t = ascii.trim_matches(|c: char| c.is_ascii_whitespace());
    let lower = t.to_ascii_lowercase();
    let (neg, body) = match lower.as_bytes().first() {
        Some(b'-') => (true, &lower[1..]),
        Some(b'+') => (false, &lower[1..]),
        _ => (false, &lower[..]),
    };
    let special = match body {
        "inf" | "infinity" => Some(f64::INFINITY),
        "nan" => Some(f64::NAN),
        _ => None,
    };
    if let Some(f) = special {
        return Some(if neg { -f } else { f });
    }
    // Python's float syntax: digits [. digits] | . digits, then an optional
    // exponent; underscores only between digits.
    let clean = strip_underscores(body)?;
    let b = clean.as_bytes();
    let mut i = 0;
    let int_digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    i += int_digits;
    let mut frac_digits = 0;
    if b.get(i) == Some(&b'.') {
        i += 1;
        frac_digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        i += frac_digits;
    }
    if int_digits + frac_digits == 0 {
        return None;
    }
    if b.get(i) == Some(&b'e') {
        i += 1;
        if matches!(b.get(i), Some(b'+') | Some(b'-')) {
            i += 1;
        }
        let exp_digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if exp_digits == 0 {
            return None;
        }
        i += exp_digits;
    }
    if i != b.len() {
        return None;
    }
    let f: f64 = clean.parse().ok()?;
    Some(if neg { -f } else { f })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_parsing_follows_python() {
        assert_eq!(parse_float("1e3"), Some(1000.0));
        assert_eq!(parse_float(" .5 "), Some(0.5));
        assert_eq!(parse_float("5."), Some(5.0));
        assert_eq!(parse_float("-Infinity"), Some(f64::NEG_INFINITY));
        assert!(parse_float("nan").unwrap().is_nan());
        assert_eq!(parse_float("1_0.2_5"), Some(10.25));
        for bad in ["", "e3", "1e", "inf1", "1.2.3", "--1", "x"] {
            assert_eq!(parse_float(bad), None, "{bad:?}");
        }
    }
}
