//! `type`, `isinstance`, `issubclass`, `callable`, `hash`, `id`, `super`,
//! the method wrappers (`staticmethod`, `classmethod`, `property`) and the
//! attribute builtins (`getattr`, `setattr`, `hasattr`, `delattr`,
//! `vars`).

use super::Builtin;
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::Heap;
use crate::objects::function::WrapperObj;
use crate::objects::{self, class, instance};
use crate::value::Value;
use alloc::string::String;
use alloc::vec::Vec;

/// The builtin type of `v` (for instances, the builtin type their class
/// derives from; see [`type_of_value`] for the class itself).
pub fn type_of(heap: &Heap, v: Value) -> Builtin {
    use Builtin as B;
    match v {
        Value::Undef | Value::None => B::NoneType,
        Value::Bool(_) => B::Bool,
        Value::Int(_) | Value::BigInt(_) => B::Int,
        Value::Float(_) => B::Float,
        Value::Complex(_) => B::Complex,
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
        Value::Class(_) | Value::ExcType(_) => B::Type,
        Value::Instance(_) => B::Object,
        Value::Cell(_) => B::Cell,
        Value::Generator(_) => B::Generator,
        Value::BoundMethod(_) => B::MethodType,
        Value::Wrapper(r) => match heap.wrapper(r) {
            Some(WrapperObj::StaticMethod(_)) => B::StaticMethod,
            Some(WrapperObj::ClassMethod(_)) => B::ClassMethod,
            Some(WrapperObj::Union(_)) => B::UnionType,
            _ => B::Property,
        },
        Value::Super(_) => B::Super,
        Value::NotImplemented => B::NotImplementedType,
        Value::Ellipsis => B::EllipsisType,
        Value::Module(_) => B::ModuleType,
        Value::Native(r) => match heap.native(r) {
            Some(crate::objects::native::NativeObj::Random(_)) => B::RandomType,
            _ => B::TextIoWrapper,
        },
    }
}

/// `type(v)`: a builtin type, a builtin exception type or a class.
pub fn type_of_value(heap: &Heap, v: Value) -> Value {
    match v {
        Value::Instance(r) => instance::class_of(heap, r),
        Value::Class(_) => class::metaclass_of(heap, v),
        _ => Value::Builtin(type_of(heap, v)),
    }
}

/// Whether type value `t` is `base` or derives from it.
pub fn is_subtype(heap: &Heap, t: Value, base: Value) -> bool {
    match (t, base) {
        (Value::Builtin(a), Value::Builtin(b)) => {
            a == b || b == Builtin::Object || (a == Builtin::Bool && b == Builtin::Int)
        }
        _ => class::is_subtype(heap, t, base),
    }
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
    check_class(heap, type_of_value(heap, v), classinfo, "isinstance", 0)
}

