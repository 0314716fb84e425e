//! The interpreter as a [`Ctx`]: builtins that call back into guest code
//! (a `key=` function, `map` over a guest function, `f(*args)`) run the
//! callee here, in a nested run of the dispatch loop that returns when the
//! callee's frame does.
//!
//! Such calls happen only from the slow paths of the dispatch loop (the
//! fast paths check [`crate::ctx::needs_vm`] first), after the caller's
//! frame state is saved so that its stack, which still holds the
//! builtin's arguments, is a root for the collector. A recording in
//! progress is abandoned first: a trace cannot contain a call made from
//! inside a helper.

use super::{Vm, calls};
use crate::args::Args;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::host::{FrameStack, Output};
use crate::tier2::AbortReason;
use crate::tier2::recorder::Step;
use crate::value::Value;

impl<F: FrameStack, O: Output> Ctx for Vm<F, O> {
    fn heap(&mut self) -> &mut Heap {
        &mut self.heap
    }

    fn out(&mut self) -> &mut dyn Output {
        &mut self.out
    }

    fn call(&mut self, f: Value, args: Args) -> Result<Value, Exception> {
        match f {
            Value::Func(fi) => self.call_guest(fi, args),
            Value::Builtin(b) => crate::builtins::call(b, self, args),
            Value::Method(r) => crate::objects::method::call(self, r, args),
            _ => Err(exc!(
                TypeError,
                "'{}' object is not callable",
                crate::objects::type_name(&self.heap, f)
            )),
        }
    }
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Calls guest function `fi` and runs it to its return.
    fn call_guest(&mut self, fi: u32, args: Args) -> Result<Value, Exception> {
        let code = self
            .module
            .codes
            .get(fi as usize)
            .ok_or_else(|| exc!(SystemError, "no code object {}", fi))?;
        if args.has_kw() {
            return Err(exc!(
                TypeError,
                "{}() got an unexpected keyword argument '{}'",
                code.name,
                args.kwnames.get(0)
            ));
        }
        if code.nparams as usize != args.pos.len() {
            return Err(calls::arity_error(
                &code.name,
                &code.local_names[..code.nparams as usize],
                args.pos.len(),
            ));
        }
        if self.jit.as_ref().is_some_and(|j| j.is_recording()) {
            self.finish_recording(Step::Abort(AbortReason::Callback));
        }
        self.stats.steps += 1;
        if self.stats.steps > self.step_limit {
            return Err(exc!(StepLimitExceeded, "the step limit was reached"));
        }
        let depth = self.frames.len();
        self.push_frame(fi, args.pos)?;
        let r = self.run_frames();
        if r.is_err() && self.frames.len() > depth {
            // Keep the callee's frames for the traceback, then unwind them
            // so that the caller's state is the top again.
            let mut inner = self.traceback_of(&self.frames[depth..]);
            inner.append(&mut self.pending_traceback);
            self.pending_traceback = inner;
            let mut slots = 0;
            for f in &self.frames[depth..] {
                slots += self.codes[f.code as usize].frame_size as usize;
            }
            self.frames.truncate(depth);
            self.stack.pop(slots);
        }
        r
    }
}
