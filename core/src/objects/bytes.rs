//! `bytes` (immutable) and `bytearray` (mutable): sequences of small ints.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Attr, Object, alloc};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

impl Heap {
    pub fn bytes(&self, r: ObjRef) -> &[u8] {
        match self.get(r) {
            Some(Object::Bytes(b)) => b,
            Some(Object::ByteArray(b)) => b,
            _ => &[],
        }
    }

    pub fn bytearray(&self, r: ObjRef) -> Option<&Vec<u8>> {
        match self.get(r) {
            Some(Object::ByteArray(b)) => Some(b),
            _ => None,
        }
    }

    pub fn bytearray_mut(&mut self, r: ObjRef) -> Option<&mut Vec<u8>> {
        match self.get_mut(r) {
            Some(Object::ByteArray(b)) => Some(b),
            _ => None,
        }
    }
}

pub fn new_bytes(heap: &mut Heap, b: Vec<u8>) -> Result<Value, Exception> {
    alloc(heap, Object::Bytes(Box::from(b)), Value::Bytes)
}

pub fn new_bytearray(heap: &mut Heap, b: Vec<u8>) -> Result<Value, Exception> {
    alloc(heap, Object::ByteArray(b), Value::ByteArray)
}

/// The bytes of a `bytes` or `bytearray` value.
pub fn as_bytes(heap: &Heap, v: Value) -> Option<&[u8]> {
    match v {
        Value::Bytes(r) | Value::ByteArray(r) => Some(heap.bytes(r)),
        _ => None,
    }
}

/// Appends `b'...'` as Python's `repr` writes it.
pub fn write_repr(out: &mut String, b: &[u8], prefix: &str) {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        '"'
    } else {
        '\''
    };
    out.push_str(prefix);
    out.push(quote);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c as char == quote => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => {
                let _ = core::fmt::Write::write_fmt(out, format_args!("\\x{c:02x}"));
            }
        }
    }
    out.push(quote);
}

/// The byte values of an iterable of ints (`bytes([1, 2])`).
fn from_ints(ctx: &mut dyn Ctx, v: Value) -> Result<Vec<u8>, Exception> {
    let items = crate::ops::collect(ctx, v)?;
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        match x {
            Value::Int(i) if (0..256).contains(&i) => out.push(i as u8),
            Value::Bool(b) => out.push(b as u8),
            Value::Int(_) | Value::BigInt(_) => {
                return Err(exc!(ValueError, "bytes must be in range(0, 256)"));
            }
            _ => {
                return Err(exc!(
                    TypeError,
                    "'{}' object cannot be interpreted as an integer",
                    x.type_name()
                ));
            }
        }
    }
    Ok(out)
}

fn encoding_arg(heap: &Heap, args: &Args, what: &str) -> Result<(), Exception> {
    let enc = args.get(0, "encoding");
    if let Some(e) = enc {
        let Value::Str(r) = e else {
            return Err(exc!(
                TypeError,
                "{}() argument 'encoding' must be str, not {}",
                what,
                e.type_name()
            ));
        };
        let name = heap.str(r).to_ascii_lowercase().replace('_', "-");
        if !matches!(name.as_str(), "utf-8" | "utf8" | "ascii") {
            return Err(exc!(LookupError, "unknown encoding: {}", heap.str(r)));
        }
    }
    Ok(())
}

/// `bytes(...)` and `bytearray(...)`.
pub fn construct(ctx: &mut dyn Ctx, args: Args, mutable: bool) -> Result<Value, Exception> {
    let name = if mutable { "bytearray" } else { "bytes" };
    let data = match args.get(0, "source") {
        None => Vec::new(),
        Some(Value::Str(r)) => {
            if args.get(1, "encoding").is_none() {
                return Err(exc!(TypeError, "string argument without an encoding"));
            }
            encoding_arg(ctx.heap(), &Args::positional(&args.pos[1..]), name)?;
            Vec::from(ctx.heap().str(r).as_bytes())
        }
        Some(v @ (Value::Int(_) | Value::Bool(_))) => {
            let n = v.as_index().unwrap_or(0);
            if n < 0 {
                return Err(exc!(ValueError, "negative count"));
            }
            if n as usize > super::list::MAX_LEN * 16 {
                return Err(exc!(MemoryError, ""));
            }
            alloc::vec![0u8; n as usize]
        }
        Some(v) => match as_bytes(ctx.heap(), v) {
            Some(b) => Vec::from(b),
            None => from_ints(ctx, v)?,
        },
    };
    if mutable {
        new_bytearray(ctx.heap(), data)
    } else {
        new_bytes(ctx.heap(), data)
    }
}

/// `b.decode(encoding="utf-8")`.
pub fn decode(heap: &mut Heap, b: &[u8]) -> Result<Value, Exception> {
    match core::str::from_utf8(b) {
        Ok(s) => {
            let s = String::from(s);
            super::str::new_str(heap, s)
        }
        Err(e) => {
            let at = e.valid_up_to();
            Err(exc!(
                UnicodeDecodeError,
                "'utf-8' codec can't decode byte 0x{:02x} in position {}: {}",
                b[at],
                at,
                if e.error_len().is_none() {
                    "unexpected end of data"
                } else if b[at] >= 0x80 && b[at] < 0xc0 {
                    "invalid start byte"
                } else {
                    "invalid continuation byte"
                }
            ))
        }
    }
}

