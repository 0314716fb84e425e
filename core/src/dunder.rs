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
use crate::heap::Heap;
use crate::objects::intern::Special;
use crate::objects::{self, class, instance};
use crate::ops;
use crate::value::Value;
use alloc::vec::Vec;

/// Special method `s` of `v`'s class, if `v` is an instance of a class of
/// the program that defines it (or inherits it from one).
pub fn find(ctx: &mut dyn Ctx, v: Value, s: Special) -> Option<Value> {
    let heap = ctx.heap();
    let cls = match v {
        Value::Instance(r) => instance::class_of(heap, r),
        // A class whose metaclass is the program's: its special methods.
        Value::Class(_) => class::user_metaclass(heap, v)?,
        _ => return None,
    };
    class::lookup(heap, cls, s.id())
}

/// Whether `v`'s special methods may be the program's: an instance, or a
/// class with a metaclass of the program.
fn dispatches(heap: &Heap, v: Value) -> bool {
    match v {
        Value::Instance(_) => true,
        Value::Class(_) => class::user_metaclass(heap, v).is_some(),
        _ => false,
    }
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
        // Not a descriptor, so not bound to the operand (CPython's
        // `lookup_maybe_method`): `__add__ = print` is called as
        // `print(other)`, as are a bound method's and a callable
        // instance's without `__get__`.
        Value::Builtin(_) | Value::BoundMethod(_) => ctx.call(f, Args::positional(args)),
        Value::Instance(r) if !has_get(ctx.heap(), r) => ctx.call(f, Args::positional(args)),
        _ => ctx.call(f, Args::positional(&all)),
    }
}

/// Whether instance `r`'s class has `__get__` (it is a descriptor).
fn has_get(heap: &Heap, r: crate::heap::ObjRef) -> bool {
    class::lookup(heap, instance::class_of(heap, r), Special::get.id()).is_some()
}

/// Calls special method `s` of `v` if it has one (its class's, else its
/// builtin base's: a `list` subclass's `__len__`).
pub fn call_special(
    ctx: &mut dyn Ctx,
    v: Value,
    s: Special,
    args: &[Value],
) -> Result<Option<Value>, Exception> {
    match find(ctx, v, s) {
        Some(Value::None) => Ok(None),
        Some(f) => call(ctx, f, v, args).map(Some),
        None => match base_special(ctx.heap(), v, s) {
            Some((base, attr)) => {
                call_on_base(ctx, v, base, attr, Args::positional(args)).map(Some)
            }
            None => Ok(None),
        },
    }
}

/// The builtin value of instance `v` and the method it has for special
/// method `s`, when `v`'s class derives from a builtin type and the
/// program's classes do not define `s`.
fn base_special(heap: &Heap, v: Value, s: Special) -> Option<(Value, objects::Attr)> {
    let base = instance::base_value(heap, v)?;
    let attr = objects::Attr::from_name(s.text())?;
    objects::builtin_dunders::has(base, attr).then_some((base, attr))
}

/// The builtin value of instance `v` when `v`'s class derives from a
/// builtin type and does not define special method `s`: the operation
/// then acts on that value directly.
fn base_for(ctx: &mut dyn Ctx, v: Value, s: Special) -> Option<Value> {
    let base = instance::base_value(ctx.heap(), v)?;
    find(ctx, v, s).is_none().then_some(base)
}

/// Whether `v` has special method `s`, its class's or its builtin base's.
fn has_special(ctx: &mut dyn Ctx, v: Value, s: Special) -> bool {
    find(ctx, v, s).is_some() || base_special(ctx.heap(), v, s).is_some()
}

/// Method `attr` of `base`, the builtin value of instance `inst`, called
/// as the builtin type's method runs on a subclass's instance: an operand
/// that is such an instance too counts as its builtin value (`L([1]) +
/// L([2])`), a dict subclass's `__getitem__` falls back on its
/// `__missing__`, and a result that is the builtin value itself (an
/// in-place operator) is the instance.
pub fn call_on_base(
    ctx: &mut dyn Ctx,
    inst: Value,
    base: Value,
    attr: objects::Attr,
    args: Args,
) -> Result<Value, Exception> {
    let operator = objects::builtin_dunders::is_operator(attr);
    let pos: Vec<Value> = if operator {
        let heap = ctx.heap();
        args.pos.iter().map(|a| instance::plain(heap, *a)).collect()
    } else {
        args.pos.to_vec()
    };
    let r = match objects::method::call_method(ctx, base, attr, Args { pos: &pos, ..args }) {
        Err(e)
            if e.kind == crate::error::ExcKind::KeyError
                && attr == objects::Attr::__getitem__
                && matches!(base, Value::Dict(_)) =>
        {
            match find(ctx, inst, Special::missing) {
                Some(f) => call(ctx, f, inst, &pos),
                None => Err(e),
            }
        }
        r => r,
    }?;
    Ok(if ops::changes_in_place(base) && ops::identical(r, base) {
        inst
    } else {
        r
    })
}

fn is_instance(v: Value) -> bool {
    matches!(v, Value::Instance(_))
}

/// The special methods of a binary operator: plain, reflected, in-place.
pub(crate) fn binop_names(op: BinOp) -> (Special, Special, Special) {
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
        BinOp::MatMul => (matmul, rmatmul, imatmul),
    }
}

fn type_of(ctx: &mut dyn Ctx, v: Value) -> Value {
    crate::builtins::type_of_value(ctx.heap(), v)
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
    binary_op_from(ctx, op, a, b, Tried::Nothing)
}

