//! The special methods of builtin values, called by name
//! (`[1, 2].__len__()`, `(5).__add__(3)`, `int.__add__(2, 3)`,
//! `it.__next__()`): each is the operation it names, as the interpreter
//! runs it. Numbers and sets answer `NotImplemented` to an operand of a
//! type they do not take, as CPython's do; sequences raise.
//!
//! Instances, classes and exceptions are not here: a program's class
//! answers with its own methods, and `object`'s are in `object_methods`.

use super::Attr;
use crate::args::Args;
use crate::builtins::Builtin;
use crate::bytecode::{BinOp, CmpOp};
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::value::Value;
use alloc::borrow::Cow;

/// `type.attr`, as the argument checks name a method.
struct MethodName {
    ty: Cow<'static, str>,
    attr: Attr,
}

impl core::fmt::Display for MethodName {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{}", self.ty, self.attr)
    }
}

fn is_number(v: Value) -> bool {
    matches!(
        v,
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_)
    )
}

fn is_int(v: Value) -> bool {
    matches!(v, Value::Int(_) | Value::BigInt(_) | Value::Bool(_))
}

fn is_sized(v: Value) -> bool {
    matches!(
        v,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::FrozenSet(_)
            | Value::Range(_)
            | Value::DictView(_)
    )
}

fn is_set(v: Value) -> bool {
    matches!(v, Value::Set(_) | Value::FrozenSet(_))
}

/// The operator a binary special method names, and whether it is the
/// reflected one.
fn binop(attr: Attr) -> Option<(BinOp, bool)> {
    use Attr::*;
    Some(match attr {
        __add__ => (BinOp::Add, false),
        __sub__ => (BinOp::Sub, false),
        __mul__ => (BinOp::Mul, false),
        __truediv__ => (BinOp::TrueDiv, false),
        __floordiv__ => (BinOp::FloorDiv, false),
        __mod__ => (BinOp::Mod, false),
        __pow__ => (BinOp::Pow, false),
        __and__ => (BinOp::And, false),
        __or__ => (BinOp::Or, false),
        __xor__ => (BinOp::Xor, false),
        __lshift__ => (BinOp::LShift, false),
        __rshift__ => (BinOp::RShift, false),
        __radd__ => (BinOp::Add, true),
        __rsub__ => (BinOp::Sub, true),
        __rmul__ => (BinOp::Mul, true),
        __rtruediv__ => (BinOp::TrueDiv, true),
        __rfloordiv__ => (BinOp::FloorDiv, true),
        __rmod__ => (BinOp::Mod, true),
        __rpow__ => (BinOp::Pow, true),
        __rand__ => (BinOp::And, true),
        __ror__ => (BinOp::Or, true),
        __rxor__ => (BinOp::Xor, true),
        __rlshift__ => (BinOp::LShift, true),
        __rrshift__ => (BinOp::RShift, true),
        _ => return None,
    })
}

/// Whether `attr` is a binary or comparison operator's special method.
pub fn is_operator(attr: Attr) -> bool {
    binop(attr).is_some() || cmpop(attr).is_some()
}

fn cmpop(attr: Attr) -> Option<CmpOp> {
    use Attr::*;
    Some(match attr {
        __lt__ => CmpOp::Lt,
        __le__ => CmpOp::Le,
        __gt__ => CmpOp::Gt,
        __ge__ => CmpOp::Ge,
        __eq__ => CmpOp::Eq,
        __ne__ => CmpOp::Ne,
        _ => return None,
    })
}

