//! Running generators: resuming one as a frame of the dispatch loop,
//! `yield`, the end of a generator for each way it was resumed, and the
//! generator methods (`send`, `throw`, `close`).
//!
//! A resumed generator's frame is an ordinary frame whose kind says what
//! its caller wants (see [`FrameKind`]): `FOR_ITER` resumes it in the same
//! dispatch loop, as CPython 3.12's `FOR_ITER_GEN` does; builtins that
//! consume an iterator (`list(g)`) resume it in a nested run. While it runs,
//! the generator object holds the exception its caller was handling, and
//! the frame runs with the one the generator was handling when it
//! yielded.

use super::calls::Called;
use super::{FrameKind, Vm};
use crate::bytecode::Op;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::ObjRef;
use crate::host::{FrameStack, Output};
use crate::objects::generator::GenState;
use crate::value::Value;

/// What resuming a generator did.
pub(crate) enum Resumed {
    /// Its frame is on top.
    Frame,
    /// It had already finished.
    Done,
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Resumes generator `g` with `sent` as the value of its `yield` (or
    /// with `throw` raised there), in a frame of `kind` whose result goes to
    /// slot `result_at` of the caller.
    pub(crate) fn resume(
        &mut self,
        g: ObjRef,
        sent: Value,
        throw: Option<Exception>,
        kind: FrameKind,
        result_at: usize,
    ) -> Result<Resumed, Exception> {
        let Some(gn) = self.heap.generator(g) else {
            return Err(exc!(SystemError, "not a generator"));
        };
        let (state, code, ip) = (gn.state, gn.code, gn.ip);
        match state {
            GenState::Running => return Err(exc!(ValueError, "generator already executing")),
            GenState::Done => {
                return match throw {
                    Some(e) => Err(e),
                    None => Ok(Resumed::Done),
                };
            }
            GenState::Created if throw.is_some() => {
                self.finish_generator(g);
                return Err(throw.unwrap_or_else(|| exc!(SystemError, "throw")));
            }
            GenState::Created if sent != Value::None => {
                return Err(exc!(
                    TypeError,
                    "can't send non-None value to a just-started generator"
                ));
            }
            _ => {}
        }
        // A resume is a step, as a call is (tier 2 counts the frame it
        // inlines for it the same).
        self.stats.steps += 1;
        if self.stats.steps > self.step_limit {
            return Err(exc!(StepLimitExceeded, "the step limit was reached"));
        }
        let started = state == GenState::Suspended;
        let frame_size = self.codes[code as usize].frame_size as usize;
        let image = match self.heap.generator_mut(g) {
            Some(gn) => {
                gn.state = GenState::Running;
                core::mem::take(&mut gn.image)
            }
            None => return Err(exc!(SystemError, "not a generator")),
        };
        if image.len() + 1 > frame_size {
            return Err(exc!(SystemError, "generator image larger than its frame"));
        }
        if let Err(e) = self.push_bound_frame(code, &image, frame_size, result_at, kind, g.0) {
            if let Some(gn) = self.heap.generator_mut(g) {
                gn.state = GenState::Suspended;
                gn.image = image;
            }
            return Err(e);
        }
        // The frame's stack is what the image saved; then the sent value.
        let mut sp = 0;
        if let Some(f) = self.frames.last_mut() {
            f.ip = ip;
            f.sp = f.base + image.len() as u32;
            sp = f.sp as usize;
        }
        // The emptied buffer goes back: the next yield saves into it
        // instead of allocating.
        if let Some(gn) = self.heap.generator_mut(g) {
            let mut image = image;
            image.clear();
            gn.image = image;
        }
        if started && throw.is_none() {
            self.stack.slots_mut()[sp] = sent;
            if let Some(f) = self.frames.last_mut() {
                f.sp += 1;
            }
        }
        // Swap in the exception the generator was handling.
        if let Some(gn) = self.heap.generator_mut(g) {
            core::mem::swap(&mut gn.exc_info, &mut self.exc_info);
        }
        match throw {
            Some(e) => Err(e),
            None => Ok(Resumed::Frame),
        }
    }

    /// `YIELD_VALUE` in the top frame (a generator's) with `v` popped:
    /// saves the frame into the generator and pops it. Returns the caller's
    /// slot where `v` goes, or `None` when the generator's frame was the
    /// entry frame of a nested run.
    pub(crate) fn yield_value(&mut self, ip: usize, sp: usize) -> Result<(), Exception> {
        let Some(frame) = self.frames.pop() else {
            return Err(exc!(SystemError, "yield without a frame"));
        };
        let g = ObjRef(frame.aux);
        let base = frame.base as usize;
        let size = self.codes[frame.code as usize].frame_size as usize;
        let saved = match self.heap.generator_mut(g) {
            Some(gn) => {
                let live = self.stack.slots().get(base..sp).unwrap_or(&[]);
                gn.image.save(live)
            }
            None => Ok(()),
        };
        self.stack.pop(size);
        saved.map_err(|_| exc!(MemoryError, ""))?;
        match self.heap.generator_mut(g) {
            Some(gn) => {
                gn.ip = ip as u32;
                gn.state = GenState::Suspended;
                core::mem::swap(&mut gn.exc_info, &mut self.exc_info);
            }
            None => return Err(exc!(SystemError, "yield outside a generator")),
        }
        Ok(())
    }

    /// A generator's frame (on top) returned `v`: finishes the generator,
    /// pops the frame and does what the caller wanted. `Err` is the
    /// `StopIteration` a `next()` caller gets.
    pub(crate) fn generator_return(&mut self, kind: FrameKind, v: Value) -> Result<(), Exception> {
        let Some(frame) = self.frames.pop() else {
            return Err(exc!(SystemError, "return without a frame"));
        };
        let caller_exc = self.finish_generator(ObjRef(frame.aux));
        self.exc_info = caller_exc;
        let size = self.codes[frame.code as usize].frame_size as usize;
        self.stack.pop(size);
        match kind {
            FrameKind::GenForIter => {
                if let Some(c) = self.frames.last_mut() {
                    // Past FOR_ITER: the loop ends (its three slots go).
                    let code = &self.codes[c.code as usize];
                    let target = code.instrs[c.ip as usize - 1].get().arg;
                    c.sp -= 3;
                    c.ip = target;
                }
                Ok(())
            }
            FrameKind::GenSend => {
                if let Some(c) = self.frames.last_mut() {
                    let code = &self.codes[c.code as usize];
                    let target = code.instrs[c.ip as usize - 1].get().arg;
                    // [receiver, sent] becomes [value].
                    let at = c.sp as usize - 1;
                    c.sp = at as u32 + 1;
                    c.ip = target;
                    self.stack.slots_mut()[at] = v;
                }
                Ok(())
            }
            _ => Err(self.stop_iteration(v)),
        }
    }

    /// `StopIteration(v)` (no argument for `None`).
    pub(crate) fn stop_iteration(&mut self, v: Value) -> Exception {
        if v == Value::None {
            exc!(StopIteration, "")
        } else {
            let mut s = alloc::string::String::new();
            let _ = crate::display::write_str(&mut s, &self.heap, v);
            Exception::with_arg(ExcKind::StopIteration, s, v)
        }
    }

    /// Runs generator `g` to its next `yield` in a nested run: `Some` value
    /// yielded, `None` when it finished.
    pub(crate) fn resume_nested(
        &mut self,
        g: ObjRef,
        sent: Value,
        throw: Option<Exception>,
    ) -> Result<Option<Value>, Exception> {
        match self.resume_nested_raw(g, sent, throw) {
            Ok(v) => Ok(Some(v)),
            Err(e) if e.kind == ExcKind::StopIteration => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// [`Vm::resume_nested`], the end being the `StopIteration` (with the
    /// generator's return value).
    pub(crate) fn resume_nested_raw(
        &mut self,
        g: ObjRef,
        sent: Value,
        throw: Option<Exception>,
    ) -> Result<Value, Exception> {
        if self.nested >= self.config.nested_runs {
            return Err(exc!(RecursionError, "maximum recursion depth exceeded"));
        }
        let depth = self.frames.len();
        let at = self.frames.last().map_or(0, |f| f.sp as usize);
        match self.resume(g, sent, throw, FrameKind::GenNext, at) {
            Ok(Resumed::Done) => return Err(exc!(StopIteration, "")),
            Ok(Resumed::Frame) => {}
            Err(e) => {
                if self.frames.len() > depth {
                    // Thrown into the frame just pushed: it may handle it.
                    return self.finish_nested(depth, Err(e));
                }
                return Err(e);
            }
        }
        let r = self.run_frames();
        self.finish_nested(depth, r.map(Ok).unwrap_or_else(Err))
    }

    fn finish_nested(
        &mut self,
        depth: usize,
        r: Result<Value, Exception>,
    ) -> Result<Value, Exception> {
        match r {
            Err(e) if self.frames.len() > depth => {
                // The error came from the pushed frame before it ran.
                match self.unwind(e, depth + 1) {
                    Ok(()) => self.run_frames(),
                    Err(e) => Err(e),
                }
            }
            other => other,
        }
    }

    /// The subiterator generator `g` is suspended in at a `yield from`
    /// (its `SEND`'s receiver, the last value of the saved stack), and
    /// where that `SEND` goes when the subiterator is done.
    fn delegate_of(&self, g: ObjRef) -> Option<(Value, u32)> {
        let gn = self.heap.generator(g)?;
        if gn.state != GenState::Suspended {
            return None;
        }
        let instrs = &self.codes.get(gn.code as usize)?.instrs;
        let ip = gn.ip as usize;
        let send = instrs.get(ip.checked_sub(2)?)?.get();
        let yielded = instrs.get(ip - 1)?.get();
        if send.op != Op::SEND || yielded.op != Op::YIELD_VALUE {
            return None;
        }
        Some((*gn.image.last()?, send.arg))
    }

    /// Marks `g` running (`true`) or suspended again while its subiterator
    /// is thrown into or closed: a call back into `g` meanwhile is
    /// CPython's "generator already executing".
    fn set_running(&mut self, g: ObjRef, running: bool) {
        if let Some(gn) = self.heap.generator_mut(g) {
            gn.state = if running {
                GenState::Running
            } else {
                GenState::Suspended
            };
        }
    }

    /// The value a `StopIteration` carries (`None` when it has none).
    fn stop_iteration_value(&self, e: &Exception) -> Value {
        match (e.arg, e.obj) {
            (Some(v), _) => v,
            (None, Some(o)) => crate::objects::exception::stop_value(&self.heap, o),
            (None, None) => Value::None,
        }
    }

    /// Closes `it`, the subiterator of a generator being closed or given
    /// `GeneratorExit`: a generator is closed, anything else has its
    /// `close` called if it has one.
    fn close_subiterator(&mut self, it: Value) -> Result<(), Exception> {
        match it {
            Value::Generator(sg) => self.close_generator(sg).map(|_| ()),
            _ => {
                let close = self.heap.names.try_intern("close")?;
                match self.get_attr(it, close) {
                    Ok(f) => crate::ctx::Ctx::call(self, f, crate::args::Args::positional(&[]))
                        .map(|_| ()),
                    Err(e) if e.kind == ExcKind::AttributeError => Ok(()),
                    Err(e) => Err(e),
                }
            }
        }
    }

    /// `g.throw(*args)` (`e` made from them) for a generator suspended at a
    /// `yield from`: as CPython's `_gen_throw`, the subiterator gets it
    /// first. What the subiterator yields is the result and `g` stays
    /// where it was; once it is done, `g` goes on past its `yield from`
    /// with the value it returned, or with the error it raised thrown in.
    /// `None` when `g` is not at a `yield from`.
    pub(crate) fn throw_through(
        &mut self,
        g: ObjRef,
        e: Exception,
        args: &[Value],
        at: usize,
    ) -> Option<Result<Called, Exception>> {
        let (sub, target) = self.delegate_of(g)?;
        if e.kind == ExcKind::GeneratorExit {
            // The exception object only this holds stays alive while the
            // subiterator's `finally` blocks run.
            let rooted = e.obj.map(Value::Instance);
            self.heap.push_root(rooted.unwrap_or(Value::None));
            self.set_running(g, true);
            let closed = self.close_subiterator(sub);
            self.set_running(g, false);
            self.heap.pop_roots(1);
            let e = closed.err().unwrap_or(e);
            return Some(self.throw_into(g, e, at));
        }
        let thrown = match sub {
            Value::Generator(sg) => {
                self.set_running(g, true);
                let r = self.throw_nested(sg, e, args);
                self.set_running(g, false);
                r
            }
            _ => {
                let throw = match self.heap.names.try_intern("throw") {
                    Ok(t) => t,
                    Err(err) => return Some(Err(err)),
                };
                match self.get_attr(sub, throw) {
                    Ok(f) => {
                        self.set_running(g, true);
                        let r = crate::ctx::Ctx::call(self, f, crate::args::Args::positional(args));
                        self.set_running(g, false);
                        r
                    }
                    Err(err) if err.kind == ExcKind::AttributeError => {
                        return Some(self.throw_into(g, e, at));
                    }
                    // Looking `throw` up failed: the caller gets that, and
                    // `g` stays where it was.
                    Err(err) => return Some(Err(err)),
                }
            }
        };
        Some(match thrown {
            Ok(v) => Ok(Called::Value(v)),
            Err(err) => {
                self.leave_yield_from(g, target);
                if err.kind == ExcKind::StopIteration {
                    let v = self.stop_iteration_value(&err);
                    self.resume(g, v, None, FrameKind::GenNext, at)
                        .and_then(|r| match r {
                            Resumed::Frame => Ok(Called::Frame),
                            Resumed::Done => Err(exc!(StopIteration, "")),
                        })
                } else {
                    self.throw_into(g, err, at)
                }
            }
        })
    }

    /// `g.throw(e)` run to what it gives (the value `g` yields next) in a
    /// nested run: a subiterator's own `yield from` delegates in turn.
    fn throw_nested(
        &mut self,
        g: ObjRef,
        e: Exception,
        args: &[Value],
    ) -> Result<Value, Exception> {
        if self.nested >= self.config.nested_runs {
            return Err(exc!(RecursionError, "maximum recursion depth exceeded"));
        }
        let depth = self.frames.len();
        let at = self.frames.last().map_or(0, |f| f.sp as usize);
        self.nested += 1;
        let r = match self.delegate_of(g) {
            None => self.resume_nested_raw(g, Value::None, Some(e)),
            Some(_) => match self.throw_through(g, e, args, at) {
                Some(Ok(Called::Value(v))) => Ok(v),
                Some(Ok(Called::Frame)) => {
                    let r = self.run_frames();
                    self.finish_nested(depth, r)
                }
                Some(Err(err)) => self.finish_nested(depth, Err(err)),
                None => Err(exc!(SystemError, "no yield from to throw through")),
            },
        };
        self.nested -= 1;
        r
    }

    /// Raises `e` in `g` where it is suspended, as `g.throw(e)` does.
    fn throw_into(&mut self, g: ObjRef, e: Exception, at: usize) -> Result<Called, Exception> {
        self.resume(g, Value::None, Some(e), FrameKind::GenNext, at)
            .map(|_| Called::Frame)
    }

    /// The subiterator of `g`'s `yield from` is done: it leaves the saved
    /// stack and `g` resumes where the `SEND` jumps when it is.
    fn leave_yield_from(&mut self, g: ObjRef, target: u32) {
        if let Some(gn) = self.heap.generator_mut(g) {
            gn.image.pop();
            gn.ip = target;
        }
    }

    /// `g.close()`.
    pub(crate) fn close_generator(&mut self, g: ObjRef) -> Result<Value, Exception> {
        let state = self.heap.generator(g).map(|x| x.state);
        match state {
            Some(GenState::Suspended) => {}
            Some(GenState::Created) => {
                self.finish_generator(g);
                return Ok(Value::None);
            }
            _ => return Ok(Value::None),
        }
        // At a `yield from`, the subiterator is closed first; an error
        // that raises is thrown into `g` instead of `GeneratorExit`.
        let mut exit = exc!(GeneratorExit, "");
        if let Some((sub, _)) = self.delegate_of(g) {
            self.set_running(g, true);
            let closed = self.close_subiterator(sub);
            self.set_running(g, false);
            if let Err(err) = closed {
                exit = err;
            }
        }
        match self.resume_nested(g, Value::None, Some(exit)) {
            Ok(Some(_)) => Err(exc!(RuntimeError, "generator ignored GeneratorExit")),
            Ok(None) => Ok(Value::None),
            Err(e) if e.kind == ExcKind::GeneratorExit => Ok(Value::None),
            Err(e) => Err(e),
        }
    }
}
