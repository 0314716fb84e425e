//! Method calls and attributes of builtin objects, and bound methods (a
//! method taken as a value, `f = xs.append`).
//!
//! [`call_method`] dispatches on the receiver's type to its file's method
//! table; [`get_attr`] answers an attribute read (a bound method, or a
//! data attribute such as `range.start` or `int.real`).

use super::{Attr, Object, alloc};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

#[derive(Clone, Copy, Debug)]
pub struct MethodObj {
    pub recv: Value,
    pub attr: Attr,
}

impl Heap {
    pub fn method(&self, r: ObjRef) -> Option<MethodObj> {
        match self.get(r) {
            Some(Object::Method(m)) => Some(*m),
            _ => None,
        }
    }
}

/// `AttributeError: 'list' object has no attribute 'x'`.
pub fn no_attribute(heap: &Heap, v: Value, attr: Attr) -> Exception {
    no_attribute_named(heap, v, attr.name())
}

pub fn no_attribute_named(heap: &Heap, v: Value, name: &str) -> Exception {
    match v {
        Value::Builtin(b) if b.is_type() => exc!(
            AttributeError,
            "type object '{}' has no attribute '{}'",
            b.name(),
            name
        ),
        _ => exc!(
            AttributeError,
            "'{}' object has no attribute '{}'",
            super::type_name(heap, v),
            name
        ),
    }
}

/// `recv.attr(args)`.
pub fn call_method(
    ctx: &mut dyn Ctx,
    recv: Value,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    if super::builtin_dunders::has(recv, attr) {
        return super::builtin_dunders::call(ctx, recv, attr, args);
    }
    if let Value::Instance(_) = recv
        && let Some(base) = super::instance::base_method_receiver(ctx.heap(), recv, attr)
    {
        return crate::dunder::call_on_base(ctx, recv, base, attr, args);
    }
    match recv {
        Value::List(r) => super::list::call_method(ctx, r, attr, args),
        Value::Str(r) => super::str_methods::call_method(ctx, r, attr, args),
        Value::Dict(r) => super::dict::call_method(ctx, r, attr, args),
        Value::Set(_) | Value::FrozenSet(_) => super::set::call_method(ctx, recv, attr, args),
        Value::Tuple(_) => match attr {
            Attr::count | Attr::index => super::tuple::count_index(ctx, recv, attr, "tuple", args),
            _ => Err(no_attribute(ctx.heap(), recv, attr)),
        },
        Value::Bytes(_) | Value::ByteArray(_) => {
            super::bytes_methods::call_method(ctx, recv, attr, args)
        }
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            let heap = ctx.heap();
            match attr {
                Attr::bit_length => {
                    args.expect("bit_length", 0, 0)?;
                    Ok(Value::Int(super::int::bit_length(heap, recv) as i64))
                }
                Attr::bit_count => {
                    args.expect("bit_count", 0, 0)?;
                    Ok(Value::Int(super::int::bit_count(heap, recv) as i64))
                }
                Attr::to_bytes => super::int::to_bytes(heap, recv, args),
                Attr::conjugate => {
                    args.expect("conjugate", 0, 0)?;
                    Ok(match recv {
                        Value::Bool(b) => Value::Int(b as i64),
                        v => v,
                    })
                }
                Attr::as_integer_ratio => {
                    args.expect("as_integer_ratio", 0, 0)?;
                    let n = match recv {
                        Value::Bool(b) => Value::Int(b as i64),
                        v => v,
                    };
                    super::tuple::new_tuple(heap, &[n, Value::Int(1)])
                }
                _ => Err(no_attribute(heap, recv, attr)),
            }
        }
        Value::Float(f) => super::float::call_method(ctx.heap(), f, attr, args),
        Value::Complex(_) => super::complex::call_method(ctx.heap(), recv, attr, args),
        Value::Range(r) => {
            let heap = ctx.heap();
            let o = heap.range(r);
            match attr {
                Attr::count | Attr::index => {
                    let x = args.exactly_one(format_args!("range.{attr}"))?;
                    let hit = match x {
                        Value::Int(i) => o.contains(i),
                        Value::Bool(b) => o.contains(b as i64),
                        _ => crate::ops::contains(heap, x, recv)?,
                    };
                    if attr == Attr::count {
                        Ok(Value::Int(hit as i64))
                    } else if hit {
                        let i = x.as_index().unwrap_or(0);
                        Ok(Value::Int((i - o.start) / o.step))
                    } else if let Value::Int(_) | Value::Bool(_) | Value::BigInt(_) = x {
                        let mut s = alloc::string::String::new();
                        crate::display::write_repr(&mut s, heap, x)?;
                        Err(exc!(ValueError, "{} is not in range", s))
                    } else {
                        // CPython's generic search, which names no value.
                        Err(exc!(ValueError, "sequence.index(x): x not in sequence"))
                    }
                }
                _ => Err(no_attribute(heap, recv, attr)),
            }
        }
        Value::Class(r) if attr == Attr::__subclasses__ => {
            args.expect("__subclasses__", 0, 0)?;
            let heap = ctx.heap();
            let subs: alloc::vec::Vec<Value> = heap
                .class(r)
                .map(|c| c.subclasses.iter().map(|s| Value::Class(*s)).collect())
                .unwrap_or_default();
            crate::ops::new_list(heap, subs)
        }
        // `D.fromkeys` of a dict subclass makes a `D`.
        Value::Class(_) if attr == Attr::fromkeys => super::dict::fromkeys_of(ctx, recv, args),
        // `object.__init_subclass__`, reached through `super()`: takes no
        // keywords and does nothing.
        Value::Class(_) if attr == Attr::__init_subclass__ => {
            args.no_kw("__init_subclass__")?;
            args.expect("__init_subclass__", 0, 0)?;
            Ok(Value::None)
        }
        Value::Builtin(crate::builtins::Builtin::Object)
        | Value::ExcType(_)
        | Value::Instance(_) => super::object_methods::call(ctx, recv, attr, args),
        Value::Wrapper(_) => super::object_methods::call_property(ctx, recv, attr, args),
        Value::Builtin(b) if b.is_type() => crate::builtins::call_type_method(ctx, b, attr, args),
        Value::Native(r) => match ctx.heap().native(r) {
            Some(super::native::NativeObj::Stream(s)) => {
                let s = *s;
                crate::modules::sys::stream_method(ctx, s, attr, args)
            }
            #[cfg(feature = "random")]
            Some(super::native::NativeObj::Random(_)) => {
                crate::modules::random::method(ctx, recv, attr, args)
            }
            // No generator is made without the `_random` module.
            #[cfg(not(feature = "random"))]
            Some(super::native::NativeObj::Random(_)) => {
                Err(exc!(SystemError, "_random is not in this build"))
            }
            None => Err(exc!(SystemError, "dangling object")),
        },
        Value::Slice(r) if attr == Attr::indices => {
            let n = args.exactly_one("slice.indices")?;
            let heap = ctx.heap();
            let len = crate::args::index(n)?;
            if len < 0 {
                return Err(exc!(ValueError, "length should not be negative"));
            }
            let s = heap
                .slice(r)
                .ok_or_else(|| exc!(SystemError, "dangling slice"))?;
            let sp = s.span(heap, len as usize)?;
            crate::ops::tuple_from(
                heap,
                &[
                    Value::Int(sp.start),
                    Value::Int(sp.stop),
                    Value::Int(sp.step),
                ],
            )
        }
        _ => Err(no_attribute(ctx.heap(), recv, attr)),
    }
}