/// Whether builtin value `v` has special method `attr`.
pub fn has(v: Value, attr: Attr) -> bool {
    use Attr::*;
    let builtin_value = !matches!(
        v,
        Value::Instance(_) | Value::Class(_) | Value::ExcType(_) | Value::Builtin(_) | Value::Undef
    );
    if !builtin_value {
        return false;
    }
    if matches!(
        attr,
        __repr__ | __str__ | __hash__ | __format__ | __eq__ | __ne__
    ) {
        return true;
    }
    if cmpop(attr).is_some() {
        return is_number(v) || is_sized(v);
    }
    if let Some((op, _)) = binop(attr) {
        return match op {
            BinOp::Add | BinOp::Mul => {
                is_number(v)
                    || matches!(v, Value::Complex(_))
                    || matches!(
                        v,
                        Value::List(_)
                            | Value::Tuple(_)
                            | Value::Str(_)
                            | Value::Bytes(_)
                            | Value::ByteArray(_)
                    )
            }
            BinOp::Sub | BinOp::TrueDiv | BinOp::Pow if matches!(v, Value::Complex(_)) => true,
            BinOp::Sub | BinOp::TrueDiv | BinOp::FloorDiv | BinOp::Pow => {
                is_number(v) || (op == BinOp::Sub && is_set(v))
            }
            BinOp::Mod => is_number(v) || matches!(v, Value::Str(_) | Value::Bytes(_)),
            BinOp::And | BinOp::Or | BinOp::Xor => {
                is_int(v) || is_set(v) || (op == BinOp::Or && matches!(v, Value::Dict(_)))
            }
            BinOp::LShift | BinOp::RShift => is_int(v),
            BinOp::MatMul => false,
        };
    }
    match attr {
        __len__ | __contains__ | __iter__ => is_sized(v),
        __init__ => matches!(v, Value::List(_) | Value::Dict(_) | Value::Set(_)),
        __getitem__ => is_sized(v) && !is_set(v) && !matches!(v, Value::DictView(_)),
        __setitem__ | __delitem__ => {
            matches!(v, Value::List(_) | Value::Dict(_) | Value::ByteArray(_))
        }
        __next__ => matches!(v, Value::Iter(_) | Value::Generator(_)),
        __neg__ | __pos__ | __abs__ | __bool__ => is_number(v) || matches!(v, Value::Complex(_)),
        __int__ | __float__ | __round__ | __trunc__ | __floor__ | __ceil__ => is_number(v),
        __invert__ | __index__ => is_int(v),
        _ => false,
    }
}

/// `list.__init__`, `dict.__init__` and `set.__init__` on `recv` (reached
/// from a subclass's `__init__` through `super()`): it becomes what the
/// type called with `args` makes.
fn init(ctx: &mut dyn Ctx, recv: Value, name: &MethodName, args: Args) -> Result<Value, Exception> {
    let none = Args::default();
    match recv {
        Value::Dict(_) => super::method::call_method(ctx, recv, Attr::update, args),
        _ => {
            args.no_kw(name)?;
            let from = args.expect(name, 0, 1)?.first().copied();
            super::method::call_method(ctx, recv, Attr::clear, none)?;
            match (recv, from) {
                (_, None) => Ok(Value::None),
                (Value::List(_), Some(x)) => {
                    super::method::call_method(ctx, recv, Attr::extend, Args::positional(&[x]))
                }
                (_, Some(x)) => {
                    super::method::call_method(ctx, recv, Attr::update, Args::positional(&[x]))
                }
            }
        }
    }
}

