//! What a builtin function or method may reach besides its arguments.
//!
//! Builtins run against a [`Ctx`]: the heap, the output and a way to call
//! a value. The interpreter's `Ctx` can call guest functions (a `key=`
//! function, `map` over a guest function); [`HeapCtx`], which tier-2
//! helpers use, calls only builtins. [`needs_vm`] tells in advance whether
//! a call's arguments could make it call guest code, so that a helper can
//! leave its trace before any side effect, and the interpreter can take the
//! fast path (no copying of arguments) when they cannot.

use crate::args::Args;
use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::host::Output;
use crate::objects::{Attr, Object};
use crate::value::Value;

pub trait Ctx {
    fn heap(&mut self) -> &mut Heap;
    fn out(&mut self) -> &mut dyn Output;
    /// Calls `f` with `args`. Values the caller holds in Rust locals
    /// across this call must be rooted (see [`Heap::push_root`]): guest code
    /// may collect garbage.
    fn call(&mut self, f: Value, args: Args) -> Result<Value, Exception>;
    /// Advances iterator `it` (an iterator object or a generator): the
    /// next item, or `None` when it is exhausted.
    fn next_of(&mut self, it: Value) -> Result<Option<Value>, Exception> {
        let mut st = [it, Value::Undef, Value::Undef];
        crate::ops::iter_next(self.as_dyn(), &mut st)
    }
    /// `next(it)`: the next item, or the `StopIteration` the iterator ends
    /// with (a generator's carries its return value).
    fn next_raw(&mut self, it: Value) -> Result<Value, Exception> {
        match self.next_of(it)? {
            Some(v) => Ok(v),
            None => Err(exc!(StopIteration, "")),
        }
    }
    /// This context as a trait object.
    fn as_dyn(&mut self) -> &mut dyn Ctx;
    /// The caller is about to make about `bytes` of objects in one go (no
    /// safe point in between): collect first if they would bring the heap
    /// past its threshold anyway. The caller must hold no unrooted object
    /// in Rust locals. Only a context that knows every root (the
    /// interpreter's) can collect; the others do nothing.
    fn make_room(&mut self, bytes: usize) {
        let _ = bytes;
    }
    /// `getattr(obj, name)`.
    fn get_attribute(&mut self, obj: Value, name: &str) -> Result<Value, Exception> {
        builtin_attribute(self.heap(), obj, name)
    }
    /// What a native module function asks of the interpreter (see
    /// [`crate::modules::VmQuery`]); without one, `NeedsVm`.
    fn vm_query(&mut self, q: crate::modules::VmQuery) -> Result<Value, Exception> {
        let _ = q;
        Err(exc!(
            NeedsVm,
            "a module function that needs the interpreter"
        ))
    }
    /// `setattr(obj, name, v)`, or `delattr(obj, name)` for `None`.
    fn set_attribute(&mut self, obj: Value, name: &str, v: Option<Value>) -> Result<(), Exception> {
        let _ = v;
        Err(crate::objects::method::no_attribute_named(
            self.heap(),
            obj,
            name,
        ))
    }
}

/// An attribute of a builtin object, for a context without the
/// interpreter.
pub fn builtin_attribute(heap: &mut Heap, obj: Value, name: &str) -> Result<Value, Exception> {
    if crate::ctx::needs_vm(heap, obj) {
        return Err(exc!(NeedsVm, "an attribute of a guest object"));
    }
    match crate::objects::Attr::from_name(name) {
        Some(a) => crate::objects::method::get_attr(heap, obj, a),
        // `__class__`, `__name__` and the like are the interpreter's.
        None if name.starts_with("__") => Err(exc!(NeedsVm, "a special attribute")),
        None => Err(crate::objects::method::no_attribute_named(heap, obj, name)),
    }
}

/// A context without an interpreter: only builtins can be called.
pub struct HeapCtx<'a> {
    pub heap: &'a mut Heap,
    pub out: &'a mut dyn Output,
}