/// Calls bound method `r`.
pub fn call(ctx: &mut dyn Ctx, r: ObjRef, args: Args) -> Result<Value, Exception> {
    let m = ctx
        .heap()
        .method(r)
        .ok_or_else(|| exc!(SystemError, "dangling method"))?;
    call_method(ctx, m.recv, m.attr, args)
}

/// Whether `recv.attr(...)` names a method (rather than a missing
/// attribute), without calling it.
pub fn has_method(recv: Value, attr: Attr) -> bool {
    use Attr::*;
    if super::builtin_dunders::has(recv, attr) {
        return true;
    }
    match recv {
        Value::List(_) => matches!(
            attr,
            append | pop | insert | remove | index | count | extend | reverse | clear | copy | sort
        ),
        Value::Tuple(_) => matches!(attr, index | count),
        Value::Dict(_) => matches!(
            attr,
            get | setdefault
                | pop
                | popitem
                | items
                | keys
                | values
                | update
                | copy
                | clear
                | fromkeys
        ),
        Value::Set(_) => matches!(
            attr,
            add | remove
                | discard
                | pop
                | clear
                | copy
                | union
                | intersection
                | difference
                | symmetric_difference
                | update
                | intersection_update
                | difference_update
                | symmetric_difference_update
                | issubset
                | issuperset
                | isdisjoint
        ),
        Value::FrozenSet(_) => matches!(
            attr,
            copy | union
                | intersection
                | difference
                | symmetric_difference
                | issubset
                | issuperset
                | isdisjoint
        ),
        Value::Str(_) => super::str_methods::has_method(attr),
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            matches!(
                attr,
                bit_length | bit_count | conjugate | to_bytes | as_integer_ratio
            )
        }
        Value::Float(_) => matches!(attr, is_integer | as_integer_ratio | conjugate | hex),
        Value::Complex(_) => attr == conjugate,
        Value::Bytes(_) => super::bytes_methods::has_method(attr, false),
        Value::ByteArray(_) => super::bytes_methods::has_method(attr, true),
        Value::Range(_) => matches!(attr, count | index),
        Value::Slice(_) => attr == indices,
        Value::Builtin(crate::builtins::Builtin::Object) => {
            super::object_methods::is_object_method(attr)
        }
        Value::Builtin(b) => crate::builtins::type_has_method(b, attr),
        Value::ExcType(_) => super::object_methods::is_exception_method(attr),
        Value::Instance(_) => super::object_methods::is_exception_method(attr),
        Value::Wrapper(_) => matches!(attr, setter | getter | deleter),
        Value::Class(_) => matches!(attr, __subclasses__ | __init_subclass__ | fromkeys),
        // Streams and random generators (the call checks which it is).
        Value::Native(_) => matches!(
            attr,
            write
                | flush
                | read
                | readline
                | readlines
                | isatty
                | fileno
                | random
                | getrandbits
                | seed
                | getstate
                | setstate
        ),
        _ => false,
    }
}

