//! Module objects: what `import m` binds.
//!
//! A module written in the guest language keeps its globals where every
//! global lives, in the VM's dense array (its source module's run of names,
//! see `bytecode::module::SourceModule`), so its functions read them at
//! the speed of any global; the module object names that run and holds only
//! the attributes its code has no slot for (set from outside, or by a
//! `from m import *` of names it never mentions). A module written in Rust
//! (`crate::modules`) holds all its attributes here. Reading and writing
//! attributes is the interpreter's (`interp/imports.rs`): globals are its.

use alloc::boxed::Box;
use alloc::string::String;

use super::namespace::Namespace;
use super::{Object, alloc as alloc_obj};
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::modules::NativeModule;
use crate::value::Value;

/// Where a module's attributes come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleKind {
    /// Source module `unit` of the program bundle.
    Source(u32),
    /// A module the core implements.
    Native(NativeModule),
}

#[derive(Clone, Debug)]
pub struct ModuleObj {
    pub name: Box<str>,
    /// The path `repr` shows (`None`: a native module).
    pub filename: Option<Box<str>>,
    pub kind: ModuleKind,
    /// Attributes outside the globals array.
    pub attrs: Namespace,
}

impl ModuleObj {
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        for (_, v) in self.attrs.iter() {
            f(v);
        }
    }

    pub fn size_estimate(&self) -> usize {
        self.name.len() + self.filename.as_ref().map_or(0, |f| f.len()) + self.attrs.size_estimate()
    }

    /// CPython's `repr`: `<module 'm' from 'path'>`, `<module 'math'
    /// (built-in)>`, and `(frozen)` for standard modules shipped as source.
    pub fn repr(&self) -> String {
        match &self.filename {
            None => alloc::format!("<module '{}' (built-in)>", self.name),
            Some(f) if f.starts_with("<frozen ") => {
                alloc::format!("<module '{}' (frozen)>", self.name)
            }
            Some(f) => alloc::format!("<module '{}' from '{}'>", self.name, f),
        }
    }
}

pub fn new_module(
    heap: &mut Heap,
    name: &str,
    filename: Option<&str>,
    kind: ModuleKind,
) -> Result<Value, Exception> {
    let m = ModuleObj {
        name: name.into(),
        filename: filename.map(Into::into),
        kind,
        attrs: Namespace::new(),
    };
    alloc_obj(heap, Object::Module(Box::new(m)), Value::Module)
}

impl Heap {
    pub fn module(&self, r: ObjRef) -> Option<&ModuleObj> {
        match self.get(r) {
            Some(Object::Module(m)) => Some(m),
            _ => None,
        }
    }

    pub fn module_mut(&mut self, r: ObjRef) -> Option<&mut ModuleObj> {
        match self.get_mut(r) {
            Some(Object::Module(m)) => Some(m),
            _ => None,
        }
    }
}
