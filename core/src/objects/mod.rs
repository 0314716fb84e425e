//! The object model: one file per builtin type, as CPython keeps `Objects/`.
//!
//! [`Object`] is what a heap slot holds. Each type's file owns its object
//! struct, its constructors (which allocate through the [`Heap`], the one
//! owner of objects), its typed accessors on the heap and its methods.
//! Generic operators that dispatch over types (`a + b`, `a == b`,
//! subscripts) are in [`crate::ops`]; printing is in [`crate::display`].
//!
//! Nothing here runs guest code: operations that would call a guest
//! function (a `key=` function, `map` over a guest function) are the
//! interpreter's (see `interp/callbacks.rs`).

pub mod attr_slots;
pub mod builtin_dunders;
pub mod bytes;
pub mod bytes_methods;
pub mod class;
pub mod codec;
pub mod combinatoric;
pub mod complex;
pub mod dict;
pub mod exception;
pub mod float;
pub mod format;
pub mod function;
pub mod gen_image;
pub mod generator;
pub mod hash;
pub mod instance;
pub mod int;
pub mod intern;
pub mod iter;
pub mod list;
pub mod list_items;
pub mod lookup_cache;
pub mod method;
pub mod module;
pub mod names;
pub mod namespace;
pub mod native;
pub mod object_methods;
pub mod range;
pub mod set;
pub mod shape;
pub mod slice;
pub mod str;
pub mod str_methods;
pub mod str_translate;
pub mod tuple;
pub mod tuple_items;
pub mod unicode;
mod unicode_tables;
pub mod union;

use alloc::boxed::Box;
use alloc::vec::Vec;

use num_bigint::BigInt;

use crate::error::{Exception, exc};
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

pub use names::Attr;

/// What a heap slot holds.
#[derive(Clone, Debug)]
pub enum Object {
    Str(str::StrObj),
    List(list_items::ListItems),
    Tuple(tuple_items::TupleItems),
    Range(range::RangeObj),
    BigInt(BigInt),
    Dict(dict::DictObj),
    /// A `set` or a `frozenset` (the value's tag says which).
    Set(set::SetObj),
    Bytes(Box<[u8]>),
    ByteArray(Vec<u8>),
    Slice(slice::SliceObj),
    Iter(iter::IterObj),
    Method(method::MethodObj),
    DictView(dict::ViewObj),
    // The large ones are boxed: every heap slot is as big as the biggest
    // variant, and instances, the commonest objects, are small.
    Function(Box<function::FunctionObj>),
    /// A closure cell (`Undef` when empty).
    Cell(Value),
    Class(Box<class::ClassObj>),
    Instance(instance::InstanceObj),
    Generator(Box<generator::GenObj>),
    BoundMethod(function::BoundMethodObj),
    Wrapper(Box<function::WrapperObj>),
    /// `super(cls, obj)`: look up after `cls` in the MRO of `obj`'s type.
    Super {
        cls: Value,
        obj: Value,
    },
    Module(Box<module::ModuleObj>),
    Native(native::NativeObj),
    Complex(complex::C),
}

