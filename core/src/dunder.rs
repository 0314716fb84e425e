//! Operations on instances of the program's classes: finding a special
//! method (`__add__`, `__eq__`, `__len__`...) on the instance's class and
//! calling it through a [`Ctx`], with CPython's rules for reflected
//! operands, `NotImplemented` and the messages when nothing applies.
//!
//! Each function falls back to the builtin operation in [`crate::ops`]
//! when no operand is an instance, so callers that may meet instances call
//! these. Only the interpreter's `Ctx` can run the guest methods; the
//! tier-2 helpers never get here with an instance (`ctx::needs_vm`).

use alloc::string::String;

use crate::args::Args;
use crate::bytecode::{BinOp, CmpOp};
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::objects::intern::Special;
use crate::objects::{self, class, instance};
use crate::ops;
use crate::value::Value;

/// Special method `s` of `v`'s class, if `v` is an instance of a class of
/// the program that defines it (or inherits it from one).
pub fn find(ctx: &mut dyn Ctx, v: Value, s: Special) -> Option<Value> {
    let Value::Instance(r) = v else {
        return None;
    };
    let heap = ctx.heap();
    let cls = instance::class_of(heap, r);
    class::lookup(heap, cls, s.id())
}

/// Calls special method `f` of `recv` with `args` after it.
fn call(ctx: &mut dyn Ctx, f: Value, recv: Value, args: &[Value]) -> Result<Value, Exception> {
    let mut all = alloc::vec::Vec::with_capacity(args.len() + 1);
    all.push(recv);
    all.extend_from_slice(args);
    match f {
        Value::Wrapper(w) => match ctx.heap().wrapper(w) {
            Some(objects::function::WrapperObj::StaticMethod(g)) => {
                ctx.call(g, Args::positional(args))
            }
            Some(objects::function::WrapperObj::ClassMethod(g)) => {
                let cls = match recv {
                    Value::Instance(r) => instance::class_of(ctx.heap(), r),
                    other => other,
                };
                all[0] = cls;
                ctx.call(g, Args::positional(&all))
            }
            _ => ctx.call(f, Args::positional(&all)),
        },
        _ => ctx.call(f, Args::positional(&all)),
    }
}

/// Calls special method `s` of `v` if it has one.
pub fn call_special(
    ctx: &mut dyn Ctx,
    v: Value,
    s: Special,
    args: &[Value],
) -> Result<Option<Value>, Exception> {
    match find(ctx, v, s) {
        Some(Value::None) => Ok(None),
        Some(f) => call(ctx, f, v, args).map(Some),
        None => Ok(None),
    }
}

fn is_instance(v: Value) -> bool {
    matches!(v, Value::Instance(_))
}

/// The special methods of a binary operator: plain, reflected, in-place.
fn binop_names(op: BinOp) -> (Special, Special, Special) {
    use Special::*;
    match op {
        BinOp::Add => (add, radd, iadd),
        BinOp::Sub => (sub, rsub, isub),
        BinOp::Mul => (mul, rmul, imul),
        BinOp::TrueDiv => (truediv, rtruediv, itruediv),
        BinOp::FloorDiv => (floordiv, rfloordiv, ifloordiv),
        BinOp::Mod => (mod_, rmod, imod),
        BinOp::Pow => (pow, rpow, ipow),
        BinOp::LShift => (lshift, rlshift, ilshift),
        BinOp::RShift => (rshift, rrshift, irshift),
        BinOp::And => (and, rand, iand),
        BinOp::Or => (or, ror, ior),
        BinOp::Xor => (xor, rxor, ixor),
    }
}

fn type_of(ctx: &mut dyn Ctx, v: Value) -> Value {
    crate::builtins::type_of_value(ctx.heap(), v)
}

/// Whether `b`'s type is a proper subclass of `a`'s (its reflected
/// method then goes first).
fn right_is_subclass(ctx: &mut dyn Ctx, a: Value, b: Value) -> bool {
    let (ta, tb) = (type_of(ctx, a), type_of(ctx, b));
    ta != tb && class::is_subtype(ctx.heap(), tb, ta)
}

fn unsupported(ctx: &mut dyn Ctx, op: &str, a: Value, b: Value) -> Exception {
    let heap = ctx.heap();
    exc!(
        TypeError,
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op,
        objects::type_name(heap, a),
        objects::type_name(heap, b)
    )
}