/// Calls special method `attr` of builtin value `recv` (for which [`has`]
/// is true).
pub fn call(ctx: &mut dyn Ctx, recv: Value, attr: Attr, args: Args) -> Result<Value, Exception> {
    use Attr::*;
    // Text only when an argument check fails (this runs for every
    // `key=list.__getitem__` call a `min` makes).
    let ty = match recv {
        Value::Instance(_) => Cow::Owned(super::type_name(ctx.heap(), recv).into()),
        _ => Cow::Borrowed(super::builtin_type_name(ctx.heap(), recv)),
    };
    let name = MethodName { ty, attr };
    if attr == __init__ {
        return init(ctx, recv, &name, args);
    }
    args.no_kw(&name)?;
    if let Some((op, reflected)) = binop(attr) {
        // An instance of a subclass of a builtin type is that type's value
        // to the builtin operation (`[1].__add__(L([2]))`).
        let other = super::instance::plain(ctx.heap(), args.exactly_one(&name)?);
        let (a, b) = if reflected {
            (other, recv)
        } else {
            (recv, other)
        };
        if matches!(other, Value::Instance(_)) {
            return Ok(Value::NotImplemented);
        }
        return match crate::ops::binary_op(ctx.heap(), op, a, b) {
            Err(e) if e.kind == ExcKind::TypeError && (is_number(recv) || is_set(recv)) => {
                Ok(Value::NotImplemented)
            }
            r => r,
        };
    }
    if let Some(op) = cmpop(attr) {
        let other = super::instance::plain(ctx.heap(), args.exactly_one(&name)?);
        let heap = ctx.heap();
        let same_kind = crate::builtins::type_of_value(heap, recv)
            == crate::builtins::type_of_value(heap, other)
            || (is_number(recv) && is_number(other) && !matches!(op, CmpOp::Eq | CmpOp::Ne));
        let ints = is_int(recv) && is_int(other);
        if matches!(other, Value::Instance(_)) || !(same_kind || ints) {
            return Ok(Value::NotImplemented);
        }
        return match crate::ops::compare(heap, op, recv, other) {
            Ok(b) => Ok(Value::Bool(b)),
            Err(e) if e.kind == ExcKind::TypeError => Ok(Value::NotImplemented),
            Err(e) => Err(e),
        };
    }
    let no_args = |args: &Args| args.expect(&name, 0, 0).map(|_| ());
    match attr {
        __len__ => {
            no_args(&args)?;
            crate::dunder::len(ctx, recv).map(Value::Int)
        }
        __contains__ => {
            let x = args.exactly_one(&name)?;
            crate::dunder::contains(ctx, x, recv).map(Value::Bool)
        }
        __iter__ => {
            no_args(&args)?;
            ctx.call(Value::Builtin(Builtin::Iter), Args::positional(&[recv]))
        }
        __next__ => {
            no_args(&args)?;
            match crate::dunder::next(ctx, recv)? {
                Some(v) => Ok(v),
                None => Err(exc!(StopIteration, "")),
            }
        }
        __getitem__ => {
            let i = args.exactly_one(&name)?;
            crate::dunder::getitem(ctx, recv, i)
        }
        __setitem__ => match args.expect(&name, 2, 2)? {
            [i, v] => crate::dunder::setitem(ctx, recv, *i, *v).map(|()| Value::None),
            _ => Err(exc!(SystemError, "arity")),
        },
        __delitem__ => {
            let i = args.exactly_one(&name)?;
            crate::dunder::delitem(ctx, recv, i).map(|()| Value::None)
        }
        __repr__ | __str__ => {
            no_args(&args)?;
            let s = if attr == __repr__ {
                crate::dunder::repr(ctx, recv)?
            } else {
                crate::dunder::str(ctx, recv)?
            };
            crate::ops::new_str(ctx.heap(), s)
        }
        __hash__ => {
            no_args(&args)?;
            crate::dunder::hash(ctx, recv).map(Value::Int)
        }
        __format__ => {
            let spec = args.exactly_one(&name)?;
            let Value::Str(s) = spec else {
                return Err(exc!(
                    TypeError,
                    "{}() argument must be str, not {}",
                    name,
                    super::type_name(ctx.heap(), spec)
                ));
            };
            let spec = alloc::string::String::from(ctx.heap().str(s));
            let text = crate::dunder::format(ctx, recv, &spec)?;
            crate::ops::new_str(ctx.heap(), text)
        }
        __bool__ => {
            no_args(&args)?;
            Ok(Value::Bool(crate::ops::truthy(ctx.heap(), recv)))
        }
        __neg__ => {
            no_args(&args)?;
            crate::ops::unary_negative(ctx.heap(), recv)
        }
        __pos__ => {
            no_args(&args)?;
            crate::ops::unary_positive(ctx.heap(), recv)
        }
        __invert__ => {
            no_args(&args)?;
            crate::ops::unary_invert(ctx.heap(), recv)
        }
        __round__ => {
            let nd = args.expect(&name, 0, 1)?;
            let mut all = alloc::vec![recv];
            all.extend_from_slice(nd);
            ctx.call(Value::Builtin(Builtin::Round), Args::positional(&all))
        }
        __trunc__ | __floor__ | __ceil__ => {
            no_args(&args)?;
            let v = match recv {
                Value::Float(f) if attr == __floor__ => Value::Float(libm::floor(f)),
                Value::Float(f) if attr == __ceil__ => Value::Float(libm::ceil(f)),
                v => v,
            };
            ctx.call(Value::Builtin(Builtin::Int), Args::positional(&[v]))
        }
        __abs__ | __int__ | __float__ | __index__ => {
            no_args(&args)?;
            let b = match attr {
                __abs__ => Builtin::Abs,
                __float__ => Builtin::Float,
                _ => Builtin::Int,
            };
            ctx.call(Value::Builtin(b), Args::positional(&[recv]))
        }
        _ => Err(super::method::no_attribute(ctx.heap(), recv, attr)),
    }
}