impl Ctx for HeapCtx<'_> {
    fn heap(&mut self) -> &mut Heap {
        self.heap
    }

    fn out(&mut self) -> &mut dyn Output {
        self.out
    }

    fn call(&mut self, f: Value, args: Args) -> Result<Value, Exception> {
        match f {
            Value::Builtin(b) => crate::builtins::call(b, self, args),
            Value::Method(r) => crate::objects::method::call(self, r, args),
            Value::ExcType(k) => {
                args.no_kw(k.name())?;
                crate::objects::exception::new_exception(self.heap, f, args.pos)
            }
            Value::Func(_)
            | Value::BoundMethod(_)
            | Value::Class(_)
            | Value::Instance(_)
            | Value::Wrapper(_) => Err(exc!(
                NeedsVm,
                "a guest function was called outside the interpreter"
            )),
            _ => Err(exc!(
                TypeError,
                "'{}' object is not callable",
                crate::objects::type_name(self.heap, f)
            )),
        }
    }

    fn next_of(&mut self, it: Value) -> Result<Option<Value>, Exception> {
        if let Value::Generator(_) = it {
            return Err(exc!(
                NeedsVm,
                "a generator was resumed outside the interpreter"
            ));
        }
        let mut st = [it, Value::Undef, Value::Undef];
        crate::ops::iter_next(self, &mut st)
    }

    fn as_dyn(&mut self) -> &mut dyn Ctx {
        self
    }
}

/// Whether passing `v` to a builtin could make it call a guest function: a
/// guest function itself, or an iterator that calls one when advanced.
pub fn needs_vm(heap: &Heap, v: Value) -> bool {
    let mut budget = VISIT_BUDGET;
    needs_vm_at(heap, v, &mut budget, false)
}

/// [`needs_vm`] over every argument of a call (positional and keyword),
/// and any iterator that applies something to its items (`map`,
/// `filter`, or one built on them): a call that advances one cannot be
/// tried without the VM and redone with it, since the items the first
/// attempt took are gone (`list(map(abs, instances))` lost its first item
/// when `abs` met the program's `__abs__`). Iterators that only hand items
/// on (over a list, `enumerate`, `zip`) never run code on them.
pub fn args_need_vm(heap: &Heap, args: &[Value]) -> bool {
    let mut budget = VISIT_BUDGET;
    args.iter()
        .any(|&v| needs_vm_at(heap, v, &mut budget, true))
}

/// [`args_need_vm`] for the method call `recv.attr(*args)` of a builtin
/// method, counting only the arguments the method looks into (hashes,
/// compares, iterates): `list.append(x)` and `list.insert(i, x)` only
/// store `x`, `dict.get(k, d)`, `setdefault` and `pop` only return or
/// store `d`. (`lru_cache`'s and the mapping classes' `d.get(key,
/// _MISSING)`, with `_MISSING` an instance, would otherwise never trace.)
pub fn method_call_needs_vm(heap: &Heap, recv: Value, attr: Attr, args: &[Value]) -> bool {
    use Attr::*;
    // A method of a builtin base (`self.append(x)` in a `list` subclass)
    // runs on the instance's builtin value.
    if let Some(base) = crate::objects::instance::base_method_receiver(heap, recv, attr) {
        return method_call_needs_vm(heap, base, attr, args);
    }
    // `dict.pop(self, key)` in a method of a `dict` subclass (an
    // `OrderedDict`'s): the type's method acts on the instance's builtin
    // value (`call_type_method`). Not `__getitem__`, whose `KeyError` may
    // become a call of the class's `__missing__`.
    if let (Value::Builtin(b), Some((&first, rest))) = (recv, args.split_first())
        && attr != Attr::__getitem__
        && let Some(base) = crate::objects::instance::base_value(heap, first)
        && crate::builtins::type_of(heap, base) == b
    {
        return method_call_needs_vm(heap, base, attr, rest);
    }
    let inspected = match (recv, attr, args.len()) {
        (Value::List(_), append, 1) => 0,
        (Value::List(_), insert, 2) => 1,
        (Value::Dict(_), get | setdefault | pop, 2) => 1,
        _ => args.len(),
    };
    args_need_vm(heap, &[recv]) || args_need_vm(heap, &args[..inspected])
}

/// Whether calling `callee` never needs the VM, whatever its arguments:
/// `super(cls, obj)`, `type(obj)`, `isinstance`, `issubclass`, `callable`
/// and `id` only read their arguments' classes (or identity).
#[inline]
pub fn call_never_needs_vm(callee: Value) -> bool {
    use crate::builtins::Builtin::*;
    matches!(
        callee,
        Value::Builtin(Super | Type | IsInstance | IsSubclass | Callable | Id)
    )
}

