//! The methods every instance inherits from `object` (and exceptions from
//! `BaseException`), as a program reaches them explicitly
//! (`super().__init__(msg)`, `object.__setattr__(self, name, v)`), and
//! property's `setter`/`getter`/`deleter`.
//!
//! Special methods the VM looks up on a class only consult the program's
//! classes; what these give is the builtin behaviour they fall back to.

use alloc::string::String;

use super::function::WrapperObj;
use super::{Attr, instance};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::value::Value;

/// Whether `object` has method `a`.
pub fn is_object_method(a: Attr) -> bool {
    use Attr::*;
    matches!(
        a,
        __init__
            | __new__
            | __repr__
            | __str__
            | __setattr__
            | __getattribute__
            | __delattr__
            | __eq__
            | __ne__
            | __hash__
            | __format__
            | __init_subclass__
    )
}

/// Whether `BaseException` adds method `a`.
pub fn is_exception_method(a: Attr) -> bool {
    is_object_method(a) || a == Attr::with_traceback || a == Attr::add_note
}

/// `recv.attr(args)` for an instance `recv` (bound), or with `recv` a
/// builtin type and the instance first in `args` (unbound).
pub fn call(ctx: &mut dyn Ctx, recv: Value, attr: Attr, args: Args) -> Result<Value, Exception> {
    let (this, rest) = match recv {
        Value::Builtin(_) | Value::ExcType(_) => match args.pos.split_first() {
            Some((&this, rest)) => (this, rest),
            None => {
                return Err(exc!(
                    TypeError,
                    "descriptor '{}' of 'object' object needs an argument",
                    attr
                ));
            }
        },
        _ => (recv, args.pos),
    };
    let heap = ctx.heap();
    match attr {
        Attr::__init__ => {
            if let Value::Instance(r) = this
                && heap.exc_state(r).is_some()
            {
                let t = super::tuple::from_vec(heap, rest.to_vec())?;
                if let Some(st) = heap.exc_state_mut(r) {
                    st.args = t;
                }
            }
            Ok(Value::None)
        }
        Attr::__new__ => {
            // `object.__new__(cls)`.
            match this {
                Value::Class(_) | Value::ExcType(_) => {
                    if instance::builtin_base_of(heap, this).is_some() {
                        let cname = super::class::type_value_name(heap, this);
                        return Err(exc!(
                            TypeError,
                            "object.__new__({}) is not safe, use {}.__new__()",
                            cname,
                            cname
                        ));
                    }
                    let exc = instance::exc_base_of(heap, this).is_some();
                    // CPython's `object_new`: extra arguments are an error
                    // unless the class has its own `__init__` and not its
                    // own `__new__`.
                    if !exc && !rest.is_empty() {
                        use super::intern::Special;
                        if super::class::lookup(heap, this, Special::new.id()).is_some() {
                            return Err(exc!(
                                TypeError,
                                "object.__new__() takes exactly one argument (the type to instantiate)"
                            ));
                        }
                        if super::class::lookup(heap, this, Special::init.id()).is_none() {
                            return Err(exc!(
                                TypeError,
                                "{}() takes no arguments",
                                super::class::type_value_name(heap, this)
                            ));
                        }
                    }
                    let a = if exc {
                        super::tuple::from_vec(heap, rest.to_vec())?
                    } else {
                        Value::None
                    };
                    instance::new_instance(heap, this, a)
                }
                other => Err(exc!(
                    TypeError,
                    "object.__new__(X): X is not a type object ({})",
                    super::type_name(heap, other)
                )),
            }
        }
        Attr::__repr__ | Attr::__str__ => {
            let mut s = String::new();
            match this {
                Value::Instance(r) if ctx.heap().exc_state(r).is_some() => {
                    s = if attr == Attr::__str__ {
                        crate::display::exception_str_ctx(ctx, r)?
                    } else {
                        crate::display::exception_repr_ctx(ctx, r)?
                    };
                }
                // `object.__repr__` ignores the class's `__repr__` (a
                // program's `__repr__` calling `super().__repr__()`).
                Value::Instance(r) if attr == Attr::__repr__ => {
                    crate::display::write_object_repr(&mut s, ctx.heap(), r)?
                }
                // `object.__str__` is `type(self).__repr__(self)`.
                Value::Instance(_) => s = crate::dunder::repr(ctx, this)?,
                v => crate::display::write_repr(&mut s, ctx.heap(), v)?,
            }
            crate::ops::new_str(ctx.heap(), s)
        }
        Attr::__setattr__ | Attr::__delattr__ => {
            let set = attr == Attr::__setattr__;
            let (name, v) = match (rest, set) {
                ([Value::Str(n), v], true) => (*n, Some(*v)),
                ([Value::Str(n)], false) => (*n, None),
                _ => {
                    return Err(exc!(
                        TypeError,
                        "{} expected {} arguments",
                        attr,
                        if set { 2 } else { 1 }
                    ));
                }
            };
            let Value::Instance(r) = this else {
                return Err(exc!(
                    TypeError,
                    "can't apply this {} to a builtin object",
                    attr
                ));
            };
            let name = crate::heap::headroom::copy_str(heap.str(name))?;
            let id = heap.names.intern(&name);
            // The class's descriptors for the name: a property's setter or
            // deleter, another descriptor's `__set__` or `__delete__`.
            let cls = instance::class_of(heap, r);
            match super::class::lookup(heap, cls, id) {
                Some(Value::Wrapper(w))
                    if let Some(super::function::WrapperObj::Property { fset, fdel, .. }) =
                        heap.wrapper(w) =>
                {
                    let (f, what) = if set {
                        (fset, "setter")
                    } else {
                        (fdel, "deleter")
                    };
                    if f == Value::None {
                        return Err(exc!(
                            AttributeError,
                            "property '{}' of '{}' object has no {}",
                            name,
                            super::type_name(heap, this),
                            what
                        ));
                    }
                    let args = match v {
                        Some(v) => alloc::vec![this, v],
                        None => alloc::vec![this],
                    };
                    ctx.call(f, Args::positional(&args))?;
                    return Ok(Value::None);
                }
                Some(d @ Value::Instance(dr)) => {
                    let dcls = instance::class_of(heap, dr);
                    let special = if set {
                        super::intern::Special::set
                    } else {
                        super::intern::Special::delete
                    };
                    if let Some(f) = super::class::lookup(heap, dcls, special.id()) {
                        let args = match v {
                            Some(v) => alloc::vec![d, this, v],
                            None => alloc::vec![d, this],
                        };
                        ctx.call(f, Args::positional(&args))?;
                        return Ok(Value::None);
                    }
                }
                _ => {}
            }
            let heap = ctx.heap();
            match v {
                Some(v) => instance::set_own(heap, r, id, v)?,
                None => {
                    if !instance::del_own(heap, r, id) {
                        return Err(exc!(
                            AttributeError,
                            "'{}' object has no attribute '{}'",
                            super::type_name(heap, this),
                            name
                        ));
                    }
                }
            }
            Ok(Value::None)
        }
        Attr::__getattribute__ => match rest {
            [Value::Str(n)] => {
                let name = String::from(heap.str(*n));
                ctx.get_attribute(this, &name)
            }
            _ => Err(exc!(TypeError, "__getattribute__ expected 1 argument")),
        },
        Attr::__eq__ | Attr::__ne__ => match rest {
            [other] => {
                let same = crate::ops::identical(this, *other);
                Ok(match (attr, same) {
                    (Attr::__eq__, true) => Value::Bool(true),
                    (Attr::__ne__, true) => Value::Bool(false),
                    _ => Value::NotImplemented,
                })
            }
            _ => Err(exc!(TypeError, "expected 1 argument")),
        },
        // `object.__hash__` hashes by identity, whatever `__hash__` or
        // `__eq__` the class defines.
        Attr::__hash__ => match this {
            Value::Instance(r) => Ok(Value::Int(super::hash::identity_hash(r))),
            _ => super::hash::hash(heap, this).map(Value::Int),
        },
        Attr::__format__ => match rest {
            [Value::Str(spec)] if heap.str(*spec).is_empty() => {
                let s = crate::dunder::str(ctx, this)?;
                crate::ops::new_str(ctx.heap(), s)
            }
            _ => Err(exc!(
                TypeError,
                "unsupported format string passed to {}.__format__",
                super::type_name(heap, this)
            )),
        },
        Attr::__init_subclass__ => Ok(Value::None),
        // `e.with_traceback(None)`: the frames it passed through are
        // forgotten (there are no traceback objects to set).
        Attr::with_traceback => {
            if let (Value::Instance(r), [Value::None]) = (this, rest)
                && let Some(st) = heap.exc_state_mut(r)
            {
                st.traceback.clear();
            }
            Ok(this)
        }
        // `e.add_note(text)`: appended to `e.__notes__`, which tracebacks
        // print under the message.
        Attr::add_note => {
            let (Value::Instance(r), [note]) = (this, rest) else {
                return Err(exc!(
                    TypeError,
                    "BaseException.add_note() takes exactly one argument ({} given)",
                    rest.len()
                ));
            };
            if !matches!(note, Value::Str(_)) {
                return Err(exc!(
                    TypeError,
                    "note must be a str, not '{}'",
                    super::type_name(heap, *note)
                ));
            }
            let id = heap.names.try_intern("__notes__")?;
            match instance::get_own(heap, r, id) {
                Some(Value::List(l)) => super::list::append(heap, l, *note)?,
                Some(_) => {
                    return Err(exc!(TypeError, "Cannot add note: __notes__ is not a list"));
                }
                None => {
                    let notes = crate::ops::new_list(heap, alloc::vec![*note])?;
                    instance::set_own(heap, r, id, notes)?;
                }
            }
            Ok(Value::None)
        }
        _ => Err(super::method::no_attribute(heap, this, attr)),
    }
}

/// `prop.setter(f)` and its kin: a copy of the property with one function
/// replaced.
pub fn call_property(
    ctx: &mut dyn Ctx,
    prop: Value,
    attr: Attr,
    args: Args,
) -> Result<Value, Exception> {
    let f = args.exactly_one(format_args!("property.{attr}"))?;
    let heap = ctx.heap();
    let Value::Wrapper(r) = prop else {
        return Err(exc!(SystemError, "not a property"));
    };
    let Some(WrapperObj::Property {
        fget,
        fset,
        fdel,
        doc,
    }) = heap.wrapper(r)
    else {
        return Err(super::method::no_attribute(heap, prop, attr));
    };
    let w = match attr {
        Attr::setter => WrapperObj::Property {
            fget,
            fset: f,
            fdel,
            doc,
        },
        Attr::getter => WrapperObj::Property {
            fget: f,
            fset,
            fdel,
            doc,
        },
        Attr::deleter => WrapperObj::Property {
            fget,
            fset,
            fdel: f,
            doc,
        },
        _ => return Err(super::method::no_attribute(heap, prop, attr)),
    };
    super::function::new_wrapper(heap, w)
}
