//! The instructions whose work may be a guest call, made as a frame in the
//! same dispatch loop: calls of every shape, attribute reads and writes
//! (methods, properties), `with`, `yield from` and `FOR_ITER` over a
//! generator or an instance.
//!
//! [`Vm::frame_op`] runs on the top frame's saved state, like
//! `slow_ops.rs`. When it pushes a frame, that frame is on top and the
//! caller's saved stack top is where the result will land; otherwise the
//! caller's state is updated in place.

use alloc::string::String;
use alloc::vec::Vec;

use arrayvec::ArrayVec;

use super::attrs::Loaded;
use super::calls::Called;
use super::generators::Resumed;
use super::{FrameKind, Vm};
use crate::args::{Args, KwNames};
use crate::bytecode::{Instr, Op};
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::objects::intern::{NameId, Special};
use crate::objects::{self, class, instance};
use crate::value::Value;

/// Arguments copied off the stack before a call (the callee's frame may
/// reuse those slots): up to [`FEW_ARGS`] on the machine stack, since a
/// heap block per call cost more than the copy.
enum ArgCopy {
    Few(ArrayVec<Value, FEW_ARGS>),
    Many(Vec<Value>),
}

const FEW_ARGS: usize = 8;

impl core::ops::Deref for ArgCopy {
    type Target = [Value];
    fn deref(&self) -> &[Value] {
        match self {
            ArgCopy::Few(v) => v,
            ArgCopy::Many(v) => v,
        }
    }
}

/// What [`Vm::dict_item`] found.
pub(crate) enum DictItem {
    Found(Value),
    /// The key is not there: the class's `__missing__`.
    Missing(Value),
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    fn slot(&self, i: usize) -> Value {
        self.stack.slots()[i]
    }

    /// A copy of stack slots `from..to`.
    fn arg_copy(&self, from: usize, to: usize) -> Result<ArgCopy, Exception> {
        let vs = self.stack.slots().get(from..to).unwrap_or(&[]);
        if let Ok(few) = ArrayVec::try_from(vs) {
            return Ok(ArgCopy::Few(few));
        }
        let mut many = Vec::new();
        many.try_reserve_exact(vs.len())
            .map_err(|_| exc!(MemoryError, ""))?;
        many.extend_from_slice(vs);
        Ok(ArgCopy::Many(many))
    }

    /// Lands a finished call's value at `at` (the stack top becomes
    /// `at + 1`); a pushed frame lands its own.
    fn land(&mut self, called: Called, at: usize) {
        if let Called::Value(v) = called {
            self.stack.slots_mut()[at] = v;
            if let Some(f) = self.frames.last_mut() {
                f.sp = at as u32 + 1;
            }
        }
    }

    /// A call whose result the instruction drops: a pushed frame returns
    /// into nothing.
    fn call_discarding(&mut self, f: Value, args: &[Value], at: usize) -> Result<(), Exception> {
        match f {
            Value::Func(r) => {
                match self.call_function(
                    r,
                    None,
                    Args::positional(args),
                    at,
                    FrameKind::Discard,
                    0,
                )? {
                    Called::Frame => {}
                    Called::Value(_) => self.set_sp(at),
                }
            }
            _ => {
                self.call(f, Args::positional(args))?;
                self.set_sp(at);
            }
        }
        Ok(())
    }

    fn set_sp(&mut self, sp: usize) {
        if let Some(f) = self.frames.last_mut() {
            f.sp = sp as u32;
        }
    }

    fn set_ip(&mut self, ip: u32) {
        if let Some(f) = self.frames.last_mut() {
            f.ip = ip;
        }
    }