/// [`args_need_vm`] for a call of `callee` (see [`call_never_needs_vm`]).
pub fn call_needs_vm(heap: &Heap, callee: Value, args: &[Value]) -> bool {
    use crate::builtins::Builtin::{IsInstance, IsSubclass};
    // A metaclass's `__instancecheck__`/`__subclasscheck__` is guest code.
    if matches!(callee, Value::Builtin(IsInstance | IsSubclass))
        && args.get(1).is_some_and(|&c| meta_hooked(heap, c, 0))
    {
        return true;
    }
    // `len()` of an instance deriving from a builtin type without a
    // `__len__` of the program's: its value's length.
    if let (Value::Builtin(crate::builtins::Builtin::Len), [x @ Value::Instance(_)]) =
        (callee, args)
    {
        return crate::ops::plain_unless(heap, *x, &[crate::objects::intern::Special::len])
            .is_none();
    }
    !call_never_needs_vm(callee) && args_need_vm(heap, args)
}

/// [`args_need_vm`] for calling builtin method object `method` (a
/// `Value::Method`: `dict.__setitem__` kept in a variable, or
/// `lst.append`) with `args`: what [`method_call_needs_vm`] says of the
/// method's receiver and name.
pub fn method_object_call_needs_vm(heap: &Heap, method: ObjRef, args: &[Value]) -> bool {
    heap.method(method)
        .is_none_or(|m| method_call_needs_vm(heap, m.recv, m.attr, args))
}

/// Whether `classinfo` is, or holds, a class whose metaclass is the
/// program's and defines `__instancecheck__` or `__subclasscheck__`.
pub fn meta_hooked(heap: &Heap, classinfo: Value, depth: usize) -> bool {
    match classinfo {
        Value::Class(_) => {
            crate::objects::class::user_metaclass(heap, classinfo).is_some_and(|m| {
                ["__instancecheck__", "__subclasscheck__"].iter().any(|n| {
                    heap.names
                        .lookup(n)
                        .is_some_and(|id| crate::objects::class::lookup(heap, m, id).is_some())
                })
            })
        }
        Value::Tuple(_) if depth < 64 => heap
            .seq(classinfo)
            .iter()
            .any(|&c| meta_hooked(heap, c, depth + 1)),
        // An object answering the check itself (a `typing` alias).
        Value::Instance(_) => true,
        _ => false,
    }
}

/// Iterator objects [`needs_vm`] visits before answering "yes" to be safe:
/// iterators may share inner ones (`zip(a, a)` nested forty times is a
/// tree of 2^40 paths over 41 objects), and depth alone does not bound
/// the walk.
const VISIT_BUDGET: usize = 256;

/// `applying`: an iterator that applies something to its items counts too.
fn needs_vm_at(heap: &Heap, v: Value, budget: &mut usize, applying: bool) -> bool {
    use crate::objects::iter::IterObj;
    match v {
        Value::Func(_)
        | Value::BoundMethod(_)
        | Value::Class(_)
        | Value::Instance(_)
        | Value::Generator(_)
        | Value::Wrapper(_)
        | Value::Super(_)
        // A module's attributes are the interpreter's globals.
        | Value::Module(_) => true,
        Value::Iter(r) => {
            if *budget == 0 {
                return true;
            }
            *budget -= 1;
            match heap.get(r) {
                Some(Object::Iter(IterObj::Map { .. } | IterObj::Filter { .. })) if applying => {
                    true
                }
                // Its items are only copied into the tuples it makes.
                Some(Object::Iter(IterObj::Combinatoric(_))) => false,
                Some(Object::Iter(it)) => {
                    let mut any = false;
                    it.for_each_child(|c| any = any || needs_vm_at(heap, c, budget, applying));
                    any
                }
                _ => false,
            }
        }
        Value::Method(r) => match heap.get(r) {
            Some(Object::Method(m)) => needs_vm_at(heap, m.recv, budget, applying),
            _ => false,
        },
        _ => false,
    }
}

/// An output that drops what it is given.
struct Discard;

impl Output for Discard {
    fn write_str(&mut self, _: &str) -> Result<(), crate::host::OutputError> {
        Ok(())
    }
}

/// Runs `f` with a heap-only context whose output is discarded (for
/// operations that take a context but print nothing).
pub fn with_heap<R>(heap: &mut Heap, f: impl FnOnce(&mut dyn Ctx) -> R) -> R {
    let mut sink = Discard;
    let mut c = HeapCtx {
        heap,
        out: &mut sink,
    };
    f(&mut c)
}
