//! Guest functions, closure cells, bound methods and the method wrappers
//! (`staticmethod`, `classmethod`, `property`).
//!
//! A function is its code object's index plus what `def` evaluated: the
//! default values, the keyword-only defaults and the closure's cells. How
//! arguments bind to parameters is the interpreter's (`interp/calls.rs`).

use alloc::boxed::Box;
use alloc::vec::Vec;

use super::namespace::Namespace;
use super::{Object, alloc};
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

#[derive(Clone, Debug)]
pub struct FunctionObj {
    pub code: u32,
    pub name: alloc::rc::Rc<str>,
    pub qualname: alloc::rc::Rc<str>,
    /// Values of the last positional parameters, for calls that omit them.
    pub defaults: Box<[Value]>,
    /// Values of keyword-only parameters, by name.
    pub kwdefaults: Namespace,
    /// The cells of the variables the function uses from enclosing ones,
    /// in the order of its code's free variables.
    pub closure: Box<[Value]>,
    /// Attributes set on the function (`f.calls = 0`).
    pub attrs: Namespace,
}

impl FunctionObj {
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        self.defaults.iter().copied().for_each(&mut f);
        self.kwdefaults.iter().for_each(|(_, v)| f(v));
        self.closure.iter().copied().for_each(&mut f);
        self.attrs.iter().for_each(|(_, v)| f(v));
    }
}

/// What a `staticmethod`, `classmethod` or `property` object wraps.
#[derive(Clone, Copy, Debug)]
pub enum WrapperObj {
    StaticMethod(Value),
    ClassMethod(Value),
    Property {
        fget: Value,
        fset: Value,
        fdel: Value,
        doc: Value,
    },
    /// `int | str`: the member types, a tuple (see `objects::union`).
    Union(Value),
}

impl WrapperObj {
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        match *self {
            WrapperObj::StaticMethod(v) | WrapperObj::ClassMethod(v) | WrapperObj::Union(v) => f(v),
            WrapperObj::Property {
                fget,
                fset,
                fdel,
                doc,
            } => {
                f(fget);
                f(fset);
                f(fdel);
                f(doc);
            }
        }
    }

    pub fn type_name(&self) -> &'static str {
        match self {
            WrapperObj::StaticMethod(_) => "staticmethod",
            WrapperObj::ClassMethod(_) => "classmethod",
            WrapperObj::Property { .. } => "property",
            WrapperObj::Union(_) => "types.UnionType",
        }
    }
}

/// A function bound to the object it was looked up on.
#[derive(Clone, Copy, Debug)]
pub struct BoundMethodObj {
    pub func: Value,
    pub recv: Value,
}

impl Heap {
    pub fn function(&self, r: ObjRef) -> Option<&FunctionObj> {
        match self.get(r) {
            Some(Object::Function(f)) => Some(f),
            _ => None,
        }
    }

    pub fn function_mut(&mut self, r: ObjRef) -> Option<&mut FunctionObj> {
        match self.get_mut(r) {
            Some(Object::Function(f)) => Some(f),
            _ => None,
        }
    }

    /// The code index of a function value.
    pub fn code_of(&self, f: Value) -> Option<u32> {
        match f {
            Value::Func(r) => self.function(r).map(|f| f.code),
            _ => None,
        }
    }

    pub fn cell(&self, r: ObjRef) -> Value {
        match self.get(r) {
            Some(Object::Cell(v)) => *v,
            _ => Value::Undef,
        }
    }

    pub fn set_cell(&mut self, r: ObjRef, v: Value) {
        if let Some(Object::Cell(c)) = self.get_mut(r) {
            *c = v;
        }
    }

    pub fn bound_method(&self, r: ObjRef) -> Option<BoundMethodObj> {
        match self.get(r) {
            Some(Object::BoundMethod(m)) => Some(*m),
            _ => None,
        }
    }

    pub fn wrapper(&self, r: ObjRef) -> Option<WrapperObj> {
        match self.get(r) {
            Some(Object::Wrapper(w)) => Some(**w),
            _ => None,
        }
    }
}

pub fn new_function(heap: &mut Heap, f: FunctionObj) -> Result<Value, Exception> {
    alloc(heap, Object::Function(Box::new(f)), Value::Func)
}

/// The keyword-only defaults the dict `kwdefaults` gives (none for any
/// other value), by parameter name.
pub fn kwdefaults_of(heap: &mut Heap, kwdefaults: Value) -> Result<Namespace, Exception> {
    let mut kw = Namespace::new();
    if let Value::Dict(d) = kwdefaults {
        let items: Vec<(Value, Value)> = heap
            .dict(d)
            .map(|d| d.items().collect())
            .unwrap_or_default();
        for (k, v) in items {
            if let Value::Str(s) = k {
                let name = crate::heap::headroom::copy_str(heap.str(s))?;
                let id = heap.names.intern(&name);
                kw.set(id, v);
            }
        }
    }
    Ok(kw)
}

/// What `MAKE_FUNCTION` makes (the interpreter's, and tier 2's in a
/// trace): a function of code object `ci` (`code`), with the defaults and
/// closure cells of the tuples `defaults` and `closure`, the keyword-only
/// defaults of the dict `kwdefaults` and the annotations dict
/// `annotations` (each `None` when absent).
pub fn make(
    heap: &mut Heap,
    ci: u32,
    code: &crate::bytecode::Code,
    defaults: Value,
    kwdefaults: Value,
    closure: Value,
    annotations: Value,
) -> Result<Value, Exception> {
    let kw = kwdefaults_of(heap, kwdefaults)?;
    let seq = |heap: &Heap, v: Value| -> Vec<Value> {
        match v {
            Value::Tuple(_) => heap.seq(v).to_vec(),
            _ => Vec::new(),
        }
    };
    let mut attrs = Namespace::new();
    if let Value::Dict(_) = annotations {
        attrs.set(super::intern::Special::annotations.id(), annotations);
    }
    let f = FunctionObj {
        code: ci,
        name: code.name.as_str().into(),
        qualname: code.qualname.as_str().into(),
        defaults: seq(heap, defaults).into_boxed_slice(),
        kwdefaults: kw,
        closure: seq(heap, closure).into_boxed_slice(),
        attrs,
    };
    new_function(heap, f)
}

pub fn new_cell(heap: &mut Heap, v: Value) -> Result<Value, Exception> {
    alloc(heap, Object::Cell(v), Value::Cell)
}

pub fn bind(heap: &mut Heap, func: Value, recv: Value) -> Result<Value, Exception> {
    alloc(
        heap,
        Object::BoundMethod(BoundMethodObj { func, recv }),
        Value::BoundMethod,
    )
}

pub fn new_wrapper(heap: &mut Heap, w: WrapperObj) -> Result<Value, Exception> {
    alloc(heap, Object::Wrapper(Box::new(w)), Value::Wrapper)
}

/// The name a function value prints with (`f`, `C.method`).
pub fn qualname(heap: &Heap, f: Value) -> &str {
    match f {
        Value::Func(r) => heap.function(r).map_or("", |f| &f.qualname),
        _ => "",
    }
}
