//! Making classes and instances: `MAKE_CLASS` (the class body then fills
//! the namespace through `STORE_NAME`), calling a class (`__new__`, then
//! `__init__` in a frame of its own so that tier 2 can inline it), and
//! `super()`.

use alloc::string::String;
use alloc::vec::Vec;

use super::calls::Called;
use super::{FrameKind, Vm};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::ObjRef;
use crate::host::{FrameStack, Output};
use crate::objects::intern::{NameId, Special};
use crate::objects::{self, class, instance};
use crate::value::Value;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// `MAKE_CLASS`: a class named by `qualname` with the bases in the tuple
    /// `bases`.
    pub(crate) fn make_class(&mut self, qualname: Value, bases: Value) -> Result<Value, Exception> {
        let Value::Str(q) = qualname else {
            return Err(exc!(SystemError, "class name is not a string"));
        };
        let q = alloc::string::String::from(self.heap.str(q));
        let written: Vec<Value> = match bases {
            Value::Tuple(_) => crate::heap::headroom::copy(self.heap.seq(bases))?,
            _ => Vec::new(),
        };
        let resolved = self.mro_entries(bases, &written)?;
        let Some(resolved) = resolved else {
            return class::new_class(&mut self.heap, &q, &written);
        };
        self.heap.push_roots(&resolved)?;
        let made = class::new_class(&mut self.heap, &q, &resolved);
        self.heap.pop_roots(resolved.len());
        let cls = made?;
        // PEP 560: the bases as written stay in `__orig_bases__`.
        if let Value::Class(r) = cls {
            let name = self.heap.names.try_intern("__orig_bases__")?;
            class::set_attr(&mut self.heap, r, name, bases);
        }
        Ok(cls)
    }

    /// The bases a class statement's `written` bases (the tuple `tuple`)
    /// stand for when some are not classes but have `__mro_entries__`
    /// (`List[int]`, a `typing` alias): each such base replaced by what
    /// its `__mro_entries__(tuple)` returns. `None` when none has one.
    fn mro_entries(
        &mut self,
        tuple: Value,
        written: &[Value],
    ) -> Result<Option<Vec<Value>>, Exception> {
        if written.iter().all(|b| class::is_type(*b)) {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(written.len());
        let mut changed = false;
        for &b in written {
            if class::is_type(b) {
                out.push(b);
                continue;
            }
            let entries = match self.get_attribute(b, "__mro_entries__") {
                Ok(f) => f,
                Err(e) if e.kind == crate::error::ExcKind::AttributeError => {
                    out.push(b);
                    continue;
                }
                Err(e) => return Err(e),
            };
            self.heap.push_roots(&out)?;
            let r = self.call(entries, Args::positional(&[tuple]));
            self.heap.pop_roots(out.len());
            let r = r?;
            let Value::Tuple(_) = r else {
                return Err(exc!(TypeError, "__mro_entries__ must return a tuple"));
            };
            out.extend_from_slice(self.heap.seq(r));
            changed = true;
        }
        Ok(changed.then_some(out))
    }

    /// `CLASS_DONE`: the class statement's class `cls` (its body run) and
    /// its keywords `kw` (a dict, or `None`) become the class it binds:
    /// `cls` finished as `type.__new__` finishes a class, or what its
    /// metaclass makes of its name, bases and namespace.
    pub(crate) fn class_statement_done(
        &mut self,
        cls: Value,
        kw: Value,
    ) -> Result<Value, Exception> {
        let Value::Class(r) = cls else {
            return Ok(cls);
        };
        let items: Vec<(Value, Value)> = match kw {
            Value::Dict(d) => self
                .heap
                .dict(d)
                .map(|d| d.items().collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let mut kw_pairs: Vec<(String, Value)> = Vec::with_capacity(items.len());
        for (k, v) in items {
            if let Value::Str(s) = k {
                kw_pairs.push((crate::heap::headroom::copy_str(self.heap.str(s))?, v));
            }
        }
        let explicit = kw_pairs
            .iter()
            .position(|(k, _)| k == "metaclass")
            .map(|i| kw_pairs.remove(i).1);
        let bases = self
            .heap
            .class(r)
            .map(|c| c.bases.clone())
            .unwrap_or_default();
        let meta = self.winner_metaclass(explicit, &bases)?;
        if meta == Value::Builtin(crate::builtins::Builtin::Type) {
            self.finish_class(cls, &kw_pairs)?;
            return Ok(cls);
        }
        // CPython passes the namespace the body filled (`__module__`,
        // `__qualname__` and the rest, in order) and the bases as written.
        let attrs: Vec<_> = self
            .heap
            .class(r)
            .map(|c| c.attrs.iter().collect())
            .unwrap_or_default();
        let ns = self.namespace_dict(&attrs)?;
        self.heap.push_root(ns);
        let made = (|| {
            let (name, qualname) = match self.heap.class(r) {
                Some(c) => (String::from(&*c.name), String::from(&*c.qualname)),
                None => return Err(exc!(SystemError, "bad class")),
            };
            if let Value::Dict(d) = ns {
                let q = crate::ops::new_str(&mut self.heap, qualname)?;
                let k = crate::ops::new_str(&mut self.heap, String::from("__qualname__"))?;
                objects::dict::set(&mut self.heap, d, k, q)?;
            }
            let written: Vec<Value> = if bases == [Value::Builtin(crate::builtins::Builtin::Object)]
            {
                Vec::new()
            } else {
                bases.clone()
            };
            let bases_tuple = objects::tuple::from_vec(&mut self.heap, written)?;
            self.heap.push_root(bases_tuple);
            let name = crate::ops::new_str(&mut self.heap, name);
            let called = name.and_then(|name| {
                let pos = [name, bases_tuple, ns];
                self.adopting.push(r);
                let made = self.call_with_keywords(meta, &pos, &kw_pairs);
                self.adopting.retain(|&a| a != r);
                made
            });
            self.heap.pop_roots(1);
            called
        })();
        self.heap.pop_roots(1);
        made
    }

    /// The metaclass of a class statement: the explicit one or `type`,
    /// made more derived by its bases' (CPython's rule and message).
    fn winner_metaclass(
        &self,
        explicit: Option<Value>,
        bases: &[Value],
    ) -> Result<Value, Exception> {
        let mut winner = explicit.unwrap_or(Value::Builtin(crate::builtins::Builtin::Type));
        // `metaclass=` a function (or other callable): called as it is.
        if !class::is_metaclass(&self.heap, winner) {
            return Ok(winner);
        }
        for &b in bases {
            let m = class::metaclass_of(&self.heap, b);
            if class::is_subtype(&self.heap, winner, m) || winner == m {
                continue;
            }
            if class::is_subtype(&self.heap, m, winner)
                || winner == Value::Builtin(crate::builtins::Builtin::Type)
            {
                winner = m;
                continue;
            }
            return Err(exc!(
                TypeError,
                "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases"
            ));
        }
        Ok(winner)
    }

    /// `type.__new__(mcls, name, bases, ns, **kw)`: a class of metaclass
    /// `mcls` (the class statement's own when one is being made).
    pub(crate) fn type_new(
        &mut self,
        args: &[Value],
        kw: &[(String, Value)],
    ) -> Result<Value, Exception> {
        let [mcls, name, bases, ns] = *args else {
            return Err(exc!(
                TypeError,
                "type.__new__() takes exactly 3 arguments ({} given)",
                args.len().saturating_sub(1)
            ));
        };
        if !class::is_metaclass(&self.heap, mcls) {
            return Err(if class::is_type(mcls) {
                let t = class::type_value_name(&self.heap, mcls);
                exc!(
                    TypeError,
                    "type.__new__({}): {} is not a subtype of type",
                    t,
                    t
                )
            } else {
                exc!(
                    TypeError,
                    "type.__new__(X): X is not a type object ({})",
                    objects::type_name(&self.heap, mcls)
                )
            });
        }
        let Value::Str(nr) = name else {
            return Err(exc!(
                TypeError,
                "type.__new__() argument 1 must be str, not {}",
                objects::type_name(&self.heap, name)
            ));
        };
        let Value::Tuple(_) = bases else {
            return Err(exc!(
                TypeError,
                "type.__new__() argument 2 must be tuple, not {}",
                objects::type_name(&self.heap, bases)
            ));
        };
        let Value::Dict(dr) = ns else {
            return Err(exc!(
                TypeError,
                "type.__new__() argument 3 must be dict, not {}",
                objects::type_name(&self.heap, ns)
            ));
        };
        let name = String::from(self.heap.str(nr));
        let base_list: Vec<Value> = crate::heap::headroom::copy(self.heap.seq(bases))?;
        // A base that is no type has a metaclass (its type) that is none.
        if base_list.iter().any(|b| !class::is_type(*b)) {
            return Err(exc!(
                TypeError,
                "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases"
            ));
        }
        let entries: Vec<(Value, Value)> = self
            .heap
            .dict(dr)
            .map(|d| d.items().collect())
            .unwrap_or_default();
        let mut attrs = Vec::with_capacity(entries.len());
        let mut qualname = name.clone();
        for (k, v) in entries {
            let Value::Str(ks) = k else {
                continue;
            };
            let text = String::from(self.heap.str(ks));
            if text == "__qualname__" {
                if let Value::Str(q) = v {
                    qualname = String::from(self.heap.str(q));
                }
                continue;
            }
            attrs.push((self.heap.names.intern(&text), v));
        }
        // The class statement's own class (the first `type.__new__` its
        // metaclass makes), filled from the namespace as the metaclass
        // left it: its methods' `__class__` cells hold it already.
        // A metaclass that changed the bases gets a class of its own.
        let default_bases = [Value::Builtin(crate::builtins::Builtin::Object)];
        let wanted: &[Value] = if base_list.is_empty() {
            &default_bases
        } else {
            &base_list
        };
        let adopt = self
            .adopting
            .last()
            .copied()
            .filter(|&a| self.heap.class(a).is_some_and(|c| c.bases == wanted));
        let cls = match adopt {
            Some(a) => {
                self.adopting.pop();
                let old: Vec<_> = self
                    .heap
                    .class(a)
                    .map(|c| c.attrs.iter().map(|(n, _)| n).collect())
                    .unwrap_or_default();
                for n in old {
                    class::del_attr(&mut self.heap, a, n);
                }
                Value::Class(a)
            }
            None => class::new_class(&mut self.heap, &qualname, &base_list)?,
        };
        let Value::Class(r) = cls else {
            return Err(exc!(SystemError, "class allocation"));
        };
        self.heap.push_root(cls);
        for (n, v) in attrs {
            class::set_attr(&mut self.heap, r, n, v);
        }
        if let Some(c) = self.heap.class_mut(r) {
            c.metaclass = mcls;
            c.qualname = qualname.into();
            c.name = name.into();
        }
        let done = self.finish_class(cls, kw);
        self.heap.pop_roots(1);
        done.map(|_| cls)
    }

    /// What a class's `__new__` attribute calls: the function a
    /// `staticmethod` wraps, or the attribute itself.
    fn static_function(&self, new: Value) -> Value {
        match new {
            Value::Wrapper(w) => match self.heap.wrapper(w) {
                Some(objects::function::WrapperObj::StaticMethod(f)) => f,
                _ => new,
            },
            other => other,
        }
    }

    /// Calling metaclass `meta` (`type.__call__(meta, ...)`): its
    /// `__new__` (`type.__new__` unless the program gives one), then its
    /// `__init__` on what that made if it is one of its classes.
    pub(crate) fn call_metaclass(&mut self, meta: Value, args: Args) -> Result<Value, Exception> {
        let kw: Vec<(String, Value)> = (0..args.kw.len())
            .map(|i| (String::from(args.kwnames.get(i)), args.kw[i]))
            .collect();
        if meta == Value::Builtin(crate::builtins::Builtin::Type) {
            let mut all = alloc::vec![meta];
            all.extend_from_slice(args.pos);
            return self.type_new(&all, &kw);
        }
        let made = match class::lookup(&self.heap, meta, Special::new.id()) {
            Some(new) => {
                let new = self.static_function(new);
                let mut pos = Vec::with_capacity(args.pos.len() + 1);
                pos.push(meta);
                pos.extend_from_slice(args.pos);
                self.call(new, Args { pos: &pos, ..args })?
            }
            None => {
                let mut all = alloc::vec![meta];
                all.extend_from_slice(args.pos);
                self.type_new(&all, &kw)?
            }
        };
        let made_meta = class::metaclass_of(&self.heap, made);
        let ours = matches!(made, Value::Class(_))
            && (made_meta == meta || class::is_subtype(&self.heap, made_meta, meta));
        if ours && let Some(init) = class::lookup(&self.heap, meta, Special::init.id()) {
            let mut pos = Vec::with_capacity(args.pos.len() + 1);
            pos.push(made);
            pos.extend_from_slice(args.pos);
            self.heap.push_root(made);
            let r = self.call(init, Args { pos: &pos, ..args });
            self.heap.pop_roots(1);
            r?;
        }
        Ok(made)
    }

    /// `CLASS_DONE`'s work for a class of metaclass `type`: what `type.__new__` does once the class body has run.
    /// Each attribute whose type defines `__set_name__` is told its owner
    /// and name, in definition order; then the nearest base's
    /// `__init_subclass__` runs as a class method of the new class (the
    /// default, `object`'s, does nothing).
    /// The names class `r` declares in `__slots__` (a str is one name),
    /// `None` if it declares none.
    fn declared_slots(&mut self, r: ObjRef) -> Result<Option<Vec<NameId>>, Exception> {
        let Some(id) = self.heap.names.lookup("__slots__") else {
            return Ok(None);
        };
        let Some(decl) = self.heap.class(r).and_then(|c| c.attrs.get(id)) else {
            return Ok(None);
        };
        let items = match decl {
            Value::Str(_) => alloc::vec![decl],
            _ => crate::ops::collect(self, decl)?,
        };
        let mut names = Vec::with_capacity(items.len());
        for item in items {
            let Value::Str(t) = item else {
                return Err(exc!(
                    TypeError,
                    "__slots__ items must be strings, not '{}'",
                    objects::type_name(&self.heap, item)
                ));
            };
            let text = String::from(self.heap.str(t));
            let ident = text
                .chars()
                .next()
                .is_some_and(|c| c == '_' || c.is_alphabetic())
                && text.chars().all(|c| c == '_' || c.is_alphanumeric());
            if !ident {
                return Err(exc!(TypeError, "__slots__ must be identifiers"));
            }
            names.push(self.heap.names.try_intern(&text)?);
        }
        Ok(Some(names))
    }

    pub(crate) fn finish_class(
        &mut self,
        cls: Value,
        kw: &[(String, Value)],
    ) -> Result<(), Exception> {
        let Value::Class(r) = cls else {
            return Ok(());
        };
        let own_slots = self.declared_slots(r)?;
        class::apply_slots(&mut self.heap, r, own_slots)?;
        // A plain `__init_subclass__` is a class method, as CPython makes
        // it when it creates the class.
        if let Some(f @ Value::Func(_)) = self
            .heap
            .class(r)
            .and_then(|c| c.attrs.get(Special::init_subclass.id()))
        {
            let m = objects::function::new_wrapper(
                &mut self.heap,
                objects::function::WrapperObj::ClassMethod(f),
            )?;
            if let Some(c) = self.heap.class_mut(r) {
                c.attrs.set(Special::init_subclass.id(), m);
            }
        }
        let (attrs, mro): (Vec<_>, Vec<_>) = match self.heap.class(r) {
            Some(c) => (c.attrs.iter().collect(), c.mro.clone()),
            None => return Ok(()),
        };
        // The namespace as it was: `__set_name__` may change the class, and
        // what it removes stays alive until every hook has run.
        let values: Vec<Value> = attrs.iter().map(|&(_, v)| v).collect();
        self.heap.push_roots(&values)?;
        let named = self.set_names(cls, r, &attrs);
        self.heap.pop_roots(values.len());
        named?;
        let hook = mro.iter().skip(1).find_map(|&b| match b {
            Value::Class(br) => self
                .heap
                .class(br)
                .and_then(|c| c.attrs.get(Special::init_subclass.id())),
            _ => None,
        });
        let f = match hook {
            // A base's hook was made a class method when the base was made;
            // one assigned to the base later is still a plain function.
            Some(f @ Value::Func(_)) => f,
            Some(Value::Wrapper(w)) => match self.heap.wrapper(w) {
                Some(objects::function::WrapperObj::ClassMethod(f)) => f,
                _ => return Ok(()),
            },
            // `object.__init_subclass__` takes no keywords.
            _ if !kw.is_empty() => {
                let q = self
                    .heap
                    .class(r)
                    .map_or_else(String::new, |c| String::from(&*c.qualname));
                return Err(exc!(
                    TypeError,
                    "{}.__init_subclass__() takes no keyword arguments",
                    q
                ));
            }
            _ => return Ok(()),
        };
        if kw.is_empty() {
            return self.call(f, Args::positional(&[cls])).map(|_| ());
        }
        self.call_with_keywords(f, &[cls], kw).map(|_| ())
    }

    /// `f(*pos, **kw)` as a nested call.
    pub(crate) fn call_with_keywords(
        &mut self,
        f: Value,
        pos: &[Value],
        kw: &[(String, Value)],
    ) -> Result<Value, Exception> {
        let names: Vec<String> = kw.iter().map(|(k, _)| k.clone()).collect();
        let values: Vec<Value> = kw.iter().map(|&(_, v)| v).collect();
        let ids: Vec<u32> = (0..names.len() as u32).collect();
        self.call(
            f,
            Args {
                pos,
                kw: &values,
                kwnames: crate::args::KwNames {
                    ids: &ids,
                    names: &names,
                },
            },
        )
    }

    /// `__set_name__` of each attribute of class `r` (`cls`) whose type
    /// defines one, in definition order.
    fn set_names(
        &mut self,
        cls: Value,
        r: ObjRef,
        attrs: &[(crate::objects::intern::NameId, Value)],
    ) -> Result<(), Exception> {
        for &(name, v) in attrs {
            let Value::Instance(i) = v else {
                continue;
            };
            let owner = instance::class_of(&self.heap, i);
            let Some(f) = class::lookup(&self.heap, owner, Special::set_name.id()) else {
                continue;
            };
            let text = self.name_text(name);
            let n = objects::str::new_str(&mut self.heap, text.clone())?;
            self.heap.push_root(n);
            let called = self.call(f, Args::positional(&[v, cls, n]));
            self.heap.pop_roots(1);
            match called {
                Ok(_) => {}
                // CPython 3.11 reports which attribute failed, the error
                // as the cause.
                Err(e) if e.kind.is_catchable() => {
                    let cause = match e.obj {
                        Some(o) => Value::Instance(o),
                        None => {
                            Value::Instance(objects::exception::materialize(&mut self.heap, &e)?)
                        }
                    };
                    self.heap.push_root(cause);
                    let owner_name = self
                        .heap
                        .class(r)
                        .map_or_else(Default::default, |c| alloc::string::String::from(&*c.name));
                    let message = alloc::format!(
                        "Error calling __set_name__ on '{}' instance '{}' in '{}'",
                        objects::type_name(&self.heap, v),
                        text,
                        owner_name
                    );
                    let m = objects::str::new_str(&mut self.heap, message);
                    let wrapped = m.and_then(|m| {
                        self.call(
                            Value::ExcType(crate::error::ExcKind::RuntimeError),
                            Args::positional(&[m]),
                        )
                    });
                    let raised = wrapped.and_then(|w| self.raise_from(w, cause));
                    self.heap.pop_roots(1);
                    return Err(raised.unwrap_or_else(|e| e));
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// CPython's `object.__new__` refuses a class whose
    /// `__abstractmethods__` (which `abc.ABCMeta` computes) is not empty.
    fn refuse_abstract(&mut self, cls: Value) -> Result<(), Exception> {
        // CPython checks in `object.__new__`: a class deriving from a
        // builtin type is made by that type's `__new__`, which does not.
        if instance::builtin_base_of(&self.heap, cls).is_some() {
            return Ok(());
        }
        let name = self.heap.names.intern("__abstractmethods__");
        let Some(set @ (Value::FrozenSet(_) | Value::Set(_))) =
            class::lookup(&self.heap, cls, name)
        else {
            return Ok(());
        };
        let mut names: Vec<String> = crate::ops::collect_plain(&mut self.heap, set)?
            .into_iter()
            .filter_map(|v| match v {
                Value::Str(s) => Some(String::from(self.heap.str(s))),
                _ => None,
            })
            .collect();
        if names.is_empty() {
            return Ok(());
        }
        names.sort();
        let cname = class::type_value_name(&self.heap, cls);
        Err(exc!(
            TypeError,
            "Can't instantiate abstract class {} with abstract method{} {}",
            cname,
            if names.len() == 1 { "" } else { "s" },
            names.join(", ")
        ))
    }

    /// Calling class `r`: a new instance, initialized.
    pub(crate) fn instantiate(
        &mut self,
        r: ObjRef,
        args: Args,
        result_at: usize,
    ) -> Result<Called, Exception> {
        let cls = Value::Class(r);
        if class::user_metaclass(&self.heap, cls).is_some() {
            self.refuse_abstract(cls)?;
        }
        let exc_base = instance::exc_base_of(&self.heap, cls);
        let builtin_base = instance::builtin_base_of(&self.heap, cls);
        let has_init = class::lookup(&self.heap, cls, Special::init.id()).is_some();
        let inst = match class::lookup(&self.heap, cls, Special::new.id()) {
            Some(new) => {
                // `__new__` is a static method taking the class first.
                let new = self.static_function(new);
                let mut pos = Vec::with_capacity(args.pos.len() + 1);
                pos.push(cls);
                pos.extend_from_slice(args.pos);
                // A plain `__new__` of a class with no `__init__` (a
                // namedtuple's): its result is the call's, so it runs as a
                // frame, which tier 2 inlines.
                if let Value::Func(f) = new
                    && exc_base.is_none()
                    && class::lookup(&self.heap, cls, Special::init.id()).is_none()
                {
                    let args = Args { pos: &pos, ..args };
                    return self.call_function(f, None, args, result_at, FrameKind::Normal, 0);
                }
                let made = self.call(new, Args { pos: &pos, ..args })?;
                // An object of another class is not initialized.
                let is_ours = match made {
                    Value::Instance(i) => {
                        class::is_subtype(&self.heap, instance::class_of(&self.heap, i), cls)
                    }
                    _ => false,
                };
                if !is_ours {
                    return Ok(Called::Value(made));
                }
                made
            }
            None if builtin_base.is_some() => {
                // The builtin type's `__new__`: its value from the
                // arguments, except that a mutable one is filled by
                // `__init__` (the program's, or the type's own).
                let b = builtin_base.unwrap_or(crate::builtins::Builtin::Object);
                let base = if class::filled_by_init(b) && has_init {
                    self.call(Value::Builtin(b), Args::default())?
                } else {
                    self.call(Value::Builtin(b), args)?
                };
                instance::new_derived(&mut self.heap, cls, base)?
            }
            None => {
                if exc_base.is_some() {
                    objects::exception::new_exception(&mut self.heap, cls, args.pos)?
                } else {
                    instance::new_instance(&mut self.heap, cls, Value::None)?
                }
            }
        };
        let Value::Instance(ir) = inst else {
            return Ok(Called::Value(inst));
        };
        match class::lookup(&self.heap, cls, Special::init.id()) {
            Some(Value::Func(f)) => {
                let mut pos = Vec::with_capacity(args.pos.len() + 1);
                pos.push(inst);
                pos.extend_from_slice(args.pos);
                self.heap.push_root(inst);
                let r = self.call_function(
                    f,
                    None,
                    Args { pos: &pos, ..args },
                    result_at,
                    FrameKind::Init,
                    ir.0,
                );
                self.heap.pop_roots(1);
                match r? {
                    Called::Frame => Ok(Called::Frame),
                    // A generator `__init__`.
                    Called::Value(v) => Err(exc!(
                        TypeError,
                        "__init__() should return None, not '{}'",
                        objects::type_name(&self.heap, v)
                    )),
                }
            }
            Some(init) => {
                let mut pos = Vec::with_capacity(args.pos.len() + 1);
                pos.push(inst);
                pos.extend_from_slice(args.pos);
                self.heap.push_root(inst);
                let r = self.call(init, Args { pos: &pos, ..args });
                self.heap.pop_roots(1);
                let v = r?;
                if v != Value::None {
                    return Err(exc!(
                        TypeError,
                        "__init__() should return None, not '{}'",
                        objects::type_name(&self.heap, v)
                    ));
                }
                Ok(Called::Value(inst))
            }
            None => {
                let has_new = class::lookup(&self.heap, cls, Special::new.id()).is_some();
                if exc_base.is_none()
                    && builtin_base.is_none()
                    && !has_new
                    && (!args.pos.is_empty() || args.has_kw())
                {
                    let name = class::type_value_name(&self.heap, cls);
                    return Err(exc!(TypeError, "{}() takes no arguments", name));
                }
                if exc_base.is_some() && args.has_kw() {
                    let name = class::type_value_name(&self.heap, cls);
                    return Err(exc!(TypeError, "{}() takes no keyword arguments", name));
                }
                Ok(Called::Value(inst))
            }
        }
    }
}