/// `a op b`.
pub fn binary_op(ctx: &mut dyn Ctx, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    if !is_instance(a) && !is_instance(b) {
        return ops::binary_op(ctx.heap(), op, a, b);
    }
    let (fwd, refl, _) = binop_names(op);
    let reflected_first = is_instance(b) && right_is_subclass(ctx, a, b);
    if reflected_first
        && let Some(r) = call_special(ctx, b, refl, &[a])?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    if let Some(r) = call_special(ctx, a, fwd, &[b])?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    if !reflected_first
        && type_of(ctx, a) != type_of(ctx, b)
        && let Some(r) = call_special(ctx, b, refl, &[a])?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    if !is_instance(a) {
        // A builtin left operand has the last word (`"s" * obj`).
        return ops::binary_op(ctx.heap(), op, a, b);
    }
    Err(unsupported(ctx, op.symbol(), a, b))
}

/// `a op= b`.
pub fn inplace_op(ctx: &mut dyn Ctx, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    if !is_instance(a) && !is_instance(b) {
        return ops::inplace_op(ctx, op, a, b);
    }
    let (_, _, inplace) = binop_names(op);
    if let Some(r) = call_special(ctx, a, inplace, &[b])?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    if !is_instance(a) {
        return ops::inplace_op(ctx, op, a, b);
    }
    let mut sym = String::from(op.symbol());
    sym.push('=');
    match binary_op(ctx, op, a, b) {
        Err(e) if e.message.starts_with("unsupported operand type(s) for ") => {
            Err(unsupported(ctx, &sym, a, b))
        }
        other => other,
    }
}

fn cmp_names(op: CmpOp) -> (Special, Special) {
    use Special::*;
    match op {
        CmpOp::Lt => (lt, gt),
        CmpOp::Le => (le, ge),
        CmpOp::Eq => (eq, eq),
        CmpOp::Ne => (ne, ne),
        CmpOp::Gt => (gt, lt),
        CmpOp::Ge => (ge, le),
    }
}

/// Calls `__op__` of `x`, defaulting `__ne__` to the negation of `__eq__`.
fn rich(ctx: &mut dyn Ctx, x: Value, y: Value, s: Special) -> Result<Value, Exception> {
    if let Some(r) = call_special(ctx, x, s, &[y])? {
        return Ok(r);
    }
    if s == Special::ne
        && let Some(r) = call_special(ctx, x, Special::eq, &[y])?
    {
        if r == Value::NotImplemented {
            return Ok(r);
        }
        return Ok(Value::Bool(!truthy(ctx, r)?));
    }
    Ok(Value::NotImplemented)
}

/// `a op b`: whatever the special method returns (not always a bool).
pub fn compare(ctx: &mut dyn Ctx, op: CmpOp, a: Value, b: Value) -> Result<Value, Exception> {
    if !is_instance(a) && !is_instance(b) {
        return ops::compare_mut(ctx.heap(), op, a, b).map(Value::Bool);
    }
    let (fwd, refl) = cmp_names(op);
    let reflected_first = is_instance(b) && right_is_subclass(ctx, a, b);
    if reflected_first {
        let r = rich(ctx, b, a, refl)?;
        if r != Value::NotImplemented {
            return Ok(r);
        }
    }
    let r = rich(ctx, a, b, fwd)?;
    if r != Value::NotImplemented {
        return Ok(r);
    }
    if !reflected_first {
        let r = rich(ctx, b, a, refl)?;
        if r != Value::NotImplemented {
            return Ok(r);
        }
    }
    match op {
        CmpOp::Eq => Ok(Value::Bool(ops::identical(a, b))),
        CmpOp::Ne => Ok(Value::Bool(!ops::identical(a, b))),
        _ => {
            let heap = ctx.heap();
            Err(exc!(
                TypeError,
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                objects::type_name(heap, a),
                objects::type_name(heap, b)
            ))
        }
    }
}

/// `a op b` as a bool (for containers and sorting).
pub fn compare_bool(ctx: &mut dyn Ctx, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    let r = compare(ctx, op, a, b)?;
    match r {
        Value::Bool(t) => Ok(t),
        other => truthy(ctx, other),
    }
}

/// `bool(v)`.
pub fn truthy(ctx: &mut dyn Ctx, v: Value) -> Result<bool, Exception> {
    if !is_instance(v) {
        return Ok(ops::truthy(ctx.heap(), v));
    }
    if let Some(r) = call_special(ctx, v, Special::bool, &[])? {
        return match r {
            Value::Bool(b) => Ok(b),
            other => Err(exc!(
                TypeError,
                "__bool__ should return bool, returned {}",
                objects::type_name(ctx.heap(), other)
            )),
        };
    }
    if find(ctx, v, Special::len).is_some() {
        return Ok(len(ctx, v)? != 0);
    }
    Ok(true)
}

