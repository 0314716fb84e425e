//! Calls of guest functions: binding arguments to parameters with CPython's
//! rules and messages, and entering the callee (a new frame, or for a
//! generator function a new generator).
//!
//! [`Vm::call_value`] is the one entry for calling any value from an
//! instruction: guest functions, bound methods, classes and objects with
//! `__call__` get a frame in the same dispatch loop (so tier 2 can record
//! through them); builtins run natively. The fast path for a plain
//! function with exactly its positional arguments is in `eval.rs`.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Frame, FrameKind, Vm};
use crate::args::Args;
use crate::bytecode::{Code, CodeFlags};
use crate::error::{Exception, exc};
use crate::host::{FrameStack, Output};
use crate::objects::gen_image::GenImage;
use crate::objects::generator::{GenObj, GenState};
use crate::objects::intern::Special;
use crate::objects::{self, class, instance};
use crate::value::Value;

/// What calling a value did.
pub(crate) enum Called {
    /// A frame was pushed; its result reaches the caller when it returns.
    Frame,
    /// The call is done.
    Value(Value),
}

/// The names in `list`, CPython style: `'a'`, `'a' and 'b'`, `'a', 'b', and
/// 'c'`.
fn name_list(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|p| format!("'{p}'")).collect();
    match quoted.len() {
        0 => String::new(),
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        k => format!("{}, and {}", quoted[..k - 1].join(", "), quoted[k - 1]),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// `f() takes 2 positional arguments but 3 were given` and its variants.
fn too_many_positional(code: &Code, ndefaults: usize, given: usize, kw_given: usize) -> Exception {
    let max = code.argcount as usize;
    let min = max - ndefaults.min(max);
    let takes = if min == max {
        format!("{} positional argument{}", max, plural(max))
    } else {
        format!("from {} to {} positional arguments", min, max)
    };
    let given_text = if kw_given > 0 {
        format!(
            "{} positional argument{} (and {} keyword-only argument{}) were",
            given,
            plural(given),
            kw_given,
            plural(kw_given)
        )
    } else {
        format!("{} {}", given, if given == 1 { "was" } else { "were" })
    };
    exc!(
        TypeError,
        "{}() takes {} but {} given",
        code.qualname,
        takes,
        given_text
    )
}

/// Binds `args` to the parameters of `code` (function `func`), filling
/// `locals` (which has room for every parameter and closure variable) as
/// CPython does. `new_str` makes the keys of a `**kwargs` dict.
pub(crate) fn bind<F: FrameStack, O: Output>(
    vm: &mut Vm<F, O>,
    code_index: u32,
    r: crate::heap::ObjRef,
    args: Args,
    locals: &mut [Value],
) -> Result<(), Exception> {
    // The function is read where its parts are needed, not copied: a call
    // that binds generically (defaults, keywords, a closure, a generator)
    // would otherwise allocate a copy of its names and defaults each time.
    let code = &vm.module.codes[code_index as usize];
    let argcount = code.argcount as usize;
    let kwonly = code.kwonly as usize;
    let varargs = code.flags.contains(CodeFlags::VARARGS);
    let varkw = code.flags.contains(CodeFlags::VARKEYWORDS);
    let pos = args.pos;
    let names = &code.local_names;
    // Positional arguments.
    let npos = pos.len().min(argcount);
    locals[..npos].copy_from_slice(&pos[..npos]);
    let mut slot = argcount + kwonly;
    if varargs {
        let extra = if pos.len() > argcount {
            pos[argcount..].to_vec()
        } else {
            Vec::new()
        };
        locals[slot] = objects::tuple::from_vec(&mut vm.heap, extra)?;
        slot += 1;
    } else if pos.len() > argcount {
        let kw_given = (0..args.kw.len())
            .filter(|&i| {
                let k = args.kwnames.get(i);
                names[argcount..argcount + kwonly].iter().any(|n| n == k)
            })
            .count();
        return Err(too_many_positional(
            code,
            vm.heap.function(r).map_or(0, |f| f.defaults.len()),
            pos.len(),
            kw_given,
        ));
    }
    // Keyword arguments.
    let mut extra_kw: Vec<(usize, Value)> = Vec::new();
    let mut posonly_as_kw: Vec<&str> = Vec::new();
    for (i, &v) in args.kw.iter().enumerate() {
        let k = args.kwnames.get(i);
        let found = names[code.posonly as usize..argcount + kwonly]
            .iter()
            .position(|n| n == k)
            .map(|p| p + code.posonly as usize);
        match found {
            Some(p) => {
                if locals[p] != Value::Undef {
                    return Err(exc!(
                        TypeError,
                        "{}() got multiple values for argument '{}'",
                        code.qualname,
                        k
                    ));
                }
                locals[p] = v;
            }
            None if varkw => extra_kw.push((i, v)),
            None => {
                if names[..code.posonly as usize].iter().any(|n| n == k) {
                    posonly_as_kw.push(k);
                    continue;
                }
                return Err(exc!(
                    TypeError,
                    "{}() got an unexpected keyword argument '{}'",
                    code.qualname,
                    k
                ));
            }
        }
    }
    if !posonly_as_kw.is_empty() {
        return Err(exc!(
            TypeError,
            "{}() got some positional-only arguments passed as keyword arguments: '{}'",
            code.qualname,
            posonly_as_kw.join(", ")
        ));
    }
    if varkw {
        let d = objects::dict::new_dict(&mut vm.heap)?;
        let Value::Dict(dr) = d else {
            return Err(exc!(SystemError, "dict allocation"));
        };
        locals[slot] = d;
        for (i, v) in extra_kw {
            let key = crate::ops::new_str(&mut vm.heap, String::from(args.kwnames.get(i)))?;
            objects::dict::set(&mut vm.heap, dr, key, v)?;
        }
    }
    // Defaults for the positional parameters left, then the check.
    let Some(func) = vm.heap.function(r) else {
        return Err(exc!(SystemError, "bad function"));
    };
    let ndef = func.defaults.len().min(argcount);
    let first_default = argcount - ndef;
    let mut missing: Vec<&str> = Vec::new();
    for p in npos..argcount {
        if locals[p] == Value::Undef {
            if p >= first_default {
                locals[p] = func.defaults[p - first_default];
            } else {
                missing.push(&names[p]);
            }
        }
    }
    if !missing.is_empty() {
        return Err(exc!(
            TypeError,
            "{}() missing {} required positional argument{}: {}",
            code.qualname,
            missing.len(),
            plural(missing.len()),
            name_list(&missing)
        ));
    }
    let ids = &vm.param_ids[code_index as usize];
    for p in argcount..argcount + kwonly {
        if locals[p] == Value::Undef {
            match ids.get(p).and_then(|&id| func.kwdefaults.get(id)) {
                Some(v) => locals[p] = v,
                None => missing.push(&names[p]),
            }
        }
    }
    if !missing.is_empty() {
        return Err(exc!(
            TypeError,
            "{}() missing {} required keyword-only argument{}: {}",
            code.qualname,
            missing.len(),
            plural(missing.len()),
            name_list(&missing)
        ));
    }
    // Closure variables follow the parameters.
    let nparams = code.nparams as usize;
    for (k, &cell) in func.closure.iter().enumerate() {
        if let Some(s) = locals.get_mut(nparams + k) {
            *s = cell;
        }
    }
    Ok(())
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Calls `callee` with `args` for an instruction whose result belongs at
    /// absolute slot `result_at` of the current frame (which becomes its
    /// saved stack top while a pushed frame runs).
    pub(crate) fn call_value(
        &mut self,
        callee: Value,
        args: Args,
        result_at: usize,
    ) -> Result<Called, Exception> {
        match callee {
            Value::Func(r) => self.call_function(r, None, args, result_at, FrameKind::Normal, 0),
            Value::BoundMethod(r) => {
                let Some(m) = self.heap.bound_method(r) else {
                    return Err(exc!(SystemError, "bad bound method"));
                };
                self.call_with_self(m.func, m.recv, args, result_at)
            }
            Value::Class(r) => {
                // A metaclass's `__call__` makes what calling its classes
                // makes (a singleton's cache, an enum's lookup).
                if let Some(meta) = class::user_metaclass(&self.heap, callee)
                    && let Some(f) = class::lookup(&self.heap, meta, Special::call.id())
                {
                    return self.call_with_self(f, callee, args, result_at);
                }
                if class::is_metaclass(&self.heap, callee) {
                    return self.call_metaclass(callee, args).map(Called::Value);
                }
                self.instantiate(r, args, result_at)
            }
            // `type(name, bases, ns)`.
            Value::Builtin(crate::builtins::Builtin::Type) if args.pos.len() == 3 => {
                self.call_metaclass(callee, args).map(Called::Value)
            }
            // `type`'s methods reached through `super()` in a metaclass.
            Value::Method(m)
                if let Some(mo) = self.heap.method(m)
                    && (mo.recv == Value::Builtin(crate::builtins::Builtin::Type)
                        && mo.attr == crate::objects::Attr::__new__
                        || matches!(mo.recv, Value::Class(_))
                            && matches!(
                                mo.attr,
                                crate::objects::Attr::__call__ | crate::objects::Attr::__init__
                            )) =>
            {
                match (mo.recv, mo.attr) {
                    (Value::Class(r), crate::objects::Attr::__call__) => {
                        self.instantiate(r, args, result_at)
                    }
                    (Value::Class(_), _) => Ok(Called::Value(Value::None)),
                    _ => {
                        let kw: Vec<(alloc::string::String, Value)> = (0..args.kw.len())
                            .map(|i| (alloc::string::String::from(args.kwnames.get(i)), args.kw[i]))
                            .collect();
                        self.type_new(args.pos, &kw).map(Called::Value)
                    }
                }
            }
            // `next(g)`: the generator resumes in this dispatch loop, as
            // `g.__next__()` does, not in a nested run of its own (which
            // cost about a microsecond a call).
            Value::Builtin(crate::builtins::Builtin::Next)
                if args.kw.is_empty()
                    && let [Value::Generator(g)] = args.pos =>
            {
                match self.resume(*g, Value::None, None, FrameKind::GenNext, result_at)? {
                    super::generators::Resumed::Frame => Ok(Called::Frame),
                    super::generators::Resumed::Done => Err(exc!(StopIteration, "")),
                }
            }
            // `sum(g)`, `list(g)` and the other builtins consuming a
            // generator, `heapq` on a heap of instances: their guest loops,
            // as frames tier 2 traces.
            Value::Builtin(b)
                if args.kw.is_empty()
                    && let Some(f) = self.consumers.for_call(&self.heap, b, args.pos) =>
            {
                self.call_function(f, None, args, result_at, FrameKind::Normal, 0)
            }
            // `len(obj)` with a plain `__len__`: a frame, which tier 2
            // inlines.
            Value::Builtin(crate::builtins::Builtin::Len)
                if args.kw.is_empty()
                    && let [obj] = args.pos
                    && let Some(Value::Func(f)) = crate::dunder::len_function(&self.heap, *obj) =>
            {
                self.call_special_frame(f, &[*obj], result_at, FrameKind::Length, 0)
            }
            // `next(it)` of an instance with a plain `__next__`: a call of
            // it, as a frame tier 2 inlines.
            Value::Builtin(crate::builtins::Builtin::Next)
                if args.kw.is_empty()
                    && let [obj] = args.pos
                    && let Some(Value::Func(f)) =
                        crate::dunder::next_function(&self.heap, *obj) =>
            {
                let it = [*obj];
                self.call_function(
                    f,
                    None,
                    Args::positional(&it),
                    result_at,
                    FrameKind::Normal,
                    0,
                )
            }
            Value::ExcType(k) => {
                args.no_kw(k.name())?;
                objects::exception::new_exception(&mut self.heap, callee, args.pos)
                    .map(Called::Value)
            }
            Value::Instance(r) => {
                let cls = instance::class_of(&self.heap, r);
                match class::lookup(&self.heap, cls, Special::call.id()) {
                    // Not a descriptor: called without the instance.
                    Some(f @ (Value::Builtin(_) | Value::BoundMethod(_))) => {
                        self.call_value(f, args, result_at)
                    }
                    Some(f) => self.call_with_self(f, callee, args, result_at),
                    None => Err(exc!(
                        TypeError,
                        "'{}' object is not callable",
                        objects::type_name(&self.heap, callee)
                    )),
                }
            }
            Value::Wrapper(r) => match self.heap.wrapper(r) {
                Some(objects::function::WrapperObj::StaticMethod(mut f)) => {
                    // `staticmethod(staticmethod(...))` unwrapped in a loop:
                    // its depth is the program's.
                    while let Value::Wrapper(w) = f
                        && let Some(objects::function::WrapperObj::StaticMethod(g)) =
                            self.heap.wrapper(w)
                    {
                        f = g;
                    }
                    self.call_value(f, args, result_at)
                }
                _ => Err(exc!(
                    TypeError,
                    "'{}' object is not callable",
                    objects::type_name(&self.heap, callee)
                )),
            },
            _ => {
                let r = super::slow_ops::call_native(self, callee, args)?;
                Ok(Called::Value(r))
            }
        }
    }

    /// Calls special method `f` (`__bool__`, `__len__`, `__contains__`, a
    /// comparison's or a binary operation's) with `args` (the instance
    /// first) as a frame of `kind` (`Truth`, `Length`, `Contains`,
    /// `Compare` or `Binary`, with `aux`), its result for slot
    /// `result_at`; a result already made is checked here.
    pub(crate) fn call_special_frame(
        &mut self,
        f: crate::heap::ObjRef,
        args: &[Value],
        result_at: usize,
        kind: FrameKind,
        aux: u32,
    ) -> Result<Called, Exception> {
        match self.call_function(f, None, Args::positional(args), result_at, kind, aux)? {
            Called::Frame => Ok(Called::Frame),
            Called::Value(v) => {
                // Rooted while what follows a `NotImplemented` runs (the
                // call may have left its slots to anything).
                self.heap.push_roots(args)?;
                let r = self.special_result(kind, aux, v, args);
                self.heap.pop_roots(args.len());
                r.map(Called::Value)
            }
        }
    }

    /// What a `Truth`, `Length`, `Contains`, `Compare` or `Binary` frame's
    /// result `v` gives its caller (`operands`: a comparison's or binary
    /// operation's two).
    pub(crate) fn special_result(
        &mut self,
        kind: FrameKind,
        aux: u32,
        v: Value,
        operands: &[Value],
    ) -> Result<Value, Exception> {
        if kind == FrameKind::Binary {
            if v != Value::NotImplemented {
                return Ok(v);
            }
            use crate::dunder::BinaryFrame;
            let ran = if aux & super::BINARY_REFLECTED != 0 {
                BinaryFrame::Reflected
            } else if aux & super::BINARY_INPLACE != 0 {
                BinaryFrame::InPlace
            } else {
                BinaryFrame::Forward
            };
            let arg = aux & !(super::BINARY_REFLECTED | super::BINARY_INPLACE);
            let (Some((op, inplace)), &[x, y, ..]) =
                (crate::bytecode::BinOp::decode(arg), operands)
            else {
                return Err(exc!(
                    SystemError,
                    "a binary operation frame without its operands"
                ));
            };
            // A reflected method's frame has the right operand first.
            let (a, b) = if ran == BinaryFrame::Reflected {
                (y, x)
            } else {
                (x, y)
            };
            return crate::dunder::binary_after_frame(self, op, inplace, ran, a, b);
        }
        if kind == FrameKind::Compare {
            let &[a, b, ..] = operands else {
                return Err(exc!(SystemError, "a comparison frame without its operands"));
            };
            return crate::dunder::compare_frame_result(self, aux, v, a, b);
        }
        if kind == FrameKind::Length {
            return crate::dunder::len_result(&self.heap, v).map(Value::Int);
        }
        if kind == FrameKind::Contains {
            // Any value answers `in`, by its truth (CPython's
            // `PyObject_IsTrue`).
            let t = match v {
                Value::Bool(b) => b,
                other => crate::dunder::truthy(self, other)?,
            };
            return Ok(Value::Bool(t != (aux == 1)));
        }
        let t = match aux {
            0 => crate::dunder::bool_result(&self.heap, v)?,
            _ => crate::dunder::len_result(&self.heap, v)? != 0,
        };
        Ok(Value::Bool(t))
    }

    pub(crate) fn call_with_self(
        &mut self,
        func: Value,
        recv: Value,
        args: Args,
        result_at: usize,
    ) -> Result<Called, Exception> {
        let mut pos = Vec::with_capacity(args.pos.len() + 1);
        pos.push(recv);
        pos.extend_from_slice(args.pos);
        let with_self = Args { pos: &pos, ..args };
        match func {
            Value::Func(r) => {
                self.call_function(r, None, with_self, result_at, FrameKind::Normal, 0)
            }
            other => self.call_value(other, with_self, result_at),
        }
    }

    /// Enters guest function `r`: binds the arguments and pushes its frame
    /// (of `kind`, with `aux`), or makes the generator a generator function
    /// returns. `locals` may give the bound locals already.
    pub(crate) fn call_function(
        &mut self,
        r: crate::heap::ObjRef,
        locals: Option<Vec<Value>>,
        args: Args,
        result_at: usize,
        kind: FrameKind,
        aux: u32,
    ) -> Result<Called, Exception> {
        let Some(ci) = self.heap.function(r).map(|f| f.code) else {
            return Err(exc!(SystemError, "bad function"));
        };
        // Plain code given exactly its parameters: they are its first
        // locals, nothing to bind.
        if locals.is_none()
            && args.kw.is_empty()
            && let Some(c) = self.codes.get(ci as usize)
            && c.plain
            && c.nparams as usize == args.pos.len()
        {
            self.stats.steps += 1;
            if self.stats.steps > self.step_limit {
                return Err(exc!(StepLimitExceeded, "the step limit was reached"));
            }
            let size = c.frame_size as usize;
            self.push_bound_frame(ci, args.pos, size, result_at, kind, aux)?;
            return Ok(Called::Frame);
        }
        let (nlocals, frame_size, generator) = match self.codes.get(ci as usize) {
            Some(c) => (
                c.nlocals as usize,
                c.frame_size as usize,
                self.module.codes[ci as usize].is_generator(),
            ),
            None => return Err(exc!(SystemError, "no code object {}", ci)),
        };
        let locals = match locals {
            Some(l) => l,
            None => {
                // Bound into the VM's spare vector, which the frame's slots
                // copy (a generator keeps it as its image).
                let mut l = core::mem::take(&mut self.bind_scratch);
                l.clear();
                l.try_reserve(nlocals).map_err(|_| exc!(MemoryError, ""))?;
                l.resize(nlocals, Value::Undef);
                if let Err(e) = bind(self, ci, r, args, &mut l) {
                    self.bind_scratch = l;
                    return Err(e);
                }
                l
            }
        };
        if generator {
            // Room for the whole frame: its yields save without allocating.
            let image =
                GenImage::from_locals(locals, frame_size).map_err(|_| exc!(MemoryError, ""))?;
            let Some(func) = self.heap.function(r) else {
                return Err(exc!(SystemError, "bad function"));
            };
            let g = GenObj {
                code: ci,
                name: func.name.clone(),
                qualname: func.qualname.clone(),
                image,
                ip: 0,
                state: GenState::Created,
                exc_info: Value::None,
            };
            return Ok(Called::Value(objects::generator::new_generator(
                &mut self.heap,
                g,
            )?));
        }
        self.stats.steps += 1;
        if self.stats.steps > self.step_limit {
            return Err(exc!(StepLimitExceeded, "the step limit was reached"));
        }
        let pushed = self.push_bound_frame(ci, &locals, frame_size, result_at, kind, aux);
        self.bind_scratch = locals;
        pushed.map(|()| Called::Frame)
    }

    /// The top frame, of a kind other than `Normal`, returned `v`: pops it
    /// and gives the caller what that kind of frame owes it. `Some` when it
    /// was the entry frame of the run (the value the run ends with).
    pub(crate) fn return_special(
        &mut self,
        v: Value,
        entry_depth: usize,
    ) -> Result<Option<Value>, Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "return without a frame"));
        };
        match frame.kind {
            FrameKind::Init | FrameKind::Discard | FrameKind::Normal | FrameKind::ForIterNext => {
                let size = self.codes[frame.code as usize].frame_size as usize;
                self.frames.pop();
                self.stack.pop(size);
                let result = if frame.kind == FrameKind::Init {
                    if v != Value::None {
                        return Err(exc!(
                            TypeError,
                            "__init__() should return None, not '{}'",
                            objects::type_name(&self.heap, v)
                        ));
                    }
                    Some(Value::Instance(crate::heap::ObjRef(frame.aux)))
                } else if matches!(frame.kind, FrameKind::Normal | FrameKind::ForIterNext) {
                    Some(v)
                } else {
                    None
                };
                if self.frames.len() < entry_depth {
                    return Ok(Some(result.unwrap_or(v)));
                }
                if let Some(r) = result
                    && let Some(c) = self.frames.last_mut()
                {
                    let at = c.sp as usize;
                    c.sp += 1;
                    self.stack.slots_mut()[at] = r;
                }
                Ok(None)
            }
            FrameKind::GenNext | FrameKind::GenForIter | FrameKind::GenSend => {
                self.generator_return(frame.kind, v)?;
                Ok(None)
            }
            FrameKind::Truth
            | FrameKind::Length
            | FrameKind::Contains
            | FrameKind::Compare
            | FrameKind::Binary => {
                let size = self.codes[frame.code as usize].frame_size as usize;
                // A comparison's or binary operation's operands, in the
                // first two locals.
                let base = frame.base as usize;
                let operands = match frame.kind {
                    FrameKind::Compare | FrameKind::Binary => self
                        .stack
                        .slots()
                        .get(base..base + 2)
                        .map_or([Value::Undef; 2], |s| [s[0], s[1]]),
                    _ => [Value::Undef; 2],
                };
                // A `NotImplemented` goes on with guest code that may
                // collect: the operands, no longer in any frame, are
                // rooted until it is done.
                let fallback = v == Value::NotImplemented
                    && matches!(frame.kind, FrameKind::Compare | FrameKind::Binary);
                if fallback {
                    self.heap.push_roots(&operands)?;
                }
                self.frames.pop();
                self.stack.pop(size);
                let r = self.special_result(frame.kind, frame.aux, v, &operands);
                if fallback {
                    self.heap.pop_roots(operands.len());
                }
                let r = r?;
                if self.frames.len() < entry_depth {
                    return Ok(Some(r));
                }
                if let Some(c) = self.frames.last_mut() {
                    let at = c.sp as usize;
                    c.sp += 1;
                    if frame.kind == FrameKind::Truth {
                        // The test runs again, on the bool.
                        c.ip -= 1;
                    }
                    self.stack.slots_mut()[at] = r;
                }
                Ok(None)
            }
            FrameKind::Module => {
                let size = self.codes[frame.code as usize].frame_size as usize;
                self.frames.pop();
                self.stack.pop(size);
                if self.frames.len() < entry_depth {
                    return Ok(Some(Value::None));
                }
                self.module_returned(frame)?;
                Ok(None)
            }
        }
    }

    /// Pushes a frame for code `ci` whose first locals are `locals`, the
    /// caller's stack top being `result_at`.
    pub(crate) fn push_bound_frame(
        &mut self,
        ci: u32,
        locals: &[Value],
        frame_size: usize,
        result_at: usize,
        kind: FrameKind,
        aux: u32,
    ) -> Result<(), Exception> {
        if self.frames.len() >= self.config.recursion_limit {
            return Err(exc!(RecursionError, "maximum recursion depth exceeded"));
        }
        if let Some(top) = self.frames.last_mut() {
            top.sp = result_at as u32;
        }
        let base = self
            .stack
            .push(frame_size)
            .map_err(|_| exc!(RecursionError, "maximum recursion depth exceeded"))?;
        let slots = self.stack.slots_mut();
        let n = locals.len().min(frame_size);
        slots[base..base + n].copy_from_slice(&locals[..n]);
        let nlocals = self.codes[ci as usize].nlocals;
        self.frames.push(Frame {
            code: ci,
            base: base as u32,
            ip: 0,
            sp: base as u32 + nlocals,
            kind,
            aux,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_lists_read_like_cpython() {
        assert_eq!(name_list(&["a"]), "'a'");
        assert_eq!(name_list(&["a", "b"]), "'a' and 'b'");
        assert_eq!(name_list(&["a", "b", "c"]), "'a', 'b', and 'c'");
    }
}
