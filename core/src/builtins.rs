//! The builtin functions: `print`, `range`, `len`, `abs`, `min`, `max`,
//! `int`, `float`, `str`, `bool`, with CPython's argument checking and
//! messages. Output goes through the host's [`Output`].

use alloc::string::String;
use alloc::vec::Vec;

use crate::bytecode::CmpOp;
use crate::display;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::host::Output;
use crate::number;
use crate::ops;
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Builtin {
    Print = 0,
    Range = 1,
    Len = 2,
    Abs = 3,
    Min = 4,
    Max = 5,
    Int = 6,
    Float = 7,
    Str = 8,
    Bool = 9,
}

impl Builtin {
    pub const ALL: [Builtin; 10] = [
        Builtin::Print,
        Builtin::Range,
        Builtin::Len,
        Builtin::Abs,
        Builtin::Min,
        Builtin::Max,
        Builtin::Int,
        Builtin::Float,
        Builtin::Str,
        Builtin::Bool,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Builtin::Print => "print",
            Builtin::Range => "range",
            Builtin::Len => "len",
            Builtin::Abs => "abs",
            Builtin::Min => "min",
            Builtin::Max => "max",
            Builtin::Int => "int",
            Builtin::Float => "float",
            Builtin::Str => "str",
            Builtin::Bool => "bool",
        }
    }

    pub fn from_name(name: &str) -> Option<Builtin> {
        Self::ALL.iter().copied().find(|b| b.name() == name)
    }
}

/// The keyword arguments a call may pass (only `print` accepts them).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Keywords {
    pub sep: Option<Value>,
    pub end: Option<Value>,
}

impl Keywords {
    fn first_name(&self) -> Option<&'static str> {
        if self.sep.is_some() {
            Some("sep")
        } else if self.end.is_some() {
            Some("end")
        } else {
            None
        }
    }
}

fn exactly_one(name: &str, args: &[Value]) -> Result<Value, Exception> {
    match args {
        [v] => Ok(*v),
        _ => Err(exc!(
            TypeError,
            "{}() takes exactly one argument ({} given)",
            name,
            args.len()
        )),
    }
}

fn at_most_one(name: &str, args: &[Value]) -> Result<Option<Value>, Exception> {
    match args {
        [] => Ok(None),
        [v] => Ok(Some(*v)),
        _ => Err(exc!(
            TypeError,
            "{} expected at most 1 argument, got {}",
            name,
            args.len()
        )),
    }
}

pub fn call(
    b: Builtin,
    heap: &mut Heap,
    out: &mut dyn Output,
    args: &[Value],
    kw: Keywords,
) -> Result<Value, Exception> {
    if b != Builtin::Print && kw.first_name().is_some() {
        return Err(exc!(TypeError, "{}() takes no keyword arguments", b.name()));
    }
    match b {
        Builtin::Print => print(heap, out, args, kw),
        Builtin::Range => range(heap, args),
        Builtin::Len => {
            let v = exactly_one("len", args)?;
            let n = match v {
                Value::Str(r) => heap.str(r).chars().count() as i64,
                Value::List(_) | Value::Tuple(_) => heap.seq(v).len() as i64,
                Value::Range(r) => heap.range(r).len(),
                _ => {
                    return Err(exc!(
                        TypeError,
                        "object of type '{}' has no len()",
                        v.type_name()
                    ));
                }
            };
            Ok(Value::Int(n))
        }
        Builtin::Abs => match exactly_one("abs", args)? {
            Value::Int(i) => i.checked_abs().map(Value::Int).ok_or_else(number::overflow),
            Value::Bool(b) => Ok(Value::Int(b as i64)),
            Value::Float(f) => Ok(Value::Float(libm::fabs(f))),
            v => Err(exc!(
                TypeError,
                "bad operand type for abs(): '{}'",
                v.type_name()
            )),
        },
        Builtin::Min => min_max(heap, args, CmpOp::Lt, "min"),
        Builtin::Max => min_max(heap, args, CmpOp::Gt, "max"),
        Builtin::Int => {
            if args.len() > 1 {
                return Err(exc!(TypeError, "int() with a base is not supported"));
            }
            match args.first().copied() {
                None => Ok(Value::Int(0)),
                Some(v) => to_int(heap, v),
            }
        }
        Builtin::Float => match at_most_one("float", args)? {
            None => Ok(Value::Float(0.0)),
            Some(v) => to_float(heap, v),
        },
        Builtin::Str => {
            if args.len() > 1 {
                return Err(exc!(
                    TypeError,
                    "str() takes at most 1 argument ({} given)",
                    args.len()
                ));
            }
            match args.first().copied() {
                None => ops::new_str(heap, String::new()),
                Some(v @ Value::Str(_)) => Ok(v),
                Some(v) => {
                    let mut s = String::new();
                    display::write_str(&mut s, heap, v);
                    ops::new_str(heap, s)
                }
            }
        }
        Builtin::Bool => match at_most_one("bool", args)? {
            None => Ok(Value::Bool(false)),
            Some(v) => Ok(Value::Bool(ops::truthy(heap, v))),
        },
    }
}

fn print(
    heap: &mut Heap,
    out: &mut dyn Output,
    args: &[Value],
    kw: Keywords,
) -> Result<Value, Exception> {
    let text = |v: Option<Value>, what: &str, default: &str| -> Result<String, Exception> {
        match v {
            None | Some(Value::None) => Ok(String::from(default)),
            Some(Value::Str(r)) => Ok(String::from(heap.str(r))),
            Some(v) => Err(exc!(
                TypeError,
                "{} must be None or a string, not {}",
                what,
                v.type_name()
            )),
        }
    };
    let sep = text(kw.sep, "sep", " ")?;
    let end = text(kw.end, "end", "\n")?;
    let mut s = String::new();
    for (i, v) in args.iter().enumerate() {
        if i > 0 {
            s.push_str(&sep);
        }
        display::write_str(&mut s, heap, *v);
    }
    s.push_str(&end);
    out.write_str(&s);
    Ok(Value::None)
}

