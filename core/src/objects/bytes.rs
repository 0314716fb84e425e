//! `bytes` (immutable) and `bytearray` (mutable): sequences of small ints.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Object, alloc};
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

/// Appends `b'...'` as Python's `repr` writes it (`bytearray`'s repr
/// escapes `'` even between double quotes, as CPython's does).
pub fn write_repr(out: &mut String, b: &[u8], prefix: &str) {
    write_repr_as(out, b, prefix, false)
}

pub fn write_repr_as(out: &mut String, b: &[u8], prefix: &str, bytearray: bool) {
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
            c if c as char == quote || (bytearray && c == b'\'') => {
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

/// `bytes(...)` and `bytearray(...)`.
pub fn construct(ctx: &mut dyn Ctx, args: Args, mutable: bool) -> Result<Value, Exception> {
    let name = if mutable { "bytearray" } else { "bytes" };
    // `bytes(obj)` of an object whose class has `__bytes__`.
    if !mutable
        && let [v @ Value::Instance(_)] = args.pos
        && args.kw.is_empty()
        && let Some(b) = crate::dunder::call_special(ctx, *v, super::intern::Special::bytes, &[])?
    {
        return match b {
            Value::Bytes(_) => Ok(b),
            other => Err(exc!(
                TypeError,
                "__bytes__ returned non-bytes (type {})",
                super::type_name(ctx.heap(), other)
            )),
        };
    }
    let data = match args.get(0, "source") {
        None => Vec::new(),
        Some(Value::Str(r)) => {
            let heap = ctx.heap();
            let text = |v: Option<Value>, what: &str| -> Result<Option<String>, Exception> {
                match v {
                    None => Ok(None),
                    Some(Value::Str(x)) => Ok(Some(crate::heap::headroom::copy_str(heap.str(x))?)),
                    Some(v) => Err(exc!(
                        TypeError,
                        "{}() argument '{}' must be str, not {}",
                        name,
                        what,
                        super::type_name(heap, v)
                    )),
                }
            };
            let Some(enc) = text(args.get(1, "encoding"), "encoding")? else {
                return Err(exc!(TypeError, "string argument without an encoding"));
            };
            let errors =
                text(args.get(2, "errors"), "errors")?.unwrap_or_else(|| String::from("strict"));
            let codec = super::codec::Codec::by_name(&enc)?;
            match super::codec::encode(heap.str(r), codec, &errors) {
                Ok(b) => b,
                Err(e) => return Err(super::codec::with_unicode_args(heap, e, Value::Str(r))),
            }
        }
        Some(v @ (Value::Int(_) | Value::Bool(_))) => {
            let n = v.as_index().unwrap_or(0);
            if n < 0 {
                return Err(exc!(ValueError, "negative count"));
            }
            if n as usize > super::list::MAX_LEN * 16 {
                return Err(exc!(MemoryError, ""));
            }
            let mut zeros = alloc::vec::Vec::new();
            zeros
                .try_reserve_exact(n as usize)
                .map_err(|_| exc!(MemoryError, ""))?;
            zeros.resize(n as usize, 0u8);
            zeros
        }
        Some(v @ (Value::Float(_) | Value::None | Value::Builtin(_) | Value::Func(_))) => {
            let heap = ctx.heap();
            return Err(exc!(
                TypeError,
                "cannot convert '{}' object to bytes",
                super::type_name(heap, v)
            ));
        }
        Some(v) => match as_bytes(ctx.heap(), v) {
            Some(b) => crate::heap::headroom::copy(b)?,
            None => from_ints(ctx, v)?,
        },
    };
    if mutable {
        new_bytearray(ctx.heap(), data)
    } else {
        new_bytes(ctx.heap(), data)
    }
}
