//! The instructions of functions, closures, classes and exceptions that
//! never push a frame: `MAKE_FUNCTION`, cells, class bodies' names,
//! `raise` and the handler bookkeeping (`PUSH_EXC_INFO`, `POP_EXCEPT`,
//! `CHECK_EXC_MATCH`), `MAKE_CLASS`, `MAP_ADD`.
//!
//! [`Vm::object_op`] works on the top frame's saved state, as
//! `slow_ops.rs` does.

use super::Vm;
use crate::bytecode::opcode::make_function;
use crate::bytecode::{Instr, Op};
use crate::error::{ExcKind, Exception, exc};
use crate::host::{FrameStack, Output};
use crate::objects::{self, class, exception};
use crate::value::Value;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Runs `ins` (see the module comment).
    pub(crate) fn object_op(&mut self, ins: Instr) -> Result<(), Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let (base, mut sp) = (frame.base as usize, frame.sp as usize);
        let arg = ins.arg;
        let at = |vm: &Self, i: usize| vm.stack.slots()[i];
        match ins.op {
            Op::MAKE_FUNCTION => {
                let ci = make_function::code(arg);
                let flags = make_function::flags(arg);
                let mut closure = Value::None;
                let mut kwdefaults = Value::None;
                let mut defaults = Value::None;
                let mut annotations = Value::None;
                if flags & make_function::CLOSURE != 0 {
                    sp -= 1;
                    closure = at(self, sp);
                }
                if flags & make_function::ANNOTATIONS != 0 {
                    sp -= 1;
                    annotations = at(self, sp);
                }
                if flags & make_function::KWDEFAULTS != 0 {
                    sp -= 1;
                    kwdefaults = at(self, sp);
                }
                if flags & make_function::DEFAULTS != 0 {
                    sp -= 1;
                    defaults = at(self, sp);
                }
                let Some(code) = self.module.codes.get(ci as usize) else {
                    return Err(exc!(SystemError, "no code {}", ci));
                };
                let v = objects::function::make(
                    &mut self.heap,
                    ci,
                    code,
                    defaults,
                    kwdefaults,
                    closure,
                    annotations,
                )?;
                self.stack.slots_mut()[sp] = v;
                sp += 1;
            }
            Op::MAKE_CELL => {
                let i = base + arg as usize;
                let v = at(self, i);
                let c = objects::function::new_cell(&mut self.heap, v)?;
                self.stack.slots_mut()[i] = c;
            }
            Op::LOAD_DEREF | Op::DELETE_DEREF => {
                let cell = at(self, base + arg as usize);
                let Value::Cell(c) = cell else {
                    return Err(exc!(SystemError, "no cell in local {}", arg));
                };
                let v = self.heap.cell(c);
                if v == Value::Undef {
                    return Err(self.unbound_cell(frame.code, arg));
                }
                if ins.op == Op::LOAD_DEREF {
                    self.stack.slots_mut()[sp] = v;
                    sp += 1;
                } else {
                    self.heap.set_cell(c, Value::Undef);
                }
            }
            Op::STORE_DEREF => {
                sp -= 1;
                let v = at(self, sp);
                let Value::Cell(c) = at(self, base + arg as usize) else {
                    return Err(exc!(SystemError, "no cell in local {}", arg));
                };
                self.heap.set_cell(c, v);
            }
            Op::RAISE_VARARGS => {
                return Err(match arg {
                    0 => self.reraise_current(),
                    1 => {
                        let v = at(self, sp - 1);
                        self.raise_value(v)?
                    }
                    _ => {
                        let (e, cause) = (at(self, sp - 2), at(self, sp - 1));
                        self.raise_from(e, cause)?
                    }
                });
            }
            Op::RERAISE => {
                let v = at(self, sp - 1);
                return Err(self.reraise_value(v));
            }
            Op::PUSH_EXC_INFO => {
                let e = at(self, sp - 1);
                let prev = core::mem::replace(&mut self.exc_info, e);
                let slots = self.stack.slots_mut();
                slots[sp - 1] = prev;
                slots[sp] = e;
                sp += 1;
            }
            Op::POP_EXCEPT => {
                sp -= 1;
                self.exc_info = at(self, sp);
            }
            Op::CHECK_EXC_MATCH => {
                let (e, t) = (at(self, sp - 2), at(self, sp - 1));
                let Value::Instance(r) = e else {
                    return Err(exc!(SystemError, "CHECK_EXC_MATCH on a non-exception"));
                };
                let m = exception::matches(&self.heap, r, t)?;
                self.stack.slots_mut()[sp - 1] = Value::Bool(m);
            }
            Op::LOAD_ASSERTION_ERROR => {
                self.stack.slots_mut()[sp] = Value::ExcType(ExcKind::AssertionError);
                sp += 1;
            }
            Op::MAKE_CLASS => {
                let n = arg as usize;
                let (q, bases) = (at(self, sp - 2 - n), at(self, sp - 1 - n));
                let kw = if n == 1 { Some(at(self, sp - 1)) } else { None };
                let c = self.make_class(q, bases)?;
                sp -= 1;
                match kw {
                    Some(kw) => {
                        self.stack.slots_mut()[sp - 2] = kw;
                        self.stack.slots_mut()[sp - 1] = c;
                    }
                    None => self.stack.slots_mut()[sp - 1] = c,
                }
            }
            Op::CLASS_DONE => {
                let c = at(self, sp - 1);
                let kw = if arg == 1 {
                    at(self, sp - 2)
                } else {
                    Value::None
                };
                let made = self.class_statement_done(c, kw)?;
                sp -= arg as usize;
                self.stack.slots_mut()[sp - 1] = made;
            }
            Op::LOAD_NAME => {
                let name = self.name_ids[arg as usize];
                let cls = at(self, base);
                let own = match cls {
                    Value::Class(r) => self.heap.class(r).and_then(|c| c.attrs.get(name)),
                    _ => None,
                };
                let v = match own {
                    Some(v) => v,
                    None => match self.globals[arg as usize] {
                        Value::Undef => match self.builtin_of_name[arg as usize] {
                            Some(b) => b,
                            None => {
                                return Err(exc!(
                                    NameError,
                                    "name '{}' is not defined",
                                    self.module.names[arg as usize]
                                ));
                            }
                        },
                        g => g,
                    },
                };
                self.stack.slots_mut()[sp] = v;
                sp += 1;
            }
            Op::STORE_NAME => {
                sp -= 1;
                let v = at(self, sp);
                let name = self.name_ids[arg as usize];
                if let Value::Class(r) = at(self, base) {
                    class::set_attr(&mut self.heap, r, name, v);
                    // A class body that defines `__eq__` and not `__hash__`
                    // makes its instances unhashable, as CPython does.
                    use crate::objects::intern::Special;
                    let has_hash = self
                        .heap
                        .class(r)
                        .is_some_and(|c| c.attrs.get(Special::hash.id()).is_some());
                    if name == Special::eq.id() && !has_hash {
                        class::set_attr(&mut self.heap, r, Special::hash.id(), Value::None);
                    }
                }
            }
            Op::DELETE_NAME => {
                let name = self.name_ids[arg as usize];
                let removed = match at(self, base) {
                    Value::Class(r) => class::del_attr(&mut self.heap, r, name),
                    _ => false,
                };
                if !removed {
                    return Err(exc!(
                        NameError,
                        "name '{}' is not defined",
                        self.module.names[arg as usize]
                    ));
                }
            }
            Op::MAP_ADD => {
                let (k, v) = (at(self, sp - 2), at(self, sp - 1));
                let d = at(self, sp - 2 - arg as usize);
                let Value::Dict(dr) = d else {
                    return Err(exc!(SystemError, "MAP_ADD on a non-dict"));
                };
                let _ = dr;
                crate::dunder::dict_set(self, d, k, v)?;
                sp -= 2;
            }
            Op::GET_YIELD_FROM_ITER => {
                let v = at(self, sp - 1);
                let it = match v {
                    Value::Generator(_) | Value::Iter(_) => v,
                    Value::Instance(_) => crate::dunder::iter(self, v)?,
                    Value::Class(_) if objects::class::user_metaclass(&self.heap, v).is_some() => {
                        crate::dunder::iter(self, v)?
                    }
                    _ => crate::builtins::call(
                        crate::builtins::Builtin::Iter,
                        self,
                        crate::args::Args::positional(&[v]),
                    )?,
                };
                self.stack.slots_mut()[sp - 1] = it;
            }
            op => {
                return Err(exc!(
                    SystemError,
                    "{} is not an object instruction",
                    op.name()
                ));
            }
        }
        if let Some(f) = self.frames.last_mut() {
            f.sp = sp as u32;
        }
        Ok(())
    }

    /// The error for reading an empty cell in local `i` of code `ci`.
    pub(crate) fn unbound_cell(&self, ci: u32, i: u32) -> Exception {
        let code = &self.module.codes[ci as usize];
        let name = code.local_names.get(i as usize).map_or("?", |s| s.as_str());
        let free = i >= code.nparams && i < code.nparams + code.nfree;
        if free {
            exc!(
                NameError,
                "cannot access free variable '{}' where it is not associated with a value in enclosing scope",
                name
            )
        } else {
            exc!(
                UnboundLocalError,
                "cannot access local variable '{}' where it is not associated with a value",
                name
            )
        }
    }
}