    /// Runs `ins` (see the module comment).
    pub(crate) fn frame_op(&mut self, ins: Instr) -> Result<(), Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let sp = frame.sp as usize;
        let arg = ins.arg;
        match ins.op {
            Op::CALL | Op::CALL_PY_EXACT_ARGS => {
                let n = arg as usize;
                let at = sp - n - 1;
                let callee = self.slot(at);
                let argv = self.arg_copy(sp - n, sp)?;
                let c = self.call_value(callee, Args::positional(&argv), at)?;
                self.land(c, at);
            }
            Op::CALL_KW => {
                let argc = (arg & 0xff) as usize;
                let nkw = ((arg >> 8) & 0xff) as usize;
                let at = sp - argc - nkw - 1;
                let callee = self.slot(at);
                let all: Vec<Value> = self.stack.slots()[at + 1..sp].to_vec();
                let ids: Vec<u32> = self
                    .module
                    .kwnames
                    .get((arg >> 16) as usize)
                    .cloned()
                    .unwrap_or_default();
                let names: Vec<String> = ids
                    .iter()
                    .map(|&i| self.module.names[i as usize].clone())
                    .collect();
                let local: Vec<u32> = (0..names.len() as u32).collect();
                let args = Args {
                    pos: &all[..argc],
                    kw: &all[argc..],
                    kwnames: KwNames {
                        ids: &local,
                        names: &names,
                    },
                };
                let c = self.call_value(callee, args, at)?;
                self.land(c, at);
            }
            Op::CALL_FUNCTION_EX => {
                let has_kw = arg == 1;
                let at = sp - 2 - has_kw as usize;
                let (callee, pos) = (self.slot(at), self.slot(at + 1));
                let kw = if has_kw {
                    self.slot(sp - 1)
                } else {
                    Value::None
                };
                let args: Vec<Value> = crate::heap::headroom::copy(self.heap.seq(pos))?;
                let mut names: Vec<String> = Vec::new();
                let mut values: Vec<Value> = Vec::new();
                if let Value::Dict(d) = kw {
                    let items: Vec<(Value, Value)> = self
                        .heap
                        .dict(d)
                        .map(|d| d.items().collect())
                        .unwrap_or_default();
                    for (k, v) in items {
                        let Value::Str(s) = k else {
                            return Err(exc!(TypeError, "keywords must be strings"));
                        };
                        names.push(crate::heap::headroom::copy_str(self.heap.str(s))?);
                        values.push(v);
                    }
                }
                let ids: Vec<u32> = (0..names.len() as u32).collect();
                let a = Args {
                    pos: &args,
                    kw: &values,
                    kwnames: KwNames {
                        ids: &ids,
                        names: &names,
                    },
                };
                let c = self.call_value(callee, a, at)?;
                self.land(c, at);
            }
            Op::CALL_METHOD => {
                let argc = (arg >> 24) as usize;
                let name_idx = (arg & 0xff_ffff) as usize;
                let at = sp - argc - 1;
                let obj = self.slot(at);
                let argv = self.arg_copy(sp - argc, sp)?;
                let c = self.call_method_op(obj, name_idx, &argv, at)?;
                self.land(c, at);
            }
            Op::LOAD_ATTR => {
                let obj = self.slot(sp - 1);
                let name = self.name_ids[arg as usize];
                match self.load_attr(obj, name)? {
                    Loaded::Value(v) => self.stack.slots_mut()[sp - 1] = v,
                    Loaded::Call(f, args) => {
                        let c = self.call_value(f, Args::positional(&args), sp - 1)?;
                        self.land(c, sp - 1);
                    }
                }
            }
            Op::BINARY_SUBSCR | Op::BINARY_SUBSCR_LIST_INT => {
                // `obj[key]` as the call `obj.__getitem__(key)`: the stack
                // is laid out as for `CALL_METHOD` with one argument, which
                // is also how tier 2 inlines it.
                let (obj, key) = (self.slot(sp - 2), self.slot(sp - 1));
                let Some(f) = self.special_function(obj, Special::getitem).or_else(|| {
                    match self.dict_item(obj, key) {
                        Some(DictItem::Missing(f)) => Some(f),
                        _ => None,
                    }
                }) else {
                    return Err(exc!(SystemError, "no __getitem__ to call"));
                };
                let c = self.call_with_self(f, obj, Args::positional(&[key]), sp - 2)?;
                self.land(c, sp - 2);
            }
            Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE | Op::UNARY_NOT => {
                // A truth test of an instance as the call of its
                // `__bool__` or `__len__`, in place of the instance; the
                // test then runs again on the bool it gives.
                let obj = self.slot(sp - 1);
                let Some((Value::Func(f), by)) = crate::dunder::truth_function(&self.heap, obj)
                else {
                    return Err(exc!(SystemError, "no truth function to call"));
                };
                let aux = u32::from(by == Special::len);
                match self.call_special_frame(f, &[obj], sp - 1, FrameKind::Truth, aux)? {
                    Called::Frame => {}
                    Called::Value(v) => {
                        self.land(Called::Value(v), sp - 1);
                        if let Some(c) = self.frames.last_mut() {
                            c.ip -= 1;
                        }
                    }
                }
            }
            Op::CONTAINS_OP => {
                // `x in obj` as the call `obj.__contains__(x)`, its
                // result's truth (negated for `not in`) in the two
                // operands' place.
                let (x, obj) = (self.slot(sp - 2), self.slot(sp - 1));
                let Some(Value::Func(f)) = self.special_function(obj, Special::contains) else {
                    return Err(exc!(SystemError, "no __contains__ to call"));
                };
                let c = self.call_special_frame(f, &[obj, x], sp - 2, FrameKind::Contains, arg)?;
                self.land(c, sp - 2);
            }
            Op::COMPARE_OP => {
                // `a < b` as the call `a.__lt__(b)` (and the others), its
                // result in the two operands' place.
                let (a, b) = (self.slot(sp - 2), self.slot(sp - 1));
                let Some((f, aux)) = self.order_frame(arg, a, b) else {
                    return Err(exc!(SystemError, "no comparison method to call"));
                };
                let c = self.call_special_frame(f, &[a, b], sp - 2, FrameKind::Compare, aux)?;
                self.land(c, sp - 2);
            }
            Op::UNARY_NEGATIVE | Op::UNARY_POSITIVE | Op::UNARY_INVERT => {
                // `-obj` (and `+`, `~`) as the call `obj.__neg__()`, its
                // result in the instance's place.
                let obj = self.slot(sp - 1);
                let special = crate::dunder::unary_special(ins.op);
                let Some(Value::Func(f)) = special.and_then(|s| self.special_function(obj, s))
                else {
                    return Err(exc!(SystemError, "no unary method to call"));
                };
                let recv = [obj];
                let args = Args::positional(&recv);
                let c = self.call_function(f, None, args, sp - 1, FrameKind::Normal, 0)?;
                self.land(c, sp - 1);
            }
            Op::BINARY_OP => {
                // `a + b` (and the others) as the call `a.__add__(b)`,
                // its result in the two operands' place.
                let (a, b) = (self.slot(sp - 2), self.slot(sp - 1));
                use crate::dunder::BinaryFrame;
                let Some((f, ran)) = self.binary_frame(arg, a, b) else {
                    return Err(exc!(SystemError, "no binary method to call"));
                };
                let (args, aux) = match ran {
                    BinaryFrame::Forward => ([a, b], arg),
                    BinaryFrame::Reflected => ([b, a], arg | super::BINARY_REFLECTED),
                    BinaryFrame::InPlace => ([a, b], arg | super::BINARY_INPLACE),
                };
                let c = self.call_special_frame(f, &args, sp - 2, FrameKind::Binary, aux)?;
                self.land(c, sp - 2);
            }
            Op::STORE_SUBSCR | Op::STORE_SUBSCR_LIST_INT => {
                // `obj[key] = v` as `obj.__setitem__(key, v)`, its value
                // dropped.
                let (v, obj, key) = (self.slot(sp - 3), self.slot(sp - 2), self.slot(sp - 1));
                let Some(f) = self.special_function(obj, Special::setitem) else {
                    return Err(exc!(SystemError, "no __setitem__ to call"));
                };
                self.call_discarding(f, &[obj, key, v], sp - 3)?;
            }
            Op::STORE_ATTR => {
                let (v, obj) = (self.slot(sp - 2), self.slot(sp - 1));
                let name = self.name_ids[arg as usize];
                match self.store_attr(obj, name, v)? {
                    None => self.set_sp(sp - 2),
                    Some((f, args)) => self.call_discarding(f, &args, sp - 2)?,
                }
            }
            Op::DELETE_ATTR => {
                let obj = self.slot(sp - 1);
                let name = self.name_ids[arg as usize];
                match self.delete_attr(obj, name)? {
                    None => self.set_sp(sp - 1),
                    Some((f, args)) => self.call_discarding(f, &args, sp - 1)?,
                }
            }
            Op::BEFORE_WITH => {
                let mgr = self.slot(sp - 1);
                let (enter, exit) = match mgr {
                    Value::Instance(r) => {
                        let cls = instance::class_of(&self.heap, r);
                        (
                            class::lookup(&self.heap, cls, Special::enter.id()),
                            class::lookup(&self.heap, cls, Special::exit.id()),
                        )
                    }
                    _ => (None, None),
                };
                let (Some(enter), Some(exit)) = (enter, exit) else {
                    return Err(exc!(
                        TypeError,
                        "'{}' object does not support the context manager protocol",
                        objects::type_name(&self.heap, mgr)
                    ));
                };
                let bound_exit = match exit {
                    Value::Func(_) => objects::function::bind(&mut self.heap, exit, mgr)?,
                    other => other,
                };
                // [mgr] -> [exit, mgr] while `__enter__` runs, then
                // [exit, result].
                self.stack.slots_mut()[sp - 1] = bound_exit;
                self.stack.slots_mut()[sp] = mgr;
                let c = self.call_with_self(enter, mgr, Args::default(), sp)?;
                self.land(c, sp);
            }
            Op::WITH_EXCEPT_START => {
                let (exit, exc_v) = (self.slot(sp - 3), self.slot(sp - 1));
                let ty = match exc_v {
                    Value::Instance(r) => instance::class_of(&self.heap, r),
                    other => crate::builtins::type_of_value(&self.heap, other),
                };
                let c = self.call_value(exit, Args::positional(&[ty, exc_v, Value::None]), sp)?;
                self.land(c, sp);
            }
            Op::SEND => {
                let (recv, v) = (self.slot(sp - 2), self.slot(sp - 1));
                match recv {
                    Value::Generator(g) => {
                        match self.resume(g, v, None, FrameKind::GenSend, sp - 1)? {
                            Resumed::Frame => {}
                            Resumed::Done => {
                                self.stack.slots_mut()[sp - 2] = Value::None;
                                self.set_sp(sp - 1);
                                self.set_ip(arg);
                            }
                        }
                    }
                    _ => {
                        let step = if v == Value::None {
                            self.next_of(recv)
                        } else {
                            let send = self.heap.names.intern("send");
                            let f = self.get_attr(recv, send)?;
                            match self.call(f, Args::positional(&[v])) {
                                Ok(x) => Ok(Some(x)),
                                Err(e) if e.kind == crate::error::ExcKind::StopIteration => {
                                    let r = e.obj.map_or(Value::None, |o| {
                                        objects::exception::stop_value(&self.heap, o)
                                    });
                                    self.stack.slots_mut()[sp - 2] = r;
                                    self.set_sp(sp - 1);
                                    self.set_ip(arg);
                                    return Ok(());
                                }
                                Err(e) => Err(e),
                            }
                        };
                        match step {
                            Ok(Some(x)) => self.stack.slots_mut()[sp - 1] = x,
                            Ok(None) => {
                                self.stack.slots_mut()[sp - 2] = Value::None;
                                self.set_sp(sp - 1);
                                self.set_ip(arg);
                            }
                            Err(e) => return Err(e),
                        }
                    }
                }
            }
            Op::FOR_ITER | Op::FOR_ITER_RANGE | Op::FOR_ITER_LIST => {
                let it = self.slot(sp - 3);
                match it {
                    Value::Generator(g) => {
                        match self.resume(g, Value::None, None, FrameKind::GenForIter, sp)? {
                            Resumed::Frame => {}
                            Resumed::Done => {
                                self.set_sp(sp - 3);
                                self.set_ip(arg);
                            }
                        }
                    }
                    // A class's own `__next__` runs as a frame (tier 2
                    // inlines it); its `StopIteration` ends the loop
                    // (`unwind`).
                    Value::Instance(_)
                        if let Some(Value::Func(f)) = self.special_function(it, Special::next) =>
                    {
                        let c = self.call_special_frame(f, &[it], sp, FrameKind::ForIterNext, 0);
                        match c {
                            Ok(c) => self.land(c, sp),
                            Err(e) if e.kind == crate::error::ExcKind::StopIteration => {
                                self.set_sp(sp - 3);
                                self.set_ip(arg);
                            }
                            Err(e) => return Err(e),
                        }
                    }
                    _ => match crate::dunder::next(self, it)? {
                        Some(v) => {
                            self.stack.slots_mut()[sp] = v;
                            self.set_sp(sp + 1);
                        }
                        None => {
                            self.set_sp(sp - 3);
                            self.set_ip(arg);
                        }
                    },
                }
            }
            op => {
                return Err(exc!(
                    SystemError,
                    "{} is not a calling instruction",
                    op.name()
                ));
            }
        }
        Ok(())
    }

    /// For `COMPARE_OP` `arg` of `a` and `b`: the method run as a frame
    /// (see [`crate::dunder::order_method`]).
    pub(crate) fn order_frame(
        &self,
        arg: u32,
        a: Value,
        b: Value,
    ) -> Option<(crate::heap::ObjRef, u32)> {
        let op = crate::bytecode::CmpOp::from_u32(arg)?;
        crate::dunder::order_method(&self.heap, op, a, b, |f| {
            self.heap
                .function(f)
                .and_then(|f| self.codes.get(f.code as usize))
                .is_none_or(|c| c.writes_local0 || c.writes_local1)
        })
    }

    /// For `BINARY_OP` `arg` of `a` and `b`: the method run as a frame
    /// and which it is (see [`crate::dunder::binary_frame_method`]).
    pub(crate) fn binary_frame(
        &self,
        arg: u32,
        a: Value,
        b: Value,
    ) -> Option<(crate::heap::ObjRef, crate::dunder::BinaryFrame)> {
        let (op, inplace) = crate::bytecode::BinOp::decode(arg)?;
        crate::dunder::binary_frame_method(&self.heap, op, inplace, a, b, |f| {
            self.heap
                .function(f)
                .and_then(|f| self.codes.get(f.code as usize))
                .is_none_or(|c| c.writes_local0 || c.writes_local1)
        })
    }

    /// The program's function a special method of `obj` names, when `obj`
    /// is an instance of a class that defines it as a plain function: such
    /// a call is made as a frame of this dispatch loop (and tier 2 can
    /// inline it), not in a nested run.
    pub(crate) fn special_function(&self, obj: Value, special: Special) -> Option<Value> {
        let Value::Instance(r) = obj else {
            return None;
        };
        let cls @ Value::Class(_) = instance::class_of(&self.heap, r) else {
            return None;
        };
        match class::lookup(&self.heap, cls, special.id()) {
            Some(f @ Value::Func(_)) => Some(f),
            _ => None,
        }
    }

    /// `obj[key]` when `obj` is an instance of a `dict` subclass with a
    /// plain `__missing__` ([`instance::dict_and_missing`]) and `key`'s
    /// hash and `__eq__` are builtin: the item, found with one lookup, or
    /// the `__missing__` to call for a key the dict lacks. That call is a
    /// frame, as `__getitem__`'s is, which tier 2 inlines.
    pub(crate) fn dict_item(&self, obj: Value, key: Value) -> Option<DictItem> {
        let (d, missing) = instance::dict_and_missing(&self.heap, obj)?;
        if crate::ctx::needs_vm(&self.heap, key) {
            return None;
        }
        Some(match objects::dict::get(&self.heap, d, key).ok()? {
            Some(v) => DictItem::Found(v),
            None => DictItem::Missing(missing),
        })
    }

    /// For `CALL_METHOD` (`arg`, with `argc` arguments) on `obj`: the code
    /// to enter directly when `obj` is an instance whose class has a plain
    /// function of that name taking the instance and exactly the arguments
    /// (and the instance has no attribute of that name).
    #[inline]
    pub(crate) fn plain_method(&self, obj: Value, arg: u32, argc: usize) -> Option<u32> {
        let Value::Instance(r) = obj else {
            return None;
        };
        let name = *self.name_ids.get((arg & 0xff_ffff) as usize)?;
        if instance::get_own(&self.heap, r, name).is_some() {
            return None;
        }
        let cls = instance::class_of(&self.heap, r);
        let Some(Value::Func(fr)) = class::lookup(&self.heap, cls, name) else {
            return None;
        };
        let fi = self.heap.function(fr)?.code;
        let c = self.codes.get(fi as usize)?;
        (c.plain && c.nparams as usize == argc + 1).then_some(fi)
    }

    /// `obj.name(*argv)` with the result at `at`.
    fn call_method_op(
        &mut self,
        obj: Value,
        name_idx: usize,
        argv: &[Value],
        at: usize,
    ) -> Result<Called, Exception> {
        let name: NameId = self.name_ids[name_idx];
        match obj {
            Value::Instance(r) => {
                // A method of the class, called without a bound method
                // (unless the instance has an attribute of that name).
                if instance::get_own(&self.heap, r, name).is_none() {
                    let cls = instance::class_of(&self.heap, r);
                    if let Some(f @ Value::Func(_)) = class::lookup(&self.heap, cls, name) {
                        return self.call_with_self(f, obj, Args::positional(argv), at);
                    }
                }
                self.call_loaded(obj, name, argv, at)
            }
            Value::Super(r) => {
                if let Some(objects::Object::Super { cls, obj: inner }) = self.heap.get(r).cloned()
                {
                    let t = match inner {
                        Value::Instance(i) => instance::class_of(&self.heap, i),
                        other => other,
                    };
                    if let (Value::Instance(_), Some(f @ Value::Func(_))) =
                        (inner, class::lookup_after(&self.heap, t, cls, name))
                    {
                        return self.call_with_self(f, inner, Args::positional(argv), at);
                    }
                }
                self.call_loaded(obj, name, argv, at)
            }
            Value::Generator(g) => {
                let send = Special::send.id();
                match name {
                    n if n == send || n == Special::next.id() => {
                        let sent = if n == send {
                            match argv {
                                [v] => *v,
                                _ => {
                                    return Err(exc!(
                                        TypeError,
                                        "generator.send() takes exactly one argument ({} given)",
                                        argv.len()
                                    ));
                                }
                            }
                        } else {
                            Value::None
                        };
                        match self.resume(g, sent, None, FrameKind::GenNext, at)? {
                            Resumed::Frame => Ok(Called::Frame),
                            Resumed::Done => Err(exc!(StopIteration, "")),
                        }
                    }
                    n if n == Special::throw.id() => {
                        let e = match argv {
                            [v] | [v, _] | [v, _, _] => self.raise_value(*v)?,
                            _ => {
                                return Err(exc!(
                                    TypeError,
                                    "throw expected at least 1 argument, got 0"
                                ));
                            }
                        };
                        // At a `yield from`, the subiterator gets it first.
                        if let Some(r) = self.throw_through(g, e.clone(), argv, at) {
                            return r;
                        }
                        match self.resume(g, Value::None, Some(e), FrameKind::GenNext, at) {
                            Ok(_) => Ok(Called::Frame),
                            Err(e) => Err(e),
                        }
                    }
                    n if n == Special::close.id() => self.close_generator(g).map(Called::Value),
                    n if n == Special::iter.id() => Ok(Called::Value(obj)),
                    _ => self.call_loaded(obj, name, argv, at),
                }
            }
            Value::Class(_)
            | Value::ExcType(_)
            | Value::Func(_)
            | Value::BoundMethod(_)
            | Value::Wrapper(_)
            | Value::Module(_) => self.call_loaded(obj, name, argv, at),
            // `type.__new__(mcls, ...)` in a metaclass.
            Value::Builtin(crate::builtins::Builtin::Type) if name == Special::new.id() => {
                self.type_new(argv, &[]).map(Called::Value)
            }
            _ => {
                let Some(attr) = self.attr_of_name.get(name_idx).copied().flatten() else {
                    return self.call_loaded(obj, name, argv, at);
                };
                // `sep.join(g)`: its guest loop, as `sum(g)`'s.
                if let Some(f) = self.consumers.for_method(&self.heap, obj, attr, argv) {
                    let mut all = Vec::with_capacity(argv.len() + 1);
                    all.push(obj);
                    all.extend_from_slice(argv);
                    return self.call_function(
                        f,
                        None,
                        Args::positional(&all),
                        at,
                        FrameKind::Normal,
                        0,
                    );
                }
                match objects::method::call_method(self, obj, attr, Args::positional(argv)) {
                    Ok(r) => Ok(Called::Value(r)),
                    Err(mut e) => {
                        if e.kind == crate::error::ExcKind::AttributeError {
                            crate::suggest::attribute_hint(&mut e, obj, attr.name());
                        }
                        Err(e)
                    }
                }
            }
        }
    }

    /// Reads `obj.name` and calls what it gives.
    fn call_loaded(
        &mut self,
        obj: Value,
        name: NameId,
        argv: &[Value],
        at: usize,
    ) -> Result<Called, Exception> {
        let f = self.get_attr(obj, name)?;
        self.call_value(f, Args::positional(argv), at)
    }
}
