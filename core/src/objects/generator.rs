//! Generator objects: a suspended frame kept on the heap.
//!
//! Calling a generator function binds its arguments into a frame image
//! here instead of running it. Resuming copies the image into a real frame
//! on the frame stack; `yield` copies it back (locals and the value stack
//! up to the yield). Running generators is the interpreter's
//! (`interp/generators.rs`).

use alloc::boxed::Box;

use super::gen_image::GenImage;

use super::{Object, alloc};
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::value::Value;

/// One byte, its values fixed: machine code reads and writes it
/// (`tier2::heap_layout::GenLayout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum GenState {
    /// Not started: the image holds the bound arguments.
    Created = 0,
    /// Stopped at a `yield`.
    Suspended = 1,
    /// On the frame stack now.
    Running = 2,
    /// Returned or raised; every resume raises `StopIteration`.
    Done = 3,
}

#[derive(Clone, Debug)]
pub struct GenObj {
    pub code: u32,
    pub name: alloc::rc::Rc<str>,
    pub qualname: alloc::rc::Rc<str>,
    /// Locals, then the value stack as it was at the `yield`.
    pub image: GenImage,
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