/// `len(v)`.
pub fn len(ctx: &mut dyn Ctx, v: Value) -> Result<i64, Exception> {
    if !is_instance(v) {
        return ops::len(ctx.heap(), v);
    }
    match call_special(ctx, v, Special::len, &[])? {
        Some(Value::Int(n)) if n >= 0 => Ok(n),
        Some(Value::Bool(b)) => Ok(b as i64),
        Some(Value::Int(_)) => Err(exc!(ValueError, "__len__() should return >= 0")),
        Some(Value::BigInt(_)) => Err(exc!(
            OverflowError,
            "cannot fit 'int' into an index-sized integer"
        )),
        Some(other) => Err(exc!(
            TypeError,
            "'{}' object cannot be interpreted as an integer",
            objects::type_name(ctx.heap(), other)
        )),
        None => Err(exc!(
            TypeError,
            "object of type '{}' has no len()",
            objects::type_name(ctx.heap(), v)
        )),
    }
}

/// `c[i]`.
pub fn getitem(ctx: &mut dyn Ctx, c: Value, i: Value) -> Result<Value, Exception> {
    if !is_instance(c) {
        return ops::subscript(ctx.heap(), c, i);
    }
    match call_special(ctx, c, Special::getitem, &[i])? {
        Some(r) => Ok(r),
        None => Err(exc!(
            TypeError,
            "'{}' object is not subscriptable",
            objects::type_name(ctx.heap(), c)
        )),
    }
}

/// `c[i] = v`.
pub fn setitem(ctx: &mut dyn Ctx, c: Value, i: Value, v: Value) -> Result<(), Exception> {
    if !is_instance(c) {
        return ops::store_subscript(ctx, c, i, v);
    }
    match call_special(ctx, c, Special::setitem, &[i, v])? {
        Some(_) => Ok(()),
        None => Err(exc!(
            TypeError,
            "'{}' object does not support item assignment",
            objects::type_name(ctx.heap(), c)
        )),
    }
}

/// `del c[i]`.
pub fn delitem(ctx: &mut dyn Ctx, c: Value, i: Value) -> Result<(), Exception> {
    if !is_instance(c) {
        return ops::delete_subscript(ctx.heap(), c, i);
    }
    match call_special(ctx, c, Special::delitem, &[i])? {
        Some(_) => Ok(()),
        None => Err(exc!(
            TypeError,
            "'{}' object doesn't support item deletion",
            objects::type_name(ctx.heap(), c)
        )),
    }
}

/// `needle in hay` for an instance `hay` (`__contains__`, else iteration).
pub fn contains(ctx: &mut dyn Ctx, needle: Value, hay: Value) -> Result<bool, Exception> {
    if !is_instance(hay) {
        return ops::contains_any(ctx, needle, hay);
    }
    if let Some(r) = call_special(ctx, hay, Special::contains, &[needle])? {
        return truthy(ctx, r);
    }
    if find(ctx, hay, Special::iter).is_some() {
        let it = iter(ctx, hay)?;
        ctx.heap().push_root(it);
        let r = (|| {
            while let Some(x) = next(ctx, it)? {
                if ops::identical(x, needle) || compare_bool(ctx, CmpOp::Eq, x, needle)? {
                    return Ok(true);
                }
            }
            Ok(false)
        })();
        ctx.heap().pop_roots(1);
        return r;
    }
    Err(exc!(
        TypeError,
        "argument of type '{}' is not iterable",
        objects::type_name(ctx.heap(), hay)
    ))
}

/// `iter(v)` for an instance: what its `__iter__` returns, which must be
/// an iterator.
pub fn iter(ctx: &mut dyn Ctx, v: Value) -> Result<Value, Exception> {
    match call_special(ctx, v, Special::iter, &[])? {
        Some(it) => {
            let ok = match it {
                Value::Instance(_) => find(ctx, it, Special::next).is_some(),
                Value::Iter(_) | Value::Generator(_) => true,
                _ => false,
            };
            if !ok {
                return Err(exc!(
                    TypeError,
                    "iter() returned non-iterator of type '{}'",
                    objects::type_name(ctx.heap(), it)
                ));
            }
            Ok(it)
        }
        None if find(ctx, v, Special::getitem).is_some() => objects::iter::new_iter(
            ctx.heap(),
            objects::iter::IterObj::GetItem { obj: v, index: 0 },
        ),
        None => Err(objects::not_iterable(ctx.heap(), v)),
    }
}

