//! Objects of the small native types modules provide: the standard
//! streams of `sys` and the generator state of `_random`.
//!
//! They are one heap variant and one value tag ([`Value::Native`]), told
//! apart by [`NativeObj`]; each kind's behaviour lives with its module
//! (`crate::modules`). This file owns only the objects and their names.

use alloc::boxed::Box;

use super::{Object, alloc as alloc_obj};
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::modules::random::Mt19937;
use crate::value::Value;

/// Which standard stream a `sys` stream object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Stdin,
    Stdout,
    Stderr,
}

impl Stream {
    pub fn name(self) -> &'static str {
        match self {
            Stream::Stdin => "<stdin>",
            Stream::Stdout => "<stdout>",
            Stream::Stderr => "<stderr>",
        }
    }
}

#[derive(Clone, Debug)]
pub enum NativeObj {
    Stream(Stream),
    /// A Mersenne Twister (`_random.Random`).
    Random(Box<Mt19937>),
}

impl NativeObj {
    /// The type name (`type(x).__name__`).
    pub fn type_name(&self) -> &'static str {
        match self {
            NativeObj::Stream(_) => "TextIOWrapper",
            NativeObj::Random(_) => "Random",
        }
    }

    /// The module its type is defined in (for `<class 'm.T'>`).
    pub fn type_module(&self) -> &'static str {
        match self {
            NativeObj::Stream(_) => "_io",
            NativeObj::Random(_) => "_random",
        }
    }

    pub fn size_estimate(&self) -> usize {
        match self {
            NativeObj::Stream(_) => 0,
            NativeObj::Random(_) => core::mem::size_of::<Mt19937>(),
        }
    }
}

/// The standard stream `v` is, if it is one (a stream is its own
/// iterator over its lines).
pub fn stream_of(heap: &Heap, v: Value) -> Option<Stream> {
    match v {
        Value::Native(r) => match heap.native(r) {
            Some(NativeObj::Stream(s)) => Some(*s),
            _ => None,
        },
        _ => None,
    }
}

pub fn new_native(heap: &mut Heap, o: NativeObj) -> Result<Value, Exception> {
    alloc_obj(heap, Object::Native(o), Value::Native)
}

impl Heap {
    pub fn native(&self, r: ObjRef) -> Option<&NativeObj> {
        match self.get(r) {
            Some(Object::Native(n)) => Some(n),
            _ => None,
        }
    }

    pub fn native_mut(&mut self, r: ObjRef) -> Option<&mut NativeObj> {
        match self.get_mut(r) {
            Some(Object::Native(n)) => Some(n),
            _ => None,
        }
    }
}