/// Whether `object` has method `a`.
pub fn is_object_method(a: Attr) -> bool {
    super::object_methods::is_object_method(a)
}

/// Whether `BaseException` has method `a`.
pub fn is_exception_method(a: Attr) -> bool {
    super::object_methods::is_exception_method(a)
}

/// Whether `v.attr` exists (a method or a data attribute).
pub fn has_attribute(v: Value, attr: Attr) -> bool {
    use Attr::*;
    has_method(v, attr)
        || match v {
            Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
                matches!(attr, real | imag | numerator | denominator)
            }
            Value::Float(_) | Value::Complex(_) => matches!(attr, real | imag),
            Value::Range(_) | Value::Slice(_) => matches!(attr, start | stop | step),
            _ => false,
        }
}

/// `v.attr` as a value: a data attribute, or a bound method.
/// `type`'s own methods taken through `super()` in a metaclass
/// (`type.__new__`, and `__call__`/`__init__` bound to a class), which no
/// builtin value answers to.
pub fn type_method(heap: &mut Heap, recv: Value, attr: Attr) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::Method(MethodObj { recv, attr }),
        Value::Method,
    )
}

/// Method `attr` of an instance's builtin value, bound to the instance
/// itself (calls go through [`call_method`], which finds the value).
pub fn bind_to_instance(heap: &mut Heap, inst: Value, attr: Attr) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::Method(MethodObj { recv: inst, attr }),
        Value::Method,
    )
}

pub fn get_attr(heap: &mut Heap, v: Value, attr: Attr) -> Result<Value, Exception> {
    use Attr::*;
    match (v, attr) {
        (Value::Int(_) | Value::BigInt(_), real | numerator) => return Ok(v),
        (Value::Bool(b), real | numerator) => return Ok(Value::Int(b as i64)),
        (Value::Int(_) | Value::BigInt(_) | Value::Bool(_), imag) => return Ok(Value::Int(0)),
        (Value::Int(_) | Value::BigInt(_) | Value::Bool(_), denominator) => {
            return Ok(Value::Int(1));
        }
        (Value::Float(_), real) => return Ok(v),
        (Value::Float(_), imag) => return Ok(Value::Float(0.0)),
        (Value::Complex(r), real) => return Ok(Value::Float(heap.complex(r).re)),
        (Value::Complex(r), imag) => return Ok(Value::Float(heap.complex(r).im)),
        (Value::Range(r), start | stop | step) => {
            let o = heap.range(r);
            return Ok(Value::Int(match attr {
                start => o.start,
                stop => o.stop,
                _ => o.step,
            }));
        }
        (Value::Slice(r), start | stop | step) => {
            let s = heap
                .slice(r)
                .ok_or_else(|| exc!(SystemError, "dangling slice"))?;
            return Ok(match attr {
                start => s.start,
                stop => s.stop,
                _ => s.step,
            });
        }
        _ => {}
    }
    if !has_method(v, attr) {
        return Err(no_attribute(heap, v, attr));
    }
    alloc(
        heap,
        Object::Method(MethodObj { recv: v, attr }),
        Value::Method,
    )
}