fn range(heap: &mut Heap, args: &[Value]) -> Result<Value, Exception> {
    let int = |v: &Value| {
        v.as_index().ok_or_else(|| {
            exc!(
                TypeError,
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            )
        })
    };
    let (start, stop, step) = match args {
        [] => return Err(exc!(TypeError, "range expected at least 1 argument, got 0")),
        [stop] => (0, int(stop)?, 1),
        [start, stop] => (int(start)?, int(stop)?, 1),
        [start, stop, step] => (int(start)?, int(stop)?, int(step)?),
        _ => {
            return Err(exc!(
                TypeError,
                "range expected at most 3 arguments, got {}",
                args.len()
            ));
        }
    };
    if step == 0 {
        return Err(exc!(ValueError, "range() arg 3 must not be zero"));
    }
    ops::new_range(heap, start, stop, step)
}

fn min_max(heap: &mut Heap, args: &[Value], op: CmpOp, name: &str) -> Result<Value, Exception> {
    let items: Vec<Value> = match args {
        [] => {
            return Err(exc!(
                TypeError,
                "{} expected at least 1 argument, got 0",
                name
            ));
        }
        [one] => ops::items(heap, *one)?,
        _ => Vec::from(args),
    };
    let mut it = items.into_iter();
    let mut best = it
        .next()
        .ok_or_else(|| exc!(ValueError, "{}() arg is an empty sequence", name))?;
    for v in it {
        if ops::compare(heap, op, v, best)? {
            best = v;
        }
    }
    Ok(best)
}

fn to_int(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Int(_) => Ok(v),
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        Value::Float(f) => number::float_to_int(f).map(Value::Int),
        Value::Str(r) => {
            let s = heap.str(r);
            parse_int(s).map(Value::Int).ok_or_else(|| {
                let mut q = String::new();
                display::write_str_repr(&mut q, s);
                if digits_only(s.trim()) {
                    number::overflow()
                } else {
                    exc!(ValueError, "invalid literal for int() with base 10: {}", q)
                }
            })
        }
        _ => Err(exc!(
            TypeError,
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            v.type_name()
        )),
    }
}

fn digits_only(s: &str) -> bool {
    let s = s.strip_prefix(['+', '-']).unwrap_or(s);
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit() || b == b'_')
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

/// `int(s)` for base 10.
pub fn parse_int(s: &str) -> Option<i64> {
    let t = s.trim();
    let (neg, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    if digits.is_empty() || !digits.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    let clean = strip_underscores(digits)?;
    if !clean.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut v: i64 = 0;
    for b in clean.bytes() {
        let d = (b - b'0') as i64;
        v = v.checked_mul(10)?;
        v = if neg {
            v.checked_sub(d)?
        } else {
            v.checked_add(d)?
        };
    }
    Some(v)
}

/// `float(s)`.
pub fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim();
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

fn to_float(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    match v {
        Value::Float(_) => Ok(v),
        Value::Int(i) => Ok(Value::Float(i as f64)),
        Value::Bool(b) => Ok(Value::Float(b as i64 as f64)),
        Value::Str(r) => {
            let s = heap.str(r);
            parse_float(s).map(Value::Float).ok_or_else(|| {
                let mut q = String::new();
                display::write_str_repr(&mut q, s);
                exc!(ValueError, "could not convert string to float: {}", q)
            })
        }
        _ => Err(exc!(
            TypeError,
            "float() argument must be a string or a real number, not '{}'",
            v.type_name()
        )),
    }
}

/// `obj.name(args)` for the methods the subset has (`list.append`,
/// `list.pop`).
pub fn call_method(
    heap: &mut Heap,
    obj: Value,
    name: &str,
    args: &[Value],
) -> Result<Value, Exception> {
    match (obj, name) {
        (Value::List(r), "append") => {
            let v = match args {
                [v] => *v,
                _ => {
                    return Err(exc!(
                        TypeError,
                        "list.append() takes exactly one argument ({} given)",
                        args.len()
                    ));
                }
            };
            heap.list_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling list"))?
                .push(v);
            Ok(Value::None)
        }
        (Value::List(r), "pop") => {
            let idx = match args {
                [] => -1,
                [i] => i.as_index().ok_or_else(|| {
                    exc!(
                        TypeError,
                        "'{}' object cannot be interpreted as an integer",
                        i.type_name()
                    )
                })?,
                _ => {
                    return Err(exc!(
                        TypeError,
                        "pop expected at most 1 argument, got {}",
                        args.len()
                    ));
                }
            };
            let l = heap
                .list_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling list"))?;
            if l.is_empty() {
                return Err(exc!(IndexError, "pop from empty list"));
            }
            let j = ops::norm_index(idx, l.len())
                .ok_or_else(|| exc!(IndexError, "pop index out of range"))?;
            Ok(l.remove(j))
        }
        _ => Err(exc!(
            AttributeError,
            "'{}' object has no attribute '{}'",
            obj.type_name(),
            name
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_parsing_follows_python() {
        assert_eq!(parse_int(" 42 "), Some(42));
        assert_eq!(parse_int("-1_000"), Some(-1000));
        assert_eq!(parse_int("007"), Some(7));
        assert_eq!(parse_int("-9223372036854775808"), Some(i64::MIN));
        for bad in ["", "-", "1__0", "_1", "1_", "3.5", "0x10", "1e3"] {
            assert_eq!(parse_int(bad), None, "{bad:?}");
        }
    }

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