impl Object {
    /// Calls `f` on every value this object holds (what the collector
    /// follows).
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        match self {
            Object::List(v) => v.iter().copied().for_each(f),
            Object::Tuple(v) => v.iter().copied().for_each(f),
            Object::Dict(d) => d.for_each_value(f),
            Object::Set(s) => s.for_each_key(f),
            Object::Slice(s) => {
                f(s.start);
                f(s.stop);
                f(s.step);
            }
            Object::Iter(i) => i.for_each_child(f),
            Object::Method(m) => f(m.recv),
            Object::DictView(v) => f(Value::Dict(v.dict)),
            Object::Function(x) => x.for_each_child(f),
            Object::Cell(v) => f(*v),
            Object::Class(c) => c.for_each_child(f),
            Object::Instance(i) => i.for_each_child(f),
            Object::Generator(g) => g.for_each_child(f),
            Object::BoundMethod(m) => {
                f(m.func);
                f(m.recv);
            }
            Object::Wrapper(w) => w.for_each_child(f),
            Object::Super { cls, obj } => {
                f(*cls);
                f(*obj);
            }
            Object::Str(s) => {
                if let Some(b) = s.buffer() {
                    f(Value::Str(b));
                }
            }
            Object::Module(m) => m.for_each_child(f),
            Object::Range(_)
            | Object::BigInt(_)
            | Object::Bytes(_)
            | Object::ByteArray(_)
            | Object::Native(_)
            | Object::Complex(_) => {}
        }
    }

    /// Roughly how many bytes the object owns (for the collector's pacing).
    /// Inlined: where the kind of object is known, one arm is left, and
    /// the object need not be in memory to be measured (see
    /// [`Heap::alloc`]).
    #[inline(always)]
    pub fn size_estimate(&self) -> usize {
        const V: usize = core::mem::size_of::<Value>();
        let inner = match self {
            Object::Str(s) => s.owned_bytes(),
            Object::List(v) => v.capacity() * V,
            Object::Tuple(v) => v.owned_bytes(),
            Object::BigInt(b) => (b.bits() as usize).div_ceil(8),
            Object::Dict(d) => d.size_estimate(),
            Object::Set(s) => s.size_estimate(),
            Object::Bytes(b) => b.len(),
            Object::ByteArray(b) => b.capacity(),
            Object::Iter(i) => i.size_estimate(),
            Object::Function(x) => {
                (x.defaults.len() + x.closure.len()) * V
                    + x.kwdefaults.size_estimate()
                    + x.attrs.size_estimate()
            }
            Object::Class(c) => (c.bases.len() + c.mro.len()) * V + c.attrs.size_estimate(),
            Object::Instance(i) => i.size_estimate(),
            Object::Generator(g) => g.image.room() * V,
            Object::Module(m) => m.size_estimate(),
            Object::Native(n) => n.size_estimate(),
            Object::Range(_)
            | Object::Slice(_)
            | Object::Method(_)
            | Object::DictView(_)
            | Object::Cell(_)
            | Object::BoundMethod(_)
            | Object::Wrapper(_)
            | Object::Super { .. }
            | Object::Complex(_) => 0,
        };
        core::mem::size_of::<Object>() + inner
    }
}

/// Allocates `o` and names it with `wrap`; a full heap is `MemoryError`.
/// Inlined, as [`Heap::alloc`] is, so `o` is built in its heap entry.
#[inline]
pub(crate) fn alloc(
    heap: &mut Heap,
    o: Object,
    wrap: fn(ObjRef) -> Value,
) -> Result<Value, Exception> {
    heap.alloc(o).map(wrap).map_err(|_| exc!(MemoryError, ""))
}

/// The Python type name of `v`, reading the object where the tag alone
/// does not tell (iterators, dict views, instances, wrappers).
pub fn type_name(heap: &Heap, v: Value) -> &str {
    match v {
        Value::Instance(r) => class::type_value_name(heap, instance::class_of(heap, r)),
        _ => builtin_type_name(heap, v),
    }
}

/// [`type_name`] of a value that is not an instance: one of the core's
/// names, which outlives the borrow of the heap.
pub fn builtin_type_name(heap: &Heap, v: Value) -> &'static str {
    match v {
        Value::Wrapper(r) => heap.wrapper(r).map_or("property", |w| w.type_name()),
        Value::Native(r) => heap.native(r).map_or("object", |n| n.type_name()),
        Value::Iter(r) => match heap.get(r) {
            Some(Object::Iter(i)) => i.type_name(heap),
            _ => "iterator",
        },
        Value::DictView(r) => match heap.get(r) {
            Some(Object::DictView(d)) => d.kind.type_name(),
            _ => "dict_keys",
        },
        _ => v.type_name(),
    }
}

/// A `TypeError` naming the type of `v` in CPython's wording for a value
/// that is not iterable.
pub fn not_iterable(heap: &Heap, v: Value) -> Exception {
    exc!(TypeError, "'{}' object is not iterable", type_name(heap, v))
}