/// `next(it)` for an instance: its `__next__`, `None` at `StopIteration`.
pub fn next(ctx: &mut dyn Ctx, it: Value) -> Result<Option<Value>, Exception> {
    if !is_instance(it) {
        return ctx.next_of(it);
    }
    match call_special(ctx, it, Special::next, &[]) {
        Ok(Some(v)) => Ok(Some(v)),
        Ok(None) => Err(exc!(
            TypeError,
            "'{}' object is not an iterator",
            objects::type_name(ctx.heap(), it)
        )),
        Err(e) if e.kind == crate::error::ExcKind::StopIteration => Ok(None),
        Err(e) => Err(e),
    }
}

/// `hash(v)`.
pub fn hash(ctx: &mut dyn Ctx, v: Value) -> Result<i64, Exception> {
    if !is_instance(v) {
        return objects::hash::hash(ctx.heap(), v);
    }
    match find(ctx, v, Special::hash) {
        Some(Value::None) => Err(unhashable(ctx, v)),
        Some(f) => match call(ctx, f, v, &[])? {
            Value::Int(h) => Ok(if h == -1 { -2 } else { h }),
            Value::Bool(b) => Ok(b as i64),
            Value::BigInt(_) => {
                let r = call(ctx, f, v, &[])?;
                objects::hash::hash(ctx.heap(), r)
            }
            _ => Err(exc!(
                TypeError,
                "__hash__ method should return an integer"
            )),
        },
        None => {
            // A class that defines `__eq__` and not `__hash__` is
            // unhashable.
            if find(ctx, v, Special::eq).is_some() {
                return Err(unhashable(ctx, v));
            }
            objects::hash::hash(ctx.heap(), v)
        }
    }
}

fn unhashable(ctx: &mut dyn Ctx, v: Value) -> Exception {
    exc!(
        TypeError,
        "unhashable type: '{}'",
        objects::type_name(ctx.heap(), v)
    )
}

/// `repr(v)`, with the program's `__repr__`s (also inside containers).
pub fn repr(ctx: &mut dyn Ctx, v: Value) -> Result<String, Exception> {
    let mut out = String::new();
    crate::display::write_repr_ctx(&mut out, ctx, v)?;
    Ok(out)
}

/// `str(v)`.
pub fn str(ctx: &mut dyn Ctx, v: Value) -> Result<String, Exception> {
    let mut out = String::new();
    crate::display::write_str_ctx(&mut out, ctx, v)?;
    Ok(out)
}

/// The text a program-defined `__repr__` (`repr`) or `__str__` gives for
/// instance `v`, if its class defines one.
pub fn user_text(ctx: &mut dyn Ctx, v: Value, repr: bool) -> Result<Option<String>, Exception> {
    let s = if repr { Special::repr } else { Special::str };
    let Some(f) = find(ctx, v, s) else {
        if !repr {
            // `str()` falls back to `__repr__`.
            return user_text(ctx, v, true);
        }
        return Ok(None);
    };
    let r = call(ctx, f, v, &[])?;
    match r {
        Value::Str(t) => Ok(Some(String::from(ctx.heap().str(t)))),
        other => Err(exc!(
            TypeError,
            "{} returned non-string (type {})",
            s.text(),
            objects::type_name(ctx.heap(), other)
        )),
    }
}

/// `format(v, spec)`, with the program's `__format__` (or, for an empty
/// spec, its `__str__`).
pub fn format(ctx: &mut dyn Ctx, v: Value, spec: &str) -> Result<String, Exception> {
    if !is_instance(v) {
        return objects::format::format_value(ctx.heap(), v, spec);
    }
    if let Some(f) = find(ctx, v, Special::format) {
        let s = crate::ops::new_str(ctx.heap(), String::from(spec))?;
        return match call(ctx, f, v, &[s])? {
            Value::Str(t) => Ok(String::from(ctx.heap().str(t))),
            other => Err(exc!(
                TypeError,
                "__format__ must return a str, not {}",
                objects::type_name(ctx.heap(), other)
            )),
        };
    }
    if !spec.is_empty() {
        return Err(exc!(
            TypeError,
            "unsupported format string passed to {}.__format__",
            objects::type_name(ctx.heap(), v)
        ));
    }
    str(ctx, v)
}

/// `-v`, `+v`, `~v`, `abs(v)` of an instance.
pub fn unary(ctx: &mut dyn Ctx, s: Special, sym: &str, v: Value) -> Result<Value, Exception> {
    match call_special(ctx, v, s, &[])? {
        Some(r) => Ok(r),
        None => Err(exc!(
            TypeError,
            "bad operand type for {}: '{}'",
            sym,
            objects::type_name(ctx.heap(), v)
        )),
    }
}