/// The function `a op b` (in place when `inplace`) runs first when the
/// interpreter can run it as a frame and tier 2 inline it: `a` an
/// instance whose class defines the forward method (`__add__`) as a plain
/// function that never rebinds its two parameters (`rebinds`), `b` not of
/// a proper subclass of `a`'s type (its reflected method would go first)
/// and, in place, no `__iadd__` and no mutable builtin base in the way.
fn binary_method(
    heap: &Heap,
    op: BinOp,
    inplace: bool,
    a: Value,
    b: Value,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<crate::heap::ObjRef> {
    let Value::Instance(r) = a else {
        return None;
    };
    let cls = instance::class_of(heap, r);
    let (fwd, _, iop) = binop_names(op);
    if inplace
        && (class::lookup(heap, cls, iop.id()).is_some()
            || ops::base_inplace_first(heap, a, op).is_some())
    {
        return None;
    }
    let (_, refl, _) = binop_names(op);
    forward_method(heap, a, b, fwd, Some(refl), rebinds)
}

/// Instance `a`'s special method `method` when its class defines it as a
/// plain function that never rebinds its two parameters (`rebinds`) and
/// `b`'s reflected method does not go first: what an operator runs as a
/// frame. (See [`reflected_goes_first`]; a comparison passes no
/// `overloaded`, an arithmetic operator its reflected method's name.)
fn forward_method(
    heap: &Heap,
    a: Value,
    b: Value,
    method: Special,
    overloaded: Option<Special>,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<crate::heap::ObjRef> {
    let Value::Instance(r) = a else {
        return None;
    };
    let Some(Value::Func(f)) = class::lookup(heap, instance::class_of(heap, r), method.id()) else {
        return None;
    };
    (!reflected_goes_first(heap, a, b, overloaded) && !rebinds(f)).then_some(f)
}

/// Whether `b`'s reflected method goes before `a`'s forward one: `b` an
/// instance of a proper subclass of `a`'s type and, for an arithmetic
/// operator (`overloaded`: its reflected method's name), one whose class
/// has that method and not the very one `a`'s type has (CPython's
/// `method_is_overloaded`; a comparison asks no more than the subclass).
fn reflected_goes_first(heap: &Heap, a: Value, b: Value, overloaded: Option<Special>) -> bool {
    let (ta, tb) = (
        crate::builtins::type_of_value(heap, a),
        crate::builtins::type_of_value(heap, b),
    );
    if !is_instance(b) || ta == tb || !class::is_subtype(heap, tb, ta) {
        return false;
    }
    overloaded.is_none_or(|refl| {
        let on_b = class::lookup(heap, tb, refl.id());
        on_b.is_some() && on_b != class::lookup(heap, ta, refl.id())
    })
}

/// The in-place method (`__iadd__`) `a op= b` runs first when the
/// interpreter can run it as a frame and tier 2 inline it: `a` an
/// instance of a class with no builtin base that defines it as a plain
/// function that never rebinds its two parameters (`rebinds`).
fn inplace_method(
    heap: &Heap,
    op: BinOp,
    a: Value,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<crate::heap::ObjRef> {
    let (_, _, iop) = binop_names(op);
    plain_class_method(heap, a, iop, rebinds)
}

/// Instance `v`'s special method `method`, when `v`'s class has no
/// builtin base and defines it as a plain function whose first two locals
/// stay its two operands (`rebinds` says they may not).
fn plain_class_method(
    heap: &Heap,
    v: Value,
    method: Special,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<crate::heap::ObjRef> {
    let Value::Instance(r) = v else {
        return None;
    };
    if instance::base_value(heap, v).is_some() {
        return None;
    }
    let Some(Value::Func(f)) = class::lookup(heap, instance::class_of(heap, r), method.id()) else {
        return None;
    };
    (!rebinds(f)).then_some(f)
}

/// The function `a op b` (in place when `inplace`) runs when the
/// interpreter can run it as a frame and tier 2 inline it, `a` being a
/// number (whose own operation knows no instance): `b` an instance of a
/// class with no builtin base that defines the reflected method
/// (`__radd__`) as a plain function that never rebinds its two
/// parameters (`rebinds`).
fn binary_reflected_method(
    heap: &Heap,
    op: BinOp,
    a: Value,
    b: Value,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<crate::heap::ObjRef> {
    if !matches!(a, Value::Int(_) | Value::Float(_) | Value::Bool(_)) {
        return None;
    }
    let (_, refl, _) = binop_names(op);
    plain_class_method(heap, b, refl, rebinds)
}

/// The method `a op b` (in place when `inplace`) runs as a frame, and
/// which it is: `a`'s in-place one ([`inplace_method`]), else its forward
/// one ([`binary_method`]), else `b`'s reflected one
/// ([`binary_reflected_method`]); `None` leaves the operation to Rust.
pub fn binary_frame_method(
    heap: &Heap,
    op: BinOp,
    inplace: bool,
    a: Value,
    b: Value,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<(crate::heap::ObjRef, BinaryFrame)> {
    if inplace && let Some(f) = inplace_method(heap, op, a, &rebinds) {
        return Some((f, BinaryFrame::InPlace));
    }
    if let Some(f) = binary_method(heap, op, inplace, a, b, &rebinds) {
        return Some((f, BinaryFrame::Forward));
    }
    binary_reflected_method(heap, op, a, b, &rebinds).map(|f| (f, BinaryFrame::Reflected))
}

/// Which method a binary operation's frame ran.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum BinaryFrame {
    /// `a`'s forward one ([`binary_method`]).
    Forward,
    /// `b`'s reflected one ([`binary_reflected_method`]).
    Reflected,
    /// `a`'s in-place one ([`inplace_method`]).
    InPlace,
}

/// `a op b` once the method a frame ran (`ran`) returned `NotImplemented`:
/// the methods that go after it, then what CPython does when none knows.
pub fn binary_after_frame(
    ctx: &mut dyn Ctx,
    op: BinOp,
    inplace: bool,
    ran: BinaryFrame,
    a: Value,
    b: Value,
) -> Result<Value, Exception> {
    let tried = match ran {
        BinaryFrame::Forward => Tried::Forward,
        BinaryFrame::Reflected => Tried::Both,
        BinaryFrame::InPlace => Tried::Nothing,
    };
    let r = binary_op_from(ctx, op, a, b, tried);
    match r {
        Err(e) if inplace && ops::gave_up(&e) => {
            let mut sym = String::from(op.symbol());
            sym.push('=');
            Err(unsupported(ctx, &sym, a, b))
        }
        other => other,
    }
}

/// Which of the operands' special methods a binary operation already ran
/// (each answered `NotImplemented`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tried {
    Nothing,
    Forward,
    Both,
}

/// `a op b`, the special methods `tried` already run.
fn binary_op_from(
    ctx: &mut dyn Ctx,
    op: BinOp,
    a: Value,
    b: Value,
    tried: Tried,
) -> Result<Value, Exception> {
    if !is_instance(a) {
        // `%` formatting may need the program's `__str__`/`__repr__`.
        match (op, a) {
            (BinOp::Mod, Value::Str(f)) => {
                let fmt = crate::heap::headroom::copy_str(ctx.heap().str(f))?;
                return objects::format::percent_format(ctx, &fmt, b);
            }
            (BinOp::Mod, Value::Bytes(f) | Value::ByteArray(f)) => {
                let fmt = alloc::vec::Vec::from(ctx.heap().bytes(f));
                let ba = matches!(a, Value::ByteArray(_));
                return objects::format::percent_format_bytes(ctx, &fmt, b, ba);
            }
            _ => {}
        }
    }
    if !is_instance(a) && !is_instance(b) {
        return match (op, a, b) {
            // A merge whose keys have the program's `__hash__`/`__eq__`.
            (BinOp::Or, Value::Dict(x), Value::Dict(_)) => {
                match ops::binary_op(ctx.heap(), op, a, b) {
                    Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                        let copy = ctx
                            .heap()
                            .dict(x)
                            .cloned()
                            .ok_or_else(|| exc!(SystemError, "dangling dict"))?;
                        let d =
                            objects::alloc(ctx.heap(), objects::Object::Dict(copy), Value::Dict)?;
                        let Value::Dict(r) = d else {
                            return Err(exc!(SystemError, "dict"));
                        };
                        ctx.heap().push_root(d);
                        let merged = objects::dict::update(ctx, r, b);
                        ctx.heap().pop_roots(1);
                        merged.map(|()| d)
                    }
                    r => r,
                }
            }
            (
                BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor,
                Value::Set(_),
                Value::Set(_) | Value::FrozenSet(_),
            ) => match ops::binary_op(ctx.heap(), op, a, b) {
                Err(e) if e.kind == crate::error::ExcKind::NeedsVm => set_algebra(ctx, op, a, b),
                r => r,
            },
            _ => ops::binary_op(ctx.heap(), op, a, b),
        };
    }
    let (fwd, refl, _) = binop_names(op);
    let answered = match tried {
        Tried::Nothing => special_pair(ctx, Some(op), fwd, refl, a, b)?,
        Tried::Forward => reflected_after_forward(ctx, refl, a, b)?,
        Tried::Both => None,
    };
    if let Some(r) = answered {
        return Ok(r);
    }
    // A sequence repeated by an object with `__index__` (`"ab" * n`).
    if op == BinOp::Mul {
        let is_seq = |v: Value| {
            matches!(
                v,
                Value::Str(_)
                    | Value::List(_)
                    | Value::Tuple(_)
                    | Value::Bytes(_)
                    | Value::ByteArray(_)
            )
        };
        let (seq, n) = if is_seq(a) { (a, b) } else { (b, a) };
        if is_seq(seq)
            && is_instance(n)
            && let Some(i) = index(ctx, n)?
        {
            return ops::binary_op(ctx.heap(), op, seq, i);
        }
    }
    // A builtin operand has the last word (`"s" * obj`, `obj * "s"`,
    // `[1] + L([2])` for a `list` subclass `L`).
    let (pa, pb) = {
        let heap = ctx.heap();
        (instance::plain(heap, a), instance::plain(heap, b))
    };
    if (!is_instance(pa) || !is_instance(pb)) && !builtins_refuse(ctx, op, a, b, pa, pb) {
        // The error names the operands' own types (`'Counter' and
        // 'dict'`), not their builtin bases'.
        return match ops::binary_op(ctx.heap(), op, pa, pb) {
            Err(e) if ops::gave_up(&e) => {
                // The same message (`** or pow()` included) with the
                // operands' own type names.
                let what = e.message.split(": '").next().unwrap_or("");
                let heap = ctx.heap();
                Err(exc!(
                    TypeError,
                    "{}: '{}' and '{}'",
                    what,
                    objects::type_name(heap, a),
                    objects::type_name(heap, b)
                ))
            }
            other => other,
        };
    }
    let sym = if op == BinOp::Pow {
        "** or pow()"
    } else {
        op.symbol()
    };
    Err(unsupported(ctx, sym, a, b))
}

/// Whether no builtin method is left to answer `a op b` (builtin values
/// `pa`, `pb`) once the operands' own special methods gave up. A class
/// that defines the forward method hides its builtin base's, as CPython's
/// slots do (even the sequence concatenation and repetition), and one
/// defining the reflected method hides its base's reflected one; a
/// number's method takes only numbers of its rank or below (`float`'s
/// takes an `int`, `int`'s no `float`); of the other builtin types only
/// a set's or dict's operators and a sequence's repetition answer for a
/// right operand.
fn builtins_refuse(ctx: &mut dyn Ctx, op: BinOp, a: Value, b: Value, pa: Value, pb: Value) -> bool {
    let (fwd, refl, _) = binop_names(op);
    let a_hides = is_instance(a) && find(ctx, a, fwd).is_some();
    let b_hides = is_instance(b) && find(ctx, b, refl).is_some();
    match (number_rank(pa), number_rank(pb)) {
        // Neither `a`'s method (when its class leaves it) takes `b`'s
        // rank nor `b`'s takes `a`'s.
        (Some(x), Some(y)) => (a_hides || y > x) && (b_hides || x > y),
        _ => {
            let a_has_base = is_instance(a) && !is_instance(pa);
            let b_takes = !b_hides
                && matches!(
                    (pb, op),
                    (
                        Value::Set(_) | Value::FrozenSet(_),
                        BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor,
                    ) | (Value::Dict(_), BinOp::Or)
                        | (
                            Value::Str(_)
                                | Value::List(_)
                                | Value::Tuple(_)
                                | Value::Bytes(_)
                                | Value::ByteArray(_),
                            BinOp::Mul,
                        )
                );
            a_hides && a_has_base && !b_takes
        }
    }
}

/// A binary operation through the operands' special methods `fwd` and its
/// reflection `refl`, in CPython's order (the right operand's first when
/// its class is a proper subclass of the left's; a builtin number on the
/// left answers for operator `op` before the right's reflected method
/// when it takes the right's builtin value): `None` when neither has one
/// or both answered `NotImplemented`.
fn special_pair(
    ctx: &mut dyn Ctx,
    op: Option<BinOp>,
    fwd: Special,
    refl: Special,
    a: Value,
    b: Value,
) -> Result<Option<Value>, Exception> {
    let reflected_first = reflected_goes_first(ctx.heap(), a, b, Some(refl));
    if reflected_first
        && let Some(r) = call_special(ctx, b, refl, &[a])?
        && r != Value::NotImplemented
    {
        return Ok(Some(r));
    }
    if let Some(r) = call_special(ctx, a, fwd, &[b])?
        && r != Value::NotImplemented
    {
        return Ok(Some(r));
    }
    // A number's own method takes a number of its rank or below, also an
    // instance's builtin value (`True + Y(3)` with `Y(int)`, whose type is
    // no subclass of `bool`): it answers before `b`'s reflected method.
    if !reflected_first
        && let Some(op) = op
        && let Some(base) = instance::base_value(ctx.heap(), b)
        && number_rank(a)
            .zip(number_rank(base))
            .is_some_and(|(x, y)| y <= x)
    {
        return ops::binary_op(ctx.heap(), op, a, base).map(Some);
    }
    if !reflected_first
        && type_of(ctx, a) != type_of(ctx, b)
        && let Some(r) = call_special(ctx, b, refl, &[a])?
        && r != Value::NotImplemented
    {
        return Ok(Some(r));
    }
    Ok(None)
}

/// A builtin number's place in the tower whose methods take the ranks
/// below their own: int (and bool), float, complex.
fn number_rank(v: Value) -> Option<u8> {
    match v {
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) => Some(0),
        Value::Float(_) => Some(1),
        Value::Complex(_) => Some(2),
        _ => None,
    }
}

/// The last step of [`special_pair`] on its own: `b`'s reflected method
/// after `a`'s forward one answered `NotImplemented` (never first: then
/// no frame ran the forward one).
fn reflected_after_forward(
    ctx: &mut dyn Ctx,
    refl: Special,
    a: Value,
    b: Value,
) -> Result<Option<Value>, Exception> {
    if type_of(ctx, a) != type_of(ctx, b)
        && let Some(r) = call_special(ctx, b, refl, &[a])?
        && r != Value::NotImplemented
    {
        return Ok(Some(r));
    }
    Ok(None)
}

/// `divmod(a, b)` with an instance operand: its `__divmod__` or the other's
/// `__rdivmod__`.
pub fn divmod(ctx: &mut dyn Ctx, a: Value, b: Value) -> Result<Value, Exception> {
    match special_pair(ctx, None, Special::divmod, Special::rdivmod, a, b)? {
        Some(r) => Ok(r),
        None => {
            let (pa, pb) = {
                let heap = ctx.heap();
                (instance::plain(heap, a), instance::plain(heap, b))
            };
            if is_instance(pa) || is_instance(pb) {
                return Err(unsupported(ctx, "divmod()", a, b));
            }
            ctx.call(
                Value::Builtin(crate::builtins::Builtin::Divmod),
                Args::positional(&[pa, pb]),
            )
        }
    }
}

/// `pow(a, b, m)` with an instance operand: three-argument power calls
/// only the left operand's `__pow__` (CPython never reflects it).
pub fn pow3(ctx: &mut dyn Ctx, a: Value, b: Value, m: Value) -> Result<Value, Exception> {
    if let Some(r) = call_special(ctx, a, Special::pow, &[b, m])?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    let heap = ctx.heap();
    Err(exc!(
        TypeError,
        "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
        objects::type_name(heap, a),
        objects::type_name(heap, b),
        objects::type_name(heap, m)
    ))
}

/// `a op= b`.
pub fn inplace_op(ctx: &mut dyn Ctx, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    if ops::changes_in_place(a) && is_instance(b) {
        return inplace_on_builtin(ctx, op, a, b);
    }
    if (!is_instance(a) && !is_instance(b)) || ops::changes_in_place(a) {
        return ops::inplace_op(ctx, op, a, b);
    }
    let (_, _, inplace) = binop_names(op);
    if let Some(r) = call_special(ctx, a, inplace, &[b])?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    // A builtin base whose in-place method goes first changes in place
    // (`l += [x]` on a `list` subclass's instance keeps the instance); a
    // set's or dict's that gives up leaves it to the class's methods.
    if let Some(base) = ops::base_inplace_first(ctx.heap(), a, op) {
        match ops::inplace_op(ctx, op, a, b) {
            Err(e) if ops::gave_up(&e) && matches!(base, Value::Set(_) | Value::Dict(_)) => {}
            other => return other,
        }
    }
    let mut sym = String::from(op.symbol());
    sym.push('=');
    match binary_op(ctx, op, a, b) {
        Err(e) if ops::gave_up(&e) => Err(unsupported(ctx, &sym, a, b)),
        other => other,
    }
}

/// `a op= b`, `a` a mutable builtin value and `b` an instance, in
/// CPython's order: a list or bytearray concatenated or repeated has no
/// number slot, so `b`'s reflected method (`__radd__`) goes first; a set
/// or dict's own in-place method goes first, and `b`'s reflected one only
/// when it gives up (the operands' types do not mix).
fn inplace_on_builtin(
    ctx: &mut dyn Ctx,
    op: BinOp,
    a: Value,
    b: Value,
) -> Result<Value, Exception> {
    let (_, refl, _) = binop_names(op);
    // Only the class's own reflected method: a builtin base's (Trellis's
    // sequences have a `__radd__`, CPython's none) never goes before the
    // in-place method.
    let reflected = |ctx: &mut dyn Ctx| match find(ctx, b, refl) {
        Some(f) if f != Value::None => call(ctx, f, b, &[a]).map(Some),
        _ => Ok(None),
    };
    let sequence = matches!(a, Value::List(_) | Value::ByteArray(_));
    if sequence
        && let Some(r) = reflected(ctx)?
        && r != Value::NotImplemented
    {
        return Ok(r);
    }
    // What the builtin in-place method reads of `b`: a repeat count's int
    // value; a bytearray's added bytes (CPython reads the buffer); a
    // set's other set. A list's added items come from iterating `b`, its
    // `__iter__` too.
    let heap = ctx.heap();
    let operand = match (a, instance::base_value(heap, b)) {
        (_, Some(v @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_)))) if op == BinOp::Mul => v,
        (Value::ByteArray(_), Some(v @ (Value::Bytes(_) | Value::ByteArray(_)))) => v,
        (Value::Set(_), Some(v @ (Value::Set(_) | Value::FrozenSet(_)))) => v,
        _ => b,
    };
    match ops::inplace_op(ctx, op, a, operand) {
        Err(e) if !sequence && ops::gave_up(&e) => {
            if let Some(r) = reflected(ctx)?
                && r != Value::NotImplemented
            {
                return Ok(r);
            }
            let mut sym = String::from(op.symbol());
            sym.push('=');
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
        let is_set = |v: Value| matches!(v, Value::Set(_) | Value::FrozenSet(_));
        return match ops::compare_mut(ctx.heap(), op, a, b) {
            Err(e) if e.kind == crate::error::ExcKind::NeedsVm && is_set(a) && is_set(b) => {
                set_compare(ctx, op, a, b).map(Value::Bool)
            }
            Err(e) if e.kind == crate::error::ExcKind::NeedsVm => match op {
                CmpOp::Eq => equal(ctx, a, b).map(Value::Bool),
                CmpOp::Ne => equal(ctx, a, b).map(|e| Value::Bool(!e)),
                _ => order_slow(ctx, op, a, b).map(Value::Bool),
            },
            r => r.map(Value::Bool),
        };
    }
    let (fwd, refl) = cmp_names(op);
    let reflected_first = reflected_goes_first(ctx.heap(), a, b, None);
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
    compare_fallback(ctx, op, a, b)
}

/// The function of `a`'s class that `a op b` runs as a frame of the
/// dispatch loop, for an ordering (`<`, `<=`, `>`, `>=`) whose left
/// operand is an instance: its special method, when it is a plain function
/// that never rebinds its two parameters (`rebinds` says that of a
/// function; the interpreter finds them there when it returns
/// `NotImplemented`) and `b`'s reflected method does not go first.
///
/// Also `!=` on an instance of a class with no `__ne__` and no builtin
/// base: `object.__ne__` runs the class's `__eq__` and negates its answer,
/// so that `__eq__` is the frame. With the function comes the frame's
/// `aux`: the comparison, or [`NE_BY_EQ`].
pub fn order_method(
    heap: &Heap,
    op: CmpOp,
    a: Value,
    b: Value,
    rebinds: impl Fn(crate::heap::ObjRef) -> bool,
) -> Option<(crate::heap::ObjRef, u32)> {
    if let Some(f) = forward_method(heap, a, b, cmp_names(op).0, None, &rebinds) {
        return Some((f, op as u32));
    }
    let (CmpOp::Ne, Value::Instance(r)) = (op, a) else {
        return None;
    };
    let cls = instance::class_of(heap, r);
    let plain = |c: &crate::objects::class::ClassObj| c.builtin_base.is_none();
    if class::lookup(heap, cls, Special::ne.id()).is_some()
        || !matches!(cls, Value::Class(c) if heap.class(c).is_some_and(plain))
    {
        return None;
    }
    forward_method(heap, a, b, Special::eq, None, rebinds).map(|f| (f, NE_BY_EQ))
}

/// The `aux` of a comparison frame running `__eq__` for `!=` (see
/// [`order_method`]): its answer is negated, and a `NotImplemented` goes
/// on as `!=`'s.
pub const NE_BY_EQ: u32 = 0x100 | CmpOp::Ne as u32;

/// What a comparison frame with `aux` (see [`order_method`]) gives for
/// the value `v` its method returned, with the operands `a` and `b`.
pub fn compare_frame_result(
    ctx: &mut dyn Ctx,
    aux: u32,
    v: Value,
    a: Value,
    b: Value,
) -> Result<Value, Exception> {
    let op = if aux == NE_BY_EQ {
        if v != Value::NotImplemented {
            return Ok(Value::Bool(!truthy(ctx, v)?));
        }
        CmpOp::Ne
    } else {
        if v != Value::NotImplemented {
            return Ok(v);
        }
        CmpOp::from_u32(aux)
            .ok_or_else(|| exc!(SystemError, "a comparison frame without its operation"))?
    };
    compare_after_forward(ctx, op, a, b)
}

/// `a op b` once `a`'s method (run as a frame, see [`order_method`])
/// returned `NotImplemented`: `b`'s reflected method, then CPython's
/// answer when neither knows.
pub fn compare_after_forward(
    ctx: &mut dyn Ctx,
    op: CmpOp,
    a: Value,
    b: Value,
) -> Result<Value, Exception> {
    let r = rich(ctx, b, a, cmp_names(op).1)?;
    if r != Value::NotImplemented {
        return Ok(r);
    }
    compare_fallback(ctx, op, a, b)
}

/// `a op b` when no special method knows: identity for `==` and `!=`, a
/// `TypeError` for the orderings.
fn compare_fallback(ctx: &mut dyn Ctx, op: CmpOp, a: Value, b: Value) -> Result<Value, Exception> {
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
    if !dispatches(ctx.heap(), v) {
        return Ok(ops::truthy(ctx.heap(), v));
    }
    if let Some(r) = call_special(ctx, v, Special::bool, &[])? {
        return bool_result(ctx.heap(), r);
    }
    if has_special(ctx, v, Special::len) {
        return Ok(len(ctx, v)? != 0);
    }
    Ok(true)
}

/// What `__bool__` returned, checked as `bool()` checks it.
pub fn bool_result(heap: &Heap, r: Value) -> Result<bool, Exception> {
    match r {
        Value::Bool(b) => Ok(b),
        other => Err(exc!(
            TypeError,
            "__bool__ should return bool, returned {}",
            objects::type_name(heap, other)
        )),
    }
}

/// `len(v)`.
pub fn len(ctx: &mut dyn Ctx, v: Value) -> Result<i64, Exception> {
    if !dispatches(ctx.heap(), v) {
        return ops::len(ctx.heap(), v);
    }
    if let Some(base) = base_for(ctx, v, Special::len) {
        return len(ctx, base);
    }
    match call_special(ctx, v, Special::len, &[])? {
        Some(r) => len_result(ctx.heap(), r),
        None => Err(exc!(
            TypeError,
            "object of type '{}' has no len()",
            objects::type_name(ctx.heap(), v)
        )),
    }
}

/// What `__len__` returned, checked as `len()` checks it.
pub fn len_result(heap: &Heap, r: Value) -> Result<i64, Exception> {
    match r {
        Value::Int(n) if n >= 0 => Ok(n),
        Value::Bool(b) => Ok(b as i64),
        Value::Int(_) => Err(exc!(ValueError, "__len__() should return >= 0")),
        Value::BigInt(_) => Err(exc!(
            OverflowError,
            "cannot fit 'int' into an index-sized integer"
        )),
        other => Err(exc!(
            TypeError,
            "'{}' object cannot be interpreted as an integer",
            objects::type_name(heap, other)
        )),
    }
}

/// The special method a truth test of instance `v` calls, when its class
/// defines it as a plain function: `__bool__`, or `__len__` when there is
/// no `__bool__`. The interpreter runs such a call as a frame of its
/// dispatch loop, which tier 2 can inline; other truth tests of instances
/// go through [`truthy`].
pub fn truth_function(heap: &Heap, v: Value) -> Option<(Value, Special)> {
    let Value::Instance(r) = v else {
        return None;
    };
    let cls = instance::class_of(heap, r);
    let by = match class::lookup(heap, cls, Special::bool.id()) {
        Some(f) => (f, Special::bool),
        None => (class::lookup(heap, cls, Special::len.id())?, Special::len),
    };
    matches!(by.0, Value::Func(_)).then_some(by)
}

/// `__len__` of instance `v`'s class, when it is a plain function (which
/// `len(v)` then calls as a frame, as [`truth_function`]'s are).
pub fn len_function(heap: &Heap, v: Value) -> Option<Value> {
    plain_special(heap, v, Special::len)
}

/// The plain function `next(v)` runs as a frame: its class's `__next__`.
pub fn next_function(heap: &Heap, v: Value) -> Option<Value> {
    plain_special(heap, v, Special::next)
}

/// Special method `s` of instance `v`'s class, when a plain function.
fn plain_special(heap: &Heap, v: Value, s: Special) -> Option<Value> {
    let Value::Instance(r) = v else {
        return None;
    };
    let cls = instance::class_of(heap, r);
    class::lookup(heap, cls, s.id()).filter(|f| matches!(f, Value::Func(_)))
}

/// A sequence's subscript: an instance with `__index__` is that int.
fn seq_index(ctx: &mut dyn Ctx, c: Value, i: Value) -> Result<Value, Exception> {
    let seq = matches!(
        c,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Range(_)
    );
    if !seq {
        return Ok(i);
    }
    // A slice with bounds of the program's classes: their `__index__`.
    if let Value::Slice(r) = i
        && let Some(sl) = ctx.heap().slice(r)
        && [sl.start, sl.stop, sl.step].iter().any(|v| is_instance(*v))
    {
        let mut b = [sl.start, sl.stop, sl.step];
        for v in &mut b {
            if is_instance(*v) {
                *v = index(ctx, *v)?.ok_or_else(|| {
                    exc!(
                        TypeError,
                        "slice indices must be integers or None or have an __index__ method"
                    )
                })?;
            }
        }
        return objects::slice::new_slice(ctx.heap(), b[0], b[1], b[2]);
    }
    if !is_instance(i) {
        return Ok(i);
    }
    Ok(index(ctx, i)?.unwrap_or(i))
}

/// What `__index__` or `__int__` (`name`) returned, as an int.
fn int_result(ctx: &mut dyn Ctx, r: Option<Value>, name: &str) -> Result<Option<Value>, Exception> {
    match r {
        Some(Value::Bool(b)) => Ok(Some(Value::Int(b as i64))),
        Some(r) if r.is_int() => Ok(Some(r)),
        Some(r) => Err(exc!(
            TypeError,
            "{} returned non-int (type {})",
            name,
            objects::type_name(ctx.heap(), r)
        )),
        None => Ok(None),
    }
}

/// `v.__index__()` for an instance whose class defines it.
pub fn index(ctx: &mut dyn Ctx, v: Value) -> Result<Option<Value>, Exception> {
    let r = call_special(ctx, v, Special::index, &[])?;
    int_result(ctx, r, "__index__")
}

/// `int(v)` for an instance: its `__int__`, else its `__index__`.
pub fn int(ctx: &mut dyn Ctx, v: Value) -> Result<Option<Value>, Exception> {
    match call_special(ctx, v, Special::int, &[])? {
        None => index(ctx, v),
        r => int_result(ctx, r, "__int__"),
    }
}

/// `float(v)` for an instance: its `__float__`, else its `__index__`.
pub fn float(ctx: &mut dyn Ctx, v: Value) -> Result<Option<Value>, Exception> {
    match call_special(ctx, v, Special::float, &[])? {
        Some(r @ Value::Float(_)) => Ok(Some(r)),
        Some(r) => {
            let heap = ctx.heap();
            Err(exc!(
                TypeError,
                "{}.__float__ returned non-float (type {})",
                objects::type_name(heap, v),
                objects::type_name(heap, r)
            ))
        }
        None => match index(ctx, v)? {
            Some(i) => objects::int::value_to_f64(ctx.heap(), i)
                .map(Value::Float)
                .map(Some),
            None => Ok(None),
        },
    }
}

/// `round(v[, ndigits])` for an instance: its `__round__`.
pub fn round(ctx: &mut dyn Ctx, v: Value, ndigits: Option<Value>) -> Result<Value, Exception> {
    let args: &[Value] = match &ndigits {
        Some(n) => core::slice::from_ref(n),
        None => &[],
    };
    match call_special(ctx, v, Special::round, args)? {
        Some(r) => Ok(r),
        None if instance::base_value(ctx.heap(), v).is_some() => {
            let mut all = alloc::vec![instance::plain(ctx.heap(), v)];
            all.extend_from_slice(args);
            ctx.call(
                Value::Builtin(crate::builtins::Builtin::Round),
                Args::positional(&all),
            )
        }
        None => Err(exc!(
            TypeError,
            "type {} doesn't define __round__ method",
            objects::type_name(ctx.heap(), v)
        )),
    }
}

/// The builtin types whose subscription makes a generic alias
/// (`list[int]`).
pub(crate) fn generic_builtin(b: crate::builtins::Builtin) -> bool {
    use crate::builtins::Builtin::*;
    matches!(b, List | Dict | Tuple | Set | FrozenSet | Type)
}

/// `list[int]`: a `types.GenericAlias` when the program has loaded
/// `collections.abc` (which defines it; `typing` imports it), else the
/// type itself, which serves as the alias where nothing inspects it.
fn generic_alias(ctx: &mut dyn Ctx, t: Value, args: Value) -> Result<Value, Exception> {
    let abc = ctx.vm_query(crate::modules::VmQuery::LoadedModule("collections.abc"))?;
    if abc == Value::None {
        return Ok(t);
    }
    let alias = ctx.get_attribute(abc, "_GenericAlias")?;
    ctx.call(alias, crate::args::Args::positional(&[t, args]))
}

/// `c[i]`.
pub fn getitem(ctx: &mut dyn Ctx, c: Value, i: Value) -> Result<Value, Exception> {
    // A metaclass's `__getitem__` comes before `__class_getitem__`.
    if let Value::Class(_) = c
        && let Some(r) = call_special(ctx, c, Special::getitem, &[i])?
    {
        return Ok(r);
    }
    if let Value::Class(_) = c {
        // `C[i]` calls `C.__class_getitem__(i)` (a class method without
        // being declared one).
        let name = ctx.heap().names.intern("__class_getitem__");
        let f = match objects::class::lookup(ctx.heap(), c, name) {
            Some(Value::Wrapper(w)) => match ctx.heap().wrapper(w) {
                Some(objects::function::WrapperObj::ClassMethod(f)) => Some(f),
                _ => None,
            },
            other => other,
        };
        if let Some(f) = f {
            return ctx.call(f, crate::args::Args::positional(&[c, i]));
        }
        // A class deriving from a builtin type has its generic alias
        // (`L[int]`), taken as the class itself, as `list[int]` is.
        if instance::builtin_base_of(ctx.heap(), c).is_some() {
            return Ok(c);
        }
        // A class of the program's without either.
        return Err(exc!(
            TypeError,
            "type '{}' is not subscriptable",
            objects::class::type_value_name(ctx.heap(), c)
        ));
    }
    if let Value::Builtin(b) = c
        && generic_builtin(b)
    {
        return generic_alias(ctx, c, i);
    }
    if !is_instance(c) {
        let i = seq_index(ctx, c, i)?;
        return with_guest_key(ctx, c, i, &mut |heap| ops::subscript(heap, c, i));
    }
    if let Some(base) = base_for(ctx, c, Special::getitem) {
        return match getitem(ctx, base, i) {
            // A dict subclass's `__missing__`.
            Err(e)
                if e.kind == crate::error::ExcKind::KeyError && matches!(base, Value::Dict(_)) =>
            {
                match find(ctx, c, Special::missing) {
                    Some(f) => call(ctx, f, c, &[i]),
                    None => Err(e),
                }
            }
            r => r,
        };
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
    if let Value::Dict(r) = c {
        return with_guest_key(ctx, c, i, &mut |heap| objects::dict::set(heap, r, i, v));
    }
    if !is_instance(c) {
        let i = seq_index(ctx, c, i)?;
        return ops::store_subscript(ctx, c, i, v);
    }
    if let Some(base) = base_for(ctx, c, Special::setitem) {
        return setitem(ctx, base, i, v);
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
        let i = seq_index(ctx, c, i)?;
        return with_guest_key(ctx, c, i, &mut |heap| ops::delete_subscript(heap, c, i));
    }
    if let Some(base) = base_for(ctx, c, Special::delitem) {
        return delitem(ctx, base, i);
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
    match hay {
        Value::Dict(_) | Value::Set(_) | Value::FrozenSet(_) => {
            return with_guest_key(ctx, hay, needle, &mut |heap| {
                ops::contains(heap, needle, hay)
            });
        }
        Value::List(_) | Value::Tuple(_) => {
            return match ops::contains(ctx.heap(), needle, hay) {
                Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                    let items = crate::heap::headroom::copy(ctx.heap().seq(hay))?;
                    for x in items {
                        if equal(ctx, x, needle)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
                r => r,
            };
        }
        _ => {}
    }
    if !dispatches(ctx.heap(), hay) {
        // `S("a") in "abc"` for a `str` subclass `S`.
        let needle = match hay {
            Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) => {
                instance::plain(ctx.heap(), needle)
            }
            _ => needle,
        };
        return ops::contains_any(ctx, needle, hay);
    }
    if let Some(base) = base_for(ctx, hay, Special::contains) {
        return contains(ctx, needle, base);
    }
    if let Some(r) = call_special(ctx, hay, Special::contains, &[needle])? {
        return truthy(ctx, r);
    }
    if has_special(ctx, hay, Special::iter) || has_special(ctx, hay, Special::getitem) {
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
        None if has_special(ctx, v, Special::getitem) => objects::iter::new_iter(
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

/// Runs `op`, a dict or set operation on `key` in `container`, after the
/// program's `__hash__` of the key and `__eq__` against the keys it would
/// meet have run (their results wait in the heap's oracles while `op`
/// runs, which then needs no guest code).
pub fn with_guest_key<T>(
    ctx: &mut dyn Ctx,
    container: Value,
    key: Value,
    op: &mut dyn FnMut(&mut crate::heap::Heap) -> Result<T, Exception>,
) -> Result<T, Exception> {
    match op(ctx.heap()) {
        Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {}
        r => return r,
    }
    let h = hash(ctx, key)?;
    let (hash_mark, eq_mark) = {
        let heap = ctx.heap();
        (heap.hash_oracle.len(), heap.eq_oracle.len())
    };
    ctx.heap().hash_oracle.push((key, h));
    let candidates = {
        let heap = ctx.heap();
        match container {
            Value::Dict(r) => heap.dict(r).map(|d| d.candidates(h)).unwrap_or_default(),
            Value::Set(r) | Value::FrozenSet(r) => {
                heap.set(r).map(|s| s.candidates(h)).unwrap_or_default()
            }
            _ => alloc::vec::Vec::new(),
        }
    };
    let mut res = Ok(());
    for c in candidates {
        if ops::identical(c, key) {
            continue;
        }
        match equal(ctx, c, key) {
            Ok(r) => ctx.heap().eq_oracle.push((c, key, r)),
            Err(e) => {
                res = Err(e);
                break;
            }
        }
    }
    let out = res.and_then(|_| op(ctx.heap()));
    let heap = ctx.heap();
    heap.hash_oracle.truncate(hash_mark);
    heap.eq_oracle.truncate(eq_mark);
    out
}

/// Adds `key` to set `s` (running the program's `__hash__`/`__eq__`).
pub fn set_add(ctx: &mut dyn Ctx, s: Value, key: Value) -> Result<(), Exception> {
    let Value::Set(r) = s else {
        return Err(exc!(SystemError, "not a set"));
    };
    with_guest_key(ctx, s, key, &mut |heap| objects::set::add(heap, r, key))
}

/// `d[key] = v` (running the program's `__hash__`/`__eq__`).
pub fn dict_set(ctx: &mut dyn Ctx, d: Value, key: Value, v: Value) -> Result<(), Exception> {
    let Value::Dict(r) = d else {
        return Err(exc!(SystemError, "not a dict"));
    };
    with_guest_key(ctx, d, key, &mut |heap| objects::dict::set(heap, r, key, v))
}

/// `a == b` as a bool, with the program's `__eq__` (also between the items
/// of lists, tuples and dicts).
pub fn equal(ctx: &mut dyn Ctx, a: Value, b: Value) -> Result<bool, Exception> {
    match ops::equal(ctx.heap(), a, b) {
        Err(e) if e.kind == crate::error::ExcKind::NeedsVm => equal_slow(ctx, a, b, 0),
        r => r,
    }
}

fn equal_slow(ctx: &mut dyn Ctx, a: Value, b: Value, depth: usize) -> Result<bool, Exception> {
    if depth > 200 {
        return Err(exc!(
            RecursionError,
            "maximum recursion depth exceeded in comparison"
        ));
    }
    if ops::identical(a, b) {
        return Ok(true);
    }
    match (a, b) {
        (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
            let (p, q) = {
                let heap = ctx.heap();
                (
                    crate::heap::headroom::copy(heap.seq(a))?,
                    crate::heap::headroom::copy(heap.seq(b))?,
                )
            };
            if p.len() != q.len() {
                return Ok(false);
            }
            for (x, y) in p.into_iter().zip(q) {
                if !equal_slow(ctx, x, y, depth + 1)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        (Value::Dict(x), Value::Dict(y)) => {
            let items: alloc::vec::Vec<(Value, Value)> = {
                let heap = ctx.heap();
                if heap.dict(x).map(|d| d.len()) != heap.dict(y).map(|d| d.len()) {
                    return Ok(false);
                }
                heap.dict(x)
                    .map(|d| d.items().collect())
                    .unwrap_or_default()
            };
            for (k, v) in items {
                let got = with_guest_key(ctx, b, k, &mut |heap| objects::dict::get(heap, y, k))?;
                match got {
                    Some(w) if equal_slow(ctx, v, w, depth + 1)? => {}
                    _ => return Ok(false),
                }
            }
            Ok(true)
        }
        _ if is_instance(a) || is_instance(b) => compare_bool(ctx, CmpOp::Eq, a, b),
        _ => ops::equal(ctx.heap(), a, b),
    }
}

/// `a < b` and the other orderings of non-instances whose items are
/// instances (lists and tuples compare item by item).
fn order_slow(ctx: &mut dyn Ctx, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    match (a, b) {
        (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
            let (p, q) = {
                let heap = ctx.heap();
                (
                    crate::heap::headroom::copy(heap.seq(a))?,
                    crate::heap::headroom::copy(heap.seq(b))?,
                )
            };
            for (x, y) in p.iter().zip(q.iter()) {
                if !equal(ctx, *x, *y)? {
                    return compare_bool(ctx, op, *x, *y);
                }
            }
            Ok(op.test(Some(p.len().cmp(&q.len()))))
        }
        _ => ops::compare_mut(ctx.heap(), op, a, b),
    }
}

/// `hash(v)`.
pub fn hash(ctx: &mut dyn Ctx, v: Value) -> Result<i64, Exception> {
    if let Value::Tuple(_) = v {
        match objects::hash::hash(ctx.heap(), v) {
            Err(e) if e.kind == crate::error::ExcKind::NeedsVm => {
                // CPython's tuple hash over the items' hashes.
                let items = crate::heap::headroom::copy(ctx.heap().seq(v))?;
                let mut hs = alloc::vec::Vec::with_capacity(items.len());
                for x in items {
                    hs.push(hash(ctx, x)?);
                }
                return Ok(objects::hash::tuple_hash_of(hs.into_iter()));
            }
            r => return r,
        }
    }
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
            _ => Err(exc!(TypeError, "__hash__ method should return an integer")),
        },
        None => {
            // A class that defines `__eq__` and not `__hash__` is
            // unhashable.
            if find(ctx, v, Special::eq).is_some() {
                return Err(unhashable(ctx, v));
            }
            // A builtin base's hash (an `int` subclass's instance hashes
            // as its int).
            if let Some(base) = instance::base_value(ctx.heap(), v) {
                return match hash(ctx, base) {
                    Err(e) if e.kind == crate::error::ExcKind::TypeError => Err(unhashable(ctx, v)),
                    r => r,
                };
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

/// The special methods `repr(v)` (`repr`) or `str(v)` of instance `v`
/// consults, in order: `str()` falls back to `__repr__`, but not past
/// `str`'s own `__str__` (a `str` subclass's text is its own).
pub fn text_methods(heap: &Heap, v: Value, repr: bool) -> &'static [Special] {
    if repr {
        &[Special::repr]
    } else if matches!(instance::base_value(heap, v), Some(Value::Str(_))) {
        &[Special::str]
    } else {
        &[Special::str, Special::repr]
    }
}

/// The text a program-defined `__repr__` (`repr`) or `__str__` gives for
/// instance `v`, if its class defines one.
pub fn user_text(ctx: &mut dyn Ctx, v: Value, repr: bool) -> Result<Option<String>, Exception> {
    let methods = text_methods(ctx.heap(), v, repr);
    let Some((s, f)) = methods
        .iter()
        .find_map(|&s| find(ctx, v, s).map(|f| (s, f)))
    else {
        return Ok(None);
    };
    let r = call(ctx, f, v, &[])?;
    match r {
        Value::Str(t) => Ok(Some(crate::heap::headroom::copy_str(ctx.heap().str(t))?)),
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
        return match objects::format::format_value(ctx.heap(), v, spec) {
            // A container holding instances, formatted as its `str()`.
            Err(e) if e.kind == crate::error::ExcKind::NeedsVm && spec.is_empty() => str(ctx, v),
            r => r,
        };
    }
    if let Some(f) = find(ctx, v, Special::format) {
        let s = crate::ops::new_str(ctx.heap(), String::from(spec))?;
        return match call(ctx, f, v, &[s])? {
            Value::Str(t) => Ok(crate::heap::headroom::copy_str(ctx.heap().str(t))?),
            other => Err(exc!(
                TypeError,
                "__format__ must return a str, not {}",
                objects::type_name(ctx.heap(), other)
            )),
        };
    }
    if !spec.is_empty()
        && let Some(base) = instance::base_value(ctx.heap(), v)
    {
        return format(ctx, base, spec);
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

/// A comparison of two sets (subset order) whose members have the
/// program's `__hash__`/`__eq__`.
fn set_compare(ctx: &mut dyn Ctx, op: CmpOp, a: Value, b: Value) -> Result<bool, Exception> {
    // Whether every member of `x` is in `y`.
    fn within(ctx: &mut dyn Ctx, x: Value, y: Value) -> Result<bool, Exception> {
        for m in ops::collect_plain(ctx.heap(), x)? {
            if !contains(ctx, m, y)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
    let (la, lb) = (len(ctx, a)?, len(ctx, b)?);
    Ok(match op {
        CmpOp::Eq => la == lb && within(ctx, a, b)?,
        CmpOp::Ne => !(la == lb && within(ctx, a, b)?),
        CmpOp::Le => la <= lb && within(ctx, a, b)?,
        CmpOp::Lt => la < lb && within(ctx, a, b)?,
        CmpOp::Ge => la >= lb && within(ctx, b, a)?,
        _ => la > lb && within(ctx, b, a)?,
    })
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` of a set `a` and a set or frozenset
/// `b` whose members have the program's `__hash__`/`__eq__`: member by
/// member, in `a`'s order then `b`'s.
fn set_algebra(ctx: &mut dyn Ctx, op: BinOp, a: Value, b: Value) -> Result<Value, Exception> {
    let xs = ops::collect_plain(ctx.heap(), a)?;
    let ys = ops::collect_plain(ctx.heap(), b)?;
    let out = objects::set::from_items(ctx.heap(), &[])?;
    ctx.heap().push_root(out);
    let mut fill = || -> Result<(), Exception> {
        for &x in &xs {
            let keep = match op {
                BinOp::Or => true,
                BinOp::And => contains(ctx, x, b)?,
                _ => !contains(ctx, x, b)?,
            };
            if keep {
                set_add(ctx, out, x)?;
            }
        }
        for &y in &ys {
            let keep = match op {
                BinOp::Or => true,
                BinOp::Xor => !contains(ctx, y, a)?,
                _ => false,
            };
            if keep {
                set_add(ctx, out, y)?;
            }
        }
        Ok(())
    };
    let done = fill();
    ctx.heap().pop_roots(1);
    done.map(|()| out)
}

/// The special method unary operator `op` (`-`, `+`, `~`) runs on an
/// instance; `None` for any other instruction.
pub(crate) fn unary_special(op: crate::bytecode::Op) -> Option<Special> {
    use crate::bytecode::Op;
    match op {
        Op::UNARY_NEGATIVE => Some(Special::neg),
        Op::UNARY_POSITIVE => Some(Special::pos),
        Op::UNARY_INVERT => Some(Special::invert),
        _ => None,
    }
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

/// The items of a mapping that is not a dict (an object of the program's
/// with `keys()` and `__getitem__`, as `dict(m)`, `d.update(m)`, `{**m}`
/// and `f(**m)` read it); `None` when `m` has no `keys`.
pub fn mapping_items(
    ctx: &mut dyn Ctx,
    m: Value,
) -> Result<Option<Vec<(Value, Value)>>, Exception> {
    if !is_instance(m) {
        return Ok(None);
    }
    // A dict subclass that keeps dict's iteration is read as its dict
    // (CPython's merge does not call its `keys` or `__getitem__`).
    if let Some(Value::Dict(d)) = instance::base_value(ctx.heap(), m)
        && find(ctx, m, Special::iter).is_none()
    {
        let heap = ctx.heap();
        return Ok(Some(
            heap.dict(d)
                .map(|d| d.items().collect())
                .unwrap_or_default(),
        ));
    }
    let keys = match ctx.get_attribute(m, "keys") {
        Ok(k) => k,
        Err(e) if e.kind == crate::error::ExcKind::AttributeError => return Ok(None),
        Err(e) => return Err(e),
    };
    let ks = ctx.call(keys, crate::args::Args::default())?;
    ctx.heap().push_root(ks);
    let keys = ops::collect(ctx, ks);
    ctx.heap().pop_roots(1);
    let keys = keys?;
    ctx.heap().push_roots(&keys)?;
    let mut out = Vec::with_capacity(keys.len());
    let mut r = Ok(());
    for &k in &keys {
        match getitem(ctx, m, k) {
            Ok(v) => {
                ctx.heap().push_root(v);
                out.push((k, v));
            }
            Err(e) => {
                r = Err(e);
                break;
            }
        }
    }
    ctx.heap().pop_roots(keys.len() + out.len());
    r.map(|_| Some(out))
}
