//! `globals()` and `locals()`: the calling frame's namespaces as new dicts.
//!
//! Globals live in slots and locals in frame slots, not in dicts, so both
//! builtins build a dict at the call from what is bound then (a class
//! body's `locals()` is its class's namespace so far). Reading it
//! gives what CPython's would; storing into it binds nothing (CPython's
//! `globals()` is the module's own namespace; its `locals()` in a function
//! is a snapshot too). A comprehension's own scope lacks CPython's `.0`.

use alloc::string::String;
use alloc::vec::Vec;

use super::Vm;
use crate::error::Exception;
use crate::host::{FrameStack, Output};
use crate::value::Value;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// `globals()` called from the top frame.
    pub(crate) fn caller_globals(&mut self) -> Result<Value, Exception> {
        let unit = self.frames.last().map_or(0, |f| self.unit_of_code(f.code));
        let m = self.unit_module(unit)?;
        self.module_dict(m)
    }

    /// A class body's `locals()`: its class's names so far, with the
    /// `__qualname__` CPython's namespace holds after `__module__`.
    fn class_body_namespace(&mut self, cls: Value) -> Result<Value, Exception> {
        // The names the body bound (not `__dict__`, which adds the
        // `__doc__` a finished class without a docstring has).
        let attrs: Vec<(crate::objects::intern::NameId, Value)> = match cls {
            Value::Class(r) => self
                .heap
                .class(r)
                .map(|c| c.attrs.iter().collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let own = self.namespace_dict(&attrs)?;
        let qualname = crate::ctx::Ctx::get_attribute(self, cls, "__qualname__")?;
        let (Value::Dict(from), d @ Value::Dict(to)) =
            (own, crate::objects::dict::new_dict(&mut self.heap)?)
        else {
            return Ok(own);
        };
        let items: Vec<(Value, Value)> = self
            .heap
            .dict(from)
            .map_or_else(Vec::new, |x| x.items().collect());
        self.heap.push_root(own);
        self.heap.push_root(qualname);
        self.heap.push_root(d);
        let r = (|| {
            let key = crate::ops::new_str(&mut self.heap, String::from("__qualname__"))?;
            let mut placed = false;
            for (k, v) in items {
                if !placed && !self.is_str(k, "__module__") {
                    crate::objects::dict::set(&mut self.heap, to, key, qualname)?;
                    placed = true;
                }
                crate::objects::dict::set(&mut self.heap, to, k, v)?;
            }
            if !placed {
                crate::objects::dict::set(&mut self.heap, to, key, qualname)?;
            }
            Ok(())
        })();
        self.heap.pop_roots(3);
        r.map(|()| d)
    }

    fn is_str(&self, v: Value, text: &str) -> bool {
        matches!(v, Value::Str(r) if self.heap.str(r) == text)
    }

    /// `locals()` called from the top frame: its bound locals (closure
    /// variables through their cells), parameters first and closure
    /// variables last as CPython orders them; a module's top level gives
    /// its globals.
    pub(crate) fn caller_locals(&mut self) -> Result<Value, Exception> {
        let Some(f) = self.frames.last().copied() else {
            return self.caller_globals();
        };
        let code = &self.module.codes[f.code as usize];
        if code.name == "<module>" {
            return self.caller_globals();
        }
        // A class body stores its names in the class it makes (local 0):
        // its namespace so far.
        if code
            .flags
            .contains(crate::bytecode::module::CodeFlags::CLASS_BODY)
            && let Some(&cls @ Value::Class(_)) = self.stack.slots().get(f.base as usize)
        {
            return self.class_body_namespace(cls);
        }
        let (nparams, nfree, nlocals) = (
            code.nparams as usize,
            code.nfree as usize,
            code.local_names.len(),
        );
        let free = nparams..(nparams + nfree).min(nlocals);
        let order = (0..nparams.min(nlocals))
            .chain(free.end..nlocals)
            .chain(free);
        let slots = self.stack.slots();
        let mut bound: Vec<(usize, Value)> = Vec::new();
        for i in order {
            let v = match slots.get(f.base as usize + i).copied() {
                Some(Value::Cell(c)) => self.heap.cell(c),
                Some(v) => v,
                None => Value::Undef,
            };
            // `.0`, `.1`: the compiler's hidden temporaries (a
            // comprehension's iterator, a range loop's bounds), which are not
            // CPython's.
            let hidden = code.local_names[i].starts_with('.');
            if v != Value::Undef && !hidden {
                bound.push((i, v));
            }
        }
        let d = crate::objects::dict::new_dict(&mut self.heap)?;
        let Value::Dict(dr) = d else {
            return Ok(d);
        };
        self.heap.push_root(d);
        let r = (|| {
            for (i, v) in bound {
                let name = self.module.codes[f.code as usize].local_names[i].clone();
                let k = crate::ops::new_str(&mut self.heap, name)?;
                crate::objects::dict::set(&mut self.heap, dr, k, v)?;
            }
            Ok(())
        })();
        self.heap.pop_roots(1);
        r.map(|()| d)
    }
}
