//! `type`, `isinstance`, `issubclass`, `callable`, `hash`, `id`.

use super::Builtin;
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::objects;
use crate::value::Value;

/// The type object of `v`.
pub fn type_of(heap: &Heap, v: Value) -> Builtin {
    use Builtin as B;
    match v {
        Value::Undef | Value::None => B::NoneType,
        Value::Bool(_) => B::Bool,
        Value::Int(_) | Value::BigInt(_) => B::Int,
        Value::Float(_) => B::Float,
        Value::Str(_) => B::Str,
        Value::List(_) => B::List,
        Value::Tuple(_) => B::Tuple,
        Value::Range(_) => B::Range,
        Value::Func(_) => B::Function,
        Value::Builtin(b) if b.is_type() => B::Type,
        Value::Method(r) if matches!(heap.method(r), Some(m) if matches!(m.recv, Value::Builtin(t) if t.is_type())) => {
            B::MethodDescriptor
        }
        Value::Builtin(_) | Value::Method(_) => B::BuiltinFunction,
        Value::Dict(_) => B::Dict,
        Value::Set(_) => B::Set,
        Value::FrozenSet(_) => B::FrozenSet,
        Value::Bytes(_) => B::Bytes,
        Value::ByteArray(_) => B::ByteArray,
        Value::Slice(_) => B::Slice,
        Value::Iter(_) | Value::DictView(_) => {
            Builtin::from_type_name(objects::type_name(heap, v)).unwrap_or(B::Object)
        }
    }
}

/// Whether type `t` is `base` or derives from it.
fn is_subtype(t: Builtin, base: Builtin) -> bool {
    t == base || base == Builtin::Object || (t == Builtin::Bool && base == Builtin::Int)
}

fn classinfo_error(name: &str) -> Exception {
    exc!(
        TypeError,
        "{}() arg 2 must be a type, a tuple of types, or a union",
        name
    )
}

/// `isinstance(v, classinfo)`.
pub fn isinstance(heap: &Heap, v: Value, classinfo: Value) -> Result<bool, Exception> {
    check_class(heap, type_of(heap, v), classinfo, "isinstance", 0)
}

fn check_class(
    heap: &Heap,
    t: Builtin,
    classinfo: Value,
    name: &str,
    depth: usize,
) -> Result<bool, Exception> {
    match classinfo {
        Value::Builtin(b) if b.is_type() => Ok(is_subtype(t, b)),
        Value::Tuple(r) if depth < 64 => {
            for &c in heap.tuple(r) {
                if check_class(heap, t, c, name, depth + 1)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(classinfo_error(name)),
    }
}

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    let heap = ctx.heap();
    match b {
        Builtin::Type => {
            args.no_kw("type")?;
            match args.pos {
                [v] => Ok(Value::Builtin(type_of(heap, *v))),
                [_, _, _] => Err(exc!(
                    TypeError,
                    "type() with three arguments is not supported"
                )),
                _ => Err(exc!(TypeError, "type() takes 1 or 3 arguments")),
            }
        }
        Builtin::IsInstance => {
            args.no_kw("isinstance")?;
            let a = args.expect("isinstance", 2, 2)?;
            isinstance(heap, a[0], a[1]).map(Value::Bool)
        }
        Builtin::IsSubclass => {
            args.no_kw("issubclass")?;
            let a = args.expect("issubclass", 2, 2)?;
            let Value::Builtin(t) = a[0] else {
                return Err(exc!(TypeError, "issubclass() arg 1 must be a class"));
            };
            if !t.is_type() {
                return Err(exc!(TypeError, "issubclass() arg 1 must be a class"));
            }
            check_class(heap, t, a[1], "issubclass", 0).map(Value::Bool)
        }
        Builtin::Callable => {
            let v = args.exactly_one("callable")?;
            Ok(Value::Bool(matches!(
                v,
                Value::Func(_) | Value::Builtin(_) | Value::Method(_)
            )))
        }
        Builtin::Hash => {
            let v = args.exactly_one("hash")?;
            objects::hash::hash(heap, v).map(Value::Int)
        }
        Builtin::Id => {
            let v = args.exactly_one("id")?;
            let (tag, payload) = v.to_bits();
            let id = match v.obj() {
                Some(r) => 0x7f00_0000_0000 + r.0 as i64 * 0x30,
                None => {
                    0x5600_0000_0000
                        + (tag as i64) * 0x1_0000_0000
                        + (payload as i64 & 0xffff_ffff) * 0x20
                }
            };
            Ok(Value::Int(id))
        }
        Builtin::Object => Err(exc!(TypeError, "object() instances are not supported")),
        _ => Err(exc!(SystemError, "not a type builtin")),
    }
}