/// The methods of `bytes` and `bytearray`.
pub fn call_method(ctx: &mut dyn Ctx, v: Value, attr: Attr, args: Args) -> Result<Value, Exception> {
    let (r, mutable) = match v {
        Value::Bytes(r) => (r, false),
        Value::ByteArray(r) => (r, true),
        _ => return Err(exc!(SystemError, "not bytes")),
    };
    let heap = ctx.heap();
    let data = Vec::from(heap.bytes(r));
    let other_bytes = |heap: &Heap, x: Value| -> Result<Vec<u8>, Exception> {
        as_bytes(heap, x).map(Vec::from).ok_or_else(|| {
            exc!(
                TypeError,
                "a bytes-like object is required, not '{}'",
                x.type_name()
            )
        })
    };
    let wrap = |heap: &mut Heap, b: Vec<u8>| {
        if mutable {
            new_bytearray(heap, b)
        } else {
            new_bytes(heap, b)
        }
    };
    match attr {
        Attr::decode => {
            encoding_arg(heap, &args, "decode")?;
            decode(heap, &data)
        }
        Attr::hex => {
            let mut s = String::with_capacity(data.len() * 2);
            for b in &data {
                let _ = core::fmt::Write::write_fmt(&mut s, format_args!("{b:02x}"));
            }
            super::str::new_str(heap, s)
        }
        Attr::count | Attr::find | Attr::index | Attr::startswith | Attr::endswith => {
            let a = args.expect(attr.name(), 1, 1)?;
            let needle = match a[0] {
                Value::Int(i) if (0..256).contains(&i) => alloc::vec![i as u8],
                x => other_bytes(heap, x)?,
            };
            let pos = find_sub(&data, &needle);
            Ok(match attr {
                Attr::count => Value::Int(count_sub(&data, &needle) as i64),
                Attr::find => Value::Int(pos.map_or(-1, |p| p as i64)),
                Attr::index => match pos {
                    Some(p) => Value::Int(p as i64),
                    None => return Err(exc!(ValueError, "subsection not found")),
                },
                Attr::startswith => Value::Bool(data.starts_with(&needle)),
                _ => Value::Bool(data.ends_with(&needle)),
            })
        }
        Attr::upper | Attr::lower => {
            let b: Vec<u8> = data
                .iter()
                .map(|c| {
                    if attr == Attr::upper {
                        c.to_ascii_uppercase()
                    } else {
                        c.to_ascii_lowercase()
                    }
                })
                .collect();
            wrap(heap, b)
        }
        Attr::strip => {
            let ws = |c: &u8| c.is_ascii_whitespace() || *c == 0x0b;
            let start = data.iter().position(|c| !ws(c)).unwrap_or(data.len());
            let end = data.iter().rposition(|c| !ws(c)).map_or(start, |e| e + 1);
            wrap(heap, data[start..end].to_vec())
        }
        Attr::replace => {
            let a = args.expect("replace", 2, 2)?;
            let (old, new) = (other_bytes(heap, a[0])?, other_bytes(heap, a[1])?);
            let mut out = Vec::new();
            let mut i = 0;
            while i < data.len() {
                if !old.is_empty() && data[i..].starts_with(&old) {
                    out.extend_from_slice(&new);
                    i += old.len();
                } else {
                    out.push(data[i]);
                    i += 1;
                }
            }
            wrap(heap, out)
        }
        Attr::append if mutable => {
            let x = args.exactly_one("bytearray.append")?;
            let b = match x {
                Value::Int(i) if (0..256).contains(&i) => i as u8,
                Value::Int(_) => return Err(exc!(ValueError, "byte must be in range(0, 256)")),
                _ => return Err(crate::args::not_an_index(x)),
            };
            heap.bytearray_mut(r).ok_or_else(|| exc!(SystemError, "dangling"))?.push(b);
            Ok(Value::None)
        }
        Attr::extend if mutable => {
            let x = args.exactly_one("bytearray.extend")?;
            let more = match as_bytes(heap, x) {
                Some(b) => Vec::from(b),
                None => from_ints(ctx, x)?,
            };
            ctx.heap()
                .bytearray_mut(r)
                .ok_or_else(|| exc!(SystemError, "dangling"))?
                .extend(more);
            Ok(Value::None)
        }
        Attr::pop if mutable => {
            let b = heap.bytearray_mut(r).ok_or_else(|| exc!(SystemError, "dangling"))?;
            b.pop()
                .map(|x| Value::Int(x as i64))
                .ok_or_else(|| exc!(IndexError, "pop from empty bytearray"))
        }
        _ => Err(super::method::no_attribute(heap, v, attr)),
    }
}

fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    hay.windows(needle.len()).position(|w| w == needle)
}

fn count_sub(hay: &[u8], needle: &[u8]) -> usize {
    if needle.is_empty() {
        return hay.len() + 1;
    }
    let (mut n, mut i) = (0, 0);
    while i + needle.len() <= hay.len() {
        if &hay[i..i + needle.len()] == needle {
            n += 1;
            i += needle.len();
        } else {
            i += 1;
        }
    }
    n
}
