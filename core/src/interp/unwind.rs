//! Raising: turning an error into a guest exception object, walking it
//! out through the frames to a handler of the exception table, and the
//! report of an exception no handler caught.
//!
//! Every frame an exception passes through adds its current line to the
//! object's traceback (as CPython's `PyTraceBack_Here` does), except the
//! frame that re-raises it with a bare `raise` or `RERAISE`. While the
//! exception is being handled inside an `except` block it is the VM's
//! `exc_info`; an exception raised then is chained to it as its context.

use alloc::string::String;
use alloc::vec::Vec;

use super::{FrameKind, Vm};
use crate::args::Args;
use crate::bytecode::Op;
use crate::ctx::Ctx;
use crate::error::{ChainLink, ExcKind, Exception, GuestError, ReportedException, TraceEntry, exc};
use crate::heap::ObjRef;
use crate::host::{FrameStack, Output};
use crate::objects::generator::GenState;
use crate::objects::intern::Special;
use crate::objects::{self, class, exception, instance};
use crate::value::Value;

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// The guest object of `e` (made now if Rust code raised it).
    fn exception_object(&mut self, e: &Exception) -> ObjRef {
        match exception::materialize(&mut self.heap, e) {
            Ok(r) => r,
            Err(_) => match self.memory_error {
                Value::Instance(r) => {
                    // Made in advance and raised again each time: start
                    // each raise with a traceback of its own.
                    if let Some(st) = self.heap.exc_state_mut(r) {
                        st.traceback.clear();
                    }
                    r
                }
                _ => ObjRef(0),
            },
        }
    }

    /// Unwinds `e` from the top frame to the nearest handler at or above
    /// depth `entry_depth`: `Ok` when one was found (its frame is on top,
    /// ready to run the handler), or the exception, with its object, once
    /// the frames down to `entry_depth` are gone.
    pub(crate) fn unwind(&mut self, e: Exception, entry_depth: usize) -> Result<(), Exception> {
        // An operation that needed guest code where Trellis cannot run it
        // (a guest `__eq__` inside some builtin methods): the program sees
        // a SystemError it can catch.
        let e = if e.kind == ExcKind::NeedsVm {
            let message = alloc::format!("not supported here: {}", e.message);
            Exception {
                kind: ExcKind::SystemError,
                message,
                ..e
            }
        } else {
            e
        };
        if !e.kind.is_catchable() {
            return Err(e);
        }
        if e.kind == ExcKind::MemoryError {
            self.heap.note_memory_error();
        }
        let reraised = e.reraised;
        let mut r = self.exception_object(&e);
        let mut kind = e.kind;
        self.raising = Value::Instance(r);
        if !reraised {
            self.chain_context(r);
        }
        let mut first = true;
        loop {
            let Some(&frame) = self.frames.last() else {
                return Err(Exception::from_object(kind, r));
            };
            if self.frames.len() < entry_depth {
                return Err(Exception::from_object(kind, r));
            }
            // The builtins' loops over generators are left out: their
            // errors read as the builtin's, raised at its call.
            let hidden = self.consumers.hides(frame.code);
            if !(hidden || first && reraised) {
                let entry = self.trace_entry(&frame);
                if let Some(st) = self.heap.exc_state_mut(r) {
                    st.traceback.push(entry);
                }
            }
            first = false;
            let code = &self.module.codes[frame.code as usize];
            let at = frame.ip.saturating_sub(1);
            let handler = code
                .handlers
                .iter()
                .find(|h| h.start <= at && at < h.end)
                .copied();
            if let Some(h) = handler {
                let base = frame.base as usize;
                let sp = base + self.codes[frame.code as usize].nlocals as usize + h.depth as usize;
                self.stack.slots_mut()[sp] = Value::Instance(r);
                if let Some(f) = self.frames.last_mut() {
                    f.sp = sp as u32 + 1;
                    f.ip = h.target;
                }
                self.raising = Value::None;
                return Ok(());
            }
            // No handler here: the frame is gone.
            self.pop_frame_unwinding(&frame);
            if frame.kind == FrameKind::ForIterNext
                && kind == ExcKind::StopIteration
                && self.frames.len() >= entry_depth
                && self.end_for_loop()
            {
                self.raising = Value::None;
                return Ok(());
            }
            let generator = matches!(
                frame.kind,
                FrameKind::GenNext | FrameKind::GenForIter | FrameKind::GenSend
            );
            if generator && kind == ExcKind::StopIteration {
                // PEP 479: a generator may not end by raising StopIteration.
                let e = exc!(RuntimeError, "generator raised StopIteration");
                let nr = self.exception_object(&e);
                if let Some(st) = self.heap.exc_state_mut(nr) {
                    st.cause = Value::Instance(r);
                    st.context = Value::Instance(r);
                    st.suppress_context = true;
                }
                r = nr;
                kind = ExcKind::RuntimeError;
                self.raising = Value::Instance(r);
                first = false;
            }
            if self.frames.len() < entry_depth {
                return Err(Exception::from_object(kind, r));
            }
        }
    }

    /// A `__next__` run by `FOR_ITER` raised `StopIteration`: the loop of
    /// the frame now on top ends, as `FOR_ITER` ends it (its three slots
    /// gone, at the jump target). False if the frame is not at a
    /// `FOR_ITER`.
    fn end_for_loop(&mut self) -> bool {
        let Some(f) = self.frames.last().copied() else {
            return false;
        };
        let ins = self.codes[f.code as usize]
            .instrs
            .get(f.ip.wrapping_sub(1) as usize)
            .map(|c| c.get());
        match ins {
            Some(i)
                if matches!(i.op, Op::FOR_ITER | Op::FOR_ITER_RANGE | Op::FOR_ITER_LIST)
                    && f.sp >= 3 =>
            {
                if let Some(top) = self.frames.last_mut() {
                    top.sp -= 3;
                    top.ip = i.arg;
                }
                true
            }
            _ => false,
        }
    }

    /// Drops a frame an exception leaves.
    fn pop_frame_unwinding(&mut self, frame: &super::Frame) {
        if matches!(
            frame.kind,
            FrameKind::GenNext | FrameKind::GenForIter | FrameKind::GenSend
        ) {
            let caller_exc = self.finish_generator(ObjRef(frame.aux));
            self.exc_info = caller_exc;
        }
        if frame.kind == FrameKind::Module {
            self.module_failed(frame);
        }
        let size = self.codes[frame.code as usize].frame_size as usize;
        self.frames.pop();
        self.stack.pop(size);
    }

    /// Marks a generator done; returns the exception its caller was
    /// handling.
    pub(crate) fn finish_generator(&mut self, g: ObjRef) -> Value {
        match self.heap.generator_mut(g) {
            Some(gn) => {
                gn.state = GenState::Done;
                gn.image = Default::default();
                core::mem::replace(&mut gn.exc_info, Value::None)
            }
            None => Value::None,
        }
    }

    /// Records the exception being handled as `r`'s context.
    fn chain_context(&mut self, r: ObjRef) {
        let Value::Instance(ctx) = self.exc_info else {
            return;
        };
        if ctx == r {
            return;
        }
        // No cycles: drop `r` from the chain it would join.
        let mut walk = ctx;
        for _ in 0..1000 {
            let next = match self.heap.exc_state(walk) {
                Some(st) => st.context,
                None => break,
            };
            match next {
                Value::Instance(n) if n == r => {
                    if let Some(st) = self.heap.exc_state_mut(walk) {
                        st.context = Value::None;
                    }
                    break;
                }
                Value::Instance(n) => walk = n,
                _ => break,
            }
        }
        if let Some(st) = self.heap.exc_state_mut(r)
            && st.context == Value::None
        {
            st.context = Value::Instance(ctx);
        }
    }

    pub(crate) fn trace_entry(&self, f: &super::Frame) -> TraceEntry {
        let code = &self.module.codes[f.code as usize];
        let ip = (f.ip as usize).saturating_sub(1);
        TraceEntry {
            function: code.name.clone(),
            line: code.lines.get(ip).copied().unwrap_or(code.first_line),
            position: code.positions.get(ip).copied(),
            filename: self.code_filename(f.code),
        }
    }

    /// The file an imported module's code comes from; empty for the
    /// program's own.
    pub(crate) fn code_filename(&self, ci: u32) -> String {
        match self.unit_of_code(ci) {
            0 => String::new(),
            u => self.units[u].info.filename.clone(),
        }
    }

    /// The report of `e`, which escaped the module body: CPython's text of
    /// it and of the exceptions it is chained to.
    pub(crate) fn report(&mut self, e: Exception) -> GuestError {
        let Some(r) = e.obj else {
            // Not a Python exception (the step budget): the frames tell
            // where it stopped.
            let tb = self.traceback();
            return GuestError::plain(e, tb);
        };
        let mut chain: Vec<(ReportedException, ChainLink)> = Vec::new();
        let mut seen: Vec<ObjRef> = alloc::vec![r];
        let mut cur = r;
        let mut links: Vec<(ObjRef, ChainLink)> = Vec::new();
        while let Some(st) = self.heap.exc_state(cur) {
            let (next, link) = match (st.cause, st.context, st.suppress_context) {
                (Value::Instance(c), _, _) => (c, ChainLink::Cause),
                (_, Value::Instance(c), false) => (c, ChainLink::Context),
                _ => break,
            };
            if seen.contains(&next) || seen.len() > 100 {
                break;
            }
            seen.push(next);
            links.push((next, link));
            cur = next;
        }
        for (obj, link) in links.into_iter().rev() {
            let (type_name, message, traceback) = self.describe_exception(obj);
            chain.push((
                ReportedException {
                    type_name,
                    message,
                    traceback,
                },
                link,
            ));
        }
        let (type_name, message, traceback) = self.describe_exception(r);
        GuestError {
            exception: alloc::boxed::Box::new(Exception { message, ..e }),
            type_name,
            traceback,
            chain,
        }
    }

    /// The type name, `str()` and traceback of exception object `r`.
    fn describe_exception(&mut self, r: ObjRef) -> (String, String, Vec<TraceEntry>) {
        let cls = instance::class_of(&self.heap, r);
        let type_name = exception::report_name(&self.heap, cls);
        let traceback = self
            .heap
            .exc_state(r)
            .map(|s| s.traceback.iter().rev().cloned().collect())
            .unwrap_or_default();
        let mut message = match self.exception_str(r) {
            Ok(s) => s,
            Err(_) => String::from("<exception str() failed>"),
        };
        let hint = self.heap.exc_state(r).and_then(|s| {
            s.hint
                .clone()
                .or_else(|| crate::suggest::resolve_attribute_hint(&s.hint_attr))
        });
        if let Some(h) = hint {
            message.push_str(&h);
        }
        // `e.add_note(...)`: each note on a line under the message.
        if let Some(id) = self.heap.names.lookup("__notes__")
            && let Some(notes @ Value::List(_)) = instance::get_own(&self.heap, r, id)
        {
            for note in self.heap.seq(notes).to_vec() {
                message.push('\n');
                let mut text = String::new();
                match crate::display::write_str_ctx(&mut text, self, note) {
                    Ok(()) => message.push_str(&text),
                    Err(_) => message.push_str("<note str() failed>"),
                }
            }
        }
        (type_name, message, traceback)
    }

    /// `str(e)`, with the program's `__str__` if its class has one.
    pub(crate) fn exception_str(&mut self, r: ObjRef) -> Result<String, Exception> {
        let cls = instance::class_of(&self.heap, r);
        if let Some(f) = class::lookup(&self.heap, cls, Special::str.id()) {
            let v = self.call(f, Args::positional(&[Value::Instance(r)]))?;
            return match v {
                Value::Str(s) => Ok(crate::heap::headroom::copy_str(self.heap.str(s))?),
                other => Err(exc!(
                    TypeError,
                    "__str__ returned non-string (type {})",
                    objects::type_name(&self.heap, other)
                )),
            };
        }
        crate::display::exception_str_ctx(self, r)
    }

    /// The error raising `v` makes (`raise v`): an exception class is
    /// instantiated, an instance raised as it is.
    pub(crate) fn raise_value(&mut self, v: Value) -> Result<Exception, Exception> {
        let obj = match v {
            Value::ExcType(_) | Value::Class(_) if exception::is_exception_type(&self.heap, v) => {
                self.call(v, Args::positional(&[]))?
            }
            other => other,
        };
        exception::to_exception(&self.heap, obj)
    }

    /// `raise exc from cause`.
    pub(crate) fn raise_from(&mut self, exc: Value, cause: Value) -> Result<Exception, Exception> {
        let e = self.raise_value(exc)?;
        let cause = match cause {
            Value::None => Value::None,
            Value::ExcType(_) | Value::Class(_)
                if exception::is_exception_type(&self.heap, cause) =>
            {
                self.call(cause, Args::positional(&[]))?
            }
            Value::Instance(r) if self.heap.exc_state(r).is_some() => cause,
            _ => {
                return Err(exc!(
                    TypeError,
                    "exception causes must derive from BaseException"
                ));
            }
        };
        if let Some(r) = e.obj
            && let Some(st) = self.heap.exc_state_mut(r)
        {
            st.cause = cause;
            st.suppress_context = true;
        }
        Ok(e)
    }

    /// A bare `raise`: the exception being handled, again.
    pub(crate) fn reraise_current(&mut self) -> Exception {
        match self.exc_info {
            Value::Instance(r) => {
                let kind = instance::exc_base_of(&self.heap, instance::class_of(&self.heap, r))
                    .unwrap_or(ExcKind::Exception);
                let mut e = Exception::from_object(kind, r);
                e.reraised = true;
                e
            }
            _ => exc!(RuntimeError, "No active exception to reraise"),
        }
    }

    /// `RERAISE` of exception object `v`.
    pub(crate) fn reraise_value(&mut self, v: Value) -> Exception {
        match v {
            Value::Instance(r) => {
                let kind = instance::exc_base_of(&self.heap, instance::class_of(&self.heap, r))
                    .unwrap_or(ExcKind::Exception);
                let mut e = Exception::from_object(kind, r);
                e.reraised = true;
                e
            }
            _ => exc!(SystemError, "RERAISE of a non-exception"),
        }
    }
}
