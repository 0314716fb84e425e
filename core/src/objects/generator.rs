//! Generator objects: a suspended frame kept on the heap.
//!
//! Calling a generator function binds its arguments into a frame image
//! here instead of running it. Resuming copies the image into a real frame
//! on the frame stack; `yield` copies it back (locals and the value stack
//! up to the yield). Running generators is the interpreter's
//! (`interp/generators.rs`).

use alloc::boxed::Box;
use alloc::vec::Vec;

use super::{Object, alloc};
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenState {
    /// Not started: the image holds the bound arguments.
    Created,
    /// Stopped at a `yield`.
    Suspended,
    /// On the frame stack now.
    Running,
    /// Returned or raised; every resume raises `StopIteration`.
    Done,
}

#[derive(Clone, Debug)]
pub struct GenObj {
    pub code: u32,
    pub name: Box<str>,
    pub qualname: Box<str>,
    /// Locals, then the value stack as it was at the `yield`.
    pub image: Vec<Value>,
    /// Where to resume.
    pub ip: u32,
    pub state: GenState,
    /// The exception being handled where it yielded (restored on resume).
    pub exc_info: Value,
}

impl GenObj {
    pub fn for_each_child(&self, mut f: impl FnMut(Value)) {
        self.image.iter().copied().for_each(&mut f);
        f(self.exc_info);
    }
}

impl Heap {
    pub fn generator(&self, r: ObjRef) -> Option<&GenObj> {
        match self.get(r) {
            Some(Object::Generator(g)) => Some(g),
            _ => None,
        }
    }

    pub fn generator_mut(&mut self, r: ObjRef) -> Option<&mut GenObj> {
        match self.get_mut(r) {
            Some(Object::Generator(g)) => Some(g),
            _ => None,
        }
    }
}

pub fn new_generator(heap: &mut Heap, g: GenObj) -> Result<Value, Exception> {
    alloc(heap, Object::Generator(Box::new(g)), Value::Generator)
}