fn check_class(
    heap: &Heap,
    t: Value,
    classinfo: Value,
    name: &str,
    depth: usize,
) -> Result<bool, Exception> {
    match classinfo {
        c if class::is_type(c) => Ok(is_subtype(heap, t, c)),
        Value::Wrapper(_) if depth < 64 => match objects::union::members(heap, classinfo) {
            Some(members) => {
                for &c in members {
                    if check_class(heap, t, c, name, depth + 1)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            None => Err(classinfo_error(name)),
        },
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

/// The metaclass hook `isinstance` (`instance`) or `issubclass` calls for
/// `classinfo`: `__instancecheck__` or `__subclasscheck__` of a metaclass
/// of the program (`abc.ABCMeta`'s).
pub fn meta_hook(heap: &mut Heap, classinfo: Value, instance: bool) -> Option<Value> {
    let meta = class::user_metaclass(heap, classinfo)?;
    let name = heap.names.intern(if instance {
        "__instancecheck__"
    } else {
        "__subclasscheck__"
    });
    class::lookup(heap, meta, name)
}

/// `isinstance(x, classinfo)` (`instance`) or `issubclass` when a class
/// of `classinfo` has a [`meta_hook`]: CPython's order (an exact type
/// match first for `isinstance`, a tuple's classes in turn); `None` when
/// no hook applies.
fn meta_check(
    ctx: &mut dyn Ctx,
    x: Value,
    classinfo: Value,
    instance: bool,
    depth: usize,
) -> Result<Option<bool>, Exception> {
    match classinfo {
        Value::Class(_) => {
            let Some(hook) = meta_hook(ctx.heap(), classinfo, instance) else {
                return Ok(None);
            };
            if instance && type_of_value(ctx.heap(), x) == classinfo {
                return Ok(Some(true));
            }
            let r = ctx.call(hook, Args::positional(&[classinfo, x]))?;
            crate::dunder::truthy(ctx, r).map(Some)
        }
        // An object that is no class but answers the check itself (a
        // `typing` alias: `isinstance(x, Iterable)`).
        Value::Instance(r) => {
            let name = if instance {
                "__instancecheck__"
            } else {
                "__subclasscheck__"
            };
            let heap = ctx.heap();
            let cls = crate::objects::instance::class_of(heap, r);
            let Some(hook) = heap
                .names
                .lookup(name)
                .and_then(|id| class::lookup(heap, cls, id))
            else {
                return Ok(None);
            };
            let r = ctx.call(hook, Args::positional(&[classinfo, x]))?;
            crate::dunder::truthy(ctx, r).map(Some)
        }
        Value::Tuple(_) if depth < 64 && crate::ctx::meta_hooked(ctx.heap(), classinfo, 0) => {
            let items = ctx.heap().seq(classinfo).to_vec();
            for c in items {
                let hit = match meta_check(ctx, x, c, instance, depth + 1)? {
                    Some(hit) => hit,
                    None if instance => isinstance(ctx.heap(), x, c)?,
                    None => {
                        if !class::is_type(x) {
                            return Err(exc!(TypeError, "issubclass() arg 1 must be a class"));
                        }
                        check_class(ctx.heap(), x, c, "issubclass", 0)?
                    }
                };
                if hit {
                    return Ok(Some(true));
                }
            }
            Ok(Some(false))
        }
        _ => Ok(None),
    }
}

/// `callable(v)`.
pub fn is_callable(heap: &Heap, v: Value) -> bool {
    match v {
        Value::Func(_)
        | Value::Builtin(_)
        | Value::Method(_)
        | Value::BoundMethod(_)
        | Value::Class(_)
        | Value::ExcType(_) => true,
        Value::Wrapper(r) => matches!(heap.wrapper(r), Some(WrapperObj::StaticMethod(_))),
        Value::Instance(r) => {
            let cls = instance::class_of(heap, r);
            class::lookup(heap, cls, objects::intern::Special::call.id()).is_some()
        }
        _ => false,
    }
}

/// The attribute name argument of `getattr` and its kin.
fn attr_name(heap: &Heap, v: Value, who: &str) -> Result<alloc::string::String, Exception> {
    match v {
        Value::Str(s) => Ok(alloc::string::String::from(heap.str(s))),
        other => Err(exc!(
            TypeError,
            "{}(): attribute name must be string, not '{}'",
            who,
            objects::type_name(heap, other)
        )),
    }
}

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    match b {
        Builtin::Type => {
            args.no_kw("type")?;
            match args.pos {
                [v] => Ok(type_of_value(ctx.heap(), *v)),
                // A new class: the interpreter makes it (`Vm::call_metaclass`).
                [_, _, _] => Err(exc!(NeedsVm, "type() with three arguments")),
                _ => Err(exc!(TypeError, "type() takes 1 or 3 arguments")),
            }
        }
        Builtin::IsInstance => {
            args.no_kw("isinstance")?;
            let a = args.expect("isinstance", 2, 2)?;
            if let Some(r) = meta_check(ctx, a[0], a[1], true, 0)? {
                return Ok(Value::Bool(r));
            }
            isinstance(ctx.heap(), a[0], a[1]).map(Value::Bool)
        }
        Builtin::IsSubclass => {
            args.no_kw("issubclass")?;
            let a = args.expect("issubclass", 2, 2)?;
            if let Some(r) = meta_check(ctx, a[0], a[1], false, 0)? {
                return Ok(Value::Bool(r));
            }
            if !class::is_type(a[0]) {
                return Err(exc!(TypeError, "issubclass() arg 1 must be a class"));
            }
            check_class(ctx.heap(), a[0], a[1], "issubclass", 0).map(Value::Bool)
        }
        Builtin::Callable => {
            let v = args.exactly_one("callable")?;
            Ok(Value::Bool(is_callable(ctx.heap(), v)))
        }
        Builtin::Hash => {
            let v = args.exactly_one("hash")?;
            crate::dunder::hash(ctx, v).map(Value::Int)
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
        Builtin::Object => {
            args.no_kw("object")?;
            if !args.pos.is_empty() {
                return Err(exc!(TypeError, "object() takes no arguments"));
            }
            let o = Value::Builtin(Builtin::Object);
            instance::new_instance(ctx.heap(), o, Value::None)
        }
        Builtin::Super => {
            args.no_kw("super")?;
            let (cls, obj) = match args.pos {
                [c, o] => (*c, *o),
                [] => {
                    return Err(exc!(RuntimeError, "super(): no arguments"));
                }
                _ => return Err(exc!(TypeError, "super() takes 2 arguments here")),
            };
            let heap = ctx.heap();
            if !class::is_type(cls) {
                return Err(exc!(
                    TypeError,
                    "super() argument 1 must be a type, not {}",
                    objects::type_name(heap, cls)
                ));
            }
            let obj_type = match obj {
                // A class as an instance of its metaclass (`super()` in a
                // metaclass's method).
                Value::Class(_) if is_subtype(heap, class::metaclass_of(heap, obj), cls) => {
                    class::metaclass_of(heap, obj)
                }
                Value::Class(_) | Value::ExcType(_) => obj,
                other => type_of_value(heap, other),
            };
            if !is_subtype(heap, obj_type, cls) {
                return Err(exc!(
                    TypeError,
                    "super(type, obj): obj must be an instance or subtype of type"
                ));
            }
            objects::alloc(heap, objects::Object::Super { cls, obj }, Value::Super)
        }
        Builtin::StaticMethod | Builtin::ClassMethod => {
            let f = args.exactly_one(b.name())?;
            let w = if b == Builtin::StaticMethod {
                WrapperObj::StaticMethod(f)
            } else {
                WrapperObj::ClassMethod(f)
            };
            objects::function::new_wrapper(ctx.heap(), w)
        }
        Builtin::Property => {
            args.check_kw("property", &["fget", "fset", "fdel", "doc"])?;
            let a = args.at_most("property", 4)?;
            let get = |i: usize, n: &str| args.get(i, n).unwrap_or(Value::None);
            let _ = a;
            let w = WrapperObj::Property {
                fget: get(0, "fget"),
                fset: get(1, "fset"),
                fdel: get(2, "fdel"),
                doc: get(3, "doc"),
            };
            objects::function::new_wrapper(ctx.heap(), w)
        }
        Builtin::GetAttr => {
            args.no_kw("getattr")?;
            let a = args.expect("getattr", 2, 3)?;
            let name = attr_name(ctx.heap(), a[1], "getattr")?;
            match ctx.get_attribute(a[0], &name) {
                Err(e) if e.kind == ExcKind::AttributeError && a.len() == 3 => Ok(a[2]),
                other => other,
            }
        }
        Builtin::HasAttr => {
            args.no_kw("hasattr")?;
            let a = args.expect("hasattr", 2, 2)?;
            let name = attr_name(ctx.heap(), a[1], "hasattr")?;
            match ctx.get_attribute(a[0], &name) {
                Ok(_) => Ok(Value::Bool(true)),
                Err(e) if e.kind == ExcKind::AttributeError => Ok(Value::Bool(false)),
                Err(e) => Err(e),
            }
        }
        Builtin::SetAttr => {
            args.no_kw("setattr")?;
            let a = args.expect("setattr", 3, 3)?;
            let name = attr_name(ctx.heap(), a[1], "setattr")?;
            ctx.set_attribute(a[0], &name, Some(a[2]))?;
            Ok(Value::None)
        }
        Builtin::DelAttr => {
            args.no_kw("delattr")?;
            let a = args.expect("delattr", 2, 2)?;
            let name = attr_name(ctx.heap(), a[1], "delattr")?;
            ctx.set_attribute(a[0], &name, None)?;
            Ok(Value::None)
        }
        Builtin::Vars => {
            args.no_kw("vars")?;
            let a = args.expect("vars", 1, 1)?;
            match a[0] {
                Value::Instance(_) | Value::Class(_) | Value::Func(_) | Value::Module(_) => {
                    match ctx.get_attribute(a[0], "__dict__") {
                        Err(e) if e.kind == crate::error::ExcKind::AttributeError => Err(exc!(
                            TypeError,
                            "vars() argument must have __dict__ attribute"
                        )),
                        r => r,
                    }
                }
                other => Err(exc!(
                    TypeError,
                    "vars() argument must have __dict__ attribute"
                ))
                .map(|_: Value| other),
            }
        }
        Builtin::Globals | Builtin::Locals => {
            let name = b.name();
            args.no_kw(name)?;
            if !args.pos.is_empty() {
                return Err(exc!(
                    TypeError,
                    "{}() takes no arguments ({} given)",
                    name,
                    args.pos.len()
                ));
            }
            ctx.vm_query(if b == Builtin::Globals {
                crate::modules::VmQuery::Globals
            } else {
                crate::modules::VmQuery::Locals
            })
        }
        Builtin::Dir => {
            args.no_kw("dir")?;
            let a = args.at_most("dir", 1)?;
            let Some(&v) = a.first() else {
                // The calling scope's names.
                let d = ctx.vm_query(crate::modules::VmQuery::Locals)?;
                let names = dict_key_names(ctx.heap(), d);
                return sorted_names(ctx, names);
            };
            dir_of(ctx, v)
        }
        _ => Err(exc!(SystemError, "not a type builtin")),
    }
}

/// What `dir(object())` lists (CPython 3.11).
const OBJECT_DIR: &[&str] = &[
    "__class__",
    "__delattr__",
    "__dir__",
    "__doc__",
    "__eq__",
    "__format__",
    "__ge__",
    "__getattribute__",
    "__getstate__",
    "__gt__",
    "__hash__",
    "__init__",
    "__init_subclass__",
    "__le__",
    "__lt__",
    "__ne__",
    "__new__",
    "__reduce__",
    "__reduce_ex__",
    "__repr__",
    "__setattr__",
    "__sizeof__",
    "__str__",
    "__subclasshook__",
];

/// What a class statement's classes add to [`OBJECT_DIR`].
const CLASS_DIR: &[&str] = &["__dict__", "__module__", "__weakref__"];

/// What exceptions add to [`OBJECT_DIR`].
const EXCEPTION_DIR: &[&str] = &[
    "__cause__",
    "__context__",
    "__setstate__",
    "__suppress_context__",
    "__traceback__",
    "add_note",
    "args",
    "with_traceback",
];

/// `dir(v)`: the sorted attribute names of `v`, its class and the
/// classes of its MRO (a class's `__dir__` is not consulted).
/// The names of builtin value `v`'s attributes that do not start with `_`.
fn public_attrs(v: Value) -> impl Iterator<Item = String> {
    objects::Attr::ALL
        .iter()
        .filter(|a| !a.name().starts_with('_'))
        .filter(move |a| objects::method::has_attribute(v, **a))
        .map(|a| String::from(a.name()))
}

fn dir_of(ctx: &mut dyn Ctx, v: Value) -> Result<Value, Exception> {
    let mut names: Vec<String> = Vec::new();
    let text = |heap: &crate::heap::Heap, n: crate::objects::intern::NameId| {
        String::from(heap.names.text(n))
    };
    let class_names = |heap: &crate::heap::Heap, cls: Value, names: &mut Vec<String>| {
        for c in objects::class::mro_of(heap, cls) {
            match c {
                Value::Class(r) => {
                    if let Some(c) = heap.class(r) {
                        names.extend(c.attrs.iter().map(|(n, _)| text(heap, n)));
                    }
                    names.extend(CLASS_DIR.iter().map(|s| String::from(*s)));
                }
                Value::ExcType(_) => names.extend(EXCEPTION_DIR.iter().map(|s| String::from(*s))),
                _ => {}
            }
        }
        names.extend(OBJECT_DIR.iter().map(|s| String::from(*s)));
    };
    match v {
        Value::Module(_) | Value::Func(_) => {
            let d = ctx.get_attribute(v, "__dict__")?;
            names.extend(dict_key_names(ctx.heap(), d));
            if matches!(v, Value::Func(_)) {
                names.extend(OBJECT_DIR.iter().map(|s| String::from(*s)));
            }
        }
        Value::Instance(r) => {
            let heap = ctx.heap();
            names.extend(
                objects::instance::own_attrs(heap, r)
                    .into_iter()
                    .map(|(n, _)| text(heap, n)),
            );
            // Attributes that live in the dict `vars()` handed out.
            if let Some(d) = heap.instance(r).and_then(|i| i.attr_dict())
                && let Some(dict) = heap.dict(d)
            {
                for (k, _) in dict.items() {
                    if let Value::Str(s) = k {
                        names.push(String::from(heap.str(s)));
                    }
                }
            }
            let cls = objects::instance::class_of(heap, r);
            class_names(heap, cls, &mut names);
            if let Some(base) = objects::instance::base_value(heap, v) {
                names.extend(public_attrs(base));
            }
        }
        Value::Class(_) | Value::ExcType(_) => class_names(ctx.heap(), v, &mut names),
        other => {
            let recv = match other {
                Value::Builtin(b) if b.is_type() => None,
                _ => Some(other),
            };
            if let Some(recv) = recv {
                names.extend(public_attrs(recv));
            }
            names.extend(OBJECT_DIR.iter().map(|s| String::from(*s)));
        }
    }
    sorted_names(ctx, names)
}

/// `names` sorted, without duplicates, as a list of strs (what `dir`
/// returns).
fn sorted_names(ctx: &mut dyn Ctx, mut names: Vec<String>) -> Result<Value, Exception> {
    names.sort();
    names.dedup();
    let mut items = Vec::with_capacity(names.len());
    for n in names {
        items.push(crate::ops::new_str(ctx.heap(), n)?);
    }
    objects::list::new_list(ctx.heap(), items)
}

/// The str keys of dict `d`.
fn dict_key_names(heap: &Heap, d: Value) -> Vec<String> {
    let Value::Dict(r) = d else {
        return Vec::new();
    };
    heap.dict(r).map_or_else(Vec::new, |dict| {
        dict.items()
            .filter_map(|(k, _)| match k {
                Value::Str(s) => Some(String::from(heap.str(s))),
                _ => None,
            })
            .collect()
    })
}
