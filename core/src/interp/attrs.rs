//! The attribute protocol: `obj.name` reads, writes and deletes on every
//! kind of value, with CPython's lookup order (data descriptors of the
//! type, the instance's own attributes, the type's other attributes,
//! `__getattr__`) and messages.
//!
//! Reads answer [`Loaded`]: a value, or a call to make (a property's
//! getter), which an instruction makes as a frame and anything else makes
//! as a nested call. Attributes of builtin objects (`xs.append`) are
//! `objects::method`'s.

use alloc::string::String;
use alloc::vec::Vec;

use super::Vm;
use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::headroom::copy_str;
use crate::host::{FrameStack, Output};
use crate::objects::function::WrapperObj;
use crate::objects::intern::{NameId, Special};
use crate::objects::{self, class, exception, function, instance};
use crate::value::Value;

/// The outcome of reading an attribute.
pub(crate) enum Loaded {
    Value(Value),
    /// The attribute is what calling `func` with `arg` returns (a
    /// property getter, `__getattr__`, a descriptor's `__get__`).
    Call(Value, Vec<Value>),
}

/// How a class attribute behaves when read through an instance.
fn is_data_descriptor<F: FrameStack, O: Output>(vm: &Vm<F, O>, v: Value) -> bool {
    match v {
        Value::Wrapper(r) => matches!(vm.heap.wrapper(r), Some(WrapperObj::Property { .. })),
        Value::Instance(r) => {
            let cls = instance::class_of(&vm.heap, r);
            class::lookup(&vm.heap, cls, Special::get.id()).is_some()
                && (class::lookup(&vm.heap, cls, Special::set.id()).is_some()
                    || class::lookup(&vm.heap, cls, Special::delete.id()).is_some())
        }
        _ => false,
    }
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    pub(crate) fn name_text(&self, name: NameId) -> String {
        String::from(self.heap.names.text(name))
    }

    /// `obj.name`.
    pub(crate) fn load_attr(&mut self, obj: Value, name: NameId) -> Result<Loaded, Exception> {
        match obj {
            Value::Instance(r) => self.load_instance_attr(obj, r, name),
            Value::Module(_) => self.load_module_attr(obj, name).map(Loaded::Value),
            Value::Class(_) => self.load_class_attr(obj, obj, name),
            Value::ExcType(k) => self.load_type_attr(obj, k.name(), name),
            Value::Builtin(b) if b.is_type() => {
                if let Some(v) = self.type_dunder(obj, b.name(), name)? {
                    return Ok(Loaded::Value(v));
                }
                if b == Builtin::Object
                    && let Some(v) = self.type_method_value(obj, name)?
                {
                    return Ok(Loaded::Value(v));
                }
                if b == Builtin::Type && name == Special::new.id() {
                    return objects::method::type_method(
                        &mut self.heap,
                        obj,
                        objects::Attr::__new__,
                    )
                    .map(Loaded::Value);
                }
                self.builtin_attr(obj, name).map(Loaded::Value)
            }
            Value::Super(r) => self.load_super_attr(r, name),
            Value::Func(r) => self.load_function_attr(r, name).map(Loaded::Value),
            Value::BoundMethod(r) => {
                let m = self
                    .heap
                    .bound_method(r)
                    .ok_or_else(|| exc!(SystemError, "bad method"))?;
                match name {
                    n if n == Special::self_.id() => Ok(Loaded::Value(m.recv)),
                    n if n == Special::func.id() => Ok(Loaded::Value(m.func)),
                    _ => self.load_attr(m.func, name),
                }
            }
            Value::Wrapper(r) => self.load_wrapper_attr(obj, r, name).map(Loaded::Value),
            Value::Cell(r) => {
                if self.name_text(name) == "cell_contents" {
                    match self.heap.cell(r) {
                        Value::Undef => Err(exc!(ValueError, "Cell is empty")),
                        v => Ok(Loaded::Value(v)),
                    }
                } else {
                    self.builtin_attr(obj, name).map(Loaded::Value)
                }
            }
            Value::Generator(r) => {
                let g = self
                    .heap
                    .generator(r)
                    .ok_or_else(|| exc!(SystemError, "bad generator"))?;
                match name {
                    n if n == Special::name.id() => {
                        let s = String::from(&*g.name);
                        crate::ops::new_str(&mut self.heap, s).map(Loaded::Value)
                    }
                    n if n == Special::qualname.id() => {
                        let s = String::from(&*g.qualname);
                        crate::ops::new_str(&mut self.heap, s).map(Loaded::Value)
                    }
                    _ if self.name_text(name) == "gi_running" => Ok(Loaded::Value(Value::Bool(
                        g.state == crate::objects::generator::GenState::Running,
                    ))),
                    _ => self.builtin_attr(obj, name).map(Loaded::Value),
                }
            }
            Value::Native(r) => {
                // A standard stream's data attributes.
                if let Some(objects::native::NativeObj::Stream(s)) = self.heap.native(r) {
                    let s = *s;
                    let text = match self.heap.names.text(name) {
                        "name" => Some(s.name()),
                        "mode" => Some(if s == objects::native::Stream::Stdin {
                            "r"
                        } else {
                            "w"
                        }),
                        "encoding" => Some("utf-8"),
                        "errors" => Some(if s == objects::native::Stream::Stderr {
                            "backslashreplace"
                        } else {
                            // As CPython with PYTHONIOENCODING=utf-8, how
                            // the corpus's expected outputs are made.
                            "strict"
                        }),
                        _ => None,
                    };
                    if let Some(t) = text {
                        return crate::ops::new_str(&mut self.heap, String::from(t))
                            .map(Loaded::Value);
                    }
                    if self.heap.names.text(name) == "closed" {
                        return Ok(Loaded::Value(Value::Bool(false)));
                    }
                }
                self.builtin_attr(obj, name).map(Loaded::Value)
            }
            _ => self.builtin_attr(obj, name).map(Loaded::Value),
        }
    }

    /// [`Vm::load_attr`], making any call it needs as a nested call.
    pub(crate) fn get_attr(&mut self, obj: Value, name: NameId) -> Result<Value, Exception> {
        match self.load_attr(obj, name)? {
            Loaded::Value(v) => Ok(v),
            Loaded::Call(f, args) => {
                self.heap.push_roots(&args)?;
                let r = self.call(f, Args::positional(&args));
                self.heap.pop_roots(args.len());
                r
            }
        }
    }

    /// An attribute of a builtin object (methods and data of `objects`).
    fn builtin_attr(&mut self, obj: Value, name: NameId) -> Result<Value, Exception> {
        let text = self.name_text(name);
        if name == Special::class.id() {
            return Ok(crate::builtins::type_of_value(&self.heap, obj));
        }
        if name == Special::name.id() || name == Special::qualname.id() {
            let n = match obj {
                Value::Builtin(b) => Some(alloc::string::String::from(b.name())),
                Value::Method(m) => self.heap.method(m).map(|m| {
                    if name == Special::qualname.id() {
                        alloc::format!(
                            "{}.{}",
                            crate::builtins::type_of(&self.heap, m.recv).name(),
                            m.attr
                        )
                    } else {
                        alloc::string::String::from(m.attr.name())
                    }
                }),
                _ => None,
            };
            if let Some(n) = n {
                return crate::ops::new_str(&mut self.heap, n);
            }
        }
        if let Some(a) = objects::Attr::from_name(&text) {
            if let Value::Builtin(b) = obj
                && b.is_type()
            {
                if crate::builtins::type_has_method(b, a) {
                    return objects::method::get_attr(&mut self.heap, obj, a);
                }
            } else {
                return objects::method::get_attr(&mut self.heap, obj, a);
            }
        }
        let mut e = objects::method::no_attribute_named(&self.heap, obj, &text);
        crate::suggest::attribute_hint(&mut e, obj, &text);
        Err(e)
    }

    fn load_instance_attr(
        &mut self,
        obj: Value,
        r: crate::heap::ObjRef,
        name: NameId,
    ) -> Result<Loaded, Exception> {
        let cls = instance::class_of(&self.heap, r);
        let found = class::lookup(&self.heap, cls, name);
        if let Some(d) = found
            && is_data_descriptor(self, d)
        {
            return self.descriptor_get(d, obj, cls);
        }
        if let Some(v) = instance::get_own(&self.heap, r, name) {
            return Ok(Loaded::Value(v));
        }
        if let Some(d) = found {
            return self.descriptor_get(d, obj, cls);
        }
        // What builtin bases give every instance.
        if name == Special::class.id() {
            return Ok(Loaded::Value(cls));
        }
        // Its class's own `__doc__`, which it lacks: `None`.
        if name == Special::doc.id() {
            return Ok(Loaded::Value(Value::None));
        }
        if name == Special::dict.id() && instance::has_dict(&self.heap, r) {
            return instance::live_dict(&mut self.heap, r).map(Loaded::Value);
        }
        if self.heap.exc_state(r).is_some()
            && let Some(v) = self.exception_attr(obj, r, name)?
        {
            return Ok(Loaded::Value(v));
        }
        // The methods of a builtin base, bound to the instance's value of
        // that type (`self.append` in a `list` subclass).
        if let Some(b) = instance::base_value(&self.heap, obj)
            && let Some(a) = objects::Attr::from_name(&self.name_text(name))
            && objects::method::has_attribute(b, a)
        {
            // Special methods stay bound to the instance, so a call runs
            // them as the instance's operation does (a dict subclass's
            // `__getitem__` falls back on its `__missing__`; `__iadd__`
            // returns the instance).
            if a.name().starts_with("__") && objects::method::has_method(b, a) {
                return objects::method::bind_to_instance(&mut self.heap, obj, a)
                    .map(Loaded::Value);
            }
            return objects::method::get_attr(&mut self.heap, b, a).map(Loaded::Value);
        }
        if let Some(v) = self.object_method(obj, cls, name)? {
            return Ok(Loaded::Value(v));
        }
        if let Some(g) = class::lookup(&self.heap, cls, Special::getattr.id()) {
            let text = self.name_text(name);
            let n = crate::ops::new_str(&mut self.heap, text)?;
            return Ok(Loaded::Call(g, alloc::vec![obj, n]));
        }
        let text = self.name_text(name);
        let mut e = exc!(
            AttributeError,
            "'{}' object has no attribute '{}'",
            objects::type_name(&self.heap, obj),
            text
        );
        e.arg = None;
        Err(e)
    }

    /// What reading class attribute `d` through `obj` (an instance of
    /// `cls`) gives.
    fn descriptor_get(&mut self, d: Value, obj: Value, cls: Value) -> Result<Loaded, Exception> {
        match d {
            Value::Func(_) => function::bind(&mut self.heap, d, obj).map(Loaded::Value),
            Value::Wrapper(w) => match self.heap.wrapper(w) {
                Some(WrapperObj::StaticMethod(f)) => Ok(Loaded::Value(f)),
                Some(WrapperObj::ClassMethod(f)) => {
                    function::bind(&mut self.heap, f, cls).map(Loaded::Value)
                }
                Some(WrapperObj::Property { fget, .. }) => {
                    if fget == Value::None {
                        return Err(exc!(AttributeError, "unreadable attribute"));
                    }
                    Ok(Loaded::Call(fget, alloc::vec![obj]))
                }
                Some(WrapperObj::Union(_)) | None => Ok(Loaded::Value(d)),
            },
            Value::Instance(r) => {
                let dcls = instance::class_of(&self.heap, r);
                match class::lookup(&self.heap, dcls, Special::get.id()) {
                    Some(get) => Ok(Loaded::Call(get, alloc::vec![d, obj, cls])),
                    None => Ok(Loaded::Value(d)),
                }
            }
            _ => Ok(Loaded::Value(d)),
        }
    }

    /// `C.name` for a class `C` (`start` is where lookup starts: `C`).
    fn load_class_attr(
        &mut self,
        cls: Value,
        start: Value,
        name: NameId,
    ) -> Result<Loaded, Exception> {
        if let Some(d) = class::lookup(&self.heap, start, name) {
            return Ok(Loaded::Value(match d {
                Value::Wrapper(w) => match self.heap.wrapper(w) {
                    Some(WrapperObj::StaticMethod(f)) => f,
                    Some(WrapperObj::ClassMethod(f)) => function::bind(&mut self.heap, f, cls)?,
                    _ => d,
                },
                Value::Instance(r) => {
                    let dcls = instance::class_of(&self.heap, r);
                    if let Some(get) = class::lookup(&self.heap, dcls, Special::get.id()) {
                        return Ok(Loaded::Call(get, alloc::vec![d, Value::None, cls]));
                    }
                    d
                }
                _ => d,
            }));
        }
        let Value::Class(r) = cls else {
            return Err(exc!(SystemError, "not a class"));
        };
        let Some(c) = self.heap.class(r) else {
            return Err(exc!(SystemError, "bad class"));
        };
        let v = match name {
            n if n == Special::name.id() => {
                let text = copy_str(&c.name)?;
                crate::ops::new_str(&mut self.heap, text)?
            }
            n if n == Special::qualname.id() => {
                let text = copy_str(&c.qualname)?;
                crate::ops::new_str(&mut self.heap, text)?
            }
            n if n == Special::module.id() => {
                crate::ops::new_str(&mut self.heap, String::from("__main__"))?
            }
            n if n == Special::mro.id() => {
                let mro = class::mro_of(&self.heap, cls);
                objects::tuple::from_vec(&mut self.heap, mro)?
            }
            n if n == Special::bases.id() => {
                let b = self
                    .heap
                    .class(r)
                    .map(|c| c.bases.clone())
                    .unwrap_or_default();
                objects::tuple::from_vec(&mut self.heap, b)?
            }
            n if n == Special::dict.id() => {
                let mut attrs: Vec<(NameId, Value)> = self
                    .heap
                    .class(r)
                    .map(|c| c.attrs.iter().collect())
                    .unwrap_or_default();
                // A class made without a docstring has `__doc__` None in
                // its own namespace, last (CPython's `type` adds it).
                if !attrs.iter().any(|&(n, _)| n == Special::doc.id()) {
                    attrs.push((Special::doc.id(), Value::None));
                }
                self.namespace_dict(&attrs)?
            }
            n if n == Special::class.id() => class::metaclass_of(&self.heap, cls),
            n if n == Special::doc.id() => Value::None,
            n if n == self.heap.names.lookup("__subclasses__").unwrap_or(u32::MAX) => {
                // A method of the class: bound to it as a builtin method.
                return objects::method::get_attr(
                    &mut self.heap,
                    cls,
                    objects::Attr::__subclasses__,
                )
                .map(Loaded::Value);
            }
            _ => {
                // `D.fromkeys` is a class method: bound to the subclass.
                if c.builtin_base == Some(Builtin::Dict) && self.name_text(name) == "fromkeys" {
                    return objects::method::get_attr(&mut self.heap, cls, objects::Attr::fromkeys)
                        .map(Loaded::Value);
                }
                // The builtin type the class derives from comes before the
                // metaclass (`int.__repr__` for an `IntEnum`).
                if let Some(b) = c.builtin_base
                    && let Some(v) = self.type_method_value(Value::Builtin(b), name)?
                {
                    return Ok(Loaded::Value(v));
                }
                // The metaclass's attributes, bound to the class.
                if let Some(meta) = class::user_metaclass(&self.heap, cls)
                    && let Some(d) = class::lookup(&self.heap, meta, name)
                {
                    return self.descriptor_get(d, cls, meta);
                }
                // Builtin bases (an exception type's methods, object's).
                let mro = class::mro_of(&self.heap, cls);
                for t in mro.iter().skip(1) {
                    if let Value::ExcType(_) | Value::Builtin(_) = t
                        && let Some(v) = self.type_method_value(*t, name)?
                    {
                        return Ok(Loaded::Value(v));
                    }
                }
                let text = self.name_text(name);
                let cname = self.heap.class(r).map_or("?", |c| &c.name);
                return Err(exc!(
                    AttributeError,
                    "type object '{}' has no attribute '{}'",
                    cname,
                    text
                ));
            }
        };
        Ok(Loaded::Value(v))
    }

    /// `ValueError.name` and other builtin type attributes.
    fn load_type_attr(&mut self, t: Value, tname: &str, name: NameId) -> Result<Loaded, Exception> {
        if let Some(v) = self.type_dunder(t, tname, name)? {
            return Ok(Loaded::Value(v));
        }
        if let Some(v) = self.type_method_value(t, name)? {
            return Ok(Loaded::Value(v));
        }
        let text = self.name_text(name);
        Err(exc!(
            AttributeError,
            "type object '{}' has no attribute '{}'",
            tname,
            text
        ))
    }

    /// `__name__`, `__qualname__`, `__mro__`... of a builtin type.
    fn type_dunder(
        &mut self,
        t: Value,
        tname: &str,
        name: NameId,
    ) -> Result<Option<Value>, Exception> {
        Ok(Some(match name {
            n if n == Special::name.id() || n == Special::qualname.id() => {
                crate::ops::new_str(&mut self.heap, String::from(tname))?
            }
            n if n == Special::module.id() => {
                let m = match t {
                    Value::Builtin(Builtin::RandomType) => "_random",
                    Value::Builtin(Builtin::TextIoWrapper) => "_io",
                    _ => "builtins",
                };
                crate::ops::new_str(&mut self.heap, String::from(m))?
            }
            n if n == Special::mro.id() => {
                let mro = class::mro_of(&self.heap, t);
                objects::tuple::from_vec(&mut self.heap, mro)?
            }
            n if n == Special::bases.id() => {
                let mro = class::mro_of(&self.heap, t);
                let b: Vec<Value> = mro.get(1).copied().into_iter().collect();
                objects::tuple::from_vec(&mut self.heap, b)?
            }
            n if n == Special::class.id() => Value::Builtin(Builtin::Type),
            // A builtin type's namespace: its methods (and special methods),
            // as `"__len__" in list.__dict__` asks.
            n if n == Special::dict.id() => {
                let Value::Builtin(b) = t else {
                    return Ok(None);
                };
                let mut attrs = Vec::new();
                for &a in objects::Attr::ALL {
                    let has = if b == Builtin::Object {
                        objects::method::is_object_method(a)
                    } else {
                        crate::builtins::type_has_method(b, a)
                    };
                    if has && let Ok(m) = objects::method::get_attr(&mut self.heap, t, a) {
                        self.heap.push_root(m);
                        attrs.push((self.heap.names.intern(a.name()), m));
                    }
                }
                let d = self.namespace_dict(&attrs);
                self.heap.pop_roots(attrs.len());
                d?
            }
            // The mutable containers are unhashable: CPython's types say so
            // with `__hash__ = None` (what `dataclasses` checks defaults by).
            n if n == Special::hash.id()
                && matches!(
                    t,
                    Value::Builtin(
                        Builtin::List | Builtin::Dict | Builtin::Set | Builtin::ByteArray
                    )
                ) =>
            {
                Value::None
            }
            _ => return Ok(None),
        }))
    }

    /// The methods of `object` and of exception types, as values taken
    /// from the type (`object.__init__`, `Exception.__str__`).
    fn type_method_value(&mut self, t: Value, name: NameId) -> Result<Option<Value>, Exception> {
        let text = self.name_text(name);
        let Some(a) = objects::Attr::from_name(&text) else {
            return Ok(None);
        };
        let known = match t {
            Value::ExcType(_) => objects::method::is_exception_method(a),
            Value::Builtin(Builtin::Object) => objects::method::is_object_method(a),
            Value::Builtin(b) => crate::builtins::type_has_method(b, a),
            _ => false,
        };
        if !known {
            return Ok(None);
        }
        objects::method::get_attr(&mut self.heap, t, a).map(Some)
    }

    /// The methods every instance has from `object` (and exceptions from
    /// BaseException), bound: `obj.__repr__`, `e.with_traceback`.
    fn object_method(
        &mut self,
        obj: Value,
        cls: Value,
        name: NameId,
    ) -> Result<Option<Value>, Exception> {
        let text = self.name_text(name);
        let Some(a) = objects::Attr::from_name(&text) else {
            return Ok(None);
        };
        let exc = instance::exc_base_of(&self.heap, cls).is_some();
        if objects::method::is_object_method(a) || exc && objects::method::is_exception_method(a) {
            return objects::method::get_attr(&mut self.heap, obj, a).map(Some);
        }
        Ok(None)
    }

    /// `e.args`, `e.__cause__` and the rest of an exception's state.
    fn exception_attr(
        &mut self,
        _obj: Value,
        r: crate::heap::ObjRef,
        name: NameId,
    ) -> Result<Option<Value>, Exception> {
        let Some(st) = self.heap.exc_state(r) else {
            return Ok(None);
        };
        // The exception's builtin base, for the fields of particular kinds.
        let base =
            crate::objects::instance::exc_base_of(&self.heap, instance::class_of(&self.heap, r));
        let is = |k: crate::error::ExcKind| base.is_some_and(|b| b.is_subclass_of(k));
        Ok(Some(match name {
            n if n == Special::args.id() => match st.args {
                Value::Tuple(_) => st.args,
                _ => objects::tuple::from_vec(&mut self.heap, Vec::new())?,
            },
            n if n == Special::cause.id() => st.cause,
            n if n == Special::context.id() => st.context,
            n if n == Special::suppress_context.id() => Value::Bool(st.suppress_context),
            n if n == Special::traceback.id() => Value::None,
            n if n == Special::exit_code.id()
                && base == Some(crate::error::ExcKind::SystemExit) =>
            {
                exception::system_exit_code(&self.heap, Some(r))
            }
            // `e.name` and `e.path` of an `ImportError` made without them
            // (the import system sets `name` as an attribute).
            _ if matches!(self.heap.names.text(name), "name" | "path")
                && is(crate::error::ExcKind::ImportError) =>
            {
                Value::None
            }
            // Made without file names (`exception::new_exception` sets
            // them as attributes).
            _ if matches!(self.heap.names.text(name), "filename" | "filename2")
                && is(crate::error::ExcKind::OSError) =>
            {
                Value::None
            }
            n if (n == Special::errno.id() || n == Special::strerror.id())
                && is(crate::error::ExcKind::OSError) =>
            {
                exception::os_error_field(&self.heap, r, usize::from(n == Special::strerror.id()))
            }
            // A `UnicodeDecodeError`'s or `UnicodeEncodeError`'s fields:
            // its five arguments.
            _ if let Some(k) = ["encoding", "object", "start", "end", "reason"]
                .iter()
                .position(|f| *f == self.heap.names.text(name))
                && (is(crate::error::ExcKind::UnicodeDecodeError)
                    || is(crate::error::ExcKind::UnicodeEncodeError))
                && let Value::Tuple(_) = st.args
                && self.heap.seq(st.args).len() == 5 =>
            {
                self.heap.seq(st.args)[k]
            }
            n if n == Special::value.id() && base == Some(crate::error::ExcKind::StopIteration) => {
                exception::stop_value(&self.heap, r)
            }
            _ => return Ok(None),
        }))
    }

    fn load_super_attr(
        &mut self,
        r: crate::heap::ObjRef,
        name: NameId,
    ) -> Result<Loaded, Exception> {
        let Some(crate::objects::Object::Super { cls, obj }) = self.heap.get(r).cloned() else {
            return Err(exc!(SystemError, "bad super object"));
        };
        // `obj` is an instance (or, in a classmethod, a class; in a
        // metaclass's method, a class that is an instance of it).
        let of_meta = matches!(obj, Value::Class(_))
            && class::is_subtype(&self.heap, class::metaclass_of(&self.heap, obj), cls);
        let obj_type = match obj {
            Value::Instance(i) => instance::class_of(&self.heap, i),
            _ if of_meta => class::metaclass_of(&self.heap, obj),
            other => other,
        };
        if let Some(d) = class::lookup_after(&self.heap, obj_type, cls, name) {
            return match obj {
                _ if of_meta => self.descriptor_get(d, obj, obj_type),
                Value::Instance(_) => self.descriptor_get(d, obj, obj_type),
                _ => Ok(Loaded::Value(match d {
                    Value::Wrapper(w) => match self.heap.wrapper(w) {
                        Some(WrapperObj::StaticMethod(f)) => f,
                        Some(WrapperObj::ClassMethod(f)) => function::bind(&mut self.heap, f, obj)?,
                        _ => d,
                    },
                    _ => d,
                })),
            };
        }
        // Past the program's classes: the builtin bases' methods.
        let mro = class::mro_of(&self.heap, obj_type);
        let after = mro.iter().position(|t| *t == cls).map_or(0, |p| p + 1);
        let base = instance::base_value(&self.heap, obj);
        for t in &mro[after.min(mro.len())..] {
            if let Value::ExcType(_) | Value::Builtin(_) = t {
                let text = self.name_text(name);
                if let Some(a) = objects::Attr::from_name(&text) {
                    // The builtin type the instance derives from: `__new__`
                    // unbound, its other methods bound to the instance's
                    // value of that type.
                    if let Some(b) = base
                        && crate::builtins::type_of_value(&self.heap, b) == *t
                    {
                        if a == objects::Attr::__new__ {
                            return objects::method::type_method(&mut self.heap, *t, a)
                                .map(Loaded::Value);
                        }
                        if objects::method::has_attribute(b, a) {
                            return objects::method::get_attr(&mut self.heap, b, a)
                                .map(Loaded::Value);
                        }
                    }
                    use objects::Attr::{__call__, __init__, __new__};
                    if *t == Value::Builtin(Builtin::Type)
                        && matches!(a, __new__ | __call__ | __init__)
                    {
                        let of = if a == __new__ { *t } else { obj };
                        return objects::method::type_method(&mut self.heap, of, a)
                            .map(Loaded::Value);
                    }
                    let known = match t {
                        Value::ExcType(_) => objects::method::is_exception_method(a),
                        _ => objects::method::is_object_method(a),
                    };
                    if known {
                        // `__new__` is a static method: `super().__new__`
                        // is the base's own (`object.__new__`), unbound.
                        let of = if name == Special::new.id() { *t } else { obj };
                        return objects::method::get_attr(&mut self.heap, of, a).map(Loaded::Value);
                    }
                }
            }
        }
        let text = self.name_text(name);
        Err(exc!(
            AttributeError,
            "'super' object has no attribute '{}'",
            text
        ))
    }

    /// `f.__code__` for code object `code`: an object of type `code` with
    /// the `co_*` attributes programs read (names, parameter counts,
    /// variable names, file, first line, flags).
    fn code_object(&mut self, code: u32) -> Result<Value, Exception> {
        use crate::bytecode::module::CodeFlags;
        let c = self
            .module
            .codes
            .get(code as usize)
            .ok_or_else(|| exc!(SystemError, "bad code"))?;
        let filename = self
            .module
            .modules
            .iter()
            .find(|m| (m.codes.0..m.codes.1).contains(&code))
            .map_or_else(String::new, |m| m.filename.clone());
        let (np, nfree) = (c.nparams as usize, c.nfree as usize);
        let free: Vec<String> = c.local_names.iter().skip(np).take(nfree).cloned().collect();
        let varnames: Vec<String> = c
            .local_names
            .iter()
            .enumerate()
            .filter(|(i, _)| *i < np || *i >= np + nfree)
            .map(|(_, n)| n.clone())
            .collect();
        // CPython's `co_flags` bits: optimized, new locals, `*args`,
        // `**kwargs`, generator, no free variables.
        let mut flags = 0x1 | 0x2;
        if c.flags.contains(CodeFlags::VARARGS) {
            flags |= 0x4;
        }
        if c.flags.contains(CodeFlags::VARKEYWORDS) {
            flags |= 0x8;
        }
        if c.is_generator() {
            flags |= 0x20;
        }
        if nfree == 0 {
            flags |= 0x40;
        }
        let ints = [
            ("co_argcount", c.argcount as i64),
            ("co_posonlyargcount", c.posonly as i64),
            ("co_kwonlyargcount", c.kwonly as i64),
            ("co_nlocals", varnames.len() as i64),
            ("co_firstlineno", c.first_line as i64),
            ("co_flags", flags),
        ];
        let texts = [
            ("co_name", c.name.clone()),
            ("co_qualname", c.qualname.clone()),
            ("co_filename", filename),
        ];
        let obj = instance::new_instance(
            &mut self.heap,
            Value::Builtin(Builtin::CodeType),
            Value::None,
        )?;
        let Value::Instance(or) = obj else {
            return Err(exc!(SystemError, "code object"));
        };
        self.heap.push_root(obj);
        let made = (|| -> Result<(), Exception> {
            for (k, v) in ints {
                let id = self.heap.names.try_intern(k)?;
                instance::set_own(&mut self.heap, or, id, Value::Int(v))?;
            }
            for (k, v) in texts {
                let id = self.heap.names.try_intern(k)?;
                let s = crate::ops::new_str(&mut self.heap, v)?;
                instance::set_own(&mut self.heap, or, id, s)?;
            }
            for (k, names) in [("co_varnames", varnames), ("co_freevars", free)] {
                let mut items = Vec::with_capacity(names.len());
                for n in names {
                    let s = crate::ops::new_str(&mut self.heap, n)?;
                    self.heap.push_root(s);
                    items.push(s);
                }
                let n = items.len();
                let t = objects::tuple::from_vec(&mut self.heap, items);
                self.heap.pop_roots(n);
                let id = self.heap.names.try_intern(k)?;
                instance::set_own(&mut self.heap, or, id, t?)?;
            }
            Ok(())
        })();
        self.heap.pop_roots(1);
        made.map(|()| obj)
    }

    fn load_function_attr(
        &mut self,
        r: crate::heap::ObjRef,
        name: NameId,
    ) -> Result<Value, Exception> {
        // Borrowed, not cloned: a function's parts are as large as the
        // program made them.
        let f = self
            .heap
            .function(r)
            .ok_or_else(|| exc!(SystemError, "bad function"))?;
        if let Some(v) = f.attrs.get(name) {
            return Ok(v);
        }
        match name {
            n if n == Special::name.id() => {
                let text = copy_str(&f.name)?;
                crate::ops::new_str(&mut self.heap, text)
            }
            n if n == Special::qualname.id() => {
                let text = copy_str(&f.qualname)?;
                crate::ops::new_str(&mut self.heap, text)
            }
            n if n == Special::module.id() => {
                // The module whose code the function's is.
                let code = f.code;
                let name = self
                    .module
                    .modules
                    .iter()
                    .find(|m| (m.codes.0..m.codes.1).contains(&code))
                    .map_or("__main__", |m| m.name.as_str());
                let text = copy_str(name)?;
                crate::ops::new_str(&mut self.heap, text)
            }
            n if n == Special::doc.id() => Ok(Value::None),
            n if n == Special::defaults.id() => {
                if f.defaults.is_empty() {
                    Ok(Value::None)
                } else {
                    let items = crate::heap::headroom::copy(&f.defaults)?;
                    objects::tuple::from_vec(&mut self.heap, items)
                }
            }
            n if n == Special::kwdefaults.id() => {
                if f.kwdefaults.is_empty() {
                    Ok(Value::None)
                } else {
                    let items: Vec<(NameId, Value)> = f.kwdefaults.iter().collect();
                    self.namespace_dict(&items)
                }
            }
            n if n == Special::annotations.id() => {
                // Made empty on first use, as CPython does.
                let d = objects::dict::new_dict(&mut self.heap)?;
                if let Some(fm) = self.heap.function_mut(r) {
                    fm.attrs.set(name, d);
                }
                Ok(d)
            }
            n if n == Special::dict.id() => {
                let attrs: Vec<(NameId, Value)> = f.attrs.iter().collect();
                self.namespace_dict(&attrs)
            }
            n if n == Special::class.id() => Ok(Value::Builtin(Builtin::Function)),
            n if n == self.heap.names.lookup("__code__").unwrap_or(u32::MAX) => {
                let code = f.code;
                let c = self.code_object(code)?;
                if let Some(fm) = self.heap.function_mut(r) {
                    fm.attrs.set(name, c);
                }
                Ok(c)
            }
            n if n == self.heap.names.lookup("__closure__").unwrap_or(u32::MAX) => {
                if f.closure.is_empty() {
                    Ok(Value::None)
                } else {
                    let items = crate::heap::headroom::copy(&f.closure)?;
                    objects::tuple::from_vec(&mut self.heap, items)
                }
            }
            _ => {
                let text = self.name_text(name);
                Err(exc!(
                    AttributeError,
                    "'function' object has no attribute '{}'",
                    text
                ))
            }
        }
    }

    fn load_wrapper_attr(
        &mut self,
        obj: Value,
        r: crate::heap::ObjRef,
        name: NameId,
    ) -> Result<Value, Exception> {
        let w = self
            .heap
            .wrapper(r)
            .ok_or_else(|| exc!(SystemError, "bad wrapper"))?;
        match (w, name) {
            (_, n) if n == Special::class.id() => {
                Ok(crate::builtins::type_of_value(&self.heap, obj))
            }
            (WrapperObj::StaticMethod(f) | WrapperObj::ClassMethod(f), n)
                if n == Special::func.id() || n == Special::wrapped.id() =>
            {
                Ok(f)
            }
            // `(int | None).__args__`: the members, as `typing.get_args`
            // reads them.
            (WrapperObj::Union(t), _) if self.name_text(name) == "__args__" => Ok(t),
            (WrapperObj::Property { fget, .. }, n) if n == Special::fget.id() => Ok(fget),
            (WrapperObj::Property { fset, .. }, n) if n == Special::fset.id() => Ok(fset),
            (WrapperObj::Property { fdel, .. }, n) if n == Special::fdel.id() => Ok(fdel),
            (WrapperObj::Property { doc, .. }, n) if n == Special::doc.id() => Ok(doc),
            (WrapperObj::Property { .. }, n)
                if n == Special::setter.id()
                    || n == Special::getter.id()
                    || n == Special::deleter.id() =>
            {
                // A method of the property, bound to it (as a builtin method).
                let text = self.name_text(name);
                let a = objects::Attr::from_name(&text)
                    .ok_or_else(|| exc!(SystemError, "property method"))?;
                objects::method::get_attr(&mut self.heap, obj, a)
            }
            _ => {
                let text = self.name_text(name);
                Err(exc!(
                    AttributeError,
                    "'{}' object has no attribute '{}'",
                    w.type_name(),
                    text
                ))
            }
        }
    }

    /// A dict of `attrs` with string keys (`__dict__`, `vars()`).
    pub(crate) fn namespace_dict(&mut self, attrs: &[(NameId, Value)]) -> Result<Value, Exception> {
        let d = objects::dict::new_dict(&mut self.heap)?;
        let Value::Dict(dr) = d else {
            return Err(exc!(SystemError, "dict allocation"));
        };
        self.heap.push_root(d);
        for &(n, v) in attrs {
            let text = self.name_text(n);
            let k = crate::ops::new_str(&mut self.heap, text);
            match k {
                Ok(k) => {
                    if let Err(e) = objects::dict::set(&mut self.heap, dr, k, v) {
                        self.heap.pop_roots(1);
                        return Err(e);
                    }
                }
                Err(e) => {
                    self.heap.pop_roots(1);
                    return Err(e);
                }
            }
        }
        self.heap.pop_roots(1);
        Ok(d)
    }

    /// `obj.name = v`: the call to make for a property setter or a
    /// `__setattr__`, or `None` when it is done.
    pub(crate) fn store_attr(
        &mut self,
        obj: Value,
        name: NameId,
        v: Value,
    ) -> Result<Option<(Value, Vec<Value>)>, Exception> {
        match obj {
            Value::Module(_) => {
                self.store_module_attr(obj, name, v)?;
                Ok(None)
            }
            Value::Instance(r) if name == Special::class.id() => {
                instance::set_class(&mut self.heap, r, v)?;
                Ok(None)
            }
            Value::Instance(r) => {
                let cls = instance::class_of(&self.heap, r);
                // A class's own `__setattr__` comes first; `object`'s
                // (which it may call) then finds the descriptors.
                if let Some(sa @ Value::Func(_)) =
                    class::lookup(&self.heap, cls, Special::setattr.id())
                {
                    let text = self.name_text(name);
                    let n = crate::ops::new_str(&mut self.heap, text)?;
                    return Ok(Some((sa, alloc::vec![obj, n, v])));
                }
                if let Some(d) = class::lookup(&self.heap, cls, name) {
                    match d {
                        Value::Wrapper(w) => {
                            if let Some(WrapperObj::Property { fset, .. }) = self.heap.wrapper(w) {
                                if fset == Value::None {
                                    let text = self.name_text(name);
                                    return Err(exc!(
                                        AttributeError,
                                        "property '{}' of '{}' object has no setter",
                                        text,
                                        objects::type_name(&self.heap, obj)
                                    ));
                                }
                                return Ok(Some((fset, alloc::vec![obj, v])));
                            }
                        }
                        Value::Instance(dr) => {
                            let dcls = instance::class_of(&self.heap, dr);
                            if let Some(set) = class::lookup(&self.heap, dcls, Special::set.id()) {
                                return Ok(Some((set, alloc::vec![d, obj, v])));
                            }
                        }
                        _ => {}
                    }
                }
                if let Some(sa) = class::lookup(&self.heap, cls, Special::setattr.id()) {
                    let text = self.name_text(name);
                    let n = crate::ops::new_str(&mut self.heap, text)?;
                    return Ok(Some((sa, alloc::vec![obj, n, v])));
                }
                if self.heap.exc_state(r).is_some() && self.store_exception_attr(r, name, v)? {
                    return Ok(None);
                }
                // A bare `object()` has no `__dict__`.
                if cls == Value::Builtin(Builtin::Object) {
                    let text = self.name_text(name);
                    return Err(exc!(
                        AttributeError,
                        "'object' object has no attribute '{}'",
                        text
                    ));
                }
                instance::set_own(&mut self.heap, r, name, v)?;
                Ok(None)
            }
            Value::Class(r) if name == Special::name.id() || name == Special::qualname.id() => {
                // The class's own name changes (what `repr` and messages
                // show), not an attribute its subclasses would inherit.
                let Value::Str(s) = v else {
                    let (what, tn) = (
                        self.name_text(name),
                        class::type_value_name(&self.heap, obj),
                    );
                    return Err(exc!(
                        TypeError,
                        "can only assign string to {}.{}, not '{}'",
                        tn,
                        what,
                        objects::type_name(&self.heap, v)
                    ));
                };
                let text: alloc::boxed::Box<str> = self.heap.str(s).into();
                let qual = name == Special::qualname.id();
                if let Some(c) = self.heap.class_mut(r) {
                    if qual {
                        c.qualname = text;
                    } else {
                        c.name = text;
                    }
                }
                Ok(None)
            }
            Value::Class(r) => {
                class::set_attr(&mut self.heap, r, name, v);
                Ok(None)
            }
            Value::Func(r) => {
                self.store_function_attr(r, name, v)?;
                Ok(None)
            }
            _ => {
                let text = self.name_text(name);
                let tn = String::from(objects::type_name(&self.heap, obj));
                if crate::objects::class::is_type(obj) {
                    return Err(exc!(
                        TypeError,
                        "cannot set '{}' attribute of immutable type '{}'",
                        text,
                        crate::objects::class::type_value_name(&self.heap, obj)
                    ));
                }
                let has = objects::Attr::from_name(&text)
                    .is_some_and(|a| objects::method::has_method(obj, a));
                if has {
                    Err(exc!(
                        AttributeError,
                        "'{}' object attribute '{}' is read-only",
                        tn,
                        text
                    ))
                } else {
                    Err(exc!(
                        AttributeError,
                        "'{}' object has no attribute '{}'",
                        tn,
                        text
                    ))
                }
            }
        }
    }

    /// `f.name = v`: the special attributes change the function itself.
    fn store_function_attr(
        &mut self,
        r: crate::heap::ObjRef,
        name: NameId,
        v: Value,
    ) -> Result<(), Exception> {
        // The new name in the shared form functions keep it in, made with
        // one copy (a guest-sized text).
        let text = |vm: &Self| -> Result<alloc::rc::Rc<str>, Exception> {
            match v {
                Value::Str(s) => Ok(vm.heap.str(s).into()),
                _ => Err(exc!(TypeError, "__name__ must be set to a string object")),
            }
        };
        if name == Special::defaults.id() {
            let d: Vec<Value> = match v {
                Value::None => Vec::new(),
                Value::Tuple(_) => crate::heap::headroom::copy(self.heap.seq(v))?,
                _ => {
                    return Err(exc!(
                        TypeError,
                        "__defaults__ must be set to a tuple object"
                    ));
                }
            };
            if let Some(f) = self.heap.function_mut(r) {
                f.defaults = d.into_boxed_slice();
            }
            if let Some(j) = self.jit.as_mut() {
                j.defaults_changed(&self.codes);
            }
        } else if name == Special::kwdefaults.id() {
            if !matches!(v, Value::None | Value::Dict(_)) {
                return Err(exc!(
                    TypeError,
                    "__kwdefaults__ must be set to a dict object"
                ));
            }
            let kw = crate::objects::function::kwdefaults_of(&mut self.heap, v)?;
            if let Some(f) = self.heap.function_mut(r) {
                f.kwdefaults = kw;
            }
            // Traces took the old ones as constants.
            if let Some(j) = self.jit.as_mut() {
                j.defaults_changed(&self.codes);
            }
        } else if name == Special::name.id() {
            let t = text(self)?;
            if let Some(f) = self.heap.function_mut(r) {
                f.name = t;
            }
        } else if name == Special::qualname.id() {
            let t = text(self)?;
            if let Some(f) = self.heap.function_mut(r) {
                f.qualname = t;
            }
        } else if let Some(f) = self.heap.function_mut(r) {
            f.attrs.set(name, v);
        }
        Ok(())
    }

    /// Stores `e.args`, `e.__cause__`...; false for other names.
    fn store_exception_attr(
        &mut self,
        r: crate::heap::ObjRef,
        name: NameId,
        v: Value,
    ) -> Result<bool, Exception> {
        let args = if name == Special::args.id() {
            let items = crate::ops::collect(self, v)?;
            Some(objects::tuple::from_vec(&mut self.heap, items)?)
        } else {
            None
        };
        let Some(st) = self.heap.exc_state_mut(r) else {
            return Ok(false);
        };
        match name {
            n if n == Special::args.id() => st.args = args.unwrap_or(Value::None),
            n if n == Special::cause.id() => {
                st.cause = v;
                st.suppress_context = true;
            }
            n if n == Special::context.id() => st.context = v,
            n if n == Special::suppress_context.id() => {
                st.suppress_context = matches!(v, Value::Bool(true))
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `del obj.name`: the call to make (a property deleter, a
    /// `__delattr__`), or `None` when it is done.
    pub(crate) fn delete_attr(
        &mut self,
        obj: Value,
        name: NameId,
    ) -> Result<Option<(Value, Vec<Value>)>, Exception> {
        if let Value::Module(_) = obj {
            self.delete_module_attr(obj, name)?;
            return Ok(None);
        }
        let text = self.name_text(name);
        match obj {
            Value::Instance(r) => {
                let cls = instance::class_of(&self.heap, r);
                if let Some(da @ Value::Func(_)) =
                    class::lookup(&self.heap, cls, Special::delattr.id())
                {
                    let n = crate::ops::new_str(&mut self.heap, text)?;
                    return Ok(Some((da, alloc::vec![obj, n])));
                }
                // A data descriptor's `__delete__`.
                if let Some(d @ Value::Instance(dr)) = class::lookup(&self.heap, cls, name) {
                    let dcls = instance::class_of(&self.heap, dr);
                    if let Some(del) = class::lookup(&self.heap, dcls, Special::delete.id()) {
                        return Ok(Some((del, alloc::vec![d, obj])));
                    }
                }
                if let Some(Value::Wrapper(w)) = class::lookup(&self.heap, cls, name)
                    && let Some(WrapperObj::Property { fdel, .. }) = self.heap.wrapper(w)
                {
                    if fdel == Value::None {
                        return Err(exc!(
                            AttributeError,
                            "property '{}' of '{}' object has no deleter",
                            text,
                            objects::type_name(&self.heap, obj)
                        ));
                    }
                    return Ok(Some((fdel, alloc::vec![obj])));
                }
                if let Some(da) = class::lookup(&self.heap, cls, Special::delattr.id()) {
                    let n = crate::ops::new_str(&mut self.heap, text)?;
                    return Ok(Some((da, alloc::vec![obj, n])));
                }
                if instance::del_own(&mut self.heap, r, name) {
                    Ok(None)
                } else {
                    Err(exc!(
                        AttributeError,
                        "'{}' object has no attribute '{}'",
                        objects::type_name(&self.heap, obj),
                        text
                    ))
                }
            }
            Value::Class(r) => {
                if class::del_attr(&mut self.heap, r, name) {
                    Ok(None)
                } else {
                    let cname = crate::objects::class::type_value_name(&self.heap, obj);
                    Err(exc!(
                        AttributeError,
                        "type object '{}' has no attribute '{}'",
                        cname,
                        text
                    ))
                }
            }
            Value::Func(r) => {
                let removed = self
                    .heap
                    .function_mut(r)
                    .is_some_and(|f| f.attrs.remove(name));
                if removed {
                    Ok(None)
                } else {
                    Err(exc!(
                        AttributeError,
                        "'function' object has no attribute '{}'",
                        text
                    ))
                }
            }
            _ => Err(exc!(
                AttributeError,
                "'{}' object has no attribute '{}'",
                objects::type_name(&self.heap, obj),
                text
            )),
        }
    }
}
