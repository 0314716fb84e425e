//! Making classes and instances: `MAKE_CLASS` (the class body then fills
//! the namespace through `STORE_NAME`), calling a class (`__new__`, then
//! `__init__` in a frame of its own so that tier 2 can inline it), and
//! `super()`.

use alloc::vec::Vec;

use super::calls::Called;
use super::{FrameKind, Vm};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::ObjRef;
use crate::host::{FrameStack, Output};
use crate::objects::intern::Special;
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
        let bases: Vec<Value> = match bases {
            Value::Tuple(_) => crate::heap::headroom::copy(self.heap.seq(bases))?,
            _ => Vec::new(),
        };
        class::new_class(&mut self.heap, &q, &bases)
    }

    /// `CLASS_DONE`: what `type.__new__` does once the class body has run.
    /// Each attribute whose type defines `__set_name__` is told its owner
    /// and name, in definition order; then the nearest base's
    /// `__init_subclass__` runs as a class method of the new class (the
    /// default, `object`'s, does nothing).
    pub(crate) fn finish_class(&mut self, cls: Value) -> Result<(), Exception> {
        let Value::Class(r) = cls else {
            return Ok(());
        };
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
            _ => return Ok(()),
        };
        self.call(f, Args::positional(&[cls])).map(|_| ())
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

    /// Calling class `r`: a new instance, initialized.
    pub(crate) fn instantiate(
        &mut self,
        r: ObjRef,
        args: Args,
        result_at: usize,
    ) -> Result<Called, Exception> {
        let cls = Value::Class(r);
        let exc_base = instance::exc_base_of(&self.heap, cls);
        let inst = match class::lookup(&self.heap, cls, Special::new.id()) {
            Some(new) => {
                // `__new__` is a static method taking the class first.
                let new = match new {
                    Value::Wrapper(w) => match self.heap.wrapper(w) {
                        Some(objects::function::WrapperObj::StaticMethod(f)) => f,
                        _ => new,
                    },
                    other => other,
                };
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
            None => {
                let exc_args = if exc_base.is_some() {
                    objects::tuple::from_vec(&mut self.heap, args.pos.to_vec())?
                } else {
                    Value::None
                };
                instance::new_instance(&mut self.heap, cls, exc_args)?
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
                if exc_base.is_none() && !has_new && (!args.pos.is_empty() || args.has_kw()) {
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
