//! Builtins that consume a generator (`sum(x * x for x in xs)`,
//! `",".join(g)`, `any`, `all`, `min`, `max`, `list`, `tuple`, `set`,
//! `sorted`) run as guest functions of the bundle's `_builtin_loops`
//! module instead of as Rust loops: a Rust builtin drives a generator
//! through a nested run of the interpreter, which ends any recording,
//! while a guest loop is traced with the generator's frame inlined.
//!
//! This module owns which calls are redirected and finds the functions;
//! the interpreter (`interp::calls`, `interp::call_ops`) and the recorder
//! both ask [`Consumers::for_call`] / [`Consumers::for_method`], so they
//! agree. A call is redirected only when the builtin's own checks cannot
//! fail before it iterates (one positional generator, a numeric `start`),
//! so the guest loop does what CPython's C loop does in the same order;
//! the loops' frames are left out of tracebacks, so their errors read as
//! the builtin's. A bundle without the module (a program making no
//! generators, a hand-made `.tbc`) runs the Rust builtins.

use crate::builtins::Builtin;
use crate::bytecode::Module;
use crate::error::Exception;
use crate::heap::{Heap, ObjRef};
use crate::objects::{self, Attr};
use crate::value::Value;

/// The name of the bundle's module of loops.
pub const MODULE: &str = "_builtin_loops";

/// The loops in [`MODULE`], by name: a builtin's own name, and `join`
/// for `str.join`.
const LOOPS: [&str; 10] = [
    "sum", "any", "all", "max", "min", "list", "tuple", "set", "sorted", "join",
];

/// `str.join`'s place in [`LOOPS`].
const JOIN: usize = 9;

/// Builtin `b`'s place in [`LOOPS`].
fn place(b: Builtin) -> Option<usize> {
    LOOPS[..JOIN].iter().position(|&n| n == b.name())
}

/// The loop functions of a running program (made from the module's code
/// without running its body), and the code objects tracebacks skip.
#[derive(Clone, Debug)]
pub struct Consumers {
    /// By [`LOOPS`] position; `Value::None` where the bundle has none.
    funcs: [Value; LOOPS.len()],
    /// The module's code objects (`start..end`).
    hidden: (u32, u32),
}

impl Consumers {
    /// Finds the loops of `module`'s [`MODULE`] and makes their functions.
    pub fn new(module: &Module, heap: &mut Heap) -> Result<Self, Exception> {
        let mut found = Consumers {
            funcs: [Value::None; LOOPS.len()],
            hidden: (0, 0),
        };
        let Some(m) = module.modules.iter().find(|m| m.name == MODULE) else {
            return Ok(found);
        };
        found.hidden = m.codes;
        for (slot, name) in found.funcs.iter_mut().zip(LOOPS) {
            let Some(code) = (m.codes.0..m.codes.1).find(|&c| {
                module
                    .codes
                    .get(c as usize)
                    .is_some_and(|c| c.name == name && c.qualname == name)
            }) else {
                continue;
            };
            let c = &module.codes[code as usize];
            // `sum`'s `start=0`, the one default a loop has, is given here:
            // the module's body, which would evaluate it, never runs.
            let defaults: alloc::boxed::Box<[Value]> = match (c.argcount, name) {
                (2, "sum") => alloc::boxed::Box::new([Value::Int(0)]),
                _ => alloc::boxed::Box::new([]),
            };
            *slot = objects::function::new_function(
                heap,
                objects::function::FunctionObj {
                    code,
                    name: name.into(),
                    qualname: name.into(),
                    defaults,
                    kwdefaults: Default::default(),
                    closure: alloc::boxed::Box::new([]),
                    attrs: Default::default(),
                },
            )?;
        }
        Ok(found)
    }

    /// The functions, which the collector must keep.
    pub fn roots(&self) -> &[Value] {
        &self.funcs
    }

    /// Whether code object `code` is one of the loops (left out of
    /// tracebacks).
    pub fn hides(&self, code: u32) -> bool {
        (self.hidden.0..self.hidden.1).contains(&code)
    }

    fn func(&self, place: Option<usize>) -> Option<ObjRef> {
        match self.funcs.get(place?)? {
            Value::Func(r) => Some(*r),
            _ => None,
        }
    }

    /// The loop to call, with the same positional arguments, for a call
    /// of builtin `b` with `pos` and no keywords.
    pub fn for_call(&self, b: Builtin, pos: &[Value]) -> Option<ObjRef> {
        let redirected = match (b, pos) {
            // A text `start` is refused before iterating.
            (Builtin::Sum, [Value::Generator(_), start]) => {
                !matches!(start, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_))
            }
            (_, [Value::Generator(_)]) => true,
            _ => false,
        };
        if redirected {
            self.func(place(b))
        } else {
            None
        }
    }

    /// The loop to call, with the receiver first, for method `attr` of
    /// `recv` called with `pos`: `sep.join(g)` for a str `sep`.
    pub fn for_method(&self, recv: Value, attr: Attr, pos: &[Value]) -> Option<ObjRef> {
        match (recv, attr, pos) {
            (Value::Str(_), Attr::join, [Value::Generator(_)]) => self.func(Some(JOIN)),
            _ => None,
        }
    }
}
